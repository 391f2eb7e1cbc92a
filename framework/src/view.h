/*
 * view.h — the generic table model a plugin's view() fills in, and its text
 * rendering.  Frontends draw any game from this model alone.
 */
#ifndef TB_VIEW_H
#define TB_VIEW_H

#include "strbuf.h"
#include "tabula/game.h"

typedef struct tb_vcard {
    char label[TB_LABEL_MAX];   /* notation, e.g. "-8o" or "+0o=+3"; "" when face down */
    char pretty[TB_PRETTY_MAX];  /* with a glyph, UTF-8 */
    int colour;       /* tb_colour */
    int hidden;       /* face down */
    int row_start;    /* view_break() came before it: it starts a new row */
} tb_vcard;

typedef struct tb_vzone {
    char name[TB_ZONE_NAME_MAX];
    char key[TB_ZONE_NAME_MAX]; /* view_zone_key's, or "": none */
    int owner;        /* seat from 0, or -1 */
    int layout;       /* tb_layout */
    size_t n, cap;
    tb_vcard *cards;
    int break_next;   /* view_break() was called: the next card starts a row */
} tb_vzone;

struct tb_view {
    int seat;              /* whose view this is (-1: spectator) */
    const char *names[TB_MAX_SEATS]; /* the seats' names (borrowed), or NULL: "seat N" */
    const char *domain;    /* the game's text domain for the names the host writes for it
                              (a pile table's zones), or NULL: as declared */
    size_t n_status;
    char **status;
    size_t n_zones;
    tb_vzone *zones;
};

void tb_view_init(tb_view *v, int seat);
/* What host->view_seat_name answers: names[seat] when the view was given
 * names, else "seat N" (from 1); "" for a seat out of range. */
const char *tb_view_seat_name(const tb_view *v, int seat);
void tb_view_free(tb_view *v);
/* NULL when every zone key of v is well formed (host.h, view_zone_key)
 * and no two zones share a key and an owner; else why, into why. */
const char *tb_view_keys_fault(const tb_view *v, char *why, size_t cap);
/* Hidden cards in a zone (for counts). */
size_t tb_view_zone_hidden(const tb_vzone *z);
/* The view as the text protocol prints it (appended to out).  utf8: use the
 * pretty labels. */
void tb_view_render(const tb_view *v, int utf8, tb_strbuf *out);
/* A 64-bit hash of what tb_view_render(v, 0, ...) would print, mixed into h:
 * the check compares views by it without formatting them. */
uint64_t tb_view_fingerprint(const tb_view *v, uint64_t h);
/* The same of the view g gives `seat` of s (made, hashed and freed). */
uint64_t tb_view_fingerprint_of(const tb_game *g, const tb_state *s, int seat, uint64_t h);

#endif
