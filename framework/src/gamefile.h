/*
 * gamefile.h — one game's ini file: [game] identity, then [rules] and
 * [deck] values that are checked against the plugin's schema later, each
 * remembered with its line so every message can say file:line.
 */
#ifndef TB_GAMEFILE_H
#define TB_GAMEFILE_H

#include <stddef.h>

#include "options.h"

typedef struct tb_ini_entry {
    char *section, *key, *value;
    int line;
} tb_ini_entry;

typedef struct tb_gamefile {
    char *path;
    char *name, *title, *plugin, *description, *variant_of;
    size_t n;
    tb_ini_entry *entries;  /* the [rules] and [deck] values, in file order */
    size_t n_l10n;
    tb_ini_entry *l10n;     /* title[pl], description[es_ES]...: section is "title" or
                               "description", key the language, value the text */
    char *error;            /* the first problem, "path:line: reason", or NULL */
} tb_gamefile;

/* Read and check the structure of a game file.  Never fails hard: a broken
 * file comes back with ->error set (the launcher lists it as broken). */
tb_gamefile *tb_gamefile_read(const char *path);
/* Read a --config file: only [rules] and [deck] sections are allowed. */
tb_gamefile *tb_gamefile_read_config(const char *path);
void tb_gamefile_free(tb_gamefile *f);

/* The title and the description in the player's language: the file's
 * title[pl] / description[pl] (or [pl_PL]) for the first language gettext
 * would use (i18n.h), else title / description; the title falls back to
 * the name.  Never NULL. */
const char *tb_gamefile_title(const tb_gamefile *f);
const char *tb_gamefile_description(const tb_gamefile *f);

/* Apply the file's values to o, checking each against the schema.  0, or -1
 * with "path:line: reason" in err. */
int tb_gamefile_apply(const tb_gamefile *f, tb_options *o, char *err, size_t errlen);

#endif
