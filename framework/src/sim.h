/*
 * sim.h — many bot-vs-bot games, seeded and reproducible: game i is dealt
 * from a seed derived from (seed, i), so results do not depend on how many
 * threads play them.
 *
 * Nothing is kept per game: each game's summary is folded into exact
 * integer aggregates (and handed to an optional callback, e.g. a CSV
 * writer) in game order, so a million games need no more memory than ten,
 * and the report is the same byte for byte whatever the thread count.
 */
#ifndef TB_SIM_H
#define TB_SIM_H

#include "match.h"
#include "tally.h"

/* One finished game. */
typedef struct tb_sim_game {
    long index;                  /* from 0 */
    uint64_t seed;
    int turns;
    long moves;                  /* atomic moves applied */
    int turn_limit;              /* ended by the safeguard */
    uint32_t winners;
    long total[TB_MAX_SEATS];
} tb_sim_game;

/* Everything the reports need, accumulated game by game. */
typedef struct tb_sim_stats {
    long games;
    long wins[TB_MAX_SEATS];
    long long sum[TB_MAX_SEATS], sumsq[TB_MAX_SEATS];
    long lo[TB_MAX_SEATS], hi[TB_MAX_SEATS];
    long long turns_sum, moves_sum;
    long turn_limit_games;
    tb_tally scores;             /* every seat's total of every game */
    tb_tally turns;              /* turns per game */
    /* With tb_sim.think_times: how long each seat's bot took per move, in
     * units of TB_THINK_UNIT_NS (a timing figure: it varies run to run). */
    tb_tally think[TB_MAX_SEATS];
} tb_sim_stats;

#define TB_THINK_UNIT_NS 100

typedef struct tb_sim {
    tb_match_setup setup;        /* seats must all be bots */
    long games;
    int jobs;
    int think_times;             /* time every bot move (costs two clock reads a move) */
    /* Called with the number of games finished so far, from a worker but
     * never from two at once.  May be NULL. */
    void (*progress)(long done, long games, void *ctx);
    void *progress_ctx;
    /* Called for every game in game order (0, 1, 2, ...), never from two
     * workers at once.  May be NULL. */
    void (*each)(const tb_sim_game *g, void *ctx);
    void *each_ctx;
    tb_sim_stats stats;          /* filled by tb_sim_run */
    double seconds;
    char error[512];             /* the first failure */
} tb_sim;

/* Play every game.  0, or -1 with s->error set (the first failing game in
 * game order; the games before it were reported). */
int tb_sim_run(tb_sim *s);
void tb_sim_free(tb_sim *s);

#endif
