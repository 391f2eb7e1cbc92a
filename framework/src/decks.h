/*
 * decks.h — the match context a plugin sees as `const tb_table *`: the seat
 * count and the tester's stacked decks (--deck FILE).
 */
#ifndef TB_DECKS_H
#define TB_DECKS_H

#include <stddef.h>

#include "tabula/game.h"

typedef struct tb_stack {
    int deck;     /* index into tb_game.decks */
    int round;    /* from 1 */
    int line;     /* where its section starts, for messages */
    size_t n;
    tb_card c[TB_PILE_MAX]; /* top first */
} tb_stack;

/* One deck as deck_order() put it in order for a deal, top last as in a
 * tb_pile. */
typedef struct tb_deal {
    int deck, round;
    tb_pile cards;
} tb_deal;

/* The deals of one game, in the order deck_order() was called.  The
 * conformance check records a game's deals, then plays the game again with
 * some of them rearranged (check_infoset.c): with `replay` set, the n-th
 * call of deck_order() still shuffles as it would (so the game's generator
 * moves on exactly as before) and then gives deal[n] instead, when it holds
 * the same cards. */
typedef struct tb_deal_log {
    int replay;      /* 0: record each deal; 1: give the recorded ones */
    size_t n, cap;   /* deals recorded */
    size_t next;     /* replay: the deal the next call gives */
    tb_deal *deal;
} tb_deal_log;

struct tb_table {
    int players;
    size_t n_stacks;
    tb_stack *stacks;
    tb_deal_log *deals; /* the check's log, or NULL (every other match) */
};

tb_table *tb_table_new(int players);
void tb_table_free(tb_table *t);

/* Read a stacked-deck file's text.  `where` names it in messages (a path).
 * Every card is parsed by the plugin and checked against its deck; errors are
 * one line, "where:line: reason".  0, or -1 with the reason in err. */
int tb_table_parse_decks(tb_table *t, const tb_game *g, const tb_options *o, const char *text,
                         const char *where, char *err, size_t errlen);
/* The same from a file. */
int tb_table_load_decks(tb_table *t, const tb_game *g, const tb_options *o, const char *path,
                        char *err, size_t errlen);

#endif
