/*
 * net_srv_conn.c — what the server does to one connection, whoever asks:
 * log about it, send it a message, tell it what it got wrong, drop it.
 * The poll loop (net_server.c), the tables (net_table.c) and the lobby
 * (net_lobby.c) all call these; they call none of those, so the server's
 * files call one way only: loop -> lobby -> table -> here.
 */
#include <stdarg.h>
#include <stdio.h>

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
    net_escape(line, safe, sizeof safe);
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

void net_srv_drop(net_conn *c, const char *why, int tell)
{
    if (c->closing)
        return;
    if (tell >= 0)
        net_srv_log(_("connection %d (%s): dropped: %s"), c->id, c->peer, _(why));
    if (tell)
        net_srv_reply(c, json_pack("{s:s, s:s}", "type", "error", "reason", why));
    c->closing = 1;
    c->closing_at = net_now();
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
        net_srv_drop(c, N_("too many malformed messages"), 1);
}
