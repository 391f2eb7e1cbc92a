/*
 * text.h — the line protocol (--ui text, protocol.c): what the verbs, the
 * tui (when curses cannot start) and `join` call.  Built on
 * frontends/common only.
 */
#ifndef TB_TEXT_H
#define TB_TEXT_H

#include <stdio.h>

#include "tabletop.h"

/* Play m on in/out to its end.  Returns the exit code. */
int tb_text_play(tb_match *m, FILE *in, FILE *out, const char *save, const char *result_json);
/* The same with the table's options (kept save, undo, record). */
int tb_text_play_opts(tb_match *m, FILE *in, FILE *out, const tb_play_opts *o);
/* The text protocol's `help` (also join's). */
extern const char *const tb_text_help;

#endif
