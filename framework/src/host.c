/* host.c — the service table every plugin receives (see tabula/host.h). */
#include "i18n.h"
#include "services.h"

static const tb_host host_table = {
    .size = sizeof(tb_host),
    .abi = TB_ABI_VERSION,
    .rng_seed = tb_rng_seed,
    .rng_next = tb_rng_next,
    .rng_below = tb_rng_below,
    .pile_clear = tb_pile_clear,
    .pile_push = tb_pile_push,
    .pile_draw = tb_pile_draw,
    .pile_find = tb_pile_find,
    .pile_remove = tb_pile_remove,
    .pile_deal = tb_pile_deal,
    .pile_shuffle = tb_pile_shuffle,
    .deck_order = tb_deck_order,
    .opt_int = tb_opt_int,
    .opt_bool = tb_opt_bool,
    .opt_enum = tb_opt_enum,
    .opt_str = tb_opt_str,
    .seat_next = tb_seat_next,
    .view_zone = tb_view_zone,
    .view_card = tb_view_card,
    .view_hidden = tb_view_hidden,
    .view_status = tb_view_status,
    .json_open = tb_json_open,
    .json_close = tb_json_close,
    .json_key = tb_json_key,
    .json_int = tb_json_int,
    .json_str = tb_json_str,
    .json_bool = tb_json_bool,
    .json_null = tb_json_null,
    .score_rank = tb_score_rank,
    .view_seat_name = tb_view_seat_name,
    .view_break = tb_view_break,
    .tr = tb_i18n_tr,
    .ntr = tb_i18n_ntr,
    .piles_census = tb_piles_census,
    .piles_determinize = tb_piles_determinize,
    .piles_view = tb_piles_view,
    .view_zone_key = tb_view_zone_key,
};

const tb_host *tb_host_table(void)
{
    return &host_table;
}
