/*
 * bots.c — the host's generic bots, which play any game from legal_moves
 * alone.  `random` picks uniformly among the legal moves with the seat's own
 * seeded stream: the baseline every plugin's bots are measured against.
 */
#include <stdlib.h>
#include <string.h>

#include "legal.h"
#include "match.h"
#include "services.h"

int tb_host_bot_known(const char *name)
{
    return strcmp(name, "random") == 0;
}

int tb_bot_random(const tb_game *g, const tb_state *s, tb_rng *r, tb_movebuf *buf, tb_move *out)
{
    tb_move tmp;
    const tb_move *pick = tb_bot_random_pick(g, s, r, buf, &tmp);
    if (!pick)
        return -1;
    *out = *pick;
    return 0;
}

int tb_host_bot_pick(const char *name, const tb_game *g, const tb_state *s, tb_rng *r,
                     tb_movebuf *buf, tb_move *out)
{
    if (strcmp(name, "random") != 0)
        return -1;
    return tb_bot_random(g, s, r, buf, out);
}

int tb_host_bot_choose(const char *name, const tb_game *g, const tb_state *s, tb_rng *r,
                       tb_move *out)
{
    tb_movebuf buf = {0};
    int rc = tb_host_bot_pick(name, g, s, r, &buf, out);
    tb_movebuf_free(&buf);
    return rc;
}
