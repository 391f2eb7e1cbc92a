/*
 * test_rules.c — every rule of Zero and every refusal, on stacked decks.
 *
 * Decks are listed top first: 9 cards for seat 1, 9 for seat 2, 9 for
 * seat 3, then the 5 pool cards (the rest is shuffled and set aside).
 * Seat 1 deals round 1, so seat 2 moves first.
 */
#include "zt.h"
#include "zero.h"

static const tb_game *g;

static tb_options *opts(const char *a, const char *b)
{
    const char *sets[3] = {a, b, NULL};
    return tk_options(g, sets);
}

/* The round_detail JSON of round r compared without white space. */
static void check_detail(tb_state *s, int r, const char *want, int line)
{
    char *got = tk_detail(g, s, r);
    char *a = tk_squeeze(got), *b = tk_squeeze(want);
    tk_check_str(a, b, __FILE__, line, "round_detail");
    free(a);
    free(b);
    free(got);
}

static const char deck_a[] = "# knock sequence\n[main]\n"
                             "r1 r2 r3 r4 r5 r6 r7 r8 o1\n"
                             "o2 o3 o4 o5 o6 o7 o8 y1 y2\n"
                             "y3 y4 y5 y6 y7 y8 g1 g2 g3\n"
                             "g4 g5 g6 g7 g8\n";

static void test_knock_sequence(void)
{
    tb_options *o = opts(NULL, NULL);
    tb_state *s = tk_new(g, o, 3, 1, deck_a);
    TK_EQ_INT(g->to_move(s), 1); /* left of the dealer (seat 1) */
    size_t n = 0;
    free(tk_moves(g, s, &n));
    TK_EQ_INT(n, 9 * 5 + 1);

    char *v = tk_view(g, s, 1);
    TK_CONTAINS(v, "o2 o3 o4 o5 o6 o7 o8 y1 y2");
    TK_CONTAINS(v, "g4 g5 g6 g7 g8");
    TK_CONTAINS(v, "[9 hidden]");
    TK_CONTAINS(v, "Your hand scores 3 now");
    TK_CHECK(strstr(v, "r1") == NULL && strstr(v, "y3") == NULL);
    free(v);

    /* refusals: notation first, then the cards' places */
    ZT_REFUSE(g, s, "swap r1 g4", "r1 is not in your hand");
    ZT_REFUSE(g, s, "swap g4 o2", "g4 is in the pool, not in your hand");
    ZT_REFUSE(g, s, "swap o2 r1", "r1 is not in the pool");
    ZT_REFUSE(g, s, "swap o2", "write swap <hand card> <pool card>");
    ZT_REFUSE(g, s, "swap o2 g4 g5", "write swap <hand card> <pool card>");
    ZT_REFUSE(g, s, "swap o2 z4", "unknown colour 'z'");
    ZT_REFUSE(g, s, "swap o9 g4", "the value must be 1-8");
    ZT_REFUSE(g, s, "swap o10 g4", "'o10' is not a card");
    ZT_REFUSE(g, s, "knock twice", "knock takes nothing after it");
    ZT_REFUSE(g, s, "draw", "unknown move 'draw'");
    ZT_REFUSE(g, s, "   ", "empty move");
    TK_EQ_INT(g->to_move(s), 1);

    ZT_PLAY(g, s, "knock"); /* first knock: nothing happens */
    TK_EQ_INT(g->to_move(s), 2);
    v = tk_view(g, s, 2);
    TK_CONTAINS(v, "Knocks: 1 (knock 2 ends the round)");
    free(v);
    ZT_PLAY(g, s, "swap g1 g4");
    v = tk_view(g, s, 0);
    TK_CONTAINS(v, "pool: g1 g5 g6 g7 g8"); /* g1 took g4's place */
    free(v);
    ZT_PLAY(g, s, "KNOCK"); /* seat 1: the second knock ends the round */
    TK_EQ_INT(g->to_move(s), 1);
    v = tk_view(g, s, 1);
    TK_CONTAINS(v, "Final turns: seat 1 knocked the round to an end; 2 turns left");
    free(v);
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 0);
    ZT_PLAY(g, s, "Swap Y2 G1"); /* seat 2's last turn */
    TK_EQ_INT(g->to_move(s), 2);
    ZT_PLAY(g, s, "knock"); /* seat 3's last turn: a knock is a pass */
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 1);
    TK_EQ_INT(out.turns, 5);
    TK_EQ_INT(out.over, 0);
    TK_EQ_INT(out.score[0][0], 1);
    TK_EQ_INT(out.score[0][1], 1);
    TK_EQ_INT(out.score[0][2], 9);
    check_detail(s, 1,
                 "{\"round\": 1, \"dealer\": 1, \"zero\": null, \"end\": \"knocks\", \"players\": ["
                 "{\"seat\": 1, \"hand\": [\"r1\",\"r2\",\"r3\",\"r4\",\"r5\",\"r6\",\"r7\",\"r8\",\"o1\"], \"score\": 1},"
                 "{\"seat\": 2, \"hand\": [\"o2\",\"o3\",\"o4\",\"o5\",\"o6\",\"o7\",\"o8\",\"y1\",\"g1\"], \"score\": 1},"
                 "{\"seat\": 3, \"hand\": [\"y3\",\"y4\",\"y5\",\"y6\",\"y7\",\"y8\",\"g2\",\"g3\",\"g4\"], \"score\": 9}]}",
                 __LINE__);
    /* round 2: seat 2 deals, seat 3 moves first */
    TK_EQ_INT(g->to_move(s), 2);
    v = tk_view(g, s, 2);
    TK_CONTAINS(v, "Round 2 of 3, dealer seat 2");
    TK_CONTAINS(v, "Round 1: ended by knocks; seat 1 scored 1, seat 2 scored 1, seat 3 scored 9");
    TK_CONTAINS(v, "Knocks: 0");
    free(v);
    tk_free(g, s);
    tk_options_free(o);
}

/* The same player may knock twice; knocks_to_end moves the ending knock. */
static void test_knock_counts(void)
{
    tb_options *o = opts(NULL, NULL);
    tb_state *s = tk_new(g, o, 3, 7, NULL);
    ZT_PLAY(g, s, "knock"); /* seat 2 */
    size_t n;
    char *m = tk_moves(g, s, &n);
    *strchr(m, '\n') = '\0';
    TK_CHECK(strncmp(m, "swap ", 5) == 0);
    char err[TB_ERR_MAX];
    TK_EQ_INT(tk_play(g, s, m, err), 0); /* seat 3 swaps */
    free(m);
    m = tk_moves(g, s, &n);
    *strchr(m, '\n') = '\0';
    TK_EQ_INT(tk_play(g, s, m, err), 0); /* seat 1 swaps */
    free(m);
    ZT_PLAY(g, s, "knock"); /* seat 2 again: the round's second knock */
    TK_EQ_INT(g->to_move(s), 2);
    ZT_PLAY(g, s, "knock");
    TK_EQ_INT(g->to_move(s), 0);
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 0);
    ZT_PLAY(g, s, "knock"); /* seat 1's last turn: the round ends */
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 1);
    TK_EQ_INT(g->to_move(s), 2);
    tk_free(g, s);
    tk_options_free(o);

    o = opts("knocks_to_end=3", NULL);
    s = tk_new(g, o, 3, 7, NULL);
    ZT_PLAY(g, s, "knock");
    ZT_PLAY(g, s, "knock");
    char *v = tk_view(g, s, 0);
    TK_CONTAINS(v, "Knocks: 2 (knock 3 ends the round)");
    free(v);
    ZT_PLAY(g, s, "knock"); /* seat 1: third knock */
    TK_EQ_INT(g->to_move(s), 1);
    ZT_PLAY(g, s, "knock");
    ZT_PLAY(g, s, "knock");
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 1);
    TK_EQ_INT(out.turns, 5);
    tk_free(g, s);
    tk_options_free(o);

    o = opts("knocks_to_end=1", NULL);
    s = tk_new(g, o, 4, 7, NULL);
    ZT_PLAY(g, s, "knock"); /* seat 2 ends at once; three more turns */
    ZT_PLAY(g, s, "knock");
    ZT_PLAY(g, s, "knock");
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 0);
    ZT_PLAY(g, s, "knock");
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 1);
    tk_free(g, s);
    tk_options_free(o);
}

static const char deck_c[] = "[main]\n"
                             "o1 o2 o3 o4 o6 o7 y1 y2 y3\n"
                             "r1 r2 r3 r4 g5 b5 y5 k5 o8\n"
                             "p1 p2 p3 p4 p6 p7 p8 b1 b2\n"
                             "r5 k1 k2 k3 k4\n";
static const char detail_c[] =
    "{\"round\": 1, \"dealer\": 1, \"zero\": 2, \"end\": \"zero\", \"players\": ["
    "{\"seat\": 1, \"hand\": [\"o1\",\"o2\",\"o3\",\"o4\",\"o6\",\"o7\",\"y1\",\"y2\",\"y3\"], \"score\": 6},"
    "{\"seat\": 2, \"hand\": [\"r1\",\"r2\",\"r3\",\"r4\",\"r5\",\"y5\",\"g5\",\"b5\",\"k5\"], \"score\": 0},"
    "{\"seat\": 3, \"hand\": [\"b1\",\"b2\",\"p1\",\"p2\",\"p3\",\"p4\",\"p6\",\"p7\",\"p8\"], \"score\": 3}]}";

static void test_zero_after_swap(void)
{
    tb_options *o = opts(NULL, NULL);
    tb_state *s = tk_new(g, o, 3, 3, deck_c);
    ZT_PLAY(g, s, "swap o8 r5"); /* seat 2 completes five red and five 5s */
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 1);
    TK_EQ_INT(out.turns, 1);
    check_detail(s, 1, detail_c, __LINE__);
    char *v = tk_view(g, s, 0);
    TK_CONTAINS(v, "Round 1: seat 2 called Zero; seat 1 scored 6, seat 2 scored 0, seat 3 scored 3");
    free(v);
    tk_free(g, s);

    /* Zero also ends the round during the final turns. */
    s = tk_new(g, o, 3, 3, deck_c);
    ZT_PLAY(g, s, "knock");
    ZT_PLAY(g, s, "knock"); /* seat 3: the round will end */
    ZT_PLAY(g, s, "knock"); /* seat 1: a pass */
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 0);
    ZT_PLAY(g, s, "swap o8 r5"); /* seat 2's last turn makes a Zero */
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 1);
    check_detail(s, 1, detail_c, __LINE__);
    tk_free(g, s);
    tk_options_free(o);
}

static void test_zero_after_deal(void)
{
    /* Seats 1 and 3 are dealt a Zero; from the first mover (seat 2) seat 3
     * comes first and calls it.  Round 2 is dealt a Zero for seat 1 only. */
    static const char deck[] = "[main]\n"
                               "r1 r2 r3 r4 r5 o5 y5 g5 b5\n"
                               "o1 o2 o3 o4 y1 y2 y3 y4 g1\n"
                               "p1 p2 p3 p4 p8 r8 o8 y8 g8\n"
                               "k1 k2 k3 k4 k5\n"
                               "[main.2]\n"
                               "k1 k2 k3 k4 k5 r1 o1 y1 g1\n"
                               "r2 r3 r4 r5 r6 r7 o2 o3 o4\n"
                               "b1 b2 b3 b4 b5 b6 b7 b8 p1\n"
                               "p2 p3 p4 p5 p6\n";
    tb_options *o = opts(NULL, NULL);
    tb_state *s = tk_new(g, o, 3, 5, deck);
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 2);
    TK_EQ_INT(out.turns, 0);
    check_detail(s, 1,
                 "{\"round\": 1, \"dealer\": 1, \"zero\": 3, \"end\": \"zero\", \"players\": ["
                 "{\"seat\": 1, \"hand\": [\"r1\",\"r2\",\"r3\",\"r4\",\"r5\",\"o5\",\"y5\",\"g5\",\"b5\"], \"score\": 0},"
                 "{\"seat\": 2, \"hand\": [\"o1\",\"o2\",\"o3\",\"o4\",\"y1\",\"y2\",\"y3\",\"y4\",\"g1\"], \"score\": 10},"
                 "{\"seat\": 3, \"hand\": [\"r8\",\"o8\",\"y8\",\"g8\",\"p1\",\"p2\",\"p3\",\"p4\",\"p8\"], \"score\": 0}]}",
                 __LINE__);
    check_detail(s, 2,
                 "{\"round\": 2, \"dealer\": 2, \"zero\": 1, \"end\": \"zero\", \"players\": ["
                 "{\"seat\": 1, \"hand\": [\"r1\",\"o1\",\"y1\",\"g1\",\"k1\",\"k2\",\"k3\",\"k4\",\"k5\"], \"score\": 0},"
                 "{\"seat\": 2, \"hand\": [\"r2\",\"r3\",\"r4\",\"r5\",\"r6\",\"r7\",\"o2\",\"o3\",\"o4\"], \"score\": 9},"
                 "{\"seat\": 3, \"hand\": [\"b1\",\"b2\",\"b3\",\"b4\",\"b5\",\"b6\",\"b7\",\"b8\",\"p1\"], \"score\": 1}]}",
                 __LINE__);
    /* round 3: seat 3 deals, seat 1 moves first */
    TK_EQ_INT(g->to_move(s), 0);
    char *v = tk_view(g, s, 0);
    TK_CONTAINS(v, "Round 3 of 3, dealer seat 3");
    free(v);
    tk_free(g, s);
    tk_options_free(o);
}

static void test_turn_limit(void)
{
    tb_options *o = opts("max_turns_per_round=4", "rounds=1");
    tb_state *s = tk_new(g, o, 3, 11, NULL);
    TK_EQ_INT(g->move_bound(s), 4);
    char err[TB_ERR_MAX];
    for (int i = 0; i < 4; i++) {
        size_t n;
        char *m = tk_moves(g, s, &n);
        *strchr(m, '\n') = '\0';
        TK_EQ_INT(tk_play(g, s, m, err), 0);
        free(m);
    }
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.over, 1);
    TK_EQ_INT(out.rounds, 1);
    TK_EQ_STR(out.end, "turn_limit");
    char *d = tk_detail(g, s, 1);
    TK_CONTAINS(d, "\"turn_limit\"");
    free(d);
    tk_free(g, s);
    tk_options_free(o);
}

/* One round per player, the dealer moving one seat on each time. */
static void test_rounds_and_dealers(void)
{
    tb_options *o = opts(NULL, NULL);
    tb_state *s = tk_new(g, o, 4, 21, NULL);
    TK_EQ_INT(g->move_bound(s), 4 * 1000);
    for (int r = 1; r <= 4; r++) {
        TK_EQ_INT(g->to_move(s), r % 4); /* left of dealer seat r */
        for (int k = 0; k < 5; k++)
            ZT_PLAY(g, s, "knock");
        char *d = tk_detail(g, s, r);
        TK_EQ_INT(tk_json_int(d, "dealer", -1), r);
        TK_EQ_INT(tk_json_int(d, "round", -1), r);
        free(d);
    }
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.over, 1);
    TK_EQ_INT(out.rounds, 4);
    TK_EQ_INT(out.turns, 20);
    TK_EQ_STR(out.end, "normal");
    TK_EQ_INT(out.winners, 0); /* the host ranks: lowest total wins */
    TK_EQ_INT(g->to_move(s), -1);
    size_t n;
    free(tk_moves(g, s, &n));
    TK_EQ_INT(n, 0);
    ZT_REFUSE(g, s, "knock", "the game is over");
    char *v = tk_view(g, s, 0);
    TK_CONTAINS(v, "Game over after 4 rounds");
    TK_CHECK(strstr(v, "hidden]") == NULL); /* every hand shown at the end */
    free(v);
    tk_free(g, s);
    tk_options_free(o);

    o = opts("rounds=2", NULL);
    s = tk_new(g, o, 3, 21, NULL);
    for (int k = 0; k < 8; k++)
        ZT_PLAY(g, s, "knock");
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.over, 1);
    TK_EQ_INT(out.rounds, 2);
    tk_free(g, s);
    tk_options_free(o);
}

/* create() refuses what the options do not allow. */
static void expect_create_error(tb_options *o, int players, const char *why, int line)
{
    tb_setup setup = {players, o, NULL, 1};
    char err[TB_ERR_MAX] = "";
    tb_state *s = g->create(tk_host(), &setup, err);
    tk_check(s == NULL, __FILE__, line, "create refused");
    if (s)
        g->destroy(s);
    tk_check(strstr(err, why) != NULL, __FILE__, line, why);
    if (!strstr(err, why))
        fprintf(stderr, "  got: %s\n", err);
}

static void test_options(void)
{
    tb_options *o = opts(NULL, NULL);
    expect_create_error(o, 2, "zero seats 3 to 5 players", __LINE__);
    tk_options_free(o);
    o = opts("min_players=2", NULL);
    tb_state *s = tk_new(g, o, 2, 1, NULL);
    tb_outcome out;
    for (int k = 0; k < 6; k++)
        ZT_PLAY(g, s, "knock");
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.over, 1);
    TK_EQ_INT(out.rounds, 2);
    tk_free(g, s);
    tk_options_free(o);
    o = opts("hand_size=11", NULL);
    expect_create_error(o, 5, "5 players need 60 cards", __LINE__);
    s = tk_new(g, o, 4, 1, NULL); /* 4 x 11 + 5 = 49 fits */
    size_t n;
    free(tk_moves(g, s, &n));
    TK_EQ_INT(n, 11 * 5 + 1);
    tk_free(g, s);
    tk_options_free(o);
    o = opts("colour_letters=abc", NULL);
    expect_create_error(o, 3, "colour_letters must be 7 different letters", __LINE__);
    tk_options_free(o);
    o = opts("colour_letters=rrygbpk", NULL);
    expect_create_error(o, 3, "colour_letters must be 7 different letters", __LINE__);
    tk_options_free(o);

    /* Other letters rename the colours everywhere. */
    o = opts("colour_letters=ABCDEFG", NULL);
    static const char deck[] = "[main]\na1 a2 a3 a4 a5 a6 a7 a8 b1\n";
    s = tk_new(g, o, 3, 1, deck);
    char *v = tk_view(g, s, 0);
    TK_CONTAINS(v, "a1 a2 a3 a4 a5 a6 a7 a8 b1");
    free(v);
    tk_free(g, s);
    char err[TB_ERR_MAX];
    char *j = tk_score(g, o, "hand", "A1 a2 a3 a4 a6 d8 e8 c2 g4", err);
    TK_CONTAINS(j, "\"colour_groups\": [\"a\"]");
    TK_EQ_INT(tk_json_int(j, "score", -1), 14);
    free(j);
    tk_options_free(o);

    /* group_size and hand_size change the scoring. */
    o = opts("group_size=3", NULL);
    j = tk_score(g, o, "hand", "r1 r2 r3 g5 b5 y5 k8 k7 p6", err);
    TK_EQ_INT(tk_json_int(j, "score", -1), 21);
    free(j);
    tk_options_free(o);
}

/* Every legal move's text parses back to it; junk bytes and illegal moves
 * are refused and leave the state bit-for-bit unchanged. */
static void test_encoding(void)
{
    tb_options *o = opts(NULL, NULL);
    tb_state *s = tk_new(g, o, 3, 1, deck_a);
    tb_move moves[64];
    size_t n = g->legal_moves(s, moves, 64);
    TK_EQ_INT(n, 46);
    int round_trip = 1;
    for (size_t i = 0; i < n; i++) {
        char text[64], err[TB_ERR_MAX];
        tb_move back[2];
        g->format_move(s, &moves[i], text, sizeof text);
        if (g->parse_move(s, text, back, 2, err) != 1 || memcmp(&back[0], &moves[i], sizeof back[0]))
            round_trip = 0;
    }
    TK_CHECK(round_trip);

    struct tb_state before;
    memcpy(&before, s, sizeof before);
    char err[TB_ERR_MAX];
    tb_move m = moves[n - 1]; /* knock */
    m.b[5] = 1;
    TK_EQ_INT(g->apply(s, &m, err), -1);
    TK_CONTAINS(err, "not a zero move");
    m = moves[0];
    m.b[0] = 9;
    TK_EQ_INT(g->apply(s, &m, err), -1);
    zero_move z = {ZERO_MOVE_SWAP, zc_make(0, 1), zc_make(3, 4)}; /* r1 is seat 1's */
    m = zero_move_pack(z);
    TK_EQ_INT(g->apply(s, &m, err), -1);
    TK_EQ_STR(err, "r1 is not in your hand");
    z = (zero_move){ZERO_MOVE_SWAP, zc_make(1, 2), zc_make(7, 4)}; /* no such card */
    m = zero_move_pack(z);
    TK_EQ_INT(g->apply(s, &m, err), -1);
    z = (zero_move){ZERO_MOVE_KNOCK, 1, 0};
    m = zero_move_pack(z);
    TK_EQ_INT(g->apply(s, &m, err), -1);
    TK_CHECK(memcmp(&before, s, sizeof before) == 0);
    tk_free(g, s);
    tk_options_free(o);
}

int main(void)
{
    g = tk_plugin("zero");
    TK_EQ_STR(g->name, "zero");
    TK_EQ_INT(g->lowest_wins, 1);
    TK_EQ_STR(g->default_bot, "greedy");
    TK_EQ_STR(g->decks[0], "main");
    TK_CHECK(g->decks[1] == NULL);
    test_knock_sequence();
    test_knock_counts();
    test_zero_after_swap();
    test_zero_after_deal();
    test_turn_limit();
    test_rounds_and_dealers();
    test_options();
    test_encoding();
    return tk_done();
}
