/*
 * log.c — the recent moves at the table: who played what, round ends and
 * refusals worth remembering, kept as a small ring of lines.  A continued
 * game gets its log back by replaying its moves from the deal.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "tui.h"
#include "undo.h"

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

/* One entry in rows of w columns, the rows after the first indented by 2
 * (so they are w - 2 wide).  Returns the count; free with tui_lines_free. */
static size_t wrap_entry(const char *s, int w, char ***out)
{
    size_t n = tui_wrap(s, w, out);
    size_t first = n ? strlen((*out)[0]) : 0;
    if (n < 2 || strncmp(s, (*out)[0], first) != 0)
        return n;
    const char *rest = s + first;
    while (*rest == ' ')
        rest++;
    char **tail;
    size_t m = tui_wrap(rest, w - 2, &tail);
    char **lines = tb_xcalloc(m + 1, sizeof *lines);
    lines[0] = (*out)[0];
    (*out)[0] = NULL;
    tui_lines_free(*out, n);
    for (size_t i = 0; i < m; i++)
        lines[i + 1] = tail[i];
    free(tail);
    *out = lines;
    return m + 1;
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
    /* From the latest back, wrapped (continuation rows indented), until the
     * box is full; the latest entry in bold. */
    int y_end = y + 1 + rows;
    size_t shown = 0;
    int used = 0;
    for (size_t back = 0; used < rows; back++) {
        const char *s = tui_log_get(log, back);
        if (!s)
            break;
        char **lines;
        size_t n = wrap_entry(s, w - 4, &lines);
        used += n ? (int)n : 1;
        tui_lines_free(lines, n);
        shown = back + 1;
    }
    /* Oldest shown first, from the top; when the box is full, an entry cut
     * at the top loses its first rows. */
    int row = used < rows ? y + 1 : y_end - used;
    for (size_t i = shown; i-- > 0;) {
        char **lines;
        size_t n = wrap_entry(tui_log_get(log, i), w - 4, &lines);
        for (size_t k = 0; k < n; k++, row++)
            if (row > y)
                tui_put(t, row, x + 2 + (k ? 2 : 0), w - 4 - (k ? 2 : 0), lines[k],
                        i == 0 ? A_BOLD : A_NORMAL);
        if (!n)
            row++;
        tui_lines_free(lines, n);
    }
}

void tui_log_replay(tui_log *log, tui_line *line, const tb_match *m)
{
    if (!m->n_moves)
        return;
    char err[TB_ERR_MAX];
    tb_match *r = tb_match_replayed(m, 0, NULL, err, sizeof err);
    if (!r) {
        tui_log_add(log, "%s", err);
        return;
    }
    tb_outcome o;
    tb_outcome_of(r->game, r->state, &o);
    int rounds = o.rounds;
    for (size_t i = 0; i < m->n_moves; i++) {
        int seat = tb_match_to_move(r);
        if (seat < 0 || tb_match_play_line(r, m->moves[i], err, sizeof err) != 0)
            break; /* cannot happen: m was played from the same deal */
        tui_log_add(log, "%s: %s", r->seats[seat].name, m->moves[i]);
        if (r->seats[seat].human)
            tui_line_remember(line, m->moves[i]);
        tb_outcome_of(r->game, r->state, &o);
        if (o.rounds > rounds) {
            rounds = o.rounds;
            tui_log_add(log, _("-- round %d over --"), o.rounds);
        }
    }
    tb_match_free(r);
}
