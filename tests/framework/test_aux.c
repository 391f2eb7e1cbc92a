/* test_aux.c — tabula/aux.h, the header-only helpers plugins use: each
 * helper's exact output, and the entry macro's host-size check. */
#include "json.h"
#include "services.h"
#include "tabula/aux.h"
#include "tk.h"

struct tb_state {
    const tb_host *host;
    tb_pile hand;
    int turn;
};

typedef struct toy_move {
    uint8_t kind, card;
} toy_move;

TB_AUX_MOVE_CODEC(toy, toy_move)
TB_AUX_PLAIN_STATE(toy)

static const tb_game aux_game = {.size = sizeof(tb_game), .abi = TB_ABI_VERSION, .name = "aux"};
TB_AUX_ENTRY(aux_game, view_break)

static void test_refuse_and_split(void)
{
    char err[TB_ERR_MAX];
    TK_EQ_INT(tb_aux_refuse(err, "%s is not in your hand", "8h"), -1);
    TK_EQ_STR(err, "8h is not in your hand");
    char w[3][TB_AUX_WORD];
    TK_EQ_INT(tb_aux_split("  Play\t8H  S ", w, 3), 3);
    TK_EQ_STR(w[0], "play");
    TK_EQ_STR(w[1], "8h");
    TK_EQ_STR(w[2], "s");
    TK_EQ_INT(tb_aux_split("", w, 3), 0);
    TK_EQ_INT(tb_aux_split("a b c d", w, 3), -1);
    TK_EQ_INT(tb_aux_split("abcdefghijklmnopqrstuvwxyz", w, 3), -1);
}

static void test_moves_and_state(void)
{
    tb_move m = toy_pack((toy_move){2, 37});
    TK_EQ_INT(m.b[0], 2);
    TK_EQ_INT(m.b[1], 37);
    TK_CHECK(tb_aux_move_tail_clear(&m, sizeof(toy_move)));
    toy_move back = toy_unpack(&m);
    TK_EQ_INT(back.kind, 2);
    TK_EQ_INT(back.card, 37);
    m.b[TB_MOVE_BYTES - 1] = 1;
    TK_CHECK(!tb_aux_move_tail_clear(&m, sizeof(toy_move)));

    tb_state s = {.host = tb_host_table(), .turn = 3};
    tb_pile_push(&s.hand, 9);
    tb_state *c = toy_clone(&s);
    TK_CHECK(c != NULL && memcmp(c, &s, sizeof s) == 0);
    toy_destroy(c);
    toy_destroy(NULL);
}

/* tb_aux_move_put writes the head's bytes and zeros everywhere else, and
 * tb_aux_move_tail_clear looks exactly at the bytes from `used` on, for
 * every `used` (the first word's used bytes are shifted out, not cleared). */
static void test_move_put_and_tail(void)
{
    tb_move m;
    memset(&m, 0xa5, sizeof m);
    uint8_t head[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    uint64_t word;
    memcpy(&word, head, sizeof word);
    tb_aux_move_put(&m, word);
    TK_CHECK(memcmp(m.b, head, sizeof head) == 0);
    int rest_zero = 1;
    for (size_t i = sizeof head; i < TB_MOVE_BYTES; i++)
        rest_zero &= m.b[i] == 0;
    TK_CHECK(rest_zero);
    TK_CHECK(tb_aux_move_tail_clear(&m, 8));
    TK_CHECK(!tb_aux_move_tail_clear(&m, 7));
    for (size_t used = 0; used < TB_MOVE_BYTES; used++) {
        int right = 1;
        for (size_t at = 0; at < TB_MOVE_BYTES; at++) {
            memset(&m, 0, sizeof m);
            m.b[at] = 0x80;
            right &= tb_aux_move_tail_clear(&m, used) == (at < used);
        }
        TK_CHECK(right);
    }
}

static void test_piles_and_json(void)
{
    tb_pile p = {0};
    static const tb_card cards[] = {7, 3, 7, 1, 7};
    for (size_t i = 0; i < 5; i++)
        tb_pile_push(&p, cards[i]);
    tb_aux_pile_sort(&p);
    static const tb_card sorted[] = {1, 3, 7, 7, 7};
    TK_CHECK(memcmp(p.c, sorted, sizeof sorted) == 0);
    TK_EQ_INT(tb_aux_pile_count(&p, 7), 3);
    TK_EQ_INT(tb_aux_pile_count(&p, 2), 0);

    const tb_host *h = tb_host_table();
    tb_json doc;
    tb_json *j = &doc;
    tb_json_init(j);
    h->json_open(j, '{');
    tb_aux_json_int(h, j, "round", 2);
    tb_aux_json_str(h, j, "end", "out");
    tb_aux_json_bool(h, j, "blocked", 0);
    h->json_close(j);
    TK_EQ_STR(tb_json_text(j), "{\"round\": 2, \"end\": \"out\", \"blocked\": false}");
    tb_json_free(j);
}

/* The entry refuses another major version and a host table that ends
 * before the last service the plugin calls, and accepts a longer one. */
static void test_entry(void)
{
    tb_host h = *tb_host_table();
    TK_CHECK(tabula_plugin_entry(TB_ABI_VERSION, &h) == &aux_game);
    TK_CHECK(tabula_plugin_entry((TB_ABI_MAJOR + 1) << 16, &h) == NULL);
    TK_CHECK(tabula_plugin_entry(TB_ABI_VERSION, NULL) == NULL);
    h.size = (uint32_t)offsetof(tb_host, view_break); /* a host without view_break */
    TK_CHECK(tabula_plugin_entry(TB_ABI_VERSION, &h) == NULL);
    h.size = (uint32_t)sizeof h + 64; /* a newer host */
    TK_CHECK(tabula_plugin_entry(TB_ABI_VERSION, &h) == &aux_game);
}

int main(void)
{
    test_refuse_and_split();
    test_moves_and_state();
    test_move_put_and_tail();
    test_piles_and_json();
    test_entry();
    return tk_done();
}
