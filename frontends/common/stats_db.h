/*
 * stats_db.h — what the record's files share: stats_open.c opens the
 * database, stats_db.c reads it, stats_record.c writes a game into it.
 */
#ifndef TB_STATS_DB_H
#define TB_STATS_DB_H

#include <sqlite3.h>
#include <stddef.h>

/* Why tb_stats_open gave no database, beyond the reason in err. */
enum { TB_STATS_FAILED = 1, /* a damaged, foreign or newer file, or no home */
       TB_STATS_MISSING,    /* no file, and create was not asked for */
       TB_STATS_LOCKED };   /* another program held the lock past the wait */

/* stats_open.c: the record, opened (created with create set) and upgraded to this
 * tabula's schema; NULL with "PATH: reason" in err and a TB_STATS_ reason in
 * *why (0 when a database is returned). */
sqlite3 *tb_stats_open(int create, int *why, char *err, size_t errlen);
/* stats_record.c: games kept waiting because the database was locked go
 * into it now, if it can be written; quietly left for later if not. */
void tb_stats_catch_up(void);

#endif
