/*
 * test_novice.c — how easy errs: along a seeded game of one plugin (argv[1],
 * players argv[2], the first DECISIONS decisions with a choice, argv[3];
 * "key=value" options after), novice with mistakes=0 plays the game's own
 * bot's move at every decision, and with mistakes=1 a legal move that is
 * never that obvious move wherever there are three moves or more (one of the
 * moves a look-ahead ranks below its best, not the best nor the obvious one).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "legal.h"
#include "novice.h"
#include "services.h"
#include "tk.h"

static int default_bot(const tb_game *g)
{
    int bot = 0;
    for (int i = 0; g->bots && g->bots[i]; i++)
        if (g->default_bot && strcmp(g->bots[i], g->default_bot) == 0)
            bot = i;
    return bot;
}

static int in_list(const tb_move *m, const tb_move *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (memcmp(m, &list[i], sizeof *m) == 0)
            return 1;
    return 0;
}

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
    tb_novice_opts never = {.mistakes = 0, .top = 3, .samples = 2};
    tb_novice_opts always = {.mistakes = 1, .top = 3, .samples = 2};
    tb_state *s = tk_new(g, o, players, 5, NULL);
    tb_rng play;
    tb_rng_seed(&play, 17);
    tb_movebuf buf = {0};
    int bot = default_bot(g), decisions = 0, wide = 0;
    char why[TB_ERR_MAX];
    while (g->to_move(s) >= 0 && decisions < max_decisions) {
        tb_move *legal;
        size_t n = tb_legal_moves(g, s, &legal);
        if (n > 1) {
            tb_rng r0, r1, rb;
            tb_rng_seed(&rb, 500 + (uint64_t)decisions);
            r0 = r1 = rb;
            tb_move obvious, m0, m1;
            memset(&obvious, 0, sizeof obvious);
            memset(&m0, 0, sizeof m0);
            memset(&m1, 0, sizeof m1);
            /* The obvious move: the game's own bot from the same stream. */
            tk_check(g->bot_move(s, bot, &rb, &obvious) == 0, __FILE__, __LINE__, "own bot");
            tk_check(tb_novice_choose(g, players, &never, s, &r0, &buf, &m0) == 0, __FILE__,
                     __LINE__, "novice, no mistakes");
            tk_check(tb_novice_choose(g, players, &always, s, &r1, &buf, &m1) == 0, __FILE__,
                     __LINE__, "novice, always a mistake");
            char a[256], b[256], what[600];
            g->format_move(s, &obvious, a, sizeof a);
            g->format_move(s, &m1, b, sizeof b);
            snprintf(what, sizeof what, "decision %d (%zu moves): obvious %s, mistake %s",
                     decisions, n, a, b);
            tk_check(memcmp(&m0, &obvious, sizeof m0) == 0, __FILE__, __LINE__,
                     "mistakes=0 plays the game's own bot's move");
            tk_check(in_list(&m1, legal, n), __FILE__, __LINE__, what);
            if (n >= 3) {
                tk_check(memcmp(&m1, &obvious, sizeof m1) != 0, __FILE__, __LINE__, what);
                wide++;
            }
            decisions++;
        }
        free(legal);
        /* The game goes on with the plugin's own bot. */
        tb_move m;
        memset(&m, 0, sizeof m);
        if (g->bot_move(s, bot, &play, &m) != 0 || g->apply(s, &m, why) != 0)
            break;
    }
    tk_check(wide > 0, __FILE__, __LINE__, "some decision had three moves or more");
    printf("%s: %d decisions, %d with three moves or more\n", argv[1], decisions, wide);
    tb_movebuf_free(&buf);
    tk_free(g, s);
    tk_options_free(o);
    return tk_done();
}
