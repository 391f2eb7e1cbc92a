/* notation.c — cards ("1".."12") and moves ("play N", "pass") as text. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "flawed.h"

tb_move fl_encode(int kind, int card)
{
    tb_move m;
    memset(&m, 0, sizeof m); /* equal moves must compare equal with memcmp */
    fl_move f = {(uint8_t)kind, (uint8_t)card};
    memcpy(m.b, &f, sizeof f);
    return m;
}

fl_move fl_decode(const tb_move *m)
{
    fl_move f;
    memcpy(&f, m->b, sizeof f);
    return f;
}

/* "7" → 7; -1 for anything that is not a card of the deck. */
static int card_value(const char *text)
{
    if (!isdigit((unsigned char)text[0]))
        return -1;
#ifdef FLAW_BAD_TEXT
    return text[0] - '0' >= 1 ? text[0] - '0' : -1; /* one digit is enough, it thinks */
#else
    char *end;
    long v = strtol(text, &end, 10);
    if (*end || end - text > 2 || v < 1 || v > FL_CARDS)
        return -1;
    return (int)v;
#endif
}

int fl_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err)
{
    while (isspace((unsigned char)*text))
        text++;
    if (cap < 1) {
        snprintf(err, TB_ERR_MAX, "no room for a move");
        return -1;
    }
    if (strcasecmp(text, "pass") == 0) {
        out[0] = fl_encode(FL_PASS, 0);
        return 1;
    }
    if (strncasecmp(text, "play ", 5) == 0) {
        int v = card_value(text + 5);
        if (v < 0) {
            snprintf(err, TB_ERR_MAX,
                     tb_aux_ntr(s->host, "\"%.40s\" is not a card (the one card is %d)",
                                "\"%.40s\" is not a card (cards are 1 to %d)", FL_CARDS),
                     text + 5, FL_CARDS);
            return -1;
        }
        out[0] = fl_encode(FL_PLAY, v);
        return 1;
    }
    snprintf(err, TB_ERR_MAX, tb_aux_tr(s->host, "moves are \"play N\" or \"pass\", not \"%.40s\""),
             text);
    return -1;
}

size_t fl_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    (void)s;
    fl_move f = fl_decode(m);
    int n = f.kind == FL_PASS   ? snprintf(buf, cap, "pass")
            : f.kind == FL_PLAY ? snprintf(buf, cap, "play %d", f.card)
                                : snprintf(buf, cap, "?");
    return n < 0 ? 0 : (size_t)n;
}

size_t fl_deck_cards(const tb_host *host, const tb_options *o, int deck, tb_card *out, size_t cap)
{
    (void)host;
    (void)o;
    if (deck != 0)
        return 0;
    for (size_t i = 0; i < FL_CARDS && i < cap; i++)
        out[i] = fl_deck_card((int)i + 1);
    return FL_CARDS;
}

int fl_parse_card(const tb_host *host, const tb_options *o, int deck, const char *text,
                  tb_card *out, char *err)
{
    (void)host;
    (void)o;
    int v = deck == 0 ? card_value(text) : -1;
    if (v < 0) {
        snprintf(err, TB_ERR_MAX, "\"%.40s\" is not a card (cards are 1 to %d)", text, FL_CARDS);
        return -1;
    }
    *out = (tb_card)v;
    return 0;
}

size_t fl_format_card(const tb_host *host, const tb_options *o, tb_card c, char *buf, size_t cap)
{
    (void)host;
    (void)o;
    int n = snprintf(buf, cap, "%d", c);
    return n < 0 ? 0 : (size_t)n;
}

/* {stock_size} in the rules text: the cards left after both hands. */
int fl_rules_value(const tb_host *host, const tb_options *o, const char *key, char *buf,
                   size_t cap)
{
    if (strcmp(key, "stock_size") != 0)
        return -1;
    snprintf(buf, cap, "%ld", FL_CARDS - FL_SEATS * host->opt_int(o, "hand_size"));
    return 0;
}
