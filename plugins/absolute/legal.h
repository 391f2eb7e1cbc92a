/*
 * legal.h — private interface between the legal-move generators (legal.c
 * for the list and its order, legalplay.c for melds and adds).
 */
#ifndef ABSOLUTE_LEGAL_H
#define ABSOLUTE_LEGAL_H

#include <string.h>

#include "absolute.h"

/* Where generated moves go: the first cap of them into out, all counted. */
typedef struct ab_emitter {
    const tb_state *s;
    tb_move *out;
    size_t cap, n;
} ab_emitter;

/* An ab_move is exactly one tb_move, so packing is one copy (legal.c
 * asserts the sizes). */
static inline void ab_emit(ab_emitter *e, const ab_move *am)
{
    if (e->n < e->cap)
        memcpy(e->out[e->n].b, am, sizeof *am);
    e->n++;
}

/* Every legal meld and add of the seat to move, in list order. */
void ab_legal_plays(ab_emitter *e);

#endif
