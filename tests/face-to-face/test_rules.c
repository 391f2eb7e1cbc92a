/*
 * test_rules.c — every placement rule and every refusal with its reason, on
 * stacked decks: the own piles with the backward move, at most one card on
 * the opponent's piles (and only a helping one), the minimum before `end`,
 * draw 2 against refill to the hand size, and the options that change them.
 */
#include "ff_test.h"

static const char *const p1_first[] = {"first_player=1", NULL};

/* A line of the view of `seat` must contain `text`. */
#define VIEW_HAS(g, s, seat, text)                                                              \
    do {                                                                                        \
        char *v_ = tk_view((g), (s), (seat));                                                   \
        TK_CONTAINS(v_, (text));                                                                \
        free(v_);                                                                               \
    } while (0)

static void three_turns(const tb_game *g)
{
    static const char deck[] = "[p1]\n15 5 25 50 40 33   # opening hand\n8 43  # next draws\n"
                               "[p2]\n20 30 45 12 52 7\n22 23 24\n";
    tb_options *o;
    tb_state *s = ff_game(g, &o, p1_first, 1, deck);
    TK_EQ_INT(g->to_move(s), 0);
    VIEW_HAS(g, s, 0, "  hand: 5 15 25 33 40 50\n");
    VIEW_HAS(g, s, 1, "  hand: 7 12 20 30 45 52\n");
    VIEW_HAS(g, s, 0, "  up: 1 (1 card)\n");
    VIEW_HAS(g, s, 0, "  down: 60 (1 card)\n");

    /* Turn 1, seat 1: own piles only, with a backward move. */
    REFUSE(g, s, "end", "you must place at least 2 cards before ending your turn (0 placed so far)");
    REFUSE(g, s, "play 16 up", "16 is not in your hand");
    REFUSE(g, s, "play 7 up", "7 is not in your hand"); /* seat 2 holds a 7, seat 1 does not */
    REFUSE(g, s, "play 5 their-up",
           "5 does not help your opponent's up pile (top 1): play lower than 1");
    REFUSE(g, s, "play 50 their-down",
           "50 does not help your opponent's down pile (top 60): play higher than 60");
    PLAY(g, s, "play 15 up");
    REFUSE(g, s, "end", "you must place at least 2 cards before ending your turn (1 placed so far)");
    PLAY(g, s, "play 5 up"); /* exactly 10 lower: the backward move */
    REFUSE(g, s, "play 5 up", "5 is not in your hand");
    PLAY(g, s, "play 25 up");
    PLAY(g, s, "play 40 down");
    VIEW_HAS(g, s, 0, "  up: 25 (4 cards)\n");
    PLAY(g, s, "end");
    /* Four placed, all on own piles: exactly 2 drawn, the next two of the deck. */
    VIEW_HAS(g, s, 0, "  hand: 8 33 43 50\n");
    VIEW_HAS(g, s, 1, "  their draw (seat 1): 50 cards face down\n");
    TK_EQ_INT(g->to_move(s), 1);

    /* Turn 2, seat 2: one card on seat 1's piles, never two. */
    PLAY(g, s, "play 20 their-up");
    REFUSE(g, s, "play 12 their-up",
           "you have already placed 1 card on your opponent's piles this turn (at most 1)");
    REFUSE(g, s, "play 52 their-down", "already placed 1 card on your opponent's piles");
    PLAY(g, s, "play 30 down");
    REFUSE(g, s, "play 45 down",
           "45 does not fit your down pile (top 30): play lower than 30, or exactly 40");
    PLAY(g, s, "play 12 up");
    REFUSE(g, s, "play 7 up", "7 does not fit your up pile (top 12): play higher than 12, or exactly 2");
    REFUSE(g, s, "play 33 up", "33 is not in your hand");
    PLAY(g, s, "end");
    /* A card went to the opponent: refill to 6 (3 left, 3 drawn). */
    VIEW_HAS(g, s, 1, "  hand: 7 22 23 24 45 52\n");
    VIEW_HAS(g, s, 0, "  their-up (seat 2): 12 (2 cards)\n");
    VIEW_HAS(g, s, 0, "  up: 20 (5 cards)\n");

    /* Turn 3, seat 1: backward twice on the down pile, one help, refill. */
    REFUSE(g, s, "play 8 up", "8 does not fit your up pile (top 20): play higher than 20, or exactly 10");
    PLAY(g, s, "play 50 down"); /* 40 + 10 */
    PLAY(g, s, "play 33 down");
    PLAY(g, s, "play 43 down"); /* 33 + 10, the second backward move this turn */
    REFUSE(g, s, "play 8 their-down",
           "8 does not help your opponent's down pile (top 30): play higher than 30");
    PLAY(g, s, "play 8 their-up");
    VIEW_HAS(g, s, 0, "  hand: (empty)\n");
    {
        size_t n;
        char *m = tk_moves(g, s, &n);
        TK_EQ_STR(m, "end\n"); /* an empty hand can only end the turn */
        free(m);
    }
    PLAY(g, s, "end");
    VIEW_HAS(g, s, 1, "  their hand (seat 1): [6 hidden]\n");
    ff_end_game(g, s, o);
}

/* The opponent's piles take the helping card only: the backward move and
 * the own-pile direction do not count there. */
static void helping_only(const tb_game *g)
{
    static const char deck[] = "[p1] 30 40 20 10 11 12 [p2] 35 25 26 27 28 29";
    tb_options *o;
    tb_state *s = ff_game(g, &o, p1_first, 2, deck);
    PLAY(g, s, "play 30 up");
    PLAY(g, s, "play 40 up");
    PLAY(g, s, "end");
    /* Seat 2 sees seat 1's up pile at 40: 35 helps it, 50 would not. */
    REFUSE(g, s, "play 35 their-down", "35 does not help your opponent's down pile (top 60)");
    PLAY(g, s, "play 25 their-up"); /* any amount lower helps, not only 10 */
    ff_end_game(g, s, o);
}

static void option_games(const tb_game *g)
{
    tb_options *o;
    tb_state *s;
    static const char deck[] = "[p1] 15 5 25 50 40 33 8 43 9 44 [p2] 20 30 45 12 52 7";

    static const char *const no_opp[] = {"first_player=1", "max_on_opponent=0", NULL};
    s = ff_game(g, &o, no_opp, 3, deck);
    REFUSE(g, s, "play 5 their-up", "these rules allow no cards on your opponent's piles");
    ff_end_game(g, s, o);

    static const char *const two_opp[] = {"first_player=2", "max_on_opponent=2", NULL};
    static const char deck2[] = "[p1] 15 5 25 50 40 33 [p2] 10 20 30 40 50 55";
    s = ff_game(g, &o, two_opp, 3, deck2);
    PLAY(g, s, "play 50 up");
    PLAY(g, s, "play 55 up");
    PLAY(g, s, "end");
    PLAY(g, s, "play 40 their-up"); /* seat 2's up is 55 */
    PLAY(g, s, "play 33 their-up");
    REFUSE(g, s, "play 25 their-up",
           "you have already placed 2 cards on your opponent's piles this turn (at most 2)");
    PLAY(g, s, "end");
    VIEW_HAS(g, s, 1, "  their hand (seat 1): [6 hidden]\n"); /* refilled to 6 */
    ff_end_game(g, s, o);

    static const char *const no_back[] = {"first_player=1", "backward_step=0", NULL};
    s = ff_game(g, &o, no_back, 3, deck);
    PLAY(g, s, "play 15 up");
    REFUSE(g, s, "play 5 up", "5 does not fit your up pile (top 15): play higher than 15");
    {
        char err[TB_ERR_MAX] = "";
        tk_play(g, s, "play 5 up", err);
        TK_CHECK(strstr(err, "exactly") == NULL);
    }
    ff_end_game(g, s, o);

    static const char *const step7[] = {"first_player=1", "backward_step=7", "draw_own=3", NULL};
    s = ff_game(g, &o, step7, 3, deck);
    PLAY(g, s, "play 15 up");
    REFUSE(g, s, "play 5 up", "play higher than 15, or exactly 8");
    PLAY(g, s, "play 50 down");
    PLAY(g, s, "end");
    /* draw_own = 3: three cards after an own-piles turn. */
    VIEW_HAS(g, s, 0, "  hand: 5 8 9 25 33 40 43\n");
    ff_end_game(g, s, o);

    static const char *const big_hand[] = {"first_player=2", "hand_size=8", "min_play=3", NULL};
    s = ff_game(g, &o, big_hand, 3, deck);
    TK_EQ_INT(g->to_move(s), 1);
    VIEW_HAS(g, s, 0, "  hand: 5 8 15 25 33 40 43 50\n");
    VIEW_HAS(g, s, 0, "  their hand (seat 2): [8 hidden]\n");
    ff_end_game(g, s, o);
}

static void who_starts(const tb_game *g)
{
    tb_options *o;
    tb_state *s;
    int seen[2] = {0, 0};
    static const char *const two[] = {"first_player=2", NULL};
    s = ff_game(g, &o, two, 5, NULL);
    TK_EQ_INT(g->to_move(s), 1);
    ff_end_game(g, s, o);
    for (uint64_t seed = 1; seed <= 40; seed++) {
        tb_state *a, *b;
        a = ff_game(g, &o, NULL, seed, NULL);
        b = tk_new(g, o, 2, seed, NULL);
        TK_EQ_INT(g->to_move(a), g->to_move(b)); /* the same seed, the same start */
        seen[g->to_move(a)]++;
        tk_free(g, b);
        ff_end_game(g, a, o);
    }
    TK_CHECK(seen[0] > 5 && seen[1] > 5);
}

/* apply() refuses encodings it never produces, leaving the state alone. */
static void raw_moves(const tb_game *g)
{
    tb_options *o;
    tb_state *s = ff_game(g, &o, p1_first, 9, NULL);
    tb_move m[512], bad;
    char err[TB_ERR_MAX];
    size_t n = g->legal_moves(s, m, 512);
    char *before = tb_check_observe(g, s, 2), *after;
    TK_CHECK(n > 1);
    memset(&bad, 0, sizeof bad);
    TK_EQ_INT(g->apply(s, &bad, err), -1);
    TK_CONTAINS(err, "malformed move");
    for (size_t i = 0; i < TB_MOVE_BYTES; i++) {
        bad = m[0];
        bad.b[i] ^= 0x40;
        if (g->apply(s, &bad, err) == 0)
            TK_CHECK(!"a mutated move was accepted");
    }
    after = tb_check_observe(g, s, 2);
    TK_EQ_STR(after, before);
    free(before);
    free(after);
    ff_end_game(g, s, o);
}

int main(void)
{
    const tb_game *g = tk_plugin("face-to-face");
    three_turns(g);
    helping_only(g);
    option_games(g);
    who_starts(g);
    raw_moves(g);
    return tk_done();
}
