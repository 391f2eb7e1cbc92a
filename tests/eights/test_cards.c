/*
 * test_cards.c — card notation, the deck, card values, the `score`
 * calculator and move notation (parse and format round-trip).
 */
#include "et.h"
#include "json.h"
#include "view.h"

static const tb_game *g;

static void test_notation(const tb_options *o)
{
    tb_card deck[64];
    size_t n = g->deck_cards(tk_host(), o, 0, deck, 64);
    TK_EQ_INT(n, 52);
    TK_EQ_INT(g->deck_cards(tk_host(), o, 1, deck, 64), 0); /* only deck 0, "main" */
    for (size_t i = 0; i < n; i++) {
        for (size_t k = 0; k < i; k++)
            TK_CHECK(deck[k] != deck[i]);
        char text[8], err[TB_ERR_MAX] = "";
        tb_card back = 0;
        g->format_card(tk_host(), o, deck[i], text, sizeof text);
        TK_EQ_INT(g->parse_card(tk_host(), o, 0, text, &back, err), 0);
        TK_EQ_INT(back, deck[i]);
    }
    const char *const pairs[][2] = {{"8h", "8h"}, {"10S", "10s"}, {"qd", "Qd"}, {"AC", "Ac"},
                                    {"kH", "Kh"}, {"2c", "2c"},   {"jS", "Js"}};
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        char text[8], err[TB_ERR_MAX] = "";
        tb_card c = 0;
        TK_EQ_INT(g->parse_card(tk_host(), o, 0, pairs[i][0], &c, err), 0);
        g->format_card(tk_host(), o, c, text, sizeof text);
        TK_EQ_STR(text, pairs[i][1]);
    }
    const char *const bad[] = {"1c", "11c", "8x", "h8", "8", "", "10", "Tc", "8hh", "0s"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[TB_ERR_MAX] = "", want[TB_ERR_MAX];
        tb_card c = 0;
        TK_EQ_INT(g->parse_card(tk_host(), o, 0, bad[i], &c, err), -1);
        snprintf(want, sizeof want,
                 "\"%s\" is not a card (a rank A 2-10 J Q K, then a suit c d h s)", bad[i]);
        TK_EQ_STR(err, want);
    }
}

static void test_values(void)
{
    const char *const cards[] = {"8c", "Kd", "Qh", "Js", "10c", "9d", "2h", "Ac"};
    const int want[] = {50, 10, 10, 10, 10, 9, 2, 1};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        TK_EQ_INT(eights_card_value(et_parse(g, cards[i])), want[i]);
    }
}

static void score_ok(const tb_options *o, const char *cards, const char *want, int line)
{
    char err[TB_ERR_MAX] = "";
    char *got = tk_score(g, o, "hand", cards, err);
    tk_check_str(got, want, __FILE__, line, cards);
    free(got);
}

static void score_bad(const tb_options *o, const char *kind, const char *cards,
                      const char *why, int line)
{
    char err[TB_ERR_MAX] = "";
    char *got = tk_score(g, o, kind, cards, err);
    tk_check(got == NULL, __FILE__, line, "score refused");
    tk_check_str(err, why, __FILE__, line, cards);
    free(got);
}

static void test_score(const tb_options *o)
{
    score_ok(o, "8h Kd 3c", "{\"score\": 63, \"cards\": 3}", __LINE__);
    score_ok(o, "  ac 10S\tqh ", "{\"score\": 21, \"cards\": 3}", __LINE__);
    score_ok(o, "8c 8d 8h 8s", "{\"score\": 200, \"cards\": 4}", __LINE__);
    score_ok(o, "", "{\"score\": 0, \"cards\": 0}", __LINE__);
    score_bad(o, "hand", "8h Kd 8H", "8h is named twice", __LINE__);
    score_bad(o, "hand", "8h 1d",
              "\"1d\" is not a card (a rank A 2-10 J Q K, then a suit c d h s)", __LINE__);
    score_bad(o, "set", "8h", "unknown kind \"set\": crazy-eights scores a hand", __LINE__);
}

/* The breakdown the score hook writes for people, cut at its buffer. */
static void score_text(const tb_options *o, const char *cards, size_t cap, const char *want,
                       int line)
{
    char err[TB_ERR_MAX] = "", text[64];
    tb_json j;
    tb_json_init(&j);
    tb_json_open(&j, '{');
    memset(text, 'x', sizeof text);
    tk_check(g->score(tk_host(), o, "hand", cards, &j, text, cap, err) == 0, __FILE__, line,
             "scored");
    tk_check_str(text, want, __FILE__, line, cards);
    tb_json_free(&j);
}

static void test_score_text(const tb_options *o)
{
    score_text(o, "8h Kd", sizeof(char[64]), "8h 50 + Kd 10 = 60", __LINE__);
    score_text(o, "10S", 64, "10s 10 = 10", __LINE__);
    score_text(o, " , ", 64, "an empty hand: 0", __LINE__);
    score_text(o, "8h Kd", 10, "8h 50 + K", __LINE__); /* cut, still terminated */
}

/* Every legal move in many dealt positions prints and parses back to itself. */
static void test_move_round_trip(const tb_options *o)
{
    for (uint64_t seed = 1; seed <= 30; seed++) {
        tb_state *s = tk_new(g, o, 2 + (int)(seed % 3), seed, NULL);
        for (int turn = 0; turn < 40 && g->to_move(s) >= 0; turn++) {
            tb_move mv[128];
            size_t n = g->legal_moves(s, mv, 128);
            for (size_t i = 0; i < n; i++) {
                char text[64], err[TB_ERR_MAX] = "";
                tb_move back[4];
                g->format_move(s, &mv[i], text, sizeof text);
                TK_EQ_INT(g->parse_move(s, text, back, 4, err), 1);
                TK_CHECK(memcmp(&back[0], &mv[i], sizeof back[0]) == 0);
            }
            char err[TB_ERR_MAX];
            g->apply(s, &mv[(seed + (uint64_t)turn) % n], err);
        }
        tk_free(g, s);
    }
}

static void parse_bad(const tb_state *s, const char *text, const char *why, int line)
{
    char err[TB_ERR_MAX] = "";
    tb_move out[4];
    tk_check(g->parse_move(s, text, out, 4, err) == -1, __FILE__, line, text);
    tk_check_str(err, why, __FILE__, line, text);
}

static void test_move_notation(const tb_options *o)
{
    tb_state *s = tk_new(g, o, 2, 1, NULL);
    const char *const pairs[][2] = {
        {"play 7c", "play 7c"},    {"PLAY 10D", "play 10d"}, {"qs", "play Qs"},
        {"play 8h s", "play 8h s"}, {"8C H", "play 8c h"},   {" draw ", "draw"},
        {"Pass", "pass"},
        /* notation only: apply() refuses these two, with the reason */
        {"play 8h", "play 8h"},    {"play 5c d", "play 5c d"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        char text[64], err[TB_ERR_MAX] = "";
        tb_move m[4];
        TK_EQ_INT(g->parse_move(s, pairs[i][0], m, 4, err), 1);
        g->format_move(s, &m[0], text, sizeof text);
        TK_EQ_STR(text, pairs[i][1]);
    }
    const char *usage = "write play <card>, play 8<suit> <suit>, draw or pass";
    char want[TB_ERR_MAX];
    snprintf(want, sizeof want, "empty move: %s", usage);
    parse_bad(s, "   ", want, __LINE__);
    parse_bad(s, "play", usage, __LINE__);
    parse_bad(s, "play 7c d e", usage, __LINE__);
    parse_bad(s, "play 7c 7d 7h 7s", usage, __LINE__);
    snprintf(want, sizeof want, "unknown move \"jump\": %s", usage);
    parse_bad(s, "jump", want, __LINE__);
    parse_bad(s, "draw 2", "draw takes nothing after it", __LINE__);
    parse_bad(s, "pass now", "pass takes nothing after it", __LINE__);
    parse_bad(s, "play 1c", "\"1c\" is not a card (a rank A 2-10 J Q K, then a suit c d h s)",
              __LINE__);
    parse_bad(s, "play 8h x", "\"x\" is not a suit (c d h s)", __LINE__);
    parse_bad(s, "play 8h hearts", "\"hearts\" is not a suit (c d h s)", __LINE__);
    parse_bad(s, "play abcdefghijklmnopqrstuvwxyz", usage, __LINE__); /* a word too long */
    char err[TB_ERR_MAX] = "";
    tb_move none[1];
    TK_EQ_INT(g->parse_move(s, "draw", none, 0, err), -1);
    TK_EQ_STR(err, "no room for the move");
    tk_free(g, s);
}

/* Every face-up card of a view: its label, the rank and the suit's glyph
 * as its pretty form, red for diamonds and hearts, black for the others. */
static void test_faces(const tb_options *o)
{
    static const char *const glyph[] = {"♣", "♦", "♥", "♠"};
    for (uint64_t seed = 1; seed <= 5; seed++) {
        tb_state *s = tk_new(g, o, 4, seed, NULL);
        tb_view v;
        size_t shown = 0;
        tb_view_init(&v, 0);
        g->view(s, 0, &v);
        for (size_t z = 0; z < v.n_zones; z++)
            for (size_t i = 0; i < v.zones[z].n; i++) {
                const tb_vcard *c = &v.zones[z].cards[i];
                size_t len = strlen(c->label);
                if (c->hidden) /* face down */
                    continue;
                int suit = (int)(strchr("cdhs", c->label[len - 1]) - "cdhs");
                char want[16];
                snprintf(want, sizeof want, "%.*s%s", (int)len - 1, c->label, glyph[suit]);
                TK_EQ_STR(c->pretty, want);
                TK_EQ_INT(c->colour, suit == 1 || suit == 2 ? TB_COLOUR_RED : TB_COLOUR_BLACK);
                shown++;
            }
        TK_EQ_INT(shown, 5 + 1); /* seat 1's hand and the starter */
        tb_view_free(&v);
        tk_free(g, s);
    }
}

int main(void)
{
    g = tk_plugin("eights");
    tb_options *o = tk_options(g, NULL);
    test_notation(o);
    test_values();
    test_score(o);
    test_score_text(o);
    test_move_round_trip(o);
    test_move_notation(o);
    test_faces(o);
    tk_options_free(o);
    return tk_done();
}
