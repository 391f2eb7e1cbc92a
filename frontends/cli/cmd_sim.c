/* cmd_sim.c — `tabula sim GAME --games N`: a balance report from bot games,
 * for one configuration or for every variant of a sweep. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "i18n.h"
#include "json.h"
#include "services.h"
#include "sim.h"
#include "sim_report.h"

static const char *const sim_help =
    N_("usage: tabula sim GAME --games N [options]\n\n"
    "Plays N bot-vs-bot games and reports wins per seat and per bot (with 95%\n"
    "confidence intervals), mean and spread of scores, a score histogram, turns per\n"
    "game, games ended by the safeguard, and games per second; then the balance\n"
    "lab's measures: the first and last seat's advantage (exact binomial test),\n"
    "length of games (turns and moves: mean, sd, median, 5th/95th percentile,\n"
    "histogram), and decisiveness (the leader at 1/3 and 2/3 of a game wins, lead\n"
    "changes, the margin between first and second, ties).  Game i is dealt from a\n"
    "seed derived from --seed and i: the same command gives the same report.\n"
    "  --games N            games to play (default 100)\n"
    "  --players N          seats\n"
    "  --seat K=BOT         the bot at seat K: easy, normal, hard, or a designer's\n"
    "                       bot (random, the game's own, ismcts[:OPTIONS],\n"
    "                       novice[:OPTIONS]; default: the game's default bot)\n"
    "  --seed S             base seed (default 1)\n"
    "  --jobs J             threads (default: all cores)\n"
    "  --config FILE.ini, --set key=value   options, as for play\n"
    "  --sweep KEY=V1,V2,...  play every value of an option (repeat for the\n"
    "                       Cartesian product); KEY=LO..HI for a range.  Every\n"
    "                       variant plays the same seeds\n"
    "  --json               one JSON object instead of the text report\n"
    "  --csv FILE           one row per game: game,seed,turns,end,winners,scores...\n"
    "  --report FILE.html   a self-contained HTML report with charts\n"
    "  --mpi                split the games over the ranks of mpirun (when built\n"
    "                       with TABULA_MPI=ON); rank 0 reports\n"
    "  --think-times        time every bot move: median, 95th percentile and most\n"
    "                       per bot (a timing figure, like games/s)\n"
    "  --rotate             play every deal once at each rotation of the seats that\n"
    "                       seats the bots differently (every bot at every seat):\n"
    "                       --games counts deals, the report games × rotations, and\n"
    "                       a bot's wins are free of seat order\n");

/* Resolve variant v's options (--set, then its swept pairs) and seats, and
 * check them once, before any game is played; rotated, count the rotations
 * that seat the bots differently.  0, or -1 after a message. */
static int prepare(const tb_args *a, tb_variant *v)
{
    tb_args b = *a;
    for (int i = 0; i < v->n_pairs; i++) {
        if (b.n_sets >= TB_MAX_SETS) {
            fprintf(stderr, _("tabula sim: too many --set and --sweep options\n"));
            return -1;
        }
        b.sets[b.n_sets++] = v->pairs[i];
    }
    if (tb_resolve(&b, a->positional[0], &v->r) != 0 ||
        tb_changed_of(&v->r, v->pairs, v->n_pairs, &v->changed) != 0)
        return -1;
    tb_sim *s = &v->sim;
    tb_setup_from_args(&b, &v->r, &s->setup);
    s->setup.default_human = 0;
    const char *dflt = v->r.game->default_bot ? v->r.game->default_bot : "random";
    for (int k = 0; k < s->setup.players; k++) {
        if (!s->setup.seat_spec[k])
            s->setup.seat_spec[k] = dflt;
        if (strcmp(s->setup.seat_spec[k], "human") == 0) {
            fprintf(stderr, _("tabula sim: seat %d: sim seats bots only\n"), k + 1);
            return -1;
        }
    }
    /* Check the seats and the deck once, before any thread starts. */
    char err[1024];
    tb_match *probe = tb_match_new(&s->setup, err, sizeof err);
    if (!probe) {
        fprintf(stderr, "tabula sim: %s%s%s\n", v->label[0] ? v->label : "",
                v->label[0] ? ": " : "", err);
        return -1;
    }
    /* The bot each seat really holds (a level is its spec: "easy" may be
     * "random"): rotations seating the same bots would replay the same
     * games and count them as more, so each deal is played only at the
     * distinct ones. */
    const char *bot[TB_MAX_SEATS];
    for (int k = 0; k < s->setup.players; k++)
        bot[k] = probe->seats[k].bot;
    s->rotations = a->rotate ? tb_sim_distinct_rotations(bot, s->setup.players) : 0;
    tb_match_free(probe);
    return 0;
}

/* Every swept value on its own first, so a bad one gets exactly the
 * message --set KEY=VALUE would give. */
static int check_values(const tb_args *a, const tb_sweep *sw)
{
    for (int i = 0; i < sw->n_axes; i++)
        for (int k = 0; k < sw->axis[i].n; k++) {
            tb_variant probe;
            memset(&probe, 0, sizeof probe);
            probe.n_pairs = 1;
            probe.pairs[0] = sw->axis[i].values[k];
            tb_args b = *a;
            char from[300]; /* the value came from this --sweep */
            snprintf(from, sizeof from, "--sweep \"%s\"", a->sweeps[i]);
            b.n_sweeps = 0;
            b.context = from;
            int rc = b.n_sets < TB_MAX_SETS ? 0 : -1;
            if (rc == 0) {
                b.sets[b.n_sets++] = probe.pairs[0];
                rc = tb_resolve(&b, a->positional[0], &probe.r);
            }
            tb_resolved_free(&probe.r);
            if (rc != 0)
                return -1;
        }
    return 0;
}

static void print_json(const tb_variant *v, long n)
{
    tb_json j;
    tb_json_init(&j);
    tb_json_open(&j, '{');
    if (v[0].n_pairs == 0) {
        tb_report_json_fields(&j, &v[0].sim, &v[0].changed);
    } else {
        tb_json_key(&j, "game");
        tb_json_str(&j, v[0].sim.setup.game_name);
        tb_json_key(&j, "seed");
        tb_json_uint(&j, v[0].sim.setup.seed);
        tb_json_key(&j, "games");
        tb_json_int(&j, v[0].sim.games);
        /* Those of every variant alike; each variant's "options" are its swept ones. */
        tb_json_key(&j, "options");
        tb_pairs_json(&j, (const char *const *)v[0].changed.pairs, v[0].changed.n);
        tb_json_key(&j, "variants");
        tb_json_open(&j, '[');
        for (long i = 0; i < n; i++) {
            tb_json_open(&j, '{');
            tb_json_key(&j, "options");
            tb_pairs_json(&j, v[i].pairs, v[i].n_pairs);
            tb_report_json_fields(&j, &v[i].sim, NULL);
            tb_json_close(&j);
        }
        tb_json_close(&j);
    }
    tb_json_close(&j);
    printf("%s\n", tb_json_text(&j));
    tb_json_free(&j);
}

/* Send stderr to /dev/null for a while; returns the saved descriptor. */
static int quiet_stderr(void)
{
    fflush(stderr);
    int saved = dup(STDERR_FILENO), nul = open("/dev/null", O_WRONLY);
    if (saved >= 0 && nul >= 0)
        dup2(nul, STDERR_FILENO);
    if (nul >= 0)
        close(nul);
    return saved;
}

static void restore_stderr(int *saved)
{
    if (*saved < 0)
        return;
    fflush(stderr);
    dup2(*saved, STDERR_FILENO);
    close(*saved);
    *saved = -1;
}

/* Play every variant in turn; the text report of each as it ends. */
static int play_all(const tb_args *a, tb_variant *v, long n, int rank)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int players = 0;
    for (long i = 0; i < n; i++)
        players = v[i].sim.setup.players > players ? v[i].sim.setup.players : players;
    tb_csv_out csv = {0};
    csv.rotate = a->rotate;
    if (a->csv && tb_csv_open(&csv, a->csv, players, v[0].n_pairs ? &v[0] : NULL) != 0)
        return TB_EXIT_USAGE;
    int rc = TB_EXIT_OK;
    for (long i = 0; i < n && rc == TB_EXIT_OK; i++) {
        tb_sim *s = &v[i].sim;
        /* --games counts deals: rotated, each is played once per distinct rotation. */
        s->rotate = a->rotate;
        s->games = a->games * tb_sim_rotations(s);
        s->think_times = a->think_times;
        s->jobs = a->jobs ? a->jobs : (int)(cores > 0 ? cores : 1);
        char what[64];
        if (n > 1)
            snprintf(what, sizeof what, _("games of variant %ld/%ld"), i + 1, n);
        else
            snprintf(what, sizeof what, "%s", _("games"));
        tb_progress shown = {.what = what};
        if (rank == 0 && isatty(STDERR_FILENO)) {
            s->progress = tb_progress_show;
            s->progress_ctx = &shown;
        }
        if (a->csv) {
            csv.variant = v[i].n_pairs ? &v[i] : NULL;
            s->each = tb_csv_row;
            s->each_ctx = &csv;
        }
        if ((a->mpi ? tb_sim_mpi_run(s) : tb_sim_run(s)) != 0) {
            if (rank == 0)
                fprintf(stderr, "tabula sim: %s%s%s\n", v[i].label, n > 1 ? ": " : "", s->error);
            rc = TB_EXIT_FAILED;
        } else if (!a->json && !csv.to_stdout && rank == 0) {
            /* A sweep of one value keeps its header: the report names its value. */
            if (v[i].n_pairs) {
                fputs(i ? "\n" : "", stdout);
                printf(_("== variant %ld of %ld: %s ==\n\n"), i + 1, n, v[i].label);
            }
            tb_report_text(s, &v[i].changed);
            fflush(stdout);
        }
    }
    if (a->csv && tb_csv_close(&csv, a->csv, rc == TB_EXIT_OK) != 0)
        rc = TB_EXIT_FAILED;
    return rc;
}


int tb_cmd_sim(int argc, char **argv)
{
    tb_args a = {.verb = "sim", .games = 100};
    if (tb_args_parse(&a, argc - 1, argv + 1,
                      " games players seat seed jobs config set json csv think-times sweep report mpi rotate ") != 0)
        return TB_EXIT_USAGE;
    if (a.help) {
        fputs(_(sim_help), stdout);
        return TB_EXIT_OK;
    }
    if (a.n_positional != 1) {
        fprintf(stderr, _("tabula sim: name one game (tabula list shows them)\n"));
        return TB_EXIT_USAGE;
    }
    if (a.mpi && !tb_sim_mpi_available()) {
        fprintf(stderr, _("tabula sim: --mpi: this tabula was built without MPI "
                          "(cmake -DTABULA_MPI=ON)\n"));
        return TB_EXIT_USAGE;
    }
    if (a.mpi && a.csv) {
        fprintf(stderr, _("tabula sim: --csv cannot be used with --mpi (the rows are played "
                          "on every rank)\n"));
        return TB_EXIT_USAGE;
    }
    if (a.csv && strcmp(a.csv, "-") == 0 && a.json) {
        fprintf(stderr, _("tabula sim: --csv - and --json both write to standard output: "
                          "give --csv a file\n"));
        return TB_EXIT_USAGE;
    }
    /* A report that cannot be written is said now, not after the games. */
    if (a.report && tb_cli_out_writable("sim", "--report", a.report) != 0)
        return TB_EXIT_USAGE;
    if (a.csv && strcmp(a.csv, "-") != 0 && tb_cli_out_writable("sim", "--csv", a.csv) != 0)
        return TB_EXIT_USAGE;
    int rank = 0;
    if (a.mpi && tb_sim_mpi_start(&argc, &argv, &rank) != 0)
        return TB_EXIT_FAILED;
    /* Every rank checks the options alike; only rank 0 says what is wrong. */
    int quiet = rank != 0 ? quiet_stderr() : -1;
    tb_sweep sw;
    int rc = TB_EXIT_USAGE;
    tb_variant *v = NULL;
    long n = 0;
    if (tb_sweep_parse(&sw, a.sweeps, a.n_sweeps) != 0 ||
        tb_sweep_set_clash(&sw, a.sweeps, a.sets, a.n_sets) != 0 || check_values(&a, &sw) != 0)
        goto done;
    v = tb_xcalloc((size_t)sw.n_variants, sizeof *v);
    for (n = 0; n < sw.n_variants;) {
        tb_sweep_variant(&sw, n, &v[n]);
        if (prepare(&a, &v[n++]) != 0)
            goto done;
    }
    restore_stderr(&quiet);
    rc = play_all(&a, v, n, rank);
    if (rc == TB_EXIT_OK && rank == 0 && a.json)
        print_json(v, n);
    if (rc == TB_EXIT_OK && rank == 0 && a.report &&
        tb_report_html(a.report, v, (int)n, a.games, v[0].sim.setup.seed) != 0)
        rc = TB_EXIT_FAILED;
done:
    restore_stderr(&quiet);
    for (long i = 0; i < n; i++) {
        tb_sim_free(&v[i].sim);
        tb_changed_free(&v[i].changed);
        tb_resolved_free(&v[i].r);
    }
    free(v);
    tb_sweep_free(&sw);
    if (a.mpi)
        tb_sim_mpi_finish(rc != TB_EXIT_OK);
    return rc;
}
