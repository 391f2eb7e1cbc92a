/*
 * complete.c — Tab's list of legal moves, narrowed by what is typed.  The
 * moves come from the plugin (legal_moves, then format_move), so the list is
 * exactly what apply() accepts, in the game's own notation.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "strbuf.h"
#include "tui.h"

void tui_moves_free(tui_moves *mv)
{
    for (size_t i = 0; i < mv->n; i++)
        free(mv->text[i]);
    free(mv->text);
    free(mv->shown);
    memset(mv, 0, sizeof *mv);
}

void tui_moves_load(tui_moves *mv, const tb_match *m)
{
    int open = mv->open;
    tui_moves_free(mv);
    mv->open = open;
    if (tb_match_to_move(m) < 0)
        return;
    tb_move *moves;
    size_t n = tb_legal_moves(m->game, m->state, &moves);
    mv->text = tb_xcalloc(n ? n : 1, sizeof *mv->text);
    mv->shown = tb_xcalloc(n ? n : 1, sizeof *mv->shown);
    for (size_t i = 0; i < n; i++) {
        char text[512];
        m->game->format_move(m->state, &moves[i], text, sizeof text);
        mv->text[i] = tb_xstrdup(text);
    }
    mv->n = n;
    free(moves);
    tui_moves_filter(mv, "");
}

static int has_prefix(const char *s, const char *prefix, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!s[i] || tolower((unsigned char)s[i]) != tolower((unsigned char)prefix[i]))
            return 0;
    return 1;
}

static int contains(const char *s, const char *word, size_t n)
{
    for (; *s; s++)
        if (has_prefix(s, word, n))
            return 1;
    return 0;
}

/* Every word of typed somewhere in s. */
static int has_words(const char *s, const char *typed)
{
    const char *p = typed;
    while (*p) {
        while (*p == ' ')
            p++;
        size_t n = strcspn(p, " ");
        if (n && !contains(s, p, n))
            return 0;
        p += n;
    }
    return 1;
}

void tui_moves_filter(tui_moves *mv, const char *typed)
{
    while (*typed == ' ')
        typed++;
    size_t len = strlen(typed);
    mv->n_shown = 0;
    for (size_t i = 0; i < mv->n; i++)
        if (has_prefix(mv->text[i], typed, len))
            mv->shown[mv->n_shown++] = i;
    if (mv->n_shown == 0)
        for (size_t i = 0; i < mv->n; i++)
            if (has_words(mv->text[i], typed))
                mv->shown[mv->n_shown++] = i;
    mv->sel = 0;
    mv->top = 0;
}

int tui_moves_start_with(const tui_moves *mv, int c)
{
    for (size_t i = 0; i < mv->n; i++)
        if (tolower((unsigned char)mv->text[i][0]) == tolower(c))
            return 1;
    return 0;
}

int tui_moves_key(tui_moves *mv, int key, const char **pick)
{
    size_t n = mv->n_shown;
    switch (key) {
    case TUI_FKEY(KEY_UP):
    case TUI_CTRL('p'):
        if (mv->sel > 0)
            mv->sel--;
        return 1;
    case TUI_FKEY(KEY_DOWN):
    case TUI_CTRL('n'):
    case '\t':
        if (mv->sel + 1 < n)
            mv->sel++;
        else if (key == '\t')
            mv->sel = 0;
        return 1;
    case TUI_FKEY(KEY_BTAB):
        mv->sel = mv->sel > 0 ? mv->sel - 1 : (n ? n - 1 : 0);
        return 1;
    case TUI_FKEY(KEY_PPAGE):
        mv->sel = mv->sel > 10 ? mv->sel - 10 : 0;
        return 1;
    case TUI_FKEY(KEY_NPAGE):
        mv->sel = mv->sel + 10 < n ? mv->sel + 10 : (n ? n - 1 : 0);
        return 1;
    case TUI_ESC:
        mv->open = 0;
        return 1;
    default:
        break;
    }
    if (tui_is_enter(key)) {
        if (!n)
            return 1;
        *pick = mv->text[mv->shown[mv->sel]];
        mv->open = 0;
        return 2;
    }
    return 0;
}

void tui_moves_draw(const tui *t, tui_moves *mv, int bottom, int x)
{
    int w = 26;
    for (size_t i = 0; i < mv->n_shown; i++) {
        int tw = tui_width(mv->text[mv->shown[i]]) + 4;
        if (tw > w)
            w = tw;
    }
    if (x + w > COLS - 1)
        x = COLS - 1 - w;
    if (x < 0) {
        x = 0;
        w = COLS;
    }
    int rows = mv->n_shown ? (int)mv->n_shown : 1;
    /* At most half the screen, so the hand above stays in sight. */
    int most = LINES / 2 - 5 > 4 ? LINES / 2 - 5 : 4;
    if (rows > most)
        rows = most;
    if (rows > bottom - 2)
        rows = bottom - 2;
    if (rows < 1)
        return;
    int h = rows + 2, y = bottom - h + 1;
    if (mv->sel < mv->top)
        mv->top = mv->sel;
    if (mv->sel >= mv->top + (size_t)rows)
        mv->top = mv->sel - (size_t)rows + 1;
    char title[64];
    snprintf(title, sizeof title, _("Legal moves %zu/%zu"), mv->n_shown, mv->n);
    tui_box(t, y, x, h, w, title, tui_attr(t, TR_FRAME));
    if (!mv->n_shown) {
        tui_put(t, y + 1, x + 2, w - 4, _("nothing matches"), tui_attr(t, TR_DIM));
        return;
    }
    for (int r = 0; r < rows; r++) {
        size_t i = mv->top + (size_t)r;
        if (i >= mv->n_shown)
            break;
        attr_t a = i == mv->sel ? tui_attr(t, TR_SELECT) : A_NORMAL;
        tui_fill(y + 1 + r, x + 1, w - 2, a);
        tui_put(t, y + 1 + r, x + 2, w - 4, mv->text[mv->shown[i]], a);
    }
    if (mv->top > 0)
        tui_put(t, y, x + w - 3, 1, tui_glyph(t, "\u2191", "^"), tui_attr(t, TR_DIM));
    if (mv->top + (size_t)rows < mv->n_shown)
        tui_put(t, y + h - 1, x + w - 3, 1, tui_glyph(t, "\u2193", "v"), tui_attr(t, TR_DIM));
}
