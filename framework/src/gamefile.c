/*
 * gamefile.c — game ini files through inih.  inih calls us back per value
 * without a line number (Debian builds it without INI_HANDLER_LINENO), so we
 * feed it lines ourselves through ini_parse_stream and count them as we go.
 */
#include "gamefile.h"

#include <ctype.h>
#include <ini.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "i18n.h"
#include "strbuf.h"

typedef struct reader {
    FILE *f;
    int line;          /* number of the line last handed to inih */
    int long_line;     /* first line that was too long, or 0 */
    int nul_line;      /* first line holding a NUL byte, or 0 */
} reader;

typedef struct parse {
    tb_gamefile *file;
    reader *in;
    int config_only;   /* a --config file: no [game] section */
} parse;

/* An ini_reader: like fgets, but whole lines, counted. */
static char *read_line(char *str, int num, void *stream)
{
    reader *r = stream;
    char *line = NULL;
    size_t cap = 0;
    ssize_t len = getline(&line, &cap, r->f);
    if (len < 0) {
        free(line);
        return NULL;
    }
    r->line++;
    if ((size_t)len != strlen(line) && !r->nul_line)
        r->nul_line = r->line;
    if (len >= num - 1) {
        if (!r->long_line)
            r->long_line = r->line;
        len = num - 2;
        line[len] = '\n';
        line[len + 1] = '\0';
    }
    memcpy(str, line, (size_t)len + 1);
    free(line);
    return str;
}

/* Keep the first problem only: it is the one to fix first. */
static void set_error(tb_gamefile *f, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void set_error(tb_gamefile *f, int line, const char *fmt, ...)
{
    if (f->error)
        return;
    tb_strbuf m = {0};
    tb_strbuf_printf(&m, "%s:%d: ", f->path, line);
    va_list ap;
    va_start(ap, fmt);
    tb_strbuf_vprintf(&m, fmt, ap);
    va_end(ap);
    f->error = tb_strbuf_take(&m);
}

/* "title[pl]" -> base "title", lang "pl": 1 for a translated title or
 * description key, whose language is ll or ll_CC. */
static int l10n_key(const char *key, const char **base, char *lang, size_t cap)
{
    static const char *const bases[] = {"title", "description"};
    for (size_t i = 0; i < sizeof bases / sizeof bases[0]; i++) {
        size_t n = strlen(bases[i]);
        if (strncasecmp(key, bases[i], n) != 0 || key[n] != '[')
            continue;
        const char *l = key + n + 1, *close = strchr(l, ']');
        size_t len = close ? (size_t)(close - l) : 0;
        if (!close || close[1] || len >= cap)
            return 0;
        int ok = (len == 2 || len == 3 || len == 5) && islower((unsigned char)l[0]) &&
                 islower((unsigned char)l[1]) && (len != 3 || islower((unsigned char)l[2])) &&
                 (len != 5 || (l[2] == '_' && isupper((unsigned char)l[3]) &&
                               isupper((unsigned char)l[4])));
        if (!ok)
            return 0;
        memcpy(lang, l, len);
        lang[len] = '\0';
        *base = bases[i];
        return 1;
    }
    return 0;
}

static int on_l10n(tb_gamefile *f, int line, const char *key, const char *base, const char *lang,
                   const char *value)
{
    for (size_t i = 0; i < f->n_l10n; i++)
        if (strcmp(f->l10n[i].section, base) == 0 && strcmp(f->l10n[i].key, lang) == 0) {
            set_error(f, line, _("key \"%s\" is given twice in [%s]"), key, "game");
            return 1;
        }
    f->l10n = tb_xrealloc(f->l10n, (f->n_l10n + 1) * sizeof *f->l10n);
    tb_ini_entry *e = &f->l10n[f->n_l10n++];
    e->section = tb_xstrdup(base);
    e->key = tb_xstrdup(lang);
    e->value = tb_xstrdup(value);
    e->line = line;
    return 1;
}

static const char *localized(const tb_gamefile *f, const char *base, const char *plain)
{
    char langs[8][TB_LANG_MAX];
    int n = tb_i18n_languages(langs, 8);
    for (int k = 0; k < n; k++)
        for (size_t i = 0; i < f->n_l10n; i++)
            if (strcmp(f->l10n[i].section, base) == 0 && strcmp(f->l10n[i].key, langs[k]) == 0)
                return f->l10n[i].value;
    return plain;
}

const char *tb_gamefile_title(const tb_gamefile *f)
{
    return localized(f, "title", f->title ? f->title : f->name ? f->name : "");
}

const char *tb_gamefile_description(const tb_gamefile *f)
{
    return localized(f, "description", f->description ? f->description : "");
}

static int on_value(void *user, const char *section, const char *key, const char *value)
{
    parse *p = user;
    tb_gamefile *f = p->file;
    int line = p->in->line;
    if (!p->config_only && strcasecmp(section, "game") == 0) {
        const char *base;
        char lang[8];
        if (l10n_key(key, &base, lang, sizeof lang))
            return on_l10n(f, line, key, base, lang, value);
        char **slot = strcasecmp(key, "name") == 0          ? &f->name
                      : strcasecmp(key, "title") == 0       ? &f->title
                      : strcasecmp(key, "plugin") == 0      ? &f->plugin
                      : strcasecmp(key, "description") == 0 ? &f->description
                      : strcasecmp(key, "variant_of") == 0  ? &f->variant_of
                                                            : NULL;
        if (!slot)
            set_error(f, line, _("unknown key \"%s\" in [%s]"), key, section);
        else if (*slot)
            set_error(f, line, _("key \"%s\" is given twice in [%s]"), key, section);
        else
            *slot = tb_xstrdup(value);
        return 1;
    }
    if (strcasecmp(section, "rules") != 0 && strcasecmp(section, "deck") != 0) {
        set_error(f, line, _("unknown section [%s]%s"), section,
                  p->config_only ? _(" (a config file holds [rules] and [deck])") : "");
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
    reader in = {.f = fopen(path, "r")};
    if (!in.f) {
        set_error(f, 0, _("cannot open the file"));
        return f;
    }
    parse p = {.file = f, .in = &in, .config_only = config_only};
    int bad = ini_parse_stream(read_line, &in, on_value, &p);
    /* A folder opens but does not read: never take it for an empty file. */
    if (ferror(in.f))
        bad = -1;
    fclose(in.f);
    /* Report whichever problem comes first in the file. */
    int first = 0;
    const char *why = NULL;
    if (bad > 0)
        first = bad, why = _("malformed line (expected [section] or key = value)");
    if (in.long_line && (!first || in.long_line < first))
        first = in.long_line, why = _("line too long");
    if (in.nul_line && (!first || in.nul_line < first))
        first = in.nul_line, why = _("NUL byte in line");
    if (why) {
        free(f->error); /* a structural error outranks a later semantic one */
        f->error = NULL;
        set_error(f, first, "%s", why);
    } else if (bad < 0) {
        set_error(f, 0, _("cannot read the file"));
    }
    if (!config_only && !f->error) {
        if (!f->name)
            set_error(f, 1, "[game] needs a name");
        else if (!f->plugin)
            set_error(f, 1, "[game] needs a plugin");
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
    for (size_t i = 0; i < f->n_l10n; i++) {
        free(f->l10n[i].section);
        free(f->l10n[i].key);
        free(f->l10n[i].value);
    }
    free(f->l10n);
    free(f->path);
    free(f->name);
    free(f->title);
    free(f->plugin);
    free(f->description);
    free(f->variant_of);
    free(f->error);
    free(f);
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
        if (tb_options_set(o, e->section, e->key, e->value, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s:%d: %s", f->path, e->line, why);
            return -1;
        }
    }
    return 0;
}
