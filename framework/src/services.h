/*
 * services.h — the host services behind the tb_host table, as plain
 * functions the host itself calls too.  Plugins reach them only through the
 * table built in host.c.
 */
#ifndef TB_SERVICES_H
#define TB_SERVICES_H

#include "tabula/tabula.h"

#include "rng.h" /* tb_rng_next, tb_rng_below */

/* rng.c */
void tb_rng_seed(tb_rng *r, uint64_t seed);
uint64_t tb_rng_derive(uint64_t seed, uint64_t stream);

/* pile.c */
void tb_pile_clear(tb_pile *p);
int tb_pile_push(tb_pile *p, tb_card c);
int tb_pile_draw(tb_pile *p, tb_card *out);
int tb_pile_find(const tb_pile *p, tb_card c);
int tb_pile_remove(tb_pile *p, tb_card c);
int tb_pile_deal(tb_pile *from, tb_pile *to, size_t n);
void tb_pile_shuffle(tb_pile *p, tb_rng *r);
void tb_cards_shuffle(tb_card *c, size_t n, tb_rng *r); /* Fisher-Yates, as pile_shuffle */
void tb_cards_sort(tb_card *c, size_t n);                /* in card-code order */
int tb_card_cmp(const void *a, const void *b);           /* that order, for qsort and bsearch */

/* pile_table.c (ABI 1.3) */
size_t tb_piles_census(const tb_pile_table *t, const tb_state *s, tb_card *out, size_t cap);
tb_state *tb_piles_determinize(const tb_pile_table *t, const tb_state *s, int seat, tb_rng *r);
/* The same redeal with the n_keep cards of keep (sorted) left where they
 * lie in s: cards the seat has seen since s, which a deal of s must hold
 * where they really were (infer.c). */
tb_state *tb_piles_determinize_keep(const tb_pile_table *t, const tb_state *s, int seat,
                                    tb_rng *r, const tb_card *keep, size_t n_keep);
/* The cards hidden from seat in `then` (an earlier state of the same game)
 * that seat sees in `now`, sorted, at most cap of them; their count. */
size_t tb_piles_revealed(const tb_pile_table *t, const tb_state *then, const tb_state *now,
                         int seat, tb_card *out, size_t cap);
/* Whether seat sees the same piles in a and b: the same cards in those it
 * sees, the same sizes in the others. */
int tb_piles_same_sight(const tb_pile_table *t, const tb_state *a, const tb_state *b, int seat);
/* Swap two of the cards of d a redeal for seat may move (those
 * tb_piles_determinize_keep deals), every pair alike but two of one sorted
 * pile: 0, or -1 when no such pair was found. */
int tb_piles_swap_unseen(const tb_pile_table *t, tb_state *d, int seat, tb_rng *r,
                         const tb_card *keep, size_t n_keep);
/* Shuffle those cards of d within each pile (none moves to another) and
 * reseed the state's own rng: the order a seat never saw, dealt afresh. */
void tb_piles_mix_unseen(const tb_pile_table *t, tb_state *d, int seat, tb_rng *r,
                         const tb_card *keep, size_t n_keep);
void tb_piles_view(const tb_pile_table *t, const tb_state *s, int seat, tb_view *v);
/* The loader's check of a declared table for a game of at most max_players
 * seats: 0, or -1 with "its pile table ..." in err. */
int tb_pile_table_check(const tb_pile_table *t, int max_players, char *err, size_t errlen);
/* Game g's census and determinize as the host calls them: its own hooks,
 * or (ABI 1.6) the host's on its pile table when it declares one and
 * leaves the hook NULL (determinize then calls g->after_redeal).
 * tb_game_determinizes: whether there is a determinize at all;
 * tb_game_pile_defaults: whether the host stands in for a NULL census or
 * determinize (a pile table, and a plugin built for 1.6 or later);
 * tb_game_host_deals: whether the host's redeal of the pile table is the
 * game's determinize (no hook of its own), which `infer` builds on. */
size_t tb_game_census(const tb_game *g, const tb_state *s, tb_card *out, size_t cap);
tb_state *tb_game_determinize(const tb_game *g, const tb_state *s, int seat, tb_rng *r);
int tb_game_determinizes(const tb_game *g);
int tb_game_pile_defaults(const tb_game *g);
int tb_game_host_deals(const tb_game *g);

/* deck_order.c */
int tb_deck_order(const tb_table *t, int deck, int round, tb_pile *cards, tb_rng *r);

/* seats.c */
/* The game's outcome() of s into *out, zeroed first as game.h promises (a
 * plugin may clear *out but need not).  Every call of the hook from the
 * host, the frontends and the test kit goes through here or the next. */
void tb_outcome_of(const tb_game *g, const tb_state *s, tb_outcome *out);
/* outcome() again into the *out of this game's previous tb_outcome_of()
 * or tb_outcome_again(): zeroed as game.h promises, by clearing only the
 * header and the rows the previous call could write (below max(rounds, 1),
 * which `check` enforces).  sim reads every turn: a whole clear was a
 * tenth of a Face to Face game. */
void tb_outcome_again(const tb_game *g, const tb_state *s, tb_outcome *out);
int tb_seat_next(int players, int seat);
uint32_t tb_score_rank(const tb_outcome *o, int players, int lowest_wins, int *rank);
long tb_outcome_total(const tb_outcome *o, int seat);

/* options.c (accessors) */
long tb_opt_int(const tb_options *o, const char *key);
int tb_opt_bool(const tb_options *o, const char *key);
int tb_opt_enum(const tb_options *o, const char *key);
const char *tb_opt_str(const tb_options *o, const char *key);

/* view.c */
void tb_view_zone(tb_view *v, const char *name, int owner, int layout);
void tb_view_card(tb_view *v, const char *label, const char *pretty, int colour);
void tb_view_hidden(tb_view *v, int count);
void tb_view_status(tb_view *v, const char *text);
const char *tb_view_seat_name(const tb_view *v, int seat);
void tb_view_break(tb_view *v);
void tb_view_zone_key(tb_view *v, const char *key);

/* json.c */
void tb_json_open(tb_json *j, char bracket);
void tb_json_close(tb_json *j);
void tb_json_key(tb_json *j, const char *key);
void tb_json_int(tb_json *j, long v);
void tb_json_str(tb_json *j, const char *s);
void tb_json_bool(tb_json *j, int v);
void tb_json_null(tb_json *j);

/* host.c: the table every plugin receives. */
const tb_host *tb_host_table(void);

#endif
