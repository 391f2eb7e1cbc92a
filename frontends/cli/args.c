/* args.c — the options every verb shares, parsed one way for all. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "cli.h"
#include "strbuf.h"

static int bad(const tb_args *a, const char *fmt, const char *x)
{
    fprintf(stderr, "tabula %s: ", a->verb);
    fprintf(stderr, fmt, x);
    fprintf(stderr, _(" (see tabula %s --help)\n"), a->verb);
    return -1;
}

static int parse_long(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

/* Names and option values end up on lines of a save file, where a control
 * character (a newline above all) would forge lines of their own, and in
 * the result JSON, which must be UTF-8: accept printable UTF-8 only. */
static int printable(const char *text)
{
    const unsigned char *s = (const unsigned char *)text;
    while (*s) {
        int len = *s < 0x20 || *s == 0x7f ? 0 : tb_utf8_length(s);
        if (len == 0)
            return 0;
        s += len;
    }
    return 1;
}

/* "K=VALUE" for --seat and --name. */
static int seat_value(tb_args *a, const char *flag, const char *arg, const char **slots)
{
    const char *eq = strchr(arg, '=');
    char num[16];
    long k;
    size_t n = eq ? (size_t)(eq - arg) : 0;
    if (!eq || n == 0 || n >= sizeof num || !eq[1])
        return bad(a, _("%s takes K=VALUE with a seat number K"), flag);
    if (!printable(eq + 1))
        return bad(a, _("%s takes printable UTF-8 text (no control characters)"), flag);
    memcpy(num, arg, n);
    num[n] = '\0';
    if (parse_long(num, 1, TB_MAX_SEATS, &k) != 0)
        return bad(a, _("seat number in \"%s\" must be from 1 to 8"), arg);
    slots[k - 1] = eq + 1;
    return 0;
}

int tb_args_parse(tb_args *a, int argc, char **argv, const char *allowed)
{
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            a->help = 1;
            continue;
        }
        if (strncmp(arg, "--", 2) != 0 || strcmp(arg, "--") == 0) {
            if (a->n_positional >= 4)
                return bad(a, _("unexpected argument \"%s\""), arg);
            a->positional[a->n_positional++] = arg;
            continue;
        }
        const char *flag = arg + 2;
        /* The flag must be one this verb takes: " flag " in allowed. */
        char probe[64];
        snprintf(probe, sizeof probe, " %s ", flag);
        if (strlen(flag) > 40 || !strstr(allowed, probe))
            return bad(a, _("unknown option \"%s\""), arg);
        if (strcmp(flag, "json") == 0) {
            a->json = 1;
            continue;
        }
        if (strcmp(flag, "full") == 0) {
            a->full = 1;
            continue;
        }
        if (strcmp(flag, "think-times") == 0) {
            a->think_times = 1;
            continue;
        }
        /* play's switches for undo, keeping and recording (tabletop.h). */
        int *sw = strcmp(flag, "no-undo") == 0    ? &a->no_undo
                  : strcmp(flag, "no-save") == 0  ? &a->no_save
                  : strcmp(flag, "no-stats") == 0 ? &a->no_stats
                  : strcmp(flag, "continue") == 0 ? &a->resume_newest
                  : strcmp(flag, "rotate") == 0   ? &a->rotate
                                                  : NULL;
        if (sw) {
            *sw = 1;
            continue;
        }
        if (strcmp(flag, "mpi") == 0) {
            a->mpi = 1;
            continue;
        }
        if (i + 1 >= argc)
            return bad(a, _("%s needs a value"), arg);
        const char *v = argv[++i];
        long n;
        if (strcmp(flag, "players") == 0) {
            if (parse_long(v, 1, TB_MAX_SEATS, &n) != 0)
                return bad(a, _("--players must be a number from 1 to 8, not \"%s\""), v);
            a->players = (int)n;
        } else if (strcmp(flag, "seed") == 0) {
            char *end;
            errno = 0;
            unsigned long long s = strtoull(v, &end, 10);
            if (errno || end == v || *end || v[0] == '-')
                return bad(a, _("--seed must be a non-negative whole number, not \"%s\""), v);
            a->seed = s;
            a->have_seed = 1;
        } else if (strcmp(flag, "seat") == 0) {
            if (seat_value(a, "--seat", v, a->seats) != 0)
                return -1;
        } else if (strcmp(flag, "name") == 0) {
            if (seat_value(a, "--name", v, a->names) != 0)
                return -1;
        } else if (strcmp(flag, "set") == 0) {
            if (a->n_sets >= TB_MAX_SETS)
                return bad(a, _("too many --set options%s"), "");
            if (!printable(v))
                return bad(a, _("--set takes printable UTF-8 text (no control characters)%s"), "");
            a->sets[a->n_sets++] = v;
        } else if (strcmp(flag, "games") == 0) {
            if (parse_long(v, 1, 100000000, &n) != 0)
                return bad(a, _("--games must be a number from 1 to 100000000, not \"%s\""), v);
            a->games = n;
        } else if (strcmp(flag, "jobs") == 0) {
            if (parse_long(v, 1, 256, &n) != 0)
                return bad(a, _("--jobs must be a number from 1 to 256, not \"%s\""), v);
            a->jobs = (int)n;
        } else if (strcmp(flag, "ui") == 0) {
            if (strcmp(v, "tui") != 0 && strcmp(v, "text") != 0)
                return bad(a, _("--ui must be tui or text, not \"%s\""), v);
            a->ui = v;
        } else if (strcmp(flag, "config") == 0) {
            a->config = v;
        } else if (strcmp(flag, "deck") == 0) {
            a->deck = v;
        } else if (strcmp(flag, "save") == 0) {
            a->save = v;
        } else if (strcmp(flag, "load") == 0) {
            a->load = v;
        } else if (strcmp(flag, "result-json") == 0) {
            a->result_json = v;
        } else if (strcmp(flag, "csv") == 0) {
            a->csv = v;
        } else if (strcmp(flag, "player") == 0) {
            a->player = v;
        } else if (strcmp(flag, "sweep") == 0) {
            if (a->n_sweeps >= (int)(sizeof a->sweeps / sizeof a->sweeps[0]))
                return bad(a, _("at most 8 --sweep options%s"), "");
            if (!printable(v))
                return bad(a, _("--sweep takes printable UTF-8 text (no control characters)%s"), "");
            a->sweeps[a->n_sweeps++] = v;
        } else if (strcmp(flag, "report") == 0) {
            a->report = v;
        } else if (strcmp(flag, "bot") == 0) {
            a->bot = v;
        } else if (strcmp(flag, "bots") == 0) {
            a->bots = v;
        }
    }
    return 0;
}
