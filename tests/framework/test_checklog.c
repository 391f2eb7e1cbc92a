/*
 * test_checklog.c — the conformance check's information-set pairs see the
 * whole of a game of several rounds.  The pairs deal the game again from
 * the deals the match's table logged; every copy the check plays on (a
 * listed move tried on a clone, a probe, a determinization played on, the
 * twin that follows by text) deals its next round through that same table,
 * and those deals must not enter the log, or the replay is handed a copy's
 * deal, misses the game's state, and no pair is built from then on.  Zero
 * at three to five seats deals a round per seat: every position the pairs
 * are built at must replay.
 */
#include "check.h"
#include "tk.h"

int main(void)
{
    const tb_game *g = tk_plugin("zero");
    tb_options *o = tk_options(g, NULL);
    tb_check c = {.game = g, .options = o, .games = 6, .seed = 1};
    TK_EQ_INT(tb_check_run(&c), 0);
    TK_CHECK(c.infoset_pairs > 0);
    TK_EQ_INT(c.infoset_unreplayed, 0); /* the log once held copies' deals: 3 missed here */
    tk_options_free(o);
    return tk_done();
}
