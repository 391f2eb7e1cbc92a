/* cmd_play.c — `tabula play GAME [options]`: one game, tui or text. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

static const char *const play_help =
    "usage: tabula play GAME [options]\n\n"
    "Plays one game: the ncurses table on a terminal, else the text protocol.\n"
    "  --players N          seats (default: the game's default)\n"
    "  --seat K=human|BOT   who sits at seat K (BOT: random, or a bot of the game);\n"
    "                       by default seat 1 is human and the rest the game's bot\n"
    "  --name K=NAME        a seat's name\n"
    "  --seed S             the deal and the bots' choices (default 1)\n"
    "  --config FILE.ini    option values ([rules], [deck]) on top of the game's\n"
    "  --set key=value      one option (repeatable; wins over the files)\n"
    "  --ui tui|text        the frontend (text: one move per line on stdin)\n"
    "  --deck FILE          stacked decks for a scripted deal\n"
    "  --save FILE          keep the game in FILE, rewritten after every move\n"
    "  --load FILE          resume a saved game\n"
    "  --result-json FILE   write the result as JSON at the end\n";

int tb_cmd_play(int argc, char **argv)
{
    tb_args a = {.verb = "play"};
    if (tb_args_parse(&a, argc - 1, argv + 1,
                      " players seat name seed config set ui deck save load result-json ") != 0)
        return TB_EXIT_USAGE;
    if (a.help) {
        fputs(play_help, stdout);
        return TB_EXIT_OK;
    }
    tb_match *m = NULL;
    tb_resolved r = {0};
    char err[1024];
    if (a.load) {
        if (a.n_positional > 0) {
            fprintf(stderr, "tabula play: --load takes no GAME\n");
            return TB_EXIT_USAGE;
        }
        if (tb_transcript_resume(&a, a.load, &r, &m, err, sizeof err) != 0) {
            if (err[0])
                fprintf(stderr, "tabula play: %s\n", err);
            tb_match_free(m);
            tb_resolved_free(&r);
            return TB_EXIT_USAGE;
        }
        if (!a.save)
            a.save = a.load; /* a resumed game keeps saving where it came from */
        m->quit = 0;       /* leaving a game and coming back is what saves are for */
    } else {
        if (a.n_positional != 1) {
            fprintf(stderr, "tabula play: name one game (tabula list shows them)\n");
            return TB_EXIT_USAGE;
        }
        if (tb_resolve(&a, a.positional[0], &r) != 0) {
            tb_resolved_free(&r);
            return TB_EXIT_USAGE;
        }
        tb_match_setup s;
        tb_setup_from_args(&a, &r, &s);
        m = tb_match_new(&s, err, sizeof err);
        if (!m) {
            fprintf(stderr, "tabula play: %s\n", err);
            tb_resolved_free(&r);
            return TB_EXIT_USAGE;
        }
    }
    int tui = a.ui ? strcmp(a.ui, "tui") == 0
                   : isatty(STDIN_FILENO) && isatty(STDOUT_FILENO) && tb_tui_available();
    if (tui && !tb_tui_available()) {
        fprintf(stderr, "tabula play: this tabula was built without the ncurses frontend\n");
        tui = 0;
    }
    int rc = tui ? tb_tui_play(m, a.save, a.result_json)
                 : tb_text_play(m, stdin, stdout, a.save, a.result_json);
    tb_match_free(m);
    tb_resolved_free(&r);
    return rc;
}
