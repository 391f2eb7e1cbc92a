/*
 * join_text.c — the lines a person types at `tabula join --ui text`: the
 * prompt, the commands (moves, show, say, resign, help, quit) and moves.
 * A move waits for the seat's prompt, so lines typed ahead are each played
 * at their own; the other lines, quit and the end of input are taken as
 * soon as they are read, whoever is to move.
 */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "join_client.h"

/* What the network table takes at the text prompt (play's hint, undo and
 * redo are not offered over the network: the server refuses them). */
static const char *const join_text_help =
    N_("Type a move in the game's notation, or one of:\n"
    "  moves       list the legal moves\n"
    "  show        show the table again\n"
    "  say TEXT    a line to everyone at the table (chat)\n"
    "  resign      give up: at two seats the other seat wins; else the game's bot\n"
    "              plays your seat to the end and it ranks last\n"
    "  help        this text\n"
    "  quit        leave the table; your seat waits for you (join again with the\n"
    "              same token to come back)\n"
    "  rematch     after the result: ask for a new deal with the same seats\n");

void net_join_prompt(join_client *c)
{
    if (c->view && c->shown_moves != c->view_moves) {
        fputs(c->view, stdout);
        c->shown_moves = c->view_moves;
    }
    printf("seat %d (%s)> ", c->seat + 1, c->name);
    fflush(stdout);
    c->prompted = 1;
}

void net_join_send(join_client *c, const char *type, const char *key, const char *value)
{
    json_t *j = key ? json_pack("{s:s, s:s}", "type", type, key, value)
                    : json_pack("{s:s}", "type", type);
    net_send(&c->b, j);
    json_decref(j);
}

/* A line that waits for this seat's turn: a move, or the list of moves.
 * The others (help, show, say, resign, quit) are taken when read. */
static int needs_turn(const char *line, int bad)
{
    while (*line == ' ' || *line == '\t')
        line++;
    size_t n = strlen(line);
    while (n && (line[n - 1] == ' ' || line[n - 1] == '\t' || line[n - 1] == '\r'))
        n--;
    static const char *const now[] = {"help", "show", "resign", "quit", "say", "rematch", NULL};
    if (bad || n == 0 || strncmp(line, "say ", 4) == 0)
        return 0;
    for (int i = 0; now[i]; i++)
        if (n == strlen(now[i]) && strncmp(line, now[i], n) == 0)
            return 0;
    return 1;
}

/* One line the person typed: at the prompt, or (not a move) while others
 * play or before the game starts. */
static void typed(join_client *c, char *line, int bad)
{
    int at_prompt = c->prompted;
    if (at_prompt && !isatty(STDIN_FILENO))
        fputc('\n', stdout); /* a person's Enter ends the prompt line; piped input does not */
    c->prompted = 0;
    if (bad) {
        fputs("error: ", stdout);
        printf(_("line too long or not text (at most %d bytes, no NUL)\n"), INPUT_MAX - 1);
        if (at_prompt)
            net_join_prompt(c);
        return;
    }
    while (*line == ' ' || *line == '\t')
        line++;
    size_t n = strlen(line);
    while (n && (line[n - 1] == ' ' || line[n - 1] == '\t' || line[n - 1] == '\r'))
        line[--n] = '\0';
    if (!*line) {
        if (at_prompt)
            net_join_prompt(c);
    } else if (strcmp(line, "help") == 0) {
        fputs(_(join_text_help), stdout);
        if (at_prompt)
            net_join_prompt(c);
    } else if (strncmp(line, "say ", 4) == 0 || strcmp(line, "say") == 0) {
        net_join_send(c, "chat", "text", line[3] ? line + 4 : "");
        if (at_prompt)
            net_join_prompt(c);
    } else if (strcmp(line, "rematch") == 0) { /* before the result the server says why not */
        net_join_send(c, "rematch", NULL, NULL);
        if (c->after_result)
            fputs(_("You asked for a rematch: the new deal starts when every player has "
                    "asked.\n"), stdout);
    } else if (c->after_result && strcmp(line, "quit") != 0 && strcmp(line, "show") != 0) {
        fputs("error: ", stdout);
        fputs(_("the game is over: type rematch for a new deal, or quit\n"), stdout);
    } else if (strcmp(line, "resign") == 0) {
        net_join_send(c, "resign", NULL, NULL);
        c->awaiting = 1;
    } else if (strcmp(line, "show") == 0) {
        c->shown_moves = -1;
        if (at_prompt) {
            net_join_prompt(c);
        } else if (c->view) {
            fputs(c->view, stdout);
            c->shown_moves = c->view_moves;
        }
    } else if (strcmp(line, "moves") == 0) {
        net_join_send(c, "moves", NULL, NULL);
    } else if (strcmp(line, "quit") == 0) {
        net_join_send(c, "leave", NULL, NULL);
        if (!c->after_result) /* after the result there is no game to come back to */
            fprintf(stderr, _("tabula join: you left the table; join again with the same token "
                              "to come back\n"));
        c->done = 1;
    } else {
        net_join_send(c, "move", "text", line);
        c->awaiting = 1;
    }
}

/* The lines typed ahead, in order: a move (or moves) waits for this
 * seat's prompt, so several written at once (a pipe, a paste) are each
 * played in turn, as at `play --ui text`; the others are taken at once
 * (quit leaves while others play or before the game starts), once the
 * table has welcomed this connection and the last move's outcome is in. */
void net_join_feed(join_client *c)
{
    while (c->here && !c->done && !c->awaiting && c->queued.len) {
        char *q = c->queued.s, *nl = strchr(q, '\n');
        if (!nl)
            break;
        *nl = '\0';
        int bad = q[0] == 'B';
        /* A seat that resigned has no turn to wait for: its line goes now,
         * and the server says why it is refused. */
        if (!c->prompted && !c->resigned && !c->after_result && needs_turn(q + 1, bad)) {
            *nl = '\n';
            break;
        }
        char line[INPUT_MAX];
        snprintf(line, sizeof line, "%s", q + 1);
        size_t used = (size_t)(nl + 1 - q);
        memmove(q, nl + 1, c->queued.len - used + 1);
        c->queued.len -= used;
        typed(c, line, bad);
    }
    /* The end of input, once every line before it is done and the last
     * move's outcome is known (it may have ended the game); before the
     * start at once: the lines waiting for it could wait for ever (a seat
     * that never comes), and the person who sent them has gone. */
    int lines_left = strchr(tb_strbuf_str(&c->queued), '\n') != NULL;
    if (c->in_eof && c->after_result && !lines_left)
        c->done = 1; /* the game is over: the end of input just leaves */
    if (c->in_eof && c->here && !c->done && (!lines_left || !c->started) && !c->awaiting) {
        fprintf(stderr, _("tabula join: input ended before the game did; join again with "
                          "the same token to come back\n"));
        c->rc = TB_EXIT_USAGE;
        c->done = 1;
    }
    fflush(stdout);
}

void net_join_read_stdin(join_client *c)
{
    char chunk[1024];
    ssize_t n = read(STDIN_FILENO, chunk, sizeof chunk);
    if (n <= 0) {
        if (n < 0 && errno == EINTR)
            return;
        c->in_eof = 1;
        if (!c->in_len && !c->in_bad) {
            net_join_feed(c);
            return;
        }
        chunk[0] = '\n'; /* a last line without its newline is a line */
        n = 1;
    }
    for (ssize_t i = 0; i < n; i++) {
        if (chunk[i] == '\n') {
            c->in[c->in_len] = '\0';
            tb_strbuf_printf(&c->queued, "%c%s\n", c->in_bad ? 'B' : 'G', c->in);
            c->in_len = 0;
            c->in_bad = 0;
            continue;
        }
        if (chunk[i] == '\0' || c->in_len + 1 >= sizeof c->in)
            c->in_bad = 1;
        else
            c->in[c->in_len++] = chunk[i];
    }
    net_join_feed(c);
}
