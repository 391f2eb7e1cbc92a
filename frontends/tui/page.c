/*
 * page.c — a page of lines laid out once for a width and then shown from a
 * scroll position: the help screen and the results page.  Laying out first
 * lets a screen know how long it is, so it can scroll and say that more
 * lies above or below instead of cutting what does not fit.
 */
#include <stdlib.h>

#include "i18n.h" /* tb_strbuf_add_padded */
#include "strbuf.h"
#include "tui.h"

void tui_page_add(tui_page *p, char *text, attr_t a, int tag)
{
    if (p->n == p->cap) {
        p->cap = p->cap ? 2 * p->cap : 64;
        p->line = tb_xrealloc(p->line, p->cap * sizeof *p->line);
    }
    p->line[p->n++] = (tui_page_line){text, a, tag};
}

void tui_page_wrap(tui_page *p, const char *text, attr_t a, int w, int indent, const char *first)
{
    char **part;
    size_t n = tui_wrap(text, w, &part);
    for (size_t i = 0; i < n; i++) {
        if (indent == 0 && !first) { /* the wrapped line as it is */
            tui_page_add(p, part[i], a, TUI_PAGE_TEXT);
            continue;
        }
        tb_strbuf b = {0};
        tb_strbuf_add_padded(&b, i == 0 && first ? first : "", indent);
        tb_strbuf_add(&b, part[i]);
        free(part[i]);
        tui_page_add(p, tb_strbuf_take(&b), a, TUI_PAGE_TEXT);
    }
    free(part);
}

int tui_page_scroll(const tui_page *p, int *top, int rows)
{
    int n = (int)p->n;
    if (*top > n - rows)
        *top = n - rows;
    if (*top < 0)
        *top = 0;
    return (*top > 0) | (*top + rows < n) << 1;
}

void tui_page_free(tui_page *p)
{
    for (size_t i = 0; i < p->n; i++)
        free(p->line[i].text);
    free(p->line);
    *p = (tui_page){0};
}
