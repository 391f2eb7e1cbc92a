/*
 * launcher.c — `tabula` on a terminal: every game and variant the registry
 * found, with its players and one-line description; games that cannot be
 * played stay in the list, greyed, with the reason, so a broken ini or
 * plugin is explained rather than silently missing.  Enter opens the setup
 * screen, and the game is played here; the list comes back after it.
 *
 * The first entries continue the games kept in the saves folder, newest
 * first ("Continue: Absolute · Round 2 of 3, turn 4 · Ann vs greedy 2 ·
 * 23 Nov 11:15", the round as the table's first status line says it);
 * a save that no longer loads is listed greyed with its reason.  Every game
 * started here is kept there after each move (saves_dir.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

#include "i18n.h"
#include "tabletop.h"
#include "transcript.h"
#include "tui.h"

typedef struct item {
    const tb_saved_game *saved; /* a kept game to continue, or NULL */
    const tb_game_entry *entry; /* a game (maybe broken), or NULL; for a kept
                                 * game that loads, its game (for ? and the
                                 * details), else NULL */
    const tb_failure *failure;  /* a plugin that failed to load */
    char title[400];
    char title_short[400];      /* a kept game's title without its seats, which go to
                                 * the line below when the title does not fit */
    char players[24];
    char about[512];            /* description, or why it cannot be played */
    char rules[4096];           /* its game's rules summary as the game file sets it up,
                                 * for the details box and ? (made once, in build) */
} item;

static const tui_key_row launcher_keys[] = {
    {N_("Up/Down or j/k"), N_("choose a game")},
    {N_("a letter"), N_("jump to the next game whose title starts with it (J, K, Q and S: their "
                        "capitals, as j, k, q and s are keys)")},
    {N_("PgUp/PgDn, Home/End"), N_("move faster")},
    {N_("Enter"), N_("set up the chosen game: seats, names, options; on a \"Continue\" line: go on "
                    "with that kept game")},
    {N_("s"), N_("your record: games played and won, streaks, per bot")},
    {N_("?"), N_("this help, with the rules of the chosen game")},
    {N_("q or Esc"), N_("quit tabula")},
    {NULL, NULL},
};

static void describe(item *it, const tb_game_entry *e)
{
    const tb_gamefile *f = e->file;
    it->entry = e;
    snprintf(it->title, sizeof it->title, "%s", f->title || f->name ? tb_gamefile_title(f) : f->path);
    if (e->error) {
        snprintf(it->about, sizeof it->about, _("cannot be played: %s"), e->error);
        return;
    }
    snprintf(it->about, sizeof it->about, "%s", tb_gamefile_description(f));
    char err[256];
    tb_options *o = tb_options_new(&e->plugin->game, err, sizeof err);
    if (!o)
        return;
    int lo, hi;
    tb_gamefile_apply(f, o, err, sizeof err);
    tb_options_players(o, &lo, &hi);
    char *rules = tui_rules(&e->plugin->game, NULL, o); /* the options just read */
    snprintf(it->rules, sizeof it->rules, "%s", rules);
    free(rules);
    tb_options_free(o);
    if (lo == hi)
        snprintf(it->players, sizeof it->players, NG_("%d player", "%d players", lo), lo);
    else
        snprintf(it->players, sizeof it->players, NG_("%d-%d player", "%d-%d players", hi), lo, hi);
}

/* The registry's game named name, playable, or NULL. */
static const tb_game_entry *entry_named(const tb_registry *r, const char *name)
{
    for (size_t i = 0; i < r->n_games; i++) {
        const tb_game_entry *e = &r->games[i];
        if (!e->error && e->file->name && strcmp(e->file->name, name) == 0)
            return e;
    }
    return NULL;
}

/* The game a variant's variant_of names, when it is listed (not itself). */
static const tb_game_entry *base_of(const tb_registry *r, const tb_game_entry *v)
{
    for (size_t i = 0; i < r->n_games; i++) {
        const tb_game_entry *e = &r->games[i];
        if (e != v && e->file->name && strcmp(e->file->name, v->file->variant_of) == 0)
            return e;
    }
    return NULL;
}

static size_t build(const tui *t, const tb_registry *r, const tb_saved_game *saved,
                    size_t n_saved, item **out)
{
    size_t n = n_saved + r->n_games + r->n_failed;
    item *it = tb_xcalloc(n ? n : 1, sizeof *it);
    for (size_t i = 0; i < n_saved; i++) {
        it[i].saved = &saved[i];
        it[i].entry = saved[i].ok || saved[i].over ? entry_named(r, saved[i].game) : NULL;
        if (it[i].entry) { /* a kept game's rules are its game's */
            char *rules = tui_rules(&it[i].entry->plugin->game, it[i].entry, NULL);
            snprintf(it[i].rules, sizeof it[i].rules, "%s", rules);
            free(rules);
        }
        /* "Continue: Zero · Round 1 of 3, dealer seat 1 · Ann vs greedy 2",
         * the parts a save that does not load lacks left out.  The date
         * stands on the line below, where a game's description stands, so
         * a long label never cuts it off (a save that does not load gives
         * its reason there and keeps its date in the label). */
        const char *sep = tui_glyph(t, " \u00b7 ", " - ");
        const tb_saved_game *g = &saved[i];
        /* A game whose end was cut short is not continued: it is shown. */
        snprintf(it[i].title, sizeof it[i].title, g->over ? _("Ended: %s") : _("Continue: %s"),
                 g->title);
        if (g->ok)
            snprintf(it[i].about, sizeof it[i].about, "%s", g->when_text);
        if (g->over) /* it ended as tabula stopped: nothing says so but this line */
            snprintf(it[i].about, sizeof it[i].about, "%s%s%s", g->when_text, sep,
                     _("the game is over: Enter shows how it ended"));
        const char *parts[] = {g->status, g->seats, g->ok || g->over ? "" : g->when_text};
        for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++) {
            size_t len = strlen(it[i].title);
            if (k == 1)
                memcpy(it[i].title_short, it[i].title, len + 1);
            if (parts[k][0] && len + 1 < sizeof it[i].title)
                snprintf(it[i].title + len, sizeof it[i].title - len, "%s%s", sep, parts[k]);
        }
        if (!saved[i].ok && !saved[i].over)
            snprintf(it[i].about, sizeof it[i].about, _("cannot be continued: %.480s"), saved[i].why);
    }
    it += n_saved;
    /* Each variant right under the game it varies (the branch drawn
     * before it says so); one whose game is not found keeps its place. */
    char *done = tb_xcalloc(r->n_games ? r->n_games : 1, 1);
    size_t at = 0;
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; i < r->n_games; i++) {
            const tb_game_entry *g = &r->games[i];
            /* The second pass takes what the first left: variants of
             * variants, and variants naming each other. */
            if (done[i] || (pass == 0 && g->file->variant_of && base_of(r, g)))
                continue;
            describe(&it[at++], g);
            done[i] = 1;
            for (size_t v = 0; v < r->n_games; v++)
                if (!done[v] && r->games[v].file->variant_of && base_of(r, &r->games[v]) == g) {
                    describe(&it[at++], &r->games[v]);
                    done[v] = 1;
                }
        }
    free(done);
    for (size_t i = 0; i < r->n_failed; i++) {
        item *x = &it[r->n_games + i];
        const char *slash = strrchr(r->failed[i].path, '/');
        x->failure = &r->failed[i];
        snprintf(x->title, sizeof x->title, "%s", slash ? slash + 1 : r->failed[i].path);
        size_t len = strlen(x->title);
        int ini = len > 4 && strcmp(x->title + len - 4, ".ini") == 0; /* a game file's fault */
        snprintf(x->about, sizeof x->about,
                 ini ? _("game file not loaded: %s") : _("plugin not loaded: %s"),
                 r->failed[i].reason);
    }
    *out = it - n_saved;
    return n;
}

static int playable(const item *it)
{
    return it->saved ? it->saved->ok || it->saved->over : it->entry && !it->entry->error;
}

/* What Enter does with a kept game: go on with it, or, for one whose end
 * was cut short (tabula stopped as it ended), show that end. */
static const char *enter_line(const item *it)
{
    return it->saved->over ? _("Enter: see how it ended (the game then moves to the history)")
                           : _("Enter: go on with this game");
}

static void details(const tui *t, const item *it, int y, int h)
{
    int w = COLS - 4;
    if (w > 84)
        w = 84;
    tui_box(t, y, 2, h, w, it->title, tui_attr(t, TR_FRAME));
    if (!playable(it) || !it->entry) {
        tui_put(t, y + 1, 4, w - 4, playable(it) ? enter_line(it) : it->about,
                playable(it) ? tui_attr(t, TR_DIM) : tui_attr(t, TR_ERROR));
        return;
    }
    /* A game, or a kept game of a game found: its rules under one line. */
    const tb_game *g = &it->entry->plugin->game;
    char line[256];
    if (it->saved)
        snprintf(line, sizeof line, "%s", enter_line(it));
    else
        snprintf(line, sizeof line, "%s %s %s %s %s %s", it->players,
                 tui_glyph(t, "\u00b7", "-"),
                 g->lowest_wins ? _("lowest total wins") : _("highest total wins"),
                 tui_glyph(t, "\u00b7", "-"), g->name, g->version ? g->version : "");
    tui_put(t, y + 1, 4, w - 4, line, tui_attr(t, TR_DIM));
    char **lines;
    size_t n = tui_wrap(it->rules, w - 4, &lines);
    for (size_t i = 0; i < n && (int)i < h - 4; i++)
        tui_put(t, y + 2 + (int)i, 4, w - 4, lines[i], A_NORMAL);
    if ((int)n > h - 4)
        tui_put(t, y + h - 1, w - 16, 14, _(" ?: all rules "), tui_attr(t, TR_DIM));
    tui_lines_free(lines, n);
}

static void draw(const tui *t, const item *items, size_t n, size_t games, size_t sel,
                 size_t *top)
{
    if (tui_too_small(t))
        return;
    erase();
    char right[48];
    snprintf(right, sizeof right, NG_("%zu game", "%zu games", games), games);
    tui_bar(t, 0, "Tabula", right, tui_attr(t, TR_TITLE));
    tui_put(t, 2, 3, COLS - 6,
            tui_glyph(t, _("\u2660 \u2665 \u2666 \u2663   Choose a game"), _("Choose a game")),
            tui_attr(t, TR_HEADING));
    int y0 = 4, per = (LINES - y0 - 2) / 2;
    if (per < 1)
        per = 1;
    if (*top + (size_t)per > n) /* a taller screen shows the lines above, not empty rows */
        *top = n > (size_t)per ? n - (size_t)per : 0;
    if (sel < *top)
        *top = sel;
    if (sel >= *top + (size_t)per)
        *top = sel - (size_t)per + 1;
    int w = COLS - 6;
    for (int r = 0; r < per && *top + (size_t)r < n; r++) {
        const item *it = &items[*top + (size_t)r];
        int y = y0 + 2 * r, on = *top + (size_t)r == sel;
        attr_t a = on ? tui_attr(t, TR_SELECT) : playable(it) ? A_BOLD : tui_attr(t, TR_DIM);
        if (on)
            tui_fill(y, 2, COLS - 4, a);
        tui_put(t, y, 2, 2, on ? tui_glyph(t, "\u25b6", ">") : " ", a);
        /* At the right, the seats it takes or why not; the title stops
         * two columns before it, whatever its width in this language. */
        const char *tag = playable(it) ? it->players : _("unavailable");
        int tw = tui_width(tag);
        int variant = !it->saved && it->entry && it->entry->file->variant_of;
        if (variant)
            tui_put(t, y, 4, 2, tui_glyph(t, "\u2514", "-"), a);
        int title_w = w - tw - 2 - 2 * variant;
        const char *title = it->title, *about = it->about;
        char below[sizeof it->about + 256];
        if (it->saved && playable(it) && it->saved->seats[0] && tui_width(it->title) > title_w) {
            /* Who plays goes under the title, after the date, rather than
             * being cut at its end. */
            title = it->title_short;
            snprintf(below, sizeof below, "%s%s%s", it->about, tui_glyph(t, " \u00b7 ", " - "),
                     it->saved->seats);
            about = below;
        }
        tui_put(t, y, 4 + 2 * variant, title_w, title, a);
        tui_put(t, y, COLS - 3 - tw, tw, tag, a);
        tui_put(t, y + 1, 6, w - 2, about,
                playable(it) ? tui_attr(t, TR_DIM) : tui_attr(t, TR_ERROR) | A_DIM);
    }
    /* Lines out of sight are said, on the rows around the list. */
    char mark[64];
    if (*top > 0) {
        snprintf(mark, sizeof mark, "%s %s", tui_glyph(t, "\u2191", "^"), _("more above"));
        tui_put(t, y0 - 1, COLS - 3 - tui_width(mark), tui_width(mark), mark, tui_attr(t, TR_DIM));
    }
    if (*top + (size_t)per < n) {
        snprintf(mark, sizeof mark, "%s %s", tui_glyph(t, "\u2193", "v"), _("more below"));
        tui_put(t, y0 + 2 * per, COLS - 3 - tui_width(mark), tui_width(mark), mark,
                tui_attr(t, TR_DIM));
    }
    if (!n)
        tui_put(t, y0, 4, w, _("No games found: see tabula list for the reasons."),
                tui_attr(t, TR_ERROR));
    /* Room left under a short list: the chosen game's rules, for a taste. */
    int below = y0 + 2 * (int)n + 1, h = LINES - 2 - below;
    if ((size_t)per >= n && n && h >= 6)
        details(t, &items[sel], below, h > 14 ? 14 : h);
    /* The widest form of the keys that fits, in this language: at 80
     * columns the record's key stays (the help's words go first). */
    const char *forms[] = {
        _("Up/Down or j/k: choose   Enter: set up   s: your record   ?: help and rules   q: quit"),
        _("Up/Down: choose   Enter: set up   s: your record   ?: help   q: quit"),
        _("Up/Down or j/k: choose   Enter: set up   ?: help and rules   q: quit"),
        _("j/k: choose  Enter: set up  ?: help  q: quit")};
    size_t form = 0;
    while (form + 1 < sizeof forms / sizeof *forms && tui_width(forms[form]) > COLS - 2)
        form++;
    tui_bar(t, LINES - 1, forms[form], NULL, tui_attr(t, TR_DIM) | A_REVERSE);
    curs_set(0);
}

/* The next game after sel whose title starts with the letter c (any case,
 * any alphabet: "Ó" finds "Ósemki"), if any.  Kept games' lines ("Continue:
 * ...") are not games: every one of them would start with C. */
static size_t jump(const item *items, size_t n, size_t sel, wint_t c)
{
    for (size_t k = 1; k <= n; k++) {
        size_t i = (sel + k) % n;
        if (items[i].saved)
            continue;
        wchar_t first;
        mbstate_t st = {0};
        size_t len = mbrtowc(&first, items[i].title, strlen(items[i].title), &st);
        if (len != (size_t)-1 && len != (size_t)-2 && towlower((wint_t)first) == towlower(c))
            return i;
    }
    return sel;
}

/* Ctrl-C (or a signal) during a game: where it is kept, said once the
 * terminal is back, as `tabula play` says it (a finished game's save has
 * gone to the history). */
static void interrupted(const tb_match *m, const char *save)
{
    char line[1200];
    if (!save || tb_match_over(m))
        return;
    snprintf(line, sizeof line, _("tabula: interrupted; the game is saved in %s\n"), save);
    tui_warn_after(line);
}

/* Go on with a kept game.  Returns 1 when the launcher must stop. */
static int resume(const tui *t, const tb_saved_game *g)
{
    tb_resolved r;
    tb_match *m = NULL;
    char err[1024] = "";
    int stop = 0;
    tb_save_lock lock = {.fd = -1};
    if (tb_save_lock_take(&lock, g->path, err, sizeof err) != 0) {
        /* Opened elsewhere since the list was drawn. */
        r = (tb_resolved){0};
        stop = tui_message(t, _("Cannot continue"), err) == TUI_SIGNAL;
    } else if (tb_save_resume(g->path, NULL, NULL, &r, &m, err, sizeof err) != 0) {
        stop = tui_message(t, _("Cannot continue"), err[0] ? err : _("the save does not load")) ==
               TUI_SIGNAL;
    } else {
        m->quit = 0; /* a game left with q is continued like any other */
        const char *name = strrchr(g->path, '/');
        tb_play_opts o = {.save = g->path, .autosave = 1, .who = "tabula",
                          .loaded_over = tb_match_over(m),
                          .kept = name ? name + 1 : g->path};
        tui_end_how how = tui_play(t, m, &o, err, sizeof err);
        if (how == TUI_GAME_SIGNAL)
            interrupted(m, g->path);
        stop = how == TUI_GAME_SIGNAL ||
               (how == TUI_GAME_FAILED && tui_message(t, _("The game stopped"), err) == TUI_SIGNAL);
    }
    tb_save_lock_drop(&lock);
    tb_match_free(m);
    tb_resolved_free(&r);
    return stop;
}

/* What start() did: the launcher stops, a game was played (the kept games
 * changed), or nothing was played (the list stays as it is). */
enum { STARTED_STOP = 1, STARTED_PLAYED = 0, STARTED_NOTHING = 2 };

/* Set up and play items[sel]. */
static int start(const tui *t, const item *it)
{
    if (it->saved && playable(it))
        return resume(t, it->saved);
    if (!playable(it)) {
        char msg[sizeof it->title + sizeof it->about + 200]; /* both whole, and the words */
        if (it->saved) /* its line says why: "cannot be continued: ..." */
            snprintf(msg, sizeof msg, "%s\n\n%s", it->title, it->about);
        else
            snprintf(msg, sizeof msg, _("%s cannot be played.\n\n%s"), it->title, it->about);
        return tui_message(t, _("Unavailable"), msg) == TUI_SIGNAL ? STARTED_STOP
                                                                   : STARTED_NOTHING;
    }
    int signal = 0;
    tb_match *m = tui_setup(t, it->entry, &signal);
    if (!m)
        return signal ? STARTED_STOP : STARTED_NOTHING;
    char err[1024] = "", kept[1024];
    tb_play_opts o = {.who = "tabula"};
    tb_save_lock lock = {.fd = -1};
    /* Kept after every move, to be continued from this list, and held
     * while it is played (no other tabula continues it meanwhile). */
    char why[1024] = "";
    if (tb_saves_new_path(m->game_name, kept, sizeof kept, why, sizeof why) == 0 &&
        tb_save_lock_take(&lock, kept, why, sizeof why) == 0) {
        o.save = kept;
        o.autosave = 1;
        o.kept = strrchr(kept, '/') ? strrchr(kept, '/') + 1 : kept;
    } else {
        o.not_kept = why;
    }
    tui_end_how how = tui_play(t, m, &o, err, sizeof err);
    /* With its quit line; continued all the same. */
    int unsaved = how == TUI_GAME_QUIT && o.save &&
                  tb_transcript_save_sync(m, o.save, 1, err, sizeof err) != 0;
    if (how == TUI_GAME_SIGNAL)
        interrupted(m, o.save);
    tb_save_lock_drop(&lock);
    tb_match_free(m);
    if (how == TUI_GAME_SIGNAL)
        return 1;
    if (unsaved)
        return tui_message(t, _("The game is not saved"), err) == TUI_SIGNAL;
    if (how == TUI_GAME_FAILED)
        return tui_message(t, _("The game stopped"), err) == TUI_SIGNAL;
    return 0;
}

/* The kept games listed again, the selection on the same line: the one of
 * the same save, or the same game below the kept ones. */
typedef struct listing {
    tb_saved_game *saved;
    size_t n_saved;
    item *items;
    size_t n;
    unsigned long long stamp; /* tb_saves_stamp() when listed */
} listing;

static void relist(const tui *t, const tb_registry *r, listing *l, size_t *sel)
{
    char path[sizeof l->saved->path] = "";
    size_t below = 0;
    if (l->n && l->items[*sel].saved)
        snprintf(path, sizeof path, "%s", l->items[*sel].saved->path);
    else
        below = *sel - l->n_saved;
    free(l->items);
    free(l->saved);
    l->stamp = tb_saves_stamp();
    l->saved = tb_saves_list(&l->n_saved);
    l->n = build(t, r, l->saved, l->n_saved, &l->items);
    *sel = path[0] ? 0 : l->n_saved + below;
    for (size_t i = 0; path[0] && i < l->n; i++)
        if (l->items[i].saved && strcmp(l->items[i].saved->path, path) == 0)
            *sel = i;
    if (*sel >= l->n)
        *sel = l->n ? l->n - 1 : 0;
}

int tui_launcher(const tui *t, const tb_registry *r)
{
    listing l = {.stamp = tb_saves_stamp()};
    l.saved = tb_saves_list(&l.n_saved);
    l.n = build(t, r, l.saved, l.n_saved, &l.items);
    size_t sel = 0, top = 0;
    size_t games = 0; /* that can be played: not those listed as unavailable */
    for (size_t i = 0; i < r->n_games; i++)
        games += !r->games[i].error;
    int rc = TB_EXIT_OK;
    for (;;) {
        draw(t, l.items, l.n, games, sel, &top);
        refresh();
        /* A second at a time: a game kept, finished or opened in another
         * terminal shows here without a key. */
        int k = tui_key(1000);
        if (k == TUI_SIGNAL)
            break;
        if (k == TUI_TIMEOUT) {
            /* A game open elsewhere is free again when that tabula let it
             * go, or was killed (its lock went with it): no file changed. */
            int freed = 0;
            for (size_t i = 0; i < l.n_saved && !freed; i++) {
                char why[512];
                freed = l.saved[i].open_elsewhere &&
                        !tb_save_is_open(l.saved[i].path, why, sizeof why);
            }
            if (freed || tb_saves_stamp() != l.stamp)
                relist(t, r, &l, &sel);
            continue;
        }
        if (k == 'q' || k == TUI_ESC)
            break;
        /* Nothing of the list is on screen: only leaving makes sense (a
         * key must not open a game the player cannot see). */
        if (tui_is_small())
            continue;
        size_t n = l.n;
        int per = (LINES - 6) / 2 > 1 ? (LINES - 6) / 2 : 1;
        switch (k) {
        case TUI_FKEY(KEY_UP): case 'k': sel = sel > 0 ? sel - 1 : sel; continue;
        case TUI_FKEY(KEY_DOWN): case 'j': sel = sel + 1 < n ? sel + 1 : sel; continue;
        case TUI_FKEY(KEY_HOME): sel = 0; continue;
        case TUI_FKEY(KEY_END): sel = n ? n - 1 : 0; continue;
        case TUI_FKEY(KEY_PPAGE): sel = sel > (size_t)per ? sel - (size_t)per : 0; continue;
        case TUI_FKEY(KEY_NPAGE):
            sel = sel + (size_t)per < n ? sel + (size_t)per : (n ? n - 1 : 0);
            continue;
        default: break;
        }
        if (k == '?' || k == TUI_FKEY(KEY_F(1))) {
            /* A kept game's rules are its game's; a line that cannot be
             * played (a damaged save, a broken game) has only the keys. */
            const item *it = n ? &l.items[sel] : NULL;
            const tb_game *g =
                it && playable(it) && it->entry ? &it->entry->plugin->game : NULL;
            if (tui_help(t, launcher_keys, g ? tb_gamefile_title(it->entry->file) : NULL,
                         g ? it->rules : NULL) == TUI_SIGNAL)
                break;
        } else if (k == 's') {
            if (tui_stats_screen(t, NULL) == TUI_SIGNAL)
                break;
        } else if (tui_is_enter(k) && n) {
            if (l.items[sel].saved && !playable(&l.items[sel])) {
                /* "Open in another tabula" holds only until that tabula
                 * leaves it: look again before saying no. */
                const tb_saved_game *was = l.items[sel].saved;
                char path[sizeof was->path];
                snprintf(path, sizeof path, "%s", was->path);
                relist(t, r, &l, &sel);
                if (!l.items[sel].saved || strcmp(l.items[sel].saved->path, path) != 0)
                    continue; /* gone meanwhile: the list shows what is left */
            }
            int how = start(t, &l.items[sel]);
            if (how == STARTED_STOP)
                break;
            if (how == STARTED_NOTHING)
                continue;
            /* The kept games changed: list them again, from the top. */
            sel = top = 0;
            relist(t, r, &l, &sel);
            sel = 0;
        } else if (k > ' ' && k < TUI_FKEY(0) && iswalpha((wint_t)k) && n) {
            /* j, k, q and s are keys of their own: their capitals jump. */
            sel = jump(l.items, n, sel, (wint_t)k);
        }
    }
    free(l.items);
    free(l.saved);
    return rc;
}
