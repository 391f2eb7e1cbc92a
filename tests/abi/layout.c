/*
 * layout.c — the ABI's layouts as lines "TYPE.FIELD OFFSET SIZE" (and
 * "sizeof TYPE N" for the types that never grow).  Built once against the
 * live headers and once against each frozen headers-V/ (abi-layouts): every
 * line a frozen build prints must be printed, the same, by the live one —
 * no field moved or changed size, no frozen struct (tb_setup, the pile
 * table, the value types) grew.  Only the ends of tb_game and tb_host may
 * grow, each with its size field.
 */
#include <stddef.h>
#include <stdio.h>

#include "tabula/tabula.h"

#define F(T, f) printf("%s.%s %zu %zu\n", #T, #f, offsetof(T, f), sizeof(((T *)0)->f))
#define S(T) printf("sizeof %s %zu\n", #T, sizeof(T))

int main(void)
{
    /* Value types and tb_setup: frozen whole. */
    S(tb_card), S(tb_pile), S(tb_rng), S(tb_move), S(tb_outcome), S(tb_param), S(tb_setup);
    F(tb_pile, n), F(tb_pile, c);
    F(tb_outcome, over), F(tb_outcome, rounds), F(tb_outcome, turns), F(tb_outcome, end);
    F(tb_outcome, winners), F(tb_outcome, score);
    F(tb_param, section), F(tb_param, key), F(tb_param, type), F(tb_param, def);
    F(tb_param, min), F(tb_param, max), F(tb_param, choices), F(tb_param, help);
    F(tb_setup, players), F(tb_setup, options), F(tb_setup, table), F(tb_setup, seed);

    /* The descriptor: every field where it was. */
    F(tb_game, size), F(tb_game, abi), F(tb_game, name), F(tb_game, title), F(tb_game, version);
    F(tb_game, rules), F(tb_game, min_players), F(tb_game, max_players);
    F(tb_game, default_players), F(tb_game, lowest_wins), F(tb_game, params), F(tb_game, n_params);
    F(tb_game, decks), F(tb_game, bots), F(tb_game, default_bot), F(tb_game, create);
    F(tb_game, clone), F(tb_game, destroy), F(tb_game, to_move), F(tb_game, legal_moves);
    F(tb_game, apply), F(tb_game, parse_move), F(tb_game, format_move), F(tb_game, view);
    F(tb_game, outcome), F(tb_game, round_detail), F(tb_game, census), F(tb_game, move_bound);
    F(tb_game, deck_cards), F(tb_game, parse_card), F(tb_game, format_card);
    F(tb_game, determinize), F(tb_game, bot_move), F(tb_game, score);

    /* The host table: every service where it was. */
    F(tb_host, size), F(tb_host, abi), F(tb_host, rng_seed), F(tb_host, rng_next);
    F(tb_host, rng_below), F(tb_host, pile_clear), F(tb_host, pile_push), F(tb_host, pile_draw);
    F(tb_host, pile_find), F(tb_host, pile_remove), F(tb_host, pile_deal);
    F(tb_host, pile_shuffle), F(tb_host, deck_order), F(tb_host, opt_int), F(tb_host, opt_bool);
    F(tb_host, opt_enum), F(tb_host, opt_str), F(tb_host, seat_next), F(tb_host, view_zone);
    F(tb_host, view_card), F(tb_host, view_hidden), F(tb_host, view_status);
    F(tb_host, json_open), F(tb_host, json_close), F(tb_host, json_key), F(tb_host, json_int);
    F(tb_host, json_str), F(tb_host, json_bool), F(tb_host, json_null), F(tb_host, score_rank);
#if TB_ABI_MINOR >= 1
    F(tb_host, view_seat_name), F(tb_host, view_break);
#endif
#if TB_ABI_MINOR >= 2
    F(tb_game, text_domain);
    F(tb_host, tr), F(tb_host, ntr);
#endif
#if TB_ABI_MINOR >= 3
    /* The pile table: frozen whole at 1.3 (types.h). */
    S(tb_pile_table), S(tb_pile_decl);
    F(tb_pile_decl, zone), F(tb_pile_decl, offset), F(tb_pile_decl, stride);
    F(tb_pile_decl, flags), F(tb_pile_decl, seen), F(tb_pile_decl, layout);
    F(tb_pile_table, state_size), F(tb_pile_table, players_offset), F(tb_pile_table, has_rng);
    F(tb_pile_table, rng_offset), F(tb_pile_table, piles), F(tb_pile_table, n_piles);
    F(tb_pile_table, clone), F(tb_pile_table, show_card), F(tb_pile_table, known);
    F(tb_game, piles);
    F(tb_host, piles_census), F(tb_host, piles_determinize), F(tb_host, piles_view);
#endif
#if TB_ABI_MINOR >= 4
    F(tb_game, apply_listed), F(tb_game, search_options);
#endif
#if TB_ABI_MINOR >= 5
    F(tb_game, random_move);
#endif
#if TB_ABI_MINOR >= 6
    F(tb_game, after_redeal);
    F(tb_game, rules_value);
#endif
#if TB_ABI_MINOR >= 7
    F(tb_game, scores_by_round);
#endif
#if TB_ABI_MINOR >= 8
    F(tb_host, view_zone_key);
#endif
    return 0;
}
