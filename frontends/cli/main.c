/* main.c — `tabula VERB ...`: dispatch to the verbs. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "i18n.h"
#include "net.h"

static const struct verb {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} verbs[] = {
    {"list", tb_cmd_list, N_("the games found, and any that failed to load")},
    {"rules", tb_cmd_rules, N_("a game's rules summary and its options")},
    {"play", tb_cmd_play, N_("play one game (tui on a terminal, else the text protocol)")},
    {"score", tb_cmd_score, N_("score a set or hand written in a game's notation")},
    {"sim", tb_cmd_sim, N_("bot-vs-bot games and a balance report")},
    {"ladder", tb_cmd_ladder, N_("a round robin between bots: win matrix and ratings")},
    {"check", tb_cmd_check, N_("the conformance check on one game or plugin")},
    {"replay", tb_cmd_replay, N_("re-run a saved game, verify it, print its result")},
    {"stats", tb_cmd_stats, N_("your record: games played and won, totals, streaks")},
    {"serve", tb_cmd_serve, N_("host one table on the network (tokens per seat)")},
    {"join", tb_cmd_join, N_("sit at, or watch, a table that serve hosts")},
};

static void usage(FILE *f)
{
    fputs(_("usage: tabula [VERB] [ARGS...]\n\n"
            "With no verb on a terminal, tabula opens the launcher.\n\nverbs:\n"),
          f);
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
        fprintf(f, "  %-8s %s\n", verbs[i].name, _(verbs[i].summary));
    fputs(_("\n`tabula VERB --help` describes one verb.  Exit codes: 0 success, 1 a game or\n"
            "check found a failure, 2 bad usage or bad input.\n"),
          f);
}

int main(int argc, char **argv)
{
    tb_i18n_init(); /* the player's language (LANG, LC_ALL, ...): i18n.h */
    if (argc < 2) {
        if (tb_tui_available() && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO))
            return tb_tui_launcher();
        char *list[] = {"list", NULL};
        return tb_cmd_list(1, list);
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return TB_EXIT_OK;
    }
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
        if (strcmp(argv[1], verbs[i].name) == 0)
            return verbs[i].run(argc - 1, argv + 1);
    fprintf(stderr, _("tabula: unknown verb \"%s\" (tabula --help lists them)\n"), argv[1]);
    return TB_EXIT_USAGE;
}
