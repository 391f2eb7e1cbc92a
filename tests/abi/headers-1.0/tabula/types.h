/*
 * tabula/types.h — the plain value types shared by the host and every plugin.
 *
 * Everything here is a value: it can be copied with memcpy, compared with
 * memcmp and stored inside a plugin's game state, so that cloning a state is
 * one copy and a state never points into host memory it does not own.
 * The functions that operate on these values live in the host table
 * (tabula/host.h); a plugin links nothing from the host.
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
 * A card is a small code chosen by the plugin (e.g. suit * 32 + rank).  The
 * host never interprets it: it stores, moves, shuffles and counts cards, and
 * asks the plugin to parse or print them.  Two physical cards that must be told
 * apart (two decks, one per player) need different codes.
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
 * How a game stands: filled by the plugin's outcome() hook at any time, read by
 * the host for the score sheet, the result JSON and the ranking.
 */
typedef struct tb_outcome {
    int over;          /* nonzero once the game has ended */
    int rounds;        /* rows of score[] in use (rounds finished) */
    int turns;         /* turns taken so far (a turn is one seat's go) */
    const char *end;   /* static string: "normal", "turn_limit", "stuck", ... */
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

/* How a frontend lays out one zone of the table model. */
typedef enum tb_layout {
    TB_LAYOUT_ROW = 0,  /* cards side by side, all visible */
    TB_LAYOUT_STACK,    /* a pile: the top card and a count */
    TB_LAYOUT_FAN,      /* a hand */
    TB_LAYOUT_GRID      /* a table of sets, one per line */
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
typedef struct tb_options tb_options; /* validated option values of one game */
typedef struct tb_table tb_table;     /* the match: stacked decks, seat count */
typedef struct tb_view tb_view;       /* a table model being built by view() */
typedef struct tb_json tb_json;       /* a JSON document being written */

#ifdef __cplusplus
}
#endif
#endif
