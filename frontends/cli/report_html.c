/*
 * report_html.c — `tabula sim --report FILE.html`: one self-contained page
 * (inline CSS and SVG; no script, no network) that reads in any browser,
 * and in a terminal browser through its tables.  It is written as XHTML,
 * so it is well-formed XML too (the tests check it with xmllint).
 *
 * Charts: the win rate of every seat with its 95% interval for every
 * variant, then per variant the score, turn and move histograms; tables:
 * seat advantage, length and decisiveness.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "sim_report.h"
#include "strbuf.h"

static const char *const seat_colour[TB_MAX_SEATS] = {
    "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"};

/* Text for an element or attribute. */
static void esc(tb_strbuf *b, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': tb_strbuf_add(b, "&amp;"); break;
        case '<': tb_strbuf_add(b, "&lt;"); break;
        case '>': tb_strbuf_add(b, "&gt;"); break;
        case '"': tb_strbuf_add(b, "&quot;"); break;
        default: tb_strbuf_addn(b, s, 1);
        }
    }
}

/* Formatted text for an element or attribute (translated words may hold
 * any character). */
static void esc_printf(tb_strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void esc_printf(tb_strbuf *b, const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    esc(b, text);
}

/* open, the text escaped, close. */
static void tagged(tb_strbuf *b, const char *open, const char *text, const char *close)
{
    tb_strbuf_add(b, open);
    esc(b, text);
    tb_strbuf_add(b, close);
}

static const char *name_of(const tb_variant *v)
{
    return v->label[0] ? v->label : _("as configured");
}

static const char *const style =
    "body{font-family:sans-serif;margin:2em;color:#222;max-width:70em}"
    "table{border-collapse:collapse;margin:1em 0}"
    "th,td{border:1px solid #bbb;padding:.25em .6em;text-align:right}"
    "th{background:#eee}td.l,th.l{text-align:left}"
    "svg{display:block;margin:.5em 0;flex:none}svg text{font-size:12px;font-family:sans-serif}"
    ".note{color:#555;font-size:90%}.row{display:flex;flex-wrap:wrap;gap:1em}";

/* What a bar chart of rates shows: per group (a variant) up to 8 bars. */
typedef struct rate_group {
    const char *label;
    int n;
    tb_rate r[TB_MAX_SEATS];
    double fair;
} rate_group;

/* Rates with their 95% interval as whiskers, grouped by variant; each
 * group's fair share 1/players as a dashed line. */
static void rate_chart(tb_strbuf *b, const char *title, const rate_group *g, int n,
                       const char *const *legend, int n_legend)
{
    int bars = 0;
    for (int i = 0; i < n; i++)
        bars = g[i].n > bars ? g[i].n : bars;
    const int left = 50, top = 20, plot_h = 220, slot = 26, gap = 30;
    int group = bars * slot + gap;
    int width = left + n * group + 20, legend_w = left + n_legend * 110 + 20;
    width = width > legend_w ? width : legend_w;
    int height = top + plot_h + 60;
    tb_strbuf_printf(b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                        "viewBox=\"0 0 %d %d\" role=\"img\">\n<title>",
                     width, height, width, height);
    esc(b, title);
    tb_strbuf_add(b, "</title>\n");
    /* Axis 0..100% with grid lines every 10%. */
    for (int p = 0; p <= 100; p += 10) {
        double y = top + plot_h * (1 - p / 100.0);
        tb_strbuf_printf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                            "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%d%%</text>\n",
                         left, y, width - 10, y, left - 6, y + 4, p);
    }
    for (int i = 0; i < n; i++) {
        int x0 = left + i * group + gap / 2;
        double fair = top + plot_h * (1 - g[i].fair);
        tb_strbuf_printf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#444\" "
                            "stroke-dasharray=\"4 3\"/>\n",
                         x0 - 4, fair, x0 + g[i].n * slot + 4, fair);
        for (int k = 0; k < g[i].n; k++) {
            const tb_rate *r = &g[i].r[k];
            double x = x0 + k * slot + 3, y = top + plot_h * (1 - r->rate);
            double ylo = top + plot_h * (1 - r->lo), yhi = top + plot_h * (1 - r->hi);
            double cx = x + (slot - 6) / 2.0;
            tb_strbuf_add(b, "<g><title>");
            esc(b, g[i].label);
            tb_strbuf_add(b, ": ");
            esc(b, legend[k]);
            tb_strbuf_printf(b, " %.1f%% (%.1f-%.1f%%)</title>"
                                "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" "
                                "fill=\"%s\" fill-opacity=\"0.75\"/>"
                                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\"/>"
                                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\"/>"
                                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\"/>"
                                "</g>\n",
                             100 * r->rate, 100 * r->lo, 100 * r->hi, x, y, slot - 6,
                             top + plot_h - y, seat_colour[k], cx, ylo, cx, yhi, cx - 4, ylo,
                             cx + 4, ylo, cx - 4, yhi, cx + 4, yhi);
        }
        tb_strbuf_printf(b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">",
                         x0 + g[i].n * slot / 2, top + plot_h + 18);
        esc(b, g[i].label);
        tb_strbuf_add(b, "</text>\n");
    }
    for (int k = 0; k < n_legend; k++) {
        tb_strbuf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                            "<text x=\"%d\" y=\"%d\">",
                         left + k * 110, top + plot_h + 34, seat_colour[k], left + k * 110 + 16,
                         top + plot_h + 45);
        esc(b, legend[k]);
        tb_strbuf_add(b, "</text>\n");
    }
    tb_strbuf_add(b, "</svg>\n");
}

static void win_charts(tb_strbuf *b, const tb_variant *v, int n)
{
    rate_group *g = tb_xcalloc((size_t)n, sizeof *g);
    char seat_names[TB_MAX_SEATS][64];
    const char *seats[TB_MAX_SEATS];
    for (int k = 0; k < TB_MAX_SEATS; k++) {
        snprintf(seat_names[k], sizeof seat_names[k], _("seat %d"), k + 1);
        seats[k] = seat_names[k];
    }
    int players = 0;
    for (int i = 0; i < n; i++) {
        const tb_sim *s = &v[i].sim;
        g[i].label = n > 1 ? name_of(&v[i]) : _("all games");
        g[i].n = s->setup.players;
        g[i].fair = 1.0 / s->setup.players;
        for (int k = 0; k < s->setup.players; k++)
            g[i].r[k] = tb_rate_of(s->stats.wins[k], s->games);
        players = g[i].n > players ? g[i].n : players;
    }
    /* xgettext:no-c-format */
    rate_chart(b, _("Win rate per seat with 95% intervals, per variant"), g, n, seats, players);
    tagged(b, "<p class=\"note\">",
           _("By order of play: the seat that moved first in each game, and the seat whose "
             "first move came last."),
           "</p>\n");
    const char *const order[2] = {_("first to move"), _("last to move")};
    for (int i = 0; i < n; i++) {
        tb_summary m = tb_summarize(&v[i].sim);
        g[i].n = 2;
        g[i].r[0] = m.first.r;
        g[i].r[1] = m.last.r;
    }
    rate_chart(b, _("Win rate of the first and the last seat to move, per variant"), g, n, order,
               2);
    free(g);
}

/* A histogram of a tally in at most 20 bars, with its axis labels. */
static void histogram(tb_strbuf *b, const char *title, const tb_tally *t, const char *colour)
{
    enum { BINS = 20 };
    long from[BINS], to[BINS], count[BINS], most = 1;
    int n = tb_tally_bins(t, BINS, from, to, count);
    for (int i = 0; i < n; i++)
        most = count[i] > most ? count[i] : most;
    const int left = 50, top = 24, plot_h = 120, bar = 16, width = left + BINS * bar + 20;
    tb_strbuf_printf(b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                        "viewBox=\"0 0 %d %d\" role=\"img\"><title>",
                     width, top + plot_h + 36, width, top + plot_h + 36);
    esc(b, title);
    tb_strbuf_printf(b, "</title>\n<text x=\"%d\" y=\"14\">", left);
    esc(b, title);
    tb_strbuf_printf(b, "</text>\n<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%ld</text>"
                        "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">0</text>\n",
                     left - 6, top + 10, most, left - 6, top + plot_h);
    for (int i = 0; i < n; i++) {
        double h = (double)plot_h * (double)count[i] / (double)most;
        tb_strbuf_printf(b, "<rect x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" fill=\"%s\">"
                            "<title>%ld..%ld: %ld</title></rect>\n",
                         left + i * bar, top + plot_h - h, bar - 2, h, colour, from[i], to[i],
                         count[i]);
    }
    if (n > 0)
        tb_strbuf_printf(b, "<text x=\"%d\" y=\"%d\">%ld</text>"
                            "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%ld</text>\n",
                         left, top + plot_h + 16, from[0], left + n * bar, top + plot_h + 16,
                         to[n - 1]);
    tb_strbuf_add(b, "</svg>\n");
}

static void cell_rate(tb_strbuf *b, const tb_rate *r)
{
    if (r->n <= 0) { /* a rate of nothing: not "0.0% (0.0-0.0%)", which reads as never */
        tagged(b, "<td>", _("no games"), "</td>");
        return;
    }
    tb_strbuf_printf(b, "<td>%.1f%% (%.1f&#8211;%.1f%%)</td>", 100 * r->rate, 100 * r->lo,
                     100 * r->hi);
}

/* A table row's first cell: the variant's name, escaped. */
static void row_head(tb_strbuf *b, const tb_variant *v)
{
    tb_strbuf_add(b, "<tr><td class=\"l\">");
    esc(b, name_of(v));
    tb_strbuf_add(b, "</td>");
}

static void tables(tb_strbuf *b, const tb_variant *v, int n)
{
    tagged(b, "<h2>", _("Seat advantage"), "</h2>\n");
    tagged(b, "<p class=\"note\">",
           _("The seat that moved first and the seat that made its first move last, their win "
             "rate with its 95% Wilson interval against the fair share 1/players, and the "
             "exact two-sided binomial p-value."),
           "</p>\n");
    tagged(b, "<table>\n<tr><th class=\"l\">", _("variant"), "</th>");
    tagged(b, "<th>", _("first seat wins"), "</th><th>p</th>");
    tagged(b, "<th>", _("last seat wins"), "</th><th>p</th>");
    tagged(b, "<th>", _("fair"), "</th></tr>\n");
    for (int i = 0; i < n; i++) {
        tb_summary m = tb_summarize(&v[i].sim);
        row_head(b, &v[i]);
        cell_rate(b, &m.first.r);
        tb_strbuf_printf(b, "<td>%.3g</td>", m.first.p_value);
        cell_rate(b, &m.last.r);
        tb_strbuf_printf(b, "<td>%.3g</td><td>%.1f%%</td></tr>\n", m.last.p_value,
                         100 * m.first.fair);
    }
    tb_strbuf_add(b, "</table>\n");
    tagged(b, "<h2>", _("Length"), "</h2>\n");
    tagged(b, "<table>\n<tr><th class=\"l\">", _("variant"), "</th>");
    for (int k = 0; k < 2; k++) {
        tagged(b, "<th>", k == 0 ? _("turns mean") : _("moves mean"), "</th>");
        tagged(b, "<th>", C_("sim table", "sd"), "</th>");
        tagged(b, "<th>", C_("sim table", "median"), "</th><th>p5&#8211;p95</th>");
    }
    tagged(b, "<th>", _("ended by the safeguard"), "</th></tr>\n");
    for (int i = 0; i < n; i++) {
        tb_summary m = tb_summarize(&v[i].sim);
        row_head(b, &v[i]);
        tb_strbuf_printf(b, "<td>%.2f</td><td>%.2f</td><td>%ld</td><td>%ld&#8211;%ld</td>"
                            "<td>%.2f</td><td>%.2f</td><td>%ld</td><td>%ld&#8211;%ld</td>"
                            "<td>%ld</td></tr>\n",
                         m.turns.mean, m.turns.sd, m.turns.median, m.turns.p5, m.turns.p95,
                         m.moves.mean, m.moves.sd, m.moves.median, m.moves.p5, m.moves.p95,
                         v[i].sim.stats.turn_limit_games);
    }
    tb_strbuf_add(b, "</table>\n");
    tagged(b, "<h2>", _("Decisiveness and drama"), "</h2>\n");
    tagged(b, "<p class=\"note\">",
           _("How often the sole leader of the standings at 1/3 and 2/3 of a game (by turns, or "
             "by rounds in games of several rounds) went on to win; lead changes per game; the "
             "final margin between the best and second-best totals; games won by several seats "
             "together."),
           "</p>\n");
    tagged(b, "<table>\n<tr><th class=\"l\">", _("variant"), "</th>");
    tagged(b, "<th>", _("leader at 1/3 wins"), "</th>");
    tagged(b, "<th>", _("leader at 2/3 wins"), "</th>");
    tagged(b, "<th>", _("lead changes"), "</th>");
    tagged(b, "<th>", _("margin mean (sd)"), "</th>");
    tagged(b, "<th>", _("ties"), "</th></tr>\n");
    for (int i = 0; i < n; i++) {
        tb_summary m = tb_summarize(&v[i].sim);
        row_head(b, &v[i]);
        cell_rate(b, &m.leader_third);
        cell_rate(b, &m.leader_two_thirds);
        tb_strbuf_printf(b, "<td>%.2f</td><td>%.2f (%.2f)</td><td>%ld</td></tr>\n",
                         m.lead_changes_mean, m.margin_mean, m.margin_sd, m.ties.k);
    }
    tb_strbuf_add(b, "</table>\n");
}

static void seat_table(tb_strbuf *b, const tb_sim *s)
{
    tagged(b, "<table>\n<tr><th>", C_("sim table", "seat"), "</th>");
    tagged(b, "<th class=\"l\">", C_("sim table", "bot"), "</th>");
    tagged(b, "<th>", C_("sim table", "wins"), "</th>");
    /* xgettext:no-c-format */
    tagged(b, "<th>", _("win rate (95% CI)"), "</th>");
    tagged(b, "<th>", C_("sim table", "mean"), "</th>");
    tagged(b, "<th>", C_("sim table", "sd"), "</th>");
    tagged(b, "<th>", C_("sim table", "min"), "</th>");
    tagged(b, "<th>", C_("sim table", "max"), "</th></tr>\n");
    for (int k = 0; k < s->setup.players; k++) {
        tb_seat_stats st = tb_seat_stats_of(s, k);
        tb_rate r = tb_rate_of(st.wins, s->games);
        tb_strbuf_printf(b, "<tr><td>%d</td><td class=\"l\">", k + 1);
        esc(b, s->rotate ? C_("sim table", "(all)") : s->setup.seat_spec[k]);
        tb_strbuf_printf(b, "</td><td>%ld</td>", st.wins);
        cell_rate(b, &r);
        tb_strbuf_printf(b, "<td>%.2f</td><td>%.2f</td><td>%ld</td><td>%ld</td></tr>\n", st.mean,
                         st.sd, st.lo, st.hi);
    }
    tb_strbuf_add(b, "</table>\n");
}

/* Per bot: its wins over every seat it sat at. */
static void bot_table(tb_strbuf *b, const tb_sim *s)
{
    tb_bot_record bots[TB_MAX_SEATS];
    int n = tb_bot_records(s, bots);
    tagged(b, "<table>\n<tr><th class=\"l\">", C_("sim table", "bot"), "</th>");
    tagged(b, "<th>", C_("sim table", "seats"), "</th>");
    tagged(b, "<th>", C_("sim table", "wins"), "</th>");
    /* xgettext:no-c-format */
    tagged(b, "<th>", _("win rate of seat-games (95% CI)"), "</th></tr>\n");
    for (int i = 0; i < n; i++) {
        tb_rate r = tb_rate_of(bots[i].wins, s->games * bots[i].seats);
        tb_strbuf_add(b, "<tr><td class=\"l\">");
        esc(b, bots[i].bot);
        tb_strbuf_printf(b, "</td><td>%ld</td><td>%ld</td>", bots[i].seats, bots[i].wins);
        cell_rate(b, &r);
        tb_strbuf_add(b, "</tr>\n");
    }
    tb_strbuf_add(b, "</table>\n");
    tb_bot_records_free(bots, n);
}

int tb_report_html(const char *path, const tb_variant *v, int n, long games, uint64_t seed)
{
    int rotate = v[0].sim.rotate; /* sim --rotate: the same for every variant */
    tb_strbuf b = {0};
    const char *game = v[0].sim.setup.game_name;
    /* The page's language is the one its words are in: the catalogue
     * names it, so a locale without one gives "en" with English words. */
    tb_strbuf_add(&b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n"
                      "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"");
    esc(&b, C_("language tag of the HTML report", "en"));
    tb_strbuf_add(&b, "\">\n<head>\n<meta charset=\"UTF-8\"/>\n<title>");
    esc_printf(&b, _("Balance report: %s"), game);
    tb_strbuf_printf(&b, "</title>\n<style>%s</style>\n</head>\n<body>\n<h1>", style);
    esc_printf(&b, _("Balance report: %s"), game);
    tb_strbuf_add(&b, "</h1>\n<p>");
    if (rotate)
        esc_printf(&b, NG_("%ld deal per variant, seed %llu, ", "%ld deals per variant, seed %llu, ",
                           games),
                   games, (unsigned long long)seed);
    else
        esc_printf(&b, NG_("%ld game per variant, seed %llu, ", "%ld games per variant, seed %llu, ",
                           games),
                   games, (unsigned long long)seed);
    esc_printf(&b, NG_("%d variant; ", "%d variants; ", n), n);
    /* Translated with its markup: game <i>i</i>. */
    tb_strbuf_add(&b, _("game <i>i</i> of every variant is dealt from the same seed."));
    /* Every variant seats the same bots: its distinct rotations too. */
    int rotations = tb_sim_rotations(&v[0].sim);
    if (rotate && rotations == v[0].sim.setup.players) {
        tb_strbuf_add(&b, " ");
        esc(&b, _("Rotated: each deal is played once at each rotation of the seats, so every "
                  "bot sits at every seat equally often; the games are deals × seats."));
    } else if (rotate) {
        tb_strbuf_add(&b, " ");
        esc_printf(&b,
                   NG_("Rotated: each deal is played once at each of the %d distinct rotation "
                       "of the seats (the others seat the same bots and would replay the same "
                       "games); the games are deals × %d.",
                       "Rotated: each deal is played once at each of the %d distinct rotations "
                       "of the seats (the others seat the same bots and would replay the same "
                       "games); the games are deals × %d.",
                       rotations),
                   rotations, rotations);
    }
    tb_strbuf_add(&b, "</p>\n");
    /* --set and --config, the same in every variant (whose own are swept). */
    char *options = tb_changed_line(&v[0].changed);
    if (options)
        tagged(&b, "<p>", options, "</p>\n");
    free(options);
    tagged(&b, "<h2>", _("Win rate per seat"), "</h2>\n");
    tagged(&b, "<p class=\"note\">",
           _("Bars: the share of games each seat won; whiskers: the 95% Wilson interval; "
             "dashed: the fair share 1/players."),
           "</p>\n");
    win_charts(&b, v, n);
    tables(&b, v, n);
    for (int i = 0; i < n; i++) {
        const tb_sim *s = &v[i].sim;
        tb_strbuf_add(&b, "<h2>");
        esc(&b, n > 1 ? name_of(&v[i]) : _("All games"));
        tb_strbuf_add(&b, "</h2>\n");
        seat_table(&b, s);
        bot_table(&b, s);
        tb_strbuf_add(&b, "<div class=\"row\">\n");
        histogram(&b, C_("chart", "Scores of all seats"), &s->stats.scores, "#4c72b0");
        histogram(&b, C_("chart", "Turns per game"), &s->stats.turns, "#55a868");
        histogram(&b, C_("chart", "Moves per game"), &s->stats.moves, "#c44e52");
        tb_strbuf_add(&b, "</div>\n");
    }
    tb_strbuf_add(&b, "</body>\n</html>\n");
    char err[512];
    int rc = tb_write_file_atomic(path, tb_strbuf_str(&b), err, sizeof err);
    if (rc != 0)
        fprintf(stderr, "tabula sim: %s\n", err);
    tb_strbuf_free(&b);
    return rc;
}
