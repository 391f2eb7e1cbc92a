/* bot.c — placeholder, replaced below */
#include <stdlib.h>
#include "absolute.h"
int ab_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    (void)bot; (void)r;
    size_t n = ab_legal_moves(s, out, 1);
    return n ? 0 : -1;
}
