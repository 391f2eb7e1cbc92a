/*
 * eights.h — Crazy Eights, the example plugin (docs/designer-guide.md
 * builds it from nothing).  The whole game is one plain struct of numbers
 * and piles, so a clone is one memcpy (TB_AUX_PLAIN_STATE), and its piles
 * are declared once in a pile table, so the host writes the census,
 * determinize and the view of the cards (plugin.c).
 */
#ifndef EIGHTS_H
#define EIGHTS_H

#include "tabula/aux.h" /* the plumbing: errors, words, moves, clone, entry */

#define EIGHTS_PLAYERS 4 /* most seats */
#define EIGHTS_ROUNDS 10 /* most rounds the schema allows */

/* A card is suit * 16 + rank: suits c d h s = 0..3, ranks A = 1 .. K = 13. */
static inline int card_suit(tb_card c) { return c >> 4; }
static inline int card_rank(tb_card c) { return c & 15; }
static inline int card_valid(tb_card c) { return c < 64 && card_rank(c) >= 1 && card_rank(c) <= 13; }

enum eights_end { END_NONE, END_OUT, END_BLOCKED, END_TURN_LIMIT };

struct tb_state {
    const tb_host *host;    /* borrowed, like opt and table: they outlive every state */
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
    tb_pile hand[EIGHTS_PLAYERS]; /* kept in card order */
    tb_pile discard;        /* face up; the top is c[n - 1] */
    tb_pile stock;          /* face down */
    int rounds_done;        /* and for each finished round: */
    int score[EIGHTS_ROUNDS][EIGHTS_PLAYERS];
    int end[EIGHTS_ROUNDS];    /* enum eights_end */
    int winner[EIGHTS_ROUNDS]; /* seat, or -1 when several hands tie for lowest */
    tb_pile left[EIGHTS_ROUNDS][EIGHTS_PLAYERS]; /* the hands as they were scored */
};

/* A move is this struct in a zeroed tb_move: equal moves are equal bytes. */
enum eights_kind { MOVE_PLAY = 1, MOVE_DRAW, MOVE_PASS };
typedef struct eights_move {
    uint8_t kind; /* enum eights_kind */
    uint8_t card; /* MOVE_PLAY: the card (every code fits a byte) */
    uint8_t suit; /* playing an 8: 1 + the suit it names; otherwise 0 */
} eights_move;
TB_AUX_MOVE_CODEC(eights, eights_move) /* eights_pack(), eights_unpack() */

/* cards.c: notation ("10s"), values, the card hooks, `tabula score` */
extern const char eights_suits[5]; /* "cdhs" */
int eights_suit_of(char letter);   /* 'h' or 'H' -> 2, else -1 */
int eights_card_value(tb_card c);  /* a card left in hand: 8 = 50, K Q J = 10, A = 1 */
size_t eights_card_text(tb_card c, char *buf, size_t cap);
int eights_card_parse(const tb_host *h, const char *text, tb_card *out, char *err);
size_t eights_deck_cards(const tb_host *h, const tb_options *o, int deck, tb_card *out,
                         size_t cap);
int eights_parse_card(const tb_host *h, const tb_options *o, int deck, const char *text,
                      tb_card *out, char *err);
size_t eights_format_card(const tb_host *h, const tb_options *o, tb_card c, char *buf,
                          size_t cap);
int eights_score(const tb_host *h, const tb_options *o, const char *kind, const char *cards,
                 tb_json *j, char *text, size_t cap, char *err);
/* rules.c: the deal, the one legality check, apply, notation */
tb_state *eights_create(const tb_host *host, const tb_setup *setup, char *err);
int eights_can_draw(const tb_state *s); /* the stock, or a reshuffle, has a card */
int eights_follows(const tb_state *s, tb_card c); /* c may go on the discard pile */
size_t eights_legal_moves(const tb_state *s, tb_move *out, size_t cap);
int eights_apply(tb_state *s, const tb_move *m, char *err);
int eights_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err);
size_t eights_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap);

#endif
