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

void zero_sort_hand(tb_pile *p)
{
    /* Insertion sort on the card code: colour first, then value. */
    for (int i = 1; i < p->n; i++) {
        tb_card c = p->c[i];
        int k = i;
        while (k > 0 && p->c[k - 1] > c) {
            p->c[k] = p->c[k - 1];
            k--;
        }
        p->c[k] = c;
    }
}

/* Deal round s->round.  0, or -1 when the host could not order the deck. */
static int deal(tb_state *s)
{
    const tb_host *h = s->host;
    tb_pile deck;
    h->pile_clear(&deck);
    deck.n = (uint16_t)zero_deck_cards(h, s->opt, 0, deck.c, TB_PILE_MAX);
    if (h->deck_order(s->table, 0, s->round, &deck, &s->rng) != 0)
        return -1;
    for (int seat = 0; seat < TB_MAX_SEATS; seat++)
        h->pile_clear(&s->hand[seat]);
    h->pile_clear(&s->pool);
    h->pile_clear(&s->aside);
    for (int seat = 0; seat < s->players; seat++) {
        h->pile_deal(&deck, &s->hand[seat], (size_t)s->hand_size);
        zero_sort_hand(&s->hand[seat]);
    }
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

/* What zero_analyse() calls a Zero (every card in a colour or a value
 * group), from the counts alone: this runs after every swap. */
int zero_is_zero(const tb_state *s, int seat)
{
    const tb_pile *hand = &s->hand[seat];
    uint8_t per_colour[16] = {0}, per_value[16] = {0};
    if (hand->n == 0)
        return 0;
    /* Most hands fail at their first card: is it in a group at all? */
    int same_colour = 0, same_value = 0;
    for (int i = 0; i < hand->n; i++) {
        same_colour += zc_colour(hand->c[i]) == zc_colour(hand->c[0]);
        same_value += zc_value(hand->c[i]) == zc_value(hand->c[0]);
    }
    if (same_colour < s->group_size && same_value < s->group_size)
        return 0;
    for (int i = 0; i < hand->n; i++) {
        per_colour[zc_colour(hand->c[i]) & 15]++;
        per_value[zc_value(hand->c[i])]++;
    }
    for (int i = 0; i < hand->n; i++)
        if (per_colour[zc_colour(hand->c[i]) & 15] < s->group_size &&
            per_value[zc_value(hand->c[i])] < s->group_size)
            return 0;
    return 1;
}

void zero_score_round(tb_state *s, int end, int zero_seat)
{
    int r = s->rounds_done;
    zero_round_record *rec = &s->record[r];
    memset(rec, 0, sizeof *rec);
    rec->dealer = (int8_t)s->dealer;
    rec->zero_seat = (int8_t)zero_seat;
    rec->end = (uint8_t)end;
    rec->hand_n = (uint8_t)s->hand_size;
    for (int seat = 0; seat < s->players; seat++) {
        const tb_pile *hand = &s->hand[seat];
        for (int i = 0; i < hand->n; i++)
            rec->hand[seat][i] = (uint8_t)hand->c[i];
        s->score[r][seat] = zero_hand_score(hand->c, hand->n, s->group_size);
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
