/*
 * test_ends.c — how a game ends, on small stacked decks: stuck at the start
 * of a turn, stuck after an unlucky placement, the minimum that still holds
 * with an empty draw pile, a hand smaller than the minimum, and the win on
 * emptying hand and draw pile.  Each checks the outcome and the result detail.
 */
#include "ff_test.h"

static void check_outcome(const tb_game *g, const tb_state *s, const char *end, int winner,
                          int score1, int score2, int turns)
{
    tb_outcome o;
    tk_outcome(g, s, &o);
    TK_EQ_INT(o.over, 1);
    TK_EQ_INT(o.rounds, 1);
    TK_EQ_STR(o.end, end);
    TK_EQ_INT(o.winners, 1u << (winner - 1));
    TK_EQ_INT(o.score[0][0], score1);
    TK_EQ_INT(o.score[0][1], score2);
    TK_EQ_INT(o.turns, turns);
    TK_EQ_INT(g->to_move(s), -1);
    TK_EQ_INT(g->legal_moves(s, NULL, 0), 0);
}

static void check_detail(const tb_game *g, const tb_state *s, const char *want)
{
    char *d = tk_detail(g, s, 1);
    TK_EQ_STR(d, want);
    free(d);
}

/* Small decks: cards 1..10, hands of 3, no backward move. */
static const char *const small[] = {"first_player=1", "low_card=0", "high_card=11", "hand_size=3",
                                    "backward_step=0", NULL};

static void stuck_at_start(const tb_game *g)
{
    static const char deck[] = "[p1] 1 10 5 2 3 4 6 7 8 9\n[p2] 9 2 5 3 4 1 6 7 8 10\n";
    tb_options *o;
    tb_state *s = ff_game(g, &o, small, 1, deck);
    PLAY(g, s, "play 1 up");
    PLAY(g, s, "play 10 down");
    PLAY(g, s, "end");
    PLAY(g, s, "play 9 up");
    PLAY(g, s, "play 2 down");
    PLAY(g, s, "end");
    PLAY(g, s, "play 2 up");
    PLAY(g, s, "play 3 up");
    TK_EQ_INT(g->to_move(s), 0);
    /* Seat 2 will hold 3 4 5 with own piles at 9 and 2 and seat 1's at 3
     * and 10: nothing fits anywhere, so the turn is lost before it starts. */
    PLAY(g, s, "end");
    check_outcome(g, s, "stuck", 1, -6, -8, 4);
    check_detail(g, s,
                 "{\"round\": 1, \"end\": \"stuck\", \"loser\": 2, \"players\": ["
                 "{\"seat\": 1, \"up\": 3, \"down\": 10, \"hand\": [4, 5, 6], \"draw_left\": 3, "
                 "\"score\": -6}, "
                 "{\"seat\": 2, \"up\": 9, \"down\": 2, \"hand\": [3, 4, 5], \"draw_left\": 5, "
                 "\"score\": -8}]}");
    REFUSE(g, s, "end", "the game is over");
    REFUSE(g, s, "play 4 up", "the game is over");
    ff_end_game(g, s, o);
}

static void stuck_after_placement(const tb_game *g)
{
    static const char deck[] = "[p1] 9 2 7 3 4 1 5 6 8 10\n[p2] 10 9 8 1 2 3 4 5 6 7\n";
    tb_options *o;
    size_t n;
    char *m;
    tb_state *s = ff_game(g, &o, small, 2, deck);
    PLAY(g, s, "play 9 down");
    PLAY(g, s, "play 2 down");
    PLAY(g, s, "end");
    PLAY(g, s, "play 10 down");
    PLAY(g, s, "play 9 down");
    PLAY(g, s, "end");
    /* Seat 1 holds 3 4 7 with up 0 and down 2: 3 then 4 then 7 would do. */
    m = tk_moves(g, s, &n);
    TK_EQ_STR(m, "play 3 up\nplay 4 up\nplay 7 up\n");
    free(m);
    PLAY(g, s, "play 7 up"); /* the unlucky order: 3 and 4 fit nowhere now */
    /* The loser holds fewer cards than the winner: winners are explicit. */
    check_outcome(g, s, "stuck", 2, -7, -8, 3);
    check_detail(g, s,
                 "{\"round\": 1, \"end\": \"stuck\", \"loser\": 1, \"players\": ["
                 "{\"seat\": 1, \"up\": 7, \"down\": 2, \"hand\": [3, 4], \"draw_left\": 5, "
                 "\"score\": -7}, "
                 "{\"seat\": 2, \"up\": 0, \"down\": 9, \"hand\": [1, 2, 8], \"draw_left\": 5, "
                 "\"score\": -8}]}");
    ff_end_game(g, s, o);
}

/* Cards 1..6, hands of 3. */
static const char *const tiny[] = {"first_player=1", "low_card=0", "high_card=7", "hand_size=3",
                                   "backward_step=0", NULL};
static const char tiny_deck[] = "[p1] 1 2 3 4 5 6\n[p2] 6 5 4 3 2 1\n";

static void minimum_with_empty_draw_pile(const tb_game *g)
{
    tb_options *o;
    tb_state *s = ff_game(g, &o, tiny, 3, tiny_deck);
    static const char *const script[] = {
        "play 1 up", "play 2 up", "end", "play 6 down", "play 5 down", "end",
        "play 3 up", "play 4 up", "end", /* seat 1 draws the last card, 6 */
        "play 4 down", "play 3 down", "end",
    };
    for (size_t i = 0; i < sizeof script / sizeof script[0]; i++)
        PLAY(g, s, script[i]);
    {
        char *v = tk_view(g, s, 0);
        TK_CONTAINS(v, "  hand: 5 6\n");
        TK_CONTAINS(v, "  draw: (empty)\n");
        free(v);
    }
    PLAY(g, s, "play 5 up");
    /* The draw pile is empty, the minimum of 2 still holds. */
    REFUSE(g, s, "end", "you must place at least 2 cards before ending your turn (1 placed so far)");
    PLAY(g, s, "play 6 up"); /* hand and draw pile empty: an immediate win */
    check_outcome(g, s, "normal", 1, 0, -2, 5);
    check_detail(g, s,
                 "{\"round\": 1, \"end\": \"emptied\", \"loser\": 2, \"players\": ["
                 "{\"seat\": 1, \"up\": 6, \"down\": 7, \"hand\": [], \"draw_left\": 0, "
                 "\"score\": 0}, "
                 "{\"seat\": 2, \"up\": 0, \"down\": 3, \"hand\": [1, 2], \"draw_left\": 0, "
                 "\"score\": -2}]}");
    REFUSE(g, s, "end", "the game is over");
    ff_end_game(g, s, o);
}

static void hand_below_minimum(const tb_game *g)
{
    static const char *const sets[] = {"first_player=1", "low_card=0", "high_card=7",
                                       "hand_size=3", "backward_step=0", "draw_own=1", NULL};
    tb_options *o;
    tb_state *s = ff_game(g, &o, sets, 4, tiny_deck);
    static const char *const script[] = {
        "play 1 up", "play 2 up", "end",   /* draws 4: hand 3 4 */
        "play 6 down", "play 5 down", "end",
        "play 3 up", "play 4 up", "end",   /* draws 5: hand 5 */
        "play 4 down", "play 3 down", "end",
    };
    for (size_t i = 0; i < sizeof script / sizeof script[0]; i++)
        PLAY(g, s, script[i]);
    {
        char *v = tk_view(g, s, 0);
        TK_CONTAINS(v, "  hand: 5\n");
        TK_CONTAINS(v, "Placed this turn: 0 (at least 1)");
        free(v);
    }
    /* One card in hand and a minimum of 2: that one card must be placed. */
    REFUSE(g, s, "end",
           "you must place the 1 card you started the turn with before ending it (0 placed so far)");
    PLAY(g, s, "play 5 up");
    PLAY(g, s, "end"); /* draws the 6 */
    PLAY(g, s, "play 2 down");
    PLAY(g, s, "end");
    PLAY(g, s, "play 6 up");
    check_outcome(g, s, "normal", 1, 0, -1, 7);
    ff_end_game(g, s, o);
}

int main(void)
{
    const tb_game *g = tk_plugin("face-to-face");
    stuck_at_start(g);
    stuck_after_placement(g);
    minimum_with_empty_draw_pile(g);
    hand_below_minimum(g);
    return tk_done();
}
