/*
 * tabletop.h — what makes `tabula play` feel like a real table: a fresh
 * deal each time, undo, games kept to continue later (saves_dir.c), and
 * the player's record (stats_db.c).  Shared by the text protocol, the
 * ncurses frontend and the CLI verbs.
 */
#ifndef TB_TABLETOP_H
#define TB_TABLETOP_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "cli.h"

/* How one game is played and kept. */
typedef struct tb_play_opts {
    const char *save;        /* rewritten after every move, or NULL */
    const char *result_json; /* written at the end, or NULL */
    int autosave;            /* save is in the saves folder: to history when finished */
    int no_undo;             /* --no-undo: undo and redo are refused */
    int no_stats;            /* --no-stats: the game is not recorded */
} tb_play_opts;

/* fresh_seed.c: a seed from the system (getrandom), from 1 to 999999999 so
 * that it is easy to read and type again. */
uint64_t tb_fresh_seed(void);

/* ---- saves_dir.c: $XDG_STATE_HOME/tabula/{saves,history} ---- */
#define TB_HISTORY_KEEP 50   /* finished games kept in the history folder */

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
    int ok;              /* it loads; else why says what is wrong */
    char summary[512];   /* "zero, round 2 turn 14, Ann vs greedy 2, 23 Nov 11:15" */
    char why[512];
} tb_saved_game;

/* The kept games, newest first (malloc'd; *n set).  Each save is loaded to
 * check it, so a broken one is listed with its reason, never fatal. */
tb_saved_game *tb_saves_list(size_t *n);

/* ---- stats_db.c: the record, in SQLite ---- */
/* The database's path: $XDG_DATA_HOME/tabula/stats.db. */
int tb_stats_path(char *out, size_t cap);
/* Record a finished game that a person played.  0, or -1 with a one-line
 * reason (the game goes on; the caller warns). */
int tb_stats_record(const tb_match *m, char *err, size_t errlen);
/* "your 12th win in 30 games against greedy" for each person at the table,
 * one line each (malloc'd, maybe ""), or NULL when the record cannot be read. */
char *tb_stats_record_lines(const tb_match *m);
/* The statistics report: per player and game.  game/player may be NULL.
 * Text or JSON (malloc'd), or NULL with a reason in err. */
char *tb_stats_report(const char *game, const char *player, int json, char *err,
                      size_t errlen);

/* ---- game_end.c: what happens when a game is over ---- */
/* Called by both frontends once the game has ended: a finished game is
 * recorded (unless --no-stats) and its kept save moves to the history.
 * Warnings go to warn (stderr, or a buffer in the tui).  Returns the lines
 * about the player's record for the result screen (malloc'd, maybe ""). */
char *tb_game_ended(const tb_match *m, const tb_play_opts *o, FILE *warn);

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

/* The text protocol and the tui with these options. */
int tb_text_play_opts(tb_match *m, FILE *in, FILE *out, const tb_play_opts *o);
int tb_tui_play_opts(tb_match *m, const tb_play_opts *o);

#endif
