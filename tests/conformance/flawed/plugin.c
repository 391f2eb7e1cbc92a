/* plugin.c — the High Cards descriptor and the entry point. */
#include "flawed.h"

static const tb_param params[] = {
    {"rules", "hand_size", TB_PARAM_INT, "3", 1, 4, NULL, TB_N_("cards in each starting hand")},
};

static const char *const decks[] = {"main", NULL};
static const char *const bots[] = {"greedy", NULL};

static const tb_game game = {
    .size = sizeof(tb_game),
    .abi = TB_ABI_VERSION,
    .name = "flawed",
    .title = TB_N_("High Cards (test plugin)"),
    .version = "0.0.1",
#ifndef FLAW_RULES_KEY
    .rules = TB_N_("Play one hidden card a turn, score its value; the highest total wins.\n"
                  "Each hand holds {hand_size} cards; the stock holds {stock_size}."),
#else
    .rules = TB_N_("Play one hidden card a turn, score its value; the highest total wins.\n"
                  "Each hand holds {hand_size} cards; the stock holds {stock_sise}."),
#endif
    .min_players = 2,
    .max_players = 2,
    .default_players = 2,
    .params = params,
    .n_params = sizeof params / sizeof params[0],
    .decks = decks,
    .bots = bots,
    .default_bot = "greedy",
    .create = fl_create,
    .clone = fl_clone,
    .destroy = fl_destroy,
    .to_move = fl_to_move,
    .legal_moves = fl_legal_moves,
    .apply = fl_apply,
    .parse_move = fl_parse_move,
    .format_move = fl_format_move,
    .view = fl_view,
    .outcome = fl_outcome,
    .round_detail = fl_round_detail,
    .census = fl_census,
    .move_bound = fl_move_bound,
    .deck_cards = fl_deck_cards,
    .parse_card = fl_parse_card,
    .format_card = fl_format_card,
    .determinize = fl_determinize,
    .bot_move = fl_bot_move,
    .text_domain = TB_TEXT_DOMAIN, /* NULL but in tests/i18n's build */
#ifdef FLAW_LISTED_DIVERGES
    .apply_listed = fl_apply_listed,
#endif
    .random_move = fl_random_move,
    .rules_value = fl_rules_value,
#ifdef FLAW_SCORES_MID_ROUND
    .scores_by_round = 1, /* its points change at every play */
#endif
};

TB_EXPORT const tb_game *tabula_plugin_entry(uint32_t abi, const tb_host *host);
TB_EXPORT const tb_game *tabula_plugin_entry(uint32_t abi, const tb_host *host)
{
    if (TB_ABI_MAJOR_OF(abi) != TB_ABI_MAJOR || !host || host->size < sizeof(tb_host))
        return NULL;
    return &game;
}
