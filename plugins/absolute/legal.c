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
#include <stdlib.h>
#include <string.h>

#include "absolute.h"
#include "legal.h"

_Static_assert(sizeof(ab_move) == TB_MOVE_BYTES, "an ab_move is copied as a whole tb_move");
/* The moves built in registers (ab_emit_words) keep every field they set in
 * the first 16 bytes. */
_Static_assert(AB_AT(take) + 1 < 8 && AB_AT(c) == 8, "a move's head is its first two words");

/* A move of one kind and nothing else. */
static void simple(ab_emitter *e, int kind)
{
    ab_emit_words(e, AB_B(kind, AB_AT(kind)), 0);
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
#define SHORT_SET 3 /* sets up to this long (the most common) are walked card by card and
                       * pair by pair: measured, 3 pays best, 4 and more less */

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

/* Appends one give in list order: a plain give goes at the tail of the
 * chain of its sum (last[] keeps the tails), a zero-card give to its own
 * list, so the gives are built in one pass. */
static void add_give(gives *G, uint16_t *last, int n, int a, int b)
{
    int za = ab_is_zero(a), zb = n == 2 && ab_is_zero(b);
    if (za && zb)
        return; /* two zero cards can never go into one set */
    int i = G->n++;
    give *g = &G->g[i];
    g->n = (uint8_t)n;
    g->c[0] = (uint8_t)a;
    g->c[1] = (uint8_t)(n == 2 ? b : 0);
    int sum = (za ? 0 : ab_value(a)) + (n == 2 && !zb ? ab_value(b) : 0);
    g->sum = (int8_t)sum;
    g->zero = za ? a : zb ? b : -1;
    if (g->zero < 0) {
        int t = sum + SUM_OFF;
        G->next[i] = NONE;
        if (G->first[t] == NONE)
            G->first[t] = (uint16_t)i;
        else
            G->next[last[t]] = (uint16_t)i;
        last[t] = (uint16_t)i;
        G->plain_takes |= 1ull << t;
        return;
    }
    G->zero_gives[G->nz++] = (uint16_t)i;
    /* the zero card represents taken - sum: -10..0 for -0, 0..10 for +0,
     * so it balances the eleven takes from lo on (all within -20..20) */
    int lo = ab_negative(g->zero) ? sum - 10 : sum;
    G->zero_takes |= 0x7FFull << (lo + SUM_OFF);
}

/* Singles in hand order, then pairs (i < j), as the list order wants. */
static void build_gives(const tb_pile *h, int maxk, gives *G)
{
    uint16_t last[2 * SUM_OFF + 1];
    G->n = G->nz = 0;
    G->plain_takes = G->zero_takes = 0;
    memset(G->first, 0xFF, sizeof G->first);
    for (int i = 0; i < h->n; i++)
        add_give(G, last, 1, h->c[i], 0);
    if (maxk >= 2)
        for (int i = 0; i < h->n; i++)
            for (int j = i + 1; j < h->n; j++)
                add_give(G, last, 2, h->c[i], h->c[j]); /* the hand is sorted: c[i] < c[j] */
}

/* What every swap of one take shares: the set (owner, number) and the
 * cards taken, as the first word of the move (AB_B), which each give
 * completes in registers: a swap is written as four 16-byte stores. */
typedef struct take {
    uint64_t lo;
    int min_give; /* the set keeps 3+ cards */
} take;

static inline void emit_swap(ab_cursor *e, const take *t, const give *g, int zval)
{
    ab_cur_put(e, t->lo | AB_B(g->n, AB_AT(n)) | AB_B(zval, AB_AT(zval)),
               AB_B(g->c[0], 0) | AB_B(g->c[1], 1));
}

/* Every give that balances this take, in list order: the plain gives that
 * sum to `taken` (the caller's bit test saw there may be some), merged with
 * the zero-card gives that can balance it. */
static inline void swaps_for_take(ab_cursor *e, const gives *G, const take *t, int taken,
                           int zero_gives_ok)
{
    int min_give = t->min_give;
    unsigned a = G->first[taken + SUM_OFF];
    int b = 0, b_end = zero_gives_ok ? G->nz : 0;
    if (b_end == 0) { /* the common case: plain gives only */
        for (; a != NONE; a = G->next[a])
            if (G->g[a].n >= min_give)
                emit_swap(e, t, &G->g[a], 0);
        return;
    }
    for (;;) {
        unsigned zb = b < b_end ? G->zero_gives[b] : NONE;
        if (a == NONE && zb == NONE)
            return;
        if (a < zb) {
            if (G->g[a].n >= min_give)
                emit_swap(e, t, &G->g[a], 0);
            a = G->next[a];
        } else {
            const give *g = &G->g[zb];
            int zv = taken - g->sum;
            if (g->n >= min_give && ab_zero_can(g->zero, zv))
                emit_swap(e, t, g, zv);
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
 *
 * The set's own derived data (ab_set_derive: where each value's run of
 * cards starts, which plain values it holds) lets every take be reached
 * straight from the values some give balances: a card or a pair no give
 * can balance is never visited.  (Building those runs here, on every call,
 * cost more than it saved: sets are short; kept in the state, they are
 * rebuilt only when a set changes.)
 */
static void swaps(ab_emitter *em)
{
    const tb_state *s = em->s;
    if (s->swap_max == 0 || s->swapped || s->played)
        return;
    gives G;
    build_gives(&s->hand[s->seat], s->swap_max, &G);
    uint64_t both = G.plain_takes | G.zero_takes;
    if (!both)
        return; /* no give balances any take */
    int count[AB_MAX_PLAYERS] = {0};
    ab_cursor cur = ab_cur_begin(em), *e = &cur;
    for (int si = 0; si < s->nsets; si++) {
        const ab_set *st = &s->sets[si];
        int idx = count[st->owner]++;
        if (s->out[st->owner])
            continue;
        int n = st->n;
        const uint8_t *at = st->at;
        int set_zero = ab_set_has_zero(st) ? at[10] : -1; /* position of the set's zero card */
        /* takes a zero-card give may balance: with the set's zero card
         * (taken alone) or from a set without one */
        uint64_t ok_plain = set_zero < 0 ? both : G.plain_takes;
        uint64_t set_lo = AB_B(AB_MV_SWAP, AB_AT(kind)) | AB_B(st->owner, AB_AT(owner)) |
                          AB_B(idx, AB_AT(idx));
        take t;
        uint64_t take1 = set_lo | AB_B(1, AB_AT(ntake));
        t.min_give = n - 1 >= 2 ? 1 : 3 - (n - 1);
        /* Singles in position order.  A short set: card by card, one bit
         * test each.  A longer one: the runs of the plain values some give
         * balances, ascending, with the zero card (slot 10) between the
         * negative and the positive runs. */
        if (n <= SHORT_SET) {
            for (int i = 0; i < n; i++) {
                int c = st->c[i];
                if (i == set_zero) {
                    if (both >> (st->zval + SUM_OFF) & 1u) {
                        t.lo = take1 | AB_B(c, AB_AT(take));
                        swaps_for_take(e, &G, &t, st->zval, 1);
                    }
                } else if (ok_plain >> (ab_value(c) + SUM_OFF) & 1u) {
                    t.lo = take1 | AB_B(c, AB_AT(take));
                    swaps_for_take(e, &G, &t, ab_value(c), set_zero < 0);
                }
            }
        } else {
            uint32_t single = (uint32_t)(ok_plain >> 10) & st->vmask;
            uint32_t runs = single & 0x3FFu;
            for (int pass = 0; pass < 2; pass++) {
                for (; runs; runs &= runs - 1) {
                    int b = __builtin_ctz(runs);
                    for (int i = at[b]; i < at[b + 1]; i++) {
                        t.lo = take1 | AB_B(st->c[i], AB_AT(take));
                        swaps_for_take(e, &G, &t, b - 10, set_zero < 0);
                    }
                }
                if (pass == 0 && set_zero >= 0 && (both >> (st->zval + SUM_OFF) & 1u)) {
                    t.lo = take1 | AB_B(st->c[set_zero], AB_AT(take));
                    swaps_for_take(e, &G, &t, st->zval, 1);
                }
                runs = single & ~0x7FFu;
            }
        }
        if (s->swap_max < 2)
            continue;
        uint64_t take2 = set_lo | AB_B(2, AB_AT(ntake));
        t.min_give = n - 2 >= 2 ? 1 : 3 - (n - 2);
        /* Pairs (i < j) of plain cards in position order.  A three-card
         * set (the most common) is cheapest walked pair by pair, one bit
         * test each; a longer one goes from the values some give
         * balances: cards of slot a pair with the slots b >= a whose sum
         * some give balances, bit b of (ok_plain >> a) & vmask, a run at a
         * time (values ascend with positions, so runs taken in slot order
         * keep j ascending). */
        if (n <= SHORT_SET) {
            const uint8_t *c = st->c;
            for (int i = 0; i < n; i++) {
                if (i == set_zero)
                    continue;
                int vi = ab_value(c[i]);
                uint64_t take2i = take2 | AB_B(c[i], AB_AT(take));
                for (int j = i + 1; j < n; j++) {
                    int vj = ab_value(c[j]);
                    if (j == set_zero || !(ok_plain >> (vi + vj + SUM_OFF) & 1u))
                        continue;
                    t.lo = take2i | AB_B(c[j], AB_AT(take) + 1);
                    swaps_for_take(e, &G, &t, vi + vj, set_zero < 0);
                }
            }
            continue;
        }
        for (uint32_t rows = st->vmask; rows; rows &= rows - 1) {
            int a = __builtin_ctz(rows);
            uint32_t partners = (uint32_t)(ok_plain >> a) & st->vmask & (~0u << a);
            if (!partners)
                continue;
            for (int i = at[a]; i < at[a + 1]; i++) {
                uint64_t take2i = take2 | AB_B(st->c[i], AB_AT(take));
                for (uint32_t ps = partners; ps; ps &= ps - 1) {
                    int b = __builtin_ctz(ps);
                    for (int j = b == a ? i + 1 : at[b]; j < at[b + 1]; j++) {
                        t.lo = take2i | AB_B(st->c[j], AB_AT(take) + 1);
                        swaps_for_take(e, &G, &t, a + b - 20, set_zero < 0);
                    }
                }
            }
        }
    }
    ab_cur_end(em, &cur);
}

/* ---- regroup steps ---- */

/* Every put: each card still to place into each new set so far or a new
 * one, card by card. */
static void put_steps(ab_emitter *e, const uint8_t *pool, int npool, int maxk)
{
    uint64_t lo = AB_B(AB_MV_RG_PUT, AB_AT(kind)) | AB_B(1, AB_AT(n));
    size_t count = (size_t)npool * (size_t)(maxk + 1);
    tb_move *w = ab_emit_room(e, count);
    if (w) { /* the usual case: written straight, counted once */
#if defined(__SSE2__) && defined(__x86_64__)
        /* a card's puts differ only in idx: the head stays in a register
         * and one add steps it to the next new set */
        __m128i zero = _mm_setzero_si128();
        __m128i step = _mm_cvtsi64_si128((long long)AB_B(1, AB_AT(idx)));
        for (int i = 0; i < npool; i++) {
            __m128i head = _mm_unpacklo_epi64(_mm_cvtsi64_si128((long long)lo),
                                              _mm_cvtsi64_si128((long long)AB_B(pool[i], 0)));
            for (int k = 0; k <= maxk; k++, w++) {
                _mm_storeu_si128((__m128i *)(void *)w->b, head);
                _mm_storeu_si128((__m128i *)(void *)(w->b + 16), zero);
                _mm_storeu_si128((__m128i *)(void *)(w->b + 32), zero);
                _mm_storeu_si128((__m128i *)(void *)(w->b + 48), zero);
                head = _mm_add_epi64(head, step);
            }
        }
#else
        for (int i = 0; i < npool; i++) {
            uint64_t hi = AB_B(pool[i], 0);
            for (int k = 0; k <= maxk; k++)
                ab_put_words((w++)->b, lo | AB_B(k, AB_AT(idx)), hi);
        }
#endif
        e->n += count;
        return;
    }
    for (int i = 0; i < npool; i++)
        for (int k = 0; k <= maxk; k++)
            ab_emit_words(e, lo | AB_B(k, AB_AT(idx)), AB_B(pool[i], 0));
}

static void regroup_steps(ab_emitter *e)
{
    const tb_state *s = e->s;
    int maxk = s->rg.nnew < AB_MAX_SETS - 1 ? s->rg.nnew : AB_MAX_SETS - 1;
    /* the cards still to place, sets' first, in list order (the pool is
     * kept by every put: no pass over the sets and the hand here) */
    put_steps(e, s->rg.pool, s->rg.npool, maxk);
    /* done needs every card of the sets placed (check_done's first test,
     * known here for free); only then is the whole judge asked */
    if (s->rg.pool_sets == 0 && ab_check_regroup(s, &(ab_move){.kind = AB_MV_RG_DONE}, NULL) == 0)
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
        /* regroup start: ab_check_regroup()'s conditions for it (no regroup
         * is open here), asked in place, cheapest first */
        if (!s->rg_blocked && (h->n > 0 || s->played) && ab_has_sets(s, s->seat))
            simple(&e, AB_MV_RG_START);
    }
    uint64_t discard = AB_B(AB_MV_DISCARD, AB_AT(kind)) | AB_B(1, AB_AT(n));
    int hn = h->n; /* read once: the moves' stores might alias the hand */
    tb_move *w = ab_emit_room(&e, (size_t)hn);
    if (w) {
        for (int i = 0; i < hn; i++)
            ab_put_words(w[i].b, discard, AB_B(h->c[i], 0));
        e.n += (size_t)hn;
    } else {
        for (int i = 0; i < h->n; i++)
            ab_emit_words(&e, discard, AB_B(h->c[i], 0));
    }
    /* hold: mirrors check_end() in rules.c */
    if (s->step != AB_STEP_DISCARD && h->n <= s->max_hand && !ab_discard_required(s))
        simple(&e, AB_MV_HOLD);
    return e.n;
}

/* One legal move picked as the host's `random` picks it (ABI 1.5): the list
 * written into a buffer on the stack (a heap one only for the rare list
 * longer than it), k = rng_below(count), the k-th move: a seed plays the
 * same game either way, and the pick is the list's own.  (Answering the
 * draw step from its two conditions instead measured no faster.) */
int ab_random_move(const tb_state *s, tb_rng *r, tb_move *out)
{
    enum { ON_STACK = 256 };
    tb_move local[ON_STACK];
    tb_move *list = local;
    size_t n = ab_legal_moves(s, list, ON_STACK);
    if (n > ON_STACK) {
        list = malloc(n * sizeof *list);
        if (!list)
            return -1;
        n = ab_legal_moves(s, list, n);
    }
    int rc = -1;
    if (n > 0) {
        *out = list[s->host->rng_below(r, (uint32_t)n)];
        rc = 0;
    }
    if (list != local)
        free(list);
    return rc;
}
