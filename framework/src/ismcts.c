/*
 * ismcts.c — single-observer information-set MCTS over the plugin ABI.
 *
 * One iteration: determinize the root from the searching seat's point of
 * view (the only state allocated per iteration), walk down the tree choosing
 * by UCB1 among the children whose moves are legal in this determinization
 * (their availability counts, not the parent's visits, go under the log),
 * add one child for a move not tried yet, play the game out with the rollout
 * policy (stopping early at a round end when a cut-off is set), and back the
 * per-seat rewards of outcome() up the path, each node crediting the seat
 * that made its move.  The move played is the root child visited most.
 *
 * With reuse, the subtree of the move played becomes the next decision's
 * tree when the same seat moves again straight after it and the move showed
 * the seat nothing new; its visits count towards that decision's budget.
 *
 * Memory: a node pool of iterations + 1 nodes (two with reuse) and the
 * legal-move buffers are allocated once per search context and reused by
 * every later move.
 */
#include "ismcts.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "infer.h"
#include "legal.h"
#include "match.h"
#include "services.h"
#include "strbuf.h"
#include "view.h"

typedef struct node {
    tb_move move;      /* the move that leads here from the parent */
    uint64_t hash;     /* of move, to compare moves cheaply */
    int32_t parent, child, sibling; /* pool indices, -1 for none */
    int16_t player;    /* the seat that made move */
    int16_t guided;    /* the rollout bot chose this move when it was expanded */
    uint32_t visits, avail;
    double reward;     /* sum of player's rewards over the visits */
} node;

struct tb_ismcts {
    const tb_game *g;
    int players;
    tb_ismcts_opts o;
    node *pool;
    size_t cap, used;
    tb_movebuf legal;  /* legal moves of the current determinization (reused) */
    uint64_t *hashes;  /* their hashes */
    int32_t *owner;    /* for each legal move, the child that holds it, or -1 */
    size_t side_cap;   /* slots of hashes and owner */
    int32_t *slot;     /* open-addressing index of the legal moves by hash, -1 empty */
    size_t slot_cap;   /* a power of two, at least twice the longest list */
    long ran;          /* iterations the last search ran (for the benchmark) */
    /* Reuse (reuse=1): the root child played last, when the same seat moves
     * again after it and the move told the seat nothing new, and the
     * fingerprint of the seat's view the next state must have to take it. */
    int keep_seat;     /* -1: nothing kept */
    int32_t keep;
    uint64_t expect;
    node *spare;       /* a second pool: the kept subtree is copied into it */
    int32_t *stack;    /* 2 x cap: the copy's walk */
    tb_infer infer;    /* infer=N: the moves seen, and this decision's deals */
    int inferring;     /* this decision reads them */
    const volatile sig_atomic_t *stop; /* nonzero: give the search up (tb_ismcts_stop_on) */
};

tb_ismcts *tb_ismcts_new(const tb_game *g, int players, const tb_ismcts_opts *o, char *err,
                         size_t errlen)
{
    if (!tb_game_determinizes(g)) {
        snprintf(err, errlen, "ismcts needs the plugin's determinize hook, which %s lacks",
                 g->name);
        return NULL;
    }
    tb_ismcts *t = tb_xcalloc(1, sizeof *t);
    t->g = g;
    t->players = players;
    t->o = *o;
    t->cap = (size_t)o->iterations + 1;
    t->pool = tb_xmalloc(t->cap * sizeof *t->pool);
    t->keep_seat = -1;
    tb_infer_init(&t->infer, o->infer);
    if (o->reuse) {
        t->spare = tb_xmalloc(t->cap * sizeof *t->spare);
        t->stack = tb_xmalloc(2 * t->cap * sizeof *t->stack);
    }
    return t;
}

long tb_ismcts_last_iterations(const tb_ismcts *t)
{
    return t->ran;
}

void tb_ismcts_free(tb_ismcts *t)
{
    if (!t)
        return;
    free(t->pool);
    free(t->spare);
    free(t->stack);
    tb_movebuf_free(&t->legal);
    free(t->hashes);
    free(t->slot);
    free(t->owner);
    tb_infer_forget(&t->infer, t->g);
    free(t);
}

void tb_ismcts_observe(tb_ismcts *t, const tb_state *s, const tb_move *m, int own)
{
    tb_infer_observe(&t->infer, t->g, s, m, own);
}

void tb_ismcts_forget(tb_ismcts *t)
{
    tb_infer_forget(&t->infer, t->g);
}

int tb_ismcts_watches(const tb_ismcts *t)
{
    return t->infer.window > 0;
}

static uint64_t move_hash(const tb_move *m)
{
    /* The whole encoding: unused bytes are zero by contract. */
    return tb_hash_bytes(TB_HASH_SEED, m->b, sizeof m->b);
}

/* The legal moves of s into t->legal, with room beside them for their
 * hashes and owners (every buffer grows to the longest list, then stays). */
static size_t list_moves(tb_ismcts *t, const tb_state *s)
{
    size_t n = tb_movebuf_fill(&t->legal, t->g, s);
    if (t->legal.cap > t->side_cap) {
        t->side_cap = t->legal.cap;
        t->hashes = tb_xrealloc(t->hashes, t->side_cap * sizeof *t->hashes);
        t->owner = tb_xrealloc(t->owner, t->side_cap * sizeof *t->owner);
    }
    if (t->slot_cap < 2 * n) {
        while (t->slot_cap < 2 * n)
            t->slot_cap = t->slot_cap ? 2 * t->slot_cap : 64;
        t->slot = tb_xrealloc(t->slot, t->slot_cap * sizeof *t->slot);
    }
    return n;
}

static int32_t new_node(tb_ismcts *t, int32_t parent, const tb_move *m, uint64_t hash,
                        int player)
{
    int32_t k = (int32_t)t->used++;
    node *v = &t->pool[k];
    v->move = *m;
    v->hash = hash;
    v->parent = parent;
    v->child = -1;
    v->sibling = -1;
    v->player = (int16_t)player;
    v->guided = 0;
    v->visits = 0;
    v->avail = 1;
    v->reward = 0;
    if (parent >= 0) {
        v->sibling = t->pool[parent].child;
        t->pool[parent].child = k;
    }
    return k;
}

/* Match the children of v against the n legal moves: count each available
 * child's availability and set owner[] (-1 for a move no child holds yet).
 * Returns the number of untried moves. */
static size_t match_children(tb_ismcts *t, int32_t v, size_t n)
{
    /* Index the legal moves by hash, then look each child up: linear in
     * moves plus children, where comparing every pair was the search's
     * largest cost after the rollouts. */
    size_t mask = t->slot_cap - 1;
    memset(t->slot, 0xff, t->slot_cap * sizeof *t->slot);
    for (size_t i = 0; i < n; i++) {
        uint64_t h = move_hash(&t->legal.m[i]);
        t->hashes[i] = h;
        t->owner[i] = -1;
        size_t at = (size_t)h & mask;
        while (t->slot[at] >= 0)
            at = (at + 1) & mask;
        t->slot[at] = (int32_t)i;
    }
    size_t tried = 0;
    for (int32_t c = t->pool[v].child; c >= 0; c = t->pool[c].sibling) {
        node *ch = &t->pool[c];
        for (size_t at = (size_t)ch->hash & mask; t->slot[at] >= 0; at = (at + 1) & mask) {
            size_t i = (size_t)t->slot[at];
            if (t->owner[i] < 0 && t->hashes[i] == ch->hash &&
                memcmp(&t->legal.m[i], &ch->move, sizeof ch->move) == 0) {
                t->owner[i] = c;
                ch->avail++;
                tried++;
                break;
            }
        }
    }
    return n - tried;
}

/* UCB1 with availability counts: the child's mean reward for the seat that
 * chooses it, plus c * sqrt(ln(times it was available) / visits). */
static int32_t select_child(const tb_ismcts *t, size_t n)
{
    int32_t best = -1;
    double best_v = -INFINITY;
    for (size_t i = 0; i < n; i++) {
        const node *ch = &t->pool[t->owner[i]];
        double v = ch->reward / ch->visits +
                   t->o.c * sqrt(log((double)ch->avail) / (double)ch->visits);
        if (ch->guided)
            v += t->o.bias / (ch->visits + 1.0);
        if (v > best_v) {
            best_v = v;
            best = t->owner[i];
        }
    }
    return best;
}

void tb_ismcts_rewards(const tb_game *g, const tb_outcome *o, int players, double margin,
                       int by_rank, double *reward)
{
    int rank[TB_MAX_SEATS];
    uint32_t winners = tb_score_rank(o, players, g->lowest_wins, rank);
    int n_win = 0;
    long total[TB_MAX_SEATS];
    double spread = 0;
    for (int k = 0; k < players; k++) {
        n_win += (int)(winners >> k & 1);
        /* Totals with the sign that makes more better. */
        total[k] = g->lowest_wins ? -tb_outcome_total(o, k) : tb_outcome_total(o, k);
        spread += fabs((double)total[k]);
    }
    /* The margin's scale: the average size of a total, so the term means
     * the same in games scored in tens and in hundreds. */
    spread = 1 + spread / players;
    for (int k = 0; k < players; k++) {
        long best_other = 0;
        int first = 1;
        for (int j = 0; j < players; j++)
            if (j != k && (first || total[j] > best_other)) {
                best_other = total[j];
                first = 0;
            }
        double x = (double)(total[k] - best_other);
        double base = winners >> k & 1 ? 1.0 / n_win : 0.0;
        if (by_rank && players > 1) {
            double ahead = 0;
            for (int j = 0; j < players; j++)
                if (j != k)
                    ahead += rank[k] < rank[j] ? 1.0 : rank[k] == rank[j] ? 0.5 : 0.0;
            base = ahead / (players - 1);
        }
        reward[k] = base + margin * x / (fabs(x) + spread);
    }
}

void tb_ismcts_play_out(const tb_game *g, int bot, tb_state *d, tb_rng *r, tb_movebuf *buf,
                        int stop_rounds, size_t moves_left)
{
    char why[TB_ERR_MAX];
    tb_outcome o; /* tb_outcome_of zeroes it before each call (game.h) */
    while (moves_left-- > 0 && g->to_move(d) >= 0) {
        if (stop_rounds > 0) {
            tb_outcome_of(g, d, &o);
            if (o.rounds >= stop_rounds)
                return;
        }
        tb_move m;
        memset(&m, 0, sizeof m);
        if ((bot < 0 || g->bot_move(d, bot, r, &m) != 0) && tb_bot_random(g, d, r, buf, &m) != 0)
            return;
        if (g->apply(d, &m, why) != 0)
            return;
    }
}

/* One iteration from the root (pool index 0). */
static void iterate(tb_ismcts *t, const tb_state *root, int seat, tb_rng *r, int stop_rounds,
                    size_t bound)
{
    const tb_game *g = t->g;
    tb_state *d = t->inferring
                      ? tb_infer_determinize(&t->infer, g, t->o.rollout_bot, root, seat, r)
                      : tb_game_determinize(g, root, seat, r);
    if (!d)
        return;
    char why[TB_ERR_MAX];
    int32_t v = 0;
    size_t depth = 0;
    for (;;) {
        int mover = g->to_move(d);
        if (mover < 0)
            break;
        size_t n = list_moves(t, d);
        if (n == 0)
            break;
        size_t untried = match_children(t, v, n);
        depth++;
        if (untried > 0 && t->used < t->cap) {
            /* Expand one untried move: the rollout bot's choice first when it
             * is untried (the search then starts from the plugin's own idea
             * of a good move), else one chosen uniformly. */
            size_t i = n;
            int guided = 0;
            if (t->o.rollout_bot >= 0 && t->o.guide) {
                tb_move want;
                memset(&want, 0, sizeof want);
                if (g->bot_move(d, t->o.rollout_bot, r, &want) == 0)
                    for (i = 0; i < n; i++)
                        if (t->owner[i] < 0 && memcmp(&t->legal.m[i], &want, sizeof want) == 0)
                            break;
                guided = i < n;
            }
            if (i == n) {
                uint32_t pick = tb_rng_below(r, (uint32_t)untried);
                for (i = 0;; i++)
                    if (t->owner[i] < 0 && pick-- == 0)
                        break;
            }
            tb_move m = t->legal.m[i];
            uint64_t h = t->hashes[i];
            if (g->apply(d, &m, why) != 0)
                break;
            v = new_node(t, v, &m, h, mover);
            t->pool[v].guided = (int16_t)guided;
            break;
        }
        if (untried == n)
            break; /* the pool is full and nothing here was tried: roll out */
        /* Only the tried moves compete; compact them to the front. */
        size_t k = 0;
        for (size_t i = 0; i < n; i++)
            if (t->owner[i] >= 0)
                t->owner[k++] = t->owner[i];
        int32_t c = select_child(t, k);
        if (g->apply(d, &t->pool[c].move, why) != 0)
            break;
        v = c;
    }
    size_t moves_left = bound > depth ? bound - depth : 0;
    if (t->o.depth > 0 && (size_t)t->o.depth < moves_left)
        moves_left = (size_t)t->o.depth;
    tb_ismcts_play_out(g, t->o.rollout_bot, d, r, &t->legal, stop_rounds, moves_left);
    tb_outcome o;
    tb_outcome_of(g, d, &o);
    double reward[TB_MAX_SEATS];
    tb_ismcts_rewards(g, &o, t->players, t->o.margin, t->o.rank_reward, reward);
    for (; v > 0; v = t->pool[v].parent) {
        node *x = &t->pool[v];
        x->visits++;
        x->reward += reward[x->player];
    }
    t->pool[0].visits++;
    g->destroy(d);
}

/* Whether the move to play is settled: the most visited root child leads the
 * runner-up by more than settle x the iterations left.  At settle 1 no later
 * iteration could change the choice (ties go on rewards, so the lead must be
 * strict) and stopping changes no move.  Below 1 it assumes the runner-up
 * would not win every iteration left: UCB spends most of them on the leader
 * once it leads clearly, so a lead of a fair share of what is left is
 * rarely overtaken, and the search stops long before the exact rule would. */
static int decided(const tb_ismcts *t, long left)
{
    uint32_t first = 0, second = 0;
    for (int32_t c = t->pool[0].child; c >= 0; c = t->pool[c].sibling) {
        uint32_t v = t->pool[c].visits;
        if (v > first) {
            second = first;
            first = v;
        } else if (v > second) {
            second = v;
        }
    }
    return (double)first - (double)second > t->o.settle * (double)left;
}

/* A fingerprint of what `seat` sees of s, and whose turn it is. */
static uint64_t seen_by(const tb_game *g, const tb_state *s, int seat)
{
    int who = g->to_move(s);
    uint64_t h = tb_hash_bytes(TB_HASH_SEED, &who, sizeof who);
    return tb_view_fingerprint_of(g, s, seat, h);
}

/* After choosing child c of the root in s: keep its subtree for the next
 * decision when that is the same seat's again, straight after this move,
 * and the move showed the seat nothing it could not see before.  The
 * subtree's statistics were gathered over determinizations of what the
 * seat knew before the move; if the move revealed a card (a draw), they
 * no longer describe its information set.  The test: the move played on a
 * determinization must leave the seat's view exactly as the move played on
 * s does.  Its determinization draws from a generator of its own with a
 * fixed seed, so the seat's stream and the bot's moves stay a function of
 * its seed. */
static void plan_reuse(tb_ismcts *t, const tb_state *s, int seat, int32_t c)
{
    const tb_game *g = t->g;
    char why[TB_ERR_MAX];
    if (!g->clone || !tb_game_determinizes(g))
        return;
    tb_state *real = g->clone(s);
    if (!real)
        return;
    tb_rng own;
    tb_rng_seed(&own, 0x5eed);
    tb_state *d = tb_game_determinize(g, s, seat, &own);
    if (d && g->apply(real, &t->pool[c].move, why) == 0 && g->to_move(real) == seat &&
        g->apply(d, &t->pool[c].move, why) == 0) {
        uint64_t h = seen_by(g, real, seat);
        if (seen_by(g, d, seat) == h) {
            t->keep_seat = seat;
            t->keep = c;
            t->expect = h;
        }
    }
    if (d)
        g->destroy(d);
    g->destroy(real);
}

/* Make the kept child the root: copy its subtree to the front of the spare
 * pool (depth first, children in their order), then swap the pools. */
static void reroot(tb_ismcts *t)
{
    node *from = t->pool, *to = t->spare;
    size_t used = 0;
    /* The copy's index of a node is assigned when it is copied; a stack of
     * (old index, new parent) pairs walks the subtree without recursion. */
    int32_t *stack_old = t->stack, *stack_par = t->stack + t->cap;
    size_t top = 0;
    stack_old[top] = t->keep;
    stack_par[top++] = -1;
    while (top > 0) {
        top--;
        int32_t old = stack_old[top], par = stack_par[top];
        int32_t k = (int32_t)used++;
        to[k] = from[old];
        to[k].parent = par;
        to[k].child = -1;
        to[k].sibling = -1;
        if (par >= 0) {
            /* At the head of the list, as new_node puts it. */
            to[k].sibling = to[par].child;
            to[par].child = k;
        }
        /* The stack gives the last child first: inserted at the head one
         * by one, the children come out in their old order. */
        for (int32_t ch = from[old].child; ch >= 0; ch = from[ch].sibling) {
            stack_old[top] = ch;
            stack_par[top++] = k;
        }
    }
    to[0].move = (tb_move){0};
    to[0].hash = 0;
    t->spare = from;
    t->pool = to;
    t->used = used;
}

void tb_ismcts_stop_on(tb_ismcts *t, const volatile sig_atomic_t *flag)
{
    t->stop = flag;
}

int tb_ismcts_choose(tb_ismcts *t, const tb_state *s, tb_rng *r, tb_move *out)
{
    const tb_game *g = t->g;
    int seat = g->to_move(s);
    if (seat < 0)
        return -1;
    t->ran = 0;
    size_t n = list_moves(t, s);
    if (n == 0)
        return -1;
    if (n == 1) {
        /* Nothing to decide: spend no time and no randomness. */
        *out = t->legal.m[0];
        return 0;
    }
    tb_outcome o;
    tb_outcome_of(g, s, &o);
    int stop_rounds = t->o.cutoff > 0 ? o.rounds + t->o.cutoff : 0;
    size_t bound = g->move_bound(s);
    long done = 0; /* visits the root starts with: those of a kept subtree */
    if (t->keep_seat == seat && seen_by(g, s, seat) == t->expect) {
        reroot(t);
        done = (long)t->pool[0].visits;
    } else {
        tb_move none;
        memset(&none, 0, sizeof none);
        t->used = 0;
        new_node(t, -1, &none, 0, seat);
    }
    t->keep_seat = -1;
    t->inferring = tb_infer_ready(&t->infer, g, s, seat);
    while (done + t->ran < t->o.iterations) {
        /* Every iteration: one can take a second in a long game (six
         * hands of twelve), and a person's Ctrl-C must not wait for 16. */
        if (t->stop && *t->stop)
            return -1; /* a person stops the program: no move */
        iterate(t, s, seat, r, stop_rounds, bound);
        t->ran++;
        if (t->o.settle > 0 && (t->ran & 15) == 0 &&
            decided(t, t->o.iterations - done - t->ran))
            break;
    }
    /* The most visited root child that is legal in s itself (every move of
     * the seat's own should be, but the real state has the last word). */
    n = list_moves(t, s);
    match_children(t, 0, n);
    int32_t best = -1;
    for (size_t i = 0; i < n; i++) {
        int32_t c = t->owner[i];
        if (c < 0)
            continue;
        const node *x = &t->pool[c], *b = best >= 0 ? &t->pool[best] : NULL;
        if (!b || x->visits > b->visits ||
            (x->visits == b->visits && x->reward > b->reward))
            best = c;
    }
    *out = best >= 0 ? t->pool[best].move : t->legal.m[0];
    if (t->o.reuse && best >= 0)
        plan_reuse(t, s, seat, best);
    return 0;
}
