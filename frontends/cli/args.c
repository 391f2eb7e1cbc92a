/* args.c — the options every verb shares, parsed one way for all: glibc's
 * getopt_long, so every verb takes --opt=value, --opt value, an unambiguous
 * abbreviation (--gam 10), -h, and -- to end the options, as GNU tools do.
 * Only the options a verb takes are offered to getopt_long, so an abbreviation
 * is resolved among those, and any other is an unknown option of that verb. */
#include <errno.h>
#include <stddef.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "cli.h"
#include "strbuf.h"

/* Every option a verb may take, and where it lands in tb_args: a switch
 * sets its int, a text option keeps its value (a file or a name, checked
 * where used), and a checked option's value is checked and stored by
 * take_checked.  The index + OPT_BASE is getopt_long's code; the order is
 * the one an ambiguous abbreviation's message names them in. */
enum kind { SWITCH, TEXT, CHECKED };
#define OPT(name, kind, field) {name, kind, offsetof(tb_args, field)}
static const struct {
    const char *name;
    enum kind kind;
    size_t at; /* the field: an int (SWITCH), a const char * (TEXT) */
} options[] = {
    OPT("json", SWITCH, json),
    OPT("full", SWITCH, full),
    OPT("think-times", SWITCH, think_times),
    /* play's switches for undo, keeping and recording (tabletop.h) */
    OPT("no-undo", SWITCH, no_undo),
    OPT("no-save", SWITCH, no_save),
    OPT("no-stats", SWITCH, no_stats),
    OPT("continue", SWITCH, resume_newest),
    OPT("mpi", SWITCH, mpi),
    OPT("players", CHECKED, players),
    OPT("seed", CHECKED, seed),
    OPT("seat", CHECKED, seats),
    OPT("name", CHECKED, names),
    OPT("set", CHECKED, sets),
    OPT("games", CHECKED, games),
    OPT("jobs", CHECKED, jobs),
    OPT("ui", CHECKED, ui),
    OPT("config", TEXT, config),
    OPT("deck", TEXT, deck),
    OPT("save", TEXT, save),
    OPT("load", TEXT, load),
    OPT("result-json", TEXT, result_json),
    OPT("csv", TEXT, csv),
    OPT("player", TEXT, player),
    OPT("sweep", CHECKED, sweeps),
    OPT("report", TEXT, report),
    OPT("bot", TEXT, bot),
    OPT("bots", TEXT, bots),
    OPT("rotate", SWITCH, rotate),
    /* The lists shell completion asks for (frontends/cli/tabula.bash). */
    OPT("names", SWITCH, names_only),
    OPT("bot-names", SWITCH, bot_names),
    OPT("option-keys", SWITCH, option_keys),
};
#undef OPT
#define N_OPTIONS (sizeof options / sizeof options[0])
#define OPT_BASE 256 /* above every short option's character */

__attribute__((format(printf, 2, 3))) static int bad(const tb_args *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "tabula %s: ", a->verb);
    vfprintf(stderr, fmt, ap);
    /* The verb's own help: "serve --table 1" (a lobby's table) is serve's. */
    char verb[32];
    snprintf(verb, sizeof verb, "%.*s", (int)strcspn(a->verb, " "), a->verb);
    fprintf(stderr, _(" (see tabula %s --help)\n"), verb);
    va_end(ap);
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
    unsigned long cp;
    return tb_first_unprintable(text, strlen(text), &cp) == NULL;
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
    if (parse_long(num, 1, INT_MAX, &k) != 0)
        return bad(a, _("seat number in \"%s\" must be a whole number from 1"), arg);
    if (k > TB_MAX_SEATS) { /* no game has it: refused once the game is known (tb_resolve) */
        a->seat_past = a->seat_past ? a->seat_past : (int)k;
        return 0;
    }
    slots[k - 1] = eq + 1;
    return 0;
}

/* A CHECKED option with its value V.  0, or -1 after the message. */
static int take_checked(tb_args *a, const char *flag, const char *v)
{
    long n;
    if (strcmp(flag, "players") == 0) {
        if (parse_long(v, 1, INT_MAX, &n) != 0)
            return bad(a, _("--players must be a whole number from 1, not \"%s\""), v);
        if (n > TB_MAX_SEATS) /* no game has so many: refused with the game's own range */
            a->players_past = (int)n;
        else
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
        return seat_value(a, "--seat", v, a->seats);
    } else if (strcmp(flag, "name") == 0) {
        return seat_value(a, "--name", v, a->names);
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
    } else if (strcmp(flag, "sweep") == 0) {
        if (a->n_sweeps >= (int)(sizeof a->sweeps / sizeof a->sweeps[0]))
            return bad(a, _("at most 8 --sweep options%s"), "");
        if (!printable(v))
            return bad(a, _("--sweep takes printable UTF-8 text (no control characters)%s"), "");
        a->sweeps[a->n_sweeps++] = v;
    }
    return 0;
}

static int positional(tb_args *a, const char *arg)
{
    if (a->n_positional >= 4)
        return bad(a, _("unexpected argument \"%s\""), arg);
    a->positional[a->n_positional++] = arg;
    return 0;
}

/* ARG ("--se" or "--se=1"), which getopt_long refused as unknown or
 * ambiguous: the message for it, naming the options it could mean. */
static int not_an_option(tb_args *a, const char *arg, const struct option *lo)
{
    size_t len = strcspn(arg + 2, "="), shown = len ? len + 2 : strlen(arg);
    char name[256]; /* "--frob" of "--frob=1"; all of "--=1" */
    snprintf(name, sizeof name, "%.*s", (int)(shown < sizeof name ? shown : sizeof name - 1), arg);
    tb_strbuf could = {0};
    for (int i = 0; len && lo[i].name; i++)
        if (strncmp(lo[i].name, arg + 2, len) == 0)
            tb_strbuf_printf(&could, "%s--%s", could.len ? ", " : "", lo[i].name);
    int rc = could.len ? bad(a, _("option \"%s\" is ambiguous: %s"), name, tb_strbuf_str(&could))
                       : bad(a, _("unknown option \"%s\""), name);
    tb_strbuf_free(&could);
    return rc;
}

/* V[1..ARGC) are the arguments after the verb (V[0] stands for the program's
 * name).  The optstring's "-" returns the arguments that are not options in
 * order (code 1), so nothing is permuted; its ":" tells a missing value (':')
 * from an unknown option ('?'). */
static int scan(tb_args *a, int argc, char **v, const struct option *lo)
{
    int base = 0, mid = 0; /* mid: within a cluster of short options ("-hx") */
    opterr = 0;
    optind = 0; /* 0, not 1: glibc starts afresh, as a verb may parse twice */
    for (;;) {
        int at = optind ? optind : 1; /* the argument getopt_long looks at */
        int c = getopt_long(argc - base, v + base, "-:h", lo, NULL);
        if (c == -1)
            break;
        if (c == 1) {
            if (positional(a, optarg) != 0)
                return -1;
        } else if (c == 'h') {
            a->help = 1;
        } else if (c >= OPT_BASE) {
            int i = c - OPT_BASE;
            char *field = (char *)a + options[i].at;
            if (options[i].kind == SWITCH)
                *(int *)field = 1;
            else if (options[i].kind == TEXT)
                *(const char **)field = optarg;
            else if (take_checked(a, options[i].name, optarg) != 0)
                return -1;
        } else if (c == ':' || optopt >= OPT_BASE || optopt == 'h') {
            /* A value missing (--seed at the end), or given to a switch
             * (--json=1); named in full, as an abbreviation stands for it. */
            char flag[64];
            snprintf(flag, sizeof flag, "--%s",
                     optopt == 'h' ? "help" : options[optopt - OPT_BASE].name);
            return bad(a, c == ':' ? _("%s needs a value") : _("%s takes no value"), flag);
        } else if (optopt) {
            /* An unknown short option.  An argument that starts with one
             * ("-8o +5s", Absolute's card text) is an argument as before,
             * and the scan goes on after it; inside "-hx" it is refused. */
            char name[3] = {'-', (char)optopt, '\0'};
            if (mid)
                return bad(a, _("unknown option \"%s\""), name);
            if (positional(a, v[base + at]) != 0)
                return -1;
            base += at;
            optind = 0;
        } else {
            return not_an_option(a, v[base + optind - 1], lo);
        }
        mid = c == 'h' && optind == at;
    }
    for (int i = base + optind; i < argc; i++) /* after "--" */
        if (positional(a, v[i]) != 0)
            return -1;
    return 0;
}

int tb_args_parse(tb_args *a, int argc, char **argv, const char *allowed)
{
    /* getopt_long's table: the options this verb takes, then --help. */
    struct option lo[N_OPTIONS + 2];
    int n = 0;
    for (size_t i = 0; i < N_OPTIONS; i++) {
        char probe[64];
        snprintf(probe, sizeof probe, " %s ", options[i].name);
        if (strstr(allowed, probe))
            lo[n++] = (struct option){options[i].name,
                                      options[i].kind == SWITCH ? no_argument : required_argument, NULL,
                                      OPT_BASE + (int)i};
    }
    lo[n++] = (struct option){"help", no_argument, NULL, 'h'};
    lo[n] = (struct option){0};
    /* A copy with the verb in the program's place: getopt_long's argv is
     * its own to permute, and the caller's stays as it was. */
    char **v = malloc(((size_t)argc + 2) * sizeof *v);
    if (!v)
        return bad(a, "%s", strerror(ENOMEM));
    v[0] = (char *)a->verb;
    memcpy(v + 1, argv, (size_t)argc * sizeof *v);
    v[argc + 1] = NULL;
    int rc = scan(a, argc + 1, v, lo);
    free(v);
    return rc;
}
