/* net_log_words.c — a table's log line in the player's language (see
 * net_log_words.h).  The msgids are the server's own English lines
 * (net_table.c), so in English the line is the server's text exactly. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "match.h"
#include "net.h"
#include "net_log_words.h"

static const char *str(const json_t *o, const char *key)
{
    const json_t *v = json_object_get(o, key);
    return json_is_string(v) ? json_string_value(v) : NULL;
}

/* The event's words, or -1 when the event is unknown or lacks a field
 * (a newer server's event: its text is shown instead). */
static int words(const json_t *ev, char *buf, size_t cap)
{
    const char *kind = str(ev, "kind"), *name = str(ev, "name"), *bot = str(ev, "bot");
    const json_t *seat = json_object_get(ev, "seat");
    int k = json_is_integer(seat) ? (int)json_integer_value(seat) : 0;
    if (!kind)
        return -1;
    if (strcmp(kind, "rematch") == 0) { /* no seed: it would deal the hidden cards */
        snprintf(buf, cap, "%s", _("every player asked for a rematch: a new deal"));
        return 0;
    }
    if (strcmp(kind, "start") == 0) {
        snprintf(buf, cap, "%s",
                 json_is_true(json_object_get(ev, "resumed"))
                     ? _("every player is here: the game goes on")
                     : _("every player is here: the game starts"));
        return 0;
    }
    if (k < 1 || !name)
        return -1;
    if (strcmp(kind, "joined") == 0)
        snprintf(buf, cap, _("seat %d (%s) joined"), k, name);
    else if (strcmp(kind, "left") == 0 && json_is_true(json_object_get(ev, "waits")))
        snprintf(buf, cap, _("seat %d (%s) left the table; the game waits for them"), k, name);
    else if (strcmp(kind, "left") == 0)
        snprintf(buf, cap, _("seat %d (%s) left the table"), k, name);
    else if (strcmp(kind, "back") == 0 && bot)
        snprintf(buf, cap, _("seat %d (%s) is back: the bot %s leaves the seat"), k, name, bot);
    else if (strcmp(kind, "away") == 0 && json_is_number(json_object_get(ev, "seconds")))
        snprintf(buf, cap,
                 _("seat %d (%s) is away on their turn: the game's bot plays the seat if they "
                   "are not back within %g s"),
                 k, name, json_number_value(json_object_get(ev, "seconds")));
    else if (strcmp(kind, "timeout") == 0 && bot &&
             json_is_number(json_object_get(ev, "seconds")))
        snprintf(buf, cap, _("seat %d (%s) ran out of time (%g s): the bot %s plays one move for "
                             "them"),
                 k, name, json_number_value(json_object_get(ev, "seconds")), bot);
    else if (strcmp(kind, "resigned") == 0 && json_is_false(json_object_get(ev, "ends")) && bot)
        snprintf(buf, cap, _("seat %d (%s) resigns: the bot %s plays the seat to the end"), k,
                 name, bot);
    else if (strcmp(kind, "resigned") == 0 && json_is_true(json_object_get(ev, "ends")) &&
             json_is_integer(json_object_get(ev, "winner")) && str(ev, "winner_name"))
        snprintf(buf, cap, _("seat %d (%s) resigns: seat %d (%s) wins"), k, name,
                 (int)json_integer_value(json_object_get(ev, "winner")), str(ev, "winner_name"));
    else if (strcmp(kind, "resigned") == 0 && json_is_true(json_object_get(ev, "ends")) &&
             json_is_null(json_object_get(ev, "winner")))
        snprintf(buf, cap, _("seat %d (%s) resigns"), k, name);
    else if (strcmp(kind, "rematch_asked") == 0)
        snprintf(buf, cap, _("seat %d (%s) asks for a rematch"), k, name);
    else if (strcmp(kind, "bot") == 0 && bot && json_is_number(json_object_get(ev, "seconds")))
        snprintf(buf, cap,
                 _("seat %d (%s) did not come back within %g s: the bot %s plays the seat "
                   "until they do"),
                 k, name, json_number_value(json_object_get(ev, "seconds")), bot);
    else
        return -1;
    return 0;
}

const char *net_log_words(const json_t *msg, char *buf, size_t cap)
{
    const json_t *ev = json_object_get(msg, "event");
    if (!json_is_object(ev) || words(ev, buf, cap) != 0) {
        const char *text = str(msg, "text");
        snprintf(buf, cap, "%s", text ? text : "");
    }
    return net_utf8_fit(buf);
}

/* A name or chat line refused for a character: "about" has the field, the
 * character's kind and its code (net_text_refusal).  0, or -1 when a field
 * is missing or unknown. */
static int bad_text(const json_t *about, char *buf, size_t cap)
{
    static const char *const kinds[][2] = {
        {"control", N_("a control character")},
        {"separator", N_("a line or paragraph separator")},
        {"bidi", N_("a bidirectional control")},
        {"bom", N_("a byte order mark")},
        {"noncharacter", N_("a noncharacter")},
    };
    const char *field = str(about, "field"), *what = str(about, "what"), *code = str(about, "char");
    int chat = field && strcmp(field, "chat") == 0;
    if (!what || !field || (!chat && strcmp(field, "name") != 0))
        return -1;
    if (strcmp(what, "not_utf8") == 0) {
        snprintf(buf, cap, "%s",
                 chat ? _("the chat line: not UTF-8 text") : _("\"name\": not UTF-8 text"));
        return 0;
    }
    for (size_t i = 0; code && i < sizeof kinds / sizeof kinds[0]; i++)
        if (strcmp(what, kinds[i][0]) == 0) {
            snprintf(buf, cap, chat ? _("the chat line: %s (%s) is not allowed")
                                    : _("\"name\": %s (%s) is not allowed"),
                     _(kinds[i][1]), code);
            return 0;
        }
    return -1;
}

/* The words of a reason's "about", or -1 (unknown kind, a field missing). */
static int reason(const json_t *about, char *buf, size_t cap)
{
    const char *kind = str(about, "kind");
    const json_t *jt = json_object_get(about, "table");
    long long table = json_is_integer(jt) ? (long long)json_integer_value(jt) : 0;
    int seat = (int)json_integer_value(json_object_get(about, "seat"));
    int players = (int)json_integer_value(json_object_get(about, "players"));
    int tables = (int)json_integer_value(json_object_get(about, "tables"));
    const char *name = str(about, "name");
    if (!kind)
        return -1;
    if (strcmp(kind, "not_your_turn") == 0 && seat > 0 && name)
        snprintf(buf, cap, _("it is not your turn: seat %d (%s) is to move"), seat, name);
    else if (strcmp(kind, "bad_text") == 0)
        return bad_text(about, buf, cap);
    else if (strcmp(kind, "stale") == 0) {
        const json_t *now = json_object_get(about, "state"), *sent = json_object_get(about, "sent");
        if (!json_is_integer(now) || !json_is_integer(sent))
            return -1;
        snprintf(buf, cap, _("the table has moved on (state %lld, not %lld): nothing was played"),
                 (long long)json_integer_value(now), (long long)json_integer_value(sent));
    } else if (table < 1)
        return -1;
    else if (strcmp(kind, "no_table") == 0 && tables > 0)
        snprintf(buf, cap, _("there is no table %lld (this lobby has 1 to %d)"), table, tables);
    else if (strcmp(kind, "no_seat") == 0 && players > 0)
        snprintf(buf, cap, _("\"seat\" is a seat number from 1 to %d at table %d"), players,
                 (int)table);
    else if (strcmp(kind, "seat_taken") == 0 && seat > 0)
        snprintf(buf, cap, _("seat %d of table %d is not free"), seat, (int)table);
    else if (strcmp(kind, "table_over") == 0)
        snprintf(buf, cap, _("the game at table %d is over"), (int)table);
    else if (strcmp(kind, "table_full") == 0)
        snprintf(buf, cap, _("table %d has no free seat"), (int)table);
    else if (strcmp(kind, "name_taken") == 0 && name)
        snprintf(buf, cap, _("the name \"%s\" is taken at table %d"), name, (int)table);
    else
        return -1;
    return 0;
}

const char *net_reason_words(const json_t *msg, char *buf, size_t cap)
{
    const json_t *about = json_object_get(msg, "about");
    if (!json_is_object(about) || reason(about, buf, cap) != 0) {
        const char *why = str(msg, "reason");
        snprintf(buf, cap, "%s", why ? _(why) : "");
    }
    return net_utf8_fit(buf);
}

/* The table's facts from the result JSON; 0, or -1 when a field is missing
 * or out of range (a newer server's result shows its own text). */
static int table_of(const json_t *r, tb_result_table *t)
{
    const json_t *players = json_object_get(r, "players");
    memset(t, 0, sizeof *t);
    t->game = str(r, "game");
    t->end = str(r, "end");
    if (!t->game || !t->end || !json_is_array(players) || json_array_size(players) < 1 ||
        json_array_size(players) > TB_MAX_SEATS || !json_is_integer(json_object_get(r, "turns")))
        return -1;
    t->turns = (int)json_integer_value(json_object_get(r, "turns"));
    /* The seed is an unsigned 64-bit number sent as a signed one. */
    t->seed = (unsigned long long)json_integer_value(json_object_get(r, "seed"));
    t->undos = json_integer_value(json_object_get(r, "undos")) > 0;
    t->assisted = json_is_true(json_object_get(r, "assisted"));
    t->players = (int)json_array_size(players);
    size_t i;
    const json_t *p, *w;
    json_array_foreach(players, i, p) {
        const json_t *rounds = json_object_get(p, "rounds");
        t->name[i] = str(p, "name");
        if (!t->name[i] || !json_is_array(rounds) || json_array_size(rounds) > TB_MAX_ROUNDS ||
            (i > 0 && (int)json_array_size(rounds) != t->rounds))
            return -1;
        t->rounds = (int)json_array_size(rounds);
        for (int k = 0; k < t->rounds; k++)
            t->score[k][i] = (int)json_integer_value(json_array_get(rounds, (size_t)k));
        t->total[i] = (long)json_integer_value(json_object_get(p, "total"));
        t->rank[i] = (int)json_integer_value(json_object_get(p, "rank"));
    }
    json_array_foreach(json_object_get(r, "winners"), i, w) {
        json_int_t seat = json_integer_value(w);
        if (seat >= 1 && seat <= t->players)
            t->winners |= 1u << (seat - 1);
    }
    return 0;
}

char *net_result_words(const json_t *msg)
{
    tb_result_table t;
    if (table_of(json_object_get(msg, "result"), &t) == 0)
        return tb_result_table_text(&t);
    const char *text = str(msg, "text");
    return tb_xstrdup(text ? text : "");
}
