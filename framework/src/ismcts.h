/*
 * ismcts.h — `ismcts`, the host's search bot for every plugin: single-observer
 * information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012)
 * built only on the ABI (clone via determinize, legal_moves, apply, outcome).
 *
 * A search is a function of the seat's information and its rng alone: every
 * iteration starts from determinize(state, seat), never from the real hidden
 * cards, so two states the seat cannot tell apart give the same move from
 * the same rng (given a plugin whose determinize gathers unseen cards in a
 * canonical order; see docs/bots.md).
 */
#ifndef TB_ISMCTS_H
#define TB_ISMCTS_H

#include <signal.h>

#include "legal.h"
#include "tabula/game.h"

#define TB_ISMCTS_MAX_ITERATIONS 200000L

/* The settings a seat spec such as "ismcts:iterations=2000,rollout=greedy"
 * gives (see botspec.h for the syntax). */
typedef struct tb_ismcts_opts {
    long iterations;  /* the budget: iterations per move (never wall-clock time) */
    int rollout_bot;  /* -1: uniformly random rollouts; else index into game->bots */
    int cutoff;       /* rollouts stop after this many round ends (0: at the game's end) */
    double c;         /* UCB1 exploration constant */
    double margin;    /* weight of the bounded score-margin term of the reward */
    int guide;        /* 1: expand the rollout bot's move first at each node */
    double bias;      /* progressive bias towards the rollout bot's move: bias / (visits + 1) */
    double settle;    /* 0: run the whole budget; else stop once the most visited root child
                       * leads by more than settle x the iterations left (1: once no later
                       * iteration could change the move) */
    int rank_reward;  /* 1: score each seat it finishes ahead of (see tb_ismcts_rewards) */
    int reuse;        /* 1: keep the subtree of the move played when the same seat moves next */
    int depth;        /* rollouts stop after this many moves, scored as they stand (0: no limit) */
    int infer;        /* read the opponents' moves over this many own moves back (infer.h); 0: no */
} tb_ismcts_opts;

typedef struct tb_ismcts tb_ismcts;

/* A search context for game g with `players` seats: its node pool and move buffers, reused by
 * every move it chooses.  NULL with a one-line reason in err when g lacks
 * determinize (a search could then see hidden cards). */
tb_ismcts *tb_ismcts_new(const tb_game *g, int players, const tb_ismcts_opts *o, char *err,
                         size_t errlen);
void tb_ismcts_free(tb_ismcts *t);
/* The moves of the game as it is played, for the `infer` option (a no-op
 * without it): m is a move made in state s (the state before it; s is
 * copied, not kept), by the searching seat when own.  Only moves that were
 * made: a refused one must not be shown.  Forget at a new game, or when
 * moves were made out of its sight. */
void tb_ismcts_observe(tb_ismcts *t, const tb_state *s, const tb_move *m, int own);
void tb_ismcts_forget(tb_ismcts *t);
/* Whether observing does anything (infer > 0). */
int tb_ismcts_watches(const tb_ismcts *t);

/* A search that has begun gives up (tb_ismcts_choose returns -1) within a
 * few iterations of *flag becoming nonzero: a frontend's signal flag, so
 * that Ctrl-C during a long think stops the program at once.  NULL: never. */
void tb_ismcts_stop_on(tb_ismcts *t, const volatile sig_atomic_t *flag);
/* Choose a move for the seat to move in s, drawing every random number from
 * *r.  0, or -1 when the game is over, the plugin failed or the stop flag
 * was raised. */
int tb_ismcts_choose(tb_ismcts *t, const tb_state *s, tb_rng *r, tb_move *out);

/* How many iterations the last tb_ismcts_choose ran: fewer than the budget
 * when the choice was settled early, 0 when there was nothing to decide. */
long tb_ismcts_last_iterations(const tb_ismcts *t);

/* A rollout: play d on with plugin bot `bot` (-1, or when it finds no move:
 * a uniformly random legal move, listed into buf) until the game ends or
 * round stop_rounds has been scored (0: no cut-off); moves_left bounds it
 * whatever the plugin does.  The search's play-outs, and novice's. */
void tb_ismcts_play_out(const tb_game *g, int bot, tb_state *d, tb_rng *r, tb_movebuf *buf,
                        int stop_rounds, size_t moves_left);

/* The per-seat reward ISMCTS backs up for outcome o (see docs/bots.md):
 * a share of 1 among the winners plus a margin term in (-margin, margin).
 * With rank set, the first part is instead the share of the other seats the
 * seat finished ahead of (ties half): the same with two players. */
void tb_ismcts_rewards(const tb_game *g, const tb_outcome *o, int players, double margin,
                       int rank, double *reward);

#endif
