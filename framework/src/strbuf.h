/* strbuf.h — a growable NUL-terminated string; the host's one text buffer. */
#ifndef TB_STRBUF_H
#define TB_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct tb_strbuf {
    char *s;     /* always NUL-terminated once anything was added; NULL when empty */
    size_t len;
    size_t cap;
} tb_strbuf;

void tb_strbuf_add(tb_strbuf *b, const char *text);
void tb_strbuf_addn(tb_strbuf *b, const char *text, size_t n);
void tb_strbuf_printf(tb_strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void tb_strbuf_vprintf(tb_strbuf *b, const char *fmt, va_list ap);
/* The text so far ("" when empty); owned by b. */
const char *tb_strbuf_str(const tb_strbuf *b);
/* Hand the text to the caller (malloc'd, never NULL) and empty b. */
char *tb_strbuf_take(tb_strbuf *b);
void tb_strbuf_free(tb_strbuf *b);

/* Length (1-4) of the valid UTF-8 sequence at p, or 0 when it is not one
 * (overlong forms and surrogates included): names, titles and options come
 * from files and command lines people edit, and JSON must be UTF-8. */
int tb_utf8_length(const unsigned char *p);
/* The code point of the len-byte sequence at p (len from tb_utf8_length). */
unsigned long tb_utf8_decode(const unsigned char *p, int len);

/* What code point cp is when it may not reach a terminal as it is (it could
 * move the cursor, reorder the text around it or hide itself): "a control
 * character" (C0, DEL, C1), "a line or paragraph separator", "a
 * bidirectional control", "a byte order mark", "a noncharacter"; NULL for
 * anything printable (letters of every script). */
const char *tb_unprintable_kind(unsigned long cp);
/* The first character of the len bytes at text that may not reach a
 * terminal as it is: its kind (tb_unprintable_kind's words, or TB_NOT_UTF8
 * for a byte that is not UTF-8, with *cp 0), and its code point in *cp;
 * NULL when every character is printable.  Names, chat lines. */
extern const char TB_NOT_UTF8[];
/* in without the blanks (spaces, tabs) around it, into out (cap bytes, cut
 * between characters): a name as a seat takes it ("" for blanks alone). */
void tb_trim_blanks(const char *in, char *out, size_t cap);
/* Whether text shows anything: 0 when every character is a space of some
 * width or invisible on its own (zero-width space and joiners, word
 * joiner, soft hyphen, direction marks, fillers, variation selectors,
 * tags).  A name of those alone is no name: a seat bar would show nothing. */
int tb_text_shows(const char *text);
const char *tb_first_unprintable(const char *text, size_t len, unsigned long *cp);
/* text made safe to print, into out (cap >= 1 bytes, NUL-terminated): a
 * byte that is not UTF-8 becomes \xHH, a code point tb_unprintable_kind
 * names becomes \u{HEX}; cut, when out is full, only between characters.
 * A refusal that quotes what was typed, a game file's title. */
void tb_printable(const char *text, char *out, size_t cap);
/* The same, whole, malloc'd. */
char *tb_printable_dup(const char *text);

/* Allocation that never returns NULL: out of memory ends the program with a
 * message, because no caller can do anything better. */
void *tb_xmalloc(size_t n);
void *tb_xcalloc(size_t n, size_t size);
void *tb_xrealloc(void *p, size_t n);
char *tb_xstrdup(const char *s);

#endif
