/*
 * test_greedy.c — the greedy bot against two random bots in 3-player games:
 * over 300 seeded games it must have the lowest total (alone) in at least
 * 60% of them.  Greedy's seat turns with the seed so no seat is favoured.
 */
#include "zt.h"

/* Static, so the loaded plugin stays reachable (the kit keeps it loaded). */
static const tb_game *g;

int main(void)
{
    g = tk_plugin("zero");
    tb_options *o = tk_options(g, NULL);
    const int games = 300;
    int lowest = 0, shared = 0;
    long greedy_sum = 0, random_sum = 0;
    for (int game = 0; game < games; game++) {
        uint64_t seed = 1000 + (uint64_t)game;
        int greedy = game % 3;
        tb_state *s = tk_new(g, o, 3, seed, NULL);
        tb_rng r;
        tk_host()->rng_seed(&r, seed);
        size_t bound = g->move_bound(s), moves = 0;
        while (g->to_move(s) >= 0 && moves++ <= bound) {
            tb_move m;
            char err[TB_ERR_MAX];
            int kind = g->to_move(s) == greedy ? ZT_GREEDY : ZT_RANDOM;
            if (zt_bot_move(g, s, kind, &r, &m) != 0 || g->apply(s, &m, err) != 0) {
                TK_CHECK(!"a bot's move is accepted");
                break;
            }
        }
        tb_outcome out;
        tk_outcome(g, s, &out);
        long total[3] = {0, 0, 0};
        for (int rd = 0; rd < out.rounds; rd++)
            for (int p = 0; p < 3; p++)
                total[p] += out.score[rd][p];
        int best = 1, tie = 0;
        for (int p = 0; p < 3; p++) {
            if (p == greedy)
                continue;
            if (total[p] < total[greedy])
                best = 0;
            else if (total[p] == total[greedy])
                tie = 1;
            random_sum += total[p];
        }
        greedy_sum += total[greedy];
        lowest += best && !tie;
        shared += best && tie;
        tk_free(g, s);
    }
    printf("greedy lowest alone in %d of %d games (%.1f%%), shared in %d; "
           "mean totals greedy %.1f, random %.1f\n",
           lowest, games, 100.0 * lowest / games, shared, (double)greedy_sum / games,
           (double)random_sum / (2.0 * games));
    TK_CHECK(lowest * 100 >= 60 * games);
    tk_options_free(o);
    return tk_done();
}
