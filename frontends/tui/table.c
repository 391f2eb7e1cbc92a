/*
 * table.c — the table model on screen: the game's status lines, then one
 * line (or more, when they wrap) per zone, its name in a column at the
 * left and its cards after it, laid out by the zone's layout.  The zones the
 * viewer holds in hand come last, as big cards when there is room, the way a
 * hand is held at the edge of a real table.
 *
 * Layout runs twice: once to measure (to choose big or small cards and to
 * clamp the scroll), once to draw.
 */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "tui.h"

typedef struct pen {
    const tui *t;
    int y0, x0, h, w;
    int scroll; /* content rows above the rectangle */
    int row;    /* the content row being laid out */
    int draw;   /* 0: measure only */
    int big;    /* the viewer's hand as big cards */
    int clip;   /* status lines cut to one row each instead of wrapped */
} pen;

static int shown(const pen *p, int row, int rows)
{
    return p->draw && row >= p->scroll && row + rows <= p->scroll + p->h;
}

static int put(pen *p, int col, int w, const char *s, attr_t a)
{
    if (shown(p, p->row, 1))
        return tui_put(p->t, p->y0 + p->row - p->scroll, p->x0 + col, w, s, a);
    return tui_width(s) < w ? tui_width(s) : w;
}

static int own_hand(const tb_view *v, const tb_vzone *z)
{
    return v->seat >= 0 && z->owner == v->seat && z->layout == TB_LAYOUT_FAN;
}

/* The zone's name, and whose it is unless it is the viewer's own. */
static void zone_label(const tb_match *m, const tb_view *v, const tb_vzone *z, char *buf,
                       size_t cap)
{
    if (z->owner >= 0 && z->owner < m->players && z->owner != v->seat)
        snprintf(buf, cap, "%s (%s)", z->name, m->seats[z->owner].name);
    else
        snprintf(buf, cap, "%s", z->name);
}

/* The notation under each chip of cards [from, to) laid from column col,
 * as under a big card: the text a player types, which a glyph does not
 * say (Zero's ◆ is typed o). */
static void lay_labels(pen *p, const tb_vzone *z, size_t from, size_t to, int col)
{
    int x = col;
    for (size_t i = from; i < to; i++) {
        int cw = tui_card_width(p->t, &z->cards[i]), lw = tui_width(z->cards[i].label);
        int at = lw < cw ? x + (cw - lw + 1) / 2 : x;
        put(p, at, cw + 1 - (at - x), z->cards[i].label, tui_attr(p->t, TR_DIM));
        x += cw + 1;
    }
    p->row++;
}

/* Whether a face-up zone's chips need their notation under them: a card
 * shows a glyph, not what is typed. */
static int needs_labels(const pen *p, const tb_vzone *z)
{
    if (!p->t->utf8 || tb_view_zone_hidden(z) > 0)
        return 0;
    for (size_t i = 0; i < z->n; i++)
        if (z->cards[i].pretty[0] && strcmp(z->cards[i].pretty, z->cards[i].label) != 0)
            return 1;
    return 0;
}

/* Cards of a row, fan or grid zone from column col, wrapping back to col;
 * with labels, each row of chips has a row of their notations under it. */
static void lay_cards(pen *p, const tb_vzone *z, int col, int labels)
{
    int x = col;
    size_t i = 0, from = 0;
    while (i < z->n) {
        const tb_vcard *c = &z->cards[i];
        if (c->hidden) {
            size_t run = 0;
            while (i + run < z->n && z->cards[i + run].hidden)
                run++;
            int need = (int)(run < 10 ? run : 10) + 2 + 10;
            if (x > col && x + need > p->w) {
                p->row++;
                x = col;
            }
            if (shown(p, p->row, 1))
                x += tui_card_backs(p->t, p->y0 + p->row - p->scroll, p->x0 + x, run, p->w - x);
            else
                x += need;
            x++;
            i += run;
            continue;
        }
        int cw = tui_card_width(p->t, c);
        if (x > col && (x + cw > p->w || c->row_start)) { /* host->view_break */
            p->row++;
            if (labels)
                lay_labels(p, z, from, i, col);
            from = i;
            x = col;
        }
        if (shown(p, p->row, 1))
            tui_card_chip(p->t, p->y0 + p->row - p->scroll, p->x0 + x, c);
        x += cw + 1;
        i++;
    }
    p->row++;
    if (labels)
        lay_labels(p, z, from, z->n, col);
}

static void lay_big(pen *p, const tb_vzone *z, int col)
{
    int iw = 1;
    for (size_t i = 0; i < z->n; i++) {
        int cw = tui_card_width(p->t, &z->cards[i]);
        if (cw > iw)
            iw = cw;
    }
    int x = col;
    for (size_t i = 0; i < z->n; i++) {
        if (x > col && x + iw + 2 > p->w) {
            p->row += 3;
            x = col;
        }
        if (shown(p, p->row, 3))
            tui_card_big(p->t, p->y0 + p->row - p->scroll, p->x0 + x, iw, &z->cards[i]);
        x += iw + 3;
    }
    p->row += 3;
}

static void lay_stack(pen *p, const tb_vzone *z, int col)
{
    const tb_vcard *top = &z->cards[z->n - 1];
    if (top->hidden) {
        if (shown(p, p->row, 1))
            tui_card_backs(p->t, p->y0 + p->row - p->scroll, p->x0 + col, z->n, p->w - col);
    } else {
        int cw = tui_card_width(p->t, top);
        if (shown(p, p->row, 1))
            tui_card_chip(p->t, p->y0 + p->row - p->scroll, p->x0 + col, top);
        char count[32];
        snprintf(count, sizeof count, NG_(" (%zu card)", " (%zu cards)", z->n), z->n);
        put(p, col + cw, p->w - col - cw, count, tui_attr(p->t, TR_DIM));
    }
    p->row++;
}

static void lay_zone(pen *p, const tb_match *m, const tb_view *v, const tb_vzone *z, int lw)
{
    char label[160];
    zone_label(m, v, z, label, sizeof label);
    int mine = v->seat >= 0 && z->owner == v->seat;
    attr_t a = mine ? tui_attr(p->t, TR_HEADING) : A_BOLD;
    int col = lw + 1;
    if (p->big && own_hand(v, z) && z->n && tb_view_zone_hidden(z) == 0) {
        /* The hand held big: the whole width, under its name. */
        put(p, 0, p->w, label, a);
        p->row++;
        lay_big(p, z, 2);
        return;
    }
    if (tui_width(label) > lw) {
        /* A label longer than the column (a long translation, a long seat
         * name) gets a row of its own rather than being cut. */
        put(p, 0, p->w, label, a);
        p->row++;
    } else {
        put(p, 0, lw, label, a);
    }
    if (col > p->w - 8)
        col = p->w - 8;
    if (z->n == 0) {
        /* In line with the cards of the other zones, which a chip's or a
         * back's first column of padding starts. */
        put(p, col + 1, p->w - col - 1, _("empty"), tui_attr(p->t, TR_DIM));
        p->row++;
    } else if (z->layout == TB_LAYOUT_STACK) {
        lay_stack(p, z, col);
    } else {
        /* The viewer's hand, too small to hold big, keeps its notation. */
        lay_cards(p, z, col, own_hand(v, z) && needs_labels(p, z));
    }
}

/* Everything but the viewer's hand: status lines, then the zones. */
static void lay_rest(pen *p, const tb_match *m, const tb_view *v, int lw)
{
    for (size_t i = 0; i < v->n_status; i++) {
        if (p->clip) {
            put(p, 0, p->w, v->status[i], i == 0 ? A_BOLD : A_NORMAL);
            p->row++;
            continue;
        }
        char **lines;
        size_t n = tui_wrap(v->status[i], p->w, &lines);
        for (size_t k = 0; k < n; k++) {
            put(p, 0, p->w, lines[k], i == 0 ? A_BOLD : A_NORMAL);
            p->row++;
        }
        tui_lines_free(lines, n);
    }
    if (v->n_status)
        p->row++;
    for (size_t i = 0; i < v->n_zones; i++)
        if (!own_hand(v, &v->zones[i]))
            lay_zone(p, m, v, &v->zones[i], lw);
}

static void lay_hand(pen *p, const tb_match *m, const tb_view *v, int lw)
{
    for (size_t i = 0; i < v->n_zones; i++)
        if (own_hand(v, &v->zones[i]))
            lay_zone(p, m, v, &v->zones[i], lw);
}

static int label_width(const tb_match *m, const tb_view *v, int w)
{
    int lw = 0;
    for (size_t i = 0; i < v->n_zones; i++) {
        char label[160];
        zone_label(m, v, &v->zones[i], label, sizeof label);
        if (tui_width(label) > lw)
            lw = tui_width(label);
    }
    /* Up to half the width, so a translated label mostly stays beside its
     * cards; one longer still takes a row of its own (lay_zone). */
    return lw > w / 2 ? w / 2 : lw;
}

/* Rows a part needs (nothing drawn). */
static int measure(pen p, const tb_match *m, const tb_view *v, int lw, int hand)
{
    p.row = 0;
    p.draw = 0;
    hand ? lay_hand(&p, m, v, lw) : lay_rest(&p, m, v, lw);
    return p.row;
}

/*
 * The hand is never scrolled away.  When everything does not fit, the
 * table gives up, in turn: big cards for the hand, then the wrapped tails
 * of long status lines; whatever still does not fit scrolls above the hand.
 */
int tui_table_draw(const tui *t, const tb_match *m, const tb_view *v, int y, int x, int h,
                   int w, int *scroll)
{
    pen p = {.t = t, .y0 = y, .x0 = x, .h = h, .w = w};
    int lw = label_width(m, v, w);
    static const struct {
        int big, clip;
    } tries[] = {{1, 0}, {0, 0}, {1, 1}, {0, 1}};
    int rest = 0, hand = 0, gap = 0;
    for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++) {
        p.big = tries[i].big;
        p.clip = tries[i].clip;
        rest = measure(p, m, v, lw, 0);
        hand = measure(p, m, v, lw, 1);
        gap = hand ? 1 : 0;
        if (rest + gap + hand <= h)
            break;
    }
    int rest_h = h - hand - gap;
    if (rest_h < 1)
        rest_h = 1;
    if (*scroll > rest - rest_h)
        *scroll = rest - rest_h;
    if (*scroll < 0)
        *scroll = 0;
    pen r = p;
    r.h = rest_h;
    r.draw = 1;
    r.scroll = *scroll;
    lay_rest(&r, m, v, lw);
    if (hand) {
        pen hp = p;
        hp.draw = 1;
        hp.h = hand;
        hp.y0 = rest + gap + hand <= h ? y + rest + gap : y + h - hand;
        lay_hand(&hp, m, v, lw);
    }
    /* The scroll marks go on rows the table leaves empty, not over its
     * text: the row above it (the screens leave one under their title
     * bar) and the gap above the hand. */
    attr_t dim = tui_attr(t, TR_DIM);
    if (*scroll > 0)
        tui_put(t, y > 0 ? y - 1 : y, x + w - 8, 8, tui_glyph(t, " \u2191 PgUp ", " ^ PgUp "),
                dim | A_REVERSE);
    int more = rest - *scroll > rest_h;
    if (more)
        tui_put(t, y + rest_h - (gap ? 0 : 1), x + w - 8, 8,
                tui_glyph(t, " \u2193 PgDn ", " v PgDn "), dim | A_REVERSE);
    return more;
}
