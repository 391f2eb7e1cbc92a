/*
 * rules_text.c — a game's rules summary with its option values filled in.
 *
 * A plugin's `rules` text may quote an option as {key} ("Play {rounds}
 * rounds"): the host writes the value the game is played with, as text
 * (opt_str).  Only a key the game declares is replaced, so a brace that
 * names no option stays as written and an older rules text reads the same.
 */
#include "rules_text.h"

#include <string.h>

#include "i18n.h"
#include "strbuf.h"

char *tb_rules_text(const tb_game *g, const tb_options *o)
{
    tb_strbuf b = {0};
    /* In the player's language (the plugin's text domain); {key} stays. */
    const char *p = g->rules && *g->rules ? tb_game_tr(g, g->rules) : "";
    while (*p) {
        const char *open = strchr(p, '{');
        const char *close = open ? strchr(open + 1, '}') : NULL;
        if (!close) {
            tb_strbuf_add(&b, p);
            break;
        }
        tb_strbuf_addn(&b, p, (size_t)(open - p));
        char key[64];
        size_t n = (size_t)(close - open - 1);
        const tb_option_value *v = NULL;
        if (n > 0 && n < sizeof key) {
            memcpy(key, open + 1, n);
            key[n] = '\0';
            v = tb_options_find(o, key);
        }
        if (v) {
            tb_strbuf_add(&b, v->text);
            p = close + 1;
        } else {
            tb_strbuf_add(&b, "{");
            p = open + 1;
        }
    }
    return tb_strbuf_take(&b);
}
