/* test_aux.c — tabula/aux.h, the header-only helpers plugins use: each
 * helper's exact output, and the entry macro's host-size check; the
 * helpers of aux_moves.h and aux_rounds.h in test_aux_more.c. */
#include "json.h"
#include "services.h"
#include "tabula/aux.h"
#include "tk.h"
#include "view.h"

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

/* The French deck: notation both ways in any case, refusals with the
 * plugin's own message, the deck in code order, the face-up card. */
static const tb_aux_suited french = TB_AUX_FRENCH("\"%.40s\" is no card");
TB_AUX_SUITED_HOOKS(fr, french)

static void test_suited(void)
{
    char buf[TB_CARD_TEXT_MAX], err[TB_ERR_MAX] = "";
    tb_card c = 0, deck[60];
    TK_EQ_INT(tb_aux_suited_deck(&french, deck, 60), 52);
    TK_EQ_INT(deck[0], 1);   /* Ac */
    TK_EQ_INT(deck[12], 13); /* Kc */
    TK_EQ_INT(deck[13], 17); /* Ad */
    TK_EQ_INT(deck[51], 61); /* Ks */
    TK_EQ_INT(tb_aux_suited_deck(&french, deck, 3), 52); /* the count, whatever cap */
    TK_EQ_INT(tb_aux_suited_text(&french, 3 * 16 + 10, buf, sizeof buf), 3);
    TK_EQ_STR(buf, "10s");
    TK_EQ_INT(tb_aux_suited_text(&french, 14, buf, sizeof buf), 1); /* rank 14: no card */
    TK_EQ_STR(buf, "?");
    TK_EQ_INT(tb_aux_suited_text(&french, 4 * 16 + 1, buf, sizeof buf), 1); /* suit 4 */
    TK_EQ_INT(tb_aux_suited_parse(NULL, &french, "qD", &c, err), 0);
    TK_EQ_INT(c, 16 + 12);
    TK_EQ_INT(tb_aux_suited_parse(NULL, &french, "10H", &c, err), 0);
    TK_EQ_INT(c, 2 * 16 + 10);
    static const char *const bad[] = {"1c", "10", "", "Qx", "10ss", "?", "11c"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char want[80];
        snprintf(want, sizeof want, "\"%s\" is no card", bad[i]);
        TK_EQ_INT(tb_aux_suited_parse(NULL, &french, bad[i], &c, err), -1);
        TK_EQ_STR(err, want);
    }
    TK_EQ_INT(fr_deck_cards(NULL, NULL, 1, deck, 60), 0); /* one deck only */
    TK_EQ_INT(fr_parse_card(NULL, NULL, 0, "7c", &c, err), 0);
    TK_EQ_INT(fr_format_card(NULL, NULL, c, buf, sizeof buf), 2);
    TK_EQ_STR(buf, "7c");

    struct tb_state s = {.host = tb_host_table()};
    tb_view v;
    tb_view_init(&v, 0);
    s.host->view_zone(&v, "hand", 0, TB_LAYOUT_FAN);
    fr_show_card(&s, 16 + 10, &v);       /* 10d */
    fr_show_card(&s, 3 * 16 + 13, &v);   /* Ks */
    TK_EQ_STR(v.zones[0].cards[0].label, "10d");
    TK_EQ_STR(v.zones[0].cards[0].pretty, "10♦");
    TK_EQ_INT(v.zones[0].cards[0].colour, TB_COLOUR_RED);
    TK_EQ_STR(v.zones[0].cards[1].pretty, "K♠");
    TK_EQ_INT(v.zones[0].cards[1].colour, TB_COLOUR_BLACK);
    tb_aux_status(s.host, &v, "Round %d of %d", 2, 3);
    TK_EQ_INT(v.n_status, 1);
    TK_EQ_STR(v.status[0], "Round 2 of 3");
    tb_view_free(&v);
}

static int face_value(tb_card c) { return (c & 15) > 10 ? 10 : c & 15; }

/* The tally calculator, the round detail and the outcome rows. */
static void test_tally_detail_outcome(void)
{
    static const tb_aux_tally t = {"hand", face_value, fr_parse_card, fr_format_card,
                                   "unknown kind \"%.40s\"", "%s twice", "nothing: "};
    const tb_host *h = tb_host_table();
    char text[128], err[TB_ERR_MAX] = "";
    tb_json doc;
    tb_json_init(&doc);
    h->json_open(&doc, '{');
    TK_EQ_INT(tb_aux_tally_score(h, NULL, &t, "hand", " kd,3C\t10h ", &doc, text, sizeof text,
                                 err), 0);
    h->json_close(&doc);
    TK_EQ_STR(text, "Kd 10 + 3c 3 + 10h 10 = 23");
    TK_EQ_STR(tb_json_text(&doc), "{\"score\": 23, \"cards\": 3}");
    tb_json_free(&doc);
    tb_json_init(&doc);
    h->json_open(&doc, '{');
    TK_EQ_INT(tb_aux_tally_score(h, NULL, &t, "hand", "", &doc, text, sizeof text, err), 0);
    TK_EQ_STR(text, "nothing: 0");
    TK_EQ_INT(tb_aux_tally_score(h, NULL, &t, "set", "Kd", &doc, text, sizeof text, err), -1);
    TK_EQ_STR(err, "unknown kind \"set\"");
    TK_EQ_INT(tb_aux_tally_score(h, NULL, &t, "hand", "Kd 3c KD", &doc, text, sizeof text, err),
              -1);
    TK_EQ_STR(err, "Kd twice");
    TK_EQ_INT(tb_aux_tally_score(h, NULL, &t, "hand", "Kd 1c", &doc, text, sizeof text, err), -1);
    TK_EQ_STR(err, "\"1c\" is no card");
    tb_json_free(&doc);

    tb_pile hands[2] = {{0}, {0}};
    tb_pile_push(&hands[1], 16 + 13);
    tb_pile_push(&hands[1], 2);
    int scores[2] = {15, 0};
    tb_json_init(&doc);
    tb_aux_round_hands(h, &doc, NULL, fr_format_card, 1, "out", 0, 2, hands, scores);
    TK_EQ_STR(tb_json_text(&doc),
              "{\"round\": 1, \"end\": \"out\", \"winner\": 1, \"players\": [{\"seat\": 1, "
              "\"hand\": [], \"score\": 15}, {\"seat\": 2, \"hand\": [\"Kd\", \"2c\"], "
              "\"score\": 0}]}");
    tb_json_free(&doc);
    tb_json_init(&doc);
    tb_aux_round_hands(h, &doc, NULL, fr_format_card, 1, "out", -1, 2, hands, scores);
    TK_CHECK(strstr(tb_json_text(&doc), "\"winner\": null,") != NULL);
    tb_json_free(&doc);
    tb_json_init(&doc);
    tb_aux_round_hands(h, &doc, NULL, fr_format_card, 3, "out", 0, 2, NULL, scores);
    TK_EQ_STR(tb_json_text(&doc), "{}");
    tb_json_free(&doc);

    int rows[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 9, 9, 9}};
    tb_outcome out;
    memset(&out, 0x55, sizeof out); /* the helper clears it */
    tb_aux_outcome_rows(&out, 1, 42, 2, rows[0], 4, TB_END_TURN_LIMIT);
    TK_EQ_INT(out.over, 1);
    TK_EQ_INT(out.turns, 42);
    TK_EQ_INT(out.rounds, 2);
    TK_EQ_STR(out.end, TB_END_TURN_LIMIT);
    TK_EQ_INT(out.winners, 0);
    TK_EQ_INT(out.score[1][3], 8);
    TK_EQ_INT(out.score[1][4], 0);
    TK_EQ_INT(out.score[2][0], 0); /* only the finished rounds */
}

/* The deal, keeping moves, and a stock refilled from the discards. */
static void test_deal_keep_restock(void)
{
    const tb_host *h = tb_host_table();
    tb_rng r;
    h->rng_seed(&r, 9);
    tb_pile deck = {0}, hands[3];
    deck.n = (uint16_t)tb_aux_suited_deck(&french, deck.c, TB_PILE_MAX);
    TK_EQ_INT(tb_aux_deal(h, NULL, 0, 1, &r, &deck, hands, 3, 5, 1), 0);
    TK_EQ_INT(deck.n, 52 - 15);
    for (int seat = 0; seat < 3; seat++) {
        TK_EQ_INT(hands[seat].n, 5);
        for (int i = 1; i < 5; i++)
            TK_CHECK(hands[seat].c[i - 1] <= hands[seat].c[i]);
    }
    tb_pile all = {0}; /* every card once: nothing made or lost */
    for (int seat = 0; seat < 3; seat++)
        for (int i = 0; i < 5; i++)
            tb_pile_push(&all, hands[seat].c[i]);
    for (int i = 0; i < deck.n; i++)
        tb_pile_push(&all, deck.c[i]);
    tb_aux_pile_sort(&all);
    tb_card fresh[52];
    tb_aux_suited_deck(&french, fresh, 52);
    TK_EQ_INT(all.n, 52);
    TK_CHECK(memcmp(all.c, fresh, sizeof fresh) == 0);

    tb_move out[2];
    memset(out, 0xff, sizeof out);
    toy_move mv = {3, 9};
    TK_EQ_INT(tb_aux_keep(out, 2, 0, &mv, sizeof mv), 1);
    TK_CHECK(memcmp(&out[0], &(tb_move){{3, 9}}, sizeof out[0]) == 0);
    TK_EQ_INT(tb_aux_keep(out, 1, 1, &mv, sizeof mv), 2); /* counted, not written */
    TK_EQ_INT(out[1].b[0], 0xff);

    tb_pile discard = {0}, stock = {0};
    for (tb_card c = 1; c <= 6; c++)
        tb_pile_push(&discard, c);
    tb_aux_restock(h, &discard, &stock, &r);
    TK_EQ_INT(discard.n, 1);
    TK_EQ_INT(discard.c[0], 6); /* the top stays */
    TK_EQ_INT(stock.n, 5);
    tb_aux_pile_sort(&stock);
    static const tb_card rest[] = {1, 2, 3, 4, 5};
    TK_CHECK(memcmp(stock.c, rest, sizeof rest) == 0);
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

void test_aux_more(void); /* test_aux_more.c */

int main(void)
{
    test_refuse_and_split();
    test_moves_and_state();
    test_move_put_and_tail();
    test_piles_and_json();
    test_suited();
    test_tally_detail_outcome();
    test_deal_keep_restock();
    test_entry();
    test_aux_more();
    return tk_done();
}
