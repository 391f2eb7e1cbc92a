/*
 * test_standings.c — a game that sets scores_by_round (ABI 1.7) gives the
 * same sim report whether sim reads its standings at every turn or only at
 * a game's start and end: each shipped game that sets it, played with its
 * descriptor and with a copy that clears the flag, on the same seeds.  The
 * balance lab's measures (leaders at 1/3 and 2/3, lead changes, margins)
 * come out the same to the last game.
 */
#include <string.h>

#include "sim.h"
#include "tk.h"

static void run_sim(const tb_game *g, const tb_options *o, int players, long games, tb_sim *s)
{
    memset(s, 0, sizeof *s);
    s->setup.game = g;
    s->setup.game_name = g->name;
    s->setup.options = o;
    s->setup.players = players;
    s->setup.seed = 7;
    for (int k = 0; k < players; k++)
        s->setup.seat_spec[k] = k == 0 ? "random" : NULL; /* the game's bot elsewhere */
    s->games = games;
    s->jobs = 1;
    tb_sim_run(s);
    TK_EQ_STR(s->error, "");
}

static void same_report(const char *plugin, int players, const char *const *sets, long games)
{
    const tb_game *g = tk_plugin(plugin);
    TK_CHECK(g->scores_by_round);
    tb_game every_turn = *g;
    every_turn.scores_by_round = 0;
    tb_options *o = tk_options(g, sets);
    tb_sim a, b;
    run_sim(g, o, players, games, &a);
    run_sim(&every_turn, o, players, games, &b);
    const tb_sim_stats *x = &a.stats, *y = &b.stats;
    TK_EQ_INT(x->games, games);
    TK_EQ_INT(y->games, games);
    for (int k = 0; k < players; k++) {
        TK_EQ_INT(x->wins[k], y->wins[k]);
        TK_EQ_INT(x->sum[k], y->sum[k]);
    }
    TK_EQ_INT(x->turns_sum, y->turns_sum);
    TK_EQ_INT(x->moves_sum, y->moves_sum);
    TK_EQ_INT(x->first_wins, y->first_wins);
    TK_EQ_INT(x->first_games, y->first_games);
    TK_EQ_INT(x->last_wins, y->last_wins);
    TK_EQ_INT(x->last_games, y->last_games);
    TK_EQ_INT(x->leader_third_games, y->leader_third_games);
    TK_EQ_INT(x->leader_third_wins, y->leader_third_wins);
    TK_EQ_INT(x->leader_two_thirds_games, y->leader_two_thirds_games);
    TK_EQ_INT(x->leader_two_thirds_wins, y->leader_two_thirds_wins);
    TK_EQ_INT(x->lead_changes_sum, y->lead_changes_sum);
    TK_EQ_INT(x->margin_sum, y->margin_sum);
    TK_EQ_INT(x->margin_sumsq, y->margin_sumsq);
    TK_EQ_INT(x->ties, y->ties);
    tb_sim_free(&a);
    tb_sim_free(&b);
    tk_options_free(o);
}

int main(void)
{
    /* Several rounds (measured by rounds) and one round (measured by
     * turns, where a skipped read could have moved a checkpoint). */
    same_report("zero", 3, NULL, 200);
    same_report("zero", 2, (const char *const[]){"min_players=2", NULL}, 200);
    same_report("eights", 2, NULL, 300);
    same_report("eights", 3, (const char *const[]){"rounds=3", NULL}, 200);
    same_report("absolute", 2, (const char *const[]){"rounds=1", NULL}, 60);
    same_report("absolute", 3, NULL, 30);
    /* Face to Face's standings change every turn: it must not set the flag. */
    TK_CHECK(!tk_plugin("face-to-face")->scores_by_round);
    return tk_done();
}
