/*
 * sim_options.c — the options a report measured that are not the game
 * file's (from --set or --config), so that two reports of one game played
 * with different options say so: the text report's and the ladder's header,
 * the JSON's "options" and the HTML report's first paragraph.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "i18n.h"
#include "options.h"
#include "sim_report.h"
#include "strbuf.h"

/* Whether key is one of the keys of the "KEY=VALUE" pairs (in any case,
 * as tb_options_set reads a key). */
static int among(const char *key, const char *const *pairs, int n)
{
    size_t len = strlen(key);
    for (int i = 0; i < n; i++)
        if (strncasecmp(pairs[i], key, len) == 0 && pairs[i][len] == '=')
            return 1;
    return 0;
}

/* Two values of one parameter: the same when they mean the same ("03" is
 * 3), so only what the game is played with counts. */
static int same(const tb_option_value *a, const tb_option_value *b)
{
    if (a->param->type == TB_PARAM_STRING)
        return strcmp(a->text ? a->text : "", b->text ? b->text : "") == 0;
    return a->num == b->num;
}

int tb_changed_of(const tb_resolved *r, const char *const *skip, int n_skip, tb_changed *out)
{
    memset(out, 0, sizeof *out);
    char err[1024];
    /* The game file's values: the schema's defaults, then the file (it
     * applied once already, in tb_resolve, so it applies again). */
    tb_options *file = tb_options_new(r->game, err, sizeof err);
    if (file && r->entry && tb_gamefile_apply(r->entry->file, file, err, sizeof err) != 0) {
        tb_options_free(file);
        file = NULL;
    }
    if (!file)
        return -1;
    for (size_t i = 0; i < r->options->n && i < file->n; i++) {
        const tb_option_value *now = &r->options->v[i], *was = &file->v[i];
        if (same(now, was) || among(now->param->key, skip, n_skip))
            continue;
        tb_strbuf b = {0};
        tb_strbuf_printf(&b, "%s=%s", now->param->key, now->text ? now->text : "");
        out->pairs = tb_xrealloc(out->pairs, (size_t)(out->n + 1) * sizeof *out->pairs);
        out->pairs[out->n++] = tb_strbuf_take(&b);
    }
    tb_options_free(file);
    return 0;
}

void tb_changed_free(tb_changed *c)
{
    for (int i = 0; i < c->n; i++)
        free(c->pairs[i]);
    free(c->pairs);
    memset(c, 0, sizeof *c);
}

void tb_pairs_json(tb_json *j, const char *const *pairs, int n)
{
    tb_json_open(j, '{');
    for (int k = 0; k < n; k++) {
        const char *eq = strchr(pairs[k], '=');
        char key[128];
        snprintf(key, sizeof key, "%.*s", (int)(eq - pairs[k]), pairs[k]);
        tb_json_key(j, key);
        tb_json_str(j, eq + 1);
    }
    tb_json_close(j);
}

char *tb_changed_line(const tb_changed *c)
{
    if (!c || c->n == 0)
        return NULL;
    tb_strbuf b = {0};
    for (int i = 0; i < c->n; i++)
        tb_strbuf_printf(&b, "%s%s", i ? " " : "", c->pairs[i]);
    char *list = tb_strbuf_take(&b);
    tb_strbuf_printf(&b, _("Options not as in the game file: %s"), list);
    free(list);
    return tb_strbuf_take(&b);
}

int tb_sweep_set_clash(const tb_sweep *sw, const char *const *specs, const char *const *sets,
                       int n_sets)
{
    for (int i = 0; i < n_sets; i++)
        for (int k = 0; k < sw->n_axes; k++) {
            const char *key = sw->axis[k].key;
            size_t len = strlen(key);
            if (strncasecmp(sets[i], key, len) != 0 || sets[i][len] != '=') /* any case, as --set */
                continue;
            fprintf(stderr,
                    _("tabula sim: --set %s and --sweep %s give the same option: "
                      "drop one of them\n"),
                    sets[i], specs[k]);
            return -1;
        }
    return 0;
}
