/*
 * swaps.c — the optional swap: give 1..swap_max cards from the hand, take
 * 1..swap_max cards from one unlocked set, equal totals, the set stays valid.
 *
 * Zero cards: one that stays keeps its value (guaranteed by equal totals);
 * one that is taken goes only for given cards totalling what it represented;
 * one that is given into a set without a zero represents the balancing value.
 */
#include <stdio.h>
#include <string.h>

#include "absolute.h"

static void card_name(int c, char *t) { ab_card_text(c, 0, 0, t, 8); }

int ab_check_swap(const tb_state *s, const ab_move *am, char *err)
{
    char t[8];
    if (s->swap_max == 0) {
        ab_err(err, tb_aux_tr(s->host, "swaps are not allowed in this game (swap_max = 0)"));
        return -1;
    }
    if (s->swapped) {
        ab_err(err, tb_aux_tr(s->host, "you have already swapped this turn"));
        return -1;
    }
    if (s->played) {
        ab_err(err, tb_aux_tr(s->host, "a swap must come before you play any card this turn"));
        return -1;
    }
    if (am->n > s->swap_max || am->ntake > s->swap_max) {
        ab_err(err, tb_aux_tr(s->host, "a swap gives and takes at most %d cards each"), s->swap_max);
        return -1;
    }
    int si = ab_set_index(s, am->owner, am->idx);
    if (si < 0) {
        ab_err(err, tb_aux_tr(s->host, "there is no set %d:%d"), am->owner + 1, am->idx + 1);
        return -1;
    }
    if (s->out[am->owner]) {
        ab_err(err, tb_aux_tr(s->host, "set %d:%d is locked: seat %d has gone out"), am->owner + 1, am->idx + 1,
               am->owner + 1);
        return -1;
    }
    const ab_set *st = &s->sets[si];
    int given = 0, taken = 0, gzero = -1, tzero = -1;
    for (int i = 0; i < am->n; i++) {
        if (!ab_hand_has(s, s->seat, am->c[i])) {
            card_name(am->c[i], t);
            ab_err(err, tb_aux_tr(s->host, "card %s is not in your hand"), t);
            return -1;
        }
        if (ab_is_zero(am->c[i])) {
            if (gzero >= 0) {
                ab_err(err, tb_aux_tr(s->host, "a set may hold only one zero card"));
                return -1;
            }
            gzero = am->c[i];
        } else {
            given += ab_value(am->c[i]);
        }
    }
    for (int i = 0; i < am->ntake; i++) {
        int found = 0;
        for (int j = 0; j < st->n; j++)
            found |= st->c[j] == am->take[i];
        if (!found) {
            card_name(am->take[i], t);
            ab_err(err, tb_aux_tr(s->host, "card %s is not in set %d:%d"), t, am->owner + 1, am->idx + 1);
            return -1;
        }
        if (ab_is_zero(am->take[i])) {
            tzero = am->take[i];
            taken += st->zval;
        } else {
            taken += ab_value(am->take[i]);
        }
    }
    int set_zero = 0;
    for (int j = 0; j < st->n; j++)
        set_zero |= ab_is_zero(st->c[j]);
    if (gzero >= 0 && set_zero && tzero < 0) {
        ab_err(err, tb_aux_tr(s->host, "a set may hold only one zero card"));
        return -1;
    }
    if (gzero >= 0) {
        if (ab_zero_ok(s->host, gzero, taken - given, err) != 0)
            return -1;
        if (am->zval != taken - given) {
            char a[8], b[8];
            ab_zval_text(am->zval, a, sizeof a);
            ab_zval_text(taken - given, b, sizeof b);
            ab_err(err, tb_aux_tr(s->host, "the zero card is given as %s but the swap needs %s"), a, b);
            return -1;
        }
        given = taken;
    }
    if (tzero >= 0 && given != st->zval) {
        char v[8];
        card_name(tzero, t);
        ab_zval_text(st->zval, v, sizeof v);
        ab_err(err, tb_aux_tr(s->host, "zero card %s can be swapped out only for cards totalling %s"), t, v);
        return -1;
    }
    if (given != taken) {
        ab_err(err, tb_aux_tr(s->host, "the given cards total %+d but the taken cards total %+d"), given, taken);
        return -1;
    }
    if (st->n - am->ntake + am->n < 3) {
        ab_err(err, tb_aux_tr(s->host, "set %d:%d would keep only %d cards"), am->owner + 1, am->idx + 1,
               st->n - am->ntake + am->n);
        return -1;
    }
    return 0;
}

void ab_do_swap(tb_state *s, const ab_move *am)
{
    ab_set *st = &s->sets[ab_set_index(s, am->owner, am->idx)];
    /* The set's cards less the taken ones, merged with the given ones: both
     * lists are sorted (the set is, and a listed or checked move's cards are
     * canonical), so the result is sorted without a sort. */
    uint8_t keep[AB_NCARDS];
    int n = 0, g = 0, t0 = am->take[0], t1 = am->ntake == 2 ? am->take[1] : -1;
    for (int j = 0; j < st->n; j++) {
        int c = st->c[j];
        if (c == t0 || c == t1)
            continue;
        while (g < am->n && am->c[g] < c)
            keep[n++] = am->c[g++];
        keep[n++] = (uint8_t)c;
    }
    while (g < am->n)
        keep[n++] = am->c[g++];
    for (int i = 0; i < am->ntake; i++) {
        if (ab_is_zero(am->take[i]))
            st->zval = 0;
        ab_hand_add(s, s->seat, am->take[i]);
    }
    for (int i = 0; i < am->n; i++) {
        ab_hand_remove(s, s->seat, am->c[i]);
        if (ab_is_zero(am->c[i]))
            st->zval = am->zval;
    }
    memcpy(st->c, keep, (size_t)n);
    st->n = (uint8_t)n;
    ab_set_derive(st);
}
