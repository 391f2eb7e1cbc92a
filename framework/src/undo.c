/* undo.c — undo and redo by rebuilding the match from its transcript. */
#include "undo.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "services.h"
#include "strbuf.h"

/* m's stacked decks as deck-file text (as a save keeps them), or NULL. */
static char *deck_text(const tb_match *m)
{
    if (!m->table->n_stacks)
        return NULL;
    tb_strbuf b = {0};
    for (size_t i = 0; i < m->table->n_stacks; i++) {
        const tb_stack *s = &m->table->stacks[i];
        tb_strbuf_printf(&b, "[%s.%d]", m->game->decks[s->deck], s->round);
        for (size_t c = 0; c < s->n; c++) {
            char card[64];
            m->game->format_card(tb_host_table(), m->options, s->c[c], card, sizeof card);
            tb_strbuf_printf(&b, " %s", card);
        }
        tb_strbuf_add(&b, "\n");
    }
    return tb_strbuf_take(&b);
}

tb_match *tb_match_replayed(const tb_match *m, size_t n, int *movers, char *err, size_t errlen)
{
    tb_match_setup s;
    tb_match_setup_of(m, &s);
    char *decks = deck_text(m);
    s.deck_text = decks;
    tb_match *r = tb_match_new(&s, err, errlen);
    free(decks);
    for (size_t i = 0; r && i < n; i++) {
        char why[TB_ERR_MAX];
        if (movers)
            movers[i] = r->game->to_move(r->state);
        if (tb_match_play_line(r, m->moves[i], why, sizeof why) != 0) {
            snprintf(err, errlen, _("move %zu \"%s\" does not replay: %s"), i + 1, m->moves[i], why);
            tb_match_free(r);
            r = NULL;
        }
    }
    if (r) {
        r->undos = m->undos;
        r->no_stats = m->no_stats;
    }
    return r;
}

/* Put fresh's contents in m (whose pointer the frontends hold) and free the old. */
static void swap_in(tb_match *m, tb_match *fresh)
{
    tb_match old = *m;
    *m = *fresh;
    *fresh = old;
    tb_match_free(fresh);
}

int tb_undo_take(tb_undo *u, tb_match *m, int seat, char *err, size_t errlen)
{
    if (m->n_moves == 0) {
        snprintf(err, errlen, _("nothing to undo: this is the deal"));
        return -1;
    }
    int *movers = tb_xcalloc(m->n_moves, sizeof *movers);
    tb_match *probe = tb_match_replayed(m, m->n_moves, movers, err, errlen);
    if (!probe) {
        free(movers);
        return -1;
    }
    tb_match_free(probe);
    size_t i = m->n_moves;
    while (i > 0 && !m->seats[movers[i - 1]].human)
        i--;
    int who = i > 0 ? movers[i - 1] : -1, moved = 0; /* seat has moved in this game */
    for (size_t k = 0; k < m->n_moves && !moved; k++)
        moved = movers[k] == seat;
    int rc = -1;
    if (who < 0) {
        snprintf(err, errlen, _("nothing to undo: no person has moved since the deal"));
    } else if (who != seat && !moved) {
        snprintf(err, errlen, _("nothing to undo: you have not moved yet"));
    } else if (who != seat) {
        snprintf(err, errlen, _("cannot undo: %s (seat %d) has moved since; undo takes back only "
                 "your own last move"), m->seats[who].name, who + 1);
    } else {
        /* One atomic move, the unit the transcript keeps (a turn of several
         * steps is taken back a step at a time). */
        size_t from = i - 1;
        tb_match *fresh = tb_match_replayed(m, from, NULL, err, errlen);
        if (fresh) {
            tb_undo_group g = {m->n_moves - from, tb_xcalloc(m->n_moves - from, sizeof(char *))};
            for (size_t k = from; k < m->n_moves; k++)
                g.moves[k - from] = tb_xstrdup(m->moves[k]);
            u->redo = tb_xrealloc(u->redo, (u->n_redo + 1) * sizeof *u->redo);
            u->redo[u->n_redo++] = g;
            fresh->undos = m->undos + 1;
            fresh->quit = 0;
            swap_in(m, fresh);
            rc = 0;
        }
    }
    free(movers);
    return rc;
}

static void group_free(tb_undo_group *g)
{
    for (size_t i = 0; i < g->n; i++)
        free(g->moves[i]);
    free(g->moves);
}

int tb_undo_redo(tb_undo *u, tb_match *m, char *err, size_t errlen)
{
    if (u->n_redo == 0) {
        snprintf(err, errlen, _("nothing to redo"));
        return -1;
    }
    tb_undo_group *g = &u->redo[u->n_redo - 1];
    /* On a copy, so that a move that no longer applies changes nothing. */
    tb_match *fresh = tb_match_replayed(m, m->n_moves, NULL, err, errlen);
    if (!fresh)
        return -1;
    for (size_t i = 0; i < g->n; i++) {
        char why[TB_ERR_MAX];
        if (tb_match_play_line(fresh, g->moves[i], why, sizeof why) != 0) {
            snprintf(err, errlen, _("cannot redo \"%s\": %s"), g->moves[i], why);
            tb_match_free(fresh);
            return -1;
        }
    }
    swap_in(m, fresh);
    group_free(g);
    u->n_redo--;
    return 0;
}

void tb_undo_forget(tb_undo *u)
{
    for (size_t i = 0; i < u->n_redo; i++)
        group_free(&u->redo[i]);
    u->n_redo = 0;
}

void tb_undo_free(tb_undo *u)
{
    tb_undo_forget(u);
    free(u->redo);
    u->redo = NULL;
}
