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

/* s without any white space (malloc'd), so JSON compares ignore spacing. */
static inline char *zt_squeeze(const char *s)
{
    char *out = malloc(strlen(s ? s : "") + 1);
    size_t n = 0;
    for (const char *p = s ? s : ""; *p; p++)
        if (!isspace((unsigned char)*p))
            out[n++] = *p;
    out[n] = '\0';
    return out;
}

/* The integer after "key": in a JSON text, or `fallback`. */
static inline long zt_json_int(const char *json, const char *key, long fallback)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\"", key);
    const char *p = json ? strstr(json, pat) : NULL;
    if (!p)
        return fallback;
    p += strlen(pat);
    while (*p == ' ' || *p == ':')
        p++;
    char *end;
    long v = strtol(p, &end, 10);
    return end == p ? fallback : v;
}

/* Play one line and record that it was accepted. */
#define ZT_PLAY(g, s, line)                                                              \
    do {                                                                                 \
        char zt_err_[TB_ERR_MAX] = "";                                                   \
        int zt_rc_ = tk_play((g), (s), (line), zt_err_);                                 \
        if (zt_rc_ != 0)                                                                 \
            fprintf(stderr, "%s:%d: '%s' refused: %s\n", __FILE__, __LINE__, (line),    \
                    zt_err_);                                                            \
        tk_check(zt_rc_ == 0, __FILE__, __LINE__, "play " line);                         \
    } while (0)

/* Play one line that must be refused with a reason containing `why`. */
#define ZT_REFUSE(g, s, line, why)                                                       \
    do {                                                                                 \
        char zt_err_[TB_ERR_MAX] = "";                                                   \
        int zt_rc_ = tk_play((g), (s), (line), zt_err_);                                 \
        tk_check(zt_rc_ == -1, __FILE__, __LINE__, "refuse " line);                      \
        if (!strstr(zt_err_, (why)))                                                     \
            fprintf(stderr, "%s:%d: reason for '%s' was '%s'\n", __FILE__, __LINE__,    \
                    (line), zt_err_);                                                    \
        tk_check(strstr(zt_err_, (why)) != NULL, __FILE__, __LINE__, "reason of " line); \
    } while (0)

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
