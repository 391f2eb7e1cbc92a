/* cmd_list.c — `tabula list [--json]`: every game, and what failed to load. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "cli.h"
#include "json.h"

static void game_json(tb_json *j, const tb_game_entry *g)
{
    const tb_gamefile *f = g->file;
    tb_json_open(j, '{');
    tb_json_key(j, "name");
    f->name ? tb_json_str(j, f->name) : tb_json_null(j);
    tb_json_key(j, "title");
    tb_json_str(j, f->title ? f->title : (f->name ? f->name : ""));
    tb_json_key(j, "plugin");
    f->plugin ? tb_json_str(j, f->plugin) : tb_json_null(j);
    tb_json_key(j, "file");
    tb_json_str(j, f->path);
    tb_json_key(j, "description");
    tb_json_str(j, f->description ? f->description : "");
    tb_json_key(j, "variant_of");
    f->variant_of ? tb_json_str(j, f->variant_of) : tb_json_null(j);
    if (g->plugin && !g->error) {
        int lo, hi;
        char err[256];
        tb_options *o = tb_options_new(&g->plugin->game, err, sizeof err);
        tb_gamefile_apply(f, o, err, sizeof err);
        tb_options_players(o, &lo, &hi);
        tb_options_free(o);
        tb_json_key(j, "min_players");
        tb_json_int(j, lo);
        tb_json_key(j, "max_players");
        tb_json_int(j, hi);
    }
    tb_json_key(j, "error");
    g->error ? tb_json_str(j, g->error) : tb_json_null(j);
    tb_json_close(j);
}

static void print_json(const tb_registry *r)
{
    tb_json j;
    tb_json_init(&j);
    tb_json_open(&j, '{');
    tb_json_key(&j, "games");
    tb_json_open(&j, '[');
    for (size_t i = 0; i < r->n_games; i++)
        game_json(&j, &r->games[i]);
    tb_json_close(&j);
    tb_json_key(&j, "plugins");
    tb_json_open(&j, '[');
    for (size_t i = 0; i < r->n_plugins; i++) {
        const tb_game *g = &r->plugins[i]->game;
        tb_json_open(&j, '{');
        tb_json_key(&j, "name");
        tb_json_str(&j, g->name);
        tb_json_key(&j, "version");
        tb_json_str(&j, g->version);
        tb_json_key(&j, "path");
        tb_json_str(&j, r->plugins[i]->path);
        tb_json_close(&j);
    }
    tb_json_close(&j);
    tb_json_key(&j, "failed");
    tb_json_open(&j, '[');
    for (size_t i = 0; i < r->n_failed; i++) {
        tb_json_open(&j, '{');
        tb_json_key(&j, "path");
        tb_json_str(&j, r->failed[i].path);
        tb_json_key(&j, "reason");
        tb_json_str(&j, r->failed[i].reason);
        tb_json_close(&j);
    }
    tb_json_close(&j);
    tb_json_close(&j);
    printf("%s\n", tb_json_text(&j));
    tb_json_free(&j);
}

/* One line of the table: four padded columns and the description. */
static void row(const char *const cells[5])
{
    static const int width[] = {18, 26, 9, 13};
    tb_strbuf b = {0};
    /* A game file's title or description is anyone's text: a control
     * character in it must not reach the terminal (strbuf.h). */
    for (int i = 0; i < 5; i++) {
        char *cell = tb_printable_dup(cells[i]);
        if (i < 4) {
            tb_strbuf_add_padded(&b, cell, width[i]);
            tb_strbuf_add(&b, " ");
        } else {
            tb_strbuf_add(&b, cell);
        }
        free(cell);
    }
    puts(tb_strbuf_str(&b));
    tb_strbuf_free(&b);
}

static void print_text(const tb_registry *r)
{
    /* Columns by what the words take on screen, as a translated title may
     * hold letters of two bytes. */
    const char *heads[] = {C_("list column", "GAME"), C_("list column", "TITLE"),
                           C_("list column", "PLAYERS"), C_("list column", "PLUGIN"),
                           C_("list column", "DESCRIPTION")};
    row(heads);
    for (size_t i = 0; i < r->n_games; i++) {
        const tb_game_entry *g = &r->games[i];
        const tb_gamefile *f = g->file;
        if (g->error)
            continue;
        int lo, hi;
        char err[256];
        tb_options *o = tb_options_new(&g->plugin->game, err, sizeof err);
        tb_gamefile_apply(f, o, err, sizeof err);
        tb_options_players(o, &lo, &hi);
        tb_options_free(o);
        char players[16];
        snprintf(players, sizeof players, lo == hi ? "%d" : "%d-%d", lo, hi);
        const char *cells[] = {f->name, tb_gamefile_title(f), players, f->plugin,
                               tb_gamefile_description(f)};
        row(cells);
    }
    int broken = 0;
    for (size_t i = 0; i < r->n_games; i++)
        broken += r->games[i].error != NULL;
    if (broken || r->n_failed)
        printf(_("\nNot available:\n"));
    for (size_t i = 0; i < r->n_games; i++)
        if (r->games[i].error) {
            char *name = tb_printable_dup(r->games[i].file->name ? r->games[i].file->name
                                                                  : _("(unnamed)"));
            char *why = tb_printable_dup(r->games[i].error);
            printf("  %s: %s\n", name, why);
            free(name);
            free(why);
        }
    for (size_t i = 0; i < r->n_failed; i++)
        printf("  %s\n", r->failed[i].reason);
}

int tb_cmd_list(int argc, char **argv)
{
    tb_args a = {.verb = "list"};
    if (tb_args_parse(&a, argc - 1, argv + 1, " json names ") != 0)
        return TB_EXIT_USAGE;
    if (a.help) {
        puts(_("usage: tabula list [--json | --names]\n\n"
             "Lists every game found (name, title, players, plugin, description) and every\n"
             "game or plugin that could not be loaded, with the reason.  --json prints one\n"
             "object: {\"games\": [...], \"plugins\": [...], \"failed\": [...]}: each game\n"
             "with its variant_of, and its error when it cannot be played; failed holds the\n"
             "plugin files that did not load."));
        puts(_("--names prints only the names of the games that load, one a line (for\n"
               "scripts and shell completion)."));
        return TB_EXIT_OK;
    }
    if (a.n_positional) {
        fprintf(stderr, _("tabula list: unexpected argument \"%s\"\n"), a.positional[0]);
        return TB_EXIT_USAGE;
    }
    tb_paths p;
    tb_paths_default(&p);
    tb_registry *r = tb_registry_load(&p);
    tb_paths_free(&p);
    if (a.names_only) {
        for (size_t i = 0; i < r->n_games; i++)
            if (!r->games[i].error && r->games[i].file->name)
                puts(r->games[i].file->name);
    } else {
        a.json ? print_json(r) : print_text(r);
    }
    tb_registry_free(r);
    return TB_EXIT_OK;
}
