/* state.c — the life of a High Cards game, with its deliberate flaws. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "flawed.h"

#ifdef FLAW_NONDETERMINISTIC
/* The one global a plugin must never keep: games created so far.  Mixed into
 * the deal, it makes a second run of the same seed deal differently. */
static uint64_t games_created;
#endif

#ifdef FLAW_STALE_HELD
/* The values in seat's hand as bits: a cache apply() trusts. */
static uint32_t held_of(const tb_pile *hand)
{
    uint32_t bits = 0;
    for (size_t i = 0; i < hand->n; i++)
        bits |= 1u << hand->c[i];
    return bits;
}
#endif

tb_state *fl_create(const tb_host *host, const tb_setup *setup, char *err)
{
    if (setup->players != FL_SEATS) {
        snprintf(err, TB_ERR_MAX, "high cards is for two players, not %d", setup->players);
        return NULL;
    }
    tb_state *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, TB_ERR_MAX, "out of memory");
        return NULL;
    }
    s->host = host;
    s->options = setup->options;
#ifdef FLAW_LEAK
    /* Scratch memory "freed with the state", and never is: only a leak
     * checker sees it (tests/sdk builds this variant under the sanitizers). */
    s->scratch = malloc(64);
    if (s->scratch)
        memset(s->scratch, 0, 64);
#endif
    s->factor = 1;
    uint64_t seed = setup->seed;
#ifdef FLAW_NONDETERMINISTIC
    seed ^= games_created++;
#endif
    host->rng_seed(&s->rng, seed);
    tb_pile deck;
    host->pile_clear(&deck);
    for (int c = 1; c <= FL_CARDS; c++)
        host->pile_push(&deck, fl_deck_card(c));
    if (host->deck_order(setup->table, 0, 1, &deck, &s->rng) != 0) {
        snprintf(err, TB_ERR_MAX, "the stacked deck does not fit");
        free(s);
        return NULL;
    }
    /* Dealt in blocks, top first: seat 1's hand, seat 2's, then the stock. */
    size_t hand = (size_t)host->opt_int(setup->options, "hand_size");
    for (int k = 0; k < FL_SEATS; k++)
        host->pile_deal(&deck, &s->hand[k], hand);
    s->stock = deck; /* what is left, its top still the next card */
#ifdef FLAW_STALE_HELD
    for (int k = 0; k < FL_SEATS; k++)
        s->held[k] = held_of(&s->hand[k]);
#endif
    return s;
}

tb_state *fl_clone(const tb_state *s)
{
    tb_state *c = malloc(sizeof *c);
    if (!c)
        return NULL;
    memcpy(c, s, sizeof *c);
#ifdef FLAW_CLONE_DIVERGES
    c->factor = 0; /* "recomputed later", and never is */
#endif
    return c;
}

void fl_destroy(tb_state *s)
{
    free(s);
}

static int all_played(const tb_state *s)
{
    return s->hand[0].n == 0 && s->hand[1].n == 0;
}

int fl_to_move(const tb_state *s)
{
    return s->over ? -1 : s->turn;
}

size_t fl_legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    if (s->over)
        return 0;
#ifdef FLAW_STUCK
    if (s->turns == 5)
        return 0;
#endif
    if (all_played(s)) { /* only reachable in the ENDLESS variant */
        if (cap)
            out[0] = fl_encode(FL_PASS, 0);
        return 1;
    }
    const tb_pile *h = &s->hand[s->turn];
#if FL_COPIES
    /* Two alike cards are one move: each value once, in hand order. */
    size_t n = 0;
    for (size_t i = 0; i < h->n; i++) {
        size_t j = 0;
        while (j < i && h->c[j] != h->c[i])
            j++;
        if (j == i && n++ < cap)
            out[n - 1] = fl_encode(FL_PLAY, h->c[i]);
    }
    return n;
#endif
    for (size_t i = 0; i < h->n && i < cap; i++)
        out[i] = fl_encode(FL_PLAY, h->c[i]);
#ifdef FLAW_DUPLICATE_MOVE
    /* The first card once more at the end, "to make it easy to find". */
    if (h->n && h->n < cap)
        out[h->n] = fl_encode(FL_PLAY, h->c[0]);
    return h->n + (h->n > 0);
#endif
    return h->n;
}

/* One listed move, uniformly: k = rng_below(n), the k-th move (ABI 1.5).
 * BIASED_RANDOM draws from n + 1 and folds the extra draw onto the first
 * move, which then comes up twice as often as any other. */
int fl_random_move(const tb_state *s, tb_rng *r, tb_move *out)
{
    tb_move list[FL_CARDS + 1];
    size_t n = fl_legal_moves(s, list, sizeof list / sizeof list[0]);
    if (n == 0)
        return -1;
#ifdef FLAW_BIASED_RANDOM
    uint32_t k = s->host->rng_below(r, (uint32_t)n + 1);
    if (k == n)
        k = 0;
#else
    uint32_t k = s->host->rng_below(r, (uint32_t)n);
#endif
    *out = list[k];
    return 0;
}

/* Why m may not be played now, or NULL. */
static const char *refusal(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    fl_move f = fl_decode(m);
    if (s->over)
        return "the game is over";
    for (size_t i = sizeof f; i < TB_MOVE_BYTES; i++)
        if (m->b[i])
            return "not a move of this game (stray bytes)";
    if (f.kind == FL_PASS) {
        if (!all_played(s) || f.card)
            return "you may pass only when every card is played";
        return NULL;
    }
    if (f.kind != FL_PLAY)
        return "not a move of this game";
#ifdef FLAW_STALE_HELD
    if (f.card >= 32 || !(s->held[s->turn] >> f.card & 1u)) {
        snprintf(buf, cap, tb_aux_tr(s->host, "card %d is not in your hand"), f.card);
        return buf;
    }
#endif
#ifndef FLAW_ACCEPT_ILLEGAL
    if (s->host->pile_find(&s->hand[s->turn], f.card) < 0) {
        snprintf(buf, cap, tb_aux_tr(s->host, "card %d is not in your hand"), f.card);
        return buf;
    }
#endif
#ifdef FLAW_REFUSE_LEGAL
    if (f.card == 1)
        return "card 1 may not be played";
#endif
    (void)buf;
    (void)cap;
    return NULL;
}

int fl_apply(tb_state *s, const tb_move *m, char *err)
{
    char buf[TB_ERR_MAX];
    const char *why = refusal(s, m, buf, sizeof buf);
    if (why) {
#ifdef FLAW_DIRTY_REFUSAL
        s->turns++; /* counted before it was known to be legal */
#endif
#ifdef FLAW_NO_REASON
        why = "";
#endif
        snprintf(err, TB_ERR_MAX, "%s", why);
        return -1;
    }
    fl_move f = fl_decode(m);
    if (f.kind == FL_PLAY) {
        s->host->pile_remove(&s->hand[s->turn], f.card);
#ifdef FLAW_LOST_CARD
        if (f.card != 12)
#endif
            s->host->pile_push(&s->table, f.card);
#ifdef FLAW_MADE_CARD
        if (f.card == 3) /* "a copy for the record": a second 3 appears */
            s->host->pile_push(&s->table, f.card);
#endif
        s->points[s->turn] += f.card * s->factor;
        tb_card drawn;
        if (s->host->pile_draw(&s->stock, &drawn) == 0)
            s->host->pile_push(&s->hand[s->turn], drawn);
#ifdef FLAW_STALE_HELD
        s->held[s->turn] = held_of(&s->hand[s->turn]);
#endif
    }
    s->turns++;
    s->turn = s->host->seat_next(FL_SEATS, s->turn);
#ifndef FLAW_ENDLESS
    s->over = all_played(s);
#endif
    return 0;
}

#ifdef FLAW_LISTED_DIVERGES
/* The unchecked path of ABI 1.4 for a listed move, which forgets to score
 * it: the check must see it leave another state than apply() does. */
void fl_apply_listed(tb_state *s, const tb_move *m)
{
    char err[TB_ERR_MAX];
    int seat = s->turn, before = s->points[seat];
    if (fl_apply(s, m, err) == 0)
        s->points[seat] = before;
}
#endif

size_t fl_census(const tb_state *s, tb_card *out, size_t cap)
{
    const tb_pile *piles[] = {&s->hand[0], &s->hand[1], &s->stock, &s->table};
    size_t n = 0;
    for (size_t p = 0; p < sizeof piles / sizeof piles[0]; p++)
        for (size_t i = 0; i < piles[p]->n; i++, n++)
            if (n < cap)
                out[n] = piles[p]->c[i];
    return n;
}

size_t fl_move_bound(const tb_state *s)
{
    (void)s;
    return FL_CARDS; /* one card a move */
}

/* Seat's opponent's hand and the stock are what it cannot see: pool them,
 * in card order (so the pool does not tell where each card lay), shuffle
 * and deal them back in the same counts. */
tb_state *fl_determinize(const tb_state *s, int seat, tb_rng *r)
{
    tb_state *d = malloc(sizeof *d);
    if (!d)
        return NULL;
    memcpy(d, s, sizeof *d);
#ifdef FLAW_LAZY_DETERMINIZE
    (void)seat;
    (void)r;
    return d; /* "nothing to redeal": a plain copy, so no leak can show */
#endif
#ifdef FLAW_KEEPS_HANDS
    /* "Good enough": the stock is reshuffled, the opponent's hand is kept. */
    d->host->pile_shuffle(&d->stock, r);
    return d;
#endif
    tb_pile *other = &d->hand[1 - seat];
    tb_pile pool = *other;
    for (size_t i = 0; i < d->stock.n; i++)
        d->host->pile_push(&pool, d->stock.c[i]);
#ifndef FLAW_UNSORTED_POOL
    tb_aux_pile_sort(&pool);
#endif
    d->host->pile_shuffle(&pool, r);
    size_t keep = other->n, stock = d->stock.n;
    d->host->pile_clear(other);
    d->host->pile_clear(&d->stock);
    d->host->pile_deal(&pool, other, keep);
    d->host->pile_deal(&pool, &d->stock, stock);
    /* STALE_HELD: the hand is redealt and its cache of held values is
     * left as it was. */
    return d;
}

/* greedy: the highest card in hand. */
int fl_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    (void)r;
    if (bot != 0 || s->over)
        return -1;
    if (all_played(s)) {
        *out = fl_encode(FL_PASS, 0);
        return 0;
    }
    const tb_pile *h = &s->hand[s->turn];
    int best = 0;
    for (size_t i = 0; i < h->n; i++)
        if (h->c[i] > best)
            best = h->c[i];
#ifdef FLAW_BAD_BOT
    best = FL_CARDS + 1; /* no such card */
#endif
#ifdef FLAW_PEEKING_BOT
    /* "Clever": keep the best card while the opponent holds a better one. */
    const tb_pile *o = &s->hand[1 - s->turn];
    int theirs = 0;
    for (size_t i = 0; i < o->n; i++)
        theirs = o->c[i] > theirs ? o->c[i] : theirs;
    for (size_t i = 0; theirs > best && i < h->n; i++)
        best = h->c[i] < best ? h->c[i] : best;
#endif
    *out = fl_encode(FL_PLAY, best);
    return 0;
}
