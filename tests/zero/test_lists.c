/*
 * test_lists.c — the move list under every buffer size, and greedy's exact
 * play in one seeded game.
 *
 * legal_moves() writes at most cap moves and returns the full count: for
 * every cap from 0 to the count, what it writes must be exactly the first
 * moves of the full list (hand card by hand card, pool card by pool card,
 * knock last), and nothing past cap may be touched.  The greedy game pins
 * the bot's choices move for move (recorded from the bot before it was
 * rewritten for speed), so a faster bot cannot quietly play otherwise.
 */
#include "zt.h"
#include "zero.h"


/* Static, so the loaded plugin stays reachable (the kit keeps it loaded). */
static const tb_game *g;

static void random_games_list_prefixes(const tb_options *o)
{
    int bad = 0, states = 0;
    for (uint64_t seed = 1; seed <= 2; seed++) {
        tb_state *s = tk_new(g, o, 3, seed, NULL);
        tb_rng r;
        tk_host()->rng_seed(&r, seed);
        while (g->to_move(s) >= 0) {
            tb_move m;
            char err[TB_ERR_MAX];
            states++;
            bad += !tk_list_prefixes_ok(g, s, ZT_MOVES_MAX);
            if (zt_bot_move(g, s, ZT_RANDOM, &r, &m) != 0 || g->apply(s, &m, err) != 0) {
                TK_CHECK(!"a listed move is accepted");
                break;
            }
        }
        tk_free(g, s);
    }
    TK_CHECK(states > 300);
    TK_EQ_INT(bad, 0);
}

/* The list of a fresh deal, read move by move: 9 x 5 swaps, then knock. */
static void list_order(const tb_options *o)
{
    tb_state *s = tk_new(g, o, 3, 5, NULL);
    tb_move m[ZT_MOVES_MAX];
    size_t n = g->legal_moves(s, m, ZT_MOVES_MAX);
    tb_card hand[64];
    TK_EQ_INT(zs_cards(s->hand[s->to_move], hand), 9);
    for (int i = 1; i < 9; i++) /* the hand in card order: colour, then value */
        TK_CHECK(hand[i - 1] < hand[i]);
    TK_EQ_INT(n, 9 * 5 + 1);
    for (int i = 0; i < 9; i++)
        for (int k = 0; k < 5; k++) {
            zero_move z = zero_move_unpack(&m[i * 5 + k]);
            TK_EQ_INT(z.kind, ZERO_MOVE_SWAP);
            TK_EQ_INT(z.give, hand[i]);
            TK_EQ_INT(z.take, s->pool.c[k]);
        }
    TK_EQ_INT(zero_move_unpack(&m[45]).kind, ZERO_MOVE_KNOCK);
    tk_free(g, s);
}

/* Greedy in all three seats from seed 3: its first 30 moves and the result. */
static void greedy_game_is_pinned(const tb_options *o)
{
    static const char want[] =
        "swap b8 b5;swap p5 r1;swap p6 o5;swap g7 p5;swap r1 p6;swap o3 g7;swap p4 r1;knock;"
        "knock;swap p3 k1;swap r2 p3;swap o3 y1;swap g6 g3;swap k8 o6;swap b2 k8;swap b4 o3;"
        "swap y2 b4;knock;swap r2 y2;swap r1 k6;swap o5 r1;swap y2 o5;swap r7 g6;swap g5 y2;"
        "swap p8 g5;swap o7 b2;swap y2 p8;swap g8 y2;knock;swap r1 g8;";
    static const int want_score[3][3] = {{16, 8, 11}, {4, 12, 1}, {16, 5, 3}};
    char got[sizeof want + 64] = "", buf[64], err[TB_ERR_MAX];
    tb_state *s = tk_new(g, o, 3, 3, NULL);
    tb_rng r;
    tb_outcome out;
    int moves = 0;
    tk_host()->rng_seed(&r, 1);
    while (g->to_move(s) >= 0 && moves < 5000) {
        tb_move m;
        if (g->bot_move(s, 0, &r, &m) != 0) {
            TK_CHECK(!"greedy finds a move");
            break;
        }
        if (moves++ < 30) {
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
    TK_EQ_INT(out.turns, 39);
    TK_EQ_INT(out.rounds, 3);
    for (int rd = 0; rd < 3; rd++)
        for (int p = 0; p < 3; p++)
            TK_EQ_INT(out.score[rd][p], want_score[rd][p]);
    tk_free(g, s);
}

int main(void)
{
    g = tk_plugin("zero");
    tb_options *o = tk_options(g, NULL);
    random_games_list_prefixes(o);
    list_order(o);
    greedy_game_is_pinned(o);
    tk_options_free(o);
    return tk_done();
}
