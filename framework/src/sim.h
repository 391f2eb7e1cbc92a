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
#include "metrics.h"
#include "tally.h"

/* One finished game. */
typedef struct tb_sim_game {
    long index;                  /* from 0 */
    long deal;                   /* the deal it was played from: index, or index / rotations rotated */
    int rotation;                /* rotated: seat k held the bot of seat_spec[(k + rotation) % players] */
    uint64_t seed;
    int turns;
    long moves;                  /* atomic moves applied */
    int turn_limit;              /* ended by the safeguard */
    uint32_t winners;
    long total[TB_MAX_SEATS];
    int rounds;
    tb_game_metrics m;           /* first/last seat, leaders, lead changes, margin */
} tb_sim_game;

/* Everything the reports need, accumulated game by game. */
typedef struct tb_sim_stats {
    long games;
    long wins[TB_MAX_SEATS];
    /* Games won by the bot of seat_spec[b], wherever it sat (with rotation
     * its seat changes from game to game; without, bot_wins == wins). */
    long bot_wins[TB_MAX_SEATS];
    long long sum[TB_MAX_SEATS], sumsq[TB_MAX_SEATS];
    long lo[TB_MAX_SEATS], hi[TB_MAX_SEATS];
    long long turns_sum, moves_sum;
    long turn_limit_games;
    tb_tally scores;             /* every seat's total of every game */
    tb_tally turns;              /* turns per game */
    /* With tb_sim.think_times: how long the bot of seat_spec[b] took per
     * move, wherever it sat, in units of TB_THINK_UNIT_NS (a timing figure:
     * it varies run to run). */
    tb_tally think[TB_MAX_SEATS];
    /* The balance lab's measures (metrics.h), summed over games. */
    tb_tally moves;              /* moves per game */
    long first_wins, first_games; /* games the first seat to move won, had one */
    long last_wins, last_games;   /* the same for the last seat to make a first move */
    /* Games with a sole leader at 1/3 (2/3) of the game, and how many of
     * those that leader won. */
    long leader_third_games, leader_third_wins;
    long leader_two_thirds_games, leader_two_thirds_wins;
    long long lead_changes_sum;
    long long margin_sum, margin_sumsq;
    long ties;                   /* games won by several seats together */
} tb_sim_stats;

#define TB_THINK_UNIT_NS 100

typedef struct tb_sim {
    tb_match_setup setup;        /* seats must all be bots */
    long games;
    long first;                  /* index of the first game (a share of a larger run) */
    int jobs;
    int think_times;             /* time every bot move (costs two clock reads a move) */
    /* Rotate the seats: game i is deal i / R (its seed derived from that),
     * played with the bots of seat_spec moved i % R seats on, R the
     * distinct rotations (tb_sim_rotations), so every deal is played once
     * with each bot at each seat.  games then counts games (deals × R),
     * not deals. */
    int rotate;
    /* Rotated: R, the rotations that seat the bots differently (0: players).
     * A seat's bot and its random stream depend only on the seat's spec and
     * number, so a rotation that gives every seat the same spec again plays
     * the very same game: with the same bot everywhere, R is 1
     * (tb_sim_distinct_rotations). */
    int rotations;
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
/* Fold one game into stats (players seats). */
void tb_sim_fold(tb_sim_stats *st, const tb_sim_game *g, int players);
/* The rotations each deal is played at: 1 unrotated, else s->rotations
 * (players when 0). */
int tb_sim_rotations(const tb_sim *s);
/* The smallest R > 0 with bot[k] the same as bot[(k + R) % players] at every
 * seat k: how many rotations of the seats give different games (1 for the
 * same bot everywhere, 2 for A,B,A,B, players when no rotation repeats). */
int tb_sim_distinct_rotations(const char *const *bot, int players);
/* Which seat_spec entry played seat k of game g (players seats). */
int tb_sim_bot_of(const tb_sim_game *g, int k, int players);
/* Add every aggregate of *from into *to (a share of the games played elsewhere). */
void tb_sim_stats_merge(tb_sim_stats *to, const tb_sim_stats *from, int players);
void tb_sim_stats_free(tb_sim_stats *st);

#endif
