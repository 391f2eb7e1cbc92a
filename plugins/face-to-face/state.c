/*
 * state.c — the life of a game: deal, copy, free, census, determinize.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ff.h"

static const char *const deck_names[FF_SEATS] = {"p1", "p2"};

/* Deal one player's deck: the first hand_size cards are the hand, the rest
 * the draw pile top first; the pile cards start the two piles. */
static int deal_player(tb_state *s, int d, char *err)
{
    const tb_host *h = s->host;
    ff_player *pl = &s->p[d];
    tb_pile deck;
    tb_card c;
    /* The numbered cards, as ff_deck_cards() lists them, from the rules
     * already read (looking the options up again costs more than the deal). */
    h->pile_clear(&deck); /* unused slots zero: the draw pile is this very pile */
    memset(&pl->to_come, 0, sizeof pl->to_come);
    for (int k = s->r.low + 1; k < s->r.high; k++) {
        deck.c[deck.n++] = ff_card(d, k);
        ff_bits_add(&pl->to_come, k);
    }
    if (h->deck_order(s->table, d, 1, &deck, &s->rng) != 0) {
        return tb_aux_refuse(err,
                             tb_aux_tr(s->host, "stacked deck %s names cards that are not in it"),
                             deck_names[d]);
    }
    memset(&pl->hand, 0, sizeof pl->hand);
    pl->hand_n = 0;
    for (int k = 0; k < s->r.hand_size && h->pile_draw(&deck, &c) == 0; k++, pl->hand_n++)
        ff_bits_add(&pl->hand, ff_number(c));
    pl->draw = deck;
    h->pile_clear(&pl->up);
    h->pile_clear(&pl->down);
    h->pile_push(&pl->up, ff_card(d, s->r.low));
    h->pile_push(&pl->down, ff_card(d, s->r.high));
    pl->top[0] = s->r.low;
    pl->top[1] = s->r.high;
    return 0;
}

tb_state *ff_create(const tb_host *host, const tb_setup *setup, char *err)
{
    tb_state *s;
    ff_rules r;
    if (setup->players != FF_SEATS) {
        snprintf(err, TB_ERR_MAX, tb_aux_tr(host, "face-to-face is for exactly 2 players, not %d"),
                 setup->players);
        return NULL;
    }
    ff_read_rules(host, setup->options, &r);
    if (ff_check_rules(host, &r, err) != 0)
        return NULL;
    s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, TB_ERR_MAX, tb_aux_tr(host, "out of memory"));
        return NULL;
    }
    s->host = host;
    s->options = setup->options;
    s->table = setup->table;
    s->r = r;
    host->rng_seed(&s->rng, setup->seed);
    /* Who starts is drawn before the deal, so stacking a deck never changes it. */
    s->first = r.first == 0 ? (int)host->rng_below(&s->rng, FF_SEATS) : r.first - 1;
    for (int d = 0; d < FF_SEATS; d++)
        if (deal_player(s, d, err) != 0) {
            free(s);
            return NULL;
        }
    s->mover = s->first;
    s->turn = 1;
    ff_start_turn(s);
    return s;
}

tb_state *ff_clone(const tb_state *s)
{
    tb_state *c = malloc(sizeof *c);
    if (c)
        memcpy(c, s, sizeof *c);
    return c;
}

void ff_destroy(tb_state *s)
{
    free(s);
}

int ff_to_move(const tb_state *s)
{
    return s->over ? -1 : s->mover;
}

static size_t add_pile(const tb_pile *p, tb_card *out, size_t cap, size_t n)
{
    for (int i = 0; i < p->n; i++, n++)
        if (n < cap)
            out[n] = p->c[i];
    return n;
}

size_t ff_census(const tb_state *s, tb_card *out, size_t cap)
{
    size_t n = 0;
    for (int seat = 0; seat < FF_SEATS; seat++) {
        const ff_player *pl = &s->p[seat];
        tb_pile hand;
        ff_hand_cards(s, seat, &hand);
        n = add_pile(&hand, out, cap, n);
        n = add_pile(&pl->draw, out, cap, n);
        n = add_pile(&pl->up, out, cap, n);
        n = add_pile(&pl->down, out, cap, n);
    }
    return n;
}

/* Every move places a card from a hand or ends a turn that placed at least
 * one, so a game has at most two moves per numbered card. */
size_t ff_move_bound(const tb_state *s)
{
    size_t numbered = (size_t)(s->r.high - s->r.low - 1);
    return 2 * FF_SEATS * numbered + 8;
}

/* Shuffle a player's hidden cards among their hidden places, keeping counts:
 * the draw pile alone, or (with_hand) the hand and the draw pile together.
 * The cards are gathered in card order before the shuffle (they are all of
 * the player's deck, so a set of numbers read upwards is that order), so
 * the redeal depends only on what the seat knows (the same cards, the same
 * rng), never on where the hidden cards really lie: search bots rely on it. */
static void redeal(tb_state *s, int seat, int with_hand, tb_rng *r)
{
    const tb_host *h = s->host;
    ff_player *pl = &s->p[seat];
    ff_bits hidden = with_hand ? pl->hand : (ff_bits){{0, 0}};
    tb_pile pool;
    int hand_n = pl->hand_n;
    tb_card c;
    h->pile_clear(&pool); /* the state's bytes past a pile's top stay zero */
    for (int i = 0; i < pl->draw.n; i++)
        ff_bits_add(&hidden, ff_number(pl->draw.c[i]));
    ff_cards_of(&hidden, seat, &pool);
    h->pile_shuffle(&pool, r);
    if (with_hand) {
        memset(&pl->hand, 0, sizeof pl->hand);
        pl->hand_n = 0;
        for (int k = 0; k < hand_n && h->pile_draw(&pool, &c) == 0; k++, pl->hand_n++)
            ff_bits_add(&pl->hand, ff_number(c));
    }
    pl->draw = pool;
}

/* The numbers that fit some pile now, as a bit set of the mover's numbers. */
static ff_bits fitting(const tb_state *s)
{
    ff_bits any;
    ff_fit f;
    ff_fit_of(s, &f);
    for (int w = 0; w < 2; w++) {
        uint64_t fit[FF_PILE_COUNT];
        ff_reach_word(&f, w, fit);
        any.w[w] = fit[FF_UP] | fit[FF_DOWN] | fit[FF_THEIR_UP] | fit[FF_THEIR_DOWN];
    }
    return any;
}

static int holds_any(const ff_bits *hand, const ff_bits *fit)
{
    return ((hand->w[0] & fit->w[0]) | (hand->w[1] & fit->w[1])) != 0;
}

/* Rare: no redeal gave the mover a card that fits.  The lowest hidden
 * number that fits (the real hand held one) changes places with the
 * hand's lowest, so the deal is one the game could be in. */
static void give_fitting(tb_state *s, const ff_bits *fit)
{
    ff_player *pl = &s->p[s->mover];
    int low = -1, slot = -1;
    for (int n = 0; n < FF_DECK_STRIDE && low < 0; n++)
        if (ff_bits_has(&pl->hand, n))
            low = n;
    for (int i = 0; i < pl->draw.n; i++) {
        int n = ff_number(pl->draw.c[i]);
        if (ff_bits_has(fit, n) && (slot < 0 || n < ff_number(pl->draw.c[slot])))
            slot = i;
    }
    if (low < 0 || slot < 0)
        return;
    ff_bits_remove(&pl->hand, low);
    ff_bits_add(&pl->hand, ff_number(pl->draw.c[slot]));
    pl->draw.c[slot] = ff_card(s->mover, low);
}

#define FF_REDEALS 64 /* redeals tried for a mover who must be able to place */

tb_state *ff_determinize(const tb_state *s, int seat, tb_rng *r)
{
    tb_state *d = ff_clone(s);
    if (!d)
        return NULL;
    /* Both draw piles are hidden from everyone; a hand only from the others. */
    for (int p = 0; p < FF_SEATS; p++)
        redeal(d, p, p != seat, r);
    /* A seat that does not see the mover's hand still knows the mover can
     * place while a turn needs a card: a mover who could not has lost.  The
     * mover's redeal is drawn again until it can (the exact deal given that). */
    if (seat != s->mover && !s->over && s->placed < s->required) {
        ff_bits fit = fitting(s);
        for (int k = 1; k < FF_REDEALS && !holds_any(&d->p[s->mover].hand, &fit); k++)
            redeal(d, s->mover, 1, r);
        if (!holds_any(&d->p[s->mover].hand, &fit))
            give_fitting(d, &fit);
    }
    return d;
}
