/*
 * tabula/aux_rounds.h — part of tabula/aux.h, which includes it (include
 * aux.h): the plumbing of a game played in rounds — the deal, the stock,
 * the hands left scored at a round's end, the score calculator, outcome()
 * and round_detail().  Header-only, stateless, [any thread], like aux.h.
 */
#ifndef TABULA_AUX_ROUNDS_H
#define TABULA_AUX_ROUNDS_H

#include "tabula/aux.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The score calculator of a game whose KIND of cards is worth the sum of
 * their values (a hand left at the end of a round).  Its refusals are
 * the plugin's, marked TB_N_(): bad_kind (one %s, the kind asked for),
 * twice (one %s, the card named twice) and empty (the text of an empty
 * list, before its total). */
typedef struct tb_aux_tally {
    const char *kind;        /* "hand" */
    int (*value)(tb_card c); /* what one card is worth */
    /* the game's parse_card and format_card hooks (deck 0) */
    int (*parse)(const tb_host *, const tb_options *, int, const char *, tb_card *, char *);
    size_t (*format)(const tb_host *, const tb_options *, tb_card, char *, size_t);
    const char *bad_kind, *twice, *empty;
} tb_aux_tally;

/* The score hook's work for a tally: cards is a list of cards (blanks or
 * commas between) read with t->parse and written back with t->format;
 * none may be named twice.  Writes {"score": total,
 * "cards": n} into j and "8h 50 + Kd 10 = 60" into text (cap bytes). */
static inline int tb_aux_tally_score(const tb_host *h, const tb_options *o, const tb_aux_tally *t,
                                     const char *kind, const char *cards, tb_json *j,
                                     char *text, size_t cap, char *err)
{
    if (strcmp(kind, t->kind) != 0)
        return tb_aux_refuse(err, tb_aux_tr(h, t->bad_kind), kind);
    tb_pile seen;
    int total = 0;
    size_t len = (size_t)snprintf(text, cap, "%s", "");
    seen.n = 0;
    for (const char *p = cards + strspn(cards, " \t,"); *p; p += strspn(p, " \t,")) {
        char word[TB_CARD_TEXT_MAX];
        size_t n = strcspn(p, " \t,");
        snprintf(word, sizeof word, "%.*s", (int)(n < 40 ? n : 40), p);
        p += n;
        tb_card c = 0;
        if (t->parse(h, o, 0, word, &c, err) != 0)
            return -1;
        t->format(h, o, c, word, sizeof word); /* canonical from here on */
        if (h->pile_find(&seen, c) >= 0)
            return tb_aux_refuse(err, tb_aux_tr(h, t->twice), word);
        h->pile_push(&seen, c);
        total += t->value(c);
        if (len < cap)
            len += (size_t)snprintf(text + len, cap - len, "%s%s %d", seen.n > 1 ? " + " : "",
                                    word, t->value(c));
    }
    if (len < cap) /* the breakdown is for people: an empty list says so in their language */
        snprintf(text + len, cap - len, "%s%d", seen.n ? " = " : tb_aux_tr(h, t->empty), total);
    tb_aux_json_int(h, j, "score", total);
    tb_aux_json_int(h, j, "cards", seen.n);
    return 0;
}


/* prefix_score, the score hook of one tally (a static tb_aux_tally). */
#define TB_AUX_TALLY_HOOK(prefix, tally)                                                    \
    static TB_AUX_UNUSED int prefix##_score(const tb_host *h, const tb_options *o,          \
                                            const char *kind, const char *cards, tb_json *j, \
                                            char *text, size_t cap, char *err)              \
    {                                                                                       \
        return tb_aux_tally_score(h, o, &(tally), kind, cards, j, text, cap, err);          \
    }

/* outcome() of a game scored round by round: score is the first of
 * `rounds` rows of `stride` ints (an int score[ROUNDS][stride] array), a
 * row's seats from 0; end a TB_END_* string.  Clears *out first (the host
 * has zeroed it already; this keeps a plugin's own direct calls right too),
 * leaves winners 0: the host ranks the totals. */
static inline void tb_aux_outcome_rows(tb_outcome *out, int over, int turns, int rounds,
                                       const int *score, int stride, const char *end)
{
    memset(out, 0, sizeof *out);
    out->over = over, out->turns = turns, out->rounds = rounds, out->end = end;
    for (int r = 0; r < rounds && r < TB_MAX_ROUNDS; r++)
        memcpy(out->score[r], score + (size_t)r * (size_t)stride,
               sizeof(int) * (size_t)(stride < TB_MAX_SEATS ? stride : TB_MAX_SEATS));
}

/* The round_detail object of a game that scores the hands left at a
 * round's end: {"round": 1, "end": "out", "winner": 2 (a seat from 1, or
 * null: none or a tie), "players": [{"seat": 1, "hand": ["Kd"], "score":
 * 0}, ...]}, the hands in the notation of a format_card hook; {} when
 * hands is NULL (no such round). */
static inline void tb_aux_round_hands(const tb_host *h, tb_json *j, const tb_options *o,
                                      size_t (*format)(const tb_host *, const tb_options *,
                                                       tb_card, char *, size_t),
                                      int round, const char *end, int winner, int players,
                                      const tb_pile *hands, const int *scores)
{
    h->json_open(j, '{');
    if (!hands) {
        h->json_close(j);
        return;
    }
    tb_aux_json_int(h, j, "round", round);
    tb_aux_json_str(h, j, "end", end);
    h->json_key(j, "winner");
    if (winner >= 0)
        h->json_int(j, winner + 1);
    else
        h->json_null(j);
    h->json_key(j, "players");
    h->json_open(j, '[');
    for (int seat = 0; seat < players; seat++) {
        h->json_open(j, '{');
        tb_aux_json_int(h, j, "seat", seat + 1);
        tb_aux_json_cards(h, j, "hand", &hands[seat], o, format);
        tb_aux_json_int(h, j, "score", scores[seat]);
        h->json_close(j);
    }
    h->json_close(j);
    h->json_close(j);
}


/* The usual deal of a round: *deck (the whole deck number `which`, e.g.
 * from deck_cards) ordered by the host for `round` (as a tester stacked
 * it, or shuffled from *r), then `each` cards from its top to each of the
 * `players` hands in turn, seat 0 first, each hand sorted when `sort`.
 * *deck keeps the rest (a starter, a stock).  -1 when the host could not
 * order the deck (nothing dealt). */
static inline int tb_aux_deal(const tb_host *h, const tb_table *table, int which, int round,
                              tb_rng *r, tb_pile *deck, tb_pile *hands, int players, int each,
                              int sort)
{
    if (h->deck_order(table, which, round, deck, r) != 0)
        return -1;
    for (int seat = 0; seat < players; seat++) {
        h->pile_clear(&hands[seat]);
        h->pile_deal(deck, &hands[seat], (size_t)each);
        if (sort)
            tb_aux_pile_sort(&hands[seat]);
    }
    return 0;
}

/* The rest of a deal: `up` cards from the top of *deck face up onto *pile
 * (emptied first: a starter), and what is left of *deck becomes *stock. */
static inline void tb_aux_deal_rest(const tb_host *h, tb_pile *deck, tb_pile *pile, int up,
                                    tb_pile *stock)
{
    h->pile_clear(pile);
    h->pile_deal(deck, pile, (size_t)up);
    *stock = *deck;
}

/* A stock run out, refilled from a discard pile: every card of *from but
 * its top goes to *to (empty) and is shuffled from *r; the top stays. */
static inline void tb_aux_restock(const tb_host *h, tb_pile *from, tb_pile *to, tb_rng *r)
{
    tb_card top;
    if (h->pile_draw(from, &top) != 0)
        return;
    *to = *from;
    h->pile_shuffle(to, r);
    h->pile_clear(from);
    h->pile_push(from, top);
}
/* A card drawn from *stock into *hand (sorted again when `sort`); a stock
 * run out is refilled first from *discard (tb_aux_restock, shuffled from
 * *r).  -1, nothing drawn, when both are out of cards to give. */
static inline int tb_aux_draw(const tb_host *h, tb_pile *stock, tb_pile *discard, tb_rng *r,
                              tb_pile *hand, int sort)
{
    tb_card c;
    if (stock->n == 0)
        tb_aux_restock(h, discard, stock, r);
    if (h->pile_draw(stock, &c) != 0)
        return -1;
    h->pile_push(hand, c);
    if (sort)
        tb_aux_pile_sort(hand);
    return 0;
}

/* What the cards of p are worth together, value(c) each. */
static inline int tb_aux_pile_value(const tb_pile *p, int (*value)(tb_card c))
{
    int sum = 0;
    for (int i = 0; i < p->n; i++)
        sum += value(p->c[i]);
    return sum;
}

/* The usual end of a round scored by the hands left: each seat holding the
 * lowest value adds to score[seat] its lead over every other hand (after
 * going out, an empty hand takes the sum of the others).  Returns that
 * seat, or -1 when several tie for lowest (each of them scores). */
static inline int tb_aux_score_lowest(const int *value, int players, int *score)
{
    int low = value[0], winner = -1, lows = 0;
    for (int seat = 1; seat < players; seat++)
        low = value[seat] < low ? value[seat] : low;
    for (int seat = 0; seat < players; seat++) {
        if (value[seat] != low)
            continue;
        winner = ++lows > 1 ? -1 : seat;
        for (int other = 0; other < players; other++)
            score[seat] += value[other] - low;
    }
    return winner;
}

/* How many of the first n ints of v equal x: "was any round cut short?" */
static inline int tb_aux_count_int(const int *v, int n, int x)
{
    int count = 0;
    for (int i = 0; i < n; i++)
        count += v[i] == x;
    return count;
}

/* " 12 0 7": n ints, each after a blank, in buf (TB_AUX_INTS_MAX bytes,
 * cut there); returns buf, so that a status line can take it as an
 * argument:  tb_aux_int_list(s->score[r], s->players, (char[TB_AUX_INTS_MAX]){0}) */
#define TB_AUX_INTS_MAX 96
static inline const char *tb_aux_int_list(const int *v, int n, char *buf)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && len < TB_AUX_INTS_MAX; i++)
        len += (size_t)snprintf(buf + len, TB_AUX_INTS_MAX - len, " %d", v[i]);
    return buf;
}

/*
 * A game scored by the hands left at each round's end (Crazy Eights and
 * the shedding games like it).  Its state keeps the usual fields — `host`,
 * `opt`, `int players`, `tb_pile hand[]`, `int to_move` (-1 once the game
 * is over), `int turns` — and the record of its finished rounds, declared
 * among its fields with
 *     TB_AUX_HANDS_LOG(MOST_ROUNDS, MOST_SEATS);
 * Then, where struct tb_state is complete,
 *     TB_AUX_HANDS_LOG_HOOKS(prefix, MOST_SEATS, value, format, end_names, limit_end)
 * writes prefix_record(s, end), called when a round ends (`end`: the
 * game's code for how, an index into end_names): it keeps the hands as
 * they are, values each with value(card) and scores each lowest hand its
 * lead (tb_aux_score_lowest); and the hooks prefix_to_move,
 * prefix_outcome (a TB_END_TURN_LIMIT game when a round ended with
 * limit_end) and prefix_round_detail (tb_aux_round_hands, the hands in the
 * notation of the format_card hook `format`, the end as end_names[end]).
 * TB_AUX_HANDS_LOG_FIELDS(prefix) puts the three hooks in the descriptor.
 */
#define TB_AUX_HANDS_LOG(rounds, seats)                                                     \
    int rounds_done;            /* rounds finished, each recorded: */                       \
    int score[rounds][seats];   /* what each seat scored in it */                           \
    int end[rounds];            /* how it ended: the game's code */                         \
    int winner[rounds];         /* the lone lowest hand's seat, or -1 on a tie */           \
    tb_pile left[rounds][seats] /* the hands as they were scored */

#define TB_AUX_HANDS_LOG_HOOKS(prefix, seats, value_fn, format_fn, end_names, limit_end)    \
    static TB_AUX_UNUSED void prefix##_record(tb_state *s, int end)                         \
    {                                                                                       \
        int r = s->rounds_done, worth[seats];                                               \
        for (int seat = 0; seat < s->players; seat++) {                                     \
            s->left[r][seat] = s->hand[seat];                                               \
            worth[seat] = tb_aux_pile_value(&s->hand[seat], (value_fn));                    \
        }                                                                                   \
        s->end[r] = end;                                                                    \
        s->winner[r] = tb_aux_score_lowest(worth, s->players, s->score[r]);                 \
        s->rounds_done++;                                                                   \
    }                                                                                       \
    static TB_AUX_UNUSED int prefix##_to_move(const tb_state *s)                            \
    {                                                                                       \
        return s->to_move;                                                                  \
    }                                                                                       \
    static TB_AUX_UNUSED void prefix##_outcome(const tb_state *s, tb_outcome *out)          \
    {                                                                                       \
        int cut = tb_aux_count_int(s->end, s->rounds_done, (limit_end)) > 0;                \
        tb_aux_outcome_rows(out, s->to_move < 0, s->turns, s->rounds_done, s->score[0],     \
                            (seats), cut ? TB_END_TURN_LIMIT : TB_END_NORMAL);              \
    }                                                                                       \
    static TB_AUX_UNUSED void prefix##_round_detail(const tb_state *s, int round,           \
                                                    tb_json *j)                             \
    {                                                                                       \
        int r = round >= 1 && round <= s->rounds_done ? round - 1 : 0;                      \
        tb_aux_round_hands(s->host, j, s->opt, (format_fn), round, (end_names)[s->end[r]],  \
                           s->winner[r], s->players, r == round - 1 ? s->left[r] : NULL,    \
                           s->score[r]);                                                    \
    }
#define TB_AUX_HANDS_LOG_FIELDS(prefix)                                                     \
    .to_move = prefix##_to_move, .outcome = prefix##_outcome,                               \
    .round_detail = prefix##_round_detail

#ifdef __cplusplus
}
#endif
#endif
