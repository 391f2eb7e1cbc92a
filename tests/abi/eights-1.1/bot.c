/*
 * bot.c — the `greedy` bot, and determinize() for search bots and for the
 * conformance check's leak test.
 */
#include <stdlib.h>

#include "eights.h"

/* greedy: play a non-8 card, from the longest suit first (the higher value
 * on a tie, to shed points); keep 8s for when nothing else follows, then
 * name the longest suit; draw only when nothing can be played; else pass.
 * It needs no randomness. */
int eights_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    (void)r;
    if (bot != 0 || s->to_move < 0)
        return -1;
    const tb_pile *hand = &s->hand[s->to_move];
    int count[4] = {0}, best = -1, best_key = -1, eight = -1;
    for (int i = 0; i < hand->n; i++) /* suit lengths, not counting 8s */
        count[card_suit(hand->c[i])] += card_rank(hand->c[i]) != 8;
    for (int i = 0; i < hand->n; i++) {
        tb_card c = hand->c[i];
        int key = count[card_suit(c)] * 100 + eights_card_value(c);
        if (card_rank(c) == 8)
            eight = i;
        else if (eights_follows(s, c) && key > best_key)
            best_key = key, best = i;
    }
    eights_move mv = {0};
    if (best >= 0) {
        mv = (eights_move){MOVE_PLAY, (uint8_t)hand->c[best], 0};
    } else if (eight >= 0) {
        int longest = card_suit(hand->c[eight]); /* with only 8s left, its own suit */
        for (int suit = 0; suit < 4; suit++)
            if (count[suit] > count[longest])
                longest = suit;
        mv = (eights_move){MOVE_PLAY, (uint8_t)hand->c[eight], (uint8_t)(longest + 1)};
    } else {
        mv.kind = !s->drawn && eights_can_draw(s) ? MOVE_DRAW : MOVE_PASS;
    }
    *out = eights_pack(mv);
    return 0;
}

/* A game `seat` cannot tell from s: the other hands and the stock pooled,
 * shuffled and dealt back in the same sizes (the discard pile is public).
 * The copy's rng is reseeded too, so its future reshuffles are unknown. */
tb_state *eights_determinize(const tb_state *s, int seat, tb_rng *r)
{
    const tb_host *h = s->host;
    tb_state *d = malloc(sizeof *d);
    if (!d)
        return NULL;
    memcpy(d, s, sizeof *d);
    tb_pile pool = d->stock;
    for (int p = 0; p < d->players; p++)
        for (int i = 0; p != seat && i < d->hand[p].n; i++)
            h->pile_push(&pool, d->hand[p].c[i]);
    h->pile_shuffle(&pool, r);
    for (int p = 0; p < d->players; p++)
        if (p != seat) {
            size_t n = d->hand[p].n;
            h->pile_clear(&d->hand[p]);
            h->pile_deal(&pool, &d->hand[p], n);
            tb_aux_pile_sort(&d->hand[p]);
        }
    d->stock = pool;
    h->rng_seed(&d->rng, h->rng_next(r));
    return d;
}
