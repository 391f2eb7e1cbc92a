/*
 * remote.c — the ncurses table for `tabula join`: the same drawing as
 * play.c (the table model, the log, the line editor, Tab's list of moves),
 * fed by what the server sends instead of by a local match.  The view, the
 * moves and the refusals all come from the server; a typed line goes to it
 * as a move, and the table redraws when its answer comes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "net.h"
#include "services.h"
#include "strbuf.h"
#include "tui.h"

static const char *str(const json_t *j, const char *key, const char *dflt)
{
    const json_t *v = json_object_get(j, key);
    return json_is_string(v) ? json_string_value(v) : dflt;
}

/* The table model of a view message (cards as the plugin's view() gave them). */
static void view_from_json(const json_t *msg, tb_view *v, int seat)
{
    static const char *const colours[] = {"none", "red",    "orange", "yellow", "green",
                                          "blue", "purple", "black",  "white"};
    static const char *const layouts[] = {"row", "stack", "fan", "grid"};
    tb_view_init(v, seat);
    size_t i, c;
    json_t *z, *card, *line;
    json_array_foreach(json_object_get(msg, "status"), i, line)
        if (json_is_string(line))
            tb_view_status(v, json_string_value(line));
    json_array_foreach(json_object_get(msg, "zones"), i, z) {
        json_t *owner = json_object_get(z, "owner");
        int layout = 0;
        for (int k = 0; k < 4; k++)
            if (strcmp(str(z, "layout", ""), layouts[k]) == 0)
                layout = k;
        tb_view_zone(v, str(z, "name", "?"),
                     json_is_integer(owner) ? (int)json_integer_value(owner) - 1 : -1, layout);
        tb_view_zone_key(v, str(z, "key", ""));
        json_array_foreach(json_object_get(z, "cards"), c, card) {
            json_t *hidden = json_object_get(card, "hidden");
            if (json_is_integer(hidden)) {
                json_int_t n = json_integer_value(hidden);
                tb_view_hidden(v, n > 0 && n < 10000 ? (int)n : 0);
                continue;
            }
            int colour = 0;
            for (int k = 0; k < TB_COLOUR_COUNT; k++)
                if (strcmp(str(card, "colour", ""), colours[k]) == 0)
                    colour = k;
            tb_view_card(v, str(card, "label", "?"), str(card, "pretty", NULL), colour);
        }
    }
}

/* The help screen's keys (? or F1): the move line's (tui_table_line_keys),
 * then those of play's table that a network table has, and its own (chat,
 * resign, rematch). */
static const tui_key_row join_keys[] = {
    {N_("say TEXT, c"), N_("a chat line to the table (c when it is not your turn)")},
    {N_("resign, r"), N_("resign, after asking (r when it is not your turn); at two seats the "
                        "other seat wins, else the game's bot plays your seat to the end")},
    {N_("r after the result"), N_("ask for a rematch: a new deal with the same seats")},
    {N_("q"), N_("leave the table (on an empty line; asks first while the game goes on); join "
                "again with the same token to come back")},
    {N_("Esc"), N_("clear the line and the error")},
    {NULL, NULL},
};

typedef struct remote_ui {
    const tui *t;
    net_remote *r;
    tb_match shell; /* only players and seat names: what the table drawing reads */
    int scroll;
    tui_line line;
    tui_moves moves;
    tui_log log;
    size_t log_seen;
    char error[600];
    int chatting;   /* the line editor holds a chat line (c, when it is not your turn) */
    /* The move last sent and the moves played when it went: refused, it
     * comes back to the line to be mended (as at play's table); once the
     * table moves on, it is forgotten. */
    char sent[TUI_LINE_MAX * 4];
    long sent_at;
} remote_ui;

/* The footer's keys and, when it fits beside them (and room columns of
 * the clock), ?: help. */
static const char *with_help(char *out, size_t cap, const char *keys, int room)
{
    snprintf(out, cap, "%s   %s", keys, _("?: help"));
    if (tui_width(out) > COLS - 2 - room)
        snprintf(out, cap, "%s", keys);
    return out;
}

static void draw(remote_ui *u)
{
    const tui *t = u->t;
    net_remote *r = u->r;
    if (tui_too_small(t))
        return;
    erase();
    char left[200], right[160];
    snprintf(right, sizeof right, "%s",
             r->title[0] ? _("waiting for the players") : _("connecting"));
    if (r->title[0]) /* welcomed: the table's title and who sits here */
        snprintf(left, sizeof left, "Tabula %s %s %s %s", tui_glyph(t, "\u00b7", "-"), r->title,
                 tui_glyph(t, "\u00b7", "-"), r->seat >= 0 ? r->name : _("watching"));
    else
        snprintf(left, sizeof left, "Tabula");
    json_t *to_move = r->view ? json_object_get(r->view, "to_move") : NULL;
    if (json_is_integer(to_move)) {
        int k = (int)json_integer_value(to_move) - 1;
        if (k >= 0 && k < r->players)
            snprintf(right, sizeof right, _("%s to move (seat %d)"), r->names[k], k + 1);
    } else if (r->view) {
        snprintf(right, sizeof right, _("game over"));
    }
    tui_bar(t, 0, left, right, tui_attr(t, TR_TITLE));
    int side = COLS >= 96 ? 30 : 0;
    if (r->view) {
        tb_view v;
        view_from_json(r->view, &v, r->seat);
        tui_table_draw(t, &u->shell, &v, 2, 2, LINES - 6, COLS - side - 4, &u->scroll);
        tb_view_free(&v);
        char totals[512];
        int len = snprintf(totals, sizeof totals, _("Totals:"));
        size_t i;
        json_t *tot;
        json_array_foreach(json_object_get(r->view, "totals"), i, tot)
            if (i < (size_t)r->players && len > 0 && (size_t)len < sizeof totals)
                len += snprintf(totals + len, sizeof totals - (size_t)len, "%s %s %lld",
                                i ? "," : "", r->names[i], (long long)json_integer_value(tot));
        tui_put(t, LINES - 4, 2, COLS - side - 4, totals, tui_attr(t, TR_DIM));
    }
    if (side)
        tui_log_box(t, &u->log, 1, COLS - side, LINES - 4, side);
    if (u->error[0]) {
        char line[700];
        snprintf(line, sizeof line, "%s %s", tui_glyph(t, "\u2717", "!"), u->error);
        tui_put(t, LINES - 3, 1, COLS - 2, line, tui_attr(t, TR_ERROR));
    } else if (!side && tui_log_get(&u->log, 0)) {
        char line[200];
        snprintf(line, sizeof line, _("Last: %s"), tui_log_get(&u->log, 0));
        tui_put(t, LINES - 3, 1, COLS - 2, line, tui_attr(t, TR_DIM));
    }
    int cx = -1;
    char clock[64] = "";
    if (r->prompted && r->deadline > 0) {
        /* The turn clock: what is left of this move's time. */
        double rest = r->deadline - net_now();
        snprintf(clock, sizeof clock, _("%s %d s left"), tui_glyph(t, "\u23f1", "clock:"),
                 rest > 0 ? (int)(rest + 0.999) : 0);
    }
    if (r->over && r->result) {
        /* The result over the table, and what the person may do now. */
        tb_strbuf b = {0};
        tb_strbuf_printf(&b, "%s\n%s", r->result,
                         r->seat < 0         ? ""
                         : r->rematch_asked ? _("You asked for a rematch: the new deal starts when "
                                                "every player has asked.")
                                            : _("Press r for a rematch (a new deal with the same "
                                                "seats). The table closes a few seconds after the "
                                                "result unless a player asks."));
        tui_note(t, _("Result"), tb_strbuf_str(&b));
        tb_strbuf_free(&b);
    }
    if (u->chatting) {
        char prompt[80];
        snprintf(prompt, sizeof prompt, "%s %s ", _("say"), tui_glyph(t, "\u203a", ">"));
        int pw = tui_put(t, LINES - 2, 1, COLS / 2, prompt, tui_attr(t, TR_OK));
        cx = tui_line_draw(t, &u->line, LINES - 2, 1 + pw, COLS - 2 - pw, A_NORMAL);
        tui_bar(t, LINES - 1, _("Enter: send to the table   Esc: cancel"), NULL,
                tui_attr(t, TR_DIM) | A_REVERSE);
    } else if (r->prompted) {
        char prompt[80];
        snprintf(prompt, sizeof prompt, "%s %s ", r->name, tui_glyph(t, "\u203a", ">"));
        int pw = tui_put(t, LINES - 2, 1, COLS / 2, prompt, tui_attr(t, TR_OK));
        cx = tui_line_draw(t, &u->line, LINES - 2, 1 + pw, COLS - 2 - pw, A_NORMAL);
        char keys[300];
        tui_bar(t, LINES - 1,
                with_help(keys, sizeof keys,
                          _("Enter: play   Tab: legal moves   say TEXT: chat   resign   q: leave"),
                          tui_width(clock) + 2),
                clock, tui_attr(t, TR_DIM) | A_REVERSE);
        if (u->moves.open)
            tui_moves_draw(t, &u->moves, LINES - 3, 1 + pw);
    } else {
        char keys[300];
        tui_bar(t, LINES - 1,
                with_help(keys, sizeof keys,
                          r->seat < 0 ? _("c: chat   q: stop watching")
                          : r->over   ? _("r: rematch   c: chat   q: leave the table")
                                      : _("c: chat   r: resign   q: leave the table"),
                          0),
                NULL, tui_attr(t, TR_DIM) | A_REVERSE);
    }
    if (cx >= 0 && !u->moves.open) {
        curs_set(1);
        move(LINES - 2, cx);
    } else {
        curs_set(0);
    }
    refresh();
}

/* Take what the last pump brought: log lines, a refusal, the moves list. */
static void take_news(remote_ui *u)
{
    net_remote *r = u->r;
    for (; u->log_seen < r->n_log; u->log_seen++)
        tui_log_add(&u->log, "%s", r->log[u->log_seen % 64]);
    if (u->sent[0] && r->moves_known != u->sent_at)
        u->sent[0] = '\0'; /* played: nothing to mend */
    if (r->error[0]) {
        tui_copy(u->error, sizeof u->error, r->error);
        r->error[0] = '\0';
        if (u->sent[0] && u->line.len == 0) /* the refused move, back on the line */
            tui_line_set(&u->line, u->sent);
        u->sent[0] = '\0';
    }
    for (int k = 0; k < r->players && k < TB_MAX_SEATS; k++)
        snprintf(u->shell.seats[k].name, sizeof u->shell.seats[k].name, "%s", r->names[k]);
    u->shell.players = r->players;
    if (r->moves) {
        tui_moves_free(&u->moves);
        size_t n = json_array_size(r->moves), i;
        json_t *mv;
        u->moves.text = tb_xcalloc(n ? n : 1, sizeof *u->moves.text);
        u->moves.shown = tb_xcalloc(n ? n : 1, sizeof *u->moves.shown);
        json_array_foreach(r->moves, i, mv)
            u->moves.text[i] = tb_xstrdup(json_is_string(mv) ? json_string_value(mv) : "");
        u->moves.n = n;
        json_decref(r->moves);
        r->moves = NULL;
        char typed[TUI_LINE_MAX * 4];
        tui_line_get(&u->line, typed, sizeof typed);
        tui_moves_filter(&u->moves, typed);
        u->moves.open = 1;
    }
}

/* Resign, once the person says so.  1 when sent. */
static int ask_resign(remote_ui *u)
{
    if (tui_confirm(u->t, NULL, NULL,
                    _("Resign? At two seats the other seat wins; else the game's bot plays "
                      "your seat to the end.")) == 0)
        return 0;
    u->r->send(u->r->ctx, "resign", NULL, NULL);
    return 1;
}

static void submit(remote_ui *u, const char *typed)
{
    char text[TUI_LINE_MAX * 4];
    snprintf(text, sizeof text, "%s", typed);
    char *s = text;
    while (*s == ' ')
        s++;
    size_t n = strlen(s);
    while (n && s[n - 1] == ' ')
        s[--n] = '\0';
    if (!*s)
        return;
    if (u->chatting || strncmp(s, "say ", 4) == 0) {
        /* A chat line, typed after c or as "say TEXT" at the prompt. */
        u->r->send(u->r->ctx, "chat", "text", u->chatting ? s : s + 4);
        u->chatting = 0;
        tui_line_clear(&u->line);
        return;
    }
    if (strcmp(s, "resign") == 0) {
        tui_line_clear(&u->line);
        if (ask_resign(u))
            u->r->prompted = 0;
        return;
    }
    tui_line_remember(&u->line, s);
    snprintf(u->sent, sizeof u->sent, "%s", s);
    u->sent_at = u->r->moves_known;
    u->r->send(u->r->ctx, "move", "text", s);
    u->r->prompted = 0;
    u->error[0] = '\0';
    u->moves.open = 0;
    tui_line_clear(&u->line);
}

/* A key for the line being typed (a move, or a chat line after c): Esc
 * drops it (and the chat, or the last refusal), Enter sends it. */
static void edit_key(remote_ui *u, int k)
{
    if (k == TUI_ESC) {
        if (u->chatting)
            u->chatting = 0;
        else
            u->error[0] = '\0';
        tui_line_clear(&u->line);
    } else if (tui_is_enter(k)) {
        char typed[TUI_LINE_MAX * 4];
        tui_line_get(&u->line, typed, sizeof typed);
        submit(u, typed);
    } else {
        tui_line_key(&u->line, k, 1);
        tui_line_note_full(&u->line, u->error, sizeof u->error);
    }
}

/* One key.  1: leave. */
static int key(remote_ui *u, int k)
{
    net_remote *r = u->r;
    if (k == TUI_FKEY(KEY_PPAGE) || k == TUI_FKEY(KEY_NPAGE)) {
        int step = LINES / 2 > 1 ? LINES / 2 : 1;
        u->scroll += k == TUI_FKEY(KEY_NPAGE) ? step : -step;
        return 0;
    }
    if (u->chatting) {
        edit_key(u, k);
        return 0;
    }
    if (k == TUI_FKEY(KEY_F(1)) || (k == '?' && u->line.len == 0 && !u->moves.open))
        return tui_help_show(u->t, &(tui_help_page){.lead = tui_table_line_keys,
                                                     .keys = join_keys}) == TUI_SIGNAL;
    if (!r->prompted || (u->line.len == 0 && k == 'q' && !u->moves.open)) {
        if (k == 'q' && r->over) /* the game is over: no seat waits to be taken back */
            return 1;
        if (k == 'q')
            return tui_confirm(u->t, NULL, NULL, _("Leave the table? Join again with the same "
                                                 "token to come back.")) != 0;
        if (k == 'c' && !r->prompted) {
            tui_line_clear(&u->line);
            u->chatting = 1;
        } else if (k == 'r' && r->over && r->seat >= 0) {
            r->send(r->ctx, "rematch", NULL, NULL);
            r->rematch_asked = 1;
        } else if (k == 'r' && !r->prompted && r->seat >= 0 && r->view) {
            ask_resign(u);
        }
        return 0;
    }
    if (u->moves.open) {
        const char *pick = NULL;
        int got = tui_moves_key(&u->moves, k, &pick);
        if (got == 2) {
            char chosen[512];
            snprintf(chosen, sizeof chosen, "%s", pick);
            submit(u, chosen);
        } else if (got == 0 && tui_line_key(&u->line, k, 0)) {
            tui_line_note_full(&u->line, u->error, sizeof u->error);
            char typed[TUI_LINE_MAX * 4];
            tui_line_get(&u->line, typed, sizeof typed);
            tui_moves_filter(&u->moves, typed);
        }
        return 0;
    }
    if (k == '\t')
        r->send(r->ctx, "moves", NULL, NULL);
    else
        edit_key(u, k);
    return 0;
}

int tb_tui_join(net_remote *r)
{
    tui t;
    char err[512];
    if (tui_begin(&t, err, sizeof err) != 0) {
        fprintf(stderr, _("tabula join: %s; using the text UI\n"), err);
        return -1;
    }
    remote_ui u;
    memset(&u, 0, sizeof u);
    u.t = &t;
    u.r = r;
    tui_line_init(&u.line);
    int lost = 0, left = 0; /* the connection broke; the person left */
    while (!r->done) {
        if (r->pump(r->ctx, 0) != 0) {
            lost = 1;
            break;
        }
        take_news(&u);
        draw(&u);
        int k = tui_key(50);
        if (k == TUI_SIGNAL) {
            r->done = left = 1;
            break;
        }
        if (k == TUI_TIMEOUT || k == TUI_RESIZE)
            continue;
        if (key(&u, k)) {
            left = 1;
            r->send(r->ctx, "leave", NULL, NULL);
            r->pump(r->ctx, 200);
            r->done = 1;
            break;
        }
    }
    if (r->result && !lost && !left) {
        /* The server closed the finished table: the result, and why it
         * is gone, until a key (then join prints the result and ends). */
        tb_strbuf b = {0};
        tb_strbuf_printf(&b, "%s\n%s", r->result, _("The table has closed: the game is over."));
        tui_message(&t, _("Result"), tb_strbuf_str(&b));
        tb_strbuf_free(&b);
    }
    tui_moves_free(&u.moves);
    tui_line_free(&u.line);
    tui_end();
    return 0;
}
