/*
 * net_server.c — tables on the network: a poll() loop over the listening
 * socket and every connection, all non-blocking, in one thread.  A
 * connection shows a token first (a seat's, or the spectators'); until then
 * it is sent nothing of any game.  In a lobby (--lobby) it may instead ask
 * for the list of tables, sit at a free seat (and is handed that seat's
 * token) or watch (net_lobby.c).  The games themselves are net_table.c's.
 * Every message, line, rate and wait is bounded; whatever breaks a bound is
 * dropped with the reason logged on stderr, and the games go on.
 */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "i18n.h"
#include "net_srv.h"
#include "net_web.h"

/* A token: the seat it opens (any table), or the spectators' of a table.
 * An auth with "watch": true takes the spectators' token only. */
static void on_auth(net_server *s, net_conn *c, json_t *msg)
{
    if (net_guard_auth_waits(s, c, msg))
        return; /* checked later (net_guard.c) */
    json_t *tok = json_object_get(msg, "token");
    const char *given = json_is_string(tok) ? json_string_value(tok) : "";
    size_t len = json_is_string(tok) ? json_string_length(tok) : 0;
    net_table *at = NULL;
    int seat = -1, watch = 0;
    /* Every token of every table is compared, whatever matched: no early
     * exit to time. */
    for (int i = 0; i < s->o->n_tables; i++) {
        net_table *t = &s->o->tables[i];
        for (int k = 0; k < TB_MAX_SEATS; k++)
            if (net_token_equal(t->tokens.seat[k], given, len) && k < t->m->players) {
                at = t;
                seat = k;
            }
        if (net_token_equal(t->tokens.watch, given, len) && seat < 0) {
            at = t;
            watch = 1;
        }
    }
    if (!at) {
        net_srv_drop_with(c, N_("wrong token"), net_guard_wrong(s, c) ? 1 : -1,
                          json_pack("{s:s}", "kind", "wrong_token"));
        return;
    }
    json_t *jw = json_object_get(msg, "watch");
    if (jw && !json_is_boolean(jw)) {
        /* "watch": "yes" must not be read as false: a seat's token would
         * then seat a client that asked to watch. */
        net_srv_drop_about(c, N_("\"watch\" is true or false"), "bad_watch");
        return;
    }
    if (seat >= 0 && json_is_true(jw)) {
        /* Asked to watch: a watcher never takes a seat, so the player
         * there is not replaced by a spectator holding the wrong token. */
        net_srv_drop_about(c, N_("this token is a seat's, not the spectators'"),
                           "not_spectator_token");
        return;
    }
    if (seat < 0 && watch && net_guard_no_room_to_watch(s)) {
        net_srv_drop_about(c, N_("server full"), "server_full");
        return;
    }
    if (seat >= 0)
        net_table_seat_in(s, c, at, seat);
    else if (watch)
        net_table_watch_in(s, c, at);
}

/* The types a client may send (docs/protocol.md).  Any other is answered
 * with an error (about.kind "unknown_type") and otherwise ignored: a newer
 * client may probe for what this server has. */
static const char *const known_types[] = {"auth", "move", "moves", "show", "ping",
                                          "leave", "list", "sit", "watch", "chat", "resign",
                                          "rematch", NULL};

static int known_type(const char *type)
{
    for (int i = 0; known_types[i]; i++)
        if (strcmp(type, known_types[i]) == 0)
            return 1;
    return 0;
}

static void unknown_type(net_conn *c, const char *type)
{
    char why[128];
    /* The words protocol 1 gave it, which its clients may compare. */
    snprintf(why, sizeof why, "unknown or not allowed message type \"%.40s\"", type);
    /* The type itself goes back only when it is short and whole: a cut
     * could split a UTF-8 character. */
    json_t *about = json_pack("{s:s}", "kind", "unknown_type");
    if (strlen(type) <= 40)
        json_object_set_new(about, "type", json_string(type));
    json_t *j = json_pack("{s:s, s:s, s:o}", "type", "error", "reason", why, "about", about);
    net_srv_reply(c, j); /* not a malformed message: never counted toward a drop */
}

/* The first message of a connection without a token: auth, or at a
 * lobby list, sit or watch. */
static void first_message(net_server *s, net_conn *c, json_t *msg, const char *type)
{
    if (strcmp(type, "auth") == 0)
        on_auth(s, c, msg);
    else if (s->o->lobby && strcmp(type, "list") == 0)
        net_lobby_list(s, c);
    else if (s->o->lobby && strcmp(type, "sit") == 0)
        net_lobby_sit(s, c, msg);
    else if (s->o->lobby && strcmp(type, "watch") == 0)
        net_lobby_watch(s, c, msg);
    else if (s->o->lobby)
        net_srv_drop_about(c, "the first message must be {\"type\": \"auth\", \"token\": TOKEN}, "
                              "or in this lobby list, sit or watch", "auth_first");
    else
        net_srv_drop_about(c, "the first message must be {\"type\": \"auth\", \"token\": TOKEN}",
                           "auth_first");
}

/* A message of a seat's or a spectator's connection. */
static void dispatch(net_server *s, net_conn *c, json_t *msg, const char *type, double now)
{
    if (strcmp(type, "move") == 0 && c->role == ROLE_SEAT) {
        net_table_on_move(s, c, msg);
    } else if (strcmp(type, "moves") == 0 && c->role == ROLE_SEAT) {
        net_table_on_moves(s, c);
    } else if (strcmp(type, "chat") == 0) {
        net_table_on_chat(s, c, msg);
    } else if (strcmp(type, "resign") == 0) {
        net_table_on_resign(s, c);
    } else if (strcmp(type, "rematch") == 0) {
        net_table_on_rematch(s, c);
    } else if (strcmp(type, "show") == 0) {
        net_table_send_state(s, c, 1);
    } else if (strcmp(type, "ping") == 0) {
        net_srv_reply(c, json_pack("{s:s}", "type", "pong"));
    } else if (strcmp(type, "leave") == 0) {
        net_srv_reply(c, json_pack("{s:s}", "type", "bye"));
        net_srv_log(_("connection %d (%s): left"), c->id, c->peer);
        c->closing = 1;
        c->closing_at = now;
    } else {
        char why[128];
        snprintf(why, sizeof why, "unknown or not allowed message type \"%.40s\"", type);
        /* Well-formed, only not for this connection: never counted toward
         * closing it (a client may try what a seat may do). */
        net_srv_refuse(c, why, json_pack("{s:s, s:s}", "kind", "not_allowed", "type", type));
    }
}

/* A line that is not a message (not JSON, or no string type): before a
 * token it closes the connection; after, an error, and more than 10 close
 * it (net_srv_complain_about). */
static void malformed(net_conn *c, const char *why, const char *kind)
{
    if (c->role == ROLE_NEW)
        net_srv_drop_about(c, why, kind);
    else
        net_srv_complain_about(c, why, json_pack("{s:s}", "kind", kind));
}

/* A well-formed message, to whom it is for. */
static void take(net_server *s, net_conn *c, json_t *msg, const char *type, double now)
{
    if (!known_type(type))
        unknown_type(c, type);
    else if (c->role == ROLE_NEW)
        first_message(s, c, msg, type);
    else
        dispatch(s, c, msg, type, now);
}

typedef struct line_ctx {
    net_server *s;
    net_conn *c;
} line_ctx;

int net_srv_message(net_server *s, net_conn *c, char *line, size_t len)
{
    if (c->closing || c->auth_msg)
        return -1; /* a held-back auth: what follows it is not read */
    double now = net_now();
    c->bucket += (now - c->refilled) * s->o->rate;
    if (c->bucket > 2 * s->o->rate)
        c->bucket = 2 * s->o->rate;
    c->refilled = now;
    if (c->bucket < 1) {
        net_srv_drop_about(c, N_("too many messages (over the rate limit)"), "rate_limit");
        return -1;
    }
    c->bucket -= 1;
    char err[256];
    json_t *msg = net_parse_json(line, len, err, sizeof err);
    if (!msg) {
        malformed(c, err, "not_json");
        return c->closing ? -1 : 0;
    }
    json_t *id = json_is_object(msg) ? json_object_get(msg, "id") : NULL;
    int id_ok = !id || json_is_integer(id) ||
                (json_is_string(id) && json_string_length(id) <= NET_ID_MAX);
    /* An object without a type still gets its id back: the client can
     * tell which of its messages was wrong. */
    c->req_id = id_ok ? id : NULL;
    if (!net_is_message(msg))
        malformed(c, NET_NO_TYPE, "no_type");
    else if (!id_ok) /* well-formed, only not taken: not counted toward closing */
        net_srv_refuse(c, "\"id\" is an integer or a string of at most "
                          TB_STR(NET_ID_MAX) " bytes",
                       json_pack("{s:s}", "kind", "bad_id"));
    else
        take(s, c, msg, json_string_value(json_object_get(msg, "type")), now);
    c->req_id = NULL;
    json_decref(msg);
    return c->closing ? -1 : 0;
}

static int on_line(void *ctx, char *line, size_t len)
{
    return net_srv_message(((line_ctx *)ctx)->s, ((line_ctx *)ctx)->c, line, len);
}

static void accept_some(net_server *s)
{
    for (int i = 0; i < 64; i++) {
        struct sockaddr_storage sa;
        socklen_t sl = sizeof sa;
        int fd = accept(s->o->listen_fd, (struct sockaddr *)&sa, &sl);
        if (fd < 0) {
            if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
                /* Out of descriptors: the waiting connection stays queued and
                 * poll() would report it at once, forever.  Pause accepting
                 * for a moment instead of spinning. */
                net_srv_log(_("cannot accept: %s (accepting again in 1 s)"), strerror(errno));
                s->accept_again = net_now() + 1;
            }
            return;
        }
        char peer[64];
        net_peer_name(&sa, peer, sizeof peer);
        char host[48];
        net_srv_host_of(peer, host, sizeof host);
        const char *kind = NULL;
        const char *full = net_guard_make_room(s, host, &kind);
        net_nonblock(fd);
        if (full) {
            /* Told why in what the socket takes at once (never waited
             * for), then closed. */
            net_buf b;
            net_buf_init(&b, fd, 16);
            net_srv_turn_away(s, &b, peer, full, kind);
            net_flush(&b);
            net_buf_free(&b);
            continue;
        }
        net_srv_add(s, fd, peer, host);
    }
}

static void remove_conn(net_server *s, size_t i)
{
    net_conn *c = s->c[i];
    net_table_conn_gone(s, c);
    net_web_detach(c);
    /* What the peer sent and nobody read would make close() reset the
     * connection, and the peer might lose the last messages (the reason
     * it was dropped): read it away first, a bounded amount. */
    char junk[4096];
    for (int k = 0; k < 16 && recv(c->b.fd, junk, sizeof junk, MSG_DONTWAIT) > 0; k++)
        continue;
    json_decref(c->auth_msg);
    net_buf_free(&c->b);
    free(c);
    s->c[i] = s->c[--s->n];
}

/* A finished table's connection closes, told so first, so that a client
 * stops there instead of reconnecting to a table that is gone. */
static void close_finished(net_conn *c, double now)
{
    net_srv_reply(c, json_pack("{s:s, s:s, s:{s:s, s:i}}", "type", "error", "reason",
                               N_("the table has closed: its game is over"), "about", "kind",
                               "table_closed", "table", c->t->id));
    c->closing = 1;
    c->closing_at = now;
}

static void check_timers(net_server *s, double now)
{
    net_guard_tick(s, now, 0);
    for (size_t i = 0; i < s->n; i++) {
        net_conn *c = s->c[i];
        if (c->closing)
            continue;
        char why[128];
        if (c->auth_msg) {
            if (now >= c->auth_at) { /* a held-back token's time has come */
                json_t *msg = c->auth_msg;
                c->req_id = json_object_get(msg, "id");
                on_auth(s, c, msg);
                c->req_id = NULL;
                c->auth_msg = NULL;
                json_decref(msg);
            }
        } else if (c->role == ROLE_NEW && now - c->opened > s->o->auth_timeout) {
            snprintf(why, sizeof why, N_("no token within %g s"), s->o->auth_timeout);
            net_srv_drop_with(c, why, 1, json_pack("{s:s, s:f}", "kind", "auth_timeout",
                                                   "seconds", s->o->auth_timeout));
        } else if (c->line_start > 0 && now - c->line_start > s->o->line_timeout) {
            snprintf(why, sizeof why, "a line not finished within %g s", s->o->line_timeout);
            net_srv_drop_with(c, why, 1, json_pack("{s:s, s:f}", "kind", "line_timeout",
                                                   "seconds", s->o->line_timeout));
        } else if (net_pending(&c->b) > NET_OUT_MAX) {
            net_srv_drop(c, "not reading its messages", 0);
        } else if (s->o->lobby && c->t && c->t->over && now - c->t->over_at > 5) {
            /* A finished table's clients have had the result: their
             * connections are not kept for ever (a lobby goes on). */
            net_srv_log(_("connection %d (%s): closed: the game is over"), c->id, c->peer);
            close_finished(c, now);
        }
    }
}

/* A stop from outside (Ctrl-C, kill, the terminal closed): the signal's
 * number, which is all a handler may set; the loop then tells everyone and
 * ends.  One server runs in a process, so one flag serves it. */
static volatile sig_atomic_t stop_signal;

static void on_stop_signal(int sig)
{
    stop_signal = sig;
}

static void catch_stops(void)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop_signal; /* no SA_RESTART: poll() returns at once */
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    if (sigaction(SIGHUP, NULL, &old) == 0 && old.sa_handler != SIG_IGN) /* nohup: ignored */
        sigaction(SIGHUP, &sa, NULL);
}

/* Everyone is told the server stops and whether their game waits for it
 * (a table with a save goes on after `serve --load`): the pages and join
 * try to connect again meanwhile.  The log says it once. */
static void tell_stopped(net_server *s, double now)
{
    int playing = 0, kept = 1; /* a game goes on somewhere; every such game is saved */
    for (int i = 0; i < s->o->n_tables; i++)
        if (!s->o->tables[i].over) {
            playing = 1;
            kept &= s->o->tables[i].save != NULL;
        }
    kept &= playing;
    for (size_t i = 0; i < s->n; i++) {
        net_conn *c = s->c[i];
        if (c->closing)
            continue;
        net_srv_reply(c, json_pack("{s:s, s:s, s:{s:s, s:b}}", "type", "error", "reason",
                                   kept ? N_("the server was stopped: the game is kept and goes "
                                             "on when the host starts the table again")
                                        : N_("the server was stopped"),
                                   "about", "kind", "server_stopped", "kept", kept));
        c->closing = 1;
        c->closing_at = now;
    }
    if (kept && s->o->n_tables == 1)
        net_srv_log(_("interrupted; the game is saved in %s (serve --load goes on with it)"),
                    s->o->tables[0].save);
    else if (kept)
        net_srv_log(_("interrupted; every table is saved (serve --load goes on with them)"));
    else if (playing)
        net_srv_log(_("interrupted; the game was not saved (--save keeps it)"));
    else
        net_srv_log(_("interrupted"));
}

int net_serve(const net_server_opts *o)
{
    net_server s;
    memset(&s, 0, sizeof s);
    s.o = o;
    if (o->web)
        net_web_attach(o->web, &s, net_srv_message);
    for (int i = 0; i < o->n_tables; i++)
        net_table_start_if_ready(&s, &o->tables[i]); /* a table of bots only starts at once */
    struct pollfd *pf = NULL;
    size_t pf_cap = 0;
    int rc = TB_EXIT_OK;
    catch_stops();
    for (;;) {
        double now = net_now();
        if (stop_signal) {
            tell_stopped(&s, now); /* the messages go out below, a bounded while */
            rc = 128 + stop_signal;
            break;
        }
        int over = 1, gone = 1, asked = 0;
        for (int i = 0; i < o->n_tables; i++) {
            over &= o->tables[i].over;
            gone &= o->tables[i].over && now - o->tables[i].over_at > 5;
            for (int k = 0; k < TB_MAX_SEATS; k++)
                asked |= o->tables[i].rematch[k];
        }
        /* Nobody left to tell: the end, unless a rematch was asked (its
         * players may be reloading the page: the table waits its 30 s). */
        if (over && ((s.n == 0 && !asked) || gone)) {
            for (size_t i = 0; i < s.n; i++) /* the last messages, flushed below */
                if (s.c[i]->t && !s.c[i]->closing)
                    close_finished(s.c[i], now);
            break;
        }
        size_t n_web = net_web_count(o->web);
        if (pf_cap < s.n + 1 + n_web) {
            pf_cap = 2 * (s.n + 1 + n_web);
            pf = tb_xrealloc(pf, pf_cap * sizeof *pf);
        }
        /* Open while a table is: a player who dropped on the last move
         * comes back to the result until the table closes. */
        pf[0] = (struct pollfd){.fd = gone || now < s.accept_again ? -1 : o->listen_fd,
                                .events = POLLIN};
        for (size_t i = 0; i < s.n; i++) {
            net_conn *c = s.c[i];
            short ev = c->closing || c->auth_msg ? 0 : POLLIN; /* a held-back auth: no more */
            if (net_pending(&c->b))
                ev |= POLLOUT;
            if (c->ws) { /* lws watches its socket (below) */
                ev = 0;
                if (net_pending(&c->b))
                    net_web_want_write(c);
            }
            pf[i + 1] = (struct pollfd){.fd = c->b.fd, .events = ev};
        }
        int wait = 100;
        for (int i = 0; i < o->n_tables; i++)
            wait = net_table_wait_ms(&s, &o->tables[i], now, wait);
        size_t polled = s.n;
        if (o->web) {
            n_web = net_web_pollfds(o->web, pf + polled + 1, pf_cap - polled - 1);
            wait = net_web_wait(o->web, wait);
        }
        if (poll(pf, polled + 1 + n_web, wait) < 0 && errno != EINTR) {
            net_srv_log(_("poll: %s"), strerror(errno));
            rc = TB_EXIT_FAILED;
            break;
        }
        now = net_now();
        for (size_t i = 0; i < polled; i++) {
            net_conn *c = s.c[i];
            short re = pf[i + 1].revents;
            if (c->ws || c->b.fd < 0)
                continue; /* a WebSocket: lws reads and writes it */
            if ((re & (POLLIN | POLLHUP | POLLERR)) && !c->closing) {
                line_ctx lc = {&s, c};
                const char *why;
                if (net_read(&c->b, 64 * 1024, on_line, &lc, &why) != 0) {
                    if (c->b.eof && c->b.in_len == 0) {
                        net_srv_log(_("connection %d (%s): closed"), c->id, c->peer);
                        c->closing = 1;
                        c->closing_at = now;
                    } else if (c->b.in_overflow) {
                        net_srv_drop_about(c, why, "too_long");
                    } else {
                        net_srv_drop(c, why, 0); /* a broken connection: nobody to tell */
                    }
                }
                c->line_start = c->b.in_len == 0 ? 0 : c->line_start > 0 ? c->line_start : now;
            }
            if (net_pending(&c->b) && net_flush(&c->b) != 0 && !c->closing) {
                net_srv_log(_("connection %d (%s): closed (cannot send)"), c->id, c->peer);
                c->closing = 1;
                c->closing_at = now;
                c->b.out_off = c->b.out.len;
            }
        }
        if (pf[0].revents & POLLIN)
            accept_some(&s);
        if (o->web)
            net_web_service(o->web, pf + polled + 1, n_web);
        check_timers(&s, now);
        for (int i = 0; i < o->n_tables; i++)
            net_table_step(&s, &o->tables[i], now);
        for (size_t i = s.n; i-- > 0;) {
            net_conn *c = s.c[i];
            if (c->closing && net_pending(&c->b))
                net_flush(&c->b); /* one closed for a newcomer goes now, not next round */
            if (c->closing && (net_pending(&c->b) == 0 || now - c->closing_at > 1))
                remove_conn(&s, i);
        }
    }
    net_guard_tick(&s, net_now(), 1);
    /* The last messages (the result) get a bounded chance to leave. */
    for (int k = 0; o->web && k < 50; k++) {
        int left = 0;
        for (size_t i = 0; i < s.n; i++)
            if (s.c[i]->ws && net_pending(&s.c[i]->b)) {
                net_web_want_write(s.c[i]);
                left = 1;
            }
        if (!left)
            break;
        size_t nw = net_web_pollfds(o->web, pf, pf_cap);
        poll(pf, nw, 10);
        net_web_service(o->web, pf, nw);
    }
    for (size_t i = s.n; i-- > 0;) {
        net_flush(&s.c[i]->b);
        remove_conn(&s, i);
    }
    free(s.c);
    free(pf);
    for (int i = 0; i < o->n_tables; i++)
        if (o->tables[i].rc > rc)
            rc = o->tables[i].rc;
    return rc;
}
