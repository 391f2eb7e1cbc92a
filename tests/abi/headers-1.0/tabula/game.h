/*
 * tabula/game.h — what a rule plugin gives the host: one entry point and a
 * game descriptor.
 *
 * A plugin is a shared library that exports exactly one symbol,
 * TB_ENTRY_SYMBOL.  The host calls it once after dlopen with its ABI version
 * and its service table, and receives a pointer to a descriptor that must stay
 * valid until dlclose (a `static const tb_game` is the usual answer).  A
 * plugin keeps no global mutable state: everything a game needs lives in its
 * tb_state, so the host may run many games at once and clone them freely.
 *
 * Versioning (the CLAP and SQLite-extension way): the descriptor starts with
 * its size and its ABI version, and fields are only ever added at the end.
 * The host refuses a descriptor of another ABI major version, or one too small
 * to hold every required function, with a one-line reason; optional hooks
 * that lie beyond `size` are treated as NULL.
 *
 * Seats count from 0 in this interface; people see them from 1.
 */
#ifndef TABULA_GAME_H
#define TABULA_GAME_H

#include "tabula/host.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TB_ABI_MAJOR 1
#define TB_ABI_MINOR 0
#define TB_ABI_VERSION ((uint32_t)(TB_ABI_MAJOR << 16 | TB_ABI_MINOR))
#define TB_ABI_MAJOR_OF(v) ((uint32_t)(v) >> 16)

#define TB_ENTRY_SYMBOL "tabula_plugin_entry"

#if defined(__GNUC__)
#define TB_EXPORT __attribute__((visibility("default")))
#else
#define TB_EXPORT
#endif

/* A game in progress.  Opaque to the host; defined by each plugin. */
typedef struct tb_state tb_state;

/* What the host hands to create(). */
typedef struct tb_setup {
    int players;              /* seats in play, within the declared range */
    const tb_options *options; /* validated options; valid until the state is freed */
    const tb_table *table;    /* pass to host->deck_order; may be NULL; same lifetime */
    uint64_t seed;            /* seed the state's own tb_rng from this */
} tb_setup;

typedef struct tb_game {
    uint32_t size; /* sizeof(tb_game) as the plugin was compiled */
    uint32_t abi;  /* TB_ABI_VERSION the plugin was compiled against */

    /* ---- identity (static strings, valid until dlclose) ---- */
    const char *name;       /* plugin name, e.g. "absolute"; games' ini files name it */
    const char *title;      /* "Absolute" */
    const char *version;    /* "1.0.0": saves record it and warn on a mismatch */
    const char *rules;      /* a short rules summary, plain text, lines of <= 78 columns */
    int min_players, max_players, default_players;
    int lowest_wins;        /* nonzero: the lowest total wins (Zero) */

    const tb_param *params; /* the schema of the game's ini keys */
    size_t n_params;
    const char *const *decks;  /* NULL-terminated names of the decks a game deals
                                  ("main"; "p1", "p2"): sections of a stacked-deck file */
    const char *const *bots;   /* NULL-terminated names of the plugin's own bots, or NULL */
    const char *default_bot;   /* the bot `sim` seats by default ("greedy"), or NULL for "random" */

    /* ---- required: the life of a game ---- */

    /* A new game, dealt and ready for the first move.  Returns NULL and
     * writes a one-line reason into err (TB_ERR_MAX bytes) on failure.
     * The caller owns the state and frees it with destroy(). */
    tb_state *(*create)(const tb_host *host, const tb_setup *setup, char *err);
    /* An independent copy that will behave identically under the same moves.
     * The caller owns it.  NULL on allocation failure. */
    tb_state *(*clone)(const tb_state *s);
    /* Free a state from create() or clone() (NULL is allowed). */
    void (*destroy)(tb_state *s);

    /* The seat to move now, or -1 once the game is over. */
    int (*to_move)(const tb_state *s);
    /* Every legal move for the seat to move, complete and exact.  Writes at
     * most cap moves into out and returns how many there are in all; the
     * host calls again with a larger buffer when the count exceeds cap. */
    size_t (*legal_moves)(const tb_state *s, tb_move *out, size_t cap);
    /* Apply m for the seat to move.  Returns 0, or -1 with a one-line reason
     * in err (TB_ERR_MAX bytes) and the state left exactly as it was. */
    int (*apply)(tb_state *s, const tb_move *m, char *err);

    /* Parse one line of move text typed for the seat to move.  A line may
     * stand for several moves applied in order (a compound move such as a
     * regroup); writes at most cap moves and returns their count (>= 1), or
     * -1 with a reason in err.  Parsing checks notation and may check
     * legality; apply() always checks legality. */
    int (*parse_move)(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err);
    /* Write the canonical text of m (a move legal in s) into buf (cap bytes,
     * NUL-terminated); parse_move() of that text gives back exactly m.
     * Returns the length it needed. */
    size_t (*format_move)(const tb_state *s, const tb_move *m, char *buf, size_t cap);

    /* Describe the table as `seat` may see it, through host->view_* calls.
     * Cards the seat may not see are given as view_hidden(): the mask is
     * applied here, once, for every frontend.  seat -1 is a spectator. */
    void (*view)(const tb_state *s, int seat, tb_view *v);
    /* Scores so far and whether the game is over (see tb_outcome). */
    void (*outcome)(const tb_state *s, tb_outcome *out);
    /* Write one element of the result JSON's rounds_detail array (an object)
     * for round `round` (from 1, <= outcome.rounds). */
    void (*round_detail)(const tb_state *s, int round, tb_json *j);
    /* Every card in every zone (hands, piles, table, set-aside cards) into
     * out (cap slots); returns the count.  The host checks that the multiset
     * never changes: no card is created or lost by any move. */
    size_t (*census)(const tb_state *s, tb_card *out, size_t cap);
    /* An upper bound on the moves a game can take (with these options); the
     * conformance check fails a game that runs longer. */
    size_t (*move_bound)(const tb_state *s);

    /* ---- required: cards ---- */

    /* Every card of deck number `deck` (index into decks) under these
     * options; writes at most cap, returns the count, or 0 for no such deck. */
    size_t (*deck_cards)(const tb_host *host, const tb_options *o, int deck, tb_card *out, size_t cap);
    /* Parse one card's notation (case-insensitive) for deck `deck`.  0, or -1
     * with a reason in err.  (Face to Face's "17" means a different card in
     * each player's deck, hence the deck number.) */
    int (*parse_card)(const tb_host *host, const tb_options *o, int deck, const char *text,
                      tb_card *out, char *err);
    /* Canonical notation of c into buf (cap bytes); returns the length needed. */
    size_t (*format_card)(const tb_host *host, const tb_options *o, tb_card c, char *buf, size_t cap);

    /* ---- optional hooks (NULL when absent) ---- */

    /* A state consistent with what `seat` knows of s: every card hidden from
     * that seat redealt from *r among the places it could be.  The caller
     * owns it.  Search bots use it; the conformance check uses it to prove
     * that views leak nothing. */
    tb_state *(*determinize)(const tb_state *s, int seat, tb_rng *r);
    /* Choose a move for the seat to move with the plugin's bot number `bot`
     * (index into bots), drawing any randomness from *r.  0, or -1 if none. */
    int (*bot_move)(const tb_state *s, int bot, tb_rng *r, tb_move *out);
    /* The scoring calculator behind `tabula score GAME KIND CARDS`.  Writes
     * the fields of one JSON object ("score" first, then the breakdown) into
     * j, and a human breakdown into text (cap bytes).  0, or -1 with a reason
     * in err (bad notation, duplicate card, invalid set, unknown kind). */
    int (*score)(const tb_host *host, const tb_options *o, const char *kind, const char *cards,
                 tb_json *j, char *text, size_t cap, char *err);
} tb_game;

/* The one symbol a plugin exports.  Returns NULL to refuse the host (e.g. a
 * host table smaller than the plugin needs). */
typedef const tb_game *(*tb_entry_fn)(uint32_t host_abi, const tb_host *host);

/* Offset just past the last required field: the smallest size a descriptor
 * may declare. */
#define TB_GAME_REQUIRED_SIZE (offsetof(tb_game, format_card) + sizeof(void *))

#ifdef __cplusplus
}
#endif
#endif
