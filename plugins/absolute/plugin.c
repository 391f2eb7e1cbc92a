/*
 * plugin.c — the Absolute game descriptor and the plugin's one exported
 * symbol.
 */
#include <string.h>

#include "absolute.h"

static const tb_param params[] = {
    {"rules", "rounds", TB_PARAM_INT, "3", 1, AB_MAX_ROUNDS, NULL, TB_N_("rounds in a game")},
    {"rules", "hand_size", TB_PARAM_INT, "5", 1, AB_MAX_HAND_OPT, NULL,
     TB_N_("cards dealt to each player")},
    {"rules", "max_hand", TB_PARAM_INT, "7", 1, AB_MAX_HAND_OPT, NULL,
     TB_N_("hand limit checked at the discard step")},
    {"rules", "sets_to_go_out", TB_PARAM_INT, "3", 1, AB_MAX_SETS, NULL,
     TB_N_("sets needed on the table to go out")},
    {"rules", "swap_max", TB_PARAM_INT, "2", 0, 2, NULL,
     TB_N_("most cards given, and most taken, in a swap (0: no swaps)")},
    {"rules", "add_to_any_set", TB_PARAM_BOOL, "false", 0, 0, NULL,
     TB_N_("whether cards may be added to other players' sets")},
    {"rules", "max_turns_per_round", TB_PARAM_INT, "300", 1, 100000, NULL,
     TB_N_("safeguard: a round nobody goes out of ends after this many turns")},
    {"rules", "min_players", TB_PARAM_INT, "2", 2, AB_MAX_PLAYERS, NULL, TB_N_("fewest seats allowed")},
    {"rules", "max_players", TB_PARAM_INT, "6", 2, AB_MAX_PLAYERS, NULL, TB_N_("most seats allowed")},
};

static const char *const decks[] = {"main", NULL};
static const char *const bots[] = {"greedy", "quick", NULL};

/* The rules summary the host shows (`tabula rules absolute`), translated
 * by the host through .text_domain. */
#define RULES_TEXT \
    TB_N_("Absolute: 88 cards, values -10..-1, -0, +0, +1..+10 in four suits o s d x.\n" \
          "Play sets of 3+ cards that sum to zero; a zero card is wild (0..10 with\n" \
          "its own sign, one per set).  A turn: draw (deck or discard); optionally\n" \
          "swap 1-2 hand cards for 1-2 cards of one unlocked set, equal totals;\n" \
          "meld, add to your sets, regroup all your sets; then discard (required\n" \
          "after playing or above the hand limit) or hold.  Go out with 3+ sets by\n" \
          "discarding your last card; everyone else gets one more turn.\n" \
          "A set scores its largest absolute value, +1 per card beyond 3, +1 per\n" \
          "card in a run of 3+, doubled for one suit or four of a kind.  Cards left\n" \
          "in hand cost the largest value plus one per extra card.  Rounds: {rounds}.\n")

size_t ab_deck_cards(const tb_host *host, const tb_options *o, int deck, tb_card *out, size_t cap)
{
    (void)host;
    (void)o;
    if (deck != 0)
        return 0;
    for (size_t c = 0; c < AB_NCARDS && c < cap; c++)
        out[c] = (tb_card)c;
    return AB_NCARDS;
}

int ab_parse_card_hook(const tb_host *host, const tb_options *o, int deck, const char *text,
                       tb_card *out, char *err)
{
    (void)host;
    (void)o;
    int card, has, v;
    if (deck != 0) {
        ab_err(err, tb_aux_tr(host, "absolute has one deck, 'main'"));
        return -1;
    }
    if (ab_parse_card(host, text, strlen(text), &card, &has, &v, err) != 0)
        return -1;
    if (has) {
        ab_err(err, tb_aux_tr(host, "bad card '%s': write the card without '='"), text);
        return -1;
    }
    *out = (tb_card)card;
    return 0;
}

size_t ab_format_card_hook(const tb_host *host, const tb_options *o, tb_card c, char *buf,
                           size_t cap)
{
    (void)host;
    (void)o;
    if (c >= AB_NCARDS) {
        if (cap)
            buf[0] = 0;
        return 0;
    }
    return ab_card_text(c, 0, 0, buf, cap);
}

static tb_state *create(const tb_host *host, const tb_setup *setup, char *err)
{
    long lo = host->opt_int(setup->options, "min_players");
    long hi = host->opt_int(setup->options, "max_players");
    if (lo > hi || setup->players < lo || setup->players > hi) {
        ab_err(err, tb_aux_tr(host, "this game seats %ld to %ld players, not %d"), lo, hi, setup->players);
        return NULL;
    }
    return ab_create(host, setup, err);
}

static const tb_game game = {
    .size = sizeof(tb_game),
    .abi = TB_ABI_VERSION,
    .name = "absolute",
    .title = TB_N_("Absolute"),
    .version = "1.0.0",
    .rules = RULES_TEXT,
    .min_players = 2,
    .max_players = AB_MAX_PLAYERS,
    .default_players = 2,
    .lowest_wins = 0,
    .params = params,
    .n_params = sizeof params / sizeof params[0],
    .decks = decks,
    .bots = bots,
    .default_bot = "greedy",
    /* greedy's regroup planner is 98% of a search's time: ismcts rolls out
     * with greedy less the planner (bot.c), at a budget that keeps a
     * decision within 20 ms; it stops once the leading move is ahead by
     * 0.3 x the iterations left and keeps the subtree of its move for its
     * next decision of the turn, which take a decision to a third of the
     * time for about 4 points of its margin over greedy (docs/bots.md:
     * measured strength) */
    .search_options = "rollout=quick,iterations=300,settle=0.3,reuse=1",
    .create = create,
    .clone = ab_clone,
    .destroy = ab_destroy,
    .to_move = ab_to_move,
    .legal_moves = ab_legal_moves,
    .apply = ab_apply,
    .parse_move = ab_parse_move,
    .format_move = ab_format_move,
    .view = ab_view,
    .outcome = ab_outcome,
    .round_detail = ab_round_detail,
    .census = ab_census,
    .move_bound = ab_move_bound,
    .deck_cards = ab_deck_cards,
    .parse_card = ab_parse_card_hook,
    .format_card = ab_format_card_hook,
    .determinize = ab_determinize,
    .bot_move = ab_bot_move,
    .score = ab_score_hook,
    .text_domain = TB_TEXT_DOMAIN,
    .apply_listed = ab_apply_listed,
    .random_move = ab_random_move,
    .scores_by_round = 1, /* outcome() scores finished rounds only */
};

TB_AUX_ENTRY(game, score_rank)
