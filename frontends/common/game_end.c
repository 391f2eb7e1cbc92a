/* game_end.c — when a game is over: keep its record, retire its save. */
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "services.h"
#include "strbuf.h"
#include "tabletop.h"

/* The record's lines (malloc'd), or NULL; any warning goes into warn. */
static char *record_and_retire(const tb_match *m, const tb_play_opts *o, tb_strbuf *warn)
{
    const char *who = o->who ? o->who : "tabula play";
    tb_outcome oc;
    tb_outcome_of(m->game, m->state, &oc);
    /* A game left with quit stays in the saves, to be continued. */
    if (m->quit || !oc.over)
        return NULL;
    char err[1024];
    if (o->autosave && o->save && tb_saves_retire(o->save, err, sizeof err) != 0)
        tb_strbuf_printf(warn, _("%s: warning: %s\n"), who, err);
    /* A game is recorded once, when it ends: loading it again to look at
     * it (a finished --save file, one from history/) adds nothing;
     * one left in saves/ by a crash still moves to the history. */
    if (o->loaded_over)
        return tb_xstrdup(_("This game was over when it was loaded: it is not recorded again.\n"));
    int humans = 0;
    for (int k = 0; k < m->players; k++)
        humans += m->seats[k].human;
    if (!humans || o->no_stats)
        return NULL;
    int rc = tb_stats_record(m, err, sizeof err);
    if (rc == 1) { /* kept for later: the record's lines would not count it yet */
        tb_strbuf_printf(warn, _("%s: warning: %s\n"), who, err);
        return NULL;
    }
    if (rc != 0) {
        tb_strbuf_printf(warn, _("%s: warning: the game is not in your statistics: %s\n"), who,
                         err);
        return NULL;
    }
    return tb_stats_record_lines(m);
}

/* The warnings are returned, not printed: under curses a line on stderr
 * would scribble over the screen, so each frontend shows them its own way. */
char *tb_game_ended(const tb_match *m, const tb_play_opts *o, char **warnings)
{
    tb_strbuf warn = {0};
    char *record = record_and_retire(m, o, &warn);
    *warnings = tb_strbuf_take(&warn);
    return record ? record : tb_xstrdup("");
}
