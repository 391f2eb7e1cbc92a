/*
 * cards.c — one card of the table model on screen.
 *
 * A face-up card shows the model's pretty form (a suit or colour glyph) in
 * the card's colour on a white face; without UTF-8 it shows the label (the
 * notation a player types), and without colours it is bracketed so it still
 * reads as a card.  A face-down card shows a patterned back and nothing else:
 * the model already holds no more than that.
 */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "tui.h"

static const char *face_text(const tui *t, const tb_vcard *c)
{
    return t->utf8 && c->pretty[0] ? c->pretty : c->label;
}

/* A white face behind the ink only where 256 colours make white reliable. */
static int has_face(const tui *t)
{
    return t->colours == 256;
}

static attr_t ink(const tui *t, const tb_vcard *c)
{
    if (!t->colours)
        return A_BOLD;
    attr_t a = COLOR_PAIR(TP_FACE + c->colour);
    return has_face(t) ? a : a | A_BOLD;
}

static attr_t edge(const tui *t)
{
    return has_face(t) ? COLOR_PAIR(TP_FACE + TB_COLOUR_WHITE) : tui_attr(t, TR_FRAME);
}

int tui_card_width(const tui *t, const tb_vcard *c)
{
    if (c->hidden)
        return 4;
    return tui_width(face_text(t, c)) + 2;
}

int tui_card_chip(const tui *t, int y, int x, const tb_vcard *c)
{
    if (c->hidden) {
        if (t->colours)
            return tui_put(t, y, x, 4, tui_glyph(t, " \u2592\u2592 ", " ## "), tui_attr(t, TR_BACK));
        return tui_put(t, y, x, 4, tui_glyph(t, "[\u2591\u2591]", "[##]"), A_NORMAL);
    }
    const char *s = face_text(t, c);
    int w = tui_width(s);
    if (has_face(t)) {
        tui_fill(y, x, w + 2, ink(t, c));
        tui_put(t, y, x + 1, w, s, ink(t, c));
    } else {
        tui_put(t, y, x, 1, "[", edge(t));
        tui_put(t, y, x + 1, w, s, ink(t, c));
        tui_put(t, y, x + 1 + w, 1, "]", edge(t));
    }
    return w + 2;
}

int tui_card_big(const tui *t, int y, int x, int iw, const tb_vcard *c)
{
    attr_t e = edge(t);
    char top[256], bot[256];
    const char *h = tui_glyph(t, "\u2500", "-");
    snprintf(top, sizeof top, "%s", tui_glyph(t, "\u256d", "+"));
    snprintf(bot, sizeof bot, "%s", tui_glyph(t, "\u2570", "+"));
    for (int i = 0; i < iw && strlen(top) + 8 < sizeof top; i++) {
        strcat(top, h);
        strcat(bot, h);
    }
    strcat(top, tui_glyph(t, "\u256e", "+"));
    strcat(bot, tui_glyph(t, "\u256f", "+"));
    tui_put(t, y, x, iw + 2, top, e);
    tui_put(t, y + 2, x, iw + 2, bot, e);
    /* The notation on the lower edge, like a corner index, when the face
     * shows a glyph instead: it is what the player types. */
    if (!c->hidden && strcmp(face_text(t, c), c->label) != 0 && tui_width(c->label) <= iw)
        tui_put(t, y + 2, x + 1 + (iw - tui_width(c->label) + 1) / 2, iw, c->label, e);
    const char *v = tui_glyph(t, "\u2502", "|");
    tui_put(t, y + 1, x, 1, v, e);
    tui_put(t, y + 1, x + iw + 1, 1, v, e);
    if (c->hidden) {
        attr_t b = t->colours ? tui_attr(t, TR_BACK) : A_NORMAL;
        tui_fill(y + 1, x + 1, iw, b);
        for (int i = 0; i < iw; i++)
            tui_put(t, y + 1, x + 1 + i, 1, tui_glyph(t, "\u2592", "#"), b);
        return iw + 2;
    }
    const char *s = face_text(t, c);
    int w = tui_width(s);
    tui_fill(y + 1, x + 1, iw, has_face(t) ? ink(t, c) : A_NORMAL);
    tui_put(t, y + 1, x + 1 + (iw - w) / 2, w, s, ink(t, c) | (has_face(t) ? A_BOLD : 0));
    return iw + 2;
}

int tui_card_backs(const tui *t, int y, int x, size_t n, int maxw)
{
    char count[32];
    snprintf(count, sizeof count, NG_(" %zu card", " %zu cards", n), n);
    int cw = tb_text_cols(count);
    int k = (int)(n < 10 ? n : 10);
    if (k > maxw - cw - 2)
        k = maxw - cw - 2;
    if (k < 1)
        return tui_put(t, y, x, maxw, count + 1, tui_attr(t, TR_DIM));
    char pat[64] = "";
    for (int i = 0; i < k; i++)
        strcat(pat, tui_glyph(t, "\u2592", "#"));
    int used;
    if (t->colours) {
        tui_fill(y, x, k + 2, tui_attr(t, TR_BACK));
        tui_put(t, y, x + 1, k, pat, tui_attr(t, TR_BACK));
        used = k + 2;
    } else {
        tui_put(t, y, x, 1, "[", A_NORMAL);
        tui_put(t, y, x + 1, k, pat, A_NORMAL);
        tui_put(t, y, x + 1 + k, 1, "]", A_NORMAL);
        used = k + 2;
    }
    return used + tui_put(t, y, x + used, maxw - used, count, tui_attr(t, TR_DIM));
}
