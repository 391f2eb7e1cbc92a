/* resolve.c — from a game name and options to a validated game. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "cli.h"
#include "services.h"
#include "strbuf.h"

static int fail(const tb_args *a, const char *msg)
{
    fprintf(stderr, "tabula %s: %s\n", a->verb, msg);
    return -1;
}

int tb_resolve(const tb_args *a, const char *game, tb_resolved *out)
{
    memset(out, 0, sizeof *out);
    char err[1024];
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
                return fail(a, out->registry->failed[i].reason);
        for (size_t i = 0; i < out->registry->n_plugins; i++)
            if (strcmp(out->registry->plugins[i]->path, game) == 0)
                out->game = &out->registry->plugins[i]->game;
        if (!out->game) {
            snprintf(err, sizeof err, _("%s: no such plugin file"), game);
            return fail(a, err);
        }
    } else {
        out->entry = tb_registry_game(out->registry, game);
        /* `check` also takes a plugin's name ("eights"): its options are
         * then the schema's defaults, as no game file is involved. */
        int by_plugin = !out->entry && strcmp(a->verb, "check") == 0;
        if (by_plugin) {
            const tb_failure *bad = tb_registry_plugin_failure(out->registry, game);
            if (bad)
                return fail(a, bad->reason);
            const tb_plugin *p = tb_registry_plugin(out->registry, game);
            if (p)
                out->game = &p->game;
        }
        if (!out->entry && !out->game) {
            snprintf(err, sizeof err, by_plugin
                         ? _("unknown game \"%s\" (nor a plugin of that name; tabula list shows both)")
                         : _("unknown game \"%s\" (tabula list shows the games)"), game);
            return fail(a, err);
        }
        if (out->entry && out->entry->error)
            return fail(a, out->entry->error);
        if (out->entry)
            out->game = &out->entry->plugin->game;
    }
    out->options = tb_options_new(out->game, err, sizeof err);
    if (!out->options)
        return fail(a, err);
    if (out->entry && tb_gamefile_apply(out->entry->file, out->options, err, sizeof err) != 0)
        return fail(a, err);
    if (a->config) {
        tb_gamefile *f = tb_gamefile_read_config(a->config);
        int rc = tb_gamefile_apply(f, out->options, err, sizeof err);
        tb_gamefile_free(f);
        if (rc != 0)
            return fail(a, err);
    }
    for (int i = 0; i < a->n_sets; i++)
        if (tb_options_set_pair(out->options, a->sets[i], err, sizeof err) != 0)
            return fail(a, err);
    int lo, hi;
    if (tb_options_players(out->options, &lo, &hi) != 0) {
        snprintf(err, sizeof err, _("players %d-%d are outside what %s allows (%d-%d)"), lo, hi,
                 out->game->name, out->game->min_players, out->game->max_players);
        return fail(a, err);
    }
    return 0;
}

void tb_resolved_free(tb_resolved *r)
{
    tb_options_free(r->options);
    tb_registry_free(r->registry);
    memset(r, 0, sizeof *r);
}

void tb_setup_from_args(const tb_args *a, const tb_resolved *r, tb_match_setup *s)
{
    memset(s, 0, sizeof *s);
    s->game = r->game;
    s->game_name = r->entry ? r->entry->file->name : r->game->name;
    s->options = r->options;
    int lo, hi;
    tb_options_players(r->options, &lo, &hi);
    /* Without --players: the game's default, or more when a --seat or --name
     * names a higher seat (naming seat 3 asks for three seats at least). */
    int players = a->players ? a->players : r->game->default_players;
    for (int k = 0; !a->players && k < TB_MAX_SEATS; k++)
        if ((a->seats[k] || a->names[k]) && k + 1 > players)
            players = k + 1;
    if (!a->players && players < lo)
        players = lo;
    if (!a->players && players > hi)
        players = hi;
    s->players = players;
    s->seed = a->have_seed ? a->seed : 1;
    s->deck_file = a->deck;
    for (int k = 0; k < TB_MAX_SEATS; k++) {
        s->seat_spec[k] = a->seats[k];
        s->names[k] = a->names[k];
    }
    s->default_human = 1;
}

