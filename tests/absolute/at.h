/*
 * at.h — helpers shared by the Absolute tests (header only; every function
 * is static inline so each test program takes what it uses).
 *
 * The tests look inside the plugin's state (absolute.h) to check
 * invariants, but re-implement the set rules themselves instead of calling
 * the plugin's: an independent second opinion.
 */
#ifndef AT_H
#define AT_H

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "absolute.h"
#include "tk.h"

/* Play one line that must be accepted; one that must be refused with a
 * reason containing `why`, leaving the state bit for bit as it was. */
#define AT_PLAY(g, s, line) TK_PLAY(g, s, line)
#define AT_REFUSE(g, s, line, why) \
    tk_refuse_line((g), (s), (line), (why), 0, sizeof(tb_state), __FILE__, __LINE__)

/* ---- an independent reading of the card codes and set rules ---- */

/* code = ordinal * 4 + suit; ordinal 0..21 = -10..-1, -0, +0, +1..+10 */
static inline int at_value(int c)
{
    int o = c / 4;
    return o <= 9 ? o - 10 : o <= 11 ? 0 : o - 11;
}
static inline int at_zero(int c) { return c / 4 == 10 || c / 4 == 11; }
static inline int at_neg(int c) { return c / 4 <= 10; }

/* Is the set valid, with its zero card representing zval?  0 or -1. */
static inline int at_set_valid(const uint8_t *c, int n, int zval)
{
    int zeros = 0, sum = 0;
    if (n < 3)
        return -1;
    for (int i = 0; i < n; i++) {
        if (at_zero(c[i])) {
            zeros++;
            if (zval < -10 || zval > 10 || (at_neg(c[i]) && zval > 0) ||
                (!at_neg(c[i]) && zval < 0))
                return -1;
            sum += zval;
        } else {
            sum += at_value(c[i]);
        }
    }
    return zeros <= 1 && sum == 0 ? 0 : -1;
}

/* Every set valid and all 88 cards present exactly once. */
static inline int at_invariants(const tb_game *g, const tb_state *s, char *why, size_t cap)
{
    for (int i = 0; i < s->nsets; i++) {
        if (at_set_valid(s->sets[i].c, s->sets[i].n, s->sets[i].zval) != 0) {
            snprintf(why, cap, "set %d (owner %d) is invalid", i, s->sets[i].owner + 1);
            return -1;
        }
    }
    tb_card cards[512];
    size_t n = g->census(s, cards, 512);
    int seen[88] = {0};
    if (n != 88) {
        snprintf(why, cap, "census holds %zu cards", n);
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        if (cards[i] >= 88 || seen[cards[i]]++) {
            snprintf(why, cap, "card %d is missing or twice", cards[i]);
            return -1;
        }
    }
    return 0;
}

/* The bots the tests seat: the host's uniform random choice, re-done here
 * with the host's rng so the tests need no frontend, or the plugin's greedy. */
enum { AT_RANDOM = 0, AT_GREEDY = 1, AT_QUICK = 2 };

static inline int at_bot_move(const tb_game *g, const tb_state *s, int kind, tb_rng *r,
                              tb_move *out)
{
    if (kind == AT_GREEDY)
        return g->bot_move(s, 0, r, out);
    if (kind == AT_QUICK) /* the plugin's second bot, "quick" */
        return g->bot_move(s, 1, r, out);
    size_t n = g->legal_moves(s, NULL, 0);
    if (n == 0)
        return -1;
    tb_move *moves = malloc(n * sizeof *moves);
    g->legal_moves(s, moves, n);
    *out = moves[tk_host()->rng_below(r, (uint32_t)n)];
    free(moves);
    return 0;
}

/* Free a state from tk_new() and the options it was made with. */
static inline void at_free(const tb_game *g, tb_state *s)
{
    tb_options *o = (tb_options *)(uintptr_t)s->opts;
    tk_free(g, s);
    tk_options_free(o);
}

/* The cards of set k (from 0) of `owner` (from 0) as "-2d -1d +0o=+3", or
 * "none" (static buffer: one use per expression). */
static inline const char *at_set_text(const tb_game *g, const tb_state *s, int owner, int k)
{
    static char buf[512];
    strcpy(buf, "none");
    for (int i = 0; i < s->nsets; i++) {
        if (s->sets[i].owner != owner || k-- != 0)
            continue;
        buf[0] = '\0';
        for (int j = 0; j < s->sets[i].n; j++) {
            char t[16];
            int c = s->sets[i].c[j];
            g->format_card(tk_host(), s->opts, (tb_card)c, t, sizeof t);
            if (j)
                strcat(buf, " ");
            strcat(buf, t);
            if (at_zero(c)) {
                int v = s->sets[i].zval;
                sprintf(buf + strlen(buf), v ? "=%+d" : "=0", v);
            }
        }
    }
    return buf;
}

/* The hand of `seat` as "-8o +5o" (static buffer). */
static inline const char *at_hand_text(const tb_game *g, const tb_state *s, int seat)
{
    static char buf[1024];
    buf[0] = '\0';
    for (int i = 0; i < s->hand[seat].n; i++) {
        char t[16];
        g->format_card(tk_host(), s->opts, s->hand[seat].c[i], t, sizeof t);
        if (i)
            strcat(buf, " ");
        strcat(buf, t);
    }
    return buf;
}

#endif
