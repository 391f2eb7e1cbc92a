/*
 * deck_order.c — the host service deck_order(): a deck put in order for a
 * deal, its stacked cards (read by decks.c) on top and the rest shuffled.
 * Apart from decks.c because the host table (host.c) points here while the
 * deck reader calls plugins through the host table: one way each.
 */
#include <string.h>

#include "decks.h"
#include "services.h"
#include "strbuf.h"

/* Whether two piles hold the same cards, in any order. */
static int same_cards(const tb_pile *a, const tb_pile *b)
{
    if (a->n != b->n)
        return 0;
    tb_pile x = *a, y = *b;
    tb_cards_sort(x.c, x.n);
    tb_cards_sort(y.c, y.n);
    return memcmp(x.c, y.c, x.n * sizeof x.c[0]) == 0;
}

/* The check's log (decks.h): record the deal just made, or give the
 * recorded one in its place.  -1 when a replay asks for a deal the log does
 * not hold: the game dealt differently the second time. */
static int log_deal(tb_deal_log *log, int deck, int round, tb_pile *cards)
{
    if (log->replay) {
        if (log->next >= log->n)
            return -1;
        const tb_deal *d = &log->deal[log->next++];
        if (d->deck != deck || d->round != round || !same_cards(&d->cards, cards))
            return -1;
        *cards = d->cards;
        return 0;
    }
    if (log->n == log->cap) {
        log->cap = log->cap ? 2 * log->cap : 4;
        log->deal = tb_xrealloc(log->deal, log->cap * sizeof *log->deal);
    }
    log->deal[log->n++] = (tb_deal){.deck = deck, .round = round, .cards = *cards};
    return 0;
}

static int order(const tb_table *t, int deck, int round, tb_pile *cards, tb_rng *r)
{
    const tb_stack *s = NULL;
    for (size_t i = 0; t && i < t->n_stacks; i++)
        if (t->stacks[i].deck == deck && t->stacks[i].round == round)
            s = &t->stacks[i];
    if (!s) {
        tb_pile_shuffle(cards, r);
        return 0;
    }
    /* Build the order top first: the stacked cards, then the rest shuffled. */
    tb_card order[TB_PILE_MAX];
    tb_pile rest = *cards;
    for (size_t i = 0; i < s->n; i++) {
        if (tb_pile_remove(&rest, s->c[i]) != 0)
            return -1;
        order[i] = s->c[i];
    }
    tb_pile_shuffle(&rest, r);
    for (size_t i = 0; i < rest.n; i++)
        order[s->n + i] = rest.c[i];
    size_t n = cards->n;
    for (size_t i = 0; i < n; i++)
        cards->c[n - 1 - i] = order[i];
    return 0;
}

int tb_deck_order(const tb_table *t, int deck, int round, tb_pile *cards, tb_rng *r)
{
    if (order(t, deck, round, cards, r) != 0)
        return -1;
    return t && t->deals ? log_deal(t->deals, deck, round, cards) : 0;
}
