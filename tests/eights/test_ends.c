/*
 * test_ends.c — how rounds end other than by going out: a blocked round
 * (everyone passes with nothing to draw), a tie for the lowest hand, the
 * turn-limit safeguard, and the reshuffle of the discard pile into a new
 * stock.  Four players with 12 cards each leave a stock of three cards.
 */
#include "et.h"

static const tb_game *g;

/* Seats hold the 12 non-8 clubs, diamonds, hearts, spades (77 points
 * each); 8c starts the pile and the stock is 8d 8h 8s. */
static const char deck_suits[] = "[main]\n"
                                 "Ac 2c 3c 4c 5c 6c 7c 9c 10c Jc Qc Kc\n"
                                 "Ad 2d 3d 4d 5d 6d 7d 9d 10d Jd Qd Kd\n"
                                 "Ah 2h 3h 4h 5h 6h 7h 9h 10h Jh Qh Kh\n"
                                 "As 2s 3s 4s 5s 6s 7s 9s 10s Js Qs Ks\n"
                                 "8c  8d 8h 8s\n";

static void test_blocked(void)
{
    const char *sets[] = {"hand_size=12", NULL};
    tb_options *o = tk_options(g, sets);
    tb_state *s = tk_new(g, o, 4, 3, deck_suits);
    for (int seat = 0; seat < 3; seat++) {
        PLAY("draw"); /* seats 1-3 each take an 8 */
        PLAY("pass");
    }
    TK_EQ_INT(s->stock.n, 0);
    char *v = tk_view(g, s, 3);
    TK_CONTAINS(v, "Seat 4 to move: play a card or pass (nothing to draw)\n");
    TK_CONTAINS(v, "stock: (empty)\n");
    free(v);
    REFUSE("draw", "there is nothing to draw: pass");
    size_t n;
    char *moves = tk_moves(g, s, &n);
    TK_EQ_STR(moves, "pass\n"); /* seat 4 holds no club, no 8, no 8s */
    free(moves);
    PLAY("pass");
    PLAY("pass"); /* seat 1 could play a club: passing is allowed all the same */
    PLAY("pass");
    TK_EQ_INT(g->to_move(s), 2);
    PLAY("pass"); /* the fourth pass in a row: blocked */
    TK_EQ_INT(g->to_move(s), -1);
    DETAIL(1, "{\"round\": 1, \"end\": \"blocked\", \"winner\": 4, \"players\": ["
              "{\"seat\": 1, \"hand\": [\"Ac\", \"2c\", \"3c\", \"4c\", \"5c\", \"6c\", \"7c\","
              " \"9c\", \"10c\", \"Jc\", \"Qc\", \"Kc\", \"8d\"], \"score\": 0},"
              "{\"seat\": 2, \"hand\": [\"Ad\", \"2d\", \"3d\", \"4d\", \"5d\", \"6d\", \"7d\","
              " \"9d\", \"10d\", \"Jd\", \"Qd\", \"Kd\", \"8h\"], \"score\": 0},"
              "{\"seat\": 3, \"hand\": [\"Ah\", \"2h\", \"3h\", \"4h\", \"5h\", \"6h\", \"7h\","
              " \"9h\", \"10h\", \"Jh\", \"Qh\", \"Kh\", \"8s\"], \"score\": 0},"
              "{\"seat\": 4, \"hand\": [\"As\", \"2s\", \"3s\", \"4s\", \"5s\", \"6s\", \"7s\","
              " \"9s\", \"10s\", \"Js\", \"Qs\", \"Ks\"], \"score\": 150}]}");
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.turns, 7);
    TK_EQ_STR(out.end, "normal");
    TK_EQ_INT(out.score[0][3], 3 * (127 - 77));
    tk_free(g, s);
    tk_options_free(o);
}

/* Seats 3 and 4 end level on 78 points: both score their lead. */
static const char deck_tie[] = "[main]\n"
                               "Ac 3c 4c 5c 6c 7c 8c 9c 10c Jc Qc Kc\n"
                               "Ad 2d 3d 4d 5d 6d 7d 9d 10d Jd Qd Kd\n"
                               "Ah As 3h 4h 5h 6h 7h 9h 10h Jh Qh Kh\n"
                               "2h 2s 3s 4s 5s 6s 7s 9s 10s Js Qs Ks\n"
                               "8s  8d 8h 2c\n";

static void test_blocked_tie(void)
{
    const char *sets[] = {"hand_size=12", NULL};
    tb_options *o = tk_options(g, sets);
    tb_state *s = tk_new(g, o, 4, 3, deck_tie);
    for (int seat = 0; seat < 3; seat++) {
        PLAY("draw");
        PLAY("pass");
    }
    for (int seat = 0; seat < 4; seat++)
        PLAY("pass");
    TK_EQ_INT(g->to_move(s), -1);
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.score[0][0], 0);                      /* 175 points left */
    TK_EQ_INT(out.score[0][1], 0);                      /* 127 */
    TK_EQ_INT(out.score[0][2], (175 - 78) + (127 - 78)); /* 78: 146 */
    TK_EQ_INT(out.score[0][3], 146);                    /* 78 too */
    char *d = tk_detail(g, s, 1), *sq = tk_squeeze(d);
    TK_CONTAINS(sq, "\"end\":\"blocked\",\"winner\":null,");
    free(d);
    free(sq);
    tk_free(g, s);
    tk_options_free(o);
}

/* max_turns = 10: five draw-and-pass turns each, then the round is scored
 * as a blocked one (seat 1: 77 points, seat 2: 117). */
static void test_turn_limit(void)
{
    const char *sets[] = {"max_turns=10", NULL};
    tb_options *o = tk_options(g, sets);
    tb_state *s = tk_new(g, o, 2, 4,
                         "[main]\nAc 2c 3c 4c 5c 6c 7c  Ad 2d 3d 4d 5d 6d 7d  Kh\n"
                         "9c 9d 10c 10d Jc Jd Qc Qd Kc 8d\n");
    for (int turn = 0; turn < 10; turn++) {
        TK_EQ_INT(g->to_move(s), turn % 2);
        PLAY("draw");
        PLAY("pass");
    }
    TK_EQ_INT(g->to_move(s), -1);
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.turns, 10);
    TK_EQ_STR(out.end, "turn_limit");
    TK_EQ_INT(out.score[0][0], 40);
    TK_EQ_INT(out.score[0][1], 0);
    char *d = tk_detail(g, s, 1), *sq = tk_squeeze(d);
    TK_CONTAINS(sq, "{\"round\":1,\"end\":\"turn_limit\",\"winner\":1,");
    free(d);
    free(sq);
    TK_CHECK(g->move_bound(s) >= 20);
    tk_free(g, s);
    tk_options_free(o);
}

/* When the stock runs out, the discards under the top card become the new
 * stock; with only the top card left there is nothing to draw. */
static void test_restock(void)
{
    const char *sets[] = {"hand_size=12", NULL};
    tb_options *o = tk_options(g, sets);
    tb_state *s = tk_new(g, o, 4, 3, deck_suits);
    PLAY("play Kc"); /* discard: 8c Kc */
    for (int seat = 1; seat < 4; seat++) {
        PLAY("draw");
        PLAY("pass");
    }
    TK_EQ_INT(s->stock.n, 0);
    TK_EQ_INT(s->discard.n, 2);
    PLAY("draw"); /* seat 1: the reshuffled stock is the 8c alone */
    HAND_IS(0, "Ac 2c 3c 4c 5c 6c 7c 8c 9c 10c Jc Qc");
    TK_EQ_INT(s->stock.n, 0);
    TK_EQ_INT(s->discard.n, 1);
    char *v = tk_view(g, s, 0);
    TK_CONTAINS(v, "discard: Kc (1 card)\n");
    free(v);
    tb_card all[64];
    TK_EQ_INT(tk_census(g, s, all, 64), 52);
    REFUSE("draw", "you have already drawn this turn");
    PLAY("pass");
    REFUSE("draw", "there is nothing to draw: pass"); /* seat 2 */
    tk_free(g, s);
    tk_options_free(o);
}

int main(void)
{
    g = tk_plugin("eights");
    test_blocked();
    test_blocked_tie();
    test_turn_limit();
    test_restock();
    return tk_done();
}
