/* cmd_rules.c — `tabula rules GAME`: the rules summary and the options. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "botspec.h"
#include "cli.h"
#include "i18n.h"
#include "rules_text.h"

int tb_cmd_rules(int argc, char **argv)
{
    tb_args a = {.verb = "rules"};
    if (tb_args_parse(&a, argc - 1, argv + 1, " config set bot-names option-keys ") != 0)
        return TB_EXIT_USAGE;
    if (a.help) {
        puts(_("usage: tabula rules GAME [--config FILE.ini] [--set key=value]...\n"
             "                    [--bot-names | --option-keys]\n\n"
             "Prints the game's rules summary, its bots, and every option with its current\n"
             "value (after the game's ini, --config and --set), its range and its meaning."));
        puts(_("  --bot-names     only what a seat's bot may be, one a line: the levels, the\n"
               "                  game's bots, random, ismcts, novice (for scripts and shell\n"
               "                  completion)\n"
               "  --option-keys   only the options' keys, one a line (for --set)"));
        return TB_EXIT_OK;
    }
    if (a.n_positional != 1) {
        fprintf(stderr, _("tabula rules: name one game (tabula list shows them)\n"));
        return TB_EXIT_USAGE;
    }
    tb_resolved r;
    if (tb_resolve(&a, a.positional[0], &r) != 0) {
        tb_resolved_free(&r);
        return TB_EXIT_USAGE;
    }
    const tb_game *g = r.game;
    if (a.bot_names || a.option_keys) {
        if (a.bot_names) {
            /* The setup screen's list: the levels, the game's bots, random, ismcts. */
            const char *choices[TB_BOTS_MAX + 8];
            int n = tb_botspec_choices(g, choices, (int)(sizeof choices / sizeof choices[0]));
            for (int i = 0; i < n; i++)
                puts(choices[i]);
            puts("novice"); /* every game takes it too: a designer's, not on the screen */
        }
        for (size_t i = 0; a.option_keys && i < r.options->n; i++)
            puts(r.options->v[i].param->key);
        tb_resolved_free(&r);
        return TB_EXIT_OK;
    }
    printf(_("%s — %s (plugin %s %s)\n\n"), r.entry ? r.entry->file->name : g->name,
           r.entry && r.entry->file->title ? tb_gamefile_title(r.entry->file) : tb_game_tr(g, g->title),
           g->name, g->version);
    char *rules = tb_rules_text(g, r.options); /* {key} quotes an option's value */
    printf("%s\n", *rules ? rules : _("(this plugin gives no rules summary)"));
    free(rules);
    /* The levels first: the names a person picks an opponent by. */
    printf("\n%s\n", _("Levels for people:"));
    for (int i = 0; i < TB_LEVELS; i++) {
        printf("  %-7s %s\n", tb_botspec_level_name(i), tb_botspec_level_about(i));
        /* A game file may make a level another bot: the words above are
         * the host's, so say what it stands for here. */
        if (r.options->level[i]) {
            printf("          ");
            printf(_("in this game: %s"), r.options->level[i]);
            putchar('\n');
        }
    }
    printf(_("\nBots: random"));
    for (int i = 0; g->bots && g->bots[i]; i++)
        printf(", %s", g->bots[i]);
    printf(_(" (default: %s)\n\nOptions:\n"), g->default_bot ? g->default_bot : "random");
    for (size_t i = 0; i < r.options->n; i++) {
        const tb_option_value *v = &r.options->v[i];
        const tb_param *p = v->param;
        char range[160] = "";
        if (p->type == TB_PARAM_INT)
            snprintf(range, sizeof range, "%ld..%ld", p->min, p->max);
        else if (p->type == TB_PARAM_BOOL)
            snprintf(range, sizeof range, "true|false");
        else if (p->type == TB_PARAM_ENUM)
            for (int c = 0; p->choices && p->choices[c]; c++) {
                size_t len = strlen(range);
                snprintf(range + len, sizeof range - len, "%s%s", c ? "|" : "", p->choices[c]);
            }
        printf(_("  [%s] %-20s = %-8s (%s, default %s)\n      %s\n"), p->section, p->key, v->text,
               range[0] ? range : _("text"), p->def, p->help ? tb_game_tr(g, p->help) : "");
    }
    tb_resolved_free(&r);
    return TB_EXIT_OK;
}
