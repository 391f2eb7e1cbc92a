/*
 * stats_db.c — the player's record, in SQLite: $XDG_DATA_HOME/tabula/stats.db
 * (default ~/.local/share/tabula/stats.db).  One row per finished game a
 * person played, one per seat.  WAL mode and one IMMEDIATE transaction per
 * game, with a busy timeout, so two games ending at the same moment in two
 * terminals both land and a killed process leaves the file whole.  The
 * schema's version is PRAGMA user_version; older files are upgraded in
 * place, step by step (migrations below); the file is marked with an
 * application_id so another program's database is refused, not changed.
 */
#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "json.h"
#include "services.h"
#include "strbuf.h"
#include "tabletop.h"

#define APP_ID 0x54616231 /* "Tab1" */
#define BUSY_MS 10000

/* migrations[v] takes a file at schema v to v + 1. */
static const char *const migrations[] = {
    /* 0 -> 1: the first schema. */
    "CREATE TABLE games(\n"
    "  id INTEGER PRIMARY KEY,\n"
    "  game TEXT NOT NULL, plugin TEXT NOT NULL, version TEXT NOT NULL,\n"
    "  options TEXT NOT NULL,   -- the options as a JSON object\n"
    "  seed INTEGER NOT NULL,\n"
    "  played_at TEXT NOT NULL, -- UTC, ISO 8601\n"
    "  turns INTEGER NOT NULL, end_how TEXT NOT NULL,\n"
    "  assisted INTEGER NOT NULL);\n"
    "CREATE TABLE seats(\n"
    "  game_id INTEGER NOT NULL REFERENCES games(id),\n"
    "  seat INTEGER NOT NULL, name TEXT NOT NULL,\n"
    "  kind TEXT NOT NULL,      -- human, or bot:NAME\n"
    "  total INTEGER NOT NULL, winner INTEGER NOT NULL,\n"
    "  PRIMARY KEY(game_id, seat));\n",
    /* 1 -> 2: which way the game is won (for best and worst totals), the
     * round scores, an index by player.  Old games learn which way they
     * were won from their own rows: a winner below a loser means lowest wins. */
    "ALTER TABLE games ADD COLUMN lowest_wins INTEGER NOT NULL DEFAULT 0;\n"
    "ALTER TABLE seats ADD COLUMN rounds TEXT NOT NULL DEFAULT '[]';\n"
    "UPDATE games SET lowest_wins = EXISTS(SELECT 1 FROM seats w JOIN seats l\n"
    "  ON l.game_id = w.game_id WHERE w.game_id = games.id AND w.winner AND NOT l.winner\n"
    "  AND w.total < l.total);\n"
    "CREATE INDEX seats_by_name ON seats(name, kind);\n",
};
#define SCHEMA_VERSION ((int)(sizeof migrations / sizeof migrations[0]))

int tb_stats_path(char *out, size_t cap)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(out, cap, "%s/tabula/stats.db", xdg);
    else if (home && home[0] == '/')
        n = snprintf(out, cap, "%s/.local/share/tabula/stats.db", home);
    else
        return -1;
    return n < 0 || (size_t)n >= cap ? -1 : 0;
}

static int int_pragma(sqlite3 *db, const char *sql, int *out)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        return -1;
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *out = sqlite3_column_int(st, 0);
    sqlite3_finalize(st);
    return rc == SQLITE_ROW ? 0 : -1;
}

/* "file:PATH?mode=ro" (with "&immutable=1" when immutable is set) for
 * sqlite3_open_v2 with SQLITE_OPEN_URI: "%", "?" and "#" in the path escaped. */
static void readonly_uri(const char *path, int immutable, char *out, size_t cap)
{
    tb_strbuf b = {0};
    tb_strbuf_add(&b, "file:");
    for (const char *p = path; *p; p++) {
        if (*p == '%' || *p == '?' || *p == '#')
            tb_strbuf_printf(&b, "%%%02X", (unsigned char)*p);
        else
            tb_strbuf_addn(&b, p, 1);
    }
    tb_strbuf_add(&b, immutable ? "?mode=ro&immutable=1" : "?mode=ro");
    snprintf(out, cap, "%s", tb_strbuf_str(&b));
    tb_strbuf_free(&b);
}

/* Open (create when create is set) and bring to the current schema.  NULL
 * with "PATH: reason" in err; *missing set when there is no file and
 * create was not asked for. */
static sqlite3 *open_db(int create, int *missing, char *err, size_t errlen)
{
    char path[1024];
    *missing = 0;
    if (tb_stats_path(path, sizeof path) != 0) {
        snprintf(err, errlen, _("neither XDG_DATA_HOME nor HOME is set to a folder"));
        return NULL;
    }
    struct stat st;
    if (stat(path, &st) != 0) {
        if (!create) {
            *missing = 1;
            snprintf(err, errlen, _("%s: no games recorded yet"), path);
            return NULL;
        }
        /* mkdir -p of the folder. */
        char dir[1024];
        snprintf(dir, sizeof dir, "%s", path);
        *strrchr(dir, '/') = '\0';
        for (char *p = dir + 1;; p++) {
            if (*p && *p != '/')
                continue;
            char c = *p;
            *p = '\0';
            if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
                snprintf(err, errlen, _("%s: cannot create: %s"), dir, strerror(errno));
                return NULL;
            }
            *p = c;
            if (!c)
                break;
        }
    }
    sqlite3 *db = NULL;
    int readonly = 0; /* reading a file this process may not write */
    int app = 0, version = 0, tables = 0;
    for (int attempt = 0;; attempt++) {
        int flags = attempt == 0 ? SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
                                 : SQLITE_OPEN_READONLY | SQLITE_OPEN_URI;
        char uri[3200];
        if (attempt > 0)
            readonly_uri(path, attempt == 2, uri, sizeof uri);
        if (sqlite3_open_v2(attempt ? uri : path, &db, flags, NULL) != SQLITE_OK) {
            snprintf(err, errlen, "%s: cannot open: %s", path,
                     db ? sqlite3_errmsg(db) : "no memory");
            sqlite3_close(db);
            return NULL;
        }
        sqlite3_busy_timeout(db, BUSY_MS);
        /* The first read is where a damaged or foreign file shows. */
        if (int_pragma(db, "PRAGMA application_id", &app) == 0 &&
            int_pragma(db, "PRAGMA user_version", &version) == 0 &&
            int_pragma(db, "SELECT count(*) FROM sqlite_master", &tables) == 0)
            break;
        /* A good file in a folder this process may not write (WAL reads
         * need a -shm file beside it): read it read-only, then as a file
         * nothing writes (immutable); a game to record says so. */
        int code = sqlite3_errcode(db);
        if (code == SQLITE_READONLY || code == SQLITE_CANTOPEN || code == SQLITE_PERM) {
            if (create) {
                snprintf(err, errlen, _("%s: cannot be written (is it or its folder read-only?): "
                                        "%s"), path, sqlite3_errmsg(db));
                goto fail;
            }
            if (attempt < 2) {
                sqlite3_close(db);
                db = NULL;
                readonly = 1;
                continue;
            }
        }
        snprintf(err, errlen, _("%s: not a tabula statistics database: %s"), path,
                 sqlite3_errmsg(db));
        goto fail;
    }
    if (app != APP_ID && (app != 0 || tables != 0)) {
        snprintf(err, errlen, _("%s: not a tabula statistics database (another program's file)"),
                 path);
        goto fail;
    }
    if (version > SCHEMA_VERSION) {
        snprintf(err, errlen, _("%s: made by a newer tabula (schema %d; this one knows up to %d)"),
                 path, version, SCHEMA_VERSION);
        goto fail;
    }
    char *msg = NULL;
    if (readonly && tables == 0) {
        *missing = 1;
        snprintf(err, errlen, _("%s: no games recorded yet"), path);
        goto fail;
    }
    if (readonly && version < SCHEMA_VERSION) {
        snprintf(err, errlen, _("%s: made by an older tabula (schema %d), and it cannot be "
                                "upgraded here: it or its folder is read-only"), path, version);
        goto fail;
    }
    /* WAL lets readers go on while a game is written; it stays set in the file. */
    if (!readonly)
        sqlite3_exec(db, "PRAGMA journal_mode=WAL", NULL, NULL, NULL);
    if (version < SCHEMA_VERSION) {
        /* Upgrade under one write lock; another process may have done it meanwhile. */
        if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, &msg) != SQLITE_OK ||
            int_pragma(db, "PRAGMA user_version", &version) != 0)
            goto sql_fail;
        for (; version < SCHEMA_VERSION; version++)
            if (sqlite3_exec(db, migrations[version], NULL, NULL, &msg) != SQLITE_OK)
                goto sql_fail;
        char set[128];
        snprintf(set, sizeof set, "PRAGMA user_version=%d; PRAGMA application_id=%d; COMMIT",
                 SCHEMA_VERSION, APP_ID);
        if (sqlite3_exec(db, set, NULL, NULL, &msg) != SQLITE_OK)
            goto sql_fail;
    }
    return db;
sql_fail:
    snprintf(err, errlen, _("%s: cannot set up the statistics: %s"), path,
             msg ? msg : sqlite3_errmsg(db));
    sqlite3_free(msg);
fail:
    sqlite3_close(db);
    return NULL;
}

static int bind_text(sqlite3_stmt *st, int i, const char *s)
{
    return sqlite3_bind_text(st, i, s, -1, SQLITE_TRANSIENT);
}

int tb_stats_record(const tb_match *m, char *err, size_t errlen)
{
    int missing;
    sqlite3 *db = open_db(1, &missing, err, errlen);
    if (!db)
        return -1;
    tb_outcome o;
    tb_outcome_of(m->game, m->state, &o);
    int rank[TB_MAX_SEATS];
    uint32_t winners = tb_score_rank(&o, m->players, m->game->lowest_wins, rank);
    tb_json opts;
    tb_json_init(&opts);
    tb_options_json(m->options, &opts);
    sqlite3_stmt *g = NULL, *s = NULL;
    char *msg = NULL;
    int ok = sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, &msg) == SQLITE_OK &&
             sqlite3_prepare_v2(db,
                                "INSERT INTO games(game, plugin, version, options, seed, "
                                "played_at, turns, end_how, assisted, lowest_wins) VALUES(?, ?, "
                                "?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), ?, ?, ?, ?)",
                                -1, &g, NULL) == SQLITE_OK &&
             sqlite3_prepare_v2(db,
                                "INSERT INTO seats(game_id, seat, name, kind, total, winner, "
                                "rounds) VALUES(?, ?, ?, ?, ?, ?, ?)",
                                -1, &s, NULL) == SQLITE_OK;
    if (ok) {
        bind_text(g, 1, m->game_name);
        bind_text(g, 2, m->game->name);
        bind_text(g, 3, m->game->version);
        bind_text(g, 4, tb_json_text(&opts));
        sqlite3_bind_int64(g, 5, (sqlite3_int64)m->seed);
        sqlite3_bind_int(g, 6, o.turns);
        bind_text(g, 7, o.end ? o.end : "normal");
        sqlite3_bind_int(g, 8, m->undos > 0);
        sqlite3_bind_int(g, 9, m->game->lowest_wins != 0);
        ok = sqlite3_step(g) == SQLITE_DONE;
    }
    sqlite3_int64 id = sqlite3_last_insert_rowid(db);
    for (int k = 0; ok && k < m->players; k++) {
        char kind[sizeof "bot:" + TB_SPEC_MAX]; /* "human", or "bot:" and the bot's spec */
        snprintf(kind, sizeof kind, "%s%s", m->seats[k].human ? "human" : "bot:",
                 m->seats[k].human ? "" : m->seats[k].bot);
        tb_strbuf rounds = {0};
        tb_strbuf_add(&rounds, "[");
        for (int r = 0; r < o.rounds; r++)
            tb_strbuf_printf(&rounds, "%s%d", r ? ", " : "", o.score[r][k]);
        tb_strbuf_add(&rounds, "]");
        sqlite3_reset(s);
        sqlite3_bind_int64(s, 1, id);
        sqlite3_bind_int(s, 2, k + 1);
        bind_text(s, 3, m->seats[k].name);
        bind_text(s, 4, kind);
        sqlite3_bind_int64(s, 5, tb_outcome_total(&o, k));
        sqlite3_bind_int(s, 6, (int)(winners >> k & 1));
        bind_text(s, 7, tb_strbuf_str(&rounds));
        ok = sqlite3_step(s) == SQLITE_DONE;
        tb_strbuf_free(&rounds);
    }
    if (ok)
        ok = sqlite3_exec(db, "COMMIT", NULL, NULL, &msg) == SQLITE_OK;
    if (!ok) {
        char path[1024];
        tb_stats_path(path, sizeof path);
        snprintf(err, errlen, "%s: %s", path, msg ? msg : sqlite3_errmsg(db));
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
    }
    sqlite3_free(msg);
    sqlite3_finalize(g);
    sqlite3_finalize(s);
    tb_json_free(&opts);
    sqlite3_close(db);
    return ok ? 0 : -1;
}

/* ---- reading the record ---- */

typedef struct against {
    char bot[TB_NAME_MAX + 8];
    long games, wins;
} against;

typedef struct record {
    char game[128], player[TB_NAME_MAX];
    long played, won, assisted, best, worst, cur_streak, long_streak;
    double sum;
    size_t n_against;
    against *vs;
} record;

static void record_free(record *r, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(r[i].vs);
    free(r);
}

static const char *col(sqlite3_stmt *st, int i)
{
    const unsigned char *t = sqlite3_column_text(st, i);
    return t ? (const char *)t : "";
}

/* Every (game, player) with their figures, in name order.  NULL on error. */
static record *gather(sqlite3 *db, const char *game, const char *player, size_t *n, char *err,
                      size_t errlen)
{
    *n = 0;
    sqlite3_stmt *st = NULL, *vs = NULL;
    record *r = NULL;
    int rc = sqlite3_prepare_v2(
        db,
        "SELECT g.game, s.name, s.total, s.winner, g.lowest_wins, g.assisted FROM seats s "
        "JOIN games g ON g.id = s.game_id WHERE s.kind = 'human' AND (?1 IS NULL OR g.game = ?1) "
        "AND (?2 IS NULL OR s.name = ?2) ORDER BY g.game, s.name, g.id",
        -1, &st, NULL);
    if (rc == SQLITE_OK)
        rc = sqlite3_prepare_v2(
            db,
            "SELECT kind, count(*), sum(won) FROM (SELECT DISTINCT g.id, b.kind AS kind, "
            "s.winner AS won FROM seats s JOIN games g ON g.id = s.game_id JOIN seats b ON "
            "b.game_id = g.id AND b.kind LIKE 'bot:%' WHERE s.kind = 'human' AND g.game = ?1 "
            "AND s.name = ?2) GROUP BY kind ORDER BY kind",
            -1, &vs, NULL);
    if (rc == SQLITE_OK) {
        if (game)
            bind_text(st, 1, game);
        if (player)
            bind_text(st, 2, player);
    }
    while (rc == SQLITE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        record *cur = *n ? &r[*n - 1] : NULL;
        if (!cur || strcmp(cur->game, col(st, 0)) != 0 || strcmp(cur->player, col(st, 1)) != 0) {
            r = tb_xrealloc(r, (*n + 1) * sizeof *r);
            cur = &r[(*n)++];
            memset(cur, 0, sizeof *cur);
            snprintf(cur->game, sizeof cur->game, "%s", col(st, 0));
            snprintf(cur->player, sizeof cur->player, "%s", col(st, 1));
        }
        long total = (long)sqlite3_column_int64(st, 2);
        int won = sqlite3_column_int(st, 3), low = sqlite3_column_int(st, 4);
        if (!cur->played || (low ? total < cur->best : total > cur->best))
            cur->best = total;
        if (!cur->played || (low ? total > cur->worst : total < cur->worst))
            cur->worst = total;
        cur->played++;
        cur->won += won;
        cur->assisted += sqlite3_column_int(st, 5);
        cur->sum += (double)total;
        cur->cur_streak = won ? cur->cur_streak + 1 : 0;
        if (cur->cur_streak > cur->long_streak)
            cur->long_streak = cur->cur_streak;
        rc = SQLITE_OK;
    }
    if (rc == SQLITE_DONE)
        rc = SQLITE_OK;
    for (size_t i = 0; rc == SQLITE_OK && i < *n; i++) {
        sqlite3_reset(vs);
        bind_text(vs, 1, r[i].game);
        bind_text(vs, 2, r[i].player);
        while ((rc = sqlite3_step(vs)) == SQLITE_ROW) {
            r[i].vs = tb_xrealloc(r[i].vs, (r[i].n_against + 1) * sizeof *r[i].vs);
            against *a = &r[i].vs[r[i].n_against++];
            snprintf(a->bot, sizeof a->bot, "%s", col(vs, 0) + 4);
            a->games = (long)sqlite3_column_int64(vs, 1);
            a->wins = (long)sqlite3_column_int64(vs, 2);
        }
        rc = rc == SQLITE_DONE ? SQLITE_OK : rc;
    }
    if (rc != SQLITE_OK) {
        char path[1024];
        tb_stats_path(path, sizeof path);
        snprintf(err, errlen, "%s: cannot read the statistics: %s", path, sqlite3_errmsg(db));
        record_free(r, *n);
        r = NULL;
        *n = 0;
    } else if (!r) {
        r = tb_xcalloc(1, sizeof *r);
    }
    sqlite3_finalize(st);
    sqlite3_finalize(vs);
    return r;
}

static void report_text(tb_strbuf *b, const record *r, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const record *x = &r[i];
        tb_strbuf_printf(b, "%s%s, %s\n", i ? "\n" : "", x->player, x->game);
        tb_strbuf_printf(b, _("  played %ld, won %ld (%.1f%%)"), x->played, x->won,
                         100.0 * (double)x->won / (double)x->played);
        if (x->assisted)
            tb_strbuf_printf(b, _(", %ld with undo"), x->assisted);
        tb_strbuf_printf(b, _("\n  totals: best %ld, worst %ld, mean %.1f\n"), x->best, x->worst,
                         x->sum / (double)x->played);
        tb_strbuf_printf(b, _("  winning streak: current %ld, longest %ld\n"), x->cur_streak,
                         x->long_streak);
        for (size_t k = 0; k < x->n_against; k++)
            tb_strbuf_printf(b, _("  against %s: won %ld of %ld\n"), x->vs[k].bot, x->vs[k].wins,
                             x->vs[k].games);
    }
}

static void report_json(tb_json *j, const record *r, size_t n)
{
    tb_json_open(j, '{');
    tb_json_key(j, "records");
    tb_json_open(j, '[');
    for (size_t i = 0; i < n; i++) {
        const record *x = &r[i];
        tb_json_open(j, '{');
        tb_json_key(j, "game");
        tb_json_str(j, x->game);
        tb_json_key(j, "player");
        tb_json_str(j, x->player);
        tb_json_key(j, "played");
        tb_json_int(j, x->played);
        tb_json_key(j, "won");
        tb_json_int(j, x->won);
        tb_json_key(j, "win_rate");
        tb_json_double(j, (double)x->won / (double)x->played);
        tb_json_key(j, "assisted");
        tb_json_int(j, x->assisted);
        tb_json_key(j, "best");
        tb_json_int(j, x->best);
        tb_json_key(j, "worst");
        tb_json_int(j, x->worst);
        tb_json_key(j, "mean");
        tb_json_double(j, x->sum / (double)x->played);
        tb_json_key(j, "current_streak");
        tb_json_int(j, x->cur_streak);
        tb_json_key(j, "longest_streak");
        tb_json_int(j, x->long_streak);
        tb_json_key(j, "against");
        tb_json_open(j, '[');
        for (size_t k = 0; k < x->n_against; k++) {
            tb_json_open(j, '{');
            tb_json_key(j, "bot");
            tb_json_str(j, x->vs[k].bot);
            tb_json_key(j, "games");
            tb_json_int(j, x->vs[k].games);
            tb_json_key(j, "wins");
            tb_json_int(j, x->vs[k].wins);
            tb_json_close(j);
        }
        tb_json_close(j);
        tb_json_close(j);
    }
    tb_json_close(j);
    tb_json_close(j);
}

char *tb_stats_report(const char *game, const char *player, int json, char *err, size_t errlen)
{
    int missing;
    size_t n = 0;
    record *r = NULL;
    sqlite3 *db = open_db(0, &missing, err, errlen);
    if (!db && !missing)
        return NULL;
    if (db) {
        r = gather(db, game, player, &n, err, errlen);
        sqlite3_close(db);
        if (!r)
            return NULL;
    }
    char *out;
    if (json) {
        tb_json j;
        tb_json_init(&j);
        report_json(&j, r, n);
        tb_strbuf_add(&j.out, "\n");
        out = tb_strbuf_take(&j.out);
        tb_json_free(&j);
    } else {
        tb_strbuf b = {0};
        /* Nothing to show: say what was looked for, so a filter that
         * matches nothing is not read as an empty record. */
        if (n)
            report_text(&b, r, n);
        else if (game && player)
            tb_strbuf_printf(&b, _("No games of %s recorded for %s.\n"), game, player);
        else if (game)
            tb_strbuf_printf(&b, _("No games of %s recorded yet.\n"), game);
        else if (player)
            tb_strbuf_printf(&b, _("No games recorded for %s.\n"), player);
        else
            tb_strbuf_add(&b, _("No games recorded yet.\n"));
        out = tb_strbuf_take(&b);
    }
    record_free(r, n);
    return out;
}

/* "st" of "1st": a suffix per language (C_ "ordinal suffix"). */
static const char *ordinal(long n)
{
    long t = n % 100;
    if (t >= 11 && t <= 13)
        return C_("ordinal suffix", "th");
    return n % 10 == 1   ? C_("ordinal suffix", "st")
           : n % 10 == 2 ? C_("ordinal suffix", "nd")
           : n % 10 == 3 ? C_("ordinal suffix", "rd")
                         : C_("ordinal suffix", "th");
}

/* The lines under a result: the player's record in this game, whole
 * sentences for the translators (one player, or a name when several). */
static void record_lines(tb_strbuf *b, const char *who, int win, long wins, long games,
                         const char *game, const char *with, const record *r)
{
    if (win && !who)
        tb_strbuf_printf(b, NG_("Your %ld%s win in %ld game of %s%s.\n",
                                "Your %ld%s win in %ld games of %s%s.\n", games),
                         wins, ordinal(wins), games, game, with);
    else if (win)
        tb_strbuf_printf(b, NG_("%s: the %ld%s win in %ld game of %s%s.\n",
                                "%s: the %ld%s win in %ld games of %s%s.\n", games),
                         who, wins, ordinal(wins), games, game, with);
    else {
        if (who)
            tb_strbuf_printf(b, NG_("%s's record: %ld win", "%s's record: %ld wins", wins), who,
                             wins);
        else
            tb_strbuf_printf(b, NG_("Your record: %ld win", "Your record: %ld wins", wins), wins);
        tb_strbuf_printf(b, NG_(" in %ld game of %s%s.\n", " in %ld games of %s%s.\n", games),
                         games, game, with);
    }
    if (who)
        tb_strbuf_printf(b, _("%s: best total %ld, winning streak %ld (longest %ld).\n"), who,
                         r->best, r->cur_streak, r->long_streak);
    else
        tb_strbuf_printf(b, _("Best total %ld, winning streak %ld (longest %ld).\n"), r->best,
                         r->cur_streak, r->long_streak);
}

char *tb_stats_record_lines(const tb_match *m)
{
    int missing;
    char err[512];
    sqlite3 *db = open_db(0, &missing, err, sizeof err);
    if (!db)
        return NULL;
    int humans = 0;
    for (int k = 0; k < m->players; k++)
        humans += m->seats[k].human;
    tb_strbuf b = {0};
    for (int k = 0; k < m->players; k++) {
        if (!m->seats[k].human)
            continue;
        size_t n;
        record *r = gather(db, m->game_name, m->seats[k].name, &n, err, sizeof err);
        if (!r)
            break;
        if (n == 1) {
            /* The bot at the table (the first, when there are several kinds). */
            const against *vs = NULL;
            for (int s = 0; !vs && s < m->players; s++)
                for (size_t i = 0; !m->seats[s].human && i < r->n_against; i++)
                    if (strcmp(r->vs[i].bot, m->seats[s].bot) == 0)
                        vs = &r->vs[i];
            long wins = vs ? vs->wins : r->won, games = vs ? vs->games : r->played;
            char with[64] = "";
            if (vs)
                snprintf(with, sizeof with, _(" against %s"), vs->bot);
            tb_outcome o;
            tb_outcome_of(m->game, m->state, &o);
            int rank[TB_MAX_SEATS];
            uint32_t win = tb_score_rank(&o, m->players, m->game->lowest_wins, rank) >> k & 1;
            record_lines(&b, humans > 1 ? m->seats[k].name : NULL, (int)win, wins, games,
                         m->game_name, with, r);
        }
        record_free(r, n);
    }
    sqlite3_close(db);
    char *s = tb_strbuf_take(&b);
    return s ? s : tb_xstrdup("");
}
