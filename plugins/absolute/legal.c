/*
 * legal.c — every legal move, complete and exact.
 *
 * Candidates are generated from cheap arithmetic (subset sums of a hand of
 * at most 14 cards, swap combinations of at most 2 + 2 cards) and every
 * candidate is confirmed by ab_check(), the same judge apply() uses.  A
 * regroup is enumerated one step at a time (see regroup.c), so its list
 * stays at most (cards) x (new sets + 1) long instead of every partition.
 */
#include <string.h>

#include "absolute.h"

typedef struct emitter {
    const tb_state *s;
    tb_move *out;
    size_t cap, n;
} emitter;

static void emit(emitter *e, const ab_move *am)
{
    if (ab_check(e->s, am, NULL) != 0)
        return;
    if (e->n < e->cap)
        ab_move_pack(am, &e->out[e->n]);
    e->n++;
}

static void simple(emitter *e, int kind)
{
    ab_move am;
    memset(&am, 0, sizeof am);
    am.kind = (uint8_t)kind;
    emit(e, &am);
}

static void one_card(emitter *e, int kind, int card, int idx)
{
    ab_move am;
    memset(&am, 0, sizeof am);
    am.kind = (uint8_t)kind;
    am.n = 1;
    am.c[0] = (uint8_t)card;
    am.idx = (uint8_t)idx;
    emit(e, &am);
}

static int zero_can(int z, int v) { return ab_zero_ok(z, v, NULL) == 0; }

/* Melds and adds: subsets of the hand. */
static void subsets(emitter *e)
{
    const tb_state *s = e->s;
    const tb_pile *h = &s->hand[s->seat];
    int n = h->n;
    if (n == 0 || n > 20)
        return;
    int targets[AB_MAX_SETS], tz[AB_MAX_SETS], nt = 0;
    for (int i = 0; i < s->nsets; i++) {
        const ab_set *st = &s->sets[i];
        if ((st->owner != s->seat && !s->add_any) || s->out[st->owner])
            continue;
        tz[nt] = 0;
        for (int j = 0; j < st->n; j++)
            tz[nt] |= ab_is_zero(st->c[j]);
        targets[nt++] = i;
    }
    for (unsigned mask = 1; mask < (1u << n); mask++) {
        int cnt = 0, zeros = 0, sum = 0, zc = -1;
        ab_move am;
        memset(&am, 0, sizeof am);
        for (int i = 0; i < n; i++) {
            if (!(mask >> i & 1u))
                continue;
            int c = h->c[i];
            am.c[cnt++] = (uint8_t)c;
            if (ab_is_zero(c)) {
                zeros++;
                zc = c;
            }
            sum += ab_value(c);
        }
        if (zeros > 1)
            continue;
        am.n = (uint8_t)cnt;
        int ok = zeros ? zero_can(zc, -sum) : sum == 0;
        if (!ok)
            continue;
        am.zval = (int8_t)(zeros ? -sum : 0);
        if (cnt >= 3) {
            am.kind = AB_MV_MELD;
            emit(e, &am);
        }
        am.kind = AB_MV_ADD;
        for (int t = 0; t < nt; t++) {
            const ab_set *st = &s->sets[targets[t]];
            if (zeros && tz[t])
                continue;
            if (!zeros && sum != 0)
                continue;
            /* set number among its owner's sets */
            int k = 0;
            for (int i = 0; i < targets[t]; i++)
                k += s->sets[i].owner == st->owner;
            am.owner = st->owner;
            am.idx = (uint8_t)k;
            emit(e, &am);
        }
    }
}

typedef struct combo {
    int n;
    uint8_t c[2];
} combo;

#define COMBO_CAP (AB_NCARDS + AB_NCARDS * (AB_NCARDS - 1) / 2)

static int combos(const uint8_t *cards, int n, int maxk, combo *out)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        out[k].n = 1;
        out[k].c[0] = cards[i];
        out[k].c[1] = 0;
        k++;
    }
    if (maxk >= 2)
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                out[k].n = 2;
                out[k].c[0] = cards[i] < cards[j] ? cards[i] : cards[j];
                out[k].c[1] = cards[i] < cards[j] ? cards[j] : cards[i];
                k++;
            }
    return k;
}

static void swaps(emitter *e)
{
    const tb_state *s = e->s;
    if (s->swap_max == 0 || s->swapped || s->played)
        return;
    const tb_pile *h = &s->hand[s->seat];
    uint8_t hc[AB_NCARDS];
    for (int i = 0; i < h->n; i++)
        hc[i] = (uint8_t)h->c[i];
    combo give[COMBO_CAP], take[COMBO_CAP];
    int ng = combos(hc, h->n, s->swap_max, give);
    for (int si = 0; si < s->nsets; si++) {
        const ab_set *st = &s->sets[si];
        if (s->out[st->owner])
            continue;
        int k = 0;
        for (int i = 0; i < si; i++)
            k += s->sets[i].owner == st->owner;
        int nt = combos(st->c, st->n, s->swap_max, take);
        for (int t = 0; t < nt; t++) {
            int taken = 0;
            for (int i = 0; i < take[t].n; i++)
                taken += ab_is_zero(take[t].c[i]) ? st->zval : ab_value(take[t].c[i]);
            for (int g = 0; g < ng; g++) {
                int given = 0, zeros = 0, zc = -1;
                for (int i = 0; i < give[g].n; i++) {
                    if (ab_is_zero(give[g].c[i])) {
                        zeros++;
                        zc = give[g].c[i];
                    } else {
                        given += ab_value(give[g].c[i]);
                    }
                }
                if (zeros > 1 || (zeros && !zero_can(zc, taken - given)) ||
                    (!zeros && given != taken))
                    continue;
                ab_move am;
                memset(&am, 0, sizeof am);
                am.kind = AB_MV_SWAP;
                am.owner = st->owner;
                am.idx = (uint8_t)k;
                am.n = (uint8_t)give[g].n;
                memcpy(am.c, give[g].c, (size_t)give[g].n);
                am.ntake = (uint8_t)take[t].n;
                memcpy(am.take, take[t].c, (size_t)take[t].n);
                am.zval = (int8_t)(zeros ? taken - given : 0);
                emit(e, &am);
            }
        }
    }
}

static void regroup_steps(emitter *e)
{
    const tb_state *s = e->s;
    int maxk = s->rg.nnew < AB_MAX_SETS - 1 ? s->rg.nnew : AB_MAX_SETS - 1;
    for (int i = 0; i < s->nsets; i++) {
        const ab_set *st = &s->sets[i];
        if (st->owner != s->seat)
            continue;
        for (int j = 0; j < st->n; j++)
            for (int k = 0; k <= maxk; k++)
                one_card(e, AB_MV_RG_PUT, st->c[j], k);
    }
    const tb_pile *h = &s->hand[s->seat];
    for (int i = 0; i < h->n; i++)
        for (int k = 0; k <= maxk; k++)
            one_card(e, AB_MV_RG_PUT, h->c[i], k);
    simple(e, AB_MV_RG_DONE);
    simple(e, AB_MV_RG_CANCEL);
}

size_t ab_legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    emitter e = {s, out, cap, 0};
    if (s->step == AB_STEP_OVER)
        return 0;
    if (s->rg.open) {
        regroup_steps(&e);
        return e.n;
    }
    if (s->step == AB_STEP_DRAW) {
        simple(&e, AB_MV_DRAW_DECK);
        simple(&e, AB_MV_DRAW_DISCARD);
        return e.n;
    }
    if (s->step == AB_STEP_PLAY) {
        swaps(&e);
        subsets(&e);
        simple(&e, AB_MV_RG_START);
    }
    const tb_pile *h = &s->hand[s->seat];
    for (int i = 0; i < h->n; i++)
        one_card(&e, AB_MV_DISCARD, h->c[i], 0);
    simple(&e, AB_MV_HOLD);
    return e.n;
}
