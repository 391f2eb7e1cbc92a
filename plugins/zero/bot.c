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

/* A hand as counts per colour and per value: a trial swap changes two of
 * each, so the 45 swaps of a turn are weighed without recounting. */
typedef struct counts {
    int colour[ZERO_COLOURS];
    int value[ZERO_VALUES + 1];
} counts;

static void count_hand(const tb_card *cards, int n, counts *k)
{
    memset(k, 0, sizeof *k);
    for (int i = 0; i < n; i++) {
        k->colour[zc_colour(cards[i])]++;
        k->value[zc_value(cards[i])]++;
    }
}

/* zero_hand_score() of the hand `cards` with card i replaced by `take`
 * (i = -1: unchanged), from its counts k: the distinct values of the cards
 * in no group. */
static int score_of(const tb_card *cards, int n, int i, tb_card take, const counts *k, int g)
{
    unsigned seen = 0;
    int score = 0;
    for (int j = 0; j < n; j++) {
        tb_card c = j == i ? take : cards[j];
        int v = zc_value(c);
        if (k->colour[zc_colour(c)] >= g || k->value[v] >= g || (seen >> v & 1u))
            continue;
        seen |= 1u << v;
        score += v;
    }
    return score;
}

/* Lower is better: the score first, then progress toward groups. */
static long evaluate(const tb_card *cards, int n, int i, tb_card take, const counts *k, int g)
{
    long progress = 0;
    for (int c = 0; c < ZERO_COLOURS; c++)
        if (k->colour[c] < g)
            progress += k->colour[c] * k->colour[c];
    for (int v = 1; v <= ZERO_VALUES; v++)
        if (k->value[v] < g)
            progress += k->value[v] * k->value[v];
    return (long)score_of(cards, n, i, take, k, g) * 1000 - progress;
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
    const int n = hand->n, g = s->group_size;
    counts k;
    count_hand(hand->c, n, &k);
    int now_score = score_of(hand->c, n, -1, 0, &k, g);
    long best = evaluate(hand->c, n, -1, 0, &k, g);
    zero_move pick = {ZERO_MOVE_KNOCK, 0, 0};
    int pick_i = -1;
    for (int i = 0; i < n; i++)
        for (int p = 0; p < s->pool.n; p++) {
            tb_card give = hand->c[i], take = s->pool.c[p];
            counts trial = k;
            trial.colour[zc_colour(give)]--;
            trial.value[zc_value(give)]--;
            trial.colour[zc_colour(take)]++;
            trial.value[zc_value(take)]++;
            long e = evaluate(hand->c, n, i, take, &trial, g);
            if (e < best) {
                best = e;
                pick = (zero_move){ZERO_MOVE_SWAP, (uint8_t)give, (uint8_t)take};
                pick_i = i;
            }
        }
    /* Knock when the hand is good enough and no swap lowers the score. */
    if (pick.kind == ZERO_MOVE_SWAP && now_score <= GOOD_ENOUGH) {
        counts trial = k;
        trial.colour[zc_colour(pick.give)]--;
        trial.value[zc_value(pick.give)]--;
        trial.colour[zc_colour(pick.take)]++;
        trial.value[zc_value(pick.take)]++;
        if (score_of(hand->c, n, pick_i, pick.take, &trial, g) >= now_score)
            pick = (zero_move){ZERO_MOVE_KNOCK, 0, 0};
    }
    *out = zero_move_pack(pick);
    return 0;
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
