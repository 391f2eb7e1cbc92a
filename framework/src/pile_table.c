/*
 * pile_table.c — the pile table's services (ABI 1.3, tabula/types.h): the
 * census, determinize and plain view that follow from where a plugin's
 * piles lie in its state and who may see them, and the loader's check of
 * a declared table, and the census and determinize a 1.6 plugin that
 * declares piles leaves to the host; and for the search's infer option
 * (infer.c), a redeal that keeps some cards in place, the cards a seat has
 * seen since an earlier state, and whether two states look the same to a
 * seat.
 *
 * The state is opaque to the host: it is reached as bytes at the offsets
 * the table gives, and every read is bounded by what the table declares
 * (state_size, the seat count it holds, TB_PILE_MAX), so a state with a
 * seat count or a pile size out of range gives nothing instead of a read
 * past its end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "services.h"
#include "view.h"

/* The seats in play, or 0 when the state holds no sane count. */
static int table_players(const tb_pile_table *t, const tb_state *s)
{
    int players;
    memcpy(&players, (const unsigned char *)s + t->players_offset, sizeof players);
    return players >= 1 && players <= TB_MAX_SEATS ? players : 0;
}

static size_t decl_stride(const tb_pile_decl *d)
{
    return d->stride ? d->stride : sizeof(tb_pile);
}

/* How many piles declaration d stands for in a game of `players` seats. */
static int decl_count(const tb_pile_decl *d, int players)
{
    return d->flags & TB_PILE_PER_SEAT ? players : 1;
}

/* The seat owning slot k of declaration d, or -1 for a shared pile. */
static int decl_owner(const tb_pile_decl *d, int k)
{
    return d->flags & TB_PILE_PER_SEAT ? k : -1;
}

/* The pile of declaration d owned by slot k (a seat, or 0), or NULL when
 * its card count is out of range. */
static tb_pile *decl_pile(const tb_pile_decl *d, const tb_state *s, int k)
{
    tb_pile *p = (tb_pile *)((unsigned char *)s + d->offset + (size_t)k * decl_stride(d));
    return p->n <= TB_PILE_MAX ? p : NULL;
}

/* Whether declaration d's piles for `players` seats lie inside the state. */
static int decl_fits(const tb_pile_table *t, const tb_pile_decl *d, int players)
{
    size_t last = (size_t)decl_count(d, players) - 1;
    return d->offset + last * decl_stride(d) + sizeof(tb_pile) <= t->state_size;
}

/* Whether every pile of s can be read: a sane seat count, every pile
 * inside the state, sane pile sizes. */
static int state_ok(const tb_pile_table *t, const tb_state *s, int *players)
{
    *players = table_players(t, s);
    for (size_t i = 0; *players && i < t->n_piles; i++) {
        if (!decl_fits(t, &t->piles[i], *players))
            return 0;
        for (int k = 0; k < decl_count(&t->piles[i], *players); k++)
            if (!decl_pile(&t->piles[i], s, k))
                return 0;
    }
    return *players != 0;
}

/* Whether `seat` sees the cards of pile i owned by `owner` face down. */
static int hidden_from(const tb_pile_decl *d, int owner, int seat)
{
    return d->seen == TB_SEEN_NONE || (d->seen == TB_SEEN_OWNER && owner != seat);
}

static int knows(const tb_pile_table *t, const tb_state *s, int seat, size_t i, int owner,
                 int index)
{
    return t->known && t->known(s, seat, (int)i, owner, index);
}

size_t tb_piles_census(const tb_pile_table *t, const tb_state *s, tb_card *out, size_t cap)
{
    int players;
    size_t n = 0;
    if (!state_ok(t, s, &players))
        return 0;
    for (size_t i = 0; i < t->n_piles; i++)
        for (int k = 0; k < decl_count(&t->piles[i], players); k++) {
            const tb_pile *p = decl_pile(&t->piles[i], s, k);
            for (int c = 0; c < p->n; c++, n++)
                if (n < cap)
                    out[n] = p->c[c];
        }
    return n;
}

static void sort_pile(tb_pile *p)
{
    tb_cards_sort(p->c, p->n);
}

/* Whether c is one of the n cards of keep (sorted by tb_cards_sort). */
static int kept(const tb_card *keep, size_t n, tb_card c)
{
    return n && bsearch(&c, keep, n, sizeof *keep, tb_card_cmp) != NULL;
}

/* Whether card c of pile p (declaration i, owner's) is one a redeal of s
 * for seat moves: hidden from the seat, not known to it, not in keep. */
static int redealt(const tb_pile_table *t, const tb_state *s, int seat, size_t i, int owner,
                   const tb_pile *p, int c, const tb_card *keep, size_t n_keep)
{
    return hidden_from(&t->piles[i], owner, seat) && !knows(t, s, seat, i, owner, c) &&
           !kept(keep, n_keep, p->c[c]);
}

/* Give d's own rng (when the table declares one) a seed from r: a
 * redealt state must not replay the real game's future shuffles. */
static void reseed_own(const tb_pile_table *t, tb_state *d, tb_rng *r)
{
    if (t->has_rng) {
        tb_rng *own = (tb_rng *)((unsigned char *)d + t->rng_offset);
        tb_rng_seed(own, tb_rng_next(r));
    }
}

tb_state *tb_piles_determinize(const tb_pile_table *t, const tb_state *s, int seat, tb_rng *r)
{
    return tb_piles_determinize_keep(t, s, seat, r, NULL, 0);
}

tb_state *tb_piles_determinize_keep(const tb_pile_table *t, const tb_state *s, int seat,
                                    tb_rng *r, const tb_card *keep, size_t n_keep)
{
    int players;
    if (!state_ok(t, s, &players))
        return NULL;
    tb_state *d = t->clone(s);
    if (!d)
        return NULL;
    /* At most every card of every pile is hidden: n_piles * seats piles. */
    tb_card *pool = malloc(t->n_piles * (size_t)players * TB_PILE_MAX * sizeof *pool);
    if (!pool)
        return d; /* nothing redealt: still a state the seat cannot tell apart */
    size_t n = 0;
    for (size_t i = 0; i < t->n_piles; i++)
        for (int k = 0; k < decl_count(&t->piles[i], players); k++) {
            int owner = decl_owner(&t->piles[i], k);
            const tb_pile *p = decl_pile(&t->piles[i], s, k);
            for (int c = 0; c < p->n; c++)
                if (redealt(t, s, seat, i, owner, p, c, keep, n_keep))
                    pool[n++] = p->c[c];
        }
    /* In card order first: the shuffle then depends only on what the seat
     * knows, never on where the hidden cards really lie. */
    tb_cards_sort(pool, n);
    tb_cards_shuffle(pool, n, r);
    for (size_t i = 0; i < t->n_piles; i++)
        for (int k = 0; k < decl_count(&t->piles[i], players); k++) {
            int owner = decl_owner(&t->piles[i], k);
            tb_pile *p = decl_pile(&t->piles[i], d, k);
            int changed = 0;
            for (int c = p->n - 1; c >= 0; c--)
                if (redealt(t, s, seat, i, owner, p, c, keep, n_keep))
                    p->c[c] = pool[--n], changed = 1;
            if (changed && (t->piles[i].flags & TB_PILE_SORTED))
                sort_pile(p);
        }
    free(pool);
    reseed_own(t, d, r);
    return d;
}

/* Where one card a redeal may move lies. */
typedef struct place {
    tb_pile *pile;
    size_t decl; /* its declaration */
    int index;   /* in pile->c */
} place;

/* The places of the cards of s that a redeal for seat may move (hidden from
 * it, not known to it, not in keep), in table order, into out (at most cap;
 * a census holds no more than TB_CENSUS_MAX): how many. */
static size_t unseen_places(const tb_pile_table *t, tb_state *s, int players, int seat,
                            const tb_card *keep, size_t n_keep, place *out, size_t cap)
{
    size_t n = 0;
    for (size_t i = 0; i < t->n_piles; i++)
        for (int k = 0; k < decl_count(&t->piles[i], players); k++) {
            int owner = decl_owner(&t->piles[i], k);
            tb_pile *p = decl_pile(&t->piles[i], s, k);
            for (int c = 0; c < p->n && n < cap; c++)
                if (redealt(t, s, seat, i, owner, p, c, keep, n_keep))
                    out[n++] = (place){p, i, c};
        }
    return n;
}

int tb_piles_swap_unseen(const tb_pile_table *t, tb_state *d, int seat, tb_rng *r,
                         const tb_card *keep, size_t n_keep)
{
    int players;
    if (!state_ok(t, d, &players))
        return -1;
    place at[TB_CENSUS_MAX];
    size_t n = unseen_places(t, d, players, seat, keep, n_keep, at, TB_CENSUS_MAX);
    if (n < 2)
        return -1;
    /* Two different places, every pair as likely as every other (the
     * proposal is then its own reverse, as the chain in infer.c needs),
     * drawn again while both lie in one sorted pile: swapping those
     * changes nothing. */
    for (int tries = 0; tries < 16; tries++) {
        size_t a = tb_rng_below(r, (uint32_t)n), b = tb_rng_below(r, (uint32_t)n - 1);
        b += b >= a;
        const place *pa = &at[a], *pb = &at[b];
        int sorted_a = (t->piles[pa->decl].flags & TB_PILE_SORTED) != 0;
        if (pa->pile == pb->pile && sorted_a)
            continue;
        tb_card c = pa->pile->c[pa->index];
        pa->pile->c[pa->index] = pb->pile->c[pb->index];
        pb->pile->c[pb->index] = c;
        if (sorted_a)
            sort_pile(pa->pile);
        if (t->piles[pb->decl].flags & TB_PILE_SORTED)
            sort_pile(pb->pile);
        return 0;
    }
    return -1;
}

void tb_piles_mix_unseen(const tb_pile_table *t, tb_state *d, int seat, tb_rng *r,
                         const tb_card *keep, size_t n_keep)
{
    int players;
    if (!state_ok(t, d, &players))
        return;
    for (size_t i = 0; i < t->n_piles; i++)
        for (int k = 0; k < decl_count(&t->piles[i], players); k++) {
            int owner = decl_owner(&t->piles[i], k);
            tb_pile *p = decl_pile(&t->piles[i], d, k);
            if (t->piles[i].flags & TB_PILE_SORTED)
                continue; /* a sorted pile's order tells nothing to mix */
            tb_card mixed[TB_PILE_MAX];
            size_t n = 0;
            for (int c = 0; c < p->n; c++)
                if (redealt(t, d, seat, i, owner, p, c, keep, n_keep))
                    mixed[n++] = p->c[c];
            tb_cards_sort(mixed, n);
            tb_cards_shuffle(mixed, n, r);
            for (int c = p->n - 1; c >= 0; c--)
                if (redealt(t, d, seat, i, owner, p, c, keep, n_keep))
                    p->c[c] = mixed[--n];
        }
    reseed_own(t, d, r);
}

/* Whether c occurs exactly once among the n sorted cards of all. */
static int once(const tb_card *all, size_t n, tb_card c)
{
    const tb_card *at = n ? bsearch(&c, all, n, sizeof *all, tb_card_cmp) : NULL;
    if (!at)
        return 0;
    return (at == all || at[-1] != c) && (at + 1 == all + n || at[1] != c);
}

size_t tb_piles_revealed(const tb_pile_table *t, const tb_state *then, const tb_state *now,
                         int seat, tb_card *out, size_t cap)
{
    int players, players_now;
    if (!state_ok(t, then, &players) || !state_ok(t, now, &players_now) || players != players_now)
        return 0;
    /* The cards in sight now, sorted for bsearch. */
    tb_card *sight = malloc(t->n_piles * (size_t)players * TB_PILE_MAX * sizeof *sight);
    size_t n_sight = 0, n = 0;
    if (!sight)
        return 0;
    for (size_t i = 0; i < t->n_piles; i++)
        for (int k = 0; k < decl_count(&t->piles[i], players); k++) {
            int owner = decl_owner(&t->piles[i], k);
            const tb_pile *p = decl_pile(&t->piles[i], now, k);
            for (int c = 0; c < p->n; c++)
                if (!hidden_from(&t->piles[i], owner, seat) || knows(t, now, seat, i, owner, c))
                    sight[n_sight++] = p->c[c];
        }
    tb_cards_sort(sight, n_sight);
    /* A card with a twin in the game is left out: which of the two the
     * seat saw cannot be told, and keeping the wrong one in place would
     * show where the other lies. */
    tb_card *all = malloc(t->n_piles * (size_t)players * TB_PILE_MAX * sizeof *all);
    if (!all) {
        free(sight);
        return 0;
    }
    size_t n_all = tb_piles_census(t, then, all, t->n_piles * (size_t)players * TB_PILE_MAX);
    tb_cards_sort(all, n_all);
    for (size_t i = 0; i < t->n_piles; i++)
        for (int k = 0; k < decl_count(&t->piles[i], players); k++) {
            int owner = decl_owner(&t->piles[i], k);
            const tb_pile *p = decl_pile(&t->piles[i], then, k);
            for (int c = 0; c < p->n; c++) /* hidden then, in sight now */
                if (redealt(t, then, seat, i, owner, p, c, NULL, 0) &&
                    kept(sight, n_sight, p->c[c]) && once(all, n_all, p->c[c]) && n < cap)
                    out[n++] = p->c[c];
        }
    free(sight);
    free(all);
    tb_cards_sort(out, n);
    return n;
}

int tb_piles_same_sight(const tb_pile_table *t, const tb_state *a, const tb_state *b, int seat)
{
    int players, players_b;
    if (!state_ok(t, a, &players) || !state_ok(t, b, &players_b) || players != players_b)
        return 0;
    for (size_t i = 0; i < t->n_piles; i++)
        for (int k = 0; k < decl_count(&t->piles[i], players); k++) {
            int owner = decl_owner(&t->piles[i], k);
            const tb_pile *p = decl_pile(&t->piles[i], a, k), *q = decl_pile(&t->piles[i], b, k);
            if (p->n != q->n)
                return 0;
            if (!hidden_from(&t->piles[i], owner, seat) &&
                memcmp(p->c, q->c, (size_t)p->n * sizeof p->c[0]) != 0)
                return 0;
        }
    return 1;
}

/* The zone name of declaration d for slot k: "{seat}" becomes k + 1 (in
 * buf; else the name itself, unformatted: views are made by the thousand).
 * A view a person reads names the game's text domain: the declared name is
 * a message of the game's catalogue (TB_N_), translated with "{seat}" kept.
 * With no domain it is the name as declared: the zone's key. */
static const char *zone_name(const tb_pile_decl *d, int k, const char *domain, char *buf,
                             size_t cap)
{
    const char *zone = tb_i18n_tr(domain, d->zone);
    const char *at = d->flags & TB_PILE_PER_SEAT ? strstr(zone, "{seat}") : NULL;
    if (!at)
        return zone;
    snprintf(buf, cap, "%.*s%d%s", (int)(at - zone), zone, k + 1, at + 6);
    return buf;
}

void tb_piles_view(const tb_pile_table *t, const tb_state *s, int seat, tb_view *v)
{
    int players;
    if (!state_ok(t, s, &players))
        return;
    for (size_t i = 0; i < t->n_piles; i++)
        for (int k = 0; k < decl_count(&t->piles[i], players); k++) {
            const tb_pile_decl *d = &t->piles[i];
            int owner = decl_owner(d, k);
            const tb_pile *p = decl_pile(d, s, k);
            char name[TB_ZONE_NAME_MAX];
            tb_view_zone(v, zone_name(d, k, v->domain, name, sizeof name), owner, d->layout);
            tb_view_zone_key(v, zone_name(d, k, NULL, name, sizeof name)); /* as declared */
            int hidden = hidden_from(d, owner, seat), unknown = 0;
            for (int c = 0; c < p->n; c++) {
                if (!hidden || knows(t, s, seat, i, owner, c))
                    t->show_card(s, p->c[c], v);
                else
                    unknown++;
            }
            if (hidden)
                tb_view_hidden(v, unknown);
        }
}

int tb_pile_table_check(const tb_pile_table *t, int max_players, char *err, size_t errlen)
{
    const char *why = NULL;
    if (!t->piles || t->n_piles == 0)
        why = "declares no piles";
    else if (!t->clone || !t->show_card)
        why = "lacks its clone or show_card hook";
    else if (t->players_offset + sizeof(int) > t->state_size)
        why = "puts the seat count outside the state";
    else if (t->has_rng && t->rng_offset + sizeof(tb_rng) > t->state_size)
        why = "puts the rng outside the state";
    if (why) {
        snprintf(err, errlen, "its pile table %s", why);
        return -1;
    }
    for (size_t i = 0; i < t->n_piles; i++) {
        const tb_pile_decl *d = &t->piles[i];
        if (!d->zone || !d->zone[0] || strlen(d->zone) >= TB_ZONE_NAME_MAX)
            why = "has no zone name (or one too long)";
        else if (d->flags & ~(TB_PILE_PER_SEAT | TB_PILE_SORTED))
            why = "has unknown flags";
        else if (d->seen < TB_SEEN_ALL || d->seen > TB_SEEN_NONE)
            why = "has an unknown seen value";
        else if (d->layout < TB_LAYOUT_ROW || d->layout > TB_LAYOUT_GRID)
            why = "has an unknown layout";
        else if (d->seen == TB_SEEN_OWNER && !(d->flags & TB_PILE_PER_SEAT))
            why = "is seen by its owner but is not one per seat";
        else if ((d->flags & TB_PILE_PER_SEAT) && decl_stride(d) < sizeof(tb_pile))
            why = "has a stride smaller than a pile";
        else if (!decl_fits(t, d, max_players))
            why = "lies outside the state";
        if (why) {
            snprintf(err, errlen, "its pile table: pile %zu (%.40s) %s%s", i + 1,
                     d->zone ? d->zone : "?", why,
                     (d->flags & TB_PILE_PER_SEAT) && !strcmp(why, "lies outside the state")
                         ? " for its most seats" : "");
            return -1;
        }
    }
    return 0;
}

/* The defaults are for a plugin built for 1.6 or later: an older one that
 * declared piles and left determinize NULL keeps having none. */
int tb_game_pile_defaults(const tb_game *g)
{
    return g->piles && (g->abi & 0xffff) >= 6;
}

size_t tb_game_census(const tb_game *g, const tb_state *s, tb_card *out, size_t cap)
{
    if (g->census)
        return g->census(s, out, cap);
    return tb_game_pile_defaults(g) ? tb_piles_census(g->piles, s, out, cap) : 0;
}

tb_state *tb_game_determinize(const tb_game *g, const tb_state *s, int seat, tb_rng *r)
{
    if (g->determinize)
        return g->determinize(s, seat, r);
    tb_state *d = tb_game_pile_defaults(g) ? tb_piles_determinize(g->piles, s, seat, r) : NULL;
    if (d && g->after_redeal)
        g->after_redeal(d, seat);
    return d;
}

int tb_game_determinizes(const tb_game *g) { return g->determinize || tb_game_pile_defaults(g); }

int tb_game_host_deals(const tb_game *g) { return !g->determinize && tb_game_pile_defaults(g); }
