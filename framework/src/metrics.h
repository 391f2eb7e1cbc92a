/*
 * metrics.h — what the host measures of one game while it is played, from
 * outcome() alone (no plugin help): who moved first and last, who led the
 * running standings at each turn, how often the lead changed, and the final
 * margin.  A game needs only a small trace of one leader per turn, reused
 * from game to game, so a simulation's memory stays independent of the
 * number of games.
 */
#ifndef TB_METRICS_H
#define TB_METRICS_H

#include <stddef.h>
#include <stdint.h>

#include "tabula/types.h"

/* The seat with the strictly best total over the first `rounds` rounds
 * (highest, or lowest when lowest_wins), or -1 when two or more share it. */
int tb_leader(const tb_outcome *o, int players, int lowest_wins, int rounds);

/* One game's trace: the leader of the running standings after each turn. */
typedef struct tb_trace {
    int *leader;          /* leader[t]: after turn t (-1: tied); grows, reused */
    int cap, last;        /* last: the highest turn noted */
    int current;          /* the last strict leader seen (-1: none yet) */
    int changes;          /* times the strict leader became another seat */
    uint32_t moved;       /* seats that have moved (bit k: seat k) */
    int first, final;     /* the first and the last seat to make a first move */
} tb_trace;

void tb_trace_start(tb_trace *t);
/* Seat `seat` is about to move (call before every move).  Inline: `sim`
 * calls it on every move, and after each seat's first it only tests a bit. */
static inline void tb_trace_mover(tb_trace *t, int seat)
{
    if (t->moved >> seat & 1u)
        return;
    t->moved |= 1u << seat;
    if (t->first < 0)
        t->first = seat;
    t->final = seat;
}
/* Make room for turn `turn` and give the turns skipped since the last note
 * the standings last seen (`leader` when there were none). */
void tb_trace_room(tb_trace *t, int turn, int leader);

/* tb_leader over row 0 alone (a game with at most one finished round), with
 * no branch on the scores: `sim` asks this at every turn of every game, and
 * which seat leads is a coin toss the branch predictor loses. */
static inline int tb_leader_first_row(const tb_outcome *o, int players, int lowest_wins)
{
    long sign = lowest_wins ? -1 : 1;
    long best_v = sign * o->score[0][0];
    int best = 0, shared = 0;
    for (int k = 1; k < players; k++) {
        long v = sign * o->score[0][k];
        int above = v > best_v;
        shared = above ? 0 : shared | (v == best_v);
        best = above ? k : best;
        best_v = above ? v : best_v;
    }
    return shared ? -1 : best;
}

/* The standings as outcome() gives them now (after a turn, and at the end).
 * Inline, and without branches on the scores, for the same reason. */
static inline void tb_trace_note(tb_trace *t, const tb_outcome *o, int players, int lowest_wins)
{
    int turn = o->turns < 0 ? 0 : o->turns;
    int leader = o->rounds <= 1 ? tb_leader_first_row(o, players, lowest_wins)
                                : tb_leader(o, players, lowest_wins, o->rounds);
    if (turn >= t->cap || turn > t->last + 1)
        tb_trace_room(t, turn, leader);
    t->leader[turn] = leader;
    t->last = turn > t->last ? turn : t->last;
    /* A strict leader other than the current one is a change, unless it is
     * the first strict leader of the game. */
    int differs = (leader >= 0) & (leader != t->current);
    t->changes += differs & (t->current >= 0);
    t->current = differs ? leader : t->current;
}
/* The leader after turn `turn` (the last standings noted at or before it). */
int tb_trace_leader_at(const tb_trace *t, int turn);
void tb_trace_free(tb_trace *t);

/* A finished game's measures. */
typedef struct tb_game_metrics {
    int first_seat, last_seat;      /* by order of first moves (-1: nobody moved) */
    int leader_third, leader_two_thirds; /* leaders at 1/3 and 2/3 of the game (-1: tied) */
    int lead_changes;
    long margin;                    /* best total minus the second best, >= 0 */
} tb_game_metrics;

/* Fill m from the trace and the final outcome.  A game of several rounds
 * is measured by rounds: checkpoints after rounds R/3 and 2R/3 (rounded
 * down; none after 0 rounds), lead changes between the standings after each
 * round.  Other games by turns: checkpoints after turns T/3 and 2T/3, lead
 * changes from the trace. */
void tb_game_metrics_finish(const tb_trace *t, const tb_outcome *o, int players, int lowest_wins,
                            tb_game_metrics *m);

#endif
