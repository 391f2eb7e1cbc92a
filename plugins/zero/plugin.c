/*
 * plugin.c — the Zero descriptor: identity, options schema, decks, bots and
 * the function table, plus clone/destroy.  The entry point is the plugin's
 * only exported symbol.
 */
#include "zero.h"

/* A state is plain values: clone is one copy. */
static tb_state *zero_clone(const tb_state *s)
{
    tb_state *c = malloc(sizeof *c);
    if (c)
        memcpy(c, s, sizeof *c);
    return c;
}

static void zero_destroy(tb_state *s) { free(s); }

static const tb_param params[] = {
    {"rules", "hand_size", TB_PARAM_INT, "9", 1, ZERO_HAND_MAX, NULL,
     TB_N_("cards dealt to each player")},
    {"rules", "pool_size", TB_PARAM_INT, "5", 1, ZERO_POOL_MAX, NULL,
     TB_N_("cards face up in the middle (the pool)")},
    {"rules", "group_size", TB_PARAM_INT, "5", 2, 16, NULL,
     TB_N_("cards of one colour or one value that score 0")},
    {"rules", "rounds", TB_PARAM_INT, "0", 0, TB_MAX_ROUNDS, NULL,
     TB_N_("rounds in a game; 0 means one round per player")},
    {"rules", "knocks_to_end", TB_PARAM_INT, "2", 1, 10, NULL,
     TB_N_("the knock of a round that ends it (after one more turn each)")},
    {"rules", "min_players", TB_PARAM_INT, "3", 2, 5, NULL, TB_N_("fewest seats allowed")},
    {"rules", "max_players", TB_PARAM_INT, "5", 2, 5, NULL, TB_N_("most seats allowed")},
    {"rules", "max_turns_per_round", TB_PARAM_INT, "1000", 1, 100000, NULL,
     TB_N_("safeguard: a round ends and is scored after this many turns")},
    {"deck", "colour_letters", TB_PARAM_STRING, "roygbpk", 0, 0, NULL,
     TB_N_("letters of red, orange, yellow, green, blue, purple and black")},
};

static const char *const decks[] = {"main", NULL};
static const char *const bots[] = {"greedy", NULL};

/* The rules summary (`tabula rules`), translated by the host through
 * .text_domain. */
#define RULES_TEXT \
    TB_N_("Zero (Reiner Knizia): collect a low hand.\n" \
          "56 cards: 7 colours (r o y g b p k) x values 1-8.  Each round every\n" \
          "player gets 9 cards and 5 lie face up as the pool.  On your turn either\n" \
          "swap one hand card for one pool card (swap r5 g2) or knock.  The first\n" \
          "knock of a round does nothing; the second ends it: everyone else takes\n" \
          "one more turn.  A hand of five of one colour and five of one value (one\n" \
          "card in both) is a Zero: it ends the round at once and scores 0.\n" \
          "Scoring: cards in a group of 5+ of one colour or 5+ of one value score\n" \
          "0; the other cards count their values, each distinct value once.\n" \
          "One round per player; the lowest total wins.\n")

static const tb_game zero_game = {
    .size = sizeof(tb_game),
    .abi = TB_ABI_VERSION,
    .name = "zero",
    .title = TB_N_("Zero"),
    .version = "1.0.0",
    .rules = RULES_TEXT,
    .min_players = 2,
    .max_players = 5,
    .default_players = 3,
    .lowest_wins = 1,
    .params = params,
    .n_params = sizeof params / sizeof params[0],
    .decks = decks,
    .bots = bots,
    .default_bot = "greedy",
    /* Less exploration than the host's c = 0.7: with 46 moves a turn and
     * greedy rollouts the search does best staying near greedy's move and
     * the few that beat it; and at three seats or more a rollout scores
     * every seat it finishes ahead of, not only a win (zero-duel 64.5%
     * against greedy where the host's defaults win 62.5%; Zero at 3 63.7%
     * of pairs against 61.1%; docs/bots.md) */
    .search_options = "c=0.3,reward=rank",
    .create = zero_create,
    .clone = zero_clone,
    .destroy = zero_destroy,
    .to_move = zero_to_move,
    .legal_moves = zero_legal_moves,
    .apply = zero_apply,
    .apply_listed = zero_apply_listed,
    .parse_move = zero_parse_move,
    .format_move = zero_format_move,
    .view = zero_view,
    .outcome = zero_outcome,
    .round_detail = zero_round_detail,
    .census = zero_census,
    .move_bound = zero_move_bound,
    .deck_cards = zero_deck_cards,
    .parse_card = zero_parse_card,
    .format_card = zero_format_card,
    .determinize = zero_determinize,
    .bot_move = zero_bot_move,
    .score = zero_score_hook,
    .text_domain = TB_TEXT_DOMAIN,
    .random_move = zero_random_move,
    .scores_by_round = 1, /* outcome() scores finished rounds only */
};

TB_AUX_ENTRY(zero_game, score_rank)
