/*
 * join_client.h — what `tabula join` keeps of its table and its person,
 * shared by cmd_join.c (the connection, the server's messages, the ncurses
 * table's hooks) and join_text.c (the lines the person types at the text
 * UI).
 */
#ifndef JOIN_CLIENT_H
#define JOIN_CLIENT_H

#include "net.h"

#define INPUT_MAX 4096
/* Lines read ahead before the game starts (beyond them, input waits unread). */
#define QUEUED_MAX (16 * INPUT_MAX)

typedef struct join_client {
    const char *host, *port, *token, *result_json;
    const char *shown;       /* HOST:PORT as typed */
    int watch;
    net_buf b;
    int seat;            /* from 0; -1 spectator or not yet known */
    char name[TB_NAME_MAX];
    char *view;          /* the latest view's text */
    long view_moves, shown_moves;
    int welcomed;
    int here;            /* welcomed on this connection */
    int prompted;        /* waiting for the person's line */
    int awaiting;        /* a move (or resign) sent, its outcome not yet seen */
    int resigned;        /* this seat resigned (the bot plays it): no turn to wait for */
    int started;         /* the game has started (the welcome or the start said so) */
    int after_result;    /* the result came to a person at a terminal: rematch or quit */
    int done, rc;
    char fatal[600];     /* the line that ends join (on stderr after the ncurses table) */
    char in[INPUT_MAX];  /* the person's line being read */
    size_t in_len;
    int in_bad, in_eof;
    tb_strbuf queued;    /* whole lines typed ahead (pipelined), each "B" or "G" then the line */
    int tui;             /* the ncurses table draws from remote */
    int table, want_seat; /* at a lobby: the table to sit at (or watch), the seat (0: any) */
    const char *want_name;
    char got_token[NET_TOKEN_HEX + 1]; /* the seat's token the lobby handed out */
    net_remote remote;
} join_client;

/* The seat's view when it changed, then the prompt "seat K (NAME)> ". */
void net_join_prompt(join_client *c);
/* Send {"type": type[, key: value]} to the server. */
void net_join_send(join_client *c, const char *type, const char *key, const char *value);
/* Read what the person typed (the end of input too) and take the lines. */
void net_join_read_stdin(join_client *c);
/* Take the lines typed ahead that may go now (see join_text.c). */
void net_join_feed(join_client *c);
/* join_result.c: the result message's "result" into --result-json FILE
 * (when given), as play writes its result JSON; a failure is said on
 * stderr and makes the exit code 1. */
void net_join_result_file(join_client *c, json_t *msg);

#endif
