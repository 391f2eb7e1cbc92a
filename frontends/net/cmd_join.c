/*
 * cmd_join.c — `tabula join HOST:PORT --token T [--watch]`: sit at a table
 * that `tabula serve` hosts, in the ncurses table (frontends/tui/remote.c)
 * on a terminal, else in the text UI.  The text UI is play's line protocol: the
 * seat's view when it is its turn, the prompt "seat K (NAME)> ", one move or
 * command per line (moves, show, help, quit: join_text.c), "error: REASON"
 * for a refused move, other seats' moves (and a bot's for this seat) as
 * "seat K (NAME) plays: MOVE", then the result table (its file: join_result.c)
 * and, at a terminal, the offer of a rematch.  When the connection
 * is lost it tries again for --retry seconds with the same token (the
 * server may have been restarted from its save); a refusal that cannot
 * change (a wrong token, a seat not free, the seat taken by a new
 * connection) ends it with exit 2.  Every string the server sends is made
 * safe to show first (net_clean_from_server).
 */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <netdb.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "i18n.h"
#include "join_client.h"
#include "net_log_words.h"
#include "tui_entry.h"

static const char *const join_help =
    N_("usage: tabula join HOST:PORT --token TOKEN [options]\n"
    "       tabula join HOST:PORT [--table N [--seat K] [--name NAME]] [options]\n\n"
    "Sits at the table `tabula serve` hosts, with the seat's token it printed\n"
    "(\"seat K token TOKEN\"), or watches with the spectators' (\"watch token\").\n"
    "At a lobby (serve --lobby), without a token: lists the tables and their free\n"
    "seats and asks which to sit at; the server then hands you that seat's token\n"
    "(printed, to come back with --token).\n"
    "  --token TOKEN        the seat's (or the spectators') secret\n"
    "  --table N            at a lobby: sit at a free seat of table N (with --watch:\n"
    "                       watch it) without asking\n"
    "  --seat K             at a lobby: that free seat of the table\n"
    "  --name NAME          at a lobby: your name at the table\n"
    "  --watch              join as a spectator: no hand is shown, no moves asked\n"
    "  --ui tui|text        the ncurses table (the default on a terminal), or the\n"
    "                       line protocol of `tabula play --ui text`\n"
    "  --retry S            when the connection is lost, try again for S seconds\n"
    "                       (default 30; 0: give up at once)\n"
    "  --result-json FILE   write the result as JSON at the end\n");

enum { F_TOKEN, F_WATCH, F_UI, F_RETRY, F_RESULT, F_TABLE, F_SEAT, F_NAME, F_COUNT };
static const char *const flag_names[] = {"token", "watch!", "ui",   "retry", "result-json",
                                         "table", "seat",   "name", NULL};


/* A string member, or dflt when it is missing or not a string. */
static const char *jstr_of(const json_t *j, const char *dflt)
{
    return json_is_string(j) ? json_string_value(j) : dflt;
}

static const char *jstr(const json_t *msg, const char *key, const char *dflt)
{
    return jstr_of(json_object_get(msg, key), dflt);
}

static void on_result(join_client *c, json_t *msg)
{
    char *text = net_result_words(msg); /* in the player's language */
    fputs(text, stdout);
    free(text);
    net_join_result_file(c, msg);
    /* A person at a terminal may ask for a rematch, as the web table's
     * players do (a table with a seat that cannot ask never deals again);
     * piped input, a script's, ends here as it always has. */
    if (c->seat >= 0 && !c->watch && !c->in_eof && isatty(STDIN_FILENO)) {
        c->after_result = 1;
        c->awaiting = 0; /* the last move's outcome: the game is over */
        fputs(_("Type rematch for a new deal with the same seats, or quit. The table closes a "
                "few seconds after the result unless a player asks.\n"), stdout);
    } else {
        c->done = 1;
    }
    fflush(stdout);
}

/* What the ncurses table needs, kept instead of printed. */
static void remote_news(join_client *c, const char *type, json_t *msg)
{
    net_remote *r = &c->remote;
    if (strcmp(type, "view") == 0) {
        json_decref(r->view);
        r->view = json_incref(msg);
        json_t *n = json_object_get(msg, "moves");
        if (json_is_integer(n)) /* a rematch starts again from 0 */
            r->moves_known = (long)json_integer_value(n);
    } else if (strcmp(type, "prompt") == 0) {
        r->prompted = c->seat >= 0;
        json_t *left = json_object_get(msg, "seconds");
        r->deadline = json_is_number(left) ? net_now() + json_number_value(left) : 0;
    } else if (strcmp(type, "history") == 0) {
        /* The moves played while this table was not watching (all of them
         * on joining; on coming back, those since the connection broke). */
        size_t i;
        json_t *mv;
        json_array_foreach(json_object_get(msg, "moves"), i, mv) {
            json_t *n = json_object_get(mv, "n");
            if (!json_is_integer(n) || json_integer_value(n) <= r->moves_known)
                continue;
            if (json_is_string(json_object_get(mv, "bot"))) /* as its log line said it */
                net_fmt(r->log[r->n_log++ % 64], sizeof r->log[0],
                        _("%s: %s (played by the bot %s)"), jstr(mv, "name", "?"),
                        jstr(mv, "move", ""), jstr(mv, "bot", "?"));
            else
                net_fmt(r->log[r->n_log++ % 64], sizeof r->log[0], "%s: %s",
                        jstr(mv, "name", "?"), jstr(mv, "move", ""));
            r->moves_known = (long)json_integer_value(n);
        }
    } else if (strcmp(type, "chat") == 0) {
        net_fmt(r->log[r->n_log++ % 64], sizeof r->log[0], _("%s says: %s"),
                jstr(msg, "name", "?"), jstr(msg, "text", ""));
    } else if (strcmp(type, "log") == 0) {
        if (strcmp(jstr(json_object_get(msg, "event"), "kind", ""), "rematch") == 0) {
            free(r->result); /* a new deal: the table plays again */
            r->result = NULL;
            r->over = r->rematch_asked = 0;
        }
        /* A move as play's table logs it: "NAME: MOVE". */
        if (json_is_string(json_object_get(msg, "bot")))
            net_fmt(r->log[r->n_log++ % 64], sizeof r->log[0], _("%s: %s (played by the bot %s)"),
                    jstr(msg, "name", "?"), jstr(msg, "move", ""), jstr(msg, "bot", "?"));
        else if (json_is_string(json_object_get(msg, "move")))
            net_fmt(r->log[r->n_log++ % 64], sizeof r->log[0], "%s: %s", jstr(msg, "name", "?"),
                    jstr(msg, "move", ""));
        else
            net_log_words(msg, r->log[r->n_log++ % 64], sizeof r->log[0]);
    } else if (strcmp(type, "refusal") == 0) {
        /* The server words its refusals in English (the wire is the same
         * for every reader); join shows them in the player's language. */
        net_reason_words(msg, r->error, sizeof r->error);
    } else if (strcmp(type, "moves") == 0) {
        json_decref(r->moves);
        r->moves = json_incref(json_object_get(msg, "moves"));
    } else if (strcmp(type, "result") == 0) {
        /* Shown over the table, which stays for a rematch until the
         * server closes it (a few seconds when nobody asks). */
        free(r->result);
        r->result = net_result_words(msg);
        r->over = 1;
        r->prompted = 0;
        net_join_result_file(c, msg);
    } else if (strcmp(type, "error") == 0) {
        net_reason_words(msg, r->error, sizeof r->error);
        if (strcmp(jstr(json_object_get(msg, "about"), "kind", ""), "table_closed") == 0)
            c->done = 1; /* nothing to come back to */
    }
}

/* At a lobby, without a token: ask for the chosen table's seat (or to watch). */
static void lobby_ask(join_client *c)
{
    json_t *j = json_pack("{s:s, s:i}", "type", c->watch ? "watch" : "sit", "table", c->table);
    if (!c->watch && c->want_seat)
        json_object_set_new(j, "seat", json_integer(c->want_seat));
    if (!c->watch && c->want_name)
        json_object_set_new(j, "name", json_string(c->want_name));
    net_send(&c->b, j);
    json_decref(j);
}

/* The token; with --watch, "watch": true, so that the server refuses a
 * seat's token instead of seating this spectator (and replacing whoever
 * plays there). */
static void send_auth(join_client *c)
{
    json_t *j = json_pack("{s:s, s:s}", "type", "auth", "token", c->token);
    if (c->watch)
        json_object_set_new(j, "watch", json_true());
    net_send(&c->b, j);
    json_decref(j);
}

/* An error after the welcome that ends the session for good: another
 * connection took the seat (joining again would only take it back, and
 * the two would go on taking it from each other).  The reason's words are
 * checked too: a server older than about.kind "replaced" sends those. */
static int final_error(const json_t *msg)
{
    const char *why = jstr(msg, "reason", "");
    return strcmp(jstr(json_object_get(msg, "about"), "kind", ""), "replaced") == 0 ||
           strcmp(why, "replaced by a new connection for this seat") == 0;
}

/* A line from the server while this seat's prompt waits (a chat, another
 * seat's news): it starts on a line of its own (after, 0) and the prompt
 * is shown again below it (after, 1), so nothing continues the prompt's
 * line.  What the person had typed stays in the terminal's input. */
static void between_prompt(const join_client *c, int after)
{
    if (!c->prompted)
        return;
    if (after)
        printf("seat %d (%s)> ", c->seat + 1, c->name);
    else
        fputc('\n', stdout);
}

static int on_line(void *ctx, char *line, size_t len)
{
    join_client *c = ctx;
    const char *type;
    json_t *msg = net_parse_from_server(line, len, &type);
    if (!msg)
        return 0;
    if (strcmp(type, "hello") == 0) {
        if (c->token)
            send_auth(c);
        else
            lobby_ask(c);
    } else if (strcmp(type, "seated") == 0) {
        const char *tok = jstr(msg, "token", "");
        if (strlen(tok) == NET_TOKEN_HEX) {
            memcpy(c->got_token, tok, NET_TOKEN_HEX + 1);
            c->token = c->got_token; /* a reconnection shows it */
        }
        if (!c->tui)
            fprintf(stderr, _("tabula join: seat %lld of table %lld is yours; to come back: "
                              "tabula join %s --token %s\n"),
                    (long long)json_integer_value(json_object_get(msg, "seat")),
                    (long long)json_integer_value(json_object_get(msg, "table")), c->shown,
                    c->got_token);
    } else if (strcmp(type, "welcome") == 0) {
        json_t *seat = json_object_get(msg, "seat");
        c->seat = json_is_integer(seat) ? (int)json_integer_value(seat) - 1 : -1;
        net_fmt(c->name, sizeof c->name, "%s", jstr(msg, "name", "?"));
        if (c->watch != (c->seat < 0)) {
            net_fmt(c->fatal, sizeof c->fatal, _("tabula join: this token is %s\n"),
                    c->seat < 0 ? _("the spectators' (use --watch)")
                               : _("a seat's, not the spectators'"));
            if (!c->tui) /* the ncurses table says it once closed */
                fputs(c->fatal, stderr);
            c->done = 1;
            c->rc = TB_EXIT_USAGE;
        }
        c->started = json_is_true(json_object_get(msg, "started"));
        /* Not after the line that ends join: it is not at the table. */
        if (!c->welcomed && !c->tui && !c->done) /* stderr would scribble over the table */
            fprintf(stderr, _("tabula join: at the table of %s as %s\n"),
                    jstr(msg, "title", "?"),
                    c->seat < 0 ? _("a spectator") : c->name);
        c->welcomed = c->here = 1;
        net_remote *r = &c->remote;
        r->seat = c->seat;
        net_fmt(r->name, sizeof r->name, "%s", c->name);
        net_fmt(r->title, sizeof r->title, "%s", jstr(msg, "title", "?"));
        size_t i;
        json_t *st;
        json_array_foreach(json_object_get(msg, "seats"), i, st) {
            if ((int)i == c->seat)
                c->resigned = json_is_true(json_object_get(st, "resigned"));
            if (i < TB_MAX_SEATS) {
                net_fmt(r->names[i], sizeof r->names[i], "%s", jstr(st, "name", "?"));
                r->players = (int)i + 1;
            }
        }
    } else if (strcmp(type, "error") == 0 && (!c->here || final_error(msg))) {
        /* Refused at the door (a wrong token, a seat not free, a bad name)
         * or replaced: connecting again cannot cure it. */
        char why[512];
        net_fmt(c->fatal, sizeof c->fatal, _("tabula join: the server says: %s\n"),
                net_reason_words(msg, why, sizeof why));
        if (!c->tui) /* the ncurses table says it once closed */
            fputs(c->fatal, stderr);
        c->done = 1;
        c->rc = TB_EXIT_USAGE;
    } else if (c->tui) {
        remote_news(c, type, msg);
    } else if (strcmp(type, "view") == 0) {
        free(c->view);
        c->view = tb_xstrdup(jstr(msg, "text", ""));
        c->view_moves = (long)json_integer_value(json_object_get(msg, "moves"));
        /* After this seat's move: someone is to move (or the result comes). */
        if (json_is_integer(json_object_get(msg, "to_move")))
            c->awaiting = 0;
        if (c->watch) {
            fputs(c->view, stdout);
            c->shown_moves = c->view_moves;
        }
    } else if (strcmp(type, "prompt") == 0) {
        c->awaiting = 0;
        /* Already shown (another seat's news showed it again), and the
         * view the same: not twice on one line. */
        if (!c->watch && !(c->prompted && c->shown_moves == c->view_moves)) {
            if (c->prompted)
                fputc('\n', stdout);
            net_join_prompt(c);
        }
    } else if (strcmp(type, "log") == 0) {
        json_t *seat = json_object_get(msg, "seat");
        char said[512];
        const json_t *ev = json_object_get(msg, "event");
        const json_t *ev_seat = json_object_get(ev, "seat");
        if (strcmp(jstr(ev, "kind", ""), "start") == 0)
            c->started = 1;
        if (strcmp(jstr(ev, "kind", ""), "rematch") == 0) { /* a new deal: a new game here */
            c->after_result = c->resigned = 0;
            c->shown_moves = -1;
        }
        if (strcmp(jstr(ev, "kind", ""), "resigned") == 0 && json_is_integer(ev_seat) &&
            json_integer_value(ev_seat) == c->seat + 1)
            c->resigned = 1;
        if (c->prompted && strcmp(jstr(ev, "kind", ""), "timeout") == 0 &&
            json_is_integer(ev_seat) && json_integer_value(ev_seat) == c->seat + 1) {
            fputc('\n', stdout); /* the prompt is over: the bot answers it */
            c->prompted = 0;
        }
        /* The seat's own moves are what its player typed, unless a bot
         * played them (the clock ran out, the player was away). */
        if (!json_is_integer(seat) || json_integer_value(seat) != c->seat + 1 || c->watch ||
            json_is_string(json_object_get(msg, "bot"))) {
            between_prompt(c, 0);
            printf("%s\n", net_log_words(msg, said, sizeof said));
            between_prompt(c, 1);
        }
    } else if (strcmp(type, "chat") == 0) {
        between_prompt(c, 0);
        printf(_("%s says: %s\n"), jstr(msg, "name", "?"), jstr(msg, "text", ""));
        between_prompt(c, 1);
    } else if (strcmp(type, "refusal") == 0) {
        char why[512];
        c->awaiting = 0;
        printf("error: %s\n", net_reason_words(msg, why, sizeof why));
    } else if (strcmp(type, "moves") == 0) {
        size_t i;
        json_t *mv;
        json_array_foreach(json_object_get(msg, "moves"), i, mv)
            printf("%s\n", jstr_of(mv, ""));
        if (c->seat >= 0)
            net_join_prompt(c);
    } else if (strcmp(type, "result") == 0) {
        on_result(c, msg);
    } else if (strcmp(type, "error") == 0) {
        char why[512];
        fprintf(stderr, _("tabula join: the server says: %s\n"),
                net_reason_words(msg, why, sizeof why));
        c->awaiting = 0;
        /* The finished table closes (no rematch was asked in time): nothing
         * to come back to. */
        if (strcmp(jstr(json_object_get(msg, "about"), "kind", ""), "table_closed") == 0)
            c->done = 1;
    }
    fflush(stdout);
    json_decref(msg);
    return c->done ? -1 : 0;
}

/* Talk to the server until the game ends, the person leaves or the
 * connection breaks (returns 1: try to connect again). */
static int session(join_client *c)
{
    for (;;) {
        struct pollfd pf[2] = {
            {.fd = c->b.fd, .events = POLLIN | (net_pending(&c->b) ? POLLOUT : 0)},
            /* Read while no line waits for the turn, so that quit and the
             * end of input are seen when they come; and before the start,
             * while one waits for it, so that the end of input is seen. */
            {.fd = !c->watch && !c->in_eof && (!strchr(tb_strbuf_str(&c->queued), '\n') ||
                                               (!c->started && c->queued.len < QUEUED_MAX))
                       ? STDIN_FILENO
                       : -1,
             .events = POLLIN},
        };
        if (poll(pf, 2, 1000) < 0 && errno != EINTR)
            return 0;
        if (pf[1].revents)
            net_join_read_stdin(c);
        const char *why = NULL;
        if (pf[0].revents && net_read(&c->b, 1u << 20, on_line, c, &why) != 0 && !c->done) {
            fprintf(stderr, _("tabula join: connection lost (%s)\n"), _(why));
            return 1;
        }
        net_join_feed(c); /* a prompt or the welcome came: the next lines typed ahead go */
        if (net_flush(&c->b) != 0 && !c->done)
            return 1;
        if (c->done) {
            /* The last message (leave) gets a bounded chance to go. */
            for (int i = 0; i < 20 && net_pending(&c->b); i++) {
                poll(&(struct pollfd){.fd = c->b.fd, .events = POLLOUT}, 1, 50);
                net_flush(&c->b);
            }
            return 0;
        }
    }
}

/* The ncurses table's hooks: send a message; talk to the server a while. */
static void remote_send(void *ctx, const char *type, const char *key, const char *value)
{
    net_join_send(ctx, type, key, value);
}

static int remote_pump(void *ctx, int ms)
{
    join_client *c = ctx;
    struct pollfd pf = {.fd = c->b.fd, .events = POLLIN | (net_pending(&c->b) ? POLLOUT : 0)};
    const char *why = NULL;
    if (poll(&pf, 1, ms) < 0 && errno != EINTR)
        return -1;
    if (pf.revents && net_read(&c->b, 1u << 20, on_line, c, &why) != 0 && !c->done)
        return -1;
    if (net_flush(&c->b) != 0 && !c->done)
        return -1;
    c->remote.done |= c->done;
    return 0;
}

/* One connection in the ncurses table.  1: the connection was lost. */
static int tui_session(join_client *c)
{
    c->remote.send = remote_send;
    c->remote.pump = remote_pump;
    c->remote.ctx = c;
    c->remote.done = 0;
    if (tb_tui_join(&c->remote) != 0) {
        c->tui = 0;
        return session(c);
    }
    if (c->remote.result) {
        fputs(c->remote.result, stdout);
        fflush(stdout);
        return 0;
    }
    if (c->remote.done || c->done) {
        if (c->rc == TB_EXIT_OK)
            fprintf(stderr, _("tabula join: you left the table; join again with the same token "
                              "to come back\n"));
        else
            fputs(c->fatal, stderr);
        return 0;
    }
    fprintf(stderr, _("tabula join: connection lost\n"));
    return 1;
}

/* --table N and --seat K: whole numbers from 1 to hi.  0, or -1 after the message. */
static int join_number(const char *flag, const char *v, long hi, long *out)
{
    char *end;
    if (!v)
        return 0;
    long k = strtol(v, &end, 10);
    if (end == v || *end || k < 1 || k > hi) {
        fprintf(stderr, _("tabula join: --%s must be a number from 1 to %ld, not \"%s\"\n"), flag,
                hi, v);
        return -1;
    }
    *out = k;
    return 0;
}

int tb_cmd_join(int argc, char **argv)
{
    const char *v[F_COUNT + 1] = {0};
    if (net_take_flags("join", &argc, argv, flag_names, v) != 0)
        return TB_EXIT_USAGE;
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        fputs(_(join_help), stdout);
        return TB_EXIT_OK;
    }
    for (int i = 1; i < argc; i++)
        if (argv[i][0] == '-' && argv[i][1]) { /* "--tok": a mistyped option, not a table */
            fprintf(stderr, _("tabula join: unknown option \"%s\" (see tabula join --help)\n"),
                    argv[i]);
            return TB_EXIT_USAGE;
        }
    if (argc != 2) {
        fprintf(stderr, _("tabula join: name one table as HOST:PORT (see tabula join --help)\n"));
        return TB_EXIT_USAGE;
    }
    if (v[F_TOKEN] && (v[F_TABLE] || v[F_SEAT] || v[F_NAME])) {
        fprintf(stderr, _("tabula join: --token already names the seat (--table, --seat and "
                          "--name are for taking a free one at a lobby)\n"));
        return TB_EXIT_USAGE;
    }
    long table = 0, want_seat = 0;
    if (join_number("table", v[F_TABLE], NET_MAX_TABLES, &table) != 0 ||
        join_number("seat", v[F_SEAT], TB_MAX_SEATS, &want_seat) != 0)
        return TB_EXIT_USAGE;
    if ((v[F_SEAT] || v[F_NAME]) && v[F_WATCH]) {
        fprintf(stderr, _("tabula join: --seat and --name are for sitting, not with --watch\n"));
        return TB_EXIT_USAGE;
    }
    if (v[F_UI] && strcmp(v[F_UI], "text") != 0 && strcmp(v[F_UI], "tui") != 0) {
        fprintf(stderr, _("tabula join: --ui must be tui or text, not \"%s\"\n"), v[F_UI]);
        return TB_EXIT_USAGE;
    }
    char *end;
    long retry = v[F_RETRY] ? strtol(v[F_RETRY], &end, 10) : 30;
    if (v[F_RETRY] && (*end || end == v[F_RETRY] || retry < 0 || retry > 86400)) {
        fprintf(stderr, _("tabula join: --retry must be seconds from 0 to 86400, not \"%s\"\n"),
                v[F_RETRY]);
        return TB_EXIT_USAGE;
    }
    /* HOST:PORT, the host maybe in brackets ([::1]:7341). */
    char host[256];
    const char *colon = strrchr(argv[1], ':');
    size_t hl = colon ? (size_t)(colon - argv[1]) : 0;
    if (!colon || hl == 0 || hl >= sizeof host || !colon[1]) {
        fprintf(stderr, _("tabula join: \"%s\" is not HOST:PORT\n"), argv[1]);
        return TB_EXIT_USAGE;
    }
    long port = strtol(colon + 1, &end, 10);
    if (*end || port < 1 || port > 65535) {
        fprintf(stderr, _("tabula join: \"%s\": the port must be a whole number from 1 to 65535\n"),
                argv[1]);
        return TB_EXIT_USAGE;
    }
    memcpy(host, argv[1], hl);
    host[hl] = '\0';
    if (host[0] == '[' && host[hl - 1] == ']') {
        memmove(host, host + 1, hl - 2);
        host[hl - 2] = '\0';
    }
    join_client c;
    memset(&c, 0, sizeof c);
    c.host = host;
    c.port = colon + 1;
    c.token = v[F_TOKEN];
    c.shown = argv[1];
    c.table = (int)table;
    c.want_seat = (int)want_seat;
    c.want_name = v[F_NAME];
    c.watch = v[F_WATCH] != NULL;
    c.result_json = v[F_RESULT];
    c.seat = -1;
    c.shown_moves = -1;
    c.rc = TB_EXIT_OK;
    c.remote.seat = -1;
    c.tui = v[F_UI] ? strcmp(v[F_UI], "tui") == 0
                    : isatty(STDIN_FILENO) && isatty(STDOUT_FILENO) && tb_tui_available();
    if (c.tui && !tb_tui_available()) {
        fprintf(stderr, _("tabula join: this tabula was built without the ncurses frontend; "
                          "using the text UI\n"));
        c.tui = 0;
    }
    if (!c.token && !c.table) {
        /* A lobby: the tables, then the person's choice. */
        int chosen = net_join_lobby(c.host, c.port, argv[1], &c.table, &c.watch);
        if (chosen != 0)
            return chosen < 0 ? TB_EXIT_USAGE : TB_EXIT_OK;
    }
    char why[200];
    int fd = net_dial(c.host, c.port, why, sizeof why);
    if (fd < 0) {
        fprintf(stderr, _("tabula join: cannot connect to %s: %s\n"), argv[1], why);
        return TB_EXIT_USAGE;
    }
    for (;;) {
        net_buf_init(&c.b, fd, NET_SERVER_LINE_MAX);
        int again = c.tui ? tui_session(&c) : session(&c);
        net_buf_free(&c.b);
        if (!again)
            break;
        c.prompted = 0;
        c.here = 0;
        c.awaiting = 0;
        c.shown_moves = -1;
        fd = -1;
        double until = net_now() + (double)retry;
        while (fd < 0 && net_now() < until) {
            poll(NULL, 0, 1000);
            fd = net_dial(c.host, c.port, why, sizeof why);
        }
        if (fd < 0) {
            fprintf(stderr, _("tabula join: the table at %s is gone: %s\n"), argv[1], why);
            c.rc = TB_EXIT_FAILED;
            break;
        }
        fprintf(stderr, _("tabula join: connected again\n"));
    }
    if (c.got_token[0] && c.tui && !c.remote.result)
        fprintf(stderr, _("tabula join: to come back to your seat: tabula join %s --token %s\n"),
                argv[1], c.got_token);
    free(c.view);
    tb_strbuf_free(&c.queued);
    json_decref(c.remote.view);
    json_decref(c.remote.moves);
    free(c.remote.result);
    return c.rc;
}
