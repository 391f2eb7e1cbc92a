/*
 * legal.c — every legal move, complete and exact, cheaply.
 *
 * legal_moves() is the inner loop of random play and of every search bot,
 * so moves are generated legal by construction instead of being proposed
 * and judged one by one: each generator below mirrors, condition for
 * condition, what ab_check() (rules.c, swaps.c, regroup.c) accepts, and
 * ab_check() stays the one judge of apply().  The suite cross-checks the two
 * (tests/absolute/test_legal.c) on many random positions.
 *
 * The order of the list is part of the contract (seeded random games and
 * pinned transcripts depend on it): swaps (by set, taken cards, given
 * cards), melds and adds (by subset of the hand in ascending bit order,
 * each meld before its adds), regroup, discards, hold.  A regroup is
 * enumerated one step at a time (see regroup.c), so its list stays at most
 * (cards) x (new sets + 1) long instead of every partition.
 */
#include <string.h>

#include "absolute.h"
#include "legal.h"

_Static_assert(sizeof(ab_move) == TB_MOVE_BYTES, "an ab_move is copied as a whole tb_move");

static void simple(ab_emitter *e, int kind)
{
    ab_move am;
    memset(&am, 0, sizeof am);
    am.kind = (uint8_t)kind;
    ab_emit(e, &am);
}

/* ---- swaps ---- */

/* One way to give cards from the hand: a single card or a pair. */
typedef struct give {
    uint8_t n, c[2];
    int8_t sum; /* of the cards that are not zero cards */
    int zero;   /* the zero card given, or -1 */
} give;

#define GIVE_CAP (AB_NCARDS + AB_NCARDS * (AB_NCARDS - 1) / 2)
#define SUM_OFF 20 /* a given pair of plain cards sums to -20 .. +20 */
#define NONE 0xFFFF

typedef struct gives {
    int n;
    give g[GIVE_CAP];
    /* Plain gives (no zero card) chained by sum in list order: first[t]
     * is the first summing to t - SUM_OFF, next[i] the one after give i.
     * Gives with one zero card are few: a list of their own. */
    uint16_t first[2 * SUM_OFF + 1];
    uint16_t next[GIVE_CAP];
    int nz;
    uint16_t zero_gives[GIVE_CAP];
    /* bit t + SUM_OFF: some plain give / some zero-card give balances a
     * take totalling t, so most takes are dismissed by one bit test */
    uint64_t plain_takes, zero_takes;
} gives;

static void add_give(gives *G, int n, int a, int b)
{
    int za = ab_is_zero(a), zb = n == 2 && ab_is_zero(b);
    if (za && zb)
        return; /* two zero cards can never go into one set */
    give *g = &G->g[G->n++];
    g->n = (uint8_t)n;
    g->c[0] = (uint8_t)a;
    g->c[1] = (uint8_t)(n == 2 ? b : 0);
    g->sum = (int8_t)((za ? 0 : ab_value(a)) + (n == 2 && !zb ? ab_value(b) : 0));
    g->zero = za ? a : zb ? b : -1;
}

/* Singles in hand order, then pairs (i < j), as the list order wants. */
static void build_gives(const tb_pile *h, int maxk, gives *G)
{
    G->n = 0;
    for (int i = 0; i < h->n; i++)
        add_give(G, 1, h->c[i], 0);
    if (maxk >= 2)
        for (int i = 0; i < h->n; i++)
            for (int j = i + 1; j < h->n; j++)
                add_give(G, 2, h->c[i], h->c[j]); /* the hand is sorted: c[i] < c[j] */
    memset(G->first, 0xFF, sizeof G->first);
    G->plain_takes = G->zero_takes = 0;
    int nz = 0;
    for (int i = G->n - 1; i >= 0; i--) { /* backwards: chains come out in list order */
        const give *g = &G->g[i];
        if (g->zero < 0) {
            G->next[i] = G->first[g->sum + SUM_OFF];
            G->first[g->sum + SUM_OFF] = (uint16_t)i;
            G->plain_takes |= 1ull << (g->sum + SUM_OFF);
            continue;
        }
        nz++;
        /* the zero card represents taken - sum: -10..0 for -0, 0..10 for +0 */
        int lo = ab_negative(g->zero) ? g->sum - 10 : g->sum;
        for (int t = lo; t <= lo + 10; t++)
            if (t >= -SUM_OFF && t <= SUM_OFF)
                G->zero_takes |= 1ull << (t + SUM_OFF);
    }
    G->nz = 0;
    for (int i = 0; nz && i < G->n; i++)
        if (G->g[i].zero >= 0)
            G->zero_gives[G->nz++] = (uint16_t)i;
}

static void emit_swap(ab_emitter *e, const ab_move *tmpl, const give *g, int zval)
{
    unsigned char *b = ab_emit_from(e, tmpl);
    b[AB_AT(n)] = g->n;
    b[AB_AT(c)] = g->c[0];
    b[AB_AT(c) + 1] = g->c[1];
    b[AB_AT(zval)] = (unsigned char)zval;
}

/* Every give that balances this take, in list order: the plain gives that
 * sum to `taken` (the caller's bit test saw there may be some), merged with
 * the zero-card gives that can balance it.  tmpl holds the set and the
 * taken cards. */
static void swaps_for_take(ab_emitter *e, const gives *G, const ab_set *st, const ab_move *tmpl,
                           int taken, int zero_gives_ok)
{
    int ntake = tmpl->ntake;
    int min_give = st->n - ntake >= 2 ? 1 : 3 - (st->n - ntake); /* the set keeps 3+ */
    unsigned a = G->first[taken + SUM_OFF];
    int b = 0, b_end = zero_gives_ok ? G->nz : 0;
    for (;;) {
        unsigned zb = b < b_end ? G->zero_gives[b] : NONE;
        if (a == NONE && zb == NONE)
            return;
        if (a < zb) {
            if (G->g[a].n >= min_give)
                emit_swap(e, tmpl, &G->g[a], 0);
            a = G->next[a];
        } else {
            const give *g = &G->g[zb];
            int zv = taken - g->sum;
            if (g->n >= min_give && ab_zero_can(g->zero, zv))
                emit_swap(e, tmpl, g, zv);
            b++;
        }
    }
}

/*
 * Mirrors ab_check_swap(): a plain give must total what is taken; a zero
 * card given represents the difference (within its range) and may join a
 * set that holds no other zero card; a zero card taken goes only alone and
 * only for what it represented, which equal totals already guarantee (a
 * pair with it would total zval plus a non-zero card, never zval).
 */
static void swaps(ab_emitter *e)
{
    const tb_state *s = e->s;
    if (s->swap_max == 0 || s->swapped || s->played)
        return;
    gives G;
    build_gives(&s->hand[s->seat], s->swap_max, &G);
    ab_move tmpl;
    memset(&tmpl, 0, sizeof tmpl);
    tmpl.kind = AB_MV_SWAP;
    int count[AB_MAX_PLAYERS] = {0};
    for (int si = 0; si < s->nsets; si++) {
        const ab_set *st = &s->sets[si];
        int idx = count[st->owner]++;
        if (s->out[st->owner])
            continue;
        int set_zero = -1; /* position of the set's zero card */
        int8_t val[AB_NCARDS];
        for (int j = 0; j < st->n; j++) {
            val[j] = (int8_t)ab_value(st->c[j]);
            if (ab_is_zero(st->c[j])) {
                set_zero = j;
                val[j] = st->zval;
            }
        }
        /* takes a zero-card give may balance: with the set's zero card
         * (taken alone) or from a set without one */
        uint64_t both = G.plain_takes | G.zero_takes;
        uint64_t ok_plain = set_zero < 0 ? both : G.plain_takes;
        tmpl.owner = st->owner;
        tmpl.idx = (uint8_t)idx;
        tmpl.ntake = 1;
        tmpl.take[1] = 0;
        for (int i = 0; i < st->n; i++) {
            uint64_t ok = i == set_zero ? both : ok_plain;
            if (!(ok >> (val[i] + SUM_OFF) & 1u))
                continue;
            tmpl.take[0] = st->c[i];
            swaps_for_take(e, &G, st, &tmpl, val[i], set_zero < 0 || i == set_zero);
        }
        if (s->swap_max < 2)
            continue;
        tmpl.ntake = 2;
        for (int i = 0; i < st->n; i++) {
            if (i == set_zero)
                continue;
            tmpl.take[0] = st->c[i];
            for (int j = i + 1; j < st->n; j++) {
                int taken = val[i] + val[j];
                if (j == set_zero || !(ok_plain >> (taken + SUM_OFF) & 1u))
                    continue;
                tmpl.take[1] = st->c[j];
                swaps_for_take(e, &G, st, &tmpl, taken, set_zero < 0);
            }
        }
    }
}

/* ---- regroup steps ---- */

static void put_steps(ab_emitter *e, int card, int maxk)
{
    if (e->s->rg.where[card])
        return;
    ab_move am;
    memset(&am, 0, sizeof am);
    am.kind = AB_MV_RG_PUT;
    am.n = 1;
    am.c[0] = (uint8_t)card;
    for (int k = 0; k <= maxk; k++)
        ab_emit_from(e, &am)[AB_AT(idx)] = (unsigned char)k;
}

static void regroup_steps(ab_emitter *e)
{
    const tb_state *s = e->s;
    int maxk = s->rg.nnew < AB_MAX_SETS - 1 ? s->rg.nnew : AB_MAX_SETS - 1;
    for (int i = 0; i < s->nsets; i++) {
        const ab_set *st = &s->sets[i];
        if (st->owner != s->seat)
            continue;
        for (int j = 0; j < st->n; j++)
            put_steps(e, st->c[j], maxk);
    }
    const tb_pile *h = &s->hand[s->seat];
    for (int i = 0; i < h->n; i++)
        put_steps(e, h->c[i], maxk);
    if (ab_check_regroup(s, &(ab_move){.kind = AB_MV_RG_DONE}, NULL) == 0)
        simple(e, AB_MV_RG_DONE);
    simple(e, AB_MV_RG_CANCEL);
}

/* ---- the list ---- */

size_t ab_legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    ab_emitter e; /* spill needs no clearing */
    e.s = s;
    e.out = out;
    e.cap = cap;
    e.n = 0;
    if (s->step == AB_STEP_OVER)
        return 0;
    if (s->rg.open) {
        regroup_steps(&e);
        return e.n;
    }
    if (s->step == AB_STEP_DRAW) {
        if (s->deck.n > 0 || s->discard.n >= 2)
            simple(&e, AB_MV_DRAW_DECK);
        if (s->discard.n > 0)
            simple(&e, AB_MV_DRAW_DISCARD);
        return e.n;
    }
    const tb_pile *h = &s->hand[s->seat];
    if (s->step == AB_STEP_PLAY) {
        swaps(&e);
        ab_legal_plays(&e);
        if (ab_check_regroup(s, &(ab_move){.kind = AB_MV_RG_START}, NULL) == 0)
            simple(&e, AB_MV_RG_START);
    }
    ab_move am;
    memset(&am, 0, sizeof am);
    am.kind = AB_MV_DISCARD;
    am.n = 1;
    for (int i = 0; i < h->n; i++)
        ab_emit_from(&e, &am)[AB_AT(c)] = (unsigned char)h->c[i];
    /* hold: mirrors check_end() in rules.c */
    if (s->step != AB_STEP_DISCARD && h->n <= s->max_hand && !ab_discard_required(s))
        simple(&e, AB_MV_HOLD);
    return e.n;
}
