/*
 * botplan.c — the greedy bot's regroup planner.
 *
 * Looks for a new collection of valid sets that uses every card of the
 * mover's sets plus any cards of the hand, scoring more than the sets do now
 * (hand cards played also lower the hand penalty).  A depth-first search:
 * take the lowest unplaced set card, try every valid set of 3..6 cards that
 * contains it, recurse.  A node budget keeps it to milliseconds; the search
 * is deterministic, so the bot can recompute the same plan at every step of
 * the regroup instead of remembering it.
 *
 * In going-out mode the goal changes: at least sets_to_go_out sets and at
 * most one hand card left over (to discard), so hand cards may also form
 * sets of their own; the score only breaks ties between such plans.
 */
#include <string.h>

#include "absolute.h"
#include "bot.h"

#define PLAN_BUDGET 4000
#define PLAN_MAX_SET AB_PLAN_SET_MAX
#define POOL_MAX AB_PLAN_SETS

typedef struct search {
    int n, nwork;             /* pool: work cards first, then hand cards */
    uint8_t card[POOL_MAX];
    uint8_t used[POOL_MAX];
    int8_t val[POOL_MAX];     /* printed value (zero cards 0) */
    uint8_t zero[POOL_MAX];
    int need_hand;            /* a hand card must be played */
    long budget;
    /* current partial plan */
    int nsets;
    uint8_t len[POOL_MAX];
    uint8_t sets[POOL_MAX][PLAN_MAX_SET];
    int score;
    /* best plan */
    int best_value;
    ab_plan *best;
    /* going out: at least out_sets sets, at most one hand card left */
    int out_sets;
    int left;
} search;

#define OUT_REGROUP_HAND 3
#define OUT_NOW_BONUS 1000 /* one card left is discarded to go out this turn */

static int plan_value(search *q)
{
    /* set scores, minus the penalty of the hand that would be left */
    uint8_t left[AB_NCARDS];
    int n = 0;
    for (int i = q->nwork; i < q->n; i++)
        if (!q->used[i])
            left[n++] = q->card[i];
    return q->score - ab_hand_penalty(left, n, NULL);
}

static void leaf(search *q)
{
    int hand_used = -q->left; /* the leftover is marked used but stays in hand */
    for (int i = q->nwork; i < q->n; i++)
        hand_used += q->used[i];
    if (q->need_hand && hand_used <= 0)
        return;
    if (q->out_sets && q->nsets < q->out_sets)
        return;
    int v = q->out_sets ? q->score + (q->left ? OUT_NOW_BONUS : 0) : plan_value(q);
    if (v <= q->best_value)
        return;
    q->best_value = v;
    q->best->nsets = q->nsets;
    for (int k = 0; k < q->nsets; k++) {
        q->best->len[k] = q->len[k];
        memcpy(q->best->c[k], q->sets[k], q->len[k]);
    }
}

static void place(search *q);

/* Extend the set being built (q->sets[q->nsets]) from pool index `from`. */
static void grow(search *q, int from, int sum, int zeros)
{
    if (--q->budget < 0)
        return;
    int k = q->nsets, len = q->len[k];
    if (len >= 3) {
        int zv = -sum;
        int ok = 0;
        if (zeros == 0)
            ok = sum == 0;
        else
            for (int i = 0; i < len; i++)
                if (ab_is_zero(q->sets[k][i]))
                    ok = ab_zero_can(q->sets[k][i], zv);
        if (ok) {
            ab_breakdown b;
            int sc = ab_set_score(q->sets[k], len, &b);
            q->score += sc;
            q->nsets++;
            place(q);
            q->nsets--;
            q->score -= sc;
        }
    }
    if (len >= PLAN_MAX_SET)
        return;
    for (int i = from; i < q->n; i++) {
        if (q->used[i])
            continue;
        int z = q->zero[i];
        if (zeros + z > 1)
            continue;
        q->used[i] = 1;
        q->sets[k][len] = q->card[i];
        q->len[k] = (uint8_t)(len + 1);
        grow(q, i + 1, sum + q->val[i], zeros + z);
        q->len[k] = (uint8_t)len;
        q->used[i] = 0;
        if (q->budget < 0)
            return;
    }
}

/* Going out, once the work cards are placed: the hand cards left become
 * new sets too, but for one that may stay to be discarded. */
static int out_pivot(search *q)
{
    int pivot = -1, free_cards = 0;
    for (int i = q->n - 1; i >= q->nwork; i--)
        if (!q->used[i]) {
            pivot = i;
            free_cards++;
        }
    if (pivot < 0)
        return -1;
    if (q->nsets + free_cards / 3 < q->out_sets || q->budget < 0)
        return -2; /* hopeless */
    if (!q->left) {
        q->left = 1;
        q->used[pivot] = 1;
        place(q);
        q->used[pivot] = 0;
        q->left = 0;
    }
    return pivot;
}

/* Start a set with the lowest unplaced work card, or finish. */
static void place(search *q)
{
    int pivot = -1;
    for (int i = 0; i < q->nwork; i++)
        if (!q->used[i]) {
            pivot = i;
            break;
        }
    if (pivot < 0 && q->out_sets) {
        pivot = out_pivot(q);
        if (pivot == -2)
            return;
    }
    if (pivot < 0) {
        leaf(q);
        return;
    }
    if (q->nsets >= POOL_MAX)
        return;
    int k = q->nsets, c = q->card[pivot];
    q->used[pivot] = 1;
    q->sets[k][0] = (uint8_t)c;
    q->len[k] = 1;
    grow(q, pivot + 1, ab_is_zero(c) ? 0 : ab_value(c), ab_is_zero(c));
    q->used[pivot] = 0;
}

static int plan(const tb_state *s, ab_plan *plan, int out_sets)
{
    search q;
    memset(&q, 0, sizeof q);
    memset(plan, 0, sizeof *plan);
    const tb_pile *h = &s->hand[s->seat];
    int current = 0;
    ab_breakdown b;
    for (int i = 0; i < s->nsets; i++) {
        const ab_set *st = &s->sets[i];
        if (st->owner != s->seat)
            continue;
        current += ab_set_score(st->c, st->n, &b);
        for (int j = 0; j < st->n; j++) {
            if (q.n >= POOL_MAX)
                return -1;
            q.card[q.n++] = st->c[j];
        }
    }
    q.nwork = q.n;
    if (q.nwork == 0)
        return -1;
    uint8_t hand[AB_NCARDS];
    for (int i = 0; i < h->n; i++) {
        hand[i] = (uint8_t)h->c[i];
        if (q.n < POOL_MAX)
            q.card[q.n++] = (uint8_t)h->c[i];
        else if (out_sets)
            return -1; /* every hand card must be placed or be the leftover */
    }
    for (int i = 0; i < q.n; i++) {
        q.val[i] = (int8_t)ab_value(q.card[i]);
        q.zero[i] = (uint8_t)ab_is_zero(q.card[i]);
    }
    int hand_pen = ab_hand_penalty(hand, h->n, NULL);
    q.need_hand = !s->played;
    q.budget = PLAN_BUDGET;
    q.best = plan;
    /* must beat the table as it stands */
    q.best_value = out_sets ? -OUT_NOW_BONUS : current - hand_pen;
    q.out_sets = out_sets;
    place(&q);
    if (plan->nsets == 0)
        return -1;
    plan->gain = q.best_value - (current - hand_pen);
    return 0;
}

int ab_plan_regroup(const tb_state *s, ab_plan *p) { return plan(s, p, 0); }

int ab_plan_out_regroup(const tb_state *s, ab_plan *p)
{
    /* a long hand goes out by melding; rebuilding the sets is the endgame
     * tool, and the costliest search the bot makes */
    if (s->hand[s->seat].n > OUT_REGROUP_HAND)
        return -1;
    return plan(s, p, s->sets_to_go_out > 0 ? s->sets_to_go_out : 1);
}
