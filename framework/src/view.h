/*
 * view.h — the generic table model a plugin's view() fills in, and its text
 * rendering.  Frontends draw any game from this model alone.
 */
#ifndef TB_VIEW_H
#define TB_VIEW_H

#include "strbuf.h"
#include "tabula/types.h"

typedef struct tb_vcard {
    char label[24];   /* notation, e.g. "-8o" or "+0o=+3"; "" when face down */
    char pretty[40];  /* with a glyph, UTF-8 */
    int colour;       /* tb_colour */
    int hidden;       /* face down */
} tb_vcard;

typedef struct tb_vzone {
    char name[64];
    int owner;        /* seat from 0, or -1 */
    int layout;       /* tb_layout */
    size_t n, cap;
    tb_vcard *cards;
} tb_vzone;

struct tb_view {
    int seat;              /* whose view this is (-1: spectator) */
    size_t n_status;
    char **status;
    size_t n_zones;
    tb_vzone *zones;
};

void tb_view_init(tb_view *v, int seat);
void tb_view_free(tb_view *v);
/* Hidden cards in a zone (for counts). */
size_t tb_view_zone_hidden(const tb_vzone *z);
/* The view as the text protocol prints it (appended to out).  utf8: use the
 * pretty labels. */
void tb_view_render(const tb_view *v, int utf8, tb_strbuf *out);
/* A 64-bit hash of what tb_view_render(v, 0, ...) would print, mixed into h:
 * the check compares views by it without formatting them. */
uint64_t tb_view_fingerprint(const tb_view *v, uint64_t h);

#endif
