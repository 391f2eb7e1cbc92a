/*
 * sim.h — many bot-vs-bot games, seeded and reproducible: game i is dealt
 * from a seed derived from (seed, i), so results do not depend on how many
 * threads play them.
 */
#ifndef TB_SIM_H
#define TB_SIM_H

#include "match.h"

typedef struct tb_sim_game {
    char *failed;                /* why a bot or plugin error stopped the game (malloc'd), or NULL */
    int turns;
    int turn_limit;              /* ended by the safeguard */
    uint32_t winners;
    long total[TB_MAX_SEATS];
} tb_sim_game;

typedef struct tb_sim {
    tb_match_setup setup;        /* seats must all be bots */
    long games;
    int jobs;
    void (*progress)(long done, long games, void *ctx); /* may be NULL; called from workers */
    void *progress_ctx;
    tb_sim_game *results;        /* games entries, filled by tb_sim_run */
    double seconds;
    char error[512];             /* the first failure */
} tb_sim;

/* Play every game.  0, or -1 with s->error set (the first failing game). */
int tb_sim_run(tb_sim *s);
void tb_sim_free(tb_sim *s);

/* Play one match to its end with bots only, within the plugin's bound. */
int tb_play_out(tb_match *m, char *err, size_t errlen);

#endif
