/*
 * ff.h — private header of the Face to Face plugin (two players, each with a
 * private numbered deck, an ascending and a descending pile).
 *
 * The state is plain values (piles, ints, an rng) so that clone() is one
 * malloc and one memcpy.  Nothing here is exported from the .so: only
 * tabula_plugin_entry (plugin.c) is.
 */
#ifndef FF_H
#define FF_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tabula/aux.h" /* includes tabula/tabula.h */

/* A card code tells the two decks apart: deck * FF_DECK_STRIDE + number.
 * Deck 0 is seat 1's ("p1"), deck 1 is seat 2's ("p2"). */
#define FF_DECK_STRIDE 128
#define FF_SEATS 2

/* The piles a move names, relative to the mover (the order of the notation). */
enum ff_pile { FF_UP = 0, FF_DOWN, FF_THEIR_UP, FF_THEIR_DOWN, FF_PILE_COUNT };

/* Move kinds; 0 is never a valid kind so an all-zero move is refused. */
enum ff_kind { FF_MOVE_PLAY = 1, FF_MOVE_END = 2 };

/* How a finished game ended. */
enum ff_end { FF_END_NONE = 0, FF_END_EMPTIED, FF_END_STUCK };

/* The rule options, read once in create() and kept by value. */
typedef struct ff_rules {
    int low, high;        /* pile cards; numbered cards are low+1 .. high-1 */
    int hand_size;        /* opening hand and refill target */
    int min_play;         /* cards a turn must place */
    int draw_own;         /* cards drawn after a turn on own piles only */
    int step;             /* exact backward step; 0 turns the backward move off */
    int max_opp;          /* cards per turn allowed on the opponent's piles */
    int first;            /* 0 = random, 1 or 2 = that seat starts */
} ff_rules;

/* A set of card numbers 0..127 (FF_DECK_STRIDE), one bit each.  A hand
 * holds cards of its owner's deck only, so its numbers name its cards, and
 * ascending bits are the sorted hand.  Why bits: listing moves, the stuck
 * test and placing a card are the inner loop of every simulation, and with
 * bits each is a few word operations instead of a walk over the hand. */
typedef struct ff_bits {
    uint64_t w[2];
} ff_bits;

/* One player's four places.  up/down hold the pile card at the bottom. */
typedef struct ff_player {
    ff_bits hand; /* the hand: numbers of the owner's deck */
    int hand_n;   /* cards in it */
    /* The owner's numbers not yet on a pile (the hand and the draw pile
     * together): only the owner places its cards, so place() takes each
     * off as it goes.  The greedy bot weighs every placement by them. */
    ff_bits to_come;
    tb_pile draw; /* face down; top (c[n - 1]) is drawn next */
    tb_pile up;   /* ascending pile */
    tb_pile down; /* descending pile */
    /* The numbers on top of up ([0]) and down ([1]): ff_top() of each,
     * kept beside the piles by place(), the one move that changes them.
     * Listing moves and the stuck test read the four tops on every move of
     * a simulation, and a top read from its pile is a load that depends on
     * another. */
    int top[2];
} ff_player;

/* The encoded move (memcpy'd into tb_move; every other byte is zero). */
typedef struct ff_move {
    uint8_t kind;  /* enum ff_kind */
    uint8_t pile;  /* enum ff_pile, 0 for end */
    uint16_t card; /* full card code from the mover's deck, 0 for end */
} ff_move;
_Static_assert(sizeof(ff_move) == 4 && offsetof(ff_move, card) == 2,
               "ff_encode() writes this layout byte by byte");

struct tb_state {
    const tb_host *host;
    const tb_options *options;
    const tb_table *table;
    tb_rng rng;
    ff_rules r;
    ff_player p[FF_SEATS];
    int mover;       /* seat to move (0 or 1) */
    int first;       /* seat that started */
    int turn;        /* turns begun, from 1 */
    int placed;      /* cards placed this turn */
    int on_opp;      /* of those, cards placed on the opponent's piles */
    int required;    /* cards this turn must place: min(min_play, opening hand) */
    int over;        /* nonzero once the game has ended */
    int end;         /* enum ff_end */
    int winner, loser; /* seats, valid when over */
};

/* ---- small helpers every file uses on hot paths (inline) ---- */

static inline tb_card ff_card(int deck, int number)
{
    return (tb_card)(deck * FF_DECK_STRIDE + number);
}

static inline int ff_number(tb_card c)
{
    return c % FF_DECK_STRIDE;
}

static inline int ff_deck_of(tb_card c)
{
    return c / FF_DECK_STRIDE;
}

/* The number on top of a pile (piles are never empty: the pile card stays). */
static inline int ff_top(const tb_pile *p)
{
    return p->n ? ff_number(p->c[p->n - 1]) : 0;
}

static inline int ff_bits_has(const ff_bits *b, int n)
{
    return (int)(b->w[n >> 6] >> (n & 63) & 1u);
}

static inline void ff_bits_add(ff_bits *b, int n)
{
    b->w[n >> 6] |= 1ull << (n & 63);
}

static inline void ff_bits_remove(ff_bits *b, int n)
{
    b->w[n >> 6] &= ~(1ull << (n & 63));
}

/* The first word of an encoded move (the ff_move, then zero bytes), built
 * byte by byte so it is the same bytes whatever the byte order. */
static inline uint64_t ff_head(int kind, int pile, tb_card card)
{
    ff_move mv = {(uint8_t)kind, (uint8_t)pile, card};
    uint8_t head[8] = {0};
    uint64_t word;
    memcpy(head, &mv, sizeof mv);
    memcpy(&word, head, sizeof word);
    return word;
}

/* Encode into a fully zeroed tb_move so equal moves compare equal with
 * memcmp.  Only whole stores (tb_aux_move_put): the move generator writes
 * many of these a call, and apply() reads a move back in aligned words,
 * which the CPU can only take straight from pending stores that do not
 * split a word. */
static inline void ff_encode(tb_move *m, int kind, int pile, tb_card card)
{
    tb_aux_move_put(m, ff_head(kind, pile, card));
}

/* Where a card may go, read once from the state: the four tops seen from
 * the mover (enum ff_pile order), the backward step and whether the
 * opponent's piles still take a card this turn. */
typedef struct ff_fit {
    int top[FF_PILE_COUNT];
    int step;
    int opp_open;
} ff_fit;

static inline void ff_fit_of(const tb_state *s, ff_fit *f)
{
    const ff_player *me = &s->p[s->mover], *them = &s->p[1 - s->mover];
    f->top[FF_UP] = me->top[0];
    f->top[FF_DOWN] = me->top[1];
    f->top[FF_THEIR_UP] = them->top[0];
    f->top[FF_THEIR_DOWN] = them->top[1];
    f->step = s->r.step;
    f->opp_open = s->on_opp < s->r.max_opp;
}

/* The one placement rule (ff_check_place explains a refusal of it).  The
 * backward move counts on the mover's own piles only. */
static inline int ff_fits(const ff_fit *f, int n, int pile)
{
    switch (pile) {
    case FF_UP: return n > f->top[FF_UP] || (f->step > 0 && n == f->top[FF_UP] - f->step);
    case FF_DOWN: return n < f->top[FF_DOWN] || (f->step > 0 && n == f->top[FF_DOWN] + f->step);
    case FF_THEIR_UP: return f->opp_open && n < f->top[FF_THEIR_UP];
    case FF_THEIR_DOWN: return f->opp_open && n > f->top[FF_THEIR_DOWN];
    default: return 0;
    }
}

/* The numbers from n up that word w of an ff_bits holds (n may be any int). */
static inline uint64_t ff_word_from(int n, int w)
{
    int at = n - 64 * w;
    return at <= 0 ? ~0ull : at >= 64 ? 0 : ~0ull << at;
}

/* The same rule for every number at once, one word of numbers at a time:
 * fit[p] gets the numbers of word w that may go on pile p now (ff_fits()
 * for each of them). */
static inline void ff_reach_word(const ff_fit *f, int w, uint64_t fit[FF_PILE_COUNT])
{
    int up = f->top[FF_UP], down = f->top[FF_DOWN];
    fit[FF_UP] = ff_word_from(up + 1, w);
    fit[FF_DOWN] = ~ff_word_from(down, w);
    if (f->step > 0) {
        int back = up - f->step, fwd = down + f->step;
        if (back >= 64 * w && back < 64 * w + 64)
            fit[FF_UP] |= 1ull << (back - 64 * w);
        if (fwd >= 64 * w && fwd < 64 * w + 64)
            fit[FF_DOWN] |= 1ull << (fwd - 64 * w);
    }
    fit[FF_THEIR_UP] = f->opp_open ? ~ff_word_from(f->top[FF_THEIR_UP], w) : 0;
    fit[FF_THEIR_DOWN] = f->opp_open ? ff_word_from(f->top[FF_THEIR_DOWN] + 1, w) : 0;
}

/* ---- cards.c ---- */
void ff_read_rules(const tb_host *host, const tb_options *o, ff_rules *r);
int ff_check_rules(const tb_host *host, const ff_rules *r, char *err);
size_t ff_deck_cards(const tb_host *host, const tb_options *o, int deck, tb_card *out,
                     size_t cap);
int ff_parse_card(const tb_host *host, const tb_options *o, int deck, const char *text,
                  tb_card *out, char *err);
size_t ff_format_card(const tb_host *host, const tb_options *o, tb_card c, char *buf,
                      size_t cap);
int ff_parse_number(const char *text, int *out);
int ff_rules_value(const tb_host *host, const tb_options *o, const char *key, char *buf,
                   size_t cap);

/* ---- rules.c ---- */
size_t ff_legal_moves(const tb_state *s, tb_move *out, size_t cap);
int ff_random_move(const tb_state *s, tb_rng *r, tb_move *out); /* one uniform pick */
int ff_apply(tb_state *s, const tb_move *m, char *err);
void ff_apply_listed(tb_state *s, const tb_move *m); /* a listed move, unchecked */
void ff_start_turn(tb_state *s);
int ff_cards_left(const tb_state *s, int seat);

/* ---- moves.c ---- */
int ff_decode(const tb_move *m, ff_move *out);
const char *ff_pile_name(int pile);
int ff_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err);
size_t ff_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap);

/* ---- state.c ---- */
tb_state *ff_create(const tb_host *host, const tb_setup *setup, char *err);
tb_state *ff_clone(const tb_state *s);
void ff_destroy(tb_state *s);
int ff_to_move(const tb_state *s);
size_t ff_census(const tb_state *s, tb_card *out, size_t cap);
size_t ff_move_bound(const tb_state *s);
tb_state *ff_determinize(const tb_state *s, int seat, tb_rng *r);

/* ---- view.c ---- */
void ff_view(const tb_state *s, int seat, tb_view *v);

/* ---- detail.c ---- */
void ff_outcome(const tb_state *s, tb_outcome *out);
void ff_round_detail(const tb_state *s, int round, tb_json *j);

/* ---- bot.c ---- */
int ff_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out);

/* The numbers of b as cards of deck `deck`, lowest first. */
static inline void ff_cards_of(const ff_bits *b, int deck, tb_pile *out)
{
    out->n = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t x = b->w[w]; x; x &= x - 1)
            out->c[out->n++] = ff_card(deck, w * 64 + __builtin_ctzll(x));
}

/* The hand of `seat` as cards of its deck, lowest first (as it is shown,
 * listed and counted). */
static inline void ff_hand_cards(const tb_state *s, int seat, tb_pile *out)
{
    ff_cards_of(&s->p[seat].hand, seat, out);
}

#endif
