/*
 * net_actions.c — what people at a table do besides moving: chat (a line
 * relayed to everyone at the table), resign, and ask for a rematch.  Each
 * answers the connection with an error when it cannot be done; none of
 * those errors counts toward closing the connection (they are not
 * malformed, only refused).
 */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "net_srv.h"
#include "strbuf.h"
#include "tabletop.h"

#define CHAT_MAX 500        /* bytes of one chat line */
#define CHAT_BURST 5.0      /* chat lines at once ... */
#define CHAT_PER_S 0.5      /* ... and then one every 2 s */

void net_table_on_chat(net_server *s, net_conn *c, json_t *msg)
{
    net_table *t = c->t;
    if (c->role != ROLE_SEAT && !s->o->watch_chat) {
        net_srv_refuse(c, N_("spectators do not chat at this table"),
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
    char reason[192];
    json_t *bad = net_text_refusal(json_string_value(jt), len, "chat", reason, sizeof reason);
    if (bad) {
        net_srv_refuse(c, reason, bad);
        return;
    }
    if (!tb_text_shows(json_string_value(jt))) { /* blanks or invisible characters only */
        net_srv_refuse(c, N_("the chat line shows nothing: only blanks or invisible characters"),
                       json_pack("{s:s}", "kind", "bad_chat"));
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
        net_srv_refuse(c, N_("too many chat lines: 5 at once, then one every 2 s"),
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

/* The seat's person gives up.  At two seats (or when one seat is left
 * that has not resigned) the game ends at once and the others win; else
 * the game's bot plays the seat to the end, and the seat ranks last. */
void net_table_on_resign(net_server *s, net_conn *c)
{
    net_table *t = c->t;
    tb_match *m = t->m;
    if (c->role != ROLE_SEAT) {
        net_srv_refuse(c, N_("spectators have no seat to resign"),
                       json_pack("{s:s, s:s}", "kind", "not_allowed", "type", "resign"));
        return;
    }
    if (!t->started || t->over || (m->resigned >> c->seat & 1)) {
        net_srv_refuse(c, t->over ? N_("the game is over") : !t->started
                              ? N_("the game starts when every player has joined")
                              : N_("you have resigned already"),
                       json_pack("{s:s}", "kind", t->over ? "over" : !t->started ? "not_started"
                                                                                 : "resigned"));
        return;
    }
    int k = c->seat, left = 0, other = -1;
    tb_match_resign(m, k);
    t->state++;
    for (int i = 0; i < m->players; i++)
        if (!(m->resigned >> i & 1)) {
            left++;
            other = i;
        }
    json_t *ev = net_table_seat_event(t, "resigned", k);
    if (left <= 1) {
        json_object_set_new(ev, "ends", json_true());
        /* The winner, for the words a join writes in its own language;
         * null when every seat has resigned. */
        json_object_set_new(ev, "winner", other >= 0 ? json_integer(other + 1) : json_null());
        if (other >= 0)
            json_object_set_new(ev, "winner_name", json_string(m->seats[other].name));
        if (other >= 0)
            net_table_say(s, t, ev, N_("seat %d (%s) resigns: seat %d (%s) wins"), k + 1,
                          m->seats[k].name, other + 1, m->seats[other].name);
        else
            net_table_say(s, t, ev, N_("seat %d (%s) resigns"), k + 1, m->seats[k].name);
        net_table_finish(s, t);
        return;
    }
    const char *bot = net_table_bot_takes(t, k);
    m->seats[k].stand_in = 1; /* still the person's seat in the save and the result */
    json_object_set_new(ev, "ends", json_false());
    json_object_set_new(ev, "bot", json_string(bot));
    net_table_say(s, t, ev, N_("seat %d (%s) resigns: the bot %s plays the seat to the end"),
                  k + 1, m->seats[k].name, bot);
    net_table_save(t);
    t->bot_at = net_now() + s->o->bot_delay_ms / 1000.0;
    /* Everyone sees the seat change hands (no prompt for it any more). */
    net_table_send_state_all(s, t);
}

/* A new deal for the same seats (and tokens), on a fresh seed. */
static int deal_again(net_server *s, net_table *t)
{
    tb_match *old = t->m;
    tb_match_setup su;
    tb_match_setup_of(old, &su);
    su.seed = tb_fresh_seed();
    /* A person's seat (with a token, or a lobby's free seat) stays a
     * person's, even one a bot played after a resignation. */
    for (int k = 0; k < old->players; k++)
        if (t->tokens.seat[k][0])
            su.seat_spec[k] = "human";
    char err[512];
    tb_match *m = tb_match_new(&su, err, sizeof err);
    if (!m) {
        net_srv_log(_("table %d: no rematch: %s"), t->id, err);
        return -1;
    }
    t->m = m;
    tb_match_free(old);
    t->over = 0;
    t->started = 0;
    t->state++;
    memset(t->rematch, 0, sizeof t->rematch);
    if (t->mover_cap)
        memset(t->mover, -1, t->mover_cap);
    /* The seed deals the whole game: told to the players, it would show
     * every hidden card (tabula play --seed S).  Only the host's log has
     * it now; the result tells everyone at the end. */
    net_table_say(s, t, json_pack("{s:s}", "kind", "rematch"),
                  N_("every player asked for a rematch: a new deal"));
    net_srv_log(_("table %d: the new deal's seed is %llu"), t->id, (unsigned long long)su.seed);
    net_table_save(t);
    net_table_start_if_ready(s, t);
    return 0;
}

void net_table_on_rematch(net_server *s, net_conn *c)
{
    net_table *t = c->t;
    if (c->role != ROLE_SEAT) {
        net_srv_refuse(c, N_("spectators have no seat to play again"),
                       json_pack("{s:s, s:s}", "kind", "not_allowed", "type", "rematch"));
        return;
    }
    if (!t->over || t->rc != TB_EXIT_OK) {
        net_srv_refuse(c, N_("a rematch is asked for after the result"),
                       json_pack("{s:s}", "kind", "not_over"));
        return;
    }
    int k = c->seat;
    if (!t->rematch[k]) {
        t->rematch[k] = 1;
        net_table_say(s, t, net_table_seat_event(t, "rematch_asked", k),
                      N_("seat %d (%s) asks for a rematch"), k + 1, t->m->seats[k].name);
    }
    /* The table stays open a while for the others to answer. */
    t->over_at = net_now() + 25;
    for (int i = 0; i < t->m->players; i++)
        if (t->tokens.seat[i][0] && !t->rematch[i])
            return;
    deal_again(s, t);
}
