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
 * that lie beyond `size` are treated as NULL.  A plugin built for a later
 * minor ABI than the host's loads when every field the host does not know
 * is zero (it asks for nothing the host lacks); when one is set, the host
 * refuses it with a one-line reason naming the byte (test: loader-refusals,
 * stubs newer-ok and newer-needs).  A plugin that needs a host service
 * checks host->size in its entry point and returns NULL without it.
 *
 * Seats count from 0 in this interface; people see them from 1.
 *
 * Threads and lifetimes (tags explained in tabula/types.h): the entry point
 * is [load thread]; every hook below is [any thread] — `tabula sim` plays
 * games on several threads at once, each on its own states — and is called
 * for one state by one thread at a time: a hook never runs twice at once on
 * the same state, and const hooks (to_move, legal_moves, view, ...) never run
 * while apply() changes that state.  The hooks that take no state (deck_cards,
 * parse_card, format_card, score) may run on several threads at once and
 * must only read their arguments.  The descriptor, its strings and arrays
 * must stay valid and unchanged until dlclose.
 *
 * Buffers the host hands a hook: err is TB_ERR_MAX bytes; format_move gets
 * TB_MOVE_TEXT_MAX, format_card TB_CARD_TEXT_MAX, parse_move
 * TB_LINE_MOVES_MAX moves, census TB_CENSUS_MAX cards (types.h).  A hook
 * that needs more than it was given returns the size it needed and the
 * host treats the text as cut (format_*) or the list as too long (census).
 */
#ifndef TABULA_GAME_H
#define TABULA_GAME_H

#include "tabula/host.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TB_ABI_MAJOR 1
#define TB_ABI_MINOR 7
#define TB_ABI_VERSION ((uint32_t)(TB_ABI_MAJOR << 16 | TB_ABI_MINOR))
#define TB_ABI_MAJOR_OF(v) ((uint32_t)(v) >> 16)

#define TB_ENTRY_SYMBOL "tabula_plugin_entry"

#if defined(__GNUC__)
#define TB_EXPORT __attribute__((visibility("default")))
#else
#define TB_EXPORT
#endif

/* A game in progress (typedef'd in tabula/types.h).  Opaque to the host;
 * defined by each plugin. */

/* What the host hands to create().
 *
 * Frozen: it carries no size field, so its layout is the one of ABI 1.0 for
 * every 1.x host and plugin (the test abi-layouts holds it against the
 * frozen headers of tests/abi).  It never grows.  When create() must be told
 * more, its versioned successor comes as a whole: a struct tb_setup2 that
 * starts with `uint32_t size` (sizeof as the host built it; fields only
 * added at its end, a plugin reads one only when size reaches past it),
 * handed to a new optional tb_game hook create2(), which the host calls
 * instead of create() when the descriptor reaches it and sets it.  A plugin
 * that sets create2() still sets create() for older hosts. */
typedef struct tb_setup {
    int players;              /* seats in play, within the declared range (the host
                                 checked it: no need to check again) */
    const tb_options *options; /* validated options; valid until the state and every
                                 clone of it are destroyed: keep the pointer */
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
    const char *rules;      /* a short rules summary, plain text, lines of <= 78 columns;
                               {key} (a declared option) is shown as the game's value
                               for it ("Play {rounds} rounds": `tabula rules`) */
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
     * [any thread] [owner: caller, freed with destroy()] [setup: borrowed for
     * the call; the pointers inside it outlive the state] */
    tb_state *(*create)(const tb_host *host, const tb_setup *setup, char *err);
    /* An independent copy that will behave identically under the same moves.
     * NULL on allocation failure.  It may share the host, options and table
     * pointers of s (they outlive both).  [any thread; s is only read, and
     * several clones of one s may be made at once from different threads
     * only if nothing changes s meanwhile] [owner: caller, destroy()] */
    tb_state *(*clone)(const tb_state *s);
    /* Free a state from create(), clone() or determinize() (NULL is
     * allowed).  [any thread] */
    void (*destroy)(tb_state *s);

    /* The seat to move now, or -1 once the game is over.  [any thread] */
    int (*to_move)(const tb_state *s);
    /* Every legal move for the seat to move, complete and exact, each once
     * (two listed moves with equal bytes fail the check), in an order that
     * depends only on the state (bots pick by index).  Writes at most cap
     * moves into out and returns how many there are in all; the host calls
     * again with a larger buffer when the count exceeds cap.  Unused bytes of
     * every move are zero.  [any thread] [out: the caller's] */
    size_t (*legal_moves)(const tb_state *s, tb_move *out, size_t cap);
    /* Apply m for the seat to move.  Returns 0, or -1 with a one-line reason
     * in err (TB_ERR_MAX bytes) and the state left exactly as it was.  m may
     * be any bytes at all (a replay, a fuzzer, the check's probes): checking
     * it is apply's job, never the caller's.  [any thread] */
    int (*apply)(tb_state *s, const tb_move *m, char *err);

    /* Parse one line of move text typed for the seat to move.  A line may
     * stand for several moves applied in order (a compound move such as a
     * regroup); writes at most cap moves and returns their count (>= 1), or
     * -1 with a reason in err.  Parsing checks notation and may check
     * legality; apply() always checks legality.  cap is TB_LINE_MOVES_MAX;
     * out is zeroed by the caller.  [any thread] [text: borrowed] */
    int (*parse_move)(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err);
    /* Write the canonical text of m (a move legal in s) into buf (cap bytes,
     * NUL-terminated); parse_move() of that text gives back exactly m.
     * Returns the length it needed (as snprintf does); the host gives
     * TB_MOVE_TEXT_MAX bytes, so a longer text is cut.  [any thread] */
    size_t (*format_move)(const tb_state *s, const tb_move *m, char *buf, size_t cap);

    /* Describe the table as `seat` may see it, through host->view_* calls.
     * Cards the seat may not see are given as view_hidden(): the mask is
     * applied here, once, for every frontend.  seat -1 is a spectator.
     * Partly known cards (a card a seat saw taken from a public pile) are
     * shown face up to the seats that know them (see tb_layout in types.h).
     * Private information that is not a card (a count of chips, a secret
     * bid, a chosen target) is masked here too: a status line shows it to
     * its owner only ("Your chips: 7"; others see "Ann's chips: hidden" or
     * nothing).  [any thread] [v: borrowed for the call; never keep it] */
    void (*view)(const tb_state *s, int seat, tb_view *v);
    /* Scores so far and whether the game is over (see tb_outcome).  The host
     * zeroes *out before every call, so a plugin may write only the fields
     * it has; it may clear *out itself too, but need not.  (A plugin's own
     * tests calling the hook directly zero it as the host does.)  Score
     * rows are written below max(rounds, 1) only: the host reads no others,
     * and keeps *out zeroed between the calls of one game by clearing only
     * the header and those rows (`check` fails a plugin that writes past
     * them).  outcome() has no seat: its scores are one sheet every seat and
     * spectator sees during play, so a score part only its owner may know
     * stays out of it until the game is over (score 0 or the public part
     * meanwhile) and is shown to its owner by view() instead.
     * [any thread] [out: the caller's, zeroed] */
    void (*outcome)(const tb_state *s, tb_outcome *out);
    /* Write one element of the result JSON's rounds_detail array (an object)
     * for round `round` (from 1, <= outcome.rounds).  [any thread] [j:
     * borrowed for the call] */
    void (*round_detail)(const tb_state *s, int round, tb_json *j);
    /* Every card in every zone (hands, piles, table, set-aside cards) into
     * out (cap slots); returns the count.  The host checks that the multiset
     * never changes: no card is created or lost by any move.  cap is
     * TB_CENSUS_MAX.  List the zones in a fixed order, each in its own order
     * (do not sort): the check sees a redeal by determinize through it.
     * NULL (ABI 1.6) only in a plugin that declares its piles: the host
     * then lists them itself (host->piles_census on `piles`).  [any thread] */
    size_t (*census)(const tb_state *s, tb_card *out, size_t cap);
    /* An upper bound on the moves a game can take (with these options); the
     * conformance check fails a game that runs longer.  [any thread] */
    size_t (*move_bound)(const tb_state *s);

    /* ---- required: cards ---- */

    /* Every card of deck number `deck` (index into decks) under these
     * options, an identical copy once per copy; writes at most cap, returns
     * the count, or 0 for no such deck.  [any thread, several at once] */
    size_t (*deck_cards)(const tb_host *host, const tb_options *o, int deck, tb_card *out, size_t cap);
    /* Parse one card's notation (case-insensitive) for deck `deck`.  0, or -1
     * with a reason in err.  (Face to Face's "17" means a different card in
     * each player's deck, hence the deck number.)  [any thread, several at
     * once] */
    int (*parse_card)(const tb_host *host, const tb_options *o, int deck, const char *text,
                      tb_card *out, char *err);
    /* Canonical notation of c into buf (cap bytes, TB_CARD_TEXT_MAX from the
     * host); returns the length needed.  Names the conformance check's lost
     * or created cards.  [any thread, several at once] */
    size_t (*format_card)(const tb_host *host, const tb_options *o, tb_card c, char *buf, size_t cap);

    /* ---- optional hooks (NULL when absent) ---- */

    /* A state consistent with what `seat` knows of s: every card hidden from
     * that seat redealt from *r among the places it could be.  The caller
     * owns it.  Search bots use it; the conformance check uses it to prove
     * that views leak nothing, and fails a determinize that never changes a
     * hidden card when the seat's view hides two or more.  Cards the seat
     * knows although they are face down to it (partly known hands) stay
     * where they are.  Private values that are not cards (another seat's
     * chips, bid or choice) are redrawn among those the seat cannot rule
     * out, never kept as they really are; gather unseen cards in a
     * canonical (sorted) order before the shuffle, so that two states the
     * seat cannot tell apart give the same result for the same *r
     * (docs/bots.md; `tabula check` deals the game again with the cards a
     * seat has not seen rearranged and fails a determinize that keeps
     * another seat's real cards or tells the two deals apart, and plays
     * each determinization on with its own rules: a derived field left
     * stale, or a deal the game could not be in, shows there).  Draws only
     * from *r, never from the state's own rng in a way that changes s.
     * NULL with `piles` declared (ABI 1.6): the
     * host redeals the piles itself (host->piles_determinize), then calls
     * after_redeal.  [any thread; s is only read] [owner: caller,
     * destroy()] */
    tb_state *(*determinize)(const tb_state *s, int seat, tb_rng *r);
    /* Choose a move for the seat to move with the plugin's bot number `bot`
     * (index into bots), drawing any randomness from *r.  0, or -1 if none.
     * [any thread; s is only read] [out: the caller's, zeroed] */
    int (*bot_move)(const tb_state *s, int bot, tb_rng *r, tb_move *out);
    /* The scoring calculator behind `tabula score GAME KIND CARDS`.  Writes
     * the fields of one JSON object ("score" first, then the breakdown) into
     * j, and a human breakdown into text (cap bytes).  0, or -1 with a reason
     * in err (bad notation, duplicate card, invalid set, unknown kind).
     * [any thread] */
    int (*score)(const tb_host *host, const tb_options *o, const char *kind, const char *cards,
                 tb_json *j, char *text, size_t cap, char *err);

    /* ---- added in ABI 1.2 (a descriptor of an older plugin ends before
     * it, and the host reads it as NULL) ---- */

    /* The plugin's gettext text domain ("absolute"), or NULL for a plugin
     * that speaks only English.  A plain name: letters, digits, '_', '-'
     * and '.', not starting with '.' (the loader refuses anything else).
     * When it loads the plugin, the host binds the domain to the first
     * folder holding a compiled catalogue <lang>/LC_MESSAGES/<domain>.mo:
     * `locale/` beside the plugin file (an SDK build folder), then the
     * share/locale of the tree the plugin lies in (the build tree and the
     * install tree alike).  The host shows title, rules and each param's
     * help translated through it (mark them with TB_N_() so xgettext finds
     * them); name, version, param keys, choices, defaults, deck and bot
     * names stay as they are (command lines, ini files and saves spell
     * them).  tabula_add_translations() (TabulaPlugin.cmake)
     * builds the catalogues and defines TB_TEXT_DOMAIN, so a plugin writes
     * `.text_domain = TB_TEXT_DOMAIN` (tabula/aux.h). */
    const char *text_domain;

    /* ---- added in ABI 1.3 ---- */

    /* The plugin's pile table (tabula/types.h), or NULL.  Optional even
     * for a plugin that calls the host->piles_* services: declared here,
     * the loader checks it when it loads the plugin (every pile inside the
     * state, a per-seat pile for TB_SEEN_OWNER, known seen and layout
     * values, clone and show_card given) and refuses one that does not
     * fit, naming the pile. */
    const tb_pile_table *piles;

    /* ---- added in ABI 1.4 ---- */

    /* Optional: apply() for a move the caller copied byte for byte from
     * what legal_moves() listed for this very state, unchanged since (a
     * random seat of `tabula sim` picks one from the list).  The plugin may
     * skip every legality test apply() makes; the effect must be exactly
     * apply()'s on that move (the conformance check compares the two on
     * the listed moves it tries).  Anything else — a bot's own move, a
     * replay, text from a person — still goes through apply().  NULL: the
     * host calls apply().  [any thread] */
    void (*apply_listed)(tb_state *s, const tb_move *m);

    /* The options the host's search bot `ismcts` starts from in this game,
     * in a seat spec's syntax ("rollout=quick,iterations=300"; docs/bots.md),
     * or NULL for the host's defaults.  A seat's own options still win.  A
     * plugin whose best bot is too slow to call on every move of hundreds
     * of rollouts per decision names a cheaper rollout bot here, and the
     * budget that keeps a decision fast.  The loader refuses options the
     * seat spec parser refuses.  Owned by the plugin and read for the life
     * of the plugin (a string literal); the host applies, in order, its own
     * defaults, these, a game file's [bots] ismcts and a seat's options.
     * [read on any thread] */
    const char *search_options;

    /* ---- added in ABI 1.5 ---- */

    /* Optional: one legal move of s picked uniformly at random, written
     * into *out, without listing them all: the move a random seat of `sim`
     * plays, and the random moves of the search bot's rollouts.  Draws only
     * from *r (through host->rng_below/rng_next), never from the state's
     * own rng; the pick depends on s and *r alone, so a seeded game repeats.
     * To keep a seed's games exactly what the listed path plays, draw
     * k = rng_below(r, n) once, n the number of legal moves, and write the
     * k-th move in legal_moves()'s order.  The conformance check holds the
     * pick to the list: a listed move, the same one from the same generator
     * state, and uniform (a chi-square test at sampled states).  The move
     * may be handed to apply_listed().
     * Returns 0, or -1 (out untouched) when there is no legal move.  NULL:
     * the host lists the moves and picks one.  [any thread; s is only read]
     * [out: the caller's, zeroed] [r: the caller's, borrowed for the call] */
    int (*random_move)(const tb_state *s, tb_rng *r, tb_move *out);

    /* ---- added in ABI 1.6 ---- */

    /* Optional, for a plugin that declares `piles` and leaves determinize
     * NULL: rebuild what the state derives from where the cards lie (who
     * knows which card, a count kept per hand) in s, a state the host has
     * just redealt for `seat` with its pile table.  The host owns s (a
     * clone it made) and calls this once, right after the redeal and before
     * anyone reads s; the plugin may change s but not its piles.  With
     * the pile table's has_rng, s's own rng has just been reseeded from the
     * caller's generator: redraw private values that are not cards (another
     * seat's chips or choice, never kept as they really are) from it, and
     * the redeal stays a function of what the seat knows and that
     * generator.  Not called by host->piles_determinize: a plugin that writes its own
     * determinize on that service rebuilds in it, after the call.  NULL:
     * nothing to rebuild.  [any thread; s is the caller's, borrowed for
     * the call] */
    void (*after_redeal)(tb_state *s, int seat);
    /* Optional: a value the rules text quotes as {key} that is not an
     * option but follows from them ("{deck_size}" from low and high card
     * options).  The host asks for a {key} that names no option: write the
     * value's text into buf (cap bytes, TB_RULES_VALUE_MAX; the host copies
     * it at once) and return 0, or return -1 for a key the game does not
     * know, and the text keeps "{key}" as written (`tabula check` refuses a
     * {key} neither answers).  o is the options the game is played with
     * (only read); the seat count is not among them, so a value depends on
     * options alone.  NULL: only options are filled in.  [any thread]
     * [key, o: the host's, for the call] [buf: the caller's, cap bytes] */
    int (*rules_value)(const tb_host *host, const tb_options *o, const char *key, char *buf,
                       size_t cap);

    /* ---- added in ABI 1.7 ---- */

    /* Nonzero: the standings change only when a round is scored.  From one
     * move to the next, outcome()'s score rows and winners stay exactly as
     * they were unless its `rounds` grows, so reading them during a round
     * tells nothing new: `sim`, which reads them at every turn of a game's
     * first round for the balance lab's lead changes, then reads them at a
     * game's start and end only (the measures are the same).  Zero, Crazy
     * Eights and Absolute score finished rounds only; Face to Face, whose
     * score is the cards left, sets 0.  `tabula check` fails a game that
     * sets it and changes a row or winners without a round scored. */
    int scores_by_round;
} tb_game;

/* The one symbol a plugin exports.  [load thread, once per load]  Returns
 * NULL to refuse the host (e.g. a host table smaller than the plugin needs:
 * `host->size < offsetof(tb_host, last_service_used) + sizeof(void *)` —
 * not `< sizeof(tb_host)`, which would refuse an older host the plugin could
 * work with).  host is valid for the life of the plugin: keep it. */
typedef const tb_game *(*tb_entry_fn)(uint32_t host_abi, const tb_host *host);

/* Offset just past the last required field: the smallest size a descriptor
 * may declare.  (The largest is TB_GAME_SIZE_MAX, types.h.) */
#define TB_GAME_REQUIRED_SIZE (offsetof(tb_game, format_card) + sizeof(void *))

#ifdef __cplusplus
}
#endif
#endif
