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

#include "check.h"
#include "tk.h"

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
