/*
 * test_settle.c — stopping a search once its move is settled never changes
 * the move: along a seeded game of one plugin (argv[1], players argv[2],
 * optional "key=value" options after argv[3]), at every decision with more than
 * one legal move (the first DECISIONS of them, argv[3]), ismcts with settle=1 and with settle=0 from the same rng
 * state must choose the same move; the full search must have run its whole
 * budget, and the settled one no more, and at least one decision of the game
 * must have stopped early (or the option would be doing nothing).
 * A fractional settle (0.2) stops at the first check where the lead passes a
 * fifth of what is left: from the same rng it sees the same tree as the exact
 * rule until then, so it never runs more iterations than settle=1, and it
 * must run fewer at some decision of the game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "botspec.h"
#include "ismcts.h"
#include "services.h"
#include "tk.h"

#define BUDGET 200

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: %s PLUGIN PLAYERS DECISIONS [key=value...]\n", argv[0]);
        return 2;
    }
    const tb_game *g = tk_plugin(argv[1]);
    int players = atoi(argv[2]), max_decisions = atoi(argv[3]);
    /* The key=value options after them: argv ends in NULL, as tk_options wants. */
    tb_options *o = tk_options(g, (const char *const *)argv + 4);
    tb_ismcts_opts full, settled, loose;
    tb_ismcts_defaults(g, &full);
    full.iterations = BUDGET;
    full.settle = 0;
    full.reuse = 0; /* every decision starts afresh: the budgets compare */
    settled = full;
    settled.settle = 1;
    loose = full;
    loose.settle = 0.2;
    char err[256];
    tb_ismcts *tf = tb_ismcts_new(g, players, &full, err, sizeof err);
    tb_ismcts *ts = tb_ismcts_new(g, players, &settled, err, sizeof err);
    tb_ismcts *tl = tb_ismcts_new(g, players, &loose, err, sizeof err);
    tk_check(tf && ts && tl, __FILE__, __LINE__, err);
    tb_state *s = tk_new(g, o, players, 7, NULL);
    tb_rng play;
    tb_rng_seed(&play, 11);
    int decisions = 0, early = 0, earlier = 0;
    char why[TB_ERR_MAX];
    while (tf && ts && tl && g->to_move(s) >= 0 && decisions < max_decisions) {
        tb_move mf, ms;
        memset(&mf, 0, sizeof mf);
        memset(&ms, 0, sizeof ms);
        tb_rng rf, rs, rl;
        tb_rng_seed(&rf, 1000 + (uint64_t)decisions);
        rs = rf;
        rl = rf;
        tk_check(tb_ismcts_choose(tf, s, &rf, &mf) == 0, __FILE__, __LINE__, "full search");
        tk_check(tb_ismcts_choose(ts, s, &rs, &ms) == 0, __FILE__, __LINE__, "settled search");
        tb_move ml;
        memset(&ml, 0, sizeof ml);
        tk_check(tb_ismcts_choose(tl, s, &rl, &ml) == 0, __FILE__, __LINE__, "loose search");
        long exact = tb_ismcts_last_iterations(ts), cut = tb_ismcts_last_iterations(tl);
        tk_check(cut <= exact, __FILE__, __LINE__,
                 "settle=0.2 runs no more iterations than settle=1");
        earlier += cut < exact;
        if (tb_ismcts_last_iterations(tf) > 0) {
            char a[256], b[256], what[600];
            g->format_move(s, &mf, a, sizeof a);
            g->format_move(s, &ms, b, sizeof b);
            snprintf(what, sizeof what, "decision %d: full search %s, settled %s", decisions, a,
                     b);
            tk_check(memcmp(&mf, &ms, sizeof mf) == 0, __FILE__, __LINE__, what);
            tk_check_int(tb_ismcts_last_iterations(tf), BUDGET, __FILE__, __LINE__,
                         "the full search runs its budget");
            tk_check(tb_ismcts_last_iterations(ts) <= BUDGET, __FILE__, __LINE__,
                     "the settled search runs no more than its budget");
            early += tb_ismcts_last_iterations(ts) < BUDGET;
            decisions++;
        }
        /* The game goes on with the plugin's bot, so both searches always
         * see the same positions. */
        tb_move m;
        memset(&m, 0, sizeof m);
        int bot = full.rollout_bot >= 0 ? full.rollout_bot : 0;
        if (g->bot_move(s, bot, &play, &m) != 0 || g->apply(s, &m, why) != 0)
            break;
    }
    tk_check(decisions > 0, __FILE__, __LINE__, "some decision had a choice");
    tk_check(early > 0, __FILE__, __LINE__, "some search stopped early");
    tk_check(earlier > 0, __FILE__, __LINE__, "settle=0.2 stopped before settle=1 somewhere");
    printf("%s: %d decisions, %d settled early, %d earlier at settle=0.2\n", argv[1], decisions,
           early, earlier);
    tk_free(g, s);
    tb_ismcts_free(tf);
    tb_ismcts_free(ts);
    tb_ismcts_free(tl);
    tk_options_free(o);
    return tk_done();
}
