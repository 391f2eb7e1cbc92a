/* tally.c — value counts kept sorted, found by binary search. */
#include "tally.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"

/* The index of the first value >= v (t->n if none).  Without a branch on
 * the values: `sim` counts four values a game, and which way each step of a
 * search goes is a coin toss the branch predictor loses; here the steps
 * depend on the number of values only. */
static size_t lower_bound(const tb_tally *t, long v)
{
    if (t->n == 0)
        return 0;
    const long *base = t->value;
    for (size_t len = t->n; len > 1; len -= len / 2)
        base = base[len / 2] < v ? base + len / 2 : base;
    return (size_t)(base - t->value) + (*base < v);
}

void tb_tally_add(tb_tally *t, long v, long count)
{
    size_t lo = lower_bound(t, v);
    t->total += count;
    if (lo < t->n && t->value[lo] == v) {
        t->count[lo] += count;
        return;
    }
    /* A new value: rare after the first games, as values repeat. */
    if (t->n == t->cap) {
        t->cap = t->cap ? t->cap * 2 : 32;
        t->value = tb_xrealloc(t->value, t->cap * sizeof *t->value);
        t->count = tb_xrealloc(t->count, t->cap * sizeof *t->count);
    }
    memmove(t->value + lo + 1, t->value + lo, (t->n - lo) * sizeof *t->value);
    memmove(t->count + lo + 1, t->count + lo, (t->n - lo) * sizeof *t->count);
    t->value[lo] = v;
    t->count[lo] = count;
    t->n++;
}

void tb_tally_merge(tb_tally *t, const tb_tally *from)
{
    for (size_t i = 0; i < from->n; i++)
        tb_tally_add(t, from->value[i], from->count[i]);
}

long tb_tally_quantile(const tb_tally *t, double q)
{
    if (t->n == 0)
        return 0;
    double need = q * (double)t->total;
    long seen = 0;
    for (size_t i = 0; i < t->n; i++) {
        seen += t->count[i];
        if ((double)seen >= need && seen > 0)
            return t->value[i];
    }
    return t->value[t->n - 1];
}

void tb_tally_moments(const tb_tally *t, double *mean, double *sd)
{
    *mean = *sd = 0;
    if (t->total == 0)
        return;
    /* Exact integer sums first: the moments do not depend on the order the
     * values were counted in. */
    long long sum = 0;
    for (size_t i = 0; i < t->n; i++)
        sum += (long long)t->value[i] * t->count[i];
    double n = (double)t->total, m = (double)sum / n, ss = 0;
    for (size_t i = 0; i < t->n; i++) {
        double d = (double)t->value[i] - m;
        ss += d * d * (double)t->count[i];
    }
    *mean = m;
    *sd = sqrt(ss / n);
}

void tb_tally_free(tb_tally *t)
{
    free(t->value);
    free(t->count);
    memset(t, 0, sizeof *t);
}
