/*
 * net_srv.h — what the server's files share (net_server.c: the loop and the
 * connections; net_table.c: one table's game; net_lobby.c: the lobby's
 * listing and seats; net_srv_conn.c: logging, sending to, complaining to and
 * dropping one connection).  Private to the server.
 */
#ifndef TB_NET_SRV_H
#define TB_NET_SRV_H

#include "net.h"

struct lws;

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
    struct lws *ws;      /* a WebSocket's (net_web.c; its b.fd is -1), or NULL */
    json_t *req_id;      /* the "id" of the message being answered (borrowed), or NULL */
    char host[48];       /* the peer's address without the port */
    json_t *auth_msg;    /* an auth held back to be checked at auth_at (net_guard.c) */
    double auth_at;
} net_conn;

#define NET_NEW_PER_ADDR 8     /* connections without a token from one address */
#define NET_SEAT_ROOM 8        /* connections past --max-conns let in for a seat's token:
                                  spectators alone never fill the server for the players */
#define NET_WRONG_FREE 3       /* wrong tokens from an address answered at once ... */
#define NET_WRONG_WINDOW 60.0  /* ... within this many seconds; then each token waits */
#define NET_WRONG_DELAY 1.0    /* this long */
#define NET_WRONG_SUMMARY 10.0 /* the log sums up the wrong tokens past the free ones this often */
#define NET_NOTES 64           /* addresses whose wrong tokens are counted */

typedef struct net_addr_note {
    char host[48];
    double first;        /* the window's start */
    double last;         /* the latest wrong token */
    double said;         /* the first of those not yet in the log */
    int wrong;           /* wrong tokens in the window */
    int unsaid;          /* past the free ones, not yet summed up in the log */
} net_addr_note;

typedef struct net_server {
    const net_server_opts *o;
    net_conn **c;
    size_t n;
    int next_id;
    double accept_again;           /* accepting paused until then (out of descriptors) */
    net_addr_note notes[NET_NOTES];
} net_server;

/* net_srv_conn.c, for both kinds of connection (TCP, WebSocket) */
json_t *net_srv_hello(const net_server *s);
/* The address part of "ADDR:PORT" (what the per-address limits count). */
void net_srv_host_of(const char *peer, char *host, size_t cap);
/* A connection net_guard_make_room has no room for: a hello, as to every
 * connection, then why (about.kind says which bound) queued in b; logged. */
void net_srv_turn_away(const net_server *s, net_buf *b, const char *peer, const char *why,
                       const char *kind);
/* A new connection (room made for it by net_guard_make_room); hello queued. */
net_conn *net_srv_add(net_server *s, int fd, const char *peer, const char *host);
/* net_server.c: one message of c (a line, a frame); -1 when c is closing. */
int net_srv_message(net_server *s, net_conn *c, char *text, size_t len);

/* net_srv_conn.c (the loop, the tables and the lobby call it; it calls none of them) */
void net_srv_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void net_srv_send(net_conn *c, json_t *j);           /* queue j and let it go */
/* The same for a direct answer to the message being handled: it carries
 * that message's "id", when it had one. */
void net_srv_reply(net_conn *c, json_t *j);
/* An error answering the message being handled that is not the client's
 * fault (nothing counted toward a drop); about is taken (or NULL). */
void net_srv_refuse(net_conn *c, const char *why, json_t *about);
/* Close c once its queue is sent: tell 1 sends it the error why first, 0
 * not; -1 sends it but leaves it out of the log (summed up elsewhere). */
void net_srv_drop(net_conn *c, const char *why, int tell);
/* The same, telling it why with "about": {"kind": kind} (for join's words). */
void net_srv_drop_about(net_conn *c, const char *why, const char *kind);
/* net_srv_drop with what it is about as data (taken; NULL for none), from
 * which a client words the reason in its own language. */
void net_srv_drop_with(net_conn *c, const char *why, int tell, json_t *about);
/* A message the connection got wrong (not JSON, no string type; a lobby's
 * request it cannot do): an error, and after 10 the end.  A well-formed
 * message that is refused (a bad id, a type not allowed there) is
 * net_srv_refuse's: it never counts toward the end. */
void net_srv_complain(net_conn *c, const char *why);
/* The same with what it is about as data ("about": {"kind", ...}, taken),
 * from which join words the reason in its player's language. */
void net_srv_complain_about(net_conn *c, const char *why, json_t *about);

/* net_guard.c (the loop calls it) */
/* Room for a new connection from host: NULL (let it in; the oldest
 * connection without a token may have been closed for it), or why it is
 * refused, with *kind the refusal's about.kind. */
const char *net_guard_make_room(net_server *s, const char *host, const char **kind);
/* Whether the seated and the watching fill --max-conns: a spectator more
 * is refused (server_full); a seat's token still gets in (NET_SEAT_ROOM). */
int net_guard_no_room_to_watch(const net_server *s);
/* 1 when c's auth msg must wait (its address guessed wrong too often):
 * kept in c->auth_msg until c->auth_at. */
int net_guard_auth_waits(net_server *s, net_conn *c, json_t *msg);
/* A wrong token from c's address: 1 when it is to be logged on its own
 * line, 0 when the log sums it up later. */
int net_guard_wrong(net_server *s, net_conn *c);
/* The log's summaries of wrong tokens that are due (all: every one). */
void net_guard_tick(net_server *s, double now, int all);

/* net_table.c */
void net_table_seat_in(net_server *s, net_conn *c, net_table *t, int seat); /* the seat's connection now */
void net_table_watch_in(net_server *s, net_conn *c, net_table *t);
void net_table_on_move(net_server *s, net_conn *c, json_t *msg);
void net_table_on_moves(net_server *s, net_conn *c);
void net_table_send_state(net_server *s, net_conn *c, int reply); /* reply: to a "show" */
void net_table_send_state_all(net_server *s, net_table *t);     /* to everyone at t */
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
void net_table_after_move(net_server *s, net_table *t, int k, size_t before, const char *bot);

/* net_lobby.c */
void net_lobby_list(net_server *s, net_conn *c);
void net_lobby_sit(net_server *s, net_conn *c, json_t *msg);
void net_lobby_watch(net_server *s, net_conn *c, json_t *msg);

#endif
