/* options.c — typed option values checked against a plugin's schema. */
#include "options.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "i18n.h"
#include "json.h"
#include "services.h"

static int parse_bool(const char *s, long *out)
{
    static const char *const yes[] = {"true", "yes", "on", "1"};
    static const char *const no[] = {"false", "no", "off", "0"};
    for (size_t i = 0; i < 4; i++) {
        if (strcasecmp(s, yes[i]) == 0)
            return *out = 1, 0;
        if (strcasecmp(s, no[i]) == 0)
            return *out = 0, 0;
    }
    return -1;
}

static int parse_long(const char *s, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end != '\0')
        return -1;
    *out = v;
    return 0;
}

static void enum_list(const tb_param *p, char *buf, size_t cap)
{
    buf[0] = '\0';
    for (size_t i = 0; p->choices && p->choices[i]; i++) {
        size_t len = strlen(buf);
        snprintf(buf + len, cap - len, "%s%s", i ? "|" : "", p->choices[i]);
    }
}

/* Check text against p; store the parsed number in *num. */
static int check_value(const tb_param *p, const char *text, long *num, char *err, size_t errlen)
{
    switch (p->type) {
    case TB_PARAM_INT:
        if (parse_long(text, num) != 0 || *num < p->min || *num > p->max) {
            snprintf(err, errlen, _("%s must be a whole number from %ld to %ld, not \"%s\""), p->key,
                     p->min, p->max, text);
            return -1;
        }
        return 0;
    case TB_PARAM_BOOL:
        if (parse_bool(text, num) != 0) {
            snprintf(err, errlen, _("%s must be true or false, not \"%s\""), p->key, text);
            return -1;
        }
        return 0;
    case TB_PARAM_ENUM:
        for (long i = 0; p->choices && p->choices[i]; i++)
            if (strcasecmp(p->choices[i], text) == 0)
                return *num = i, 0;
        {
            char list[256];
            enum_list(p, list, sizeof list);
            snprintf(err, errlen, _("%s must be one of %s, not \"%s\""), p->key, list, text);
        }
        return -1;
    case TB_PARAM_STRING:
        *num = 0;
        return 0;
    }
    snprintf(err, errlen, _("%s has an unknown type"), p->key);
    return -1;
}

tb_options *tb_options_new(const tb_game *g, char *err, size_t errlen)
{
    tb_options *o = tb_xcalloc(1, sizeof *o);
    o->game = g;
    o->n = g->n_params;
    o->v = tb_xcalloc(o->n, sizeof *o->v);
    for (size_t i = 0; i < o->n; i++) {
        const tb_param *p = &g->params[i];
        o->v[i].param = p;
        o->v[i].text = tb_xstrdup(p->def ? p->def : "");
        if (!p->key || !p->section) {
            snprintf(err, errlen, _("parameter %zu has no key or section"), i + 1);
            tb_options_free(o);
            return NULL;
        }
        char why[TB_ERR_MAX];
        if (check_value(p, o->v[i].text, &o->v[i].num, why, sizeof why) != 0) {
            snprintf(err, errlen, _("default of [%s] %s is invalid: %s"), p->section, p->key, why);
            tb_options_free(o);
            return NULL;
        }
    }
    return o;
}

tb_options *tb_options_copy(const tb_options *o)
{
    tb_options *c = tb_xcalloc(1, sizeof *c);
    *c = *o;
    c->v = tb_xcalloc(o->n, sizeof *c->v);
    for (size_t i = 0; i < o->n; i++) {
        c->v[i] = o->v[i];
        c->v[i].text = tb_xstrdup(o->v[i].text);
    }
    c->ismcts = o->ismcts ? tb_xstrdup(o->ismcts) : NULL;
    for (size_t i = 0; i < sizeof c->level / sizeof c->level[0]; i++)
        c->level[i] = o->level[i] ? tb_xstrdup(o->level[i]) : NULL;
    return c;
}

void tb_options_free(tb_options *o)
{
    if (!o)
        return;
    for (size_t i = 0; i < o->n; i++)
        free(o->v[i].text);
    free(o->v);
    free(o->ismcts);
    for (size_t i = 0; i < sizeof o->level / sizeof o->level[0]; i++)
        free(o->level[i]);
    free(o);
}

const tb_option_value *tb_options_find(const tb_options *o, const char *key)
{
    /* A plugin reads its options in create(), once a game of every `sim`,
     * by the very literals its schema names (the linker merges equal
     * strings of one library): the pointer test finds those without a
     * call, and the first letter skips most other keys.  The first equal
     * key wins, as with strcmp alone. */
    for (size_t i = 0; o && i < o->n; i++) {
        const char *k = o->v[i].param->key;
        if (k == key || (k[0] == key[0] && strcmp(k, key) == 0))
            return &o->v[i];
    }
    return NULL;
}

int tb_options_set(tb_options *o, const char *section, const char *key, const char *value,
                   char *err, size_t errlen)
{
    for (size_t i = 0; i < o->n; i++) {
        tb_option_value *v = &o->v[i];
        if (strcasecmp(v->param->key, key) != 0)
            continue;
        if (section && strcasecmp(v->param->section, section) != 0)
            continue;
        long num;
        if (check_value(v->param, value, &num, err, errlen) != 0)
            return -1;
        free(v->text);
        v->text = tb_xstrdup(value);
        v->num = num;
        return 0;
    }
    if (section)
        snprintf(err, errlen, _("unknown key \"%s\" in [%s] for plugin %s"), key, section,
                 o->game->name);
    else
        snprintf(err, errlen, _("unknown option \"%s\" for plugin %s"), key, o->game->name);
    return -1;
}

int tb_options_set_pair(tb_options *o, const char *pair, char *err, size_t errlen)
{
    const char *eq = strchr(pair, '=');
    if (!eq || eq == pair) {
        snprintf(err, errlen, _("--set takes key=value, not \"%s\""), pair);
        return -1;
    }
    char key[128];
    size_t n = (size_t)(eq - pair);
    if (n >= sizeof key) {
        snprintf(err, errlen, _("--set key is too long"));
        return -1;
    }
    memcpy(key, pair, n);
    key[n] = '\0';
    return tb_options_set(o, NULL, key, eq + 1, err, errlen);
}

int tb_options_players(const tb_options *o, int *min, int *max)
{
    const tb_option_value *lo = tb_options_find(o, "min_players");
    const tb_option_value *hi = tb_options_find(o, "max_players");
    *min = lo ? (int)lo->num : o->game->min_players;
    *max = hi ? (int)hi->num : o->game->max_players;
    /* The one check of a seat range: the game file and --set may narrow
     * what the plugin declares, never widen or invert it. */
    return *min <= *max && *min >= o->game->min_players && *max <= o->game->max_players ? 0
                                                                                       : -1;
}

void tb_options_players_text(const tb_options *o, char *buf, size_t cap)
{
    int lo, hi;
    tb_options_players(o, &lo, &hi);
    if (lo == hi) /* no plural: a translation words the count for its sentence */
        snprintf(buf, cap, _("%d players"), lo);
    else
        snprintf(buf, cap, _("%d to %d players"), lo, hi);
}

int tb_options_players_why(const tb_options *o, char *err, size_t errlen)
{
    int lo, hi;
    if (tb_options_players(o, &lo, &hi) == 0)
        return 0;
    if (lo > hi) /* both may lie inside the game's range */
        snprintf(err, errlen, _("min_players %d is above max_players %d"), lo, hi);
    else
        snprintf(err, errlen, _("players %d-%d are outside what %s allows (%d-%d)"), lo, hi,
                 o->game->name, o->game->min_players, o->game->max_players);
    return -1;
}

void tb_options_json(const tb_options *o, tb_json *j)
{
    tb_json_open(j, '{');
    for (size_t i = 0; i < o->n; i++) {
        const tb_option_value *v = &o->v[i];
        tb_json_key(j, v->param->key);
        if (v->param->type == TB_PARAM_INT)
            tb_json_int(j, v->num);
        else if (v->param->type == TB_PARAM_BOOL)
            tb_json_bool(j, (int)v->num);
        else
            tb_json_str(j, v->text);
    }
    tb_json_close(j);
}

/* ---- accessors plugins use through tb_host ---- */

long tb_opt_int(const tb_options *o, const char *key)
{
    const tb_option_value *v = tb_options_find(o, key);
    return v ? v->num : 0;
}

int tb_opt_bool(const tb_options *o, const char *key)
{
    const tb_option_value *v = tb_options_find(o, key);
    return v ? (int)(v->num != 0) : 0;
}

int tb_opt_enum(const tb_options *o, const char *key)
{
    const tb_option_value *v = tb_options_find(o, key);
    return v ? (int)v->num : 0;
}

const char *tb_opt_str(const tb_options *o, const char *key)
{
    const tb_option_value *v = tb_options_find(o, key);
    return v ? v->text : "";
}
