/*
 * test_lists.c — the move list under every buffer size, and greedy's exact
 * play in one seeded game.
 *
 * legal_moves() writes at most cap moves and returns the full count: for
 * every cap from 0 to the count, what it writes must be exactly the first
 * moves of the full list, and nothing past cap may be touched.  In every
 * state every pile's unused slots are zero (what the host's pile functions
 * keep, so that equal piles compare equal byte for byte).  The greedy
 * game pins the bot's choices move for move (recorded from the bot before it
 * was rewritten for speed), so a faster bot cannot quietly play otherwise.
 */
#include <stdint.h>

#include "ff.h"
#include "ff_test.h"

#define LIST_MAX 512

/* Every slot past n of every pile is zero, and each hand's bits are
 * hand_n numbers of the game's numbered range. */
static int slots_clean(const tb_state *s)
{
    for (int seat = 0; seat < FF_SEATS; seat++) {
        const tb_pile *piles[3] = {&s->p[seat].draw, &s->p[seat].up, &s->p[seat].down};
        for (int k = 0; k < 3; k++)
            for (int i = piles[k]->n; i < TB_PILE_MAX; i++)
                if (piles[k]->c[i] != 0)
                    return 0;
        int in_hand = 0;
        for (int n = 0; n < FF_DECK_STRIDE; n++)
            if (ff_bits_has(&s->p[seat].hand, n)) {
                if (n <= s->r.low || n >= s->r.high)
                    return 0;
                in_hand++;
            }
        if (in_hand != s->p[seat].hand_n)
            return 0;
    }
    return 1;
}

static void random_games_list_prefixes(const tb_game *g)
{
    int bad = 0, states = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        tb_options *o;
        tb_state *s = ff_game(g, &o, NULL, seed, NULL);
        tb_move m[LIST_MAX];
        tb_rng r;
        char err[TB_ERR_MAX];
        tk_host()->rng_seed(&r, seed);
        while (g->to_move(s) >= 0) {
            size_t n = g->legal_moves(s, m, LIST_MAX);
            states++;
            bad += !tk_list_prefixes_ok(g, s, LIST_MAX) + !slots_clean(s);
            if (n == 0 || g->apply(s, &m[tk_host()->rng_below(&r, (uint32_t)n)], err) != 0) {
                TK_CHECK(!"a listed move is accepted");
                break;
            }
        }
        bad += !slots_clean(s);
        ff_end_game(g, s, o);
    }
    TK_CHECK(states > 300);
    TK_EQ_INT(bad, 0);
}

/* Greedy against itself from seed 3: its first 40 moves and the result. */
static void greedy_game_is_pinned(const tb_game *g)
{
    static const char want[] =
        "play 59 down;play 54 down;end;play 13 up;play 14 up;end;play 2 up;play 42 down;end;"
        "play 50 their-down;play 59 down;end;play 41 down;play 36 down;end;play 23 up;"
        "play 25 up;end;play 24 down;play 34 down;end;play 31 up;play 32 up;end;"
        "play 23 down;play 21 down;end;play 34 up;play 36 up;end;play 17 down;play 15 down;end;"
        "play 39 up;play 45 up;end;play 14 down;play 43 their-up;end;play 48 up;";
    char got[sizeof want + 64] = "", buf[64], err[TB_ERR_MAX];
    tb_options *o;
    tb_state *s = ff_game(g, &o, NULL, 3, NULL);
    tb_rng r;
    tb_outcome out;
    int moves = 0;
    tk_host()->rng_seed(&r, 1);
    while (g->to_move(s) >= 0 && moves < 1000) {
        tb_move m;
        if (g->bot_move(s, 0, &r, &m) != 0) {
            TK_CHECK(!"greedy finds a move");
            break;
        }
        if (moves++ < 40) {
            g->format_move(s, &m, buf, sizeof buf);
            strcat(got, buf);
            strcat(got, ";");
        }
        if (g->apply(s, &m, err) != 0) {
            TK_CHECK(!"greedy's move is accepted");
            break;
        }
    }
    TK_EQ_STR(got, want);
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.over, 1);
    TK_EQ_INT(out.turns, 40);
    TK_EQ_INT(out.winners, 2u);
    TK_EQ_INT(out.score[0][0], -19);
    TK_EQ_INT(out.score[0][1], -18);
    ff_end_game(g, s, o);
}

int main(void)
{
    const tb_game *g = tk_plugin("face-to-face");
    random_games_list_prefixes(g);
    greedy_game_is_pinned(g);
    return tk_done();
}
