/*
 * check_playon.h — the conformance check plays a determinization on: a
 * state determinize() made must be one the game's own rules can finish.
 */
#ifndef TB_CHECK_PLAYON_H
#define TB_CHECK_PLAYON_H

#include <stddef.h>
#include <stdint.h>

#include "legal.h"
#include "tabula/game.h"

/* Play d on with moves drawn uniformly from its listing, each applied with
 * apply() (so a listed move it refuses shows), until the game is over or
 * `limit` moves were played (limit < 0: to the end).  `played` is the
 * moves made before d was determinized and `bound` the game's move_bound():
 * a game still going past it fails.  The picks come from a generator seeded
 * with `seed`, so a verdict repeats.  buf is the caller's scratch listing.
 * Returns 0 with *moves the count played, or -1 with one line in why (cap
 * bytes) saying at which of its moves and what went wrong. */
int tb_check_play_on(const tb_game *g, tb_state *d, long played, size_t bound, long limit,
                     uint64_t seed, tb_movebuf *buf, long *moves, char *why, size_t cap);

#endif
