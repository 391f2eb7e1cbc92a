/*
 * setrules.c — what makes a set valid, what a set scores, what a hand costs.
 *
 * Pure functions of card lists, shared by the rules, the score hook, the
 * result detail and the bot, so that all of them agree by construction.
 */
#include <stdio.h>

#include "absolute.h"

int ab_zero_ok(const tb_host *host, int z, int v, char *err)
{
    char t[8];
    int bad_sign = (ab_negative(z) && v > 0) || (!ab_negative(z) && v < 0);
    if (v >= -10 && v <= 10 && !bad_sign)
        return 0;
    if (!err)
        return -1;
    ab_card_text(z, 0, 0, t, sizeof t);
    if (v > 10 || v < -10) {
        ab_err(err, tb_aux_tr(host, "zero card %s cannot represent %+d: a zero card represents 0 to 10"), t, v);
        return -1;
    }
    if ((ab_negative(z) && v > 0) || (!ab_negative(z) && v < 0)) {
        ab_err(err, tb_aux_tr(host, "zero card %s cannot represent %+d: it keeps its own sign (%s0 to %s10)"), t, v,
               ab_negative(z) ? "-" : "+", ab_negative(z) ? "-" : "+");
        return -1;
    }
    return 0;
}

int ab_set_infer(const tb_host *host, const uint8_t *c, int n, int *zval, char *err)
{
    int zero = -1, sum = 0;
    *zval = 0;
    if (n < 3) {
        ab_err(err, tb_aux_tr(host, "a set needs at least 3 cards"));
        return -1;
    }
    for (int i = 0; i < n; i++) {
        if (ab_is_zero(c[i])) {
            if (zero >= 0) {
                ab_err(err, tb_aux_tr(host, "a set may hold only one zero card"));
                return -1;
            }
            zero = c[i];
        }
        sum += ab_value(c[i]);
    }
    if (zero < 0) {
        if (sum != 0) {
            ab_err(err, tb_aux_tr(host, "the cards sum to %+d, not zero"), sum);
            return -1;
        }
        return 0;
    }
    if (ab_zero_ok(host, zero, -sum, err) != 0)
        return -1;
    *zval = -sum;
    return 0;
}

/* Cards in runs among the magnitudes present (bit k = magnitude k, 0..10):
 * a card is in a run of 3+ when some three consecutive magnitudes around
 * it are all present.  Bit arithmetic: the bot scores sets in its search. */
static int run_cards(unsigned mask)
{
    unsigned start3 = mask & mask >> 1 & mask >> 2; /* k, k+1, k+2 present */
    int n = 0;
    for (unsigned in_run = start3 | start3 << 1 | start3 << 2; in_run; in_run &= in_run - 1)
        n++;
    return n;
}

int ab_set_score(const uint8_t *c, int n, ab_breakdown *b)
{
    unsigned pos = 0, neg = 0;
    int base = 0, one_suit = 1, four = 0;
    for (int i = 0; i < n; i++) {
        int a = ab_abs(c[i]);
        if (a > base)
            base = a;
        if (ab_negative(c[i]))
            neg |= 1u << a;
        else
            pos |= 1u << a;
        if (ab_suit(c[i]) != ab_suit(c[0]))
            one_suit = 0;
    }
    if (n >= 4) { /* four of a kind: four cards of one magnitude 1..10 */
        int count[11] = {0};
        for (int i = 0; i < n; i++) {
            int a = ab_abs(c[i]);
            if (a > 0 && ++count[a] >= 4)
                four = 1;
        }
    }
    b->base = base;
    b->extra = n > 3 ? n - 3 : 0;
    b->runs = run_cards(pos) + run_cards(neg);
    b->doubled = one_suit ? 1 : four ? 2 : 0;
    b->score = (b->base + b->extra + b->runs) * (b->doubled ? 2 : 1);
    return b->score;
}

int ab_hand_penalty(const uint8_t *c, int n, int *largest)
{
    int big = 0;
    for (int i = 0; i < n; i++)
        if (ab_abs(c[i]) > big)
            big = ab_abs(c[i]);
    if (largest)
        *largest = big;
    return n == 0 ? 0 : big + n - 1;
}
