/*
 * rng.h — the two draws of the host's generator (rng.c), inline: they run
 * once or more for every move of every simulated game, and a call costs
 * about as much as the draw.  The host table hands plugins the same code.
 */
#ifndef TB_RNG_H
#define TB_RNG_H

#include "tabula/tabula.h"

static inline uint64_t tb_rng_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

static inline uint64_t tb_rng_next(tb_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = tb_rng_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = tb_rng_rotl(s[3], 45);
    return result;
}

/* Lemire's nearly-divisionless method: unbiased, one multiply in the common case. */
static inline uint32_t tb_rng_below(tb_rng *r, uint32_t n)
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

#endif
