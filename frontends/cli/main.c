/* main.c — `tabula VERB ...`: dispatch to the verbs; `tabula --version`,
 * `tabula --help` and `tabula help VERB`. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "i18n.h"
#include "net.h"
#include "tabula/game.h" /* TB_ABI_MAJOR, TB_ABI_MINOR */

#ifndef TABULA_VERSION
#error "TABULA_VERSION comes from CMake's project(VERSION) (frontends/CMakeLists.txt)"
#endif

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
    fputs(_("\n`tabula help VERB` is `tabula VERB --help`; `tabula --version` (-V) prints the\n"
            "version and the plugin ABI.  Options are GNU's: --games=10 or --games 10, an\n"
            "unambiguous abbreviation (--gam 10), -h for --help, and -- before arguments\n"
            "that are not options (serve's and join's network options, --port, --token\n"
            "and the like, are written in full).\n"),
          f);
}

static const struct verb *find_verb(const char *name)
{
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
        if (strcmp(name, verbs[i].name) == 0)
            return &verbs[i];
    fprintf(stderr, _("tabula: unknown verb \"%s\" (tabula --help lists them)\n"), name);
    return NULL;
}

/* tabula's options before a verb: -h/--help and -V/--version, abbreviated
 * as getopt_long allows (--vers).  Anything else is no verb. */
static int top_options(int argc, char **argv)
{
    static const struct option lo[] = {
        {"help", no_argument, NULL, 'h'}, {"version", no_argument, NULL, 'V'}, {0}};
    opterr = 0;
    optind = 0;
    int c = getopt_long(argc < 2 ? argc : 2, argv, "+hV", lo, NULL);
    if ((c == 'h' || c == 'V') && argc > 2) { /* "-V --json": not what was asked for */
        fprintf(stderr, _("tabula: %s takes nothing after it, not \"%s\"\n"), argv[1], argv[2]);
        return TB_EXIT_USAGE;
    }
    if (c == 'h') {
        usage(stdout);
        return TB_EXIT_OK;
    }
    if (c == 'V') {
        printf("tabula %s\n", TABULA_VERSION);
        printf(_("plugin ABI %d.%d\n"), TB_ABI_MAJOR, TB_ABI_MINOR);
        return TB_EXIT_OK;
    }
    fprintf(stderr, _("tabula: unknown verb \"%s\" (tabula --help lists them)\n"), argv[1]);
    return TB_EXIT_USAGE;
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
    if (argv[1][0] == '-' && argv[1][1])
        return top_options(argc, argv);
    if (strcmp(argv[1], "help") == 0) {
        if (argc < 3) {
            usage(stdout);
            return TB_EXIT_OK;
        }
        /* `tabula help VERB` runs `tabula VERB --help`. */
        const struct verb *v = find_verb(argv[2]);
        char *args[] = {argv[2], "--help", NULL};
        return v ? v->run(2, args) : TB_EXIT_USAGE;
    }
    const struct verb *v = find_verb(argv[1]);
    return v ? v->run(argc - 1, argv + 1) : TB_EXIT_USAGE;
}
