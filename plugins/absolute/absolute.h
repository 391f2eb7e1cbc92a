/*
 * absolute.h — private header of the Absolute plugin.
 *
 * The whole game lives in one plain struct (tb_state) without pointers to its
 * own memory, so clone() is one malloc + memcpy.  Cards are codes 0..87:
 * code = ordinal * 4 + suit, where ordinal 0..21 runs -10 .. -1, -0, +0,
 * +1 .. +10 and suit 0..3 is o s d x.  Sorting codes therefore sorts cards by
 * printed value, then suit: that order is the canonical order of every card
 * list in a move, a set or a hand.
 */
#ifndef ABSOLUTE_H
#define ABSOLUTE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tabula/aux.h"

#define AB_NCARDS 88
#define AB_NSUITS 4
#define AB_MAX_PLAYERS 6
#define AB_MAX_SETS 29 /* 88 cards / 3 per set */
#define AB_MAX_ROUNDS TB_MAX_ROUNDS
#define AB_MAX_HAND_OPT 12 /* upper bound of hand_size and max_hand */
#define AB_MOVE_CARDS 56   /* cards one move can carry (a meld of a whole hand) */
#define AB_NO_CARD 0xFF

/* ---- cards ----
 * The card arithmetic is inline: legal_moves() and the bot call it in their
 * innermost loops, where a call per card would cost more than the work.
 * The value is one load from a constant table (codes >= 88 read 0, never
 * out of bounds), cheaper there than the division and two comparisons. */
static inline int ab_ordinal(int c) { return c / AB_NSUITS; }
#define AB_V4(v) v, v, v, v
static const int8_t ab_value_tab[256] = {
    AB_V4(-10), AB_V4(-9), AB_V4(-8), AB_V4(-7), AB_V4(-6), AB_V4(-5), AB_V4(-4), AB_V4(-3),
    AB_V4(-2),  AB_V4(-1), AB_V4(0),  AB_V4(0),  AB_V4(1),  AB_V4(2),  AB_V4(3),  AB_V4(4),
    AB_V4(5),   AB_V4(6),  AB_V4(7),  AB_V4(8),  AB_V4(9),  AB_V4(10)};
#undef AB_V4
/* printed signed value; both zero cards give 0 */
static inline int ab_value(int c) { return ab_value_tab[(uint8_t)c]; }
/* printed absolute value */
static inline int ab_abs(int c)
{
    int v = ab_value(c);
    return v < 0 ? -v : v;
}
/* +0 or -0 */
static inline int ab_is_zero(int c) { return (unsigned)c - 40u < 8u; }
/* the card's sign: -10 .. -0 are negative */
static inline int ab_negative(int c) { return ab_ordinal(c) <= 10; }
static inline int ab_suit(int c) { return c % AB_NSUITS; }
/* May zero card z represent v (0 to 10 with the card's own sign)?  The
 * quiet form of ab_zero_ok(), for loops that need no reason. */
static inline int ab_zero_can(int z, int v)
{
    return ab_negative(z) ? v >= -10 && v <= 0 : v >= 0 && v <= 10;
}

/* ---- card notation (cards.c) ---- */
/* A card's plain name ("+5o") and its name with the suit glyph ("+5●"),
 * static strings ("?" for a code that is no card). */
const char *ab_card_name(int c);
const char *ab_card_glyph_name(int c);
/* "+5o", "-0s" into buf; with a zero card and with_val, adds "=+3". */
size_t ab_card_text(int c, int with_val, int zval, char *buf, size_t cap);
/* The same with suit glyphs ("-8●"). */
size_t ab_card_pretty(int c, int with_val, int zval, char *buf, size_t cap);
/* Parse one token ("-8o", "+0o=+3"); has_val/val get the "=v" part.
 * 0, or -1 with a reason. */
int ab_parse_card(const tb_host *host, const char *tok, size_t len, int *card, int *has_val, int *val, char *err);
/* Canonical "=v" text of a represented zero value: "+3", "-9", "0". */
void ab_zval_text(int v, char *buf, size_t cap);
void ab_sort_cards(uint8_t *c, int n);

/* ---- sets and scoring (setrules.c) ---- */
typedef struct ab_breakdown {
    int base, extra, runs, doubled; /* doubled: 0, 1 = one suit, 2 = four of a kind */
    int score;
} ab_breakdown;
/* Is c[0..n) a valid set?  0 with *zval = the value its zero card must
 * represent (0 when it has none), or -1 with a reason. */
int ab_set_infer(const tb_host *host, const uint8_t *c, int n, int *zval, char *err);
/* May zero card z represent v?  0, or -1 with a reason. */
int ab_zero_ok(const tb_host *host, int z, int v, char *err);
int ab_set_score(const uint8_t *c, int n, ab_breakdown *b);
/* Hand penalty (>= 0): largest absolute value + cards beyond the first. */
int ab_hand_penalty(const uint8_t *c, int n, int *largest);

/* ---- state ---- */
enum { AB_STEP_DRAW = 0, AB_STEP_PLAY, AB_STEP_DISCARD, AB_STEP_OVER };
enum { AB_END_WENT_OUT = 0, AB_END_TURN_LIMIT = 1 };

typedef struct ab_set {
    uint8_t owner;
    uint8_t n;
    int8_t zval; /* the value its zero card represents (0 when none) */
    /* Derived from c[] by ab_set_derive() whenever c[] changes, so that
     * the legal-move generators need no pass over the set.  A card's slot
     * is its printed value + 10 (a zero card's is 10); c[] is sorted, so
     * the cards of one slot lie side by side: at[b] is the position of the
     * first card whose slot is b or more (at[21] = n; the zero card, if
     * any, is at[10] when at[11] > at[10]).  vmask bit b: the set holds a
     * card of slot b that is not a zero card. */
    uint8_t at[22];
    uint32_t vmask;
    uint8_t c[AB_NCARDS];
} ab_set;

/* Recompute a set's derived fields from its cards (after any change). */
static inline void ab_set_derive(ab_set *st)
{
    /* at[] is filled run by run, eight bytes a store into a scratch copy
     * (a run may spill past its end: the next run or the tail overwrites
     * it).  A byte loop per run is what gcc turns into one memset call per
     * card, which cost more than the rest of a swap. */
    uint8_t at[48];
    uint32_t m = 0;
    int b = 0, n = st->n;
    for (int j = 0; j < n; j++) {
        /* 0..20; the mask only shows the compiler the bound */
        int slot = (ab_value_tab[st->c[j]] + 10) & 31;
        uint64_t fill = (uint64_t)j * 0x0101010101010101ull;
        for (; b <= slot; b += 8)
            memcpy(at + b, &fill, sizeof fill);
        if (b > slot + 1)
            b = slot + 1;
        if (!ab_is_zero(st->c[j]))
            m |= 1u << slot;
    }
    uint64_t fill = (uint64_t)n * 0x0101010101010101ull;
    for (; b < 22; b += 8)
        memcpy(at + b, &fill, sizeof fill);
    memcpy(st->at, at, sizeof st->at);
    st->vmask = m;
}
/* Does the set hold a zero card? */
static inline int ab_set_has_zero(const ab_set *st) { return st->at[11] > st->at[10]; }

/* A regroup in progress: the real sets stay untouched until `done`. */
typedef struct ab_regroup {
    uint8_t open;
    uint8_t nnew;                 /* new sets started */
    uint8_t nplaced;
    uint8_t where[AB_NCARDS];     /* 0 = not placed, k + 1 = in new set k */
    uint8_t order[AB_NCARDS];     /* placed cards in placement order */
    /* Derived (ab_rg_pool_build, kept up by each put): the cards still to
     * place, in the order legal_moves lists their puts — the mover's set
     * cards in set order, then the hand's — and how many of them come from
     * the sets, so a regroup step is listed without a pass over the sets. */
    uint8_t npool, pool_sets;
    uint8_t pool[AB_NCARDS];
} ab_regroup;

/* One scored round, kept for round_detail(). */
typedef struct ab_record {
    int8_t closer; /* seat, or -1 */
    uint8_t end;
    uint8_t nsets;
    uint8_t out[AB_MAX_PLAYERS];
    int16_t score[AB_MAX_PLAYERS];
    int16_t penalty[AB_MAX_PLAYERS];
    uint8_t set_owner[AB_MAX_SETS];
    uint8_t set_len[AB_MAX_SETS];
    int8_t set_zval[AB_MAX_SETS];
    int16_t set_score[AB_MAX_SETS];
    uint8_t set_cards[AB_NCARDS];
    uint8_t hand_len[AB_MAX_PLAYERS];
    uint8_t hand_cards[AB_NCARDS];
} ab_record;

struct tb_state {
    const tb_host *host;
    const tb_options *opts;
    const tb_table *table;
    tb_rng rng;
    int players;
    /* options, read once */
    int rounds, hand_size, max_hand, sets_to_go_out, swap_max, add_any, max_turns;

    int round;          /* current round, from 1 */
    int seat;           /* seat to move */
    int step;           /* AB_STEP_* */
    int turns_round, turns_total;
    int closer;         /* first seat out this round, or -1 */
    int extra_left;     /* turns still owed after the closer went out */
    uint8_t out[AB_MAX_PLAYERS];
    /* this turn */
    uint8_t swapped, played, rg_blocked;
    int rounds_done;
    int any_turn_limit;

    tb_pile deck, discard;
    tb_pile hand[AB_MAX_PLAYERS]; /* kept sorted */
    int nsets;
    ab_set sets[AB_MAX_SETS];     /* in the order they were put down */
    ab_regroup rg;
    ab_record rec[AB_MAX_ROUNDS];
};

/* ---- moves ---- */
enum {
    AB_MV_NONE = 0,
    AB_MV_DRAW_DECK,
    AB_MV_DRAW_DISCARD,
    AB_MV_SWAP,
    AB_MV_MELD,
    AB_MV_ADD,
    AB_MV_RG_START,
    AB_MV_RG_PUT,
    AB_MV_RG_DONE,
    AB_MV_RG_CANCEL,
    AB_MV_DISCARD,
    AB_MV_HOLD,
    AB_MV_COUNT
};

typedef struct ab_move {
    uint8_t kind;
    uint8_t owner;  /* swap/add: the set's owner seat */
    uint8_t idx;    /* swap/add: the set's number among its owner's (from 0);
                       put: the new set (from 0) */
    int8_t zval;    /* meld/add/swap: value of the zero card played, else 0 */
    uint8_t n;      /* cards in c[] */
    uint8_t ntake;  /* swap: cards in take[] */
    uint8_t take[2];
    uint8_t c[AB_MOVE_CARDS];
} ab_move;

_Static_assert(sizeof(ab_move) <= TB_MOVE_BYTES, "ab_move must fit a tb_move");

/* state.c */
tb_state *ab_create(const tb_host *host, const tb_setup *setup, char *err);
tb_state *ab_clone(const tb_state *s);
void ab_destroy(tb_state *s);
int ab_to_move(const tb_state *s);
size_t ab_census(const tb_state *s, tb_card *out, size_t cap);
size_t ab_move_bound(const tb_state *s);
void ab_outcome(const tb_state *s, tb_outcome *out);
tb_state *ab_determinize(const tb_state *s, int seat, tb_rng *r);
void ab_end_turn(tb_state *s, int went_out_by_discard);
int ab_round_score(const tb_state *s, int seat);

/* query.c */
int ab_set_index(const tb_state *s, int owner, int k); /* pool index, or -1 */
int ab_sets_of(const tb_state *s, int owner);
int ab_has_sets(const tb_state *s, int owner); /* ab_sets_of() > 0, sooner */
int ab_hand_has(const tb_state *s, int seat, int card);
/* Inline: every draw, discard, meld and swap calls them, and the call
 * cost as much as the few moves of a short hand. */
/* As the host's pile_remove (the first copy out, the rest shifted down, the
 * freed slot zeroed), without the call through the host and its memmove. */
static inline void ab_hand_remove(tb_state *s, int seat, int card)
{
    tb_pile *h = &s->hand[seat];
    int n = h->n, i = 0;
    while (i < n && h->c[i] != card)
        i++;
    if (i == n)
        return;
    for (; i + 1 < n; i++)
        h->c[i] = h->c[i + 1];
    h->c[n - 1] = 0;
    h->n = (uint16_t)(n - 1);
}
/* Hands stay sorted so that enumeration and views are in canonical order. */
static inline void ab_hand_add(tb_state *s, int seat, int card)
{
    tb_pile *h = &s->hand[seat];
    int i = h->n;
    while (i > 0 && h->c[i - 1] > card) {
        h->c[i] = h->c[i - 1];
        i--;
    }
    h->c[i] = (tb_card)card;
    h->n++;
}
/* The seat's hand as card bytes (out: AB_NCARDS); returns how many. */
int ab_hand_bytes(const tb_state *s, int seat, uint8_t *out);

/* moves.c */
void ab_move_pack(const ab_move *am, tb_move *m);
void ab_move_unpack(const tb_move *m, ab_move *am);
int ab_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err);
size_t ab_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap);
size_t ab_format_am(const tb_state *s, const ab_move *am, char *buf, size_t cap);

/* rules.c */
int ab_check(const tb_state *s, const ab_move *am, char *err);
int ab_apply(tb_state *s, const tb_move *m, char *err);
void ab_apply_listed(tb_state *s, const tb_move *m); /* a listed move, unchecked */
void ab_do(tb_state *s, const ab_move *am); /* apply a checked move */
int ab_canonical(const ab_move *am);
int ab_discard_required(const tb_state *s);
/* swaps.c */
int ab_check_swap(const tb_state *s, const ab_move *am, char *err);
void ab_do_swap(tb_state *s, const ab_move *am);

/* regroup.c */
int ab_check_regroup(const tb_state *s, const ab_move *am, char *err);
void ab_do_regroup(tb_state *s, const ab_move *am);
/* The effect of "regroup put card k" (checked or listed). */
void ab_rg_put(tb_state *s, int card, int k);
int ab_rg_is_working(const tb_state *s, int card);
int ab_rg_set_cards(const tb_state *s, int k, uint8_t *out);
void ab_rg_pool_build(tb_state *s);

/* legal.c */
size_t ab_legal_moves(const tb_state *s, tb_move *out, size_t cap);
int ab_random_move(const tb_state *s, tb_rng *r, tb_move *out); /* one uniform pick */

/* view.c, detail.c */
void ab_view(const tb_state *s, int seat, tb_view *v);
void ab_round_detail(const tb_state *s, int round, tb_json *j);

/* plugin.c pieces */
size_t ab_deck_cards(const tb_host *host, const tb_options *o, int deck, tb_card *out, size_t cap);
int ab_parse_card_hook(const tb_host *host, const tb_options *o, int deck, const char *text,
                       tb_card *out, char *err);
size_t ab_format_card_hook(const tb_host *host, const tb_options *o, tb_card c, char *buf,
                           size_t cap);
int ab_score_hook(const tb_host *host, const tb_options *o, const char *kind, const char *cards,
                  tb_json *j, char *text, size_t cap, char *err);

/* bot.c */
int ab_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out);

/* small helpers */
/* A reason into err (tb_aux_refuse), when there is an err: the bots and the
 * legal-move generator ask ab_check() with NULL in their loops, and then
 * neither the message nor its translation (tb_aux_tr, in the arguments) is
 * computed. */
#define ab_err(err, ...) ((err) ? (void)tb_aux_refuse((err), __VA_ARGS__) : (void)0)

#endif
