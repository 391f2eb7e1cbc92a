/*
 * cards.c — card codes, their notation and canonical order.
 *
 * code = ordinal * 4 + suit; ordinal 0..21 is -10 .. -1, -0, +0, +1 .. +10.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "absolute.h"

static const char suit_letter[AB_NSUITS] = {'o', 's', 'd', 'x'};
static const char *const suit_glyph[AB_NSUITS] = {"\xe2\x97\x8f", "\xe2\x96\xa0", "\xe2\x99\xa6",
                                                  "\xe2\x98\x85"}; /* ● ■ ♦ ★ */

void ab_err(char *err, const char *fmt, ...)
{
    if (!err)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, TB_ERR_MAX, fmt, ap);
    va_end(ap);
}

void ab_zval_text(int v, char *buf, size_t cap)
{
    if (v == 0)
        snprintf(buf, cap, "0");
    else
        snprintf(buf, cap, "%+d", v);
}

static size_t card_text(int c, int with_val, int zval, const char *suit, char *buf, size_t cap)
{
    char val[8] = "";
    if (with_val && ab_is_zero(c)) {
        val[0] = '=';
        ab_zval_text(zval, val + 1, sizeof val - 1);
    }
    int n = snprintf(buf, cap, "%c%d%s%s", ab_negative(c) ? '-' : '+', ab_abs(c), suit, val);
    return n < 0 ? 0 : (size_t)n;
}

size_t ab_card_text(int c, int with_val, int zval, char *buf, size_t cap)
{
    char suit[2] = {suit_letter[ab_suit(c)], 0};
    return card_text(c, with_val, zval, suit, buf, cap);
}

size_t ab_card_pretty(int c, int with_val, int zval, char *buf, size_t cap)
{
    return card_text(c, with_val, zval, suit_glyph[ab_suit(c)], buf, cap);
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

int ab_parse_card(const char *tok, size_t len, int *card, int *has_val, int *val, char *err)
{
    const char *eq = memchr(tok, '=', len);
    size_t clen = eq ? (size_t)(eq - tok) : len;
    *has_val = 0;
    *val = 0;
    if (clen < 2) {
        ab_err(err, "bad card '%.*s': write sign, value 0-10 and suit o s d x, e.g. -8o", (int)len,
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
        ab_err(err, "bad card '%.*s': write sign, value 0-10 and suit o s d x, e.g. -8o", (int)len,
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
            ab_err(err, "bad card '%.*s': only a zero card takes '=value'", (int)len, tok);
            return -1;
        }
        if (parse_int(eq + 1, vlen, &vs, &vm) != 0) {
            ab_err(err, "bad card '%.*s': '=' must be followed by a value such as +3", (int)len,
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
