/*
 * net_text.c — the rules for text people send to be shown to others (a
 * name taken at a lobby, a chat line), and the cleaning of what join shows
 * (the server's log escapes with the host's tb_printable).  Text that reaches every client and the operator's terminal must
 * not be able to move the cursor, reorder what is around it, hide itself
 * or pass for something else: so no C0 or C1 control (CSI U+009B, NEL
 * U+0085 included), no line or paragraph separator (U+2028, U+2029), no
 * bidirectional embedding, override or isolate (U+202A-U+202E,
 * U+2066-U+2069), no byte order mark (U+FEFF) and no noncharacter: the
 * host's rule (tb_unprintable_kind, strbuf.h).  Letters of any script pass ("Łucja Núñez").  join shows whatever
 * text a server sends by the same rules, each refused character as U+FFFD
 * (net_clean_from_server), and cuts text only between characters.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net.h"

/* The reason for refusing a character of this kind and code point. */
static void refused_why(const char *kind, unsigned long cp, char *why, size_t cap)
{
    if (kind == TB_NOT_UTF8)
        snprintf(why, cap, "%s", TB_NOT_UTF8);
    else
        snprintf(why, cap, "%s (U+%04lX) is not allowed", kind, cp);
}

int net_text_check(const char *text, size_t len, char *why, size_t cap)
{
    unsigned long cp;
    const char *kind = tb_first_unprintable(text, len, &cp);
    if (!kind)
        return 0;
    refused_why(kind, cp, why, cap);
    return -1;
}

/* A refused character's kind as a client reads it in "about": the kinds
 * of tb_unprintable_kind, in its words and in the protocol's. */
static const char *const kind_tokens[][2] = {
    {"a control character", "control"},
    {"a line or paragraph separator", "separator"},
    {"a bidirectional control", "bidi"},
    {"a byte order mark", "bom"},
    {"a noncharacter", "noncharacter"},
};

json_t *net_text_refusal(const char *text, size_t len, const char *field, char *why, size_t cap)
{
    unsigned long cp;
    const char *kind = tb_first_unprintable(text, len, &cp), *token = "other"; /* a kind not listed */
    char bad[96];
    if (!kind)
        return NULL;
    refused_why(kind, cp, bad, sizeof bad);
    if (strcmp(field, "chat") == 0)
        snprintf(why, cap, "the chat line: %s", bad);
    else
        snprintf(why, cap, "\"%s\": %s", field, bad);
    if (kind == TB_NOT_UTF8)
        return json_pack("{s:s, s:s, s:s}", "kind", "bad_text", "field", field, "what",
                         "not_utf8");
    for (size_t i = 0; i < sizeof kind_tokens / sizeof kind_tokens[0]; i++)
        if (strcmp(kind, kind_tokens[i][0]) == 0)
            token = kind_tokens[i][1];
    char code[16];
    snprintf(code, sizeof code, "U+%04lX", cp);
    return json_pack("{s:s, s:s, s:s, s:s}", "kind", "bad_text", "field", field, "what", token,
                     "char", code);
}

/* The replacement character: what join shows for a character it will not
 * write to the terminal. */
#define PLACEHOLDER "\xef\xbf\xbd"

/* s's text cleaned: every byte that is not UTF-8 and every character
 * tb_unprintable_kind names becomes U+FFFD; a newline and a tab stay when lines is
 * set (a view's or a result's text).  NULL when nothing needs cleaning. */
static char *cleaned(const char *s, size_t len, int lines)
{
    const unsigned char *p = (const unsigned char *)s;
    char why[64];
    if (net_text_check(s, len, why, sizeof why) == 0)
        return NULL;
    char *out = tb_xmalloc(len * 3 + 1), *o = out;
    for (size_t i = 0; i < len;) {
        int n = p[i] ? tb_utf8_length(p + i) : 1;
        if (n <= 0 || i + (size_t)n > len) {
            memcpy(o, PLACEHOLDER, 3);
            o += 3;
            i++;
            continue;
        }
        unsigned long cp = tb_utf8_decode(p + i, n);
        if (tb_unprintable_kind(cp) && !(lines && (cp == '\n' || cp == '\t'))) {
            memcpy(o, PLACEHOLDER, 3);
            o += 3;
        } else {
            memcpy(o, p + i, (size_t)n);
            o += n;
        }
        i += (size_t)n;
    }
    *o = '\0';
    return out;
}

static void clean_tree(json_t *j, int lines)
{
    if (json_is_string(j)) {
        char *c = cleaned(json_string_value(j), json_string_length(j), lines);
        if (c)
            json_string_set(j, c);
        free(c);
    } else if (json_is_array(j)) {
        size_t i;
        json_t *v;
        json_array_foreach(j, i, v)
            clean_tree(v, 0);
    } else if (json_is_object(j)) {
        const char *key;
        json_t *v;
        json_object_foreach(j, key, v)
            clean_tree(v, 0);
    }
}

void net_clean_from_server(json_t *msg)
{
    const char *type = json_string_value(json_object_get(msg, "type"));
    int pages = type && (strcmp(type, "view") == 0 || strcmp(type, "result") == 0);
    const char *key;
    json_t *v;
    json_object_foreach(msg, key, v) {
        if (pages && strcmp(key, "result") == 0)
            continue; /* the result JSON, written as JSON (escaped), never shown raw */
        clean_tree(v, pages && strcmp(key, "text") == 0);
    }
}

char *net_utf8_fit(char *s)
{
    size_t n = strlen(s), i = n;
    while (i > 0 && n - i < 4 && ((unsigned char)s[i - 1] & 0xc0) == 0x80)
        i--;
    if (i > 0) {
        unsigned char lead = (unsigned char)s[i - 1];
        size_t want = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
        if (want > n - (i - 1))
            s[i - 1] = '\0';
    }
    return s;
}

void net_fmt(char *buf, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, cap, fmt, ap);
    va_end(ap);
    net_utf8_fit(buf);
}
