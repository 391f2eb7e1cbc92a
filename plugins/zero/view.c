/*
 * view.c — the table as one seat may see it.
 *
 * Public: the pool, how many cards each hand and the set-aside pile hold,
 * knocks, whose turn it is and the scores of finished rounds.  Private: the
 * seat's own hand (and, from it, what it would score).  Other hands are face
 * down until the game is over, when the last round's hands are shown as
 * they were scored.
 */
#include <stdio.h>
#include <string.h>

#include "zero.h"

static void add_card(const tb_state *s, tb_view *v, tb_card c)
{
    char label[8], pretty[16];
    zero_card_text(s->letters, c, label, sizeof label);
    zero_card_pretty(c, pretty, sizeof pretty);
    s->host->view_card(v, label, pretty, zero_card_colour(c));
}

static void status_turn(const tb_state *s, int seat, tb_view *v)
{
    const tb_host *h = s->host;
    char line[256];
    snprintf(line, sizeof line, tb_aux_tr(h, "Round %d of %d, dealer seat %d"), s->round, s->rounds,
             s->dealer + 1);
    h->view_status(v, line);
    if (s->final_left >= 0)
        snprintf(line, sizeof line,
                 tb_aux_ntr(h,
                            "Final turns: seat %d knocked the round to an end; %d turn left "
                            "(a knock is a pass)",
                            "Final turns: seat %d knocked the round to an end; %d turns left "
                            "(a knock is a pass)",
                            (unsigned long)s->final_left),
                 s->ender + 1, s->final_left);
    else
        snprintf(line, sizeof line, tb_aux_tr(h, "Knocks: %d (knock %d ends the round)"), s->knocks,
                 s->knocks_to_end);
    h->view_status(v, line);
    snprintf(line, sizeof line, tb_aux_tr(h, "Seat %d to move: swap <hand card> <pool card> or knock"),
             s->to_move + 1);
    h->view_status(v, line);
    if (seat >= 0 && seat < s->players) {
        snprintf(line, sizeof line, tb_aux_tr(h, "Your hand scores %d now"),
                 zero_set_score(s->hand[seat], s->group_size));
        h->view_status(v, line);
    }
}

static void status_last_round(const tb_state *s, tb_view *v)
{
    if (s->rounds_done == 0)
        return;
    int r = s->rounds_done - 1;
    const zero_round_record *rec = &s->record[r];
    const tb_host *h = s->host;
    char line[256];
    int len;
    if (rec->end == ZERO_END_ZERO)
        len = snprintf(line, sizeof line, tb_aux_tr(h, "Round %d: seat %d called Zero;"), r + 1,
                       rec->zero_seat + 1);
    else if (rec->end == ZERO_END_TURN_LIMIT)
        len = snprintf(line, sizeof line, tb_aux_tr(h, "Round %d: ended at the turn limit;"), r + 1);
    else
        len = snprintf(line, sizeof line, tb_aux_tr(h, "Round %d: ended by knocks;"), r + 1);
    for (int seat = 0; seat < s->players && len > 0 && (size_t)len < sizeof line; seat++)
        len += snprintf(line + len, sizeof line - (size_t)len, tb_aux_tr(h, " seat %d scored %d%s"),
                        seat + 1, s->score[r][seat], seat + 1 < s->players ? "," : "");
    h->view_status(v, line);
}

void zero_view(const tb_state *s, int seat, tb_view *v)
{
    const tb_host *h = s->host;
    if (s->over) {
        char line[160];
        snprintf(line, sizeof line,
                 tb_aux_ntr(h, "Game over after %d round (lowest total wins)",
                            "Game over after %d rounds (lowest total wins)",
                            (unsigned long)s->rounds_done),
                 s->rounds_done);
        h->view_status(v, line);
    } else {
        status_turn(s, seat, v);
    }
    status_last_round(s, v);

    tb_aux_view_zone(h, v, "pool", tb_aux_tr(h, "pool"), -1, TB_LAYOUT_ROW);
    for (int i = 0; i < s->pool.n; i++)
        add_card(s, v, s->pool.c[i]);
    for (int p = 0; p < s->players; p++) {
        /* TRANSLATORS: each seat's hand; a frontend adds the owner's name
           to another seat's hand: "hand (Ann)". */
        tb_aux_view_zone(h, v, "hand", tb_aux_tr(h, "hand"), p, TB_LAYOUT_FAN);
        if (p == seat || s->over) {
            tb_card cards[64];
            int n = zs_cards(s->hand[p], cards);
            for (int i = 0; i < n; i++)
                add_card(s, v, cards[i]);
        } else {
            h->view_hidden(v, zs_count(s->hand[p]));
        }
    }
    tb_aux_view_zone(h, v, "set aside", tb_aux_tr(h, "set aside"), -1, TB_LAYOUT_STACK);
    h->view_hidden(v, s->aside.n);
}
