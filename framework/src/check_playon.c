/*
 * check_playon.c — a determinization played on by the game's own rules.
 *
 * The leak checks compare views and the census: they cannot see a state
 * that looks right and is wrong inside — a derived field the redeal left
 * stale (a hand's bit set, a count, who knows which card), a card of one
 * kind dealt where only another kind may lie.  The search bot plays such
 * states on in every rollout, where a listed move refused, a game that
 * never ends or a crash is what shows.  So the check plays them on too:
 * every move listed, one drawn, and applied through apply(), which judges it.
 */
#include "check_playon.h"

#include <stdio.h>
#include <string.h>

#include "rng.h"
#include "services.h"

int tb_check_play_on(const tb_game *g, tb_state *d, long played, size_t bound, long limit,
                     uint64_t seed, tb_movebuf *buf, long *moves, char *why, size_t cap)
{
    tb_rng rng;
    tb_rng_seed(&rng, seed);
    *moves = 0;
    for (long k = 1; limit < 0 || k <= limit; k++) {
        if (g->to_move(d) < 0)
            return 0;
        if ((size_t)(played + k) > bound) {
            snprintf(why, cap, "it is still going after the game's bound of %zu moves", bound);
            return -1;
        }
        size_t n = tb_movebuf_fill(buf, g, d);
        if (n == 0) {
            snprintf(why, cap, "at its move %ld, no legal move, yet the game is not over", k);
            return -1;
        }
        const tb_move *m = &buf->m[tb_rng_below(&rng, (uint32_t)n)];
        char err[TB_ERR_MAX] = "";
        if (g->apply(d, m, err) != 0) {
            char text[TB_MOVE_TEXT_MAX] = "";
            g->format_move(d, m, text, sizeof text);
            snprintf(why, cap, "at its move %ld, listed move \"%s\" is refused by apply: %s", k,
                     text, err[0] ? err : "(no reason)");
            return -1;
        }
        *moves = k;
    }
    return 0;
}
