/*
 * zero.h — private header of the Zero plugin (Reiner Knizia's Zero).
 *
 * The whole game lives in one plain struct (no pointers to its own memory),
 * so cloning a game is one malloc and one memcpy.  Only plugin.c exports a
 * symbol (the entry point); every other function shared between the files
 * is declared here.
 */
#ifndef ZERO_H
#define ZERO_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tabula/aux.h" /* includes tabula/tabula.h */

/* ---- cards: 7 colours x values 1..8; code = colour * 16 + value ---- */

#define ZERO_COLOURS 7
#define ZERO_VALUES 8
#define ZERO_DECK (ZERO_COLOURS * ZERO_VALUES)
#define ZERO_HAND_MAX 16 /* largest hand_size the schema allows */
#define ZERO_POOL_MAX 16 /* largest pool_size the schema allows */

static inline int zc_colour(tb_card c) { return c >> 4; }
static inline int zc_value(tb_card c) { return c & 15; }
static inline tb_card zc_make(int colour, int value) { return (tb_card)(colour * 16 + value); }
/* Dense index 0..55, for per-card tables. */
static inline int zc_index(tb_card c) { return zc_colour(c) * ZERO_VALUES + zc_value(c) - 1; }
/* Nonzero when c is one of the 56 cards. */
static inline int zc_valid(tb_card c)
{
    return zc_colour(c) < ZERO_COLOURS && zc_value(c) >= 1 && zc_value(c) <= ZERO_VALUES;
}

/* ---- card sets: bit zc_index(c) of a uint64_t for card c ----
 * A hand is a set: reading its bits from the lowest gives its cards in code
 * order (colour, then value), the order a sorted hand always had, so every
 * list built from a set (legal moves, views, census, records) reads as
 * before.  Colour k is byte k of the word, value v is bit v - 1 of every
 * byte. */

#define ZERO_VALUE_BITS 0x0101010101010101ull /* value 1 of every colour */

static inline uint64_t zc_bit(tb_card c) { return 1ull << zc_index(c); }
/* The card of dense index i (0..55): colour i / 8, value i % 8 + 1. */
static inline tb_card zc_of_index(int i) { return (tb_card)(i + (i & ~7) + 1); }
/* Index of the lowest card of a non-empty set. */
static inline int zs_lowest(uint64_t set) { return __builtin_ctzll(set); }
/* How many cards each colour holds, one count per byte. */
static inline uint64_t zs_colour_counts(uint64_t set)
{
    uint64_t x = set - ((set >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    return (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
}
/* How many cards the set holds. */
static inline int zs_count(uint64_t set)
{
    return (int)((zs_colour_counts(set) * ZERO_VALUE_BITS) >> 56);
}
/* How many cards of dense value v (0..7) the set holds. */
static inline int zs_value_count(uint64_t set, int v)
{
    return (int)((((set >> v) & ZERO_VALUE_BITS) * ZERO_VALUE_BITS) >> 56);
}
/* The set's cards in code order into out (room for 64); returns the count. */
static inline int zs_cards(uint64_t set, tb_card *out)
{
    int n = 0;
    for (; set; set &= set - 1)
        out[n++] = zc_of_index(zs_lowest(set));
    return n;
}
/* The cards of the set that lie in a colour or a value group of at least
 * group_size cards (they score 0). */
uint64_t zero_grouped(uint64_t set, int group_size);
/* zero_hand_score() of a set. */
int zero_set_score(uint64_t set, int group_size);

/* The colour letters in force (the [deck] key colour_letters), lower case,
 * NUL-terminated.  0, or -1 with a reason in err when the key is malformed;
 * the default letters are written either way so callers can go on. */
int zero_letters(const tb_host *host, const tb_options *o, char letters[ZERO_COLOURS + 1],
                 char *err);
/* "r5" into buf (cap bytes); returns the length needed. */
size_t zero_card_text(const char *letters, tb_card c, char *buf, size_t cap);
/* "♥5": the colour's symbol and the value (UTF-8). */
void zero_card_pretty(tb_card c, char *buf, size_t cap);
/* A tb_colour for frontends. */
int zero_card_colour(tb_card c);
/* Parse one card ("R5", "r5"); 0 or -1 with a reason. */
int zero_card_parse(const tb_host *host, const char *letters, const char *text, tb_card *out, char *err);
/* English name of a colour ("red"). */
const char *zero_colour_name(int colour);

/* The tb_game card hooks. */
size_t zero_deck_cards(const tb_host *host, const tb_options *o, int deck, tb_card *out,
                       size_t cap);
int zero_parse_card(const tb_host *host, const tb_options *o, int deck, const char *text,
                    tb_card *out, char *err);
size_t zero_format_card(const tb_host *host, const tb_options *o, tb_card c, char *buf,
                        size_t cap);

/* ---- scoring a hand ---- */

typedef struct zero_breakdown {
    int score;
    int zero;                         /* every card lies in a group: the hand is a Zero */
    int n_colour_groups;
    int colour_groups[ZERO_COLOURS];  /* colours with >= group_size cards, first seen first */
    int colour_counts[ZERO_COLOURS];  /* their sizes */
    int n_value_groups;
    int value_groups[ZERO_VALUES];    /* values with >= group_size cards, first seen first */
    int value_counts[ZERO_VALUES];
    int n_counted;
    int counted[ZERO_VALUES];         /* distinct values left to count, first seen first */
} zero_breakdown;

void zero_analyse(const tb_card *cards, int n, int group_size, zero_breakdown *b);
int zero_hand_score(const tb_card *cards, int n, int group_size);
/* The `score` hook. */
int zero_score_hook(const tb_host *host, const tb_options *o, const char *kind,
                    const char *cards, tb_json *j, char *text, size_t cap, char *err);

/* ---- the game ---- */

enum zero_end { ZERO_END_NONE = 0, ZERO_END_KNOCKS, ZERO_END_ZERO, ZERO_END_TURN_LIMIT };

/* What a finished round looked like when it was scored (the result detail). */
typedef struct zero_round_record {
    int8_t dealer;
    int8_t zero_seat;                  /* seat that called Zero, or -1 */
    uint8_t end;                       /* enum zero_end */
    /* Each hand as a set: a state holds 32 of these records and a search
     * bot clones states by the thousand, so they are kept small. */
    uint64_t hand[TB_MAX_SEATS];
} zero_round_record;

struct tb_state {
    const tb_host *host;
    const tb_options *opt;
    const tb_table *table;
    tb_rng rng;

    /* options, read once in create() */
    int players, hand_size, pool_size, group_size, rounds, knocks_to_end;
    int max_turns;                     /* max_turns_per_round */
    char letters[ZERO_COLOURS + 1];

    /* the round being played */
    int round;                         /* from 1 */
    int dealer, to_move;               /* seats; to_move is -1 once the game is over */
    int knocks;                        /* knocks so far this round (before the final turns) */
    int ender;                         /* seat whose knock ended the round, or -1 */
    int final_left;                    /* turns left after the ending knock; -1 before it */
    int round_turns;                   /* turns taken this round */
    int turns;                         /* turns taken in the whole game */
    int over;
    int hit_limit;                     /* some round ended at max_turns_per_round */
    uint64_t hand[TB_MAX_SEATS];       /* card sets (zc_bit), read in card order */
    tb_pile pool;                      /* face up; a swap puts the given card in the taken card's place */
    tb_pile aside;                     /* the cards not dealt this round, face down */
    /* seat + 1 that took card (dense index) from the pool this round and
     * still holds it, 0 if nobody: everybody saw it, so determinize keeps it. */
    uint8_t taken_by[ZERO_DECK];

    /* finished rounds */
    int rounds_done;
    int score[TB_MAX_ROUNDS][TB_MAX_SEATS];
    zero_round_record record[TB_MAX_ROUNDS];
};

/* moves: a plain struct memcpy'd into tb_move (all other bytes zero) */
enum zero_move_kind { ZERO_MOVE_SWAP = 1, ZERO_MOVE_KNOCK = 2 };
typedef struct zero_move {
    uint8_t kind;
    uint8_t give;  /* hand card (tb_card codes fit a byte) */
    uint8_t take;  /* pool card */
} zero_move;

/* zero_move_pack() and zero_move_unpack(), inline so that tests can build
 * moves byte by byte too (tabula/aux.h). */
TB_AUX_MOVE_CODEC(zero_move, zero_move)

/* rules.c */
tb_state *zero_create(const tb_host *host, const tb_setup *setup, char *err);
int zero_to_move(const tb_state *s);
size_t zero_legal_moves(const tb_state *s, tb_move *out, size_t cap);
int zero_random_move(const tb_state *s, tb_rng *r, tb_move *out); /* one uniform pick */
int zero_apply(tb_state *s, const tb_move *m, char *err);
void zero_apply_listed(tb_state *s, const tb_move *m); /* a listed move, unchecked */

/* round.c */
/* Nonzero when seat's hand is a Zero: every card in a colour or a value
 * group, what zero_analyse() calls a Zero.  Inline: it runs after every
 * swap. */
static inline int zero_is_zero(const tb_state *s, int seat)
{
    const uint64_t hand = s->hand[seat];
    const int g = s->group_size;
    if (!hand)
        return 0;
    /* Most hands fail at their lowest card: is it in a group at all? */
    const int low = zs_lowest(hand);
    if (zs_count(hand >> (low & ~7) & 0xff) < g && zs_value_count(hand, low & 7) < g)
        return 0;
    return zero_grouped(hand, g) == hand;
}
/* Record and score the round being played (it ended with `end`). */
void zero_score_round(tb_state *s, int end, int zero_seat);
/* Deal the next round (or end the game after the last one).  Rounds dealt as
 * a Zero are scored at once and the next one is dealt.  -1 if the host could
 * not order the deck. */
int zero_start_round(tb_state *s);

/* moves.c */
int zero_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err);
size_t zero_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap);

/* view.c */
void zero_view(const tb_state *s, int seat, tb_view *v);

/* detail.c */
void zero_outcome(const tb_state *s, tb_outcome *out);
void zero_round_detail(const tb_state *s, int round, tb_json *j);
size_t zero_census(const tb_state *s, tb_card *out, size_t cap);
size_t zero_move_bound(const tb_state *s);
const char *zero_end_name(int end);

/* bot.c */
int zero_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out);
tb_state *zero_determinize(const tb_state *s, int seat, tb_rng *r);

#endif
