/*
 * screens.c — the screens between turns: help, "pass to" and the
 * confirmation dialog (the results are in results.c).  Each one redraws
 * itself after a resize and gives way to Ctrl-C (TUI_SIGNAL).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gamefile.h"
#include "i18n.h"
#include "options.h"
#include "registry.h"
#include "rules_text.h"
#include "strbuf.h"
#include "tui.h"

/* A centred box of text lines; returns its top row. */
static int dialog(const tui *t, const char *title, char **lines, size_t n, int w)
{
    int h = (int)n + 2;
    if (w > COLS)
        w = COLS;
    if (h > LINES)
        h = LINES;
    int y = (LINES - h) / 2, x = (COLS - w) / 2;
    tui_box(t, y, x, h, w, title, tui_attr(t, TR_HEADING));
    for (size_t i = 0; i < n && (int)i < h - 2; i++)
        tui_put(t, y + 1 + (int)i, x + 2, w - 4, lines[i], A_NORMAL);
    return y;
}

int tui_confirm(const tui *t, tui_redraw_fn redraw, void *ctx, const char *question)
{
    for (;;) {
        erase();
        if (redraw)
            redraw(ctx);
        /* One line when it fits, else wrapped: a question is never cut. */
        int w = tui_width(question) + 4, most = COLS - 8 < 70 ? COLS - 8 : 70;
        w = w < 30 ? 30 : w > most ? most : w;
        char **q;
        size_t n = tui_wrap(question, w - 4, &q);
        char **lines = tb_xcalloc(n + 2, sizeof *lines);
        for (size_t i = 0; i < n; i++)
            lines[i] = q[i];
        lines[n] = "";
        lines[n + 1] = (char *)_("y: yes    n or Esc: no");
        curs_set(0);
        dialog(t, _("Are you sure?"), lines, n + 2, w);
        free(lines);
        tui_lines_free(q, n);
        refresh();
        int k = tui_key(-1);
        if (k == TUI_SIGNAL)
            return TUI_SIGNAL;
        if (k == 'y' || k == 'Y')
            return 1;
        if (k == 'n' || k == 'N' || k == TUI_ESC || k == 'q')
            return 0;
    }
}

void tui_note(const tui *t, const char *title, const char *text)
{
    int w = COLS - 8 < 70 ? COLS - 8 : 70;
    char **lines;
    size_t n = tui_wrap(text, w - 4, &lines);
    dialog(t, title, lines, n, w);
    tui_lines_free(lines, n);
}

int tui_message(const tui *t, const char *title, const char *text)
{
    for (;;) {
        erase();
        tui_note(t, title, text);
        tui_put(t, LINES - 1, 1, COLS - 2, _("Press any key."), tui_attr(t, TR_DIM));
        refresh();
        int k = tui_key(-1);
        if (k != TUI_RESIZE)
            return k;
    }
}

char *tui_rules(const tb_game *g, const tb_game_entry *e, const tb_options *o)
{
    char err[512];
    tb_options *own = NULL;
    if (!o && e && (own = tb_options_new(g, err, sizeof err)) != NULL &&
        tb_gamefile_apply(e->file, own, err, sizeof err) != 0) {
        tb_options_free(own);
        own = NULL; /* a broken file is not offered to play: the defaults say enough */
    }
    char *text = tb_rules_text(g, o ? o : own);
    tb_options_free(own);
    /* A summary comes broken into lines for a terminal of 80 columns;
     * the screens wrap it for their own width, so its prose lines are
     * joined again.  An indented line (a table of moves) and what
     * follows one keep their breaks, as does an empty line. */
    for (char *nl = strchr(text, '\n'); nl; nl = strchr(nl + 1, '\n')) {
        const char *line = nl;
        while (line > text && line[-1] != '\n')
            line--;
        if (nl > line && *line != ' ' && nl[1] && nl[1] != '\n' && nl[1] != ' ')
            *nl = ' ';
    }
    return text;
}

/* A row's keys and words in the reader's language ("" continues the row
 * above: gettext would give the catalogue's header for it); a table made
 * at run time is in that language already (tr 0). */
static const char *row_keys(const tui_key_row *r, int tr)
{
    return r->keys && *r->keys ? (tr ? _(r->keys) : r->keys) : "";
}

static const char *row_what(const tui_key_row *r, int tr)
{
    return tr ? _(r->what) : r->what;
}

enum { HELP_MARGIN = 2, HELP_GAP = 2 };

/* The widest keys of rows (NULL: none) up to cap columns, or col. */
static int keys_column(const tui_key_row *rows, int tr, int cap, int col)
{
    for (const tui_key_row *r = rows; r && r->what; r++) {
        int kw = tui_width(row_keys(r, tr));
        if (kw <= cap && kw > col)
            col = kw;
    }
    return col;
}

/* Rows laid out with their descriptions from column at, room wide. */
static void help_rows(tui_page *h, const tui_key_row *rows, int tr, int at, int room, int w)
{
    for (const tui_key_row *r = rows; r && r->what; r++) {
        if (!r->keys) { /* a paragraph */
            tui_page_wrap(h, row_what(r, tr), A_NORMAL, w - HELP_MARGIN, HELP_MARGIN, NULL);
            continue;
        }
        char key[160];
        snprintf(key, sizeof key, "%*s%s", HELP_MARGIN, "", row_keys(r, tr));
        if (tui_width(key) + HELP_GAP > at) {
            tui_page_add(h, tb_xstrdup(key), A_NORMAL, TUI_PAGE_TEXT);
            tui_page_wrap(h, row_what(r, tr), A_NORMAL, room, at, NULL);
        } else {
            tui_page_wrap(h, row_what(r, tr), A_NORMAL, room, at, key);
        }
    }
}

/* The key tables lead (or NULL) and rows laid out for width w as one: the
 * keys in a column as wide as the widest that takes at most a third of the
 * line, what they do wrapped beside them; wider keys get a line of their
 * own above their words, and a screen too narrow for two columns puts
 * every description under its keys.  Laid out here, not in the catalogue,
 * so every language and width lines up. */
static void help_keys(tui_page *h, const tui_key_row *lead, const tui_key_row *rows, int tr,
                      int w)
{
    int cap = (w - HELP_MARGIN) / 3 < 24 ? (w - HELP_MARGIN) / 3 : 24;
    int col = keys_column(rows, tr, cap, keys_column(lead, tr, cap, 0));
    int at = HELP_MARGIN + col + HELP_GAP, room = w - at;
    if (room < 20) { /* descriptions under their keys */
        at = HELP_MARGIN + 2 * HELP_GAP;
        room = w - at;
    }
    help_rows(h, lead, tr, at, room, w);
    help_rows(h, rows, tr, at, room, w);
}

/* The help text for width w: the keys, the page's own rows if any, then
 * the rules of the game. */
const tui_key_row tui_table_line_keys[] = {
    {NULL, N_("Type a move in the game's notation and press Enter.")},
    {N_("Tab"), N_("list the legal moves, narrowed by what is typed; Up/Down to choose, Enter "
                  "to play, Esc to close")},
    {N_("Left/Right, Home/End, Ctrl-A/E, Ctrl-U, Ctrl-W"), N_("edit the line")},
    {N_("Up/Down"), N_("earlier lines (history)")},
    {N_("PgUp/PgDn"), N_("scroll the table when it does not fit")},
    {N_("? or F1"), N_("this help (on an empty line)")},
    {NULL, NULL},
};

static void help_lines(const tui *t, tui_page *h, const tui_help_page *pg, int w)
{
    attr_t heading = tui_attr(t, TR_HEADING);
    tui_page_add(h, tb_xstrdup(_("Keys")), heading, TUI_PAGE_TEXT);
    help_keys(h, pg->lead, pg->keys, 1, w);
    if (pg->rows) {
        tui_page_add(h, tb_xstrdup(""), A_NORMAL, TUI_PAGE_TEXT);
        tui_page_add(h, tb_xstrdup(pg->rows_title), heading, TUI_PAGE_TEXT);
        help_keys(h, NULL, pg->rows, 0, w);
    }
    if (!pg->name)
        return;
    char title[160];
    snprintf(title, sizeof title, _("Rules of %s"), pg->name);
    tui_page_add(h, tb_xstrdup(""), A_NORMAL, TUI_PAGE_TEXT);
    tui_page_add(h, tb_xstrdup(title), heading, TUI_PAGE_TEXT);
    tui_page_wrap(h, pg->rules && *pg->rules ? pg->rules : _("(no summary given)"), A_NORMAL, w,
                  0, NULL);
}

int tui_help(const tui *t, const tui_key_row *keys, const char *name, const char *rules)
{
    tui_help_page pg = {.keys = keys, .name = name, .rules = rules};
    return tui_help_show(t, &pg);
}

int tui_help_show(const tui *t, const tui_help_page *pg)
{
    const char *name = pg->name;
    int top = 0;
    for (;;) {
        if (tui_too_small(t)) {
            int k = tui_key(-1);
            if (k == TUI_SIGNAL)
                return TUI_SIGNAL;
            if (k == 'q' || k == TUI_ESC)
                return 0;
            continue;
        }
        erase();
        char title[160];
        if (name)
            snprintf(title, sizeof title, _("Help - %s"), name);
        else
            snprintf(title, sizeof title, "%s", _("Help"));
        tui_bar(t, 0, title, "Tabula", tui_attr(t, TR_TITLE));
        tui_page h = {0};
        int w = COLS - 4 > 80 ? 80 : COLS - 4, rows = LINES - 3;
        help_lines(t, &h, pg, w);
        size_t n = h.n;
        int more = tui_page_scroll(&h, &top, rows) & 2;
        for (int r = 0; r < rows && top + r < (int)n; r++)
            tui_put(t, 2 + r, 2, w, h.line[top + r].text, h.line[top + r].attr);
        tui_page_free(&h);
        tui_bar(t, LINES - 1,
                more ? tui_glyph(t, _("\u2191\u2193 PgUp PgDn: scroll   q, Esc or ?: close"),
                                 _("Up/Down PgUp/PgDn: scroll   q, Esc or ?: close"))
                     : _("q, Esc, ? or Enter: close"),
                NULL, tui_attr(t, TR_DIM) | A_REVERSE);
        refresh();
        int k = tui_key(-1);
        switch (k) {
        case TUI_SIGNAL: return TUI_SIGNAL;
        case TUI_FKEY(KEY_UP): case 'k': top--; break;
        case TUI_FKEY(KEY_DOWN): case 'j': top++; break;
        case TUI_FKEY(KEY_PPAGE): top -= rows - 1; break;
        case TUI_FKEY(KEY_NPAGE): case ' ': top += rows - 1; break;
        case TUI_FKEY(KEY_HOME): top = 0; break;
        case TUI_FKEY(KEY_END): top = (int)n; break;
        case 'q': case TUI_ESC: case '?': case TUI_FKEY(KEY_F(1)): return 0;
        default:
            if (tui_is_enter(k))
                return 0;
        }
    }
}

int tui_pass_to(const tui *t, const tb_match *m, int seat, const tui_log *log)
{
    for (;;) {
        if (tui_too_small(t)) {
            int k = tui_key(-1);
            if (k != TUI_RESIZE)
                return k;
            continue;
        }
        erase();
        char line[160];
        snprintf(line, sizeof line, "Tabula %s %s", tui_glyph(t, "\u00b7", "-"), tb_match_title(m));
        tui_bar(t, 0, line, _("hot seat"), tui_attr(t, TR_TITLE));
        const char *name = m->seats[seat].name;
        int y = LINES / 2 - 5;
        tui_center(t, y, _("Pass the terminal to"), A_NORMAL);
        tui_center(t, y + 2, name, tui_attr(t, TR_OK));
        snprintf(line, sizeof line, _("seat %d"), seat + 1);
        tui_center(t, y + 3, line, tui_attr(t, TR_DIM));
        snprintf(line, sizeof line, _("Every hand is hidden until %s presses a key."), name);
        tui_center(t, y + 5, line, A_NORMAL);
        int shown = 0;
        for (size_t back = 0; back < 5 && tui_log_get(log, back); back++)
            shown++;
        if (shown) {
            tui_center(t, y + 7, _("Latest moves:"), tui_attr(t, TR_DIM));
            for (int i = 0; i < shown; i++)
                tui_center(t, y + 8 + i, tui_log_get(log, (size_t)(shown - 1 - i)), A_NORMAL);
        }
        tui_bar(t, LINES - 1, _("Any key: show the table    ?: help    q: leave the game"), NULL,
                tui_attr(t, TR_DIM) | A_REVERSE);
        refresh();
        int k = tui_key(-1);
        if (k != TUI_RESIZE && k != TUI_TIMEOUT)
            return k;
    }
}
