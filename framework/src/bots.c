/*
 * bots.c — the host's generic bots, which play any game from legal_moves
 * alone.  `random` picks uniformly among the legal moves with the seat's own
 * seeded stream: the baseline every plugin's bots are measured against.
 */
#include <stdlib.h>
#include <string.h>

#include "match.h"
#include "services.h"

int tb_host_bot_known(const char *name)
{
    return strcmp(name, "random") == 0;
}

int tb_host_bot_choose(const char *name, const tb_game *g, const tb_state *s, tb_rng *r,
                       tb_move *out)
{
    if (strcmp(name, "random") != 0)
        return -1;
    tb_move *mv;
    size_t n = tb_legal_moves(g, s, &mv);
    if (n == 0) {
        free(mv);
        return -1;
    }
    *out = mv[tb_rng_below(r, (uint32_t)n)];
    free(mv);
    return 0;
}
