/* resolve_game.c — from a game name and options to a validated game, with
 * the reason for a refusal returned (the verbs print it, the tui shows it). */
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "i18n.h"
#include "services.h"
#include "tabletop.h"

static int fail(char *err, size_t errlen, const char *msg)
{
    if (msg != err)
        snprintf(err, errlen, "%s", msg);
    return -1;
}

/* A refusal of the options, why, at the line of the config file it comes
 * from (at: the entry named, or NULL) unless a --set gave that key after
 * it; else "GAME: cannot start: why", or why alone when game is NULL (a
 * seat range: the reason names its keys).  Returns -1. */
static int refuse_at(const tb_game_request *q, const tb_gamefile *config, const tb_ini_entry *at,
                     const char *game, const char *why, char *err, size_t errlen)
{
    for (int i = 0; at && i < q->n_sets; i++) {
        size_t n = strlen(at->key);
        if (strncasecmp(q->sets[i], at->key, n) == 0 && q->sets[i][n] == '=')
            at = NULL;
    }
    if (at)
        snprintf(err, errlen, "%s:%d: %s", config->path, at->line, why);
    else if (game)
        snprintf(err, errlen, _("%s: cannot start: %s"), game, why);
    else
        snprintf(err, errlen, "%s", why);
    return -1;
}

int tb_resolve_game(const tb_game_request *q, tb_resolved *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    const char *game = q->game;
    tb_paths paths;
    /* `check` takes a plugin file as well as a game name: then that file is
     * the only plugin loaded, so one of the same name installed beside the
     * program cannot shadow it. */
    int is_file = strchr(game, '/') != NULL || strstr(game, ".so") != NULL;
    if (is_file) {
        memset(&paths, 0, sizeof paths);
        tb_paths_add_plugins(&paths, game);
    } else {
        tb_paths_default(&paths);
    }
    out->registry = tb_registry_load(&paths);
    tb_paths_free(&paths);
    if (is_file) {
        for (size_t i = 0; i < out->registry->n_failed; i++)
            if (strcmp(out->registry->failed[i].path, game) == 0)
                return fail(err, errlen, out->registry->failed[i].reason);
        for (size_t i = 0; i < out->registry->n_plugins; i++)
            if (strcmp(out->registry->plugins[i]->path, game) == 0)
                out->game = &out->registry->plugins[i]->game;
        struct stat st;
        if (!out->game && stat(game, &st) == 0 && S_ISDIR(st.st_mode)) {
            snprintf(err, errlen, _("%s: a folder, not a plugin file"), game);
            return -1;
        }
        if (!out->game) {
            snprintf(err, errlen, _("%s: no such plugin file"), game);
            return -1;
        }
    } else {
        out->entry = tb_registry_game(out->registry, game);
        /* `check` also takes a plugin's name ("eights"): its options are
         * then the schema's defaults, as no game file is involved. */
        int by_plugin = !out->entry && q->plugins_too;
        if (by_plugin) {
            const tb_failure *bad = tb_registry_plugin_failure(out->registry, game);
            if (bad)
                return fail(err, errlen, bad->reason);
            const tb_plugin *p = tb_registry_plugin(out->registry, game);
            if (p)
                out->game = &p->game;
        }
        if (!out->entry && !out->game) {
            snprintf(err, errlen, by_plugin
                         ? _("unknown game \"%s\" (nor a plugin of that name; tabula list shows both)")
                         : _("unknown game \"%s\" (tabula list shows the games)"), game);
            return -1;
        }
        if (out->entry && out->entry->error)
            return fail(err, errlen, out->entry->error);
        if (out->entry)
            out->game = &out->entry->plugin->game;
    }
    out->options = tb_options_new(out->game, err, errlen);
    if (!out->options)
        return -1;
    if (out->entry && tb_gamefile_apply(out->entry->file, out->options, err, errlen) != 0)
        return -1;
    tb_gamefile *config = q->config ? tb_gamefile_read_config(q->config) : NULL;
    int rc = config ? tb_gamefile_apply(config, out->options, err, errlen) : 0;
    for (int i = 0; rc == 0 && i < q->n_sets; i++)
        rc = tb_options_set_pair(out->options, q->sets[i], err, errlen);
    /* A game file's values were tried when it was listed; the command
     * line's and a --config file's are tried here, the config's at its
     * line as a game file's are. */
    char why[TB_ERR_MAX];
    if (rc == 0 && tb_options_players_why(out->options, why, sizeof why) != 0)
        rc = refuse_at(q, config, tb_gamefile_entry_for(config, why, 1), NULL, why, err, errlen);
    else if (rc == 0 && (config || q->n_sets) &&
             tb_options_start_why(out->game, out->options, 1, why, sizeof why) != 0)
        rc = refuse_at(q, config, tb_gamefile_entry_for(config, why, 0), out->game->name, why,
                       err, errlen);
    tb_gamefile_free(config);
    return rc;
}

void tb_resolved_free(tb_resolved *r)
{
    tb_options_free(r->options);
    tb_registry_free(r->registry);
    memset(r, 0, sizeof *r);
}
