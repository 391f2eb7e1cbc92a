/*
 * hint.c — a hint for the person to move: what ismcts at the game's defaults would
 * play.  The search starts from determinize() of the seat to move, so the
 * hint is computed from what that seat can see, never from the real hidden
 * cards.  Its rng is derived from the match seed and the move number: the
 * same position of the same game gives the same hint, and asking for one
 * never shifts any seat's own stream.
 */
#include <stdio.h>
#include <string.h>

#include "botspec.h"
#include "i18n.h"
#include "ismcts.h"
#include "match.h"
#include "services.h"

#define HINT_STREAM 0x68696e74ull /* "hint": apart from the seats' streams (1..8) */

int tb_match_hint(const tb_match *m, char *text, size_t cap, char *err, size_t errlen)
{
    if (tb_match_to_move(m) < 0) {
        snprintf(err, errlen, _("the game is over"));
        return -1;
    }
    tb_ismcts_opts o;
    tb_botspec_game_defaults(m->options, &o);
    tb_ismcts *t = tb_ismcts_new(m->game, m->players, &o, err, errlen);
    if (!t)
        return -1;
    tb_ismcts_stop_on(t, m->stop); /* Ctrl-C gives a long think up, as a bot's */
    tb_rng r;
    tb_rng_seed(&r, tb_rng_derive(tb_rng_derive(m->seed, HINT_STREAM), (uint64_t)m->n_moves));
    tb_move mv;
    memset(&mv, 0, sizeof mv);
    int rc = tb_ismcts_choose(t, m->state, &r, &mv);
    tb_ismcts_free(t);
    if (rc != 0) {
        snprintf(err, errlen, _("no move to suggest"));
        return -1;
    }
    m->game->format_move(m->state, &mv, text, cap);
    return 0;
}
