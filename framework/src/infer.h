/*
 * infer.h — what the search reads from the opponents' moves (ismcts's
 * `infer` option).
 *
 * A plain determinization deals the cards a seat cannot see afresh from all
 * of them, as if the other players' moves told nothing.  They do: a player
 * who draws held nothing that followed, one who names a suit holds it.
 * With infer=N the search keeps the states before its seat's last N moves
 * and every move made since.  A deal of the oldest of those states (the
 * cards the seat has seen since left where they really were) is judged by
 * replaying the moves on it: it must reach the state the seat decides in,
 * as the seat sees it, and each opponent's move the rollout bot in that
 * deal would not have made weighs it down by TB_INFER_STRAY_ODDS (people
 * are not the bot, so such a deal is unlikely, not impossible).
 *
 * The deals are drawn by a Markov chain over those weights (Metropolis):
 * each step swaps two of the cards the seat cannot see and keeps the swap
 * with the chance the weights give, so every iteration pays one replay,
 * however rarely a fresh deal would explain the moves.  A decision starts
 * the chain from a plain deal that replays, walks TB_INFER_BURN_IN steps,
 * then takes one step an iteration; the order of each pile the replay
 * never read (the stock below the draws, the order in a hand) is dealt
 * afresh for every iteration.  When no deal of TB_INFER_TRIES replays, the
 * decision takes plain deals.
 *
 * Only for a plugin whose determinize the host writes from its pile table
 * (the host can then leave seen cards in place); internal to the host.
 */
#ifndef TB_INFER_H
#define TB_INFER_H

#include "tabula/game.h"

#define TB_INFER_WINDOW_MAX 8 /* own moves the search may look back over */
#define TB_INFER_MOVES 64     /* moves a window holds; beyond it, plain deals */
#define TB_INFER_TRIES 50     /* deals tried to start a decision's chain */
#define TB_INFER_STRAY_ODDS 10 /* a move the bot would not make weighs a deal by 1/this */
#define TB_INFER_KEEP_MAX 512 /* seen cards kept in place */
#define TB_INFER_BURN_IN 100  /* steps a decision's chain walks before its first deal */

typedef struct tb_infer {
    int window;                               /* own moves to look back over; 0: off */
    tb_state *before[TB_INFER_WINDOW_MAX];    /* the states the window starts from, oldest first */
    int first_move[TB_INFER_WINDOW_MAX];      /* index in seen[] of the move made in before[i] */
    int n_before;
    tb_move seen[TB_INFER_MOVES];             /* the moves since before[0] */
    unsigned char own[TB_INFER_MOVES];        /* 1: the searching seat's own move */
    int n_seen, overflow;
    /* One decision's: the cards seen since before[0], and the chain: a
     * deal of before[0], its replay to the decision's state and the moves
     * the bot would not have made in it; started: 1 once it runs, -1 when
     * no deal replayed. */
    tb_card keep[TB_INFER_KEEP_MAX];
    size_t n_keep;
    tb_state *start, *end;
    int misses, started;
    long steps, moved, plain;                 /* over the context's life: swaps kept of tried */
} tb_infer;

/* window 0 turns it off (observe and forget then do nothing). */
void tb_infer_init(tb_infer *w, int window);
/* Drop every state and move: a new game, or moves the search did not see. */
void tb_infer_forget(tb_infer *w, const tb_game *g);
/* Move m was made in s (the state before it: copied when a window starts
 * there); own: by the searching seat. */
void tb_infer_observe(tb_infer *w, const tb_game *g, const tb_state *s, const tb_move *m,
                      int own);
/* Before a decision of `seat` in root: whether the window has moves to read
 * (then tb_infer_determinize reads them). */
int tb_infer_ready(tb_infer *w, const tb_game *g, const tb_state *root, int seat);
/* A determinization of root for seat drawn by the chain above (`bot`: the
 * rollout bot, -1 for none: then only the replay's legality is asked); a
 * plain one when no deal replays.  NULL when even that fails.  The caller
 * destroys it. */
tb_state *tb_infer_determinize(tb_infer *w, const tb_game *g, int bot, const tb_state *root,
                               int seat, tb_rng *r);

#endif
