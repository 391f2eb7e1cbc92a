/*
 * rng.c — the host's seeded generator: xoshiro256** (Blackman and Vigna,
 * 2018), its state filled from the 64-bit seed by splitmix64, as the
 * algorithm's authors recommend.  Chosen because it is small, fast, passes
 * BigCrush, and gives the same sequence on every machine; the first outputs
 * for seed 42 are pinned in tests/framework/test_rng.c.
 */
#include "services.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void tb_rng_seed(tb_rng *r, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        r->s[i] = splitmix64(&x);
}

uint64_t tb_rng_next(tb_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

/* Lemire's nearly-divisionless method: unbiased, one multiply in the common case. */
uint32_t tb_rng_below(tb_rng *r, uint32_t n)
{
    if (n == 0)
        return 0;
    uint64_t m = (uint64_t)(uint32_t)(tb_rng_next(r) >> 32) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(tb_rng_next(r) >> 32) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* A child seed for an independent stream (a bot, a simulated game). */
uint64_t tb_rng_derive(uint64_t seed, uint64_t stream)
{
    uint64_t x = seed ^ (stream * 0xd1342543de82ef95u);
    return splitmix64(&x);
}
