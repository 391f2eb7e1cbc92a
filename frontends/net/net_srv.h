/*
 * net_srv.h — what the server's files share (net_server.c: the loop and the
 * connections; net_table.c: one table's game; net_lobby.c: the lobby's
 * listing and seats; net_srv_conn.c: logging, sending to, complaining to and
 * dropping one connection).  Private to the server.
 */
#ifndef TB_NET_SRV_H
#define TB_NET_SRV_H

#include "net.h"

enum { ROLE_NEW, ROLE_SEAT, ROLE_WATCH };

typedef struct net_conn {
    net_buf b;
    int id;              /* for the log */
    char peer[64];
    int role, seat;
    net_table *t;        /* the table it sits at or watches; NULL before */
    double opened;
    double line_start;   /* when the unfinished line began, or 0 */
    double bucket;       /* messages it may still send now (token bucket) */
    double refilled;
    int bad;             /* malformed messages so far */
    int closing;         /* drop once what is queued is sent (or after 1 s) */
    double closing_at;
} conn;

typedef struct server {
    const net_server_opts *o;
    conn **c;
    size_t n;
    int next_id;
    double accept_again;           /* accepting paused until then (out of descriptors) */
} server;

/* net_srv_conn.c (the loop, the tables and the lobby call it; it calls none of them) */
void net_srv_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void net_srv_send(conn *c, json_t *j);           /* queue j and let it go */
void net_srv_drop(conn *c, const char *why, int tell);
/* A message the connection got wrong: an error, and after 10 the end. */
void net_srv_complain(conn *c, const char *why);
/* The same with what it is about as data ("about": {"kind", ...}, taken),
 * from which join words the reason in its player's language. */
void net_srv_complain_about(conn *c, const char *why, json_t *about);

/* net_table.c */
void table_seat_in(server *s, conn *c, net_table *t, int seat); /* the seat's connection now */
void table_watch_in(server *s, conn *c, net_table *t);
void table_on_move(server *s, conn *c, json_t *msg);
void table_on_moves(server *s, conn *c);
void table_send_state(server *s, conn *c);
void table_conn_gone(server *s, conn *c);    /* c is being closed */
void table_start_if_ready(server *s, net_table *t);
void table_step(server *s, net_table *t, double now); /* a bot's move, a bot for the absent */
void table_save(net_table *t);
/* Milliseconds until t's next bot move (at most cap). */
int table_wait_ms(const server *s, const net_table *t, double now, int cap);

/* net_lobby.c */
void lobby_list(server *s, conn *c);
void lobby_sit(server *s, conn *c, json_t *msg);
void lobby_watch(server *s, conn *c, json_t *msg);

#endif
