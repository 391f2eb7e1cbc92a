/*
 * cards.c — the 52 cards: notation ("8h", "10s", "Qd"), values, the card
 * hooks, and the calculator behind `tabula score crazy-eights hand "8h Kd"`.
 */
#include <ctype.h>
#include <stdio.h>

#include "eights.h"

const char eights_suits[5] = "cdhs";
static const char *const rank_names[14] = {"?", "A", "2", "3", "4", "5", "6",
                                           "7", "8", "9", "10", "J", "Q", "K"};

int eights_suit_of(char letter)
{
    const char *at = letter ? strchr(eights_suits, tolower((unsigned char)letter)) : NULL;
    return at ? (int)(at - eights_suits) : -1;
}

int eights_card_value(tb_card c)
{
    return card_rank(c) == 8 ? 50 : card_rank(c) > 10 ? 10 : card_rank(c);
}

size_t eights_card_text(tb_card c, char *buf, size_t cap)
{
    if (!card_valid(c))
        return (size_t)snprintf(buf, cap, "?");
    return (size_t)snprintf(buf, cap, "%s%c", rank_names[card_rank(c)], eights_suits[c >> 4]);
}

/* Case-insensitive: the text is spelt as card_text spells cards ("10S" is
 * "10s") and compared with each card's notation. */
int eights_card_parse(const tb_host *h, const char *text, tb_card *out, char *err)
{
    char want[8], name[8];
    size_t n = strlen(text);
    for (size_t i = 0; i < n && n < sizeof want; i++)
        want[i] = (char)(i + 1 < n ? toupper((unsigned char)text[i]) : tolower((unsigned char)text[i]));
    for (tb_card c = 0; n < sizeof want && c < 64; c++)
        if (card_valid(c) && eights_card_text(c, name, sizeof name) == n && !memcmp(name, want, n)) {
            *out = c;
            return 0;
        }
    return tb_aux_refuse(err, tb_aux_tr(h, "\"%.40s\" is not a card (a rank A 2-10 J Q K, "
                                           "then a suit c d h s)"), text);
}

size_t eights_deck_cards(const tb_host *h, const tb_options *o, int deck, tb_card *out,
                         size_t cap)
{
    (void)h, (void)o; /* one deck ("main") of 52 cards, whatever the options */
    size_t n = 0;
    for (tb_card c = 0; deck == 0 && c < 64; c++)
        if (card_valid(c) && n++ < cap)
            out[n - 1] = c;
    return n;
}

int eights_parse_card(const tb_host *h, const tb_options *o, int deck, const char *text,
                      tb_card *out, char *err)
{
    (void)o, (void)deck;
    return eights_card_parse(h, text, out, err);
}

size_t eights_format_card(const tb_host *h, const tb_options *o, tb_card c, char *buf,
                          size_t cap)
{
    (void)h, (void)o;
    return eights_card_text(c, buf, cap);
}

/* What a hand is worth to the player who went out: {"score": 63, "cards":
 * 3}, and the text "8h 50 + Kd 10 + 3c 3 = 63". */
int eights_score(const tb_host *h, const tb_options *o, const char *kind, const char *cards,
                 tb_json *j, char *text, size_t cap, char *err)
{
    (void)o;
    if (strcmp(kind, "hand") != 0)
        return tb_aux_refuse(err, tb_aux_tr(h, "unknown kind \"%.40s\": crazy-eights scores "
                                               "a hand"), kind);
    tb_pile hand = {0};
    int total = 0;
    size_t len = (size_t)snprintf(text, cap, "%s", "");
    for (const char *p = cards + strspn(cards, " \t,"); *p; p += strspn(p, " \t,")) {
        char word[48];
        size_t n = strcspn(p, " \t,");
        snprintf(word, sizeof word, "%.*s", (int)(n < 40 ? n : 40), p);
        p += n;
        tb_card c;
        if (eights_card_parse(h, word, &c, err) != 0)
            return -1;
        eights_card_text(c, word, sizeof word); /* canonical from here on */
        if (h->pile_find(&hand, c) >= 0)
            return tb_aux_refuse(err, tb_aux_tr(h, "%s is named twice"), word);
        h->pile_push(&hand, c);
        total += eights_card_value(c);
        if (len < cap)
            len += (size_t)snprintf(text + len, cap - len, "%s%s %d", hand.n > 1 ? " + " : "",
                                    word, eights_card_value(c));
    }
    if (len < cap) /* the breakdown is for people: an empty hand says so in their language */
        snprintf(text + len, cap - len, "%s%d", hand.n ? " = " : tb_aux_tr(h, "an empty hand: "),
                 total);
    tb_aux_json_int(h, j, "score", total);
    tb_aux_json_int(h, j, "cards", hand.n);
    return 0;
}
