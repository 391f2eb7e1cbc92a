/*
 * test_rules.c — the deal and every rule of a turn, each refusal with its
 * exact reason (and the state unchanged), a round won by going out, and a
 * two-round game on stacked decks.
 *
 * Stacked decks are listed top first: a block of cards for seat 1, then
 * for seat 2 (and so on), then the starter, then the top of the stock.
 */
#include "et.h"

static const tb_game *g;

static tb_options *opts(const char *a, const char *b)
{
    const char *sets[3] = {a, b, NULL};
    return tk_options(g, sets);
}

static tb_move raw(int kind, const char *card, int suit)
{
    tb_card c = card ? et_parse(g, card) : 0;
    return et_pack((eights_move){(uint8_t)kind, (uint8_t)c, (uint8_t)suit});
}

/* Seat 1 holds seven clubs and goes out in 13 turns; seat 2 draws and
 * passes every time. */
static const char deck_out[] = "[main]\n"
                               "3c 4c 5c 6c 7c 9c Jc   # seat 1\n"
                               "Ad 2d 3d 4d 5d 6d 7d   # seat 2\n"
                               "2c                     # the starter\n"
                               "Kh Qh Jh 10h 9h 7h     # the stock's top\n";

static void test_deal_and_refusals(void)
{
    tb_options *o = opts(NULL, NULL);
    tb_state *s = tk_new(g, o, 2, 5, deck_out);
    HAND_IS(0, "3c 4c 5c 6c 7c 9c Jc");
    HAND_IS(1, "Ad 2d 3d 4d 5d 6d 7d");
    TK_EQ_INT(s->discard.n, 1);
    TK_EQ_INT(s->stock.n, 52 - 15);
    char top[8];
    et_card(g, s->stock.c[s->stock.n - 1], top, sizeof top);
    TK_EQ_STR(top, "Kh");
    TK_EQ_INT(g->to_move(s), 0);

    char *v = tk_view(g, s, 0);
    TK_CONTAINS(v, "Round 1 of 1 (seat 1 led)\n");
    TK_CONTAINS(v, "Seat 1 to move: play a card or draw\n");
    TK_CONTAINS(v, "Suit to follow: clubs (c)\n");
    TK_CONTAINS(v, "Drawn this turn: no\n");
    TK_CONTAINS(v, "\n  hand: 3c 4c 5c 6c 7c 9c Jc\n"); /* its own: no owner's name */
    TK_CONTAINS(v, "\n  hand (seat 2): [7 hidden]\n");
    TK_CONTAINS(v, "discard: 2c (1 card)\n");
    TK_CONTAINS(v, "stock: 37 cards face down\n");
    TK_CHECK(strstr(v, "Ad") == NULL && strstr(v, "Kh") == NULL);
    free(v);
    v = tk_view(g, s, -1); /* a spectator sees no hand, each with its owner */
    TK_CONTAINS(v, "\n  hand (seat 1): [7 hidden]\n  hand (seat 2): [7 hidden]\n");
    free(v);

    size_t n;
    char *moves = tk_moves(g, s, &n);
    TK_EQ_STR(moves, "play 3c\nplay 4c\nplay 5c\nplay 6c\nplay 7c\nplay 9c\nplay Jc\ndraw\n");
    free(moves);

    REFUSE("play Ad", "Ad is not in your hand");
    REFUSE("play 8h s", "8h is not in your hand");
    REFUSE("pass", "you may pass only after drawing");
    REFUSE("play 3c d", "only an 8 names a suit: play 3c");
    tb_move m = raw(0, NULL, 0);
    REFUSE_RAW(&m, "not a crazy eights move");
    m = raw(4, NULL, 0);
    REFUSE_RAW(&m, "not a crazy eights move");
    m = raw(MOVE_DRAW, "3c", 0);
    REFUSE_RAW(&m, "not a crazy eights move");
    m = raw(MOVE_PASS, NULL, 1);
    REFUSE_RAW(&m, "not a crazy eights move");
    m = raw(MOVE_PLAY, NULL, 0); /* card 0 is no card */
    REFUSE_RAW(&m, "not a crazy eights move");
    m = et_pack((eights_move){MOVE_PLAY, 14, 0}); /* rank 14 */
    REFUSE_RAW(&m, "not a crazy eights move");
    m = raw(MOVE_PLAY, "3c", 5);
    REFUSE_RAW(&m, "not a crazy eights move");
    m = raw(MOVE_PLAY, "3c", 0);
    m.b[20] = 1; /* a legal move with a stray byte is not a move */
    REFUSE_RAW(&m, "not a crazy eights move");
    m = raw(MOVE_PLAY, "3c", 3);
    REFUSE_RAW(&m, "only an 8 names a suit: play 3c");

    PLAY("play 3c");
    TK_EQ_INT(g->to_move(s), 1);
    moves = tk_moves(g, s, &n);
    TK_EQ_STR(moves, "play 3d\ndraw\n"); /* 3d follows by rank */
    free(moves);
    REFUSE("play Ad", "Ad does not follow 3c (suit c or rank 3 needed)");
    REFUSE("pass", "you may pass only after drawing");
    PLAY("draw");
    HAND_IS(1, "Ad 2d 3d 4d 5d 6d 7d Kh");
    TK_EQ_INT(g->to_move(s), 1); /* drawing does not end the turn */
    v = tk_view(g, s, 1);
    TK_CONTAINS(v, "Seat 2 to move: play a card or pass\n");
    TK_CONTAINS(v, "Drawn this turn: yes\n");
    TK_CONTAINS(v, "\n  hand (seat 1): [6 hidden]\n");
    TK_CONTAINS(v, "stock: 36 cards face down\n");
    free(v);
    moves = tk_moves(g, s, &n);
    TK_EQ_STR(moves, "play 3d\npass\n");
    free(moves);
    REFUSE("draw", "you have already drawn this turn");
    PLAY("pass");
    TK_EQ_INT(g->to_move(s), 0);

    /* Seat 1 plays out its clubs; seat 2 draws (Qh Jh 10h 9h 7h) and passes. */
    const char *const rest[] = {"4c", "5c", "6c", "7c", "9c"};
    for (size_t i = 0; i < 5; i++) {
        char line[16];
        snprintf(line, sizeof line, "play %s", rest[i]);
        PLAY(line);
        PLAY("draw");
        PLAY("pass");
    }
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.over, 0);
    TK_EQ_INT(out.rounds, 0);
    TK_EQ_INT(out.turns, 12);
    PLAY("jc"); /* "play" may be left out; any case */
    TK_EQ_INT(g->to_move(s), -1);
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.over, 1);
    TK_EQ_INT(out.rounds, 1);
    TK_EQ_INT(out.turns, 13);
    TK_EQ_STR(out.end, "normal");
    TK_EQ_INT(out.winners, 0); /* the host ranks the totals */
    TK_EQ_INT(out.score[0][0], 28 + 10 + 10 + 10 + 10 + 9 + 7);
    TK_EQ_INT(out.score[0][1], 0);
    DETAIL(1, "{\"round\": 1, \"end\": \"out\", \"winner\": 1, \"players\": ["
              "{\"seat\": 1, \"hand\": [], \"score\": 84},"
              "{\"seat\": 2, \"hand\": [\"Ad\", \"2d\", \"3d\", \"4d\", \"5d\", \"6d\", \"7d\","
              " \"7h\", \"9h\", \"10h\", \"Jh\", \"Qh\", \"Kh\"], \"score\": 0}]}");
    moves = tk_moves(g, s, &n);
    TK_EQ_INT(n, 0);
    free(moves);
    REFUSE("draw", "the game is over");
    v = tk_view(g, s, 0);
    TK_CONTAINS(v, "Game over after 1 round (highest total wins)\n");
    TK_CONTAINS(v, "Round 1 ended (out); scores: 84 0\n");
    free(v);
    tk_free(g, s);
    tk_options_free(o);
}

/* Two rounds of three cards: 8s name suits, the lead moves to seat 2. */
static const char deck_two[] = "[main]\n"
                               "3c 4c 5c  Kd Qd 8h  2c  As 2s\n"
                               "[main.2]\n"
                               "9h 10h Jh  2c 3d 4s  9c  8s 5d 6d 7d\n";

static void test_two_rounds(void)
{
    tb_options *o = opts("rounds=2", "hand_size=3");
    tb_state *s = tk_new(g, o, 2, 9, deck_two);
    PLAY("play 3c");
    REFUSE("play 8h", "name a suit for an 8: play 8h s");
    tb_move m = raw(MOVE_PLAY, "8h", 0);
    REFUSE_RAW(&m, "name a suit for an 8: play 8h s");
    size_t n;
    char *moves = tk_moves(g, s, &n);
    TK_EQ_STR(moves, "play 8h c\nplay 8h d\nplay 8h h\nplay 8h s\ndraw\n");
    free(moves);
    PLAY("play 8h d");
    char *v = tk_view(g, s, 0);
    TK_CONTAINS(v, "Suit to follow: diamonds (d) (named with an 8)\n");
    TK_CONTAINS(v, "discard: 8h (3 cards)\n");
    free(v);
    REFUSE("play 5c", "5c does not follow 8h (suit d or rank 8 needed)");
    PLAY("draw"); /* As */
    PLAY("pass");
    PLAY("play Kd");
    PLAY("draw"); /* 2s */
    PLAY("pass");
    PLAY("play Qd"); /* seat 2 is out: round 2 is dealt at once */
    DETAIL(1, "{\"round\": 1, \"end\": \"out\", \"winner\": 2, \"players\": ["
              "{\"seat\": 1, \"hand\": [\"4c\", \"5c\", \"As\", \"2s\"], \"score\": 0},"
              "{\"seat\": 2, \"hand\": [], \"score\": 12}]}");
    TK_EQ_INT(g->to_move(s), 1); /* seat 2 leads round 2 */
    HAND_IS(0, "9h 10h Jh");
    HAND_IS(1, "2c 3d 4s");
    v = tk_view(g, s, 1);
    TK_CONTAINS(v, "Round 2 of 2 (seat 2 led)\n");
    TK_CONTAINS(v, "Round 1 ended (out); scores: 0 12\n");
    TK_CONTAINS(v, "discard: 9c (1 card)\n");
    free(v);

    PLAY("play 2c");
    REFUSE("play 9h", "9h does not follow 2c (suit c or rank 2 needed)");
    PLAY("draw"); /* 8s, playable at once */
    PLAY("play 8s h");
    PLAY("draw"); /* 5d */
    PLAY("pass");
    PLAY("play 9h");
    PLAY("draw"); /* 6d */
    PLAY("pass");
    PLAY("play 10h");
    PLAY("draw"); /* 7d */
    PLAY("pass");
    PLAY("play Jh");
    DETAIL(2, "{\"round\": 2, \"end\": \"out\", \"winner\": 1, \"players\": ["
              "{\"seat\": 1, \"hand\": [], \"score\": 25},"
              "{\"seat\": 2, \"hand\": [\"3d\", \"5d\", \"6d\", \"7d\", \"4s\"], \"score\": 0}]}");
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.over, 1);
    TK_EQ_INT(out.rounds, 2);
    TK_EQ_INT(out.turns, 14);
    TK_EQ_INT(out.score[0][0], 0);
    TK_EQ_INT(out.score[0][1], 12);
    TK_EQ_INT(out.score[1][0], 25);
    TK_EQ_INT(out.score[1][1], 0);
    tk_free(g, s);
    tk_options_free(o);
}

/* Blocks of 5 for three players, then the starter, then the stock. */
static void test_three_player_deal(void)
{
    tb_options *o = opts(NULL, NULL);
    tb_state *s = tk_new(g, o, 3, 2,
                         "[main]\nAs 2s 3s 4s 5s  Ah 2h 3h 4h 5h  Ad 2d 3d 4d 5d  Kc  Qc\n");
    HAND_IS(0, "As 2s 3s 4s 5s");
    HAND_IS(1, "Ah 2h 3h 4h 5h");
    HAND_IS(2, "Ad 2d 3d 4d 5d");
    TK_EQ_INT(s->stock.n, 52 - 16);
    PLAY("draw");
    HAND_IS(0, "Qc As 2s 3s 4s 5s");
    PLAY("pass");
    TK_EQ_INT(g->to_move(s), 1);
    tk_free(g, s);
    tk_options_free(o);

    o = opts("hand_size=9", NULL); /* a fixed size overrides the automatic one */
    s = tk_new(g, o, 4, 2, NULL);
    for (int seat = 0; seat < 4; seat++)
        TK_EQ_INT(s->hand[seat].n, 9);
    TK_EQ_INT(s->stock.n, 52 - 37);
    tk_free(g, s);
    tk_options_free(o);
}

int main(void)
{
    g = tk_plugin("eights");
    test_deal_and_refusals();
    test_two_rounds();
    test_three_player_deal();
    return tk_done();
}
