/*
 * test_greedy.c — the greedy bot's move is the one its rule names, computed
 * the slow way.
 *
 * bot.c finds the cheapest second placement from the two nearest cards of
 * each pile, and reads the cards still to come from the set the state
 * keeps.  Both are shortcuts of the rule written at the top of bot.c; this
 * file writes the rule out plainly (every hand card on every pile, the
 * cards still to come counted from the cards on the piles) and requires
 * the same move at every state of seeded games under several rule sets,
 * greedy against greedy and against a random seat.  A shortcut that stops
 * matching the rule, or a `to_come` that drifts from the piles, fails here
 * with the state's turn and both moves.
 */
#include <limits.h>
#include <stdio.h>

#include "ff.h"
#include "ff_test.h"

/* Cards of deck d strictly between a and b that are on no pile, leaving
 * out (gone_deck, gone_n): the card being weighed. */
static int between(const tb_state *s, int d, int a, int b, int gone_deck, int gone_n)
{
    int n = 0;
    for (int k = a + 1; k < b; k++) {
        if (k <= s->r.low || k >= s->r.high || (d == gone_deck && k == gone_n))
            continue;
        int on_pile = 0;
        for (int seat = 0; seat < FF_SEATS; seat++) {
            const tb_pile *piles[2] = {&s->p[seat].up, &s->p[seat].down};
            for (int q = 0; q < 2; q++)
                for (int i = 0; i < piles[q]->n; i++)
                    on_pile |= piles[q]->c[i] == ff_card(d, k);
        }
        n += !on_pile;
    }
    return n;
}

static int cost(const tb_state *s, const ff_fit *f, int me, int n, int pile, int gone)
{
    int top = f->top[pile], them = 1 - me, g = gone ? me : -1;
    switch (pile) {
    case FF_UP:
        return n > top ? between(s, me, top, n, g, gone) : -between(s, me, n, top, g, gone) - 1;
    case FF_DOWN:
        return n < top ? between(s, me, n, top, g, gone) : -between(s, me, top, n, g, gone) - 1;
    case FF_THEIR_UP: return between(s, them, n, top, g, gone);
    default: return between(s, them, top, n, g, gone);
    }
}

/* The rule of bot.c, from scratch. */
static void reference_move(const tb_state *s, tb_move *out)
{
    tb_pile hand;
    ff_fit f;
    int me = s->mover, best = INT_MAX, best_pile = -1;
    tb_card best_card = 0;
    ff_hand_cards(s, me, &hand);
    ff_fit_of(s, &f);
    for (int i = 0; i < hand.n; i++)
        for (int pile = 0; pile < FF_PILE_COUNT; pile++) {
            int n = ff_number(hand.c[i]), v;
            if (!ff_fits(&f, n, pile))
                continue;
            int c1 = cost(s, &f, me, n, pile, 0), c2 = INT_MAX;
            int placed = s->placed + 1, on_opp = s->on_opp + (pile >= FF_THEIR_UP);
            ff_fit next = f;
            next.top[pile] = n;
            next.opp_open = on_opp < s->r.max_opp;
            for (int j = 0; j < hand.n; j++)
                for (int p2 = 0; p2 < FF_PILE_COUNT; p2++) {
                    int nj = ff_number(hand.c[j]);
                    if (j == i || !ff_fits(&next, nj, p2))
                        continue;
                    int c = cost(s, &next, me, nj, p2, n);
                    c2 = c < c2 ? c : c2;
                }
            if (hand.n == 1 && s->p[me].draw.n == 0)
                v = -1000; /* emptied: the mover wins */
            else if (c2 == INT_MAX)
                v = placed >= s->required ? c1 : 1000;
            else if (placed < s->required)
                v = c1 + c2;
            else
                v = c1 + (c2 < 0 ? c2 : 0);
            if (v < best) {
                best = v;
                best_pile = pile;
                best_card = hand.c[i];
            }
        }
    if (best_pile >= 0 && (s->placed < s->required || best < 0))
        ff_encode(out, FF_MOVE_PLAY, best_pile, best_card);
    else
        ff_encode(out, FF_MOVE_END, 0, 0);
}

int main(void)
{
    const tb_game *g = tk_plugin("face-to-face");
    static const char *const variants[][6] = {
        {NULL},
        {"backward_step=0", NULL},
        {"max_on_opponent=3", "hand_size=8", NULL},
        {"max_on_opponent=0", "hand_size=20", NULL},
        {"low_card=10", "high_card=90", "backward_step=3", NULL},
        {"low_card=20", "high_card=100", "backward_step=15", "hand_size=10", "min_play=3"},
    };
    long compared = 0;
    int mismatches = 0;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
        for (uint64_t seed = 1; seed <= 12; seed++) {
            tb_options *o;
            tb_state *s = ff_game(g, &o, variants[v], seed, NULL);
            tb_rng r;
            tb_move list[512], pick, want;
            char err[TB_ERR_MAX], got_text[64], want_text[64];
            unsigned greedy = seed % 3 == 0 ? 1u : 3u; /* some games against a random seat */
            tk_host()->rng_seed(&r, seed);
            for (size_t moves = 0; g->to_move(s) >= 0 && moves < 2000; moves++) {
                int seat = g->to_move(s);
                size_t n = g->legal_moves(s, list, 512);
                TK_CHECK(n > 0 && n <= 512);
                if (n == 0 || n > 512)
                    break;
                memset(&pick, 0, sizeof pick);
                TK_CHECK(g->bot_move(s, 0, &r, &pick) == 0);
                memset(&want, 0, sizeof want);
                reference_move(s, &want);
                compared++;
                if (memcmp(&pick, &want, sizeof pick) != 0 && mismatches++ < 5) {
                    g->format_move(s, &pick, got_text, sizeof got_text);
                    g->format_move(s, &want, want_text, sizeof want_text);
                    fprintf(stderr, "variant %zu seed %llu turn %d: greedy plays \"%s\", the rule "
                            "names \"%s\"\n", v, (unsigned long long)seed, s->turn, got_text,
                            want_text);
                }
                if (!(greedy >> seat & 1))
                    pick = list[tk_host()->rng_below(&r, (uint32_t)n)];
                TK_CHECK(g->apply(s, &pick, err) == 0);
            }
            ff_end_game(g, s, o);
        }
    printf("greedy's move compared with the rule at %ld states\n", compared);
    TK_EQ_INT(mismatches, 0);
    TK_CHECK(compared > 5000);
    return tk_done();
}
