/*
 * plugin.c — what the host reads of Crazy Eights: the descriptor, the pile
 * table, move notation, the view's status lines, scores, and the bot.  The
 * entry point at the bottom is the only symbol the plugin exports.
 */
#include <stdio.h>

#include "eights.h"

TB_AUX_PLAIN_STATE(eights) /* eights_clone, eights_destroy: one memcpy */

static void show_card(const tb_state *s, tb_card c, tb_view *v)
{
    static const char *const symbols[4] = {"♣", "♦", "♥", "♠"};
    char label[8], pretty[16];
    int len = (int)eights_card_text(c, label, sizeof label), red = c >> 4 == 1 || c >> 4 == 2;
    snprintf(pretty, sizeof pretty, "%.*s%s", len - 1, label, symbols[card_suit(c)]);
    s->host->view_card(v, label, pretty, red ? TB_COLOUR_RED : TB_COLOUR_BLACK);
}

/* Where the cards lie and who sees them: the host writes the census,
 * determinize (the others' hands and the stock redealt) and the zones. */
static const tb_pile_decl pile_decls[] = {
    {"seat {seat} hand", offsetof(tb_state, hand), 0, TB_PILE_PER_SEAT | TB_PILE_SORTED,
     TB_SEEN_OWNER, TB_LAYOUT_FAN},
    {"discard", offsetof(tb_state, discard), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK},
    {"stock", offsetof(tb_state, stock), 0, 0, TB_SEEN_NONE, TB_LAYOUT_STACK},
};
static const tb_pile_table piles = {
    sizeof(tb_state), offsetof(tb_state, players), 1, offsetof(tb_state, rng), pile_decls,
    sizeof pile_decls / sizeof pile_decls[0], eights_clone, show_card, NULL};
TB_AUX_PILE_HOOKS(eights, piles) /* eights_census, eights_determinize */

/* "play 7c", "play 8h s" (an 8 names the next suit), "draw", "pass", in any
 * case; "play" may be left out.  apply() decides what the table allows. */
static int parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err)
{
    const tb_host *h = s->host;
    const char *usage = tb_aux_tr(h, "write play <card>, play 8<suit> <suit>, draw or pass");
    char w[3][TB_AUX_WORD];
    int n = tb_aux_split(text, w, 3), first = n > 0 && strcmp(w[0], "play") == 0, suit = -1;
    eights_move mv = {MOVE_PLAY, 0, 0};
    tb_card card;
    if (n >= 1 && (strcmp(w[0], "draw") == 0 || strcmp(w[0], "pass") == 0)) {
        if (n > 1)
            return tb_aux_refuse(err, tb_aux_tr(h, "%s takes nothing after it"), w[0]);
        mv.kind = w[0][0] == 'd' ? MOVE_DRAW : MOVE_PASS;
    } else if (n - first < 1 || n - first > 2) {
        return tb_aux_refuse(err, "%s%s", n == 0 ? tb_aux_tr(h, "empty move: ") : "", usage);
    } else if (eights_card_parse(h, w[first], &card, err) != 0) {
        return first ? -1 : tb_aux_refuse(err, tb_aux_tr(h, "unknown move \"%s\": %s"), w[0], usage);
    } else if (n - first == 2 && ((suit = eights_suit_of(w[first + 1][0])) < 0 || w[first + 1][1])) {
        return tb_aux_refuse(err, tb_aux_tr(h, "\"%s\" is not a suit (c d h s)"), w[first + 1]);
    } else {
        mv.card = (uint8_t)card, mv.suit = (uint8_t)(suit + 1);
    }
    if (cap < 1)
        return tb_aux_refuse(err, "%s", tb_aux_tr(h, "no room for the move"));
    out[0] = eights_pack(mv);
    return 1;
}

static size_t format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    (void)s;
    eights_move mv = eights_unpack(m);
    char card[8], suit[3] = {' ', mv.suit >= 1 && mv.suit <= 4 ? eights_suits[mv.suit - 1] : 0};
    eights_card_text(mv.card, card, sizeof card);
    if (mv.kind != MOVE_PLAY)
        return (size_t)snprintf(buf, cap, "%s", mv.kind == MOVE_DRAW ? "draw" : "pass");
    return (size_t)snprintf(buf, cap, "play %s%s", card, suit[1] ? suit : "");
}

static const char *end_name(int end)
{
    static const char *const names[] = {"none", "out", "blocked", TB_END_TURN_LIMIT};
    return names[end];
}

/* The status lines, then the piles as the host draws them from the table. */
static void view(const tb_state *s, int seat, tb_view *v)
{
    const tb_host *h = s->host;
    char line[160];
    int r = s->rounds_done - 1, len;
    if (s->to_move < 0) {
        snprintf(line, sizeof line, tb_aux_ntr(h, "Game over after %d round (highest total wins)",
                 "Game over after %d rounds (highest total wins)", (unsigned long)(r + 1)), r + 1);
        h->view_status(v, line);
    } else {
        const char *what = s->drawn ? tb_aux_tr(h, "play a card or pass")
                           : eights_can_draw(s) ? tb_aux_tr(h, "play a card or draw")
                           : tb_aux_tr(h, "play a card or pass (nothing to draw)");
        tb_card top = s->discard.c[s->discard.n - 1];
        snprintf(line, sizeof line, tb_aux_tr(h, "Round %d of %d (seat %d led)"), s->round,
                 s->rounds, (s->round - 1) % s->players + 1);
        h->view_status(v, line);
        snprintf(line, sizeof line, tb_aux_tr(h, "Seat %d to move: %s"), s->to_move + 1, what);
        h->view_status(v, line);
        snprintf(line, sizeof line, tb_aux_tr(h, "Suit to follow: %c%s"), eights_suits[s->suit],
                 s->suit != card_suit(top) ? tb_aux_tr(h, " (named with an 8)") : "");
        h->view_status(v, line);
        snprintf(line, sizeof line, tb_aux_tr(h, "Drawn this turn: %s"),
                 s->drawn ? tb_aux_tr(h, "yes") : tb_aux_tr(h, "no"));
        h->view_status(v, line);
    }
    if (r >= 0) {
        len = snprintf(line, sizeof line, tb_aux_tr(h, "Round %d ended (%s); scores:"), r + 1,
                       end_name(s->end[r]));
        for (int p = 0; p < s->players && len < (int)sizeof line; p++)
            len += snprintf(line + len, sizeof line - (size_t)len, " %d", s->score[r][p]);
        h->view_status(v, line);
    }
    h->piles_view(&piles, s, seat, v);
}

static void outcome(const tb_state *s, tb_outcome *out)
{
    memset(out, 0, sizeof *out); /* winners stays 0: the host ranks the totals */
    out->over = s->to_move < 0;
    out->end = TB_END_NORMAL;
    out->rounds = s->rounds_done;
    out->turns = s->turns;
    for (int r = 0; r < s->rounds_done; r++) {
        out->end = s->end[r] == END_TURN_LIMIT ? TB_END_TURN_LIMIT : out->end;
        memcpy(out->score[r], s->score[r], sizeof s->score[r]);
    }
}

/* {"round": 1, "end": "out", "winner": 2, "players": [{"seat": 1, "hand":
 * ["Kd"], "score": 0}, ...]}: the hands as they were scored. */
static void round_detail(const tb_state *s, int round, tb_json *j)
{
    const tb_host *h = s->host;
    h->json_open(j, '{');
    if (round >= 1 && round <= s->rounds_done) {
        tb_aux_json_int(h, j, "round", round);
        tb_aux_json_str(h, j, "end", end_name(s->end[round - 1]));
        h->json_key(j, "winner");
        if (s->winner[round - 1] >= 0)
            h->json_int(j, s->winner[round - 1] + 1);
        else
            h->json_null(j); /* several hands tied for the lowest */
        h->json_key(j, "players");
        h->json_open(j, '[');
        for (int seat = 0; seat < s->players; seat++) {
            const tb_pile *left = &s->left[round - 1][seat];
            h->json_open(j, '{');
            tb_aux_json_int(h, j, "seat", seat + 1);
            h->json_key(j, "hand");
            h->json_open(j, '[');
            for (int i = 0; i < left->n; i++) {
                char card[8];
                eights_card_text(left->c[i], card, sizeof card);
                h->json_str(j, card);
            }
            h->json_close(j);
            tb_aux_json_int(h, j, "score", s->score[round - 1][seat]);
            h->json_close(j);
        }
        h->json_close(j);
    }
    h->json_close(j);
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
        else if (eights_follows(s, c) && k > key)
            key = k, best = i;
    }
    for (int suit = 0; suit < 4 && eight >= 0; suit++)
        longest = count[suit] > count[longest] ? suit : longest;
    eights_move mv = {!s->drawn && eights_can_draw(s) ? MOVE_DRAW : MOVE_PASS, 0, 0};
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
    .create = eights_create, .clone = eights_clone, .destroy = eights_destroy,
    .to_move = to_move, .legal_moves = eights_legal_moves, .apply = eights_apply,
    .parse_move = parse_move, .format_move = format_move, .view = view,
    .outcome = outcome, .round_detail = round_detail, .census = eights_census,
    .move_bound = move_bound, .deck_cards = eights_deck_cards,
    .parse_card = eights_parse_card, .format_card = eights_format_card,
    .determinize = eights_determinize, .bot_move = bot_move, .score = eights_score,
};

TB_AUX_ENTRY(eights_game, piles_view) /* refuses a host older than 1.3 */
