/*
 * rules_text.c — a game's rules summary with its option values filled in.
 *
 * A plugin's `rules` text may quote an option as {key} ("Play {rounds}
 * rounds"): the host writes the value the game is played with, as text
 * (opt_str).  A key that names no option goes to the plugin's rules_value
 * hook (ABI 1.6), which may know a value derived from the options ("a deck
 * of {deck_size} cards").  A brace neither knows stays as written, so an
 * older rules text reads the same; `tabula check` names such a {key} when
 * it looks like one (letters, digits and '_'), since it is most likely a
 * misspelt option.
 */
#include "rules_text.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "services.h"
#include "strbuf.h"

/* Whether key looks like a placeholder rather than prose in braces. */
static int is_key(const char *key)
{
    for (const char *p = key; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '_')
            return 0;
    return *key != '\0';
}

/* Renders the rules text into b.  The first {key} that looks like one but
 * that neither the options nor rules_value know goes into bad (when bad is
 * given), and the first whose value fills TB_RULES_VALUE_MAX into cut. */
static void render(const tb_game *g, const tb_options *o, tb_strbuf *b, char *bad, char *cut)
{
    /* In the player's language (the plugin's text domain); {key} stays. */
    const char *p = g->rules && *g->rules ? tb_game_tr(g, g->rules) : "";
    while (*p) {
        const char *open = strchr(p, '{');
        const char *close = open ? strchr(open + 1, '}') : NULL;
        if (!close) {
            tb_strbuf_add(b, p);
            break;
        }
        tb_strbuf_addn(b, p, (size_t)(open - p));
        char key[64], value[TB_RULES_VALUE_MAX] = "";
        size_t n = (size_t)(close - open - 1);
        const char *text = NULL;
        if (n > 0 && n < sizeof key) {
            memcpy(key, open + 1, n);
            key[n] = '\0';
            const tb_option_value *v = tb_options_find(o, key);
            if (v)
                text = v->text;
            else if (g->rules_value &&
                     g->rules_value(tb_host_table(), o, key, value, sizeof value) == 0) {
                value[sizeof value - 1] = '\0'; /* a hook that forgot the NUL */
                text = value;
                if (cut && !*cut && strlen(value) == sizeof value - 1)
                    memcpy(cut, key, n + 1);
            } else if (bad && !*bad && is_key(key))
                memcpy(bad, key, n + 1);
        }
        if (text) {
            tb_strbuf_add(b, text);
            p = close + 1;
        } else {
            tb_strbuf_add(b, "{");
            p = open + 1;
        }
    }
}

char *tb_rules_text(const tb_game *g, const tb_options *o)
{
    tb_strbuf b = {0};
    render(g, o, &b, NULL, NULL);
    return tb_strbuf_take(&b);
}

/* In English, as every message of the conformance check (check.c): the
 * designer reads it, not the player. */
int tb_rules_text_check(const tb_game *g, const tb_options *o, char *err, size_t cap)
{
    tb_strbuf b = {0};
    char bad[64] = "", cut[64] = "";
    render(g, o, &b, bad, cut);
    tb_strbuf_free(&b);
    if (*bad) {
        snprintf(err, cap,
                 "the rules text quotes {%s}, which is neither an option nor a value "
                 "rules_value() gives",
                 bad);
        return -1;
    }
    if (*cut) {
        snprintf(err, cap,
                 "the rules text quotes {%s}, whose value fills all TB_RULES_VALUE_MAX (%d) "
                 "bytes rules_value() is given: it is cut",
                 cut, TB_RULES_VALUE_MAX);
        return -1;
    }
    return 0;
}
