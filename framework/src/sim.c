/* sim.c — playing many games with bots, on several threads. */
#include "sim.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "services.h"
#include "strbuf.h"

int tb_play_out(tb_match *m, char *err, size_t errlen)
{
    size_t bound = m->game->move_bound(m->state);
    char text[512];
    while (tb_match_to_move(m) >= 0) {
        if (m->n_moves > bound) {
            snprintf(err, errlen, "no end after %zu moves (the plugin's bound)", bound);
            return -1;
        }
        if (tb_match_play_bot(m, text, sizeof text, err, errlen) != 0)
            return -1;
    }
    return 0;
}

typedef struct worker {
    tb_sim *sim;
    int index, count;
    pthread_mutex_t *lock;
    long *done;
} worker;

static void play_one(tb_sim *s, long i)
{
    tb_sim_game *r = &s->results[i];
    tb_match_setup setup = s->setup;
    setup.seed = tb_rng_derive(s->setup.seed, (uint64_t)i);
    char err[512];
    tb_match *m = tb_match_new(&setup, err, sizeof err);
    if (!m || tb_play_out(m, err, sizeof err) != 0) {
        char why[700];
        snprintf(why, sizeof why, "game %ld (seed %llu): %s", i + 1,
                 (unsigned long long)setup.seed, err);
        r->failed = tb_xstrdup(why);
        tb_match_free(m);
        return;
    }
    tb_outcome o;
    memset(&o, 0, sizeof o);
    m->game->outcome(m->state, &o);
    int rank[TB_MAX_SEATS];
    r->winners = tb_score_rank(&o, m->players, m->game->lowest_wins, rank);
    r->turns = o.turns;
    r->turn_limit = o.end && strcmp(o.end, "turn_limit") == 0;
    for (int k = 0; k < m->players; k++)
        r->total[k] = tb_outcome_total(&o, k);
    tb_match_free(m);
}

static void *work(void *arg)
{
    worker *w = arg;
    for (long i = w->index; i < w->sim->games; i += w->count) {
        play_one(w->sim, i);
        pthread_mutex_lock(w->lock);
        long done = ++*w->done;
        if (w->sim->progress)
            w->sim->progress(done, w->sim->games, w->sim->progress_ctx);
        pthread_mutex_unlock(w->lock);
    }
    return NULL;
}

int tb_sim_run(tb_sim *s)
{
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    s->results = tb_xcalloc((size_t)s->games, sizeof *s->results);
    s->error[0] = '\0';
    int jobs = s->jobs < 1 ? 1 : s->jobs;
    if (jobs > s->games)
        jobs = (int)s->games;
    pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    long done = 0;
    worker *w = tb_xcalloc((size_t)jobs, sizeof *w);
    pthread_t *th = tb_xcalloc((size_t)jobs, sizeof *th);
    int started = 0;
    for (int k = 0; k < jobs; k++) {
        w[k] = (worker){.sim = s, .index = k, .count = jobs, .lock = &lock, .done = &done};
        if (jobs == 1 || pthread_create(&th[k], NULL, work, &w[k]) != 0)
            break;
        started++;
    }
    if (started < jobs) {
        /* Threads unavailable (or one job): play the rest here, same order of seeds. */
        for (int k = started; k < jobs; k++)
            work(&w[k]);
    }
    for (int k = 0; k < started; k++)
        pthread_join(th[k], NULL);
    free(th);
    free(w);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    s->seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    for (long i = 0; i < s->games; i++)
        if (s->results[i].failed) {
            snprintf(s->error, sizeof s->error, "%s", s->results[i].failed);
            return -1;
        }
    return 0;
}

void tb_sim_free(tb_sim *s)
{
    for (long i = 0; s->results && i < s->games; i++)
        free(s->results[i].failed);
    free(s->results);
    s->results = NULL;
}
