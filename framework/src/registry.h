/*
 * registry.h — every game and plugin tabula can find, and why any failed.
 *
 * Plugins: the plugin folder beside the binary (build tree or install),
 * then each entry of $TABULA_PLUGIN_PATH (folders or .so files, ':'-separated).
 * Games: the games folder beside the binary, $XDG_CONFIG_HOME/tabula/games
 * (~/.config/tabula/games), then each folder of $TABULA_GAMES.  A name
 * found twice keeps its first definition; the later one is listed as broken.
 */
#ifndef TB_REGISTRY_H
#define TB_REGISTRY_H

#include <stddef.h>

#include "gamefile.h"
#include "loader.h"

typedef struct tb_failure {
    char *path;
    char *reason;   /* one line */
} tb_failure;

typedef struct tb_game_entry {
    tb_gamefile *file;
    const tb_plugin *plugin;  /* NULL when broken before the plugin was found */
    char *error;              /* why the game cannot be played, or NULL */
} tb_game_entry;

typedef struct tb_paths {
    size_t n_plugin_dirs, n_game_dirs;
    char **plugin_dirs;  /* folders or single .so files */
    char **game_dirs;
} tb_paths;

typedef struct tb_registry {
    size_t n_plugins, n_failed, n_games;
    tb_plugin **plugins;
    tb_failure *failed;     /* plugins (and folders) refused, with reasons */
    tb_game_entry *games;   /* sorted by name */
} tb_registry;

/* The default search paths (beside the running binary, then environment). */
void tb_paths_default(tb_paths *p);
void tb_paths_add_plugins(tb_paths *p, const char *dir);
void tb_paths_add_games(tb_paths *p, const char *dir);
void tb_paths_free(tb_paths *p);

tb_registry *tb_registry_load(const tb_paths *p);
void tb_registry_free(tb_registry *r);

const tb_game_entry *tb_registry_game(const tb_registry *r, const char *name);
const tb_plugin *tb_registry_plugin(const tb_registry *r, const char *name);
/* The refusal of a plugin file whose name (basename without .so) is name. */
const tb_failure *tb_registry_plugin_failure(const tb_registry *r, const char *name);

#endif
