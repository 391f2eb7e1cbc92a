/*
 * test_metrics.c — the balance lab's arithmetic: the exact binomial test
 * against values computed independently (Python, exact fractions, the same
 * 1e-7 tolerance rule), Wilson's interval, and a game's leaders, lead
 * changes, checkpoints and margin from a made-up sequence of standings.
 */
#include <math.h>
#include <string.h>

#include "binomial.h"
#include "metrics.h"
#include "sim.h"
#include "tally.h"
#include "tk.h"

static int near(double a, double b)
{
    return fabs(a - b) <= 1e-9 * (fabs(b) > 1e-12 ? fabs(b) : 1e-12) + 1e-15;
}

/* Standings after `turns` turns: one round of running totals (row 0). */
static tb_outcome standings(int turns, int a, int b, int c)
{
    tb_outcome o;
    memset(&o, 0, sizeof o);
    o.turns = turns;
    o.score[0][0] = a;
    o.score[0][1] = b;
    o.score[0][2] = c;
    return o;
}

int main(void)
{
    TK_CHECK(near(tb_binomial_p(7, 20, 0.5), 0.26317596435546875));
    TK_CHECK(near(tb_binomial_p(925, 2000, 0.5), 0.000858697892589366));
    TK_CHECK(near(tb_binomial_p(3, 30, 0.25), 0.059042966603656336));
    TK_CHECK(near(tb_binomial_p(40, 100, 1.0 / 3), 0.16809202939892692));
    TK_CHECK(near(tb_binomial_p(50, 100, 0.5), 1.0));
    TK_CHECK(near(tb_binomial_p(0, 10, 0.5), 0.001953125));
    TK_CHECK(near(tb_binomial_p(10, 10, 1.0 / 3), 1.6935087808430286e-05));
    /* Large n stays fast and sane: exactly fair is p = 1. */
    TK_CHECK(near(tb_binomial_p(5000000, 10000000, 0.5), 1.0));

    double lo, hi;
    tb_wilson(50, 100, &lo, &hi);
    TK_CHECK(fabs(lo - 0.40382) < 1e-4 && fabs(hi - 0.59618) < 1e-4);
    tb_wilson(0, 10, &lo, &hi);
    TK_CHECK(lo == 0 && fabs(hi - 0.27753) < 1e-4);
    /* No wins: exactly 0, every wins: exactly 1, not rounding noise
     * (the formula left 186 lower bounds from n = 69 on a hair above 0,
     * and 932 upper bounds from n = 4 on a hair below 1). */
    for (long n = 1; n <= 3000; n++) {
        tb_wilson(0, n, &lo, &hi);
        TK_CHECK(lo == 0.0);
        tb_wilson(n, n, &lo, &hi);
        TK_CHECK(hi == 1.0);
    }

    /* sim --rotate: the rotations that seat the bots differently. */
    const char *same[] = {"greedy", "greedy", "greedy"}, *abab[] = {"a", "b", "a", "b"};
    const char *aab[] = {"a", "a", "b"}, *two[] = {"a", "b"}, *six[] = {"a", "b", "c", "a", "b", "c"};
    TK_EQ_INT(tb_sim_distinct_rotations(same, 3), 1);
    TK_EQ_INT(tb_sim_distinct_rotations(abab, 4), 2);
    TK_EQ_INT(tb_sim_distinct_rotations(aab, 3), 3);
    TK_EQ_INT(tb_sim_distinct_rotations(two, 2), 2);
    TK_EQ_INT(tb_sim_distinct_rotations(six, 6), 3);
    TK_EQ_INT(tb_sim_distinct_rotations(same, 1), 1);

    /* Leaders: strictly best, the direction of the game. */
    tb_outcome o = standings(0, 5, 5, 3);
    TK_EQ_INT(tb_leader(&o, 3, 0, 1), -1);  /* 5 and 5 share the lead */
    TK_EQ_INT(tb_leader(&o, 3, 1, 1), 2);   /* lowest wins: seat 3 */

    /* A game of 9 turns: seat 1 leads, then seat 2, then ties, then seat 1. */
    tb_trace t = {0};
    tb_trace_start(&t);
    tb_trace_mover(&t, 1);
    tb_trace_mover(&t, 2);
    tb_trace_mover(&t, 1);
    tb_trace_mover(&t, 0);
    int seq[][4] = {{0, 0, 0, 0}, {1, 3, 1, 0}, {2, 3, 4, 0}, {3, 4, 4, 0}, {5, 6, 4, 0},
                    {9, 9, 4, 2}};
    for (size_t i = 0; i < sizeof seq / sizeof seq[0]; i++) {
        o = standings(seq[i][0], seq[i][1], seq[i][2], seq[i][3]);
        tb_trace_note(&t, &o, 3, 0);
    }
    TK_EQ_INT(tb_trace_leader_at(&t, 0), -1);
    TK_EQ_INT(tb_trace_leader_at(&t, 1), 0);
    TK_EQ_INT(tb_trace_leader_at(&t, 2), 1);
    TK_EQ_INT(tb_trace_leader_at(&t, 3), -1);
    TK_EQ_INT(tb_trace_leader_at(&t, 4), -1); /* turn 4 was not noted: as after turn 3 */
    TK_EQ_INT(tb_trace_leader_at(&t, 6), 0);
    TK_EQ_INT(tb_trace_leader_at(&t, 50), 0);
    tb_game_metrics m;
    o.winners = 1u; /* seat 1 won */
    tb_game_metrics_finish(&t, &o, 3, 0, &m);
    TK_EQ_INT(m.first_seat, 1);
    TK_EQ_INT(m.last_seat, 0);
    TK_EQ_INT(m.lead_changes, 2);           /* 1 -> 2 -> 1 (the tie is no change) */
    TK_EQ_INT(m.leader_third, -1);          /* after turn 3: tied */
    TK_EQ_INT(m.leader_two_thirds, 0);      /* after turn 6: seat 1 */
    TK_EQ_INT((int)m.margin, 5);            /* 9 - 4 */

    /* By rounds: six rounds, the standings after rounds 2 and 4. */
    memset(&o, 0, sizeof o);
    o.rounds = 6;
    int r0[6] = {1, 1, 0, 0, 0, 0}, r1[6] = {0, 3, 0, 0, 0, 0};
    for (int r = 0; r < 6; r++) {
        o.score[r][0] = r0[r];
        o.score[r][1] = r1[r];
    }
    tb_game_metrics_finish(&t, &o, 2, 0, &m);
    TK_EQ_INT(m.leader_third, 1);           /* 2 against 3 after two rounds */
    TK_EQ_INT(m.leader_two_thirds, 1);
    TK_EQ_INT(m.lead_changes, 1);           /* by rounds: seat 1 after one, seat 2 after two */
    tb_game_metrics_finish(&t, &o, 2, 1, &m);
    TK_EQ_INT(m.leader_third, 0);           /* lowest wins */
    TK_EQ_INT((int)m.margin, 1);
    tb_trace_free(&t);

    tb_tally tl = {0};
    tb_tally_add(&tl, 2, 3);
    tb_tally_add(&tl, 6, 1);
    double mean, sd;
    tb_tally_moments(&tl, &mean, &sd);
    TK_CHECK(near(mean, 3.0) && near(sd, sqrt(3.0)));
    tb_tally_free(&tl);
    return tk_done();
}
