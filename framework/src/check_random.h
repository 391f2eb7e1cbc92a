/*
 * check_random.h — the conformance check of a plugin's random_move() hook
 * (ABI 1.5): legal, repeatable, uniform.
 */
#ifndef TB_CHECK_RANDOM_H
#define TB_CHECK_RANDOM_H

#include <stddef.h>
#include <stdint.h>

#include "tabula/game.h"

/* Hold g->random_move to its contract on s, whose n legal moves are mv:
 * from a generator seeded with `seed`, its pick is one of mv and the same
 * pick (and the same draws) twice from the same generator state; with
 * `uniform` set, it also draws TB_CHECK_RANDOM_DRAWS x n picks and fails
 * when their chi-square over the n moves is above the 1-in-a-million
 * critical value (a fixed seed: the verdict is the same every run).
 * 0, or -1 with one line in why (cap bytes). */
int tb_check_random_move(const tb_game *g, const tb_state *s, const tb_move *mv, size_t n,
                         uint64_t seed, int uniform, char *why, size_t cap);

#define TB_CHECK_RANDOM_DRAWS 200/* picks per listed move in the uniformity test */
#define TB_CHECK_RANDOM_MAX 64   /* longest list the uniformity test is run on */

#endif
