/* eights.c — the rules of Crazy Eights and the descriptor the host reads;
 * the entry point at the bottom is the only symbol the plugin exports. */
#include "eights.h"

TB_AUX_PLAIN_STATE(eights) /* eights_clone, eights_destroy: one memcpy */

/* Where the cards lie and who sees them: the host writes the census,
 * determinize (the others' hands and the stock redealt) and the zones. */
static const tb_pile_decl pile_decls[] = {
    /* TRANSLATORS: the piles' labels at the table; keep {seat}, the
       host writes the seat's number there. */
    TB_AUX_PILE_HANDS(TB_N_("seat {seat} hand"), hand, TB_PILE_SORTED),
    TB_AUX_PILE_UP(TB_N_("discard"), discard),
    TB_AUX_PILE_DOWN(TB_N_("stock"), stock),
};
static const tb_pile_table piles = TB_AUX_PILE_TABLE(pile_decls, eights_clone, eights_show_card);
TB_AUX_PILE_HOOKS(eights, piles) /* eights_census, eights_determinize */

/* Deal the next round (rounds_done + 1) from the deck the host ordered (shuffled from our rng,
 * or as a tester stacked it): the hands from seat 1, a starter, the stock. */
static int deal(tb_state *s)
{
    int round = s->rounds_done + 1;
    tb_pile deck = tb_aux_suited_pile(&eights_cards); /* zeroed: states compare as bytes */
    if (tb_aux_deal(s->host, s->table, 0, round, &s->rng, &deck, s->hand, s->players,
                    s->hand_size, 1) != 0)
        return -1;
    tb_aux_deal_rest(s->host, &deck, &s->discard, 1, &s->stock);
    s->suit = tb_aux_suit(s->discard.c[0]);   /* a starting 8 is just its own suit */
    s->to_move = (round - 1) % s->players; /* the lead moves one seat a round */
    s->drawn = s->passes = s->round_turns = 0;
    return 0;
}

/* The game's start, once TB_AUX_CREATE has filled the usual fields; the
 * host has checked the options and the seat count already. */
static int start(tb_state *s, char *err)
{
    s->hand_size = (int)s->host->opt_int(s->opt, "hand_size"); /* 4 x 12 + 1 leaves a stock */
    s->hand_size = s->hand_size ? s->hand_size : s->players == 2 ? 7 : 5;
    s->rounds = (int)s->host->opt_int(s->opt, "rounds");
    s->max_turns = (int)s->host->opt_int(s->opt, "max_turns");
    if (deal(s) == 0)
        return 0;
    return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "the host could not order the deck"));
}
TB_AUX_CREATE(eights, start, TB_N_("out of memory")) /* eights_create */

static int can_draw(const tb_state *s) { return s->stock.n > 0 || s->discard.n > 1; }

static int follows(const tb_state *s, tb_card c) /* c may go on the discard pile */
{
    tb_card top = s->discard.c[s->discard.n - 1];
    return tb_aux_rank(c) == 8 || tb_aux_suit(c) == s->suit || tb_aux_rank(c) == tb_aux_rank(top);
}

/* The one judge: 0 when mv is legal now, else -1 and why (into err, if
 * not NULL: legal_moves() asks without).  apply() asks it too. */
static int check(const tb_state *s, eights_move mv, char *err)
{
    const tb_host *h = s->host;
    if (s->to_move < 0)
        TB_AUX_REFUSE(err, "%s", tb_aux_tr(h, "the game is over"));
    if (mv.kind == MOVE_DRAW && s->drawn)
        TB_AUX_REFUSE(err, "%s", tb_aux_tr(h, "you have already drawn this turn"));
    if (mv.kind == MOVE_DRAW && !can_draw(s))
        TB_AUX_REFUSE(err, "%s", tb_aux_tr(h, "there is nothing to draw: pass"));
    if (mv.kind == MOVE_PASS && !s->drawn && can_draw(s))
        TB_AUX_REFUSE(err, "%s", tb_aux_tr(h, "you may pass only after drawing"));
    int eight = tb_aux_rank(mv.card) == 8; /* the hand is searched last: it costs most */
    if (mv.kind != MOVE_PLAY || (eight == (mv.suit != 0) && follows(s, mv.card) &&
                                 h->pile_find(&s->hand[s->to_move], mv.card) >= 0))
        return 0;
    if (!err)
        return -1;
    const char *card = TB_AUX_CARD(&eights_cards, mv.card);
    if (h->pile_find(&s->hand[s->to_move], mv.card) < 0)
        return tb_aux_refuse(err, tb_aux_tr(h, "%s is not in your hand"), card);
    if (eight)
        return tb_aux_refuse(err, tb_aux_tr(h, "name a suit for an 8: play %s s"), card);
    if (mv.suit)
        return tb_aux_refuse(err, tb_aux_tr(h, "only an 8 names a suit: play %s"), card);
    const char *top = TB_AUX_CARD(&eights_cards, s->discard.c[s->discard.n - 1]);
    return tb_aux_refuse(err, tb_aux_tr(h, "%s does not follow %s (suit %c or rank %.*s needed)"),
                         card, top, eights_cards.suits[s->suit], (int)strlen(top) - 1, top);
}

/* TRANSLATORS: how a round ended, as the round's status line says it: a
   player went out, everyone was blocked, or the turn limit. */
static const char *const end_names[] = {TB_N_("none"), TB_N_("out"), TB_N_("blocked"),
                                        TB_N_("turn_limit")};

/* eights_record, eights_to_move, eights_outcome, eights_round_detail */
TB_AUX_HANDS_LOG_HOOKS(eights, EIGHTS_PLAYERS, eights_card_value, eights_format_card, end_names,
                       END_TURN_LIMIT)

/* The round has ended: score it (each lowest hand scores its lead over
 * every other), then deal the next one or end the game. */
static void end_round(tb_state *s, int end)
{
    eights_record(s, end);
    if (s->rounds_done == s->rounds)
        s->to_move = -1;
    else
        deal(s); /* cannot fail: create() dealt this very deck */
}

/* "play 7c", "play 8h s" (an 8 names the next suit), "draw", "pass", in any
 * case; "play" may be left out.  apply() decides what the table allows. */
static const tb_aux_verb verbs[] = {
    {"play", MOVE_PLAY, TB_AUX_TAKES_CARD | TB_AUX_TAKES_SUIT, 8}, /* an 8 names a suit */
    {"draw", MOVE_DRAW, 0, 0},
    {"pass", MOVE_PASS, 0, 0},
};
static const tb_aux_notation notation = {
    &eights_cards, verbs, TB_AUX_COUNT(verbs), 1,
    TB_N_("write play <card>, play 8<suit> <suit>, draw or pass"), TB_N_("empty move: "),
    TB_N_("unknown move \"%s\": %s"), TB_N_("%s takes nothing after it"),
    TB_N_("\"%s\" is not a suit (c d h s)"), TB_N_("no room for the move")};
TB_AUX_NOTATION_HOOKS(eights, notation) /* eights_parse_move, eights_format_move */

/* eights_legal_moves: every move the notation can write with the mover's
 * hand, in a fixed order (each card, an 8 naming each suit; then draw,
 * then pass: the verbs' order), kept when check() accepts it. */
TB_AUX_NOTATION_LEGAL(eights, notation, check)

static int apply(tb_state *s, const tb_move *m, char *err)
{
    eights_move mv = eights_unpack(m);
    if (!tb_aux_notation_valid(&notation, m)) /* every byte counts */
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "not a crazy eights move"));
    if (check(s, mv, err) != 0)
        return -1;
    tb_pile *hand = &s->hand[s->to_move];
    if (mv.kind == MOVE_DRAW) { /* check() saw a card to draw */
        tb_aux_draw(s->host, &s->stock, &s->discard, &s->rng, hand, 1);
        s->drawn = 1, s->passes = 0; /* somebody could draw: not blocked */
        return 0;                    /* the same player goes on: play or pass */
    }
    if (mv.kind == MOVE_PLAY) {
        s->host->pile_remove(hand, mv.card);
        s->host->pile_push(&s->discard, mv.card);
        s->suit = mv.suit ? mv.suit - 1 : tb_aux_suit(mv.card);
        s->passes = 0;
    } else {
        s->passes = s->drawn ? 0 : s->passes + 1; /* only passes with nothing to draw block */
    }
    s->turns++, s->round_turns++, s->drawn = 0; /* the turn is over */
    if (hand->n == 0 || s->passes == s->players || s->round_turns == s->max_turns)
        end_round(s, hand->n == 0 ? END_OUT : s->passes == s->players ? END_BLOCKED
                                                                    : END_TURN_LIMIT);
    else
        s->to_move = s->host->seat_next(s->players, s->to_move);
    return 0;
}

/* `tabula score crazy-eights hand "8h Kd"`: what a hand is worth to the
 * player who went out, {"score": 60, "cards": 2} and "8h 50 + Kd 10 = 60". */
static const tb_aux_tally hand_value = {
    "hand", eights_card_value, eights_parse_card, eights_format_card,
    TB_N_("unknown kind \"%.40s\": crazy-eights scores a hand"), TB_N_("%s is named twice"),
    TB_N_("an empty hand: ")};
TB_AUX_TALLY_HOOK(eights, hand_value) /* eights_score */

/* The status lines, then the piles as the host draws them from the table. */
static void view(const tb_state *s, int seat, tb_view *v)
{
    const tb_host *h = s->host;
    int r = s->rounds_done - 1;
    if (s->to_move < 0) {
        tb_aux_status(h, v, tb_aux_ntr(h, "Game over after %d round (highest total wins)",
                      "Game over after %d rounds (highest total wins)", (unsigned long)(r + 1)), r + 1);
    } else {
        tb_aux_status(h, v, tb_aux_tr(h, "Round %d of %d (seat %d led)"), r + 2, s->rounds,
                      (r + 1) % s->players + 1);
        tb_aux_status(h, v, tb_aux_tr(h, "Seat %d to move: %s"), s->to_move + 1,
                      s->drawn ? tb_aux_tr(h, "play a card or pass")
                      : can_draw(s) ? tb_aux_tr(h, "play a card or draw")
                      : tb_aux_tr(h, "play a card or pass (nothing to draw)"));
        tb_aux_status(h, v, tb_aux_tr(h, "Suit to follow: %c%s"), eights_cards.suits[s->suit],
                      s->suit != tb_aux_suit(s->discard.c[s->discard.n - 1])
                          ? tb_aux_tr(h, " (named with an 8)") : "");
        tb_aux_status(h, v, tb_aux_tr(h, "Drawn this turn: %s"),
                      s->drawn ? tb_aux_tr(h, "yes") : tb_aux_tr(h, "no"));
    }
    if (r >= 0)
        tb_aux_status(h, v, tb_aux_tr(h, "Round %d ended (%s); scores:%s"), r + 1,
                      tb_aux_tr(h, end_names[s->end[r]]),
                      tb_aux_int_list(s->score[r], s->players, (char[TB_AUX_INTS_MAX]){0}));
    h->piles_view(&piles, s, seat, v);
}

/* greedy, as a key on the legal moves: a non-8 that follows from the
 * longest suit (the higher value on a tie, to shed points); else the last
 * 8 naming the longest suit (its own on a tie); else draw or pass,
 * whichever is legal.  It needs no randomness. */
static long greedy_key(const tb_state *s, const tb_move *m)
{
    eights_move mv = eights_unpack(m);
    int count[4], suit = tb_aux_suit(mv.card);
    if (mv.kind != MOVE_PLAY)
        return 0;
    tb_aux_suit_lengths(&s->hand[s->to_move], count, 4, 8); /* not counting 8s */
    if (!mv.suit)
        return 1000000 + count[suit] * 100 + eights_card_value(mv.card);
    return 1 + 1000 * suit + 10 * count[mv.suit - 1] + (mv.suit - 1 == suit);
}
TB_AUX_GREEDY_BOT(eights, eights_legal_moves, greedy_key) /* eights_bot_move */

/* The most moves a game takes: a turn is at most draw, then play or pass. */
static size_t move_bound(const tb_state *s) { return (size_t)s->rounds * s->max_turns * 2; }

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
    TB_AUX_GAME_HEAD("eights", TB_N_("Crazy Eights"), "1.0.0"),
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
    .params = params, .n_params = TB_AUX_COUNT(params), .decks = decks, .bots = bots,
    .default_bot = "greedy", .create = eights_create, TB_AUX_PLAIN_STATE_FIELDS(eights),
    .legal_moves = eights_legal_moves, .apply = apply, TB_AUX_NOTATION_FIELDS(eights),
    .view = view, TB_AUX_HANDS_LOG_FIELDS(eights), .move_bound = move_bound,
    TB_AUX_SUITED_FIELDS(eights), TB_AUX_PILE_FIELDS(eights, piles),
    .bot_move = eights_bot_move, .score = eights_score,
};

TB_AUX_ENTRY(eights_game, piles_view) /* refuses a host older than 1.3 */
