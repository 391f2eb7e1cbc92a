/*
 * tabula/host.h — the services the host fills in for plugins.
 *
 * A plugin receives a `const tb_host *` and reaches the host only through it
 * (the Redis-module way): it never includes a host-internal header and links
 * nothing from libtabula.  The table starts with its size and only ever grows
 * at the end: a plugin that needs a service added in minor version N checks
 * `host->size >= offsetof(tb_host, that_service) + sizeof(void *)` first.
 *
 * Ownership: unless a comment says otherwise, pointers passed in are borrowed
 * for the duration of the call, and nothing returned must be freed.
 */
#ifndef TABULA_HOST_H
#define TABULA_HOST_H

#include "tabula/types.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tb_host {
    uint32_t size; /* sizeof(tb_host) as the host was built */
    uint32_t abi;  /* TB_ABI_VERSION of the host */

    /* ---- seeded randomness (the only randomness a plugin may use) ---- */

    /* Seed *r from a 64-bit seed; equal seeds give equal sequences everywhere. */
    void (*rng_seed)(tb_rng *r, uint64_t seed);
    /* Next 64 random bits; advances *r. */
    uint64_t (*rng_next)(tb_rng *r);
    /* Uniform integer in [0, n), unbiased; n must be > 0; advances *r. */
    uint32_t (*rng_below)(tb_rng *r, uint32_t n);

    /* ---- piles of cards (top is c[n - 1]) ---- */

    /* Empty *p. */
    void (*pile_clear)(tb_pile *p);
    /* Put c on top of *p; returns -1 (and changes nothing) when full. */
    int (*pile_push)(tb_pile *p, tb_card c);
    /* Take the top card into *out; returns -1 when *p is empty. */
    int (*pile_draw)(tb_pile *p, tb_card *out);
    /* Index of the first c in *p from the bottom, or -1. */
    int (*pile_find)(const tb_pile *p, tb_card c);
    /* Remove the first c from *p keeping the order of the rest; -1 if absent. */
    int (*pile_remove)(tb_pile *p, tb_card c);
    /* Move the top n cards of *from onto *to, one by one (so their order
     * reverses, as when dealing); -1 and nothing moved if *from holds fewer
     * than n or *to has no room. */
    int (*pile_deal)(tb_pile *from, tb_pile *to, size_t n);
    /* Shuffle *p in place (Fisher-Yates from *r). */
    void (*pile_shuffle)(tb_pile *p, tb_rng *r);

    /*
     * Order a full deck for dealing.  *deck holds every card of the plugin's
     * deck number `deck` (an index into tb_game.decks) in any order; on
     * return its top (c[n - 1]) is the first card to deal.  When the tester
     * stacked that deck for this round (`--deck FILE`, section [name] or
     * [name.round]) the named cards come first in the given order and the
     * rest follow shuffled from *r; otherwise the whole deck is shuffled
     * from *r.  `table` may be NULL (no stacking).  Rounds count from 1.
     * Returns -1 if the stacked cards are not all in *deck (the host checks
     * deck files before play, so this means the plugin built another deck).
     */
    int (*deck_order)(const tb_table *table, int deck, int round, tb_pile *deck_cards, tb_rng *r);

    /* ---- options (validated before the plugin sees them) ---- */

    /* Value of an int key (section.key is found by key alone; keys are unique
     * per game).  Asking for a key the game did not declare returns 0. */
    long (*opt_int)(const tb_options *o, const char *key);
    /* Value of a bool key: 0 or 1. */
    int (*opt_bool)(const tb_options *o, const char *key);
    /* Index of an enum key's value in its choices list. */
    int (*opt_enum)(const tb_options *o, const char *key);
    /* Value of a string key (or any key as text); lives as long as *o. */
    const char *(*opt_str)(const tb_options *o, const char *key);

    /* ---- seats ---- */

    /* The seat after `seat` clockwise (seats count from 0). */
    int (*seat_next)(int players, int seat);

    /* ---- the table model a plugin's view() builds ---- */

    /* Start a new zone.  name: what players call it ("hand", "discard",
     * "set 1:2"); owner: the seat it belongs to, or -1; layout: a tb_layout. */
    void (*view_zone)(tb_view *v, const char *name, int owner, int layout);
    /* Add a face-up card to the current zone.  label: its notation ("-8o");
     * pretty: the same with a glyph ("-8●", UTF-8; NULL = label);
     * colour: a tb_colour.  Strings are copied. */
    void (*view_card)(tb_view *v, const char *label, const char *pretty, int colour);
    /* Add `count` face-down cards to the current zone. */
    void (*view_hidden)(tb_view *v, int count);
    /* Add a status line ("Round 1 of 3", "Ann to move: draw").  Copied. */
    void (*view_status)(tb_view *v, const char *text);

    /* ---- a JSON writer (result detail, score breakdowns) ---- */

    /* Open an object ('{') or an array ('['); commas are the host's job. */
    void (*json_open)(tb_json *j, char bracket);
    /* Close the innermost open object or array. */
    void (*json_close)(tb_json *j);
    /* Write a key inside an object; the value follows with one call below. */
    void (*json_key)(tb_json *j, const char *key);
    void (*json_int)(tb_json *j, long v);
    void (*json_str)(tb_json *j, const char *s); /* escaped by the host */
    void (*json_bool)(tb_json *j, int v);
    void (*json_null)(tb_json *j);

    /* ---- scores ---- */

    /* Fill rank[seat] (1 = best; shared ranks on ties) from the totals of *o
     * for `players` seats; returns the bitmask of the winning seats. */
    uint32_t (*score_rank)(const tb_outcome *o, int players, int lowest_wins, int *rank);
} tb_host;

#ifdef __cplusplus
}
#endif
#endif
