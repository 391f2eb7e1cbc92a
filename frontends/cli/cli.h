/*
 * cli.h — the `tabula` verbs and what they share: the common options, and
 * turning a game name plus options into a validated game to play.
 */
#ifndef TB_CLI_H
#define TB_CLI_H

#include <stdint.h>
#include <stdio.h>

#include "textfile.h"
#include "match.h"
#include "registry.h"
/* The exit codes, tb_resolved and saves (frontends/common), the text
 * protocol and the ncurses frontend's entry points. */
#include "tabletop.h"
#include "text.h"
#include "tui_entry.h"

#define TB_MAX_SETS 64

typedef struct tb_args {
    const char *verb;
    const char *positional[4];
    int n_positional;
    int players;            /* 0: the game's default */
    int have_seed;
    uint64_t seed;
    const char *seats[TB_MAX_SEATS];
    const char *names[TB_MAX_SEATS];
    int players_past;       /* --players above TB_MAX_SEATS (tb_resolve refuses it) */
    int seat_past;          /* the first seat K above TB_MAX_SEATS a --seat or --name named */
    const char *config;
    const char *sets[TB_MAX_SETS];
    int n_sets;
    const char *ui;         /* "tui", "text" or NULL (tui on a terminal) */
    const char *deck;
    const char *save;
    const char *load;
    const char *result_json;
    const char *csv;
    const char *bot;        /* check --bot */
    const char *bots;       /* ladder --bots */
    long games;             /* sim/check */
    int jobs;
    int json;
    int full;               /* check: every state in depth */
    int think_times;        /* sim: time every bot move */
    int no_undo;            /* play: --no-undo */
    int no_save;            /* play: --no-save (not kept in the saves folder) */
    int no_stats;           /* play: --no-stats (not recorded) */
    int resume_newest;      /* play: --continue */
    const char *player;     /* stats: --player NAME */
    int help;
    const char *sweeps[8];  /* sim: --sweep KEY=V1,V2,... (TB_MAX_SWEEPS) */
    int n_sweeps;
    const char *context;    /* what tb_resolve's refusals name first ("--sweep
                               hand_size=3..99"), or NULL */
    const char *report;     /* sim: --report FILE.html */
    int mpi;                /* sim: --mpi, games split over MPI ranks */
    int names_only;         /* list --names: the games' names, one a line */
    int bot_names;          /* rules --bot-names: the seats' bots, one a line */
    int option_keys;        /* rules --option-keys: the options' keys, one a line */
    int rotate;             /* sim: --rotate, every deal at each rotation of the seats */
} tb_args;

/* Parse argv after the verb.  0, or -1 after printing "tabula VERB: ..." to stderr. */
int tb_args_parse(tb_args *a, int argc, char **argv, const char *allowed);

/* Find GAME (a game name, or for `check` also a plugin's name or .so path) and build
 * its options from the ini, --config and --set.  0, or -1 after printing a
 * one-line message to stderr. */
int tb_resolve(const tb_args *a, const char *game, tb_resolved *out);

/* Fill a match setup from the arguments (players, seats, seed, deck). */
void tb_setup_from_args(const tb_args *a, const tb_resolved *r, tb_match_setup *s);

/* tb_write_file_atomic: framework/src/textfile.h (one atomic writer). */

/* tb_save_resume (frontends/common/saved.c) with --seat and --name. */
int tb_transcript_resume(const tb_args *a, const char *path, tb_resolved *r, tb_match **m,
                         char *err, size_t errlen);

/* A progress line on stderr ("\r12/300 games"), at most ten times a second
 * and always for the last: the progress callback of sim and check, with ctx
 * pointing at a tb_progress.  Callers install it only when stderr is a
 * terminal. */
typedef struct tb_progress {
    const char *what;   /* "games", "games checked" */
    double last;        /* when the line was last written (seconds) */
} tb_progress;
void tb_progress_show(long done, long total, void *ctx);

int tb_cmd_list(int argc, char **argv);
int tb_cmd_rules(int argc, char **argv);
int tb_cmd_play(int argc, char **argv);
int tb_cmd_score(int argc, char **argv);
int tb_cmd_sim(int argc, char **argv);
int tb_cmd_ladder(int argc, char **argv);
int tb_cmd_check(int argc, char **argv);
int tb_cmd_replay(int argc, char **argv);
int tb_cmd_stats(int argc, char **argv);

/* out_file.c: whether PATH, which `tabula VERB FLAG PATH` writes at the
 * end, can be written (its folder takes new files, it is not a folder).
 * 0, or -1 with "tabula VERB: FLAG PATH: cannot write: why" on stderr. */
int tb_cli_out_writable(const char *verb, const char *flag, const char *path);

#endif
