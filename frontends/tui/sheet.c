/*
 * sheet.c — the score sheet, from the plugin's outcome(): one row per
 * player, one column per finished round, then the total (and, on the
 * result screens, the rank).  When the rounds do not fit across, the latest
 * ones are shown: they are the ones a player is asking about.
 */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "tui.h"

enum { ROUND_W = 5, NAME_MIN = 8 };

/* The total and rank columns: at least 7 and 6 wide, and always two
 * columns wider than their translated heading, so no heading runs into the
 * one before it ("TotalPuesto"). */
static int column_w(const char *heading, int least)
{
    int w = tui_width(heading) + 2;
    return w > least ? w : least;
}
#define TOTAL_W column_w(_("Total"), 7)
#define RANK_W column_w(_("Rank"), 6)

/* TEXT right-aligned in W screen columns (a heading may be UTF-8). */
static void right(char *cell, size_t cap, int w, const char *text)
{
    int pad = w - tui_width(text);
    snprintf(cell, cap, "%*s%s", pad > 0 ? pad : 0, "", text);
}

static void outcome_of(const tb_match *m, tb_outcome *o)
{
    tb_outcome_of(m->game, m->state, o);
    if (o->rounds < 0)
        o->rounds = 0;
    if (o->rounds > TB_MAX_ROUNDS)
        o->rounds = TB_MAX_ROUNDS;
}

/* How many of the latest rounds fit beside a name column of NAME_MIN. */
static int rounds_fitting(int rounds, int w, int fixed)
{
    int fit = (w - fixed - NAME_MIN) / ROUND_W;
    if (fit < 0)
        fit = 0;
    return rounds < fit ? rounds : fit;
}

int tui_sheet_height(const tb_match *m)
{
    return m->players + 3;
}

/* One row (or the header when seat < 0) from column x over w columns. */
static void row(const tui *t, const tb_match *m, const tb_outcome *o, int seat, int y, int x,
                int w, int shown, int with_rank, const int *rank)
{
    int fixed = 2 + shown * ROUND_W + TOTAL_W + (with_rank ? RANK_W : 0);
    int nw = w - fixed;
    if (nw < 1)
        return;
    char cell[32];
    attr_t a = seat < 0 ? tui_attr(t, TR_DIM) : A_NORMAL;
    /* The player to move is marked at the table, not on the result pages. */
    int to_move = with_rank ? -1 : tb_match_to_move(m);
    if (seat >= 0 && seat == to_move)
        tui_put(t, y, x, 1, tui_glyph(t, "\u25b6", ">"), tui_attr(t, TR_OK));
    if (seat < 0)
        tui_put(t, y, x + 2, nw, _("Player"), a);
    else
        tui_put(t, y, x + 2, nw, m->seats[seat].name, seat == to_move ? A_BOLD : A_NORMAL);
    int cx = x + 2 + nw;
    for (int r = o->rounds - shown; r < o->rounds; r++) {
        if (seat < 0) {
            char label[16];
            snprintf(label, sizeof label, "R%d", r + 1);
            snprintf(cell, sizeof cell, "%*s", ROUND_W, label);
        } else
            snprintf(cell, sizeof cell, "%*d", ROUND_W, o->score[r][seat]);
        tui_put(t, y, cx, ROUND_W, cell, a);
        cx += ROUND_W;
    }
    if (seat < 0)
        right(cell, sizeof cell, TOTAL_W, _("Total"));
    else
        snprintf(cell, sizeof cell, "%*ld", TOTAL_W, tb_outcome_total(o, seat));
    tui_put(t, y, cx, TOTAL_W, cell, seat < 0 ? a : A_BOLD);
    cx += TOTAL_W;
    if (with_rank) {
        if (seat < 0)
            right(cell, sizeof cell, RANK_W, _("Rank"));
        else
            snprintf(cell, sizeof cell, "%*d", RANK_W, rank[seat]);
        tui_put(t, y, cx, RANK_W, cell, a);
    }
}

void tui_sheet_box(const tui *t, const tb_match *m, int y, int x, int h, int w)
{
    tb_outcome o;
    outcome_of(m, &o);
    char title[64];
    snprintf(title, sizeof title, "%s", m->game->lowest_wins ? _("Scores (lowest wins)") : _("Scores"));
    tui_box(t, y, x, h, w, title, tui_attr(t, TR_FRAME));
    int iw = w - 4;
    int shown = rounds_fitting(o.rounds, iw, 2 + TOTAL_W);
    row(t, m, &o, -1, y + 1, x + 2, iw, shown, 0, NULL);
    for (int s = 0; s < m->players && 2 + s < h - 1; s++)
        row(t, m, &o, s, y + 2 + s, x + 2, iw, shown, 0, NULL);
}

void tui_sheet_full(const tui *t, const tb_match *m, int seat, int y, int x, int w)
{
    tb_outcome o;
    outcome_of(m, &o);
    int rank[TB_MAX_SEATS];
    tb_score_rank(&o, m->players, m->game->lowest_wins, rank);
    int shown = rounds_fitting(o.rounds, w, 2 + TOTAL_W + RANK_W);
    /* A short sheet need not stretch across a wide screen. */
    int want = 2 + 22 + shown * ROUND_W + TOTAL_W + RANK_W;
    if (w > want)
        w = want;
    row(t, m, &o, seat < 0 ? -1 : seat, y, x, w, shown, 1, rank);
}
