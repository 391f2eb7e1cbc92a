/*
 * test_bots.c — the greedy bot's choices, determinize (hidden cards
 * redealt, everything seat-visible kept), and determinism: the same seed
 * and moves give the same game, a clone follows its original, and whole
 * bot games end within move_bound() with no card created or lost.
 */
#include "et.h"

static const tb_game *g;

/* The greedy bot's move for the seat to move, as text. */
static void greedy_is(const tb_state *s, const char *want, int line)
{
    tb_move m;
    tb_rng r;
    char text[32] = "";
    tk_host()->rng_seed(&r, 1);
    tk_check(g->bot_move(s, 0, &r, &m) == 0, __FILE__, line, "greedy moves");
    g->format_move(s, &m, text, sizeof text);
    tk_check_str(text, want, __FILE__, line, "greedy's move");
}

static void test_greedy(void)
{
    tb_options *o = tk_options(g, NULL);
    /* Hearts are the longest suit: its highest card goes first, 8c stays. */
    tb_state *s = tk_new(g, o, 2, 1, "[main]\n8c 3d 5h 9h Jh 2s 4s  Ac 2c 3c 4c 5c 6c 7c  3h\n");
    greedy_is(s, "play Jh", __LINE__);
    tk_free(g, s);
    /* Nothing but the 8 follows: play it and name spades, the longest suit. */
    s = tk_new(g, o, 2, 1, "[main]\n8c 2s 4s 6s Kd Qd 7c  Ac 2c 3c 4c 5c 6c 9c  3h\n");
    greedy_is(s, "play 8c s", __LINE__);
    tk_free(g, s);
    /* Nothing follows: draw; a drawn card that follows is played, else pass. */
    s = tk_new(g, o, 2, 1, "[main]\n2s 4s 6s Kd Qd 7c 9c  Ac 2c 3c 4c 5c 6c 10c  3h  5h 5d\n");
    greedy_is(s, "draw", __LINE__);
    PLAY("draw");
    greedy_is(s, "play 5h", __LINE__);
    PLAY("play 5h");
    PLAY("draw"); /* seat 2 takes 5d; 5c follows too, from the longer suit */
    greedy_is(s, "play 5c", __LINE__);
    tk_free(g, s);
    s = tk_new(g, o, 2, 1, "[main]\n2s 4s 6s Kd Qd 7c 9c  Ac 2c 3c 4c 5c 6c 10c  3h  Jd\n");
    PLAY("draw");
    greedy_is(s, "pass", __LINE__);
    tk_free(g, s);
    tk_options_free(o);
}

static int cmp_card(const void *a, const void *b)
{
    return (int)*(const tb_card *)a - (int)*(const tb_card *)b;
}

static void test_determinize(void)
{
    tb_options *o = tk_options(g, NULL);
    tb_state *s = tk_new(g, o, 3, 77, NULL);
    for (int i = 0; i < 10 && g->to_move(s) >= 0; i++) {
        tb_move m;
        tb_rng r;
        tk_host()->rng_seed(&r, (uint64_t)i);
        g->bot_move(s, 0, &r, &m);
        char err[TB_ERR_MAX];
        g->apply(s, &m, err);
    }
    tb_rng r;
    tk_host()->rng_seed(&r, 5);
    for (int seat = 0; seat < 3; seat++) {
        tb_state *d = tk_determinize(g, s, seat, &r);
        TK_CHECK(d != NULL);
        TK_CHECK(memcmp(&d->hand[seat], &s->hand[seat], sizeof s->hand[0]) == 0);
        TK_CHECK(memcmp(&d->discard, &s->discard, sizeof s->discard) == 0);
        TK_EQ_INT(d->stock.n, s->stock.n);
        int moved = 0;
        for (int p = 0; p < 3; p++) {
            TK_EQ_INT(d->hand[p].n, s->hand[p].n);
            moved |= p != seat && memcmp(&d->hand[p], &s->hand[p], sizeof s->hand[p]) != 0;
        }
        TK_CHECK(moved); /* the hidden cards really were redealt */
        tb_card a[64], b[64];
        size_t na = tk_census(g, s, a, 64), nb = tk_census(g, d, b, 64);
        TK_EQ_INT(na, 52);
        TK_EQ_INT(nb, 52);
        qsort(a, na, sizeof a[0], cmp_card);
        qsort(b, nb, sizeof b[0], cmp_card);
        TK_CHECK(memcmp(a, b, sizeof a[0] * 52) == 0);
        char *va = tk_view(g, s, seat), *vb = tk_view(g, d, seat);
        TK_EQ_STR(vb, va); /* the seat cannot tell the two games apart */
        free(va);
        free(vb);
        g->destroy(d);
    }
    tk_free(g, s);
    tk_options_free(o);
}

/* Play a whole game with greedy at even seats and a seeded random choice
 * at odd ones; optionally keep a clone in step.  Returns the moves taken. */
static size_t play_out(tb_state *s, uint64_t seed, tb_state *twin)
{
    tb_rng r;
    tk_host()->rng_seed(&r, seed);
    size_t moves = 0, bound = g->move_bound(s);
    tb_card census0[64];
    size_t n0 = tk_census(g, s, census0, 64);
    qsort(census0, n0, sizeof census0[0], cmp_card);
    while (g->to_move(s) >= 0 && moves <= bound) {
        tb_move m, list[128];
        if (g->to_move(s) % 2 == 0) {
            g->bot_move(s, 0, &r, &m);
        } else {
            size_t n = g->legal_moves(s, list, 128);
            m = list[tk_host()->rng_below(&r, (uint32_t)n)];
        }
        char err[TB_ERR_MAX] = "";
        if (g->apply(s, &m, err) != 0) {
            tk_check(0, __FILE__, __LINE__, err);
            break;
        }
        if (twin)
            g->apply(twin, &m, err);
        moves++;
        tb_card now[64];
        size_t n = tk_census(g, s, now, 64);
        qsort(now, n, sizeof now[0], cmp_card);
        if (n != n0 || memcmp(now, census0, n * sizeof now[0]) != 0)
            tk_check(0, __FILE__, __LINE__, "census unchanged by a move");
    }
    tk_check(moves <= bound, __FILE__, __LINE__, "game ends within move_bound()");
    return moves;
}

/* Two games are the same when everything after the borrowed pointers is
 * (states made by tk_new each have their own table). */
static int same_game(const tb_state *a, const tb_state *b)
{
    size_t from = offsetof(tb_state, rng);
    return memcmp((const char *)a + from, (const char *)b + from, sizeof *a - from) == 0;
}

static void test_determinism(void)
{
    const char *sets[] = {"rounds=3", NULL};
    tb_options *o = tk_options(g, sets);
    for (uint64_t seed = 1; seed <= 20; seed++) {
        int players = 2 + (int)(seed % 3);
        tb_state *a = tk_new(g, o, players, seed, NULL), *b = tk_new(g, o, players, seed, NULL);
        TK_CHECK(same_game(a, b)); /* the same deal */
        tb_state *twin = g->clone(a);
        size_t na = play_out(a, seed, twin), nb = play_out(b, seed, NULL);
        TK_EQ_INT(na, nb);
        TK_CHECK(same_game(a, b));
        TK_CHECK(same_game(a, twin));
        tb_outcome out;
        tk_outcome(g, a, &out);
        TK_EQ_INT(out.over, 1);
        TK_EQ_INT(out.rounds, 3);
        g->destroy(twin);
        tk_free(g, a);
        tk_free(g, b);
    }
    tb_state *a = tk_new(g, o, 2, 1, NULL), *b = tk_new(g, o, 2, 2, NULL);
    TK_CHECK(memcmp(&a->hand[0], &b->hand[0], sizeof a->hand[0]) != 0); /* seeds matter */
    tk_free(g, a);
    tk_free(g, b);
    tk_options_free(o);
}

int main(void)
{
    g = tk_plugin("eights");
    test_greedy();
    test_determinize();
    test_determinism();
    return tk_done();
}
