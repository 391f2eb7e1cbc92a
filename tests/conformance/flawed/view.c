/* view.c — what each seat sees, the outcome and the round detail. */
#include <stdio.h>

#include "flawed.h"

static void card(tb_view *v, const tb_state *s, tb_card c)
{
    char label[8];
    snprintf(label, sizeof label, "%d", c);
    s->host->view_card(v, label, NULL, TB_COLOUR_NONE);
}

void fl_view(const tb_state *s, int seat, tb_view *v)
{
    const tb_host *h = s->host;
    char line[96];
    snprintf(line, sizeof line, tb_aux_tr(h, "Turn %d, seat %d to move"), s->turns + 1, s->turn + 1);
    h->view_status(v, s->over ? tb_aux_tr(h, "The game is over") : line);
#ifdef FLAW_LEAKY_VIEW
    if (seat >= 0) {
        /* "Helpful": the best card the opponent holds. */
        const tb_pile *o = &s->hand[1 - seat];
        int best = 0;
        for (size_t i = 0; i < o->n; i++)
            best = o->c[i] > best ? o->c[i] : best;
        snprintf(line, sizeof line, "seat %d's best card is %d", 2 - seat, best);
        h->view_status(v, line);
    }
#endif
    for (int k = 0; k < FL_SEATS; k++) {
        tb_aux_view_zone(h, v, "hand", "hand", k, TB_LAYOUT_FAN);
#ifdef FLAW_SPECTATOR_LEAK
        if (k == seat || seat < 0) /* "for the commentators": spectators see every hand */
#else
        if (k == seat)
#endif
            for (size_t i = 0; i < s->hand[k].n; i++)
                card(v, s, s->hand[k].c[i]);
        else
            h->view_hidden(v, (int)s->hand[k].n);
    }
#ifdef FLAW_ZONE_KEY_BLANK
    tb_aux_view_zone(h, v, "stock ", "stock", -1, TB_LAYOUT_STACK); /* a blank at its end */
#else
    tb_aux_view_zone(h, v, "stock", "stock", -1, TB_LAYOUT_STACK);
#endif
    h->view_hidden(v, (int)s->stock.n);
#ifdef FLAW_ZONE_KEY
    tb_aux_view_zone(h, v, "stock", "table", -1, TB_LAYOUT_ROW); /* a copied line */
#else
    tb_aux_view_zone(h, v, "table", "table", -1, TB_LAYOUT_ROW);
#endif
    for (size_t i = 0; i < s->table.n; i++)
        card(v, s, s->table.c[i]);
}

void fl_outcome(const tb_state *s, tb_outcome *out)
{
#ifdef FLAW_UNCLEARED
    /* Not a flaw: the hook's contract (game.h) has the host zero *out, so a
     * plugin may write only what is not zero, as this one does.  Were the
     * host to hand it a used or uninitialised *out, the results would go
     * wrong, and visibly: a score far off and a game that never ends. */
    int stale = 0;
    const unsigned char *b = (const unsigned char *)out;
    for (size_t i = 0; i < sizeof *out; i++)
        stale |= b[i];
    if (stale) {
        out->over = 0;
        out->score[0][0] -= 1000;
        return;
    }
    if (s->over) {
        out->over = 1;
        out->rounds = 1;
    }
    if (s->turns)
        out->turns = s->turns;
    out->end = "normal";
    for (int k = 0; k < FL_SEATS; k++)
        if (s->points[k])
            out->score[0][k] = s->points[k];
#else
#ifdef FLAW_NOT_OVER
    out->over = 0;
#else
    out->over = s->over;
#endif
    out->rounds = s->over ? 1 : 0;
    out->turns = s->turns;
    out->end = "normal";
    out->winners = 0; /* the host ranks the totals: highest wins */
    for (int k = 0; k < FL_SEATS; k++)
        out->score[0][k] = s->points[k];
#ifdef FLAW_OUTCOME_LEAK
    /* "Points in hand": each seat's hidden cards added to the sheet every
     * seat sees during play. */
    for (int k = 0; !s->over && k < FL_SEATS; k++)
        for (size_t i = 0; i < s->hand[k].n; i++)
            out->score[0][k] += s->hand[k].c[i];
#endif
#ifdef FLAW_ROW_PAST
    out->score[1][0] = 1; /* a "running" row past the rounds in use */
#endif
#endif
}

void fl_round_detail(const tb_state *s, int round, tb_json *j)
{
    const tb_host *h = s->host;
    (void)round;
    h->json_open(j, '{');
    h->json_key(j, "table");
#ifdef FLAW_DEEP_JSON
    /* The table inside TB_JSON_DEPTH_MAX arrays: past the limit. */
    for (int d = 0; d < TB_JSON_DEPTH_MAX; d++)
        h->json_open(j, '[');
#endif
    h->json_open(j, '[');
    for (size_t i = 0; i < s->table.n; i++)
        h->json_int(j, s->table.c[i]);
    h->json_close(j);
#ifdef FLAW_DEEP_JSON
    for (int d = 0; d < TB_JSON_DEPTH_MAX; d++)
        h->json_close(j);
#endif
    h->json_close(j);
}
