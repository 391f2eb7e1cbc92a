/* legal.c — listing legal moves: a fresh array, or a reused buffer. */
#include "legal.h"

#include <stdlib.h>

#include "strbuf.h"

/* The buffer is empty, or the list did not fit: allocate, list again.  (A
 * list that did not fit is listed three times in all, once in
 * tb_movebuf_fill(): only while the buffer grows to the game's largest.) */
size_t tb_movebuf_fill_grow(tb_movebuf *b, const tb_game *g, const tb_state *s)
{
    if (b->cap == 0) {
        b->cap = 256;
        b->m = tb_xmalloc(b->cap * sizeof *b->m);
    }
    size_t n = g->legal_moves(s, b->m, b->cap);
    if (n > b->cap) {
        /* The plugin said how many there are: make room once, list again. */
        free(b->m);
        b->cap = n + n / 4;
        b->m = tb_xmalloc(b->cap * sizeof *b->m);
        n = g->legal_moves(s, b->m, b->cap);
        if (n > b->cap)
            n = b->cap; /* a plugin that counts differently twice: keep what fits */
    }
    b->n = n;
    return n;
}

void tb_movebuf_free(tb_movebuf *b)
{
    free(b->m);
    b->m = NULL;
    b->n = b->cap = 0;
}

size_t tb_legal_moves(const tb_game *g, const tb_state *s, tb_move **out)
{
    tb_movebuf b = {0};
    size_t n = tb_movebuf_fill(&b, g, s);
    *out = b.m;
    return n;
}
