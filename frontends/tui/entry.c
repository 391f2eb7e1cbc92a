/*
 * entry.c — the two entry points tui_entry.h declares, the table and the
 * launcher: start the curses session (tui.c), run a screen, stop, and
 * report on the terminal once it is back.  Apart from tui.c so that the
 * session layer every screen uses calls no screen itself.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "tabletop.h"
#include "transcript.h"
#include "tui.h"
/* Last: its capability macros (lines, columns...) would rename our words. */
#include <term.h>

/* ---- the entry points ---- */

int tb_tui_available(void)
{
    /* Built with curses, and the terminal is one curses can drive. */
    const char *term = getenv("TERM");
    if (!term || !*term)
        return 0;
    int errret = 0;
    if (setupterm(NULL, STDOUT_FILENO, &errret) != OK)
        return 0;
    int ok = tigetstr("cup") != NULL && tigetstr("cup") != (char *)-1;
    del_curterm(cur_term);
    return ok;
}

int tb_tui_play(tb_match *m, const char *save, const char *result_json)
{
    tb_play_opts o = {.save = save, .result_json = result_json};
    return tb_tui_play_opts(m, &o);
}

int tb_tui_play_opts(tb_match *m, const tb_play_opts *o)
{
    tui t;
    char err[1024];
    const char *save = o->save, *result_json = o->result_json;
    if (tui_begin(&t, err, sizeof err) != 0) {
        fprintf(stderr, _("tabula play: %s; using the text protocol\n"), err);
        return tb_text_play_opts(m, stdin, stdout, o);
    }
    err[0] = '\0';
    tui_end_how how = tui_play(&t, m, o, err, sizeof err);
    tui_end();
    if (how == TUI_GAME_SIGNAL) {
        if (save && !(o->autosave && tb_match_to_move(m) < 0)) /* else in the history */
            fprintf(stderr, _("tabula play: interrupted; the game is saved in %s\n"), save);
        else
            fprintf(stderr, _("tabula play: interrupted\n"));
        return 128 + tui_signal();
    }
    if (how == TUI_GAME_FAILED) {
        fprintf(stderr, "tabula play: %s\n", err);
        return TB_EXIT_FAILED;
    }
    int rc = err[0] ? TB_EXIT_FAILED : TB_EXIT_OK; /* err: a save failed on the way */
    if (err[0])
        fprintf(stderr, "tabula play: %s\n", err);
    /* The result stays on the terminal after the table is gone. */
    char *r = tb_match_result_text(m);
    fputs(r, stdout);
    free(r);
    /* A finished game's kept save has moved to the history: not again here. */
    char last[1024];
    if (save && !o->keep_file && !(o->autosave && how == TUI_GAME_OVER) &&
        tb_transcript_save_sync(m, save, 1, last, sizeof last) != 0) {
        if (!strstr(err, last)) /* not the failure just said once more */
            fprintf(stderr, "tabula play: %s\n", last);
        rc = TB_EXIT_FAILED;
    } else if (save && how == TUI_GAME_QUIT) {
        /* "No winner" above must not read as a lost game. */
        printf(_("The game is kept in %s: the launcher or `tabula play --continue` takes it "
                 "up again.\n"), save);
    }
    if (result_json && tb_result_json_write(m, result_json, err, sizeof err) != 0) {
        fprintf(stderr, "tabula play: %s\n", err);
        rc = TB_EXIT_FAILED;
    }
    return rc;
}

int tb_tui_launcher(void)
{
    tb_paths p;
    tb_paths_default(&p);
    tb_registry *r = tb_registry_load(&p);
    tb_paths_free(&p);
    tui t;
    char err[1024];
    if (tui_begin(&t, err, sizeof err) != 0) {
        fprintf(stderr, "tabula: %s\n", err);
        tb_registry_free(r);
        return TB_EXIT_USAGE;
    }
    int rc = tui_launcher(&t, r);
    tui_end();
    tb_registry_free(r);
    if (tui_signal())
        return 128 + tui_signal();
    return rc;
}
