/*
 * rng.c — the host's seeded generator: xoshiro256** (Blackman and Vigna,
 * 2018), its state filled from the 64-bit seed by splitmix64, as the
 * algorithm's authors recommend.  Chosen because it is small, fast, passes
 * BigCrush, and gives the same sequence on every machine; the first outputs
 * for seed 42 are pinned in tests/framework/test_rng.c.
 */
#include "services.h"

/* tb_rng_next() and tb_rng_below() are inline, in rng.h. */

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

void tb_rng_seed(tb_rng *r, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        r->s[i] = splitmix64(&x);
}

/* A child seed for an independent stream (a bot, a simulated game). */
uint64_t tb_rng_derive(uint64_t seed, uint64_t stream)
{
    uint64_t x = seed ^ (stream * 0xd1342543de82ef95u);
    return splitmix64(&x);
}
