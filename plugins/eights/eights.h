/* eights.h — Crazy Eights, the example plugin that docs/designer-guide.md
 * builds from nothing: its cards, its state and its moves (the tests look
 * inside them).  The state is plain values, so a clone is one memcpy. */
#ifndef EIGHTS_H
#define EIGHTS_H

#include "tabula/aux.h"

#define EIGHTS_PLAYERS 4 /* most seats */
#define EIGHTS_ROUNDS 10 /* most rounds the schema allows */

/* The 52 cards, a suited deck: a card is suit * 16 + rank (suits c d h s =
 * 0..3, ranks A = 1 .. K = 13), written "10s"; aux.h writes the hooks. */
static const tb_aux_suited eights_cards = TB_AUX_FRENCH(
    TB_N_("\"%.40s\" is not a card (a rank A 2-10 J Q K, then a suit c d h s)"));
/* What a card left in hand costs: 8 = 50, K Q J = 10, A = 1, others their number. */
static inline int eights_card_value(tb_card c)
{
    int rank = tb_aux_rank(c);
    return rank == 8 ? 50 : rank > 10 ? 10 : rank;
}

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
    TB_AUX_HANDS_LOG(EIGHTS_ROUNDS, EIGHTS_PLAYERS); /* the rounds scored; end: enum eights_end */
};

/* A move is a word move (tabula/aux_moves.h) in a zeroed tb_move: the kind,
 * the card played, and for an 8 1 + the suit it names.  Equal moves are equal bytes. */
enum eights_kind { MOVE_PLAY = 1, MOVE_DRAW, MOVE_PASS };
typedef tb_aux_word_move eights_move;
TB_AUX_MOVE_CODEC(eights, eights_move) /* eights_pack(), eights_unpack() */
/* eights_deck_cards, _parse_card, _format_card, _show_card: unused ones cost nothing */
TB_AUX_SUITED_HOOKS(eights, eights_cards)

#endif
