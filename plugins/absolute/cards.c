/*
 * cards.c — card codes, their notation and canonical order.
 *
 * code = ordinal * 4 + suit; ordinal 0..21 is -10 .. -1, -0, +0, +1 .. +10.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "absolute.h"

static const char suit_letter[AB_NSUITS] = {'o', 's', 'd', 'x'};

/* Every card's notation by code, plain and with the suit glyphs ● ■ ♦ ★:
 * views and move texts copy these instead of formatting a card each time
 * (generated from the code layout above; the suite checks every one). */
static const char card_label[AB_NCARDS][5] = {
    "-10o", "-10s", "-10d", "-10x", "-9o", "-9s", "-9d", "-9x", "-8o", "-8s", "-8d", "-8x",
    "-7o", "-7s", "-7d", "-7x", "-6o", "-6s", "-6d", "-6x", "-5o", "-5s", "-5d", "-5x", "-4o",
    "-4s", "-4d", "-4x", "-3o", "-3s", "-3d", "-3x", "-2o", "-2s", "-2d", "-2x", "-1o", "-1s",
    "-1d", "-1x", "-0o", "-0s", "-0d", "-0x", "+0o", "+0s", "+0d", "+0x", "+1o", "+1s", "+1d",
    "+1x", "+2o", "+2s", "+2d", "+2x", "+3o", "+3s", "+3d", "+3x", "+4o", "+4s", "+4d", "+4x",
    "+5o", "+5s", "+5d", "+5x", "+6o", "+6s", "+6d", "+6x", "+7o", "+7s", "+7d", "+7x", "+8o",
    "+8s", "+8d", "+8x", "+9o", "+9s", "+9d", "+9x", "+10o", "+10s", "+10d", "+10x",
};
static const char card_glyphs[AB_NCARDS][8] = {
    "-10\xe2\x97\x8f", "-10\xe2\x96\xa0", "-10\xe2\x99\xa6", "-10\xe2\x98\x85",
    "-9\xe2\x97\x8f", "-9\xe2\x96\xa0", "-9\xe2\x99\xa6", "-9\xe2\x98\x85", "-8\xe2\x97\x8f",
    "-8\xe2\x96\xa0", "-8\xe2\x99\xa6", "-8\xe2\x98\x85", "-7\xe2\x97\x8f", "-7\xe2\x96\xa0",
    "-7\xe2\x99\xa6", "-7\xe2\x98\x85", "-6\xe2\x97\x8f", "-6\xe2\x96\xa0", "-6\xe2\x99\xa6",
    "-6\xe2\x98\x85", "-5\xe2\x97\x8f", "-5\xe2\x96\xa0", "-5\xe2\x99\xa6", "-5\xe2\x98\x85",
    "-4\xe2\x97\x8f", "-4\xe2\x96\xa0", "-4\xe2\x99\xa6", "-4\xe2\x98\x85", "-3\xe2\x97\x8f",
    "-3\xe2\x96\xa0", "-3\xe2\x99\xa6", "-3\xe2\x98\x85", "-2\xe2\x97\x8f", "-2\xe2\x96\xa0",
    "-2\xe2\x99\xa6", "-2\xe2\x98\x85", "-1\xe2\x97\x8f", "-1\xe2\x96\xa0", "-1\xe2\x99\xa6",
    "-1\xe2\x98\x85", "-0\xe2\x97\x8f", "-0\xe2\x96\xa0", "-0\xe2\x99\xa6", "-0\xe2\x98\x85",
    "+0\xe2\x97\x8f", "+0\xe2\x96\xa0", "+0\xe2\x99\xa6", "+0\xe2\x98\x85", "+1\xe2\x97\x8f",
    "+1\xe2\x96\xa0", "+1\xe2\x99\xa6", "+1\xe2\x98\x85", "+2\xe2\x97\x8f", "+2\xe2\x96\xa0",
    "+2\xe2\x99\xa6", "+2\xe2\x98\x85", "+3\xe2\x97\x8f", "+3\xe2\x96\xa0", "+3\xe2\x99\xa6",
    "+3\xe2\x98\x85", "+4\xe2\x97\x8f", "+4\xe2\x96\xa0", "+4\xe2\x99\xa6", "+4\xe2\x98\x85",
    "+5\xe2\x97\x8f", "+5\xe2\x96\xa0", "+5\xe2\x99\xa6", "+5\xe2\x98\x85", "+6\xe2\x97\x8f",
    "+6\xe2\x96\xa0", "+6\xe2\x99\xa6", "+6\xe2\x98\x85", "+7\xe2\x97\x8f", "+7\xe2\x96\xa0",
    "+7\xe2\x99\xa6", "+7\xe2\x98\x85", "+8\xe2\x97\x8f", "+8\xe2\x96\xa0", "+8\xe2\x99\xa6",
    "+8\xe2\x98\x85", "+9\xe2\x97\x8f", "+9\xe2\x96\xa0", "+9\xe2\x99\xa6", "+9\xe2\x98\x85",
    "+10\xe2\x97\x8f", "+10\xe2\x96\xa0", "+10\xe2\x99\xa6", "+10\xe2\x98\x85",
};

/* Signed decimal ("+3", "-12") into t, without printf: card notation is
 * printed for every card of every view and every move text. */
static size_t signed_text(int v, char *t)
{
    char d[12];
    size_t n = 0, k = 0;
    unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
    t[n++] = v < 0 ? '-' : '+';
    do {
        d[k++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    while (k)
        t[n++] = d[--k];
    t[n] = 0;
    return n;
}

/* snprintf's contract: copy what fits, always terminate, return the length. */
static size_t copy_out(const char *t, size_t n, char *buf, size_t cap)
{
    if (cap) {
        size_t k = n < cap - 1 ? n : cap - 1;
        memcpy(buf, t, k);
        buf[k] = 0;
    }
    return n;
}

void ab_zval_text(int v, char *buf, size_t cap)
{
    char t[16] = "0";
    size_t n = v == 0 ? 1 : signed_text(v, t);
    copy_out(t, n, buf, cap);
}

/* A card's name, with "=v" for a zero card when asked. */
static size_t card_text(int c, int with_val, int zval, const char *name, char *buf, size_t cap)
{
    char t[32];
    size_t n = strlen(name);
    memcpy(t, name, n);
    if (with_val && ab_is_zero(c)) {
        t[n++] = '=';
        if (zval == 0)
            t[n++] = '0';
        else
            n += signed_text(zval, t + n);
    }
    t[n] = 0;
    return copy_out(t, n, buf, cap);
}

const char *ab_card_name(int c) { return c >= 0 && c < AB_NCARDS ? card_label[c] : "?"; }

const char *ab_card_glyph_name(int c) { return c >= 0 && c < AB_NCARDS ? card_glyphs[c] : "?"; }

size_t ab_card_text(int c, int with_val, int zval, char *buf, size_t cap)
{
    return card_text(c, with_val, zval, ab_card_name(c), buf, cap);
}

size_t ab_card_pretty(int c, int with_val, int zval, char *buf, size_t cap)
{
    return card_text(c, with_val, zval, ab_card_glyph_name(c), buf, cap);
}

/* Reads "+3", "-9", "3", "0" from t[0..len); the sign may be omitted. */
static int parse_int(const char *t, size_t len, int *sign, int *mag)
{
    size_t i = 0;
    *sign = 0;
    if (i < len && (t[i] == '+' || t[i] == '-'))
        *sign = t[i++] == '-' ? -1 : 1;
    if (i == len || len - i > 3)
        return -1;
    int v = 0;
    for (; i < len; i++) {
        if (!isdigit((unsigned char)t[i]))
            return -1;
        v = v * 10 + (t[i] - '0');
    }
    *mag = v;
    return 0;
}

int ab_parse_card(const tb_host *host, const char *tok, size_t len, int *card, int *has_val, int *val, char *err)
{
    const char *eq = memchr(tok, '=', len);
    size_t clen = eq ? (size_t)(eq - tok) : len;
    *has_val = 0;
    *val = 0;
    if (clen < 2) {
        ab_err(err, tb_aux_tr(host, "bad card '%.*s': write sign, value 0-10 and suit o s d x, e.g. -8o"), (int)len,
               tok);
        return -1;
    }
    int s = -1;
    char sl = (char)tolower((unsigned char)tok[clen - 1]);
    for (int i = 0; i < AB_NSUITS; i++)
        if (suit_letter[i] == sl)
            s = i;
    int sign, mag;
    if (s < 0 || parse_int(tok, clen - 1, &sign, &mag) != 0 || mag > 10) {
        ab_err(err, tb_aux_tr(host, "bad card '%.*s': write sign, value 0-10 and suit o s d x, e.g. -8o"), (int)len,
               tok);
        return -1;
    }
    int ord;
    if (mag == 0)
        ord = sign < 0 ? 10 : 11;
    else
        ord = sign < 0 ? 10 - mag : 11 + mag;
    *card = ord * AB_NSUITS + s;
    if (eq) {
        int vs, vm;
        size_t vlen = len - clen - 1;
        if (!ab_is_zero(*card)) {
            ab_err(err, tb_aux_tr(host, "bad card '%.*s': only a zero card takes '=value'"), (int)len, tok);
            return -1;
        }
        if (parse_int(eq + 1, vlen, &vs, &vm) != 0) {
            ab_err(err, tb_aux_tr(host, "bad card '%.*s': '=' must be followed by a value such as +3"), (int)len,
                   tok);
            return -1;
        }
        /* An unsigned value takes the card's own sign ("-0s=9" is -9). */
        if (vs == 0)
            vs = ab_negative(*card) ? -1 : 1;
        *has_val = 1;
        *val = vs * vm;
    }
    return 0;
}

void ab_sort_cards(uint8_t *c, int n)
{
    for (int i = 1; i < n; i++) {
        uint8_t x = c[i];
        int j = i - 1;
        while (j >= 0 && c[j] > x) {
            c[j + 1] = c[j];
            j--;
        }
        c[j + 1] = x;
    }
}
