/*
 * net_table.c — one table's game on the server: who sits and watches, the
 * views and prompts after every move, bots' moves, a bot for a player away
 * too long, the save after every move, and the result.  Each seat's
 * connection gets its own view, spectators the view of seat -1.
 */
#define _DEFAULT_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "net_srv.h"
#include "undo.h"

static const char *seat_name(const net_table *t, int k)
{
    return t->m->seats[k].name;
}

/* 1 when c is at table t: seated or watching, not on its way out. */
static int at_table(const net_conn *c, const net_table *t)
{
    return c->t == t && c->role != ROLE_NEW && !c->closing;
}

/* A message to everyone at table t (not to connections without a token),
 * written out once for all of them. */
void net_table_announce(net_server *s, net_table *t, json_t *j)
{
    char *text = json_dumps(j, NET_JSON_FLAGS);
    json_decref(j);
    if (!text)
        return;
    for (size_t i = 0; i < s->n; i++)
        if (at_table(s->c[i], t))
            net_send_text(&s->c[i]->b, text);
    free(text);
}

/* A log line to the table, and on stderr (there with the table's number
 * when the server hosts several).  The line goes out in English ("text",
 * the same for every reader) with the event it tells as data ("event":
 * {"kind", "seat", "name", ...}), from which join words it in its player's
 * language (net_log_words.c); stderr has it in the server's own. */
void net_table_say(net_server *s, net_table *t, json_t *event, const char *fmt, ...)
{
    char text[512], shown[512];
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    vsnprintf(text, sizeof text, fmt, ap);
    vsnprintf(shown, sizeof shown, _(fmt), again);
    va_end(again);
    va_end(ap);
    if (s->o->lobby)
        net_srv_log(_("table %d: %s"), t->id, shown);
    else
        net_srv_log("%s", shown);
    net_table_announce(s, t, json_pack("{s:s, s:s, s:o}", "type", "log", "text", text, "event", event));
}

/* An event about seat k: {"kind": kind, "seat": k + 1, "name": its name}. */
json_t *net_table_seat_event(const net_table *t, const char *kind, int k)
{
    return json_pack("{s:s, s:i, s:s}", "kind", kind, "seat", k + 1, "name", seat_name(t, k));
}

static void send_prompt_if_due(const net_server *s, net_conn *c)
{
    const net_table *t = c->t;
    int k = tb_match_to_move(t->m);
    if (c->role != ROLE_SEAT || !t->started || t->over || k != c->seat || !t->m->seats[k].human)
        return;
    json_t *j = json_pack("{s:s, s:i, s:s}", "type", "prompt", "seat", k + 1, "name",
                          seat_name(t, k));
    if (s->o->turn_time > 0) {
        /* The clock: what is left of the move's time, to a tenth. */
        double left = s->o->turn_time - (net_now() - t->turn_since);
        json_object_set_new(j, "seconds", json_real(left > 0 ? (double)(long)(left * 10 + 0.5) / 10 : 0));
    }
    net_srv_send(c, j);
}

/* The view of the connection's seat (spectators: nobody's), with the
 * table's state number.  Nobody is to move before the start (every person
 * has joined) nor after the end, whatever the game's state says. */
static json_t *view_for(const net_table *t, const net_conn *c)
{
    json_t *j = net_msg_view(t->m, c->role == ROLE_SEAT ? c->seat : -1, t->over);
    if (!t->started)
        json_object_set_new(j, "to_move", json_null());
    json_object_set_new(j, "state", json_integer(t->state));
    return j;
}

void net_table_send_state(net_server *s, net_conn *c, int reply)
{
    if (reply)
        net_srv_reply(c, view_for(c->t, c));
    else
        net_srv_send(c, view_for(c->t, c));
    send_prompt_if_due(s, c);
}

void net_table_send_state_all(net_server *s, net_table *t)
{
    /* Each seat sees its own view; every spectator the same one, made and
     * written out once for all of them (a crowd watching costs one view a
     * move, not one each). */
    char *watched = NULL;
    for (size_t i = 0; i < s->n; i++) {
        net_conn *c = s->c[i];
        if (!at_table(c, t))
            continue;
        if (c->role != ROLE_WATCH) {
            net_table_send_state(s, c, 0);
            continue;
        }
        if (!watched) {
            json_t *j = view_for(t, c);
            watched = json_dumps(j, NET_JSON_FLAGS);
            json_decref(j);
        }
        if (watched)
            net_send_text(&c->b, watched); /* a spectator is never prompted */
    }
    free(watched);
}

void net_table_free(net_table *t)
{
    tb_match_free(t->m);
    t->m = NULL;
    free(t->mover);
    t->mover = NULL;
    t->mover_cap = 0;
    json_decref(t->moves_cache);
    t->moves_cache = NULL;
}

void net_table_save(net_table *t)
{
    if (t->save && tb_save_match(t->m, t->save, 1, "tabula serve") != 0)
        net_srv_log(_("the save %s could not be written (the game goes on)"), t->save);
}

void net_table_finish(net_server *s, net_table *t)
{
    t->over = 1;
    t->state++;
    t->over_at = net_now();
    /* The final view, with the end's state and "over": after the last
     * move, a resignation or a failed bot alike. */
    net_table_send_state_all(s, t);
    net_table_save(t);
    if (t->result_json && tb_write_result_json(t->m, t->result_json) != 0)
        t->rc = TB_EXIT_FAILED;
    net_table_announce(s, t, net_msg_result(t->m));
    if (s->o->lobby)
        net_srv_log(_("table %d: the game is over after %zu moves"), t->id, t->m->n_moves);
    else
        net_srv_log(_("the game is over after %zu moves"), t->m->n_moves);
}


/* A mover's mark for a move a bot played for a person's seat (the seat's
 * number is below it: seats are fewer than 64). */
enum { BOT_FOR_PERSON = 0x40 };

/* Who played moves before..n_moves (seat k; for a person, by a bot when
 * by_bot), for the history. */
static void note_movers(net_table *t, size_t before, int k, int by_bot)
{
    if (t->mover_cap < t->m->n_moves) {
        size_t cap = t->mover_cap ? t->mover_cap : 64;
        while (cap < t->m->n_moves)
            cap *= 2;
        t->mover = tb_xrealloc(t->mover, cap);
        memset(t->mover + t->mover_cap, -1, cap - t->mover_cap);
        t->mover_cap = cap;
    }
    for (size_t i = before; i < t->m->n_moves; i++)
        t->mover[i] = (signed char)(k >= 0 && by_bot ? k | BOT_FOR_PERSON : k);
}

/* The moves played before the server started (a --load): their seats, by
 * replaying the save from its deal (once). */
static void note_loaded_movers(net_table *t)
{
    size_t n = t->m->n_moves;
    if (n == 0 || (t->mover_cap >= n && t->mover[0] >= 0))
        return;
    int *movers = tb_xcalloc(n, sizeof *movers);
    char err[512];
    tb_match *r = tb_match_replayed(t->m, n, movers, err, sizeof err);
    note_movers(t, 0, -1, 0);
    if (r)
        for (size_t i = 0; i < n; i++)
            t->mover[i] = (signed char)movers[i];
    else
        net_srv_log("%s", err);
    tb_match_free(r);
    free(movers);
}

/* The moves so far (the last NET_HISTORY_MAX of them), sent after a
 * welcome: {"type": "history", "total": N, "moves": [{"n", "seat",
 * "name", "move"}, ...]}; "n" counts from 1, and a move a bot played for
 * a person's seat has "bot", as its log line had (stand_in). */
static json_t *history(net_table *t)
{
    note_loaded_movers(t);
    size_t n = t->m->n_moves, from = n > NET_HISTORY_MAX ? n - NET_HISTORY_MAX : 0;
    json_t *moves = json_array();
    for (size_t i = from; i < n; i++) {
        int k = t->mover_cap > i ? t->mover[i] : -1, by_bot = k >= 0 && (k & BOT_FOR_PERSON);
        k = k >= 0 ? k & ~BOT_FOR_PERSON : -1;
        json_t *mv = json_pack("{s:I, s:o, s:o, s:s}", "n", (json_int_t)i + 1, "seat",
                               k >= 0 ? json_integer(k + 1) : json_null(), "name",
                               k >= 0 ? json_string(seat_name(t, k)) : json_null(), "move",
                               t->m->moves[i]);
        if (by_bot)
            json_object_set_new(mv, "bot", json_string(tb_stand_in_bot(t->m->game)));
        json_array_append_new(moves, mv);
    }
    return json_pack("{s:s, s:I, s:o}", "type", "history", "total", (json_int_t)n, "moves", moves);
}

void net_table_after_move(net_server *s, net_table *t, int k, size_t before, const char *bot)
{
    tb_match *m = t->m;
    t->state++;
    note_movers(t, before, k, bot != NULL);
    tb_strbuf played = {0};
    for (size_t i = before; i < m->n_moves; i++)
        tb_strbuf_printf(&played, "%s%s", i > before ? "; " : "", m->moves[i]);
    char text[1024];
    snprintf(text, sizeof text, N_("seat %d (%s) plays: %s"), k + 1, seat_name(t, k),
             tb_strbuf_str(&played));
    json_t *log = json_pack("{s:s, s:i, s:s, s:s, s:s}", "type", "log", "seat", k + 1, "name",
                            seat_name(t, k), "move", tb_strbuf_str(&played), "text", text);
    /* A bot's move for a person's seat: the person did not type it, so
     * their own join shows it (it leaves out the moves its player typed). */
    if (bot)
        json_object_set_new(log, "bot", json_string(bot));
    net_table_announce(s, t, log);
    tb_strbuf_free(&played);
    net_table_save(t);
    t->turn_since = net_now();
    t->bot_at = t->turn_since + s->o->bot_delay_ms / 1000.0;
    if (tb_match_to_move(m) < 0)
        net_table_finish(s, t); /* its view says the game is over */
    else
        net_table_send_state_all(s, t);
}

/* The welcome: who this connection is, the seats (connected, resigned),
 * whether the game has started or is over, and whether spectators may
 * chat (watch_chat), so that a page offers no chat box that can only be
 * refused. */
static json_t *welcome(const net_table *t, const net_conn *c, const net_server_opts *o)
{
    int connected[TB_MAX_SEATS], away[TB_MAX_SEATS];
    for (int k = 0; k < t->m->players; k++) {
        connected[k] = t->seat_conn[k] != NULL;
        /* A person's seat (it has a token) that a bot plays for now. */
        away[k] = t->tokens.seat[k][0] && !t->m->seats[k].human;
    }
    int seat = c->role == ROLE_SEAT ? c->seat : -1;
    json_t *j = json_pack("{s:s, s:o, s:s, s:s, s:s, s:i, s:o, s:b, s:b}", "type", "welcome",
                          "seat", seat >= 0 ? json_integer(seat + 1) : json_null(), "name",
                          seat >= 0 ? seat_name(t, seat) : "spectator", "game",
                          t->m->game_name, "title",
                          tb_match_title(t->m), "players",
                          t->m->players, "seats", net_msg_seats(t->m, connected, away), "started",
                          t->started, "over", t->over);
    json_object_set_new(j, "watch_chat", json_boolean(o->watch_chat));
    if (o->turn_time > 0) /* the clock a prompt's "seconds" count down from */
        json_object_set_new(j, "turn_time", json_real(o->turn_time));
    if (o->lobby)
        json_object_set_new(j, "table", json_integer(t->id));
    return j;
}

void net_table_start_if_ready(net_server *s, net_table *t)
{
    if (t->started)
        return;
    for (int k = 0; k < t->m->players; k++)
        if (t->m->seats[k].human && !t->joined[k])
            return;
    t->started = 1;
    t->state++;
    t->turn_since = net_now();
    t->bot_at = t->turn_since + s->o->bot_delay_ms / 1000.0;
    json_t *ev = json_pack("{s:s, s:b}", "kind", "start", "resumed", t->m->n_moves > 0);
    if (t->m->n_moves)
        net_table_say(s, t, ev, N_("every player is here: the game goes on"));
    else
        net_table_say(s, t, ev, N_("every player is here: the game starts"));
    net_table_send_state_all(s, t);
}

/* What a connection that just came to t is sent: the welcome, then the
 * current view (and the result when the game is over). */
static void arrive(net_server *s, net_conn *c, net_table *t, int back)
{
    net_srv_reply(c, welcome(t, c, s->o));
    net_srv_send(c, history(t));
    if (back) {
        t->state++;
        json_t *ev = net_table_seat_event(t, "back", c->seat);
        json_object_set_new(ev, "bot", json_string(t->m->seats[c->seat].bot));
        net_table_say(s, t, ev, N_("seat %d (%s) is back: the bot %s leaves the seat"), c->seat + 1,
            seat_name(t, c->seat), t->m->seats[c->seat].bot);
        net_table_save(t);
    } else if (c->role == ROLE_SEAT) {
        net_table_say(s, t, net_table_seat_event(t, "joined", c->seat), N_("seat %d (%s) joined"), c->seat + 1,
            seat_name(t, c->seat));
    }
    if (t->over) {
        net_srv_send(c, view_for(t, c));
        net_srv_send(c, net_msg_result(t->m));
        return;
    }
    int was_started = t->started;
    net_table_start_if_ready(s, t); /* when it starts now, everyone gets the state */
    if (back && was_started) {
        /* The seat changed hands and the state moved on: everyone else is
         * sent the view with its new number (a move sent with the old one
         * would be refused as stale), without a second prompt. */
        for (size_t i = 0; i < s->n; i++)
            if (s->c[i] != c && at_table(s->c[i], t))
                net_srv_send(s->c[i], view_for(t, s->c[i]));
    }
    if (was_started || !t->started)
        net_table_send_state(s, c, 0);
}

void net_table_seat_in(net_server *s, net_conn *c, net_table *t, int seat)
{
    if (t->seat_conn[seat]) {
        net_srv_drop_about(t->seat_conn[seat], N_("replaced by a new connection for this seat"),
                           "replaced");
        t->seat_conn[seat] = NULL;
    }
    c->role = ROLE_SEAT;
    c->seat = seat;
    c->t = t;
    t->seat_conn[seat] = c;
    t->joined[seat] = 1;
    /* The bot that kept the seat warm gives it back (not after the end:
     * the result names who played). */
    int back = !t->over && !t->m->seats[seat].human && !(t->m->resigned >> seat & 1);
    if (back) {
        t->m->seats[seat].human = 1;
        t->m->seats[seat].stand_in = 0;
    }
    if (s->o->lobby)
        net_srv_log(_("connection %d (%s): table %d seat %d"), c->id, c->peer, t->id, seat + 1);
    else
        net_srv_log(_("connection %d (%s): seat %d"), c->id, c->peer, seat + 1);
    arrive(s, c, t, back);
}

void net_table_watch_in(net_server *s, net_conn *c, net_table *t)
{
    c->role = ROLE_WATCH;
    c->t = t;
    if (s->o->lobby)
        net_srv_log(_("connection %d (%s): a spectator at table %d"), c->id, c->peer, t->id);
    else
        net_srv_log(_("connection %d (%s): a spectator"), c->id, c->peer);
    arrive(s, c, t, 0);
}

/* A seat that resigned asks for its moves or plays: the bot has it now. */
static const char resigned_why[] = N_("you have resigned: the bot plays your seat to the end");

void net_table_on_move(net_server *s, net_conn *c, json_t *msg)
{
    net_table *t = c->t;
    json_t *jt = json_object_get(msg, "text");
    json_t *js = json_object_get(msg, "state"); /* the view it was chosen in, if said */
    const char *text = json_is_string(jt) ? json_string_value(jt) : NULL;
    char why[1024] = "";
    json_t *about = NULL; /* what the refusal is about, for join's words */
    int k = tb_match_to_move(t->m);
    if (!text || json_string_length(jt) > 1024 || strlen(text) != json_string_length(jt)) {
        snprintf(why, sizeof why, "a move is {\"type\": \"move\", \"text\": MOVE} with MOVE "
                                  "at most 1024 bytes of text");
        about = json_pack("{s:s}", "kind", "bad_move"); /* the message, not the game, is wrong */
    } else if (t->over) {
        snprintf(why, sizeof why, "%s", N_("the game is over"));
        about = json_pack("{s:s}", "kind", "over"); /* as the refusal of "moves" says */
    } else if (!t->started) {
        snprintf(why, sizeof why, "%s", N_("the game starts when every player has joined"));
        about = json_pack("{s:s}", "kind", "not_started");
    } else if (t->m->resigned >> c->seat & 1) {
        snprintf(why, sizeof why, "%s", resigned_why);
        about = json_pack("{s:s}", "kind", "resigned");
    } else if (js && !json_is_integer(js)) {
        snprintf(why, sizeof why, "\"state\" is the integer of the view the move was chosen in");
        about = json_pack("{s:s}", "kind", "bad_state");
    } else if (js && json_integer_value(js) != t->state) {
        snprintf(why, sizeof why, "the table has moved on (state %lld, not %lld): nothing was "
                                  "played",
                 t->state, (long long)json_integer_value(js));
        about = json_pack("{s:s, s:I, s:O}", "kind", "stale", "state", (json_int_t)t->state,
                          "sent", js);
    } else if (k != c->seat)
    {
        snprintf(why, sizeof why, "it is not your turn: seat %d (%s) is to move", k + 1,
                 seat_name(t, k));
        about = net_table_seat_event(t, "not_your_turn", k);
    }
    else {
        size_t before = t->m->n_moves;
        if (tb_match_play_line(t->m, text, why, sizeof why) == 0) {
            net_table_after_move(s, t, k, before, NULL);
            return;
        }
        /* The game refused it: its reason is the game's words, in the
         * server's language; the kind is the same in every language. */
        about = json_pack("{s:s}", "kind", "illegal");
    }
    json_t *j = json_pack("{s:s, s:s, s:s}", "type", "refusal", "move", text ? text : "",
                          "reason", why);
    if (about)
        json_object_set_new(j, "about", about);
    net_srv_reply(c, j);
    send_prompt_if_due(s, c);
}

void net_table_on_moves(net_server *s, net_conn *c)
{
    (void)s;
    net_table *t = c->t;
    int k = tb_match_to_move(t->m);
    int resigned = t->m->resigned >> c->seat & 1;
    if (!t->started || t->over || resigned || k != c->seat) {
        json_t *about = t->over       ? json_pack("{s:s}", "kind", "over")
                        : !t->started ? json_pack("{s:s}", "kind", "not_started")
                        : resigned    ? json_pack("{s:s}", "kind", "resigned")
                                      : net_table_seat_event(t, "not_your_turn", k);
        char turn[256]; /* worded as a move's refusal is */
        snprintf(turn, sizeof turn, "it is not your turn: seat %d (%s) is to move", k + 1,
                 k >= 0 ? seat_name(t, k) : "");
        const char *why = t->over       ? N_("the game is over")
                          : !t->started ? N_("the game starts when every player has joined")
                          : resigned    ? resigned_why
                                        : turn;
        net_srv_reply(c, json_pack("{s:s, s:s, s:s, s:o}", "type", "refusal", "move", "moves",
                                   "reason", why, "about", about));
        return;
    }
    /* Kept for the state it was made in: asking again (a client's redraw,
     * or a flood) costs a copy, not a replay of every legal move. */
    if (!t->moves_cache || t->moves_state != t->state) {
        json_decref(t->moves_cache);
        t->moves_cache = net_msg_moves(t->m, k);
        json_object_set_new(t->moves_cache, "state", json_integer(t->state));
        t->moves_state = t->state;
    }
    net_srv_reply(c, json_copy(t->moves_cache)); /* the copy takes the id */
}

void net_table_conn_gone(net_server *s, net_conn *c)
{
    net_table *t = c->t;
    if (!t || c->role != ROLE_SEAT || t->seat_conn[c->seat] != c)
        return;
    t->seat_conn[c->seat] = NULL;
    t->absent_since[c->seat] = net_now();
    if (t->over)
        return;
    json_t *ev = net_table_seat_event(t, "left", c->seat);
    json_object_set_new(ev, "waits", json_boolean(s->o->seat_timeout > 0));
    if (s->o->seat_timeout > 0)
        net_table_say(s, t, ev, N_("seat %d (%s) left the table; the game waits for them"), c->seat + 1,
            seat_name(t, c->seat));
    else
        net_table_say(s, t, ev, N_("seat %d (%s) left the table"), c->seat + 1, seat_name(t, c->seat));
}

int net_table_wait_ms(const net_server *s, const net_table *t, double now, int cap)
{
    int k = tb_match_to_move(t->m);
    if (!t->started || t->over || k < 0)
        return cap;
    if (t->m->seats[k].human) {
        if (s->o->turn_time <= 0)
            return cap;
        double ms = (t->turn_since + s->o->turn_time - now) * 1000;
        return ms <= 0 ? 0 : ms < cap ? (int)ms + 1 : cap;
    }
    double ms = (t->bot_at - now) * 1000;
    return ms <= 0 ? 0 : ms < cap ? (int)ms + 1 : cap;
}

const char *net_table_bot_takes(net_table *t, int k)
{
    t->state++;
    return tb_match_stand_in(t->m, k);
}

/* The clock ran out for seat k (a person): the game's bot plays one move. */
static void clock_out(net_server *s, net_table *t, int k)
{
    tb_match *m = t->m;
    tb_seat *st = &m->seats[k];
    tb_seat keep = *st;
    const char *bot = net_table_bot_takes(t, k);
    json_t *ev = net_table_seat_event(t, "timeout", k);
    json_object_set_new(ev, "seconds", json_real(s->o->turn_time));
    json_object_set_new(ev, "bot", json_string(bot));
    net_table_say(s, t, ev, N_("seat %d (%s) ran out of time (%g s): the bot %s plays one move "
                               "for them"),
                  k + 1, st->name, s->o->turn_time, bot);
    char text[512], err[1024];
    size_t before = m->n_moves;
    int rc = tb_match_play_bot(m, text, sizeof text, err, sizeof err);
    /* The seat is the person's again (the bot's search, if it made one,
     * stays with the seat for the next time). */
    st->human = keep.human;
    st->plugin_bot = keep.plugin_bot;
    memcpy(st->bot, keep.bot, sizeof st->bot);
    if (rc != 0) {
        net_srv_log("%s", err);
        t->rc = TB_EXIT_FAILED;
        m->quit = 1;
        net_table_finish(s, t);
        return;
    }
    m->assisted |= 1u << k;
    net_table_after_move(s, t, k, before, bot);
}

void net_table_step(net_server *s, net_table *t, double now)
{
    if (!t->started || t->over)
        return;
    int k = tb_match_to_move(t->m);
    if (k < 0) {
        net_table_finish(s, t);
        return;
    }
    tb_seat *st = &t->m->seats[k];
    if (!st->human) {
        if (now < t->bot_at)
            return;
        char text[512], err[1024];
        size_t before = t->m->n_moves;
        if (tb_match_play_bot(t->m, text, sizeof text, err, sizeof err) != 0) {
            net_srv_log("%s", err);
            t->rc = TB_EXIT_FAILED;
            t->m->quit = 1;
            net_table_finish(s, t);
            return;
        }
        /* A bot's move for a person's seat (one with a token, kept warm for
         * an absent player): the result says the seat was assisted. */
        int persons = t->tokens.seat[k][0] != 0;
        if (persons && !(t->m->resigned >> k & 1))
            t->m->assisted |= 1u << k;
        net_table_after_move(s, t, k, before, persons ? st->bot : NULL);
        return;
    }
    if (s->o->turn_time > 0 && now - t->turn_since >= s->o->turn_time) {
        clock_out(s, t, k);
        return;
    }
    if (t->seat_conn[k] || s->o->seat_timeout <= 0)
        return;
    double since = t->absent_since[k] > t->turn_since ? t->absent_since[k] : t->turn_since;
    if (t->away_told != t->state) {
        /* Said before the bot takes over, so the others know why they wait
         * and the player, back in time, keeps the seat. */
        t->away_told = t->state;
        double left = s->o->seat_timeout - (now - since);
        json_t *ev = net_table_seat_event(t, "away", k);
        json_object_set_new(ev, "seconds", json_real(left > 0 ? (double)(long)(left + 0.5) : 0));
        net_table_say(s, t, ev,
                      N_("seat %d (%s) is away on their turn: the game's bot plays the seat if "
                         "they are not back within %g s"),
                      k + 1, st->name, left > 0 ? (double)(long)(left + 0.5) : 0);
    }
    if (now - since < s->o->seat_timeout)
        return;
    /* The game's default bot takes the seat until its player comes back:
     * still theirs in the save and the result. */
    const char *bot = net_table_bot_takes(t, k);
    st->stand_in = 1;
    json_t *ev = net_table_seat_event(t, "bot", k);
    json_object_set_new(ev, "seconds", json_real(s->o->seat_timeout));
    json_object_set_new(ev, "bot", json_string(bot));
    net_table_say(s, t, ev,
        N_("seat %d (%s) did not come back within %g s: the bot %s plays the seat until they "
           "do"),
        k + 1, st->name, s->o->seat_timeout, bot);
    net_table_save(t);
    t->bot_at = now;
}
