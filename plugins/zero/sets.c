/*
 * sets.c — scoring a hand held as a card set (zero.h: bit zc_index(c)).
 *
 * The same rule as zero_analyse() in score.c, which keeps the itemised
 * breakdown for the `score` hook: a card scores 0 when its colour or its
 * value has at least group_size cards in the hand, and each distinct value
 * among the other cards counts once.  Here the counts are word operations
 * (a colour is a byte of the set, a value one bit of every byte), because
 * the Zero test runs after every swap and every round scores every hand.
 */
#include "zero.h"

uint64_t zero_grouped(uint64_t set, int group_size)
{
    const uint64_t per_colour = zs_colour_counts(set);
    uint64_t grouped = 0;
    for (int c = 0; c < ZERO_COLOURS; c++)
        if ((int)(per_colour >> (8 * c) & 0xff) >= group_size)
            grouped |= 0xffull << (8 * c);
    for (int v = 0; v < ZERO_VALUES; v++)
        if (zs_value_count(set, v) >= group_size)
            grouped |= ZERO_VALUE_BITS << v;
    return set & grouped;
}

int zero_set_score(uint64_t set, int group_size)
{
    uint64_t left = set & ~zero_grouped(set, group_size);
    unsigned values = 0; /* bit v - 1: some card of value v is left */
    for (; left; left >>= 8)
        values |= (unsigned)(left & 0xff);
    int score = 0;
    for (int v = 1; v <= ZERO_VALUES; v++)
        score += (values >> (v - 1) & 1) ? v : 0;
    return score;
}
