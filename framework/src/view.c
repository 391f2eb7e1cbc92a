/* view.c — building the table model and printing it as text. */
#include "view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "i18n.h"
#include "services.h"

/* Copy text into a fixed field, cut to fit: views are built for every
 * state a check or a frontend looks at, so no printf here. */
static void copy_text(char *dst, size_t cap, const char *src)
{
    size_t n = strnlen(src, cap - 1);
    memcpy(dst, src, n);
    dst[n] = '\0';
}

void tb_view_init(tb_view *v, int seat)
{
    memset(v, 0, sizeof *v);
    v->seat = seat;
}

const char *tb_view_seat_name(const tb_view *v, int seat)
{
    static const char *const plain[TB_MAX_SEATS] = {"seat 1", "seat 2", "seat 3", "seat 4",
                                                    "seat 5", "seat 6", "seat 7", "seat 8"};
    if (seat < 0 || seat >= TB_MAX_SEATS)
        return "";
    return v->names[seat] ? v->names[seat] : plain[seat];
}

void tb_view_free(tb_view *v)
{
    for (size_t i = 0; i < v->n_status; i++)
        free(v->status[i]);
    free(v->status);
    for (size_t i = 0; i < v->n_zones; i++)
        free(v->zones[i].cards);
    free(v->zones);
    memset(v, 0, sizeof *v);
}

void tb_view_zone(tb_view *v, const char *name, int owner, int layout)
{
    /* Capacity doubles: a view of a big table has dozens of zones. */
    if (v->n_zones == 0 || (v->n_zones >= 8 && (v->n_zones & (v->n_zones - 1)) == 0))
        v->zones = tb_xrealloc(v->zones, (v->n_zones ? 2 * v->n_zones : 8) * sizeof *v->zones);
    tb_vzone *z = &v->zones[v->n_zones++];
    memset(z, 0, sizeof *z);
    copy_text(z->name, sizeof z->name, name ? name : "");
    z->owner = owner;
    z->layout = layout;
}

void tb_view_zone_key(tb_view *v, const char *key)
{
    if (v->n_zones)
        copy_text(v->zones[v->n_zones - 1].key, sizeof v->zones[0].key, key ? key : "");
}

/* Where key breaks the form of host.h (printable ASCII, no blank at either
 * end): the byte's index, or -1 when it is well formed. */
static long key_fault_at(const char *key)
{
    size_t n = strlen(key);
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)key[i] < 0x20 || (unsigned char)key[i] > 0x7e)
            return (long)i;
    return key[0] == ' ' ? 0 : key[n - 1] == ' ' ? (long)n - 1 : -1;
}

const char *tb_view_keys_fault(const tb_view *v, char *why, size_t cap)
{
    for (size_t i = 0; i < v->n_zones; i++) {
        const tb_vzone *z = &v->zones[i];
        long at = z->key[0] ? key_fault_at(z->key) : -1;
        if (at >= 0) { /* the byte by its code: the key itself may hold a line break */
            snprintf(why, cap,
                     "zone %zu (\"%s\") has a key with byte 0x%02x at %ld: a key is printable "
                     "ASCII with no blank at either end",
                     i + 1, z->name, (unsigned char)z->key[at], at + 1);
            return why;
        }
        for (size_t k = 0; z->key[0] && k < i; k++)
            if (v->zones[k].owner == z->owner && strcmp(v->zones[k].key, z->key) == 0) {
                snprintf(why, cap,
                         "zones %zu and %zu (\"%s\", \"%s\") share the key \"%s\" and an "
                         "owner: a key and its owner name one zone",
                         k + 1, i + 1, v->zones[k].name, z->name, z->key);
                return why;
            }
    }
    return NULL;
}

static tb_vcard *new_card(tb_view *v)
{
    if (v->n_zones == 0)
        tb_view_zone(v, "table", -1, TB_LAYOUT_ROW);
    tb_vzone *z = &v->zones[v->n_zones - 1];
    if (z->n == z->cap) {
        z->cap = z->cap ? z->cap * 2 : 16;
        z->cards = tb_xrealloc(z->cards, z->cap * sizeof *z->cards);
    }
    tb_vcard *c = &z->cards[z->n++];
    memset(c, 0, sizeof *c);
    c->row_start = z->break_next && z->n > 1;
    z->break_next = 0;
    return c;
}

void tb_view_break(tb_view *v)
{
    if (v->n_zones)
        v->zones[v->n_zones - 1].break_next = 1;
}

void tb_view_card(tb_view *v, const char *label, const char *pretty, int colour)
{
    tb_vcard *c = new_card(v);
    copy_text(c->label, sizeof c->label, label ? label : "?");
    copy_text(c->pretty, sizeof c->pretty, pretty ? pretty : c->label);
    c->colour = colour >= 0 && colour < TB_COLOUR_COUNT ? colour : TB_COLOUR_NONE;
}

void tb_view_hidden(tb_view *v, int count)
{
    for (int i = 0; i < count; i++)
        new_card(v)->hidden = 1;
}

void tb_view_status(tb_view *v, const char *text)
{
    if (v->n_status == 0 || (v->n_status >= 8 && (v->n_status & (v->n_status - 1)) == 0))
        v->status = tb_xrealloc(v->status, (v->n_status ? 2 * v->n_status : 8) * sizeof *v->status);
    v->status[v->n_status++] = tb_xstrdup(text ? text : "");
}

size_t tb_view_zone_hidden(const tb_vzone *z)
{
    size_t n = 0;
    for (size_t i = 0; i < z->n; i++)
        n += z->cards[i].hidden;
    return n;
}

/* The seat a zone is labelled with: its owner when that is another seat
 * than the viewer's ("hand (Ann)", types.h), else -1 (a table's zone, or
 * the viewer's own). */
static int labelled_owner(const tb_view *v, const tb_vzone *z)
{
    return z->owner >= 0 && z->owner < TB_MAX_SEATS && z->owner != v->seat ? z->owner : -1;
}

static void render_zone(const tb_view *v, const tb_vzone *z, int utf8, tb_strbuf *out)
{
    int owner = labelled_owner(v, z);
    if (owner >= 0)
        tb_strbuf_printf(out, "  %s (%s):", z->name, tb_view_seat_name(v, owner));
    else
        tb_strbuf_printf(out, "  %s:", z->name);
    size_t hidden = tb_view_zone_hidden(z);
    if (z->layout == TB_LAYOUT_STACK) {
        /* A pile shows its top card (the last given) and how many it holds. */
        const tb_vcard *top = z->n ? &z->cards[z->n - 1] : NULL;
        if (!top)
            tb_strbuf_add(out, _(" (empty)"));
        else if (top->hidden)
            tb_strbuf_printf(out, NG_(" %zu card face down", " %zu cards face down", z->n), z->n);
        else
            tb_strbuf_printf(out, NG_(" %s (%zu card)", " %s (%zu cards)", z->n),
                             utf8 ? top->pretty : top->label, z->n);
        tb_strbuf_add(out, "\n");
        return;
    }
    for (size_t i = 0; i < z->n; i++)
        if (!z->cards[i].hidden)
            tb_strbuf_printf(out, "%s %s", z->cards[i].row_start ? " |" : "",
                             utf8 ? z->cards[i].pretty : z->cards[i].label);
    if (hidden)
        tb_strbuf_printf(out, _(" [%zu hidden]"), hidden);
    if (z->n == 0)
        tb_strbuf_add(out, _(" (empty)"));
    tb_strbuf_add(out, "\n");
}

static uint64_t hash_text(uint64_t h, const char *s)
{
    return tb_hash_bytes(h, s, strlen(s) + 1);
}

static uint64_t hash_size(uint64_t h, size_t n)
{
    return tb_hash_bytes(h, &n, sizeof n);
}

/* Exactly what tb_view_render(v, 0, ...) prints, fed to a hash instead of
 * a string: two views with equal fingerprints render the same text. */
uint64_t tb_view_fingerprint(const tb_view *v, uint64_t h)
{
    for (size_t i = 0; i < v->n_status; i++)
        h = hash_text(h, v->status[i]);
    h = hash_size(h, v->n_zones);
    for (size_t i = 0; i < v->n_zones; i++) {
        const tb_vzone *z = &v->zones[i];
        h = hash_text(h, z->name);
        int owner = labelled_owner(v, z);
        if (owner >= 0)
            h = hash_text(h, tb_view_seat_name(v, owner));
        h = hash_size(h, z->n);
        if (z->layout == TB_LAYOUT_STACK) {
            const tb_vcard *top = z->n ? &z->cards[z->n - 1] : NULL;
            h = hash_size(h, top ? (size_t)top->hidden + 1 : 0);
            if (top && !top->hidden)
                h = hash_text(h, top->label);
            continue;
        }
        for (size_t k = 0; k < z->n; k++)
            if (!z->cards[k].hidden) {
                if (z->cards[k].row_start)
                    h = hash_text(h, "|");
                h = hash_text(h, z->cards[k].label);
            }
        h = hash_size(h, tb_view_zone_hidden(z));
    }
    return h;
}

uint64_t tb_view_fingerprint_of(const tb_game *g, const tb_state *s, int seat, uint64_t h)
{
    tb_view v;
    tb_view_init(&v, seat);
    g->view(s, seat, &v);
    h = tb_view_fingerprint(&v, h);
    tb_view_free(&v);
    return h;
}

void tb_view_render(const tb_view *v, int utf8, tb_strbuf *out)
{
    for (size_t i = 0; i < v->n_status; i++)
        tb_strbuf_printf(out, "%s\n", v->status[i]);
    for (size_t i = 0; i < v->n_zones; i++)
        render_zone(v, &v->zones[i], utf8, out);
}
