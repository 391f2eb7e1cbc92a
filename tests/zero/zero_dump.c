/*
 * zero_dump.c — plays seeded bot games and prints one JSON object per line:
 * {"seed": S, "players": P, "group_size": 5, "totals": [...],
 *  "rounds_detail": [...]} — for rescore.py, which checks every round with
 * an independent scorer.  Usage: zero_dump GAMES [FIRST_SEED]
 */
#include "zt.h"

/* Static, so the loaded plugin stays reachable (the kit keeps it loaded). */
static const tb_game *g;

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 50;
    uint64_t first = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    g = tk_plugin("zero");
    tb_options *o = tk_options(g, NULL);
    for (int k = 0; k < games; k++) {
        uint64_t seed = first + (uint64_t)k;
        int players = 3 + (int)(seed % 3);
        tb_state *s = tk_new(g, o, players, seed, NULL);
        tb_rng r;
        tk_host()->rng_seed(&r, seed);
        size_t bound = g->move_bound(s), moves = 0;
        while (g->to_move(s) >= 0 && moves++ <= bound) {
            tb_move m;
            char err[TB_ERR_MAX];
            int kind = (int)((seed >> g->to_move(s)) & 1) ? ZT_GREEDY : ZT_RANDOM;
            if (zt_bot_move(g, s, kind, &r, &m) != 0 || g->apply(s, &m, err) != 0) {
                fprintf(stderr, "seed %llu: a bot's move was refused\n", (unsigned long long)seed);
                return 1;
            }
        }
        tb_outcome out;
        tk_outcome(g, s, &out);
        printf("{\"seed\": %llu, \"players\": %d, \"group_size\": 5, \"over\": %d, \"totals\": [",
               (unsigned long long)seed, players, out.over);
        for (int p = 0; p < players; p++) {
            long t = 0;
            for (int rd = 0; rd < out.rounds; rd++)
                t += out.score[rd][p];
            printf("%s%ld", p ? ", " : "", t);
        }
        printf("], \"rounds_detail\": [");
        for (int rd = 1; rd <= out.rounds; rd++) {
            char *d = tk_detail(g, s, rd);
            printf("%s%s", rd > 1 ? ", " : "", d);
            free(d);
        }
        printf("]}\n");
        tk_free(g, s);
    }
    tk_options_free(o);
    return 0;
}
