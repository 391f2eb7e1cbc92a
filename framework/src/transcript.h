/*
 * transcript.h — a saved game as text: what was played (game, plugin and
 * version, seed, options, seats, stacked decks) and every move in notation,
 * closed by an "end" line so a cut-off file is known for what it is.
 *
 *   tabula-save 1
 *   game absolute-quick
 *   plugin absolute 1.0.0
 *   seed 42
 *   players 2
 *   option rounds 1
 *   seat 1 human Ann
 *   seat 2 greedy greedy 2
 *   level 2 easy    (only for a seat asked for by level: its seat line holds
 *                    the spec the level stood for when the game began)
 *   stack main 1 -8o +5s +3d
 *   undos 2         (only when moves were taken back: an "assisted" game)
 *   no-stats        (only for a game kept out of the record: play --no-stats)
 *   resigned 2      (a seat that resigned at a network table, in the order
 *                    they did; the game's bot plays it from then on)
 *   assisted 1      (a person's seat a bot played moves for: serve's clock,
 *                    or the player away)
 *   move draw deck
 *   quit            (only when the game was left before its end)
 *   end
 */
#ifndef TB_TRANSCRIPT_H
#define TB_TRANSCRIPT_H

#include <stddef.h>
#include <stdint.h>

#include "match.h"
#include "textfile.h" /* tb_read_text_file, for the readers of saves */

typedef struct tb_transcript {
    char *game, *plugin, *version;
    uint64_t seed;
    int players;
    int game_line, plugin_line; /* the lines of game and plugin in the file */
    int players_line;    /* the line of players in the file */
    size_t n_options;
    char **opt_keys, **opt_values;
    int *opt_lines;      /* line of each option in the file */
    char *seat_spec[TB_MAX_SEATS];
    int seat_lines[TB_MAX_SEATS]; /* line of each seat in the file */
    char *names[TB_MAX_SEATS];
    char level[TB_MAX_SEATS][8]; /* "easy", "normal", "hard" (a "level" line), else "" */
    char *decks;         /* stacked decks as deck-file text, or NULL */
    size_t n_moves;
    char **moves;
    int *move_lines;     /* line of each move in the file */
    int quit;            /* the game was left before its end (a "quit" line) */
    unsigned undos;      /* moves taken back before this save ("undos N") */
    int no_stats;        /* the game stays out of the record (a "no-stats" line) */
    uint32_t resigned;   /* seats that resigned ("resigned K" lines), bit k-1 */
    int resign_order[TB_MAX_SEATS]; /* those seats from 0, first to resign first */
    int n_resigned;
    uint32_t assisted;   /* seats a bot played moves for, a person's ("assisted K") */
} tb_transcript;

/* The transcript of a match so far (malloc'd text). */
char *tb_transcript_text(const tb_match *m);
/* Parse a transcript; `where` names it in messages ("save.txt:12: ...").
 * 0, or -1 with a one-line reason (truncated, corrupted, unknown line). */
int tb_transcript_parse(const char *text, const char *where, tb_transcript *t, char *err,
                        size_t errlen);
/* Write m's transcript to path atomically: 0, or -1 with a one-line reason
 * in err ("PATH: cannot write"); nothing is printed, so every frontend
 * shows the reason its own way. */
int tb_transcript_save(const tb_match *m, const char *path, char *err, size_t errlen);
/* The same, fsync'd only when sync is set (frontends/cli/save_pace.c says
 * when: a killed process still leaves the old save or the new one). */
int tb_transcript_save_sync(const tb_match *m, const char *path, int sync, char *err,
                            size_t errlen);
void tb_transcript_free(tb_transcript *t);

#endif
