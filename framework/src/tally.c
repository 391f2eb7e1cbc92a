/* tally.c — value counts kept sorted, found by binary search. */
#include "tally.h"

#include <stdlib.h>
#include <string.h>

#include "strbuf.h"

void tb_tally_add(tb_tally *t, long v, long count)
{
    size_t lo = 0, hi = t->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->value[mid] < v)
            lo = mid + 1;
        else
            hi = mid;
    }
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

void tb_tally_free(tb_tally *t)
{
    free(t->value);
    free(t->count);
    memset(t, 0, sizeof *t);
}
