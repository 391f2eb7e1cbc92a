/*
 * eights.h — private header of the Crazy Eights plugin, the example every
 * designer starts from (docs/designer-guide.md walks through it).
 *
 * The whole game is one plain struct: numbers, piles and records, with no
 * pointer into its own memory.  Cloning a game is therefore one malloc and
 * one memcpy, and a determinized copy is a memcpy plus a redeal.  Only
 * plugin.c exports a symbol (the entry point); every other function shared
 * between the files is declared here.
 */
#ifndef EIGHTS_H
#define EIGHTS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tabula/tabula.h"

/* ---- cards: code = suit * 16 + rank, suits c d h s = 0..3, ranks A=1 .. K=13 ---- */

#define EIGHTS_PLAYERS 4  /* most seats the game allows */
#define EIGHTS_ROUNDS 10  /* most rounds the schema allows */
#define EIGHTS_HAND_MAX 12 /* largest hand_size the schema allows */

static inline int card_suit(tb_card c) { return c >> 4; }
static inline int card_rank(tb_card c) { return c & 15; }
static inline tb_card card_make(int suit, int rank) { return (tb_card)(suit * 16 + rank); }
static inline int card_valid(tb_card c)
{
    return card_suit(c) < 4 && card_rank(c) >= 1 && card_rank(c) <= 13;
}

extern const char eights_suits[5]; /* "cdhs": suit number to letter */
int eights_suit_of(char letter);   /* 'H' or 'h' -> 2; -1 if not a suit */
int eights_card_value(tb_card c);  /* what a card left in hand costs: 8 = 50, faces 10 */
int eights_hand_value(const tb_pile *hand);
/* "10s" into buf (cap bytes); returns the length needed. */
size_t eights_card_text(tb_card c, char *buf, size_t cap);
/* Parse "10s", "QD" (case-insensitive); 0, or -1 with a reason in err. */
int eights_card_parse(const char *text, tb_card *out, char *err);

/* The tb_game card hooks and the `score` calculator. */
size_t eights_deck_cards(const tb_host *host, const tb_options *o, int deck, tb_card *out,
                         size_t cap);
int eights_parse_card(const tb_host *host, const tb_options *o, int deck, const char *text,
                      tb_card *out, char *err);
size_t eights_format_card(const tb_host *host, const tb_options *o, tb_card c, char *buf,
                          size_t cap);
int eights_score(const tb_host *host, const tb_options *o, const char *kind, const char *cards,
                 tb_json *j, char *text, size_t cap, char *err);

/* ---- the game ---- */

enum eights_end { END_NONE = 0, END_OUT, END_BLOCKED, END_TURN_LIMIT };

/* A finished round as it was scored (for round_detail and the view). */
typedef struct eights_record {
    int end;                          /* enum eights_end */
    int winner;                       /* seat, or -1 (a tie for the lowest hand) */
    tb_pile hand[EIGHTS_PLAYERS];     /* the hands left at the end */
} eights_record;

struct tb_state {
    /* borrowed from the host; they outlive every state */
    const tb_host *host;
    const tb_options *opt;
    const tb_table *table;
    tb_rng rng; /* this game's own randomness: deals and reshuffles */

    /* options, read once in create() */
    int players, hand_size, rounds, max_turns;

    /* the round being played */
    int round;       /* from 1 */
    int to_move;     /* seat, or -1 once the game is over */
    int suit;        /* the suit to follow (the top card's, or the one an 8 named) */
    int drawn;       /* the mover has drawn this turn */
    int passes;      /* passes in a row by players who had nothing to draw */
    int round_turns; /* turns taken this round */
    int turns;       /* turns taken in the whole game */
    tb_pile hand[EIGHTS_PLAYERS];
    tb_pile stock;   /* face down; top is c[n - 1] */
    tb_pile discard; /* face up; top is c[n - 1] */

    /* finished rounds */
    int rounds_done;
    int score[EIGHTS_ROUNDS][EIGHTS_PLAYERS];
    eights_record record[EIGHTS_ROUNDS];
};

/* A move is this struct memcpy'd into a zeroed tb_move. */
enum eights_kind { MOVE_PLAY = 1, MOVE_DRAW, MOVE_PASS };
typedef struct eights_move {
    uint8_t kind; /* enum eights_kind */
    uint8_t card; /* MOVE_PLAY: the card (codes fit a byte) */
    uint8_t suit; /* playing an 8: 1 + the suit it names; otherwise 0 */
} eights_move;

static inline tb_move eights_pack(eights_move m)
{
    tb_move out;
    memset(&out, 0, sizeof out); /* equal moves must compare equal with memcmp */
    memcpy(out.b, &m, sizeof m);
    return out;
}

static inline eights_move eights_unpack(const tb_move *m)
{
    eights_move out;
    memcpy(&out, m->b, sizeof out);
    return out;
}

/* rules.c */
tb_state *eights_create(const tb_host *host, const tb_setup *setup, char *err);
int eights_to_move(const tb_state *s);
void eights_sort_hand(tb_pile *p);
int eights_can_draw(const tb_state *s); /* the stock, or a reshuffle, has a card */
int eights_follows(const tb_state *s, tb_card c);
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
