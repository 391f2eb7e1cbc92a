/* cmd_check.c — `tabula check GAME|PLUGIN.so`: the conformance check. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "cli.h"
#include "i18n.h"
#include "services.h"

int tb_cmd_check(int argc, char **argv)
{
    tb_args a = {.verb = "check", .games = 20};
    if (tb_args_parse(&a, argc - 1, argv + 1, " games seed config set full bot ") != 0)
        return TB_EXIT_USAGE;
    if (a.help) {
        puts(_("usage: tabula check GAME|PLUGIN|PLUGIN.so [--games N] [--seed S] [--full]\n"
             "                    [--bot SPEC] [--config FILE.ini] [--set KEY=VALUE]...\n\n"
             "Plays N seeded games (default 20) with the random bot and with each of the\n"
             "plugin's bots, over every allowed player count, and fails (exit 1, naming the\n"
             "seed and the move) on: no legal move in a live game, a listed move that does\n"
             "not print and parse back to itself or that apply refuses, an unlisted move\n"
             "(mutated, or legal earlier) that apply accepts, a refused move that changes\n"
             "the state, a card created or lost, a view that changes when the cards its\n"
             "seat cannot see are redealt, a clone that diverges, two runs of one seed that\n"
             "differ, a game that outlasts the plugin's declared bound, a move listed twice,\n"
             "a determinize that never changes a hidden card, and a break of the\n"
             "information-set property: the game dealt again with the cards a seat has not\n"
             "seen rearranged must give the same spectator's view and score sheet during\n"
             "play, determinizations for that seat that keep no other seat's real cards and\n"
             "do not depend on the deal, and the same moves from the plugin's bots.  A\n"
             "failure names the culprit: the card lost or made, the view line that differs,\n"
             "the move's text.\n\n"
             "The census and the legal-move listing are checked at every state; the round\n"
             "trips, probes and leak checks at every state of each game's first 16 moves,\n"
             "then at a seeded quarter of the states, a rate halved at moves 64, 128, 256,\n"
             "... down to 1 in 32.  --full checks every state in depth (slower).  A\n"
             "plugin's name checks it with its options' defaults.\n"
             "  --games N           seeded games per bot (default 20), player counts in turn\n"
             "  --seed S            the seed the games' seeds come from (default 1)\n"
             "  --full              every state in depth\n"
             "  --bot SPEC          check with this bot only, e.g. ismcts:iterations=30\n"
             "  --config FILE.ini   the options of a config file ([rules], [deck])\n"
             "  --set KEY=VALUE     one option, e.g. --set hand_size=5 (repeatable)"));
        return TB_EXIT_OK;
    }
    if (a.n_positional != 1) {
        fprintf(stderr, _("tabula check: name one game or plugin file\n"));
        return TB_EXIT_USAGE;
    }
    tb_resolved r;
    if (tb_resolve(&a, a.positional[0], &r) != 0) {
        tb_resolved_free(&r);
        return TB_EXIT_USAGE;
    }
    if (a.bot) {
        /* A bad --bot is bad usage, not a failure of the plugin: try it once. */
        tb_match_setup probe;
        memset(&probe, 0, sizeof probe);
        tb_setup_from_args(&a, &r, &probe);
        for (int k = 0; k < probe.players; k++)
            probe.seat_spec[k] = a.bot;
        /* Bots at every seat: the reason names bots only, and no seat. */
        int refused = -1;
        probe.default_human = 0;
        probe.refused_seat = &refused;
        char err[1024];
        snprintf(err, sizeof err, "%s", _("human is not a bot"));
        tb_match *m = strcmp(a.bot, "human") == 0 ? NULL : tb_match_new(&probe, err, sizeof err);
        if (!m) {
            fprintf(stderr, _("tabula check: --bot: %s\n"), err);
            tb_resolved_free(&r);
            return TB_EXIT_USAGE;
        }
        tb_match_free(m);
    }
    tb_check c = {.game = r.game, .options = r.options, .games = a.games,
                  .seed = a.have_seed ? a.seed : 1, .full = a.full, .bot = a.bot};
    tb_progress shown = {.what = _("games checked")};
    if (isatty(STDERR_FILENO)) {
        c.progress = tb_progress_show;
        c.progress_ctx = &shown;
    }
    int rc = tb_check_run(&c);
    if (rc != 0)
        fprintf(stderr, _("tabula check: FAILED: %s\n"), c.error);
    else
    {
        /* One sentence in four counted parts, each with its own plural. */
        printf(_("tabula check: %s passed: "), a.positional[0]);
        printf(NG_("%ld game", "%ld games", c.games_played), c.games_played);
        printf(NG_(", %ld listed move verified", ", %ld listed moves verified", c.moves_checked),
               c.moves_checked);
        printf(NG_(", %ld refusal probed", ", %ld refusals probed", c.probes), c.probes);
        printf(NG_(", %ld information-set pair compared", ", %ld information-set pairs compared",
                   c.infoset_pairs),
               c.infoset_pairs);
        fputs(tb_game_determinizes(r.game) ? "" : _(" (no determinize: view leaks not checked)"), stdout);
        putchar('\n');
    }
    tb_resolved_free(&r);
    return rc == 0 ? TB_EXIT_OK : TB_EXIT_FAILED;
}
