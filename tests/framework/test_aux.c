/* test_aux.c — tabula/aux.h, the helpers several plugins share: each
 * helper's exact output, and the entry macro's host-size check. */
#include "json.h"
#include "services.h"
#include "tabula/aux.h"
#include "tk.h"
#include "view.h"

typedef struct toy_move {
    uint8_t kind, card;
} toy_move;

TB_AUX_MOVE_CODEC(toy, toy_move)

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
    TK_EQ_INT(tb_aux_split(" \t ", w, 3), 0);
    TK_EQ_INT(tb_aux_split("a b c d", w, 3), -1);
    TK_EQ_INT(tb_aux_split("abcdefghijklmnopqrstuvwxyz", w, 3), -1);
    TK_EQ_INT(tb_aux_split("abcdefghijklmnopqrstuvw", w, 3), 1); /* 23 bytes: the longest */
}

static void test_codec(void)
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

/* A hand sorted by code (identical copies kept together), a JSON member,
 * a status line cut at 255 bytes. */
static void test_pile_json_status(void)
{
    tb_pile p = {0};
    static const tb_card cards[] = {7, 3, 7, 1, 7};
    for (size_t i = 0; i < 5; i++)
        tb_pile_push(&p, cards[i]);
    tb_aux_pile_sort(&p);
    static const tb_card sorted[] = {1, 3, 7, 7, 7};
    TK_CHECK(memcmp(p.c, sorted, sizeof sorted) == 0);

    const tb_host *h = tb_host_table();
    tb_json doc;
    tb_json *j = &doc;
    tb_json_init(j);
    h->json_open(j, '{');
    tb_aux_json_int(h, j, "round", 2);
    tb_aux_json_int(h, j, "left", -40);
    h->json_close(j);
    TK_EQ_STR(tb_json_text(j), "{\"round\": 2, \"left\": -40}");
    tb_json_free(j);

    tb_view v;
    char long_line[400];
    memset(long_line, 'a', sizeof long_line - 1);
    long_line[sizeof long_line - 1] = '\0';
    tb_view_init(&v, 0);
    tb_aux_status(h, &v, "Round %d of %d", 2, 3);
    tb_aux_status(h, &v, "%s", long_line);
    TK_EQ_INT(v.n_status, 2);
    TK_EQ_STR(v.status[0], "Round 2 of 3");
    TK_EQ_INT(strlen(v.status[1]), 255);
    tb_view_free(&v);
}

/* Without a text domain or a host the English msgid comes back. */
static void test_tr(void)
{
    TK_EQ_STR(tb_aux_tr(NULL, "the game is over"), "the game is over");
    TK_EQ_STR(tb_aux_ntr(NULL, "%d card", "%d cards", 1), "%d card");
    TK_EQ_STR(tb_aux_ntr(NULL, "%d card", "%d cards", 2), "%d cards");
    TK_EQ_STR(tb_aux_tr(tb_host_table(), "no such message"), "no such message");
}

/* The entry refuses another major version and a host table that ends
 * before the newest service the plugin calls. */
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
    test_codec();
    test_move_put_and_tail();
    test_pile_json_status();
    test_tr();
    test_entry();
    return tk_done();
}
