/* cmd_stats.c — `tabula stats [GAME] [--player NAME] [--json]`: your record. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "cli.h"
#include "registry.h"

static const char *const stats_help =
    N_("usage: tabula stats [GAME] [--player NAME] [--json]\n\n"
    "Your record from every finished game a person played (unless --no-stats):\n"
    "per player and game, games played and won, the win rate, the best, worst\n"
    "and mean total, the current and longest winning streak, and the record\n"
    "against each bot.  Kept in $XDG_DATA_HOME/tabula/stats.db\n"
    "(default ~/.local/share/tabula/stats.db).\n"
    "  --player NAME   only this player\n"
    "  --json          as JSON\n");

/* Whether a game file of that name is found (loading or not). */
static int game_known(const char *name)
{
    tb_paths p;
    tb_paths_default(&p);
    tb_registry *r = tb_registry_load(&p);
    tb_paths_free(&p);
    int known = 0;
    for (size_t i = 0; i < r->n_games && !known; i++)
        known = r->games[i].file->name && strcmp(r->games[i].file->name, name) == 0;
    tb_registry_free(r);
    return known;
}

int tb_cmd_stats(int argc, char **argv)
{
    tb_args a = {.verb = "stats"};
    if (tb_args_parse(&a, argc - 1, argv + 1, " player json ") != 0)
        return TB_EXIT_USAGE;
    if (a.help) {
        fputs(_(stats_help), stdout);
        return TB_EXIT_OK;
    }
    if (a.n_positional > 1) {
        fprintf(stderr, _("tabula stats: name at most one game\n"));
        return TB_EXIT_USAGE;
    }
    if (a.player && !a.player[0]) {
        fprintf(stderr, _("tabula stats: --player needs a name\n"));
        return TB_EXIT_USAGE;
    }
    char err[1200];
    const char *game = a.n_positional ? a.positional[0] : NULL;
    if (game && !game_known(game) && !tb_stats_has_game(game)) {
        /* A game no longer installed still has its record; a name that is
         * neither is a slip (a misspelt name would read "none yet"). */
        fprintf(stderr, _("tabula stats: unknown game \"%s\", and none of that name recorded "
                          "(tabula list shows the games)\n"), game);
        return TB_EXIT_USAGE;
    }
    char *text = tb_stats_report(game, a.player, a.json, err, sizeof err);
    if (!text) {
        fprintf(stderr, "tabula stats: %s\n", err);
        return TB_EXIT_USAGE;
    }
    fputs(text, stdout);
    free(text);
    return TB_EXIT_OK;
}
