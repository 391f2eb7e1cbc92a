/* eights.c — the rules of Crazy Eights, each hook a function of its own
 * (eights_<hook>), and the descriptor the host reads.  The entry point at
 * the bottom is the only symbol the plugin exports. */
#include "eights.h"

static const char suits[] = "cdhs";
static const char *const ranks[] = {"A", "2", "3", "4", "5", "6", "7",
                                    "8", "9", "10", "J", "Q", "K"}; /* rank 1 first */

/* ---- The cards ---- */

static int is_card(tb_card c)
{
    return eights_suit(c) < 4 && eights_rank(c) >= 1 && eights_rank(c) <= 13;
}

/* Deck 0, "main", whatever the options: every card once, suit by suit. */
static size_t eights_deck_cards(const tb_host *h, const tb_options *o, int which, tb_card *out,
                                size_t cap)
{
    size_t n = 0;
    (void)h, (void)o;
    for (int suit = 0; which == 0 && suit < 4; suit++)
        for (int rank = 1; rank <= 13; rank++, n++)
            if (n < cap)
                out[n] = (tb_card)(suit * 16 + rank);
    return n;
}

static size_t eights_format_card(const tb_host *h, const tb_options *o, tb_card c, char *buf,
                                 size_t cap)
{
    (void)h, (void)o;
    if (!is_card(c))
        return (size_t)snprintf(buf, cap, "?");
    return (size_t)snprintf(buf, cap, "%s%c", ranks[eights_rank(c) - 1], suits[eights_suit(c)]);
}

/* "8h", "10S", "qd": a rank, then a suit letter, in any case. */
static int eights_parse_card(const tb_host *h, const tb_options *o, int which, const char *text,
                             tb_card *out, char *err)
{
    size_t len = strlen(text), i = 0;
    const char *suit = len >= 2 ? strchr(suits, tolower((unsigned char)text[len - 1])) : NULL;
    (void)o, (void)which;
    for (int rank = 1; suit && rank <= 13; rank++, i = 0) {
        while (i < len - 1 && ranks[rank - 1][i] == toupper((unsigned char)text[i]))
            i++;
        if (i == len - 1 && !ranks[rank - 1][i]) {
            *out = (tb_card)((suit - suits) * 16 + rank);
            return 0;
        }
    }
    return tb_aux_refuse(err, tb_aux_tr(h, "\"%.40s\" is not a card (a rank A 2-10 J Q K, "
                                           "then a suit c d h s)"), text);
}

/* A card face up at the table: "8h", its pretty form "8♥" and its colour. */
static void show_card(const tb_state *s, tb_card c, tb_view *v)
{
    static const char *const glyphs[] = {"♣", "♦", "♥", "♠"};
    char label[TB_LABEL_MAX], pretty[TB_PRETTY_MAX];
    eights_format_card(s->host, s->opt, c, label, sizeof label);
    snprintf(pretty, sizeof pretty, "%s%s", ranks[eights_rank(c) - 1], glyphs[eights_suit(c)]);
    s->host->view_card(v, label, pretty, eights_suit(c) % 3 ? TB_COLOUR_RED : TB_COLOUR_BLACK);
}

/* ---- The state ---- */

/* Deal round rounds_done + 1 from the deck the host orders (shuffled from
 * our rng, or as a tester stacked it): the hands from seat 1, a starter,
 * the stock.  -1 when the host could not order the deck. */
static int deal(tb_state *s)
{
    const tb_host *h = s->host;
    int round = s->rounds_done + 1;
    tb_pile deck;
    memset(&deck, 0, sizeof deck); /* zeroed: states compare as bytes */
    deck.n = (uint16_t)eights_deck_cards(h, s->opt, 0, deck.c, TB_PILE_MAX);
    if (h->deck_order(s->table, 0, round, &deck, &s->rng) != 0)
        return -1;
    for (int seat = 0; seat < s->players; seat++) {
        h->pile_clear(&s->hand[seat]);
        h->pile_deal(&deck, &s->hand[seat], (size_t)s->hand_size);
        tb_aux_pile_sort(&s->hand[seat]);
    }
    h->pile_clear(&s->discard);
    h->pile_deal(&deck, &s->discard, 1);
    s->stock = deck;
    s->suit = eights_suit(s->discard.c[0]); /* a starting 8 is just its own suit */
    s->to_move = (round - 1) % s->players;  /* the lead moves one seat a round */
    s->drawn = s->passes = s->round_turns = 0;
    return 0;
}

/* The host has checked the options and the seat count already. */
static tb_state *eights_create(const tb_host *host, const tb_setup *setup, char *err)
{
    tb_state *s = calloc(1, sizeof *s);
    if (!s) {
        tb_aux_refuse(err, "%s", tb_aux_tr(host, "out of memory"));
        return NULL;
    }
    s->host = host;
    s->opt = setup->options;
    s->table = setup->table;
    s->players = setup->players;
    host->rng_seed(&s->rng, setup->seed);
    s->hand_size = (int)host->opt_int(s->opt, "hand_size"); /* 4 x 12 + 1 leaves a stock */
    s->hand_size = s->hand_size ? s->hand_size : s->players == 2 ? 7 : 5;
    s->rounds = (int)host->opt_int(s->opt, "rounds");
    s->max_turns = (int)host->opt_int(s->opt, "max_turns");
    if (deal(s) == 0)
        return s;
    tb_aux_refuse(err, "%s", tb_aux_tr(host, "the host could not order the deck"));
    free(s);
    return NULL;
}

static tb_state *eights_clone(const tb_state *s)
{
    tb_state *c = malloc(sizeof *c);
    return c ? memcpy(c, s, sizeof *c) : NULL;
}

static void eights_destroy(tb_state *s) { free(s); }

static int eights_to_move(const tb_state *s) { return s->to_move; }

/* Where the cards lie and who sees them: from this table the host writes
 * the census and determinize (the others' hands and the stock redealt;
 * the descriptor leaves both hooks NULL) and the piles of the view. */
static const tb_pile_decl pile_decls[] = {
    /* TRANSLATORS: the piles' labels at the table (a frontend adds the
       owner's name to a seat's hand: "hand (Ann)"). */
    {TB_N_("hand"), offsetof(tb_state, hand), 0, TB_PILE_PER_SEAT | TB_PILE_SORTED,
     TB_SEEN_OWNER, TB_LAYOUT_FAN},
    {TB_N_("discard"), offsetof(tb_state, discard), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK},
    {TB_N_("stock"), offsetof(tb_state, stock), 0, 0, TB_SEEN_NONE, TB_LAYOUT_STACK},
};
static const tb_pile_table piles = {
    .state_size = sizeof(tb_state), .players_offset = offsetof(tb_state, players),
    .has_rng = 1, .rng_offset = offsetof(tb_state, rng),
    .piles = pile_decls, .n_piles = sizeof pile_decls / sizeof pile_decls[0],
    .clone = eights_clone, .show_card = show_card,
};

/* ---- The moves ---- */

static eights_move unpack(const tb_move *m)
{
    eights_move mv;
    memcpy(&mv, m->b, sizeof mv);
    return mv;
}

/* mv into *out, the rest of the tb_move zero: equal moves are equal bytes. */
static void pack(eights_move mv, tb_move *out)
{
    memset(out, 0, sizeof *out);
    memcpy(out->b, &mv, sizeof mv);
}

static int can_draw(const tb_state *s) { return s->stock.n > 0 || s->discard.n > 1; }

static int follows(const tb_state *s, tb_card c) /* c may go on the discard pile */
{
    tb_card top = s->discard.c[s->discard.n - 1];
    return eights_rank(c) == 8 || eights_suit(c) == s->suit || eights_rank(c) == eights_rank(top);
}

/* The one judge: 0 when mv is legal now, else -1 and why into err.
 * legal_moves() asks with err NULL, for every candidate: then no reason is
 * written (translating and formatting it would cost more than the check). */
static int check(const tb_state *s, eights_move mv, char *err)
{
    const tb_host *h = s->host;
    const char *why = NULL;
    int eight = eights_rank(mv.card) == 8;
    if (s->to_move < 0)
        why = TB_N_("the game is over");
    else if (mv.kind == MOVE_DRAW && s->drawn)
        why = TB_N_("you have already drawn this turn");
    else if (mv.kind == MOVE_DRAW && !can_draw(s))
        why = TB_N_("there is nothing to draw: pass");
    else if (mv.kind == MOVE_PASS && !s->drawn && can_draw(s))
        why = TB_N_("you may pass only after drawing");
    else if (mv.kind != MOVE_PLAY || (eight == (mv.suit != 0) && follows(s, mv.card) &&
                                      h->pile_find(&s->hand[s->to_move], mv.card) >= 0))
        return 0; /* the hand is searched last: it costs most */
    if (!err)
        return -1;
    if (why)
        return tb_aux_refuse(err, "%s", tb_aux_tr(h, why));
    char card[TB_LABEL_MAX], top[TB_LABEL_MAX];
    eights_format_card(h, s->opt, mv.card, card, sizeof card);
    eights_format_card(h, s->opt, s->discard.c[s->discard.n - 1], top, sizeof top);
    if (h->pile_find(&s->hand[s->to_move], mv.card) < 0)
        return tb_aux_refuse(err, tb_aux_tr(h, "%s is not in your hand"), card);
    if (eight)
        return tb_aux_refuse(err, tb_aux_tr(h, "name a suit for an 8: play %s s"), card);
    if (mv.suit)
        return tb_aux_refuse(err, tb_aux_tr(h, "only an 8 names a suit: play %s"), card);
    return tb_aux_refuse(err, tb_aux_tr(h, "%s does not follow %s (suit %c or rank %.*s needed)"),
                         card, top, suits[s->suit], (int)strlen(top) - 1, top);
}

/* Move mv as out[n] when check() accepts it (and there is room); the count so far. */
static size_t keep(const tb_state *s, eights_move mv, tb_move *out, size_t cap, size_t n)
{
    if (check(s, mv, NULL) != 0)
        return n;
    if (n < cap)
        pack(mv, &out[n]);
    return n + 1;
}

/* In a fixed order: each card of the hand (an 8 once for each suit it
 * names), then draw, then pass; those check() accepts. */
static size_t eights_legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    size_t n = 0;
    if (s->to_move < 0)
        return 0;
    const tb_pile *hand = &s->hand[s->to_move];
    for (int i = 0; i < hand->n; i++) {
        int eight = eights_rank(hand->c[i]) == 8; /* names suit 1..4; the others none */
        for (int suit = eight; suit <= (eight ? 4 : 0); suit++)
            n = keep(s, (eights_move){MOVE_PLAY, (uint8_t)hand->c[i], (uint8_t)suit}, out, cap, n);
    }
    n = keep(s, (eights_move){MOVE_DRAW, 0, 0}, out, cap, n);
    return keep(s, (eights_move){MOVE_PASS, 0, 0}, out, cap, n);
}

/* The ways to play hand card c now: an 8 names any of 4 suits. */
static uint32_t ways(const tb_state *s, tb_card c)
{
    return follows(s, c) ? (eights_rank(c) == 8 ? 4 : 1) : 0;
}

/* One legal move drawn uniformly: the k-th of legal_moves()'s list for
 * k = rng_below(its length), the same draw and move as picking from the
 * list, without writing it (sim's random seats and random rollouts). */
static int eights_random_move(const tb_state *s, tb_rng *r, tb_move *out)
{
    if (s->to_move < 0)
        return -1;
    const tb_pile *hand = &s->hand[s->to_move];
    uint32_t plays = 0, draw = !s->drawn && can_draw(s), k;
    for (int i = 0; i < hand->n; i++)
        plays += ways(s, hand->c[i]);
    k = s->host->rng_below(r, plays + 1); /* then draw or pass: one of them is legal */
    for (int i = 0; i < hand->n; i++) {
        uint32_t here = ways(s, hand->c[i]);
        if (k < here) { /* an 8's k-th way names suit k + 1 */
            int eight = eights_rank(hand->c[i]) == 8;
            pack((eights_move){MOVE_PLAY, (uint8_t)hand->c[i], (uint8_t)(eight ? k + 1 : 0)}, out);
            return 0;
        }
        k -= here;
    }
    pack((eights_move){draw ? MOVE_DRAW : MOVE_PASS, 0, 0}, out);
    return 0;
}

/* "play 7c", "7c", "play 8h s" (an 8 names the next suit), "draw", "pass",
 * in any case.  apply() decides what the table allows. */
static int eights_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap,
                             char *err)
{
    const tb_host *h = s->host;
    const char *usage = tb_aux_tr(h, "write play <card>, play 8<suit> <suit>, draw or pass");
    char w[3][TB_AUX_WORD];
    int n = tb_aux_split(text, w, 3); /* -1: too many words, or one too long */
    int first = n >= 1 && strcmp(w[0], "play") == 0; /* the card's word */
    eights_move mv = {MOVE_PLAY, 0, 0};
    if (n >= 1 && (strcmp(w[0], "draw") == 0 || strcmp(w[0], "pass") == 0)) {
        if (n > 1)
            return tb_aux_refuse(err, tb_aux_tr(h, "%s takes nothing after it"), w[0]);
        mv.kind = w[0][0] == 'd' ? MOVE_DRAW : MOVE_PASS;
    } else {
        tb_card card = 0;
        const char *named = NULL; /* the suit an 8 names */
        if (n - first < 1 || n - first > 2)
            return tb_aux_refuse(err, "%s%s", n == 0 ? tb_aux_tr(h, "empty move: ") : "", usage);
        if (eights_parse_card(h, s->opt, 0, w[first], &card, err) != 0)
            return first ? -1 /* the card's own reason */
                         : tb_aux_refuse(err, tb_aux_tr(h, "unknown move \"%s\": %s"), w[0], usage);
        if (n - first == 2 && (!(named = strchr(suits, w[first + 1][0])) || w[first + 1][1]))
            return tb_aux_refuse(err, tb_aux_tr(h, "\"%s\" is not a suit (c d h s)"), w[first + 1]);
        mv.card = (uint8_t)card;
        mv.suit = (uint8_t)(named ? named - suits + 1 : 0);
    }
    if (cap < 1)
        return tb_aux_refuse(err, "%s", tb_aux_tr(h, "no room for the move"));
    pack(mv, &out[0]);
    return 1;
}

static size_t eights_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    eights_move mv = unpack(m);
    char card[TB_LABEL_MAX];
    if (mv.kind == MOVE_DRAW || mv.kind == MOVE_PASS)
        return (size_t)snprintf(buf, cap, "%s", mv.kind == MOVE_DRAW ? "draw" : "pass");
    if (mv.kind != MOVE_PLAY)
        return (size_t)snprintf(buf, cap, "?");
    eights_format_card(s->host, s->opt, mv.card, card, sizeof card);
    if (mv.suit >= 1 && mv.suit <= 4)
        return (size_t)snprintf(buf, cap, "play %s %c", card, suits[mv.suit - 1]);
    return (size_t)snprintf(buf, cap, "play %s", card);
}

/* Whether parse_move could have given m: a bot or a fuzzer may send any bytes. */
static int well_formed(const tb_move *m)
{
    eights_move mv = unpack(m);
    if (!tb_aux_move_tail_clear(m, sizeof mv))
        return 0;
    if (mv.kind == MOVE_DRAW || mv.kind == MOVE_PASS)
        return mv.card == 0 && mv.suit == 0;
    return mv.kind == MOVE_PLAY && is_card(mv.card) && mv.suit <= 4;
}

/* ---- Playing ---- */

/* The round has ended: keep the hands as they are, score each lowest hand
 * its lead over every other (a tie: each of them), then deal the next
 * round or end the game. */
static void end_round(tb_state *s, int end)
{
    int r = s->rounds_done, worth[EIGHTS_PLAYERS], low = 1 << 30, lows = 0;
    for (int seat = 0; seat < s->players; seat++) {
        s->left[r][seat] = s->hand[seat];
        worth[seat] = 0;
        for (int i = 0; i < s->hand[seat].n; i++)
            worth[seat] += eights_card_value(s->hand[seat].c[i]);
        low = worth[seat] < low ? worth[seat] : low;
    }
    s->end[r] = end;
    s->winner[r] = -1;
    for (int seat = 0; seat < s->players; seat++) {
        if (worth[seat] != low)
            continue;
        s->winner[r] = ++lows > 1 ? -1 : seat;
        for (int other = 0; other < s->players; other++)
            s->score[r][seat] += worth[other] - low;
    }
    if (++s->rounds_done == s->rounds)
        s->to_move = -1;
    else
        deal(s); /* cannot fail: create() dealt this very deck */
}

static int eights_apply(tb_state *s, const tb_move *m, char *err)
{
    const tb_host *h = s->host;
    eights_move mv = unpack(m);
    if (!well_formed(m))
        return tb_aux_refuse(err, "%s", tb_aux_tr(h, "not a crazy eights move"));
    if (check(s, mv, err) != 0)
        return -1;
    tb_pile *hand = &s->hand[s->to_move];
    tb_card c;
    if (mv.kind == MOVE_DRAW) { /* check() saw a card to draw */
        if (s->stock.n == 0) {  /* the discard pile but its top, shuffled, is the new stock */
            h->pile_draw(&s->discard, &c);
            s->stock = s->discard;
            h->pile_shuffle(&s->stock, &s->rng);
            h->pile_clear(&s->discard);
            h->pile_push(&s->discard, c);
        }
        h->pile_draw(&s->stock, &c);
        h->pile_push(hand, c);
        tb_aux_pile_sort(hand);
        s->drawn = 1;
        s->passes = 0; /* somebody could draw: not blocked */
        return 0;      /* the same player goes on: play or pass */
    }
    if (mv.kind == MOVE_PLAY) {
        h->pile_remove(hand, mv.card);
        h->pile_push(&s->discard, mv.card);
        s->suit = mv.suit ? mv.suit - 1 : eights_suit(mv.card);
        s->passes = 0;
    } else {
        s->passes = s->drawn ? 0 : s->passes + 1; /* only passes with nothing to draw block */
    }
    /* The turn is over. */
    s->turns++;
    s->round_turns++;
    s->drawn = 0;
    if (hand->n == 0)
        end_round(s, END_OUT);
    else if (s->passes == s->players)
        end_round(s, END_BLOCKED);
    else if (s->round_turns == s->max_turns)
        end_round(s, END_TURN_LIMIT);
    else
        s->to_move = h->seat_next(s->players, s->to_move);
    return 0;
}

/* ---- The scores ---- */

/* TRANSLATORS: how a round ended, as the round's status line says it: a
   player went out, everyone was blocked, or the turn limit. */
static const char *const end_names[] = {TB_N_("none"), TB_N_("out"), TB_N_("blocked"),
                                        TB_N_("turn_limit")};

static void eights_outcome(const tb_state *s, tb_outcome *out)
{
    _Static_assert(EIGHTS_PLAYERS <= TB_MAX_SEATS && EIGHTS_ROUNDS <= TB_MAX_ROUNDS, "fits");
    memset(out, 0, sizeof *out);
    out->over = s->to_move < 0;
    out->turns = s->turns;
    out->rounds = s->rounds_done;
    out->end = TB_END_NORMAL; /* the host ranks the totals */
    for (int r = 0; r < s->rounds_done; r++) {
        memcpy(out->score[r], s->score[r], sizeof s->score[r]);
        if (s->end[r] == END_TURN_LIMIT)
            out->end = TB_END_TURN_LIMIT;
    }
}

/* {"round": 1, "end": "out", "winner": 2 (a seat from 1; null: a tie),
 *  "players": [{"seat": 1, "hand": ["Kd"], "score": 0}, ...]}; {} for a
 * round not played. */
static void eights_round_detail(const tb_state *s, int round, tb_json *j)
{
    const tb_host *h = s->host;
    int r = round - 1;
    h->json_open(j, '{');
    if (round >= 1 && round <= s->rounds_done) {
        tb_aux_json_int(h, j, "round", round);
        h->json_key(j, "end");
        h->json_str(j, end_names[s->end[r]]);
        h->json_key(j, "winner");
        s->winner[r] >= 0 ? h->json_int(j, s->winner[r] + 1) : h->json_null(j);
        h->json_key(j, "players");
        h->json_open(j, '[');
        for (int seat = 0; seat < s->players; seat++) {
            h->json_open(j, '{');
            tb_aux_json_int(h, j, "seat", seat + 1);
            h->json_key(j, "hand");
            h->json_open(j, '[');
            for (int i = 0; i < s->left[r][seat].n; i++) {
                char card[TB_LABEL_MAX];
                eights_format_card(h, s->opt, s->left[r][seat].c[i], card, sizeof card);
                h->json_str(j, card);
            }
            h->json_close(j);
            tb_aux_json_int(h, j, "score", s->score[r][seat]);
            h->json_close(j);
        }
        h->json_close(j);
    }
    h->json_close(j);
}

/* `tabula score crazy-eights hand "8h Kd"`: what a hand is worth to the
 * player who went out, {"score": 60, "cards": 2} and "8h 50 + Kd 10 = 60". */
static int eights_score(const tb_host *h, const tb_options *o, const char *kind,
                        const char *cards, tb_json *j, char *text, size_t cap, char *err)
{
    if (strcmp(kind, "hand") != 0)
        return tb_aux_refuse(err, tb_aux_tr(h, "unknown kind \"%.40s\": crazy-eights scores "
                                               "a hand"), kind);
    char seen[64] = {0}; /* by card code */
    int total = 0, count = 0;
    size_t len = (size_t)snprintf(text, cap, "%s", "");
    for (const char *p = cards + strspn(cards, " \t,"); *p; p += strspn(p, " \t,")) {
        char word[TB_CARD_TEXT_MAX];
        size_t n = strcspn(p, " \t,");
        tb_card c = 0;
        snprintf(word, sizeof word, "%.*s", (int)(n < 40 ? n : 40), p);
        p += n;
        if (eights_parse_card(h, o, 0, word, &c, err) != 0)
            return -1;
        eights_format_card(h, o, c, word, sizeof word); /* "10S" is written 10s */
        if (seen[c]++)
            return tb_aux_refuse(err, tb_aux_tr(h, "%s is named twice"), word);
        total += eights_card_value(c);
        count++;
        if (len < cap)
            len += (size_t)snprintf(text + len, cap - len, "%s%s %d", count > 1 ? " + " : "", word,
                                    eights_card_value(c));
    }
    if (len < cap) /* the breakdown is for people: an empty hand says so in their language */
        snprintf(text + len, cap - len, "%s%d", count ? " = " : tb_aux_tr(h, "an empty hand: "),
                 total);
    tb_aux_json_int(h, j, "score", total);
    tb_aux_json_int(h, j, "cards", count);
    return 0;
}

/* ---- What the players see ---- */

/* The status lines, then the piles as the host draws them from the table. */
static void eights_view(const tb_state *s, int seat, tb_view *v)
{
    const tb_host *h = s->host;
    int r = s->rounds_done - 1; /* the last round finished, or -1 */
    if (s->to_move < 0) {
        tb_aux_status(h, v, tb_aux_ntr(h, "Game over after %d round (highest total wins)",
                                       "Game over after %d rounds (highest total wins)",
                                       (unsigned long)s->rounds_done), s->rounds_done);
    } else {
        tb_aux_status(h, v, tb_aux_tr(h, "Round %d of %d (seat %d led)"), r + 2, s->rounds,
                      (r + 1) % s->players + 1);
        tb_aux_status(h, v, tb_aux_tr(h, "Seat %d to move: %s"), s->to_move + 1,
                      s->drawn ? tb_aux_tr(h, "play a card or pass")
                      : can_draw(s) ? tb_aux_tr(h, "play a card or draw")
                      : tb_aux_tr(h, "play a card or pass (nothing to draw)"));
        /* The suit by name, and the letter a move types for it. */
        static const char *const suit_names[] = {TB_N_("clubs"), TB_N_("diamonds"),
                                                 TB_N_("hearts"), TB_N_("spades")};
        tb_aux_status(h, v, tb_aux_tr(h, "Suit to follow: %s (%c)%s"),
                      tb_aux_tr(h, suit_names[s->suit]), suits[s->suit],
                      s->suit != eights_suit(s->discard.c[s->discard.n - 1])
                          ? tb_aux_tr(h, " (named with an 8)") : "");
        tb_aux_status(h, v, tb_aux_tr(h, "Drawn this turn: %s"),
                      s->drawn ? tb_aux_tr(h, "yes") : tb_aux_tr(h, "no"));
    }
    if (r >= 0) {
        char scores[8 * EIGHTS_PLAYERS + 1] = ""; /* " 12 0 7" */
        for (int k = 0, len = 0; k < s->players; k++)
            len += snprintf(scores + len, sizeof scores - (size_t)len, " %d", s->score[r][k]);
        tb_aux_status(h, v, tb_aux_tr(h, "Round %d ended (%s); scores:%s"), r + 1,
                      tb_aux_tr(h, end_names[s->end[r]]), scores);
    }
    h->piles_view(&piles, s, seat, v);
}

/* ---- The bot ---- */

/* greedy, the one bot (number 0): a non-8 that follows from the longest
 * suit (the higher value on a tie, to shed points); else the last 8 naming
 * the longest suit (its own on a tie); else draw or pass, whichever is
 * legal; the first listed on a tie.  It needs no randomness. */
static int eights_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    tb_move moves[66]; /* the most a turn offers: 48 cards, four 8s naming 4 suits, 2 */
    size_t n = bot == 0 ? eights_legal_moves(s, moves, 66) : 0, best = 0;
    int length[4] = {0}; /* of each suit in hand, not counting 8s */
    long best_key = 0;
    (void)r;
    if (n == 0)
        return -1; /* no such bot, or the game is over */
    for (int i = 0; i < s->hand[s->to_move].n; i++) {
        tb_card c = s->hand[s->to_move].c[i];
        length[eights_suit(c)] += eights_rank(c) != 8;
    }
    for (size_t i = 0; i < n && i < 66; i++) {
        eights_move mv = unpack(&moves[i]);
        int suit = eights_suit(mv.card);
        long key = mv.kind != MOVE_PLAY ? 0
                   : !mv.suit ? 1000000 + length[suit] * 100 + eights_card_value(mv.card)
                              : 1 + 1000 * suit + 10 * length[mv.suit - 1] + (mv.suit - 1 == suit);
        if (i == 0 || key > best_key) {
            best = i;
            best_key = key;
        }
    }
    *out = moves[best];
    return 0;
}

/* ---- The descriptor ---- */

/* The most moves a game takes: a turn is at most draw, then play or pass. */
static size_t eights_move_bound(const tb_state *s) { return (size_t)s->rounds * s->max_turns * 2; }

/* The ini keys, all in [rules]: the host refuses any other, a wrong type or
 * a value out of range, with file:line, before a game is created. */
static const tb_param params[] = {
    {"rules", "rounds", TB_PARAM_INT, "1", 1, EIGHTS_ROUNDS, NULL,
     TB_N_("rounds in a game; the first player moves one seat on each round")},
    {"rules", "hand_size", TB_PARAM_INT, "0", 0, 12, NULL,
     TB_N_("cards dealt to each player; 0: 7 for two players, 5 for three or four")},
    {"rules", "max_turns", TB_PARAM_INT, "400", 10, 100000, NULL,
     TB_N_("safeguard: a round still going after this many turns ends and is scored")},
    {"rules", "min_players", TB_PARAM_INT, "2", 2, 4, NULL, TB_N_("fewest seats allowed")},
    {"rules", "max_players", TB_PARAM_INT, "4", 2, 4, NULL, TB_N_("most seats allowed")},
};
static const char *const decks[] = {"main", NULL}, *const bots[] = {"greedy", NULL};

static const tb_game eights_game = {
    .size = sizeof(tb_game),
    .abi = TB_ABI_VERSION,
    .text_domain = TB_TEXT_DOMAIN,
    .name = "eights",
    .title = TB_N_("Crazy Eights"),
    .version = "1.0.0",
    .rules = TB_N_(
        "Crazy Eights: be the first to empty your hand.  52 cards (8h, 10s, Qd);\n"
        "two players get 7 cards, three or four get 5, and one card starts the\n"
        "discard pile.  Play a card of the suit to follow or of the top card's\n"
        "rank (play 7c); an 8 goes on anything and names the next suit (play 8h s).\n"
        "You may draw once a turn (draw), then play or pass; pass only after\n"
        "drawing, or when there is nothing to draw.  Going out scores the cards\n"
        "left in the other hands: 8 = 50, K Q J = 10, A = 1, others their number.\n"
        "If all pass in turn with nothing to draw, the lowest hand scores its lead\n"
        "over each other hand.  Highest total wins.\n"),
    .min_players = 2, .max_players = EIGHTS_PLAYERS, .default_players = 2,
    .params = params, .n_params = sizeof params / sizeof params[0],
    .decks = decks, .bots = bots, .default_bot = "greedy",
    .piles = &piles,
    .create = eights_create,
    .clone = eights_clone,
    .destroy = eights_destroy,
    .to_move = eights_to_move,
    .legal_moves = eights_legal_moves,
    .apply = eights_apply,
    .parse_move = eights_parse_move,
    .format_move = eights_format_move,
    .view = eights_view,
    .outcome = eights_outcome,
    .round_detail = eights_round_detail,
    .move_bound = eights_move_bound,
    .deck_cards = eights_deck_cards,
    .parse_card = eights_parse_card,
    .format_card = eights_format_card,
    .bot_move = eights_bot_move,
    .random_move = eights_random_move,
    .score = eights_score,
    .scores_by_round = 1, /* outcome() scores finished rounds only */
};

/* The one exported symbol: the game to a host of the same major ABI and
 * at least minor 6, which does the census and determinize of the piles
 * (an older host would refuse the descriptor without its census). */
TB_EXPORT const tb_game *tabula_plugin_entry(uint32_t abi, const tb_host *host);
TB_EXPORT const tb_game *tabula_plugin_entry(uint32_t abi, const tb_host *host)
{
    if (TB_ABI_MAJOR_OF(abi) != TB_ABI_MAJOR || (abi & 0xffff) < 6 || !host)
        return NULL;
    return &eights_game;
}
