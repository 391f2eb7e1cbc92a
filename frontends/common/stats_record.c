/*
 * stats_record.c — a finished game into the record (stats_db.c's database).
 *
 * One IMMEDIATE transaction per game.  When another program holds the
 * database's write lock past the wait (an open `sqlite3` shell, a backup),
 * the game is not lost: its rows wait as one JSON file in stats-pending/
 * beside the database, written atomically, and go in, oldest first, the
 * next time tabula records a game or reads the record.  A file is removed
 * only once its game is committed, so a game is in the record once, or
 * waiting, never both and never neither: the file's name goes into the
 * table taken in the game's transaction, so of two programs catching up at
 * once (both read the file), the second takes nothing.  A game played from
 * a kept save carries that save's file name (kept), and a game of a kept
 * name the record holds already is not put in again: one whose end was cut
 * short before its save moved to the history, opened again.
 */
#include <dirent.h>
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "json.h"
#include "services.h"
#include "stats_db.h"
#include "strbuf.h"
#include "tabletop.h"
#include "textfile.h"

#define PENDING_MAX 1000 /* waiting games taken in one catch-up (the rest next time) */

/* stats-pending/ beside the database.  0, or -1 (no home to put it in). */
static int pending_dir(char *out, size_t cap)
{
    if (tb_stats_path(out, cap) != 0)
        return -1;
    char *slash = strrchr(out, '/');
    size_t at = (size_t)(slash - out) + 1;
    return snprintf(out + at, cap - at, "stats-pending") >= (int)(cap - at) ? -1 : 0;
}

/* The game's rows as the database takes them. */
static json_t *row_of(const tb_match *m, const char *kept)
{
    tb_outcome o;
    tb_outcome_of(m->game, m->state, &o);
    int rank[TB_MAX_SEATS];
    uint32_t winners = tb_score_rank(&o, m->players, m->game->lowest_wins, rank);
    tb_json opts;
    tb_json_init(&opts);
    tb_options_json(m->options, &opts);
    char when[32];
    time_t now = time(NULL);
    struct tm utc;
    strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", gmtime_r(&now, &utc));
    json_t *seats = json_array();
    for (int k = 0; k < m->players; k++) {
        char kind[sizeof "bot:" + TB_SPEC_MAX]; /* "human", or "bot:" and the bot's spec */
        snprintf(kind, sizeof kind, "%s%s", m->seats[k].human ? "human" : "bot:",
                 m->seats[k].human ? "" : tb_seat_bot_name(&m->seats[k]));
        tb_strbuf rounds = {0};
        tb_strbuf_add(&rounds, "[");
        for (int r = 0; r < o.rounds; r++)
            tb_strbuf_printf(&rounds, "%s%d", r ? ", " : "", o.score[r][k]);
        tb_strbuf_add(&rounds, "]");
        json_array_append_new(seats, json_pack("{s:s, s:s, s:I, s:b, s:s}", "name",
                                               m->seats[k].name, "kind", kind, "total",
                                               (json_int_t)tb_outcome_total(&o, k), "winner",
                                               (int)(winners >> k & 1), "rounds",
                                               tb_strbuf_str(&rounds)));
        tb_strbuf_free(&rounds);
    }
    json_t *row = json_pack("{s:s, s:s, s:s, s:s, s:I, s:s, s:i, s:s, s:b, s:b, s:o}", "game",
                            m->game_name, "plugin", m->game->name, "version", m->game->version,
                            "options", tb_json_text(&opts), "seed", (json_int_t)m->seed,
                            "played_at", when, "turns", o.turns, "end", o.end ? o.end : "normal",
                            "assisted", m->undos > 0, "lowest_wins", m->game->lowest_wins != 0,
                            "seats", seats);
    json_object_set_new(row, "kept", kept ? json_string(kept) : json_null());
    tb_json_free(&opts);
    return row;
}

static const char *text_of(const json_t *row, const char *key)
{
    const char *s = json_string_value(json_object_get(row, key));
    return s ? s : "";
}

/* 1 when the statement's first row exists, 0 when there is none, -1 on an
 * error (the caller's transaction then fails: never taken for "not there"). */
static int exists(sqlite3 *db, const char *sql, const char *text)
{
    sqlite3_stmt *st = NULL;
    int rc = sqlite3_prepare_v2(db, sql, -1, &st, NULL);
    if (rc == SQLITE_OK) {
        sqlite3_bind_text(st, 1, text, -1, SQLITE_TRANSIENT);
        rc = sqlite3_step(st);
    }
    sqlite3_finalize(st);
    return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

/* 1 when the record holds row's game already (inside the caller's write
 * transaction, so no other program adds it between the question and the
 * insert): its waiting file was taken, or a game of its kept save is in.
 * Else 0, the waiting file's name noted as taken; -1 on an error. */
static int already_in(sqlite3 *db, const json_t *row, const char *waiting)
{
    const char *kept = json_string_value(json_object_get(row, "kept"));
    int in = waiting ? exists(db, "SELECT 1 FROM taken WHERE file = ?", waiting) : 0;
    if (in == 0 && kept)
        in = exists(db, "SELECT 1 FROM games WHERE kept = ?", kept);
    if (in == 0 && waiting) {
        sqlite3_stmt *t = NULL;
        int rc = sqlite3_prepare_v2(db, "INSERT INTO taken(file) VALUES(?)", -1, &t, NULL);
        if (rc == SQLITE_OK) {
            sqlite3_bind_text(t, 1, waiting, -1, SQLITE_TRANSIENT);
            rc = sqlite3_step(t);
        }
        sqlite3_finalize(t);
        in = rc == SQLITE_DONE ? 0 : -1;
    }
    return in;
}

/* One game's rows in one transaction, unless the record holds it already
 * (already_in; waiting: the stats-pending/ file it comes from, or NULL).
 * 0; 2 when it was there (nothing written); or -1 with "PATH: reason" in
 * err and *busy set when another program held the lock. */
static int insert(sqlite3 *db, const json_t *row, const char *waiting, int *busy, char *err,
                  size_t errlen)
{
    sqlite3_stmt *g = NULL, *s = NULL;
    char *msg = NULL;
    int ok = sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, &msg) == SQLITE_OK;
    *busy = !ok && (sqlite3_errcode(db) == SQLITE_BUSY || sqlite3_errcode(db) == SQLITE_LOCKED);
    int in = ok ? already_in(db, row, waiting) : 0;
    if (in == 1) {
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
        return 2;
    }
    ok = ok && in == 0;
    ok = ok && sqlite3_prepare_v2(db,
                                "INSERT INTO games(game, plugin, version, options, seed, "
                                "played_at, turns, end_how, assisted, lowest_wins, kept) "
                                "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                -1, &g, NULL) == SQLITE_OK &&
             sqlite3_prepare_v2(db,
                                "INSERT INTO seats(game_id, seat, name, kind, total, winner, "
                                "rounds) VALUES(?, ?, ?, ?, ?, ?, ?)",
                                -1, &s, NULL) == SQLITE_OK;
    if (ok) {
        static const char *const texts[] = {"game", "plugin", "version", "options"};
        for (int i = 0; i < 4; i++)
            sqlite3_bind_text(g, i + 1, text_of(row, texts[i]), -1, SQLITE_TRANSIENT);
        sqlite3_bind_int64(g, 5, (sqlite3_int64)json_integer_value(json_object_get(row, "seed")));
        sqlite3_bind_text(g, 6, text_of(row, "played_at"), -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(g, 7, (int)json_integer_value(json_object_get(row, "turns")));
        sqlite3_bind_text(g, 8, text_of(row, "end"), -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(g, 9, json_is_true(json_object_get(row, "assisted")));
        sqlite3_bind_int(g, 10, json_is_true(json_object_get(row, "lowest_wins")));
        const char *kept = json_string_value(json_object_get(row, "kept"));
        if (kept)
            sqlite3_bind_text(g, 11, kept, -1, SQLITE_TRANSIENT);
        else
            sqlite3_bind_null(g, 11);
        ok = sqlite3_step(g) == SQLITE_DONE;
    }
    sqlite3_int64 id = sqlite3_last_insert_rowid(db);
    size_t k;
    json_t *seat;
    json_array_foreach(json_object_get(row, "seats"), k, seat) {
        if (!ok)
            break;
        sqlite3_reset(s);
        sqlite3_bind_int64(s, 1, id);
        sqlite3_bind_int(s, 2, (int)k + 1);
        sqlite3_bind_text(s, 3, text_of(seat, "name"), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(s, 4, text_of(seat, "kind"), -1, SQLITE_TRANSIENT);
        sqlite3_bind_int64(s, 5, (sqlite3_int64)json_integer_value(json_object_get(seat, "total")));
        sqlite3_bind_int(s, 6, json_is_true(json_object_get(seat, "winner")));
        sqlite3_bind_text(s, 7, text_of(seat, "rounds"), -1, SQLITE_TRANSIENT);
        ok = sqlite3_step(s) == SQLITE_DONE;
    }
    if (ok)
        ok = sqlite3_exec(db, "COMMIT", NULL, NULL, &msg) == SQLITE_OK;
    if (!ok) {
        *busy |= sqlite3_errcode(db) == SQLITE_BUSY || sqlite3_errcode(db) == SQLITE_LOCKED;
        char path[1024];
        tb_stats_path(path, sizeof path);
        snprintf(err, errlen, "%s: %s", path, msg ? msg : sqlite3_errmsg(db));
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
    }
    sqlite3_free(msg);
    sqlite3_finalize(g);
    sqlite3_finalize(s);
    return ok ? 0 : -1;
}

/* The row kept in stats-pending/ for later.  0 with the file's path in
 * out, or -1 with a reason. */
static int keep_waiting(const json_t *row, char *out, size_t cap, char *err, size_t errlen)
{
    char dir[1024];
    if (pending_dir(dir, sizeof dir) != 0 || (mkdir(dir, 0700) != 0 && errno != EEXIST)) {
        snprintf(err, errlen, _("%s: cannot create: %s"), dir, strerror(errno));
        return -1;
    }
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    /* Named by the time it ended, so they go in in the order they were played. */
    snprintf(out, cap, "%s/%020lld-%09ld-%ld.json", dir, (long long)now.tv_sec, now.tv_nsec,
             (long)getpid());
    char *text = json_dumps(row, JSON_COMPACT);
    int rc = text ? tb_write_file_atomic(out, text, err, errlen) : -1;
    free(text);
    return rc;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every waiting game into db, oldest first; stops at the first that does
 * not go in because the lock is still held.  0, or -1 when it stopped so. */
static int catch_up(sqlite3 *db)
{
    char dir[1024];
    DIR *d = pending_dir(dir, sizeof dir) == 0 ? opendir(dir) : NULL;
    if (!d)
        return 0;
    char *names[PENDING_MAX];
    size_t n = 0;
    for (struct dirent *e; n < PENDING_MAX && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        /* A write still in flight is NAME.json.tmp.PID: not taken. */
        if (len > 5 && strcmp(e->d_name + len - 5, ".json") == 0)
            names[n++] = tb_xstrdup(e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, by_name);
    int stop = 0;
    for (size_t i = 0; i < n; i++) {
        char path[1400], err[512];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        json_error_t jerr;
        json_t *row = stop ? NULL : json_load_file(path, 0, &jerr);
        int busy = 0;
        int rc = row ? insert(db, row, names[i], &busy, err, sizeof err) : -1;
        if (rc == 0 || rc == 2) { /* in the record now, or another program put it there */
            unlink(path);
        } else if (busy) {
            stop = 1;
        }
        /* A file that does not parse (cut short by a full disk) stays for a person. */
        json_decref(row);
        free(names[i]);
    }
    return stop ? -1 : 0;
}

void tb_stats_catch_up(void)
{
    char dir[1024];
    struct stat st;
    if (pending_dir(dir, sizeof dir) != 0 || stat(dir, &st) != 0)
        return;
    int why;
    char err[1200];
    sqlite3 *db = tb_stats_open(1, &why, err, sizeof err);
    if (db) {
        /* A person is waiting for their record: a lock still held means
         * later, not three seconds of nothing. */
        sqlite3_busy_timeout(db, 100);
        catch_up(db);
        sqlite3_close(db);
    }
}

int tb_stats_record(const tb_match *m, const char *kept, char *err, size_t errlen)
{
    int why, busy = 0, rc = -1;
    json_t *row = row_of(m, kept);
    sqlite3 *db = tb_stats_open(1, &why, err, errlen);
    busy = why == TB_STATS_LOCKED; /* say, while an older tabula's file is upgraded */
    if (db) {
        /* Still locked for the games already waiting: this one waits too,
         * without a second wait for the same lock. */
        busy = catch_up(db) != 0;
        rc = busy ? -1 : insert(db, row, NULL, &busy, err, errlen);
        sqlite3_close(db);
    }
    if (rc != 0 && busy) {
        /* Locked past the wait: the game waits, and the warning says where. */
        char path[1400], reason[512];
        if (keep_waiting(row, path, sizeof path, reason, sizeof reason) == 0) {
            char db_path[1024];
            tb_stats_path(db_path, sizeof db_path);
            snprintf(err, errlen,
                     _("%s is locked by another program: the game waits in %s and goes into "
                       "your statistics the next time tabula records a game or shows them"),
                     db_path, path);
            rc = 1;
        }
    }
    json_decref(row);
    return rc;
}
