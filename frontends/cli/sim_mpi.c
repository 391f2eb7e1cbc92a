/*
 * sim_mpi.c — `tabula sim --mpi` under mpirun or srun: the games are split
 * into one contiguous block per rank (game i keeps the seed derived from
 * (seed, i), so the split changes nothing but who plays it), every rank
 * plays its block on its own threads, and rank 0 gathers the exact integer
 * aggregates in rank order — the report equals a single process's byte for
 * byte, timing fields apart.
 *
 * A rank that fails a game reports its error through the gather; the first
 * failing rank's (the earliest game, as blocks follow game order) is the
 * run's.  A rank that dies makes Open MPI stop the job: rank 0 then says so
 * on stderr and exits non-zero before printing anything, so there is never
 * a partial report.
 */
#include <mpi.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sim_report.h"
#include "strbuf.h"

int tb_sim_mpi_available(void)
{
    return 1;
}

static void stopped(int sig)
{
    static const char msg[] = "\ntabula sim: --mpi: the run was stopped before every rank "
                              "reported (a rank died or was killed); no report\n";
    (void)sig;
    ssize_t w = write(STDERR_FILENO, msg, sizeof msg - 1);
    (void)w;
    _exit(1);
}

int tb_sim_mpi_start(int *argc, char ***argv, int *rank)
{
    (void)argc;
    (void)argv;
    if (MPI_Init(NULL, NULL) != MPI_SUCCESS) {
        fprintf(stderr, "tabula sim: --mpi: MPI_Init failed\n");
        return -1;
    }
    MPI_Comm_rank(MPI_COMM_WORLD, rank);
    if (*rank == 0) {
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

enum { TAG_ERROR = 1, TAG_STATS = 2, TAG_VERDICT = 3 };

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

int tb_sim_mpi_run(tb_sim *s)
{
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double t0 = MPI_Wtime();
    long total = s->games;
    s->first = (long)((long long)total * rank / size);
    s->games = (long)((long long)total * (rank + 1) / size) - s->first;
    s->progress = NULL; /* rank 0's share alone would mislead */
    int failed = 0;
    if (s->games > 0)
        failed = tb_sim_run(s) != 0;
    else
        memset(&s->stats, 0, sizeof s->stats);
    /* Every rank sends its error text (empty when none) and its aggregates. */
    packer p = {0};
    pack(&p, &s->stats);
    if (rank != 0) {
        MPI_Send(s->error, (int)sizeof s->error, MPI_CHAR, 0, TAG_ERROR, MPI_COMM_WORLD);
        MPI_Send(p.v, (int)p.n, MPI_INT64_T, 0, TAG_STATS, MPI_COMM_WORLD);
    } else {
        for (int r = 1; r < size; r++) {
            char err[sizeof s->error];
            wait_count(r, TAG_ERROR, MPI_CHAR);
            MPI_Recv(err, (int)sizeof err, MPI_CHAR, r, TAG_ERROR, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
            err[sizeof err - 1] = '\0';
            int count = wait_count(r, TAG_STATS, MPI_INT64_T);
            packer q = {.v = tb_xmalloc((size_t)(count > 0 ? count : 1) * sizeof *q.v),
                        .n = (size_t)count};
            MPI_Recv(q.v, count, MPI_INT64_T, r, TAG_STATS, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            tb_sim_stats theirs;
            unpack(&q, &theirs);
            free(q.v);
            if (!failed && err[0]) {
                snprintf(s->error, sizeof s->error, "rank %d: %.480s", r, err);
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
        snprintf(s->error, sizeof s->error, "another rank failed");
    return failed ? -1 : 0;
}
