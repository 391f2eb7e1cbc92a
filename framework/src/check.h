/*
 * check.h — the conformance check: plays seeded games with every bot and
 * holds a plugin to the promises of the ABI (see docs/conformance.md).
 */
#ifndef TB_CHECK_H
#define TB_CHECK_H

#include "options.h"

typedef struct tb_check {
    const tb_game *game;
    const tb_options *options;
    long games;               /* games per bot */
    const char *bot;          /* a seat spec to check with instead of random and the
                                 plugin's bots ("ismcts:iterations=30"), or NULL */
    uint64_t seed;
    int full;                 /* check every state in depth, not a sample */
    /* Called after each game with the games done and the total; may be NULL. */
    void (*progress)(long done, long total, void *ctx);
    void *progress_ctx;
    /* filled in */
    long games_played, moves_checked, probes;
    long infoset_pairs;       /* pairs of states a seat cannot tell apart, compared */
    long infoset_unreplayed;  /* positions where the game dealt again from its logged
                                 deals did not reach its state: no pair built there */
    char error[2048];         /* the first failure: seed, move and what broke */
} tb_check;

/* Everything the host can observe of s with `players` seats, as text (malloc'd):
 * every seat's and the spectator's view, the outcome and a hash of the legal
 * moves.  Two states that give the same text look the same to every frontend. */
char *tb_check_observe(const tb_game *g, const tb_state *s, int players);

/* 0 when every game passed, -1 with c->error on the first failure. */
int tb_check_run(tb_check *c);

#endif
