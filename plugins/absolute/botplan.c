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
    const uint8_t *hand;
    int hand_n;
} search;

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
    int hand_used = 0;
    for (int i = q->nwork; i < q->n; i++)
        hand_used |= q->used[i];
    if (q->need_hand && !hand_used)
        return;
    int v = plan_value(q);
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
                    ok = ab_zero_ok(q->sets[k][i], zv, NULL) == 0;
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

/* Start a set with the lowest unplaced work card, or finish. */
static void place(search *q)
{
    int pivot = -1;
    for (int i = 0; i < q->nwork; i++)
        if (!q->used[i]) {
            pivot = i;
            break;
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

int ab_plan_regroup(const tb_state *s, ab_plan *plan)
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
    q.best_value = current - hand_pen;
    place(&q);
    if (plan->nsets == 0)
        return -1;
    plan->gain = q.best_value - (current - hand_pen);
    return 0;
}
