/*
 * cards.c — the 52 cards: notation ("8h", "10s", "Qd"), values, and the
 * card hooks the host calls to build, parse and print decks.
 */
#include <ctype.h>
#include <stdio.h>

#include "eights.h"

const char eights_suits[5] = "cdhs";
static const char *const rank_names[14] = {"", "A", "2", "3", "4", "5", "6",
                                           "7", "8", "9", "10", "J", "Q", "K"};

int eights_suit_of(char letter)
{
    for (int s = 0; s < 4; s++)
        if (tolower((unsigned char)letter) == eights_suits[s])
            return s;
    return -1;
}

int eights_card_value(tb_card c)
{
    int rank = card_rank(c);
    return rank == 8 ? 50 : rank > 10 ? 10 : rank;
}

int eights_hand_value(const tb_pile *hand)
{
    int sum = 0;
    for (int i = 0; i < hand->n; i++)
        sum += eights_card_value(hand->c[i]);
    return sum;
}

size_t eights_card_text(tb_card c, char *buf, size_t cap)
{
    if (!card_valid(c))
        return (size_t)snprintf(buf, cap, "?");
    return (size_t)snprintf(buf, cap, "%s%c", rank_names[card_rank(c)],
                            eights_suits[card_suit(c)]);
}

int eights_card_parse(const char *text, tb_card *out, char *err)
{
    size_t len = strlen(text);
    int suit = len >= 2 ? eights_suit_of(text[len - 1]) : -1;
    for (int rank = 1; suit >= 0 && rank <= 13; rank++) {
        const char *name = rank_names[rank];
        size_t n = strlen(name);
        int same = n == len - 1;
        for (size_t i = 0; same && i < n; i++)
            same = toupper((unsigned char)text[i]) == name[i];
        if (same) {
            *out = card_make(suit, rank);
            return 0;
        }
    }
    snprintf(err, TB_ERR_MAX, "\"%.40s\" is not a card (a rank A 2-10 J Q K, then a suit c d h s)",
             text);
    return -1;
}

/* ---- the hooks: one deck ("main") of 52 cards, the same under every option ---- */

size_t eights_deck_cards(const tb_host *host, const tb_options *o, int deck, tb_card *out,
                         size_t cap)
{
    (void)host;
    (void)o;
    if (deck != 0)
        return 0;
    size_t n = 0;
    for (int suit = 0; suit < 4; suit++)
        for (int rank = 1; rank <= 13; rank++, n++)
            if (n < cap)
                out[n] = card_make(suit, rank);
    return n;
}

int eights_parse_card(const tb_host *host, const tb_options *o, int deck, const char *text,
                      tb_card *out, char *err)
{
    (void)host;
    (void)o;
    (void)deck;
    return eights_card_parse(text, out, err);
}

size_t eights_format_card(const tb_host *host, const tb_options *o, tb_card c, char *buf,
                          size_t cap)
{
    (void)host;
    (void)o;
    return eights_card_text(c, buf, cap);
}
