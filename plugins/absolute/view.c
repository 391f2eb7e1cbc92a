/*
 * view.c — the table as one seat may see it.
 *
 * Public: the deck's size, the discard pile, every set with its name and
 * score, hand sizes, whose turn and which step, who has gone out.  Private:
 * the seat's own hand, and a regroup it has open.  Another seat's regroup
 * in progress shows only as a status line: its hand cards are still hidden.
 */
#include <stdio.h>
#include <string.h>

#include "absolute.h"

static void card(const tb_state *s, tb_view *v, int c, int with_val, int zval)
{
    int colour = ab_negative(c) ? TB_COLOUR_RED : TB_COLOUR_BLUE;
    if (!with_val || !ab_is_zero(c)) { /* the common case: the names as they are */
        s->host->view_card(v, ab_card_name(c), ab_card_glyph_name(c), colour);
        return;
    }
    char label[16], pretty[24];
    ab_card_text(c, with_val, zval, label, sizeof label);
    ab_card_pretty(c, with_val, zval, pretty, sizeof pretty);
    s->host->view_card(v, label, pretty, colour);
}

static const char *step_name(const tb_state *s)
{
    const tb_host *h = s->host;
    if (s->rg.open)
        return tb_aux_tr(h, "regroup (regroup put <card> <set>, regroup done, regroup cancel)");
    switch (s->step) {
    case AB_STEP_DRAW: return tb_aux_tr(h, "draw (draw deck or draw discard)");
    case AB_STEP_DISCARD: return tb_aux_tr(h, "discard down to the hand limit");
    default: break;
    }
    if (ab_discard_required(s))
        return s->swapped || s->played ? tb_aux_tr(h, "play, then discard")
                                       : tb_aux_tr(h, "swap or play, then discard");
    return s->swapped || s->played ? tb_aux_tr(h, "play, then discard or hold")
                                   : tb_aux_tr(h, "swap or play, then discard or hold");
}

static void status(const tb_state *s, tb_view *v, const int *set_score)
{
    const tb_host *h = s->host;
    char t[256];
    if (s->step == AB_STEP_OVER) {
        snprintf(t, sizeof t,
                 tb_aux_ntr(h, "Game over after %d round", "Game over after %d rounds",
                            (unsigned long)s->rounds_done),
                 s->rounds_done);
        h->view_status(v, t);
        return;
    }
    snprintf(t, sizeof t, tb_aux_tr(h, "Round %d of %d, turn %d"), s->round, s->rounds,
             s->turns_round + 1);
    h->view_status(v, t);
    snprintf(t, sizeof t, tb_aux_tr(h, "Seat %d to move: %s"), s->seat + 1, step_name(s));
    h->view_status(v, t);
    char top[48];
    snprintf(top, sizeof top, "%s", tb_aux_tr(h, "empty"));
    if (s->discard.n)
        ab_card_text(s->discard.c[s->discard.n - 1], 0, 0, top, sizeof top);
    /* Three numbers, each deciding its own plural: three pieces. */
    char deck[64], pile[64];
    snprintf(deck, sizeof deck, tb_aux_ntr(h, "Deck %d card", "Deck %d cards", (unsigned long)s->deck.n),
             s->deck.n);
    snprintf(pile, sizeof pile, tb_aux_ntr(h, "%d card", "%d cards", (unsigned long)s->discard.n),
             s->discard.n);
    snprintf(t, sizeof t, tb_aux_tr(h, "%s, discard top %s (%s), hand limit %d"), deck, top, pile,
             s->max_hand);
    h->view_status(v, t);
    for (int p = 0; p < s->players; p++) {
        int total = 0, sets = 0;
        for (int r = 0; r < s->rounds_done; r++)
            total += s->rec[r].score[p];
        for (int i = 0; i < s->nsets; i++)
            if (s->sets[i].owner == p)
                sets += set_score[i];
        char hand[64], pts[64];
        snprintf(hand, sizeof hand,
                 tb_aux_ntr(h, "%d card in hand", "%d cards in hand", (unsigned long)s->hand[p].n),
                 s->hand[p].n);
        snprintf(pts, sizeof pts,
                 tb_aux_ntr(h, "%d point in earlier rounds", "%d points in earlier rounds",
                            (unsigned long)(total < 0 ? -total : total)),
                 total);
        snprintf(t, sizeof t, tb_aux_tr(h, "Seat %d: %s, sets worth %d this round, %s%s%s"), p + 1,
                 hand, sets, pts, s->out[p] ? tb_aux_tr(h, ", gone out") : "",
                 s->closer == p ? tb_aux_tr(h, " (closer)") : "");
        h->view_status(v, t);
    }
}

/* A set's zone key: the set as moves name it ("set 2:1"), which its score
 * and lock in the name do not change.  Written digit by digit: the check
 * draws thousands of views, and a printf per set added 5% to its work. */
static void set_key(char key[32], int seat, int number)
{
    char digits[12];
    int n = 0, at = 4;
    memcpy(key, "set ", 4);
    key[at++] = (char)('0' + seat); /* seats 1 to AB_MAX_PLAYERS */
    key[at++] = ':';
    do
        digits[n++] = (char)('0' + number % 10);
    while ((number /= 10) > 0);
    while (n > 0)
        key[at++] = digits[--n];
    key[at] = '\0';
}

static void regroup_zones(const tb_state *s, tb_view *v)
{
    char name[96];
    uint8_t c[AB_NCARDS];
    tb_aux_view_zone(s->host, v, "regroup: still to place",
                     tb_aux_tr(s->host, "regroup: still to place"), s->seat, TB_LAYOUT_ROW);
    for (int i = 0; i < s->nsets; i++)
        if (s->sets[i].owner == s->seat)
            for (int j = 0; j < s->sets[i].n; j++)
                if (!s->rg.where[s->sets[i].c[j]])
                    card(s, v, s->sets[i].c[j], 0, 0);
    for (int k = 0; k < s->rg.nnew; k++) {
        int n = ab_rg_set_cards(s, k, c);
        char key[32];
        snprintf(key, sizeof key, "regroup: new set %d", k + 1);
        snprintf(name, sizeof name, tb_aux_tr(s->host, "regroup: new set %d"), k + 1);
        tb_aux_view_zone(s->host, v, key, name, s->seat, TB_LAYOUT_ROW);
        for (int i = 0; i < n; i++)
            card(s, v, c[i], 0, 0);
    }
}

void ab_view(const tb_state *s, int seat, tb_view *v)
{
    const tb_host *h = s->host;
    char name[96];
    int set_score[AB_MAX_SETS];
    ab_breakdown b;
    for (int i = 0; i < s->nsets; i++)
        set_score[i] = ab_set_score(s->sets[i].c, s->sets[i].n, &b);
    status(s, v, set_score);
    if (s->rg.open && s->seat != seat) {
        snprintf(name, sizeof name, tb_aux_tr(h, "Seat %d is regrouping"), s->seat + 1);
        h->view_status(v, name);
    }
    /* TRANSLATORS: the deck and the discard pile; "draw deck" and "draw
       discard" name them, so keep the word in the label. */
    tb_aux_view_zone(h, v, "deck", tb_aux_tr(h, "deck"), -1, TB_LAYOUT_STACK);
    h->view_hidden(v, s->deck.n);
    tb_aux_view_zone(h, v, "discard", tb_aux_tr(h, "discard"), -1, TB_LAYOUT_STACK);
    for (int i = 0; i < s->discard.n; i++)
        card(s, v, s->discard.c[i], 0, 0);
    for (int p = 0; p < s->players; p++) {
        /* TRANSLATORS: each seat's hand; a frontend adds the owner's name
           to another seat's hand: "hand (Ann)". */
        tb_aux_view_zone(h, v, "hand", tb_aux_tr(h, "hand"), p, TB_LAYOUT_FAN);
        if (p == seat)
            for (int i = 0; i < s->hand[p].n; i++)
                card(s, v, s->hand[p].c[i], 0, 0);
        else
            h->view_hidden(v, s->hand[p].n);
    }
    int count[AB_MAX_PLAYERS] = {0};
    for (int i = 0; i < s->nsets; i++) {
        const ab_set *st = &s->sets[i];
        count[st->owner]++;
        /* "2:1" is what add and swap write: a translation keeps it. */
        /* TRANSLATORS: a set's label: its owner:number as moves write it,
           its score, then " locked" or nothing. */
        snprintf(name, sizeof name, tb_aux_tr(h, "set %d:%d (%d)%s"), st->owner + 1,
                 count[st->owner], set_score[i], s->out[st->owner] ? tb_aux_tr(h, " locked") : "");
        char key[32];
        set_key(key, st->owner + 1, count[st->owner]);
        tb_aux_view_zone(h, v, key, name, st->owner, TB_LAYOUT_GRID);
        for (int j = 0; j < st->n; j++)
            card(s, v, st->c[j], 1, st->zval);
    }
    if (s->rg.open && s->seat == seat)
        regroup_zones(s, v);
}
