/*
 * cmd_lobby.c — `tabula serve --lobby --table GAME[:OPTIONS] ...`: one
 * server, several tables.  The host sets the tables on the command line
 * (at most NET_MAX_TABLES); nobody creates one over the network.  OPTIONS
 * are play's, as KEY=VALUE separated by commas:
 *     --table absolute:players=4,seat=2=human,seat=3=human
 * Every human seat starts free: `tabula join HOST:PORT` lists the tables and
 * takes one, and the server hands out that seat's token then (net_lobby.c).
 * With --save DIR each table is kept in DIR/table-K.save (its taken seats'
 * tokens in DIR/table-K.save.tokens); --load DIR restarts them all.
 */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "cli.h"
#include "net.h"
#include "tabletop.h"
#include "gamefile.h"
#include "registry.h"

#define SPEC_ITEMS 32

int net_take_tables(int *argc, char **argv, const char **specs, int *n)
{
    int out = 1;
    for (int i = 1; i < *argc; i++) {
        if (strcmp(argv[i], "--") == 0) { /* the shared parser's: the rest are arguments */
            while (i < *argc)
                argv[out++] = argv[i++];
            break;
        }
        /* "--table SPEC" or, as net_take_flags takes the other flags,
         * "--table=SPEC". */
        int eq = strncmp(argv[i], "--table=", 8) == 0;
        if (!eq && strcmp(argv[i], "--table") != 0) {
            argv[out++] = argv[i];
            continue;
        }
        if (!eq && i + 1 >= *argc) {
            fprintf(stderr, _("tabula serve: --table needs a value (see tabula serve --help)\n"));
            return -1;
        }
        if (*n >= NET_MAX_TABLES) {
            fprintf(stderr, _("tabula serve: a lobby has at most %d tables\n"), NET_MAX_TABLES);
            return -1;
        }
        specs[(*n)++] = eq ? argv[i] + 8 : argv[++i];
    }
    *argc = out;
    argv[out] = NULL;
    return 0;
}

/* What a lobby's table owns besides its net_table. */
typedef struct table_own {
    tb_resolved r;
    char *spec;          /* the split --table text (the arguments point into it) */
    char verb[48];       /* "serve --table K", for the shared parser's messages */
    char save[4096];     /* DIR/table-K.save, or "" */
} table_own;

static const char *const spec_keys[] = {"players", "seat", "name", "seed",
                                        "set",     "config", "deck", NULL};

/* --table SPEC: a new match.  0, or -1 after a one-line message. */
static int table_from_spec(int id, const char *spec, table_own *own, tb_match **m)
{
    char *argv[1 + 2 * SPEC_ITEMS];
    char flags[SPEC_ITEMS][16];
    int argc = 0;
    own->spec = tb_xstrdup(spec);
    snprintf(own->verb, sizeof own->verb, "serve --table %d", id);
    char *colon = strchr(own->spec, ':');
    if (colon)
        *colon = '\0';
    argv[argc++] = own->spec;
    for (char *item = colon ? colon + 1 : NULL, *next; item; item = next) {
        next = strchr(item, ',');
        if (next)
            *next++ = '\0';
        char *eq = strchr(item, '=');
        int k = 0;
        while (eq && spec_keys[k] && (strlen(spec_keys[k]) != (size_t)(eq - item) ||
                                      strncmp(spec_keys[k], item, (size_t)(eq - item)) != 0))
            k++;
        if (!eq || !spec_keys[k] || argc + 2 > (int)(sizeof argv / sizeof *argv)) {
            fprintf(stderr, _("tabula serve: --table %d \"%s\": \"%s\" is not KEY=VALUE with KEY "
                              "players, seat, name, seed, set, config or deck\n"),
                    id, spec, item);
            return -1;
        }
        char *flag = flags[argc / 2];
        snprintf(flag, sizeof flags[0], "--%s", spec_keys[k]);
        argv[argc++] = flag;
        argv[argc++] = eq + 1;
    }
    tb_args a = {.verb = own->verb};
    if (tb_args_parse(&a, argc, argv, " players seat name seed config set deck ") != 0)
        return -1;
    if (!a.have_seed) { /* a fresh deal, as at `play` */
        a.seed = tb_fresh_seed();
        a.have_seed = 1;
    }
    if (tb_resolve(&a, own->spec, &own->r) != 0)
        return -1;
    tb_match_setup s;
    tb_setup_from_args(&a, &own->r, &s);
    char err[1024];
    *m = tb_match_new(&s, err, sizeof err);
    if (!*m) {
        fprintf(stderr, _("tabula serve: --table %d: %s\n"), id, err);
        return -1;
    }
    return 0;
}

/* DIR/table-K.save of a --load DIR: the match as it stood.  0, 1 (no such
 * file: no more tables), or -1 after the message. */
static int table_from_save(const char *path, table_own *own, tb_match **m)
{
    if (access(path, F_OK) != 0 && errno == ENOENT)
        return 1;
    tb_args a = {.verb = "serve"};
    char err[1024];
    if (tb_transcript_resume(&a, path, &own->r, m, err, sizeof err) != 0) {
        if (err[0])
            fprintf(stderr, _("tabula serve: %s\n"), err);
        tb_match_free(*m);
        *m = NULL;
        return -1;
    }
    (*m)->quit = 0;
    return 0;
}

static int free_seats(const net_table *t)
{
    int n = 0;
    for (int k = 0; k < t->m->players; k++)
        n += t->m->seats[k].human && !t->tokens.seat[k][0];
    return n;
}

int net_serve_lobby(tb_args *a, const char *const *specs, int n_specs, const char *bind_addr,
                    int port, net_server_opts *o)
{
    if (a->n_positional > 0) {
        fprintf(stderr, _("tabula serve: a lobby's games are set with --table GAME[:OPTIONS], "
                          "not \"%s\"\n"), a->positional[0]);
        return TB_EXIT_USAGE;
    }
    if (a->load && n_specs) {
        fprintf(stderr, _("tabula serve: --load DIR restarts the lobby's tables: no --table\n"));
        return TB_EXIT_USAGE;
    }
    if (!a->load && !n_specs) {
        fprintf(stderr, _("tabula serve: a lobby needs tables: --table GAME[:OPTIONS] "
                          "(see tabula serve --help)\n"));
        return TB_EXIT_USAGE;
    }
    /* Saved where --save says, else where --load read. */
    const char *dir = a->save ? a->save : a->load;
    if (a->save && mkdir(dir, 0700) != 0 && errno != EEXIST) {
        fprintf(stderr, _("tabula serve: %s: cannot make the folder (%s)\n"), dir, strerror(errno));
        return TB_EXIT_USAGE;
    }
    net_table *tables = tb_xcalloc(NET_MAX_TABLES, sizeof *tables);
    table_own *own = tb_xcalloc(NET_MAX_TABLES, sizeof *own);
    int n = 0, rc = 0;
    for (int i = 0; rc == 0 && i < (a->load ? NET_MAX_TABLES : n_specs); i++) {
        net_table *t = &tables[i];
        t->id = i + 1;
        char from[4096];
        snprintf(from, sizeof from, "%s/table-%d.save", a->load ? a->load : "", i + 1);
        if (dir)
            snprintf(own[i].save, sizeof own[i].save, "%s/table-%d.save", dir, i + 1);
        int got = a->load ? table_from_save(from, &own[i], &t->m)
                          : table_from_spec(i + 1, specs[i], &own[i], &t->m);
        if (got == 1)
            break;
        if (got != 0) {
            rc = TB_EXIT_USAGE;
            break;
        }
        n++;
        t->save = dir ? own[i].save : NULL;
        /* The game file's one line, for the lobby's list (English, as the
         * wire is). */
        if (own[i].r.entry && own[i].r.entry->file)
            t->description = own[i].r.entry->file->description;
        /* A fresh table takes no tokens from an older file of the same name:
         * its seats are free. */
        if (net_make_tokens(a, t->m, a->load ? from : NULL, a->load ? from : NULL, 0,
                            &t->tokens) != 0)
            rc = TB_EXIT_USAGE;
        char err[512];
        tb_strbuf path = {0};
        if (rc == 0 && t->save) {
            tb_strbuf_printf(&path, "%s.tokens", t->save);
            if (net_tokens_write(tb_strbuf_str(&path), &t->tokens, err, sizeof err) != 0) {
                fprintf(stderr, _("tabula serve: %s\n"), err);
                rc = TB_EXIT_USAGE;
            } else if (tb_save_match(t->m, t->save, 1, "tabula serve") != 0) {
                rc = TB_EXIT_USAGE;
            }
        }
        tb_strbuf_free(&path);
    }
    if (rc == 0 && n == 0) {
        fprintf(stderr, _("tabula serve: %s/table-1.save: cannot open\n"), a->load);
        rc = TB_EXIT_USAGE;
    }
    /* A table whose game is over is listed as over and waits for no one;
     * when all are, there is nothing to serve: their results, at once. */
    int over = 0;
    for (int i = 0; rc == 0 && i < n; i++)
        if (tb_match_over(tables[i].m)) {
            tables[i].over = tables[i].started = 1;
            tables[i].over_at = net_now();
            over++;
        }
    if (rc == 0 && n > 0 && over == n) {
        fprintf(stderr, _("tabula serve: every table in %s is over; their results:\n"), a->load);
        for (int i = 0; i < n; i++) {
            printf("table %d:\n", i + 1);
            int trc = net_print_result(tables[i].m, NULL);
            rc = trc > rc ? trc : rc;
        }
        n = -1; /* listen for no one */
    }
    char shown[80];
    int fd = rc == 0 && n > 0 ? net_listen(bind_addr, port, shown, sizeof shown) : -1;
    if (rc == 0 && n > 0 && fd < 0)
        rc = TB_EXIT_USAGE;
    if (rc == 0 && n > 0) {
        net_warn_bind(bind_addr, shown);
        printf("listening on %s\n", shown);
        for (int i = 0; i < n; i++) {
            int f = free_seats(&tables[i]);
            if (tables[i].over) {
                printf("table %d %s: %d players, over\n", i + 1, tables[i].m->game_name,
                       tables[i].m->players);
                continue;
            }
            printf("table %d %s: %d players, %d free seat%s\n", i + 1, tables[i].m->game_name,
                   tables[i].m->players, f, f == 1 ? "" : "s");
        }
        if (o->web)
            printf("web %s\n", o->web_base);
        fflush(stdout);
        if (!dir)
            fprintf(stderr, _("tabula serve: not saving (--save DIR keeps the tables for a "
                              "restart)\n"));
        o->listen_fd = fd;
        o->tables = tables;
        o->n_tables = n;
        rc = net_serve(o);
        close(fd);
    }
    for (int i = 0; i < NET_MAX_TABLES; i++) {
        net_table_free(&tables[i]);
        if (own[i].r.registry)
            tb_resolved_free(&own[i].r);
        free(own[i].spec);
    }
    free(tables);
    free(own);
    return rc;
}
