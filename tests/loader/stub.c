/*
 * stub.c — a plugin that the loader accepts but that cannot play, compiled
 * once as is (STUB_NAME "stub-ok") and once per way of breaking the ABI
 * promises (-DBREAK_<X>), to prove that the loader refuses each with its own
 * one-line reason and keeps every other game loading.
 *
 *   NO_ENTRY     the entry symbol is not exported
 *   NULL_ENTRY   the entry point refuses the host (returns NULL)
 *   ABI2         the descriptor claims ABI 2.0
 *   SMALL        the descriptor's size stops before the last required field
 *   NO_CENSUS    the required census() is NULL
 *   NO_NAME      the descriptor has no name
 *   PLAYERS      the player range is 0-2
 *   BAD_DEFAULT  a parameter's default is out of its own range
 *   UNDEFINED    the library needs a symbol nothing defines (dlopen fails)
 *   NEWER_OK     built for the next minor ABI: its descriptor is longer by a
 *                field this host does not know, left zero (it loads)
 *   NEWER_NEEDS  the same with that field set: it asks for what the host
 *                lacks (refused)
 *   MANY_BOTS    it names TB_BOTS_MAX + 1 bots
 *   HUGE         its size claims one byte more than TB_GAME_SIZE_MAX
 *   NEWER_HOST   its entry point needs one host service more than this host
 *                has (host->size) and refuses the host
 *   PILES_CENSUS it declares a pile table and leaves census() to the host
 *                (ABI 1.6: it loads)
 *   PILES_OLD    the same, claiming ABI 1.5: refused for its missing
 *                census(), as a 1.5 host refuses any such plugin
 *   REDEAL_NO_PILES  it has after_redeal() but no pile table to redeal
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "tabula/tabula.h"

#ifndef STUB_NAME
#define STUB_NAME "stub-ok"
#endif

#ifdef BREAK_UNDEFINED
void stub_missing_function(void); /* defined nowhere, on purpose */
#endif

static tb_state *create(const tb_host *host, const tb_setup *setup, char *err)
{
#ifdef BREAK_UNDEFINED
    stub_missing_function();
#endif
    /* A text value only the plugin judges: a game file's is tried when the
     * game is listed, and its refusal names the key (its line is found). */
    const char *label = host->opt_str(setup->options, "label");
    if (label && strcmp(label, "refuse") == 0)
        snprintf(err, TB_ERR_MAX, "label must not be \"refuse\"");
    else
        snprintf(err, TB_ERR_MAX, "the stub plugin only proves the loader; it cannot play");
    return NULL;
}

static tb_state *clone(const tb_state *s)
{
    (void)s;
    return NULL;
}

static void destroy(tb_state *s)
{
    (void)s;
}

static int to_move(const tb_state *s)
{
    (void)s;
    return -1;
}

static size_t legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    (void)s;
    (void)out;
    (void)cap;
    return 0;
}

static int apply(tb_state *s, const tb_move *m, char *err)
{
    (void)s;
    (void)m;
    snprintf(err, TB_ERR_MAX, "no moves in a stub");
    return -1;
}

static int parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err)
{
    (void)s;
    (void)text;
    (void)out;
    (void)cap;
    snprintf(err, TB_ERR_MAX, "no moves in a stub");
    return -1;
}

static size_t format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    (void)s;
    (void)m;
    return (size_t)snprintf(buf, cap, "-");
}

static void view(const tb_state *s, int seat, tb_view *v)
{
    (void)s;
    (void)seat;
    (void)v;
}

static void outcome(const tb_state *s, tb_outcome *out)
{
    (void)s;
    out->over = 1;
    out->end = "normal";
}

static void round_detail(const tb_state *s, int round, tb_json *j)
{
    (void)s;
    (void)round;
    (void)j;
}

#if defined(BREAK_PILES_CENSUS) || defined(BREAK_PILES_OLD)
#define STUB_HOST_CENSUS
#endif
#if !defined(BREAK_NO_CENSUS) && !defined(STUB_HOST_CENSUS)
static size_t census(const tb_state *s, tb_card *out, size_t cap)
{
    (void)s;
    (void)out;
    (void)cap;
    return 0;
}
#endif

static size_t move_bound(const tb_state *s)
{
    (void)s;
    return 1;
}

static size_t deck_cards(const tb_host *host, const tb_options *o, int deck, tb_card *out,
                         size_t cap)
{
    (void)host;
    (void)o;
    for (size_t i = 0; deck == 0 && i < 10 && i < cap; i++)
        out[i] = (tb_card)(i + 1);
    return deck == 0 ? 10 : 0;
}

static int parse_card(const tb_host *host, const tb_options *o, int deck, const char *text,
                      tb_card *out, char *err)
{
    (void)host;
    (void)o;
    (void)deck;
    int v = 0;
    if (sscanf(text, "%d", &v) != 1 || v < 1 || v > 10) {
        snprintf(err, TB_ERR_MAX, "\"%.40s\" is not a card (1 to 10)", text);
        return -1;
    }
    *out = (tb_card)v;
    return 0;
}

static size_t format_card(const tb_host *host, const tb_options *o, tb_card c, char *buf,
                          size_t cap)
{
    (void)host;
    (void)o;
    return (size_t)snprintf(buf, cap, "%d", c);
}

static const char *const modes[] = {"open", "closed", NULL};

static const tb_param params[] = {
#ifdef BREAK_BAD_DEFAULT
    {"rules", "rounds", TB_PARAM_INT, "9", 1, 5, NULL, "rounds to play"},
#else
    {"rules", "rounds", TB_PARAM_INT, "3", 1, 5, NULL, "rounds to play"},
#endif
    {"rules", "fast", TB_PARAM_BOOL, "false", 0, 0, NULL, "a quicker game"},
    {"rules", "mode", TB_PARAM_ENUM, "open", 0, 0, modes, "open or closed hands"},
    {"rules", "label", TB_PARAM_STRING, "", 0, 0, NULL, "any text"},
    {"rules", "min_players", TB_PARAM_INT, "2", 2, 4, NULL, "fewest seats"},
    {"rules", "max_players", TB_PARAM_INT, "4", 2, 4, NULL, "most seats"},
    {"deck", "jokers", TB_PARAM_INT, "0", 0, 2, NULL, "jokers in the deck"},
};

static const char *const decks[] = {"main", NULL};

#ifdef BREAK_BOTS
static const char *const stub_bots[] = {"clever", NULL};
#endif
#ifdef BREAK_MANY_BOTS
static const char *const stub_bots[] = {"b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8",
                                        "b9", "b10", "b11", "b12", "b13", "b14", "b15", "b16",
                                        NULL};
_Static_assert(sizeof stub_bots / sizeof stub_bots[0] == TB_BOTS_MAX + 2, "one bot too many");
static int stub_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    (void)s, (void)bot, (void)r, (void)out;
    return -1;
}
#endif

#if defined(BREAK_PILES) || defined(STUB_HOST_CENSUS)
#ifdef BREAK_PILES
/* A pile table whose per-seat hands do not fit the state for the game's
 * most seats (4): the state holds two. */
#define STUB_HANDS 2
#else
#define STUB_HANDS 4 /* a table that fits */
#endif
struct stub_piles_state {
    const tb_host *host;
    int players;
    tb_pile hand[STUB_HANDS];
};
static void show_card(const tb_state *s, tb_card c, tb_view *v)
{
    (void)s, (void)c, (void)v;
}
static const tb_pile_decl stub_decls[] = {
    {"hand", offsetof(struct stub_piles_state, hand), 0, TB_PILE_PER_SEAT, TB_SEEN_OWNER,
     TB_LAYOUT_FAN},
};
static const tb_pile_table stub_piles = {
    sizeof(struct stub_piles_state), offsetof(struct stub_piles_state, players), 0, 0,
    stub_decls, 1, clone, show_card, NULL};
#endif

#ifdef BREAK_REDEAL_NO_PILES
static void after_redeal(tb_state *s, int seat)
{
    (void)s;
    (void)seat;
}
#endif

#if defined(BREAK_NEWER_OK) || defined(BREAK_NEWER_NEEDS)
#define STUB_NEWER
#endif
#ifdef BREAK_NEWER_NEEDS
#define STUB_FUTURE UINT64_C(0x0101010101010101) /* every byte set: the first names the field */
#else
#define STUB_FUTURE 0
#endif

/* The descriptor, and after it a field of a minor ABI after this one: only
 * the NEWER stubs' size covers it, so every other stub is today's tb_game. */
static const struct stub_descriptor {
    tb_game game;
    uint64_t future; /* e.g. flags asking the host for something new */
} stub = {
    .future = STUB_FUTURE,
    .game = {
#if defined(BREAK_PILES) || defined(STUB_HOST_CENSUS)
    .piles = &stub_piles,
#endif
#ifdef BREAK_REDEAL_NO_PILES
    .after_redeal = after_redeal,
#endif
#ifdef BREAK_SMALL
    .size = (uint32_t)(offsetof(tb_game, format_card)), /* one field short */
#elif defined(STUB_NEWER)
    .size = sizeof(struct stub_descriptor),
#elif defined(BREAK_HUGE)
    .size = TB_GAME_SIZE_MAX + 1, /* refused before a byte past tb_game is read */
#else
    .size = sizeof(tb_game),
#endif
#ifdef BREAK_ABI2
    .abi = (uint32_t)(2u << 16 | 0u),
#elif defined(BREAK_PILES_OLD)
    .abi = (uint32_t)(1u << 16 | 5u),
#elif defined(STUB_NEWER)
    .abi = (uint32_t)(TB_ABI_MAJOR << 16 | (TB_ABI_MINOR + 1)),
#else
    .abi = TB_ABI_VERSION,
#endif
#ifdef BREAK_NO_NAME
    .name = NULL,
#else
    .name = STUB_NAME,
#endif
    .title = "Stub",
    .version = "0.0.1",
    .rules = "A plugin that only proves the loader.",
#ifdef BREAK_PLAYERS
    .min_players = 0,
#else
    .min_players = 2,
#endif
    .max_players = 4,
    .default_players = 2,
    .params = params,
    .n_params = sizeof params / sizeof params[0],
    .decks = decks,
#ifdef BREAK_BOTS
    .bots = stub_bots, /* named, but no bot_move() to play them */
#endif
#ifdef BREAK_MANY_BOTS
    .bots = stub_bots,
    .bot_move = stub_bot_move,
#endif
#ifdef BREAK_SEARCH
    .search_options = "iterations=0", /* ismcts refuses it (ABI 1.4) */
#endif
    .create = create,
    .clone = clone,
    .destroy = destroy,
    .to_move = to_move,
    .legal_moves = legal_moves,
    .apply = apply,
    .parse_move = parse_move,
    .format_move = format_move,
    .view = view,
    .outcome = outcome,
    .round_detail = round_detail,
#if !defined(BREAK_NO_CENSUS) && !defined(STUB_HOST_CENSUS)
    .census = census,
#endif
    .move_bound = move_bound,
    .deck_cards = deck_cards,
    .parse_card = parse_card,
    .format_card = format_card,
    },
};

#ifdef BREAK_NO_ENTRY
/* Exported, but under another name than the host looks for. */
TB_EXPORT const tb_game *tabula_plugin_entry_v2(uint32_t abi, const tb_host *host);
TB_EXPORT const tb_game *tabula_plugin_entry_v2(uint32_t abi, const tb_host *host)
#else
TB_EXPORT const tb_game *tabula_plugin_entry(uint32_t abi, const tb_host *host);
TB_EXPORT const tb_game *tabula_plugin_entry(uint32_t abi, const tb_host *host)
#endif
{
    (void)abi;
#ifdef BREAK_NULL_ENTRY
    (void)host;
    (void)&stub;
    return NULL;
#elif defined(BREAK_NEWER_HOST)
    /* How a plugin asks for a service: the host table must reach it.  This
     * one wants a service one past the last this host has. */
    if (host->size < sizeof(tb_host) + sizeof(void (*)(void)))
        return NULL;
    return &stub.game;
#else
    (void)host;
    return &stub.game;
#endif
}
