/*
 * stats_screen.c — the player's record on screen ('s' in the launcher and
 * on the result screen): the `tabula stats` report, scrolled with the
 * arrows and pages.  A database that cannot be read shows its one-line
 * reason instead; nothing here stops the game or the launcher.
 */
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "tabletop.h"
#include "tui.h"

int tui_stats_screen(const tui *t, const char *game)
{
    char err[1200];
    char *text = tb_stats_report(game, NULL, 0, err, sizeof err);
    int failed = text == NULL;
    if (failed) {
        size_t n = strlen(err) + 64;
        text = malloc(n);
        if (!text)
            return 0;
        snprintf(text, n, _("Your statistics cannot be read:\n%s\n"), err);
    }
    int top = 0, rc = 0;
    for (;;) {
        if (!tui_too_small(t)) {
            erase();
            char title[200];
            if (game)
                snprintf(title, sizeof title, _("Your record - %s"), game);
            else
                snprintf(title, sizeof title, "%s", _("Your record"));
            tui_bar(t, 0, title, "Tabula", tui_attr(t, TR_TITLE));
            char **lines;
            int w = COLS - 4 > 80 ? 80 : COLS - 4, rows = LINES - 3;
            size_t n = tui_wrap(text, w, &lines);
            if (top > (int)n - rows)
                top = (int)n - rows;
            if (top < 0)
                top = 0;
            for (int r = 0; r < rows && top + r < (int)n; r++) {
                const char *l = lines[top + r];
                attr_t a = failed ? tui_attr(t, TR_ERROR)
                           : l[0] && l[0] != ' ' ? tui_attr(t, TR_HEADING) : A_NORMAL;
                tui_put(t, 2 + r, 2, w, l, a);
            }
            tui_lines_free(lines, n);
            tui_bar(t, LINES - 1, _("Up/Down, PgUp/PgDn: scroll    q, Esc or Enter: back"), NULL,
                    tui_attr(t, TR_DIM) | A_REVERSE);
            curs_set(0);
            refresh();
        }
        int k = tui_key(-1);
        if (k == TUI_SIGNAL) {
            rc = TUI_SIGNAL;
            break;
        }
        if (k == 'q' || k == TUI_ESC || tui_is_enter(k))
            break;
        if (k == TUI_FKEY(KEY_UP) || k == 'k')
            top--;
        else if (k == TUI_FKEY(KEY_DOWN) || k == 'j')
            top++;
        else if (k == TUI_FKEY(KEY_PPAGE))
            top -= LINES / 2;
        else if (k == TUI_FKEY(KEY_NPAGE))
            top += LINES / 2;
    }
    free(text);
    return rc;
}
