/*
 * deck_order.c — the host service deck_order(): a deck put in order for a
 * deal, its stacked cards (read by decks.c) on top and the rest shuffled.
 * Apart from decks.c because the host table (host.c) points here while the
 * deck reader calls plugins through the host table: one way each.
 */
#include "decks.h"
#include "services.h"

int tb_deck_order(const tb_table *t, int deck, int round, tb_pile *cards, tb_rng *r)
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
