/* eights.h — Crazy Eights, the example plugin that docs/designer-guide.md
 * walks through: its cards, its state and its moves, shared with the tests
 * (they look inside the state).  The state is plain values (no pointer it
 * owns), so a clone is one memcpy and two states compare as bytes. */
#ifndef EIGHTS_H
#define EIGHTS_H

#include "tabula/aux.h"

#define EIGHTS_PLAYERS 4 /* most seats */
#define EIGHTS_ROUNDS 10 /* most rounds the schema allows */

/* The 52 cards: a card is suit * 16 + rank, suits c d h s = 0..3, ranks
 * A = 1 .. K = 13; written rank then suit, "10s", "Qd", "8h". */
static inline int eights_suit(tb_card c) { return c >> 4; }
static inline int eights_rank(tb_card c) { return c & 15; }

/* What a card left in hand costs: 8 = 50, K Q J = 10, A = 1, others their number. */
static inline int eights_card_value(tb_card c)
{
    int rank = eights_rank(c);
    return rank == 8 ? 50 : rank > 10 ? 10 : rank;
}

/* How a round ended. */
enum eights_end { END_NONE, END_OUT, END_BLOCKED, END_TURN_LIMIT };

struct tb_state {
    const tb_host *host; /* borrowed, like opt and table: they outlive every state */
    const tb_options *opt;
    const tb_table *table;
    tb_rng rng;          /* this game's own randomness: deals and reshuffles */
    int players, hand_size, rounds, max_turns; /* read once in create() */
    int to_move;         /* seat, or -1 once the game is over */
    int suit;            /* suit to follow: the top card's, or the one an 8 named */
    int drawn;           /* the mover has drawn this turn */
    int passes;          /* passes in a row by players with nothing to draw */
    int round_turns, turns;       /* turns taken this round, and in the whole game */
    tb_pile hand[EIGHTS_PLAYERS]; /* kept in card order */
    tb_pile discard;              /* face up; the top is c[n - 1] */
    tb_pile stock;                /* face down */
    /* The rounds finished; the one being played is rounds_done + 1. */
    int rounds_done;
    int score[EIGHTS_ROUNDS][EIGHTS_PLAYERS];    /* what each seat scored in it */
    int end[EIGHTS_ROUNDS];                      /* how it ended: an enum eights_end */
    int winner[EIGHTS_ROUNDS];                   /* the lone lowest hand's seat, or -1 */
    tb_pile left[EIGHTS_ROUNDS][EIGHTS_PLAYERS]; /* the hands as they were scored */
};

/* A move, in the first bytes of a zeroed tb_move (equal moves are equal
 * bytes): the kind, the card played, and for an 8 1 + the suit it names. */
enum eights_kind { MOVE_PLAY = 1, MOVE_DRAW, MOVE_PASS };
typedef struct eights_move {
    uint8_t kind; /* an enum eights_kind */
    uint8_t card; /* MOVE_PLAY: the card; else 0 */
    uint8_t suit; /* an 8: 1 + the suit it names (1 = c .. 4 = s); else 0 */
} eights_move;

#endif
