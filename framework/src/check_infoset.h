/*
 * check_infoset.h — hidden information, tested from outside the plugin: a
 * seat's view must not change when determinize redeals what it cannot see,
 * and two states a seat cannot tell apart must give that seat the same
 * determinizations and bot moves, and the spectator the same view
 * (check_infoset.c says how the host builds such a pair).
 */
#ifndef TB_CHECK_INFOSET_H
#define TB_CHECK_INFOSET_H

#include <stdint.h>

#include "match.h"

/* The view of `seat` in s and in d (s with that seat's hidden cards
 * redealt by the plugin's determinize) must be the same: 0, or -1 with one
 * line in why.  *hidden: the face-down cards that view shows. */
int tb_check_same_view(const tb_game *g, const tb_state *s, const tb_state *d, int seat,
                       size_t *hidden, char *why, size_t cap);
/* Whether d changed anything hidden from `seat` in s, as the host sees it:
 * the census in the plugin's own order, or another seat's view. */
int tb_check_redealt(const tb_game *g, const tb_state *s, const tb_state *d, int seat,
                     int players);

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
 * built: *pairs counts those that were; *unreplayed counts a position where
 * the game dealt again from its log did not reach the match's state, so no
 * pair could be built at all), -1 with one line in why. */
int tb_check_infoset(const tb_infoset_in *in, uint64_t seed, long *pairs, long *unreplayed,
                     char *why, size_t cap);

#endif
