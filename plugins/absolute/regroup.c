/*
 * regroup.c — a regroup as a short sequence of atomic steps.
 *
 *   regroup              open: every card of the mover's sets must be placed
 *   regroup put C K      place card C (from those sets or from the hand) in
 *                        new set K (K <= new sets so far + 1)
 *   regroup done         close: every set card placed, every new set valid,
 *                        a hand card played (now or earlier this turn)
 *   regroup cancel       close, nothing changed
 *
 * The real sets and the hand stay untouched until `done`, so cancel restores
 * the table exactly.  A regroup may not start right after another one ended
 * (done or cancelled) until a meld, add or swap happens: two regroups in a
 * row can always be written as one, and the rule keeps random play finite.
 */
#include <stdio.h>
#include <string.h>

#include "absolute.h"

int ab_rg_is_working(const tb_state *s, int card)
{
    for (int i = 0; i < s->nsets; i++) {
        const ab_set *st = &s->sets[i];
        if (st->owner != s->seat)
            continue;
        for (int j = 0; j < st->n; j++)
            if (st->c[j] == card)
                return 1;
    }
    return 0;
}

/* Cards of new set k in placement order; returns the count. */
int ab_rg_set_cards(const tb_state *s, int k, uint8_t *out)
{
    int n = 0;
    for (int i = 0; i < s->rg.nplaced; i++)
        if (s->rg.where[s->rg.order[i]] == k + 1)
            out[n++] = s->rg.order[i];
    return n;
}

/* Is every new set of the regroup valid?  One pass over the placed cards
 * (legal_moves asks at every step); -1 names the first bad set in *bad. */
static int new_sets_valid(const tb_state *s, int *bad)
{
    /* only the new sets so far are cleared: legal_moves asks at every
     * step, and clearing all 29 of four tables cost more than the pass */
    int n[AB_MAX_SETS], sum[AB_MAX_SETS], zeros[AB_MAX_SETS], zc[AB_MAX_SETS];
    int nnew = s->rg.nnew < AB_MAX_SETS ? s->rg.nnew : AB_MAX_SETS;
    for (int k = 0; k < nnew; k++)
        n[k] = sum[k] = zeros[k] = zc[k] = 0;
    for (int i = 0; i < s->rg.nplaced; i++) {
        int c = s->rg.order[i], k = s->rg.where[c] - 1;
        n[k]++;
        sum[k] += ab_value(c);
        if (ab_is_zero(c)) {
            zeros[k]++;
            zc[k] = c;
        }
    }
    /* as ab_set_infer() judges a set */
    for (int k = 0; k < nnew; k++) {
        if (n[k] < 3 || zeros[k] > 1 || (zeros[k] ? !ab_zero_can(zc[k], -sum[k]) : sum[k] != 0)) {
            *bad = k;
            return -1;
        }
    }
    return 0;
}

static int hand_card_placed(const tb_state *s)
{
    for (int i = 0; i < s->rg.nplaced; i++)
        if (ab_hand_has(s, s->seat, s->rg.order[i]))
            return 1;
    return 0;
}

static int check_done(const tb_state *s, char *err)
{
    char t[8] = "", why[TB_ERR_MAX];
    for (int i = 0; i < s->nsets; i++) {
        const ab_set *st = &s->sets[i];
        if (st->owner != s->seat)
            continue;
        for (int j = 0; j < st->n; j++) {
            if (!s->rg.where[st->c[j]]) {
                if (err)
                    ab_card_text(st->c[j], 0, 0, t, sizeof t);
                ab_err(err, tb_aux_tr(s->host, "card %s of your sets is not placed in the regroup"), t);
                return -1;
            }
        }
    }
    int bad;
    if (new_sets_valid(s, &bad) != 0) {
        if (err) {
            uint8_t c[AB_NCARDS];
            int n = ab_rg_set_cards(s, bad, c), zv;
            ab_set_infer(s->host, c, n, &zv, why);
            ab_err(err, tb_aux_tr(s->host, "regroup set %d: %s"), bad + 1, why);
        }
        return -1;
    }
    if (!s->played && !hand_card_placed(s)) {
        ab_err(err, tb_aux_tr(s->host, "a regroup must play a card from your hand (or follow one played this turn)"));
        return -1;
    }
    return 0;
}

int ab_check_regroup(const tb_state *s, const ab_move *am, char *err)
{
    char t[8] = "";
    if (am->kind == AB_MV_RG_START) {
        if (s->rg.open) {
            ab_err(err, tb_aux_tr(s->host, "a regroup is already open"));
            return -1;
        }
        if (!ab_has_sets(s, s->seat)) {
            ab_err(err, tb_aux_tr(s->host, "you have no sets to regroup"));
            return -1;
        }
        if (s->rg_blocked) {
            ab_err(err, tb_aux_tr(s->host, "a regroup just ended: meld, add or swap before regrouping again"));
            return -1;
        }
        if (s->hand[s->seat].n == 0 && !s->played) {
            ab_err(err, tb_aux_tr(s->host, "a regroup must play a card from your hand"));
            return -1;
        }
        return 0;
    }
    if (!s->rg.open) {
        ab_err(err, tb_aux_tr(s->host, "no regroup is open: start one with regroup"));
        return -1;
    }
    if (am->kind == AB_MV_RG_PUT) {
        int c = am->c[0];
        /* the card's name is printed only for a refusal: apply() always
         * passes err, and this check runs at every regroup step */
        if (!ab_hand_has(s, s->seat, c) && !ab_rg_is_working(s, c)) {
            if (err)
                ab_card_text(c, 0, 0, t, sizeof t);
            ab_err(err, tb_aux_tr(s->host, "card %s is neither in your sets nor in your hand"), t);
            return -1;
        }
        if (s->rg.where[c]) {
            if (err)
                ab_card_text(c, 0, 0, t, sizeof t);
            ab_err(err, tb_aux_tr(s->host, "card %s is already placed in new set %d"), t, s->rg.where[c]);
            return -1;
        }
        if (am->idx > s->rg.nnew || am->idx >= AB_MAX_SETS) {
            ab_err(err, tb_aux_tr(s->host, "new set %d does not exist: the next new set is %d"), am->idx + 1,
                   s->rg.nnew + 1);
            return -1;
        }
        return 0;
    }
    if (am->kind == AB_MV_RG_DONE)
        return check_done(s, err);
    return 0; /* cancel */
}

static void finish(tb_state *s)
{
    ab_set fresh[AB_MAX_SETS];
    int nnew = s->rg.nnew;
    for (int k = 0; k < nnew; k++) {
        ab_set *st = &fresh[k];
        int zv;
        memset(st, 0, sizeof *st);
        st->owner = (uint8_t)s->seat;
        st->n = (uint8_t)ab_rg_set_cards(s, k, st->c);
        ab_sort_cards(st->c, st->n);
        ab_set_infer(s->host, st->c, st->n, &zv, NULL);
        st->zval = (int8_t)zv;
        ab_set_derive(st);
    }
    for (int i = 0; i < s->rg.nplaced; i++) {
        int c = s->rg.order[i];
        if (ab_hand_has(s, s->seat, c))
            ab_hand_remove(s, s->seat, c);
    }
    int n = 0;
    for (int i = 0; i < s->nsets; i++)
        if (s->sets[i].owner != s->seat)
            s->sets[n++] = s->sets[i];
    for (int k = 0; k < nnew; k++)
        s->sets[n++] = fresh[k];
    for (int i = n; i < s->nsets; i++)
        memset(&s->sets[i], 0, sizeof s->sets[i]);
    s->nsets = n;
    s->played = 1;
}

/* The cards the open regroup has still to place, from scratch (at the
 * start, and after determinize redealt the hand). */
void ab_rg_pool_build(tb_state *s)
{
    ab_regroup *rg = &s->rg;
    int n = 0;
    for (int i = 0; i < s->nsets; i++) {
        const ab_set *st = &s->sets[i];
        if (st->owner != s->seat)
            continue;
        for (int j = 0; j < st->n; j++)
            if (!rg->where[st->c[j]])
                rg->pool[n++] = st->c[j];
    }
    rg->pool_sets = (uint8_t)n;
    const tb_pile *h = &s->hand[s->seat];
    for (int i = 0; i < h->n; i++)
        if (!rg->where[h->c[i]])
            rg->pool[n++] = (uint8_t)h->c[i];
    rg->npool = (uint8_t)n;
}

/* A put takes its card out of the pool, keeping the order of the rest. */
static void pool_take(ab_regroup *rg, int card)
{
    int i = 0;
    while (i < rg->npool && rg->pool[i] != card)
        i++;
    if (i == rg->npool)
        return;
    if (i < rg->pool_sets)
        rg->pool_sets--;
    /* a few bytes: a loop, not a call to memmove */
    for (; i + 1 < rg->npool; i++)
        rg->pool[i] = rg->pool[i + 1];
    rg->npool--;
}

void ab_rg_put(tb_state *s, int card, int k)
{
    s->rg.where[card] = (uint8_t)(k + 1);
    s->rg.order[s->rg.nplaced++] = (uint8_t)card;
    if (k == s->rg.nnew)
        s->rg.nnew++;
    pool_take(&s->rg, card);
}

void ab_do_regroup(tb_state *s, const ab_move *am)
{
    switch (am->kind) {
    case AB_MV_RG_START:
        memset(&s->rg, 0, sizeof s->rg);
        s->rg.open = 1;
        ab_rg_pool_build(s);
        break;
    case AB_MV_RG_PUT: ab_rg_put(s, am->c[0], am->idx); break;
    case AB_MV_RG_DONE:
        finish(s);
        memset(&s->rg, 0, sizeof s->rg);
        s->rg_blocked = 1;
        break;
    default: /* cancel */
        memset(&s->rg, 0, sizeof s->rg);
        s->rg_blocked = 1;
        break;
    }
}
