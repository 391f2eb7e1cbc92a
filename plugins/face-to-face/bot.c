/*
 * bot.c — the `greedy` bot: one placement at a time, the one that wastes the
 * fewest of the mover's own cards.
 *
 * What a jump on a pile costs is not its size but the mover's own cards it
 * skips: numbers already played no longer matter.  The bot knows which of
 * its numbers are still to come (its deck minus every card on the piles; no
 * hidden card is looked at), so:
 *   - a normal placement costs the own cards still to come that it jumps over;
 *   - a backward move wins room back: it costs minus the cards it reopens;
 *   - a card on the opponent's piles costs the opponent's cards it reopens
 *     for them (it also turns the draw into a refill and gets rid of a card
 *     the own piles would take badly, so no extra price is added: seeded
 *     self-play games found any price, or a discount, weaker).
 * Each placement is judged with the best one that could follow it, so a
 * small jump that sets up a backward move is seen.  The minimum is always
 * placed, cheapest first; after it the bot places a card only when that
 * wins room back (keeping cards in hand keeps options open), then ends.
 */
#include <limits.h>
#include <string.h>

#include "ff.h"

/* Numbers of each deck not yet on a pile (hand and draw pile together), as
 * prefix sums: pre[d][k] counts deck d's numbers below k still to come.  A
 * placement being weighed takes one more card off: `gone` (deck, number),
 * or gone_deck -1.  Judging a move asks for hundreds of such counts, so
 * they must be O(1), and weighing a placement must not copy the state. */
typedef struct to_come {
    /* Counts are at most FF_DECK_STRIDE - 1, so a byte holds one; the +8
     * lets the sums be written eight at a time past the last one read. */
    uint8_t pre[FF_SEATS][FF_DECK_STRIDE + 8];
    int gone_deck, gone_n;
} to_come;

static void count_to_come(const tb_state *s, to_come *t)
{
    /* A query reads pre[] at most at the highest top, s->r.high: the sums
     * stop there instead of running over the whole stride. */
    int end = s->r.high < FF_DECK_STRIDE ? s->r.high + 1 : FF_DECK_STRIDE;
    for (int d = 0; d < FF_SEATS; d++) {
        const ff_bits *left = &s->p[d].to_come;
        t->pre[d][0] = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        /* Eight sums a step.  Eight bits of the set are spread to eight
         * 0/1 bytes (copy the byte eight times, keep bit i in byte i, turn
         * it into 0 or 1 there); multiplying those by 0x0101...01 leaves
         * in byte i the sum of bytes 0..i (no byte carries: a sum is at
         * most 8), and the running total is added to every byte.  A
         * loop-carried add per number was most of this function. */
        const uint64_t ones = 0x0101010101010101ull;
        uint64_t base = 0;
        for (int k = 0; k < end; k += 8) {
            uint64_t x = left->w[k >> 6] >> (k & 63) & 0xff, w;
            w = (((x * ones & 0x8040201008040201ull) + 0x7f7f7f7f7f7f7f7full) >> 7) & ones;
            w = w * ones + base * ones;
            memcpy(&t->pre[d][k + 1], &w, sizeof w);
            base = w >> 56;
        }
#else
        for (int k = 0; k < end; k++)
            t->pre[d][k + 1] = (uint8_t)(t->pre[d][k] + ff_bits_has(left, k));
#endif
    }
    t->gone_deck = -1;
    t->gone_n = 0;
}

/* Cards of deck d still to come strictly between a and b (a < b). */
static int between(const to_come *t, int d, int a, int b)
{
    int n = t->pre[d][b] - t->pre[d][a + 1];
    return n - (d == t->gone_deck && a < t->gone_n && t->gone_n < b);
}

/* What placing number n on pile costs (see the top of the file); f holds
 * the tops seen from mover `me`. */
static int cost(const ff_fit *f, const to_come *t, int me, int n, int pile)
{
    int top = f->top[pile], them = 1 - me;
    switch (pile) {
    case FF_UP: return n > top ? between(t, me, top, n) : -between(t, me, n, top) - 1;
    case FF_DOWN: return n < top ? between(t, me, n, top) : -between(t, me, top, n) - 1;
    case FF_THEIR_UP: return between(t, them, n, top);
    default: return between(t, them, top, n);
    }
}

/* The hand as the bot weighs it: each card's number, and what placing it
 * costs on each pile under the state's own tops (INT_MAX: it does not
 * fit), computed once a call for the first placements. */
typedef struct weighed {
    int n;
    int num[FF_DECK_STRIDE];
    int cost[FF_DECK_STRIDE][FF_PILE_COUNT];
} weighed;

static void weigh_hand(const tb_pile *hand, const ff_fit *f, const to_come *t, int me, weighed *w)
{
    w->n = hand->n;
    for (int i = 0; i < hand->n; i++) {
        int n = ff_number(hand->c[i]);
        w->num[i] = n;
        for (int pile = 0; pile < FF_PILE_COUNT; pile++)
            w->cost[i][pile] = ff_fits(f, n, pile) ? cost(f, t, me, n, pile) : INT_MAX;
    }
}

/* The smallest number of h above n, or -1. */
static int above(const ff_bits *h, int n)
{
    uint64_t lo = h->w[0] & ff_word_from(n + 1, 0), hi = h->w[1] & ff_word_from(n + 1, 1);
    return lo ? __builtin_ctzll(lo) : hi ? 64 + __builtin_ctzll(hi) : -1;
}

/* The largest number of h below n, or -1. */
static int below(const ff_bits *h, int n)
{
    uint64_t lo = h->w[0] & ~ff_word_from(n, 0), hi = h->w[1] & ~ff_word_from(n, 1);
    return hi ? 127 - __builtin_clzll(hi) : lo ? 63 - __builtin_clzll(lo) : -1;
}

static int holds(const ff_bits *h, int n)
{
    return n >= 0 && n < FF_DECK_STRIDE && ff_bits_has(h, n);
}

/* The cheapest placement of a card of h on pile under the tops f: min of
 * cost() over the cards that fit, INT_MAX when none does.  A forward
 * placement costs the cards it jumps, which only grows with the jump, so
 * the nearest card past the top is the cheapest; the backward move has
 * one card (the top's exact step back).  Two candidates, not the hand. */
static int cheapest_on(const ff_fit *f, const to_come *t, int me, const ff_bits *h, int pile)
{
    int top = f->top[pile], best = INT_MAX, n;
    switch (pile) {
    case FF_UP:
        if ((n = above(h, top)) >= 0)
            best = between(t, me, top, n);
        if (f->step > 0 && holds(h, n = top - f->step) && -between(t, me, n, top) - 1 < best)
            best = -between(t, me, n, top) - 1;
        return best;
    case FF_DOWN:
        if ((n = below(h, top)) >= 0)
            best = between(t, me, n, top);
        if (f->step > 0 && holds(h, n = top + f->step) && -between(t, me, top, n) - 1 < best)
            best = -between(t, me, top, n) - 1;
        return best;
    case FF_THEIR_UP:
        return f->opp_open && (n = below(h, top)) >= 0 ? between(t, 1 - me, n, top) : INT_MAX;
    default:
        return f->opp_open && (n = above(h, top)) >= 0 ? between(t, 1 - me, top, n) : INT_MAX;
    }
}

/* The cheapest placement from the hand h but number n, after n went on
 * pile `moved`: next holds the tops then, t counts n as gone (it is the
 * mover's own).  INT_MAX when nothing fits. */
static int best_after(const ff_bits *h, const ff_fit *next, const to_come *t, int me, int n)
{
    ff_bits rest = *h;
    int best = INT_MAX;
    ff_bits_remove(&rest, n);
    for (int pile = 0; pile < FF_PILE_COUNT; pile++) {
        int c = cheapest_on(next, t, me, &rest, pile);
        best = c < best ? c : best;
    }
    return best;
}

/* Value of placing hand card i on pile, looking one placement further: a
 * placement that sets up a backward move is worth its combined cost.  The
 * placement is played out on the tops alone (what ff_apply() would do to
 * them, to the counters and to the end of the game). */
static int two_step(const tb_state *s, const weighed *w, const ff_fit *f, to_come *t, int i,
                    int pile)
{
    int me = s->mover, n = w->num[i], c1 = w->cost[i][pile], c2;
    int placed = s->placed + 1, on_opp = s->on_opp + (pile >= FF_THEIR_UP);
    ff_fit next = *f;
    if (w->n == 1 && s->p[me].draw.n == 0)
        return -1000; /* emptied: the mover wins */
    next.top[pile] = n;
    next.opp_open = on_opp < s->r.max_opp;
    t->gone_deck = me;
    t->gone_n = n;
    c2 = best_after(&s->p[me].hand, &next, t, me, n);
    t->gone_deck = -1;
    if (c2 == INT_MAX) /* nothing fits after it: only fine once the minimum is met */
        return placed >= s->required ? c1 : 1000; /* else stuck: the mover loses */
    if (placed < s->required)
        return c1 + c2; /* the second placement is forced */
    return c1 + (c2 < 0 ? c2 : 0);
}

int ff_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    tb_pile hand_cards, *hand = &hand_cards;
    int best = INT_MAX, best_pile = -1;
    tb_card best_card = 0;
    to_come t;
    ff_fit f;
    (void)r; /* greedy is deterministic */
    if (bot != 0 || s->over)
        return -1;
    ff_hand_cards(s, s->mover, hand);
    count_to_come(s, &t);
    ff_fit_of(s, &f);
    weighed w;
    weigh_hand(hand, &f, &t, s->mover, &w);
    for (int i = 0; i < hand->n; i++)
        for (int pile = 0; pile < FF_PILE_COUNT; pile++) {
            int v;
            if (w.cost[i][pile] == INT_MAX)
                continue;
            v = two_step(s, &w, &f, &t, i, pile);
            if (v < best) {
                best = v;
                best_pile = pile;
                best_card = hand->c[i];
            }
        }
    if (best_pile >= 0 && (s->placed < s->required || best < 0)) {
        ff_encode(out, FF_MOVE_PLAY, best_pile, best_card);
        return 0;
    }
    if (s->placed >= s->required) {
        ff_encode(out, FF_MOVE_END, 0, 0);
        return 0;
    }
    return -1; /* stuck: cannot happen, the game would be over */
}
