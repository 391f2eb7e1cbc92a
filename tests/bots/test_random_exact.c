/*
 * test_random_exact.c — a shipped plugin's random_move() is exactly the
 * listed pick: at every state of seeded random games, the move is
 * legal_moves()'s k-th for k = rng_below(count), and the generator is left
 * where that one draw leaves it.
 *
 * `tabula check` holds the hook only to the ABI's contract (a listed move,
 * repeatable, uniform).  The shipped plugins promise more, since seeded
 * results and pinned transcripts depend on it: a random seat plays the game
 * the list would have played.  Zero and Face to Face find the k-th move
 * from counts of their own, which must keep legal_moves()'s order; this is
 * where a drift between the two shows.
 *
 * Usage: bots_test_random_exact PLUGIN PLAYERS
 */
#include <stdlib.h>
#include <string.h>

#include "tk.h"

#define LIST_MAX 4096

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: bots_test_random_exact PLUGIN PLAYERS\n");
        return 2;
    }
    const tb_game *g = tk_plugin(argv[1]);
    const tb_host *h = tk_host();
    tb_options *o = tk_options(g, NULL);
    tb_move *list = calloc(LIST_MAX, sizeof *list);
    int states = 0, bad = 0;
    TK_CHECK(g->random_move != NULL);
    for (uint64_t seed = 1; g->random_move && list && seed <= 4; seed++) {
        tb_state *s = tk_new(g, o, atoi(argv[2]), seed, NULL);
        tb_rng r;
        h->rng_seed(&r, seed);
        while (g->to_move(s) >= 0) {
            size_t n = g->legal_moves(s, list, LIST_MAX);
            tb_rng listed = r;
            tb_move pick;
            char err[TB_ERR_MAX];
            memset(&pick, 0, sizeof pick);
            if (n == 0 || n > LIST_MAX || g->random_move(s, &r, &pick) != 0) {
                TK_CHECK(!"a live state has a listed move and a pick");
                break;
            }
            const tb_move *want = &list[h->rng_below(&listed, (uint32_t)n)];
            states++;
            bad += memcmp(&pick, want, sizeof pick) != 0 || memcmp(&r, &listed, sizeof r) != 0;
            if (g->apply(s, &pick, err) != 0) {
                TK_CHECK(!"the pick is accepted");
                break;
            }
        }
        tk_free(g, s);
    }
    TK_CHECK(states > 300);
    TK_EQ_INT(bad, 0);
    free(list);
    tk_options_free(o);
    return tk_done();
}
