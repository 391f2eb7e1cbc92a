/* transcript.c — writing and reading saved games. */
#include "transcript.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "botspec.h"
#include "i18n.h"
#include "services.h"
#include "strbuf.h"
#include "textfile.h"

char *tb_transcript_text(const tb_match *m)
{
    const tb_game *g = m->game;
    tb_strbuf b = {0};
    tb_strbuf_printf(&b, "tabula-save 1\ngame %s\nplugin %s %s\nseed %llu\nplayers %d\n",
                     m->game_name, g->name, g->version, (unsigned long long)m->seed, m->players);
    for (size_t i = 0; i < m->options->n; i++)
        tb_strbuf_printf(&b, "option %s %s\n", m->options->v[i].param->key,
                         m->options->v[i].text);
    for (int k = 0; k < m->players; k++) {
        int person = tb_seat_is_person(&m->seats[k]);
        tb_strbuf_printf(&b, "seat %d %s %s\n", k + 1, person ? "human" : m->seats[k].bot,
                         m->seats[k].name);
        /* The spec above plays on (the game file may define the level
         * otherwise by then); the level is what people and records see. */
        if (!person && m->seats[k].level[0])
            tb_strbuf_printf(&b, "level %d %s\n", k + 1, m->seats[k].level);
    }
    for (size_t i = 0; i < m->table->n_stacks; i++) {
        const tb_stack *s = &m->table->stacks[i];
        tb_strbuf_printf(&b, "stack %s %d", g->decks[s->deck], s->round);
        for (size_t c = 0; c < s->n; c++) {
            char card[64];
            g->format_card(tb_host_table(), m->options, s->c[c], card, sizeof card);
            tb_strbuf_printf(&b, " %s", card);
        }
        tb_strbuf_add(&b, "\n");
    }
    if (m->undos)
        tb_strbuf_printf(&b, "undos %u\n", m->undos);
    if (m->no_stats)
        tb_strbuf_add(&b, "no-stats\n");
    /* Who resigned, in the order they did (it ranks them), and the seats
     * a bot played moves for while they were a person's. */
    for (int order = 1; order <= m->players; order++)
        for (int k = 0; k < m->players; k++)
            if ((m->resigned >> k & 1) && m->resign_order[k] == order)
                tb_strbuf_printf(&b, "resigned %d\n", k + 1);
    for (int k = 0; k < m->players; k++)
        if (m->assisted >> k & 1)
            tb_strbuf_printf(&b, "assisted %d\n", k + 1);
    for (size_t i = 0; i < m->n_moves; i++)
        tb_strbuf_printf(&b, "move %s\n", m->moves[i]);
    if (m->quit)
        tb_strbuf_add(&b, "quit\n");
    tb_strbuf_add(&b, "end\n");
    return tb_strbuf_take(&b);
}

int tb_transcript_save(const tb_match *m, const char *path, char *err, size_t errlen)
{
    return tb_transcript_save_sync(m, path, 1, err, errlen);
}

int tb_transcript_save_sync(const tb_match *m, const char *path, int sync, char *err,
                            size_t errlen)
{
    char *text = tb_transcript_text(m);
    int rc = tb_write_file_replace(path, text, sync, err, errlen);
    free(text);
    return rc;
}

/* Room for item n of an array that holds n items: its size doubles when n
 * reaches a power of two (a save of 50,000 moves is read in 17 reallocs,
 * not 50,000). */
static void *room_for(void *array, size_t n, size_t size)
{
    return n & (n - 1) ? array : tb_xrealloc(array, (n ? 2 * n : 1) * size);
}

static void push(char ***list, size_t *n, const char *s)
{
    *list = room_for(*list, *n, sizeof **list);
    (*list)[(*n)++] = tb_xstrdup(s);
}

/* The stacked decks of a save, as deck-file text, and its line count. */
typedef struct deck_text {
    tb_strbuf b;
    int lines;
} deck_text;

/* One "word rest" line into the transcript. */
static int take_line(tb_transcript *t, char *line, int lineno, deck_text *decks, char *why,
                     size_t cap)
{
    char *rest = strchr(line, ' ');
    if (rest)
        *rest++ = '\0';
    else
        rest = line + strlen(line);
    if (strcmp(line, "game") == 0 && rest[0] && !t->game) {
        t->game = tb_xstrdup(rest);
        t->game_line = lineno;
    } else if (strcmp(line, "plugin") == 0 && !t->plugin) {
        t->plugin_line = lineno;
        char *sp = strchr(rest, ' ');
        if (!sp || !sp[1])
            return snprintf(why, cap, _("plugin line needs a name and a version")), -1;
        *sp = '\0';
        t->plugin = tb_xstrdup(rest);
        t->version = tb_xstrdup(sp + 1);
    } else if (strcmp(line, "seed") == 0) {
        char *end;
        errno = 0;
        t->seed = strtoull(rest, &end, 10);
        /* strtoull takes "-1" as 2^64 - 1: a seed is written without a sign. */
        if (errno || end == rest || *end || !isdigit((unsigned char)rest[0]))
            return snprintf(why, cap, _("bad seed \"%s\""), rest), -1;
    } else if (strcmp(line, "players") == 0) {
        char *end;
        long p = strtol(rest, &end, 10);
        if (end == rest || *end || p < 1 || p > TB_MAX_SEATS)
            return snprintf(why, cap, _("bad player count \"%s\""), rest), -1;
        t->players = (int)p;
        t->players_line = lineno;
    } else if (strcmp(line, "option") == 0) {
        char *sp = strchr(rest, ' ');
        if (!sp)
            return snprintf(why, cap, _("option line needs a key and a value")), -1;
        *sp = '\0';
        for (size_t i = 0; i < t->n_options; i++) /* as an ini file refuses a key twice */
            if (strcmp(t->opt_keys[i], rest) == 0)
                return snprintf(why, cap, _("option %s is given twice (first at line %d)"), rest,
                                t->opt_lines[i]), -1;
        size_t n = t->n_options;
        push(&t->opt_keys, &n, rest);
        t->opt_lines = room_for(t->opt_lines, t->n_options, sizeof *t->opt_lines);
        t->opt_lines[t->n_options] = lineno;
        push(&t->opt_values, &t->n_options, sp + 1);
    } else if (strcmp(line, "seat") == 0) {
        int k, used = 0;
        char spec[64];
        if (sscanf(rest, "%d %63s %n", &k, spec, &used) < 2 || used == 0)
            return snprintf(why, cap, _("bad seat line (seat NUMBER PLAYER NAME)")), -1;
        if (k < 1 || k > TB_MAX_SEATS)
            return snprintf(why, cap, _("bad seat line: no seat %d (1 to %d)"), k, TB_MAX_SEATS),
                   -1;
        if (t->seat_spec[k - 1])
            return snprintf(why, cap, _("bad seat line: seat %d is given twice (first at line %d)"),
                            k, t->seat_lines[k - 1]), -1;
        /* What --name takes (args.c): replay and the table print it. */
        const unsigned char *nm = (const unsigned char *)rest + used;
        if (!*nm)
            return snprintf(why, cap, _("bad seat line: seat %d has no name"), k), -1;
        for (int len; *nm; nm += len)
            if ((len = *nm < 0x20 || *nm == 0x7f ? 0 : tb_utf8_length(nm)) == 0)
                return snprintf(why, cap, _("bad seat line: seat %d's name is not printable "
                                            "UTF-8 text (no control characters)"), k), -1;
        t->seat_spec[k - 1] = tb_xstrdup(spec);
        t->seat_lines[k - 1] = lineno;
        t->names[k - 1] = tb_xstrdup(rest + used);
    } else if (strcmp(line, "level") == 0) {
        int k, used = 0;
        char name[16];
        if (sscanf(rest, "%d %15s%n", &k, name, &used) < 2 || k < 1 || k > TB_MAX_SEATS ||
            rest[used] || tb_botspec_level(name) < 0 || !t->seat_spec[k - 1] ||
            t->level[k - 1][0])
            return snprintf(why, cap, _("bad level line (level SEAT easy|normal|hard, after "
                                        "the seat's line)")), -1;
        if (strcmp(t->seat_spec[k - 1], "human") == 0) /* a level names a bot's strength */
            return snprintf(why, cap, _("bad level line: seat %d is played by a person"), k), -1;
        snprintf(t->level[k - 1], sizeof t->level[k - 1], "%.7s", name); /* "normal" fits */
    } else if (strcmp(line, "stack") == 0) {
        char deck[64];
        int round, used = 0;
        if (sscanf(rest, "%63s %d %n", deck, &round, &used) < 2 || used == 0)
            return snprintf(why, cap, _("bad stack line")), -1;
        /* Each stack goes on the deck text's line of the same number as in
         * the save, header and cards together, so that a bad card is
         * reported at the save's own file:line. */
        for (; decks->lines < lineno - 1; decks->lines++)
            tb_strbuf_add(&decks->b, "\n");
        tb_strbuf_printf(&decks->b, "[%s.%d] %s\n", deck, round, rest + used);
        decks->lines++;
    } else if (strcmp(line, "undos") == 0) {
        char *end;
        errno = 0;
        unsigned long u = strtoul(rest, &end, 10);
        if (errno || end == rest || *end || rest[0] == '-' || u > 1000000000UL)
            return snprintf(why, cap, _("bad undo count \"%s\""), rest), -1;
        t->undos = (unsigned)u;
    } else if (strcmp(line, "no-stats") == 0 && !rest[0]) {
        t->no_stats = 1;
    } else if (strcmp(line, "resigned") == 0 || strcmp(line, "assisted") == 0) {
        int k, used = 0, resigned = line[0] == 'r';
        if (sscanf(rest, "%d%n", &k, &used) < 1 || rest[used] || k < 1 || k > TB_MAX_SEATS ||
            !t->seat_spec[k - 1] || ((resigned ? t->resigned : t->assisted) >> (k - 1) & 1))
            return snprintf(why, cap, _("bad %s line (%s SEAT, once a seat, after the seat's "
                                        "line)"), line, line), -1;
        if (resigned) {
            t->resigned |= 1u << (k - 1);
            t->resign_order[t->n_resigned++] = k - 1;
        } else {
            t->assisted |= 1u << (k - 1);
        }
    } else if (strcmp(line, "quit") == 0 && !rest[0]) {
        t->quit = 1;
    } else if (strcmp(line, "move") == 0 && rest[0] && !t->quit) {
        t->move_lines = room_for(t->move_lines, t->n_moves, sizeof *t->move_lines);
        t->move_lines[t->n_moves] = lineno;
        push(&t->moves, &t->n_moves, rest);
    } else {
        char whole[128]; /* the line as written: "end garbage", not its first word */
        snprintf(whole, sizeof whole, "%s%s%.80s", line, rest[0] ? " " : "", rest);
        return snprintf(why, cap, _("unexpected line \"%.40s\""), whole), -1;
    }
    return 0;
}

/* A save as an editor may leave it: Windows line ends become plain ones,
 * and blanks at a line's end go (malloc'd). */
static char *tidy(const char *text)
{
    char *out = tb_xstrdup(text), *w = out;
    for (const char *r = text; *r; r++) {
        if (*r == '\r' && r[1] == '\n')
            continue;
        if (*r == '\n')
            while (w > out && (w[-1] == ' ' || w[-1] == '\t'))
                w--;
        *w++ = *r;
    }
    *w = '\0';
    return out;
}

int tb_transcript_parse(const char *raw, const char *where, tb_transcript *t, char *err,
                        size_t errlen)
{
    memset(t, 0, sizeof *t);
    char *copy = tidy(raw), *text = copy;
    if (strncmp(text, "tabula-save 1\n", 14) != 0) {
        snprintf(err, errlen, _("%s:1: not a tabula save (it must start with \"tabula-save 1\")"),
                 where);
        free(copy);
        return -1;
    }
    deck_text decks = {{0}, 0};
    int lineno = 1, ended = 0, rc = 0;
    char why[256];
    for (char *p = text + 14; p && *p && rc == 0;) {
        char *nl = strchr(p, '\n');
        lineno++;
        if (!nl) {
            snprintf(err, errlen, _("%s:%d: truncated save (the last line is cut off)"), where,
                     lineno);
            rc = -1;
            break;
        }
        *nl = '\0';
        if (!p[0] || p[0] == '#') {
            /* A blank line or a comment, wherever it is (an editor's habit). */
        } else if (ended) {
            snprintf(err, errlen, _("%s:%d: text after the end line"), where, lineno);
            rc = -1;
        } else if (strcmp(p, "end") == 0) {
            ended = 1;
        } else if (take_line(t, p, lineno, &decks, why, sizeof why) != 0) {
            snprintf(err, errlen, _("%s:%d: corrupted save: %s"), where, lineno, why);
            rc = -1;
        }
        p = nl + 1;
    }
    free(copy);
    if (rc == 0 && !ended) {
        snprintf(err, errlen, _("%s: truncated save (no end line)"), where);
        rc = -1;
    }
    if (rc == 0 && (!t->game || !t->plugin || !t->players)) {
        snprintf(err, errlen, _("%s: corrupted save: it lacks the game, plugin or players line"),
                 where);
        rc = -1;
    }
    for (int k = t->players; rc == 0 && k < TB_MAX_SEATS; k++)
        if (t->seat_spec[k]) {
            snprintf(err, errlen, _("%s:%d: corrupted save: seat %d, but the game has %d seats"),
                     where, t->seat_lines[k], k + 1, t->players);
            rc = -1;
        }
    for (int k = 0; rc == 0 && k < t->players; k++)
        if (!t->seat_spec[k]) {
            snprintf(err, errlen, _("%s:%d: corrupted save: %d players, but no seat %d line"),
                     where, t->players_line, t->players, k + 1);
            rc = -1;
        }
    if (decks.b.len)
        t->decks = tb_strbuf_take(&decks.b);
    tb_strbuf_free(&decks.b);
    if (rc != 0)
        tb_transcript_free(t);
    return rc;
}

void tb_transcript_free(tb_transcript *t)
{
    free(t->game);
    free(t->plugin);
    free(t->version);
    for (size_t i = 0; i < t->n_options; i++) {
        free(t->opt_keys[i]);
        free(t->opt_values[i]);
    }
    free(t->opt_keys);
    free(t->opt_values);
    for (int k = 0; k < TB_MAX_SEATS; k++) {
        free(t->seat_spec[k]);
        free(t->names[k]);
    }
    free(t->decks);
    for (size_t i = 0; i < t->n_moves; i++)
        free(t->moves[i]);
    free(t->moves);
    free(t->move_lines);
    free(t->opt_lines);
    memset(t, 0, sizeof *t);
}
