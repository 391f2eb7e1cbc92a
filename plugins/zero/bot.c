/*
 * bot.c — the `greedy` bot and determinize().
 *
 * Greedy looks only at what its seat may see (its hand, the pool, the
 * knocks).  It plays the swap that lowers its hand's score most, breaking
 * ties toward hands closer to a colour or value group, and knocks once its
 * hand is good enough or no swap helps: two knocks of its own end the round
 * while the random players still hold random hands.
 */
#include <stdlib.h>
#include <string.h>

#include "zero.h"

/* Lower is better: the score first, then progress toward groups. */
static long evaluate(const tb_card *cards, int n, int group_size)
{
    int per_colour[ZERO_COLOURS] = {0};
    int per_value[ZERO_VALUES + 1] = {0};
    for (int i = 0; i < n; i++) {
        per_colour[zc_colour(cards[i])]++;
        per_value[zc_value(cards[i])]++;
    }
    long progress = 0;
    for (int c = 0; c < ZERO_COLOURS; c++)
        if (per_colour[c] < group_size)
            progress += per_colour[c] * per_colour[c];
    for (int v = 1; v <= ZERO_VALUES; v++)
        if (per_value[v] < group_size)
            progress += per_value[v] * per_value[v];
    return (long)zero_hand_score(cards, n, group_size) * 1000 - progress;
}

/* The knock ends the round (or passes in the final turns) when the hand
 * scores at most this much. */
#define GOOD_ENOUGH 8

int zero_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    (void)r;
    if (bot != 0 || s->over)
        return -1;
    const tb_pile *hand = &s->hand[s->to_move];
    int n = hand->n;
    int now_score = zero_hand_score(hand->c, n, s->group_size);
    long now = evaluate(hand->c, n, s->group_size);
    long best = now;
    zero_move pick = {ZERO_MOVE_KNOCK, 0, 0};
    tb_card trial[ZERO_HAND_MAX];
    for (int i = 0; i < n; i++)
        for (int k = 0; k < s->pool.n; k++) {
            memcpy(trial, hand->c, (size_t)n * sizeof trial[0]);
            trial[i] = s->pool.c[k];
            long e = evaluate(trial, n, s->group_size);
            if (e < best) {
                best = e;
                pick = (zero_move){ZERO_MOVE_SWAP, (uint8_t)hand->c[i], (uint8_t)s->pool.c[k]};
            }
        }
    /* Knock when the hand is good enough and no swap lowers the score. */
    if (pick.kind == ZERO_MOVE_SWAP && now_score <= GOOD_ENOUGH) {
        memcpy(trial, hand->c, (size_t)n * sizeof trial[0]);
        for (int i = 0; i < n; i++)
            if (trial[i] == pick.give)
                trial[i] = pick.take;
        if (zero_hand_score(trial, n, s->group_size) >= now_score)
            pick = (zero_move){ZERO_MOVE_KNOCK, 0, 0};
    }
    *out = zero_move_pack(pick);
    return 0;
}

/* Unseen cards are gathered in card order before the shuffle, so the redeal
 * depends only on what the seat knows (the same cards, the same rng), never
 * on where the hidden cards really lie: search bots rely on it. */
static int canonical_cmp(const void *a, const void *b)
{
    return (int)*(const tb_card *)a - (int)*(const tb_card *)b;
}

tb_state *zero_determinize(const tb_state *s, int seat, tb_rng *r)
{
    tb_state *d = malloc(sizeof *d);
    if (!d)
        return NULL;
    memcpy(d, s, sizeof *d);
    if (d->over)
        return d;
    const tb_host *h = d->host;
    /* Gather every card seat cannot see and nobody saw go into a hand. */
    tb_pile hidden;
    h->pile_clear(&hidden);
    for (int p = 0; p < d->players; p++) {
        if (p == seat)
            continue;
        for (int i = 0; i < d->hand[p].n; i++)
            if (d->taken_by[zc_index(d->hand[p].c[i])] != p + 1)
                h->pile_push(&hidden, d->hand[p].c[i]);
    }
    for (int i = 0; i < d->aside.n; i++)
        h->pile_push(&hidden, d->aside.c[i]);
    qsort(hidden.c, hidden.n, sizeof hidden.c[0], canonical_cmp);
    h->pile_shuffle(&hidden, r);
    /* Deal them back into the same places, keeping every count. */
    int next = 0;
    for (int p = 0; p < d->players; p++) {
        if (p == seat)
            continue;
        for (int i = 0; i < d->hand[p].n; i++)
            if (d->taken_by[zc_index(d->hand[p].c[i])] != p + 1)
                d->hand[p].c[i] = hidden.c[next++];
        zero_sort_hand(&d->hand[p]);
    }
    for (int i = 0; i < d->aside.n; i++)
        d->aside.c[i] = hidden.c[next++];
    /* Later rounds' deals are unknown too: give the copy a fresh future. */
    h->rng_seed(&d->rng, h->rng_next(r));
    return d;
}
