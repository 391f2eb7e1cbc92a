/*
 * options.h — a game's option values, typed and checked against the
 * plugin's parameter schema.  Values come from the schema's defaults, then
 * the game's ini file, then --config files, then --set overrides.
 */
#ifndef TB_OPTIONS_H
#define TB_OPTIONS_H

#include <stddef.h>

#include "strbuf.h"
#include "tabula/game.h"

typedef struct tb_option_value {
    const tb_param *param;
    char *text;   /* the value as written (malloc'd) */
    long num;     /* int value, bool 0/1, or enum index */
} tb_option_value;

struct tb_options {
    const tb_game *game;
    size_t n;
    tb_option_value *v;
    char *ismcts; /* the game file's [bots] ismcts options ("iterations=4000"), or NULL:
                     what a bare "ismcts" seat means for this game (botspec.h) */
    char *level[3]; /* the game file's [bots] easy, normal, hard specs, or NULL (botspec.h's
                       TB_LEVELS, checked there) */
};

/* The schema's defaults; NULL with a reason in err if a default is invalid
 * (a plugin bug the loader reports). */
tb_options *tb_options_new(const tb_game *g, char *err, size_t errlen);
tb_options *tb_options_copy(const tb_options *o);
void tb_options_free(tb_options *o);

/* Set section.key to value.  section may be NULL for "any section" (--set).
 * 0, or -1 with a one-line reason (without file:line: the caller adds it). */
int tb_options_set(tb_options *o, const char *section, const char *key, const char *value,
                   char *err, size_t errlen);
/* "key=value" as given to --set. */
int tb_options_set_pair(tb_options *o, const char *pair, char *err, size_t errlen);

/* The value slot for key, or NULL. */
const tb_option_value *tb_options_find(const tb_options *o, const char *key);

/* Seats this game allows under these options (min_players/max_players keys
 * when the schema declares them, else the descriptor's range).  Returns 0,
 * or -1 when that range is empty or leaves the descriptor's: the one place
 * a seat range is checked (tb_options_players_why words the refusal). */
int tb_options_players(const tb_options *o, int *min, int *max);
/* The same check, saying what is wrong in err when the range is not
 * right: 0, or -1 ("min_players 5 is above max_players 2", "players 2-7
 * are outside what zero allows (3-5)"). */
int tb_options_players_why(const tb_options *o, char *err, size_t errlen);
/* The seat range of o for a message, in the reader's language: "2 players"
 * when it is one count, else "3 to 5 players". */
void tb_options_players_text(const tb_options *o, char *buf, size_t cap);

/* Append the options as a JSON object's members / as text lines. */
struct tb_json;
void tb_options_json(const tb_options *o, struct tb_json *j);

#endif
