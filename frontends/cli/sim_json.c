/* sim_json.c — the JSON report of `tabula sim` (today's fields, then the lab's). */
#include <stdio.h>

#include "sim_report.h"

/* A rate of no games is null, and so is its interval: 0 would read as
 * "never", which nothing measured. */
static void rate(tb_json *j, const tb_rate *r)
{
    if (r->n > 0)
        tb_json_double(j, r->rate);
    else
        tb_json_null(j);
}

static void ci(tb_json *j, const tb_rate *r)
{
    if (r->n <= 0) {
        tb_json_null(j);
        return;
    }
    tb_json_open(j, '[');
    tb_json_double(j, r->lo);
    tb_json_double(j, r->hi);
    tb_json_close(j);
}

void tb_report_json_fields(tb_json *j, const tb_sim *s, const tb_changed *changed)
{
    const tb_match_setup *su = &s->setup;
    tb_json_key(j, "game");
    tb_json_str(j, su->game_name);
    tb_json_key(j, "games");
    tb_json_int(j, s->games);
    tb_json_key(j, "seed");
    tb_json_uint(j, su->seed);
    if (changed) {
        tb_json_key(j, "options");
        tb_pairs_json(j, (const char *const *)changed->pairs, changed->n);
    }
    if (s->rotate) {
        /* Every deal played at each rotation: the seats hold no one bot. */
        tb_json_key(j, "rotated");
        tb_json_bool(j, 1);
        tb_json_key(j, "deals");
        tb_json_int(j, s->games / tb_sim_rotations(s));
        /* Fewer than the seats when some rotations seat the same bots. */
        tb_json_key(j, "rotations");
        tb_json_int(j, tb_sim_rotations(s));
    }
    tb_json_key(j, "seats");
    tb_json_open(j, '[');
    for (int k = 0; k < su->players; k++) {
        tb_seat_stats st = tb_seat_stats_of(s, k);
        tb_rate r = tb_rate_of(st.wins, s->games);
        tb_json_open(j, '{');
        tb_json_key(j, "seat");
        tb_json_int(j, k + 1);
        if (!s->rotate) {
            tb_json_key(j, "bot");
            tb_json_str(j, su->seat_spec[k]);
        }
        tb_json_key(j, "wins");
        tb_json_int(j, st.wins);
        tb_json_key(j, "win_rate");
        tb_json_double(j, r.rate);
        tb_json_key(j, "win_rate_ci95");
        ci(j, &r);
        tb_json_key(j, "mean");
        tb_json_double(j, st.mean);
        tb_json_key(j, "sd");
        tb_json_double(j, st.sd);
        tb_json_key(j, "min");
        tb_json_int(j, st.lo);
        tb_json_key(j, "max");
        tb_json_int(j, st.hi);
        tb_json_close(j);
    }
    tb_json_close(j);
    tb_bot_record bots[TB_MAX_SEATS];
    int n_bots = tb_bot_records(s, bots);
    tb_json_key(j, "bots");
    tb_json_open(j, '[');
    for (int b = 0; b < n_bots; b++) {
        tb_rate r = tb_rate_of(bots[b].wins, s->games * bots[b].seats);
        tb_json_open(j, '{');
        tb_json_key(j, "bot");
        tb_json_str(j, bots[b].bot);
        tb_json_key(j, "seats");
        tb_json_int(j, bots[b].seats);
        tb_json_key(j, "wins");
        tb_json_int(j, bots[b].wins);
        tb_json_key(j, "win_rate");
        tb_json_double(j, r.rate);
        tb_json_key(j, "win_rate_ci95");
        ci(j, &r);
        if (bots[b].think.total)
            tb_json_think(j, &bots[b].think);
        tb_json_close(j);
    }
    tb_json_close(j);
    tb_bot_records_free(bots, n_bots);
    tb_json_key(j, "turns_mean");
    tb_json_double(j, (double)s->stats.turns_sum / (double)s->games);
    tb_json_key(j, "moves_mean");
    tb_json_double(j, (double)s->stats.moves_sum / (double)s->games);
    tb_json_key(j, "turn_limit_games");
    tb_json_int(j, s->stats.turn_limit_games);
    tb_json_key(j, "games_per_second");
    tb_json_double(j, s->seconds > 0 ? (double)s->games / s->seconds : 0);
    tb_report_json_lab(j, s);
}

static void advantage(tb_json *j, const char *key, const tb_advantage *a)
{
    tb_json_key(j, key);
    tb_json_open(j, '{');
    tb_json_key(j, "wins");
    tb_json_int(j, a->r.k);
    tb_json_key(j, "games");
    tb_json_int(j, a->r.n);
    tb_json_key(j, "win_rate");
    rate(j, &a->r);
    tb_json_key(j, "fair");
    tb_json_double(j, a->fair);
    tb_json_key(j, "ci95");
    ci(j, &a->r);
    tb_json_key(j, "p_value");
    tb_json_double(j, a->p_value);
    tb_json_close(j);
}

/* {"mean", "sd", "median", "p5", "p95", "histogram": [[value, count], ...]}:
 * the histogram exact, one pair per distinct value. */
static void length(tb_json *j, const char *key, const tb_length *l, const tb_tally *t)
{
    tb_json_key(j, key);
    tb_json_open(j, '{');
    tb_json_key(j, "mean");
    tb_json_double(j, l->mean);
    tb_json_key(j, "sd");
    tb_json_double(j, l->sd);
    tb_json_key(j, "median");
    tb_json_int(j, l->median);
    tb_json_key(j, "p5");
    tb_json_int(j, l->p5);
    tb_json_key(j, "p95");
    tb_json_int(j, l->p95);
    tb_json_key(j, "histogram");
    tb_json_open(j, '[');
    for (size_t i = 0; i < t->n; i++) {
        tb_json_open(j, '[');
        tb_json_int(j, t->value[i]);
        tb_json_int(j, t->count[i]);
        tb_json_close(j);
    }
    tb_json_close(j);
    tb_json_close(j);
}

void tb_report_json_lab(tb_json *j, const tb_sim *s)
{
    tb_summary m = tb_summarize(s);
    tb_json_key(j, "seat_advantage");
    tb_json_open(j, '{');
    advantage(j, "first", &m.first);
    advantage(j, "last", &m.last);
    tb_json_close(j);
    length(j, "turns", &m.turns, &s->stats.turns);
    length(j, "moves", &m.moves, &s->stats.moves);
    tb_json_key(j, "decisiveness");
    tb_json_open(j, '{');
    tb_json_key(j, "leader_at_third_wins");
    rate(j, &m.leader_third);
    tb_json_key(j, "leader_at_two_thirds_wins");
    rate(j, &m.leader_two_thirds);
    tb_json_key(j, "leader_at_third_games");
    tb_json_int(j, m.leader_third.n);
    tb_json_key(j, "leader_at_two_thirds_games");
    tb_json_int(j, m.leader_two_thirds.n);
    tb_json_key(j, "lead_changes_mean");
    tb_json_double(j, m.lead_changes_mean);
    tb_json_key(j, "margin_mean");
    tb_json_double(j, m.margin_mean);
    tb_json_key(j, "margin_sd");
    tb_json_double(j, m.margin_sd);
    tb_json_key(j, "ties");
    tb_json_int(j, m.ties.k);
    tb_json_close(j);
}

void tb_json_think(tb_json *j, const tb_tally *t)
{
    tb_json_key(j, "think_ms");
    tb_json_open(j, '{');
    tb_json_key(j, "moves");
    tb_json_int(j, t->total);
    tb_json_key(j, "median");
    tb_json_double(j, tb_think_ms(t, 0.5));
    tb_json_key(j, "p95");
    tb_json_double(j, tb_think_ms(t, 0.95));
    tb_json_key(j, "max");
    tb_json_double(j, tb_think_ms(t, 1.0));
    tb_json_close(j);
}
