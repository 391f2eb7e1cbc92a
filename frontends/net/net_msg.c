/* net_msg.c — the server's messages that carry the game: a seat's view (as
 * the text protocol prints it, and as the table model), the seats, and the
 * result.  Views are the plugin's own view(state, seat): hidden cards are
 * masked there, and face-down cards are sent as {"hidden": COUNT} only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "net.h"
#include "services.h"
#include "view.h"

static const char *const layouts[] = {"row", "stack", "fan", "grid"};
static const char *const colours[] = {"none",  "red",    "orange", "yellow", "green",
                                      "blue", "purple", "black",  "white"};

/* A seat from 0 as the protocol numbers seats: from 1, null for nobody. */
static json_t *seat_json(int seat)
{
    return seat >= 0 ? json_integer(seat + 1) : json_null();
}

json_t *net_msg_zone_ref(const tb_vzone *z)
{
    return json_pack("{s:s, s:o, s:o}", "name", z->name, "key",
                     z->key[0] ? json_string(z->key) : json_null(), "owner", seat_json(z->owner));
}

json_t *net_msg_view(const tb_match *m, int seat, int over)
{
    tb_view v;
    /* Zone names in the server's language, as its status; another seat's
     * zones labelled with its name in the text, as `play --ui text` does. */
    tb_match_view_init(m, &v, seat);
    m->game->view(m->state, seat, &v);
    if (over && tb_match_to_move(m) >= 0) {
        /* The plugin's state still has a seat to move: its status would
         * say so, after the game ended by a resignation. */
        for (size_t i = 0; i < v.n_status; i++)
            free(v.status[i]);
        v.n_status = 0;
        tb_view_status(&v, _("Game over: ended by a resignation"));
    }
    tb_strbuf text = {0};
    tb_view_render(&v, 0, &text);
    json_t *status = json_array();
    for (size_t i = 0; i < v.n_status; i++)
        json_array_append_new(status, json_string(v.status[i]));
    json_t *zones = json_array();
    for (size_t i = 0; i < v.n_zones; i++) {
        const tb_vzone *z = &v.zones[i];
        json_t *cards = json_array();
        for (size_t c = 0; c < z->n; c++) {
            const tb_vcard *vc = &z->cards[c];
            if (vc->hidden) {
                /* A run of face-down cards is one entry with its count: a
                 * deck is not sent as 80 copies of nothing. */
                size_t run = 1;
                while (c + run < z->n && z->cards[c + run].hidden)
                    run++;
                json_array_append_new(cards, json_pack("{s:I}", "hidden", (json_int_t)run));
                c += run - 1;
            } else
                json_array_append_new(cards,
                                      json_pack("{s:s, s:s, s:s}", "label", vc->label, "pretty",
                                                vc->pretty, "colour", colours[vc->colour]));
        }
        int layout = z->layout >= 0 && z->layout < 4 ? z->layout : 0;
        json_array_append_new(zones, json_pack("{s:s, s:o, s:o, s:s, s:o}", "name", z->name, "key",
                                               z->key[0] ? json_string(z->key) : json_null(),
                                               "owner", seat_json(z->owner), "layout",
                                               layouts[layout], "cards", cards));
    }
    tb_outcome o;
    tb_outcome_of(m->game, m->state, &o);
    json_t *totals = json_array();
    for (int s = 0; s < m->players; s++)
        json_array_append_new(totals, json_integer(tb_outcome_total(&o, s)));
    json_t *j = json_pack("{s:s, s:o, s:I, s:o, s:s, s:o, s:o, s:o}", "type", "view", "seat",
                          seat_json(seat), "moves", (json_int_t)m->n_moves, "to_move",
                          seat_json(over ? -1 : tb_match_to_move(m)), "text",
                          tb_strbuf_str(&text) ? tb_strbuf_str(&text) : "", "status", status,
                          "zones", zones, "totals", totals);
    if (over)
        json_object_set_new(j, "over", json_true());
    tb_strbuf_free(&text);
    tb_view_free(&v);
    return j;
}

json_t *net_msg_result(const tb_match *m)
{
    tb_json w;
    tb_json_init(&w);
    tb_match_result_json_wire(m, &w);
    json_t *result = json_loads(tb_json_text(&w), 0, NULL);
    tb_json_free(&w);
    char *text = tb_match_result_text(m);
    json_t *j = json_pack("{s:s, s:s, s:o}", "type", "result", "text", text, "result",
                          result ? result : json_null());
    free(text);
    return j;
}

json_t *net_msg_seats(const tb_match *m, const int *connected, const int *away)
{
    json_t *seats = json_array();
    for (int s = 0; s < m->players; s++) {
        char kind[sizeof "bot:" + TB_SPEC_MAX]; /* "human", or "bot:" and the spec */
        snprintf(kind, sizeof kind, "%s%s", m->seats[s].human ? "human" : "bot:",
                 m->seats[s].human ? "" : tb_seat_bot_name(&m->seats[s]));
        json_t *st = json_pack("{s:i, s:s, s:s, s:b}", "seat", s + 1, "name", m->seats[s].name,
                               "kind", kind, "connected", connected[s]);
        if (m->resigned >> s & 1)
            json_object_set_new(st, "resigned", json_true());
        else if (away && away[s])
            json_object_set_new(st, "away", json_true());
        json_array_append_new(seats, st);
    }
    return seats;
}
