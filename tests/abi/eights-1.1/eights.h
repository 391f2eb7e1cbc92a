/*
 * eights.h — private header of the Crazy Eights plugin, the example every
 * designer starts from (docs/designer-guide.md walks through it).
 *
 * The whole game is one plain struct: numbers and piles, no pointer into
 * its own memory.  Cloning a game is one malloc and one memcpy.  Only
 * plugin.c exports a symbol (the entry point); the functions the files
 * share are declared here.
 */
#ifndef EIGHTS_H
#define EIGHTS_H

#include <string.h>

#include "tabula/aux.h" /* the helpers every plugin would otherwise write */

#define EIGHTS_PLAYERS 4 /* most seats */
#define EIGHTS_ROUNDS 10 /* most rounds the schema allows */

/* ---- cards: code = suit * 16 + rank; suits c d h s = 0..3, ranks A = 1 .. K = 13 ---- */

static inline int card_suit(tb_card c) { return c >> 4; }
static inline int card_rank(tb_card c) { return c & 15; }
static inline tb_card card_make(int suit, int rank) { return (tb_card)(suit * 16 + rank); }
static inline int card_valid(tb_card c)
{
    return card_suit(c) < 4 && card_rank(c) >= 1 && card_rank(c) <= 13;
}

/* cards.c */
extern const char eights_suits[5]; /* "cdhs" */
int eights_suit_of(char letter);   /* 'h' or 'H' -> 2, else -1 */
int eights_card_value(tb_card c);  /* a card left in hand: 8 = 50, K Q J = 10, A = 1 */
int eights_hand_value(const tb_pile *hand);
size_t eights_card_text(tb_card c, char *buf, size_t cap); /* "10s"; the length needed */
int eights_card_parse(const char *text, tb_card *out, char *err); /* 0, or -1 and why */
/* the tb_game hooks for cards and the `score` calculator */
size_t eights_deck_cards(const tb_host *h, const tb_options *o, int deck, tb_card *out,
                         size_t cap);
int eights_parse_card(const tb_host *h, const tb_options *o, int deck, const char *text,
                      tb_card *out, char *err);
size_t eights_format_card(const tb_host *h, const tb_options *o, tb_card c, char *buf,
                          size_t cap);
int eights_score(const tb_host *h, const tb_options *o, const char *kind, const char *cards,
                 tb_json *j, char *text, size_t cap, char *err);

/* ---- the game ---- */

enum eights_end { END_NONE, END_OUT, END_BLOCKED, END_TURN_LIMIT };

typedef struct eights_record { /* a finished round, as it was scored */
    int end;                      /* enum eights_end */
    int winner;                   /* seat, or -1 when several hands tie for lowest */
    tb_pile hand[EIGHTS_PLAYERS]; /* the cards left in each hand */
} eights_record;

struct tb_state {
    const tb_host *host;    /* borrowed: the host's pointers outlive every state */
    const tb_options *opt;
    const tb_table *table;
    tb_rng rng;             /* this game's own randomness: deals and reshuffles */
    int players, hand_size, rounds, max_turns; /* read once in create() */

    int round;              /* the round being played, from 1 */
    int to_move;            /* seat, or -1 once the game is over */
    int suit;               /* suit to follow: the top card's, or the one an 8 named */
    int drawn;              /* the mover has drawn this turn */
    int passes;             /* passes in a row by players with nothing to draw */
    int round_turns, turns; /* turns taken this round, and in the whole game */
    tb_pile hand[EIGHTS_PLAYERS];
    tb_pile stock;          /* face down; the top is c[n - 1] */
    tb_pile discard;        /* face up; the top is c[n - 1] */

    int rounds_done;
    int score[EIGHTS_ROUNDS][EIGHTS_PLAYERS];
    eights_record record[EIGHTS_ROUNDS];
};

/* A move: this struct memcpy'd into a zeroed tb_move, so equal moves are
 * equal bytes. */
enum eights_kind { MOVE_PLAY = 1, MOVE_DRAW, MOVE_PASS };
typedef struct eights_move {
    uint8_t kind; /* enum eights_kind */
    uint8_t card; /* MOVE_PLAY: the card (every code fits a byte) */
    uint8_t suit; /* playing an 8: 1 + the suit it names; otherwise 0 */
} eights_move;

TB_AUX_MOVE_CODEC(eights, eights_move) /* eights_pack(), eights_unpack() */

/* rules.c */
tb_state *eights_create(const tb_host *host, const tb_setup *setup, char *err);
int eights_to_move(const tb_state *s);
int eights_can_draw(const tb_state *s);            /* the stock, or a reshuffle, has a card */
int eights_follows(const tb_state *s, tb_card c); /* c may go on the discard pile */
size_t eights_legal_moves(const tb_state *s, tb_move *out, size_t cap);
int eights_apply(tb_state *s, const tb_move *m, char *err);
/* moves.c */
int eights_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err);
size_t eights_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap);
/* view.c */
void eights_view(const tb_state *s, int seat, tb_view *v);
/* detail.c */
const char *eights_end_name(int end);
void eights_outcome(const tb_state *s, tb_outcome *out);
void eights_round_detail(const tb_state *s, int round, tb_json *j);
size_t eights_census(const tb_state *s, tb_card *out, size_t cap);
size_t eights_move_bound(const tb_state *s);
/* bot.c */
int eights_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out);
tb_state *eights_determinize(const tb_state *s, int seat, tb_rng *r);

#endif
