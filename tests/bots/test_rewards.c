/*
 * test_rewards.c — the rewards ismcts backs up (tb_ismcts_rewards), worked
 * by hand: the win share, the rank share (reward=rank), both for a
 * lowest-wins game (Zero) and a highest-wins one (Crazy Eights), and the
 * margin term's bounds.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ismcts.h"
#include "tk.h"

static tb_outcome totals(int players, const int *t)
{
    tb_outcome o;
    memset(&o, 0, sizeof o);
    o.over = 1;
    o.rounds = 1;
    for (int k = 0; k < players; k++)
        o.score[0][k] = t[k];
    return o;
}

static void is(double got, double want, int line, const char *what)
{
    char buf[200];
    snprintf(buf, sizeof buf, "%s: got %.6f, want %.6f", what, got, want);
    tk_check(fabs(got - want) < 1e-9, __FILE__, line, buf);
}

int main(void)
{
    const tb_game *zero = tk_plugin("zero"), *eights = tk_plugin("eights");
    double r[TB_MAX_SEATS];

    /* Zero, three seats, lowest wins: 10 beats 20 and 20. */
    tb_outcome o = totals(3, (const int[]){10, 20, 20});
    tb_ismcts_rewards(zero, &o, 3, 0, 0, r);
    is(r[0], 1, __LINE__, "win: the winner");
    is(r[1], 0, __LINE__, "win: second, tied");
    is(r[2], 0, __LINE__, "win: second, tied");
    tb_ismcts_rewards(zero, &o, 3, 0, 1, r);
    is(r[0], 1, __LINE__, "rank: ahead of both");
    is(r[1], 0.25, __LINE__, "rank: behind one, level with one");
    is(r[2], 0.25, __LINE__, "rank: behind one, level with one");

    /* Zero: 15 ahead of 30, behind 5. */
    o = totals(3, (const int[]){15, 5, 30});
    tb_ismcts_rewards(zero, &o, 3, 0, 1, r);
    is(r[0], 0.5, __LINE__, "rank: the middle seat");
    is(r[1], 1, __LINE__, "rank: first");
    is(r[2], 0, __LINE__, "rank: last");
    tb_ismcts_rewards(zero, &o, 3, 0, 0, r);
    is(r[0], 0, __LINE__, "win: the middle seat gets nothing");

    /* Two seats: the rank share is the win share (a tie is half each). */
    const int pairs[3][2] = {{3, 7}, {7, 3}, {5, 5}};
    for (int i = 0; i < 3; i++) {
        double w[TB_MAX_SEATS];
        o = totals(2, pairs[i]);
        tb_ismcts_rewards(eights, &o, 2, 0.5, 0, w);
        tb_ismcts_rewards(eights, &o, 2, 0.5, 1, r);
        is(r[0], w[0], __LINE__, "two seats: rank equals win, seat 1");
        is(r[1], w[1], __LINE__, "two seats: rank equals win, seat 2");
    }
    /* Crazy Eights, highest wins: 7 beats 3; the margin term is bounded. */
    o = totals(2, (const int[]){3, 7});
    tb_ismcts_rewards(eights, &o, 2, 0.5, 1, r);
    tk_check(r[1] > 1 && r[1] < 1.5, __FILE__, __LINE__, "the winner's margin in (0, 0.5)");
    tk_check(r[0] < 0 && r[0] > -0.5, __FILE__, __LINE__, "the loser's margin in (-0.5, 0)");
    o = totals(2, (const int[]){5, 5});
    tb_ismcts_rewards(eights, &o, 2, 0.5, 1, r);
    is(r[0], 0.5, __LINE__, "a tie: half, no margin");
    return tk_done();
}
