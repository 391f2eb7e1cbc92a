/*
 * test_lists.c — the move list under every buffer size.
 *
 * legal_moves() writes at most cap moves and returns the full count: for
 * every cap from 0 to the count, what it writes must be exactly the first
 * moves of the full list, and nothing past cap may be touched.  Seeded
 * random games at 2, 3 and 4 players check it in every state they reach.
 */
#include "et.h"

#define LIST_MAX 256

int main(void)
{
    const tb_game *g = tk_plugin("eights");
    tb_options *o = tk_options(g, NULL);
    int bad = 0, states = 0;
    for (int players = 2; players <= 4; players++) {
        tb_state *s = tk_new(g, o, players, (uint64_t)players, NULL);
        tb_move m[LIST_MAX];
        tb_rng r;
        char err[TB_ERR_MAX];
        tk_host()->rng_seed(&r, (uint64_t)players);
        while (g->to_move(s) >= 0) {
            size_t n = g->legal_moves(s, m, LIST_MAX);
            states++;
            bad += !tk_list_prefixes_ok(g, s, LIST_MAX);
            if (n == 0 || n > LIST_MAX ||
                g->apply(s, &m[tk_host()->rng_below(&r, (uint32_t)n)], err) != 0) {
                TK_CHECK(!"a listed move is accepted");
                break;
            }
        }
        tk_free(g, s);
    }
    TK_CHECK(states > 300);
    TK_EQ_INT(bad, 0);
    tk_options_free(o);
    return tk_done();
}
