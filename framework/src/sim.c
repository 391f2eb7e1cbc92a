/*
 * sim.c — playing many games with bots, on several threads.
 *
 * The hot path: a game is created straight from the plugin, each seat's bot
 * picks from one reused legal-move buffer, and moves are applied as values —
 * nothing is formatted, parsed, recorded or allocated per move.  Games are
 * handed out in chunks; finished chunks are folded into the report strictly
 * in game order, so the report and the `each` callback see the same
 * sequence whatever the number of threads.
 */
#include "sim.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "botspec.h"
#include "ismcts.h"
#include "legal.h"
#include "novice.h"
#include "services.h"
#include "strbuf.h"

#define CHUNK 64        /* games a worker plays between two visits to the lock */
#define WINDOW_PER_JOB 4 /* chunks a worker may run ahead of the oldest unfinished one */

typedef struct chunk {
    int ready;          /* played, waiting to be folded in */
    int n;              /* games played (fewer than asked if one failed) */
    int failed;         /* the game after the n-th failed: error holds why */
    char error[512];
    tb_sim_game g[CHUNK];
} chunk;

typedef struct pool {
    tb_sim *sim;
    tb_seat seats[TB_MAX_SEATS]; /* bots resolved once, from a probe match */
    int random[TB_MAX_SEATS];    /* the seat's bot is the host's `random` */
    int search[TB_MAX_SEATS];    /* the seat's bot is ismcts: each worker has its own */
    int novice[TB_MAX_SEATS];    /* the seat's bot is novice (its options in seats[]) */
    tb_ismcts_opts search_opts[TB_MAX_SEATS];
    pthread_mutex_t lock;
    pthread_cond_t moved;        /* the commit point advanced */
    long n_chunks, next_claim, next_commit;
    int window, stop;
    chunk *slot;                 /* window slots: chunk c lives in slot c % window */
} pool;

static long long now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* The standings again, at the first move of a seat's turn after another's
 * (see play_game): until a round is scored in a game that goes on, after
 * which they are read at the end only (*per_turn cleared). */
static inline void turn_changed(const tb_game *g, const tb_state *s, tb_outcome *o,
                                tb_trace *trace, int players, int *per_turn)
{
    tb_outcome_again(g, s, o);
    if (o->rounds >= 1 && !o->over)
        *per_turn = 0;
    else
        tb_trace_note(trace, o, players, g->lowest_wins);
}

/* play_game's loop when every seat is the host's `random`, the plugin picks
 * with random_move() and applies its pick with apply_listed(), and no one
 * times or watches the moves: a random sim's whole cost is this loop and
 * the plugin's two calls, so nothing else is asked of a move.  The same
 * moves, draws and standings as the general loop.  0, or -1 with err. */
static int play_random(const tb_game *g, tb_state *s, tb_rng *rng, tb_trace *trace,
                       int players, size_t bound, tb_outcome *o, long *moves, char *err,
                       size_t errlen)
{
    int seat, prev = -1, per_turn = !g->scores_by_round;
    long n = 0;
    while ((seat = g->to_move(s)) >= 0) {
        if (seat != prev) {
            if (per_turn && prev >= 0)
                turn_changed(g, s, o, trace, players, &per_turn);
            prev = seat;
            tb_trace_mover(trace, seat);
        }
        if ((size_t)n > bound) {
            snprintf(err, errlen, "no end after %zu moves (the plugin's bound)", bound);
            *moves = n;
            return -1;
        }
        tb_move mv;
        memset(&mv, 0, sizeof mv);
        if (g->random_move(s, &rng[seat], &mv) != 0) {
            snprintf(err, errlen, "bot random of seat %d found no move", seat + 1);
            *moves = n;
            return -1;
        }
        g->apply_listed(s, &mv);
        n++;
    }
    *moves = n;
    return 0;
}

/* Play game i to its end.  0, or -1 with the reason in err.  think: per-seat
 * move times to add to, or NULL.  search: the worker's ismcts contexts
 * (NULL for seats that are not ismcts). */
static int play_game(const pool *p, tb_table *table, tb_movebuf *buf, tb_trace *trace,
                     tb_ismcts *const *search,
                     tb_tally *think, long i, tb_sim_game *out, char *err, size_t errlen)
{
    const tb_match_setup *su = &p->sim->setup;
    const tb_game *g = su->game;
    memset(out, 0, sizeof *out);
    out->index = i;
    int rotations = tb_sim_rotations(p->sim);
    out->deal = i / rotations;
    out->rotation = (int)(i % rotations);
    out->seed = tb_rng_derive(su->seed, (uint64_t)out->deal);
    tb_setup setup = {.players = su->players, .options = su->options, .table = table,
                      .seed = out->seed};
    char why[TB_ERR_MAX] = "";
    tb_state *s = g->create(tb_host_table(), &setup, why);
    if (!s) {
        snprintf(err, errlen, "%s: cannot start: %s", g->name, why[0] ? why : "create failed");
        return -1;
    }
    /* Each seat's own stream, derived exactly as a match derives it; and the
     * seat_spec entry at each seat (rotated or not): its bot, its search
     * context and its think times go with it. */
    tb_rng rng[TB_MAX_SEATS];
    int bot_at[TB_MAX_SEATS];
    for (int k = 0; k < su->players; k++) {
        tb_rng_seed(&rng[k], tb_rng_derive(out->seed, (uint64_t)k + 1));
        bot_at[k] = tb_sim_bot_of(out, k, su->players);
    }
    size_t bound = g->move_bound(s);
    int watching = 0; /* some search reads the moves (infer=N) */
    for (int k = 0; k < su->players; k++)
        if (search[k]) {
            tb_ismcts_forget(search[k]);
            watching |= tb_ismcts_watches(search[k]);
        }
    /* The standings are read at the start, whenever the seat to move
     * changes (a turn ended) and at the end: every turn of a game whose
     * seats alternate.  Once a round has been scored and the game goes on,
     * the game has several rounds and its measures come from the rounds of
     * the final outcome: reading it every turn would be wasted.  So is
     * every read of a game whose standings change only when a round is
     * scored (ABI 1.7): until the first round ends they are those of the
     * start, which is noted; a Zero random sim spent a tenth of its time
     * reading them. */
    int seat, prev = -1, rc = 0, per_turn = !g->scores_by_round;
    int all_random = g->random_move && g->apply_listed && !think && !watching;
    for (int k = 0; k < su->players; k++)
        all_random &= p->random[bot_at[k]];
    tb_outcome o;
    tb_trace_start(trace);
    tb_outcome_of(g, s, &o);
    tb_trace_note(trace, &o, su->players, g->lowest_wins);
    if (all_random)
        rc = play_random(g, s, rng, trace, su->players, bound, &o, &out->moves, err, errlen);
    while (!all_random && (seat = g->to_move(s)) >= 0) {
        if (per_turn && seat != prev && prev >= 0)
            turn_changed(g, s, &o, trace, su->players, &per_turn);
        prev = seat;
        tb_trace_mover(trace, seat);
        if ((size_t)out->moves > bound) {
            snprintf(err, errlen, "no end after %zu moves (the plugin's bound)", bound);
            rc = -1;
            break;
        }
        int b = bot_at[seat];
        const tb_seat *bot = &p->seats[b];
        tb_move mv;
        const tb_move *pick = &mv; /* the move to apply */
        long long t0 = think ? now_ns() : 0;
        int chose;
        if (p->random[b]) {
            pick = tb_bot_random_pick(g, s, &rng[seat], buf, &mv);
            chose = pick ? 0 : -1;
        } else {
            memset(&mv, 0, sizeof mv);
            chose = search[b] ? tb_ismcts_choose(search[b], s, &rng[seat], &mv)
                    : p->novice[b] ? tb_novice_choose(g, su->players, &bot->novice, s,
                                                      &rng[seat], buf, &mv)
                    : bot->plugin_bot >= 0 && g->bot_move
                        ? g->bot_move(s, bot->plugin_bot, &rng[seat], &mv)
                        : tb_host_bot_pick(bot->bot, g, s, &rng[seat], buf, &mv);
        }
        if (think)
            tb_tally_add(&think[b], (long)((now_ns() - t0) / TB_THINK_UNIT_NS), 1);
        if (chose != 0) {
            snprintf(err, errlen, "bot %s of seat %d found no move", bot->bot, seat + 1);
            rc = -1;
            break;
        }
        for (int k = 0; watching && k < su->players; k++) /* what infer=N reads */
            if (search[k])
                tb_ismcts_observe(search[k], s, pick, k == b);
        why[0] = '\0';
        /* A random seat's pick is a move just listed for this state, or
         * random_move()'s pick: the plugin may apply it without judging it
         * again (ABI 1.4, 1.5). */
        if (p->random[b] && g->apply_listed) {
            g->apply_listed(s, pick);
        } else if (g->apply(s, pick, why) != 0) {
            snprintf(err, errlen, "%s", why[0] ? why : "illegal move");
            rc = -1;
            break;
        }
        out->moves++;
    }
    if (rc == 0) {
        tb_outcome_of(g, s, &o);
        tb_trace_note(trace, &o, su->players, g->lowest_wins);
        tb_game_metrics_finish(trace, &o, su->players, g->lowest_wins, &out->m);
        out->rounds = o.rounds;
        int rank[TB_MAX_SEATS];
        out->winners = tb_score_rank(&o, su->players, g->lowest_wins, rank);
        out->turns = o.turns;
        out->turn_limit = o.end && strcmp(o.end, TB_END_TURN_LIMIT) == 0;
        for (int k = 0; k < su->players; k++)
            out->total[k] = tb_outcome_total(&o, k);
    }
    g->destroy(s);
    return rc;
}

int tb_sim_rotations(const tb_sim *s)
{
    int players = s->setup.players;
    if (!s->rotate)
        return 1;
    return s->rotations > 0 && s->rotations <= players ? s->rotations : players;
}

int tb_sim_distinct_rotations(const char *const *bot, int players)
{
    for (int r = 1; r < players; r++) {
        if (players % r != 0)
            continue;
        int k = 0;
        while (k < players && strcmp(bot[k], bot[(k + r) % players]) == 0)
            k++;
        if (k == players)
            return r;
    }
    return players;
}

int tb_sim_bot_of(const tb_sim_game *g, int k, int players)
{
    return (k + g->rotation) % players;
}

void tb_sim_fold(tb_sim_stats *st, const tb_sim_game *g, int players)
{
    for (int k = 0; k < players; k++) {
        long v = g->total[k];
        st->wins[k] += (long)(g->winners >> k & 1);
        st->bot_wins[tb_sim_bot_of(g, k, players)] += (long)(g->winners >> k & 1);
        st->sum[k] += v;
        st->sumsq[k] += (long long)v * v;
        if (st->games == 0 || v < st->lo[k])
            st->lo[k] = v;
        if (st->games == 0 || v > st->hi[k])
            st->hi[k] = v;
        tb_tally_add(&st->scores, v, 1);
    }
    st->turns_sum += g->turns;
    st->moves_sum += g->moves;
    st->turn_limit_games += g->turn_limit;
    tb_tally_add(&st->turns, g->turns, 1);
    tb_tally_add(&st->moves, g->moves, 1);
    const tb_game_metrics *m = &g->m;
    if (m->first_seat >= 0) {
        st->first_games++;
        st->first_wins += (long)(g->winners >> m->first_seat & 1);
    }
    if (m->last_seat >= 0) {
        st->last_games++;
        st->last_wins += (long)(g->winners >> m->last_seat & 1);
    }
    if (m->leader_third >= 0) {
        st->leader_third_games++;
        st->leader_third_wins += (long)(g->winners >> m->leader_third & 1);
    }
    if (m->leader_two_thirds >= 0) {
        st->leader_two_thirds_games++;
        st->leader_two_thirds_wins += (long)(g->winners >> m->leader_two_thirds & 1);
    }
    st->lead_changes_sum += m->lead_changes;
    st->margin_sum += m->margin;
    st->margin_sumsq += (long long)m->margin * m->margin;
    st->ties += (g->winners & (g->winners - 1)) != 0;
    st->games++;
}

void tb_sim_stats_merge(tb_sim_stats *to, const tb_sim_stats *from, int players)
{
    if (from->games == 0)
        return;
    for (int k = 0; k < players; k++) {
        to->wins[k] += from->wins[k];
        to->bot_wins[k] += from->bot_wins[k];
        to->sum[k] += from->sum[k];
        to->sumsq[k] += from->sumsq[k];
        if (to->games == 0 || from->lo[k] < to->lo[k])
            to->lo[k] = from->lo[k];
        if (to->games == 0 || from->hi[k] > to->hi[k])
            to->hi[k] = from->hi[k];
        tb_tally_merge(&to->think[k], &from->think[k]);
    }
    to->turns_sum += from->turns_sum;
    to->moves_sum += from->moves_sum;
    to->turn_limit_games += from->turn_limit_games;
    tb_tally_merge(&to->scores, &from->scores);
    tb_tally_merge(&to->turns, &from->turns);
    tb_tally_merge(&to->moves, &from->moves);
    to->first_wins += from->first_wins;
    to->first_games += from->first_games;
    to->last_wins += from->last_wins;
    to->last_games += from->last_games;
    to->leader_third_games += from->leader_third_games;
    to->leader_third_wins += from->leader_third_wins;
    to->leader_two_thirds_games += from->leader_two_thirds_games;
    to->leader_two_thirds_wins += from->leader_two_thirds_wins;
    to->lead_changes_sum += from->lead_changes_sum;
    to->margin_sum += from->margin_sum;
    to->margin_sumsq += from->margin_sumsq;
    to->ties += from->ties;
    to->games += from->games;
}

/* Fold every finished chunk at the commit point, in order (lock held). */
static void commit_ready(pool *p)
{
    tb_sim *s = p->sim;
    while (!p->stop && p->next_commit < p->n_chunks) {
        chunk *c = &p->slot[p->next_commit % p->window];
        if (!c->ready)
            break;
        for (int k = 0; k < c->n; k++) {
            tb_sim_fold(&s->stats, &c->g[k], s->setup.players);
            if (s->each)
                s->each(&c->g[k], s->each_ctx);
        }
        if (c->failed) {
            snprintf(s->error, sizeof s->error, "%s", c->error);
            p->stop = 1;
        }
        c->ready = 0;
        p->next_commit++;
        if (s->progress)
            s->progress(s->stats.games, s->games, s->progress_ctx);
    }
    pthread_cond_broadcast(&p->moved);
}

static void *work(void *arg)
{
    pool *p = arg;
    tb_sim *s = p->sim;
    tb_table *table = tb_table_new(s->setup.players);
    tb_movebuf buf = {0};
    tb_trace trace = {0};
    tb_tally think[TB_MAX_SEATS];
    memset(think, 0, sizeof think);
    /* A search context holds its tree: one per seat and worker, reused. */
    tb_ismcts *search[TB_MAX_SEATS] = {0};
    for (int k = 0; k < s->setup.players; k++)
        if (p->search[k]) {
            char why[TB_ERR_MAX];
            search[k] = tb_ismcts_new(s->setup.game, s->setup.players, &p->search_opts[k], why,
                                      sizeof why);
        }
    pthread_mutex_lock(&p->lock);
    while (!p->stop && p->next_claim < p->n_chunks) {
        long c = p->next_claim++;
        while (!p->stop && c >= p->next_commit + p->window)
            pthread_cond_wait(&p->moved, &p->lock);
        if (p->stop)
            break;
        chunk *ch = &p->slot[c % p->window];
        pthread_mutex_unlock(&p->lock);
        long first = s->first + c * CHUNK;
        long last = first + CHUNK < s->first + s->games ? first + CHUNK : s->first + s->games;
        ch->n = 0;
        ch->failed = 0;
        for (long i = first; i < last; i++) {
            char err[400];
            if (play_game(p, table, &buf, &trace, search, s->think_times ? think : NULL, i,
                          &ch->g[ch->n], err, sizeof err) != 0) {
                snprintf(ch->error, sizeof ch->error, "game %ld (seed %llu): %s", i + 1,
                         (unsigned long long)ch->g[ch->n].seed, err);
                ch->failed = 1;
                break;
            }
            ch->n++;
        }
        pthread_mutex_lock(&p->lock);
        ch->ready = 1;
        commit_ready(p);
    }
    pthread_cond_broadcast(&p->moved);
    for (int k = 0; k < s->setup.players; k++) {
        tb_tally_merge(&s->stats.think[k], &think[k]);
        tb_tally_free(&think[k]);
    }
    pthread_mutex_unlock(&p->lock);
    for (int k = 0; k < TB_MAX_SEATS; k++)
        tb_ismcts_free(search[k]);
    tb_movebuf_free(&buf);
    tb_trace_free(&trace);
    tb_table_free(table);
    return NULL;
}

int tb_sim_run(tb_sim *s)
{
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    memset(&s->stats, 0, sizeof s->stats);
    s->error[0] = '\0';
    /* Resolve the seats' bots once, the way a match does (and with its
     * messages): a bad seat fails here, before any thread starts. */
    tb_match *probe = tb_match_new(&s->setup, s->error, sizeof s->error);
    if (!probe)
        return -1;
    pool p;
    memset(&p, 0, sizeof p);
    p.sim = s;
    memcpy(p.seats, probe->seats, sizeof p.seats);
    for (int k = 0; k < s->setup.players; k++) {
        p.random[k] = p.seats[k].plugin_bot < 0 && strcmp(p.seats[k].bot, "random") == 0;
        p.novice[k] = tb_botspec_is_novice(p.seats[k].bot);
        p.seats[k].search = NULL; /* the probe's, freed with it */
        /* The spec was accepted by the probe, so it parses again. */
        p.search[k] = tb_botspec_is_ismcts(p.seats[k].bot) &&
                      tb_botspec_ismcts_for(s->setup.options, p.seats[k].bot, &p.search_opts[k],
                                            s->error, sizeof s->error) == 0;
    }
    tb_match_free(probe);
    p.n_chunks = (s->games + CHUNK - 1) / CHUNK;
    int jobs = s->jobs < 1 ? 1 : s->jobs;
    if (jobs > p.n_chunks)
        jobs = p.n_chunks > 0 ? (int)p.n_chunks : 1;
    p.window = jobs * WINDOW_PER_JOB;
    p.slot = tb_xcalloc((size_t)p.window, sizeof *p.slot);
    pthread_mutex_init(&p.lock, NULL);
    pthread_cond_init(&p.moved, NULL);
    pthread_t *th = tb_xcalloc((size_t)jobs, sizeof *th);
    int started = 0;
    while (jobs > 1 && started < jobs && pthread_create(&th[started], NULL, work, &p) == 0)
        started++;
    /* One job, or threads unavailable: this thread plays (too). */
    if (started < jobs)
        work(&p);
    for (int k = 0; k < started; k++)
        pthread_join(th[k], NULL);
    free(th);
    pthread_cond_destroy(&p.moved);
    pthread_mutex_destroy(&p.lock);
    free(p.slot);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    s->seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    return s->error[0] ? -1 : 0;
}

void tb_sim_stats_free(tb_sim_stats *st)
{
    tb_tally_free(&st->scores);
    tb_tally_free(&st->turns);
    tb_tally_free(&st->moves);
    for (int k = 0; k < TB_MAX_SEATS; k++)
        tb_tally_free(&st->think[k]);
}

void tb_sim_free(tb_sim *s)
{
    tb_sim_stats_free(&s->stats);
}
