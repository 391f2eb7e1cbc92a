/*
 * net_srv_conn.c — what the server does to one connection, whoever asks:
 * open it (a TCP socket, or a WebSocket of net_web.c) with its hello, log
 * about it, send it a message, tell it what it got wrong, drop it.
 * The poll loop (net_server.c), the web side (net_web.c), the tables
 * (net_table.c) and the lobby (net_lobby.c) all call these; they call none
 * of those, so the server's files call one way only:
 * loop -> web, lobby -> table -> here.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "net_srv.h"

void net_srv_log(const char *fmt, ...)
{
    /* What clients sent (names, chat, a bad line's bytes in jansson's
     * error) reaches the log: any byte not printable is written escaped,
     * so nothing drives the operator's terminal. */
    char line[2048], safe[4 * sizeof line];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    tb_printable(line, safe, sizeof safe); /* strbuf.h */
    fprintf(stderr, "tabula serve: %s\n", safe);
}

void net_srv_send(net_conn *c, json_t *j)
{
    net_send(&c->b, j);
    json_decref(j);
}

void net_srv_reply(net_conn *c, json_t *j)
{
    if (c->req_id)
        json_object_set(j, "id", c->req_id);
    net_srv_send(c, j);
}

void net_srv_refuse(net_conn *c, const char *why, json_t *about)
{
    json_t *j = json_pack("{s:s, s:s}", "type", "error", "reason", why);
    if (about)
        json_object_set_new(j, "about", about);
    net_srv_reply(c, j);
}

void net_srv_drop_with(net_conn *c, const char *why, int tell, json_t *about)
{
    if (c->closing) {
        json_decref(about);
        return;
    }
    if (tell >= 0)
        net_srv_log(_("connection %d (%s): dropped: %s"), c->id, c->peer, _(why));
    if (tell) {
        json_t *j = json_pack("{s:s, s:s}", "type", "error", "reason", why);
        if (about)
            json_object_set(j, "about", about);
        net_srv_reply(c, j);
    }
    json_decref(about);
    c->closing = 1;
    c->closing_at = net_now();
}

void net_srv_drop(net_conn *c, const char *why, int tell)
{
    net_srv_drop_with(c, why, tell, NULL);
}

void net_srv_drop_about(net_conn *c, const char *why, const char *kind)
{
    net_srv_drop_with(c, why, 1, json_pack("{s:s}", "kind", kind));
}

void net_srv_complain(net_conn *c, const char *why)
{
    net_srv_complain_about(c, why, NULL);
}

void net_srv_complain_about(net_conn *c, const char *why, json_t *about)
{
    json_t *j = json_pack("{s:s, s:s}", "type", "error", "reason", why);
    if (about)
        json_object_set_new(j, "about", about);
    net_srv_reply(c, j);
    if (++c->bad > 10)
        net_srv_drop_about(c, N_("too many malformed messages"), "too_many_malformed");
}

/* What protocol 2 adds, as hello lists it (docs/protocol.md). */
static json_t *features(void)
{
    static const char *const names[] = {"id", "state", "history", "detail", "unknown_type", "chat",
                                        "resign", "rematch", "clock", "keys", NULL};
    json_t *a = json_array();
    for (int i = 0; names[i]; i++)
        json_array_append_new(a, json_string(names[i]));
    return a;
}

json_t *net_srv_hello(const net_server *s)
{
    json_t *hello = json_pack("{s:s, s:s, s:s, s:i, s:o}", "type", "hello", "server", "tabula",
                              "version", TABULA_VERSION, "protocol", NET_PROTOCOL, "features",
                              features());
    if (s->o->lobby) /* list, sit and watch are open here */
        json_object_set_new(hello, "lobby", json_true());
    return hello;
}

void net_srv_turn_away(const net_server *s, net_buf *b, const char *peer, const char *why,
                       const char *kind)
{
    json_t *h = net_srv_hello(s);
    json_t *e = json_pack("{s:s, s:s, s:{s:s}}", "type", "error", "reason", why, "about", "kind",
                          kind);
    net_send(b, h);
    net_send(b, e);
    json_decref(h);
    json_decref(e);
    net_srv_log(_("connection from %s: refused: %s (%zu open)"), peer, _(why), s->n);
}

void net_srv_host_of(const char *peer, char *host, size_t cap)
{
    const char *colon = strrchr(peer, ':');
    snprintf(host, cap, "%.*s", (int)(colon ? colon - peer : (long)strlen(peer)), peer);
}

net_conn *net_srv_add(net_server *s, int fd, const char *peer, const char *host)
{
    net_conn *c = tb_xcalloc(1, sizeof *c);
    net_buf_init(&c->b, fd, NET_LINE_MAX);
    c->id = ++s->next_id;
    snprintf(c->peer, sizeof c->peer, "%s", peer);
    snprintf(c->host, sizeof c->host, "%s", host);
    c->role = ROLE_NEW;
    c->seat = -1;
    c->opened = c->refilled = net_now();
    c->bucket = 2 * s->o->rate;
    s->c = tb_xrealloc(s->c, (s->n + 1) * sizeof *s->c);
    s->c[s->n++] = c;
    net_srv_send(c, net_srv_hello(s));
    return c;
}
