/*
 * setup.c — the screen between the game list and the table: how many
 * players, who sits where (a person or one of the game's bots), their
 * names, the seed, and the options of the game's parameter schema that a
 * player chooses (not min_players/max_players, nor those the game file
 * leaves to its designer: gamefile.h), filled from the game's ini and
 * checked by the same code as --set.  Start builds
 * the match exactly as `tabula play` does (see resolve.c).
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "tabletop.h"
#include "tui.h"
#include "botspec.h" /* includes ismcts.h */

typedef enum { ROW_PLAYERS, ROW_SEAT, ROW_SEED, ROW_BUDGET, ROW_OPTION, ROW_START } row_kind;

typedef struct row {
    row_kind kind;
    int index; /* the seat, or the option */
} row;

/* Columns: the row's name, then its value between arrows, then help. */
enum { MAX_KINDS = 16, LABEL_W = 22, VALUE_W = 12 };

typedef struct setup {
    const tui *t;
    const tb_game_entry *e;
    const tb_game *g;
    tb_options *o;
    int players, lo, hi;
    const char *kinds[MAX_KINDS]; /* "human", then tb_botspec_choices() */
    int n_kinds;
    int kind[TB_MAX_SEATS];
    char name[TB_MAX_SEATS][TB_NAME_MAX]; /* "" for the default name */
    unsigned long long seed;
    long budget;                  /* ismcts iterations per move */
    char spec[TB_MAX_SEATS][TB_SPEC_MAX]; /* "ismcts:iterations=N" at start */
    row rows[TB_MAX_SEATS + 64];
    int n_rows, focus, top;
    int editing;
    tui_line line;
    char error[512];
} setup;

static const tui_key_row setup_keys[] = {
    {N_("Up/Down or j/k, Tab"), N_("move between the rows")},
    {N_("Left/Right, h/l"), N_("change the value (players, a seat, a number, a choice)")},
    {N_("Space"), N_("switch a yes/no option")},
    {N_("Enter"), N_("edit a name, a number or a text; on Start: play")},
    {N_("Esc"), N_("cancel an edit; else back to the game list")},
    {N_("?"), N_("this help, with the game's rules")},
    {NULL, NULL},
};

/* The rows for the current number of players; the focus stays on the same
 * row even when seats come or go above it. */
static void build_rows(setup *s)
{
    row was = s->n_rows ? s->rows[s->focus] : (row){ROW_START, 0};
    int n = 0;
    s->rows[n++] = (row){ROW_PLAYERS, 0};
    for (int k = 0; k < s->players; k++)
        s->rows[n++] = (row){ROW_SEAT, k};
    s->rows[n++] = (row){ROW_SEED, 0};
    /* What a player chooses: not the seat-count limits (the Players row
     * keeps to them) nor what the game file leaves to its designer. */
    for (size_t i = 0; i < s->o->n && n < (int)(sizeof s->rows / sizeof s->rows[0]) - 2; i++)
        if (!tb_gamefile_designer_only(s->e->file, s->o->v[i].param->key))
            s->rows[n++] = (row){ROW_OPTION, (int)i};
    /* After the game's options, so their rows keep their places. */
    s->rows[n++] = (row){ROW_BUDGET, 0};
    s->rows[n++] = (row){ROW_START, 0};
    s->n_rows = n;
    s->focus = n - 1;
    for (int i = 0; i < n; i++)
        if (s->rows[i].kind == was.kind && s->rows[i].index == was.index)
            s->focus = i;
}

/* The players range follows options such as min_players/max_players. */
static void refresh_players(setup *s)
{
    tb_options_players(s->o, &s->lo, &s->hi);
    if (s->lo < s->g->min_players)
        s->lo = s->g->min_players;
    if (s->hi > s->g->max_players)
        s->hi = s->g->max_players;
    if (s->players < s->lo)
        s->players = s->lo;
    if (s->players > s->hi)
        s->players = s->hi;
    build_rows(s);
}

static void default_name(const setup *s, int k, char *buf, size_t cap)
{
    /* As match.c names seats that were given no name. */
    if (s->kind[k] == 0)
        snprintf(buf, cap, "Player %d", k + 1);
    else
        snprintf(buf, cap, "%.20s %d", s->kinds[s->kind[k]], (k + 1) % 100);
}

static void init(setup *s, const tui *t, const tb_game_entry *e, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    s->t = t;
    s->e = e;
    s->g = &e->plugin->game;
    s->o = tb_options_new(s->g, err, errlen);
    if (!s->o)
        return;
    if (tb_gamefile_apply(e->file, s->o, err, errlen) != 0) {
        tb_options_free(s->o);
        s->o = NULL;
        return;
    }
    s->kinds[s->n_kinds++] = "human";
    /* The levels, then the designers' bots; ismcts's budget is a row below. */
    s->n_kinds += tb_botspec_choices(s->g, s->kinds + 1, MAX_KINDS - 1);
    tb_ismcts_opts io;
    tb_botspec_game_defaults(s->o, &io); /* the game file may set its own */
    s->budget = io.iterations;
    const char *dflt = s->g->default_bot ? s->g->default_bot : "random";
    int bot = s->n_kinds - 1;
    for (int i = 1; i < s->n_kinds; i++)
        if (strcmp(s->kinds[i], dflt) == 0)
            bot = i;
    for (int k = 0; k < TB_MAX_SEATS; k++)
        s->kind[k] = k == 0 ? 0 : bot;
    s->players = s->g->default_players;
    /* A new deal each time; shown, so a good game can be played again. */
    s->seed = (unsigned long long)tb_fresh_seed();
    tui_line_init(&s->line);
    refresh_players(s); /* the focus starts on Start: Enter plays the defaults */
}

/* ---- values ---- */

static const char *arrows(const setup *s, int on, int left)
{
    if (!on)
        return " ";
    return left ? tui_glyph(s->t, "\u25c0", "<") : tui_glyph(s->t, "\u25b6", ">");
}

static void value_text(const setup *s, const row *r, char *buf, size_t cap)
{
    switch (r->kind) {
    case ROW_PLAYERS: snprintf(buf, cap, "%d", s->players); break;
    case ROW_SEAT: snprintf(buf, cap, "%s", s->kinds[s->kind[r->index]]); break;
    case ROW_SEED: snprintf(buf, cap, "%llu", s->seed); break;
    case ROW_BUDGET: snprintf(buf, cap, "%ld", s->budget); break;
    case ROW_OPTION: snprintf(buf, cap, "%s", s->o->v[r->index].text); break;
    default: buf[0] = '\0';
    }
}

/* The row's name in the first column, and in ?'s list of rows. */
static void row_label(const setup *s, const row *r, char *buf, size_t cap)
{
    switch (r->kind) {
    case ROW_PLAYERS: snprintf(buf, cap, "%s", _("Players")); break;
    case ROW_SEAT: snprintf(buf, cap, _("Seat %d"), r->index + 1); break;
    case ROW_SEED: snprintf(buf, cap, "%s", _("Seed")); break;
    case ROW_BUDGET: snprintf(buf, cap, "%s", _("ismcts budget")); break;
    case ROW_OPTION: snprintf(buf, cap, "%s", s->o->v[r->index].param->key); break;
    default: buf[0] = '\0';
    }
}

/* Who sits in a seat of choice k: the seat row's explanation and ?'s list
 * of choices say it in the same words. */
static const char *seat_about(const setup *s, int k)
{
    const char *kind = s->kinds[k], *about = tb_botspec_about(kind);
    if (about)
        return about; /* a level: easy, normal, hard */
    if (k == 0)
        return _("a person at this terminal");
    if (strcmp(kind, "random") == 0)
        return _("for designers: any legal move, at random");
    if (tb_botspec_is_ismcts(kind))
        return _("for designers: the search bot, thinking for the ismcts budget");
    return _("for designers: a bot the game provides");
}

static void help_text(const setup *s, const row *r, char *buf, size_t cap)
{
    switch (r->kind) {
    case ROW_PLAYERS:
        if (s->lo == s->hi) /* not "2 to 2" */
            snprintf(buf, cap, NG_("this game has %d seat", "this game has %d seats",
                                   (unsigned long)s->lo), s->lo);
        else
            snprintf(buf, cap, _("how many seats: %d to %d"), s->lo, s->hi);
        break;
    case ROW_SEAT: snprintf(buf, cap, _("%s; Enter renames"), seat_about(s, s->kind[r->index])); break;
    case ROW_SEED: snprintf(buf, cap, _("the deal and the bots' choices; the same seed, the same game")); break;
    case ROW_BUDGET: snprintf(buf, cap, _("ismcts seats: iterations per move, 1 to %ld (more: stronger, slower)"), TB_ISMCTS_MAX_ITERATIONS); break;
    case ROW_OPTION: {
        const tb_param *p = s->o->v[r->index].param;
        int len = snprintf(buf, cap, "%s", p->help ? tb_game_tr(s->g, p->help) : "");
        if (p->type == TB_PARAM_INT && len >= 0 && (size_t)len < cap)
            snprintf(buf + len, cap - (size_t)len, _("%s(%ld to %ld)"), len ? " " : "", p->min, p->max);
        break;
    }
    default: snprintf(buf, cap, _("play with these settings"));
    }
}

/* What ? shows between the keys and the rules: what each row sets, whole
 * (the rows show only its start), and who each seat choice is.  malloc'd
 * strings in a malloc'd table: rows_help_free. */
static tui_key_row *rows_help(const setup *s)
{
    size_t n = 0, max = (size_t)s->n_rows + (size_t)s->n_kinds + 1;
    tui_key_row *rows = tb_xcalloc(max, sizeof *rows);
    char label[160], what[512];
    for (int i = 0; i < s->n_rows; i++) {
        const row *r = &s->rows[i];
        if (r->kind == ROW_START || r->kind == ROW_SEAT)
            continue;
        row_label(s, r, label, sizeof label);
        help_text(s, r, what, sizeof what);
        rows[n++] = (tui_key_row){tb_xstrdup(label), tb_xstrdup(what)};
    }
    for (int k = 0; k < s->n_kinds; k++) {
        snprintf(label, sizeof label, _("Seat: %s"), s->kinds[k]);
        rows[n++] = (tui_key_row){tb_xstrdup(label), tb_xstrdup(seat_about(s, k))};
    }
    return rows; /* ends at the zeroed row after the last */
}

static void rows_help_free(tui_key_row *rows)
{
    for (tui_key_row *r = rows; r->what; r++) {
        free((char *)r->keys);
        free((char *)r->what);
    }
    free(rows);
}

static int set_option(setup *s, int i, const char *value)
{
    const tb_param *p = s->o->v[i].param;
    char why[256];
    if (tb_options_set(s->o, p->section, p->key, value, why, sizeof why) != 0) {
        snprintf(s->error, sizeof s->error, "%s", why);
        return -1;
    }
    s->error[0] = '\0';
    refresh_players(s);
    return 0;
}

/* Left/Right (dir -1/+1) on the focused row. */
static void step(setup *s, int dir)
{
    row *r = &s->rows[s->focus];
    char buf[64];
    switch (r->kind) {
    case ROW_PLAYERS:
        if (s->players + dir >= s->lo && s->players + dir <= s->hi)
            s->players += dir;
        build_rows(s);
        break;
    case ROW_SEAT: s->kind[r->index] = (s->kind[r->index] + dir + s->n_kinds) % s->n_kinds; break;
    case ROW_SEED: s->seed = s->seed + (unsigned long long)(long long)dir; break;
    case ROW_BUDGET: {
        /* Steps of 100 (of 10 below 100): budgets differ by a lot to matter. */
        long unit = s->budget + dir * 10 < 100 ? 10 : 100, n = s->budget + dir * unit;
        if (n >= 1 && n <= TB_ISMCTS_MAX_ITERATIONS)
            s->budget = n;
        break;
    }
    case ROW_OPTION: {
        const tb_option_value *v = &s->o->v[r->index];
        const tb_param *p = v->param;
        if (p->type == TB_PARAM_INT) {
            long n = v->num + dir;
            if (n < p->min || n > p->max)
                return;
            snprintf(buf, sizeof buf, "%ld", n);
            set_option(s, r->index, buf);
        } else if (p->type == TB_PARAM_BOOL) {
            set_option(s, r->index, v->num ? "false" : "true");
        } else if (p->type == TB_PARAM_ENUM && p->choices && p->choices[0]) {
            int count = 0;
            while (p->choices[count])
                count++;
            set_option(s, r->index, p->choices[((int)v->num + dir + count) % count]);
        }
        break;
    }
    default: break;
    }
}

static int editable(const setup *s, const row *r)
{
    if (r->kind == ROW_SEAT || r->kind == ROW_SEED || r->kind == ROW_BUDGET)
        return 1;
    if (r->kind != ROW_OPTION)
        return 0;
    tb_param_type ty = s->o->v[r->index].param->type;
    return ty == TB_PARAM_INT || ty == TB_PARAM_STRING;
}

static void begin_edit(setup *s, const char *initial)
{
    s->editing = 1;
    tui_line_set(&s->line, initial);
}

static void commit_edit(setup *s)
{
    row *r = &s->rows[s->focus];
    char text[TUI_LINE_MAX * 4];
    tui_line_get(&s->line, text, sizeof text);
    if (r->kind == ROW_SEAT) {
        /* As the match takes a name: the blanks around it dropped, blanks
         * alone the default (shown in grey); a character that would reorder
         * or hide the text around it on a terminal is refused. */
        unsigned long cp;
        const char *bad = tb_first_unprintable(text, strlen(text), &cp);
        if (bad) {
            snprintf(s->error, sizeof s->error, _("a name may not hold %s (U+%04lX)"), _(bad), cp);
            return;
        }
        char whole[sizeof text];
        tb_trim_blanks(text, whole, sizeof whole);
        if (strlen(whole) >= sizeof s->name[0]) { /* said, not cut short unseen */
            snprintf(s->error, sizeof s->error, _("a name is at most %d bytes; this one has %zu"),
                     (int)sizeof s->name[0] - 1, strlen(whole));
            return;
        }
        memcpy(s->name[r->index], whole, strlen(whole) + 1); /* it fits: just checked */
    } else if (r->kind == ROW_SEED) {
        char *end;
        errno = 0;
        unsigned long long v = strtoull(text, &end, 10);
        /* Past 2^64 - 1 strtoull gives its largest value: refused, as --seed is. */
        if (!*text || *end || text[0] == '-' || errno == ERANGE) {
            snprintf(s->error, sizeof s->error, _("the seed is a whole number from 0 to %llu"),
                     ULLONG_MAX);
            return;
        }
        s->seed = v;
    } else if (r->kind == ROW_BUDGET) {
        char *end;
        long v = strtol(text, &end, 10);
        if (!*text || *end || v < 1 || v > TB_ISMCTS_MAX_ITERATIONS) {
            snprintf(s->error, sizeof s->error, _("the ismcts budget is a whole number from 1 to %ld"),
                     TB_ISMCTS_MAX_ITERATIONS);
            return;
        }
        s->budget = v;
    } else if (set_option(s, r->index, text) != 0) {
        return; /* stay in the edit to fix it */
    }
    s->error[0] = '\0';
    s->editing = 0;
}

/* ---- drawing ---- */

/* One row; returns the cursor's column when it is being edited, else -1. */
static int draw_row(setup *s, const row *r, int y, int on)
{
    const tui *t = s->t;
    attr_t a = on ? tui_attr(t, TR_SELECT) : A_NORMAL;
    int w = COLS - 4;
    if (on)
        tui_fill(y, 2, w, a);
    if (r->kind == ROW_START) {
        tui_put(t, y, 4, w - 4, on ? _("[ Start the game ]") : _("  Start the game  "),
                on ? a : tui_attr(t, TR_OK));
        return -1;
    }
    char label[64], value[128], help[256];
    row_label(s, r, label, sizeof label);
    tui_put(t, y, 4, LABEL_W - 2, label, a | (r->kind == ROW_OPTION ? 0 : A_BOLD));
    int x = 4 + LABEL_W;
    if (on && s->editing && r->kind != ROW_SEAT)
        return tui_line_draw(t, &s->line, y, x + 2, COLS - x - 4, A_UNDERLINE | A_BOLD);
    value_text(s, r, value, sizeof value);
    tui_put(t, y, x, 1, arrows(s, on, 1), a);
    tui_put(t, y, x + 2, VALUE_W, value, a | A_BOLD);
    tui_put(t, y, x + 3 + VALUE_W, 1, arrows(s, on, 0), a);
    x += VALUE_W + 6;
    if (r->kind == ROW_SEAT) {
        if (on && s->editing)
            return tui_line_draw(t, &s->line, y, x, TB_NAME_MAX, A_UNDERLINE | A_BOLD);
        char dflt[TB_NAME_MAX];
        default_name(s, r->index, dflt, sizeof dflt);
        int custom = s->name[r->index][0] != '\0';
        tui_put(t, y, x, COLS - x - 2, custom ? s->name[r->index] : dflt,
                custom || on ? a : tui_attr(t, TR_DIM));
        return -1;
    }
    help_text(s, r, help, sizeof help);
    tui_put(t, y, x, COLS - x - 2, help, on ? a : tui_attr(t, TR_DIM));
    return -1;
}

static void draw(setup *s)
{
    const tui *t = s->t;
    if (tui_too_small(t))
        return;
    erase();
    char title[160];
    snprintf(title, sizeof title, _("Tabula %s New game: %s"), tui_glyph(t, "\u00b7", "-"),
             tb_gamefile_title(s->e->file));
    tui_bar(t, 0, title, s->e->file->name, tui_attr(t, TR_TITLE));
    /* The description and the chosen row's explanation are wrapped onto
     * two lines each when they need them, not cut; the rows give way. */
    char **desc, **help;
    size_t n_desc = tui_wrap(tb_gamefile_description(s->e->file), COLS - 4, &desc);
    int shown_desc = n_desc > 2 ? 2 : (int)n_desc;
    for (int i = 0; i + 1 < shown_desc; i++)
        tui_put(t, 2 + i, 2, COLS - 4, desc[i], tui_attr(t, TR_DIM));
    if (shown_desc)
        tui_put_rest(t, 1 + shown_desc, 2, COLS - 4, desc, (size_t)shown_desc - 1, n_desc,
                     tui_attr(t, TR_DIM));
    tui_lines_free(desc, n_desc);
    char what[512];
    help_text(s, &s->rows[s->focus], what, sizeof what);
    size_t n_help = tui_wrap(what, COLS - 4, &help);
    int shown_help = n_help > 2 ? 2 : (int)n_help;
    /* The refusal, whole: wrapped onto as many lines as it needs (up to
     * three), the rows above it giving way. */
    char **err_lines = NULL;
    size_t n_err = 0;
    if (s->error[0]) {
        char line[600];
        snprintf(line, sizeof line, "%s %s", tui_glyph(t, "\u2717", "!"), s->error);
        n_err = tui_wrap(line, COLS - 4, &err_lines);
    }
    int shown_err = n_err > 3 ? 3 : (int)n_err;
    int y0 = 3 + (shown_desc > 1 ? shown_desc : 1);
    int rows = LINES - y0 - 3 - (shown_err > 1 ? shown_err - 1 : 0) - shown_help;
    if (s->focus < s->top)
        s->top = s->focus;
    if (s->focus >= s->top + rows)
        s->top = s->focus - rows + 1;
    int cursor_y = -1, cursor_x = -1;
    for (int i = 0; i < rows && s->top + i < s->n_rows; i++) {
        const row *r = &s->rows[s->top + i];
        int y = y0 + i;
        int cx = draw_row(s, r, y, s->top + i == s->focus);
        if (s->top + i == s->focus && cx >= 0) {
            cursor_y = y;
            cursor_x = cx;
        }
    }
    /* Rows above or below the screen are said, on the empty rows around
     * the list, so a small terminal does not hide the seats unnoticed. */
    attr_t dim = tui_attr(t, TR_DIM);
    char mark[64];
    if (s->top > 0) {
        snprintf(mark, sizeof mark, "%s %s", tui_glyph(t, "\u2191", "^"), _("more above"));
        tui_put(t, y0 - 1, COLS - 3 - tui_width(mark), tui_width(mark), mark, dim);
    }
    if (s->top + rows < s->n_rows) {
        snprintf(mark, sizeof mark, "%s %s", tui_glyph(t, "\u2193", "v"), _("more below"));
        tui_put(t, y0 + rows, COLS - 3 - tui_width(mark), tui_width(mark), mark, dim);
    }
    int help_y = LINES - 1 - shown_help;
    for (int i = 0; i + 1 < shown_err; i++)
        tui_put(t, help_y - shown_err + i, 2, COLS - 4, err_lines[i], tui_attr(t, TR_ERROR));
    if (shown_err)
        tui_put_rest(t, help_y - 1, 2, COLS - 4, err_lines, (size_t)shown_err - 1, n_err,
                     tui_attr(t, TR_ERROR));
    tui_lines_free(err_lines, n_err);
    for (int i = 0; i + 1 < shown_help; i++)
        tui_put(t, help_y + i, 2, COLS - 4, help[i], A_NORMAL);
    if (shown_help)
        tui_put_rest(t, help_y + shown_help - 1, 2, COLS - 4, help, (size_t)shown_help - 1, n_help,
                     A_NORMAL);
    tui_lines_free(help, n_help);
    tui_bar(t, LINES - 1,
            s->editing ? _("Enter: keep   Esc: cancel")
                       : (COLS >= 90 ? _("Up/Down: row   Left/Right: change   Enter: edit or start"
                                       "   Esc: back   ?: help")
                                     : _("Up/Down  Left/Right  Enter  Esc: back  ?: help")),
            NULL, tui_attr(t, TR_DIM) | A_REVERSE);
    if (s->editing && cursor_y >= 0) {
        curs_set(1);
        move(cursor_y, cursor_x);
    } else {
        curs_set(0);
    }
}

/* ---- keys ---- */

static tb_match *start(setup *s)
{
    tb_match_setup ms;
    memset(&ms, 0, sizeof ms);
    ms.game = s->g;
    ms.game_name = s->e->file->name;
    ms.title = tb_gamefile_title(s->e->file);
    ms.options = s->o;
    ms.players = s->players;
    ms.seed = (uint64_t)s->seed;
    for (int k = 0; k < s->players; k++) {
        ms.seat_spec[k] = s->kinds[s->kind[k]];
        if (strcmp(ms.seat_spec[k], "ismcts") == 0) {
            snprintf(s->spec[k], sizeof s->spec[k], "ismcts:iterations=%ld", s->budget);
            ms.seat_spec[k] = s->spec[k];
        }
        ms.names[k] = s->name[k][0] ? s->name[k] : NULL;
    }
    char err[1024];
    tb_match *m = tb_match_new(&ms, err, sizeof err);
    if (!m)
        tui_copy(s->error, sizeof s->error, err);
    return m;
}

/* 1: leave the screen (back or started), 0: stay. */
static int key(setup *s, int k, tb_match **out)
{
    row *r = &s->rows[s->focus];
    if (s->editing) {
        if (tui_is_enter(k))
            commit_edit(s);
        else if (k == TUI_ESC) {
            s->editing = 0;
            s->error[0] = '\0';
        } else
            tui_line_key(&s->line, k, 0);
        return 0;
    }
    switch (k) {
    case TUI_FKEY(KEY_UP): case 'k': case TUI_FKEY(KEY_BTAB):
        s->focus = s->focus > 0 ? s->focus - 1 : s->n_rows - 1;
        return 0;
    case TUI_FKEY(KEY_DOWN): case 'j': case '\t':
        s->focus = s->focus + 1 < s->n_rows ? s->focus + 1 : 0;
        return 0;
    case TUI_FKEY(KEY_LEFT): case 'h': step(s, -1); return 0;
    case TUI_FKEY(KEY_RIGHT): case 'l': step(s, 1); return 0;
    case TUI_FKEY(KEY_HOME): s->focus = 0; return 0;
    case TUI_FKEY(KEY_END): s->focus = s->n_rows - 1; return 0;
    case ' ':
        if (r->kind == ROW_OPTION && s->o->v[r->index].param->type != TB_PARAM_INT)
            step(s, 1);
        return 0;
    case TUI_ESC: case 'q': return 1;
    default: break;
    }
    if (tui_is_enter(k)) {
        if (r->kind == ROW_START)
            return (*out = start(s)) != NULL;
        if (editable(s, r)) {
            char v[128];
            if (r->kind == ROW_SEAT)
                snprintf(v, sizeof v, "%s", s->name[r->index]);
            else
                value_text(s, r, v, sizeof v);
            begin_edit(s, v);
        } else {
            step(s, 1);
        }
        return 0;
    }
    /* Typing a number on a number row starts its edit. */
    if ((isdigit(k) || k == '-') && k < 128 && editable(s, r) && r->kind != ROW_SEAT) {
        begin_edit(s, "");
        tui_line_key(&s->line, k, 0);
    }
    return 0;
}

tb_match *tui_setup(const tui *t, const tb_game_entry *e, int *signal)
{
    setup s;
    char err[512] = "";
    init(&s, t, e, err, sizeof err);
    *signal = 0;
    if (!s.o) {
        if (tui_message(t, _("Cannot set up"), err) == TUI_SIGNAL)
            *signal = 1;
        return NULL;
    }
    tb_match *m = NULL;
    for (;;) {
        draw(&s);
        refresh();
        int k = tui_key(-1);
        if (k == TUI_SIGNAL) {
            *signal = 1;
            break;
        }
        if (k == TUI_RESIZE || k == TUI_TIMEOUT)
            continue;
        if (tui_is_small()) {
            if (k == 'q' || k == TUI_ESC)
                break; /* back to the list; nothing else is on screen */
            continue;
        }
        if (!s.editing && (k == '?' || k == TUI_FKEY(KEY_F(1)))) {
            char *rules = tui_rules(s.g, s.e, s.o); /* with the options as set so far */
            tui_key_row *rows = rows_help(&s);
            tui_help_page pg = {.keys = setup_keys, .rows_title = _("What the rows set"),
                                .rows = rows, .name = tb_gamefile_title(s.e->file),
                                .rules = rules};
            int r = tui_help_show(t, &pg);
            free(rules);
            rows_help_free(rows);
            if (r == TUI_SIGNAL) {
                *signal = 1;
                break;
            }
            continue;
        }
        if (key(&s, k, &m))
            break;
    }
    tui_line_free(&s.line);
    tb_options_free(s.o);
    return m;
}
