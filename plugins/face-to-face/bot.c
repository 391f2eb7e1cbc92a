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

/* Numbers of each deck not yet on a pile: hand and draw pile together. */
typedef struct to_come {
    uint8_t left[FF_SEATS][FF_DECK_STRIDE];
} to_come;

static void mark_pile(to_come *t, const tb_pile *p)
{
    for (int i = 0; i < p->n; i++)
        t->left[ff_deck_of(p->c[i])][ff_number(p->c[i])] = 0;
}

static void count_to_come(const tb_state *s, to_come *t)
{
    memset(t, 0, sizeof *t);
    for (int d = 0; d < FF_SEATS; d++)
        for (int k = s->r.low + 1; k < s->r.high; k++)
            t->left[d][k] = 1;
    for (int seat = 0; seat < FF_SEATS; seat++) {
        mark_pile(t, &s->p[seat].up);
        mark_pile(t, &s->p[seat].down);
    }
}

/* Cards of deck d still to come strictly between a and b (a < b). */
static int between(const to_come *t, int d, int a, int b)
{
    int n = 0;
    for (int k = a + 1; k < b; k++)
        n += t->left[d][k];
    return n;
}

static int cost(const tb_state *s, const to_come *t, tb_card c, int pile)
{
    int n = ff_number(c), top = ff_top(ff_target(s, pile));
    int me = s->mover, them = 1 - s->mover;
    switch (pile) {
    case FF_UP: return n > top ? between(t, me, top, n) : -between(t, me, n, top) - 1;
    case FF_DOWN: return n < top ? between(t, me, n, top) : -between(t, me, top, n) - 1;
    case FF_THEIR_UP: return between(t, them, n, top);
    default: return between(t, them, top, n);
    }
}

/* The cheapest placement now: its cost, or INT_MAX when nothing fits. */
static int best_single(const tb_state *s, const to_come *t, int *pile_out, tb_card *card_out)
{
    const tb_pile *hand = &s->p[s->mover].hand;
    int best = INT_MAX;
    ff_fit f;
    ff_fit_of(s, &f);
    for (int i = 0; i < hand->n; i++)
        for (int pile = 0; pile < FF_PILE_COUNT; pile++) {
            int c;
            if (!ff_fits(&f, ff_number(hand->c[i]), pile))
                continue;
            c = cost(s, t, hand->c[i], pile);
            if (c < best) {
                best = c;
                *pile_out = pile;
                *card_out = hand->c[i];
            }
        }
    return best;
}

/* Value of placing c on pile, looking one placement further: a placement
 * that sets up a backward move is worth its combined cost. */
static int two_step(const tb_state *s, const to_come *t, tb_card c, int pile)
{
    tb_state next = *s; /* a plain copy: the state holds only values */
    to_come t2 = *t;
    tb_move m;
    char err[TB_ERR_MAX];
    int pile2 = 0, c1 = cost(s, t, c, pile), c2;
    tb_card card2 = 0;
    ff_encode(&m, FF_MOVE_PLAY, pile, c);
    if (ff_apply(&next, &m, err) != 0)
        return INT_MAX / 2;
    if (next.over)
        return next.winner == s->mover ? -1000 : 1000;
    t2.left[ff_deck_of(c)][ff_number(c)] = 0;
    c2 = best_single(&next, &t2, &pile2, &card2);
    if (c2 == INT_MAX) /* nothing fits after it: only fine once the minimum is met */
        return next.placed >= next.required ? c1 : 1000;
    if (next.placed < next.required)
        return c1 + c2; /* the second placement is forced */
    return c1 + (c2 < 0 ? c2 : 0);
}

int ff_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    const tb_pile *hand = &s->p[s->mover].hand;
    int best = INT_MAX, best_pile = -1;
    tb_card best_card = 0;
    to_come t;
    ff_fit f;
    (void)r; /* greedy is deterministic */
    if (bot != 0 || s->over)
        return -1;
    count_to_come(s, &t);
    ff_fit_of(s, &f);
    for (int i = 0; i < hand->n; i++)
        for (int pile = 0; pile < FF_PILE_COUNT; pile++) {
            int v;
            if (!ff_fits(&f, ff_number(hand->c[i]), pile))
                continue;
            v = two_step(s, &t, hand->c[i], pile);
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
