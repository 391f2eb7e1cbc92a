/*
 * plugin.c — the Face to Face descriptor and the one exported entry point.
 */
#include "ff.h"

static const char *const first_choices[] = {"random", "1", "2", NULL};

static const tb_param params[] = {
    {"rules", "low_card", TB_PARAM_INT, "1", 0, 100, NULL,
     TB_N_("pile card that starts each ascending pile; numbered cards lie above it")},
    {"rules", "high_card", TB_PARAM_INT, "60", 2, 127, NULL,
     TB_N_("pile card that starts each descending pile; numbered cards lie below it")},
    {"rules", "hand_size", TB_PARAM_INT, "6", 1, 30, NULL,
     TB_N_("cards in the opening hand, and the refill target after helping the opponent")},
    {"rules", "min_play", TB_PARAM_INT, "2", 1, 30, NULL,
     TB_N_("cards each turn must place (a smaller hand must place all of itself)")},
    {"rules", "draw_own", TB_PARAM_INT, "2", 1, 30, NULL,
     TB_N_("cards drawn after a turn that placed only on the own piles")},
    {"rules", "backward_step", TB_PARAM_INT, "10", 0, 100, NULL,
     TB_N_("exact step of the backward move on the own piles (0: no backward move)")},
    {"rules", "max_on_opponent", TB_PARAM_INT, "1", 0, 30, NULL,
     TB_N_("cards per turn allowed on the opponent's piles")},
    {"rules", "first_player", TB_PARAM_ENUM, "random", 0, 0, first_choices,
     TB_N_("who starts: random (from the seed), 1 or 2")},
};

static const char *const decks[] = {"p1", "p2", NULL};
static const char *const bots[] = {"greedy", NULL};

/* The rules summary (`tabula rules`), translated by the host through
 * .text_domain. */
#define RULES_TEXT \
    TB_N_("Face to Face: two players, each with a private deck of {deck_size} cards\n" \
          "numbered {first_number}-{last_number}.  Each owns an ascending pile (starts at {low_card}) and a\n" \
          "descending pile (starts at {high_card}), and draws {hand_size} cards.  On a turn, place\n" \
          "at least {min_play} cards one by one:\n" \
          "  up         higher than the top, or exactly {backward_step} lower (backward move)\n" \
          "  down       lower than the top, or exactly {backward_step} higher (backward move)\n" \
          "  their-up   at most one card a turn on the opponent's piles, and it\n" \
          "  their-down must help: lower than their up, higher than their down\n" \
          "Then `end`: draw {draw_own}, or refill to {hand_size} if a card went to the opponent.\n" \
          "Place every card of hand and draw pile to win; a player who cannot\n" \
          "place the minimum loses at once.  Moves: play 17 up, play 45 their-down,\n" \
          "end.\n")

static const tb_game game = {
    .size = sizeof(tb_game),
    .abi = TB_ABI_VERSION,
    .name = "face-to-face",
    .title = TB_N_("Face to Face"),
    .version = "1.0.0",
    .rules = RULES_TEXT,
    .min_players = 2,
    .max_players = 2,
    .default_players = 2,
    .lowest_wins = 0,
    .params = params,
    .n_params = sizeof params / sizeof params[0],
    .decks = decks,
    .bots = bots,
    .default_bot = "greedy",
    .create = ff_create,
    .clone = ff_clone,
    .destroy = ff_destroy,
    .to_move = ff_to_move,
    .legal_moves = ff_legal_moves,
    .apply = ff_apply,
    .apply_listed = ff_apply_listed,
    .parse_move = ff_parse_move,
    .format_move = ff_format_move,
    .view = ff_view,
    .outcome = ff_outcome,
    .round_detail = ff_round_detail,
    .census = ff_census,
    .move_bound = ff_move_bound,
    .deck_cards = ff_deck_cards,
    .parse_card = ff_parse_card,
    .format_card = ff_format_card,
    .determinize = ff_determinize,
    .bot_move = ff_bot_move,
    .score = NULL, /* the game has no hand or set to score on its own */
    .text_domain = TB_TEXT_DOMAIN,
    .random_move = ff_random_move,
    .rules_value = ff_rules_value,
};

/* Every service used here is in the 1.0 table: refuse an older or foreign
 * host rather than call past its end. */
TB_AUX_ENTRY(game, json_null)
