/*
 * protocol.c — the line protocol (`--ui text`) for scripts, external bots
 * and screen readers.  For the seat to move it prints the seat's view, then
 * a prompt ending in "> "; it reads one line: a move in the game's notation,
 * or moves / hint / show / help / quit.  A refused move prints "error: <reason>"
 * and the same prompt, with nothing changed.  Bots' moves are printed as
 * "seat K (NAME) plays: MOVE".  At the end: the result table.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#define LINE_MAX_BYTES 4096

static const char *const help_text =
    "Type a move in the game's notation, or one of:\n"
    "  moves   list the legal moves\n"
    "  hint    what the strongest bot (ismcts) would play, from what you can see\n"
    "  show    show the table again\n"
    "  help    this text\n"
    "  quit    leave the game (it ends as \"quit\")\n";

/* Read one line.  Returns 1 with the line, 0 at end of input, -1 for a line
 * that is too long or holds a NUL byte (the rest of it is skipped). */
static int read_line(FILE *in, char *buf, size_t cap)
{
    size_t n = 0;
    int c, bad = 0;
    while ((c = fgetc(in)) != EOF && c != '\n') {
        if (c == '\0')
            bad = 1;
        if (n + 1 < cap)
            buf[n++] = (char)c;
        else
            bad = 1;
    }
    if (c == EOF && n == 0 && !bad)
        return 0;
    buf[n] = '\0';
    return bad ? -1 : 1;
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    return s;
}

static void show(tb_match *m, int seat, FILE *out)
{
    char *v = tb_match_view_text(m, seat, 0);
    fputs(v, out);
    free(v);
}

static int finish(tb_match *m, FILE *out, const char *save, const char *result_json)
{
    char *r = tb_match_result_text(m);
    fputs(r, out);
    free(r);
    int rc = TB_EXIT_OK;
    if (save && tb_save_match(m, save) != 0)
        rc = TB_EXIT_FAILED;
    if (result_json && tb_write_result_json(m, result_json) != 0)
        rc = TB_EXIT_FAILED;
    return rc;
}

int tb_text_play(tb_match *m, FILE *in, FILE *out, const char *save, const char *result_json)
{
    char line[LINE_MAX_BYTES];
    int shown = -2; /* the seat whose view was printed last, to print it once per turn */
    /* Nothing is played yet: a save that cannot be written is bad usage. */
    if (save && tb_save_match(m, save) != 0)
        return TB_EXIT_USAGE;
    for (;;) {
        int seat = tb_match_to_move(m);
        if (seat < 0)
            break;
        const tb_seat *s = &m->seats[seat];
        char err[1024];
        if (!s->human) {
            char text[512];
            if (tb_match_play_bot(m, text, sizeof text, err, sizeof err) != 0) {
                fprintf(stderr, "tabula play: %s\n", err);
                return TB_EXIT_FAILED;
            }
            fprintf(out, "seat %d (%s) plays: %s\n", seat + 1, s->name, text);
            shown = -2;
        } else {
            if (shown != seat)
                show(m, seat, out);
            shown = seat;
            fprintf(out, "seat %d (%s)> ", seat + 1, s->name);
            fflush(out);
            int got = read_line(in, line, sizeof line);
            /* A person's Enter ends the prompt line; piped input does not. */
            if (!isatty(fileno(in)))
                fputc('\n', out);
            if (got == 0) {
                fprintf(stderr, "tabula play: input ended before the game did%s%s\n",
                        save ? "; the game is saved in " : "", save ? save : "");
                return TB_EXIT_USAGE;
            }
            if (got < 0) {
                fprintf(out, "error: line too long or not text (at most %d bytes, no NUL)\n",
                        LINE_MAX_BYTES - 1);
                continue;
            }
            char *cmd = trim(line);
            if (!*cmd)
                continue;
            if (strcmp(cmd, "quit") == 0) {
                m->quit = 1;
                break;
            }
            if (strcmp(cmd, "help") == 0) {
                fputs(help_text, out);
                continue;
            }
            if (strcmp(cmd, "show") == 0) {
                show(m, seat, out);
                continue;
            }
            if (strcmp(cmd, "hint") == 0) {
                char hint[512];
                if (tb_match_hint(m, hint, sizeof hint, err, sizeof err) != 0)
                    fprintf(out, "error: %s\n", err);
                else
                    fprintf(out, "hint: %s\n", hint);
                continue;
            }
            if (strcmp(cmd, "moves") == 0) {
                char *list = tb_match_moves_text(m);
                fputs(list, out);
                free(list);
                continue;
            }
            if (tb_match_play_line(m, cmd, err, sizeof err) != 0) {
                fprintf(out, "error: %s\n", err);
                continue;
            }
            shown = -2;
        }
        if (save && tb_save_match(m, save) != 0)
            return TB_EXIT_FAILED;
    }
    return finish(m, out, save, result_json);
}
