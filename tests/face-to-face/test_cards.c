/*
 * test_cards.c — the descriptor, the option schema, the two decks, card
 * notation and move notation of Face to Face.
 */
#include "ff_test.h"

static const tb_param *param(const tb_game *g, const char *key)
{
    for (size_t i = 0; i < g->n_params; i++)
        if (strcmp(g->params[i].key, key) == 0)
            return &g->params[i];
    return NULL;
}

static void check_schema(const tb_game *g)
{
    /* Every option of the rules table, with the table's default. */
    static const char *const want[][2] = {
        {"low_card", "1"},      {"high_card", "60"},       {"hand_size", "6"},
        {"min_play", "2"},      {"draw_own", "2"},         {"backward_step", "10"},
        {"max_on_opponent", "1"}, {"first_player", "random"},
    };
    TK_EQ_STR(g->name, "face-to-face");
    TK_EQ_INT(g->min_players, 2);
    TK_EQ_INT(g->max_players, 2);
    TK_EQ_INT(g->n_params, 8);
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const tb_param *p = param(g, want[i][0]);
        TK_CHECK(p != NULL);
        if (!p)
            continue;
        TK_EQ_STR(p->def, want[i][1]);
        TK_EQ_STR(p->section, "rules");
    }
    const tb_param *fp = param(g, "first_player");
    TK_CHECK(fp && fp->type == TB_PARAM_ENUM);
    if (fp && fp->choices) {
        TK_EQ_STR(fp->choices[0], "random");
        TK_EQ_STR(fp->choices[1], "1");
        TK_EQ_STR(fp->choices[2], "2");
        TK_CHECK(fp->choices[3] == NULL);
    }
    TK_EQ_STR(g->decks[0], "p1");
    TK_EQ_STR(g->decks[1], "p2");
    TK_CHECK(g->decks[2] == NULL);
    TK_EQ_STR(g->bots[0], "greedy");
    TK_EQ_STR(g->default_bot, "greedy");
    TK_CHECK(g->determinize != NULL);
    TK_CHECK(g->bot_move != NULL);
}

static void check_decks(const tb_game *g, const tb_options *o)
{
    const tb_host *h = tk_host();
    tb_card a[TB_PILE_MAX], b[TB_PILE_MAX], c;
    char err[TB_ERR_MAX], buf[16];
    size_t na = g->deck_cards(h, o, 0, a, TB_PILE_MAX);
    size_t nb = g->deck_cards(h, o, 1, b, TB_PILE_MAX);
    TK_EQ_INT(na, 58); /* 2..59: the pile cards are not dealt */
    TK_EQ_INT(nb, 58);
    TK_EQ_INT(g->deck_cards(h, o, 2, a, TB_PILE_MAX), 0);
    for (size_t i = 0; i < na; i++)
        for (size_t k = 0; k < nb; k++)
            if (a[i] == b[k])
                TK_CHECK(!"the two decks share a card code");
    /* "17" is a different card in each deck, printed the same. */
    tb_card c1 = 0, c2 = 0;
    TK_EQ_INT(g->parse_card(h, o, 0, "17", &c1, err), 0);
    TK_EQ_INT(g->parse_card(h, o, 1, " 17 ", &c2, err), 0);
    TK_CHECK(c1 != c2);
    g->format_card(h, o, c1, buf, sizeof buf);
    TK_EQ_STR(buf, "17");
    g->format_card(h, o, c2, buf, sizeof buf);
    TK_EQ_STR(buf, "17");
    /* Every dealt card prints and parses back. */
    for (size_t i = 0; i < na; i++) {
        g->format_card(h, o, a[i], buf, sizeof buf);
        TK_CHECK(g->parse_card(h, o, 0, buf, &c, err) == 0 && c == a[i]);
    }
    TK_EQ_INT(g->parse_card(h, o, 0, "61", &c, err), -1);
    TK_CONTAINS(err, "61 is not a card");
    TK_EQ_INT(g->parse_card(h, o, 0, "x7", &c, err), -1);
    TK_CONTAINS(err, "is not a card");
    TK_EQ_INT(g->parse_card(h, o, 0, "", &c, err), -1);
    TK_EQ_INT(g->parse_card(h, o, 0, "-3", &c, err), -1);
    TK_EQ_INT(g->parse_card(h, o, 3, "7", &c, err), -1);
}

static void check_options_deck(const tb_game *g)
{
    static const char *const sets[] = {"low_card=0", "high_card=11", "hand_size=3", NULL};
    tb_options *o = tk_options(g, sets);
    tb_card a[TB_PILE_MAX];
    TK_EQ_INT(g->deck_cards(tk_host(), o, 0, a, TB_PILE_MAX), 10);
    tk_options_free(o);
}

static void check_refused_options(const tb_game *g)
{
    /* Combinations the schema cannot see are refused by create(). */
    static const char *const bad[][3] = {
        {"min_play=7", NULL, NULL},
        {"low_card=50", "high_card=52", NULL},
        {"hand_size=2", "min_play=3", NULL},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tb_options *o = tk_options(g, bad[i]);
        tb_setup su = {2, o, NULL, 1};
        char err[TB_ERR_MAX] = "";
        tb_state *s = g->create(tk_host(), &su, err);
        TK_CHECK(s == NULL);
        TK_CHECK(err[0] != '\0');
        if (s)
            g->destroy(s);
        tk_options_free(o);
    }
    tb_options *o = tk_options(g, NULL);
    tb_setup three = {3, o, NULL, 1};
    char err[TB_ERR_MAX] = "";
    TK_CHECK(g->create(tk_host(), &three, err) == NULL);
    TK_CONTAINS(err, "exactly 2 players");
    tk_options_free(o);
}

static void check_move_notation(const tb_game *g)
{
    tb_options *o;
    tb_state *s = ff_game(g, &o, NULL, 7, NULL);
    tb_move m[4], back[4];
    char err[TB_ERR_MAX], buf[64];
    static const char *const canonical[] = {"end", "play 17 up", "play 2 down", "play 59 their-up",
                                            "play 30 their-down"};
    for (size_t i = 0; i < sizeof canonical / sizeof canonical[0]; i++) {
        TK_EQ_INT(g->parse_move(s, canonical[i], m, 4, err), 1);
        g->format_move(s, m, buf, sizeof buf);
        TK_EQ_STR(buf, canonical[i]);
        TK_EQ_INT(g->parse_move(s, buf, back, 4, err), 1);
        TK_CHECK(memcmp(&m[0], &back[0], sizeof m[0]) == 0);
    }
    /* Case and blanks are free on input. */
    TK_EQ_INT(g->parse_move(s, "  PLAY  17\tTheir-Up ", m, 4, err), 1);
    g->format_move(s, m, buf, sizeof buf);
    TK_EQ_STR(buf, "play 17 their-up");
    TK_EQ_INT(g->parse_move(s, "End", m, 4, err), 1);

    static const char *const bad[][2] = {
        {"", "empty move"},
        {"draw", "unknown move 'draw'"},
        {"play 17", "play needs a card and a pile"},
        {"play up 17", "'up' is not a card"},
        {"play 17 sideways", "unknown pile 'sideways'"},
        {"play 60 up", "60 is not a card you can play"},
        {"play 1 down", "1 is not a card you can play"},
        {"play 0 up", "0 is not a card you can play"},
        {"play 17 up now", "play needs a card and a pile"},
        {"end now", "end takes nothing after it"},
        {"play 20 upplay 12 up", "too many words, or a word too long: type play <card> <pile> or end"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        TK_EQ_INT(g->parse_move(s, bad[i][0], m, 4, err), -1);
        TK_CONTAINS(err, bad[i][1]);
    }
    ff_end_game(g, s, o);
}

int main(void)
{
    const tb_game *g = tk_plugin("face-to-face");
    tb_options *o = tk_options(g, NULL);
    check_schema(g);
    check_decks(g, o);
    tk_options_free(o);
    check_options_deck(g);
    check_refused_options(g);
    check_move_notation(g);
    return tk_done();
}
