/*
 * legal.h — listing a state's legal moves for the host.
 *
 * Two forms: tb_legal_moves() returns a fresh malloc'd array (frontends,
 * the check: places where a list outlives the call), and tb_movebuf, one
 * buffer reused for every state of a game (bots, sim, search: the hot path,
 * where an allocation per move would cost more than the move itself).
 */
#ifndef TB_LEGAL_H
#define TB_LEGAL_H

#include <stddef.h>
#include <string.h>

#include "rng.h"
#include "tabula/game.h"

/* Every legal move of s into *out (malloc'd; the caller frees); returns the
 * count. */
size_t tb_legal_moves(const tb_game *g, const tb_state *s, tb_move **out);

/* A legal-move buffer that grows to the largest list it has seen and is
 * then reused: after the first few states of a game, listing allocates
 * nothing.  Zero-initialise it; free it with tb_movebuf_free(). */
typedef struct tb_movebuf {
    tb_move *m;
    size_t n;   /* moves listed by the last fill */
    size_t cap; /* slots allocated */
} tb_movebuf;

/* The first fill of a buffer, or one whose list outgrew it (legal.c). */
size_t tb_movebuf_fill_grow(tb_movebuf *b, const tb_game *g, const tb_state *s);

/* List every legal move of s into b->m; returns (and sets b->n to) the count.
 * Inline: a random seat of `sim` lists once a move, and a list that fits the
 * buffer (nearly all of them) needs no more than the plugin's call. */
static inline size_t tb_movebuf_fill(tb_movebuf *b, const tb_game *g, const tb_state *s)
{
    if (b->cap > 0) {
        size_t n = g->legal_moves(s, b->m, b->cap);
        if (n <= b->cap) {
            b->n = n;
            return n;
        }
    }
    return tb_movebuf_fill_grow(b, g, s);
}
void tb_movebuf_free(tb_movebuf *b);

/* `random`'s choice: a pointer to the plugin's random_move() pick written
 * into *tmp (ABI 1.5), or else into buf's list (valid until buf is filled
 * again); NULL when there is no legal move.  Inline: sim's random seats
 * pick once a move, and apply the move from there (a copy written just
 * before apply() reads it back would be read through a store the CPU cannot
 * forward). */
static inline const tb_move *tb_bot_random_pick(const tb_game *g, const tb_state *s, tb_rng *r,
                                                tb_movebuf *buf, tb_move *tmp)
{
    if (g->random_move) {
        memset(tmp, 0, sizeof *tmp);
        return g->random_move(s, r, tmp) == 0 ? tmp : NULL;
    }
    size_t n = tb_movebuf_fill(buf, g, s);
    return n ? &buf->m[tb_rng_below(r, (uint32_t)n)] : NULL;
}

#endif
