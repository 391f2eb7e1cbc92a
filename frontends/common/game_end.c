/* game_end.c — when a game is over: keep its record, retire its save. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "services.h"
#include "strbuf.h"
#include "tabletop.h"

/* The record's lines (malloc'd), or NULL; any warning goes into warn.
 * The record comes first and the save moves to the history after it, so a
 * program stopped in between leaves a finished game in the saves folder,
 * which is recorded when it is next opened unless the record has it. */
/* The command a warning names: the launcher says "tabula". */
static const char *who_of(const tb_play_opts *o)
{
    return o->who ? o->who : "tabula play";
}

static char *record(const tb_match *m, const tb_play_opts *o, tb_strbuf *warn)
{
    const char *who = who_of(o);
    /* A game is recorded once, when it ends: loading it again to look at
     * it (a finished --save file, one from history/) adds nothing. */
    if (o->loaded_over && o->copy) /* recorded or not (a cut-short end), a copy adds nothing */
        return tb_xstrdup(_("This game was over when it was loaded, as a copy (--no-save): it is "
                            "not recorded.\n"));
    if (o->loaded_over && !o->autosave)
        return tb_xstrdup(_("This game was over when it was loaded: it is not recorded again.\n"));
    int humans = 0;
    for (int k = 0; k < m->players; k++)
        humans += m->seats[k].human;
    if (!humans || o->no_stats || m->no_stats)
        return NULL;
    if (o->copy)
        return tb_xstrdup(_("This game was played from a copy (--no-save): it is not recorded; "
                            "the kept game is, when it ends.\n"));
    char err[1024];
    int rc = tb_stats_record(m, o->kept, err, sizeof err);
    if (rc == 2)
        return tb_xstrdup(_("This game was over when it was loaded: it is not recorded again.\n"));
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

/* A stacked deck of a round the game never reached is most likely a
 * tester's slip (a round number, or the rounds option): said at the end,
 * the one time the host knows how many rounds there were.  Only after an
 * end by the rules (normal, or stuck: nobody can move): a game cut short
 * by the turn limit or by a resignation stops before its rounds. */
static void never_dealt(const tb_match *m, const tb_outcome *oc, const tb_play_opts *o,
                        tb_strbuf *warn)
{
    if (!o->decks_from || o->loaded_over || m->resigned ||
        (oc->end && strcmp(oc->end, TB_END_NORMAL) != 0 && strcmp(oc->end, TB_END_STUCK) != 0))
        return;
    int rounds = oc->rounds > 1 ? oc->rounds : 1; /* a game of one deal may score none */
    for (size_t i = 0; i < m->table->n_stacks; i++) {
        const tb_stack *s = &m->table->stacks[i];
        if (s->round > rounds)
            tb_strbuf_printf(warn, NG_("%s: warning: %s:%d: [%s.%d] was never dealt: the game "
                                       "ended after %d round\n",
                                       "%s: warning: %s:%d: [%s.%d] was never dealt: the game "
                                       "ended after %d rounds\n", rounds),
                             who_of(o), o->decks_from, s->line,
                             m->game->decks[s->deck], s->round, rounds);
    }
}

/* The warnings are returned, not printed: under curses a line on stderr
 * would scribble over the screen, so each frontend shows them its own way. */
char *tb_game_ended(const tb_match *m, const tb_play_opts *o, char **warnings)
{
    tb_strbuf warn = {0};
    char *lines = NULL;
    tb_outcome oc;
    tb_outcome_of(m->game, m->state, &oc);
    /* A game left with quit stays in the saves, to be continued. */
    if (!m->quit && oc.over) {
        /* Closing the terminal or Ctrl-C while the record waits for its
         * database (up to 3 s) takes effect once both steps are done. */
        sigset_t stop, was;
        sigemptyset(&stop);
        sigaddset(&stop, SIGHUP);
        sigaddset(&stop, SIGINT);
        sigaddset(&stop, SIGTERM);
        sigaddset(&stop, SIGQUIT);
        pthread_sigmask(SIG_BLOCK, &stop, &was);
        lines = record(m, o, &warn);
        char err[1024];
        if (o->autosave && o->save && tb_saves_retire(o->save, err, sizeof err) != 0)
            tb_strbuf_printf(&warn, _("%s: warning: %s\n"), who_of(o), err);
        pthread_sigmask(SIG_SETMASK, &was, NULL);
        never_dealt(m, &oc, o, &warn);
    }
    *warnings = tb_strbuf_take(&warn);
    return lines ? lines : tb_xstrdup("");
}
