/*
 * join_lobby.c — `tabula join HOST:PORT` without a token, at a lobby
 * (`serve --lobby`): list the tables and their free seats, one line each,
 * then ask which table to sit at (or watch).  The listing comes on a
 * connection of its own, closed before the question, so a person may take
 * their time; the seat itself is asked for by cmd_join.c ("sit"), which is
 * then handed the seat's token.
 */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "net_log_words.h"
#include "net.h"

typedef struct lister {
    int done, rc;      /* rc: 0 listed, -1 failed (message printed) */
    net_buf *b;
} lister;

static const char *str_or(const json_t *j, const char *key, const char *dflt)
{
    const json_t *v = json_object_get(j, key);
    return json_is_string(v) ? json_string_value(v) : dflt;
}

static void print_table(const json_t *t)
{
    long long id = json_integer_value(json_object_get(t, "table"));
    long long players = json_integer_value(json_object_get(t, "players"));
    long long n_free = json_integer_value(json_object_get(t, "free"));
    long long moves = json_integer_value(json_object_get(t, "moves"));
    char state[64];
    if (json_is_true(json_object_get(t, "over")))
        snprintf(state, sizeof state, "%s", C_("table state", "over"));
    else if (json_is_true(json_object_get(t, "started")))
        snprintf(state, sizeof state, NG_("playing, %lld move", "playing, %lld moves", moves),
                 moves);
    else
        snprintf(state, sizeof state,
                 NG_("waiting for %lld", "waiting for %lld", n_free), n_free);
    printf(NG_("table %lld (%s, %lld player, %s):", "table %lld (%s, %lld players, %s):",
               players),
           id, str_or(t, "game", "?"), players, state);
    size_t i;
    json_t *s;
    json_array_foreach(json_object_get(t, "seats"), i, s) {
        long long k = json_integer_value(json_object_get(s, "seat"));
        const char *kind = str_or(s, "kind", "");
        fputs(i ? ", " : " ", stdout);
        if (json_is_true(json_object_get(s, "free")))
            printf(_("seat %lld free"), k);
        else
            printf(_("seat %lld %s%s"), k, str_or(s, "name", "?"),
                   strncmp(kind, "bot:", 4) == 0 ? _(" (bot)")
                   : json_is_true(json_object_get(s, "connected")) ? ""
                                                                   : _(" (away)"));
    }
    printf("\n");
}

static int on_line(void *ctx, char *line, size_t len)
{
    lister *l = ctx;
    const char *type;
    json_t *msg = net_parse_from_server(line, len, &type);
    if (!msg)
        return 0;
    if (strcmp(type, "hello") == 0) {
        if (!json_is_true(json_object_get(msg, "lobby"))) {
            fprintf(stderr, _("tabula join: this server hosts one table: --token TOKEN is "
                              "needed (serve printed one per seat)\n"));
            l->done = 1;
            l->rc = -1;
        } else {
            json_t *j = json_pack("{s:s}", "type", "list");
            net_send(l->b, j);
            json_decref(j);
        }
    } else if (strcmp(type, "tables") == 0) {
        size_t i;
        json_t *t;
        json_array_foreach(json_object_get(msg, "tables"), i, t)
            print_table(t);
        fflush(stdout);
        l->done = 1;
    } else if (strcmp(type, "error") == 0) {
        char why[512];
        fprintf(stderr, _("tabula join: the server says: %s\n"),
                net_reason_words(msg, why, sizeof why));
        l->done = 1;
        l->rc = -1;
    }
    json_decref(msg);
    return l->done ? -1 : 0;
}

/* The listing, printed.  0, or -1 after the message. */
static int list_tables(const char *host, const char *port, const char *shown)
{
    char reason[200];
    int fd = net_dial(host, port, reason, sizeof reason);
    if (fd < 0) {
        fprintf(stderr, _("tabula join: cannot connect to %s: %s\n"), shown, reason);
        return -1;
    }
    net_buf b;
    net_buf_init(&b, fd, NET_SERVER_LINE_MAX);
    lister l = {.b = &b};
    double until = net_now() + 10;
    while (!l.done) {
        int left = (int)((until - net_now()) * 1000);
        if (left <= 0) {
            fprintf(stderr, _("tabula join: %s sent no list of tables within 10 s\n"), shown);
            l.rc = -1;
            break;
        }
        struct pollfd pf = {.fd = fd, .events = POLLIN | (net_pending(&b) ? POLLOUT : 0)};
        if (poll(&pf, 1, left) < 0 && errno != EINTR)
            break;
        const char *why;
        if (pf.revents && net_read(&b, 1u << 20, on_line, &l, &why) != 0 && !l.done) {
            fprintf(stderr, _("tabula join: connection lost (%s)\n"), why);
            l.rc = -1;
            break;
        }
        if (net_flush(&b) != 0 && !l.done) {
            fprintf(stderr, "%s", _("tabula join: connection lost\n"));
            l.rc = -1;
            break;
        }
    }
    net_buf_free(&b);
    return l.rc;
}

/* One line from stdin, read a byte at a time (what follows it is left for
 * the game).  0, or -1 at the end of input. */
static int read_choice(char *line, size_t cap)
{
    size_t n = 0;
    for (;;) {
        char ch;
        ssize_t got = read(STDIN_FILENO, &ch, 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return n ? (line[n] = '\0', 0) : -1;
        if (ch == '\n')
            break;
        if (n + 1 < cap)
            line[n++] = ch;
    }
    line[n] = '\0';
    return 0;
}

int net_join_lobby(const char *host, const char *port, const char *shown, int *table,
                   int *watch)
{
    if (list_tables(host, port, shown) != 0)
        return -1;
    for (int tries = 0; tries < 10; tries++) {
        fputs(_("Sit at which table? (its number; w NUMBER to watch; Enter to leave) "), stdout);
        fflush(stdout);
        char line[128];
        if (read_choice(line, sizeof line) != 0) {
            printf("\n");
            return 1;
        }
        char *p = line;
        while (*p == ' ' || *p == '\t')
            p++;
        if (!isatty(STDIN_FILENO))
            printf("\n");
        if (*p == '\0' || *p == '\r')
            return 1;
        if (*p == 'w') {
            *watch = 1;
            p++;
        }
        char *end;
        long k = strtol(p, &end, 10);
        while (*end == ' ' || *end == '\t' || *end == '\r')
            end++;
        if (end != p && *end == '\0' && k >= 1 && k <= NET_MAX_TABLES) {
            *table = (int)k;
            return 0;
        }
        printf("error: %s\n", _("write a table's number (w and the number to watch it)"));
    }
    return 1;
}
