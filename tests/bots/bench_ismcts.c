/*
 * bench_ismcts.c — think time of ismcts per move (a benchmark, never a
 * test): plays GAMES games of PLUGIN with ismcts SPEC at seat 1 and the
 * plugin's first bot elsewhere, timing every ismcts decision that had more
 * than one legal move, and prints the median, 90th percentile and mean in ms
 * of wall-clock time, and the median of the thread's CPU time (on a shared,
 * loaded machine the CPU figure is what the search itself costs).  The
 * search sees every move, as in `sim` (its infer option reads them).
 *   bench_ismcts PLUGIN PLAYERS GAMES SPEC [key=value...]
 * tests/bench/ismcts_strength.py runs it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "botspec.h"
#include "match.h"
#include "services.h"
#include "tk.h"

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: %s PLUGIN PLAYERS GAMES SPEC [key=value...]\n", argv[0]);
        return 2;
    }
    const tb_game *g = tk_plugin(argv[1]);
    int players = atoi(argv[2]), games = atoi(argv[3]);
    /* The key=value options after them: argv ends in NULL, as tk_options wants. */
    tb_options *o = tk_options(g, (const char *const *)argv + 5);
    tb_ismcts_opts io;
    char err[256];
    if (tb_botspec_ismcts(g, argv[4], &io, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    tb_ismcts *t = tb_ismcts_new(g, players, &io, err, sizeof err);
    size_t n = 0, cap = 1024;
    long long iters = 0; /* iterations run: fewer than the budget when settled early */
    double *ms = malloc(cap * sizeof *ms), *cpu = malloc(cap * sizeof *cpu);
    tb_move *legal = malloc(4096 * sizeof *legal);
    for (int i = 0; i < games; i++) {
        tb_state *s = tk_new(g, o, players, (uint64_t)i + 1, NULL);
        tb_rng r;
        tb_rng_seed(&r, (uint64_t)i + 100);
        tb_ismcts_forget(t);
        while (g->to_move(s) >= 0) {
            tb_move m;
            memset(&m, 0, sizeof m);
            if (g->to_move(s) == 0) {
                struct timespec a, b, ca, cb;
                size_t choices = g->legal_moves(s, legal, 4096);
                clock_gettime(CLOCK_MONOTONIC, &a);
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ca);
                tb_ismcts_choose(t, s, &r, &m);
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cb);
                clock_gettime(CLOCK_MONOTONIC, &b);
                if (choices > 1) {
                    iters += tb_ismcts_last_iterations(t);
                    if (n == cap) {
                        cap *= 2;
                        ms = realloc(ms, cap * sizeof *ms);
                        cpu = realloc(cpu, cap * sizeof *cpu);
                    }
                    cpu[n] = (double)(cb.tv_sec - ca.tv_sec) * 1e3 +
                             (double)(cb.tv_nsec - ca.tv_nsec) / 1e6;
                    ms[n++] = (double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) / 1e6;
                }
            } else if (g->bot_move(s, 0, &r, &m) != 0) {
                break;
            }
            char why[TB_ERR_MAX];
            tb_ismcts_observe(t, s, &m, g->to_move(s) == 0); /* for infer=N, as sim does */
            if (g->apply(s, &m, why) != 0)
                break;
        }
        tk_free(g, s);
    }
    qsort(ms, n, sizeof *ms, cmp_double);
    qsort(cpu, n, sizeof *cpu, cmp_double);
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += ms[i];
    printf("{\"plugin\": \"%s\", \"spec\": \"%s\", \"decisions\": %zu, \"median_ms\": %.3f, "
           "\"p90_ms\": %.3f, \"mean_ms\": %.3f, \"cpu_median_ms\": %.3f, \"mean_iterations\": %.1f}\n",
           argv[1], argv[4], n, n ? ms[n / 2] : 0, n ? ms[n * 9 / 10] : 0, n ? sum / n : 0,
           n ? cpu[n / 2] : 0, n ? (double)iters / (double)n : 0);
    free(ms);
    free(cpu);
    free(legal);
    tb_ismcts_free(t);
    tk_options_free(o);
    return 0;
}
