/*
 * decks.c — stacked decks: reading a deck file into the match's table.  The
 * file format is our own (sections of bare card lists), so it is read here
 * rather than through inih, which wants key = value lines.  Ordering a deck
 * for a deal from what was read is deck_order.c's (a host service: the host
 * table points at it, and this file reads cards through the host table).
 */
#include "decks.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "services.h"
#include "strbuf.h"
#include "textfile.h"

tb_table *tb_table_new(int players)
{
    tb_table *t = tb_xcalloc(1, sizeof *t);
    t->players = players;
    return t;
}

void tb_table_free(tb_table *t)
{
    if (!t)
        return;
    free(t->stacks);
    free(t);
}

static int deck_index(const tb_game *g, const char *name, size_t len)
{
    for (int i = 0; g->decks && g->decks[i]; i++)
        if (strlen(g->decks[i]) == len && strncmp(g->decks[i], name, len) == 0)
            return i;
    return -1;
}

static void deck_names(const tb_game *g, char *buf, size_t cap)
{
    buf[0] = '\0';
    for (int i = 0; g->decks && g->decks[i]; i++) {
        size_t len = strlen(buf);
        snprintf(buf + len, cap - len, "%s[%s]", i ? ", " : "", g->decks[i]);
    }
}

/* "[main]" or "[main.2]" → a new stack; -1 with err on a bad header. */
static int open_section(tb_table *t, const tb_game *g, char *line, int lineno, const char *where,
                        char *err, size_t errlen)
{
    char *close = strchr(line, ']');
    if (!close || close[1] != '\0') {
        snprintf(err, errlen, _("%s:%d: malformed section header \"%s\""), where, lineno, line);
        return -1;
    }
    *close = '\0';
    char *name = line + 1;
    char *dot = strchr(name, '.');
    size_t len = dot ? (size_t)(dot - name) : strlen(name);
    int round = 1;
    if (dot) {
        char *end;
        long r = strtol(dot + 1, &end, 10);
        if (*end || end == dot + 1 || r < 1 || r > TB_MAX_ROUNDS) {
            snprintf(err, errlen, _("%s:%d: round in [%s] must be a number from 1 to %d"), where,
                     lineno, name, TB_MAX_ROUNDS);
            return -1;
        }
        round = (int)r;
    }
    int deck = deck_index(g, name, len);
    if (deck < 0) {
        char names[256];
        deck_names(g, names, sizeof names);
        snprintf(err, errlen, _("%s:%d: %s has no deck [%.*s]; its decks: %s"), where, lineno,
                 g->name, (int)len, name, names[0] ? names : _("none"));
        return -1;
    }
    for (size_t i = 0; i < t->n_stacks; i++)
        if (t->stacks[i].deck == deck && t->stacks[i].round == round) {
            snprintf(err, errlen, _("%s:%d: [%s] is stacked twice (first at line %d)"), where,
                     lineno, name, t->stacks[i].line);
            return -1;
        }
    t->stacks = tb_xrealloc(t->stacks, (t->n_stacks + 1) * sizeof *t->stacks);
    tb_stack *s = &t->stacks[t->n_stacks++];
    memset(s, 0, sizeof *s);
    s->deck = deck;
    s->round = round;
    s->line = lineno;
    return 0;
}

/* One card word into the open stack, checked against the deck. */
static int add_card(tb_stack *s, const tb_game *g, const tb_options *o, const char *word,
                    const int *first_line, int lineno, const char *where, char *err, size_t errlen)
{
    const tb_host *h = tb_host_table();
    char why[TB_ERR_MAX] = "";
    tb_card c;
    if (g->parse_card(h, o, s->deck, word, &c, why) != 0) {
        snprintf(err, errlen, "%s:%d: %s", where, lineno, why[0] ? why : _("not a card"));
        return -1;
    }
    tb_card all[TB_PILE_MAX];
    size_t n = g->deck_cards(h, o, s->deck, all, TB_PILE_MAX);
    /* Identical copies share a code: a deck may hold a card several times,
     * and a section may name it as many times as the deck holds it. */
    int copies = 0, named = 0, first = 0;
    for (size_t i = 0; i < n && i < TB_PILE_MAX; i++)
        copies += all[i] == c;
    if (!copies) {
        snprintf(err, errlen, _("%s:%d: card \"%s\" is not in deck [%s]"), where, lineno, word,
                 g->decks[s->deck]);
        return -1;
    }
    for (size_t i = 0; i < s->n; i++)
        if (s->c[i] == c && named++ == 0)
            first = first_line[i];
    if (named >= copies) {
        if (copies == 1)
            snprintf(err, errlen, _("%s:%d: card \"%s\" is named twice in [%s] (first at line %d)"),
                     where, lineno, word, g->decks[s->deck], first);
        else
            snprintf(err, errlen, _("%s:%d: card \"%s\" is named %d times in [%s], which holds "
                     "%d (first at line %d)"), where, lineno, word, named + 1, g->decks[s->deck],
                     copies, first);
        return -1;
    }
    if (s->n >= TB_PILE_MAX || s->n >= n) {
        snprintf(err, errlen, _("%s:%d: more cards than deck [%s] holds"), where, lineno,
                 g->decks[s->deck]);
        return -1;
    }
    s->c[s->n++] = c;
    return 0;
}

int tb_table_parse_decks(tb_table *t, const tb_game *g, const tb_options *o, const char *text,
                         const char *where, char *err, size_t errlen)
{
    char *copy = tb_xstrdup(text);
    int lineno = 0, rc = 0;
    int first_line[TB_PILE_MAX];
    tb_stack *open = NULL;
    char *save = NULL;
    char *p = copy;
    while (rc == 0 && p && *p != '\0') {
        char *nl = strchr(p, '\n');
        if (nl)
            *nl = '\0';
        lineno++;
        char *hash = strchr(p, '#');
        if (hash)
            *hash = '\0';
        for (char *w = strtok_r(p, " \t\r\f\v", &save); w && rc == 0;
             w = strtok_r(NULL, " \t\r\f\v", &save)) {
            if (w[0] == '[') {
                /* A header is a line of its own: the rest of the words follow it. */
                rc = open_section(t, g, w, lineno, where, err, errlen);
                open = rc == 0 ? &t->stacks[t->n_stacks - 1] : NULL;
            } else if (!open) {
                snprintf(err, errlen, _("%s:%d: card \"%s\" comes before any [deck] section"), where,
                         lineno, w);
                rc = -1;
            } else {
                if (open->n < TB_PILE_MAX)
                    first_line[open->n] = lineno;
                rc = add_card(open, g, o, w, first_line, lineno, where, err, errlen);
            }
        }
        p = nl ? nl + 1 : NULL;
    }
    free(copy);
    if (rc != 0) { /* the file's words, quoted: a control byte must not reach the terminal */
        char *raw = tb_xstrdup(err);
        tb_printable(raw, err, errlen);
        free(raw);
    }
    return rc;
}

int tb_table_load_decks(tb_table *t, const tb_game *g, const tb_options *o, const char *path,
                        char *err, size_t errlen)
{
    int fault, why;
    char *text = tb_text_file_read(path, &fault, &why);
    if (fault == TB_TEXT_CANNOT_OPEN)
        snprintf(err, errlen, _("%s: cannot open deck file: %s"), path, strerror(why));
    else if (fault == TB_TEXT_NOT_TEXT) /* a NUL byte (or a file over 64 MiB) */
        snprintf(err, errlen, _("%s: not a text file (NUL byte)"), path);
    else if (fault == TB_TEXT_CANNOT_READ) /* a folder opens but does not read */
        snprintf(err, errlen, _("%s: cannot read deck file: %s"), path, strerror(why));
    if (!text)
        return -1;
    int rc = tb_table_parse_decks(t, g, o, text, path, err, errlen);
    free(text);
    return rc;
}
