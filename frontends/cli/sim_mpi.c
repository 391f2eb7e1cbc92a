/*
 * sim_mpi.c — `tabula sim --mpi` under mpirun or srun: the games are cut
 * into chunks (about 32 a rank) that rank 0 hands out to whichever rank
 * asks next (game i keeps the seed derived from (seed, i), so the split
 * changes nothing but who plays it); every rank plays its chunks on its own
 * threads, and rank 0 gathers the exact integer aggregates, which add up
 * the same in any order — the report equals a single process's byte for
 * byte, timing fields apart.
 *
 * A rank that fails a game reports its error through the gather; the one
 * of the earliest failing chunk (so the earliest failing game) is the
 * run's.  A rank that dies makes Open MPI stop the job: rank 0 then says so
 * on stderr and exits non-zero before printing anything, so there is never
 * a partial report.
 */
#include <mpi.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "sim_report.h"
#include "strbuf.h"

int tb_sim_mpi_available(void)
{
    return 1;
}

/* What stopped() says, translated before any signal can come (gettext is
 * not async-signal-safe; write and strlen are). */
static const char *stopped_words;

static void stopped(int sig)
{
    (void)sig;
    ssize_t w = write(STDERR_FILENO, stopped_words, strlen(stopped_words));
    (void)w;
    /* mpirun forwards our stderr through a pipe it reads in its event loop:
     * an exit seen before the words are read can lose them, so give it a
     * moment (it sends SIGKILL a second after SIGTERM anyway). */
    struct timespec pause = {0, 200 * 1000 * 1000};
    nanosleep(&pause, NULL);
    _exit(1);
}

/* This process's rank as the launcher tells it before MPI_Init (Open MPI,
 * PMIx, PMI or Slurm), or -1 when it does not. */
static int launcher_rank(void)
{
    static const char *const names[] = {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK",
                                        "SLURM_PROCID"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const char *v = getenv(names[i]);
        if (v && *v)
            return atoi(v);
    }
    return -1;
}

int tb_sim_mpi_start(int *argc, char ***argv, int *rank)
{
    (void)argc;
    (void)argv;
    /* Rank 0 plays on a thread while its main thread hands out the games;
     * only the main thread calls MPI. */
    stopped_words = _("\ntabula sim: --mpi: the run was stopped before every rank reported (a "
                      "rank died or was killed); no report\n");
    /* Rank 0 says why the run stopped even when a rank dies while MPI is
     * still starting: its handlers go in before MPI_Init when the launcher
     * names the rank, else right after. */
    int early = launcher_rank() == 0;
    if (early) {
        signal(SIGTERM, stopped);
        signal(SIGINT, stopped);
    }
    int provided;
    if (MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) {
        fprintf(stderr, "%s", _("tabula sim: --mpi: MPI_Init failed\n"));
        return -1;
    }
    MPI_Comm_rank(MPI_COMM_WORLD, rank);
    if (*rank == 0 && !early) {
        signal(SIGTERM, stopped);
        signal(SIGINT, stopped);
    }
    return 0;
}

void tb_sim_mpi_finish(int failed)
{
    (void)failed;
    MPI_Finalize();
}

/* The aggregates as a flat array of 64-bit integers. */
typedef struct packer {
    int64_t *v;
    size_t n, cap, at;
} packer;

static void put(packer *p, int64_t x)
{
    if (p->n == p->cap) {
        p->cap = p->cap ? p->cap * 2 : 256;
        p->v = tb_xrealloc(p->v, p->cap * sizeof *p->v);
    }
    p->v[p->n++] = x;
}

static int64_t get(packer *p)
{
    return p->at < p->n ? p->v[p->at++] : 0;
}

static void put_tally(packer *p, const tb_tally *t)
{
    put(p, (int64_t)t->n);
    for (size_t i = 0; i < t->n; i++) {
        put(p, t->value[i]);
        put(p, t->count[i]);
    }
}

static void get_tally(packer *p, tb_tally *t)
{
    int64_t n = get(p);
    for (int64_t i = 0; i < n; i++) {
        long v = (long)get(p);
        tb_tally_add(t, v, (long)get(p));
    }
}

/* Every field tb_sim_stats_merge adds, in one fixed order. */
#define SCALARS(X)                                                                           \
    X(games) X(turns_sum) X(moves_sum) X(turn_limit_games) X(first_wins) X(first_games)      \
    X(last_wins) X(last_games) X(leader_third_games) X(leader_third_wins)                    \
    X(leader_two_thirds_games) X(leader_two_thirds_wins) X(lead_changes_sum) X(margin_sum)   \
    X(margin_sumsq) X(ties)

static void pack(packer *p, const tb_sim_stats *st)
{
#define PUT(f) put(p, (int64_t)st->f);
    SCALARS(PUT)
#undef PUT
    for (int k = 0; k < TB_MAX_SEATS; k++) {
        put(p, st->wins[k]);
        put(p, st->bot_wins[k]);
        put(p, st->sum[k]);
        put(p, st->sumsq[k]);
        put(p, st->lo[k]);
        put(p, st->hi[k]);
        put_tally(p, &st->think[k]);
    }
    put_tally(p, &st->scores);
    put_tally(p, &st->turns);
    put_tally(p, &st->moves);
}

static void unpack(packer *p, tb_sim_stats *st)
{
    memset(st, 0, sizeof *st);
#define GET(f) st->f = get(p);
    SCALARS(GET)
#undef GET
    for (int k = 0; k < TB_MAX_SEATS; k++) {
        st->wins[k] = (long)get(p);
        st->bot_wins[k] = (long)get(p);
        st->sum[k] = get(p);
        st->sumsq[k] = get(p);
        st->lo[k] = (long)get(p);
        st->hi[k] = (long)get(p);
        get_tally(p, &st->think[k]);
    }
    get_tally(p, &st->scores);
    get_tally(p, &st->turns);
    get_tally(p, &st->moves);
}

enum { TAG_ERROR = 1, TAG_STATS = 2, TAG_VERDICT = 3, TAG_ASK = 4, TAG_CHUNK = 5 };

/* Rank 0 waits for a rank still playing by polling every millisecond
 * rather than in MPI_Recv, which spins a core at 100% that the ranks on the
 * same machine need for their games. */
static void pause_1ms(void)
{
    struct timespec t = {0, 1000000};
    nanosleep(&t, NULL);
}

static int wait_count(int from, int tag, MPI_Datatype type)
{
    int flag = 0, count = 0;
    MPI_Status st;
    for (;;) {
        MPI_Iprobe(from, tag, MPI_COMM_WORLD, &flag, &st);
        if (flag)
            break;
        pause_1ms();
    }
    MPI_Get_count(&st, type, &count);
    return count;
}

/* The games of one run, handed out in chunks by rank 0: a rank slowed down
 * (a core shared with mpirun, another program, a slower node) takes fewer
 * chunks instead of making every other rank wait for its fixed share. */
typedef struct share {
    pthread_mutex_t lock;
    long next, n_chunks, chunk, total;
    int local_done; /* rank 0's own player has finished */
} share;

static long claim(share *d)
{
    pthread_mutex_lock(&d->lock);
    long c = d->next < d->n_chunks ? d->next++ : -1;
    pthread_mutex_unlock(&d->lock);
    return c;
}

/* After a failed game no more chunks are handed out: the chunks before it
 * are all handed out already (in order), and one of them may hold an
 * earlier failure, which is the one reported. */
static void stop_handing_out(share *d)
{
    pthread_mutex_lock(&d->lock);
    d->next = d->n_chunks;
    pthread_mutex_unlock(&d->lock);
}

/* What one rank played: the sum of its chunks, and its earliest failure. */
typedef struct part {
    tb_sim_stats stats;
    long failed_chunk; /* -1: none */
    char error[512];
} part;

static void play_chunk(const tb_sim *s, const share *d, long c, part *out)
{
    tb_sim w = *s;
    memset(&w.stats, 0, sizeof w.stats);
    w.first = c * d->chunk;
    w.games = w.first + d->chunk < d->total ? d->chunk : d->total - w.first;
    if (tb_sim_run(&w) != 0 && (out->failed_chunk < 0 || c < out->failed_chunk)) {
        out->failed_chunk = c;
        snprintf(out->error, sizeof out->error, "%s", w.error);
    }
    tb_sim_stats_merge(&out->stats, &w.stats, s->setup.players);
    tb_sim_stats_free(&w.stats);
}

/* Rank 0's own games, on a thread, while its main thread answers the
 * other ranks (MPI is called from the main thread only: FUNNELED). */
typedef struct local {
    const tb_sim *s;
    share *d;
    part out;
} local;

static void *play_local(void *arg)
{
    local *l = arg;
    long c;
    while ((c = claim(l->d)) >= 0) {
        play_chunk(l->s, l->d, c, &l->out);
        if (l->out.failed_chunk >= 0)
            stop_handing_out(l->d);
    }
    pthread_mutex_lock(&l->d->lock);
    l->d->local_done = 1;
    pthread_mutex_unlock(&l->d->lock);
    return NULL;
}

/* Rank 0: answer every request for a chunk until each rank was told there
 * are no more and rank 0's own games are done.  A request carries the
 * asking rank's earliest failed chunk, or -1. */
static void hand_out(share *d, int size)
{
    int finished = 0; /* ranks told "no more" */
    for (;;) {
        int flag = 0;
        MPI_Status st;
        MPI_Iprobe(MPI_ANY_SOURCE, TAG_ASK, MPI_COMM_WORLD, &flag, &st);
        if (flag) {
            int64_t failed, c;
            MPI_Recv(&failed, 1, MPI_INT64_T, st.MPI_SOURCE, TAG_ASK, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
            if (failed >= 0)
                stop_handing_out(d);
            c = claim(d);
            MPI_Send(&c, 1, MPI_INT64_T, st.MPI_SOURCE, TAG_CHUNK, MPI_COMM_WORLD);
            finished += c < 0;
            continue;
        }
        pthread_mutex_lock(&d->lock);
        int done = d->local_done;
        pthread_mutex_unlock(&d->lock);
        if (done && finished == size - 1)
            return;
        pause_1ms();
    }
}

/* Another rank: ask for the next chunk before playing the one in hand, so
 * that rank 0's answer is there when it is needed. */
static void play_remote(const tb_sim *s, const share *d, part *out)
{
    int64_t failed = -1, c;
    MPI_Send(&failed, 1, MPI_INT64_T, 0, TAG_ASK, MPI_COMM_WORLD);
    wait_count(0, TAG_CHUNK, MPI_INT64_T);
    MPI_Recv(&c, 1, MPI_INT64_T, 0, TAG_CHUNK, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    while (c >= 0) {
        failed = out->failed_chunk;
        MPI_Send(&failed, 1, MPI_INT64_T, 0, TAG_ASK, MPI_COMM_WORLD);
        play_chunk(s, d, (long)c, out);
        wait_count(0, TAG_CHUNK, MPI_INT64_T);
        MPI_Recv(&c, 1, MPI_INT64_T, 0, TAG_CHUNK, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
}

int tb_sim_mpi_run(tb_sim *s)
{
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double t0 = MPI_Wtime();
    long total = s->games;
    s->progress = NULL; /* rank 0's share alone would mislead */
    /* About 32 chunks a rank: small enough to even out, large enough that
     * asking costs nothing (and a rank's threads share each chunk). */
    share d = {.total = total};
    pthread_mutex_init(&d.lock, NULL);
    int jobs = s->jobs < 1 ? 1 : s->jobs;
    d.chunk = (total + (long)size * 32 - 1) / ((long)size * 32);
    if (d.chunk < 64L * jobs)
        d.chunk = 64L * jobs;
    d.n_chunks = total > 0 ? (total + d.chunk - 1) / d.chunk : 0;
    part mine = {.failed_chunk = -1};
    if (rank == 0) {
        local l = {.s = s, .d = &d, .out = {.failed_chunk = -1}};
        pthread_t th;
        if (size > 1 && pthread_create(&th, NULL, play_local, &l) == 0) {
            hand_out(&d, size);
            pthread_join(th, NULL);
        } else {
            play_local(&l);
            if (size > 1)
                hand_out(&d, size);
        }
        mine = l.out;
    } else {
        play_remote(s, &d, &mine);
    }
    pthread_mutex_destroy(&d.lock);
    /* Every rank sends its error text (empty when none) and its aggregates,
     * the earliest failed chunk first. */
    packer p = {0};
    put(&p, mine.failed_chunk);
    pack(&p, &mine.stats);
    s->stats = mine.stats;
    s->error[0] = '\0';
    long failed_chunk = mine.failed_chunk;
    if (failed_chunk >= 0)
        snprintf(s->error, sizeof s->error, "%s", mine.error);
    int failed = failed_chunk >= 0;
    if (rank != 0) {
        MPI_Send(mine.error, (int)sizeof mine.error, MPI_CHAR, 0, TAG_ERROR, MPI_COMM_WORLD);
        MPI_Send(p.v, (int)p.n, MPI_INT64_T, 0, TAG_STATS, MPI_COMM_WORLD);
    } else {
        for (int r = 1; r < size; r++) {
            char err[sizeof mine.error];
            wait_count(r, TAG_ERROR, MPI_CHAR);
            MPI_Recv(err, (int)sizeof err, MPI_CHAR, r, TAG_ERROR, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
            err[sizeof err - 1] = '\0';
            int count = wait_count(r, TAG_STATS, MPI_INT64_T);
            packer q = {.v = tb_xmalloc((size_t)(count > 0 ? count : 1) * sizeof *q.v),
                        .n = (size_t)count};
            MPI_Recv(q.v, count, MPI_INT64_T, r, TAG_STATS, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            long theirs_failed = (long)get(&q);
            tb_sim_stats theirs;
            unpack(&q, &theirs);
            free(q.v);
            /* The earliest failing game of the run is the one reported. */
            if (theirs_failed >= 0 && (failed_chunk < 0 || theirs_failed < failed_chunk)) {
                failed_chunk = theirs_failed;
                snprintf(s->error, sizeof s->error, _("rank %d: %.480s"), r, err);
                failed = 1;
            }
            tb_sim_stats_merge(&s->stats, &theirs, s->setup.players);
            tb_sim_stats_free(&theirs);
        }
    }
    free(p.v);
    /* Every rank returns the same verdict (sent, not broadcast: a rank
     * waiting for it sleeps instead of spinning). */
    if (rank == 0) {
        for (int r = 1; r < size; r++)
            MPI_Send(&failed, 1, MPI_INT, r, TAG_VERDICT, MPI_COMM_WORLD);
    } else {
        wait_count(0, TAG_VERDICT, MPI_INT);
        MPI_Recv(&failed, 1, MPI_INT, 0, TAG_VERDICT, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    s->first = 0;
    s->games = total;
    s->seconds = MPI_Wtime() - t0;
    if (failed && !s->error[0])
        snprintf(s->error, sizeof s->error, "%s", _("another rank failed"));
    return failed ? -1 : 0;
}
