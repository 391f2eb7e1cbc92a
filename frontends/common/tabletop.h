/*
 * tabletop.h — what makes `tabula play` feel like a real table: a fresh
 * deal each time, undo, games kept to continue later (saves_dir.c), and
 * the player's record (stats_db.c), one process at a time on a kept game
 * (save_lock.c); and what every frontend needs to start
 * one: a game found and its options checked (resolve_game.c), a save
 * loaded or written (saved.c).  The library frontends/common, shared by the
 * CLI verbs, the text protocol, the ncurses frontend and network play; it
 * depends on the framework only (never on frontends/cli), so each frontend
 * can use it without the others.  Failures come back as a one-line reason
 * in err, except where a function says it prints.
 */
#ifndef TB_TABLETOP_H
#define TB_TABLETOP_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "match.h"
#include "registry.h"
#include "textfile.h"

/* Exit codes of the interface contract. */
enum { TB_EXIT_OK = 0, TB_EXIT_FAILED = 1, TB_EXIT_USAGE = 2 };

/* ---- resolve_game.c: a game to play ---- */
/* What to find: a game by name (or, with plugins_too, as `check` allows, a
 * plugin's name or .so file), and options on top of its game file. */
typedef struct tb_game_request {
    const char *game;
    int plugins_too;
    const char *config;          /* an ini of [rules] on top, or NULL */
    const char *const *sets;     /* KEY=VALUE pairs on top of that */
    int n_sets;
} tb_game_request;

/* Everything needed to start a game: the registry, the entry, its options. */
typedef struct tb_resolved {
    tb_registry *registry;
    const tb_game_entry *entry;
    const tb_game *game;
    tb_options *options;
} tb_resolved;

/* Find the game and build its options.  0, or -1 with a one-line reason;
 * free *out with tb_resolved_free either way. */
int tb_resolve_game(const tb_game_request *q, tb_resolved *out, char *err, size_t errlen);
void tb_resolved_free(tb_resolved *r);

/* ---- saved.c: saves and results ---- */
/* Rebuild the match a save describes and re-apply its moves; seats[k] and
 * names[k], when given and set, replace the save's.  On a move that no
 * longer applies: -1, err names it ("FILE:LINE: move N ..."), and *m holds
 * the match as it stood before that move (for replay's report).  Other
 * failures: -1 with *m NULL; err starts with the save's path. */
int tb_save_resume(const char *path, const char *const *seats, const char *const *names,
                   tb_resolved *r, tb_match **m, char *err, size_t errlen);
/* Write m's result JSON to path atomically.  0, or -1 with the reason. */
int tb_result_json_write(const tb_match *m, const char *path, char *err, size_t errlen);
/* For the line frontends (the verbs, the text protocol, the server), which
 * report on stderr: save m to path atomically ("WHO: REASON" on failure,
 * who naming the program: "tabula play"), fsync'd only when sync is set
 * (see save_pace.c), and the result JSON ("tabula play: REASON").  The tui
 * uses tb_transcript_save_sync and tb_result_json_write, which return the
 * reason. */
int tb_save_match(const tb_match *m, const char *path, int sync, const char *who);
int tb_write_result_json(const tb_match *m, const char *path);

/* How one game is played and kept. */
typedef struct tb_play_opts {
    const char *save;        /* rewritten after every move, or NULL */
    const char *result_json; /* written at the end, or NULL */
    int autosave;            /* save is in the saves folder: to history when finished */
    int no_undo;             /* --no-undo: undo and redo are refused */
    int no_stats;            /* --no-stats: the game is not recorded */
    int keep_file;           /* --load of a game already over into its own file: the file
                                holds it as its writer left it (comments, line ends) and is
                                never written again */
    int loaded_over;         /* --load of a game already over: shown, not recorded again
                                (one left in the saves folder is recorded if it is not yet) */
    int copy;                /* --load or --continue with --no-save: a copy of a kept game,
                                never recorded (the kept game is, when it ends) */
    const char *kept;        /* the file name of the kept save (saves folder) the game is
                                played from, even when --save writes it elsewhere: the
                                record takes one game of a name once; or NULL */
    const char *who;         /* the command its warnings name: NULL "tabula play", the
                                launcher "tabula" */
    const char *not_kept;    /* why a game meant to be kept has no save (the saves folder
                                could not be made), shown from the start; or NULL */
    const char *decks_from;  /* the file the stacked decks came from (--deck, or the save
                                that keeps them), named when a section was never dealt */
} tb_play_opts;

/* fresh_seed.c: a seed from the system (getrandom), from 1 to 999999999 so
 * that it is easy to read and type again. */
uint64_t tb_fresh_seed(void);

/* ---- saves_dir.c: $XDG_STATE_HOME/tabula/{saves,history} ---- */
#define TB_HISTORY_KEEP 50   /* finished games kept in the history folder */

/* dir and the folders above it that are missing (mkdir -p), each 0700,
 * but never $HOME or above it: a home that is not there is not made (as
 * root, that would build a stranger's path from /).  0, or -1 with
 * "FOLDER: cannot create: REASON" in err. */
int tb_make_dirs(const char *dir, char *err, size_t errlen);
/* The folder (created with its parents).  0, or -1 with a reason. */
int tb_saves_dir(char *out, size_t cap, char *err, size_t errlen);
int tb_history_dir(char *out, size_t cap, char *err, size_t errlen);
/* A new save's path for game: saves/GAME-YYYYMMDD-HHMMSS-PID.save. */
int tb_saves_new_path(const char *game, char *out, size_t cap, char *err, size_t errlen);
/* A finished game's save moves to the history folder (the oldest there
 * beyond TB_HISTORY_KEEP are removed).  0, or -1 with a reason. */
int tb_saves_retire(const char *path, char *err, size_t errlen);

/* One kept game, as the launcher and --continue list them. */
typedef struct tb_saved_game {
    char path[1024];
    time_t when;         /* last written */
    int ok;              /* it loads and can be continued; else why says what is wrong */
    int over;            /* it loads and is over (its end was cut short before the save
                            moved to the history): opening it shows the end and finishes
                            that (the record, the move) */
    int open_elsewhere;  /* another tabula has it open (its lock), so it is not ok now */
    char game[64];       /* the game's name ("zero"), "" when it does not load */
    /* What the launcher's line shows: "Absolute", "Round 2 of 3, turn 4"
     * (the table's first status line, in its words, so the line promises
     * what the table then shows), "Ann vs greedy 2", "23 Nov 11:15".  A
     * save that does not load: its file name as the title, no status or
     * seats. */
    char title[128];
    char status[256];
    char seats[256];
    char when_text[32];
    char why[512];
} tb_saved_game;

/* The kept games, newest first (malloc'd; *n set).  Each save is loaded to
 * check it, so a broken one is listed with its reason, never fatal. */
tb_saved_game *tb_saves_list(size_t *n);
/* What the saves folder holds, in one number: it changes when a game is
 * kept, finished or removed, or opened or left in some tabula (its lock),
 * not when a game's save is rewritten after a move.  0: no folder. */
unsigned long long tb_saves_stamp(void);

/* ---- save_lock.c: one process plays a kept game at a time ---- */
typedef struct tb_save_lock {
    int fd;          /* -1: not held */
    char path[1100]; /* DIR/.NAME.lock beside the save DIR/NAME */
} tb_save_lock;
/* Hold the lock of save while its game is played here.  0 (held, or not
 * possible where the folder cannot be written: then the game is played
 * unlocked), or -1 with "SAVE: this game is open in another tabula
 * (process N)" when another process holds it. */
int tb_save_lock_take(tb_save_lock *l, const char *save, char *err, size_t errlen);
/* Let it go (and remove its file); nothing when it is not held. */
void tb_save_lock_drop(tb_save_lock *l);
/* Whether another process holds save's lock now (then err says so). */
int tb_save_is_open(const char *save, char *err, size_t errlen);
/* The lock files in dir that nobody holds (left by a killed tabula) removed. */
void tb_save_locks_sweep(const char *dir);

/* ---- stats_db.c: the record, in SQLite ---- */
/* The database's path: $XDG_DATA_HOME/tabula/stats.db. */
int tb_stats_path(char *out, size_t cap);
/* Record a finished game that a person played (stats_record.c).  kept:
 * the file name of the kept save the game was played from (NULL: none); a
 * game of a kept name the record holds already is not put in again (its
 * end was cut short before its save moved to the history).  0; 2 when it
 * was there; 1 when the database was locked past the wait and the game
 * waits beside it to go in later (err says where); or -1 with a one-line
 * reason (the game goes on; the caller warns). */
int tb_stats_record(const tb_match *m, const char *kept, char *err, size_t errlen);
/* "your 12th win in 30 games against greedy" for each person at the table,
 * one line each (malloc'd, maybe ""), or NULL when the record cannot be read. */
char *tb_stats_record_lines(const tb_match *m);
/* The statistics report: per player and game.  game/player may be NULL.
 * Text or JSON (malloc'd), or NULL with a reason in err. */
char *tb_stats_report(const char *game, const char *player, int json, char *err,
                      size_t errlen);
/* Whether the record holds a game of that name: 1 also when the record
 * cannot be read (the report then says why), 0 when it holds none. */
int tb_stats_has_game(const char *game);

/* ---- game_end.c: what happens when a game is over ---- */
/* Called by both frontends once the game has ended: a finished game is
 * recorded (unless --no-stats) and its kept save moves to the history.
 * Nothing is printed: the warnings (a save that cannot be retired, a
 * record that cannot be written) come back in *warnings, whole lines
 * "tabula play: warning: ...\n" (malloc'd, maybe ""), for the text protocol
 * to print on stderr and the tui to show on its result screen.  Returns the
 * lines about the player's record for the result screen (malloc'd, maybe ""). */
char *tb_game_ended(const tb_match *m, const tb_play_opts *o, char **warnings);

/* ---- save_pace.c: rewriting the save during play ---- */
/* Bot moves closer together than this are written together. */
#define TB_SAVE_BOT_GAP_MS 50
typedef struct tb_save_pace {
    long long last_ms; /* when the save was last written (monotonic), 0: never */
} tb_save_pace;
typedef enum tb_save_how {
    TB_SAVE_SKIP,  /* no save, or a bot's move close after the last write */
    TB_SAVE_WRITE, /* rewrite it (temporary file and rename) */
    TB_SAVE_SYNC   /* rewrite it and fsync: a person moves next, or the game is over */
} tb_save_how;
/* After a move (bot_moved: made by a bot) or an undo/redo: how to save now.
 * A person's move is always written at once. */
tb_save_how tb_save_after_move(tb_save_pace *p, const tb_match *m, const tb_play_opts *o,
                               int bot_moved);

#endif
