/*
 * tabula/types.h — the plain value types shared by the host and every plugin.
 *
 * Everything here is a value: it can be copied with memcpy, compared with
 * memcmp and stored inside a plugin's game state, so that cloning a state is
 * one copy.  The functions that operate on these values live in the host
 * table (tabula/host.h); a plugin links nothing from the host.
 *
 * A state may keep pointers into host memory, and every shipped plugin does:
 * the `const tb_host *` it was created with (valid for the life of the
 * plugin, i.e. until the host unloads it, which happens only after every
 * state is destroyed) and the `tb_setup.options` and `tb_setup.table` it was
 * given (valid until that state and every clone made from it, directly or
 * through determinize, are destroyed).  A clone may therefore copy those
 * pointers as they are.  It must not keep any other host pointer (a tb_view,
 * a tb_json, a string passed to a hook): those are borrowed for one call.
 *
 * How to read the tags on the hooks of tabula/game.h and tabula/host.h (the
 * CLAP way):
 *   [any thread]   may be called from any thread, including several at once
 *                  on different states (`tabula sim` plays games on several
 *                  threads); never twice at once on the same state, and a
 *                  state is never read by one thread while another changes it.
 *   [load thread]  called on the thread that loaded the plugin, one call at
 *                  a time.
 *   [owner: ...]   who frees a pointer the hook returns, and with what.
 *   [until ...]    how long a pointer the hook receives or returns stays valid.
 */
#ifndef TABULA_TYPES_H
#define TABULA_TYPES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Limits that size the value types below.  Changing one is an ABI break. */
#define TB_MAX_SEATS 8     /* most players any game may seat */
#define TB_MAX_ROUNDS 32   /* most rounds a game may record */
#define TB_PILE_MAX 160    /* most cards one pile holds (two 52-card decks + jokers fit) */
#define TB_MOVE_BYTES 64   /* size of one encoded move */
#define TB_ERR_MAX 256     /* size of every error buffer the host hands a plugin */

/*
 * Limits of the host's buffers and tables.  They are not part of any type a
 * plugin stores, so the host may raise them in a minor version; a plugin
 * that stays within them works with every host of this major version.
 * (Before ABI 1.1 they lived, unnamed, in the host's private headers.)
 */
#define TB_LABEL_MAX 24      /* view_card label buffer: 23 bytes of notation are kept, the rest cut */
#define TB_PRETTY_MAX 40     /* view_card pretty buffer: 39 bytes of UTF-8 are kept */
#define TB_ZONE_NAME_MAX 64  /* view_zone name buffer: 63 bytes are kept */
#define TB_LINE_MOVES_MAX 64 /* the cap parse_move is given: most moves one line may stand for */
#define TB_CENSUS_MAX (TB_PILE_MAX * 4) /* the cap census is given: most cards a game may hold */
#define TB_MOVE_TEXT_MAX 512 /* the cap format_move is given: longer move text is cut */
#define TB_CARD_TEXT_MAX 64  /* the cap format_card is given: longer card text is cut */
#define TB_SEAT_NAME_MAX 32  /* a seat's name buffer: 31 bytes are kept */

/*
 * Limits the host enforces: a plugin that goes past one gets an error that
 * names the constant (the loader's refusal, the check's failure, a refused
 * write), never silently wrong output.  Raising one is not an ABI break.
 */
#define TB_JSON_DEPTH_MAX 32      /* deepest nesting of JSON arrays and objects in one document
                                     (round_detail, score): opening one more is an error */
#define TB_SCORE_TEXT_MAX 2048    /* the cap score() is given for its text breakdown: text
                                     that fills it is refused as cut */
#define TB_BOTS_MAX 15            /* most bots tb_game.bots may name (check tries each, and
                                     random): the loader refuses more */
#define TB_GAME_SIZE_MAX 65536    /* largest tb_game.size the loader accepts (a later minor
                                     ABI's descriptor is longer, never this long) */
#define TB_RULES_VALUE_MAX 64     /* the cap rules_value() is given for one {key}'s text (with
                                     its NUL): a value that fills it is refused as cut */

/*
 * A card is a small code chosen by the plugin (e.g. suit * 32 + rank).  The
 * host never interprets it: it stores, moves, shuffles and counts cards, and
 * asks the plugin to parse or print them.  Two physical cards that must be told
 * apart (two decks, one per player) need different codes.
 *
 * Identical copies: physical cards that no rule ever tells apart (the three
 * wager cards of a colour, the two 7 of hearts of a double deck) should share
 * one code.  deck_cards() then lists that code once per copy, the census
 * counts it once per copy, a stacked deck file names it once per copy it
 * places ("W W W" in a section takes three of them), and legal_moves() lists
 * a move on such a card once, not once per copy: moves are compared by
 * their bytes, and the conformance check fails two equal listed moves.
 * Give copies different codes only when the rules can tell them apart.
 */
typedef uint16_t tb_card;

/*
 * A pile is an ordered stack of cards; c[n - 1] is the top.  Piles are values:
 * a plugin embeds as many as it needs in its state.
 */
typedef struct tb_pile {
    uint16_t n;
    tb_card c[TB_PILE_MAX];
} tb_pile;

/*
 * The host's seeded generator (xoshiro256**, seeded through splitmix64; see
 * docs/architecture.md).  A plugin keeps one in its state, so cloning a state
 * clones its future; it draws from it only through host->rng_* functions.
 */
typedef struct tb_rng {
    uint64_t s[4];
} tb_rng;

/*
 * One move, encoded by the plugin in whatever layout it likes (memcpy a
 * plugin struct of at most TB_MOVE_BYTES in and out).  Unused bytes must be
 * zero so that two equal moves compare equal with memcmp.
 */
typedef struct tb_move {
    uint8_t b[TB_MOVE_BYTES];
} tb_move;

/*
 * Why a game ended: the values of tb_outcome.end the host knows.  The host
 * compares them by content (strcmp), so a plugin may also return a word of
 * its own (lower case, no spaces: it is written into the result JSON), but
 * only TB_END_TURN_LIMIT has a meaning to the host (`sim` counts such games
 * apart).  NULL reads as TB_END_NORMAL.
 */
#define TB_END_NORMAL "normal"         /* the game ended by its rules */
#define TB_END_TURN_LIMIT "turn_limit" /* a safeguard cut a round or the game short */
#define TB_END_STUCK "stuck"           /* no one could move and the rules end it there */

/*
 * How a game stands: filled by the plugin's outcome() hook at any time, read by
 * the host for the score sheet, the result JSON and the ranking.
 */
typedef struct tb_outcome {
    int over;          /* nonzero once the game has ended */
    int rounds;        /* rows of score[] in use (rounds finished) */
    int turns;         /* turns taken so far (a turn is one seat's go) */
    const char *end;   /* a TB_END_* string (static storage: the host keeps the pointer
                          until dlclose), or NULL for TB_END_NORMAL */
    uint32_t winners;  /* bit k = seat k won; 0 lets the host rank the totals */
    int score[TB_MAX_ROUNDS][TB_MAX_SEATS]; /* score[round][seat], seats from 0 */
} tb_outcome;

/* Card colours a frontend can draw; TB_COLOUR_NONE draws in the default colour. */
typedef enum tb_colour {
    TB_COLOUR_NONE = 0,
    TB_COLOUR_RED,
    TB_COLOUR_ORANGE,
    TB_COLOUR_YELLOW,
    TB_COLOUR_GREEN,
    TB_COLOUR_BLUE,
    TB_COLOUR_PURPLE,
    TB_COLOUR_BLACK,
    TB_COLOUR_WHITE,
    TB_COLOUR_COUNT
} tb_colour;

/*
 * How a frontend lays out one zone of the table model.  A layout changes the
 * drawing only, never what is shown: the text protocol prints every zone as
 * one line "  NAME: CARDS", and the conformance check compares views by that
 * text.  Face-down cards (view_hidden) are printed as a count.
 *
 *   ROW    every card side by side, in the order given (a trick, a tableau).
 *   STACK  a pile: only the last card given (its top) and the count are
 *          shown; give the cards bottom first.  A face-down top shows as
 *          "N cards face down".
 *   FAN    a hand: like ROW; the viewer's own FAN zones (owner == the
 *          viewing seat) are drawn last, as big cards when there is room.
 *          The host sorts nothing: give the cards in the order to show.
 *   GRID   sets on a table: drawn like ROW.  Every zone is its own line, so
 *          a table of sets is one view_zone per set ("set 1:2", "set 1:3"),
 *          or one zone whose rows host->view_break() starts (ABI 1.1).
 * A zone owned by another seat is labelled with that seat's name by the
 * frontends ("hand (Ann)"); the plugin names only the zone.
 *
 * Partly known information (a hand holding cards a seat watched being taken
 * from a public pile): the view shows what the seat knows face up and the
 * rest face down, e.g. in the opponent's "hand" zone view_card() for the
 * known cards, then view_hidden(n) for the others; and determinize() keeps
 * those known cards where they are and redeals only the others.  The state
 * must record which cards are known to whom; the host cannot.
 */
typedef enum tb_layout {
    TB_LAYOUT_ROW = 0,  /* cards side by side, all visible */
    TB_LAYOUT_STACK,    /* a pile: the top card and a count */
    TB_LAYOUT_FAN,      /* a hand */
    TB_LAYOUT_GRID      /* a table of sets, one zone per line */
} tb_layout;

/* Types of a declared game parameter (an ini key). */
typedef enum tb_param_type {
    TB_PARAM_INT = 0,
    TB_PARAM_BOOL,
    TB_PARAM_ENUM,
    TB_PARAM_STRING
} tb_param_type;

/*
 * One key a game accepts in its ini file.  Every key of a game's ini is
 * checked against these: unknown keys, wrong types and values out of range
 * are refused with file:line before any game is created.
 */
typedef struct tb_param {
    const char *section;   /* "rules" or "deck" */
    const char *key;       /* e.g. "rounds" */
    tb_param_type type;
    const char *def;       /* default, written as in an ini file ("3", "false", "random") */
    long min, max;         /* TB_PARAM_INT: inclusive range */
    const char *const *choices; /* TB_PARAM_ENUM: NULL-terminated list of the allowed words */
    const char *help;      /* one line for `tabula rules` and the launcher */
} tb_param;

/* Opaque host-owned objects a plugin receives pointers to. */
typedef struct tb_options tb_options; /* validated option values of one game; outlive every
                                         state created with them and all its clones */
typedef struct tb_table tb_table;     /* the match: stacked decks, seat count; same lifetime */
typedef struct tb_view tb_view;       /* a table model being built: borrowed for one view() call */
typedef struct tb_json tb_json;       /* a JSON document being written: borrowed for one call */

/*
 * The pile table (ABI 1.3, optional).  A plugin whose cards all lie in
 * tb_pile fields of its state may declare those piles once — where each
 * lies in the state and who may see it — and let the host do what follows
 * from that alone: the census (every pile in the order declared), a
 * determinize that redeals every card hidden from a seat and not known to
 * it, and the plain view of the piles (host->piles_census,
 * host->piles_determinize, host->piles_view).  From ABI 1.6 a plugin that
 * declares its table leaves the census and determinize hooks NULL and the
 * host calls the first two itself (tb_game.after_redeal, game.h), as
 * plugins/eights/eights.c does; its view calls piles_view.  The loader
 * checks the table when tb_game.piles points to it and refuses a plugin
 * whose table does not fit its state, with a one-line reason.  A game with cards outside piles
 * (a trump card under the stock shown apart, cards in a struct of its own)
 * writes the hooks itself, as before.
 */
typedef struct tb_state tb_state; /* the plugin's game state (tabula/game.h) */

/* Who may see the cards of a pile. */
typedef enum tb_seen {
    TB_SEEN_ALL = 0, /* face up to everyone: a discard pile, a trick, a meld */
    TB_SEEN_OWNER,   /* face up to the seat owning it, face down to the others and to a
                        spectator: a hand (needs TB_PILE_PER_SEAT) */
    TB_SEEN_NONE     /* face down to everyone: a stock */
} tb_seen;

#define TB_PILE_PER_SEAT 1u /* one pile per seat in play: an array, seat 0 first */
#define TB_PILE_SORTED 2u   /* kept in card-code order (tb_aux_pile_sort): a redeal sorts it */

/* One pile, or one per seat, of a state. */
typedef struct tb_pile_decl {
    const char *zone; /* its zone name in the view, < TB_ZONE_NAME_MAX bytes: what the
                         pile is ("hand"); frontends add a seat's name to the zones
                         of a per-seat pile it owns.  "{seat}" in it stands for the
                         owner's number from 1, for a game that wants it too */
    size_t offset;    /* offsetof(struct tb_state, field) of the tb_pile (the first one
                         of a per-seat array) */
    size_t stride;    /* per seat: bytes from one seat's pile to the next; 0 means
                         sizeof(tb_pile), a plain array tb_pile hand[N] */
    unsigned flags;   /* TB_PILE_PER_SEAT, TB_PILE_SORTED */
    int seen;         /* a tb_seen */
    int layout;       /* a tb_layout for its zone */
} tb_pile_decl;

/* Every pile of a state.  Static, read-only data of the plugin, valid until
 * dlclose; its hooks are [any thread] and only read s.
 *
 * Frozen, with tb_pile_decl: neither carries a size field, so both keep
 * their ABI 1.3 layout for every 1.x host and plugin (the test abi-layouts
 * holds them against tests/abi/headers-1.3).  They never grow.  When the
 * pile table must say more, its versioned successor comes whole: a struct
 * tb_pile_table2 that starts with `uint32_t size` (sizeof as the plugin
 * built it; fields only added at its end, the host reads one only when
 * size reaches past it), declared through a new tb_game field piles2 and
 * read by piles_* services of its own; a plugin declares one table or the
 * other, never both. */
typedef struct tb_pile_table {
    size_t state_size;     /* sizeof(struct tb_state): every offset is checked against it */
    size_t players_offset; /* offsetof(struct tb_state, players): an int, the seats in play */
    int has_rng;           /* nonzero: the state keeps its own tb_rng at rng_offset, and a
                              determinized copy reseeds it (its future draws are unknown) */
    size_t rng_offset;     /* offsetof(struct tb_state, rng) */
    const tb_pile_decl *piles;
    size_t n_piles;
    /* The plugin's clone hook: determinize copies the state with it. */
    tb_state *(*clone)(const tb_state *s);
    /* Add face-up card c to the current zone of v: one host->view_card()
     * call with the card's label, pretty form and colour. */
    void (*show_card)(const tb_state *s, tb_card c, tb_view *v);
    /* Optional (NULL: nobody knows a hidden card): nonzero when `seat`
     * knows card `index` of pile `pile` (an index into piles; owner: the
     * seat of a per-seat pile, else -1) although the pile hides it from
     * that seat — a card the seat saw taken from a public pile.  The plain
     * view shows such cards face up, determinize leaves them in place. */
    int (*known)(const tb_state *s, int seat, int pile, int owner, int index);
} tb_pile_table;

#ifdef __cplusplus
}
#endif
#endif
