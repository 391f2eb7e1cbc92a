/*
 * legal.h — private interface between the legal-move generators (legal.c
 * for the list and its order, legalplay.c for melds and adds).
 */
#ifndef ABSOLUTE_LEGAL_H
#define ABSOLUTE_LEGAL_H

#include <stddef.h>
#include <string.h>

#include "absolute.h"

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

/* The next move's bytes, set to a copy of tmpl: a generator keeps one
 * template per family of moves and patches only the bytes that differ
 * (AB_AT), instead of clearing and filling a whole move every time. */
static inline unsigned char *ab_emit_from(ab_emitter *e, const ab_move *tmpl)
{
    unsigned char *b = e->n < e->cap ? e->out[e->n].b : e->spill;
    memcpy(b, tmpl, sizeof *tmpl);
    e->n++;
    return b;
}
/* The next move's bytes, cleared: for moves whose every field is patched
 * after (zeros need no load, a copied template does). */
static inline unsigned char *ab_emit_zero(ab_emitter *e)
{
    unsigned char *b = e->n < e->cap ? e->out[e->n].b : e->spill;
    memset(b, 0, TB_MOVE_BYTES);
    e->n++;
    return b;
}
#define AB_AT(field) offsetof(ab_move, field)

/* Every legal meld and add of the seat to move, in list order. */
void ab_legal_plays(ab_emitter *e);

#endif
