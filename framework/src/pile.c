/* pile.c — ordered stacks of cards; the top is the last element. */
#include <stdlib.h>
#include <string.h>

#include "services.h"

void tb_pile_clear(tb_pile *p)
{
    memset(p, 0, sizeof *p);
}

int tb_pile_push(tb_pile *p, tb_card c)
{
    if (p->n >= TB_PILE_MAX)
        return -1;
    p->c[p->n++] = c;
    return 0;
}

int tb_pile_draw(tb_pile *p, tb_card *out)
{
    if (p->n == 0)
        return -1;
    *out = p->c[--p->n];
    p->c[p->n] = 0; /* unused slots stay zero, so equal piles compare equal */
    return 0;
}

int tb_pile_find(const tb_pile *p, tb_card c)
{
    for (int i = 0; i < p->n; i++)
        if (p->c[i] == c)
            return i;
    return -1;
}

int tb_pile_remove(tb_pile *p, tb_card c)
{
    int i = tb_pile_find(p, c);
    if (i < 0)
        return -1;
    memmove(&p->c[i], &p->c[i + 1], (size_t)(p->n - i - 1) * sizeof p->c[0]);
    p->c[--p->n] = 0;
    return 0;
}

int tb_pile_deal(tb_pile *from, tb_pile *to, size_t n)
{
    if (from->n < n || to->n + n > TB_PILE_MAX)
        return -1;
    for (size_t i = 0; i < n; i++) {
        tb_card c = 0;
        tb_pile_draw(from, &c);
        tb_pile_push(to, c);
    }
    return 0;
}

void tb_cards_shuffle(tb_card *c, size_t n, tb_rng *r)
{
    for (size_t i = n; i > 1; i--) {
        size_t j = tb_rng_below(r, (uint32_t)i);
        tb_card t = c[i - 1];
        c[i - 1] = c[j];
        c[j] = t;
    }
}

int tb_card_cmp(const void *a, const void *b)
{
    return (int)*(const tb_card *)a - (int)*(const tb_card *)b;
}

void tb_cards_sort(tb_card *c, size_t n)
{
    qsort(c, n, sizeof *c, tb_card_cmp);
}

void tb_pile_shuffle(tb_pile *p, tb_rng *r)
{
    tb_cards_shuffle(p->c, p->n, r);
}
