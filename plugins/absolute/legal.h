/*
 * legal.h — private interface between the legal-move generators (legal.c
 * for the list and its order, legalplay.c for melds and adds).
 */
#ifndef ABSOLUTE_LEGAL_H
#define ABSOLUTE_LEGAL_H

#include <stddef.h>
#include <string.h>

#include "absolute.h"

#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h> /* ab_emit_words */
#endif

/* Where generated moves go: the first cap of them into out, all counted.
 * Moves past cap are written to spill, so writers need no bounds test. */
typedef struct ab_emitter {
    const tb_state *s;
    tb_move *out;
    size_t cap, n;
    unsigned char spill[TB_MOVE_BYTES];
} ab_emitter;

/* An ab_move is exactly one tb_move, so packing is one copy (legal.c
 * asserts the sizes). */
static inline void ab_emit(ab_emitter *e, const ab_move *am)
{
    if (e->n < e->cap)
        memcpy(e->out[e->n].b, am, sizeof *am);
    e->n++;
}

#define AB_AT(field) offsetof(ab_move, field)

/* Byte x at offset `off` (0..7) of a word laid out in memory as memcpy
 * lays it out: a move's leading bytes are built in a register. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define AB_B(x, off) ((uint64_t)(uint8_t)(x) << (8 * (7 - (off))))
#else
#define AB_B(x, off) ((uint64_t)(uint8_t)(x) << (8 * (off)))
#endif

/* A whole move at b: its first 8 bytes are lo, the next 8 hi (AB_B), the
 * rest zero.  Built in registers and written as four 16-byte stores, where
 * a cleared move patched byte by byte costs a store per field. */
static inline void ab_put_words(unsigned char *b, uint64_t lo, uint64_t hi)
{
#if defined(__SSE2__) && defined(__x86_64__)
    __m128i zero = _mm_setzero_si128();
    __m128i head = _mm_unpacklo_epi64(_mm_cvtsi64_si128((long long)lo), _mm_cvtsi64_si128((long long)hi));
    _mm_storeu_si128((__m128i *)(void *)b, head);
    _mm_storeu_si128((__m128i *)(void *)(b + 16), zero);
    _mm_storeu_si128((__m128i *)(void *)(b + 32), zero);
    _mm_storeu_si128((__m128i *)(void *)(b + 48), zero);
#else
    memcpy(b, &lo, sizeof lo);
    memcpy(b + 8, &hi, sizeof hi);
    memset(b + 16, 0, TB_MOVE_BYTES - 16);
#endif
}

/* The next move, as ab_put_words() lays it out. */
static inline void ab_emit_words(ab_emitter *e, uint64_t lo, uint64_t hi)
{
    unsigned char *b = e->n < e->cap ? e->out[e->n].b : e->spill;
    e->n++;
    ab_put_words(b, lo, hi);
}

/* The emitter's place in a local of the generator's own (ab_cur_begin ..
 * ab_cur_end), for a family whose count is known only as it goes (the
 * swaps): the compiler keeps it in registers, as it cannot keep the
 * emitter's own count, which every move's stores might alias. */
typedef struct ab_cursor {
    tb_move *out;
    size_t cap, n;
    unsigned char *spill;
} ab_cursor;

static inline ab_cursor ab_cur_begin(ab_emitter *e)
{
    return (ab_cursor){e->out, e->cap, e->n, e->spill};
}
static inline void ab_cur_end(ab_emitter *e, const ab_cursor *c) { e->n = c->n; }
static inline void ab_cur_put(ab_cursor *c, uint64_t lo, uint64_t hi)
{
    unsigned char *b = c->n < c->cap ? c->out[c->n].b : c->spill;
    c->n++;
    ab_put_words(b, lo, hi);
}

/* Where the next k moves go when all of them fit in out, else NULL (also
 * when out is full, or absent with cap 0).  A generator that knows how
 * many moves a family has writes them there straight and counts them once
 * (ab_emit_words reloads and stores the count at every move: the moves'
 * stores might alias the emitter). */
static inline tb_move *ab_emit_room(const ab_emitter *e, size_t k)
{
    return e->n < e->cap && e->cap - e->n >= k ? e->out + e->n : NULL;
}

/* Every legal meld and add of the seat to move, in list order. */
void ab_legal_plays(ab_emitter *e);

#endif
