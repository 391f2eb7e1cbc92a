/*
 * tui.c — the curses session: start and stop, signals, colours, keys.  The
 * screens call it; it calls no screen (the entry points tui_entry.h declares,
 * which call the screens, are in entry.c).
 *
 * The terminal must come back sane on every way out: a normal end, an
 * error, Ctrl-C, SIGTERM or the terminal closing (SIGHUP, or its end of
 * input when SIGHUP is ignored, as under nohup).  Signal handlers only set
 * a flag (nothing else is safe there); tui_key() polls it every 100 ms, so
 * the screens unwind normally, the game is kept and endwin() is called.  atexit() calls endwin() as a last resort for
 * exits no screen saw (an out-of-memory exit inside the host).
 */
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "strbuf.h"
#include "tabletop.h"
#include "tui.h"
/* Last: its capability macros (lines, columns...) would rename our words. */
#include <term.h>

/* Process-wide by nature: a signal handler can reach nothing else, and the
 * atexit safety net must know whether curses is on. */
static volatile sig_atomic_t got_signal;
static int curses_on;
static SCREEN *screen;
/* Warnings the screen showed, for stderr once it is gone (a screen cuts a
 * long line, and a screen's words vanish with it).  The one session's. */
static tb_strbuf after_end;

static void on_signal(int sig)
{
    got_signal = sig;
}

static void restore_at_exit(void)
{
    if (curses_on) {
        curses_on = 0;
        endwin();
    }
}

int tui_interrupted(void)
{
    return got_signal != 0;
}

int tui_signal(void)
{
    return (int)got_signal;
}

const volatile sig_atomic_t *tui_signal_flag(void)
{
    return &got_signal;
}

static int env_int(const char *name, int dflt, int lo, int hi)
{
    const char *s = getenv(name);
    if (!s || !*s)
        return dflt;
    char *end;
    long v = strtol(s, &end, 10);
    if (*end || v < lo || v > hi)
        return dflt;
    return (int)v;
}

static void init_colours(tui *t)
{
    t->colours = 0;
    /* NO_COLOR (no-color.org): the user asked for monochrome. */
    const char *no = getenv("NO_COLOR");
    if ((no && *no) || !has_colors() || start_color() != OK)
        return;
    use_default_colors();
    t->colours = COLORS >= 256 ? 256 : 8;
    int rich = t->colours == 256;
    init_pair(TP_TITLE, COLOR_WHITE, COLOR_BLUE);
    init_pair(TP_ERROR, COLOR_RED, -1);
    init_pair(TP_DIM, rich ? 244 : COLOR_WHITE, -1);
    init_pair(TP_SELECT, COLOR_BLACK, COLOR_CYAN);
    init_pair(TP_ACCENT, rich ? 75 : COLOR_CYAN, -1);
    init_pair(TP_OK, COLOR_GREEN, -1);
    init_pair(TP_BACK, rich ? 153 : COLOR_WHITE, COLOR_BLUE);
    init_pair(TP_FRAME, rich ? 240 : COLOR_BLUE, -1);
    /* Card faces: ink of the card's colour on a white face.  Eight-colour
     * terminals get no face (their white is often grey) and bold ink. */
    static const short ink256[TB_COLOUR_COUNT] = {16, 160, 202, 136, 28, 26, 91, 16, 245};
    static const short ink8[TB_COLOUR_COUNT] = {-1, COLOR_RED, COLOR_YELLOW, COLOR_YELLOW,
                                                COLOR_GREEN, COLOR_BLUE, COLOR_MAGENTA, -1,
                                                COLOR_WHITE};
    for (int c = 0; c < TB_COLOUR_COUNT; c++)
        init_pair((short)(TP_FACE + c), rich ? ink256[c] : ink8[c], rich ? 255 : -1);
}

attr_t tui_attr(const tui *t, tui_role role)
{
    int c = t->colours != 0;
    switch (role) {
    case TR_TITLE: return c ? COLOR_PAIR(TP_TITLE) | A_BOLD : A_REVERSE | A_BOLD;
    case TR_HEADING: return c ? COLOR_PAIR(TP_ACCENT) | A_BOLD : A_BOLD;
    case TR_ERROR: return c ? COLOR_PAIR(TP_ERROR) | A_BOLD : A_BOLD | A_UNDERLINE;
    case TR_DIM: return c ? COLOR_PAIR(TP_DIM) : A_DIM;
    case TR_SELECT: return c ? COLOR_PAIR(TP_SELECT) | A_BOLD : A_REVERSE;
    case TR_OK: return c ? COLOR_PAIR(TP_OK) | A_BOLD : A_BOLD;
    case TR_FRAME: return c ? COLOR_PAIR(TP_FRAME) : A_NORMAL;
    case TR_BACK: return c ? COLOR_PAIR(TP_BACK) : A_NORMAL;
    default: return A_NORMAL;
    }
}

/* Home and End arrive in several spellings (xterm's normal and application
 * modes, the vt220 ones tmux and screen send); a TERM that names another
 * terminal than the one in use would otherwise turn them into Escape. */
static void alternate_keys(void)
{
    static const struct {
        const char *seq;
        int key;
    } alt[] = {
        {"\033[1~", KEY_HOME}, {"\033[4~", KEY_END}, {"\033[H", KEY_HOME},
        {"\033[F", KEY_END},   {"\033OH", KEY_HOME}, {"\033OF", KEY_END},
        {"\033[7~", KEY_HOME}, {"\033[8~", KEY_END},
    };
    for (size_t i = 0; i < sizeof alt / sizeof alt[0]; i++)
        if (key_defined(alt[i].seq) == 0)
            define_key(alt[i].seq, alt[i].key);
}

int tui_begin(tui *t, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    setlocale(LC_CTYPE, "");
    const char *cs = nl_langinfo(CODESET);
    t->utf8 = cs && strcmp(cs, "UTF-8") == 0;
    t->bot_delay_ms = env_int("TABULA_BOT_DELAY_MS", 400, 0, 60000);
    const char *term = getenv("TERM");
    if (!term || !*term) {
        snprintf(err, errlen, _("TERM is not set"));
        return -1;
    }
    /* Keys come from a person at a terminal: a pipe would end in an endless
     * wait for input that cannot come. */
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        snprintf(err, errlen, _("standard input and output are not a terminal"));
        return -1;
    }
    /* Our handlers go in before curses starts, so curses leaves SIGINT and
     * SIGTERM to us (it installs its own only where the default stands). */
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    /* A closed terminal ends the session as SIGTERM does, unless whoever
     * started us chose to ignore hang-ups (nohup): then tui_key() sees the
     * terminal gone by its end of input. */
    struct sigaction old;
    if (sigaction(SIGHUP, NULL, &old) == 0 && old.sa_handler != SIG_IGN)
        sigaction(SIGHUP, &sa, NULL);
    static int registered;
    if (!registered && atexit(restore_at_exit) == 0)
        registered = 1;
    screen = newterm(NULL, stdout, stdin);
    if (!screen) {
        snprintf(err, errlen, _("cannot drive this terminal (TERM=%s)"), term);
        return -1;
    }
    curses_on = 1;
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    init_colours(t);
    alternate_keys();
    return 0;
}

void tui_end(void)
{
    if (curses_on) {
        curses_on = 0;
        endwin();
        delscreen(screen);
        screen = NULL;
    }
    const char *later = tb_strbuf_str(&after_end);
    if (later && *later)
        fputs(later, stderr);
    tb_strbuf_free(&after_end);
}

void tui_warn_after(const char *text)
{
    if (text && *text)
        tb_strbuf_add(&after_end, text);
}

int tui_key(int timeout_ms)
{
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (;;) {
        if (got_signal)
            return TUI_SIGNAL;
        int slice = 100;
        if (timeout_ms >= 0) {
            struct timespec now;
            clock_gettime(CLOCK_MONOTONIC, &now);
            long spent = (now.tv_sec - start.tv_sec) * 1000L +
                         (now.tv_nsec - start.tv_nsec) / 1000000L;
            if (spent >= timeout_ms)
                return TUI_TIMEOUT;
            if (timeout_ms - spent < slice)
                slice = (int)(timeout_ms - spent);
        }
        timeout(slice);
        wint_t ch;
        int r = get_wch(&ch);
        if (r == ERR) {
            /* No key: the time ran out, or the terminal is gone and every
             * read returns at once (its end of input): that is a hang-up. */
            struct pollfd in = {.fd = STDIN_FILENO, .events = POLLIN};
            if (poll(&in, 1, 0) == 1 && (in.revents & (POLLHUP | POLLERR | POLLNVAL)))
                got_signal = SIGHUP;
            continue;
        }
        if (r == KEY_CODE_YES)
            return TUI_FKEY((int)ch);
        return (int)ch;
    }
}

int tui_is_enter(int key)
{
    return key == '\n' || key == '\r' || key == TUI_FKEY(KEY_ENTER);
}

int tui_is_backspace(int key)
{
    return key == 127 || key == 8 || key == TUI_FKEY(KEY_BACKSPACE);
}
