/* sim_text.c — the text report of `tabula sim`. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sim_report.h"

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
        out[i].wins += s->stats.wins[k];
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

static void histogram(const tb_sim *s)
{
    const tb_tally *t = &s->stats.scores;
    if (t->n == 0)
        return;
    long lo = t->value[0], hi = t->value[t->n - 1];
    enum { BINS = 10 };
    long count[BINS] = {0}, most = 1;
    double width = (double)(hi - lo + 1) / BINS;
    for (size_t i = 0; i < t->n; i++) {
        int b = (int)((double)(t->value[i] - lo) / width);
        count[b < BINS ? b : BINS - 1] += t->count[i];
    }
    for (int b = 0; b < BINS; b++)
        most = count[b] > most ? count[b] : most;
    printf("\nScores of all seats:\n");
    for (int b = 0; b < BINS; b++) {
        long from = lo + (long)floor(b * width), to = lo + (long)floor((b + 1) * width) - 1;
        printf("  %6ld..%-6ld %7ld ", from, to < from ? from : to, count[b]);
        for (long x = 0; x < count[b] * 40 / most; x++)
            putchar('#');
        putchar('\n');
    }
}

void tb_report_text(const tb_sim *s)
{
    const tb_match_setup *su = &s->setup;
    double turns = (double)s->stats.turns_sum / (double)s->games;
    printf("%s: %ld games, seed %llu, %.1f games/s\n\n", su->game_name, s->games,
           (unsigned long long)su->seed, s->seconds > 0 ? (double)s->games / s->seconds : 0);
    printf("  seat  bot          wins   win rate (95%% CI)       mean     sd    min    max\n");
    for (int k = 0; k < su->players; k++) {
        tb_seat_stats st = tb_seat_stats_of(s, k);
        tb_rate r = tb_rate_of(st.wins, s->games);
        printf("  %-4d  %-10s %6ld   %5.1f%% (%5.1f-%5.1f%%) %8.2f %6.2f %6ld %6ld\n", k + 1,
               su->seat_spec[k], st.wins, 100.0 * r.rate, 100 * r.lo, 100 * r.hi, st.mean, st.sd,
               st.lo, st.hi);
    }
    /* Per bot: every seat a bot sat at, together. */
    tb_bot_record bots[TB_MAX_SEATS];
    int n_bots = tb_bot_records(s, bots);
    printf("\n  bot          seats   wins   win rate of seat-games (95%% CI)\n");
    for (int b = 0; b < n_bots; b++) {
        tb_rate r = tb_rate_of(bots[b].wins, s->games * bots[b].seats);
        printf("  %-10s %7ld %6ld   %5.1f%% (%5.1f-%5.1f%%)\n", bots[b].bot, bots[b].seats,
               bots[b].wins, 100.0 * r.rate, 100 * r.lo, 100 * r.hi);
    }
    for (int b = 0; b < n_bots; b++)
        if (bots[b].think.total)
            printf("  %-10s think time per move: median %.4f ms, 95th percentile %.4f ms, "
                   "most %.4f ms (%ld moves)\n",
                   bots[b].bot, tb_think_ms(&bots[b].think, 0.5),
                   tb_think_ms(&bots[b].think, 0.95), tb_think_ms(&bots[b].think, 1.0),
                   bots[b].think.total);
    tb_bot_records_free(bots, n_bots);
    printf("\nTurns per game: %.1f on average (%.1f moves); ended by the safeguard: %ld\n", turns,
           (double)s->stats.moves_sum / (double)s->games, s->stats.turn_limit_games);
    histogram(s);
    tb_report_text_lab(s);
}

static void advantage_line(const char *who, const tb_advantage *a)
{
    printf("  %-5s %6ld/%-7ld %5.1f%% (%5.1f-%5.1f%%)  fair %5.1f%%  p = %.3g\n", who, a->r.k,
           a->r.n, 100 * a->r.rate, 100 * a->r.lo, 100 * a->r.hi, 100 * a->fair, a->p_value);
}

static void length_histogram(const char *what, const tb_tally *t)
{
    enum { BINS = 10 };
    long from[BINS], to[BINS], count[BINS], most = 1;
    int n = tb_tally_bins(t, BINS, from, to, count);
    for (int b = 0; b < n; b++)
        most = count[b] > most ? count[b] : most;
    printf("\n%s per game:\n", what);
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
    printf("\nSeat advantage (by order of play; the win rate against the fair share):\n");
    printf("  seat       wins/games   win rate (95%% CI)\n");
    advantage_line("first", &m.first);
    advantage_line("last", &m.last);
    printf("\nLength      mean      sd  median     p5    p95\n");
    printf("  turns %9.2f %7.2f %7ld %6ld %6ld\n", m.turns.mean, m.turns.sd, m.turns.median,
           m.turns.p5, m.turns.p95);
    printf("  moves %9.2f %7.2f %7ld %6ld %6ld\n", m.moves.mean, m.moves.sd, m.moves.median,
           m.moves.p5, m.moves.p95);
    printf("  ended by the safeguard: %ld\n", s->stats.turn_limit_games);
    length_histogram("Turns", &s->stats.turns);
    length_histogram("Moves", &s->stats.moves);
    printf("\nDecisiveness and drama:\n");
    printf("  the sole leader at 1/3 of the game won: %5.1f%% (%5.1f-%5.1f%%) of %ld games\n",
           100 * m.leader_third.rate, 100 * m.leader_third.lo, 100 * m.leader_third.hi,
           m.leader_third.n);
    printf("  the sole leader at 2/3 of the game won: %5.1f%% (%5.1f-%5.1f%%) of %ld games\n",
           100 * m.leader_two_thirds.rate, 100 * m.leader_two_thirds.lo,
           100 * m.leader_two_thirds.hi, m.leader_two_thirds.n);
    printf("  lead changes per game: %.2f\n", m.lead_changes_mean);
    printf("  margin first - second: %.2f (sd %.2f)\n", m.margin_mean, m.margin_sd);
    printf("  ties (shared wins): %ld\n", m.ties.k);
}
