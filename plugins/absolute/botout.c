/*
 * botout.c — the greedy bot's search for a way out with melds and adds.
 *
 * A round only ends when someone goes out, so the bot must see when its hand
 * can be emptied: split the hand into new melds and zero-sum groups added to
 * its own sets, leaving at most one card (the discard that goes out), with
 * enough sets on the table.  A depth-first search over the hand (at most 14
 * cards): the lowest card left either becomes the single leftover or joins
 * a group of up to six with higher cards.  A budget of groups tried bounds it.  It only plans; the bot plays the first group,
 * and recomputes the rest from the new state (the search is deterministic).
 */
#include <string.h>

#include "absolute.h"
#include "bot.h"

#define OUT_BUDGET 30000  /* groups tried: a 14-card hand stays in milliseconds */
#define GROUP_MAX 6       /* cards in one meld or add; longer ones are rare */
#define OUT_NOW_BONUS 1000 /* leaving one card goes out this turn, not the next */
#define MAX_HAND 16

typedef struct target {
    int pool;       /* index in s->sets */
    int n, zero;    /* cards now (with planned adds), holds a zero card */
    uint8_t c[AB_NCARDS];
} target;

typedef struct osearch {
    const tb_state *s;
    int n;
    uint8_t card[MAX_HAND];
    int ntarget;
    target t[AB_MAX_SETS];
    int need_sets;
    long budget;
    int sets, points, left; /* of the partial plan */
    /* the first group of the partial plan */
    int have_first;
    ab_move first;
    int best_value;
    ab_move *best_first;
    int found;
} osearch;

static int popcount(unsigned m)
{
    int k = 0;
    for (; m; m &= m - 1)
        k++;
    return k;
}

static int score_of(const uint8_t *c, int n)
{
    ab_breakdown b;
    return ab_set_score(c, n, &b);
}

/* Fill a meld or add move (cards in hand order, which is sorted). */
static void group_move(const osearch *q, unsigned mask, int kind, int tpool, int zval,
                       ab_move *am)
{
    memset(am, 0, sizeof *am);
    am->kind = (uint8_t)kind;
    am->zval = (int8_t)zval;
    for (int i = 0; i < q->n; i++)
        if (mask >> i & 1u)
            am->c[am->n++] = q->card[i];
    if (kind == AB_MV_ADD) {
        const ab_set *st = &q->s->sets[tpool];
        int k = 0;
        for (int i = 0; i < tpool; i++)
            k += q->s->sets[i].owner == st->owner;
        am->owner = st->owner;
        am->idx = (uint8_t)k;
    }
}

static void dfs(osearch *q, unsigned rem);
static void groups(osearch *q, unsigned rem, unsigned pool, unsigned mask, int size);

/* Recurse with group `mask` played (as a meld, or onto target ti). */
static void with_group(osearch *q, unsigned rem, unsigned mask, int kind, int ti, int zval,
                       int gain)
{
    int had_first = q->have_first;
    if (!had_first) {
        group_move(q, mask, kind, kind == AB_MV_ADD ? q->t[ti].pool : -1, zval, &q->first);
        q->have_first = 1;
    }
    q->points += gain;
    q->sets += kind == AB_MV_MELD;
    dfs(q, rem & ~mask);
    q->sets -= kind == AB_MV_MELD;
    q->points -= gain;
    q->have_first = had_first;
}

static void try_group(osearch *q, unsigned rem, unsigned mask)
{
    uint8_t g[MAX_HAND];
    int k = 0, sum = 0, zeros = 0, zc = -1;
    for (int i = 0; i < q->n; i++)
        if (mask >> i & 1u) {
            g[k++] = q->card[i];
            sum += ab_value(q->card[i]);
            if (ab_is_zero(q->card[i])) {
                zeros++;
                zc = q->card[i];
            }
        }
    if (zeros > 1)
        return;
    int ok = zeros ? ab_zero_can(zc, -sum) : sum == 0;
    if (!ok)
        return;
    int zval = zeros ? -sum : 0;
    if (k >= 3)
        with_group(q, rem, mask, AB_MV_MELD, -1, zval, score_of(g, k));
    for (int ti = 0; ti < q->ntarget && q->budget >= 0; ti++) {
        target *t = &q->t[ti];
        /* a zero card already in the set keeps its number: add zero-sum */
        if (zeros && t->zero)
            continue;
        if (!zeros && sum != 0)
            continue;
        int before = score_of(t->c, t->n), n0 = t->n, z0 = t->zero;
        memcpy(t->c + t->n, g, (size_t)k);
        t->n += k;
        t->zero |= zeros;
        ab_sort_cards(t->c, t->n);
        int gain = score_of(t->c, t->n) - before;
        uint8_t keep[AB_NCARDS];
        memcpy(keep, t->c, (size_t)t->n);
        with_group(q, rem, mask, AB_MV_ADD, ti, zval, gain);
        /* undo: drop the group's cards again */
        int m = 0;
        for (int i = 0; i < n0 + k; i++) {
            int in_g = 0;
            for (int j = 0; j < k; j++)
                in_g |= keep[i] == g[j];
            if (!in_g)
                t->c[m++] = keep[i];
        }
        t->n = n0;
        t->zero = z0;
    }
}

static void leaf(osearch *q)
{
    if (q->sets < q->need_sets || !q->have_first)
        return;
    int v = q->points + (q->left == 1 ? OUT_NOW_BONUS : 0);
    if (!q->found || v > q->best_value) {
        q->found = 1;
        q->best_value = v;
        *q->best_first = q->first;
    }
}

static void dfs(osearch *q, unsigned rem)
{
    if (--q->budget < 0)
        return;
    int cnt = popcount(rem);
    if (cnt == 0) {
        leaf(q);
        return;
    }
    /* sets still possible: every further meld takes three cards */
    if (q->sets + cnt / 3 < q->need_sets)
        return;
    int lo = __builtin_ctz(rem);
    unsigned others = rem & ~(1u << lo);
    if (q->left == 0) {
        q->left = 1;
        dfs(q, others);
        q->left = 0;
    }
    groups(q, rem, others, 1u << lo, 1);
}

/* Every group of at most GROUP_MAX cards: `mask` and higher cards of `pool`. */
static void groups(osearch *q, unsigned rem, unsigned pool, unsigned mask, int size)
{
    if (--q->budget < 0)
        return;
    try_group(q, rem, mask);
    if (size >= GROUP_MAX)
        return;
    for (unsigned p = pool; p && q->budget >= 0; p &= p - 1) {
        unsigned bit = p & -p;
        groups(q, rem, p & ~bit, mask | bit, size + 1);
    }
}

int ab_plan_out_plays(const tb_state *s, ab_move *first)
{
    osearch q;
    memset(&q, 0, sizeof q);
    const tb_pile *h = &s->hand[s->seat];
    if (h->n < 2 || h->n > MAX_HAND)
        return -1;
    q.s = s;
    q.n = h->n;
    for (int i = 0; i < h->n; i++)
        q.card[i] = (uint8_t)h->c[i];
    int mine = 0;
    for (int i = 0; i < s->nsets; i++) {
        const ab_set *st = &s->sets[i];
        if (st->owner != s->seat)
            continue;
        mine++;
        target *t = &q.t[q.ntarget++];
        t->pool = i;
        t->n = st->n;
        memcpy(t->c, st->c, st->n);
        for (int j = 0; j < st->n; j++)
            t->zero |= ab_is_zero(st->c[j]);
    }
    q.sets = mine;
    q.need_sets = s->sets_to_go_out;
    q.budget = OUT_BUDGET;
    q.best_first = first;
    dfs(&q, (1u << q.n) - 1u);
    return q.found ? 0 : -1;
}
