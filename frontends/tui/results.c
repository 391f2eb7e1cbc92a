/*
 * results.c — the page at the end of a round and of the game: what
 * happened, the player's record, the public status lines and the score
 * sheet with ranks; at the end of the game, the table as it was (t).  The
 * page is laid out as lines first and then shown from a scroll position,
 * so at the smallest size (60x16) a six-player sheet, a long record line
 * or a warning are wrapped and scrolled to, never dropped or cut.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "strbuf.h"
#include "tui.h"

/* A page line that is a row of the sheet: SHEET_HEAD for its header, a
 * seat (0 up) for a player's row. */
enum { SHEET_HEAD = -1 };

/* text wrapped to w columns, one page line per screen line. */
static void page_text(tui_page *p, const char *text, attr_t a, int w)
{
    tui_page_wrap(p, text, a, w, 0, NULL);
}

static void winners_line(const tb_match *m, char *buf, size_t cap)
{
    tb_outcome o;
    tb_outcome_of(m->game, m->state, &o);
    int rank[TB_MAX_SEATS];
    uint32_t w = tb_score_rank(&o, m->players, m->game->lowest_wins, rank);
    int len = snprintf(buf, cap, "%s", (w & (w - 1)) ? _("Shared win:") : _("Winner:"));
    const char *sep = " ";
    for (int s = 0; s < m->players && len > 0 && (size_t)len < cap; s++)
        if (w >> s & 1) {
            len += snprintf(buf + len, cap - (size_t)len, "%s%s", sep, m->seats[s].name);
            sep = ", ";
        }
}

/* The results page for width w: what the game says happened, then the
 * sheet. */
static void layout(const tui *t, const tb_match *m, int game_over, int round, const char *note,
                   int w, tui_page *p)
{
    char line[512];
    if (game_over) {
        page_text(p, m->quit ? _("Game left before its end") : _("Game over"),
                  tui_attr(t, TR_HEADING), w);
        if (!m->quit) {
            winners_line(m, line, sizeof line);
            page_text(p, line, tui_attr(t, TR_OK), w);
        }
        /* The seed deals this game again; the note is the player's record. */
        snprintf(line, sizeof line, _("Seed %llu%s"), (unsigned long long)m->seed,
                 m->undos ? _(" - with moves taken back (assisted)") : "");
        page_text(p, line, tui_attr(t, TR_DIM), w);
        if (note && *note)
            page_text(p, note, tui_attr(t, TR_HEADING), w);
    } else {
        snprintf(line, sizeof line, _("Round %d is over"), round);
        page_text(p, line, tui_attr(t, TR_HEADING), w);
    }
    tui_page_add(p, tb_xstrdup(""), A_NORMAL, TUI_PAGE_TEXT);
    /* The spectator's status lines: public, whoever is at the keyboard. */
    tb_view v;
    tb_match_view_init(m, &v, -1);
    m->game->view(m->state, -1, &v);
    for (size_t i = 0; i < v.n_status; i++)
        page_text(p, v.status[i], A_NORMAL, w);
    tb_view_free(&v);
    tui_page_add(p, tb_xstrdup(""), A_NORMAL, TUI_PAGE_TEXT);
    tui_page_add(p, NULL, A_NORMAL, SHEET_HEAD);
    for (int s = 0; s < m->players; s++)
        tui_page_add(p, NULL, A_NORMAL, s);
}

/* The page from line *top (kept in range) in the rows between the bars;
 * whether lines are hidden above (bit 0) and below (bit 1). */
static int draw_page(const tui *t, const tb_match *m, const tui_page *p, int *top, int w)
{
    int rows = LINES - 3, hidden = tui_page_scroll(p, top, rows);
    for (int r = 0; r < rows && *top + r < (int)p->n; r++) {
        const tui_page_line *l = &p->line[*top + r];
        if (l->tag == TUI_PAGE_TEXT)
            tui_put(t, 2 + r, 2, w, l->text, l->attr);
        else
            tui_sheet_full(t, m, l->tag, 2 + r, 2, w);
    }
    return hidden;
}

/* The footer's keys in the widest form that fits, with the scroll keys
 * when the page does not fit. */
static void footer(const tui *t, int game_over, int table, int scroll)
{
    const char *wide, *narrow;
    if (!game_over)
        wide = narrow = _("Enter or space: next round");
    else if (table)
        wide = _("t: results    Enter or q: leave"), narrow = _("t: results  Enter/q: leave");
    else
        wide = _("t: look at the table    s: your record    Enter or q: leave"),
        narrow = _("t: table  s: record  Enter/q: leave");
    const char *more = !scroll           ? NULL
                       : scroll == 1     ? tui_glyph(t, "\u2191 PgUp", "^ PgUp")
                       : scroll == 2     ? tui_glyph(t, "\u2193 PgDn", "v PgDn")
                                         : tui_glyph(t, "\u2191\u2193 PgUp/PgDn", "PgUp/PgDn");
    int room = COLS - 4 - (more ? tui_width(more) + 2 : 0);
    tui_bar(t, LINES - 1, tui_width(wide) <= room ? wide : narrow, more,
            tui_attr(t, TR_DIM) | A_REVERSE);
}

int tui_results(const tui *t, const tb_match *m, int game_over)
{
    return tui_results_note(t, m, game_over, -1, NULL);
}

int tui_results_note(const tui *t, const tb_match *m, int game_over, int viewer, const char *note)
{
    tb_outcome o;
    tb_outcome_of(m->game, m->state, &o);
    int table = 0, scroll = 0, top = 0;
    for (;;) {
        if (tui_too_small(t)) {
            int k = tui_key(-1);
            if (k == TUI_SIGNAL || k == 'q')
                return k;
            continue;
        }
        erase();
        int more = 0, rows = LINES - 3;
        if (table) {
            /* The final table, as the one person at the keyboard sees it
             * (their own hand, to see why it went as it did), else as
             * anyone may. */
            tb_view v;
            tb_match_view_init(m, &v, viewer);
            m->game->view(m->state, viewer, &v);
            tui_bar(t, 0, _("The table at the end"), NULL, tui_attr(t, TR_TITLE));
            tui_table_draw(t, m, &v, 2, 2, LINES - 4, COLS - 4, &scroll);
            tb_view_free(&v);
        } else {
            char line[256];
            snprintf(line, sizeof line, "Tabula %s %s", tui_glyph(t, "\u00b7", "-"),
                     tb_match_title(m));
            tui_bar(t, 0, line, game_over ? _("game over") : _("round over"),
                    tui_attr(t, TR_TITLE));
            tui_page p = {0};
            layout(t, m, game_over, o.rounds, note, COLS - 4, &p);
            more = draw_page(t, m, &p, &top, COLS - 4);
            tui_page_free(&p);
        }
        footer(t, game_over, table, more);
        refresh();
        int k = tui_key(-1);
        if (k == TUI_SIGNAL)
            return k;
        if (game_over && (k == 't' || k == 'T' || (table && k == TUI_ESC))) {
            table = !table; /* Esc from the table goes back one step, to the results */
            continue;
        }
        if (game_over && !table && k == 's') {
            if (tui_stats_screen(t, m->game_name) == TUI_SIGNAL)
                return TUI_SIGNAL;
            continue;
        }
        /* PgUp/PgDn scroll the table at the end as at the game, the
         * page by a screen less a line; the others scroll the page. */
        switch (k) {
        case TUI_FKEY(KEY_NPAGE):
            if (table)
                scroll += LINES / 2;
            else
                top += rows - 1;
            break;
        case TUI_FKEY(KEY_PPAGE):
            if (table)
                scroll -= LINES / 2;
            else
                top -= rows - 1;
            break;
        case TUI_FKEY(KEY_DOWN): top++; break;
        case TUI_FKEY(KEY_UP): top--; break;
        case TUI_FKEY(KEY_HOME): top = 0; break;
        case TUI_FKEY(KEY_END): top = 1 << 20; break;
        default:
            if (tui_is_enter(k) || k == ' ' || k == 'q' || k == TUI_ESC)
                return k;
        }
    }
}
