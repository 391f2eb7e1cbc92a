/*
 * ff_test.h — small helpers shared by the Face to Face test programs.
 *
 * PLAY(s, "play 17 up") applies a line that must be accepted; REFUSE(s, line,
 * "reason part") one that must be refused with a reason containing the text
 * and must leave the state exactly as it was (compared through every public
 * window: both views, the legal moves, the census and the outcome).
 */
#ifndef FF_TEST_H
#define FF_TEST_H

#include <stdlib.h>
#include <string.h>

#include "tk.h"

/* Everything a host can observe of a state, as one malloc'd string. */
static inline char *ff_snapshot(const tb_game *g, const tb_state *s)
{
    size_t n = 0, len;
    char *v0 = tk_view(g, s, 0), *v1 = tk_view(g, s, 1), *mv = tk_moves(g, s, &n);
    tb_card census[512];
    tb_outcome o;
    size_t cn = g->census(s, census, 512);
    char *out;
    memset(&o, 0, sizeof o);
    g->outcome(s, &o);
    len = strlen(v0) + strlen(v1) + strlen(mv) + cn * 8 + 256;
    out = malloc(len);
    snprintf(out, len, "%s|%s|%s|%d %d %d %d %d|", v0, v1, mv, o.over, o.turns, o.score[0][0],
             o.score[0][1], (int)o.winners);
    for (size_t i = 0; i < cn && i < 512; i++)
        snprintf(out + strlen(out), len - strlen(out), "%u,", (unsigned)census[i]);
    free(v0);
    free(v1);
    free(mv);
    return out;
}

/* Play one line that must be accepted; one that must be refused with a
 * reason containing `reason`, leaving everything the host sees as it was. */
#define PLAY(g, s, line) TK_PLAY(g, s, line)
#define REFUSE(g, s, line, reason) \
    tk_refuse_line((g), (s), (line), (reason), 0, 0, __FILE__, __LINE__)

/* A game from options given as NULL-terminated "key=value" strings. */
static inline tb_state *ff_game(const tb_game *g, tb_options **o, const char *const *sets,
                                uint64_t seed, const char *deck)
{
    *o = tk_options(g, sets);
    return tk_new(g, *o, 2, seed, deck);
}

static inline void ff_end_game(const tb_game *g, tb_state *s, tb_options *o)
{
    tk_free(g, s);
    tk_options_free(o);
}

#endif
