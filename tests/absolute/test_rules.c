/*
 * test_rules.c — the turn, the zero cards and every refusal with its exact
 * reason, on stacked decks through the same line protocol players use.
 *
 * Deal order (interface spec): seat 1's hand, seat 2's hand, ..., the first
 * discard, then the deck top first.
 */
#include "at.h"

static const tb_game *g;

static tb_state *game(const char *const *sets, int players, const char *deck)
{
    tb_options *o = tk_options(g, sets);
    return tk_new(g, o, players, 7, deck);
}

/* Melds, zero inference, the regroup from the rulebook, swaps, adds, the
 * discard-or-hold rules. */
static void basic_turns(void)
{
    tb_state *s = game(NULL, 2,
                       "[main]\n"
                       "-1d -2d +0o -8o +5o   # seat 1\n"
                       "+9s -9x +1s +2s -3x   # seat 2\n"
                       "+3d                   # first discard\n"
                       "+7o -0s +6s +8o -4x\n");
    TK_EQ_STR(at_hand_text(g, s, 0), "-8o -2d -1d +0o +5o");
    TK_EQ_INT(s->discard.n, 1);
    TK_EQ_INT(s->deck.n, 77);
    /* turn 1, seat 1 */
    AT_REFUSE(g, s, "hold", "draw first");
    AT_REFUSE(g, s, "meld -1d -2d +0o", "draw first");
    AT_REFUSE(g, s, "draw", "write draw deck or draw discard");
    AT_REFUSE(g, s, "fly away", "unknown move 'fly'");
    AT_PLAY(g, s, "draw discard");
    TK_EQ_STR(at_hand_text(g, s, 0), "-8o -2d -1d +0o +3d +5o");
    AT_REFUSE(g, s, "draw deck", "you have already drawn this turn");
    AT_REFUSE(g, s, "meld -8o +5o", "a set needs at least 3 cards");
    AT_REFUSE(g, s, "meld -8o +5o +2o", "card +2o is not in your hand");
    AT_REFUSE(g, s, "meld -8o -2d +5o", "the cards sum to -5, not zero");
    AT_REFUSE(g, s, "meld -1d -2d +0o=+2", "zero card +0o is given as +2 but the set needs +3");
    AT_REFUSE(g, s, "meld -1d -2d +0o=-3", "is given as -3 but the set needs +3");
    AT_REFUSE(g, s, "meld -1d -2d -2d", "card -2d is named twice");
    AT_REFUSE(g, s, "meld -1d -2d +3z", "bad card '+3z'");
    AT_REFUSE(g, s, "meld -1d -2d +5o=+3", "only a zero card takes '=value'");
    AT_REFUSE(g, s, "regroup", "you have no sets to regroup");
    AT_REFUSE(g, s, "add 1:1 +3d", "there is no set 1:1");
    AT_REFUSE(g, s, "add 1-1 +3d", "bad set name '1-1'");
    AT_PLAY(g, s, "MELD -1D -2D +0O"); /* case-insensitive; =+3 inferred */
    TK_EQ_STR(at_set_text(g, s, 0, 0), "-2d -1d +0o=+3");
    AT_REFUSE(g, s, "swap 1:1 +3d for +0o", "a swap must come before you play any card");
    AT_PLAY(g, s, "meld +5o -8o +3d");
    TK_EQ_STR(at_set_text(g, s, 0, 1), "-8o +3d +5o");
    AT_REFUSE(g, s, "regroup -1d -2d +3d | +5o -8o +0o=+2", "given as +2 but the set needs +3");
    AT_REFUSE(g, s, "regroup -1d -2d | +3d +5o -8o +0o", "regroup set 1: a set needs at least 3");
    AT_REFUSE(g, s, "regroup -1d -2d +3d", "card +0o of your sets is not placed in the regroup");
    AT_REFUSE(g, s, "regroup -1d -2d +3d | +5o -8o +0o +7o",
              "card +7o is neither in your sets nor in your hand");
    AT_REFUSE(g, s, "regroup -1d -2d +3d | | +5o -8o +0o", "regroup: set 2 is empty");
    /* the rulebook's example: no hand card, but cards were played this turn */
    AT_PLAY(g, s, "regroup -1d -2d +3d | +5o -8o +0o");
    TK_EQ_STR(at_set_text(g, s, 0, 0), "-2d -1d +3d");
    TK_EQ_STR(at_set_text(g, s, 0, 1), "-8o +0o=+3 +5o");
    TK_EQ_INT(s->nsets, 2);
    AT_REFUSE(g, s, "regroup", "a regroup just ended");
    AT_REFUSE(g, s, "discard +3d", "your hand is empty");
    AT_PLAY(g, s, "hold"); /* required discard waived: empty hand; not out (no discard) */
    TK_EQ_INT(s->closer, -1);
    TK_EQ_INT(s->seat, 1);
    /* the discard pile was empty at the end of the turn: a deck card turned */
    TK_EQ_INT(s->discard.n, 1);
    TK_EQ_INT(s->discard.c[0], 18 * 4 + 0); /* +7o */

    /* turn 2, seat 2 */
    AT_PLAY(g, s, "draw deck");
    TK_EQ_STR(at_hand_text(g, s, 1), "-9x -3x -0s +1s +2s +9s");
    AT_REFUSE(g, s, "swap 1:2 +2s for +0o", "zero card +0o can be swapped out only for cards "
                                             "totalling +3");
    AT_REFUSE(g, s, "swap 1:2 +1s +2s for +0o=+4", "zero card +0o represents +3 in that set, not +4");
    AT_REFUSE(g, s, "swap 1:1 +9s for +3d", "the given cards total +9 but the taken cards total +3");
    AT_REFUSE(g, s, "swap 1:1 +1s +2s +9s for +3d", "at most 2 cards each");
    AT_REFUSE(g, s, "swap 1:1 -3x for -1d -2d", "set 1:1 would keep only 2 cards");
    AT_REFUSE(g, s, "swap 1:9 +1s for +3d", "there is no set 1:9");
    AT_REFUSE(g, s, "swap 1:1 +1s +2s", "swap needs a set, given cards, 'for' and taken cards");
    AT_PLAY(g, s, "swap 1:2 +1s +2s for +0o=+3");
    TK_EQ_STR(at_set_text(g, s, 0, 1), "-8o +1s +2s +5o");
    AT_REFUSE(g, s, "swap 1:1 -3x for -2d -1d", "you have already swapped this turn");
    AT_REFUSE(g, s, "add 1:1 -9x +9s", "set 1:1 is not yours: you may add only to your own sets");
    AT_PLAY(g, s, "meld -9x +9s +0o");
    TK_EQ_STR(at_set_text(g, s, 1, 0), "-9x +0o=0 +9s");
    AT_REFUSE(g, s, "hold", "you played a card this turn: you must discard");
    AT_REFUSE(g, s, "add 2:1 -3x", "the added cards sum to -3, not zero (the zero card keeps its "
                                    "value 0)");
    AT_PLAY(g, s, "discard -0s");
    TK_EQ_INT(s->seat, 0);

    /* turn 3, seat 1: a zero card given into a set that has none */
    AT_PLAY(g, s, "draw discard"); /* -0s */
    AT_REFUSE(g, s, "swap 2:1 -0s for +9s", "a set may hold only one zero card");
    AT_REFUSE(g, s, "swap 1:2 -0s for +5o", "zero card -0s cannot represent +5");
    AT_PLAY(g, s, "swap 1:2 -0s for -8o");
    TK_EQ_STR(at_set_text(g, s, 0, 1), "-0s=-8 +1s +2s +5o");
    TK_EQ_STR(at_hand_text(g, s, 0), "-8o");
    AT_PLAY(g, s, "hold"); /* a swap is not playing a card */

    /* turn 4, seat 2 */
    AT_PLAY(g, s, "draw deck"); /* +6s */
    AT_REFUSE(g, s, "swap 1:2 +6s for -0s", "zero card -0s can be swapped out only for cards "
                                            "totalling -8");
    AT_PLAY(g, s, "discard +6s");

    /* turn 5, seat 1: adds keep the zero's value; regroup in steps; cancel */
    AT_PLAY(g, s, "draw deck"); /* +8o */
    AT_REFUSE(g, s, "add 1:2 +8o", "the added cards sum to +8, not zero (the zero card keeps "
                                   "its value -8)");
    tb_state *before = g->clone(s);
    AT_PLAY(g, s, "regroup");
    AT_REFUSE(g, s, "meld -8o +8o +0x", "a regroup is open");
    AT_REFUSE(g, s, "regroup put -2d 2", "new set 2 does not exist: the next new set is 1");
    AT_PLAY(g, s, "regroup put -2d 1");
    AT_REFUSE(g, s, "regroup put -2d 2", "card -2d is already placed in new set 1");
    AT_REFUSE(g, s, "regroup put +9s 2", "card +9s is neither in your sets nor in your hand");
    AT_REFUSE(g, s, "regroup -2d -1d +3d", "a regroup is already open");
    AT_REFUSE(g, s, "regroup done", "of your sets is not placed in the regroup");
    char *other = tk_view(g, s, 1);
    TK_CONTAINS(other, "Seat 1 is regrouping");
    TK_CHECK(strstr(other, "+8o") == NULL); /* the hand card stays hidden */
    free(other);
    char *mine = tk_view(g, s, 0);
    TK_CONTAINS(mine, "regroup: new set 1");
    free(mine);
    AT_PLAY(g, s, "regroup cancel");
    TK_CHECK(memcmp(before->sets, s->sets, sizeof s->sets) == 0);
    TK_CHECK(memcmp(&before->hand[0], &s->hand[0], sizeof s->hand[0]) == 0);
    AT_REFUSE(g, s, "regroup", "a regroup just ended");
    g->destroy(before);
    /* steps, then a hand card joins: both forms give the same table */
    tb_state *alt = g->clone(s);
    AT_REFUSE(g, alt, "regroup -2d -1d +3d | -0s +1s +2s +5o | -8o", "a regroup just ended");
    g->destroy(alt);
    AT_PLAY(g, s, "discard +8o");
    at_free(g, s);
}

/* Going out, locked sets, the extra turn, round scoring, rotation. */
static void going_out(void)
{
    static const char *const sets[] = {"hand_size=10", "rounds=2", NULL};
    tb_state *s = game(sets, 2,
                       "[main]\n"
                       "-3o +1o +2o -6s +2s +4s -9d +4d +5d +0x\n"
                       "-10o +10s -7x +7d +1x +1d -2x -5o -5x +6d\n"
                       "+3x\n"
                       "-1x -4o\n");
    AT_PLAY(g, s, "draw deck");
    AT_REFUSE(g, s, "hold", "you hold 11 cards: discard down to 7");
    AT_PLAY(g, s, "meld -3o +1o +2o");
    AT_PLAY(g, s, "meld -6s +2s +4s");
    AT_PLAY(g, s, "meld -9d +4d +5d +0x");
    TK_EQ_STR(at_set_text(g, s, 0, 2), "-9d +0x=0 +4d +5d");
    AT_PLAY(g, s, "discard -1x");
    TK_EQ_INT(s->closer, 0);
    TK_EQ_INT(s->out[0], 1);
    /* the one extra turn of seat 2 */
    AT_PLAY(g, s, "draw deck"); /* -4o */
    AT_REFUSE(g, s, "swap 1:1 +1x for +1o", "set 1:1 is locked: seat 1 has gone out");
    AT_REFUSE(g, s, "hold", "you hold 11 cards: discard down to 7");
    AT_REFUSE(g, s, "discard +4o", "card +4o is not in your hand");
    AT_PLAY(g, s, "meld -10o +10s -7x +7d");
    AT_PLAY(g, s, "discard +6d");
    /* round 1 is scored; round 2 starts with seat 2 */
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.rounds, 1);
    TK_EQ_INT(out.score[0][0], 6 + 12 + 10);
    TK_EQ_INT(out.score[0][1], 11 - (5 + 5));
    TK_EQ_INT(out.over, 0);
    TK_EQ_INT(g->to_move(s), 1);
    char *d = tk_detail(g, s, 1);
    char *sq = tk_squeeze(d);
    TK_EQ_STR(sq, "{\"round\":1,\"closer\":1,\"end\":\"went_out\",\"players\":["
                  "{\"seat\":1,\"sets\":[[\"-3o\",\"+1o\",\"+2o\"],[\"-6s\",\"+2s\",\"+4s\"],"
                  "[\"-9d\",\"+0x=0\",\"+4d\",\"+5d\"]],\"set_scores\":[6,12,10],\"hand\":[],"
                  "\"penalty\":0,\"score\":28,\"went_out\":true},"
                  "{\"seat\":2,\"sets\":[[\"-10o\",\"-7x\",\"+7d\",\"+10s\"]],\"set_scores\":[11],"
                  "\"hand\":[\"-5o\",\"-5x\",\"-4o\",\"-2x\",\"+1d\",\"+1x\"],\"penalty\":10,"
                  "\"score\":1,\"went_out\":false}]}");
    free(sq);
    free(d);
    at_free(g, s);
}

/* Three players: a second player goes out in the extra turn; both are locked. */
static void extra_turns(void)
{
    static const char *const sets[] = {"hand_size=3", "sets_to_go_out=1", "rounds=1", NULL};
    tb_state *s = game(sets, 3,
                       "[main]\n-1o +1s -0d\n-2o +2s -0x\n+5o +6o +7o\n+9x\n+9o +9s -9d\n");
    AT_PLAY(g, s, "draw deck");
    AT_PLAY(g, s, "meld -1o +1s -0d");
    AT_PLAY(g, s, "discard +9o");
    TK_EQ_INT(s->closer, 0);
    AT_PLAY(g, s, "draw deck");
    AT_REFUSE(g, s, "swap 1:1 +9s for +1s", "set 1:1 is locked: seat 1 has gone out");
    AT_PLAY(g, s, "meld -2o +2s -0x");
    AT_PLAY(g, s, "discard +9s");
    TK_EQ_INT(s->out[1], 1);
    TK_EQ_INT(s->closer, 0);
    AT_PLAY(g, s, "draw deck");
    AT_REFUSE(g, s, "swap 2:1 -9d for -2o -0x", "set 2:1 is locked: seat 2 has gone out");
    AT_PLAY(g, s, "discard -9d");
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.over, 1);
    TK_EQ_INT(g->to_move(s), -1);
    TK_EQ_INT(out.score[0][0], 1);
    TK_EQ_INT(out.score[0][1], 2);
    TK_EQ_INT(out.score[0][2], -9);
    TK_EQ_STR(out.end, "normal");
    TK_EQ_INT(out.turns, 3);
    at_free(g, s);
}

/* The safeguard; the reshuffle; the deck-empty draw rules. */
static void deck_and_limit(void)
{
    static const char *const lim[] = {"max_turns_per_round=3", "rounds=1", NULL};
    tb_state *s = game(lim, 2, NULL);
    for (int t = 0; t < 3; t++) {
        AT_PLAY(g, s, "draw deck");
        AT_PLAY(g, s, "hold");
    }
    tb_outcome out;
    tk_outcome(g, s, &out);
    TK_EQ_INT(out.over, 1);
    TK_EQ_STR(out.end, "turn_limit");
    char *d = tk_detail(g, s, 1);
    TK_CONTAINS(d, "\"closer\": null");
    TK_CONTAINS(d, "\"end\": \"turn_limit\"");
    free(d);
    at_free(g, s);

    /* run the deck out: draw and discard the drawn card */
    s = game(NULL, 2, NULL);
    while (s->deck.n > 0) {
        char line[32], card[8];
        AT_PLAY(g, s, "draw deck");
        g->format_card(tk_host(), s->opts, s->hand[s->seat].c[0], card, sizeof card);
        snprintf(line, sizeof line, "discard %s", card);
        char err[TB_ERR_MAX];
        tk_check(tk_play(g, s, line, err) == 0, __FILE__, __LINE__, line);
    }
    int disc = s->discard.n;
    TK_CHECK(disc == 78);
    AT_PLAY(g, s, "draw deck"); /* reshuffle: the top discard stays */
    TK_EQ_INT(s->discard.n, 1);
    TK_EQ_INT(s->deck.n, disc - 2);
    char why[128];
    TK_CHECK(at_invariants(g, s, why, sizeof why) == 0);
    at_free(g, s);

    /* deck empty, one discard: only that card may be drawn; both empty: skipped */
    s = game(NULL, 2, NULL);
    while (s->deck.n > 0) { /* move the deck into seat 2's hand (census kept) */
        tb_card c;
        tk_host()->pile_draw(&s->deck, &c);
        tk_host()->pile_push(&s->hand[1], c);
    }
    AT_REFUSE(g, s, "draw deck", "the deck is empty and there is nothing to reshuffle");
    AT_PLAY(g, s, "draw discard");
    AT_PLAY(g, s, "hold");
    TK_EQ_INT(s->step, AB_STEP_PLAY); /* seat 2 skips the draw */
    AT_REFUSE(g, s, "draw discard", "nothing to draw");
    at_free(g, s);
}

int main(void)
{
    g = tk_plugin("absolute");
    basic_turns();
    going_out();
    extra_turns();
    deck_and_limit();
    return tk_done();
}
