/*
 * test_view.c — hidden information.  The opponent's hand and both draw piles
 * are hidden: a view must not change when determinize() redeals exactly
 * those cards, and determinize() must keep every count and the card census
 * and deal the mover a hand it can move with.
 */
#include <stdint.h>

#include "ff_test.h"

static int cmp_card(const void *a, const void *b)
{
    return (int)*(const tb_card *)a - (int)*(const tb_card *)b;
}

static size_t sorted_census(const tb_game *g, const tb_state *s, tb_card *out)
{
    size_t n = g->census(s, out, 512);
    qsort(out, n, sizeof *out, cmp_card);
    return n;
}

/* A random legal move (uniform), applied; 0 once the game is over. */
static int random_step(const tb_game *g, tb_state *s, tb_rng *r)
{
    tb_move m[512];
    char err[TB_ERR_MAX];
    size_t n = g->legal_moves(s, m, 512);
    if (n == 0)
        return 0;
    return g->apply(s, &m[tk_host()->rng_below(r, (uint32_t)n)], err) == 0;
}

static void check_hidden(const tb_game *g, const tb_state *s, tb_rng *r, int *changed)
{
    tb_card a[512], b[512];
    for (int seat = -1; seat < 2; seat++) {
        tb_state *d = g->determinize(s, seat, r);
        char *vs = tk_view(g, s, seat), *vd = tk_view(g, d, seat);
        TK_EQ_STR(vd, vs);
        size_t na = sorted_census(g, s, a), nb = sorted_census(g, d, b);
        TK_CHECK(na == nb && memcmp(a, b, na * sizeof a[0]) == 0);
        /* The game goes on, so the mover can move in every redeal too (a
         * mover who cannot place a card it must has lost already). */
        if (g->to_move(s) >= 0)
            TK_CHECK(g->to_move(d) >= 0 && g->legal_moves(d, NULL, 0) > 0);
        if (seat >= 0) {
            char *other = tk_view(g, d, 1 - seat), *orig = tk_view(g, s, 1 - seat);
            *changed += strcmp(other, orig) != 0;
            free(other);
            free(orig);
        }
        free(vs);
        free(vd);
        g->destroy(d);
    }
}

static void hidden_games(const tb_game *g)
{
    tb_rng r;
    int changed = 0, checks = 0;
    tk_host()->rng_seed(&r, 99);
    for (uint64_t seed = 1; seed <= 30; seed++) {
        tb_options *o;
        tb_state *s = ff_game(g, &o, NULL, seed, NULL);
        int step = 0;
        do {
            if (step++ % 5 == 0) {
                check_hidden(g, s, &r, &changed);
                checks++;
            }
        } while (random_step(g, s, &r));
        ff_end_game(g, s, o);
    }
    /* The redeal really moves the hidden cards (seen by the other seat). */
    TK_CHECK(changed > checks);
}

static void masked_lines(const tb_game *g)
{
    static const char deck[] = "[p1] 11 12 13 14 15 16 [p2] 41 42 43 44 45 46";
    static const char *const sets[] = {"first_player=1", NULL};
    tb_options *o;
    tb_state *s = ff_game(g, &o, sets, 5, deck);
    char *v0 = tk_view(g, s, 0), *v1 = tk_view(g, s, 1), *spec = tk_view(g, s, -1);
    TK_CONTAINS(v0, "  hand: 11 12 13 14 15 16\n");
    TK_CONTAINS(v0, "  their hand (seat 2): [6 hidden]\n");
    TK_CONTAINS(v0, "  draw: 52 cards face down\n");
    TK_CONTAINS(v0, "  their draw (seat 2): 52 cards face down\n");
    TK_CHECK(strstr(v0, "41") == NULL && strstr(v0, "46") == NULL);
    TK_CONTAINS(v1, "  hand: 41 42 43 44 45 46\n");
    TK_CHECK(strstr(v1, "11") == NULL && strstr(v1, "16") == NULL);
    TK_CONTAINS(spec, "  hand (seat 1): [6 hidden]\n");
    TK_CONTAINS(spec, "  hand (seat 2): [6 hidden]\n");
    TK_CONTAINS(spec, "  up (seat 1): 1 (1 card)\n");
    TK_CONTAINS(v0, "Turn 1: seat 1 to move");
    free(v0);
    free(v1);
    free(spec);
    ff_end_game(g, s, o);
}

int main(void)
{
    const tb_game *g = tk_plugin("face-to-face");
    masked_lines(g);
    hidden_games(g);
    return tk_done();
}
