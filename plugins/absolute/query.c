/*
 * query.c — small questions about a state (which sets a seat owns, whether
 * a card is in a hand), asked by the rules, the regroup, the move lists and
 * the bots.  Apart from state.c, whose determinize rebuilds the regroup's
 * pool: the regroup asks these, so in state.c they would make the two
 * files call each other.
 */
#include <stdint.h>

#include "absolute.h"

int ab_sets_of(const tb_state *s, int owner)
{
    int n = 0;
    for (int i = 0; i < s->nsets; i++)
        n += s->sets[i].owner == owner;
    return n;
}

int ab_set_index(const tb_state *s, int owner, int k)
{
    for (int i = 0; i < s->nsets; i++)
        if (s->sets[i].owner == owner && k-- == 0)
            return i;
    return -1;
}

/* A plain scan of the sorted hand: cheaper than a call through the host. */
int ab_hand_has(const tb_state *s, int seat, int card)
{
    const tb_pile *h = &s->hand[seat];
    for (int i = 0; i < h->n && h->c[i] <= card; i++)
        if (h->c[i] == card)
            return 1;
    return 0;
}

int ab_has_sets(const tb_state *s, int owner)
{
    for (int i = 0; i < s->nsets; i++)
        if (s->sets[i].owner == owner)
            return 1;
    return 0;
}

int ab_hand_bytes(const tb_state *s, int seat, uint8_t *out)
{
    /* A hand never holds more than AB_NCARDS; the bound also tells gcc -O3,
     * whose stringop-overflow check cannot see that. */
    const tb_pile *h = &s->hand[seat];
    int n = h->n < AB_NCARDS ? h->n : AB_NCARDS;
    for (int i = 0; i < n; i++)
        out[i] = (uint8_t)h->c[i];
    return n;
}
