/*
 * check_infoset.h — the information-set property, tested from outside the
 * plugin: two states a seat cannot tell apart must give that seat the same
 * determinizations and the same bot moves, and the spectator the same view
 * (check_infoset.c says how the host builds such a pair).
 */
#ifndef TB_CHECK_INFOSET_H
#define TB_CHECK_INFOSET_H

#include <stdint.h>

#include "match.h"

/* A state of a checked game and how it came about. */
typedef struct tb_infoset_in {
    const tb_match *match;          /* the game: its setup, moves and state (borrowed) */
    const tb_match_setup *setup;    /* what it was dealt from, without the log */
    const tb_deal_log *deals;       /* its deals, recorded (decks.h) */
    const int *redeals;             /* per seat: determinize was seen to redeal for it,
                                       so its determinizations are compared */
} tb_infoset_in;

/* Build, for each seat, a state it cannot tell apart from the match's
 * state, and compare.  0 when nothing differs (or no such state could be
 * built: *pairs counts those that were), -1 with one line in why. */
int tb_check_infoset(const tb_infoset_in *in, uint64_t seed, long *pairs, char *why,
                     size_t cap);

#endif
