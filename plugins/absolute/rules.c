/*
 * rules.c — legality and effect of every move but swaps and regroups
 * (swaps.c, regroup.c).  ab_check() is the single judge: apply() and
 * legal_moves() both use it, so the list of legal moves and what apply
 * accepts cannot drift apart.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "absolute.h"

/* Above the hand limit: the number decides the plural (Polish has three). */
#define HOLD_TOO_MANY(host, n)                                                                     \
    tb_aux_ntr(host, "you hold %d card: discard down to %d", "you hold %d cards: discard down to %d", \
               (unsigned long)(n))

static int has_cards(uint8_t kind)
{
    return kind == AB_MV_SWAP || kind == AB_MV_MELD || kind == AB_MV_ADD ||
           kind == AB_MV_RG_PUT || kind == AB_MV_DISCARD;
}

static int strictly_sorted(const uint8_t *c, int n)
{
    for (int i = 0; i < n; i++)
        if (c[i] >= AB_NCARDS || (i > 0 && c[i] <= c[i - 1]))
            return 0;
    return 1;
}

/* A move is canonical when re-encoding its meaningful fields gives back the
 * same bytes: sorted cards, every unused byte zero. */
int ab_canonical(const ab_move *am)
{
    ab_move c;
    memset(&c, 0, sizeof c);
    if (am->kind <= AB_MV_NONE || am->kind >= AB_MV_COUNT)
        return 0;
    c.kind = am->kind;
    if (has_cards(am->kind)) {
        if (am->n < 1 || am->n > AB_MOVE_CARDS || !strictly_sorted(am->c, am->n))
            return 0;
        c.n = am->n;
        memcpy(c.c, am->c, am->n);
    }
    if (am->kind == AB_MV_RG_PUT || am->kind == AB_MV_DISCARD) {
        if (am->n != 1)
            return 0;
        if (am->kind == AB_MV_RG_PUT)
            c.idx = am->idx;
    }
    if (am->kind == AB_MV_SWAP || am->kind == AB_MV_ADD) {
        c.owner = am->owner;
        c.idx = am->idx;
    }
    if (am->kind == AB_MV_SWAP) {
        if (am->ntake < 1 || am->ntake > 2 || !strictly_sorted(am->take, am->ntake))
            return 0;
        c.ntake = am->ntake;
        memcpy(c.take, am->take, am->ntake);
    }
    if (am->kind == AB_MV_SWAP || am->kind == AB_MV_MELD || am->kind == AB_MV_ADD) {
        int zero = 0;
        for (int i = 0; i < am->n; i++)
            zero |= ab_is_zero(am->c[i]);
        if (zero)
            c.zval = am->zval;
    }
    return memcmp(&c, am, sizeof c) == 0;
}

int ab_discard_required(const tb_state *s)
{
    return s->hand[s->seat].n > 0 && (s->played || s->hand[s->seat].n > s->max_hand);
}

static int cards_in_hand(const tb_state *s, const uint8_t *c, int n, char *err)
{
    for (int i = 0; i < n; i++) {
        if (!ab_hand_has(s, s->seat, c[i])) {
            char t[8];
            ab_card_text(c[i], 0, 0, t, sizeof t);
            ab_err(err, tb_aux_tr(s->host, "card %s is not in your hand"), t);
            return -1;
        }
    }
    return 0;
}

static int zval_matches(const tb_state *s, int inferred, int given, char *err)
{
    if (inferred != given) {
        char a[8], b[8];
        ab_zval_text(given, a, sizeof a);
        ab_zval_text(inferred, b, sizeof b);
        ab_err(err, tb_aux_tr(s->host, "the zero card is given as %s but the set needs %s"), a, b);
        return -1;
    }
    return 0;
}

static int check_meld(const tb_state *s, const ab_move *am, char *err)
{
    int zv;
    if (cards_in_hand(s, am->c, am->n, err) != 0 || ab_set_infer(s->host, am->c, am->n, &zv, err) != 0)
        return -1;
    return zval_matches(s, zv, am->zval, err);
}

static int check_add(const tb_state *s, const ab_move *am, char *err)
{
    int si = ab_set_index(s, am->owner, am->idx);
    if (si < 0) {
        ab_err(err, tb_aux_tr(s->host, "there is no set %d:%d"), am->owner + 1, am->idx + 1);
        return -1;
    }
    const ab_set *st = &s->sets[si];
    if (am->owner != s->seat && !s->add_any) {
        ab_err(err, tb_aux_tr(s->host, "set %d:%d is not yours: you may add only to your own sets"), am->owner + 1,
               am->idx + 1);
        return -1;
    }
    if (s->out[am->owner]) {
        ab_err(err, tb_aux_tr(s->host, "set %d:%d is locked: seat %d has gone out"), am->owner + 1, am->idx + 1,
               am->owner + 1);
        return -1;
    }
    if (cards_in_hand(s, am->c, am->n, err) != 0)
        return -1;
    int set_zero = 0, zeros = 0, sum = 0;
    for (int i = 0; i < st->n; i++)
        set_zero |= ab_is_zero(st->c[i]);
    for (int i = 0; i < am->n; i++) {
        if (ab_is_zero(am->c[i]))
            zeros++;
        sum += ab_value(am->c[i]);
    }
    if (zeros + set_zero > 1) {
        ab_err(err, tb_aux_tr(s->host, "a set may hold only one zero card"));
        return -1;
    }
    if (zeros == 0) {
        if (sum != 0) {
            if (set_zero) {
                char v[8];
                ab_zval_text(st->zval, v, sizeof v);
                ab_err(err, tb_aux_tr(s->host, "the added cards sum to %+d, not zero (the zero card keeps its value %s)"),
                       sum, v);
            } else {
                ab_err(err, tb_aux_tr(s->host, "the added cards sum to %+d, not zero"), sum);
            }
            return -1;
        }
        return 0;
    }
    for (int i = 0; i < am->n; i++)
        if (ab_is_zero(am->c[i]) && ab_zero_ok(s->host, am->c[i], -sum, err) != 0)
            return -1;
    return zval_matches(s, -sum, am->zval, err);
}

static int check_end(const tb_state *s, const ab_move *am, char *err)
{
    const tb_pile *h = &s->hand[s->seat];
    if (am->kind == AB_MV_DISCARD) {
        if (h->n == 0) {
            ab_err(err, tb_aux_tr(s->host, "your hand is empty: nothing to discard"));
            return -1;
        }
        return cards_in_hand(s, am->c, 1, err);
    }
    if (s->step == AB_STEP_DISCARD || (h->n > s->max_hand)) {
        ab_err(err, HOLD_TOO_MANY(s->host, h->n), h->n, s->max_hand);
        return -1;
    }
    if (ab_discard_required(s)) {
        ab_err(err, tb_aux_tr(s->host, "you played a card this turn: you must discard"));
        return -1;
    }
    return 0;
}

int ab_check(const tb_state *s, const ab_move *am, char *err)
{
    if (s->step == AB_STEP_OVER) {
        ab_err(err, tb_aux_tr(s->host, "the game is over"));
        return -1;
    }
    if (!ab_canonical(am)) {
        ab_err(err, tb_aux_tr(s->host, "malformed move"));
        return -1;
    }
    int k = am->kind;
    int rg_step = k == AB_MV_RG_PUT || k == AB_MV_RG_DONE || k == AB_MV_RG_CANCEL;
    if (s->rg.open && !rg_step) {
        ab_err(err, tb_aux_tr(s->host, "a regroup is open: regroup put, regroup done or regroup cancel"));
        return -1;
    }
    if (k == AB_MV_DRAW_DECK || k == AB_MV_DRAW_DISCARD) {
        if (s->step != AB_STEP_DRAW) {
            if (s->deck.n == 0 && s->discard.n == 0 && !s->played && !s->swapped)
                ab_err(err, tb_aux_tr(s->host, "nothing to draw: the deck and the discard pile are empty"));
            else
                ab_err(err, tb_aux_tr(s->host, "you have already drawn this turn"));
            return -1;
        }
        if (k == AB_MV_DRAW_DISCARD && s->discard.n == 0) {
            ab_err(err, tb_aux_tr(s->host, "the discard pile is empty"));
            return -1;
        }
        if (k == AB_MV_DRAW_DECK && s->deck.n == 0 && s->discard.n < 2) {
            ab_err(err, tb_aux_tr(s->host, "the deck is empty and there is nothing to reshuffle: draw discard"));
            return -1;
        }
        return 0;
    }
    if (s->step == AB_STEP_DRAW) {
        ab_err(err, tb_aux_tr(s->host, "draw first: draw deck or draw discard"));
        return -1;
    }
    if (s->step == AB_STEP_DISCARD && k != AB_MV_DISCARD) {
        ab_err(err, HOLD_TOO_MANY(s->host, s->hand[s->seat].n), s->hand[s->seat].n, s->max_hand);
        return -1;
    }
    switch (k) {
    case AB_MV_SWAP: return ab_check_swap(s, am, err);
    case AB_MV_MELD: return check_meld(s, am, err);
    case AB_MV_ADD: return check_add(s, am, err);
    case AB_MV_RG_START:
    case AB_MV_RG_PUT:
    case AB_MV_RG_DONE:
    case AB_MV_RG_CANCEL: return ab_check_regroup(s, am, err);
    default: return check_end(s, am, err);
    }
}

/* The heavier effects stay out of ab_do(): inlined, they made every move
 * (most are regroup steps, draws and discards) pay their register saves in
 * ab_do()'s prologue. */
#define AB_OUT_OF_LINE __attribute__((noinline))

AB_OUT_OF_LINE static void draw_deck(tb_state *s)
{
    const tb_host *h = s->host;
    tb_card c;
    if (s->deck.n == 0) {
        /* Keep the top discard; the rest becomes the new deck. */
        tb_card top;
        h->pile_draw(&s->discard, &top);
        s->deck = s->discard;
        h->pile_clear(&s->discard);
        h->pile_push(&s->discard, top);
        h->pile_shuffle(&s->deck, &s->rng);
    }
    h->pile_draw(&s->deck, &c);
    ab_hand_add(s, s->seat, c);
}

AB_OUT_OF_LINE static void do_meld(tb_state *s, const ab_move *am)
{
    ab_set *st = &s->sets[s->nsets++];
    memset(st, 0, sizeof *st);
    st->owner = (uint8_t)s->seat;
    st->n = am->n;
    st->zval = am->zval;
    memcpy(st->c, am->c, am->n);
    ab_set_derive(st);
    for (int i = 0; i < am->n; i++)
        ab_hand_remove(s, s->seat, am->c[i]);
}

AB_OUT_OF_LINE static void do_add(tb_state *s, const ab_move *am)
{
    ab_set *st = &s->sets[ab_set_index(s, am->owner, am->idx)];
    for (int i = 0; i < am->n; i++) {
        st->c[st->n++] = am->c[i];
        ab_hand_remove(s, s->seat, am->c[i]);
        if (ab_is_zero(am->c[i]))
            st->zval = am->zval;
    }
    ab_sort_cards(st->c, st->n);
    ab_set_derive(st);
}

static void do_discard(tb_state *s, int card)
{
    ab_hand_remove(s, s->seat, card);
    s->host->pile_push(&s->discard, (tb_card)card);
    if (s->hand[s->seat].n > s->max_hand)
        s->step = AB_STEP_DISCARD;
    else
        ab_end_turn(s, 1);
}

void ab_do(tb_state *s, const ab_move *am)
{
    tb_card c;
    switch (am->kind) {
    case AB_MV_DRAW_DECK:
        draw_deck(s);
        s->step = AB_STEP_PLAY;
        break;
    case AB_MV_DRAW_DISCARD:
        s->host->pile_draw(&s->discard, &c);
        ab_hand_add(s, s->seat, c);
        s->step = AB_STEP_PLAY;
        break;
    case AB_MV_SWAP:
        ab_do_swap(s, am);
        s->swapped = 1;
        s->rg_blocked = 0;
        break;
    case AB_MV_MELD:
        do_meld(s, am);
        s->played = 1;
        s->rg_blocked = 0;
        break;
    case AB_MV_ADD:
        do_add(s, am);
        s->played = 1;
        s->rg_blocked = 0;
        break;
    case AB_MV_RG_START:
    case AB_MV_RG_PUT:
    case AB_MV_RG_DONE:
    case AB_MV_RG_CANCEL: ab_do_regroup(s, am); break;
    case AB_MV_DISCARD: do_discard(s, am->c[0]); break;
    case AB_MV_HOLD: ab_end_turn(s, 0); break;
    default: break;
    }
}

int ab_apply(tb_state *s, const tb_move *m, char *err)
{
    ab_move am;
    ab_move_unpack(m, &am);
    if (ab_check(s, &am, err) != 0)
        return -1;
    ab_do(s, &am);
    return 0;
}

/* A move legal_moves() listed for this state (ABI 1.4): ab_check() would
 * accept it, so only its effect is left to do. */
void ab_apply_listed(tb_state *s, const tb_move *m)
{
    /* A regroup put (most moves of random play), a discard and a draw need
     * at most two bytes of the move: no copy of it, no dispatch through
     * ab_do(). */
    switch (m->b[offsetof(ab_move, kind)]) {
    case AB_MV_RG_PUT: ab_rg_put(s, m->b[offsetof(ab_move, c)], m->b[offsetof(ab_move, idx)]); return;
    case AB_MV_DISCARD: do_discard(s, m->b[offsetof(ab_move, c)]); return;
    case AB_MV_DRAW_DECK:
        draw_deck(s);
        s->step = AB_STEP_PLAY;
        return;
    default: break;
    }
    ab_move am;
    ab_move_unpack(m, &am);
    ab_do(s, &am);
}
