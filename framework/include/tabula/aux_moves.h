/*
 * tabula/aux_moves.h — part of tabula/aux.h, which includes it (include
 * aux.h): the move plumbing — a legality check that writes its reason only
 * when someone reads it, keeping a legal move, a declarative notation of
 * words ("VERB [CARD] [SUIT]": parse, format, validate), and the greedy
 * bot's skeleton.  Header-only, stateless, [any thread], like aux.h.
 */
#ifndef TABULA_AUX_MOVES_H
#define TABULA_AUX_MOVES_H

#include "tabula/aux.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One legality check serves legal_moves() (err NULL: a yes or no, asked
 * for every candidate) and apply() (err: why not).  In it,
 *   if (...) TB_AUX_REFUSE(err, tb_aux_tr(h, "%s is not in your hand"), card);
 * returns -1, and formats and translates the reason (its arguments are
 * evaluated) only when err is not NULL: for the list, that would cost
 * more than the check. */
#define TB_AUX_REFUSE(err, ...) return (err) ? tb_aux_refuse((err), __VA_ARGS__) : -1

/* Card c of suited deck d as text, for a reason's argument: the buffer is
 * a compound literal, alive to the end of the enclosing block.
 *   TB_AUX_REFUSE(err, "%s is not in your hand", TB_AUX_CARD(&my_cards, c)); */
#define TB_AUX_CARD(d, c) tb_aux_suited_str((d), (c), (char[TB_LABEL_MAX]){0})
static inline const char *tb_aux_suited_str(const tb_aux_suited *d, tb_card c, char *buf)
{
    tb_aux_suited_text(d, c, buf, TB_LABEL_MAX);
    return buf;
}

/* legal_moves()' way to keep a move: the `used` bytes at mv as move
 * out[n] (the rest zero) when n < cap; returns n + 1 either way, the count
 * legal_moves() returns:  n = tb_aux_keep(out, cap, n, &mv, sizeof mv); */
static inline size_t tb_aux_keep(tb_move *out, size_t cap, size_t n, const void *mv, size_t used)
{
    if (n < cap) {
        memset(&out[n], 0, sizeof out[n]);
        memcpy(out[n].b, mv, used);
    }
    return n + 1;
}
/*
 * A notation of words, "VERB [CARD] [SUIT]": "play 7c", "play 8h s", "draw",
 * read in any case, and the move it stands for, a tb_aux_word_move.  The
 * plugin declares its verbs and its refusals (marked TB_N_(), so they are
 * in its own catalogue) once, in static storage:
 *   static const tb_aux_verb verbs[] = {{"play", MOVE_PLAY, TB_AUX_TAKES_CARD, 0},
 *                                       {"draw", MOVE_DRAW, 0, 0}};
 *   static const tb_aux_notation notation = {&my_cards, verbs, 2, 1, TB_N_(...), ...};
 *   TB_AUX_NOTATION_HOOKS(my, notation)   // my_parse_move, my_format_move
 * apply() starts with tb_aux_notation_valid(): a move no parse could give
 * is refused before the rules are asked.
 */
typedef struct tb_aux_word_move {
    uint8_t kind; /* the verb's kind */
    uint8_t card; /* a verb that takes a card: its code (a suited code fits a byte); else 0 */
    uint8_t suit; /* a suit named after the card: 1 + its index in the deck's suits; else 0 */
} tb_aux_word_move;

#define TB_AUX_TAKES_CARD 1u /* a card follows the verb */
#define TB_AUX_TAKES_SUIT 2u /* and a suit letter may follow the card (with TAKES_CARD) */

typedef struct tb_aux_verb {
    const char *word; /* lower case: "play" */
    int kind;         /* the move's kind, 1..255, each verb its own */
    unsigned takes;   /* 0, or TB_AUX_TAKES_CARD, | TB_AUX_TAKES_SUIT */
    int wild;         /* TAKES_SUIT: the rank whose cards name a suit (Crazy Eights' 8):
                         tb_aux_notation_legal proposes those once per suit and the
                         others with none; 0: every card both ways.  Parsing and
                         tb_aux_notation_valid accept a suit after any card all the
                         same: the game's check says why not. */
} tb_aux_verb;

typedef struct tb_aux_notation {
    const tb_aux_suited *deck; /* the cards and suit letters */
    const tb_aux_verb *verbs;
    int n_verbs;
    int bare;             /* nonzero: verbs[0] (taking a card) may be left out: "7c" */
    const char *usage;    /* the whole notation: "write play <card>, draw or pass" */
    const char *empty;    /* put before usage for an empty line: "empty move: " */
    const char *unknown;  /* %s the first word, %s the usage */
    const char *extra;    /* %s a verb that takes nothing, yet something followed */
    const char *bad_suit; /* %s the word where a suit letter should be */
    const char *no_room;  /* parse_move was given no room for the move */
} tb_aux_notation;

/* The verb of kind, or NULL. */
static inline const tb_aux_verb *tb_aux_verb_of(const tb_aux_notation *nt, int kind)
{
    for (int v = 0; v < nt->n_verbs; v++)
        if (nt->verbs[v].kind == kind)
            return &nt->verbs[v];
    return NULL;
}

/* Whether m is a move the notation can write: a known kind, a card of the
 * deck where the verb takes one (and a suit only where it takes one), and
 * every other byte zero.  apply() refuses any other. */
static inline int tb_aux_notation_valid(const tb_aux_notation *nt, const tb_move *m)
{
    tb_aux_word_move mv;
    memcpy(&mv, m->b, sizeof mv);
    const tb_aux_verb *v = tb_aux_verb_of(nt, mv.kind);
    if (!v || !tb_aux_move_tail_clear(m, sizeof mv))
        return 0;
    if (!(v->takes & TB_AUX_TAKES_CARD))
        return mv.card == 0 && mv.suit == 0;
    return tb_aux_suited_valid(nt->deck, mv.card) &&
           mv.suit <= (v->takes & TB_AUX_TAKES_SUIT ? strlen(nt->deck->suits) : 0);
}

/* parse_move's work: text into out[0] (returns 1), or -1 and the first
 * refusal that applies — a verb that takes nothing followed by a word; a
 * count of words the verb cannot take (usage); no verb where one is
 * needed, or a first word that is no card when the verb may be left out
 * (unknown); a card the deck refuses (its own reason); a bad suit letter. */
static inline int tb_aux_notation_parse(const tb_host *h, const tb_aux_notation *nt,
                                        const char *text, tb_move *out, size_t cap, char *err)
{
    char w[3][TB_AUX_WORD];
    int n = tb_aux_split(text, w, 3), v = 0;
    while (v < nt->n_verbs && (n < 1 || strcmp(w[0], nt->verbs[v].word) != 0))
        v++;
    int first = v < nt->n_verbs; /* words before the card: the verb, if written */
    const tb_aux_verb *verb = &nt->verbs[first ? v : 0];
    const char *usage = tb_aux_tr(h, nt->usage), *named = NULL;
    tb_aux_word_move mv = {(uint8_t)verb->kind, 0, 0};
    tb_card card = 0;
    if (first && !verb->takes) {
        if (n > 1)
            return tb_aux_refuse(err, tb_aux_tr(h, nt->extra), w[0]);
    } else if (n - first < 1 || n - first > (verb->takes & TB_AUX_TAKES_SUIT ? 2 : 1)) {
        return tb_aux_refuse(err, "%s%s", n == 0 ? tb_aux_tr(h, nt->empty) : "", usage);
    } else if (!first && !nt->bare) {
        return tb_aux_refuse(err, tb_aux_tr(h, nt->unknown), w[0], usage);
    } else if (tb_aux_suited_parse(h, nt->deck, w[first], &card, err) != 0) {
        return first ? -1 : tb_aux_refuse(err, tb_aux_tr(h, nt->unknown), w[0], usage);
    } else if (n - first == 2 && (!(named = strchr(nt->deck->suits, w[first + 1][0])) ||
                                  w[first + 1][1])) {
        return tb_aux_refuse(err, tb_aux_tr(h, nt->bad_suit), w[first + 1]);
    } else {
        mv.card = (uint8_t)card;
        mv.suit = (uint8_t)(named ? named - nt->deck->suits + 1 : 0);
    }
    if (cap < 1)
        return tb_aux_refuse(err, "%s", tb_aux_tr(h, nt->no_room));
    memset(&out[0], 0, sizeof out[0]);
    memcpy(out[0].b, &mv, sizeof mv);
    return 1;
}

/* format_move's work: "play 8h s", "draw"; "?" for a kind the notation
 * lacks.  Returns what snprintf returns. */
static inline size_t tb_aux_notation_format(const tb_aux_notation *nt, const tb_move *m,
                                            char *buf, size_t cap)
{
    tb_aux_word_move mv;
    memcpy(&mv, m->b, sizeof mv);
    const tb_aux_verb *v = tb_aux_verb_of(nt, mv.kind);
    char card[TB_LABEL_MAX], suit[3] = {' ', 0, 0};
    if (!v)
        return (size_t)snprintf(buf, cap, "?");
    if (!(v->takes & TB_AUX_TAKES_CARD))
        return (size_t)snprintf(buf, cap, "%s", v->word);
    tb_aux_suited_text(nt->deck, mv.card, card, sizeof card);
    if (mv.suit >= 1 && mv.suit <= strlen(nt->deck->suits))
        suit[1] = nt->deck->suits[mv.suit - 1];
    return (size_t)snprintf(buf, cap, "%s %s%s", v->word, card, suit[1] ? suit : "");
}

/* legal_moves()' work in a word notation: every move the verbs can write
 * with the cards of *hand, verb by verb in the order of nt->verbs — a verb
 * that takes a card with each card of the hand in turn (with no suit, then
 * naming each suit where the verb may name one: only the verb's wild rank,
 * if it has one, and that never with no suit), one that takes none once —
 * kept in that order when check(s, move, NULL) says 0.  The game's one
 * legality check decides; this only asks, and the wild rank spares it the
 * moves it would refuse anyway. */
static inline size_t tb_aux_notation_legal(const tb_aux_notation *nt, const tb_state *s,
                                           const tb_pile *hand,
                                           int (*check)(const tb_state *, tb_aux_word_move, char *),
                                           tb_move *out, size_t cap)
{
    size_t n = 0;
    int suits = (int)strlen(nt->deck->suits), verbs = nt->n_verbs;
    for (int v = 0; v < verbs; v++) {
        /* In locals: the moves written below could alias anything. */
        uint8_t kind = (uint8_t)nt->verbs[v].kind;
        int takes_card = (nt->verbs[v].takes & TB_AUX_TAKES_CARD) != 0;
        int takes_suit = (nt->verbs[v].takes & TB_AUX_TAKES_SUIT) != 0;
        int wild = nt->verbs[v].wild, cards = takes_card ? hand->n : 1;
        for (int i = 0; i < cards; i++) {
            tb_card c = takes_card ? hand->c[i] : 0;
            int names = wild && tb_aux_rank(c) == wild; /* and must */
            int most = takes_suit && (names || !wild) ? suits : 0;
            for (int suit = names; suit <= most; suit++) {
                tb_aux_word_move mv = {kind, (uint8_t)c, (uint8_t)suit};
                if (check(s, mv, NULL) == 0)
                    n = tb_aux_keep(out, cap, n, &mv, sizeof mv);
            }
        }
    }
    return n;
}

/* prefix_legal_moves, the hook, from tb_aux_notation_legal over the hand
 * of the seat to move (a state with `int to_move`, -1 once the game is
 * over, and `tb_pile hand[]`); check is the game's one legality check. */
#define TB_AUX_NOTATION_LEGAL(prefix, nt, check)                                            \
    static TB_AUX_UNUSED size_t prefix##_legal_moves(const tb_state *s, tb_move *out,       \
                                                     size_t cap)                            \
    {                                                                                       \
        if (s->to_move < 0)                                                                 \
            return 0;                                                                       \
        return tb_aux_notation_legal(&(nt), s, &s->hand[s->to_move], (check), out, cap);    \
    }

/* prefix_parse_move and prefix_format_move, the two hooks, from a notation
 * (the state must keep the host table in a field named `host`). */
#define TB_AUX_NOTATION_HOOKS(prefix, nt)                                                   \
    static TB_AUX_UNUSED int prefix##_parse_move(const tb_state *s, const char *text,       \
                                                 tb_move *out, size_t cap, char *err)       \
    {                                                                                       \
        return tb_aux_notation_parse(s->host, &(nt), text, out, cap, err);                  \
    }                                                                                       \
    static TB_AUX_UNUSED size_t prefix##_format_move(const tb_state *s, const tb_move *m,   \
                                                     char *buf, size_t cap)                 \
    {                                                                                       \
        (void)s;                                                                            \
        return tb_aux_notation_format(&(nt), m, buf, cap);                                  \
    }

/* The most moves tb_aux_greedy weighs (legal_moves is asked with this cap). */
#define TB_AUX_GREEDY_MAX 128

/* A greedy bot's skeleton: of the moves legal(s, ...) lists, the one with
 * the highest key(s, move) into *out — the first listed on a tie, so the
 * game's order of legal moves breaks ties.  -1 when none is legal.  The
 * bot is the key: what it prefers, as a number. */
static inline int tb_aux_greedy(const tb_state *s,
                                size_t (*legal)(const tb_state *, tb_move *, size_t),
                                long (*key)(const tb_state *, const tb_move *), tb_move *out)
{
    tb_move moves[TB_AUX_GREEDY_MAX];
    size_t n = legal(s, moves, TB_AUX_GREEDY_MAX), best = 0;
    long best_key = 0;
    n = n < TB_AUX_GREEDY_MAX ? n : TB_AUX_GREEDY_MAX;
    for (size_t i = 0; i < n; i++) {
        long k = key(s, &moves[i]);
        if (i == 0 || k > best_key)
            best = i, best_key = k;
    }
    if (n == 0)
        return -1;
    *out = moves[best];
    return 0;
}

/* prefix_bot_move, a bot hook whose bot 0 is tb_aux_greedy(s, legal, key)
 * (it needs no randomness) and which has no other bot. */
#define TB_AUX_GREEDY_BOT(prefix, legal, key)                                               \
    static TB_AUX_UNUSED int prefix##_bot_move(const tb_state *s, int bot, tb_rng *r,       \
                                               tb_move *out)                                \
    {                                                                                       \
        (void)r;                                                                            \
        return bot == 0 ? tb_aux_greedy(s, (legal), (key), out) : -1;                       \
    }

#ifdef __cplusplus
}
#endif
#endif
