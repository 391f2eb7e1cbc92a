/*
 * draw.c — putting text on the screen by display columns, not bytes: a card
 * glyph is three bytes wide in UTF-8 and one column on screen, and a line
 * must never spill into the next pane.  Also boxes, bars, word wrapping,
 * and the notice shown when the terminal is too small for any layout (every
 * screen checks it first).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "strbuf.h"
#include "tui.h"

/* One character of s (at most len bytes): its byte length (>= 1), and the
 * character in *wc ('?' for bytes that are not text in this locale). */
static size_t next_char(const char *s, size_t len, wchar_t *wc)
{
    mbstate_t st;
    memset(&st, 0, sizeof st);
    size_t n = mbrtowc(wc, s, len, &st);
    if (n == (size_t)-1 || n == (size_t)-2 || n == 0) {
        *wc = L'?';
        return 1;
    }
    if (*wc < L' ' || *wc == 0x7f)
        *wc = L' ';
    return n;
}

static int char_width(wchar_t wc)
{
    int w = wcwidth(wc);
    return w < 0 ? 1 : w;
}

int tui_width(const char *s)
{
    int w = 0;
    size_t len = strlen(s);
    while (len) {
        wchar_t wc;
        size_t n = next_char(s, len, &wc);
        w += char_width(wc);
        s += n;
        len -= n;
    }
    return w;
}

void tui_copy(char *dst, size_t cap, const char *src)
{
    if (!cap)
        return;
    size_t n = strlen(src);
    if (n >= cap) {
        n = cap - 1;
        /* Back off continuation bytes (10xxxxxx) and the lead byte they follow. */
        while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(dst, src, n);
    dst[n] = '\0';
}

const char *tui_glyph(const tui *t, const char *utf8, const char *ascii)
{
    return t->utf8 ? utf8 : ascii;
}

int tui_put(const tui *t, int y, int x, int w, const char *s, attr_t a)
{
    if (w <= 0 || y < 0 || y >= LINES || x >= COLS)
        return 0;
    if (x + w > COLS)
        w = COLS - x;
    int full = tui_width(s);
    int room = full > w ? w - 1 : w; /* one column for the ellipsis */
    wchar_t buf[512];
    int n = 0, used = 0;
    size_t len = strlen(s);
    while (len && n < 510) {
        wchar_t wc;
        size_t k = next_char(s, len, &wc);
        int cw = char_width(wc);
        if (used + cw > room)
            break;
        buf[n++] = wc;
        used += cw;
        s += k;
        len -= k;
    }
    if (full > w) {
        buf[n++] = t->utf8 ? L'\u2026' : L'~';
        used++;
    }
    buf[n] = L'\0';
    attrset(a);
    mvaddnwstr(y, x, buf, n);
    attrset(A_NORMAL);
    return used;
}

void tui_fill(int y, int x, int w, attr_t a)
{
    if (y < 0 || y >= LINES || x >= COLS || w <= 0)
        return;
    if (x + w > COLS)
        w = COLS - x;
    attrset(a);
    mvhline(y, x, ' ', w);
    attrset(A_NORMAL);
}

void tui_center(const tui *t, int y, const char *s, attr_t a)
{
    int w = tui_width(s);
    int x = w < COLS ? (COLS - w) / 2 : 0;
    tui_put(t, y, x, COLS - x, s, a);
}

void tui_bar(const tui *t, int y, const char *left, const char *right, attr_t a)
{
    tui_fill(y, 0, COLS, a);
    int rw = right ? tui_width(right) : 0;
    if (rw > COLS / 2)
        rw = COLS / 2;
    int lw = tui_put(t, y, 1, COLS - 2 - (rw ? rw + 2 : 0), left ? left : "", a);
    if (right && rw && 1 + lw + 2 <= COLS - 1 - rw)
        tui_put(t, y, COLS - 1 - rw, rw, right, a);
}

static void line_of(const tui *t, int y, int x, int n, int vertical, attr_t a)
{
    if (n <= 0)
        return;
    attrset(a);
    if (t->utf8) {
        cchar_t cc;
        wchar_t wc[2] = {vertical ? L'\u2502' : L'\u2500', L'\0'};
        setcchar(&cc, wc, A_NORMAL, 0, NULL);
        vertical ? mvvline_set(y, x, &cc, n) : mvhline_set(y, x, &cc, n);
    } else {
        vertical ? mvvline(y, x, '|', n) : mvhline(y, x, '-', n);
    }
    attrset(A_NORMAL);
}

void tui_box(const tui *t, int y, int x, int h, int w, const char *title, attr_t a)
{
    if (h < 2 || w < 2)
        return;
    for (int r = y + 1; r < y + h - 1; r++)
        tui_fill(r, x + 1, w - 2, A_NORMAL);
    line_of(t, y, x + 1, w - 2, 0, a);
    line_of(t, y + h - 1, x + 1, w - 2, 0, a);
    line_of(t, y + 1, x, h - 2, 1, a);
    line_of(t, y + 1, x + w - 1, h - 2, 1, a);
    tui_put(t, y, x, 1, tui_glyph(t, "\u256d", "+"), a);
    tui_put(t, y, x + w - 1, 1, tui_glyph(t, "\u256e", "+"), a);
    tui_put(t, y + h - 1, x, 1, tui_glyph(t, "\u2570", "+"), a);
    tui_put(t, y + h - 1, x + w - 1, 1, tui_glyph(t, "\u256f", "+"), a);
    if (title && *title && w > 6) {
        char buf[160];
        snprintf(buf, sizeof buf, " %s ", title);
        tui_put(t, y, x + 2, w - 4, buf, tui_attr(t, TR_HEADING));
    }
}

/* ---- word wrapping ---- */

typedef struct wrapper {
    char **lines;
    size_t n, cap;
    tb_strbuf cur;
    int cur_w;
} wrapper;

static void emit(wrapper *wr)
{
    if (wr->n == wr->cap) {
        wr->cap = wr->cap ? wr->cap * 2 : 16;
        wr->lines = tb_xrealloc(wr->lines, wr->cap * sizeof *wr->lines);
    }
    wr->lines[wr->n++] = tb_strbuf_take(&wr->cur);
    wr->cur_w = 0;
}

/* Width of the first len bytes of s. */
static int span_width(const char *s, size_t len)
{
    int w = 0;
    while (len) {
        wchar_t wc;
        size_t n = next_char(s, len, &wc);
        w += char_width(wc);
        s += n;
        len -= n;
    }
    return w;
}

/* One paragraph (no '\n'); continuation lines keep its indentation. */
static void wrap_paragraph(wrapper *wr, const char *p, size_t len, int w)
{
    if (span_width(p, len) <= w) {
        /* A line that fits keeps its spacing (aligned columns of help). */
        tb_strbuf_addn(&wr->cur, p, len);
        emit(wr);
        return;
    }
    size_t indent = 0;
    while (indent < len && p[indent] == ' ')
        indent++;
    if ((int)indent > w / 2)
        indent = 0;
    tb_strbuf_addn(&wr->cur, p, indent);
    wr->cur_w = (int)indent;
    size_t i = indent;
    int any = 0;
    while (i < len) {
        while (i < len && p[i] == ' ')
            i++;
        size_t start = i;
        while (i < len && p[i] != ' ')
            i++;
        if (i == start)
            break;
        int ww = span_width(p + start, i - start);
        if (any && wr->cur_w + 1 + ww > w) {
            emit(wr);
            tb_strbuf_addn(&wr->cur, p, indent);
            wr->cur_w = (int)indent;
            any = 0;
        }
        if (any) {
            tb_strbuf_add(&wr->cur, " ");
            wr->cur_w++;
        }
        /* A word longer than the line is cut where the line ends. */
        size_t k = start;
        while (k < i) {
            wchar_t wc;
            size_t n = next_char(p + k, i - k, &wc);
            int cw = char_width(wc);
            if (wr->cur_w + cw > w && wr->cur_w > (int)indent) {
                emit(wr);
                tb_strbuf_addn(&wr->cur, p, indent);
                wr->cur_w = (int)indent;
            }
            tb_strbuf_addn(&wr->cur, p + k, n);
            wr->cur_w += cw;
            k += n;
        }
        any = 1;
    }
    emit(wr);
}

size_t tui_wrap(const char *text, int w, char ***out)
{
    wrapper wr;
    memset(&wr, 0, sizeof wr);
    if (w < 4)
        w = 4;
    const char *p = text ? text : "";
    for (;;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (!nl && len == 0 && p != text)
            break; /* the text ended with a newline */
        wrap_paragraph(&wr, p, len, w);
        if (!nl)
            break;
        p = nl + 1;
    }
    *out = wr.lines;
    return wr.n;
}

void tui_put_rest(const tui *t, int y, int x, int w, char **lines, size_t from, size_t n,
                  attr_t a)
{
    tb_strbuf b = {0};
    for (size_t i = from; i < n; i++)
        tb_strbuf_printf(&b, "%s%s", i > from ? " " : "", lines[i]);
    tui_put(t, y, x, w, tb_strbuf_str(&b) ? tb_strbuf_str(&b) : "", a);
    tb_strbuf_free(&b);
}

void tui_lines_free(char **lines, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(lines[i]);
    free(lines);
}

/* ---- the terminal too small for any layout ---- */

int tui_is_small(void)
{
    return LINES < TUI_MIN_H || COLS < TUI_MIN_W;
}

int tui_too_small(const tui *t)
{
    if (!tui_is_small())
        return 0;
    erase();
    char need[80];
    snprintf(need, sizeof need, _("Tabula needs %dx%d; this is %dx%d."), TUI_MIN_W, TUI_MIN_H, COLS,
             LINES);
    int y = LINES / 2 - 2;
    if (y < 0)
        y = 0;
    tui_center(t, y, _("Terminal too small"), tui_attr(t, TR_ERROR));
    tui_center(t, y + 1, need, A_NORMAL);
    tui_center(t, y + 2, _("Enlarge the window,"), tui_attr(t, TR_DIM));
    tui_center(t, y + 3, _("or press q to leave."), tui_attr(t, TR_DIM));
    refresh();
    return 1;
}
