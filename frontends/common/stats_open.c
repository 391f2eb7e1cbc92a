/*
 * stats_open.c — the player's record, in SQLite: $XDG_DATA_HOME/tabula/stats.db
 * (default ~/.local/share/tabula/stats.db).  One row per finished game a
 * person played, one per seat.  WAL mode and one IMMEDIATE transaction per
 * game, with a busy timeout, so two games ending at the same moment in two
 * terminals both land and a killed process leaves the file whole.  The
 * schema's version is PRAGMA user_version; older files are upgraded in
 * place, step by step (migrations below); the file is marked with an
 * application_id so another program's database is refused, not changed.
 * Reading it is stats_db.c's, writing a game stats_record.c's.
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
#include "stats_db.h"
#include "tabletop.h"

#define APP_ID 0x54616231 /* "Tab1" */
#define BUSY_MS 3000 /* a game waits this long for another writer (stats_record.c) */

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
    /* 2 -> 3: each game once (stats_record.c): the files of stats-pending/
     * taken in, each with its game's rows, so two programs catching up at
     * once cannot both put one game in; and the file name of the kept save
     * a game was played from, so one whose end was cut short (its save
     * still in the saves folder) is not put in again when it is opened. */
    "CREATE TABLE taken(file TEXT PRIMARY KEY);\n"
    "ALTER TABLE games ADD COLUMN kept TEXT;\n"
    "CREATE INDEX games_by_kept ON games(kept);\n",
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
 * with "PATH: reason" in err and why in *why: TB_STATS_MISSING when there
 * is no file and create was not asked for, TB_STATS_LOCKED when another
 * program held the lock past the wait (a game to record then waits, as
 * one does for a lock in stats_record.c: an upgrade is a write too). */
sqlite3 *tb_stats_open(int create, int *why, char *err, size_t errlen)
{
    char path[1024];
    *why = TB_STATS_FAILED;
    if (tb_stats_path(path, sizeof path) != 0) {
        snprintf(err, errlen, _("neither XDG_DATA_HOME nor HOME is set to a folder"));
        return NULL;
    }
    struct stat st;
    if (stat(path, &st) != 0) {
        if (!create) {
            *why = TB_STATS_MISSING;
            snprintf(err, errlen, _("%s: no games recorded yet"), path);
            return NULL;
        }
        char dir[1024];
        snprintf(dir, sizeof dir, "%s", path);
        *strrchr(dir, '/') = '\0';
        if (tb_make_dirs(dir, err, errlen) != 0)
            return NULL;
    }
    sqlite3 *db = NULL;
    int readonly = 0; /* reading a file this process may not write */
    int app = 0, version = 0, tables = 0;
    char *msg = NULL; /* SQLite's reason, from sqlite3_exec */
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
        if (code == SQLITE_BUSY || code == SQLITE_LOCKED)
            goto sql_fail; /* a file in rollback mode, its writer committing */
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
    if (readonly && tables == 0) {
        *why = TB_STATS_MISSING;
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
    *why = 0;
    return db;
sql_fail:
    if (sqlite3_errcode(db) == SQLITE_BUSY || sqlite3_errcode(db) == SQLITE_LOCKED) {
        *why = TB_STATS_LOCKED;
        snprintf(err, errlen, _("%s is locked by another program"), path);
    } else {
        snprintf(err, errlen, _("%s: cannot set up the statistics: %s"), path,
                 msg ? msg : sqlite3_errmsg(db));
    }
    sqlite3_free(msg);
fail:
    sqlite3_close(db);
    return NULL;
}

