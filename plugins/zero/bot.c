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

/* A hand as counts per colour and per value, and for each value the set of
 * colours it holds: a trial swap changes two cards, so the 45 swaps of a
 * turn are weighed by adjusting these in place instead of recounting. */
typedef struct counts {
    int colour[ZERO_COLOURS];
    int value[ZERO_VALUES + 1];
    unsigned colours_of[ZERO_VALUES + 1]; /* bit c: the hand holds colour c of this value */
} counts;

static void count_hand(const tb_card *cards, int n, counts *k)
{
    memset(k, 0, sizeof *k);
    for (int i = 0; i < n; i++) {
        k->colour[zc_colour(cards[i])]++;
        k->value[zc_value(cards[i])]++;
        k->colours_of[zc_value(cards[i])] |= 1u << zc_colour(cards[i]);
    }
}

/* zero_hand_score() of the hand counted in k: each value counts once when
 * some card of it lies in no group (its value and its colour both short). */
static int score_of(const counts *k, int g)
{
    unsigned grouped = 0;
    int score = 0;
    for (int c = 0; c < ZERO_COLOURS; c++)
        if (k->colour[c] >= g)
            grouped |= 1u << c;
    for (int v = 1; v <= ZERO_VALUES; v++)
        if (k->value[v] < g && (k->colours_of[v] & ~grouped))
            score += v;
    return score;
}

/* One bucket's share of the progress toward groups: a colour or value
 * short of a group counts its size squared (a group already scores 0). */
static long term(int count, int g)
{
    return count < g ? (long)count * count : 0;
}

/* The progress toward groups of the hand counted in k. */
static long progress_of(const counts *k, int g)
{
    long progress = 0;
    for (int c = 0; c < ZERO_COLOURS; c++)
        progress += term(k->colour[c], g);
    for (int v = 1; v <= ZERO_VALUES; v++)
        progress += term(k->value[v], g);
    return progress;
}

/* Move one card's worth of count from bucket `from` to bucket `to` (both
 * colours or both values) and return how the progress changes. */
static long shift(int *bucket, int from, int to, int g)
{
    long before, after;
    if (from == to)
        return 0;
    before = term(bucket[from], g) + term(bucket[to], g);
    bucket[from]--;
    bucket[to]++;
    after = term(bucket[from], g) + term(bucket[to], g);
    return after - before;
}

/* Swap card `out` of the hand counted in k for `in` (or back, with the two
 * exchanged); returns how the progress changes. */
static long swap_cards(counts *k, tb_card out, tb_card in, int g)
{
    k->colours_of[zc_value(out)] &= ~(1u << zc_colour(out));
    k->colours_of[zc_value(in)] |= 1u << zc_colour(in);
    return shift(k->colour, zc_colour(out), zc_colour(in), g) +
           shift(k->value, zc_value(out), zc_value(in), g);
}

/* The knock ends the round (or passes in the final turns) when the hand
 * scores at most this much. */
#define GOOD_ENOUGH 8

/* Greedy's value of a hand, lower is better: the score times 1000, minus
 * the progress toward groups. */
int zero_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    (void)r;
    if (bot != 0 || s->over)
        return -1;
    tb_card hand[64];
    const int hand_n = zs_cards(s->hand[s->to_move], hand);
    const int g = s->group_size;
    counts k;
    count_hand(hand, hand_n, &k);
    const int now_score = score_of(&k, g);
    const long progress = progress_of(&k, g);
    long best = (long)now_score * 1000 - progress;
    zero_move pick = {ZERO_MOVE_KNOCK, 0, 0};
    int pick_score = now_score;
    for (int i = 0; i < hand_n; i++)
        for (int p = 0; p < s->pool.n; p++) {
            tb_card give = hand[i], take = s->pool.c[p];
            long delta = swap_cards(&k, give, take, g);
            int score = score_of(&k, g);
            long e = (long)score * 1000 - (progress + delta);
            swap_cards(&k, take, give, g); /* put the hand back */
            if (e < best) {
                best = e;
                pick = (zero_move){ZERO_MOVE_SWAP, (uint8_t)give, (uint8_t)take};
                pick_score = score;
            }
        }
    /* Knock when the hand is good enough and no swap lowers the score. */
    if (pick.kind == ZERO_MOVE_SWAP && now_score <= GOOD_ENOUGH && pick_score >= now_score)
        pick = (zero_move){ZERO_MOVE_KNOCK, 0, 0};
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
    /* Gather every card seat cannot see and nobody saw go into a hand, as
     * a set: read out lowest first, it is in card order before the
     * shuffle, so the redeal depends only on what the seat knows (the same
     * cards, the same rng), never on where the hidden cards really lie:
     * search bots rely on it. */
    uint64_t unseen = 0;
    uint64_t kept[TB_MAX_SEATS] = {0}; /* the cards each hand keeps: it took them in sight */
    for (int p = 0; p < d->players; p++) {
        if (p == seat)
            continue;
        for (uint64_t set = d->hand[p]; set; set &= set - 1) {
            const int i = zs_lowest(set);
            if (d->taken_by[i] == p + 1)
                kept[p] |= 1ull << i;
            else
                unseen |= 1ull << i;
        }
    }
    for (int i = 0; i < d->aside.n; i++)
        unseen |= zc_bit(d->aside.c[i]);
    tb_pile hidden;
    h->pile_clear(&hidden);
    hidden.n = (uint16_t)zs_cards(unseen, hidden.c);
    h->pile_shuffle(&hidden, r);
    /* Deal them back into the same places, keeping every count. */
    int next = 0;
    for (int p = 0; p < d->players; p++) {
        if (p == seat)
            continue;
        const int redeal = zs_count(d->hand[p] & ~kept[p]);
        d->hand[p] = kept[p];
        for (int k = 0; k < redeal; k++)
            d->hand[p] |= zc_bit(hidden.c[next++]);
    }
    for (int i = 0; i < d->aside.n; i++)
        d->aside.c[i] = hidden.c[next++];
    /* Later rounds' deals are unknown too: give the copy a fresh future. */
    h->rng_seed(&d->rng, h->rng_next(r));
    return d;
}
