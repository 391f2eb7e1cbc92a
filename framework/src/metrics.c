/* metrics.c — leaders, lead changes and margins of one game, from outcome(). */
#include "metrics.h"

#include <stdlib.h>
#include <string.h>

#include "strbuf.h"

static long total_upto(const tb_outcome *o, int seat, int rounds)
{
    long sum = 0;
    for (int r = 0; r < rounds && r < TB_MAX_ROUNDS; r++)
        sum += o->score[r][seat];
    return sum;
}

/* A game with no finished round still has standings: Face to Face scores
 * its one round as it goes, in row 0.  So "rounds" counts at least one row. */
static int rows(const tb_outcome *o)
{
    return o->rounds > 0 ? o->rounds : 1;
}

int tb_leader(const tb_outcome *o, int players, int lowest_wins, int rounds)
{
    int best = -1, shared = 0;
    long best_v = 0;
    for (int k = 0; k < players; k++) {
        long v = total_upto(o, k, rounds);
        if (lowest_wins)
            v = -v;
        if (best < 0 || v > best_v) {
            best = k;
            best_v = v;
            shared = 0;
        } else if (v == best_v) {
            shared = 1;
        }
    }
    return shared ? -1 : best;
}

void tb_trace_start(tb_trace *t)
{
    t->last = -1;
    t->current = -1;
    t->changes = 0;
    t->moved = 0;
    t->first = t->final = -1;
}

void tb_trace_room(tb_trace *t, int turn, int leader)
{
    if (turn >= t->cap) {
        int cap = t->cap ? t->cap : 64;
        while (cap <= turn)
            cap *= 2;
        t->leader = tb_xrealloc(t->leader, (size_t)cap * sizeof *t->leader);
        t->cap = cap;
    }
    /* Turns skipped between two notes keep the standings last seen: a
     * game whose standings are read at its start and end only (Zero) skips
     * all of them.  Read into locals first: a store through t->leader
     * might change t->last for all the compiler knows, which kept the loop
     * from being one vector fill. */
    int *to = t->leader, fill = t->last >= 0 ? to[t->last] : leader;
    for (int k = t->last + 1; k < turn; k++)
        to[k] = fill;
}

int tb_trace_leader_at(const tb_trace *t, int turn)
{
    if (t->last < 0)
        return -1;
    return t->leader[turn < t->last ? turn : t->last];
}

void tb_trace_free(tb_trace *t)
{
    free(t->leader);
    memset(t, 0, sizeof *t);
}

void tb_game_metrics_finish(const tb_trace *t, const tb_outcome *o, int players, int lowest_wins,
                            tb_game_metrics *m)
{
    m->first_seat = t->first;
    m->last_seat = t->final;
    m->lead_changes = t->changes;
    if (o->rounds > 1) {
        /* Several rounds: the standings after each round. */
        int current = -1;
        m->lead_changes = 0;
        for (int r = 1; r <= o->rounds && r <= TB_MAX_ROUNDS; r++) {
            int leader = tb_leader(o, players, lowest_wins, r);
            if (leader >= 0 && leader != current) {
                m->lead_changes += current >= 0;
                current = leader;
            }
        }
        int r1 = o->rounds / 3, r2 = 2 * o->rounds / 3;
        m->leader_third = r1 > 0 ? tb_leader(o, players, lowest_wins, r1) : -1;
        m->leader_two_thirds = r2 > 0 ? tb_leader(o, players, lowest_wins, r2) : -1;
    } else {
        m->leader_third = tb_trace_leader_at(t, o->turns / 3);
        m->leader_two_thirds = tb_trace_leader_at(t, 2 * o->turns / 3);
    }
    /* The two best totals, in the game's direction. */
    long best = 0, second = 0;
    int n = 0;
    for (int k = 0; k < players; k++) {
        long v = total_upto(o, k, rows(o));
        if (lowest_wins)
            v = -v;
        if (n == 0 || v > best) {
            second = best;
            best = v;
            if (n > 0)
                n = 2;
            else
                n = 1;
        } else if (n == 1 || v > second) {
            second = v;
            n = 2;
        }
    }
    m->margin = n == 2 ? best - second : 0;
}
