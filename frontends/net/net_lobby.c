/*
 * net_lobby.c — a lobby's three requests (`serve --lobby`), each from a
 * connection that has shown no token yet:
 *   list   the tables: game, seats (who sits, which are free), started,
 *          moves so far — what anyone watching could see, and no token;
 *   sit    take a free seat: the server makes the seat's token there and
 *          then and hands it to this connection only, in the "seated"
 *          message; from then on the seat is taken and only that token opens
 *          it (to come back after leaving, or after a restart);
 *   watch  watch a table (the spectators' view: no hand shown).
 * Seats are first come, first served: anyone who can reach the lobby can
 * take a free seat, which is why serve stays on 127.0.0.1 unless told.
 */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "net_srv.h"

/* A seat someone may still take: a person's, no token given, and the
 * table's game not over (a finished table offers no seat). */
static int seat_free(const net_table *t, int k)
{
    return !t->over && t->m->seats[k].human && !t->tokens.seat[k][0];
}

static json_t *table_entry(const net_table *t)
{
    json_t *seats = json_array();
    int n_free = 0;
    for (int k = 0; k < t->m->players; k++) {
        const tb_seat *st = &t->m->seats[k];
        int free_seat = seat_free(t, k);
        n_free += free_seat;
        char kind[sizeof "bot:" + TB_SPEC_MAX];
        snprintf(kind, sizeof kind, "%s%s", st->human ? "human" : "bot:",
                 st->human ? "" : tb_seat_bot_name(st));
        json_array_append_new(seats, json_pack("{s:i, s:s, s:s, s:b, s:b}", "seat", k + 1,
                                               "name", st->name, "kind", kind, "free",
                                               free_seat, "connected",
                                               t->seat_conn[k] != NULL));
    }
    json_t *j = json_pack("{s:i, s:s, s:s, s:i, s:o, s:i, s:b, s:b, s:I}", "table", t->id, "game",
                          t->m->game_name, "title",
                          tb_match_title(t->m), "players",
                          t->m->players, "seats", seats, "free", n_free, "started", t->started,
                          "over", t->over, "moves", (json_int_t)t->m->n_moves);
    if (t->description && t->description[0])
        json_object_set_new(j, "description", json_string(t->description));
    return j;
}

void net_lobby_list(net_server *s, net_conn *c)
{
    json_t *tables = json_array();
    for (int i = 0; i < s->o->n_tables; i++)
        json_array_append_new(tables, table_entry(&s->o->tables[i]));
    net_srv_reply(c, json_pack("{s:s, s:o}", "type", "tables", "tables", tables));
}

/* The table a request names, or NULL after telling the connection why. */
static net_table *named_table(net_server *s, net_conn *c, json_t *msg, const char *verb)
{
    json_t *jt = json_object_get(msg, "table");
    char why[160];
    if (!json_is_integer(jt)) {
        snprintf(why, sizeof why, "%s needs \"table\": the table's number (list shows them)",
                 verb);
        net_srv_complain_about(c, why, json_pack("{s:s}", "kind", "bad_table"));
        return NULL;
    }
    json_int_t id = json_integer_value(jt);
    if (id < 1 || id > s->o->n_tables) {
        snprintf(why, sizeof why, "there is no table %lld (this lobby has 1 to %d)",
                 (long long)id, s->o->n_tables);
        net_srv_complain_about(c, why, json_pack("{s:s, s:I, s:i}", "kind", "no_table", "table",
                                                 (json_int_t)id, "tables", s->o->n_tables));
        return NULL;
    }
    return &s->o->tables[id - 1];
}

/* A name a person may give: 1 to 31 bytes of printable UTF-8, not starting
 * or ending with a space (the save keeps it on a line of its own). */
static int good_name(const char *name, size_t len)
{
    if (len == 0 || len >= TB_NAME_MAX || strlen(name) != len || name[0] == ' ' ||
        name[len - 1] == ' ')
        return 0;
    for (const unsigned char *p = (const unsigned char *)name; *p;) {
        int n = *p < 0x20 || *p == 0x7f ? 0 : tb_utf8_length(p); /* C0: protocol 1's words */
        if (n <= 0)
            return 0;
        p += n;
    }
    return 1;
}

void net_lobby_sit(net_server *s, net_conn *c, json_t *msg)
{
    net_table *t = named_table(s, c, msg, "sit");
    if (!t)
        return;
    char why[160];
    json_t *js = json_object_get(msg, "seat");
    json_t *jn = json_object_get(msg, "name");
    int seat = -1;
    if (t->over) {
        snprintf(why, sizeof why, "the game at table %d is over", t->id);
        net_srv_complain_about(c, why, json_pack("{s:s, s:i}", "kind", "table_over", "table",
                                                 t->id));
        return;
    }
    if (js && !json_is_null(js)) {
        json_int_t k = json_is_integer(js) ? json_integer_value(js) : 0;
        if (k < 1 || k > t->m->players) {
            snprintf(why, sizeof why, "\"seat\" is a seat number from 1 to %d at table %d",
                     t->m->players, t->id);
            net_srv_complain_about(c, why, json_pack("{s:s, s:i, s:i}", "kind", "no_seat", "table",
                                                     t->id, "players", t->m->players));
            return;
        }
        seat = (int)k - 1;
        if (!seat_free(t, seat)) {
            snprintf(why, sizeof why, "seat %d of table %d is not free", seat + 1, t->id);
            net_srv_complain_about(c, why, json_pack("{s:s, s:i, s:i}", "kind", "seat_taken",
                                                     "table", t->id, "seat", seat + 1));
            return;
        }
    }
    for (int k = 0; seat < 0 && k < t->m->players; k++)
        if (seat_free(t, k))
            seat = k;
    if (jn && !json_is_null(jn) &&
        (!json_is_string(jn) || !good_name(json_string_value(jn), json_string_length(jn)))) {
        net_srv_complain_about(c, N_("\"name\" is 1 to 31 bytes of printable text, not "
                                     "beginning or ending with a space"),
                               json_pack("{s:s}", "kind", "bad_name"));
        return;
    }
    json_t *bad = jn && json_is_string(jn) ? net_text_refusal(json_string_value(jn),
                                                               json_string_length(jn), "name",
                                                               why, sizeof why)
                                           : NULL;
    if (bad) {
        net_srv_complain_about(c, why, bad);
        return;
    }
    if (seat < 0) {
        snprintf(why, sizeof why, "table %d has no free seat", t->id);
        net_srv_complain_about(c, why, json_pack("{s:s, s:i}", "kind", "table_full", "table",
                                                 t->id));
        return;
    }
    /* Two seats of one name cannot be told apart in the log, the chat or
     * the result: a name another seat of this table has is refused. */
    for (int k = 0; jn && json_is_string(jn) && t->m->n_moves == 0 && k < t->m->players; k++)
        if (k != seat && strcmp(t->m->seats[k].name, json_string_value(jn)) == 0) {
            snprintf(why, sizeof why, "the name \"%s\" is taken at table %d", t->m->seats[k].name,
                     t->id);
            net_srv_complain_about(c, why, json_pack("{s:s, s:i, s:s}", "kind", "name_taken",
                                                     "table", t->id, "name", t->m->seats[k].name));
            return;
        }
    if (net_token_new(t->tokens.seat[seat]) != 0) {
        t->tokens.seat[seat][0] = '\0';
        net_srv_complain(c, N_("the server has no random bytes for a token now; try again"));
        net_srv_log(_("no random bytes for a token (getrandom failed)"));
        return;
    }
    /* The name is the player's own only before the first move: after it,
     * the save and the result already name the seat.  One that shows
     * nothing (zero-width spaces) leaves the seat its "Player K". */
    if (jn && json_is_string(jn) && t->m->n_moves == 0 && tb_text_shows(json_string_value(jn)))
        snprintf(t->m->seats[seat].name, sizeof t->m->seats[seat].name, "%s",
                 json_string_value(jn));
    if (t->save) {
        /* Written before the token is handed out: a seat given away is
         * never lost by a crash. */
        tb_strbuf path = {0};
        char err[512];
        tb_strbuf_printf(&path, "%s.tokens", t->save);
        if (net_tokens_write(tb_strbuf_str(&path), &t->tokens, err, sizeof err) != 0)
            net_srv_log(_("%s (the seat is given; a restart would not know it)"), err);
        tb_strbuf_free(&path);
        net_table_save(t);
    }
    net_srv_log(_("connection %d (%s): given the free seat %d of table %d"), c->id, c->peer,
                seat + 1, t->id);
    net_srv_reply(c, json_pack("{s:s, s:i, s:i, s:s, s:s}", "type", "seated", "table", t->id, "seat",
                              seat + 1, "name", t->m->seats[seat].name, "token",
                              t->tokens.seat[seat]));
    net_table_seat_in(s, c, t, seat);
}

void net_lobby_watch(net_server *s, net_conn *c, json_t *msg)
{
    net_table *t = named_table(s, c, msg, "watch");
    if (t && net_guard_no_room_to_watch(s))
        net_srv_drop_about(c, N_("server full"), "server_full");
    else if (t)
        net_table_watch_in(s, c, t);
}
