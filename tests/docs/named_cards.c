/*
 * named_cards.c — the pattern docs/designer-guide.md shows for a deck of
 * named cards with copies (Love Letter: Guard x5, Priest x2, ...), in plain
 * C, and its exact behaviour.  The lines between the two "guide" markers
 * are the guide's code block, word for word (docs-named-cards-in-guide
 * compares them); main() holds the three hooks to what the guide says.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "tabula/aux.h"
#include "tk.h"

/* guide: begin */
/* One line per kind: its name and the copies the deck holds.  A card's
 * code is its line + 1 (0 is no card), so the copies of a kind share one
 * code, as identical copies should (tabula/types.h). */
static const struct kind {
    const char *name;
    int copies;
} kinds[] = {
    {"Guard", 5}, {"Priest", 2}, {"Baron", 2},    {"Handmaid", 2},
    {"Prince", 2}, {"King", 1},  {"Countess", 1}, {"Princess", 1},
};
#define KINDS (int)(sizeof kinds / sizeof kinds[0])

static size_t ll_deck_cards(const tb_host *h, const tb_options *o, int deck, tb_card *out,
                            size_t cap)
{
    (void)h, (void)o;
    size_t n = 0;
    for (int k = 0; deck == 0 && k < KINDS; k++)
        for (int copy = 0; copy < kinds[k].copies; copy++, n++)
            if (n < cap)
                out[n] = (tb_card)(k + 1);
    return n;
}

static size_t ll_format_card(const tb_host *h, const tb_options *o, tb_card c, char *buf,
                             size_t cap)
{
    (void)h, (void)o;
    const char *name = c >= 1 && c <= KINDS ? kinds[c - 1].name : "?";
    return (size_t)snprintf(buf, cap, "%s", name);
}

static int ll_parse_card(const tb_host *h, const tb_options *o, int deck, const char *text,
                         tb_card *out, char *err)
{
    (void)o, (void)deck;
    for (int k = 0; k < KINDS; k++)
        if (strcasecmp(text, kinds[k].name) == 0) { /* "guard", "GUARD" */
            *out = (tb_card)(k + 1);
            return 0;
        }
    return tb_aux_refuse(err, tb_aux_tr(h, "\"%s\" is not a card (Guard, Priest, Baron, "
                                           "Handmaid, Prince, King, Countess or Princess)"),
                         text);
}
/* guide: end */

int main(void)
{
    tb_card deck[32];
    size_t n = ll_deck_cards(NULL, NULL, 0, deck, 32);
    TK_EQ_INT(n, 16);
    char line[256] = "", name[16];
    for (size_t i = 0; i < n; i++) {
        ll_format_card(NULL, NULL, deck[i], name, sizeof name);
        strcat(strcat(line, i ? " " : ""), name);
    }
    TK_EQ_STR(line, "Guard Guard Guard Guard Guard Priest Priest Baron Baron Handmaid Handmaid "
                    "Prince Prince King Countess Princess");
    /* The full count even when cap is short; only cap codes written. */
    tb_card few[3] = {0, 0, 0};
    TK_EQ_INT(ll_deck_cards(NULL, NULL, 0, few, 2), 16);
    TK_EQ_INT(few[2], 0);
    TK_EQ_INT(ll_deck_cards(NULL, NULL, 1, deck, 32), 0); /* no second deck */
    ll_format_card(NULL, NULL, 0, name, sizeof name);
    TK_EQ_STR(name, "?");
    ll_format_card(NULL, NULL, 9, name, sizeof name);
    TK_EQ_STR(name, "?");

    tb_card c = 0;
    char err[TB_ERR_MAX] = "";
    TK_EQ_INT(ll_parse_card(NULL, NULL, 0, "guard", &c, err), 0);
    TK_EQ_INT(c, 1);
    TK_EQ_INT(ll_parse_card(NULL, NULL, 0, "PRINCESS", &c, err), 0);
    TK_EQ_INT(c, 8);
    TK_EQ_INT(ll_parse_card(NULL, NULL, 0, "Jester", &c, err), -1);
    TK_EQ_STR(err, "\"Jester\" is not a card (Guard, Priest, Baron, Handmaid, Prince, King, "
                   "Countess or Princess)");
    TK_EQ_INT(ll_parse_card(NULL, NULL, 0, "Guar", &c, err), -1);
    return tk_done();
}
