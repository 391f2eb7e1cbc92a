/*
 * plugin.c — the Crazy Eights descriptor: who the game is, which ini keys it
 * accepts, and the table of functions the host calls.  The entry point at
 * the bottom is the only symbol the plugin exports.
 */
#include "eights.h"

/* A state is plain values, so a copy is one memcpy: eights_clone and
 * eights_destroy come from tabula/aux.h. */
TB_AUX_PLAIN_STATE(eights)

/* The ini keys (all in [rules]); the host refuses any other key, a wrong
 * type or a value out of range, with file:line, before a game is created. */
static const tb_param params[] = {
    /* section, key, type, default, min, max, enum choices, help */
    {"rules", "rounds", TB_PARAM_INT, "1", 1, EIGHTS_ROUNDS, NULL,
     "rounds in a game; the first player moves one seat on each round"},
    {"rules", "hand_size", TB_PARAM_INT, "0", 0, 12, NULL, /* 4 x 12 + 1 leaves a stock */
     "cards dealt to each player; 0: 7 for two players, 5 for three or four"},
    {"rules", "max_turns", TB_PARAM_INT, "400", 10, 100000, NULL,
     "safeguard: a round still going after this many turns ends and is scored"},
    {"rules", "min_players", TB_PARAM_INT, "2", 2, EIGHTS_PLAYERS, NULL, "fewest seats allowed"},
    {"rules", "max_players", TB_PARAM_INT, "4", 2, EIGHTS_PLAYERS, NULL, "most seats allowed"},
};

static const char *const decks[] = {"main", NULL};
static const char *const bots[] = {"greedy", NULL};

static const char rules_text[] =
    "Crazy Eights: be the first to empty your hand.  52 cards (8h, 10s, Qd);\n"
    "two players get 7 cards, three or four get 5, and one card starts the\n"
    "discard pile.  Play a card of the suit to follow or of the top card's\n"
    "rank (play 7c); an 8 goes on anything and names the next suit (play 8h s).\n"
    "You may draw once a turn (draw), then play or pass; pass only after\n"
    "drawing, or when there is nothing to draw.  Going out scores the cards\n"
    "left in the other hands: 8 = 50, K Q J = 10, A = 1, others their number.\n"
    "If all pass in turn with nothing to draw, the lowest hand scores its lead\n"
    "over each other hand.  Highest total wins.\n";

static const tb_game eights_game = {
    .size = sizeof(tb_game),     /* lets a newer host see which fields we have */
    .abi = TB_ABI_VERSION,       /* the host refuses another major version */
    .name = "eights",            /* what ini files write after plugin = */
    .title = "Crazy Eights",     /* shown by tabula list and the launcher */
    .version = "1.0.0",          /* saved games record it */
    .rules = rules_text,         /* tabula rules prints it */
    .min_players = 2,            /* the widest range any ini may ask for */
    .max_players = EIGHTS_PLAYERS,
    .default_players = 2,        /* when --players is not given */
    .lowest_wins = 0,            /* the host ranks totals highest first */
    .params = params,            /* the ini schema above */
    .n_params = sizeof params / sizeof params[0],
    .decks = decks,              /* one deck: [main] in a stacked-deck file */
    .bots = bots,                /* our own bots, besides the host's random */
    .default_bot = "greedy",     /* what tabula sim seats by default */
    .create = eights_create,     /* rules.c: a new game, dealt */
    .clone = eights_clone,
    .destroy = eights_destroy,
    .to_move = eights_to_move,
    .legal_moves = eights_legal_moves,
    .apply = eights_apply,
    .parse_move = eights_parse_move, /* moves.c: notation */
    .format_move = eights_format_move,
    .view = eights_view,         /* view.c: what one seat sees */
    .outcome = eights_outcome,   /* detail.c: scores and the end */
    .round_detail = eights_round_detail,
    .census = eights_census,
    .move_bound = eights_move_bound,
    .deck_cards = eights_deck_cards, /* cards.c */
    .parse_card = eights_parse_card,
    .format_card = eights_format_card,
    .determinize = eights_determinize, /* bot.c; optional hooks from here on */
    .bot_move = eights_bot_move,
    .score = eights_score,       /* cards.c: tabula score crazy-eights hand "8h Kd" */
};

/* The entry point: refuses a host of another major version, or one whose
 * service table ends before the last service we call (json_null). */
TB_AUX_ENTRY(eights_game, json_null)
