/*
 * zt.h — small helpers shared by the Zero tests (header only; every
 * function is static inline so each test program takes what it uses).
 */
#ifndef ZT_H
#define ZT_H

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tk.h"

/* Play one line that must be accepted; one that must be refused with a
 * reason containing `why`, leaving the state bit for bit as it was. */
#define ZT_PLAY(g, s, line) TK_PLAY(g, s, line)
#define ZT_REFUSE(g, s, line, why) \
    tk_refuse_line((g), (s), (line), (why), 0, sizeof(tb_state), __FILE__, __LINE__)

/* The bots the tests seat: the host's uniform random choice, re-done here
 * with the host's rng so the tests need no frontend. */
enum { ZT_RANDOM = 0, ZT_GREEDY = 1 };
#define ZT_MOVES_MAX 512

/* Choose a move for the seat to move with bot `kind`; 0 or -1. */
static inline int zt_bot_move(const tb_game *g, const tb_state *s, int kind, tb_rng *r,
                              tb_move *out)
{
    if (kind == ZT_GREEDY)
        return g->bot_move(s, 0, r, out);
    tb_move moves[ZT_MOVES_MAX];
    size_t n = g->legal_moves(s, moves, ZT_MOVES_MAX);
    if (n == 0 || n > ZT_MOVES_MAX)
        return -1;
    *out = moves[tk_host()->rng_below(r, (uint32_t)n)];
    return 0;
}

static inline int zt_card_cmp(const void *a, const void *b)
{
    return (int)*(const tb_card *)a - (int)*(const tb_card *)b;
}

/* The census of s, sorted, into out (cap slots); returns the count. */
static inline size_t zt_census(const tb_game *g, const tb_state *s, tb_card *out, size_t cap)
{
    size_t n = g->census(s, out, cap);
    qsort(out, n, sizeof out[0], zt_card_cmp);
    return n;
}

#endif
