/*
 * cards.c — card codes, the two decks, card notation and the rule options.
 *
 * A card is written as its number ("17").  Both players own the same numbers,
 * so the code carries the deck: deck * FF_DECK_STRIDE + number.  The pile
 * cards (low_card and high_card) belong to each deck too, but they start the
 * piles and are never dealt, so deck_cards() lists only the numbered cards.
 */
#include <stdio.h>
#include <string.h>

#include "ff.h"

void ff_read_rules(const tb_host *host, const tb_options *o, ff_rules *r)
{
    memset(r, 0, sizeof *r);
    r->low = (int)host->opt_int(o, "low_card");
    r->high = (int)host->opt_int(o, "high_card");
    r->hand_size = (int)host->opt_int(o, "hand_size");
    r->min_play = (int)host->opt_int(o, "min_play");
    r->draw_own = (int)host->opt_int(o, "draw_own");
    r->step = (int)host->opt_int(o, "backward_step");
    r->max_opp = (int)host->opt_int(o, "max_on_opponent");
    r->first = host->opt_enum(o, "first_player"); /* choices: random, 1, 2 */
}

/* The schema checks each key alone; these are the checks across keys. */
int ff_check_rules(const tb_host *host, const ff_rules *r, char *err)
{
    int numbered = r->high - r->low - 1;
    if (r->hand_size < 1 || r->min_play < 1 || r->draw_own < 1 || r->step < 0 ||
        r->max_opp < 0) {
        return tb_aux_refuse(
            err, "%s",
            tb_aux_tr(
                host,
                "hand_size, min_play and draw_own must be at least 1, the others at least 0"));
    }
    if (r->low < 0 || r->high >= FF_DECK_STRIDE) {
        return tb_aux_refuse(
            err, tb_aux_tr(host, "pile cards must lie in 0..%d (low_card %d, high_card %d)"),
            FF_DECK_STRIDE - 1, r->low, r->high);
    }
    /* A pile holds its pile card and at most every numbered card of both decks. */
    if (numbered < 1 || 2 * numbered + 1 > TB_PILE_MAX) {
        return tb_aux_refuse(
            err,
            tb_aux_tr(host, "low_card %d and high_card %d leave %d numbered cards (1..%d allowed)"),
            r->low, r->high, numbered, (TB_PILE_MAX - 1) / 2);
    }
    if (r->hand_size > numbered) {
        return tb_aux_refuse(err,
                             tb_aux_tr(host, "hand_size %d is more than the %d numbered cards"),
                             r->hand_size, numbered);
    }
    if (r->min_play > r->hand_size) {
        return tb_aux_refuse(err, tb_aux_tr(host, "min_play %d is more than hand_size %d"),
                             r->min_play, r->hand_size);
    }
    return 0;
}

size_t ff_deck_cards(const tb_host *host, const tb_options *o, int deck, tb_card *out,
                     size_t cap)
{
    ff_rules r;
    size_t n = 0;
    if (deck < 0 || deck >= FF_SEATS)
        return 0;
    ff_read_rules(host, o, &r);
    for (int k = r.low + 1; k < r.high; k++) {
        if (n < cap)
            out[n] = ff_card(deck, k);
        n++;
    }
    return n;
}

/* The rules text's values that follow from low_card and high_card: a
 * table that moves the pile cards changes the deck, and the text says so. */
int ff_rules_value(const tb_host *host, const tb_options *o, const char *key, char *buf,
                   size_t cap)
{
    ff_rules r;
    ff_read_rules(host, o, &r);
    int v;
    if (strcmp(key, "deck_size") == 0)
        v = r.high - r.low - 1; /* the numbered cards, between the two pile cards */
    else if (strcmp(key, "first_number") == 0)
        v = r.low + 1;
    else if (strcmp(key, "last_number") == 0)
        v = r.high - 1;
    else
        return -1;
    snprintf(buf, cap, "%d", v);
    return 0;
}

/* A card number: decimal digits only, surrounding blanks allowed.  0 or -1. */
int ff_parse_number(const char *text, int *out)
{
    const char *p = text;
    long v = 0;
    int digits = 0;
    while (*p == ' ' || *p == '\t')
        p++;
    while (*p >= '0' && *p <= '9') {
        v = v * 10 + (*p - '0');
        if (v > 100000)
            return -1;
        digits++;
        p++;
    }
    while (*p == ' ' || *p == '\t')
        p++;
    if (digits == 0 || *p != '\0')
        return -1;
    *out = (int)v;
    return 0;
}

int ff_parse_card(const tb_host *host, const tb_options *o, int deck, const char *text,
                  tb_card *out, char *err)
{
    ff_rules r;
    int n;
    if (deck < 0 || deck >= FF_SEATS) {
        return tb_aux_refuse(err, "%s", tb_aux_tr(host, "face-to-face has decks p1 and p2 only"));
    }
    ff_read_rules(host, o, &r);
    if (ff_parse_number(text, &n) != 0) {
        return tb_aux_refuse(
            err, tb_aux_tr(host, "'%.40s' is not a card: write its number, e.g. 17"), text);
    }
    /* The pile cards parse too (they are cards of the deck and format as
     * their number); they are simply not among the cards deck_cards() deals. */
    if (n < r.low || n > r.high) {
        return tb_aux_refuse(err, tb_aux_tr(host, "%d is not a card: cards run from %d to %d"), n,
                             r.low + 1, r.high - 1);
    }
    *out = ff_card(deck, n);
    return 0;
}

size_t ff_format_card(const tb_host *host, const tb_options *o, tb_card c, char *buf,
                      size_t cap)
{
    (void)host;
    (void)o;
    int len = snprintf(buf, cap, "%d", ff_number(c));
    return len < 0 ? 0 : (size_t)len;
}
