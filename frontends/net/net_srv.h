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
    double chat_bucket;  /* chat lines it may still send now */
    double chat_refilled;
    json_t *req_id;      /* the "id" of the message being answered (borrowed), or NULL */
} net_conn;

typedef struct net_server {
    const net_server_opts *o;
    net_conn **c;
    size_t n;
    int next_id;
    double accept_again;           /* accepting paused until then (out of descriptors) */
} net_server;

/* net_srv_conn.c (the loop, the tables and the lobby call it; it calls none of them) */
void net_srv_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void net_srv_send(net_conn *c, json_t *j);           /* queue j and let it go */
/* The same for a direct answer to the message being handled: it carries
 * that message's "id", when it had one. */
void net_srv_reply(net_conn *c, json_t *j);
/* An error answering the message being handled that is not the client's
 * fault (nothing counted toward a drop); about is taken (or NULL). */
void net_srv_refuse(net_conn *c, const char *why, json_t *about);
void net_srv_drop(net_conn *c, const char *why, int tell);
/* A message the connection got wrong: an error, and after 10 the end. */
void net_srv_complain(net_conn *c, const char *why);
/* The same with what it is about as data ("about": {"kind", ...}, taken),
 * from which join words the reason in its player's language. */
void net_srv_complain_about(net_conn *c, const char *why, json_t *about);

/* net_table.c */
void net_table_seat_in(net_server *s, net_conn *c, net_table *t, int seat); /* the seat's connection now */
void net_table_watch_in(net_server *s, net_conn *c, net_table *t);
void net_table_on_move(net_server *s, net_conn *c, json_t *msg);
void net_table_on_moves(net_server *s, net_conn *c);
void net_table_send_state(net_server *s, net_conn *c, int reply); /* reply: to a "show" */
void net_table_conn_gone(net_server *s, net_conn *c);    /* c is being closed */
void net_table_start_if_ready(net_server *s, net_table *t);
void net_table_step(net_server *s, net_table *t, double now); /* a bot's move, a bot for the absent */
void net_table_save(net_table *t);
/* Milliseconds until t's next bot move (at most cap). */
int net_table_wait_ms(const net_server *s, const net_table *t, double now, int cap);

/* A message to everyone at t (j taken). */
void net_table_announce(net_server *s, net_table *t, json_t *j);
/* A log line to t and on stderr: English on the wire with its event as
 * data (event taken), the server's language on stderr. */
void net_table_say(net_server *s, net_table *t, json_t *event, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* {"kind": kind, "seat": k + 1, "name": seat k's name} */
json_t *net_table_seat_event(const net_table *t, const char *kind, int k);
/* The game is over: save, the result to everyone. */
void net_table_finish(net_server *s, net_table *t);

/* net_actions.c: what a seat (or a spectator) does besides moving */
void net_table_on_chat(net_server *s, net_conn *c, json_t *msg);
void net_table_on_resign(net_server *s, net_conn *c);
void net_table_on_rematch(net_server *s, net_conn *c);
/* Give seat k to the game's default bot (its name is returned). */
const char *net_table_bot_takes(net_table *t, int k);
/* After moves before..n_moves were played by seat k: tell, save, go on. */
void net_table_after_move(net_server *s, net_table *t, int k, size_t before);

/* net_lobby.c */
void net_lobby_list(net_server *s, net_conn *c);
void net_lobby_sit(net_server *s, net_conn *c, json_t *msg);
void net_lobby_watch(net_server *s, net_conn *c, json_t *msg);

#endif
