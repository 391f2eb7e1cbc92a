/*
 * novice.h — `novice`, the host's bot that plays like a beginner: usually
 * the game's own bot's move, but with probability `mistakes` a plausible
 * move that is not the best — one of the `top` moves ranked just below the
 * best by a short look-ahead (see docs/bots.md, "How easy errs").  It is the
 * `easy` level's bot; the spec is "novice" or "novice:mistakes=0.4,top=3".
 */
#ifndef TB_NOVICE_H
#define TB_NOVICE_H

#include <stddef.h>

#include "legal.h"
#include "tabula/game.h"

typedef struct tb_novice_opts {
    double mistakes; /* chance of a mistake at a decision with a choice, 0 to 1 */
    int top;         /* a mistake is one of the `top` moves ranked just below the best */
    int samples;     /* look-ahead play-outs per move when ranking them */
} tb_novice_opts;

/* 1 when spec names the novice bot (with or without options). */
int tb_botspec_is_novice(const char *spec);
/* The options of a novice spec on top of the defaults.  0, or -1 with a
 * one-line reason in err, e.g. `novice option "top=0": top must be a whole
 * number from 1 to 20`. */
int tb_botspec_novice(const char *spec, tb_novice_opts *o, char *err, size_t errlen);

/* Choose a move for the seat to move in s (a game of `players` seats),
 * drawing every random number from *r and listing into buf.  Like every bot
 * it reads only what that seat knows: look-aheads start from determinize().
 * 0, or -1 when there is no legal move. */
int tb_novice_choose(const tb_game *g, int players, const tb_novice_opts *o, const tb_state *s,
                     tb_rng *r, tb_movebuf *buf, tb_move *out);

#endif
