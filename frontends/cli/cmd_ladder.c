/*
 * cmd_ladder.c — `tabula ladder GAME --bots A,B,...`: a round robin between
 * bots, a pairwise win matrix with Wilson intervals, and Bradley–Terry
 * ratings on the Elo scale with 95% intervals.
 *
 * Tables: every set of as many bots as there are seats, each bot of the set
 * at every seat in turn (two seats: every ordered pair), so every two bots
 * meet equally often and every bot sits equally often at every seat.  With
 * fewer bots than seats, every bot at every seat in turn, the seats after it
 * filled by the next bots in the list (cyclically).  Every table plays the
 * same N deals (game i of each table is
 * dealt from the seed derived from --seed and i), so luck of the deal cancels
 * across seat arrangements, and the same seed gives the same ladder.
 *
 * Scoring: within each game, every two seats held by different bots make one
 * comparison — the better rank scores 1, a tie scores 1/2 each.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "i18n.h"
#include "json.h"
#include "services.h"
#include "sim.h"
#include "sim_report.h"
#include "strbuf.h"

#define MAX_BOTS 8
#define Z95 1.959964

static const char *const ladder_help =
    N_("usage: tabula ladder GAME --bots A,B[,...] [options]\n\n"
    "A round robin between bots (the levels easy, normal and hard; random, the\n"
    "game's own, novice[:OPTIONS], ismcts[:OPTIONS]): every set of as many bots\n"
    "as seats plays, each bot of the set at every seat in turn (two seats: every\n"
    "ordered pair); with fewer bots than seats, every bot sits at every seat in turn\n"
    "and the next bots fill the rest.  Each table plays the same N deals.  Prints the\n"
    "pairwise score matrix (row against column, ties half, 95% Wilson intervals) and\n"
    "Bradley-Terry ratings on the Elo scale (mean 0) with 95% intervals.\n"
    "  --bots A,B,...       2 to 8 bots\n"
    "  --games N            deals per table (default 20)\n"
    "  --players N          seats\n"
    "  --seed S             base seed (default 1)\n"
    "  --jobs J             threads (default: all cores)\n"
    "  --config FILE.ini, --set key=value   options, as for play\n"
    "  --think-times        time every bot move: each bot's median and 95th\n"
    "                       percentile in ms beside its rating (wall-clock: use\n"
    "                       --jobs no more than the free cores)\n"
    "  --json               one JSON object instead of the text report\n"
    "  --csv FILE           one row per game (FILE - for standard output)\n");

typedef struct ladder {
    int n_bots, players;
    char *bots[MAX_BOTS];
    double score[MAX_BOTS][MAX_BOTS]; /* points of row against column */
    long meets[MAX_BOTS][MAX_BOTS];   /* comparisons between them */
    double elo[MAX_BOTS], elo_ci[MAX_BOTS];
    long games;
    int timed;                        /* --think-times */
    tb_tally think[MAX_BOTS];         /* each bot's move times, every table it sat at */
} ladder;

static int split_bots(ladder *l, const char *list)
{
    char buf[512];
    if (strlen(list) >= sizeof buf) {
        fprintf(stderr, _("tabula ladder: --bots list too long\n"));
        return -1;
    }
    snprintf(buf, sizeof buf, "%s", list);
    size_t len = strlen(buf);
    if (!len || buf[0] == ',' || buf[len - 1] == ',' || strstr(buf, ",,")) {
        fprintf(stderr, _("tabula ladder: --bots names a bot between every two commas, not "
                          "\"%s\"\n"), list);
        return -1;
    }
    for (char *save = NULL, *b = strtok_r(buf, ",", &save); b; b = strtok_r(NULL, ",", &save)) {
        /* An ismcts spec keeps its own commas ("ismcts:iterations=40,c=1"):
         * an item with "=" and no ":" goes on with the options of the bot
         * before it (no bot's name holds "="). */
        char **last = l->n_bots ? &l->bots[l->n_bots - 1] : NULL;
        if (last && strchr(b, '=') && !strchr(b, ':') && strchr(*last, ':')) {
            tb_strbuf joined = {0};
            tb_strbuf_printf(&joined, "%s,%s", *last, b);
            free(*last);
            *last = tb_strbuf_take(&joined);
            continue;
        }
        if (l->n_bots == MAX_BOTS) {
            fprintf(stderr, _("tabula ladder: at most %d bots in --bots\n"), MAX_BOTS);
            return -1;
        }
        if (strcmp(b, "human") == 0) {
            fprintf(stderr, _("tabula ladder: --bots takes bots only, not human\n"));
            return -1;
        }
        l->bots[l->n_bots++] = tb_xstrdup(b);
    }
    /* Named twice: compared once every spec has all its options. */
    for (int i = 0; i < l->n_bots; i++)
        for (int j = 0; j < i; j++)
            if (strcmp(l->bots[i], l->bots[j]) == 0) {
                fprintf(stderr, _("tabula ladder: bot \"%s\" named twice in --bots\n"),
                        l->bots[i]);
                return -1;
            }
    if (l->n_bots < 2) {
        fprintf(stderr, _("tabula ladder: --bots needs at least two bots, e.g. random,greedy\n"));
        return -1;
    }
    return 0;
}

/* The bot of every seat at table t (bot numbers into seat[]); the count of
 * tables.  With at least as many bots as seats, table t is the (t / P)-th
 * set of P bots in lexicographic order, turned t % P seats round: every
 * two bots then meet in as many tables as every other two, each at every
 * seat distance, which a list order must not decide (filling seats with
 * the next bots in the list, six bots at three seats never put the first
 * and the fourth at one table). */
static int table_seats(const ladder *l, int t, int *seat)
{
    int B = l->n_bots, P = l->players;
    if (P == 2) {
        /* Every ordered pair a != b, t = a * (B - 1) + k: the pairs' two
         * rotations, numbered bot by bot as they always were. */
        int a = t / (B - 1), k = t % (B - 1), b = k < a ? k : k + 1;
        seat[0] = a;
        seat[1] = b;
        return B * (B - 1);
    }
    if (B < P) {
        int first = t / P, rot = t % P;
        for (int j = 0; j < P; j++)
            seat[(rot + j) % P] = (first + j) % B;
        return B * P;
    }
    int set[TB_MAX_SEATS], sets = 0, rot = t % P, want = t / P;
    for (int j = 0; j < P; j++)
        set[j] = j;
    for (;;) { /* the sets of P bots, in lexicographic order */
        if (sets == want)
            for (int j = 0; j < P; j++)
                seat[(rot + j) % P] = set[j];
        sets++;
        int j = P - 1;
        while (j >= 0 && set[j] == B - P + j)
            j--;
        if (j < 0)
            break;
        set[j]++;
        for (int k = j + 1; k < P; k++)
            set[k] = set[k - 1] + 1;
    }
    return sets * P;
}

/* Pairwise points of one game's ranks. */
static void tally(ladder *l, const int *seat, const int *rank)
{
    for (int i = 0; i < l->players; i++)
        for (int j = 0; j < l->players; j++) {
            int a = seat[i], b = seat[j];
            if (i == j || a == b)
                continue;
            l->meets[a][b]++;
            l->score[a][b] += rank[i] < rank[j] ? 1.0 : rank[i] == rank[j] ? 0.5 : 0.0;
        }
}

/* Ranks from a game's winners and totals (the winners first, then by total). */
static void ranks_of(const tb_game *game, const tb_sim_game *g, int players, int *rank)
{
    for (int s = 0; s < players; s++) {
        int better = 0;
        for (int t = 0; t < players; t++) {
            int ws = (int)(g->winners >> s & 1), wt = (int)(g->winners >> t & 1);
            if (ws != wt)
                better += wt;
            else if (game->lowest_wins ? g->total[t] < g->total[s] : g->total[t] > g->total[s])
                better++;
        }
        rank[s] = better + 1;
    }
}

/* Wilson score interval, 95%, for x points out of n (ties make x fractional). */
static void wilson(double x, double n, double *lo, double *hi)
{
    if (n <= 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    double z = Z95, p = x / n;
    double den = 1 + z * z / n, centre = (p + z * z / (2 * n)) / den;
    double half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den;
    *lo = centre - half < 0 || x <= 0 ? 0 : centre - half; /* exact at the ends, as tb_wilson */
    *hi = centre + half > 1 || x >= n ? 1 : centre + half;
}

/* Invert the k x k matrix a (row-major) into inv by Gauss-Jordan; -1 if singular. */
static int invert(int k, double *a, double *inv)
{
    for (int i = 0; i < k; i++)
        for (int j = 0; j < k; j++)
            inv[i * k + j] = i == j;
    for (int c = 0; c < k; c++) {
        int p = c;
        for (int r = c + 1; r < k; r++)
            if (fabs(a[r * k + c]) > fabs(a[p * k + c]))
                p = r;
        if (fabs(a[p * k + c]) < 1e-12)
            return -1;
        for (int j = 0; j < k; j++) {
            double t = a[c * k + j];
            a[c * k + j] = a[p * k + j];
            a[p * k + j] = t;
            t = inv[c * k + j];
            inv[c * k + j] = inv[p * k + j];
            inv[p * k + j] = t;
        }
        double d = a[c * k + c];
        for (int j = 0; j < k; j++) {
            a[c * k + j] /= d;
            inv[c * k + j] /= d;
        }
        for (int r = 0; r < k; r++)
            if (r != c) {
                double f = a[r * k + c];
                for (int j = 0; j < k; j++) {
                    a[r * k + j] -= f * a[c * k + j];
                    inv[r * k + j] -= f * inv[c * k + j];
                }
            }
    }
    return 0;
}

/*
 * Bradley–Terry by minorization–maximization (Hunter 2004).  Every pair gets
 * one virtual drawn comparison, so a bot that won every game still has a
 * finite rating.  Intervals from the Fisher information of the log-strengths
 * with bot 0 fixed, moved to the mean-zero scale the ratings are shown on.
 */
static void bradley_terry(ladder *l)
{
    int B = l->n_bots;
    double w[MAX_BOTS][MAX_BOTS], n[MAX_BOTS][MAX_BOTS], p[MAX_BOTS];
    for (int i = 0; i < B; i++) {
        p[i] = 1;
        for (int j = 0; j < B; j++) {
            w[i][j] = i == j ? 0 : l->score[i][j] + 0.5;
            n[i][j] = i == j ? 0 : (double)l->meets[i][j] + 1.0;
        }
    }
    for (int it = 0; it < 2000; it++) {
        double change = 0;
        for (int i = 0; i < B; i++) {
            double wins = 0, den = 0;
            for (int j = 0; j < B; j++)
                if (j != i) {
                    wins += w[i][j];
                    den += n[i][j] / (p[i] + p[j]);
                }
            double np = wins / den;
            change = fmax(change, fabs(log(np / p[i])));
            p[i] = np;
        }
        double g = 0;
        for (int i = 0; i < B; i++)
            g += log(p[i]);
        for (int i = 0; i < B; i++)
            p[i] /= exp(g / B);
        if (change < 1e-10)
            break;
    }
    double scale = 400 / log(10), theta[MAX_BOTS];
    for (int i = 0; i < B; i++) {
        theta[i] = log(p[i]);
        l->elo[i] = scale * theta[i];
    }
    /* Information matrix of theta[1..B-1] (theta[0] = reference). */
    int k = B - 1;
    double info[MAX_BOTS * MAX_BOTS] = {0}, cov[MAX_BOTS * MAX_BOTS] = {0};
    for (int i = 1; i < B; i++)
        for (int j = 0; j < B; j++)
            if (j != i) {
                double v = n[i][j] * p[i] * p[j] / ((p[i] + p[j]) * (p[i] + p[j]));
                info[(i - 1) * k + (i - 1)] += v;
                if (j > 0)
                    info[(i - 1) * k + (j - 1)] -= v;
            }
    double full[MAX_BOTS][MAX_BOTS] = {{0}};
    if (invert(k, info, cov) == 0)
        for (int i = 1; i < B; i++)
            for (int j = 1; j < B; j++)
                full[i][j] = cov[(i - 1) * k + (j - 1)];
    /* Var(theta_i - mean theta). */
    double row[MAX_BOTS] = {0}, all = 0;
    for (int i = 0; i < B; i++)
        for (int j = 0; j < B; j++) {
            row[i] += full[i][j];
            all += full[i][j];
        }
    for (int i = 0; i < B; i++) {
        double var = full[i][i] - 2 * row[i] / B + all / ((double)B * B);
        l->elo_ci[i] = Z95 * scale * sqrt(var > 0 ? var : 0);
    }
}

static void report_text(const ladder *l, const char *game, const tb_changed *changed)
{
    /* One sentence in counted parts, each with its own plural. */
    printf(_("%s ladder: "), game);
    printf(NG_("%d bot", "%d bots", l->n_bots), l->n_bots);
    printf(NG_(", %d seat", ", %d seats", l->players), l->players);
    printf(NG_(", %ld game", ", %ld games", l->games), l->games);
    printf("%s\n\n", _(", ratings mean 0"));
    char *options = tb_changed_line(changed); /* as sim's report names them */
    if (options)
        printf("%s\n\n", options);
    free(options);
    /* The name column fits the longest spec ("ismcts:iterations=20,infer=2"
     * is 28 characters): at least 24 wide, and each score column at least
     * the 19 of "100.0 (99.6-100.0)" or its bot's name. */
    int name_w = 24, col_w = 19;
    for (int i = 0; i < l->n_bots; i++) {
        int w = tb_text_cols(l->bots[i]);
        name_w = w > name_w ? w : name_w;
        col_w = w > col_w ? w : col_w;
    }
    tb_strbuf head = {0};
    tb_strbuf_add(&head, "  ");
    tb_strbuf_add_padded(&head, C_("sim table", "bot"), name_w);
    tb_strbuf_add(&head, " ");
    tb_strbuf_add_right(&head, "elo", 8);
    tb_strbuf_add(&head, " ");
    /* xgettext:no-c-format */
    tb_strbuf_add_right(&head, _("95% CI"), 8);
    if (l->timed) {
        tb_strbuf_add(&head, " ");
        tb_strbuf_add_right(&head, _("think ms"), 10);
        tb_strbuf_add(&head, " ");
        tb_strbuf_add_right(&head, "p95", 10);
    }
    puts(tb_strbuf_str(&head));
    tb_strbuf_free(&head);
    for (int i = 0; i < l->n_bots; i++) {
        printf("  %-*s %+8.0f %8.0f", name_w, l->bots[i], l->elo[i], l->elo_ci[i]);
        if (l->timed)
            printf(" %10.4f %10.4f", tb_think_ms(&l->think[i], 0.5),
                   tb_think_ms(&l->think[i], 0.95));
        putchar('\n');
    }
    printf("\n%s\n%-*s", _("Score of row against column (ties half), % with 95% interval:"),
           name_w, "");
    for (int j = 0; j < l->n_bots; j++) /* the last column unpadded: no trailing blanks */
        printf("  %-*s", j + 1 < l->n_bots ? col_w : 0, l->bots[j]);
    putchar('\n');
    for (int i = 0; i < l->n_bots; i++) {
        printf("%-*s", name_w, l->bots[i]);
        for (int j = 0; j < l->n_bots; j++) {
            int w = j + 1 < l->n_bots ? col_w : 0;
            if (i == j || !l->meets[i][j]) {
                printf("  %-*s", w, "-");
                continue;
            }
            double lo, hi, n = (double)l->meets[i][j];
            char cell[48];
            wilson(l->score[i][j], n, &lo, &hi);
            snprintf(cell, sizeof cell, "%5.1f (%4.1f-%5.1f)", 100 * l->score[i][j] / n, 100 * lo,
                     100 * hi);
            printf("  %-*s", w, cell);
        }
        putchar('\n');
    }
}

static void report_json(const ladder *l, const char *game, uint64_t seed,
                        const tb_changed *changed)
{
    tb_json j;
    tb_json_init(&j);
    tb_json_open(&j, '{');
    tb_json_key(&j, "game");
    tb_json_str(&j, game);
    tb_json_key(&j, "players");
    tb_json_int(&j, l->players);
    tb_json_key(&j, "games");
    tb_json_int(&j, l->games);
    tb_json_key(&j, "seed");
    tb_json_uint(&j, seed);
    tb_json_key(&j, "options");
    tb_pairs_json(&j, (const char *const *)changed->pairs, changed->n);
    tb_json_key(&j, "ratings");
    tb_json_open(&j, '[');
    for (int i = 0; i < l->n_bots; i++) {
        tb_json_open(&j, '{');
        tb_json_key(&j, "bot");
        tb_json_str(&j, l->bots[i]);
        tb_json_key(&j, "elo");
        tb_json_double(&j, l->elo[i]);
        tb_json_key(&j, "elo_ci95");
        tb_json_double(&j, l->elo_ci[i]);
        if (l->timed)
            tb_json_think(&j, &l->think[i]);
        tb_json_close(&j);
    }
    tb_json_close(&j);
    tb_json_key(&j, "pairs");
    tb_json_open(&j, '[');
    for (int a = 0; a < l->n_bots; a++)
        for (int b = 0; b < l->n_bots; b++) {
            if (a == b || !l->meets[a][b])
                continue;
            double lo, hi;
            wilson(l->score[a][b], (double)l->meets[a][b], &lo, &hi);
            tb_json_open(&j, '{');
            tb_json_key(&j, "bot");
            tb_json_str(&j, l->bots[a]);
            tb_json_key(&j, "against");
            tb_json_str(&j, l->bots[b]);
            tb_json_key(&j, "comparisons");
            tb_json_int(&j, l->meets[a][b]);
            tb_json_key(&j, "score");
            tb_json_double(&j, l->score[a][b] / (double)l->meets[a][b]);
            tb_json_key(&j, "score_ci95");
            tb_json_open(&j, '[');
            tb_json_double(&j, lo);
            tb_json_double(&j, hi);
            tb_json_close(&j);
            tb_json_close(&j);
        }
    tb_json_close(&j);
    tb_json_close(&j);
    printf("%s\n", tb_json_text(&j));
    tb_json_free(&j);
}

/* What one table's games are folded into, game by game (sim's callback,
 * called in game order). */
typedef struct table_run {
    ladder *l;
    const tb_game *game;
    const int *seat;
    int table;
    FILE *csv;
} table_run;

static void each_game(const tb_sim_game *g, void *ctx)
{
    table_run *t = ctx;
    ladder *l = t->l;
    int rank[TB_MAX_SEATS];
    ranks_of(t->game, g, l->players, rank);
    tally(l, t->seat, rank);
    if (t->csv) {
        fprintf(t->csv, "%d,%ld,%llu", t->table, g->index + 1, (unsigned long long)g->seed);
        for (int k = 0; k < l->players; k++)
            fprintf(t->csv, ",%s,%ld,%d", l->bots[t->seat[k]], g->total[k], rank[k]);
        fputc('\n', t->csv);
    }
}

/* Play every table; CSV rows go to csv when not NULL.  0 or an exit code. */
static int play_tables(ladder *l, tb_match_setup *base, const tb_game *game, long games,
                       int jobs, FILE *csv)
{
    int seat[TB_MAX_SEATS];
    int tables = table_seats(l, 0, seat);
    if (csv) {
        fprintf(csv, "table,game,seed");
        for (int k = 0; k < l->players; k++)
            fprintf(csv, ",seat%d_bot,seat%d_total,seat%d_rank", k + 1, k + 1, k + 1);
        fputc('\n', csv);
    }
    for (int t = 0; t < tables; t++) {
        table_seats(l, t, seat);
        tb_sim s;
        memset(&s, 0, sizeof s);
        s.setup = *base;
        for (int k = 0; k < l->players; k++)
            s.setup.seat_spec[k] = l->bots[seat[k]];
        char err[1024];
        int refused = -1;
        s.setup.refused_seat = &refused;
        tb_match *probe = tb_match_new(&s.setup, err, sizeof err);
        s.setup.refused_seat = NULL;
        if (!probe) {
            /* A ladder's seats are not the person's: the bot is a --bots item. */
            fprintf(stderr, "tabula ladder: %s%s\n", refused >= 0 ? "--bots: " : "", err);
            return TB_EXIT_USAGE;
        }
        tb_match_free(probe);
        table_run run = {.l = l, .game = game, .seat = seat, .table = t + 1, .csv = csv};
        s.games = games;
        s.jobs = jobs;
        s.each = each_game;
        s.each_ctx = &run;
        s.think_times = l->timed;
        if (tb_sim_run(&s) != 0) {
            fprintf(stderr, "tabula ladder: %s\n", s.error);
            tb_sim_free(&s);
            return TB_EXIT_FAILED;
        }
        for (int k = 0; k < l->players; k++) /* seat k's times: those of its bot */
            tb_tally_merge(&l->think[seat[k]], &s.stats.think[k]);
        l->games += games;
        if (isatty(STDERR_FILENO)) {
            fputc('\r', stderr);
            fprintf(stderr, _("table %d/%d"), t + 1, tables);
        }
        tb_sim_free(&s);
    }
    if (isatty(STDERR_FILENO))
        fputc('\n', stderr);
    return TB_EXIT_OK;
}

int tb_cmd_ladder(int argc, char **argv)
{
    tb_args a = {.verb = "ladder", .games = 20};
    if (tb_args_parse(&a, argc - 1, argv + 1, " bots games players seed jobs config set json csv think-times ") != 0)
        return TB_EXIT_USAGE;
    if (a.help) {
        fputs(_(ladder_help), stdout);
        return TB_EXIT_OK;
    }
    if (a.n_positional != 1) {
        fprintf(stderr, _("tabula ladder: name one game (tabula list shows them)\n"));
        return TB_EXIT_USAGE;
    }
    if (!a.bots) {
        fprintf(stderr, _("tabula ladder: --bots A,B,... names the bots to rank\n"));
        return TB_EXIT_USAGE;
    }
    if (a.csv && strcmp(a.csv, "-") == 0 && a.json) {
        fprintf(stderr, _("tabula ladder: --csv - and --json both write to standard output: "
                          "give --csv a file\n"));
        return TB_EXIT_USAGE;
    }
    ladder l;
    memset(&l, 0, sizeof l);
    int rc = TB_EXIT_USAGE;
    tb_resolved r;
    memset(&r, 0, sizeof r);
    tb_changed changed = {0};
    if (split_bots(&l, a.bots) != 0 || tb_resolve(&a, a.positional[0], &r) != 0 ||
        tb_changed_of(&r, NULL, 0, &changed) != 0)
        goto done;
    tb_match_setup base;
    memset(&base, 0, sizeof base);
    tb_setup_from_args(&a, &r, &base);
    base.default_human = 0;
    l.players = base.players;
    l.timed = a.think_times;
    FILE *csv = NULL;
    if (a.csv && strcmp(a.csv, "-") != 0 && tb_cli_out_writable("ladder", "--csv", a.csv) != 0)
        goto done;
    if (a.csv) {
        csv = strcmp(a.csv, "-") == 0 ? stdout : fopen(a.csv, "w");
        if (!csv) {
            fprintf(stderr, _("tabula ladder: %s: cannot write\n"), a.csv);
            goto done;
        }
    }
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    rc = play_tables(&l, &base, r.game, a.games, a.jobs ? a.jobs : (int)(cores > 0 ? cores : 1),
                     csv);
    if (csv && csv != stdout && fclose(csv) != 0 && rc == TB_EXIT_OK)
        rc = TB_EXIT_FAILED;
    if (rc == TB_EXIT_OK && !(csv == stdout)) {
        bradley_terry(&l);
        if (a.json)
            report_json(&l, base.game_name, base.seed, &changed);
        else
            report_text(&l, base.game_name, &changed);
    }
done:
    for (int i = 0; i < l.n_bots; i++) {
        free(l.bots[i]);
        tb_tally_free(&l.think[i]);
    }
    tb_changed_free(&changed);
    tb_resolved_free(&r);
    return rc;
}
