/* cmd_sim.c — `tabula sim GAME --games N`: a balance report from bot games. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "json.h"
#include "services.h"
#include "sim.h"

static const char *const sim_help =
    "usage: tabula sim GAME --games N [options]\n\n"
    "Plays N bot-vs-bot games and reports wins per seat and per bot (with 95%\n"
    "confidence intervals), mean and spread of scores, a score histogram, turns per\n"
    "game, games ended by the safeguard, and games per second.  Game i is dealt\n"
    "from a seed derived from --seed and i: the same command gives the same report.\n"
    "  --games N            games to play (default 100)\n"
    "  --players N          seats\n"
    "  --seat K=BOT         the bot at seat K (default: the game's default bot)\n"
    "  --seed S             base seed (default 1)\n"
    "  --jobs J             threads (default: all cores)\n"
    "  --config FILE.ini, --set key=value   options, as for play\n"
    "  --json               one JSON object instead of the text report\n"
    "  --csv FILE           one row per game: game,seed,turns,end,winners,scores...\n"
    "  --think-times        time every bot move: median, 95th percentile and most\n"
    "                       per bot (a timing figure, like games/s)\n";

typedef struct stats {
    long wins;
    double mean, sd;
    long lo, hi;
} stats;

static stats seat_stats(const tb_sim *s, int k)
{
    const tb_sim_stats *t = &s->stats;
    stats st = {.wins = t->wins[k], .lo = t->lo[k], .hi = t->hi[k]};
    double n = (double)t->games;
    st.mean = (double)t->sum[k] / n;
    double var = (double)t->sumsq[k] / n - st.mean * st.mean;
    st.sd = var > 0 ? sqrt(var) : 0;
    return st;
}

/* Wilson score interval for a proportion, 95%. */
static void wilson(long wins, long n, double *lo, double *hi)
{
    double z = 1.959964, p = (double)wins / (double)n, nn = (double)n;
    double den = 1 + z * z / nn;
    double centre = (p + z * z / (2 * nn)) / den;
    double half = z * sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / den;
    *lo = centre - half < 0 ? 0 : centre - half;
    *hi = centre + half > 1 ? 1 : centre + half;
}

/* A bot's record over every seat it sat at: wins out of seat-games. */
typedef struct bot_record {
    const char *bot;
    long seats, wins;
    tb_tally think; /* move times of every seat it sat at (with --think-times) */
} bot_record;

/* The distinct bots of the setup, in seat order; returns how many. */
static int bot_records(const tb_sim *s, const tb_match_setup *su, bot_record *out)
{
    int n = 0;
    for (int k = 0; k < su->players; k++) {
        int i = 0;
        while (i < n && strcmp(out[i].bot, su->seat_spec[k]) != 0)
            i++;
        if (i == n)
            out[n++] = (bot_record){.bot = su->seat_spec[k]};
        out[i].seats++;
        out[i].wins += seat_stats(s, k).wins;
        tb_tally_merge(&out[i].think, &s->stats.think[k]);
    }
    return n;
}

/* A quantile of a bot's move times, in milliseconds. */
static double think_ms(const tb_tally *t, double q)
{
    return (double)tb_tally_quantile(t, q) * TB_THINK_UNIT_NS / 1e6;
}

static void free_bot_records(bot_record *b, int n)
{
    for (int i = 0; i < n; i++)
        tb_tally_free(&b[i].think);
}

static void report_json(const tb_sim *s, const tb_match_setup *su, double turns, long limited)
{
    tb_json j;
    tb_json_init(&j);
    tb_json_open(&j, '{');
    tb_json_key(&j, "game");
    tb_json_str(&j, su->game_name);
    tb_json_key(&j, "games");
    tb_json_int(&j, s->games);
    tb_json_key(&j, "seed");
    tb_json_int(&j, (long)su->seed);
    tb_json_key(&j, "seats");
    tb_json_open(&j, '[');
    for (int k = 0; k < su->players; k++) {
        stats st = seat_stats(s, k);
        double lo, hi;
        wilson(st.wins, s->games, &lo, &hi);
        tb_json_open(&j, '{');
        tb_json_key(&j, "seat");
        tb_json_int(&j, k + 1);
        tb_json_key(&j, "bot");
        tb_json_str(&j, su->seat_spec[k]);
        tb_json_key(&j, "wins");
        tb_json_int(&j, st.wins);
        tb_json_key(&j, "win_rate");
        tb_json_double(&j, (double)st.wins / (double)s->games);
        tb_json_key(&j, "win_rate_ci95");
        tb_json_open(&j, '[');
        tb_json_double(&j, lo);
        tb_json_double(&j, hi);
        tb_json_close(&j);
        tb_json_key(&j, "mean");
        tb_json_double(&j, st.mean);
        tb_json_key(&j, "sd");
        tb_json_double(&j, st.sd);
        tb_json_key(&j, "min");
        tb_json_int(&j, st.lo);
        tb_json_key(&j, "max");
        tb_json_int(&j, st.hi);
        tb_json_close(&j);
    }
    tb_json_close(&j);
    bot_record bots[TB_MAX_SEATS];
    int n_bots = bot_records(s, su, bots);
    tb_json_key(&j, "bots");
    tb_json_open(&j, '[');
    for (int b = 0; b < n_bots; b++) {
        long seat_games = s->games * bots[b].seats;
        double lo, hi;
        wilson(bots[b].wins, seat_games, &lo, &hi);
        tb_json_open(&j, '{');
        tb_json_key(&j, "bot");
        tb_json_str(&j, bots[b].bot);
        tb_json_key(&j, "seats");
        tb_json_int(&j, bots[b].seats);
        tb_json_key(&j, "wins");
        tb_json_int(&j, bots[b].wins);
        tb_json_key(&j, "win_rate");
        tb_json_double(&j, (double)bots[b].wins / (double)seat_games);
        tb_json_key(&j, "win_rate_ci95");
        tb_json_open(&j, '[');
        tb_json_double(&j, lo);
        tb_json_double(&j, hi);
        tb_json_close(&j);
        if (bots[b].think.total) {
            tb_json_key(&j, "think_ms");
            tb_json_open(&j, '{');
            tb_json_key(&j, "moves");
            tb_json_int(&j, bots[b].think.total);
            tb_json_key(&j, "median");
            tb_json_double(&j, think_ms(&bots[b].think, 0.5));
            tb_json_key(&j, "p95");
            tb_json_double(&j, think_ms(&bots[b].think, 0.95));
            tb_json_key(&j, "max");
            tb_json_double(&j, think_ms(&bots[b].think, 1.0));
            tb_json_close(&j);
        }
        tb_json_close(&j);
    }
    tb_json_close(&j);
    free_bot_records(bots, n_bots);
    tb_json_key(&j, "turns_mean");
    tb_json_double(&j, turns);
    tb_json_key(&j, "moves_mean");
    tb_json_double(&j, (double)s->stats.moves_sum / (double)s->games);
    tb_json_key(&j, "turn_limit_games");
    tb_json_int(&j, limited);
    tb_json_key(&j, "games_per_second");
    tb_json_double(&j, s->seconds > 0 ? (double)s->games / s->seconds : 0);
    tb_json_close(&j);
    printf("%s\n", tb_json_text(&j));
    tb_json_free(&j);
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

static void report_text(const tb_sim *s, const tb_match_setup *su, double turns, long limited)
{
    printf("%s: %ld games, seed %llu, %.1f games/s\n\n", su->game_name, s->games,
           (unsigned long long)su->seed, s->seconds > 0 ? (double)s->games / s->seconds : 0);
    printf("  seat  bot          wins   win rate (95%% CI)       mean     sd    min    max\n");
    for (int k = 0; k < su->players; k++) {
        stats st = seat_stats(s, k);
        double lo, hi;
        wilson(st.wins, s->games, &lo, &hi);
        printf("  %-4d  %-10s %6ld   %5.1f%% (%5.1f-%5.1f%%) %8.2f %6.2f %6ld %6ld\n", k + 1,
               su->seat_spec[k], st.wins, 100.0 * (double)st.wins / (double)s->games, 100 * lo,
               100 * hi, st.mean, st.sd, st.lo, st.hi);
    }
    /* Per bot: every seat a bot sat at, together. */
    bot_record bots[TB_MAX_SEATS];
    int n_bots = bot_records(s, su, bots);
    printf("\n  bot          seats   wins   win rate of seat-games (95%% CI)\n");
    for (int b = 0; b < n_bots; b++) {
        long seat_games = s->games * bots[b].seats;
        double lo, hi;
        wilson(bots[b].wins, seat_games, &lo, &hi);
        printf("  %-10s %7ld %6ld   %5.1f%% (%5.1f-%5.1f%%)\n", bots[b].bot, bots[b].seats,
               bots[b].wins, 100.0 * (double)bots[b].wins / (double)seat_games, 100 * lo,
               100 * hi);
    }
    for (int b = 0; b < n_bots; b++)
        if (bots[b].think.total)
            printf("  %-10s think time per move: median %.4f ms, 95th percentile %.4f ms, "
                   "most %.4f ms (%ld moves)\n",
                   bots[b].bot, think_ms(&bots[b].think, 0.5), think_ms(&bots[b].think, 0.95),
                   think_ms(&bots[b].think, 1.0), bots[b].think.total);
    free_bot_records(bots, n_bots);
    printf("\nTurns per game: %.1f on average (%.1f moves); ended by the safeguard: %ld\n", turns,
           (double)s->stats.moves_sum / (double)s->games, limited);
    histogram(s);
}

/* The --csv file, written row by row as games finish (in game order) into
 * FILE.part, renamed to FILE only when every game was played. */
typedef struct csv_out {
    FILE *f;
    int players;
} csv_out;

static void csv_row(const tb_sim_game *g, void *ctx)
{
    csv_out *c = ctx;
    fprintf(c->f, "%ld,%llu,%d,%s,", g->index + 1, (unsigned long long)g->seed, g->turns,
            g->turn_limit ? "turn_limit" : "normal");
    for (int k = 0, sep = 0; k < c->players; k++)
        if (g->winners >> k & 1)
            fprintf(c->f, "%s%d", sep++ ? " " : "", k + 1);
    for (int k = 0; k < c->players; k++)
        fprintf(c->f, ",%ld", g->total[k]);
    fputc('\n', c->f);
}

static char *part_name(const char *path)
{
    size_t n = strlen(path) + 6;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s.part", path);
    return p;
}

static int csv_open(csv_out *c, const char *path, int players)
{
    char *part = part_name(path);
    c->players = players;
    c->f = part ? fopen(part, "w") : NULL;
    free(part);
    if (!c->f) {
        fprintf(stderr, "tabula sim: %s: cannot write\n", path);
        return -1;
    }
    fprintf(c->f, "game,seed,turns,end,winners");
    for (int k = 0; k < players; k++)
        fprintf(c->f, ",seat%d", k + 1);
    fputc('\n', c->f);
    return 0;
}

/* Close the file; keep it (under its real name) only if `keep`. */
static int csv_close(csv_out *c, const char *path, int keep)
{
    char *part = part_name(path);
    int rc = fclose(c->f) == 0 ? 0 : -1;
    if (rc != 0 || !keep || !part || rename(part, path) != 0) {
        if (part)
            remove(part);
        if (keep)
            fprintf(stderr, "tabula sim: %s: cannot write\n", path);
        rc = -1;
    }
    free(part);
    return rc;
}

int tb_cmd_sim(int argc, char **argv)
{
    tb_args a = {.verb = "sim", .games = 100};
    if (tb_args_parse(&a, argc - 1, argv + 1, " games players seat seed jobs config set json csv think-times ") != 0)
        return TB_EXIT_USAGE;
    if (a.help) {
        fputs(sim_help, stdout);
        return TB_EXIT_OK;
    }
    if (a.n_positional != 1) {
        fprintf(stderr, "tabula sim: name one game (tabula list shows them)\n");
        return TB_EXIT_USAGE;
    }
    tb_resolved r;
    if (tb_resolve(&a, a.positional[0], &r) != 0) {
        tb_resolved_free(&r);
        return TB_EXIT_USAGE;
    }
    tb_sim s;
    memset(&s, 0, sizeof s);
    tb_setup_from_args(&a, &r, &s.setup);
    s.setup.default_human = 0;
    const char *dflt = r.game->default_bot ? r.game->default_bot : "random";
    for (int k = 0; k < s.setup.players; k++) {
        if (!s.setup.seat_spec[k])
            s.setup.seat_spec[k] = dflt;
        if (strcmp(s.setup.seat_spec[k], "human") == 0) {
            fprintf(stderr, "tabula sim: seat %d: sim seats bots only\n", k + 1);
            tb_resolved_free(&r);
            return TB_EXIT_USAGE;
        }
    }
    /* Check the seats and the deck once, before any thread starts. */
    char err[1024];
    tb_match *probe = tb_match_new(&s.setup, err, sizeof err);
    if (!probe) {
        fprintf(stderr, "tabula sim: %s\n", err);
        tb_resolved_free(&r);
        return TB_EXIT_USAGE;
    }
    tb_match_free(probe);
    s.games = a.games;
    s.think_times = a.think_times;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    s.jobs = a.jobs ? a.jobs : (int)(cores > 0 ? cores : 1);
    tb_progress shown = {.what = "games"};
    if (isatty(STDERR_FILENO)) {
        s.progress = tb_progress_show;
        s.progress_ctx = &shown;
    }
    csv_out csv = {0};
    if (a.csv) {
        if (csv_open(&csv, a.csv, s.setup.players) != 0) {
            tb_resolved_free(&r);
            return TB_EXIT_FAILED;
        }
        s.each = csv_row;
        s.each_ctx = &csv;
    }
    int rc = TB_EXIT_OK;
    if (tb_sim_run(&s) != 0) {
        fprintf(stderr, "tabula sim: %s\n", s.error);
        rc = TB_EXIT_FAILED;
    } else {
        double turns = (double)s.stats.turns_sum / (double)s.games;
        long limited = s.stats.turn_limit_games;
        a.json ? report_json(&s, &s.setup, turns, limited)
               : report_text(&s, &s.setup, turns, limited);
    }
    if (a.csv && csv_close(&csv, a.csv, rc == TB_EXIT_OK) != 0)
        rc = TB_EXIT_FAILED;
    tb_sim_free(&s);
    tb_resolved_free(&r);
    return rc;
}
