/* strbuf.c — growable strings and the allocation wrappers. */
#include "strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void die_oom(void)
{
    fputs("tabula: out of memory\n", stderr);
    abort();
}

void *tb_xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        die_oom();
    return p;
}

void *tb_xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        die_oom();
    return p;
}

void *tb_xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q)
        die_oom();
    return q;
}

char *tb_xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(tb_xmalloc(n), s, n);
}

static void reserve(tb_strbuf *b, size_t extra)
{
    if (b->len + extra + 1 <= b->cap)
        return;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + extra + 1)
        cap *= 2;
    b->s = tb_xrealloc(b->s, cap);
    b->cap = cap;
}

void tb_strbuf_addn(tb_strbuf *b, const char *text, size_t n)
{
    reserve(b, n);
    memcpy(b->s + b->len, text, n);
    b->len += n;
    b->s[b->len] = '\0';
}

void tb_strbuf_add(tb_strbuf *b, const char *text)
{
    tb_strbuf_addn(b, text, strlen(text));
}

void tb_strbuf_vprintf(tb_strbuf *b, const char *fmt, va_list ap)
{
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    if (n > 0) {
        reserve(b, (size_t)n);
        vsnprintf(b->s + b->len, (size_t)n + 1, fmt, again);
        b->len += (size_t)n;
    }
    va_end(again);
}

void tb_strbuf_printf(tb_strbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tb_strbuf_vprintf(b, fmt, ap);
    va_end(ap);
}

const char *tb_strbuf_str(const tb_strbuf *b)
{
    return b->s ? b->s : "";
}

char *tb_strbuf_take(tb_strbuf *b)
{
    char *s = b->s ? b->s : tb_xstrdup("");
    b->s = NULL;
    b->len = b->cap = 0;
    return s;
}

void tb_strbuf_free(tb_strbuf *b)
{
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}

int tb_utf8_length(const unsigned char *p)
{
    int more = *p < 0x80 ? 0 : *p >= 0xc2 && *p <= 0xdf ? 1 : *p >= 0xe0 && *p <= 0xef ? 2
             : *p >= 0xf0 && *p <= 0xf4 ? 3 : -1;
    if (more < 0)
        return 0;
    unsigned long cp = more ? *p & (0x3fu >> more) : *p;
    for (int i = 1; i <= more; i++) {
        if ((p[i] & 0xc0) != 0x80)
            return 0; /* also stops at the terminating NUL */
        cp = cp << 6 | (p[i] & 0x3f);
    }
    if ((more == 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
        (more == 3 && (cp < 0x10000 || cp > 0x10ffff)))
        return 0;
    return more + 1;
}

unsigned long tb_utf8_decode(const unsigned char *p, int len)
{
    static const unsigned char lead_mask[] = {0, 0x7f, 0x1f, 0x0f, 0x07};
    unsigned long cp = p[0] & lead_mask[len];
    for (int i = 1; i < len; i++)
        cp = cp << 6 | (p[i] & 0x3f);
    return cp;
}

const char *tb_unprintable_kind(unsigned long cp)
{
    if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f))
        return "a control character";
    if (cp == 0x2028 || cp == 0x2029)
        return "a line or paragraph separator";
    if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069))
        return "a bidirectional control";
    if (cp == 0xfeff)
        return "a byte order mark";
    if ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) == 0xfffe)
        return "a noncharacter";
    return NULL;
}

const char TB_NOT_UTF8[] = "not UTF-8 text";

/* A character that shows nothing on its own (see tb_text_shows). */
static int shows_nothing(unsigned long cp)
{
    return cp == ' ' || cp == '\t' || cp == 0xa0 || cp == 0xad || cp == 0x34f ||
           cp == 0x115f || cp == 0x1160 || cp == 0x1680 || cp == 0x180e ||
           (cp >= 0x2000 && cp <= 0x200f) || cp == 0x202f || (cp >= 0x205f && cp <= 0x2064) ||
           cp == 0x3000 || cp == 0x3164 || (cp >= 0xfe00 && cp <= 0xfe0f) || cp == 0xffa0 ||
           (cp >= 0xe0000 && cp <= 0xe0fff);
}

int tb_text_shows(const char *text)
{
    for (const unsigned char *p = (const unsigned char *)text; *p;) {
        int n = tb_utf8_length(p);
        if (n <= 0 || !shows_nothing(tb_utf8_decode(p, n)))
            return 1; /* a byte that is not UTF-8 is tb_first_unprintable's to refuse */
        p += n;
    }
    return 0;
}

void tb_trim_blanks(const char *in, char *out, size_t cap)
{
    size_t lead = strspn(in, " \t"), len = strlen(in + lead);
    while (len > 0 && (in[lead + len - 1] == ' ' || in[lead + len - 1] == '\t'))
        len--;
    if (cap == 0)
        return;
    if (len >= cap) /* cut before a character's continuation bytes */
        for (len = cap - 1; len > 0 && (in[lead + len] & 0xC0) == 0x80; len--)
            ;
    memcpy(out, in + lead, len);
    out[len] = '\0';
}

const char *tb_first_unprintable(const char *text, size_t len, unsigned long *cp)
{
    const unsigned char *p = (const unsigned char *)text;
    for (size_t i = 0; i < len;) {
        int n = p[i] ? tb_utf8_length(p + i) : 1;
        *cp = 0;
        if (n <= 0 || i + (size_t)n > len)
            return TB_NOT_UTF8;
        const char *kind = tb_unprintable_kind(*cp = tb_utf8_decode(p + i, n));
        if (kind)
            return kind;
        i += (size_t)n;
    }
    *cp = 0;
    return NULL;
}

void tb_printable(const char *text, char *out, size_t cap)
{
    const unsigned char *p = (const unsigned char *)text;
    size_t o = 0;
    if (cap == 0)
        return;
    while (*p) {
        int n = tb_utf8_length(p);
        unsigned long cp = n > 0 ? tb_utf8_decode(p, n) : 0;
        char esc[16];
        const char *piece = (const char *)p;
        size_t len = (size_t)n;
        if (n <= 0) {
            snprintf(esc, sizeof esc, "\\x%02X", *p);
            piece = esc, len = strlen(esc), n = 1;
        } else if (tb_unprintable_kind(cp)) {
            snprintf(esc, sizeof esc, "\\u{%lX}", cp);
            piece = esc, len = strlen(esc);
        }
        if (o + len + 1 > cap)
            break;
        memcpy(out + o, piece, len);
        o += len;
        p += n;
    }
    out[o] = '\0';
}

char *tb_printable_dup(const char *text)
{
    size_t cap = strlen(text) * 10 + 1; /* "\u{10FFFF}" is the longest for 4 bytes */
    char *out = tb_xmalloc(cap);
    tb_printable(text, out, cap);
    return out;
}
