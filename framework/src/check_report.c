/*
 * check_report.c — the words of a conformance failure that name the
 * culprit: which cards a census gained or lost, which line of two
 * observations differs, what an unlisted move was.  Only called once
 * something has failed, so none of it is on the check's fast path.
 */
#include "check_report.h"

#include <stdio.h>
#include <string.h>

#include "services.h"
#include "strbuf.h"

#define NAMED_CARDS 4   /* cards named per side before "and N more" */
#define LINE_SHOWN 160  /* bytes of a differing line quoted */

static void card_name(const tb_game *g, const tb_options *o, tb_card c, char *buf, size_t cap)
{
    g->format_card(tb_host_table(), o, c, buf, cap);
    if (!buf[0])
        snprintf(buf, cap, "#%u", (unsigned)c);
}

/* "12", "12, 3", "1, 2, 3, 4 and 5 more" into *b. */
static void name_cards(const tb_game *g, const tb_options *o, const tb_card *c, size_t n,
                       tb_strbuf *b)
{
    for (size_t i = 0; i < n && i < NAMED_CARDS; i++) {
        char name[TB_CARD_TEXT_MAX];
        card_name(g, o, c[i], name, sizeof name);
        tb_strbuf_printf(b, "%s%s", i ? ", " : "", name);
    }
    if (n > NAMED_CARDS)
        tb_strbuf_printf(b, " and %zu more", n - NAMED_CARDS);
}

void tb_check_census_diff(const tb_game *g, const tb_options *o, const tb_card *was, size_t n_was,
                          const tb_card *now, size_t n_now, char *out, size_t cap)
{
    /* Both sides are sorted: one merge finds what each has that the other
     * lacks, counting identical copies. */
    tb_card lost[TB_CENSUS_MAX], made[TB_CENSUS_MAX];
    size_t n_lost = 0, n_made = 0, i = 0, k = 0;
    while (i < n_was || k < n_now) {
        if (k == n_now || (i < n_was && was[i] < now[k]))
            lost[n_lost++] = was[i++];
        else if (i == n_was || now[k] < was[i])
            made[n_made++] = now[k++];
        else
            i++, k++;
    }
    tb_strbuf b = {0};
    if (n_lost) {
        tb_strbuf_add(&b, "lost ");
        name_cards(g, o, lost, n_lost, &b);
    }
    if (n_made) {
        tb_strbuf_add(&b, n_lost ? "; created " : "created ");
        name_cards(g, o, made, n_made, &b);
    }
    snprintf(out, cap, "%s", tb_strbuf_str(&b));
    tb_strbuf_free(&b);
}

/* Up to LINE_SHOWN bytes of the line at p, quoted, into *b. */
static void quote_line(const char *p, tb_strbuf *b)
{
    size_t n = strcspn(p, "\n");
    tb_strbuf_add(b, "\"");
    tb_strbuf_addn(b, p, n < LINE_SHOWN ? n : LINE_SHOWN);
    tb_strbuf_add(b, n > LINE_SHOWN ? "...\"" : "\"");
}

void tb_check_first_diff(const char *a, const char *b, char *out, size_t cap)
{
    int line = 1;
    const char *la = a, *lb = b;
    while (*a && *a == *b) {
        if (*a == '\n') {
            line++;
            la = a + 1;
            lb = b + 1;
        }
        a++, b++;
    }
    tb_strbuf s = {0};
    tb_strbuf_printf(&s, "line %d ", line);
    if (*la || *lb) {
        quote_line(la, &s);
        tb_strbuf_add(&s, " became ");
        quote_line(lb, &s);
    } else {
        tb_strbuf_add(&s, "(the same text)");
    }
    snprintf(out, cap, "%s", tb_strbuf_str(&s));
    tb_strbuf_free(&s);
}

void tb_check_view_diff(const tb_game *g, const tb_state *s, const tb_state *d, int seat,
                        char *out, size_t cap)
{
    tb_strbuf ta = {0}, tb = {0};
    tb_view a, b;
    tb_view_init(&a, seat);
    tb_view_init(&b, seat);
    g->view(s, seat, &a);
    g->view(d, seat, &b);
    tb_view_render(&a, 0, &ta);
    tb_view_render(&b, 0, &tb);
    tb_check_first_diff(tb_strbuf_str(&ta), tb_strbuf_str(&tb), out, cap);
    tb_view_free(&a);
    tb_view_free(&b);
    tb_strbuf_free(&ta);
    tb_strbuf_free(&tb);
}

void tb_check_move_name(const tb_game *g, const tb_state *s, const tb_move *m, int text,
                        char *out, size_t cap)
{
    tb_strbuf b = {0};
    if (text) {
        char t[TB_MOVE_TEXT_MAX] = "";
        g->format_move(s, m, t, sizeof t);
        tb_strbuf_printf(&b, "\"%s\", ", t);
    }
    /* The bytes up to the last nonzero one: what the plugin actually got. */
    size_t last = 0;
    for (size_t i = 0; i < TB_MOVE_BYTES; i++)
        if (m->b[i])
            last = i + 1;
    tb_strbuf_add(&b, "bytes");
    for (size_t i = 0; i < (last ? last : 1); i++)
        tb_strbuf_printf(&b, " %02x", m->b[i]);
    snprintf(out, cap, "%s", tb_strbuf_str(&b));
    tb_strbuf_free(&b);
}
