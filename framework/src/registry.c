/* registry.c — finding plugins and games, and listing what is broken. */
#include "registry.h"

#include <ctype.h>
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "match.h"
#include "strbuf.h"

static void push(char ***list, size_t *n, const char *s)
{
    *list = tb_xrealloc(*list, (*n + 1) * sizeof **list);
    (*list)[(*n)++] = tb_xstrdup(s);
}

void tb_paths_add_plugins(tb_paths *p, const char *dir)
{
    push(&p->plugin_dirs, &p->n_plugin_dirs, dir);
}

void tb_paths_add_games(tb_paths *p, const char *dir)
{
    push(&p->game_dirs, &p->n_game_dirs, dir);
}

static void add_env_list(tb_paths *p, const char *var, int plugins)
{
    const char *v = getenv(var);
    if (!v)
        return;
    char *copy = tb_xstrdup(v), *save = NULL;
    for (char *d = strtok_r(copy, ":", &save); d; d = strtok_r(NULL, ":", &save))
        plugins ? tb_paths_add_plugins(p, d) : tb_paths_add_games(p, d);
    free(copy);
}

/* dir/rel, written without ".." when the folder exists (for messages). */
static void add_beside(tb_paths *p, const char *dir, const char *rel, int plugins)
{
    tb_strbuf b = {0};
    tb_strbuf_printf(&b, "%s/%s", dir, rel);
    char real[PATH_MAX];
    const char *path = realpath(tb_strbuf_str(&b), real) ? real : tb_strbuf_str(&b);
    plugins ? tb_paths_add_plugins(p, path) : tb_paths_add_games(p, path);
    tb_strbuf_free(&b);
}

void tb_paths_default(tb_paths *p)
{
    memset(p, 0, sizeof *p);
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash)
            *slash = '\0';
        add_beside(p, exe, TABULA_PLUGIN_DIR_FROM_BIN, 1);
        add_beside(p, exe, TABULA_GAMES_DIR_FROM_BIN, 0);
    }
    add_env_list(p, "TABULA_PLUGIN_PATH", 1);
    const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
    tb_strbuf b = {0};
    if (xdg && xdg[0] == '/')
        tb_strbuf_printf(&b, "%s/tabula/games", xdg);
    else if (home && home[0])
        tb_strbuf_printf(&b, "%s/.config/tabula/games", home);
    if (b.len)
        tb_paths_add_games(p, tb_strbuf_str(&b));
    tb_strbuf_free(&b);
    add_env_list(p, "TABULA_GAMES", 0);
}

void tb_paths_free(tb_paths *p)
{
    for (size_t i = 0; i < p->n_plugin_dirs; i++)
        free(p->plugin_dirs[i]);
    for (size_t i = 0; i < p->n_game_dirs; i++)
        free(p->game_dirs[i]);
    free(p->plugin_dirs);
    free(p->game_dirs);
    memset(p, 0, sizeof *p);
}

static void fail(tb_registry *r, const char *path, const char *reason)
{
    r->failed = tb_xrealloc(r->failed, (r->n_failed + 1) * sizeof *r->failed);
    r->failed[r->n_failed].path = tb_xstrdup(path);
    r->failed[r->n_failed].reason = tb_xstrdup(reason);
    r->n_failed++;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && strcmp(s + a - b, suffix) == 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The files in dir ending with suffix, sorted (so results never depend on
 * the order readdir happens to return). */
static size_t list_dir(const char *dir, const char *suffix, char ***out)
{
    *out = NULL;
    size_t n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.' || !ends_with(e->d_name, suffix))
            continue;
        tb_strbuf b = {0};
        tb_strbuf_printf(&b, "%s/%s", dir, e->d_name);
        *out = tb_xrealloc(*out, (n + 1) * sizeof **out);
        (*out)[n++] = tb_strbuf_take(&b);
    }
    closedir(d);
    if (n > 1)
        qsort(*out, n, sizeof **out, cmp_str);
    return n;
}

static void load_plugin(tb_registry *r, const char *path)
{
    char err[1024];
    tb_plugin *p = tb_plugin_open(path, err, sizeof err);
    if (!p) {
        fail(r, path, err);
        return;
    }
    if (tb_registry_plugin(r, p->game.name)) {
        snprintf(err, sizeof err, _("%s: refused: plugin \"%s\" is already loaded from %s"), path,
                 p->game.name, tb_registry_plugin(r, p->game.name)->path);
        fail(r, path, err);
        tb_plugin_close(p);
        return;
    }
    r->plugins = tb_xrealloc(r->plugins, (r->n_plugins + 1) * sizeof *r->plugins);
    r->plugins[r->n_plugins++] = p;
}

static void load_plugins(tb_registry *r, const char *where)
{
    struct stat st;
    if (stat(where, &st) != 0)
        return; /* a folder that does not exist is simply empty */
    char err[1024];
    if (tb_path_is_safe(where, err, sizeof err) != 0) {
        fail(r, where, err);
        return;
    }
    if (!S_ISDIR(st.st_mode)) {
        load_plugin(r, where);
        return;
    }
    char **files;
    size_t n = list_dir(where, ".so", &files);
    for (size_t i = 0; i < n; i++) {
        load_plugin(r, files[i]);
        free(files[i]);
    }
    free(files);
}

static void check_game(tb_registry *r, tb_game_entry *g)
{
    char err[1024];
    if (g->file->error) {
        g->error = tb_xstrdup(g->file->error);
        return;
    }
    g->plugin = tb_registry_plugin(r, g->file->plugin);
    if (!g->plugin) {
        const tb_failure *f = tb_registry_plugin_failure(r, g->file->plugin);
        if (f)
            snprintf(err, sizeof err, _("%s: plugin \"%s\" was refused: %s"), g->file->path,
                     g->file->plugin, f->reason);
        else
            snprintf(err, sizeof err, _("%s: plugin \"%s\" is not installed"), g->file->path,
                     g->file->plugin);
        g->error = tb_xstrdup(err);
        return;
    }
    tb_options *o = tb_options_new(&g->plugin->game, err, sizeof err);
    if (o && tb_gamefile_apply(g->file, o, err, sizeof err) == 0) {
        char why[TB_ERR_MAX];
        const tb_ini_entry *at = NULL;
        if (tb_options_players_why(o, why, sizeof why) != 0)
            at = tb_gamefile_entry_for(g->file, why, 1);
        else if (tb_options_start_why(&g->plugin->game, o, 0, why, sizeof why) != 0)
            at = tb_gamefile_entry_for(g->file, why, 0);
        else
            why[0] = '\0';
        int line = at ? at->line : 0;
        if (why[0] && line > 0)
            snprintf(err, sizeof err, "%s:%d: %s", g->file->path, line, why);
        else if (why[0])
            snprintf(err, sizeof err, "%s: %s", g->file->path, why);
        else
            err[0] = '\0';
    }
    if (err[0])
        g->error = tb_xstrdup(err);
    tb_options_free(o);
}

static int cmp_game(const void *a, const void *b)
{
    const tb_game_entry *x = a, *y = b;
    return strcmp(x->file->name ? x->file->name : x->file->path,
                  y->file->name ? y->file->name : y->file->path);
}

static void load_games(tb_registry *r, const char *dir)
{
    char **files;
    size_t n = list_dir(dir, ".ini", &files);
    for (size_t i = 0; i < n; i++) {
        tb_gamefile *f = tb_gamefile_read(files[i]);
        free(files[i]);
        if (f->name && tb_registry_game(r, f->name)) {
            tb_strbuf b = {0};
            tb_strbuf_printf(&b, _("%s: game \"%s\" is already defined in %s"), f->path, f->name,
                             tb_registry_game(r, f->name)->file->path);
            fail(r, f->path, tb_strbuf_str(&b));
            tb_strbuf_free(&b);
            tb_gamefile_free(f);
            continue;
        }
        r->games = tb_xrealloc(r->games, (r->n_games + 1) * sizeof *r->games);
        tb_game_entry *g = &r->games[r->n_games++];
        memset(g, 0, sizeof *g);
        g->file = f;
        check_game(r, g);
    }
    free(files);
}

tb_registry *tb_registry_load(const tb_paths *p)
{
    tb_registry *r = tb_xcalloc(1, sizeof *r);
    for (size_t i = 0; i < p->n_plugin_dirs; i++)
        load_plugins(r, p->plugin_dirs[i]);
    for (size_t i = 0; i < p->n_game_dirs; i++)
        load_games(r, p->game_dirs[i]);
    if (r->n_games > 1) /* qsort must not see the NULL of an empty list */
        qsort(r->games, r->n_games, sizeof *r->games, cmp_game);
    /* variant_of is checked once every file is in: it names another. */
    for (size_t i = 0; i < r->n_games; i++) {
        tb_game_entry *g = &r->games[i];
        const char *of = g->file->variant_of;
        if (!of || g->error)
            continue;
        const tb_game_entry *base = tb_registry_game(r, of);
        if (base && base != g)
            continue;
        tb_strbuf b = {0};
        if (base)
            tb_strbuf_printf(&b, _("%s:%d: variant_of names this game itself"), g->file->path,
                             g->file->variant_line);
        else
            tb_strbuf_printf(&b, _("%s:%d: variant_of names no game: \"%s\" (tabula list "
                                   "shows the names)"),
                             g->file->path, g->file->variant_line, of);
        g->error = tb_strbuf_take(&b);
    }
    return r;
}

void tb_registry_free(tb_registry *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->n_games; i++) {
        tb_gamefile_free(r->games[i].file);
        free(r->games[i].error);
    }
    free(r->games);
    for (size_t i = 0; i < r->n_plugins; i++)
        tb_plugin_close(r->plugins[i]);
    free(r->plugins);
    for (size_t i = 0; i < r->n_failed; i++) {
        free(r->failed[i].path);
        free(r->failed[i].reason);
    }
    free(r->failed);
    free(r);
}

const tb_game_entry *tb_registry_game(const tb_registry *r, const char *name)
{
    for (size_t i = 0; i < r->n_games; i++)
        if (r->games[i].file->name && strcmp(r->games[i].file->name, name) == 0)
            return &r->games[i];
    return NULL;
}

const tb_plugin *tb_registry_plugin(const tb_registry *r, const char *name)
{
    for (size_t i = 0; i < r->n_plugins; i++)
        if (strcmp(r->plugins[i]->game.name, name) == 0)
            return r->plugins[i];
    return NULL;
}

const tb_failure *tb_registry_plugin_failure(const tb_registry *r, const char *name)
{
    for (size_t i = 0; i < r->n_failed; i++) {
        const char *base = strrchr(r->failed[i].path, '/');
        base = base ? base + 1 : r->failed[i].path;
        size_t n = strlen(name);
        if (strncmp(base, name, n) == 0 && strcmp(base + n, ".so") == 0)
            return &r->failed[i];
    }
    return NULL;
}
