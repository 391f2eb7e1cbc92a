/*
 * tally.h — how often each integer value occurred: an exact, mergeable
 * distribution (scores, turns per game) whose size grows with the number of
 * distinct values, never with the number of games.  Histograms, medians and
 * percentiles of a million-game simulation come from it without keeping one
 * record per game.
 */
#ifndef TB_TALLY_H
#define TB_TALLY_H

#include <stddef.h>

typedef struct tb_tally {
    long *value;  /* distinct values, ascending */
    long *count;  /* how often each occurred */
    size_t n, cap;
    long total;   /* sum of the counts */
} tb_tally;

/* Count one more occurrence of v (count times). */
void tb_tally_add(tb_tally *t, long v, long count);
/* Add every count of *from into *t. */
void tb_tally_merge(tb_tally *t, const tb_tally *from);
/* The smallest value v such that at least q (0..1) of the counts are <= v:
 * q = 0.5 is the (lower) median.  0 for an empty tally. */
long tb_tally_quantile(const tb_tally *t, double q);
void tb_tally_free(tb_tally *t);

#endif
