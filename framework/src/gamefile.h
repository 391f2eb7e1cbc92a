/*
 * gamefile.h — one game's ini file: [game] identity, then [rules] and
 * [deck] values that are checked against the plugin's schema later (and
 * [bots], the host bots' defaults for the game), each remembered with its
 * line so every message can say file:line.
 */
#ifndef TB_GAMEFILE_H
#define TB_GAMEFILE_H

/* The longest game name: 1 to this many of a-z 0-9 - _ (gamefile.c). */
#define TB_GAME_NAME_MAX 64

#include <stddef.h>

#include "options.h"

typedef struct tb_ini_entry {
    char *section, *key, *value;
    int line;
} tb_ini_entry;

/* A [game] text in one language: title[pl] = ..., description[es] = ... */
typedef struct tb_gamefile_text {
    char *key, *lang, *value; /* "title", "pl" (or "pl_PL"), the text */
} tb_gamefile_text;

typedef struct tb_gamefile {
    char *path;
    char *name, *title, *plugin, *description, *variant_of;
    /* [game] designer_options: keys of [rules]/[deck] that are the game
     * designer's to set, not a player's; setup leaves them out (`tabula
     * rules` still lists them).  Space- or comma-separated, or NULL. */
    char *designer_options;
    int designer_line;
    int variant_line;       /* the line of variant_of, for its message */
    size_t ntexts;
    tb_gamefile_text *texts; /* title[lang] and description[lang], in file order */
    size_t n;
    tb_ini_entry *entries;  /* the [rules], [deck] and [bots] values, in file order */
    char *error;            /* the first problem, "path:line: reason", or NULL */
} tb_gamefile;

/* Read and check the structure of a game file.  Never fails hard: a broken
 * file comes back with ->error set (the launcher lists it as broken). */
tb_gamefile *tb_gamefile_read(const char *path);
/* Read a --config file: only [rules] and [deck] sections are allowed. */
tb_gamefile *tb_gamefile_read_config(const char *path);
void tb_gamefile_free(tb_gamefile *f);
/* The entry of f a refusal of its options comes from, so the message can
 * name its line: for a seat range (seat_range nonzero) the later of
 * min_players and max_players, else the key the plugin's reason starts with
 * ("colour_letters must be ..."); NULL when f gives none (create() knows no
 * lines, and not every reason names a key). */
const tb_ini_entry *tb_gamefile_entry_for(const tb_gamefile *f, const char *why, int seat_range);

/* The title (description) a person reads: title[lang] for the player's
 * language (the message locale and LANGUAGE, as gettext chooses; see
 * gamefile_text.c), else the plain title (description); the title falls
 * back to the name, the description to "".  Never NULL.  JSON output keeps
 * the plain keys. */
const char *tb_gamefile_title(const tb_gamefile *f);
const char *tb_gamefile_description(const tb_gamefile *f);
/* The same for an explicit language list "pl_PL.UTF-8:es" (LANGUAGE's
 * syntax, first preferred): key is "title" or "description". */
const char *tb_gamefile_text_for(const tb_gamefile *f, const char *key, const char *langs);
/* [game] key "title[pl]": stored in f and 1, or 0 when key is no such
 * key, or -1 with a reason in why (a bad language tag, a repeat). */
int tb_gamefile_add_text(tb_gamefile *f, const char *key, const char *value, char *why,
                         size_t whylen);

/* Apply the file's values to o, checking each against the schema (and each
 * key designer_options names).  0, or -1 with "path:line: reason" in err. */
int tb_gamefile_apply(const tb_gamefile *f, tb_options *o, char *err, size_t errlen);

/* Is key an option a player does not choose before a game: a seat-count
 * limit (min_players, max_players: the setup's Players row keeps to them)
 * or one the file's designer_options names?  f may be NULL. */
int tb_gamefile_designer_only(const tb_gamefile *f, const char *key);

#endif
