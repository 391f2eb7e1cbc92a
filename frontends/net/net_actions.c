/*
 * net_actions.c — what people at a table do besides moving: chat (a line
 * relayed to everyone at the table), and later resign and rematch.  Each
 * answers the connection with an error when it cannot be done; none of
 * those errors counts toward closing the connection (they are not
 * malformed, only refused).
 */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "net_srv.h"

#define CHAT_MAX 500        /* bytes of one chat line */
#define CHAT_BURST 5.0      /* chat lines at once ... */
#define CHAT_PER_S 0.5      /* ... and then one every 2 s */

void net_table_on_chat(net_server *s, net_conn *c, json_t *msg)
{
    net_table *t = c->t;
    if (c->role != ROLE_SEAT && !s->o->watch_chat) {
        net_srv_refuse(c, "spectators do not chat at this table",
                       json_pack("{s:s, s:s}", "kind", "not_allowed", "type", "chat"));
        return;
    }
    json_t *jt = json_object_get(msg, "text");
    size_t len = json_is_string(jt) ? json_string_length(jt) : 0;
    if (len == 0 || len > CHAT_MAX) {
        net_srv_refuse(c, "a chat line is {\"type\": \"chat\", \"text\": TEXT} with TEXT 1 to "
                          TB_STR(CHAT_MAX) " bytes",
                       json_pack("{s:s}", "kind", "bad_chat"));
        return;
    }
    char why[128], reason[192];
    if (net_text_check(json_string_value(jt), len, why, sizeof why) != 0) {
        snprintf(reason, sizeof reason, "the chat line: %s", why);
        net_srv_refuse(c, reason, json_pack("{s:s}", "kind", "bad_text"));
        return;
    }
    double now = net_now();
    if (c->chat_refilled == 0)
        c->chat_bucket = CHAT_BURST;
    else
        c->chat_bucket += (now - c->chat_refilled) * CHAT_PER_S;
    if (c->chat_bucket > CHAT_BURST)
        c->chat_bucket = CHAT_BURST;
    c->chat_refilled = now;
    if (c->chat_bucket < 1) {
        net_srv_refuse(c, "too many chat lines: 5 at once, then one every 2 s",
                       json_pack("{s:s}", "kind", "chat_rate"));
        return;
    }
    c->chat_bucket -= 1;
    int seat = c->role == ROLE_SEAT ? c->seat : -1;
    const char *name = seat >= 0 ? t->m->seats[seat].name : "spectator";
    if (s->o->lobby)
        net_srv_log(_("table %d: %s says: %s"), t->id, name, json_string_value(jt));
    else
        net_srv_log(_("%s says: %s"), name, json_string_value(jt));
    net_table_announce(s, t, json_pack("{s:s, s:o, s:s, s:O}", "type", "chat", "seat",
                                       seat >= 0 ? json_integer(seat + 1) : json_null(), "name",
                                       name, "text", jt));
}
