/* cmd_stats.c — `tabula stats [GAME] [--player NAME] [--json]`: your record. */
#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"
#include "cli.h"

static const char *const stats_help =
    N_("usage: tabula stats [GAME] [--player NAME] [--json]\n\n"
    "Your record from every finished game a person played (unless --no-stats):\n"
    "per player and game, games played and won, the win rate, the best, worst\n"
    "and mean total, the current and longest winning streak, and the record\n"
    "against each bot.  Kept in $XDG_DATA_HOME/tabula/stats.db\n"
    "(default ~/.local/share/tabula/stats.db).\n"
    "  --player NAME   only this player\n"
    "  --json          as JSON\n");

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
    char err[1200];
    char *text = tb_stats_report(a.n_positional ? a.positional[0] : NULL, a.player, a.json, err,
                                 sizeof err);
    if (!text) {
        fprintf(stderr, "tabula stats: %s\n", err);
        return TB_EXIT_USAGE;
    }
    fputs(text, stdout);
    free(text);
    return TB_EXIT_OK;
}
