/*
 * legalplay.c — every legal meld and add, without trying every subset.
 *
 * A meld or an add is a subset of the hand that balances: plain cards
 * summing to zero, or one zero card whose represented value (0 to 10 with
 * its own sign) makes the sum zero.  The list wants them in ascending order
 * of the subset's bit mask over the sorted hand (bit i = hand card i), each
 * meld (3+ cards) followed by its adds in set order.
 *
 * A depth-first search deciding the bits from the highest down, "out"
 * before "in", visits masks in exactly that ascending order.  It only enters
 * a branch that can still balance: for every prefix of the hand it knows
 * which sums the plain cards below can reach (a bit set) and whether a zero
 * card of either sign is left, so every path it walks ends in a move and a
 * hand of n cards costs about n steps per move instead of 2^n subsets.
 * That search has a fixed cost (a reach set per card) that a short hand
 * does not repay: up to SMALL_HAND cards, every subset is walked in mask
 * order instead (every_subset()), one addition each; in random play the
 * hand in the play step averages three or four cards.
 */
#include "legal.h"

#define MAX_HAND 20 /* longer hands get no melds or adds (as always) */
#define SMALL_HAND 6 /* hands up to this long are walked subset by subset */
/* Sums of plain cards stay within +-200; a query looks up to 10 beyond the
 * negated sum of the chosen cards.  Bit x + OFF stands for the sum x, with
 * room on both sides so that no lookup needs a bounds check. */
#define OFF 224
#define WORDS 8

typedef struct reach {
    uint64_t w[WORDS]; /* bit x + OFF: the plain cards can sum to x */
} reach;

typedef struct play_search {
    ab_emitter *e;
    int n;
    uint8_t card[MAX_HAND];
    int8_t val[MAX_HAND];
    uint8_t zero[MAX_HAND];  /* 0, or 1 for -0, 2 for +0 */
    reach r[MAX_HAND + 1];   /* r[i]: sums of subsets of cards 0 .. i-1 */
    uint8_t zneg[MAX_HAND + 1], zpos[MAX_HAND + 1]; /* a -0 / +0 among 0 .. i-1 */
    int ntarget;
    uint8_t t_owner[AB_MAX_SETS], t_idx[AB_MAX_SETS], t_zero[AB_MAX_SETS];
} play_search;

static int has(const reach *r, int x)
{
    x += OFF;
    return (int)(r->w[x >> 6] >> (x & 63) & 1u);
}

/* Can the plain cards sum to anything in lo .. lo + 10? */
static int any_in11(const reach *r, int lo)
{
    int x = lo + OFF, sh = x & 63;
    uint64_t bits = r->w[x >> 6] >> sh;
    if (sh > 64 - 11)
        bits |= r->w[(x >> 6) + 1] << (64 - sh);
    return (bits & 0x7FFu) != 0;
}

/* out = in | (in shifted by v), v in -10 .. 10.  Only words wlo .. whi
 * (those holding sums the cards so far can reach, after the shift) can
 * change: the rest stay zero, so a short hand touches two or three words
 * instead of all eight. */
static void reach_add(const reach *in, int v, int wlo, int whi, reach *out)
{
    *out = *in;
    if (v > 0) {
        for (int k = whi; k >= wlo; k--) {
            uint64_t x = in->w[k] << v;
            if (k > 0)
                x |= in->w[k - 1] >> (64 - v);
            out->w[k] |= x;
        }
    } else if (v < 0) {
        int u = -v;
        for (int k = wlo; k <= whi; k++) {
            uint64_t x = in->w[k] >> u;
            if (k + 1 < WORDS)
                x |= in->w[k + 1] << (64 - u);
            out->w[k] |= x;
        }
    }
}

/* Can cards 0 .. i-1 complete a subset whose chosen cards sum to S
 * (zero card excluded), holding zc zero cards (zneg: it is a -0)? */
static int can_balance(const play_search *q, int i, int S, int zc, int zneg)
{
    const reach *r = &q->r[i];
    /* a -0 represents -10..0, so the plain cards must total 0..10; a +0
     * the other way round */
    if (zc)
        return any_in11(r, zneg ? -S : -10 - S);
    return has(r, -S) || (q->zneg[i] && any_in11(r, -S)) || (q->zpos[i] && any_in11(r, -10 - S));
}

static void emit_plays(play_search *q, uint32_t mask, int S, int zc)
{
    ab_move am;
    memset(&am, 0, sizeof am);
    for (uint32_t m = mask; m; m &= m - 1)
        am.c[am.n++] = q->card[__builtin_ctz(m)];
    am.zval = (int8_t)(zc ? -S : 0);
    if (am.n >= 3) {
        am.kind = AB_MV_MELD;
        ab_emit(q->e, &am);
    }
    am.kind = AB_MV_ADD;
    for (int t = 0; t < q->ntarget; t++) {
        if (zc && q->t_zero[t])
            continue; /* one zero card per set */
        am.owner = q->t_owner[t];
        am.idx = q->t_idx[t];
        ab_emit(q->e, &am);
    }
}

/* Decide card i-1 (out first, then in), cards i .. n-1 decided in mask. */
static void dfs(play_search *q, int i, uint32_t mask, int S, int zc, int zneg)
{
    if (i == 0) {
        if (mask)
            emit_plays(q, mask, S, zc);
        return;
    }
    int b = i - 1;
    if (can_balance(q, b, S, zc, zneg))
        dfs(q, b, mask, S, zc, zneg);
    if (q->zero[b]) {
        if (!zc && can_balance(q, b, S, 1, q->zero[b] == 1))
            dfs(q, b, mask | 1u << b, S, 1, q->zero[b] == 1);
    } else if (can_balance(q, b, S + q->val[b], zc, zneg)) {
        dfs(q, b, mask | 1u << b, S + q->val[b], zc, zneg);
    }
}

/* A short hand (the usual case in play: three or four cards) is cheaper
 * to walk subset by subset than to search: masks in ascending order are
 * the list order.  A subset balances when it has no zero card and sums to
 * zero, or exactly one zero card that may represent minus the sum (what
 * dfs() finds for longer hands, and what check_meld() and check_add()
 * accept).  Every subset's sum of plain cards comes first, a card at a
 * time (the masks with card i are those without it plus its value: one
 * add a mask, in a loop the compiler vectorizes); then a hand without a
 * zero card, the common case, needs only the masks whose sum is zero,
 * sixteen compared at once. */
static void every_subset(play_search *q, const tb_pile *h)
{
    _Alignas(16) int8_t sum[1u << SMALL_HAND];
    uint32_t zeros = 0; /* bit i: hand card i is a zero card */
    int8_t val[SMALL_HAND];
    for (int i = 0; i < q->n; i++) {
        int c = h->c[i];
        q->card[i] = (uint8_t)c;
        val[i] = (int8_t)(ab_is_zero(c) ? 0 : ab_value(c));
        if (ab_is_zero(c))
            zeros |= 1u << i;
    }
    int i = 0;
#if defined(__SSE2__) && defined(__x86_64__)
    {
        /* the first four cards' sixteen sums in one register: each card
         * adds its value to the sums so far, shifted up past them (a byte
         * shift takes a constant, hence one step a card written out) */
        __m128i x = _mm_setzero_si128();
#define AB_DOUBLE(k, half, keep)                                                                   \
    if (k < q->n) {                                                                                \
        __m128i y = _mm_slli_si128(_mm_add_epi8(x, _mm_set1_epi8(val[k])), half);                 \
        x = _mm_or_si128(x, _mm_and_si128(y, keep));                                               \
        i = k + 1;                                                                                 \
    }
        AB_DOUBLE(0, 1, _mm_set_epi64x(0, 0xFFFF))
        AB_DOUBLE(1, 2, _mm_set_epi64x(0, 0xFFFFFFFF))
        AB_DOUBLE(2, 4, _mm_set_epi64x(0, -1))
        AB_DOUBLE(3, 8, _mm_set1_epi8(-1))
#undef AB_DOUBLE
        _mm_store_si128((__m128i *)(void *)sum, x);
    }
#else
    sum[0] = 0;
#endif
    for (; i < q->n; i++) {
        uint32_t half = 1u << i;
        for (uint32_t m = 0; m < half; m++)
            sum[half + m] = (int8_t)(sum[m] + val[i]);
    }
    uint32_t end = 1u << q->n;
    if (zeros) {
        for (uint32_t m = 1; m < end; m++) {
            int S = sum[m];
            uint32_t z = m & zeros;
            if (!z) {
                if (S == 0)
                    emit_plays(q, m, 0, 0);
            } else if (!(z & (z - 1)) && ab_zero_can(q->card[__builtin_ctz(z)], -S)) {
                emit_plays(q, m, S, 1);
            }
        }
        return;
    }
#if defined(__SSE2__) && defined(__x86_64__)
    {
        /* sum[0..15] are all written (zeros past the short hand's masks) */
        __m128i zero = _mm_setzero_si128();
        for (uint32_t base = 0; base < end || base == 0; base += 16) {
            __m128i x = _mm_load_si128((const __m128i *)(const void *)(sum + base));
            uint32_t hit = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, zero));
            if (base == 0)
                hit &= (end < 16 ? (1u << end) - 1 : 0xFFFFu) & ~1u; /* no empty subset */
            for (; hit; hit &= hit - 1)
                emit_plays(q, base + (uint32_t)__builtin_ctz(hit), 0, 0);
        }
        return;
    }
#endif
    for (uint32_t m = 1; m < end; m++)
        if (sum[m] == 0)
            emit_plays(q, m, 0, 0);
}

/* Mirrors check_meld() and check_add() in rules.c: the cards come from
 * the hand, a set holds at most one zero card, adds go to the mover's own
 * unlocked sets (any unlocked set with add_to_any_set). */
void ab_legal_plays(ab_emitter *e)
{
    const tb_state *s = e->s;
    const tb_pile *h = &s->hand[s->seat];
    if (h->n == 0 || h->n > MAX_HAND)
        return;
    play_search q;
    q.e = e;
    q.n = h->n;
    q.ntarget = 0;
    int count[AB_MAX_PLAYERS] = {0};
    for (int i = 0; i < s->nsets; i++) {
        const ab_set *st = &s->sets[i];
        int idx = count[st->owner]++;
        if ((st->owner != s->seat && !s->add_any) || s->out[st->owner])
            continue;
        q.t_owner[q.ntarget] = st->owner;
        q.t_idx[q.ntarget] = (uint8_t)idx;
        q.t_zero[q.ntarget++] = (uint8_t)ab_set_has_zero(st);
    }
    if (q.n <= SMALL_HAND) {
        every_subset(&q, h);
        return;
    }
    memset(&q.r[0], 0, sizeof q.r[0]);
    q.r[0].w[OFF >> 6] = 1ull << (OFF & 63);
    q.zneg[0] = q.zpos[0] = 0;
    int lo = 0, hi = 0; /* least and greatest sum of plain cards so far */
    for (int i = 0; i < q.n; i++) {
        int c = h->c[i];
        q.card[i] = (uint8_t)c;
        q.val[i] = (int8_t)ab_value(c);
        q.zero[i] = (uint8_t)(ab_is_zero(c) ? (ab_negative(c) ? 1 : 2) : 0);
        q.zneg[i + 1] = (uint8_t)(q.zneg[i] | (q.zero[i] == 1));
        q.zpos[i + 1] = (uint8_t)(q.zpos[i] | (q.zero[i] == 2));
        if (q.val[i] < 0)
            lo += q.val[i];
        else
            hi += q.val[i];
        reach_add(&q.r[i], q.val[i], (lo + OFF) >> 6, (hi + OFF) >> 6, &q.r[i + 1]);
    }
    if (can_balance(&q, q.n, 0, 0, 0))
        dfs(&q, q.n, 0, 0, 0, 0);
}
