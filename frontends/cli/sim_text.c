/* sim_text.c — the text report of `tabula sim`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "sim_report.h"
#include "strbuf.h"

int tb_bot_records(const tb_sim *s, tb_bot_record *out)
{
    const tb_match_setup *su = &s->setup;
    int n = 0;
    for (int k = 0; k < su->players; k++) {
        int i = 0;
        while (i < n && strcmp(out[i].bot, su->seat_spec[k]) != 0)
            i++;
        if (i == n)
            out[n++] = (tb_bot_record){.bot = su->seat_spec[k]};
        out[i].seats++;
        out[i].wins += s->stats.bot_wins[k];
        tb_tally_merge(&out[i].think, &s->stats.think[k]);
    }
    return n;
}

void tb_bot_records_free(tb_bot_record *b, int n)
{
    for (int i = 0; i < n; i++)
        tb_tally_free(&b[i].think);
}

double tb_think_ms(const tb_tally *t, double q)
{
    return (double)tb_tally_quantile(t, q) * TB_THINK_UNIT_NS / 1e6;
}

/* The scores of all seats in at most ten bins, labelled by tb_tally_bins
 * like the turns histogram and the HTML report: a span narrower than ten
 * gets one bin per whole number, so no label repeats. */
static void histogram(const tb_sim *s)
{
    enum { BINS = 10 };
    long from[BINS], to[BINS], count[BINS], most = 1;
    int n = tb_tally_bins(&s->stats.scores, BINS, from, to, count);
    if (n == 0)
        return;
    for (int b = 0; b < n; b++)
        most = count[b] > most ? count[b] : most;
    printf("\n%s\n", _("Scores of all seats:"));
    for (int b = 0; b < n; b++) {
        printf("  %6ld..%-6ld %7ld ", from[b], to[b], count[b]);
        for (long x = 0; x < count[b] * 40 / most; x++)
            putchar('#');
        putchar('\n');
    }
}

/* A table's heading row: each word padded to its column by screen columns.
 * The words are translated; a column is widened to its word when the word
 * is wider than the column's figures (width), and the rows below follow
 * through wide().  The English row is the one the report always had.
 * width >= 0: left-aligned; < 0: right-aligned to -width. */
typedef struct heading {
    const char *text;
    int width;
    const char *after;
} heading;

/* Column i's width, widened to its heading's word. */
static int wide(const heading *h, int i)
{
    int w = h[i].width < 0 ? -h[i].width : h[i].width, t = tb_text_cols(h[i].text);
    return t > w ? t : w;
}

static void print_heading(const heading *h, int n)
{
    tb_strbuf b = {0};
    for (int i = 0; i < n; i++) {
        if (h[i].width >= 0)
            tb_strbuf_add_padded(&b, h[i].text, wide(h, i));
        else
            tb_strbuf_add_right(&b, h[i].text, wide(h, i));
        tb_strbuf_add(&b, h[i].after);
    }
    puts(tb_strbuf_str(&b));
    tb_strbuf_free(&b);
}

/* A rate and its interval, " 46.0% ( 36.6- 55.7%)": RATE_WIDTH columns,
 * then the spaces its column was widened by. */
#define RATE_WIDTH 21

static void print_rate(double rate, double lo, double hi, int widened)
{
    printf("%5.1f%% (%5.1f-%5.1f%%)%*s", 100 * rate, 100 * lo, 100 * hi, widened, "");
}

void tb_report_text(const tb_sim *s, const tb_changed *changed)
{
    const tb_match_setup *su = &s->setup;
    double turns = (double)s->stats.turns_sum / (double)s->games;
    printf(NG_("%s: %ld game, seed %llu, %.1f games/s\n\n",
               "%s: %ld games, seed %llu, %.1f games/s\n\n", s->games),
           su->game_name, s->games, (unsigned long long)su->seed,
           s->seconds > 0 ? (double)s->games / s->seconds : 0);
    /* The options measured, when not the game file's: reports kept from
     * an afternoon of --set runs are told apart by this line. */
    char *options = tb_changed_line(changed);
    if (options)
        printf("%s\n%s", options, s->rotate ? "" : "\n");
    free(options);
    int rotations = tb_sim_rotations(s);
    long deals = s->games / rotations;
    if (s->rotate && rotations == su->players)
        printf(NG_("Rotated: %ld deal, played once at each of the %d rotations of the seats "
                   "(every bot at every seat)\n",
                   "Rotated: %ld deals, each played once at each of the %d rotations of the seats "
                   "(every bot at every seat)\n",
                   deals),
               deals, su->players);
    else if (s->rotate && rotations == 1)
        printf(NG_("Rotated: every seat holds the same bot, so a rotation of the seats would "
                   "replay the same game: the %ld deal is played once\n",
                   "Rotated: every seat holds the same bot, so a rotation of the seats would "
                   "replay the same games: each of the %ld deals is played once\n",
                   deals),
               deals);
    else if (s->rotate)
        printf(NG_("Rotated: %ld deal, played once at each of the %d distinct rotations of the "
                   "seats (every bot at every seat; the other rotations seat the same bots and "
                   "would replay these games)\n",
                   "Rotated: %ld deals, each played once at each of the %d distinct rotations of "
                   "the seats (every bot at every seat; the other rotations seat the same bots "
                   "and would replay these games)\n",
                   deals),
               deals, rotations);
    if (s->rotate)
        putchar('\n');
    /* xgettext:no-c-format */
    const char *rate_word = _("win rate (95% CI)");
    const heading seats[] = {
        {"  ", 0, ""},
        {C_("sim table", "seat"), 4, "  "},
        {C_("sim table", "bot"), 10, " "},
        {C_("sim table", "wins"), -6, "   "},
        {rate_word, RATE_WIDTH, " "},
        {C_("sim table", "mean"), -8, " "},
        {C_("sim table", "sd"), -6, " "},
        {C_("sim table", "min"), -6, " "},
        {C_("sim table", "max"), -6, ""},
    };
    print_heading(seats, (int)(sizeof seats / sizeof seats[0]));
    for (int k = 0; k < su->players; k++) {
        tb_seat_stats st = tb_seat_stats_of(s, k);
        tb_rate r = tb_rate_of(st.wins, s->games);
        /* Rotated, every bot sat at every seat: the per-bot table tells them apart. */
        printf("  %-*d  %-*s %*ld   ", wide(seats, 1), k + 1, wide(seats, 2),
               s->rotate ? C_("sim table", "(all)") : su->seat_spec[k], wide(seats, 3), st.wins);
        print_rate(r.rate, r.lo, r.hi, wide(seats, 4) - RATE_WIDTH);
        printf(" %*.2f %*.2f %*ld %*ld\n", wide(seats, 5), st.mean, wide(seats, 6), st.sd,
               wide(seats, 7), st.lo, wide(seats, 8), st.hi);
    }
    /* Per bot: every seat a bot sat at, together. */
    tb_bot_record bots[TB_MAX_SEATS];
    int n_bots = tb_bot_records(s, bots);
    putchar('\n');
    const heading per_bot[] = {
        {"  ", 0, ""},
        {C_("sim table", "bot"), 10, " "},
        {C_("sim table", "seats"), -7, " "},
        {C_("sim table", "wins"), -6, "   "},
        /* xgettext:no-c-format */
        {_("win rate of seat-games (95% CI)"), 0, ""},
    };
    print_heading(per_bot, (int)(sizeof per_bot / sizeof per_bot[0]));
    for (int b = 0; b < n_bots; b++) {
        tb_rate r = tb_rate_of(bots[b].wins, s->games * bots[b].seats);
        printf("  %-*s %*ld %*ld   ", wide(per_bot, 1), bots[b].bot, wide(per_bot, 2),
               bots[b].seats, wide(per_bot, 3), bots[b].wins);
        print_rate(r.rate, r.lo, r.hi, 0);
        putchar('\n');
    }
    for (int b = 0; b < n_bots; b++)
        if (bots[b].think.total) {
            printf("  %-*s ", wide(per_bot, 1), bots[b].bot);
            printf(NG_("think time per move: median %.4f ms, 95th percentile %.4f ms, "
                       "most %.4f ms (%ld move)\n",
                       "think time per move: median %.4f ms, 95th percentile %.4f ms, "
                       "most %.4f ms (%ld moves)\n",
                       bots[b].think.total),
                   tb_think_ms(&bots[b].think, 0.5), tb_think_ms(&bots[b].think, 0.95),
                   tb_think_ms(&bots[b].think, 1.0), bots[b].think.total);
        }
    tb_bot_records_free(bots, n_bots);
    printf(_("\nTurns per game: %.1f on average (%.1f moves); ended by the safeguard: %ld\n"),
           turns, (double)s->stats.moves_sum / (double)s->games, s->stats.turn_limit_games);
    histogram(s);
    tb_report_text_lab(s);
}

/* One row of the seat-advantage table; h: its heading (for the widths). */
static void advantage_line(const char *who, const tb_advantage *a, const heading *h)
{
    tb_strbuf b = {0};
    tb_strbuf_add(&b, "  ");
    tb_strbuf_add_padded(&b, who, wide(h, 1) - 5);
    tb_strbuf_printf(&b, " %6ld/%-*ld %5.1f%% (%5.1f-%5.1f%%)  ", a->r.k, wide(h, 2) - 3, a->r.n,
                     100 * a->r.rate, 100 * a->r.lo, 100 * a->r.hi);
    tb_strbuf_printf(&b, _("fair %5.1f%%  p = %.3g"), 100 * a->fair, a->p_value);
    puts(tb_strbuf_str(&b));
    tb_strbuf_free(&b);
}

/* what: the heading, "Turns per game:" (translated). */

/* A leader's win rate, or none_line when no game had a sole leader there:
 * a rate of nothing, not "0.0% (0.0-0.0%)".  some_line takes the rate, its
 * interval and the games, in percent. */
static void leader_won(const tb_rate *r, const char *none_line, const char *some_line)
{
    if (r->n == 0)
        fputs(none_line, stdout);
    else
        printf(some_line, 100 * r->rate, 100 * r->lo, 100 * r->hi, r->n);
}
static void length_histogram(const char *what, const tb_tally *t)
{
    enum { BINS = 10 };
    long from[BINS], to[BINS], count[BINS], most = 1;
    int n = tb_tally_bins(t, BINS, from, to, count);
    for (int b = 0; b < n; b++)
        most = count[b] > most ? count[b] : most;
    printf("\n%s\n", what);
    for (int b = 0; b < n; b++) {
        printf("  %6ld..%-6ld %7ld ", from[b], to[b], count[b]);
        for (long x = 0; x < count[b] * 40 / most; x++)
            putchar('#');
        putchar('\n');
    }
}

void tb_report_text_lab(const tb_sim *s)
{
    tb_summary m = tb_summarize(s);
    printf("\n%s\n",
           _("Seat advantage (by order of play; the win rate against the fair share):"));
    /* The first column fits "first", "last" and "seat" in any language. */
    const char *first = C_("seat order", "first"), *last = C_("seat order", "last");
    int w = 5;
    w = tb_text_cols(first) > w ? tb_text_cols(first) : w;
    w = tb_text_cols(last) > w ? tb_text_cols(last) : w;
    const heading adv[] = {
        {"  ", 0, ""},
        {C_("sim table", "seat"), w + 5, " "},
        {_("wins/games"), 10, "   "},
        /* xgettext:no-c-format */
        {_("win rate (95% CI)"), 0, ""},
    };
    print_heading(adv, (int)(sizeof adv / sizeof adv[0]));
    advantage_line(first, &m.first, adv);
    advantage_line(last, &m.last, adv);
    /* The row labels "turns" and "moves" set the first column's width. */
    const char *turns = C_("length", "turns"), *moves = C_("length", "moves");
    int lw = 5;
    lw = tb_text_cols(turns) > lw ? tb_text_cols(turns) : lw;
    lw = tb_text_cols(moves) > lw ? tb_text_cols(moves) : lw;
    putchar('\n');
    const heading len[] = {
        {_("Length"), lw + 1, ""},
        {C_("sim table", "mean"), -10, ""},
        {C_("sim table", "sd"), -8, ""},
        {C_("sim table", "median"), -8, ""},
        {"p5", -7, ""},
        {"p95", -7, ""},
    };
    print_heading(len, (int)(sizeof len / sizeof len[0]));
    const tb_length *rows[2] = {&m.turns, &m.moves};
    const char *names[2] = {turns, moves};
    for (int i = 0; i < 2; i++) {
        tb_strbuf b = {0};
        tb_strbuf_add(&b, "  ");
        tb_strbuf_add_padded(&b, names[i], wide(len, 0) - 1);
        tb_strbuf_printf(&b, " %*.2f %*.2f %*ld %*ld %*ld", wide(len, 1) - 1, rows[i]->mean,
                         wide(len, 2) - 1, rows[i]->sd, wide(len, 3) - 1, rows[i]->median,
                         wide(len, 4) - 1, rows[i]->p5, wide(len, 5) - 1, rows[i]->p95);
        puts(tb_strbuf_str(&b));
        tb_strbuf_free(&b);
    }
    printf(_("  ended by the safeguard: %ld\n"), s->stats.turn_limit_games);
    length_histogram(_("Turns per game:"), &s->stats.turns);
    length_histogram(_("Moves per game:"), &s->stats.moves);
    printf("\n%s\n", _("Decisiveness and drama:"));
    leader_won(&m.leader_third, _("  the sole leader at 1/3 of the game won: - (no game had one)\n"),
               NG_("  the sole leader at 1/3 of the game won: %5.1f%% (%5.1f-%5.1f%%) of %ld game\n",
                   "  the sole leader at 1/3 of the game won: %5.1f%% (%5.1f-%5.1f%%) of %ld games\n",
                   m.leader_third.n));
    leader_won(&m.leader_two_thirds,
               _("  the sole leader at 2/3 of the game won: - (no game had one)\n"),
               NG_("  the sole leader at 2/3 of the game won: %5.1f%% (%5.1f-%5.1f%%) of %ld game\n",
                   "  the sole leader at 2/3 of the game won: %5.1f%% (%5.1f-%5.1f%%) of %ld games\n",
                   m.leader_two_thirds.n));
    printf(_("  lead changes per game: %.2f\n"), m.lead_changes_mean);
    printf(_("  margin first - second: %.2f (sd %.2f)\n"), m.margin_mean, m.margin_sd);
    printf(_("  ties (shared wins): %ld\n"), m.ties.k);
}
