/*
 * log.c — the recent moves at the table: who played what, round ends and
 * refusals worth remembering, kept as a small ring of lines.
 */
#include <stdarg.h>
#include <stdio.h>

#include "i18n.h"
#include "tui.h"

void tui_log_add(tui_log *log, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(log->line[log->n % TUI_LOG_MAX], sizeof log->line[0], fmt, ap);
    va_end(ap);
    log->n++;
}

const char *tui_log_get(const tui_log *log, size_t back)
{
    if (back >= log->n || back >= TUI_LOG_MAX)
        return NULL;
    return log->line[(log->n - 1 - back) % TUI_LOG_MAX];
}

void tui_log_box(const tui *t, const tui_log *log, int y, int x, int h, int w)
{
    tui_box(t, y, x, h, w, _("Moves"), tui_attr(t, TR_FRAME));
    int rows = h - 2;
    if (rows <= 0)
        return;
    if (!log->n) {
        tui_put(t, y + 1, x + 2, w - 4, _("no moves yet"), tui_attr(t, TR_DIM));
        return;
    }
    size_t n = log->n < (size_t)rows ? log->n : (size_t)rows;
    for (size_t i = 0; i < n; i++) {
        const char *s = tui_log_get(log, n - 1 - i);
        if (s)
            tui_put(t, y + 1 + (int)i, x + 2, w - 4, s, i + 1 == n ? A_BOLD : A_NORMAL);
    }
}
