/* cmd_score.c — `tabula score GAME KIND CARDS [--json]`: the scoring calculator. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "cli.h"
#include "json.h"
#include "services.h"

int tb_cmd_score(int argc, char **argv)
{
    tb_args a = {.verb = "score"};
    if (tb_args_parse(&a, argc - 1, argv + 1, " json config set ") != 0)
        return TB_EXIT_USAGE;
    if (a.help) {
        puts(_("usage: tabula score GAME KIND \"CARDS\" [--json] [--config FILE.ini]\n"
             "                    [--set KEY=VALUE]...\n\n"
             "Scores a set or hand written in the game's notation and shows the breakdown,\n"
             "e.g. tabula score absolute set \"-8o +5s +3d\".  KIND depends on the game\n"
             "(absolute: set, hand; zero: hand; crazy-eights: hand; face-to-face has no\n"
             "calculator).  --config and --set score with other option values, as play\n"
             "would (zero --set group_size=6).  --json prints {\"score\": N, ...} with the\n"
             "breakdown as fields.  Bad notation, a duplicate card or an invalid set exits 2\n"
             "with the reason."));
        return TB_EXIT_OK;
    }
    if (a.n_positional != 3) {
        fprintf(stderr, _("tabula score: takes GAME KIND \"CARDS\" (tabula score --help)\n"));
        return TB_EXIT_USAGE;
    }
    tb_resolved r;
    if (tb_resolve(&a, a.positional[0], &r) != 0) {
        tb_resolved_free(&r);
        return TB_EXIT_USAGE;
    }
    if (!r.game->score) {
        fprintf(stderr, _("tabula score: %s has no scoring calculator\n"), r.game->name);
        tb_resolved_free(&r);
        return TB_EXIT_USAGE;
    }
    tb_json j;
    tb_json_init(&j);
    tb_json_open(&j, '{');
    char text[TB_SCORE_TEXT_MAX] = "", err[TB_ERR_MAX] = "";
    int rc = r.game->score(tb_host_table(), r.options, a.positional[1], a.positional[2], &j, text,
                           sizeof text, err);
    tb_json_close(&j);
    if (rc == 0 && tb_json_too_deep(&j)) {
        snprintf(err, sizeof err, _("%s's score() nests its JSON deeper than TB_JSON_DEPTH_MAX (%d)"),
                 r.game->name, TB_JSON_DEPTH_MAX);
        rc = -1;
    } else if (rc == 0 && strlen(text) + 1 >= sizeof text) {
        snprintf(err, sizeof err, _("%s's score() text fills all TB_SCORE_TEXT_MAX (%d) bytes: it is cut"),
                 r.game->name, TB_SCORE_TEXT_MAX);
        rc = -1;
    }
    if (rc != 0) {
        fprintf(stderr, "tabula score: %s\n", err[0] ? err : _("cannot score that"));
    } else if (a.json) {
        printf("%s\n", tb_json_text(&j));
    } else {
        printf("%s\n", text);
    }
    tb_json_free(&j);
    tb_resolved_free(&r);
    return rc == 0 ? TB_EXIT_OK : TB_EXIT_USAGE;
}
