/*
 * protocol.c — the line protocol (`--ui text`) for scripts, external bots
 * and screen readers.  For the seat to move it prints the seat's view, then
 * a prompt ending in "> "; it reads one line: a move in the game's notation,
 * or moves / hint / show / help / quit.  A refused move prints "error: <reason>"
 * and the same prompt, with nothing changed.  Bots' moves are printed as
 * "seat K (NAME) plays: MOVE".  undo takes back the person's last move
 * and the bot moves after it (undo.h), redo plays them again.  At the end:
 * the result table, and the player's record (tabletop.h).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "text.h"
#include "transcript.h"
#include "undo.h"

#define LINE_MAX_BYTES 4096

const char *const tb_text_help =
    N_("Type a move in the game's notation, or one of:\n"
    "  moves   list the legal moves\n"
    "  hint    what the strongest bot (ismcts) would play, from what you can see\n"
    "  show    show the table again\n"
    "  undo    take back your last move (and the bots' moves after it)\n"
    "  redo    play again what undo took back\n"
    "  help    this text\n"
    "  quit    leave the game (it ends as \"quit\")\n");

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

/* The command word line begins with, when more words follow it: "moves
 * all" gives "moves".  NULL for anything else. */
static const char *command_word(const char *line)
{
    static const char *const words[] = {"quit", "help", "show", "hint", "moves", "undo", "redo"};
    size_t n = strcspn(line, " \t");
    if (!line[n])
        return NULL;
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strlen(words[i]) == n && strncmp(line, words[i], n) == 0)
            return words[i];
    return NULL;
}

static void show(tb_match *m, int seat, FILE *out)
{
    char *v = tb_match_view_text(m, seat, 0);
    fputs(v, out);
    free(v);
}

static int finish(tb_match *m, FILE *out, const tb_play_opts *o)
{
    char *r = tb_match_result_text(m);
    fputs(r, out);
    free(r);
    int rc = TB_EXIT_OK;
    if (o->save && !o->keep_file && tb_save_match(m, o->save, 1, "tabula play") != 0)
        rc = TB_EXIT_FAILED;
    char *warnings;
    char *record = tb_game_ended(m, o, &warnings);
    fputs(warnings, stderr);
    free(warnings);
    fputs(record, out);
    free(record);
    if (o->result_json && tb_write_result_json(m, o->result_json) != 0)
        rc = TB_EXIT_FAILED;
    return rc;
}

/* undo or redo typed at seat's prompt: 0 when the match changed. */
static int take_back(tb_match *m, tb_undo *u, int seat, int redo, const tb_play_opts *o,
                     FILE *out)
{
    char err[1024];
    size_t before = m->n_moves;
    if (o->no_undo) {
        /* "error:", the command words and the flag stay English: scripts read them. */
        fprintf(out, "error: %s\n", redo ? _("redo is off for this game (--no-undo)")
                                          : _("undo is off for this game (--no-undo)"));
        return -1;
    }
    int rc = redo ? tb_undo_redo(u, m, err, sizeof err)
                  : tb_undo_take(u, m, seat, err, sizeof err);
    if (rc != 0) {
        fprintf(out, "error: %s\n", err);
        return -1;
    }
    size_t n = redo ? m->n_moves - before : before - m->n_moves;
    if (redo)
        fprintf(out, NG_("redo: played again %zu move\n", "redo: played again %zu moves\n", n), n);
    else
        fprintf(out, NG_("undo: took back %zu move\n", "undo: took back %zu moves\n", n), n);
    return 0;
}

int tb_text_play(tb_match *m, FILE *in, FILE *out, const char *save, const char *result_json)
{
    tb_play_opts o = {.save = save, .result_json = result_json};
    return tb_text_play_opts(m, in, out, &o);
}

int tb_text_play_opts(tb_match *m, FILE *in, FILE *out, const tb_play_opts *o)
{
    const char *save = o->save;
    tb_undo u = {0};
    tb_save_pace pace = {0};
    int rc = TB_EXIT_OK;
    char line[LINE_MAX_BYTES];
    int shown = -2; /* the seat whose view was printed last, to print it once per turn */
    /* Nothing is played yet: a save that cannot be written is bad usage. */
    if (save && !o->keep_file && tb_save_match(m, save, 1, "tabula play") != 0)
        return TB_EXIT_USAGE;
    fprintf(out, _("%s, seed %llu (--seed %llu deals this game again)\n"), m->game_name,
            (unsigned long long)m->seed, (unsigned long long)m->seed);
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
                rc = TB_EXIT_FAILED;
                break;
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
                if (save)
                    fprintf(stderr, _("tabula play: input ended before the game did; the game is "
                                      "saved in %s\n"), save);
                else
                    fprintf(stderr, _("tabula play: input ended before the game did\n"));
                rc = TB_EXIT_USAGE;
                break;
            }
            if (got < 0) {
                fputs("error: ", out);
                fprintf(out, _("line too long or not text (at most %d bytes, no NUL)\n"),
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
                fputs(_(tb_text_help), out);
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
            if (strcmp(cmd, "undo") == 0 || strcmp(cmd, "redo") == 0) {
                if (take_back(m, &u, seat, cmd[0] == 'r', o, out) != 0)
                    continue;
            } else if (tb_match_play_line(m, cmd, err, sizeof err) != 0) {
                /* "moves all": a command word with more after it, which the
                 * game refused as a move, was meant as the command. */
                const char *word = command_word(cmd);
                if (word) {
                    fputs("error: ", out); /* the protocol's word, never translated */
                    fprintf(out, _("%s takes nothing after it\n"), word);
                } else
                    fprintf(out, "error: %s\n", err);
                continue;
            } else {
                tb_undo_forget(&u);
            }
            shown = -2;
        }
        tb_save_how how = tb_save_after_move(&pace, m, o, !s->human);
        char why[1024];
        if (how != TB_SAVE_SKIP &&
            tb_transcript_save_sync(m, save, how == TB_SAVE_SYNC, why, sizeof why) != 0) {
            /* A script cannot see a warning and play on: the game stops
             * where its save still holds it (a write never spoils it). */
            fprintf(stderr, _("tabula play: %s; the game stops here, and its save keeps it as it "
                              "was when last written\n"), why);
            rc = TB_EXIT_FAILED;
            break;
        }
    }
    tb_undo_free(&u);
    return rc != TB_EXIT_OK ? rc : finish(m, out, o);
}
