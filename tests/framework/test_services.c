/* test_services.c — piles, stacked decks, options, JSON, ranking, views,
 * seat names and row breaks in views, option values in rules text. */
#include <stdlib.h>

#include "json.h"
#include "options.h"
#include "rules_text.h"
#include "services.h"
#include "decks.h"
#include "tk.h"
#include "toy_game.h"
#include "view.h"

static void test_piles(void)
{
    tb_pile a, b;
    tb_pile_clear(&a);
    tb_pile_clear(&b);
    for (tb_card c = 1; c <= 5; c++)
        TK_EQ_INT(tb_pile_push(&a, c), 0);
    tb_card top;
    TK_EQ_INT(tb_pile_draw(&a, &top), 0);
    TK_EQ_INT(top, 5);
    TK_EQ_INT(tb_pile_find(&a, 3), 2);
    TK_EQ_INT(tb_pile_find(&a, 9), -1);
    TK_EQ_INT(tb_pile_remove(&a, 2), 0);
    TK_EQ_INT(a.n, 3);
    TK_EQ_INT(a.c[0], 1);
    TK_EQ_INT(a.c[1], 3);
    TK_EQ_INT(a.c[3], 0); /* freed slots are zeroed, so equal piles memcmp equal */
    TK_EQ_INT(tb_pile_remove(&a, 2), -1);
    /* Dealing moves the top cards one by one: their order reverses. */
    TK_EQ_INT(tb_pile_deal(&a, &b, 2), 0);
    TK_EQ_INT(b.n, 2);
    TK_EQ_INT(b.c[0], 4);
    TK_EQ_INT(b.c[1], 3);
    TK_EQ_INT(tb_pile_deal(&a, &b, 5), -1);
    TK_EQ_INT(a.n, 1); /* a refused deal moves nothing */
    tb_pile full;
    tb_pile_clear(&full);
    for (int i = 0; i < TB_PILE_MAX; i++)
        tb_pile_push(&full, 1);
    TK_EQ_INT(tb_pile_push(&full, 2), -1);
    tb_pile_clear(&b);
    TK_EQ_INT(tb_pile_draw(&b, &top), -1);

    /* A shuffle is a permutation, fixed by the seed. */
    tb_pile p, q;
    tb_pile_clear(&p);
    for (tb_card c = 1; c <= 40; c++)
        tb_pile_push(&p, c);
    q = p;
    tb_rng r1, r2;
    tb_rng_seed(&r1, 5);
    tb_rng_seed(&r2, 5);
    tb_pile_shuffle(&p, &r1);
    tb_pile_shuffle(&q, &r2);
    TK_CHECK(memcmp(&p, &q, sizeof p) == 0);
    int sum = 0, moved = 0;
    for (int i = 0; i < 40; i++) {
        sum += p.c[i];
        moved += p.c[i] != i + 1;
    }
    TK_EQ_INT(sum, 820);
    TK_CHECK(moved > 20);
}

static tb_options *toy_options(void)
{
    char err[256];
    tb_options *o = tb_options_new(&toy_game, err, sizeof err);
    TK_CHECK(o != NULL);
    return o;
}

static void test_stacked_decks(void)
{
    tb_options *o = toy_options();
    tb_table *t = tb_table_new(2);
    char err[512];
    TK_EQ_INT(tb_table_parse_decks(t, &toy_game, o,
                                   "# a scripted deal\n[main]\n7 3   # top two\n[main.2]\n1\n",
                                   "deck.txt", err, sizeof err),
              0);
    TK_EQ_INT(t->n_stacks, 2);
    tb_pile deck;
    tb_pile_clear(&deck);
    for (tb_card c = 1; c <= 10; c++)
        tb_pile_push(&deck, c);
    tb_rng r;
    tb_rng_seed(&r, 1);
    TK_EQ_INT(tb_deck_order(t, 0, 1, &deck, &r), 0);
    TK_EQ_INT(deck.n, 10);
    TK_EQ_INT(deck.c[9], 7); /* the top is dealt first */
    TK_EQ_INT(deck.c[8], 3);
    int sum = 0;
    for (int i = 0; i < 10; i++)
        sum += deck.c[i];
    TK_EQ_INT(sum, 55);
    /* Round 2 has its own stack; deck 1 (spare) has none: plain shuffle. */
    TK_EQ_INT(tb_deck_order(t, 0, 2, &deck, &r), 0);
    TK_EQ_INT(deck.c[9], 1);

    /* Every refusal names the file and line. */
    static const struct {
        const char *text, *want;
    } bad[] = {
        {"[main]\n3\n3\n", "deck.txt:3: card \"3\" is named twice in [main] (first at line 2)"},
        {"[main]\n11\n", "deck.txt:2: card \"11\" is not in deck [main]"},
        {"[main]\nx\n", "deck.txt:2: \"x\" is not a card (1-10)"},
        {"4\n", "deck.txt:1: card \"4\" comes before any [deck] section"},
        {"\n[hand]\n", "deck.txt:2: toy has no deck [hand]; its decks: [main], [spare]"},
        {"[main.0]\n", "deck.txt:1: round in [main.0] must be a number from 1 to 32"},
        {"[main]\n[main]\n", "deck.txt:2: [main] is stacked twice (first at line 1)"},
        {"[spare]\n1 2 1\n", "deck.txt:2: card \"1\" is named twice in [spare] (first at line 2)"},
        {"[spare]\n3 1\n3 3 3\n",
         "deck.txt:3: card \"3\" is named 4 times in [spare], which holds 3 (first at line 2)"},
        {"[main\n", "deck.txt:1: malformed section header \"[main\""},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_table *u = tb_table_new(2);
        err[0] = '\0';
        TK_EQ_INT(tb_table_parse_decks(u, &toy_game, o, bad[i].text, "deck.txt", err, sizeof err),
                  -1);
        TK_EQ_STR(err, bad[i].want);
        tb_table_free(u);
    }
    tb_table_free(t);

    /* Identical copies: a card named as many times as the deck holds it. */
    t = tb_table_new(2);
    TK_EQ_INT(tb_table_parse_decks(t, &toy_game, o, "[spare]\n3 1 3 3\n", "deck.txt", err,
                                   sizeof err), 0);
    static const tb_card spare[] = {3, 2, 1, 3, 3};
    tb_pile_clear(&deck);
    for (size_t i = 0; i < 5; i++)
        tb_pile_push(&deck, spare[i]);
    TK_EQ_INT(tb_deck_order(t, 1, 1, &deck, &r), 0);
    TK_EQ_INT(deck.n, 5);
    TK_EQ_INT(deck.c[4], 3); /* top first: 3 1 3 3, then the 2 */
    TK_EQ_INT(deck.c[3], 1);
    TK_EQ_INT(deck.c[2], 3);
    TK_EQ_INT(deck.c[1], 3);
    TK_EQ_INT(deck.c[0], 2);
    tb_table_free(t);
    tb_options_free(o);
}

static void test_options(void)
{
    tb_options *o = toy_options();
    char err[256];
    TK_EQ_INT(tb_opt_int(o, "rounds"), 3);
    TK_EQ_INT(tb_opt_bool(o, "bonus"), 0);
    TK_EQ_INT(tb_opt_enum(o, "mode"), 0);
    TK_EQ_STR(tb_opt_str(o, "suits"), "a b");
    TK_EQ_INT(tb_options_set(o, "rules", "rounds", "5", err, sizeof err), 0);
    TK_EQ_INT(tb_opt_int(o, "rounds"), 5);
    TK_EQ_INT(tb_options_set_pair(o, "bonus=yes", err, sizeof err), 0);
    TK_EQ_INT(tb_opt_bool(o, "bonus"), 1);
    TK_EQ_INT(tb_options_set_pair(o, "mode=SLOW", err, sizeof err), 0);
    TK_EQ_INT(tb_opt_enum(o, "mode"), 1);

    TK_EQ_INT(tb_options_set(o, "rules", "rounds", "10", err, sizeof err), -1);
    TK_EQ_STR(err, "rounds must be a whole number from 1 to 9, not \"10\"");
    TK_EQ_INT(tb_options_set(o, "rules", "rounds", "2x", err, sizeof err), -1);
    TK_EQ_STR(err, "rounds must be a whole number from 1 to 9, not \"2x\"");
    TK_EQ_INT(tb_opt_int(o, "rounds"), 5); /* a refused value changes nothing */
    TK_EQ_INT(tb_options_set(o, "rules", "bonus", "maybe", err, sizeof err), -1);
    TK_EQ_STR(err, "bonus must be true or false, not \"maybe\"");
    TK_EQ_INT(tb_options_set(o, "rules", "mode", "medium", err, sizeof err), -1);
    TK_EQ_STR(err, "mode must be one of fast|slow, not \"medium\"");
    TK_EQ_INT(tb_options_set(o, "rules", "colour", "red", err, sizeof err), -1);
    TK_EQ_STR(err, "unknown key \"colour\" in [rules] for plugin toy");
    TK_EQ_INT(tb_options_set(o, "rules", "suits", "x", err, sizeof err), -1); /* wrong section */
    TK_EQ_INT(tb_options_set_pair(o, "rounds", err, sizeof err), -1);
    TK_EQ_STR(err, "--set takes key=value, not \"rounds\"");
    TK_EQ_INT(tb_options_set_pair(o, "nope=1", err, sizeof err), -1);
    TK_EQ_STR(err, "unknown option \"nope\" for plugin toy");

    int lo, hi;
    tb_options_players(o, &lo, &hi);
    TK_EQ_INT(lo, 2);
    TK_EQ_INT(hi, 4);
    tb_options_set_pair(o, "max_players=3", err, sizeof err);
    tb_options_players(o, &lo, &hi);
    TK_EQ_INT(hi, 3);

    tb_json j;
    tb_json_init(&j);
    tb_options_json(o, &j);
    TK_EQ_STR(tb_json_text(&j), "{\"rounds\": 5, \"bonus\": true, \"mode\": \"SLOW\", "
                                "\"min_players\": 2, \"max_players\": 3, \"suits\": \"a b\"}");
    tb_json_free(&j);
    tb_options_free(o);

    /* A schema whose default is out of its own range is a plugin bug. */
    tb_param broken = toy_params[0];
    broken.def = "0";
    tb_game g = toy_game;
    g.params = &broken;
    g.n_params = 1;
    TK_CHECK(tb_options_new(&g, err, sizeof err) == NULL);
    TK_EQ_STR(err, "default of [rules] rounds is invalid: rounds must be a whole number from 1 "
                   "to 9, not \"0\"");
}

static void test_json(void)
{
    tb_json j;
    tb_json_init(&j);
    tb_json_open(&j, '{');
    tb_json_key(&j, "a");
    tb_json_int(&j, -3);
    tb_json_key(&j, "list");
    tb_json_open(&j, '[');
    tb_json_str(&j, "q\"\\\n\x01");
    tb_json_null(&j);
    tb_json_bool(&j, 1);
    tb_json_open(&j, '{');
    tb_json_close(&j);
    tb_json_close(&j);
    tb_json_close(&j);
    TK_EQ_STR(tb_json_text(&j), "{\"a\": -3, \"list\": [\"q\\\"\\\\\\n\\u0001\", null, true, {}]}");
    tb_json_free(&j);
    /* JSON is UTF-8: valid sequences pass, each bad byte becomes U+FFFD. */
    tb_json_init(&j);
    tb_json_str(&j, "Zo\xc3\xab \xe2\x99\xa5 \xff\xc3(\xed\xa0\x80");
    TK_EQ_STR(tb_json_text(&j), "\"Zo\xc3\xab \xe2\x99\xa5 \\ufffd\\ufffd(\\ufffd\\ufffd\\ufffd\"");
    tb_json_free(&j);
}

static void test_ranking(void)
{
    tb_outcome o;
    memset(&o, 0, sizeof o);
    o.rounds = 2;
    int s0[] = {10, 5, 15, 0}, s1[] = {5, 10, -5, 3};
    for (int k = 0; k < 4; k++) {
        o.score[0][k] = s0[k];
        o.score[1][k] = s1[k];
    }
    int rank[TB_MAX_SEATS];
    /* totals 15, 15, 10, 3: seats 1 and 2 share the win. */
    TK_EQ_INT(tb_score_rank(&o, 4, 0, rank), 0x3);
    TK_EQ_INT(rank[0], 1);
    TK_EQ_INT(rank[1], 1);
    TK_EQ_INT(rank[2], 3);
    TK_EQ_INT(rank[3], 4);
    TK_EQ_INT(tb_score_rank(&o, 4, 1, rank), 0x8); /* lowest wins */
    TK_EQ_INT(rank[3], 1);
    TK_EQ_INT(rank[0], 3);
    o.winners = 0x4; /* the plugin names the winner (e.g. who emptied their deck) */
    TK_EQ_INT(tb_score_rank(&o, 4, 0, rank), 0x4);
    TK_EQ_INT(rank[2], 1);
    TK_EQ_INT(rank[0], 2);
    TK_EQ_INT(tb_outcome_total(&o, 2), 10);
    TK_EQ_INT(tb_seat_next(4, 3), 0);
    TK_EQ_INT(tb_seat_next(4, 1), 2);
}

static void test_view(void)
{
    tb_view v;
    tb_view_init(&v, 0);
    tb_view_status(&v, "Round 1");
    tb_view_zone(&v, "hand", 0, TB_LAYOUT_FAN);
    tb_view_card(&v, "-8o", "-8\u25cf", TB_COLOUR_RED);
    tb_view_card(&v, "3d", NULL, TB_COLOUR_BLUE);
    tb_view_zone(&v, "hand", 1, TB_LAYOUT_FAN); /* another seat's: labelled with its name */
    tb_view_hidden(&v, 5);
    tb_view_zone(&v, "discard", -1, TB_LAYOUT_STACK);
    tb_view_card(&v, "1", NULL, 0);
    tb_view_card(&v, "7", NULL, 0);
    tb_view_zone(&v, "deck", -1, TB_LAYOUT_STACK);
    tb_view_hidden(&v, 30);
    tb_view_zone(&v, "sets", -1, TB_LAYOUT_GRID);
    tb_strbuf b = {0};
    tb_view_render(&v, 0, &b);
    TK_EQ_STR(tb_strbuf_str(&b), "Round 1\n"
                                 "  hand: -8o 3d\n"
                                 "  hand (seat 2): [5 hidden]\n"
                                 "  discard: 7 (2 cards)\n"
                                 "  deck: 30 cards face down\n"
                                 "  sets: (empty)\n");
    tb_strbuf_free(&b);
    tb_view_render(&v, 1, &b);
    TK_CONTAINS(tb_strbuf_str(&b), "hand: -8\u25cf 3d\n");
    tb_strbuf_free(&b);
    TK_EQ_INT(tb_view_zone_hidden(&v.zones[1]), 5);
    /* The owner's name is the seat's name when the view has names; the
     * fingerprint follows what is printed (check compares views by it). */
    uint64_t plain = tb_view_fingerprint(&v, 0);
    v.names[1] = "Bob";
    tb_view_render(&v, 0, &b);
    TK_CONTAINS(tb_strbuf_str(&b), "\n  hand: -8o 3d\n  hand (Bob): [5 hidden]\n");
    tb_strbuf_free(&b);
    TK_CHECK(tb_view_fingerprint(&v, 0) != plain);
    v.names[0] = "Ann"; /* the viewer's own zone is not labelled: nothing printed changes */
    uint64_t named = tb_view_fingerprint(&v, 0);
    v.names[0] = NULL;
    TK_CHECK(tb_view_fingerprint(&v, 0) == named);
    tb_view_free(&v);
}

/* ABI 1.1 view services through the host table, as a plugin calls them. */
static void test_view_names_and_rows(void)
{
    const tb_host *h = tb_host_table();
    TK_CHECK(TB_HOST_HAS(h, view_seat_name));
    TK_CHECK(TB_HOST_HAS(h, view_break));
    tb_view v;
    tb_view_init(&v, 0);
    TK_EQ_STR(h->view_seat_name(&v, 1), "seat 2"); /* no match: plain names */
    TK_EQ_STR(h->view_seat_name(&v, TB_MAX_SEATS), "");
    v.names[0] = "Ann";
    v.names[1] = "greedy 2";
    TK_EQ_STR(h->view_seat_name(&v, 0), "Ann");
    TK_EQ_STR(h->view_seat_name(&v, 1), "greedy 2");
    h->view_zone(&v, "melds", -1, TB_LAYOUT_GRID);
    h->view_break(&v); /* before the first card: no empty row */
    h->view_card(&v, "3h", NULL, 0);
    h->view_card(&v, "4h", NULL, 0);
    h->view_break(&v);
    h->view_card(&v, "7c", NULL, 0);
    h->view_card(&v, "7d", NULL, 0);
    tb_strbuf b = {0};
    tb_view_render(&v, 0, &b);
    TK_EQ_STR(tb_strbuf_str(&b), "  melds: 3h 4h | 7c 7d\n");
    tb_strbuf_free(&b);
    /* A row break is part of what the check compares. */
    tb_view w;
    tb_view_init(&w, 0);
    h->view_zone(&w, "melds", -1, TB_LAYOUT_GRID);
    h->view_card(&w, "3h", NULL, 0);
    h->view_card(&w, "4h", NULL, 0);
    h->view_card(&w, "7c", NULL, 0);
    h->view_card(&w, "7d", NULL, 0);
    TK_CHECK(tb_view_fingerprint(&v, 0) != tb_view_fingerprint(&w, 0));
    tb_view_free(&v);
    tb_view_free(&w);
}

static void test_rules_text(void)
{
    tb_game g = toy_game;
    g.rules = "Play {rounds} rounds at a {mode} pace; {nokey}, {} and { stay.";
    char err[256];
    tb_options *o = tb_options_new(&g, err, sizeof err);
    TK_CHECK(o != NULL);
    TK_EQ_INT(tb_options_set(o, "rules", "rounds", "5", err, sizeof err), 0);
    char *text = tb_rules_text(&g, o);
    TK_EQ_STR(text, "Play 5 rounds at a fast pace; {nokey}, {} and { stay.");
    free(text);
    g.rules = NULL;
    text = tb_rules_text(&g, o);
    TK_EQ_STR(text, "");
    free(text);
    tb_options_free(o);
}

/* A rules_value hook: {twice_rounds} from the rounds option, {long} a
 * value that fills its whole buffer. */
static int toy_rules_value(const tb_host *h, const tb_options *o, const char *key, char *buf,
                           size_t cap)
{
    if (strcmp(key, "twice_rounds") == 0) {
        snprintf(buf, cap, "%ld", 2 * h->opt_int(o, "rounds"));
        return 0;
    }
    if (strcmp(key, "long") == 0) {
        memset(buf, 'x', cap - 1);
        buf[cap - 1] = '\0';
        return 0;
    }
    return -1;
}

static void test_rules_values(void)
{
    tb_game g = toy_game;
    g.rules_value = toy_rules_value;
    g.rules = "{rounds} rounds, {twice_rounds} halves; {nokey} and {a b} stay.";
    char err[256] = "";
    tb_options *o = tb_options_new(&g, err, sizeof err);
    TK_CHECK(o != NULL);
    TK_EQ_INT(tb_options_set(o, "rules", "rounds", "5", err, sizeof err), 0);
    char *text = tb_rules_text(&g, o);
    TK_EQ_STR(text, "5 rounds, 10 halves; {nokey} and {a b} stay.");
    free(text);
    /* check names the first {key} neither knows; prose in braces passes. */
    TK_EQ_INT(tb_rules_text_check(&g, o, err, sizeof err), -1);
    TK_EQ_STR(err, "the rules text quotes {nokey}, which is neither an option nor a value "
                   "rules_value() gives");
    g.rules = "{rounds} rounds, {twice_rounds} halves; {a b}, {} and { stay.";
    TK_EQ_INT(tb_rules_text_check(&g, o, err, sizeof err), 0);
    g.rules = "A {long} value.";
    TK_EQ_INT(tb_rules_text_check(&g, o, err, sizeof err), -1);
    TK_EQ_STR(err, "the rules text quotes {long}, whose value fills all TB_RULES_VALUE_MAX (64) "
                   "bytes rules_value() is given: it is cut");
    /* Without the hook (a plugin before ABI 1.6) {twice_rounds} stays. */
    g.rules_value = NULL;
    g.rules = "{rounds} rounds, {twice_rounds} halves.";
    text = tb_rules_text(&g, o);
    TK_EQ_STR(text, "5 rounds, {twice_rounds} halves.");
    free(text);
    TK_EQ_INT(tb_rules_text_check(&g, o, err, sizeof err), -1);
    TK_EQ_STR(err, "the rules text quotes {twice_rounds}, which is neither an option nor a value "
                   "rules_value() gives");
    tb_options_free(o);
}

int main(void)
{
    test_view_names_and_rows();
    test_rules_text();
    test_rules_values();
    test_piles();
    test_stacked_decks();
    test_options();
    test_json();
    test_ranking();
    test_view();
    return tk_done();
}
