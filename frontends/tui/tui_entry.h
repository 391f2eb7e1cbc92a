/*
 * tui_entry.h — the ncurses frontend's entry points, as the verbs (`play`,
 * the launcher) and `join` call them: entry.c and remote.c, or tui_stub.c
 * when the frontend is not built (then the text protocol plays instead).
 */
#ifndef TB_TUI_ENTRY_H
#define TB_TUI_ENTRY_H

#include "tabletop.h"

/* Curses is built in and can drive this terminal. */
int tb_tui_available(void);
/* The launcher: the games, the kept games, set up and play.  An exit code. */
int tb_tui_launcher(void);
/* The table for m, to its end.  An exit code. */
int tb_tui_play(tb_match *m, const char *save, const char *result_json);
int tb_tui_play_opts(tb_match *m, const tb_play_opts *o);

#endif
