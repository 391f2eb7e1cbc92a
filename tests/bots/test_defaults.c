/*
 * test_defaults.c — where ismcts's settings come from: the host's defaults,
 * then the game's own search_options (ABI 1.4; Absolute rolls out with its
 * quick bot at 300 iterations), then the seat's spec, each overriding the
 * one before; and the refusal a bad options list gets (infer= where the
 * host cannot read the game's deals among them).
 */
#include <string.h>

#include "botspec.h"
#include "tk.h"

static int bot_index(const tb_game *g, const char *name)
{
    for (int i = 0; g->bots && g->bots[i]; i++)
        if (strcmp(g->bots[i], name) == 0)
            return i;
    return -2;
}

/* A determinize of the game's own (its body does not matter here). */
static tb_state *own_determinize(const tb_state *s, int seat, tb_rng *r)
{
    (void)s, (void)seat, (void)r;
    return NULL;
}

int main(void)
{
    const tb_game *ab = tk_plugin("absolute"), *zero = tk_plugin("zero");
    tb_ismcts_opts o;
    char err[256] = "";

    /* Zero declares a smaller exploration constant and the rank reward:
     * the rest is the host's defaults, greedy rollouts. */
    TK_EQ_STR(zero->search_options, "c=0.3,reward=rank");
    tb_ismcts_defaults(zero, &o);
    TK_CHECK(o.c == 0.3);
    TK_EQ_INT(o.rank_reward, 1);
    TK_EQ_INT(o.iterations, 500);
    TK_EQ_INT(o.rollout_bot, bot_index(zero, "greedy"));
    TK_EQ_INT(o.cutoff, 1);
    TK_CHECK(o.settle == 1);
    TK_EQ_INT(o.reuse, 0);
    TK_EQ_INT(o.infer, 0);

    /* Absolute's own starting point: its quick bot, a smaller budget; the
     * rest stays the host's. */
    TK_EQ_STR(ab->search_options, "rollout=quick,iterations=300,settle=0.3,reuse=1");
    tb_ismcts_defaults(ab, &o);
    TK_EQ_INT(o.iterations, 300);
    TK_EQ_INT(o.rollout_bot, bot_index(ab, "quick"));
    TK_CHECK(o.rollout_bot >= 0);
    TK_EQ_INT(o.cutoff, 1);
    TK_EQ_INT(o.guide, 1);
    TK_CHECK(o.settle == 0.3);
    TK_EQ_INT(o.reuse, 1);
    TK_EQ_INT(o.depth, 0);

    /* A seat's options win over the game's, item by item. */
    TK_EQ_INT(tb_botspec_ismcts(ab, "ismcts:iterations=40", &o, err, sizeof err), 0);
    TK_EQ_INT(o.iterations, 40);
    TK_EQ_INT(o.rollout_bot, bot_index(ab, "quick"));
    TK_EQ_INT(tb_botspec_ismcts(ab, "ismcts:rollout=greedy", &o, err, sizeof err), 0);
    TK_EQ_INT(o.iterations, 300);
    TK_EQ_INT(o.rollout_bot, bot_index(ab, "greedy"));
    TK_EQ_INT(tb_botspec_ismcts(ab, "ismcts:rollout=random", &o, err, sizeof err), 0);
    TK_EQ_INT(o.rollout_bot, -1);

    /* The options that shorten a search: a fraction of the iterations
     * left, tree reuse, a rollout's length. */
    TK_EQ_INT(tb_botspec_ismcts(zero, "ismcts:settle=0.25,reuse=1,depth=12", &o, err, sizeof err),
              0);
    TK_CHECK(o.settle == 0.25);
    TK_EQ_INT(o.reuse, 1);
    TK_EQ_INT(o.depth, 12);
    TK_EQ_INT(tb_botspec_options(zero, "reuse=2", &o, err, sizeof err), -1);
    TK_EQ_STR(err, "ismcts option \"reuse=2\": reuse must be 0 or 1");
    TK_EQ_INT(tb_botspec_options(zero, "depth=-1", &o, err, sizeof err), -1);
    TK_EQ_STR(err, "ismcts option \"depth=-1\": depth must be a whole number of moves from 0 "
                   "(no limit) to 100000");

    /* Reading the opponents' moves: only where the host deals the hidden
     * cards from the game's pile table (Crazy Eights, not Zero). */
    const tb_game *eights = tk_plugin("eights");
    TK_EQ_INT(tb_botspec_ismcts(eights, "ismcts:infer=3", &o, err, sizeof err), 0);
    TK_EQ_INT(o.infer, 3);
    TK_EQ_INT(tb_botspec_options(eights, "infer=9", &o, err, sizeof err), -1);
    TK_EQ_STR(err, "ismcts option \"infer=9\": infer must be a whole number of own moves from 0 "
                   "(none) to 8");
    TK_EQ_INT(tb_botspec_options(zero, "infer=0", &o, err, sizeof err), 0);
    TK_EQ_INT(tb_botspec_options(zero, "infer=1", &o, err, sizeof err), -1);
    TK_EQ_STR(err, "ismcts option \"infer=1\": infer needs a game whose hidden cards the host "
                   "deals from its pile table");
    /* A pile table is not enough: a game that writes its own determinize
     * (to keep apart cards the host would pool) is refused too, since the
     * chain redeals with the host's pile operations, not with the hook. */
    tb_game own = *eights;
    own.determinize = own_determinize;
    TK_EQ_INT(tb_botspec_options(&own, "infer=1", &o, err, sizeof err), -1);
    TK_EQ_STR(err, "ismcts option \"infer=1\": infer needs a game whose hidden cards the host "
                   "deals from its pile table");

    /* An options list alone is refused as a spec's would be. */
    TK_EQ_INT(tb_botspec_options(zero, "iterations=0", &o, err, sizeof err), -1);
    TK_EQ_STR(err, "ismcts option \"iterations=0\": iterations must be a whole number from 1 "
                   "to 200000");
    TK_EQ_INT(tb_botspec_options(zero, "rollout=quick", &o, err, sizeof err), -1);
    TK_EQ_STR(err, "ismcts option \"rollout=quick\": rollout must be one of random, greedy");
    return tk_done();
}
