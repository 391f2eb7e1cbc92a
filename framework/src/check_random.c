/*
 * check_random.c — random_move() against the list it stands in for.
 *
 * The hook replaces "list every move, draw one": a random seat of `sim` and
 * the search bot's rollouts trust it to pick only listed moves, each as
 * often as any other, and the same one from the same generator state (a
 * seeded run must repeat).  Uniformity is a chi-square test of many picks
 * at one state; its generator is seeded from the game's seed and the move
 * number, so a plugin passes or fails the same way on every run.
 */
#include "check_random.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_report.h"
#include "rng.h"
#include "services.h"

/* The index of m in mv, or -1. */
static long index_of(const tb_move *mv, size_t n, const tb_move *m)
{
    for (size_t i = 0; i < n; i++)
        if (memcmp(&mv[i], m, sizeof *m) == 0)
            return (long)i;
    return -1;
}

static int pick(const tb_game *g, const tb_state *s, tb_rng *r, tb_move *out)
{
    memset(out, 0, sizeof *out);
    return g->random_move(s, r, out);
}

/* The chi-square value with df degrees of freedom that a uniform pick
 * exceeds once in a million tests (Wilson-Hilferty: within a few percent
 * of the exact quantile from df = 1 on, which a biased pick misses by far). */
static double critical(size_t df)
{
    const double z = 4.753424; /* the standard normal's 1 - 1e-6 quantile */
    double k = (double)df, a = 2.0 / (9.0 * k);
    double c = 1.0 - a + z * sqrt(a);
    return k * c * c * c;
}

int tb_check_random_move(const tb_game *g, const tb_state *s, const tb_move *mv, size_t n,
                         uint64_t seed, int uniform, char *why, size_t cap)
{
    char name[200];
    tb_rng a, b;
    tb_rng_seed(&a, seed);
    b = a;
    tb_move m1, m2;
    int rc1 = pick(g, s, &a, &m1), rc2 = pick(g, s, &b, &m2);
    if (rc1 != 0) {
        snprintf(why, cap, "random_move() found no move, yet legal_moves() lists %zu", n);
        return -1;
    }
    if (index_of(mv, n, &m1) < 0) {
        tb_check_move_name(g, s, &m1, 0, name, sizeof name);
        snprintf(why, cap, "random_move() picked a move legal_moves() does not list: %s", name);
        return -1;
    }
    if (rc2 != 0 || memcmp(&m1, &m2, sizeof m1) != 0 || memcmp(&a, &b, sizeof a) != 0) {
        snprintf(why, cap,
                 "random_move() is not repeatable: the same generator state gave two different "
                 "picks or draws");
        return -1;
    }
    if (!uniform || n < 2 || n > TB_CHECK_RANDOM_MAX)
        return 0;
    long count[TB_CHECK_RANDOM_MAX] = {0};
    const long draws = (long)(TB_CHECK_RANDOM_DRAWS * n);
    for (long d = 0; d < draws; d++) {
        long i = pick(g, s, &a, &m1) == 0 ? index_of(mv, n, &m1) : -1;
        if (i < 0) {
            snprintf(why, cap, "random_move() picked no listed move at draw %ld of %ld", d + 1,
                     draws);
            return -1;
        }
        count[i]++;
    }
    const double expect = (double)draws / (double)n;
    double chi = 0;
    long lo = draws, hi = 0;
    for (size_t i = 0; i < n; i++) {
        double dev = (double)count[i] - expect;
        chi += dev * dev / expect;
        lo = count[i] < lo ? count[i] : lo;
        hi = count[i] > hi ? count[i] : hi;
    }
    double limit = critical(n - 1);
    if (chi > limit) {
        snprintf(why, cap,
                 "random_move() is not uniform: %ld picks over the %zu listed moves give "
                 "chi-square %.1f, above %.1f (%zu degrees of freedom, p < 1e-6): each was "
                 "picked %ld to %ld times, %.0f expected",
                 draws, n, chi, limit, n - 1, lo, hi, expect);
        return -1;
    }
    return 0;
}
