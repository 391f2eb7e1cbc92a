/*
 * score.c — the `tabula score absolute set|hand "<cards>"` calculator.
 *
 * A set is checked exactly as the rules check a set on the table (the zero
 * card's "=v" is optional and must agree with the value that balances the
 * set); a hand takes plain cards only.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "absolute.h"

/* Parse a white-space separated card list.  vals[i] = INT8_MIN when card i
 * carries no "=v".  Returns the count, or -1 with a reason. */
static int parse_list(const tb_host *host, const char *text, uint8_t *cards, int *vals, int cap, char *err)
{
    int n = 0;
    uint8_t seen[AB_NCARDS] = {0};
    const char *p = text;
    for (;;) {
        while (*p && (isspace((unsigned char)*p) || *p == ','))
            p++;
        if (!*p)
            break;
        const char *start = p;
        while (*p && !isspace((unsigned char)*p) && *p != ',')
            p++;
        int card, has, v;
        if (ab_parse_card(host, start, (size_t)(p - start), &card, &has, &v, err) != 0)
            return -1;
        if (seen[card]) {
            char t[8];
            ab_card_text(card, 0, 0, t, sizeof t);
            ab_err(err, tb_aux_tr(host, "card %s is named twice"), t);
            return -1;
        }
        if (n == cap) {
            ab_err(err, tb_aux_tr(host, "too many cards"));
            return -1;
        }
        seen[card] = 1;
        cards[n] = (uint8_t)card;
        vals[n] = has ? v : INT8_MIN;
        n++;
    }
    return n;
}

static void json_cards(const tb_host *h, tb_json *j, const uint8_t *c, int n, int with_val,
                       int zval)
{
    char t[16];
    h->json_key(j, "cards");
    h->json_open(j, '[');
    for (int i = 0; i < n; i++) {
        ab_card_text(c[i], with_val, zval, t, sizeof t);
        h->json_str(j, t);
    }
    h->json_close(j);
}

static int score_set(const tb_host *h, uint8_t *c, const int *vals, int n, tb_json *j, char *text,
                     size_t cap, char *err)
{
    int zval;
    /* A given value is checked on its own first, so "+0o=-4" names the
     * sign rule rather than the sum. */
    for (int i = 0; i < n; i++)
        if (vals[i] != INT8_MIN && ab_zero_ok(h, c[i], vals[i], err) != 0)
            return -1;
    if (ab_set_infer(h, c, n, &zval, err) != 0)
        return -1;
    for (int i = 0; i < n; i++) {
        if (vals[i] != INT8_MIN && vals[i] != zval) {
            char t[8], a[8], b[8];
            ab_card_text(c[i], 0, 0, t, sizeof t);
            ab_zval_text(vals[i], a, sizeof a);
            ab_zval_text(zval, b, sizeof b);
            ab_err(err, tb_aux_tr(h, "zero card %s is given as %s but the set needs %s"), t, a, b);
            return -1;
        }
    }
    ab_sort_cards(c, n);
    ab_breakdown b;
    ab_set_score(c, n, &b);
    h->json_key(j, "score");
    h->json_int(j, b.score);
    h->json_key(j, "base");
    h->json_int(j, b.base);
    h->json_key(j, "extra");
    h->json_int(j, b.extra);
    h->json_key(j, "runs");
    h->json_int(j, b.runs);
    h->json_key(j, "doubled");
    h->json_bool(j, b.doubled != 0);
    h->json_key(j, "double_reason");
    if (b.doubled)
        h->json_str(j, b.doubled == 1 ? "one suit" : "four of a kind");
    else
        h->json_null(j);
    json_cards(h, j, c, n, 1, zval);
    if (text && cap) {
        if (b.doubled)
            snprintf(text, cap, tb_aux_tr(h, "(base %d + extra %d + runs %d) x 2 (%s) = %d"),
                     b.base, b.extra, b.runs,
                     b.doubled == 1 ? tb_aux_tr(h, "one suit") : tb_aux_tr(h, "four of a kind"),
                     b.score);
        else
            snprintf(text, cap, tb_aux_tr(h, "base %d + extra %d + runs %d = %d"), b.base, b.extra,
                     b.runs, b.score);
    }
    return 0;
}

static int score_hand(const tb_host *h, uint8_t *c, const int *vals, int n, tb_json *j,
                      char *text, size_t cap, char *err)
{
    for (int i = 0; i < n; i++) {
        if (vals[i] != INT8_MIN) {
            char t[8];
            ab_card_text(c[i], 0, 0, t, sizeof t);
            ab_err(err, tb_aux_tr(h, "zero card %s represents no value in a hand: drop the '='"), t);
            return -1;
        }
    }
    ab_sort_cards(c, n);
    int largest;
    int pen = ab_hand_penalty(c, n, &largest);
    int extra = n > 1 ? n - 1 : 0;
    h->json_key(j, "score");
    h->json_int(j, -pen);
    h->json_key(j, "largest");
    h->json_int(j, largest);
    h->json_key(j, "extra");
    h->json_int(j, extra);
    h->json_key(j, "penalty");
    h->json_int(j, pen);
    json_cards(h, j, c, n, 0, 0);
    if (text && cap)
        snprintf(text, cap, tb_aux_tr(h, "largest %d + extra cards %d = penalty %d, score %d"),
                 largest, extra, pen, -pen);
    return 0;
}

int ab_score_hook(const tb_host *host, const tb_options *o, const char *kind, const char *cards,
                  tb_json *j, char *text, size_t cap, char *err)
{
    (void)o;
    uint8_t c[AB_NCARDS];
    int vals[AB_NCARDS];
    int is_set = kind && strcmp(kind, "set") == 0;
    int is_hand = kind && strcmp(kind, "hand") == 0;
    if (!is_set && !is_hand) {
        ab_err(err, tb_aux_tr(host, "unknown kind '%s': use set or hand"), kind ? kind : "");
        return -1;
    }
    int n = parse_list(host, cards ? cards : "", c, vals, AB_NCARDS, err);
    if (n < 0)
        return -1;
    if (is_set)
        return score_set(host, c, vals, n, j, text, cap, err);
    return score_hand(host, c, vals, n, j, text, cap, err);
}
