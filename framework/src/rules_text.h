/* rules_text.h — a rules summary with {key} replaced by option values. */
#ifndef TB_RULES_TEXT_H
#define TB_RULES_TEXT_H

#include "options.h"

/* g->rules with every {key} that names one of the game's options replaced
 * by its value under o (malloc'd; "" when the plugin gives no rules). */
char *tb_rules_text(const tb_game *g, const tb_options *o);

#endif
