/*
 * gamefile.c — game ini files through inih.  inih calls us back per value
 * without a line number (Debian builds it without INI_HANDLER_LINENO), so we
 * feed it lines ourselves through ini_parse_stream and count them as we go.
 */
#include "gamefile.h"

#include <ctype.h>
#include <errno.h>
#include <ini.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "botspec.h"
#include "i18n.h"
#include "strbuf.h"

typedef struct reader {
    FILE *f;
    int line;          /* number of the line last handed to inih */
    int long_line;     /* first line that was too long, or 0 */
    int most;          /* the bytes a line may hold (inih's buffer, less "\n" and NUL) */
    int nul_line;      /* first line holding a NUL byte, or 0 */
    tb_gamefile *file; /* where a section header's fault goes (section_ok) */
    int config_only;   /* a --config file: [rules] and [deck] only */
} reader;

static void set_error(tb_gamefile *f, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* A section header is checked on its own line as it is read: inih names
 * the section only with its keys, so an unknown section would otherwise be
 * reported at its first key's line, and one without keys not at all. */
static void section_ok(reader *r, const char *text)
{
    const char *open = text + strspn(text, " \t");
    const char *close = *open == '[' ? strchr(open, ']') : NULL;
    if (!close)
        return;
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(close - open - 1), open + 1);
    static const char *const game_file[] = {"game", "rules", "deck", "bots"};
    for (size_t i = r->config_only ? 1 : 0; i < (r->config_only ? 3 : 4); i++)
        if (strcasecmp(name, game_file[i]) == 0)
            return;
    set_error(r->file, r->line, _("unknown section [%s]%s"), name,
              r->config_only ? _(" (a config file holds [rules] and [deck])") : "");
}

typedef struct parse {
    tb_gamefile *file;
    reader *in;
    int config_only;   /* a --config file: no [game] section */
} parse;

/* An ini_reader: like fgets, but whole lines, counted, without the blanks
 * they start with: a key indented under its section is read as it is
 * written (inih would take it for the continuation of the value above). */
static char *read_line(char *str, int num, void *stream)
{
    reader *r = stream;
    char *line = NULL;
    size_t cap = 0;
    ssize_t got = getline(&line, &cap, r->f);
    if (got < 0) {
        free(line);
        return NULL;
    }
    r->line++;
    if ((size_t)got != strlen(line) && !r->nul_line)
        r->nul_line = r->line;
    size_t blanks = strspn(line, " \t"), len = strlen(line + blanks);
    int newline = len > 0 && line[blanks + len - 1] == '\n';
    r->most = num - 2;
    if (len - (size_t)newline > (size_t)r->most) {
        if (!r->long_line)
            r->long_line = r->line;
        len = (size_t)r->most;
        line[blanks + len] = '\n';
        line[blanks + len + 1] = '\0';
        len++;
    }
    memcpy(str, line + blanks, len + 1);
    free(line);
    section_ok(r, str);
    return str;
}

/* Keep the first problem only: it is the one to fix first. */
static void set_error(tb_gamefile *f, int line, const char *fmt, ...)
{
    if (f->error)
        return;
    tb_strbuf m = {0};
    /* Line 0: the file as a whole (it does not open or read). */
    if (line > 0)
        tb_strbuf_printf(&m, "%s:%d: ", f->path, line);
    else
        tb_strbuf_printf(&m, "%s: ", f->path);
    va_list ap;
    va_start(ap, fmt);
    tb_strbuf_vprintf(&m, fmt, ap);
    va_end(ap);
    f->error = tb_strbuf_take(&m);
}

/* A game's name becomes a file name (saves/NAME-DATE.save), a command-line
 * word and a key in the record: no "/" or "..", nothing a shell or a
 * terminal reads twice. */
static int good_name(const char *name)
{
    size_t n = strlen(name);
    return n >= 1 && n <= TB_GAME_NAME_MAX &&
           strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789-_") == n;
}

static int on_value(void *user, const char *section, const char *key, const char *value)
{
    parse *p = user;
    tb_gamefile *f = p->file;
    int line = p->in->line;
    if (!p->config_only && strcasecmp(section, "game") == 0) {
        char why[160]; /* title[pl], description[es]: gamefile_text.c */
        int text = tb_gamefile_add_text(f, key, value, why, sizeof why);
        if (text != 0) {
            if (text < 0)
                set_error(f, line, "%s", why);
            return 1;
        }
        char **slot = strcasecmp(key, "name") == 0          ? &f->name
                      : strcasecmp(key, "title") == 0       ? &f->title
                      : strcasecmp(key, "plugin") == 0      ? &f->plugin
                      : strcasecmp(key, "description") == 0 ? &f->description
                      : strcasecmp(key, "variant_of") == 0  ? &f->variant_of
                      : strcasecmp(key, "designer_options") == 0 ? &f->designer_options
                                                            : NULL;
        if (!slot)
            set_error(f, line, _("unknown key \"%s\" in [%s]"), key, section);
        else if (*slot)
            set_error(f, line, _("key \"%s\" is given twice in [%s]"), key, section);
        else
            *slot = tb_xstrdup(value);
        if (slot == &f->name && !f->error && !good_name(value)) {
            char *shown = tb_printable_dup(value);
            set_error(f, line, _("a game name is 1 to %d lowercase letters, digits, \"-\" and "
                                 "\"_\", not \"%s\""), TB_GAME_NAME_MAX, shown);
            free(shown);
        }
        if (slot == &f->designer_options)
            f->designer_line = line;
        if (slot == &f->variant_of)
            f->variant_line = line;
        return 1;
    }
    /* [bots] (a game file's own): the defaults of the host's bots for this
     * game, checked with the rules when the file is applied. */
    int bots = !p->config_only && strcasecmp(section, "bots") == 0;
    if (!bots && strcasecmp(section, "rules") != 0 && strcasecmp(section, "deck") != 0) {
        /* An unknown header was named on its own line (section_ok); a key
         * before any header has none. */
        if (!*section)
            set_error(f, line, _("key \"%s\" comes before any [section]"), key);
        return 1;
    }
    for (size_t i = 0; i < f->n; i++)
        if (strcasecmp(f->entries[i].key, key) == 0 && strcasecmp(f->entries[i].section, section) == 0) {
            set_error(f, line, _("key \"%s\" is given twice in [%s]"), key, section);
            return 1;
        }
    f->entries = tb_xrealloc(f->entries, (f->n + 1) * sizeof *f->entries);
    tb_ini_entry *e = &f->entries[f->n++];
    e->section = tb_xstrdup(section);
    e->key = tb_xstrdup(key);
    e->value = tb_xstrdup(value);
    e->line = line;
    return 1;
}

static tb_gamefile *read_file(const char *path, int config_only)
{
    tb_gamefile *f = tb_xcalloc(1, sizeof *f);
    f->path = tb_xstrdup(path);
    reader in = {.f = fopen(path, "r"), .file = f, .config_only = config_only};
    if (!in.f) {
        set_error(f, 0, _("cannot open the file: %s"), strerror(errno));
        return f;
    }
    parse p = {.file = f, .in = &in, .config_only = config_only};
    int bad = ini_parse_stream(read_line, &in, on_value, &p);
    /* A folder opens but does not read: never take it for an empty file. */
    int read_errno = ferror(in.f) ? errno : 0;
    if (ferror(in.f))
        bad = -1;
    fclose(in.f);
    /* Report whichever problem comes first in the file. */
    int first = 0;
    const char *why = NULL;
    if (bad > 0)
        first = bad, why = _("malformed line (expected [section] or key = value)");
    char too_long[64];
    snprintf(too_long, sizeof too_long, _("line too long (at most %d bytes)"), in.most);
    if (in.long_line && (!first || in.long_line < first))
        first = in.long_line, why = too_long;
    if (in.nul_line && (!first || in.nul_line < first))
        first = in.nul_line, why = _("NUL byte in line");
    if (why) {
        free(f->error); /* a structural error outranks a later semantic one */
        f->error = NULL;
        set_error(f, first, "%s", why);
    } else if (bad < 0) {
        set_error(f, 0, _("cannot read the file: %s"), strerror(read_errno));
    }
    if (!config_only && !f->error) {
        if (!f->name)
            set_error(f, 0, _("[game] needs a name"));
        else if (!f->plugin)
            set_error(f, 0, _("[game] needs a plugin"));
    }
    return f;
}

tb_gamefile *tb_gamefile_read(const char *path)
{
    return read_file(path, 0);
}

tb_gamefile *tb_gamefile_read_config(const char *path)
{
    return read_file(path, 1);
}

void tb_gamefile_free(tb_gamefile *f)
{
    if (!f)
        return;
    for (size_t i = 0; i < f->n; i++) {
        free(f->entries[i].section);
        free(f->entries[i].key);
        free(f->entries[i].value);
    }
    free(f->entries);
    for (size_t i = 0; i < f->ntexts; i++) {
        free(f->texts[i].key);
        free(f->texts[i].lang);
        free(f->texts[i].value);
    }
    free(f->texts);
    free(f->path);
    free(f->name);
    free(f->title);
    free(f->plugin);
    free(f->description);
    free(f->variant_of);
    free(f->designer_options);
    free(f->error);
    free(f);
}

/* The designer_options list ("a, b c") read one key at a time, the same
 * way where it is checked and where it is asked: *d (NULL: an empty list)
 * moves to the next key; returns its length, 0 at the end. */
static size_t next_key(const char **d)
{
    if (!*d)
        return 0;
    *d += strspn(*d, " \t,");
    return strcspn(*d, " \t,");
}

int tb_gamefile_apply(const tb_gamefile *f, tb_options *o, char *err, size_t errlen)
{
    if (f->error) {
        snprintf(err, errlen, "%s", f->error);
        return -1;
    }
    for (size_t i = 0; i < f->n; i++) {
        const tb_ini_entry *e = &f->entries[i];
        char why[TB_ERR_MAX];
        int bots = strcasecmp(e->section, "bots") == 0;
        if (bots ? tb_botspec_set_game_default(o, e->key, e->value, why, sizeof why) != 0
                 : tb_options_set(o, e->section, e->key, e->value, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s:%d: %s", f->path, e->line, why);
            return -1;
        }
    }
    /* Each key designer_options names is one of the plugin's options. */
    const char *d = f->designer_options;
    for (size_t len; (len = next_key(&d)) > 0; d += len) {
        char key[128];
        snprintf(key, sizeof key, "%.*s", (int)(len < sizeof key ? len : sizeof key - 1), d);
        if (!tb_options_find(o, key)) {
            snprintf(err, errlen, _("%s:%d: designer_options names \"%s\", which is not an option "
                                    "of plugin %s"),
                     f->path, f->designer_line, key, o->game->name);
            return -1;
        }
    }
    return 0;
}

int tb_gamefile_designer_only(const tb_gamefile *f, const char *key)
{
    if (strcmp(key, "min_players") == 0 || strcmp(key, "max_players") == 0)
        return 1;
    const char *d = f ? f->designer_options : NULL;
    size_t n = strlen(key);
    for (size_t len; (len = next_key(&d)) > 0; d += len)
        if (len == n && strncmp(d, key, n) == 0)
            return 1;
    return 0;
}

const tb_ini_entry *tb_gamefile_entry_for(const tb_gamefile *f, const char *why, int seat_range)
{
    const tb_ini_entry *at = NULL;
    for (size_t i = 0; f && i < f->n; i++) {
        const tb_ini_entry *e = &f->entries[i];
        size_t n = strlen(e->key);
        if (seat_range ? strcmp(e->key, "min_players") == 0 || strcmp(e->key, "max_players") == 0
                       : strncmp(why, e->key, n) == 0 && !isalnum((unsigned char)why[n]) &&
                             why[n] != '_')
            at = !at || e->line > at->line ? e : at;
    }
    return at;
}
