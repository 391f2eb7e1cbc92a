/*
 * net_guard.c — keeping an idle crowd or a token guesser from locking a
 * table: the server's answers to who may connect and how fast a token is
 * checked.
 *
 * Room.  Connections that have shown no token yet ("new") are at most half
 * of --max-conns, and at most NET_NEW_PER_ADDR of them come from one
 * address.  A new connection that would pass either bound does not wait
 * behind the crowd: the oldest new connection (of that address, or of all)
 * is closed for it, so whoever arrives with a token is never kept out by
 * connections that never send one.  Only connections holding a seat or
 * watching, at --max-conns, make the server full.
 *
 * Guesses.  After NET_WRONG_FREE wrong tokens from an address within
 * NET_WRONG_WINDOW seconds, every token from it is checked NET_WRONG_DELAY
 * seconds after it arrives (a right one too: the delay tells nothing), and
 * the log, instead of a line per guess, says every NET_WRONG_SUMMARY
 * seconds "N wrong tokens from ADDR in the last M s".
 */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "net_srv.h"

/* 1 when c may be closed for a newcomer: no token yet, no token waiting
 * to be checked, not closing already. */
static int evictable(const net_conn *c)
{
    return c->role == ROLE_NEW && !c->closing && !c->auth_msg;
}

/* The oldest evictable connection (of host, when host is not NULL). */
static net_conn *oldest_new(net_server *s, const char *host)
{
    net_conn *old = NULL;
    for (size_t i = 0; i < s->n; i++) {
        net_conn *c = s->c[i];
        if (evictable(c) && (!host || strcmp(c->host, host) == 0) &&
            (!old || c->opened < old->opened))
            old = c;
    }
    return old;
}

const char *net_guard_make_room(net_server *s, const char *host, const char **kind)
{
    size_t live = 0, fresh = 0, here = 0;
    for (size_t i = 0; i < s->n; i++) {
        const net_conn *c = s->c[i];
        if (c->closing)
            continue; /* gone within a second: never counted against a newcomer */
        live++;
        fresh += c->role == ROLE_NEW;
        here += c->role == ROLE_NEW && strcmp(c->host, host) == 0;
    }
    if (here >= NET_NEW_PER_ADDR) {
        net_conn *old = oldest_new(s, host);
        if (!old) {
            *kind = "address_full";
            return N_("too many connections without a token from this address");
        }
        net_srv_drop_about(old, N_("too many connections without a token from this address: the "
                                   "oldest is closed for a new one"), "pushed_out");
        return NULL;
    }
    if (fresh >= (size_t)(s->o->max_conns / 2) || live >= (size_t)s->o->max_conns) {
        net_conn *old = oldest_new(s, NULL);
        if (old) {
            net_srv_drop_about(old, N_("too many connections without a token: the oldest is "
                                       "closed for a new one"), "pushed_out");
            return NULL;
        }
        /* Past --max-conns a few more may come in without a token: one of
         * them may hold a seat's, and spectators do not keep it out (a
         * spectator more is refused at its token, net_guard_no_room_to_watch). */
        if (fresh < (size_t)(s->o->max_conns / 2) &&
            live < (size_t)s->o->max_conns + NET_SEAT_ROOM)
            return NULL;
        *kind = live >= (size_t)s->o->max_conns ? "server_full" : "new_full";
        return live >= (size_t)s->o->max_conns ? N_("server full")
                                               : N_("too many connections without a token");
    }
    return NULL;
}

int net_guard_no_room_to_watch(const net_server *s)
{
    size_t in = 0;
    for (size_t i = 0; i < s->n; i++)
        in += !s->c[i]->closing && s->c[i]->role != ROLE_NEW;
    return in >= (size_t)s->o->max_conns;
}

/* The log's line for the wrong tokens of n not yet in it. */
static void say_unsaid(net_addr_note *n, double now)
{
    if (!n->unsaid)
        return;
    net_srv_log(_("%d wrong tokens from %s in the last %g s"), n->unsaid, n->host,
                (double)(long)(now - n->said + 0.5));
    n->unsaid = 0;
}

/* The note kept of host's wrong tokens (its window started again when the
 * last one is past), or NULL when it has none. */
static net_addr_note *note_find(net_server *s, const char *host, double now)
{
    for (size_t i = 0; i < NET_NOTES; i++) {
        net_addr_note *n = &s->notes[i];
        if (n->host[0] && strcmp(n->host, host) == 0) {
            if (now - n->first > NET_WRONG_WINDOW) { /* a new window */
                n->first = now;
                n->wrong = 0;
            }
            return n;
        }
    }
    return NULL;
}

/* The same, made when missing: a new note replaces the stalest when all
 * are in use (whose summary is said first). */
static net_addr_note *note_of(net_server *s, const char *host, double now)
{
    net_addr_note *n = note_find(s, host, now), *stale = &s->notes[0];
    if (n)
        return n;
    for (size_t i = 0; i < NET_NOTES; i++)
        if (!s->notes[i].host[0] || s->notes[i].last < stale->last)
            stale = &s->notes[i];
    if (stale->host[0])
        say_unsaid(stale, now);
    memset(stale, 0, sizeof *stale);
    snprintf(stale->host, sizeof stale->host, "%s", host);
    stale->first = stale->said = stale->last = now;
    return stale;
}

int net_guard_auth_waits(net_server *s, net_conn *c, json_t *msg)
{
    if (c->auth_msg)
        return 0; /* its time has come */
    /* Only an address with wrong tokens has a note: a token checked at
     * once never takes the place of a guesser's. */
    double now = net_now();
    net_addr_note *n = note_find(s, c->host, now);
    if (!n || n->wrong < NET_WRONG_FREE)
        return 0;
    c->auth_msg = json_incref(msg);
    c->auth_at = now + NET_WRONG_DELAY;
    return 1;
}

int net_guard_wrong(net_server *s, net_conn *c)
{
    double now = net_now();
    net_addr_note *n = note_of(s, c->host, now);
    n->wrong++;
    n->last = now;
    if (n->wrong <= NET_WRONG_FREE)
        return 1;
    if (!n->unsaid)
        n->said = now;
    n->unsaid++;
    return 0;
}

void net_guard_tick(net_server *s, double now, int all)
{
    for (size_t i = 0; i < NET_NOTES; i++) {
        net_addr_note *n = &s->notes[i];
        if (all || now - n->said >= NET_WRONG_SUMMARY)
            say_unsaid(n, now);
    }
}
