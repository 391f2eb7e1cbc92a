/*
 * tk.h — the test kit: load a real plugin through the real loader and drive
 * it the way the host does, with small assertion helpers.
 *
 * Every test program ends with `return tk_done();`, which prints the plain
 * closing line "N passed, M failed" and returns 0 only when nothing failed.
 * The kit aborts a test program (exit 1) with a message when a plugin cannot
 * be loaded or a game cannot be created: those are failures, never skips.
 *
 * Installed with the SDK (find_package(Tabula) gives Tabula::testkit, which
 * carries the host itself, statically linked; see docs/designer-guide.md,
 * "Testing"): a plugin's own test programs link it and include "tk.h".
 */
#ifndef TABULA_TK_H
#define TABULA_TK_H

#include <stdio.h>
#include <string.h>

#include "tabula/tabula.h"

/* The host service table (the real one from libtabula). */
const tb_host *tk_host(void);

/* Load plugin NAME (e.g. "absolute") from the build tree's plugin folder
 * (in Tabula's own tests; for the installed kit, the installed plugin folder). */
const tb_game *tk_plugin(const char *name);
/* Load the plugin file at path (an out-of-tree plugin's tests pass
 * $<TARGET_FILE:plugin> on their command line).  Exits on refusal. */
const tb_game *tk_plugin_file(const char *path);

/* The conformance check as a program: `DRIVER PLUGIN.so [--games N]
 * [--seed S] [--full] [--set key=value]... [--bot SPEC]`, printing and exiting as
 * `tabula check PLUGIN.so` does (0 passed, 1 failed, 2 bad usage).  The
 * main() of the drivers tabula_add_check_test() builds. */
int tk_check_main(int argc, char **argv);

/* The information-set property for two states a and b that `seat` cannot
 * tell apart (they differ only in what it cannot see: another seat's cards,
 * count or choice): 1 when the seat's views are the same text, determinize(a,
 * seat) and determinize(b, seat) from rngs seeded alike (1..seeds) give the
 * same views for every seat and the spectator, and every named bot of the
 * plugin (bot_move) chooses the same move from a and b with rngs seeded
 * alike; else 0 with a one-line reason in why (cap bytes).  players is the
 * game's seat count.  TK_CHECK(tk_same_infoset(...)) in a designer's test. */
int tk_same_infoset(const tb_game *g, const tb_state *a, const tb_state *b, int seat,
                    int players, int seeds, char *why, size_t cap);

/* Options of game g: its declared defaults, overridden by "key=value"
 * strings from sets (NULL-terminated, may be NULL).  Exits on a bad value. */
tb_options *tk_options(const tb_game *g, const char *const *sets);
void tk_options_free(tb_options *o);

/* A new game of `players` seats from `seed`.  deck_text, when not NULL, is
 * the text of a stacked-deck file (as for `--deck`).  Exits with the reason on
 * failure.  The state borrows o (free o after the state) and owns the parsed
 * deck: free it with tk_free(), not with g->destroy(). */
tb_state *tk_new(const tb_game *g, const tb_options *o, int players, uint64_t seed,
                 const char *deck_text);
void tk_free(const tb_game *g, tb_state *s);

/* The census and determinize of s as the host calls them: the plugin's
 * hooks, or the host's own on its pile table when a 1.6 plugin declares
 * piles and leaves them NULL (tk_determinize then calls after_redeal). */
size_t tk_census(const tb_game *g, const tb_state *s, tb_card *out, size_t cap);
tb_state *tk_determinize(const tb_game *g, const tb_state *s, int seat, tb_rng *r);

/* Parse and apply one line of move text for the seat to move, all or
 * nothing (as the text protocol does).  0, or -1 with the reason in err
 * (TB_ERR_MAX bytes) and s unchanged. */
int tk_play(const tb_game *g, tb_state *s, const char *line, char *err);

/* Whether legal_moves() honours its buffer in s: with every cap from 0 to
 * the full count it returns the full count, writes exactly the list's first
 * cap moves, and leaves every slot from cap up to the count untouched.
 * 0 also when the list is empty or longer than max. */
int tk_list_prefixes_ok(const tb_game *g, const tb_state *s, size_t max);

/* The canonical texts of every legal move, one per line, in a malloc'd
 * string the caller frees; *count receives the number of moves. */
char *tk_moves(const tb_game *g, const tb_state *s, size_t *count);

/* The view of `seat` rendered as the text protocol prints it (malloc'd). */
char *tk_view(const tb_game *g, const tb_state *s, int seat);

/* The round_detail JSON of `round` (malloc'd). */
char *tk_detail(const tb_game *g, const tb_state *s, int round);

/* The outcome() of s into *out, zeroed first as the host zeroes it (the
 * hook's contract: a plugin need not clear *out). */
void tk_outcome(const tb_game *g, const tb_state *s, tb_outcome *out);

/* The `score` hook as `tabula score --json` prints it (malloc'd JSON object),
 * or NULL with the reason in err. */
char *tk_score(const tb_game *g, const tb_options *o, const char *kind, const char *cards,
               char *err);

/* Check every row of a scoring-vector file (kind<TAB>cards<TAB>expected,
 * '#' comments; expected is the "score" field, or the word invalid for a
 * refusal) through the game's score hook, each failure named path:line.
 * Returns the number of rows. */
int tk_score_vectors(const tb_game *g, const tb_options *o, const char *path);

/* The score hook's JSON for kind/cards must equal want (white space
 * ignored); or it must refuse them with a reason containing why. */
void tk_score_is(const tb_game *g, const tb_options *o, const char *kind, const char *cards,
                 const char *want, const char *file, int at);
void tk_score_refused(const tb_game *g, const tb_options *o, const char *kind,
                      const char *cards, const char *why, const char *file, int at);

/* s without any white space (malloc'd), so JSON compares ignore spacing. */
char *tk_squeeze(const char *s);
/* The integer after "key": in a JSON text, or fallback. */
long tk_json_int(const char *json, const char *key, long fallback);

/* Play one line; it must be accepted (the reason is printed if not). */
void tk_play_line(const tb_game *g, tb_state *s, const char *line, const char *file, int at);
/* Play one line; it must be refused with a one-line reason that equals why
 * (exact) or contains it, and leave the state exactly as it was: compared
 * byte for byte over state_size bytes (a suite knows its plugin's struct),
 * or, when state_size is 0, by everything the host can observe. */
void tk_refuse_line(const tb_game *g, tb_state *s, const char *line, const char *why, int exact,
                    size_t state_size, const char *file, int at);
#define TK_PLAY(g, s, line) tk_play_line((g), (s), (line), __FILE__, __LINE__)

/* Every test below records one pass or one failure with file:line. */
void tk_check(int ok, const char *file, int line, const char *what);
void tk_check_int(long got, long want, const char *file, int line, const char *what);
void tk_check_str(const char *got, const char *want, const char *file, int line,
                  const char *what);
int tk_done(void);

#define TK_CHECK(cond) tk_check(!!(cond), __FILE__, __LINE__, #cond)
#define TK_EQ_INT(got, want) tk_check_int((long)(got), (long)(want), __FILE__, __LINE__, #got)
#define TK_EQ_STR(got, want) tk_check_str((got), (want), __FILE__, __LINE__, #got)
/* A substring test, for messages. */
#define TK_CONTAINS(hay, needle) \
    tk_check((hay) != NULL && strstr((hay), (needle)) != NULL, __FILE__, __LINE__, \
             #hay " contains " #needle)

#endif
