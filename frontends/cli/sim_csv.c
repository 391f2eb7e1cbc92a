/*
 * sim_csv.c — `tabula sim --csv FILE`: one row per game, written as games
 * finish (in game order) into FILE.part and renamed to FILE only when every
 * game of every variant was played.  Today's columns come first and stay
 * where they are; the lab's per-game measures follow, then (with --rotate)
 * the deal and the rotation, then (with --sweep) one column per swept option,
 * named opt_KEY: an option may bear the name of a per-game column (every
 * game has an option "rounds" beside the column of rounds played), and no
 * per-game column starts with "opt_".  FILE "-" is standard output: rows as
 * the games end, and no text report (cmd_sim.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "sim_report.h"

static char *part_name(const char *path)
{
    size_t n = strlen(path) + 6;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s.part", path);
    return p;
}

/* The column of a swept "KEY=VALUE" pair: opt_KEY, a CSV field. */
static void write_key(FILE *f, const char *pair)
{
    const char *eq = strchr(pair, '=');
    fprintf(f, ",opt_%.*s", (int)(eq ? eq - pair : (long)strlen(pair)), pair);
}

int tb_csv_open(tb_csv_out *c, const char *path, int players, const tb_variant *first)
{
    c->players = players;
    c->variant = first;
    c->n_keys = first ? first->n_pairs : 0;
    c->to_stdout = strcmp(path, "-") == 0;
    if (c->to_stdout) {
        c->f = stdout;
    } else {
        char *part = part_name(path);
        c->f = part ? fopen(part, "w") : NULL;
        free(part);
    }
    if (!c->f) {
        fprintf(stderr, _("tabula sim: %s: cannot write\n"), path);
        return -1;
    }
    fprintf(c->f, "game,seed,turns,end,winners");
    for (int k = 0; k < players; k++)
        fprintf(c->f, ",seat%d", k + 1);
    fprintf(c->f, ",moves,rounds,first_seat,last_seat,leader_at_third,leader_at_two_thirds,"
                  "lead_changes,margin");
    if (c->rotate)
        fprintf(c->f, ",deal,rotation");
    for (int i = 0; i < c->n_keys; i++)
        write_key(c->f, first->pairs[i]);
    fputc('\n', c->f);
    return 0;
}

/* A seat number from 1, or an empty field for none. */
static void seat_field(FILE *f, int seat)
{
    if (seat >= 0)
        fprintf(f, ",%d", seat + 1);
    else
        fputc(',', f);
}

void tb_csv_row(const tb_sim_game *g, void *ctx)
{
    tb_csv_out *c = ctx;
    int players = c->variant ? c->variant->sim.setup.players : c->players;
    fprintf(c->f, "%ld,%llu,%d,%s,", g->index + 1, (unsigned long long)g->seed, g->turns,
            g->turn_limit ? "turn_limit" : "normal");
    for (int k = 0, sep = 0; k < players; k++)
        if (g->winners >> k & 1)
            fprintf(c->f, "%s%d", sep++ ? " " : "", k + 1);
    for (int k = 0; k < c->players; k++)
        if (k < players)
            fprintf(c->f, ",%ld", g->total[k]);
        else
            fputc(',', c->f);
    fprintf(c->f, ",%ld,%d", g->moves, g->rounds);
    seat_field(c->f, g->m.first_seat);
    seat_field(c->f, g->m.last_seat);
    seat_field(c->f, g->m.leader_third);
    seat_field(c->f, g->m.leader_two_thirds);
    fprintf(c->f, ",%d,%ld", g->m.lead_changes, g->m.margin);
    if (c->rotate)
        fprintf(c->f, ",%ld,%d", g->deal + 1, g->rotation);
    for (int i = 0; i < c->n_keys; i++) {
        const char *eq = strchr(c->variant->pairs[i], '=');
        fprintf(c->f, ",%s", eq ? eq + 1 : "");
    }
    fputc('\n', c->f);
}

int tb_csv_close(tb_csv_out *c, const char *path, int keep)
{
    if (c->to_stdout) {
        if (fflush(stdout) == 0 && !ferror(stdout))
            return 0;
        fprintf(stderr, _("tabula sim: %s: cannot write\n"), _("standard output"));
        return -1;
    }
    char *part = part_name(path);
    int rc = fclose(c->f) == 0 ? 0 : -1;
    if (rc != 0 || !keep || !part || rename(part, path) != 0) {
        if (part)
            remove(part);
        if (keep)
            fprintf(stderr, _("tabula sim: %s: cannot write\n"), path);
        rc = -1;
    }
    free(part);
    return rc;
}
