/* sim_summary.c — a variant's figures, worked out of its exact aggregates. */
#include <math.h>
#include <string.h>

#include "binomial.h"
#include "sim_report.h"

tb_rate tb_rate_of(long k, long n)
{
    tb_rate r = {.k = k, .n = n};
    if (n > 0) {
        r.rate = (double)k / (double)n;
        tb_wilson(k, n, &r.lo, &r.hi);
    }
    return r;
}

tb_advantage tb_advantage_of(long wins, long games, int players)
{
    tb_advantage a = {.r = tb_rate_of(wins, games), .fair = 1.0 / players, .p_value = 1};
    if (games > 0 && players > 1)
        a.p_value = tb_binomial_p(wins, games, a.fair);
    return a;
}

tb_length tb_length_of(const tb_tally *t)
{
    tb_length l;
    memset(&l, 0, sizeof l);
    if (t->n == 0)
        return l;
    tb_tally_moments(t, &l.mean, &l.sd);
    l.median = tb_tally_quantile(t, 0.5);
    l.p5 = tb_tally_quantile(t, 0.05);
    l.p95 = tb_tally_quantile(t, 0.95);
    l.lo = t->value[0];
    l.hi = t->value[t->n - 1];
    return l;
}

int tb_tally_bins(const tb_tally *t, int bins, long *from, long *to, long *count)
{
    if (t->n == 0)
        return 0;
    long lo = t->value[0], hi = t->value[t->n - 1];
    long span = hi - lo + 1;
    if (span < bins)
        bins = (int)span;
    /* Bin b holds lo + floor(b * span / bins) .. the next bin's start - 1. */
    for (int b = 0; b < bins; b++) {
        from[b] = lo + (long)((long long)b * span / bins);
        to[b] = lo + (long)((long long)(b + 1) * span / bins) - 1;
        count[b] = 0;
    }
    int b = 0;
    for (size_t i = 0; i < t->n; i++) {
        while (t->value[i] > to[b])
            b++;
        count[b] += t->count[i];
    }
    return bins;
}

tb_summary tb_summarize(const tb_sim *s)
{
    const tb_sim_stats *st = &s->stats;
    tb_summary m;
    memset(&m, 0, sizeof m);
    int players = s->setup.players;
    m.first = tb_advantage_of(st->first_wins, st->first_games, players);
    m.last = tb_advantage_of(st->last_wins, st->last_games, players);
    m.turns = tb_length_of(&st->turns);
    m.moves = tb_length_of(&st->moves);
    m.leader_third = tb_rate_of(st->leader_third_wins, st->leader_third_games);
    m.leader_two_thirds = tb_rate_of(st->leader_two_thirds_wins, st->leader_two_thirds_games);
    m.ties = tb_rate_of(st->ties, st->games);
    if (st->games > 0) {
        double n = (double)st->games;
        m.lead_changes_mean = (double)st->lead_changes_sum / n;
        m.margin_mean = (double)st->margin_sum / n;
        double var = (double)st->margin_sumsq / n - m.margin_mean * m.margin_mean;
        m.margin_sd = var > 0 ? sqrt(var) : 0;
    }
    return m;
}

tb_seat_stats tb_seat_stats_of(const tb_sim *s, int k)
{
    const tb_sim_stats *t = &s->stats;
    tb_seat_stats st = {.wins = t->wins[k], .lo = t->lo[k], .hi = t->hi[k]};
    double n = (double)t->games;
    st.mean = (double)t->sum[k] / n;
    double var = (double)t->sumsq[k] / n - st.mean * st.mean;
    st.sd = var > 0 ? sqrt(var) : 0;
    return st;
}
