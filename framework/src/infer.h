/*
 * infer.h — what the search reads from the opponents' moves (ismcts's
 * `infer` option).
 *
 * A plain determinization deals the cards a seat cannot see afresh from all
 * of them, as if the other players' moves told nothing.  They do: a player
 * who draws held nothing that followed, one who names a suit holds it.
 * With infer=N the search keeps the states before its seat's last N moves
 * and every move made since.  A deal is drawn for the oldest of those
 * states (the cards the seat has seen since left where they really were),
 * the moves are replayed on it, and it is kept when the rollout bot, in
 * that deal, would have made each opponent's move — or, one time in
 * TB_INFER_STRAY_ODDS, when it would not, since people are not the bot.
 * After TB_INFER_TRIES refusals the iteration takes a plain deal, and once
 * a decision's iterations have taken more plain deals than kept ones (and
 * TB_INFER_GIVE_UP of them), the rest of the decision does not try again:
 * a window the bot cannot explain costs the tries and gives nothing.
 *
 * Only for a plugin whose determinize the host writes from its pile table
 * (the host can then leave seen cards in place); internal to the host.
 */
#ifndef TB_INFER_H
#define TB_INFER_H

#include "tabula/game.h"

#define TB_INFER_WINDOW_MAX 8 /* own moves the search may look back over */
#define TB_INFER_MOVES 64     /* moves a window holds; beyond it, plain deals */
#define TB_INFER_TRIES 50     /* deals refused before an iteration takes a plain one */
#define TB_INFER_STRAY_ODDS 10 /* a move the bot would not make keeps 1 deal in this many */
#define TB_INFER_KEEP_MAX 512 /* seen cards kept in place */
#define TB_INFER_GIVE_UP 8    /* plain deals a decision takes before it may give up */

typedef struct tb_infer {
    int window;                               /* own moves to look back over; 0: off */
    tb_state *before[TB_INFER_WINDOW_MAX];    /* the states the window starts from, oldest first */
    int first_move[TB_INFER_WINDOW_MAX];      /* index in seen[] of the move made in before[i] */
    int n_before;
    tb_move seen[TB_INFER_MOVES];             /* the moves since before[0] */
    unsigned char own[TB_INFER_MOVES];        /* 1: the searching seat's own move */
    int n_seen, overflow;
    /* One decision's: the cards seen since before[0], and the tally. */
    tb_card keep[TB_INFER_KEEP_MAX];
    size_t n_keep;
    long decision_kept, decision_plain;
    long tries, kept, plain;                  /* over the context's life */
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
/* A determinization of root for seat that agrees with the moves seen, by
 * the rule above (`bot`: the rollout bot, -1 for none: then only the
 * replay's legality is asked); a plain one when none was found.  NULL when
 * even that fails.  The caller destroys it. */
tb_state *tb_infer_determinize(tb_infer *w, const tb_game *g, int bot, const tb_state *root,
                               int seat, tb_rng *r);

#endif
