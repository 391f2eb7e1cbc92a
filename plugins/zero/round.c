/*
 * round.c — dealing a round, scoring it, and moving on to the next.
 *
 * Every round is dealt from the full 56-card deck through host->deck_order
 * (so a tester's stacked deck applies), in blocks: hand_size cards to each
 * seat from seat 1, then the pool, and the rest is set aside face down for
 * the round (kept in a pile so the census always holds all 56 cards).
 */
#include <string.h>

#include "zero.h"

/* Deal round s->round.  0, or -1 when the host could not order the deck. */
static int deal(tb_state *s)
{
    const tb_host *h = s->host;
    tb_pile deck;
    h->pile_clear(&deck);
    deck.n = (uint16_t)zero_deck_cards(h, s->opt, 0, deck.c, TB_PILE_MAX);
    if (h->deck_order(s->table, 0, s->round, &deck, &s->rng) != 0)
        return -1;
    memset(s->hand, 0, sizeof s->hand);
    h->pile_clear(&s->pool);
    h->pile_clear(&s->aside);
    /* hand_size cards from the top for each seat (check_options made sure
     * the deck holds them all); a set needs no sorting. */
    for (int seat = 0; seat < s->players; seat++)
        for (int k = 0; k < s->hand_size; k++)
            s->hand[seat] |= zc_bit(deck.c[--deck.n]);
    h->pile_deal(&deck, &s->pool, (size_t)s->pool_size);
    h->pile_deal(&deck, &s->aside, deck.n);
    memset(s->taken_by, 0, sizeof s->taken_by);
    s->knocks = 0;
    s->ender = -1;
    s->final_left = -1;
    s->round_turns = 0;
    s->dealer = (s->round - 1) % s->players;
    s->to_move = h->seat_next(s->players, s->dealer);
    return 0;
}

void zero_score_round(tb_state *s, int end, int zero_seat)
{
    int r = s->rounds_done;
    zero_round_record *rec = &s->record[r];
    memset(rec, 0, sizeof *rec);
    rec->dealer = (int8_t)s->dealer;
    rec->zero_seat = (int8_t)zero_seat;
    rec->end = (uint8_t)end;
    for (int seat = 0; seat < s->players; seat++) {
        rec->hand[seat] = s->hand[seat];
        s->score[r][seat] = zero_set_score(s->hand[seat], s->group_size);
    }
    if (end == ZERO_END_TURN_LIMIT)
        s->hit_limit = 1;
    s->rounds_done++;
}

int zero_start_round(tb_state *s)
{
    for (;;) {
        if (s->rounds_done >= s->rounds) {
            s->over = 1;
            s->to_move = -1;
            return 0;
        }
        s->round = s->rounds_done + 1;
        if (deal(s) != 0)
            return -1;
        /* A hand dealt as a Zero is called at once; when several are, the
         * first of them in turn order (from the first mover) calls it. */
        int caller = -1;
        for (int k = 0, seat = s->to_move; k < s->players && caller < 0; k++) {
            if (zero_is_zero(s, seat))
                caller = seat;
            seat = s->host->seat_next(s->players, seat);
        }
        if (caller < 0)
            return 0;
        zero_score_round(s, ZERO_END_ZERO, caller);
    }
}
