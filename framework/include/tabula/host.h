/*
 * tabula/host.h — the services the host fills in for plugins.
 *
 * A plugin receives a `const tb_host *` and reaches the host only through it
 * (the Redis-module way): it never includes a host-internal header and links
 * nothing from libtabula.  The table starts with its size and only ever grows
 * at the end: a plugin that needs a service added in minor version N checks
 * `host->size >= offsetof(tb_host, that_service) + sizeof(void *)` first.
 *
 * Lifetime: the table itself lives for the life of the plugin — from the
 * entry point's call until the host unloads the plugin, which it does only
 * after destroying every state.  Keep the pointer in each state (every
 * shipped plugin does) and copy it into clones.
 *
 * Threads: every service is [any thread] and reentrant; each touches only
 * the values passed to it, so two threads may use the table at once on
 * different piles, rngs, views or JSON documents.  The view_* calls are valid
 * only during the view() hook that received the tb_view, the json_* calls
 * only during the round_detail() or score() hook that received the tb_json.
 *
 * Ownership: unless a comment says otherwise, pointers passed in are borrowed
 * for the duration of the call (strings are copied when kept), and nothing
 * returned must be freed.
 *
 * Limits (tabula/types.h): view_card keeps TB_LABEL_MAX - 1 bytes of a label
 * and TB_PRETTY_MAX - 1 of its pretty form, view_zone TB_ZONE_NAME_MAX - 1
 * of a name, cutting the rest (a label is best kept under 12 columns so a
 * frontend can draw it on a card); a pile holds TB_PILE_MAX cards.
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

    /* ---- options (validated before the plugin sees them) ----
     * *o outlives every state created with it and all their clones: keep the
     * pointer (tb_setup.options) and ask again whenever needed. */

    /* Value of an int key (section.key is found by key alone; keys are unique
     * per game).  Asking for a key the game did not declare returns 0. */
    long (*opt_int)(const tb_options *o, const char *key);
    /* Value of a bool key: 0 or 1. */
    int (*opt_bool)(const tb_options *o, const char *key);
    /* Index of an enum key's value in its choices list. */
    int (*opt_enum)(const tb_options *o, const char *key);
    /* Value of a string key (or any key as text); lives as long as *o.
     * Any key's value as text is what a `rules` text or a view may quote:
     * opt_str(o, "rounds") gives "3" for an int key. */
    const char *(*opt_str)(const tb_options *o, const char *key);

    /* ---- seats ---- */

    /* The seat after `seat` clockwise (seats count from 0). */
    int (*seat_next)(int players, int seat);

    /* ---- the table model a plugin's view() builds ---- */

    /* Start a new zone.  name: what players call it ("hand", "discard",
     * "set 1:2"); owner: the seat it belongs to, or -1; layout: a tb_layout
     * (see tabula/types.h for how each is drawn).  Copied. */
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

    /* ---- added in ABI 1.1: check host->size before use (TB_HOST_HAS) ---- */

    /* The name of `seat` in the match the view is drawn for ("Ann", "greedy
     * 2"), for status lines ("Ann to move"); "seat N" (from 1) where the view
     * has no match (the conformance check, sim), "" for no such seat.  Valid
     * during the view() call that received v.  Zones need no names: the
     * frontends label a zone by its owner's name themselves.  A view must
     * still hide the same cards whatever the names are. */
    const char *(*view_seat_name)(const tb_view *v, int seat);
    /* Start a new row inside the current zone: the next card added begins
     * it (a GRID of melds, a tableau's columns).  The text protocol writes
     * " |" between rows; the tui starts a new screen line. */
    void (*view_break)(tb_view *v);

    /* ---- added in ABI 1.2: check host->size before use (TB_HOST_HAS) ---- */

    /* msgid translated through the plugin's own gettext text domain (the
     * tb_game.text_domain the host bound when it loaded the plugin) into
     * the player's language, or msgid itself when there is no translation,
     * the domain is NULL, or msgid is NULL or "".  The result lives until
     * the plugin is unloaded; it is never to be freed or written.  The
     * usual caller is tb_aux_tr() (tabula/aux.h).  [any thread] */
    const char *(*tr)(const char *domain, const char *msgid);
    /* The same with a plural: the form of msgid (singular) / plural that
     * the language uses for the number n (Polish has three; English gives
     * msgid when n == 1, else plural).  tb_aux_ntr().  [any thread] */
    const char *(*ntr)(const char *domain, const char *msgid, const char *plural,
                       unsigned long n);

    /* ---- added in ABI 1.3: check host->size before use (TB_HOST_HAS) ----
     * The pile table (tabula/types.h): what follows from where a state's
     * piles lie and who may see them.  t is the plugin's static table; a
     * state whose seat count or pile sizes are out of range gives nothing
     * (0 cards, NULL, no zones) rather than reading past its piles. */

    /* The census hook: every card of every declared pile, in the order
     * declared (a per-seat pile seat by seat), each pile bottom first;
     * writes at most cap, returns the count.  [any thread] */
    size_t (*piles_census)(const tb_pile_table *t, const tb_state *s, tb_card *out, size_t cap);
    /* The determinize hook: a copy of s (t->clone) in which every card
     * hidden from `seat` (-1: a spectator) and not known to it is redealt
     * from *r among the hidden places, each pile keeping its size: one
     * pool for every hidden pile (a game whose hidden places hold kinds of
     * card that never mix writes its own determinize, which may call this
     * for one kind).  The pool is in card order before the shuffle, so the
     * redeal depends only on what the seat knows; the piles are refilled in
     * the order declared, each from its top down, drawing from the pool's
     * top; a TB_PILE_SORTED pile is sorted after; the copy's own rng is
     * reseeded from *r.  NULL when the copy fails.  [any thread] [owner:
     * caller, the plugin's destroy()] */
    tb_state *(*piles_determinize)(const tb_pile_table *t, const tb_state *s, int seat,
                                   tb_rng *r);
    /* The piles as `seat` may see them: one zone per pile (per seat for a
     * per-seat pile, owned by that seat), in the order declared; the cards
     * the seat may see through t->show_card, face up; of a hidden pile,
     * the cards the seat knows face up, then view_hidden() of the rest.
     * A view() hook adds its status lines and calls it.  [any thread] */
    void (*piles_view)(const tb_pile_table *t, const tb_state *s, int seat, tb_view *v);

    /* ---- added in ABI 1.8: check host->size before use (TB_HOST_HAS) ---- */

    /* Give the current zone (the last view_zone) its key: what the zone
     * is, in words no language and no turn of play changes ("hand",
     * "discard", "set 2:1" where the name says "set 2:1 (11) locked").
     * A client of the text protocol finds a zone again by its key and
     * owner from one view to the next and in every language; the name is
     * for people.  Printable ASCII, no blank at either end, at most
     * TB_ZONE_NAME_MAX - 1 bytes; no two zones of one view share a key and
     * an owner (`tabula check` refuses either).  A zone without a key has
     * none in the protocol (null); a pile table's zones get their declared
     * name as their key.  Copied; before any view_zone it does nothing.
     * tb_aux_view_zone() (tabula/aux.h) starts a zone with both.  [any
     * thread] */
    void (*view_zone_key)(tb_view *v, const char *key);
} tb_host;

/* Whether the host table h has `service` (a service added after ABI 1.0):
 * TB_HOST_HAS(host, view_seat_name). */
#define TB_HOST_HAS(h, service) \
    ((h)->size >= offsetof(tb_host, service) + sizeof((h)->service))

#ifdef __cplusplus
}
#endif
#endif
