/*
 * input.c — a one-line editor: the move line at the table and the text
 * fields of the setup screen.  Keys follow readline's habits (arrows,
 * Home/End, Ctrl-A/E/B/F/D/K/U/W) and Up/Down walk a history of the lines
 * entered, keeping what was being typed.  Text is held as wide characters so
 * the cursor moves by characters, not bytes.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

#include "i18n.h"
#include "strbuf.h"
#include "tui.h"

enum { HISTORY_MAX = 100 };

void tui_line_init(tui_line *l)
{
    memset(l, 0, sizeof *l);
}

void tui_line_free(tui_line *l)
{
    for (size_t i = 0; i < l->n_hist; i++)
        free(l->hist[i]);
    free(l->hist);
    memset(l, 0, sizeof *l);
}

void tui_line_clear(tui_line *l)
{
    l->len = l->cur = 0;
    l->hist_pos = l->n_hist;
}

static int from_utf8(const char *s, wchar_t *out, int cap)
{
    int n = 0;
    size_t len = strlen(s);
    mbstate_t st;
    memset(&st, 0, sizeof st);
    while (len && n < cap) {
        size_t k = mbrtowc(&out[n], s, len, &st);
        if (k == (size_t)-1 || k == (size_t)-2 || k == 0) {
            memset(&st, 0, sizeof st);
            out[n] = L'?';
            k = 1;
        }
        n++;
        s += k;
        len -= k;
    }
    return n;
}

void tui_line_set(tui_line *l, const char *utf8)
{
    l->len = from_utf8(utf8, l->buf, TUI_LINE_MAX - 1);
    l->cur = l->len;
}

void tui_line_get(const tui_line *l, char *out, size_t cap)
{
    size_t n = 0;
    mbstate_t st;
    memset(&st, 0, sizeof st);
    for (int i = 0; i < l->len; i++) {
        char mb[MB_LEN_MAX];
        size_t k = wcrtomb(mb, l->buf[i], &st);
        if (k == (size_t)-1) {
            mb[0] = '?';
            k = 1;
        }
        if (n + k + 1 > cap)
            break;
        memcpy(out + n, mb, k);
        n += k;
    }
    if (cap)
        out[n] = '\0';
}

void tui_line_remember(tui_line *l, const char *utf8)
{
    if (!*utf8 || (l->n_hist && strcmp(l->hist[l->n_hist - 1], utf8) == 0)) {
        l->hist_pos = l->n_hist;
        return;
    }
    if (l->n_hist == HISTORY_MAX) {
        free(l->hist[0]);
        memmove(l->hist, l->hist + 1, (HISTORY_MAX - 1) * sizeof *l->hist);
        l->n_hist--;
    }
    l->hist = tb_xrealloc(l->hist, (l->n_hist + 1) * sizeof *l->hist);
    l->hist[l->n_hist++] = tb_xstrdup(utf8);
    l->hist_pos = l->n_hist;
}

static void history_step(tui_line *l, int dir)
{
    if (dir < 0 && l->hist_pos == 0)
        return;
    if (dir > 0 && l->hist_pos >= l->n_hist)
        return;
    if (l->hist_pos == l->n_hist) {
        /* Leaving the draft: keep it to come back to. */
        memcpy(l->draft, l->buf, sizeof l->buf);
        l->draft_len = l->len;
    }
    l->hist_pos = dir < 0 ? l->hist_pos - 1 : l->hist_pos + 1;
    if (l->hist_pos == l->n_hist) {
        memcpy(l->buf, l->draft, sizeof l->buf);
        l->len = l->draft_len;
        l->cur = l->len;
    } else {
        tui_line_set(l, l->hist[l->hist_pos]);
    }
}

static void cut(tui_line *l, int from, int to)
{
    if (from < 0)
        from = 0;
    if (to > l->len)
        to = l->len;
    if (from >= to)
        return;
    memmove(l->buf + from, l->buf + to, (size_t)(l->len - to) * sizeof *l->buf);
    l->len -= to - from;
    l->cur = from;
}

static int word_start(const tui_line *l)
{
    int i = l->cur;
    while (i > 0 && iswspace((wint_t)l->buf[i - 1]))
        i--;
    while (i > 0 && !iswspace((wint_t)l->buf[i - 1]))
        i--;
    return i;
}

void tui_line_note_full(const tui_line *l, char *err, size_t cap)
{
    if (!l->full && !err[0]) /* every key comes here: most have nothing to say */
        return;
    char note[160];
    snprintf(note, sizeof note, _("the line is full: it holds %d characters"), TUI_LINE_MAX - 1);
    if (l->full)
        snprintf(err, cap, "%s", note);
    else if (strcmp(err, note) == 0) /* room again: the note is old news */
        err[0] = '\0';
}

int tui_line_key(tui_line *l, int key, int use_history)
{
    l->full = 0;
    if (key >= ' ' && key != 127 && key < 0x110000 && iswprint((wint_t)key)) {
        if (l->len >= TUI_LINE_MAX - 1) {
            l->full = 1;
            return 1;
        }
        memmove(l->buf + l->cur + 1, l->buf + l->cur, (size_t)(l->len - l->cur) * sizeof *l->buf);
        l->buf[l->cur++] = (wchar_t)key;
        l->len++;
        return 1;
    }
    if (tui_is_backspace(key)) {
        cut(l, l->cur - 1, l->cur);
        return 1;
    }
    switch (key) {
    case TUI_FKEY(KEY_LEFT):
    case TUI_CTRL('b'):
        if (l->cur > 0)
            l->cur--;
        return 1;
    case TUI_FKEY(KEY_RIGHT):
    case TUI_CTRL('f'):
        if (l->cur < l->len)
            l->cur++;
        return 1;
    case TUI_FKEY(KEY_HOME):
    case TUI_CTRL('a'):
        l->cur = 0;
        return 1;
    case TUI_FKEY(KEY_END):
    case TUI_CTRL('e'):
        l->cur = l->len;
        return 1;
    case TUI_FKEY(KEY_DC):
    case TUI_CTRL('d'):
        cut(l, l->cur, l->cur + 1);
        return 1;
    case TUI_CTRL('k'):
        cut(l, l->cur, l->len);
        return 1;
    case TUI_CTRL('u'):
        cut(l, 0, l->cur);
        return 1;
    case TUI_CTRL('w'):
        cut(l, word_start(l), l->cur);
        return 1;
    case TUI_FKEY(KEY_UP):
    case TUI_CTRL('p'):
        if (!use_history)
            return 0;
        history_step(l, -1);
        return 1;
    case TUI_FKEY(KEY_DOWN):
    case TUI_CTRL('n'):
        if (!use_history)
            return 0;
        history_step(l, 1);
        return 1;
    default:
        return 0;
    }
}

static int wcw(wchar_t c)
{
    int w = wcwidth(c);
    return w < 0 ? 1 : w;
}

int tui_line_draw(const tui *t, const tui_line *l, int y, int x, int w, attr_t a)
{
    (void)t;
    tui_fill(y, x, w, a);
    if (w < 2)
        return x;
    /* Scroll so the cursor stays inside, with a column to spare for it. */
    int start = 0, before = 0;
    for (int i = 0; i < l->cur; i++)
        before += wcw(l->buf[i]);
    while (before > w - 1 && start < l->cur)
        before -= wcw(l->buf[start++]);
    wchar_t out[TUI_LINE_MAX + 1];
    int n = 0, used = 0;
    for (int i = start; i < l->len; i++) {
        int cw = wcw(l->buf[i]);
        if (used + cw > w)
            break;
        out[n++] = l->buf[i];
        used += cw;
    }
    out[n] = L'\0';
    attrset(a);
    mvaddnwstr(y, x, out, n);
    attrset(A_NORMAL);
    return x + before;
}
