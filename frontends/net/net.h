/*
 * net.h — playing across the network: `tabula serve` hosts one table and
 * `tabula join` sits at it.  The wire format is newline-delimited JSON
 * (docs/protocol.md); jansson reads and writes it.  Everything here runs in
 * one thread around poll(): non-blocking sockets, bounded buffers, bounded
 * waits.
 */
#ifndef TB_NET_H
#define TB_NET_H

#include <jansson.h>
#include <stddef.h>

#include "strbuf.h"
#include "tabletop.h"

/* The verbs' flags (frontends/cli/cli.h), by pointer only: the tui's
 * remote table includes this header without cli/. */
typedef struct tb_args tb_args;

#define NET_PROTOCOL 2             /* hello's "protocol"; protocol-1 clients are served too */
#define NET_ID_MAX 64              /* longest string "id" a client may tag a message with */
#define NET_HISTORY_MAX 1000       /* moves the history after a welcome holds at most */
#define TB_STR_(x) #x
#define TB_STR(x) TB_STR_(x)
#define NET_LINE_MAX 8192          /* longest line the server accepts from a client */
/* How a message is written on the wire: compact, and a number such as a
 * clock's 25.1 s as 25.1 (jansson's default of 17 digits wrote
 * 25.100000000000001). */
#define NET_JSON_FLAGS (JSON_COMPACT | JSON_REAL_PRECISION(15))
#define NET_SERVER_LINE_MAX (1u << 20) /* longest line join accepts (a result can be long) */
#define NET_OUT_MAX (4u << 20)     /* a client that lets this much pile up is dropped */
#define NET_TOKEN_BYTES 32         /* 256 random bits per token */
#define NET_TOKEN_HEX (2 * NET_TOKEN_BYTES)

/* ---- net_token.c: secrets ---- */
/* A fresh token from getrandom(), as 64 hex digits.  0, or -1 (no entropy). */
int net_token_new(char out[NET_TOKEN_HEX + 1]);
/* 1 when given equals token (NET_TOKEN_HEX digits), in time that does not
 * depend on where they differ or on the given text. */
int net_token_equal(const char *token, const char *given, size_t given_len);

/* The tokens of a table: one per human seat, and one for spectators. */
typedef struct net_tokens {
    char seat[TB_MAX_SEATS][NET_TOKEN_HEX + 1]; /* "" for a seat without one */
    char watch[NET_TOKEN_HEX + 1];
} net_tokens;
/* The side file SAVE.tokens (mode 0600): "seat K TOKEN" and "watch TOKEN"
 * lines.  read: 1 read, 0 no such file, -1 a bad file (err says where). */
int net_tokens_read(const char *path, net_tokens *t, char *err, size_t errlen);
int net_tokens_write(const char *path, const net_tokens *t, char *err, size_t errlen);

/* ---- net_conn.c: one peer's buffers ---- */
typedef struct net_buf {
    int fd;
    char *in;                  /* the line being received (max_line + 1 bytes) */
    size_t in_len;
    size_t max_line;
    int in_overflow;           /* the current line passed max_line */
    tb_strbuf out;             /* bytes queued to send */
    size_t out_off;            /* of them, already sent */
    int eof;                   /* the peer closed its side */
} net_buf;

void net_buf_init(net_buf *b, int fd, size_t max_line);
void net_buf_free(net_buf *b);       /* closes fd */
/* Queue a message: j compact on one line (j is not consumed). */
void net_send(net_buf *b, const json_t *j);
/* The same for a message already written out (one line, without its
 * newline): what many peers are sent is written once. */
void net_send_text(net_buf *b, const char *text);
/* Bytes waiting to be sent. */
size_t net_pending(const net_buf *b);
/* n more of them have left (net_flush, or a WebSocket's frame). */
void net_sent(net_buf *b, size_t n);
/* Send what the socket takes now.  0, or -1 on a broken connection. */
int net_flush(net_buf *b);
/* Read what the socket has now (at most max bytes); complete lines go to
 * on_line (without the newline).  on_line returns 0 to go on, -1 to stop.
 * Returns 0, or -1 when the peer is gone or a line overflowed (*why says). */
int net_read(net_buf *b, size_t max, int (*on_line)(void *ctx, char *line, size_t len),
             void *ctx, const char **why);
/* Parse one message line: an object with a string "type", or NULL with a
 * reason in err. */
json_t *net_parse(const char *line, size_t len, char *err, size_t errlen);
/* The first half of net_parse: any JSON value, or NULL with the reason
 * ("not JSON ...") in err. */
json_t *net_parse_json(const char *line, size_t len, char *err, size_t errlen);
/* What net_parse says of JSON that is not an object with a string "type". */
#define NET_NO_TYPE "a message is a JSON object with a string \"type\""
/* 1 when j is a message: an object with a string "type". */
int net_is_message(const json_t *j);
/* The same for `join` reading the server: a bad line is reported on stderr
 * ("tabula join: a message from the server is ...") and skipped (NULL);
 * else the message, with its "type" in *type. */
json_t *net_parse_from_server(const char *line, size_t len, const char **type);
/* "ADDR:PORT" of a socket address. */
struct sockaddr_storage;
void net_peer_name(const struct sockaddr_storage *sa, char *out, size_t cap);
/* Seconds on the monotonic clock. */
double net_now(void);
void net_nonblock(int fd);

/* ---- net_text.c: text people show to others ---- */
/* 0 when the len bytes at text are UTF-8 with nothing that may not be shown
 * to others (controls, separators, bidirectional controls, U+FEFF,
 * noncharacters); else -1 with the reason in why ("a bidirectional control
 * (U+202E) is not allowed"). */
int net_text_check(const char *text, size_t len, char *why, size_t cap);
/* The same for text sent as `field` ("chat" for a chat line, "name"): NULL
 * when it passes; else the refusal's "about", {"kind": "bad_text", "field":
 * field, "what": "control" | "separator" | "bidi" | "bom" | "noncharacter"
 * | "not_utf8", "char": "U+202E" (not for not_utf8)}, new to the caller, and
 * its English reason in why ("the chat line: a bidirectional control
 * (U+202E) is not allowed"). */
json_t *net_text_refusal(const char *text, size_t len, const char *field, char *why, size_t cap);
/* Every string of a message from the server made safe to show: each
 * character net_text_check refuses, and each byte that is not UTF-8,
 * becomes U+FFFD; newlines and tabs stay in a view's and a result's text
 * (pages), and the result JSON is left as it is (written as JSON). */
void net_clean_from_server(json_t *msg);
/* s without a last character the end cuts in half (after snprintf). */
char *net_utf8_fit(char *s);
/* snprintf into buf, cut between characters. */
void net_fmt(char *buf, size_t cap, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ---- net_msg.c: what the server says, built from the match ---- */
/* over: the table's game is over.  Its view then names nobody to move
 * ("to_move" null, "over" true); a game the plugin did not end (a
 * resignation ended it) has its status lines, which speak of the turn,
 * replaced by one saying the game is over. */
json_t *net_msg_view(const tb_match *m, int seat, int over);
/* A zone of a view as {"name", "key", "owner"}: how a move's detail names
 * the zones it changes. */
struct tb_vzone;
json_t *net_msg_zone_ref(const struct tb_vzone *z);
json_t *net_msg_result(const tb_match *m);
/* The seats for a welcome: connected[k] says who is here; away[k] (or
 * NULL) marks a person's seat that the game's bot plays meanwhile. */
json_t *net_msg_seats(const tb_match *m, const int *connected, const int *away);
/* net_detail.c: the answer to "moves" for seat, the seat to move: the legal
 * moves' texts and their "detail" ({"text", "cards", "zones", "changes"}). */
json_t *net_msg_moves(const tb_match *m, int seat);

/* ---- net_server.c: the event loop of one table, or of a lobby's tables ---- */
struct net_conn;
/* One table: its match, its seats' tokens, and how its game stands. */
typedef struct net_table {
    int id;                        /* from 1, as the lobby lists it */
    tb_match *m;
    net_tokens tokens;             /* a human seat without a token is free (lobby) */
    const char *save;              /* kept after every move, or NULL */
    const char *description;       /* the game's one line (a lobby lists it), or NULL */
    const char *result_json;       /* or NULL */
    /* What the server keeps of the game (net_table.c). */
    struct net_conn *seat_conn[TB_MAX_SEATS];
    int joined[TB_MAX_SEATS];      /* the seat has been here since the server started */
    double absent_since[TB_MAX_SEATS];
    int started;
    double turn_since;
    double bot_at;
    int over;
    double over_at;
    int rc;                        /* the table's exit code */
    long long state;               /* grows with every change of the game (views carry it) */
    long long away_told;           /* the state at which an absent seat's wait was announced */
    int rematch[TB_MAX_SEATS];     /* the seat asked for a new deal after the result */
    json_t *moves_cache;           /* the answer to "moves" at moves_state, or NULL */
    long long moves_state;
    signed char *mover;            /* the seat (from 0) that played each of m->moves */
    size_t mover_cap;
} net_table;

typedef struct net_server_opts {
    int listen_fd;
    net_table *tables;
    int n_tables;
    int lobby;                     /* tables listed and seats handed out (docs/network.md) */
    double seat_timeout;       /* seconds a missing player is waited for; 0: forever */
    double auth_timeout;       /* seconds a new connection has to show its token */
    double line_timeout;       /* seconds a started line has to end */
    int bot_delay_ms;          /* pause before each bot move */
    int max_conns;             /* connections at once; more are refused */
    double rate;               /* messages per second a connection may send (burst 2x) */
    int watch_chat;            /* spectators may chat too */
    double turn_time;          /* seconds a person has for a move, then the bot plays it; 0: no clock */
    struct net_web *web;       /* serve --web (net_web.h), or NULL */
    const char *web_base;      /* its address, "http://ADDR:PORT/" */
} net_server_opts;
/* Play every table to its end with the clients that join.  Returns an exit
 * code (the worst of the tables'). */
int net_serve(const net_server_opts *o);
/* Free t's match and what the server kept of its game (net_table.c). */
void net_table_free(net_table *t);

/* ---- what join knows of the table, for the ncurses frontend ---- */
typedef struct net_remote {
    int seat;                      /* from 0; -1 for a spectator */
    char name[TB_NAME_MAX];
    char title[128];
    int players;
    char names[TB_MAX_SEATS][TB_NAME_MAX];
    json_t *view;                  /* the latest view message, or NULL */
    int prompted;                  /* the server waits for this seat's move */
    json_t *moves;                 /* the latest answer to "moves" (taken by the UI), or NULL */
    char error[512];               /* the latest refusal ("" once read) */
    char log[64][160];             /* the latest log lines, a ring */
    size_t n_log;
    double deadline;               /* when the prompt's clock runs out (net_now()), or 0 */
    long moves_known;              /* moves the log has told of (the history adds the rest) */
    char *result;                  /* the result table, at the end */
    int over;                      /* the result came: a rematch may deal again */
    int rematch_asked;             /* this seat asked for one since the result */
    int done;                      /* the table closed or the session ended */
    /* Send {"type": type[, key: value]} to the server. */
    void (*send)(void *ctx, const char *type, const char *key, const char *value);
    /* Talk to the server for at most ms milliseconds.  0, or -1 when the
     * connection is gone for good. */
    int (*pump)(void *ctx, int ms);
    void *ctx;
} net_remote;
/* The table in ncurses (frontends/tui/remote.c).  Returns -1 when the
 * terminal cannot be used (then the caller plays the text UI), else 0. */
int tb_tui_join(net_remote *r);

/* ---- serve (cmd_serve.c calls cmd_lobby.c; both call serve_setup.c) ---- */
#define NET_MAX_TABLES 256         /* tables one lobby hosts at most */
/* A flag's number from lo to hi (whole when whole is set); 0, or -1 after
 * the message.  An absent flag (v NULL) keeps *out. */
int net_flag_number(const char *flag, const char *v, double lo, double hi, int whole,
                    double *out);
/* A listening socket on addr:port ("ADDR:PORT" it got in shown), or -1
 * after the message. */
int net_listen(const char *addr, int port, char *shown, size_t cap);
/* The warning for an address other than loopback. */
void net_warn_bind(const char *bind_addr, const char *shown);
/* A table's tokens: those of the game it goes on from (FROM.tokens, when
 * from is a save being loaded; a fresh game takes none, so an older file's
 * links never open it), new ones for the human seats without (seats_too),
 * a new spectators' one; written to SAVE.tokens when save is set.  0, or
 * -1 after the message. */
int net_make_tokens(const tb_args *a, const tb_match *m, const char *from, const char *save,
                    int seats_too, net_tokens *t);
/* A finished game (a --load of a save whose game is over): its result
 * table on stdout (and --result-json).  An exit code. */
int net_print_result(const tb_match *m, const char *result_json);
/* Take every "--table SPEC" out of argv (as net_take_flags does).  0, or
 * -1 after the message. */
int net_take_tables(int *argc, char **argv, const char **specs, int *n);
/* `serve --lobby`: the tables of specs (or of a --load DIR), until all
 * are over.  An exit code. */
int net_serve_lobby(tb_args *a, const char *const *specs, int n_specs, const char *bind_addr,
                    int port, net_server_opts *o);

/* ---- join (cmd_join.c calls join_lobby.c; both dial through net_conn.c) ---- */
/* A connected, non-blocking socket to host:port, or -1 with the reason
 * (the resolver's or the last connect's, cap bytes) in why (net_conn.c). */
int net_dial(const char *host, const char *port, char *why, size_t cap);
/* At a lobby without a token: list the tables, ask which to sit at.  0
 * (*table chosen, *watch set to watch it), 1 (the person left), or -1
 * after a message. */
int net_join_lobby(const char *host, const char *port, const char *shown, int *table,
                   int *watch);

/* ---- the verbs ---- */
int tb_cmd_serve(int argc, char **argv);
int tb_cmd_join(int argc, char **argv);

/* Split off the network flags before the shared parser sees the rest:
 * argv's entries this consumes are removed (argc updated).  names is a
 * " flag flag " list; values[i] gets the value of the i-th flag in it
 * ("1" for a flag without a value, listed as "flag!").  0, or -1 after a
 * message. */
int net_take_flags(const char *verb, int *argc, char **argv, const char *const *names,
                   const char **values);

#endif
