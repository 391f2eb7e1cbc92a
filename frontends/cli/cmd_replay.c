/* cmd_replay.c — `tabula replay FILE [--json]`: re-run a save and verify it. */
#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"
#include "cli.h"
#include "json.h"

int tb_cmd_replay(int argc, char **argv)
{
    tb_args a = {.verb = "replay"};
    if (tb_args_parse(&a, argc - 1, argv + 1, " json ") != 0)
        return TB_EXIT_USAGE;
    if (a.help) {
        puts(_("usage: tabula replay FILE [--json]\n\n"
             "Re-applies every move of a saved game from its seed and prints the result\n"
             "(--json: the result JSON).  Exits 1 naming the first move that no longer\n"
             "applies, 2 for a file that is not a whole, valid save."));
        return TB_EXIT_OK;
    }
    if (a.n_positional != 1) {
        fprintf(stderr, _("tabula replay: name one saved game\n"));
        return TB_EXIT_USAGE;
    }
    tb_resolved r;
    tb_match *m = NULL;
    char err[1024];
    int rc = TB_EXIT_OK;
    if (tb_transcript_resume(&a, a.positional[0], &r, &m, err, sizeof err) != 0) {
        if (err[0])
            fprintf(stderr, "tabula replay: %s\n", err);
        rc = m ? TB_EXIT_FAILED : TB_EXIT_USAGE;
    } else if (a.json) {
        tb_json j;
        tb_json_init(&j);
        tb_match_result_json(m, &j);
        printf("%s\n", tb_json_text(&j));
        tb_json_free(&j);
    } else {
        char *text = tb_match_result_text(m);
        fputs(text, stdout);
        free(text);
        if (!tb_match_over(m))
            printf(_("(the save stops before the end of the game)\n"));
    }
    tb_match_free(m);
    tb_resolved_free(&r);
    return rc;
}
