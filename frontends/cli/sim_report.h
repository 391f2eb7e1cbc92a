/*
 * sim_report.h — the reports of `tabula sim`: one variant's figures, worked
 * out once from its aggregates, and the writers that print them (text,
 * JSON, the per-game CSV, the HTML report).
 */
#ifndef TB_SIM_REPORT_H
#define TB_SIM_REPORT_H

#include <stdio.h>

#include "cli.h"
#include "json.h"
#include "sim.h"

#define TB_MAX_SWEEPS 8

/* The options played that are not the game file's (--set, --config), as
 * "KEY=VALUE" in the schema's order (sim_options.c). */
typedef struct tb_changed {
    int n;
    char **pairs;
} tb_changed;

/* One configuration played: the options a sweep gave it ("" without one). */
typedef struct tb_variant {
    int n_pairs;
    const char *pairs[TB_MAX_SWEEPS];   /* "KEY=VALUE", owned by the sweep */
    char label[512];                    /* "hand_size=7 min_play=3" */
    tb_changed changed;                 /* not the game file's, the swept ones aside */
    tb_resolved r;
    tb_sim sim;
} tb_variant;

/* r's options that differ from its game file's, but for the keys of the
 * pairs in skip (the swept ones).  0, or -1 (the file no longer applies). */
int tb_changed_of(const tb_resolved *r, const char *const *skip, int n_skip, tb_changed *out);
void tb_changed_free(tb_changed *c);
/* "Options not as in the game file: KEY=VALUE ..." (translated, malloc'd),
 * or NULL when there are none. */
char *tb_changed_line(const tb_changed *c);
/* {"KEY": "VALUE", ...} of "KEY=VALUE" pairs, as a value. */
void tb_pairs_json(tb_json *j, const char *const *pairs, int n);

/* A proportion with its Wilson 95% interval. */
typedef struct tb_rate {
    long k, n;
    double rate, lo, hi;
} tb_rate;
tb_rate tb_rate_of(long k, long n);

/* A seat-order advantage: the win rate against the fair share 1/players. */
typedef struct tb_advantage {
    tb_rate r;
    double fair, p_value;
} tb_advantage;
tb_advantage tb_advantage_of(long wins, long games, int players);

/* A length distribution: turns or moves per game. */
typedef struct tb_length {
    double mean, sd;
    long median, p5, p95, lo, hi;
} tb_length;
tb_length tb_length_of(const tb_tally *t);

/* Up to `bins` equal-width bins covering the tally's range: from[b]..to[b]
 * and count[b]; returns how many bins were used (fewer when the range is
 * narrow: one value per bin then). */
int tb_tally_bins(const tb_tally *t, int bins, long *from, long *to, long *count);

/* Everything worked out of one variant's aggregates. */
typedef struct tb_summary {
    tb_advantage first, last;
    tb_length turns, moves;
    tb_rate leader_third, leader_two_thirds, ties;
    double lead_changes_mean, margin_mean, margin_sd;
} tb_summary;
tb_summary tb_summarize(const tb_sim *s);

/* Per seat: mean, sd, range of totals. */
typedef struct tb_seat_stats {
    long wins;
    double mean, sd;
    long lo, hi;
} tb_seat_stats;
tb_seat_stats tb_seat_stats_of(const tb_sim *s, int k);

/* A bot's record over every seat it sat at: wins out of seat-games. */
typedef struct tb_bot_record {
    const char *bot;
    long seats, wins;
    tb_tally think; /* move times of every seat it sat at (with --think-times) */
} tb_bot_record;
/* The distinct bots of the setup, in seat order; returns how many. */
int tb_bot_records(const tb_sim *s, tb_bot_record *out);
void tb_bot_records_free(tb_bot_record *b, int n);
/* A quantile of a bot's move times, in milliseconds. */
double tb_think_ms(const tb_tally *t, double q);
/* "think_ms": {"moves": N, "median": ms, "p95": ms, "max": ms} into an
 * open object (sim's bots and ladder's ratings). */
void tb_json_think(tb_json *j, const tb_tally *t);

/* changed: the options not the game file's (named under the first line). */
void tb_report_text(const tb_sim *s, const tb_changed *changed);
/* The balance-lab part of the text report (after today's sections). */
void tb_report_text_lab(const tb_sim *s);
/* Today's JSON fields and the lab's, into an open object; with changed,
 * "options" after "seed" (a sweep's variants name theirs apart). */
void tb_report_json_fields(tb_json *j, const tb_sim *s, const tb_changed *changed);
/* The lab's JSON fields alone. */
void tb_report_json_lab(tb_json *j, const tb_sim *s);

/* The --csv file, streamed in game order into FILE.part; "-" is standard
 * output (instead of the text report), written as the games end. */
typedef struct tb_csv_out {
    FILE *f;
    int to_stdout;
    int players;
    const tb_variant *variant;  /* the variant being played (its options as columns) */
    int n_keys;
    int rotate;                 /* sim --rotate: deal and rotation columns (set before open) */
} tb_csv_out;
int tb_csv_open(tb_csv_out *c, const char *path, int players, const tb_variant *first);
void tb_csv_row(const tb_sim_game *g, void *ctx);
int tb_csv_close(tb_csv_out *c, const char *path, int keep);

/* The --report FILE.html (games: deals per variant, each played at every
 * rotation of the seats when the sims rotate): 0, or -1 after a message on
 * stderr. */
int tb_report_html(const char *path, const tb_variant *v, int n, long games, uint64_t seed);

/* Sweeps: --sweep KEY=V1,V2,... or KEY=LO..HI, the Cartesian product. */
typedef struct tb_sweep_axis {
    char *key;
    char **values;     /* "KEY=VALUE" each */
    int n;
} tb_sweep_axis;
typedef struct tb_sweep {
    tb_sweep_axis axis[TB_MAX_SWEEPS];
    int n_axes;
    long n_variants;
} tb_sweep;
#define TB_MAX_VARIANTS 1000
/* 0, or -1 after a message on stderr. */
int tb_sweep_parse(tb_sweep *sw, const char *const *specs, int n);
/* Variant v's pairs (the first axis varies slowest). */
void tb_sweep_variant(const tb_sweep *sw, long v, tb_variant *out);
void tb_sweep_free(tb_sweep *sw);
/* A --set of a key that is also swept (specs: the --sweep texts, one per
 * axis): -1 after a message on stderr, else 0.  The sweep would silently
 * win; a --config file's value is the baseline a sweep varies, and stays. */
int tb_sweep_set_clash(const tb_sweep *sw, const char *const *specs, const char *const *sets,
                       int n_sets);

/* MPI (sim_mpi.c): play this rank's share of s's games and gather the
 * aggregates on rank 0.  0, or -1 with s->error set (on every rank). */
int tb_sim_mpi_available(void);
int tb_sim_mpi_start(int *argc, char ***argv, int *rank);
int tb_sim_mpi_run(tb_sim *s);
void tb_sim_mpi_finish(int failed);

#endif
