/*
 * net_server.c — one table on the network: a poll() loop over the
 * listening socket and every connection, all non-blocking, in one thread.
 * A connection shows a token first (a seat's, or the spectators'); until
 * then it is sent nothing of the game.  Each seat's connection gets its own
 * view after every move, spectators the view of seat -1; the seat to move
 * gets a prompt.  Bots play the other seats, and a player who is away too
 * long when it is their turn.  Every message, line, rate and wait is
 * bounded; whatever breaks a bound is dropped with the reason logged on
 * stderr, and the game goes on.
 */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "net.h"

enum { ROLE_NEW, ROLE_SEAT, ROLE_WATCH };

typedef struct conn {
    net_buf b;
    int id;              /* for the log */
    char peer[64];
    int role, seat;
    double opened;
    double line_start;   /* when the unfinished line began, or 0 */
    double bucket;       /* messages it may still send now (token bucket) */
    double refilled;
    int bad;             /* malformed messages so far */
    int closing;         /* drop once what is queued is sent (or after 1 s) */
    double closing_at;
} conn;

typedef struct server {
    tb_match *m;
    const net_server_opts *o;
    conn **c;
    size_t n;
    int next_id;
    conn *seat_conn[TB_MAX_SEATS];
    int joined[TB_MAX_SEATS];      /* the seat has been here since the server started */
    double absent_since[TB_MAX_SEATS];
    int started;
    double turn_since;
    double bot_at;
    int over;
    double over_at;
    double accept_again;           /* accepting paused until then (out of descriptors) */
    int rc;
} server;

static void slog(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void slog(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("tabula serve: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static void send_new(conn *c, json_t *j)
{
    net_send(&c->b, j);
    json_decref(j);
}

static void drop(conn *c, const char *why, int tell)
{
    if (c->closing)
        return;
    slog("connection %d (%s): dropped: %s", c->id, c->peer, why);
    if (tell)
        send_new(c, json_pack("{s:s, s:s}", "type", "error", "reason", why));
    c->closing = 1;
    c->closing_at = net_now();
    shutdown(c->b.fd, SHUT_RD);
}

static const char *seat_name(const server *s, int k)
{
    return s->m->seats[k].name;
}

/* A log line to everyone at the table (not to connections without a token). */
static void announce(server *s, json_t *j)
{
    for (size_t i = 0; i < s->n; i++)
        if (s->c[i]->role != ROLE_NEW && !s->c[i]->closing)
            net_send(&s->c[i]->b, j);
    json_decref(j);
}

static void say(server *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(server *s, const char *fmt, ...)
{
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    slog("%s", text);
    announce(s, json_pack("{s:s, s:s}", "type", "log", "text", text));
}

static void send_prompt_if_due(server *s, conn *c)
{
    int k = tb_match_to_move(s->m);
    if (c->role == ROLE_SEAT && s->started && !s->over && k == c->seat && s->m->seats[k].human)
        send_new(c, json_pack("{s:s, s:i, s:s}", "type", "prompt", "seat", k + 1, "name",
                              seat_name(s, k)));
}

static void send_state(server *s, conn *c)
{
    send_new(c, net_msg_view(s->m, c->role == ROLE_SEAT ? c->seat : -1));
    send_prompt_if_due(s, c);
}

static void send_state_all(server *s)
{
    for (size_t i = 0; i < s->n; i++)
        if (s->c[i]->role != ROLE_NEW && !s->c[i]->closing)
            send_state(s, s->c[i]);
}

static void save(server *s)
{
    if (s->o->save && tb_save_match(s->m, s->o->save) != 0)
        slog("the save %s could not be written (the game goes on)", s->o->save);
}

static void finish(server *s)
{
    s->over = 1;
    s->over_at = net_now();
    save(s);
    if (s->o->result_json && tb_write_result_json(s->m, s->o->result_json) != 0)
        s->rc = TB_EXIT_FAILED;
    json_t *r = net_msg_result(s->m);
    announce(s, r);
    slog("the game is over after %zu moves", s->m->n_moves);
}

/* After moves before..n_moves were played by seat k: tell, save, go on. */
static void after_move(server *s, int k, size_t before)
{
    tb_strbuf played = {0};
    for (size_t i = before; i < s->m->n_moves; i++)
        tb_strbuf_printf(&played, "%s%s", i > before ? "; " : "", s->m->moves[i]);
    char text[1024];
    snprintf(text, sizeof text, "seat %d (%s) plays: %s", k + 1, seat_name(s, k),
             tb_strbuf_str(&played));
    announce(s, json_pack("{s:s, s:i, s:s, s:s, s:s}", "type", "log", "seat", k + 1, "name",
                          seat_name(s, k), "move", tb_strbuf_str(&played), "text", text));
    tb_strbuf_free(&played);
    save(s);
    s->turn_since = net_now();
    s->bot_at = s->turn_since + s->o->bot_delay_ms / 1000.0;
    send_state_all(s);
    if (tb_match_to_move(s->m) < 0)
        finish(s);
}

static json_t *welcome(server *s, conn *c)
{
    int connected[TB_MAX_SEATS];
    for (int k = 0; k < s->m->players; k++)
        connected[k] = s->seat_conn[k] != NULL;
    int seat = c->role == ROLE_SEAT ? c->seat : -1;
    return json_pack("{s:s, s:o, s:s, s:s, s:s, s:i, s:o, s:b, s:b}", "type", "welcome", "seat",
                     seat >= 0 ? json_integer(seat + 1) : json_null(), "name",
                     seat >= 0 ? seat_name(s, seat) : "spectator", "game", s->m->game_name,
                     "title", s->m->game->title ? s->m->game->title : s->m->game_name,
                     "players", s->m->players, "seats", net_msg_seats(s->m, connected),
                     "started", s->started, "over", s->over);
}

static void maybe_start(server *s)
{
    if (s->started)
        return;
    for (int k = 0; k < s->m->players; k++)
        if (s->m->seats[k].human && !s->joined[k])
            return;
    s->started = 1;
    s->turn_since = net_now();
    s->bot_at = s->turn_since + s->o->bot_delay_ms / 1000.0;
    say(s, "every player is here: the game %s", s->m->n_moves ? "goes on" : "starts");
    send_state_all(s);
}

static void on_auth(server *s, conn *c, json_t *msg)
{
    json_t *tok = json_object_get(msg, "token");
    const char *given = json_is_string(tok) ? json_string_value(tok) : "";
    size_t len = json_is_string(tok) ? json_string_length(tok) : 0;
    const net_tokens *t = s->o->tokens;
    int seat = -1, watch = 0;
    /* Every token is compared, whatever matched: no early exit to time. */
    for (int k = 0; k < TB_MAX_SEATS; k++)
        if (net_token_equal(t->seat[k], given, len) && k < s->m->players)
            seat = k;
    watch = net_token_equal(t->watch, given, len);
    if (seat < 0 && !watch) {
        drop(c, "wrong token", 1);
        return;
    }
    int back = 0;
    if (watch) {
        c->role = ROLE_WATCH;
        slog("connection %d (%s): a spectator", c->id, c->peer);
    } else {
        if (s->seat_conn[seat]) {
            drop(s->seat_conn[seat], "replaced by a new connection for this seat", 1);
            s->seat_conn[seat] = NULL;
        }
        c->role = ROLE_SEAT;
        c->seat = seat;
        s->seat_conn[seat] = c;
        s->joined[seat] = 1;
        /* The bot that kept the seat warm gives it back (not after the
         * end: the result names who played). */
        back = !s->over && !s->m->seats[seat].human;
        if (back)
            s->m->seats[seat].human = 1;
        slog("connection %d (%s): seat %d", c->id, c->peer, seat + 1);
    }
    send_new(c, welcome(s, c));
    if (back) {
        say(s, "seat %d (%s) is back: the bot %s leaves the seat", seat + 1,
            seat_name(s, seat), s->m->seats[seat].bot);
        save(s);
    } else if (!watch) {
        say(s, "seat %d (%s) joined", seat + 1, seat_name(s, seat));
    }
    if (s->over) {
        send_new(c, net_msg_view(s->m, c->role == ROLE_SEAT ? c->seat : -1));
        send_new(c, net_msg_result(s->m));
        return;
    }
    int was_started = s->started;
    maybe_start(s); /* when it starts now, everyone gets the state */
    if (was_started || !s->started)
        send_state(s, c);
}

static void on_move(server *s, conn *c, json_t *msg)
{
    json_t *jt = json_object_get(msg, "text");
    const char *text = json_is_string(jt) ? json_string_value(jt) : NULL;
    char why[1024] = "";
    int k = tb_match_to_move(s->m);
    if (!text || json_string_length(jt) > 1024 || strlen(text) != json_string_length(jt))
        snprintf(why, sizeof why, "a move is {\"type\": \"move\", \"text\": MOVE} with MOVE "
                                  "at most 1024 bytes of text");
    else if (s->over)
        snprintf(why, sizeof why, "the game is over");
    else if (!s->started)
        snprintf(why, sizeof why, "the game starts when every player has joined");
    else if (k != c->seat)
        snprintf(why, sizeof why, "it is not your turn: seat %d (%s) is to move", k + 1,
                 seat_name(s, k));
    else {
        size_t before = s->m->n_moves;
        if (tb_match_play_line(s->m, text, why, sizeof why) == 0) {
            after_move(s, k, before);
            return;
        }
    }
    send_new(c, json_pack("{s:s, s:s, s:s}", "type", "refusal", "move", text ? text : "",
                          "reason", why));
    send_prompt_if_due(s, c);
}

static void on_moves(server *s, conn *c)
{
    int k = tb_match_to_move(s->m);
    if (!s->started || s->over || k != c->seat) {
        send_new(c, json_pack("{s:s, s:s, s:s}", "type", "refusal", "move", "moves", "reason",
                              "it is not your turn"));
        return;
    }
    char *list = tb_match_moves_text(s->m);
    json_t *moves = json_array();
    for (char *line = list, *nl; *line; line = nl + 1) {
        nl = strchr(line, '\n');
        if (!nl)
            break;
        *nl = '\0';
        json_array_append_new(moves, json_string(line));
    }
    free(list);
    send_new(c, json_pack("{s:s, s:o}", "type", "moves", "moves", moves));
}

typedef struct line_ctx {
    server *s;
    conn *c;
} line_ctx;

static int on_line(void *ctx, char *line, size_t len)
{
    server *s = ((line_ctx *)ctx)->s;
    conn *c = ((line_ctx *)ctx)->c;
    if (c->closing)
        return -1;
    double now = net_now();
    c->bucket += (now - c->refilled) * s->o->rate;
    if (c->bucket > 2 * s->o->rate)
        c->bucket = 2 * s->o->rate;
    c->refilled = now;
    if (c->bucket < 1) {
        drop(c, "too many messages (over the rate limit)", 1);
        return -1;
    }
    c->bucket -= 1;
    char err[256];
    json_t *msg = net_parse(line, len, err, sizeof err);
    if (!msg) {
        if (c->role == ROLE_NEW) {
            drop(c, err, 1);
            return -1;
        }
        send_new(c, json_pack("{s:s, s:s}", "type", "error", "reason", err));
        if (++c->bad > 10)
            drop(c, "too many malformed messages", 1);
        return c->closing ? -1 : 0;
    }
    const char *type = json_string_value(json_object_get(msg, "type"));
    if (c->role == ROLE_NEW) {
        if (strcmp(type, "auth") == 0)
            on_auth(s, c, msg);
        else
            drop(c, "the first message must be {\"type\": \"auth\", \"token\": TOKEN}", 1);
    } else if (strcmp(type, "move") == 0 && c->role == ROLE_SEAT) {
        on_move(s, c, msg);
    } else if (strcmp(type, "moves") == 0 && c->role == ROLE_SEAT) {
        on_moves(s, c);
    } else if (strcmp(type, "show") == 0) {
        send_state(s, c);
    } else if (strcmp(type, "ping") == 0) {
        send_new(c, json_pack("{s:s}", "type", "pong"));
    } else if (strcmp(type, "leave") == 0) {
        send_new(c, json_pack("{s:s}", "type", "bye"));
        slog("connection %d (%s): left", c->id, c->peer);
        c->closing = 1;
        c->closing_at = now;
    } else {
        char why[128];
        snprintf(why, sizeof why, "unknown or not allowed message type \"%.40s\"", type);
        send_new(c, json_pack("{s:s, s:s}", "type", "error", "reason", why));
        if (++c->bad > 10)
            drop(c, "too many malformed messages", 1);
    }
    json_decref(msg);
    return c->closing ? -1 : 0;
}

static size_t count_new(const server *s)
{
    size_t n = 0;
    for (size_t i = 0; i < s->n; i++)
        n += s->c[i]->role == ROLE_NEW;
    return n;
}

static void accept_some(server *s)
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
                slog("cannot accept: %s (accepting again in 1 s)", strerror(errno));
                s->accept_again = net_now() + 1;
            }
            return;
        }
        char peer[64];
        net_peer_name(&sa, peer, sizeof peer);
        const char *full = NULL;
        if (s->n >= (size_t)s->o->max_conns)
            full = "server full";
        else if (count_new(s) >= (size_t)(s->o->max_conns / 2))
            full = "too many connections without a token";
        if (full) {
            static const char msg[] = "{\"type\":\"error\",\"reason\":\"server full\"}\n";
            ssize_t w = send(fd, msg, sizeof msg - 1, MSG_DONTWAIT | MSG_NOSIGNAL);
            (void)w;
            close(fd);
            slog("connection from %s: refused: %s (%zu open)", peer, full, s->n);
            continue;
        }
        net_nonblock(fd);
        conn *c = tb_xcalloc(1, sizeof *c);
        net_buf_init(&c->b, fd, NET_LINE_MAX);
        c->id = ++s->next_id;
        snprintf(c->peer, sizeof c->peer, "%s", peer);
        c->role = ROLE_NEW;
        c->seat = -1;
        c->opened = c->refilled = net_now();
        c->bucket = 2 * s->o->rate;
        s->c = tb_xrealloc(s->c, (s->n + 1) * sizeof *s->c);
        s->c[s->n++] = c;
        send_new(c, json_pack("{s:s, s:s, s:i}", "type", "hello", "server", "tabula",
                              "protocol", NET_PROTOCOL));
    }
}

static void remove_conn(server *s, size_t i)
{
    conn *c = s->c[i];
    if (c->role == ROLE_SEAT && s->seat_conn[c->seat] == c) {
        s->seat_conn[c->seat] = NULL;
        s->absent_since[c->seat] = net_now();
        if (!s->over)
            say(s, "seat %d (%s) left the table%s", c->seat + 1, seat_name(s, c->seat),
                s->o->seat_timeout > 0 ? "; the game waits for them" : "");
    }
    net_buf_free(&c->b);
    free(c);
    s->c[i] = s->c[--s->n];
}

/* The game's own step: a bot's move when one is due; a bot for an absent
 * player whose wait ran out. */
static void step_game(server *s, double now)
{
    if (!s->started || s->over)
        return;
    int k = tb_match_to_move(s->m);
    if (k < 0) {
        finish(s);
        return;
    }
    tb_seat *st = &s->m->seats[k];
    if (!st->human) {
        if (now < s->bot_at)
            return;
        char text[512], err[1024];
        size_t before = s->m->n_moves;
        if (tb_match_play_bot(s->m, text, sizeof text, err, sizeof err) != 0) {
            slog("%s", err);
            s->rc = TB_EXIT_FAILED;
            s->m->quit = 1;
            finish(s);
            return;
        }
        after_move(s, k, before);
        return;
    }
    if (s->seat_conn[k] || s->o->seat_timeout <= 0)
        return;
    double since = s->absent_since[k] > s->turn_since ? s->absent_since[k] : s->turn_since;
    if (now - since < s->o->seat_timeout)
        return;
    /* The game's default bot takes the seat until its player comes back. */
    const tb_game *g = s->m->game;
    const char *bot = g->default_bot ? g->default_bot : "random";
    st->human = 0;
    st->plugin_bot = -1;
    for (int i = 0; g->bots && g->bots[i]; i++)
        if (strcmp(g->bots[i], bot) == 0)
            st->plugin_bot = i;
    snprintf(st->bot, sizeof st->bot, "%s", bot);
    say(s, "seat %d (%s) did not come back within %g s: the bot %s plays the seat until they do",
        k + 1, st->name, s->o->seat_timeout, bot);
    save(s);
    s->bot_at = now;
}

static void check_timers(server *s, double now)
{
    for (size_t i = 0; i < s->n; i++) {
        conn *c = s->c[i];
        if (c->closing)
            continue;
        char why[128];
        if (c->role == ROLE_NEW && now - c->opened > s->o->auth_timeout) {
            snprintf(why, sizeof why, "no token within %g s", s->o->auth_timeout);
            drop(c, why, 1);
        } else if (c->line_start > 0 && now - c->line_start > s->o->line_timeout) {
            snprintf(why, sizeof why, "a line not finished within %g s", s->o->line_timeout);
            drop(c, why, 1);
        } else if (net_pending(&c->b) > NET_OUT_MAX) {
            drop(c, "not reading its messages", 0);
        }
    }
}

int net_serve(tb_match *m, const net_server_opts *o)
{
    server s;
    memset(&s, 0, sizeof s);
    s.m = m;
    s.o = o;
    s.rc = TB_EXIT_OK;
    maybe_start(&s); /* a table of bots only starts at once */
    struct pollfd *pf = NULL;
    size_t pf_cap = 0;
    for (;;) {
        double now = net_now();
        if (s.over && (s.n == 0 || now - s.over_at > 5))
            break;
        if (pf_cap < s.n + 1) {
            pf_cap = 2 * (s.n + 1);
            pf = tb_xrealloc(pf, pf_cap * sizeof *pf);
        }
        pf[0] = (struct pollfd){.fd = s.over || now < s.accept_again ? -1 : o->listen_fd,
                                .events = POLLIN};
        for (size_t i = 0; i < s.n; i++) {
            conn *c = s.c[i];
            short ev = c->closing ? 0 : POLLIN;
            if (net_pending(&c->b))
                ev |= POLLOUT;
            pf[i + 1] = (struct pollfd){.fd = c->b.fd, .events = ev};
        }
        int wait = 100;
        int k = tb_match_to_move(m);
        if (s.started && !s.over && k >= 0 && !m->seats[k].human) {
            double ms = (s.bot_at - now) * 1000;
            wait = ms <= 0 ? 0 : ms < wait ? (int)ms + 1 : wait;
        }
        size_t polled = s.n;
        if (poll(pf, polled + 1, wait) < 0 && errno != EINTR) {
            slog("poll: %s", strerror(errno));
            s.rc = TB_EXIT_FAILED;
            break;
        }
        now = net_now();
        for (size_t i = 0; i < polled; i++) {
            conn *c = s.c[i];
            short re = pf[i + 1].revents;
            if ((re & (POLLIN | POLLHUP | POLLERR)) && !c->closing) {
                line_ctx lc = {&s, c};
                const char *why;
                if (net_read(&c->b, 64 * 1024, on_line, &lc, &why) != 0) {
                    if (c->b.eof && c->b.in_len == 0) {
                        slog("connection %d (%s): closed", c->id, c->peer);
                        c->closing = 1;
                        c->closing_at = now;
                    } else {
                        drop(c, why, 1);
                    }
                }
                c->line_start = c->b.in_len == 0 ? 0 : c->line_start > 0 ? c->line_start : now;
            }
            if (net_pending(&c->b) && net_flush(&c->b) != 0 && !c->closing) {
                slog("connection %d (%s): closed (cannot send)", c->id, c->peer);
                c->closing = 1;
                c->closing_at = now;
                c->b.out_off = c->b.out.len;
            }
        }
        if (pf[0].revents & POLLIN)
            accept_some(&s);
        check_timers(&s, now);
        step_game(&s, now);
        for (size_t i = s.n; i-- > 0;) {
            conn *c = s.c[i];
            if (c->closing && (net_pending(&c->b) == 0 || now - c->closing_at > 1))
                remove_conn(&s, i);
        }
    }
    /* The last messages (the result) get a bounded chance to leave. */
    for (size_t i = s.n; i-- > 0;) {
        net_flush(&s.c[i]->b);
        remove_conn(&s, i);
    }
    free(s.c);
    free(pf);
    return s.rc;
}
