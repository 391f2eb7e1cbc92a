/*
 * undo.h — taking moves back and playing them again, as at a real table.
 *
 * A match cannot step backwards (plugins only apply moves), so undo rebuilds
 * it: a fresh deal from the same seed, options, seats and stacked decks, with
 * the moves before the undone one replayed.  The state is then exactly what
 * `tabula replay` of the shortened transcript gives.  The undone moves wait
 * on a redo stack until a new move is made.
 */
#ifndef TB_UNDO_H
#define TB_UNDO_H

#include <stddef.h>

#include "match.h"

/* A group of moves taken back by one undo: the person's move and the bot
 * moves after it. */
typedef struct tb_undo_group {
    size_t n;
    char **moves;
} tb_undo_group;

typedef struct tb_undo {
    size_t n_redo;
    tb_undo_group *redo; /* the latest undo last */
} tb_undo;

/* A new match dealt as m was, with m's first n moves replayed; when movers
 * is not NULL, movers[i] is the seat that made move i (n entries).  NULL
 * with a one-line reason (a move that no longer applies: a plugin bug). */
tb_match *tb_match_replayed(const tb_match *m, size_t n, int *movers, char *err, size_t errlen);

/* Take back the last move of a person with every bot move after it, for
 * seat (the person at the keyboard).  With several people at the table
 * only seat's own move, and only while no other person has moved since.
 * 0, or -1 with the one-line refusal in err (m unchanged). */
int tb_undo_take(tb_undo *u, tb_match *m, int seat, char *err, size_t errlen);
/* Play the last undone group again.  0, or -1 with the refusal in err. */
int tb_undo_redo(tb_undo *u, tb_match *m, char *err, size_t errlen);
/* A new move was made: what was undone cannot be redone any more. */
void tb_undo_forget(tb_undo *u);
void tb_undo_free(tb_undo *u);

#endif
