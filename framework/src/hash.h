/*
 * hash.h — the host's one non-cryptographic hash: 64-bit FNV-1a style,
 * eight bytes at a step.  Used to fingerprint views and states in the
 * conformance check, where thousands of moves and cards are hashed per
 * state; never for anything that must resist an adversary.
 */
#ifndef TB_HASH_H
#define TB_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define TB_HASH_SEED 0xcbf29ce484222325u

static inline uint64_t tb_hash_bytes(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, b + i, 8);
        h = (h ^ w) * 0x100000001b3u;
        h ^= h >> 29;
    }
    for (; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3u;
    return h;
}

#endif
