/*
 * flawed.h — a tiny complete game built only to prove that `tabula check`
 * catches each kind of plugin defect.  It is compiled once clean and once per
 * defect with -DFLAW_<X>; every variant must fail the check with the message
 * check.c gives that defect (tests/conformance/CMakeLists.txt lists them).
 *
 * The game ("High Cards"): two players, cards 1-12 in one deck.  Each is dealt
 * a hidden hand, the rest is a face-down stock.  On a turn the player puts one
 * card from the hand face up on the table, scores its value and draws from
 * the stock while it lasts.  It ends when both hands are empty (12 moves);
 * the highest total wins.  Moves are written "play N".
 *
 * The FLAW_* switches (never defined in a shipped plugin):
 *   LOST_CARD        card 12 never reaches the table (a card is lost)
 *   REFUSE_LEGAL     apply refuses card 1, which legal_moves lists
 *   ACCEPT_ILLEGAL   apply trusts the move and never checks the hand
 *   DIRTY_REFUSAL    a refused move still counts a turn
 *   NO_REASON        a refused move gives no reason
 *   BAD_TEXT         parse_move reads only the first digit ("play 12" = 1)
 *   NONDETERMINISTIC a global counter of created games is mixed into the deal
 *   CLONE_DIVERGES   clone forgets the scoring factor
 *   ENDLESS          after the last card the players must pass forever
 *   LEAKY_VIEW       a status line names the opponent's best hidden card
 *   STUCK            no legal move at the sixth turn, yet the game goes on
 *   NOT_OVER         outcome() never says the game is over
 *   BAD_BOT          the greedy bot answers a card no one holds
 *   MADE_CARD        playing the 3 puts two 3s on the table (a card is created)
 *   DUPLICATE_MOVE   legal_moves lists the first card of the hand twice
 *   LAZY_DETERMINIZE determinize returns a plain copy, redealing nothing
 *   KEEPS_HANDS      determinize reshuffles the stock but keeps the
 *                    opponent's real hand
 *   STALE_HELD       apply() trusts a cache of each hand's values that
 *                    determinize does not rebuild after its redeal: the
 *                    views and the census look right, the rules do not
 *   UNSORTED_POOL    determinize pools the unseen cards in the order they
 *                    lie (hand, then stock), not in card order
 *   SPECTATOR_LEAK   the spectator's view shows both hands face up
 *   PEEKING_BOT      the greedy bot keeps its best card while the opponent
 *                    holds a better one
 *   COPIES_PEEKING_BOT the same bot in a game of alike cards (COPIES): the
 *                    seat sees one copy of most values in its hand or on
 *                    the table, and the other copy is where the peek hides
 *   OUTCOME_LEAK     outcome() adds each seat's hidden hand to the score
 *                    sheet every seat sees during play
 *   DEEP_JSON        round_detail nests its table past TB_JSON_DEPTH_MAX
 *   RULES_KEY        the rules text quotes {stock_sise}, known to no one
 *   SCORES_MID_ROUND it says its standings change only when a round is
 *                    scored (scores_by_round), but its points grow at
 *                    every play of its one round
 *   ZONE_KEY         the table's zone has the stock's key, so a client
 *                    cannot tell the two apart
 *   ZONE_KEY_BLANK   the stock's key ends in a blank
 *   COPIES           not a flaw: the deck holds 1-6 twice (two copies share a
 *                    code, and alike cards are one move); it passes the check
 *   LEAK             create allocates memory no one frees (only a leak
 *                    checker sees it: tests/sdk, under the sanitizers)
 */
#ifndef FLAWED_H
#define FLAWED_H

#include <stdint.h>

#include "tabula/aux.h" /* tb_aux_tr: tests/i18n builds it with a catalogue */
#include "tabula/tabula.h"

#define FL_CARDS 12   /* cards 1..12, one deck */

#ifdef FLAW_COPIES_PEEKING_BOT
#define FLAW_COPIES
#define FLAW_PEEKING_BOT
#endif
#ifdef FLAW_COPIES
#define FL_COPIES 1   /* card i of the deck is (i + 1) / 2: 1 1 2 2 ... 6 6 */
#else
#define FL_COPIES 0
#endif

/* The value of the i-th card of the deck (from 1). */
static inline tb_card fl_deck_card(int i)
{
    return (tb_card)(FL_COPIES ? (i + 1) / 2 : i);
}
#define FL_SEATS 2

enum { FL_PLAY = 1, FL_PASS = 2 };

/* The move layout inside tb_move (the rest of its bytes stay zero). */
typedef struct fl_move {
    uint8_t kind;   /* FL_PLAY or FL_PASS */
    uint8_t card;   /* FL_PLAY: the card's value */
} fl_move;

struct tb_state {
    const tb_host *host;
    const tb_options *options;
    tb_rng rng;
    tb_pile hand[FL_SEATS];
    tb_pile stock;      /* top is dealt next */
    tb_pile table;      /* played cards, the last on top */
    int turn;           /* seat to move */
    int turns;          /* moves made */
    int factor;         /* points per pip: always 1 in a sound game */
    int points[FL_SEATS];
    int over;
#ifdef FLAW_LEAK
    void *scratch;      /* never freed */
#endif
#ifdef FLAW_STALE_HELD
    uint32_t held[FL_SEATS]; /* the values in each hand, as bits */
#endif
};

/* state.c */
tb_state *fl_create(const tb_host *host, const tb_setup *setup, char *err);
tb_state *fl_clone(const tb_state *s);
void fl_destroy(tb_state *s);
int fl_to_move(const tb_state *s);
size_t fl_legal_moves(const tb_state *s, tb_move *out, size_t cap);
int fl_random_move(const tb_state *s, tb_rng *r, tb_move *out);
int fl_apply(tb_state *s, const tb_move *m, char *err);
#ifdef FLAW_LISTED_DIVERGES
void fl_apply_listed(tb_state *s, const tb_move *m);
#endif
size_t fl_census(const tb_state *s, tb_card *out, size_t cap);
size_t fl_move_bound(const tb_state *s);
tb_state *fl_determinize(const tb_state *s, int seat, tb_rng *r);
int fl_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out);

/* notation.c */
tb_move fl_encode(int kind, int card);
fl_move fl_decode(const tb_move *m);
int fl_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err);
size_t fl_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap);
int fl_rules_value(const tb_host *host, const tb_options *o, const char *key, char *buf,
                   size_t cap);
size_t fl_deck_cards(const tb_host *host, const tb_options *o, int deck, tb_card *out, size_t cap);
int fl_parse_card(const tb_host *host, const tb_options *o, int deck, const char *text,
                  tb_card *out, char *err);
size_t fl_format_card(const tb_host *host, const tb_options *o, tb_card c, char *buf, size_t cap);

/* view.c */
void fl_view(const tb_state *s, int seat, tb_view *v);
void fl_outcome(const tb_state *s, tb_outcome *out);
void fl_round_detail(const tb_state *s, int round, tb_json *j);

#endif
