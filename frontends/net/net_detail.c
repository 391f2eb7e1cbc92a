/*
 * net_detail.c — the answer to "moves": the legal moves' canonical texts
 * and, parallel to them, what each one handles ("detail"), so that a
 * graphical client can offer "click a card, then a pile" without knowing
 * the game's notation:
 *   cards  the labels of the mover's visible cards the text names (a wild
 *          card's "+0s=+8" names "+0s"), in the order written;
 *   zones  the zones of the mover's view the move changes, in the view's
 *          order: each legal move is applied to a copy of the state and the
 *          mover's view before and after compared zone by zone, each found
 *          again by its key and owner (by its name where it has no key, so
 *          there a set whose score is in its name counts as changed when
 *          the score does).  Only zone names of the current view are
 *          given, each once: seats' zones that share a name are one;
 *   changes  the same zones exactly, each as the view has it ({"name",
 *          "key", "owner"}): a client finds them among the view's zones by
 *          key and owner in any language, and tells one seat's "hand" from
 *          another's.
 * Both come from the host alone (the game's view and apply), so every game
 * gets them the same way; the copy is thrown away and nothing is sent of
 * the view after, which the mover would only see by playing the move.
 */
#include <stdlib.h>
#include <string.h>

#include "legal.h"
#include "net.h"
#include "services.h"
#include "view.h"

/* 1 when zone a holds the same cards as zone b (label and face). */
static int same_zone(const tb_vzone *a, const tb_vzone *b)
{
    if (a->n != b->n)
        return 0;
    for (size_t i = 0; i < a->n; i++)
        if (a->cards[i].hidden != b->cards[i].hidden ||
            strcmp(a->cards[i].label, b->cards[i].label) != 0)
            return 0;
    return 1;
}

/* The zone of v that is z: the one with z's key and owner, or for a zone
 * without a key the one with its name and owner.  Seats' zones may share a
 * name ("hand"), the owner tells them apart. */
static const tb_vzone *zone_like(const tb_view *v, const tb_vzone *z)
{
    for (size_t i = 0; i < v->n_zones; i++)
        if (v->zones[i].owner == z->owner &&
            (z->key[0] ? strcmp(v->zones[i].key, z->key) == 0
                       : strcmp(v->zones[i].name, z->name) == 0))
            return &v->zones[i];
    return NULL;
}

/* The visible card labelled label in v, or 0. */
static int has_card(const tb_view *v, const char *label, size_t len)
{
    for (size_t z = 0; z < v->n_zones; z++)
        for (size_t c = 0; c < v->zones[z].n; c++) {
            const tb_vcard *vc = &v->zones[z].cards[c];
            if (!vc->hidden && strlen(vc->label) == len && strncmp(vc->label, label, len) == 0)
                return 1;
        }
    return 0;
}

static int in_array(const json_t *a, const char *s, size_t len)
{
    size_t i;
    json_t *e;
    json_array_foreach(a, i, e)
        if (json_string_length(e) == len && strncmp(json_string_value(e), s, len) == 0)
            return 1;
    return 0;
}

/* The cards the text names: each blank-separated word (up to a '=') that
 * is a visible card's label in the view. */
static json_t *named_cards(const tb_view *v, const char *text)
{
    json_t *cards = json_array();
    for (const char *p = text; *p;) {
        size_t word = strcspn(p, " ");
        size_t len = strcspn(p, " =");
        if (len > word)
            len = word;
        if (len && has_card(v, p, len) && !in_array(cards, p, len))
            json_array_append_new(cards, json_stringn(p, len));
        p += word;
        while (*p == ' ')
            p++;
    }
    return cards;
}

json_t *net_msg_moves(const tb_match *m, int seat)
{
    const tb_game *g = m->game;
    tb_view before;
    tb_view_init(&before, seat);
    before.domain = g->text_domain; /* the zone names net_msg_view gives */
    g->view(m->state, seat, &before);
    tb_move *mv;
    size_t n = tb_legal_moves(g, m->state, &mv);
    json_t *texts = json_array(), *detail = json_array();
    for (size_t i = 0; i < n; i++) {
        char text[TB_MOVE_TEXT_MAX];
        g->format_move(m->state, &mv[i], text, sizeof text);
        json_t *zones = json_array(), *changes = json_array();
        tb_state *copy = g->clone(m->state);
        char why[TB_ERR_MAX];
        if (copy && g->apply(copy, &mv[i], why) == 0) {
            tb_view after;
            tb_view_init(&after, seat);
            after.domain = g->text_domain;
            g->view(copy, seat, &after);
            for (size_t z = 0; z < before.n_zones; z++) {
                const tb_vzone *now = zone_like(&after, &before.zones[z]);
                const char *name = before.zones[z].name;
                if (now && same_zone(&before.zones[z], now))
                    continue;
                if (!in_array(zones, name, strlen(name)))
                    json_array_append_new(zones, json_string(name));
                json_array_append_new(changes, net_msg_zone_ref(&before.zones[z]));
            }
            tb_view_free(&after);
        }
        if (copy)
            g->destroy(copy);
        json_array_append_new(texts, json_string(text));
        json_array_append_new(detail,
                              json_pack("{s:s, s:o, s:o, s:o}", "text", text, "cards",
                                        named_cards(&before, text), "zones", zones, "changes",
                                        changes));
    }
    free(mv);
    tb_view_free(&before);
    return json_pack("{s:s, s:o, s:o}", "type", "moves", "moves", texts, "detail", detail);
}
