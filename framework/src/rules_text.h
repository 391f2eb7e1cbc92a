/* rules_text.h — a rules summary with {key} replaced by option values. */
#ifndef TB_RULES_TEXT_H
#define TB_RULES_TEXT_H

#include <stddef.h>

#include "options.h"

/* g->rules with every {key} that names one of the game's options replaced
 * by its value under o, and every other {key} by what g->rules_value gives
 * for it (malloc'd; "" when the plugin gives no rules).  A {key} neither
 * knows stays as written. */
char *tb_rules_text(const tb_game *g, const tb_options *o);

/* 0 when every {key} of the rules text (a key of letters, digits and '_')
 * is an option or a value rules_value() gives in full; else -1 with a
 * one-line reason naming the first that is not. */
int tb_rules_text_check(const tb_game *g, const tb_options *o, char *err, size_t cap);

#endif
