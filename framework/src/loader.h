/*
 * loader.h — opening one rule plugin and proving it is one.
 */
#ifndef TB_LOADER_H
#define TB_LOADER_H

#include <stddef.h>

#include "tabula/game.h"

typedef struct tb_plugin {
    char *path;
    void *handle;   /* from dlopen */
    tb_game game;   /* the plugin's descriptor, copied: fields past its size are NULL */
} tb_plugin;

/*
 * Open path as a plugin.  Refuses, with a one-line reason in err: a file
 * writable by others (or in a folder writable by others), a file that is not
 * ELF, one dlopen cannot load, one without the entry symbol, an entry that
 * returns NULL, another ABI major, a descriptor too small or missing a
 * required function, a bad player range or an invalid parameter default.
 * Returns NULL on refusal.
 */
tb_plugin *tb_plugin_open(const char *path, char *err, size_t errlen);
void tb_plugin_close(tb_plugin *p);

/* Refuse paths others may write to: 0, or -1 with the reason. */
int tb_path_is_safe(const char *path, char *err, size_t errlen);

#endif
