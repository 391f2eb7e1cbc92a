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

static inline void ff_play(const tb_game *g, tb_state *s, const char *line, const char *file,
                           int lineno)
{
    char err[TB_ERR_MAX] = "";
    int rc = tk_play(g, s, line, err);
    char what[TB_ERR_MAX + 64];
    snprintf(what, sizeof what, "'%s' accepted (%s)", line, err);
    tk_check(rc == 0, file, lineno, what);
}

static inline void ff_refuse(const tb_game *g, tb_state *s, const char *line, const char *reason,
                             const char *file, int lineno)
{
    char err[TB_ERR_MAX] = "";
    char *before = ff_snapshot(g, s), *after;
    int rc = tk_play(g, s, line, err);
    char what[2 * TB_ERR_MAX];
    after = ff_snapshot(g, s);
    snprintf(what, sizeof what, "'%s' refused", line);
    tk_check(rc != 0, file, lineno, what);
    snprintf(what, sizeof what, "'%s' refused with \"%s\", got \"%s\"", line, reason, err);
    tk_check(strstr(err, reason) != NULL, file, lineno, what);
    tk_check(strchr(err, '\n') == NULL && err[0] != '\0' && !(err[0] >= 'A' && err[0] <= 'Z'),
             file, lineno, "reason is one line, not capitalised");
    snprintf(what, sizeof what, "state unchanged after refusing '%s'", line);
    tk_check(strcmp(before, after) == 0, file, lineno, what);
    free(before);
    free(after);
}

#define PLAY(g, s, line) ff_play((g), (s), (line), __FILE__, __LINE__)
#define REFUSE(g, s, line, reason) ff_refuse((g), (s), (line), (reason), __FILE__, __LINE__)

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
