/*
 * cards.c — the 52 cards: notation ("8h", "10s", "Qd"), values, the card
 * hooks the host calls to build, parse and print decks, and the scoring
 * calculator (`tabula score crazy-eights hand "8h Kd 3c"`).
 */
#include <ctype.h>
#include <stdio.h>

#include "eights.h"

const char eights_suits[5] = "cdhs";
static const char *const rank_names[14] = {"", "A", "2", "3", "4", "5", "6",
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
        int same = strlen(name) == len - 1;
        for (size_t i = 0; same && name[i]; i++)
            same = toupper((unsigned char)text[i]) == name[i];
        if (same) {
            *out = card_make(suit, rank);
            return 0;
        }
    }
    snprintf(err, TB_ERR_MAX,
             "\"%.40s\" is not a card (a rank A 2-10 J Q K, then a suit c d h s)", text);
    return -1;
}

/* ---- the hooks: one deck ("main") of 52 cards, whatever the options ---- */

size_t eights_deck_cards(const tb_host *h, const tb_options *o, int deck, tb_card *out,
                         size_t cap)
{
    (void)h, (void)o;
    size_t n = 0;
    for (int suit = 0; deck == 0 && suit < 4; suit++)
        for (int rank = 1; rank <= 13; rank++, n++)
            if (n < cap)
                out[n] = card_make(suit, rank);
    return n;
}

int eights_parse_card(const tb_host *h, const tb_options *o, int deck, const char *text,
                      tb_card *out, char *err)
{
    (void)h, (void)o, (void)deck;
    return eights_card_parse(text, out, err);
}

size_t eights_format_card(const tb_host *h, const tb_options *o, tb_card c, char *buf,
                          size_t cap)
{
    (void)h, (void)o;
    return eights_card_text(c, buf, cap);
}

/* What a hand left at the end of a round is worth to the player who went
 * out: {"score": 63, "cards": 3}, and "8h 50 + Kd 10 + 3c 3 = 63". */
int eights_score(const tb_host *h, const tb_options *o, const char *kind, const char *cards,
                 tb_json *j, char *text, size_t cap, char *err)
{
    (void)o;
    if (strcmp(kind, "hand") != 0) {
        snprintf(err, TB_ERR_MAX, "unknown kind \"%.40s\": crazy-eights scores a hand", kind);
        return -1;
    }
    tb_pile hand;
    h->pile_clear(&hand);
    size_t len = (size_t)snprintf(text, cap, "%s", "");
    for (const char *p = cards + strspn(cards, " \t,"); *p; p += strspn(p, " \t,")) {
        char word[48];
        size_t n = strcspn(p, " \t,");
        snprintf(word, sizeof word, "%.*s", (int)(n < 40 ? n : 40), p);
        p += n;
        tb_card c;
        if (eights_card_parse(word, &c, err) != 0)
            return -1;
        eights_card_text(c, word, sizeof word); /* canonical from here on */
        if (h->pile_find(&hand, c) >= 0) {
            snprintf(err, TB_ERR_MAX, "%s is named twice", word);
            return -1;
        }
        h->pile_push(&hand, c);
        if (len < cap)
            len += (size_t)snprintf(text + len, cap - len, "%s%s %d", hand.n > 1 ? " + " : "",
                                    word, eights_card_value(c));
    }
    int total = eights_hand_value(&hand);
    if (len < cap)
        snprintf(text + len, cap - len, "%s%d", hand.n ? " = " : "an empty hand: ", total);
    h->json_key(j, "score");
    h->json_int(j, total);
    h->json_key(j, "cards");
    h->json_int(j, hand.n);
    return 0;
}
