/* game_end.c — when a game is over: keep its record, retire its save. */
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "services.h"
#include "tabletop.h"

char *tb_game_ended(const tb_match *m, const tb_play_opts *o, FILE *warn)
{
    tb_outcome oc;
    memset(&oc, 0, sizeof oc);
    m->game->outcome(m->state, &oc);
    /* A game left with quit stays in the saves, to be continued. */
    if (m->quit || !oc.over)
        return tb_xstrdup("");
    char err[1024];
    if (o->autosave && o->save && tb_saves_retire(o->save, err, sizeof err) != 0)
        fprintf(warn, _("tabula play: warning: %s\n"), err);
    int humans = 0;
    for (int k = 0; k < m->players; k++)
        humans += m->seats[k].human;
    if (!humans || o->no_stats)
        return tb_xstrdup("");
    if (tb_stats_record(m, err, sizeof err) != 0) {
        fprintf(warn, _("tabula play: warning: the game is not in your statistics: %s\n"), err);
        return tb_xstrdup("");
    }
    char *lines = tb_stats_record_lines(m);
    return lines ? lines : tb_xstrdup("");
}
