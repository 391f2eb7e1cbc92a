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
/* Seat `seat` is about to move (call before every move). */
void tb_trace_mover(tb_trace *t, int seat);
/* The standings as outcome() gives them now (after a turn, and at the end). */
void tb_trace_note(tb_trace *t, const tb_outcome *o, int players, int lowest_wins);
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
