/*
 * stats_db.c — reading the player's record (the database stats_open.c
 * opens): `tabula stats`, the records screen and the lines a result shows
 * ("your 12th win in 30 games against greedy").  Writing a game into it is
 * stats_record.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "json.h"
#include "services.h"
#include "stats_db.h"
#include "strbuf.h"
#include "tabletop.h"

static int bind_text(sqlite3_stmt *st, int i, const char *s)
{
    return sqlite3_bind_text(st, i, s, -1, SQLITE_TRANSIENT);
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

int tb_stats_has_game(const char *game)
{
    int why;
    size_t n = 0;
    char err[1200];
    sqlite3 *db = tb_stats_open(0, &why, err, sizeof err);
    if (!db)
        return why != TB_STATS_MISSING;
    record *r = gather(db, game, NULL, &n, err, sizeof err);
    sqlite3_close(db);
    record_free(r, n);
    return !r || n > 0;
}

char *tb_stats_report(const char *game, const char *player, int json, char *err, size_t errlen)
{
    int why;
    size_t n = 0;
    record *r = NULL;
    tb_stats_catch_up(); /* games that waited for a locked database go in first */
    sqlite3 *db = tb_stats_open(0, &why, err, errlen);
    if (!db && why != TB_STATS_MISSING)
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
    int why;
    char err[512];
    sqlite3 *db = tb_stats_open(0, &why, err, sizeof err);
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
            /* Against the bot at the table, by the name the record keeps
             * (a level's, not its spec); with bots of several kinds the
             * whole record, as no one of them was the opponent. */
            const char *bot = NULL;
            int kinds = 0;
            for (int s = 0; s < m->players; s++)
                if (!m->seats[s].human && (!bot || strcmp(bot, tb_seat_bot_name(&m->seats[s])))) {
                    bot = tb_seat_bot_name(&m->seats[s]);
                    kinds++;
                }
            const against *vs = NULL;
            for (size_t i = 0; kinds == 1 && !vs && i < r->n_against; i++)
                if (strcmp(r->vs[i].bot, bot) == 0)
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
