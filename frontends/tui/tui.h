/*
 * tui.h — the ncurses frontend's private interface: the terminal session,
 * keys, drawing helpers, and the screens (launcher, setup, table) that use
 * them.  Everything here draws from the generic table model (view.h) and
 * the match driver (match.h): no screen knows any particular game.
 */
#ifndef TB_TUI_H
#define TB_TUI_H

#include <curses.h>
#include <stddef.h>
#include <wchar.h>

#include "tabletop.h"
#include "text.h"
#include "tui_entry.h"
#include "view.h"

/* Below this size a screen shows a "too small" message instead of a layout
 * that would overlap itself. */
enum { TUI_MIN_W = 60, TUI_MIN_H = 16 };

/* Keys, as tui_key() returns them: a Unicode character (>= 0), a curses
 * function key lifted above the Unicode range, or one of the events. */
#define TUI_TIMEOUT (-1)
#define TUI_SIGNAL (-2)
#define TUI_FKEY(k) (0x200000 + (k))
#define TUI_RESIZE TUI_FKEY(KEY_RESIZE)
#define TUI_CTRL(c) ((c)&0x1f)
#define TUI_ESC 27

/* Colour pairs.  Card faces take TP_FACE + tb_colour. */
enum {
    TP_TITLE = 1,
    TP_ERROR,
    TP_DIM,
    TP_SELECT,
    TP_ACCENT,
    TP_OK,
    TP_BACK,
    TP_FRAME,
    TP_FACE
};

/* What a piece of text is, so each role gets one look on every terminal. */
typedef enum tui_role {
    TR_NORMAL = 0,
    TR_TITLE,   /* the top bar */
    TR_HEADING, /* section names, the player to move */
    TR_ERROR,   /* refused moves and failures */
    TR_DIM,     /* hints, broken games, defaults */
    TR_SELECT,  /* the highlighted row */
    TR_OK,      /* "your turn" */
    TR_FRAME,   /* box lines */
    TR_BACK     /* a face-down card */
} tui_role;

typedef struct tui {
    int utf8;         /* the locale is UTF-8: glyphs and box-drawing characters */
    int colours;      /* 0: monochrome, 8 or 256 */
    int bot_delay_ms; /* pause after each bot move, so people can follow */
} tui;

/* ---- tui.c: the session ---- */
/* Start curses.  0, or -1 with a reason in err (the terminal is untouched). */
int tui_begin(tui *t, char *err, size_t errlen);
void tui_end(void);
/* Text (whole lines) tui_end() writes to stderr after closing the screen:
 * a warning a screen showed, kept whole for the terminal that stays. */
void tui_warn_after(const char *text);
/* The next key, waiting at most timeout_ms (-1: until one comes).  Returns
 * TUI_SIGNAL once SIGINT/SIGTERM arrived, TUI_TIMEOUT when time ran out. */
int tui_key(int timeout_ms);
int tui_interrupted(void);
/* The signal that interrupted the session (SIGINT, SIGTERM), or 0. */
int tui_signal(void);
/* The flag the signal handler raises: a bot's search (tb_match's stop)
 * watches it, so Ctrl-C during a long think stops at once. */
const volatile sig_atomic_t *tui_signal_flag(void);
attr_t tui_attr(const tui *t, tui_role role);
/* Enter, Backspace and Escape as every terminal sends them. */
int tui_is_enter(int key);
int tui_is_backspace(int key);

/* ---- draw.c: text that respects display width ---- */
int tui_width(const char *utf8);
/* Draw s at (y, x) in at most w columns, ending in an ellipsis when it does
 * not fit; returns the columns used.  Invalid bytes show as '?'. */
int tui_put(const tui *t, int y, int x, int w, const char *s, attr_t a);
void tui_fill(int y, int x, int w, attr_t a);
void tui_center(const tui *t, int y, const char *s, attr_t a);
void tui_box(const tui *t, int y, int x, int h, int w, const char *title, attr_t a);
/* A full-width bar with text at the left and the right. */
void tui_bar(const tui *t, int y, const char *left, const char *right, attr_t a);
/* Split text into lines of at most w columns at spaces (and at '\n').
 * Returns the count; *out is malloc'd, free it with tui_lines_free. */
size_t tui_wrap(const char *text, int w, char ***out);
void tui_lines_free(char **lines, size_t n);
/* lines[from..n) of a wrapped text on one row of w columns, joined again:
 * the last row a text may take, ending in an ellipsis when more is cut. */
void tui_put_rest(const tui *t, int y, int x, int w, char **lines, size_t from, size_t n,
                  attr_t a);
/* Copy src into dst (cap bytes), cut if need be, never inside a UTF-8
 * character. */
void tui_copy(char *dst, size_t cap, const char *src);
/* Strings in the terminal's character set. */
const char *tui_glyph(const tui *t, const char *utf8, const char *ascii);

/* The screen is below TUI_MIN_W x TUI_MIN_H (tui_too_small also says so on it). */
int tui_is_small(void);
int tui_too_small(const tui *t);

/* ---- page.c: lines laid out for a width, then scrolled ---- */
enum { TUI_PAGE_TEXT = -2 }; /* a line of text; other tags are the caller's own */
typedef struct {
    char *text; /* malloc'd, owned by the page; NULL on a line the caller draws */
    attr_t attr;
    int tag;    /* TUI_PAGE_TEXT, or what the caller draws there (a sheet row) */
} tui_page_line;
typedef struct {
    tui_page_line *line;
    size_t n, cap;
} tui_page;
/* Adds a line; the page takes text. */
void tui_page_add(tui_page *p, char *text, attr_t a, int tag);
/* text wrapped to w columns, each line after `indent` spaces, or after
 * `first` padded to indent columns on the first line when it is given. */
void tui_page_wrap(tui_page *p, const char *text, attr_t a, int w, int indent, const char *first);
/* Keeps *top in range for `rows` screen rows; whether lines are hidden
 * above (bit 0) and below (bit 1). */
int tui_page_scroll(const tui_page *p, int *top, int rows);
void tui_page_free(tui_page *p);

/* ---- cards.c: one card of the table model ---- */
int tui_card_width(const tui *t, const tb_vcard *c);
/* A card as a chip on one line; returns its width. */
int tui_card_chip(const tui *t, int y, int x, const tb_vcard *c);
/* A card as a three-line framed card, inner width iw; returns its width. */
int tui_card_big(const tui *t, int y, int x, int iw, const tb_vcard *c);
/* n face-down cards as one fanned block (and their count); returns width. */
int tui_card_backs(const tui *t, int y, int x, size_t n, int maxw);

/* ---- input.c: the line editor with history ---- */
#define TUI_LINE_MAX 256
typedef struct tui_line {
    wchar_t buf[TUI_LINE_MAX];
    int len, cur;
    int full;               /* the last key was a character the line had no room for */
    char **hist;            /* oldest first */
    size_t n_hist;
    size_t hist_pos;        /* n_hist: the draft being typed */
    wchar_t draft[TUI_LINE_MAX];
    int draft_len;
} tui_line;

void tui_line_init(tui_line *l);
void tui_line_free(tui_line *l);
void tui_line_clear(tui_line *l);
void tui_line_set(tui_line *l, const char *utf8);
/* The text as UTF-8 into out (cap bytes). */
void tui_line_get(const tui_line *l, char *out, size_t cap);
/* An editing key (with history when use_history): 1 if it was used. */
int tui_line_key(tui_line *l, int key, int use_history);
/* After tui_line_key(): when the line had no room for the character, says
 * so into err (cap bytes): typing on would seem to do nothing.  The note
 * goes once a key has found room; any other err is left as it was. */
void tui_line_note_full(const tui_line *l, char *err, size_t cap);
void tui_line_remember(tui_line *l, const char *utf8);
/* Draw in w columns at (y, x); returns the cursor's column. */
int tui_line_draw(const tui *t, const tui_line *l, int y, int x, int w, attr_t a);

/* ---- complete.c: the legal-move list behind Tab ---- */
typedef struct tui_moves {
    size_t n;
    char **text;     /* every legal move, canonical text */
    size_t n_shown;
    size_t *shown;   /* indexes of those matching what is typed */
    size_t sel, top;
    int open;
} tui_moves;

void tui_moves_load(tui_moves *mv, const tb_match *m);
void tui_moves_free(tui_moves *mv);
/* Keep the moves that match typed (case-insensitive prefix, else words
 * found anywhere). */
void tui_moves_filter(tui_moves *mv, const char *typed);
/* Any legal move starting with the character c (then c is typed, not a command). */
int tui_moves_start_with(const tui_moves *mv, int c);
/* Keys for the open list: 1 used, 2 picked (the choice in *pick), 0 not used. */
int tui_moves_key(tui_moves *mv, int key, const char **pick);
/* Draw the list in a box whose bottom edge is on row bottom (it keeps the
 * selection in sight, hence not const). */
void tui_moves_draw(const tui *t, tui_moves *mv, int bottom, int x);

/* ---- sheet.c: the score sheet from the plugin's outcome() ---- */
/* A compact sheet in a box (players down, the last rounds that fit across). */
void tui_sheet_box(const tui *t, const tb_match *m, int y, int x, int h, int w);
/* One row of the full sheet with ranks: its header when seat < 0, else
 * that seat's (drawn a row at a time, so the results page can scroll). */
void tui_sheet_full(const tui *t, const tb_match *m, int seat, int y, int x, int w);
/* Rows tui_sheet_box wants for this match. */
int tui_sheet_height(const tb_match *m);

/* ---- table.c: the table model ---- */
/* Draw v into the rectangle, scrolled down by *scroll rows (clamped here).
 * Zones the viewer owns are drawn last, like a hand held at the table edge.
 * Returns 1 when there is more below the rectangle. */
int tui_table_draw(const tui *t, const tb_match *m, const tb_view *v, int y, int x, int h,
                   int w, int *scroll);

/* ---- log.c: the recent moves ---- */
#define TUI_LOG_MAX 64
typedef struct tui_log {
    char line[TUI_LOG_MAX][128]; /* a ring: the latest TUI_LOG_MAX lines */
    size_t n;                    /* lines ever added */
} tui_log;

void tui_log_add(tui_log *log, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The line back lines before the latest (0: the latest), or NULL. */
const char *tui_log_get(const tui_log *log, size_t back);
/* A continued game's moves from the deal, as they were logged when played
 * (one line per move, the round ends), people's moves into line's history. */
void tui_log_replay(tui_log *log, tui_line *line, const tb_match *m);
/* Draw the latest lines, oldest at the top, in a box; a line wider than
 * the box wraps onto the next rows. */
void tui_log_box(const tui *t, const tui_log *log, int y, int x, int h, int w);

/* ---- screens.c: full screens and dialogs ---- */
/* Draws whatever is behind a dialog (called again after a resize). */
typedef void (*tui_redraw_fn)(void *ctx);
/* Returns 1 for yes, 0 for no, TUI_SIGNAL when interrupted. */
int tui_confirm(const tui *t, tui_redraw_fn redraw, void *ctx, const char *question);
/* One row of a help screen's key table: the keys and what they do, both
 * msgids (N_), laid out for the screen's width by tui_help.  keys "" goes
 * on with the row above; keys NULL makes `what` a paragraph of its own.
 * A table ends at a row whose `what` is NULL. */
typedef struct {
    const char *keys, *what;
} tui_key_row;
/* Keys and, when name is not NULL, the rules of the game of that name
 * (rules: its summary with the option values filled in, tui_rules).  0, or
 * TUI_SIGNAL. */
int tui_help(const tui *t, const tui_key_row *keys, const char *name, const char *rules);
/* A help screen with a section of its own between the keys and the rules
 * (the setup screen's rows): rows_title and rows are in the reader's
 * language already, rows ending at what NULL as keys do. */
typedef struct {
    const tui_key_row *lead; /* rows before keys (tui_table_line_keys), or NULL */
    const tui_key_row *keys;
    const char *rows_title;
    const tui_key_row *rows;
    const char *name, *rules;
} tui_help_page;
int tui_help_show(const tui *t, const tui_help_page *page);
/* The keys of a table's move line (typing, Tab's list, history, scrolling,
 * this help): the lead of play's and join's help screens. */
extern const tui_key_row tui_table_line_keys[];
/* g's rules summary in the player's language with {key} filled in from o
 * (from the game file e when o is NULL: the game as the list offers it).
 * malloc'd. */
char *tui_rules(const tb_game *g, const struct tb_game_entry *e, const tb_options *o);
/* "Pass to NAME": every hand hidden until a key.  The key pressed, or TUI_SIGNAL. */
int tui_pass_to(const tui *t, const tb_match *m, int seat, const tui_log *log);
/* A round's or the game's result.  Returns the key that closed it. */
int tui_results(const tui *t, const tb_match *m, int game_over);
/* The same with note (the player's record) under the winner; 's' opens the
 * statistics screen; 't' the table at the end as seat viewer sees it (-1:
 * as anyone may). */
int tui_results_note(const tui *t, const tb_match *m, int game_over, int viewer, const char *note);

/* ---- stats_screen.c: the record ('s') ---- */
/* The statistics of game (NULL: every game) until a key.  0, or TUI_SIGNAL. */
int tui_stats_screen(const tui *t, const char *game);
/* A one-line message in a box until a key. */
int tui_message(const tui *t, const char *title, const char *text);
/* The same box drawn over the screen as it is, without waiting (a table
 * that keeps talking to its server shows it while the clock runs). */
void tui_note(const tui *t, const char *title, const char *text);

/* ---- play.c: the table loop ---- */
typedef enum tui_end_how {
    TUI_GAME_OVER = 0, /* played to its end */
    TUI_GAME_QUIT,     /* left with q */
    TUI_GAME_SIGNAL,   /* Ctrl-C or SIGTERM */
    TUI_GAME_FAILED    /* a bot found no move: err says why */
} tui_end_how;

struct tb_play_opts;
/* Play m.  o gives the save, undo and statistics settings (tabletop.h);
 * when the game is over it is recorded and its kept save retired. */
tui_end_how tui_play(const tui *t, tb_match *m, const struct tb_play_opts *o, char *err,
                     size_t errlen);

/* ---- launcher.c and setup.c ---- */
/* The game list until q.  Returns an exit code. */
int tui_launcher(const tui *t, const tb_registry *r);
/* The setup screen for one game: a new match, or NULL to go back (*signal
 * set when interrupted). */
tb_match *tui_setup(const tui *t, const tb_game_entry *e, int *signal);

#endif
