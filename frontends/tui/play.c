/*
 * play.c — one game at the table: draw the view of the seat at the
 * keyboard, let bots move (with a pause people can follow), read people's
 * moves, keep the save current, and stop for round results, hot-seat
 * handovers, help and leaving.  The same match driver as the text protocol
 * does the playing (tb_match_play_line / tb_match_play_bot), so the moves,
 * refusals and saves are the protocol's.
 *
 * Whose view is drawn: the human seat to move; while bots move, the last
 * human who moved (or the only human); with several humans and none moved
 * yet, or no human at all, the spectator's view (-1), so nothing private
 * shows before the first handover.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "tabletop.h"
#include "tui.h"
#include "transcript.h"
#include "undo.h"

typedef struct play {
    const tui *t;
    tb_match *m;
    const char *save;
    const tb_play_opts *opts;
    tb_undo undo;
    tb_save_pace pace;
    char *err;
    size_t errlen;
    int unsaved;         /* the last write of the save failed (a full disk) */
    int viewer;
    int humans;
    int scroll;
    int rounds_seen;
    size_t moves_at;     /* m->n_moves when moves were loaded (+1: not loaded) */
    tui_line line;
    int hinted;          /* the line holds a hint, standing selected: typing replaces it
                            (2: put there by the h key) */
    const char *swallow; /* the rest of the word "undo" after its u ran the command */
    tui_moves moves;
    tui_log log;
    char error[TB_ERR_MAX + 64];
} play;

/* What a step of the loop asks for next. */
enum { GO_ON = -1 };

/* The help screen's keys: the move line's (tui_table_line_keys), then these. */
static const tui_key_row table_keys[] = {
    {N_("h"), N_("a hint: what the strongest bot would play, from what you can see, put on the "
                "line (Enter plays it; on an empty line)")},
    {N_("q"), N_("leave the game (on an empty line; asks first)")},
    {N_("u"), N_("undo: take back your last move and the bots' moves after it")},
    {N_("U"), N_("redo: play again what undo took back (until a new move)")},
    {"", N_("(both on an empty line; the words undo and redo work too)")},
    {N_("Esc"), N_("clear the line and the error")},
    {NULL, N_("The words moves, hint, help and quit work as in the text protocol.")},
    {NULL, N_("When the turn passes to another person at this terminal, a \"pass to\" screen "
              "hides every hand until that player presses a key.")},
    {NULL, NULL},
};

/* ---- drawing ---- */

/* The footer's keys: only those that act now (a one-key command is
 * typed as a letter when a legal move begins with it: Absolute's `hold`
 * takes h), in the widest form that fits the screen. */
static void footer(const play *p, char *out, size_t cap)
{
    const tui_moves *mv = &p->moves;
    int undo = !p->opts->no_undo && !tui_moves_start_with(mv, 'u') &&
               !tui_moves_start_with(mv, 'U');
    int hint = !tui_moves_start_with(mv, 'h'), ask = !tui_moves_start_with(mv, '?');
    int leave = !tui_moves_start_with(mv, 'q');
    const char *wide[] = {_("Enter: play"), _("Tab: legal moves"), _("Up/Down: history"),
                          _("PgUp/PgDn: scroll"), undo ? _("u/U: undo/redo") : NULL,
                          hint ? _("h: hint") : NULL, ask ? _("?: help") : _("F1: help"),
                          leave ? _("q: leave") : NULL};
    const char *narrow[] = {_("Enter: play"), _("Tab: moves"), undo ? _("u/U: undo") : NULL,
                            hint ? _("h: hint") : NULL, ask ? _("?: help") : _("F1: help"),
                            leave ? _("q: leave") : NULL};
    /* The whole wide form; without history and scroll; the narrow one;
     * then without Enter (the line says it) and undo, for a translation
     * at 60 columns: the keys left out are in the help. */
    static const struct {
        int narrow;
        unsigned skip; /* bit i: leave out part i */
    } passes[] = {{0, 0}, {0, 1u << 2 | 1u << 3}, {1, 0}, {1, 1u << 0}, {1, 1u << 0 | 1u << 2}};
    for (size_t pass = 0; pass < sizeof passes / sizeof *passes; pass++) {
        const char *const *part = passes[pass].narrow ? narrow : wide;
        size_t n = passes[pass].narrow ? sizeof narrow / sizeof *narrow
                                       : sizeof wide / sizeof *wide;
        size_t len = 0;
        out[0] = '\0';
        for (size_t i = 0; i < n; i++) {
            if (!part[i] || passes[pass].skip >> i & 1)
                continue;
            len += (size_t)snprintf(out + len, len < cap ? cap - len : 0, "%s%s",
                                    len ? (passes[pass].narrow ? "  " : "   ") : "", part[i]);
        }
        if (len < cap && tui_width(out) <= COLS - 2)
            return;
    }
}

static void draw(play *p)
{
    const tui *t = p->t;
    const tb_match *m = p->m;
    if (tui_too_small(t))
        return;
    erase();
    int seat = tb_match_to_move(m);
    char left[160], right[160];
    if (seat >= 0)
        snprintf(right, sizeof right, _("%s to move (seat %d)"), m->seats[seat].name, seat + 1);
    else
        snprintf(right, sizeof right, _("game over"));
    /* The game's title whole if it can be: on a narrow screen "Tabula"
     * goes first, then the seed (`--seed` deals the game again). */
    const char *dot = tui_glyph(t, "\u00b7", "-");
    int rw = tui_width(right) < COLS / 2 ? tui_width(right) : COLS / 2;
    snprintf(left, sizeof left, _("Tabula %s %s %s seed %llu"), dot, tb_match_title(m), dot,
             (unsigned long long)m->seed);
    if (tui_width(left) > COLS - 4 - rw)
        snprintf(left, sizeof left, _("%s %s seed %llu"), tb_match_title(m), dot,
                 (unsigned long long)m->seed);
    if (tui_width(left) > COLS - 4 - rw)
        snprintf(left, sizeof left, "%s", tb_match_title(m));
    tui_bar(t, 0, left, right, tui_attr(t, TR_TITLE));

    int side = COLS >= 96 ? 30 : 0;
    /* An error is wrapped, not cut (a refusal's reason is often its
     * longest part): up to three lines, taken from the table above. */
    char **err = NULL;
    size_t err_n = 0;
    if (p->error[0]) {
        char line[TB_ERR_MAX + 80];
        snprintf(line, sizeof line, "%s %s", tui_glyph(t, "\u2717", "!"), p->error);
        err_n = tui_wrap(line, COLS - 2, &err);
    }
    int extra = err_n > 3 ? 2 : err_n > 1 ? (int)err_n - 1 : 0;
    /* Without room for the sheet, the totals under the table: on two
     * lines when six names need them, not cut. */
    char **totals = NULL;
    size_t tot_n = 0;
    if (!side) {
        tb_outcome o;
        tb_outcome_of(m->game, m->state, &o);
        char line[512];
        int len = snprintf(line, sizeof line, _("Totals:"));
        for (int s = 0; s < m->players && len > 0 && (size_t)len < sizeof line; s++)
            len += snprintf(line + len, sizeof line - (size_t)len, "%s %s %ld",
                            s ? "," : "", m->seats[s].name, tb_outcome_total(&o, s));
        tot_n = tui_wrap(line, COLS - 4, &totals);
    }
    int tot_extra = tot_n > 1 ? 1 : 0;
    int pane_h = LINES - 5 - (side ? 0 : 1) - extra - tot_extra;
    tb_view v;
    tb_match_view_init(m, &v, p->viewer); /* knows the seats' names */
    m->game->view(m->state, p->viewer, &v);
    tui_table_draw(t, m, &v, 2, 2, pane_h, COLS - side - 4, &p->scroll);
    tb_view_free(&v);

    if (side) {
        int sh = tui_sheet_height(m);
        if (sh > LINES - 8)
            sh = LINES - 8;
        tui_sheet_box(t, m, 1, COLS - side, sh, side);
        tui_log_box(t, &p->log, 1 + sh, COLS - side, LINES - 4 - sh - extra, side);
    } else {
        for (int i = 0; i <= tot_extra && (size_t)i < tot_n; i++)
            tui_put(t, LINES - 4 - extra - tot_extra + i, 2, COLS - 4, totals[i],
                    tui_attr(t, TR_DIM));
    }
    tui_lines_free(totals, tot_n);

    int human = seat >= 0 && m->seats[seat].human;
    if (err_n) {
        for (int i = 0; i < extra; i++)
            tui_put(t, LINES - 3 - extra + i, 1, COLS - 2, err[i], tui_attr(t, TR_ERROR));
        tui_put_rest(t, LINES - 3, 1, COLS - 2, err, (size_t)extra, err_n, tui_attr(t, TR_ERROR));
        tui_lines_free(err, err_n);
    } else if (!side && tui_log_get(&p->log, 0)) {
        char line[200];
        snprintf(line, sizeof line, _("Last: %s"), tui_log_get(&p->log, 0));
        tui_put(t, LINES - 3, 1, COLS - 2, line, tui_attr(t, TR_DIM));
    }
    int cx = -1;
    if (human) {
        char prompt[80];
        snprintf(prompt, sizeof prompt, "%s %s ", m->seats[seat].name,
                 tui_glyph(t, "\u203a", ">"));
        int pw = tui_put(t, LINES - 2, 1, COLS / 2, prompt, tui_attr(t, TR_OK));
        cx = tui_line_draw(t, &p->line, LINES - 2, 1 + pw, COLS - 2 - pw, A_NORMAL);
        if (p->hinted) {
            char text[TUI_LINE_MAX * 4];
            tui_line_get(&p->line, text, sizeof text);
            int hw = tui_width(text);
            mvchgat(LINES - 2, 1 + pw, hw < COLS - 2 - pw ? hw : COLS - 2 - pw, A_REVERSE, 0,
                    NULL);
        }
        char keys[512];
        footer(p, keys, sizeof keys);
        tui_bar(t, LINES - 1, keys, NULL, tui_attr(t, TR_DIM) | A_REVERSE);
        if (p->moves.open)
            tui_moves_draw(t, &p->moves, LINES - 3, 1 + pw);
    } else if (seat >= 0) {
        char line[96];
        snprintf(line, sizeof line, _("%s is playing%s"), m->seats[seat].name,
                 tui_glyph(t, "\u2026", "..."));
        tui_put(t, LINES - 2, 1, COLS - 2, line, tui_attr(t, TR_DIM));
        tui_bar(t, LINES - 1, _("?: help   q: leave"), NULL, tui_attr(t, TR_DIM) | A_REVERSE);
    }
    if (cx >= 0 && !p->moves.open) {
        curs_set(1);
        move(LINES - 2, cx);
    } else {
        curs_set(0);
    }
}

static void redraw(void *ctx)
{
    draw(ctx);
}

/* ---- after a move ---- */

/* The framework returns the reason a save failed instead of printing it
 * (stderr would scribble over the screen): show it on the error line. */
static void save_sync(play *p, int sync)
{
    char msg[TB_ERR_MAX];
    p->unsaved = p->save && tb_transcript_save_sync(p->m, p->save, sync, msg, sizeof msg) != 0;
    if (p->unsaved) {
        snprintf(p->error, sizeof p->error, _("the game could not be saved: %s"), msg);
        snprintf(p->err, p->errlen, "%s", p->error);
    }
}

static void save(play *p)
{
    save_sync(p, 1);
}

/* Save, and stop on a finished round.  GO_ON, or how the game ended. */
static int after_move(play *p, int bot_moved)
{
    tb_save_how how = tb_save_after_move(&p->pace, p->m, p->opts, bot_moved);
    if (how != TB_SAVE_SKIP)
        save_sync(p, how == TB_SAVE_SYNC);
    tb_outcome o;
    tb_outcome_of(p->m->game, p->m->state, &o);
    if (o.rounds > p->rounds_seen) {
        p->rounds_seen = o.rounds;
        tui_log_add(&p->log, _("-- round %d over --"), o.rounds);
        p->scroll = 0;
        if (!o.over && tui_results(p->t, p->m, 0) == TUI_SIGNAL)
            return TUI_GAME_SIGNAL;
    }
    return GO_ON;
}

/* ---- leaving and help ---- */

static int ask_leave(play *p, int with_table)
{
    /* Say whether it can be taken up again: "ends here" alone reads as lost. */
    int r = tui_confirm(p->t, with_table ? redraw : NULL, p,
                        p->save && p->unsaved
                            ? _("Leave this game? Its save could not be written: it is kept as "
                                "it was when last written.")
                        : p->save ? _("Leave this game? It is kept: continue it later from the "
                                      "launcher.")
                                  : _("Leave this game? It is not saved: it ends here."));
    if (r == TUI_SIGNAL)
        return TUI_GAME_SIGNAL;
    if (r == 1) {
        p->m->quit = 1;
        return TUI_GAME_QUIT;
    }
    return GO_ON;
}

static int help(play *p)
{
    char *rules = tui_rules(p->m->game, NULL, p->m->options); /* as this game is played */
    tui_help_page pg = {.lead = tui_table_line_keys, .keys = table_keys,
                        .name = tb_match_title(p->m), .rules = rules};
    int r = tui_help_show(p->t, &pg);
    free(rules);
    return r == TUI_SIGNAL ? TUI_GAME_SIGNAL : GO_ON;
}

/* ---- bots ---- */

static int bot_turn(play *p, int seat)
{
    draw(p);
    refresh();
    /* The pause before each bot move; keys still work while it lasts. */
    for (;;) {
        int k = tui_key(p->t->bot_delay_ms);
        if (k == TUI_TIMEOUT)
            break;
        int r = GO_ON;
        if (k == TUI_SIGNAL)
            return TUI_GAME_SIGNAL;
        if (k == 'q')
            r = ask_leave(p, 1);
        else if (k == '?' || k == TUI_FKEY(KEY_F(1)))
            r = help(p);
        if (r != GO_ON)
            return r;
        draw(p);
        refresh();
    }
    char text[512], why[1024];
    if (tb_match_play_bot(p->m, text, sizeof text, why, sizeof why) != 0) {
        if (tui_interrupted()) /* Ctrl-C while it thought: nothing was played */
            return TUI_GAME_SIGNAL;
        snprintf(p->err, p->errlen, "%s", why);
        return TUI_GAME_FAILED;
    }
    tui_log_add(&p->log, "%s: %s", p->m->seats[seat].name, text);
    return after_move(p, 1);
}

/* ---- people ---- */

static void load_moves(play *p)
{
    if (p->moves_at == p->m->n_moves)
        return;
    tui_moves_load(&p->moves, p->m);
    p->moves_at = p->m->n_moves;
}

/* u / U (or the words undo / redo) at a person's turn. */
static int take_back(play *p, int redo)
{
    char why[1024];
    size_t before = p->m->n_moves;
    int seat = tb_match_to_move(p->m);
    tui_line_clear(&p->line);
    p->hinted = 0;
    p->moves.open = 0;
    if (p->opts->no_undo) {
        snprintf(p->error, sizeof p->error, "%s",
                 redo ? _("redo is off for this game (--no-undo)")
                      : _("undo is off for this game (--no-undo)"));
        return GO_ON;
    }
    if ((redo ? tb_undo_redo(&p->undo, p->m, why, sizeof why)
              : tb_undo_take(&p->undo, p->m, seat, why, sizeof why)) != 0) {
        tui_copy(p->error, sizeof p->error, why);
        return GO_ON;
    }
    p->error[0] = '\0';
    size_t n = redo ? p->m->n_moves - before : before - p->m->n_moves;
    if (redo)
        tui_log_add(&p->log, NG_("redo: played again %zu move", "redo: played again %zu moves", n),
                    n);
    else
        tui_log_add(&p->log, NG_("undo: took back %zu move", "undo: took back %zu moves", n), n);
    p->moves_at = p->m->n_moves + 1; /* the legal moves are those of another state */
    tb_outcome o;
    tb_outcome_of(p->m->game, p->m->state, &o);
    p->rounds_seen = o.rounds;
    save(p);
    return GO_ON;
}

/* The hint goes on the (empty) line, standing selected: Enter plays it,
 * typing replaces it, Left/Right keep it to edit. */
static int hint(play *p)
{
    char move[512], why[TB_ERR_MAX];
    /* The search may take a while in a long game: say so while it runs. */
    tui_bar(p->t, LINES - 1, _("Thinking of a hint...   Ctrl-C: stop"), NULL,
            tui_attr(p->t, TR_DIM) | A_REVERSE);
    refresh();
    if (tb_match_hint(p->m, move, sizeof move, why, sizeof why) != 0) {
        if (tui_interrupted())
            return TUI_GAME_SIGNAL;
        tui_copy(p->error, sizeof p->error, why);
        return GO_ON;
    }
    p->error[0] = '\0';
    tui_line_set(&p->line, move);
    p->hinted = 1;
    /* Logged for a person alone at the table; at a hot seat the log shows
     * on the next player's "pass to" screen, and a hint not followed
     * would tell them a card of this hand. */
    if (p->humans <= 1)
        tui_log_add(&p->log, _("hint for %s: %s"), p->m->seats[tb_match_to_move(p->m)].name,
                    move);
    return GO_ON;
}

static int submit(play *p, const char *typed)
{
    char text[TUI_LINE_MAX * 4];
    snprintf(text, sizeof text, "%s", typed);
    char *s = text;
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    if (!*s)
        return GO_ON;
    if (strcmp(s, "quit") == 0)
        return ask_leave(p, 1);
    if (strcmp(s, "undo") == 0 || strcmp(s, "redo") == 0)
        return take_back(p, s[0] == 'r');
    if (strcmp(s, "help") == 0) {
        tui_line_clear(&p->line);
        return help(p);
    }
    if (strcmp(s, "hint") == 0)
        return hint(p);
    if (strcmp(s, "moves") == 0 || strcmp(s, "show") == 0) {
        tui_line_clear(&p->line);
        tui_moves_filter(&p->moves, "");
        p->moves.open = s[0] == 'm';
        return GO_ON;
    }
    int seat = tb_match_to_move(p->m);
    size_t before = p->m->n_moves;
    char why[1024];
    tui_line_remember(&p->line, s);
    if (tb_match_play_line(p->m, s, why, sizeof why) != 0) {
        /* The line stays, to be corrected. */
        tui_copy(p->error, sizeof p->error, why);
        return GO_ON;
    }
    p->error[0] = '\0';
    tui_line_clear(&p->line);
    p->moves.open = 0;
    tb_undo_forget(&p->undo);
    /* The canonical text of what was played (one line may be several moves). */
    char played[512] = "";
    for (size_t i = before; i < p->m->n_moves; i++) {
        size_t len = strlen(played);
        snprintf(played + len, sizeof played - len, "%s%s", i > before ? "; " : "",
                 p->m->moves[i]);
    }
    tui_log_add(&p->log, "%s: %s", p->m->seats[seat].name, played);
    return after_move(p, 0);
}

static int tab(play *p)
{
    char typed[TUI_LINE_MAX * 4];
    tui_line_get(&p->line, typed, sizeof typed);
    tui_moves_filter(&p->moves, typed);
    if (p->moves.n_shown == 1 && typed[0]) {
        tui_line_set(&p->line, p->moves.text[p->moves.shown[0]]);
        return GO_ON;
    }
    p->moves.open = 1;
    return GO_ON;
}

static int human_key(play *p)
{
    load_moves(p);
    draw(p);
    refresh();
    int k = tui_key(-1);
    if (k == TUI_SIGNAL)
        return TUI_GAME_SIGNAL;
    if (k == TUI_RESIZE || k == TUI_TIMEOUT)
        return GO_ON;
    /* Nothing of the table is on screen: only leaving makes sense. */
    if (tui_is_small())
        return k == 'q' ? ask_leave(p, 1) : GO_ON;
    char typed[TUI_LINE_MAX * 4];
    if (p->moves.open) {
        const char *pick = NULL;
        int r = tui_moves_key(&p->moves, k, &pick);
        if (r == 2) {
            char chosen[512];
            snprintf(chosen, sizeof chosen, "%s", pick);
            tui_line_set(&p->line, chosen);
            return submit(p, chosen);
        }
        if (r == 1)
            return GO_ON;
        if (tui_line_key(&p->line, k, 0)) {
            tui_line_note_full(&p->line, p->error, sizeof p->error);
            tui_line_get(&p->line, typed, sizeof typed);
            tui_moves_filter(&p->moves, typed);
        }
        return GO_ON;
    }
    /* The word "undo" typed in full runs once: its u already did. */
    if (p->swallow && *p->swallow && p->line.len == 0) {
        int next = *p->swallow == '\n' ? tui_is_enter(k) : k == *p->swallow;
        p->swallow = next ? p->swallow + 1 : NULL;
        if (next)
            return GO_ON;
    }
    p->swallow = NULL;
    /* A hint standing selected counts as an empty line for the one-key
     * commands; any other key takes the selection away. */
    int empty = p->line.len == 0 || p->hinted, hinted = p->hinted;
    if (k == TUI_FKEY(KEY_F(1)) || (empty && k == '?' && !tui_moves_start_with(&p->moves, '?')))
        return help(p);
    if (empty && k == 'q' && !tui_moves_start_with(&p->moves, 'q'))
        return ask_leave(p, 1);
    if (empty && (k == 'u' || k == 'U') && !tui_moves_start_with(&p->moves, k)) {
        p->swallow = k == 'u' ? "ndo\n" : NULL;
        return take_back(p, k == 'U');
    }
    if (empty && k == 'h' && !tui_moves_start_with(&p->moves, 'h')) {
        int r = hint(p);
        if (p->hinted)
            p->hinted = 2;
        return r;
    }
    p->hinted = 0;
    if (hinted && (tui_is_backspace(k) || (k >= ' ' && k < TUI_FKEY(0) && k != 127))) {
        /* Typing replaces the selected hint; after the h key, "he" and "hi"
         * are the words help and hint being typed. */
        tui_line_clear(&p->line);
        if (hinted == 2 && (k == 'e' || k == 'i'))
            tui_line_key(&p->line, 'h', 0);
    }
    if (k == '\t')
        return tab(p);
    if (k == TUI_FKEY(KEY_PPAGE) || k == TUI_FKEY(KEY_NPAGE)) {
        int step = LINES / 2 > 1 ? LINES / 2 : 1;
        p->scroll += k == TUI_FKEY(KEY_NPAGE) ? step : -step;
        return GO_ON;
    }
    if (k == TUI_ESC) {
        p->error[0] = '\0';
        tui_line_clear(&p->line);
        return GO_ON;
    }
    if (k == TUI_CTRL('l')) {
        clearok(curscr, TRUE);
        return GO_ON;
    }
    if (tui_is_enter(k)) {
        tui_line_get(&p->line, typed, sizeof typed);
        return submit(p, typed);
    }
    tui_line_key(&p->line, k, 1);
    tui_line_note_full(&p->line, p->error, sizeof p->error);
    return GO_ON;
}

/* The pass-to screen until the next player is there.  GO_ON or an end. */
static int hand_over(play *p, int seat)
{
    for (;;) {
        int k = tui_pass_to(p->t, p->m, seat, &p->log);
        int r = GO_ON;
        if (k == TUI_SIGNAL)
            return TUI_GAME_SIGNAL;
        if (k == 'q') {
            r = ask_leave(p, 0);
            if (r == GO_ON)
                continue;
            return r;
        }
        if (k == '?' || k == TUI_FKEY(KEY_F(1))) {
            if ((r = help(p)) != GO_ON)
                return r;
            continue;
        }
        return GO_ON;
    }
}

tui_end_how tui_play(const tui *t, tb_match *m, const tb_play_opts *opts, char *err,
                     size_t errlen)
{
    play p;
    memset(&p, 0, sizeof p);
    p.t = t;
    p.m = m;
    m->stop = tui_signal_flag(); /* Ctrl-C stops a bot's long think */
    p.opts = opts;
    p.save = opts->save;
    p.err = err;
    p.errlen = errlen;
    p.moves_at = m->n_moves + 1;
    p.viewer = -1;
    tui_line_init(&p.line);
    for (int s = 0; s < m->players; s++)
        if (m->seats[s].human) {
            if (!p.humans)
                p.viewer = s;
            p.humans++;
        }
    if (p.humans != 1)
        p.viewer = -1;
    tui_log_replay(&p.log, &p.line, m); /* a continued game: its moves so far */
    tb_outcome o;
    tb_outcome_of(m->game, m->state, &o);
    p.rounds_seen = o.rounds;
    save(&p);
    if (!p.save && opts->not_kept) /* said from the start, not first when leaving */
        snprintf(p.error, sizeof p.error, _("the game is not kept: %s"), opts->not_kept);
    int how = GO_ON;
    while (how == GO_ON) {
        int seat = tb_match_to_move(m);
        if (seat < 0)
            break;
        if (!m->seats[seat].human) {
            how = bot_turn(&p, seat);
            continue;
        }
        if (seat != p.viewer && p.humans >= 2) {
            p.moves.open = 0;
            tui_line_clear(&p.line);
            p.hinted = 0;
            p.swallow = NULL;
            p.error[0] = '\0';
            if ((how = hand_over(&p, seat)) != GO_ON)
                break;
        }
        p.viewer = seat;
        how = human_key(&p);
    }
    if (how == GO_ON) {
        how = TUI_GAME_OVER;
        /* Recorded and retired now, so the result screen can tell the
         * record; warnings (a damaged database) go on the screen too. */
        char *warnings;
        char *record = tb_game_ended(m, opts, &warnings);
        tb_strbuf b = {0};
        tb_strbuf_add(&b, warnings);
        tui_warn_after(warnings);
        free(warnings);
        tb_strbuf_add(&b, record);
        free(record);
        char *note = tb_strbuf_take(&b);
        if (tui_results_note(t, m, 1, p.humans == 1 ? p.viewer : -1, note) == TUI_SIGNAL)
            how = TUI_GAME_SIGNAL;
        free(note);
        /* Then the record of this game, as a real table's score book: shown
         * after each game a person played (not with --no-stats). */
        if (how == TUI_GAME_OVER && p.humans && !opts->no_stats && !m->no_stats &&
            tui_stats_screen(t, m->game_name) == TUI_SIGNAL)
            how = TUI_GAME_SIGNAL;
    }
    /* On Ctrl-C in the middle of the bots' moves, the save holds them all
     * and is on disk (save_pace.c).  Not at the result of a kept game: its
     * save has moved to the history (it would come back, to be counted
     * again). */
    if (how == TUI_GAME_SIGNAL && !(tb_match_to_move(m) < 0 && opts->autosave))
        save(&p);
    tb_undo_free(&p.undo);
    tui_moves_free(&p.moves);
    tui_line_free(&p.line);
    return (tui_end_how)how;
}
