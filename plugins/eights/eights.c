/*
 * eights.c — the rules of Crazy Eights and the descriptor the host reads;
 * the entry point at the bottom is the only symbol the plugin exports.
 */
#include <limits.h>

#include "eights.h"

TB_AUX_PLAIN_STATE(eights) /* eights_clone, eights_destroy: one memcpy */

/* Where the cards lie and who sees them: the host writes the census,
 * determinize (the others' hands and the stock redealt) and the zones. */
static const tb_pile_decl pile_decls[] = {
    /* TRANSLATORS: the piles' labels at the table; keep {seat}, the
       host writes the seat's number there. */
    {TB_N_("seat {seat} hand"), offsetof(tb_state, hand), 0, TB_PILE_PER_SEAT | TB_PILE_SORTED,
     TB_SEEN_OWNER, TB_LAYOUT_FAN},
    {TB_N_("discard"), offsetof(tb_state, discard), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK},
    {TB_N_("stock"), offsetof(tb_state, stock), 0, 0, TB_SEEN_NONE, TB_LAYOUT_STACK},
};
static const tb_pile_table piles = {
    sizeof(tb_state), offsetof(tb_state, players), 1, offsetof(tb_state, rng), pile_decls,
    sizeof pile_decls / sizeof pile_decls[0], eights_clone, eights_show_card, NULL};
TB_AUX_PILE_HOOKS(eights, piles) /* eights_census, eights_determinize */

/* Deal round s->round from the deck the host ordered (shuffled from our
 * rng, or as a tester stacked it), top first: the hands from seat 1, the
 * starter, and the rest is the stock. */
static int deal(tb_state *s)
{
    tb_pile deck = {0}; /* all of it: the stock is a copy, and states compare as bytes */
    deck.n = (uint16_t)tb_aux_suited_deck(&eights_cards, deck.c, TB_PILE_MAX);
    if (tb_aux_deal(s->host, s->table, 0, s->round, &s->rng, &deck, s->hand, s->players,
                    s->hand_size, 1) != 0)
        return -1;
    s->host->pile_clear(&s->discard);
    s->host->pile_deal(&deck, &s->discard, 1);
    s->stock = deck;
    s->suit = card_suit(s->discard.c[0]);     /* a starting 8 is just its own suit */
    s->to_move = (s->round - 1) % s->players; /* the lead moves one seat a round */
    s->drawn = s->passes = s->round_turns = 0;
    return 0;
}

/* The host has checked the options and the seat count already. */
static tb_state *create(const tb_host *host, const tb_setup *setup, char *err)
{
    tb_state *s = calloc(1, sizeof *s);
    if (!s)
        return tb_aux_refuse(err, "%s", tb_aux_tr(host, "out of memory")), NULL;
    *s = (tb_state){.host = host, .opt = setup->options, .table = setup->table,
                    .players = setup->players, .round = 1};
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

static int can_draw(const tb_state *s) { return s->stock.n > 0 || s->discard.n > 1; }

static int follows(const tb_state *s, tb_card c) /* c may go on the discard pile */
{
    tb_card top = s->discard.c[s->discard.n - 1];
    return card_rank(c) == 8 || card_suit(c) == s->suit || card_rank(c) == card_rank(top);
}

/* The reason is written only when someone reads it: legal_moves() asks
 * with err NULL, and formatting or translating would cost more than the list. */
#define REFUSE(...) return err ? tb_aux_refuse(err, __VA_ARGS__) : -1

/* The one judge: 0 when mv is legal now, else -1 and why (into err, if
 * not NULL).  legal_moves() and apply() both ask it. */
static int check(const tb_state *s, eights_move mv, char *err)
{
    const tb_host *h = s->host;
    char card[8], top[8];
    if (s->to_move < 0)
        REFUSE("%s", tb_aux_tr(h, "the game is over"));
    if (mv.kind == MOVE_DRAW && s->drawn)
        REFUSE("%s", tb_aux_tr(h, "you have already drawn this turn"));
    if (mv.kind == MOVE_DRAW && !can_draw(s))
        REFUSE("%s", tb_aux_tr(h, "there is nothing to draw: pass"));
    if (mv.kind == MOVE_PASS && !s->drawn && can_draw(s))
        REFUSE("%s", tb_aux_tr(h, "you may pass only after drawing"));
    int eight = card_rank(mv.card) == 8, held; /* the hand is searched last: it costs most */
    if (mv.kind != MOVE_PLAY || (eight == (mv.suit != 0) && follows(s, mv.card) &&
                                 h->pile_find(&s->hand[s->to_move], mv.card) >= 0))
        return 0;
    if (!err)
        return -1;
    held = h->pile_find(&s->hand[s->to_move], mv.card) >= 0;
    eights_format_card(h, s->opt, mv.card, card, sizeof card);
    eights_format_card(h, s->opt, s->discard.c[s->discard.n - 1], top, sizeof top);
    if (!held)
        REFUSE(tb_aux_tr(h, "%s is not in your hand"), card);
    if (eight)
        REFUSE(tb_aux_tr(h, "name a suit for an 8: play %s s"), card);
    if (mv.suit)
        REFUSE(tb_aux_tr(h, "only an 8 names a suit: play %s"), card);
    REFUSE(tb_aux_tr(h, "%s does not follow %s (suit %c or rank %.*s needed)"), card, top,
           eights_cards.suits[s->suit], (int)strlen(top) - 1, top);
}

/* Every move there could be, in a fixed order (each card of the sorted
 * hand, an 8 naming each suit; then draw, then pass), kept when check()
 * accepts it. */
static size_t legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    size_t n = 0;
    const tb_pile *hand = &s->hand[s->to_move < 0 ? 0 : s->to_move];
    for (int i = 0; s->to_move >= 0 && i <= hand->n + 1; i++) {
        int eight = i < hand->n && card_rank(hand->c[i]) == 8; /* names each suit */
        for (int suit = eight; suit <= 4 * eight; suit++) {
            eights_move mv = {i < hand->n ? MOVE_PLAY : i == hand->n ? MOVE_DRAW : MOVE_PASS,
                              i < hand->n ? (uint8_t)hand->c[i] : 0, (uint8_t)suit};
            if (check(s, mv, NULL) == 0)
                n = tb_aux_keep(out, cap, n, &mv, sizeof mv);
        }
    }
    return n;
}

/* Score the round that just ended; deal the next one or end the game.  Each
 * lowest hand scores its lead over every other hand: after going out, the
 * winner (an empty hand) takes the others' sum. */
static void end_round(tb_state *s, int end)
{
    int r = s->rounds_done, low = INT_MAX, lows = 0, value[EIGHTS_PLAYERS] = {0};
    s->end[r] = end;
    for (int seat = 0; seat < s->players; seat++) {
        s->left[r][seat] = s->hand[seat];
        for (int i = 0; i < s->hand[seat].n; i++)
            value[seat] += eights_card_value(s->hand[seat].c[i]);
        low = value[seat] < low ? value[seat] : low;
    }
    for (int seat = 0; seat < s->players; seat++) {
        if (value[seat] != low)
            continue;
        s->winner[r] = ++lows > 1 ? -1 : seat;
        for (int other = 0; other < s->players; other++)
            s->score[r][seat] += value[other] - low;
    }
    if (++s->rounds_done == s->rounds)
        s->to_move = -1;
    else
        s->round++, deal(s); /* cannot fail: create() dealt this very deck */
}

static int apply(tb_state *s, const tb_move *m, char *err)
{
    eights_move mv = eights_unpack(m);
    const tb_host *h = s->host;
    if (mv.kind < MOVE_PLAY || mv.kind > MOVE_PASS || mv.suit > 4 ||
        (mv.kind == MOVE_PLAY ? !tb_aux_suited_valid(&eights_cards, mv.card) : mv.card || mv.suit) ||
        !tb_aux_move_tail_clear(m, sizeof mv)) /* every byte counts */
        return tb_aux_refuse(err, "%s", tb_aux_tr(h, "not a crazy eights move"));
    if (check(s, mv, err) != 0)
        return -1;
    tb_pile *hand = &s->hand[s->to_move];
    if (mv.kind == MOVE_DRAW) {
        if (s->stock.n == 0) /* every discard but the top, shuffled, is the new stock */
            tb_aux_restock(h, &s->discard, &s->stock, &s->rng);
        tb_card c;
        h->pile_draw(&s->stock, &c);
        h->pile_push(hand, c);
        tb_aux_pile_sort(hand);
        s->drawn = 1, s->passes = 0; /* somebody could draw: not blocked */
        return 0;                    /* the same player goes on: play or pass */
    }
    if (mv.kind == MOVE_PLAY) {
        h->pile_remove(hand, mv.card);
        h->pile_push(&s->discard, mv.card);
        s->suit = mv.suit ? mv.suit - 1 : card_suit(mv.card);
        s->passes = 0;
    } else {
        s->passes = s->drawn ? 0 : s->passes + 1; /* only passes with nothing to draw block */
    }
    s->turns++, s->round_turns++, s->drawn = 0; /* the turn is over */
    if (hand->n == 0 || s->passes == s->players || s->round_turns == s->max_turns)
        end_round(s, hand->n == 0 ? END_OUT : s->passes == s->players ? END_BLOCKED
                                                                    : END_TURN_LIMIT);
    else
        s->to_move = h->seat_next(s->players, s->to_move);
    return 0;
}

/* "play 7c", "play 8h s" (an 8 names the next suit), "draw", "pass", in any
 * case; "play" may be left out.  apply() decides what the table allows. */
static int parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err)
{
    const tb_host *h = s->host;
    const char *usage = tb_aux_tr(h, "write play <card>, play 8<suit> <suit>, draw or pass");
    char w[3][TB_AUX_WORD];
    int n = tb_aux_split(text, w, 3), first = n > 0 && strcmp(w[0], "play") == 0, suit = -1;
    const char *named = n - first == 2 ? strchr(eights_cards.suits, w[first + 1][0]) : NULL;
    eights_move mv = {MOVE_PLAY, 0, 0};
    tb_card card = 0;
    if (n >= 1 && (strcmp(w[0], "draw") == 0 || strcmp(w[0], "pass") == 0)) {
        if (n > 1)
            return tb_aux_refuse(err, tb_aux_tr(h, "%s takes nothing after it"), w[0]);
        mv.kind = w[0][0] == 'd' ? MOVE_DRAW : MOVE_PASS;
    } else if (n - first < 1 || n - first > 2) {
        return tb_aux_refuse(err, "%s%s", n == 0 ? tb_aux_tr(h, "empty move: ") : "", usage);
    } else if (eights_parse_card(h, s->opt, 0, w[first], &card, err) != 0) {
        return first ? -1 : tb_aux_refuse(err, tb_aux_tr(h, "unknown move \"%s\": %s"), w[0], usage);
    } else if (n - first == 2 && (!named || w[first + 1][1])) {
        return tb_aux_refuse(err, tb_aux_tr(h, "\"%s\" is not a suit (c d h s)"), w[first + 1]);
    } else {
        suit = named ? (int)(named - eights_cards.suits) : -1;
        mv.card = (uint8_t)card, mv.suit = (uint8_t)(suit + 1);
    }
    if (cap < 1)
        return tb_aux_refuse(err, "%s", tb_aux_tr(h, "no room for the move"));
    out[0] = eights_pack(mv);
    return 1;
}

static size_t format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    eights_move mv = eights_unpack(m);
    char card[8], suit[3] = {' ', mv.suit >= 1 && mv.suit <= 4 ? eights_cards.suits[mv.suit - 1] : 0};
    eights_format_card(s->host, s->opt, mv.card, card, sizeof card);
    if (mv.kind != MOVE_PLAY)
        return (size_t)snprintf(buf, cap, "%s", mv.kind == MOVE_DRAW ? "draw" : "pass");
    return (size_t)snprintf(buf, cap, "play %s%s", card, suit[1] ? suit : "");
}

/* `tabula score crazy-eights hand "8h Kd"`: what a hand is worth to the
 * player who went out, {"score": 60, "cards": 2} and "8h 50 + Kd 10 = 60". */
static const tb_aux_tally hand_value = {
    "hand", eights_card_value, eights_parse_card, eights_format_card,
    TB_N_("unknown kind \"%.40s\": crazy-eights scores a hand"), TB_N_("%s is named twice"),
    TB_N_("an empty hand: ")};

static int score(const tb_host *h, const tb_options *o, const char *kind, const char *cards,
                 tb_json *j, char *text, size_t cap, char *err)
{
    return tb_aux_tally_score(h, o, &hand_value, kind, cards, j, text, cap, err);
}

/* TRANSLATORS: how a round ended, as the round's status line says it: a
   player went out, everyone was blocked, or the turn limit. */
static const char *const end_names[] = {TB_N_("none"), TB_N_("out"), TB_N_("blocked"),
                                        TB_N_("turn_limit")};

/* The status lines, then the piles as the host draws them from the table. */
static void view(const tb_state *s, int seat, tb_view *v)
{
    const tb_host *h = s->host;
    int r = s->rounds_done - 1;
    tb_card top = s->discard.c[s->discard.n - 1];
    if (s->to_move < 0) {
        tb_aux_status(h, v, tb_aux_ntr(h, "Game over after %d round (highest total wins)",
                      "Game over after %d rounds (highest total wins)", (unsigned long)(r + 1)), r + 1);
    } else {
        tb_aux_status(h, v, tb_aux_tr(h, "Round %d of %d (seat %d led)"), s->round, s->rounds,
                      (s->round - 1) % s->players + 1);
        tb_aux_status(h, v, tb_aux_tr(h, "Seat %d to move: %s"), s->to_move + 1,
                      s->drawn ? tb_aux_tr(h, "play a card or pass")
                      : can_draw(s) ? tb_aux_tr(h, "play a card or draw")
                      : tb_aux_tr(h, "play a card or pass (nothing to draw)"));
        tb_aux_status(h, v, tb_aux_tr(h, "Suit to follow: %c%s"), eights_cards.suits[s->suit],
                      s->suit != card_suit(top) ? tb_aux_tr(h, " (named with an 8)") : "");
        tb_aux_status(h, v, tb_aux_tr(h, "Drawn this turn: %s"),
                      s->drawn ? tb_aux_tr(h, "yes") : tb_aux_tr(h, "no"));
    }
    if (r >= 0) {
        char scores[64] = "";
        for (int p = 0, len = 0; p < s->players; p++)
            len += snprintf(scores + len, sizeof scores - (size_t)len, " %d", s->score[r][p]);
        tb_aux_status(h, v, tb_aux_tr(h, "Round %d ended (%s); scores:%s"), r + 1,
                      tb_aux_tr(h, end_names[s->end[r]]), scores);
    }
    h->piles_view(&piles, s, seat, v);
}

static void outcome(const tb_state *s, tb_outcome *out)
{
    int limit = 0; /* a round cut short by the safeguard marks the game */
    for (int r = 0; r < s->rounds_done; r++)
        limit |= s->end[r] == END_TURN_LIMIT;
    tb_aux_outcome_rows(out, s->to_move < 0, s->turns, s->rounds_done, s->score[0],
                        EIGHTS_PLAYERS, limit ? TB_END_TURN_LIMIT : TB_END_NORMAL);
}

/* The hands as they were scored, and who won (null: a tie for lowest). */
static void round_detail(const tb_state *s, int round, tb_json *j)
{
    int r = round >= 1 && round <= s->rounds_done ? round - 1 : 0;
    tb_aux_round_hands(s->host, j, s->opt, eights_format_card, round, end_names[s->end[r]],
                       s->winner[r], s->players, r == round - 1 ? s->left[r] : NULL, s->score[r]);
}

/* greedy: the non-8 that follows from the longest suit (the higher value on
 * a tie, to shed points); else an 8 naming the longest suit; else draw,
 * else pass.  It needs no randomness. */
static int bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    (void)r;
    if (bot != 0 || s->to_move < 0)
        return -1;
    const tb_pile *hand = &s->hand[s->to_move];
    int count[4] = {0}, best = -1, key = -1, eight = -1, longest = -1;
    for (int i = 0; i < hand->n; i++) /* suit lengths, not counting 8s */
        count[card_suit(hand->c[i])] += card_rank(hand->c[i]) != 8;
    for (int i = 0; i < hand->n; i++) {
        tb_card c = hand->c[i];
        int k = count[card_suit(c)] * 100 + eights_card_value(c);
        if (card_rank(c) == 8)
            eight = i, longest = card_suit(c); /* with only 8s left, its own suit */
        else if (follows(s, c) && k > key)
            key = k, best = i;
    }
    for (int suit = 0; suit < 4 && eight >= 0; suit++)
        longest = count[suit] > count[longest] ? suit : longest;
    eights_move mv = {!s->drawn && can_draw(s) ? MOVE_DRAW : MOVE_PASS, 0, 0};
    if (best >= 0 || eight >= 0)
        mv = (eights_move){MOVE_PLAY, (uint8_t)hand->c[best >= 0 ? best : eight],
                           (uint8_t)(best >= 0 ? 0 : longest + 1)};
    *out = eights_pack(mv);
    return 0;
}

static int to_move(const tb_state *s) { return s->to_move; }

static size_t move_bound(const tb_state *s) /* a turn is at most draw, then play or pass */
{
    return (size_t)s->rounds * (size_t)s->max_turns * 2;
}

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
    .size = sizeof(tb_game), .abi = TB_ABI_VERSION, .text_domain = TB_TEXT_DOMAIN,
    .name = "eights", .title = TB_N_("Crazy Eights"), .version = "1.0.0",
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
    .decks = decks, .bots = bots, .default_bot = "greedy", .piles = &piles,
    .create = create, .clone = eights_clone, .destroy = eights_destroy,
    .to_move = to_move, .legal_moves = legal_moves, .apply = apply,
    .parse_move = parse_move, .format_move = format_move, .view = view,
    .outcome = outcome, .round_detail = round_detail, .census = eights_census,
    .move_bound = move_bound, .deck_cards = eights_deck_cards,
    .parse_card = eights_parse_card, .format_card = eights_format_card,
    .determinize = eights_determinize, .bot_move = bot_move, .score = score,
};

TB_AUX_ENTRY(eights_game, piles_view) /* refuses a host older than 1.3 */
