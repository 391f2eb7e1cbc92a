/*
 * bot.c — the `greedy` bot: one placement at a time, the one that wastes the
 * least room on a pile.
 *
 * Cost of a placement: the gap it jumps on the mover's own pile (a backward
 * move gains room, so it costs minus the step); a card on the opponent's
 * piles costs the help it gives them plus a fixed price, but it also turns
 * the end-of-turn draw into a refill, so it is chosen when the mover's own
 * piles would take a bigger jump.  Once the minimum is placed the bot goes on
 * only while a placement is nearly free, then ends the turn.
 */
#include <limits.h>

#include "ff.h"

#define OPP_PRICE 6      /* what helping the opponent is worth, in pile room */
#define FREE_JUMP 2      /* after the minimum, keep placing at this cost or less */

static int cost(const tb_state *s, tb_card c, int pile)
{
    int n = ff_number(c), top = ff_top(ff_target(s, pile));
    switch (pile) {
    case FF_UP: return n > top ? n - top : -s->r.step;
    case FF_DOWN: return n < top ? top - n : -s->r.step;
    case FF_THEIR_UP: return top - n + OPP_PRICE;
    default: return n - top + OPP_PRICE;
    }
}

/* After this placement, could a backward move follow?  Worth a little: it
 * is the one way to win room back. */
static int opens_backward(const tb_state *s, tb_card c, int pile)
{
    const tb_pile *hand = &s->p[s->mover].hand;
    int n = ff_number(c), step = s->r.step;
    if (step <= 0 || (pile != FF_UP && pile != FF_DOWN))
        return 0;
    for (int i = 0; i < hand->n; i++) {
        int m = ff_number(hand->c[i]);
        if (hand->c[i] != c && ((pile == FF_UP && m == n - step) ||
                                (pile == FF_DOWN && m == n + step)))
            return 1;
    }
    return 0;
}

int ff_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    const tb_pile *hand = &s->p[s->mover].hand;
    char err[TB_ERR_MAX];
    int best = INT_MAX, best_pile = -1;
    tb_card best_card = 0;
    (void)r; /* greedy is deterministic */
    if (bot != 0 || s->over)
        return -1;
    for (int i = 0; i < hand->n; i++)
        for (int pile = 0; pile < FF_PILE_COUNT; pile++) {
            int c;
            if (ff_check_place(s, hand->c[i], pile, err) != 0)
                continue;
            c = 2 * cost(s, hand->c[i], pile) - opens_backward(s, hand->c[i], pile);
            if (c < best) {
                best = c;
                best_pile = pile;
                best_card = hand->c[i];
            }
        }
    if (best_pile >= 0 && (s->placed < s->required || best <= 2 * FREE_JUMP)) {
        ff_encode(out, FF_MOVE_PLAY, best_pile, best_card);
        return 0;
    }
    if (s->placed >= s->required) {
        ff_encode(out, FF_MOVE_END, 0, 0);
        return 0;
    }
    return -1; /* stuck: cannot happen, the game would be over */
}
