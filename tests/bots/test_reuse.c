/*
 * test_reuse.c — ismcts with reuse=1 keeps the subtree of the move it played
 * only when that is sound.  Along a seeded game of one plugin (argv[1],
 * two seats, argv[2] decisions) with ismcts at seat 1 (reuse=1, settle=0,
 * so every decision brings the root to the whole budget) and the plugin's
 * bot at seat 2:
 *   - a decision straight after the seat's own move runs fewer iterations
 *     than the budget when that move revealed nothing ("draw" in Crazy
 *     Eights and "draw deck" in Absolute show the card drawn), and the
 *     whole budget otherwise;
 *   - some decision of the game reused a subtree (or the option would be
 *     doing nothing), or none at all with "none" as argv[3]: in Crazy
 *     Eights a play ends the turn and a draw reveals a card;
 *   - a second context from the same seeds makes the same moves (the bot is
 *     a function of its seed).
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
    if (argc < 3) {
        fprintf(stderr, "usage: %s PLUGIN DECISIONS [none]\n", argv[0]);
        return 2;
    }
    const tb_game *g = tk_plugin(argv[1]);
    int max_decisions = atoi(argv[2]);
    const char *none[] = {NULL};
    tb_options *o = tk_options(g, none);
    tb_ismcts_opts io;
    tb_ismcts_defaults(g, &io);
    io.iterations = BUDGET;
    io.settle = 0;
    io.reuse = 1;
    char err[256];
    tb_ismcts *t = tb_ismcts_new(g, 2, &io, err, sizeof err);
    tb_ismcts *twin = tb_ismcts_new(g, 2, &io, err, sizeof err);
    tk_check(t && twin, __FILE__, __LINE__, err);
    tb_state *s = tk_new(g, o, 2, 7, NULL);
    tb_rng r, r2, play;
    tb_rng_seed(&r, 21);
    r2 = r;
    tb_rng_seed(&play, 11);
    int decisions = 0, reused = 0, last_own = 0, revealed = 0;
    char why[TB_ERR_MAX], text[256];
    while (t && twin && g->to_move(s) >= 0 && decisions < max_decisions) {
        tb_move m, m2;
        memset(&m, 0, sizeof m);
        memset(&m2, 0, sizeof m2);
        int own = g->to_move(s) == 0;
        if (own) {
            tk_check(tb_ismcts_choose(t, s, &r, &m) == 0, __FILE__, __LINE__, "search");
            tk_check(tb_ismcts_choose(twin, s, &r2, &m2) == 0, __FILE__, __LINE__, "twin");
            tk_check(memcmp(&m, &m2, sizeof m) == 0, __FILE__, __LINE__,
                     "the same seeds give the same move");
            long ran = tb_ismcts_last_iterations(t);
            if (ran > 0) {
                char what[300];
                snprintf(what, sizeof what, "decision %d after %s", decisions,
                         last_own ? (revealed ? "a draw" : "its own move") : "another seat");
                if (last_own && !revealed)
                    tk_check(ran < BUDGET, __FILE__, __LINE__, what);
                else
                    tk_check_int(ran, BUDGET, __FILE__, __LINE__, what);
                reused += ran < BUDGET;
                decisions++;
            }
            g->format_move(s, &m, text, sizeof text);
            /* The moves that show the seat a card from the stock. */
            revealed = strcmp(text, "draw") == 0 || strcmp(text, "draw deck") == 0;
        } else {
            int bot = io.rollout_bot >= 0 ? io.rollout_bot : 0;
            tk_check(g->bot_move(s, bot, &play, &m) == 0, __FILE__, __LINE__, "bot");
        }
        /* A decision with one legal move runs no search and keeps nothing:
         * the one after it starts afresh too. */
        last_own = own && tb_ismcts_last_iterations(t) > 0;
        if (g->apply(s, &m, why) != 0)
            break;
    }
    if (argc > 3 && strcmp(argv[3], "none") == 0)
        tk_check_int(reused, 0, __FILE__, __LINE__, "no decision reused a subtree");
    else
        tk_check(reused > 0, __FILE__, __LINE__, "some decision reused a subtree");
    printf("%s: %d decisions, %d reused a subtree\n", argv[1], decisions, reused);
    tk_free(g, s);
    tb_ismcts_free(t);
    tb_ismcts_free(twin);
    tk_options_free(o);
    return tk_done();
}
