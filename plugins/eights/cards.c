/*
 * cards.c — the 52 cards (a suited deck: tabula/aux.h writes their
 * notation, "8h", "10s", "Qd"), what each costs left in a hand, and the
 * calculator behind `tabula score crazy-eights hand "8h Kd"`.
 */
#include "eights.h"

static const char *const ranks[13] = {"A", "2", "3", "4", "5", "6", "7",
                                      "8", "9", "10", "J", "Q", "K"};
static const char *const glyphs[4] = {"♣", "♦", "♥", "♠"};
static const int colours[4] = {TB_COLOUR_BLACK, TB_COLOUR_RED, TB_COLOUR_RED, TB_COLOUR_BLACK};
const tb_aux_suited eights_cards = {
    "cdhs", ranks, 13, glyphs, colours,
    TB_N_("\"%.40s\" is not a card (a rank A 2-10 J Q K, then a suit c d h s)")};

int eights_card_value(tb_card c)
{
    return card_rank(c) == 8 ? 50 : card_rank(c) > 10 ? 10 : card_rank(c);
}

/* What a hand is worth to the player who went out: {"score": 63, "cards":
 * 3}, and the text "8h 50 + Kd 10 + 3c 3 = 63". */
static const tb_aux_tally hand_value = {
    "hand", eights_card_value, eights_parse_card, eights_format_card,
    TB_N_("unknown kind \"%.40s\": crazy-eights scores a hand"), TB_N_("%s is named twice"),
    TB_N_("an empty hand: ")};

int eights_score(const tb_host *h, const tb_options *o, const char *kind, const char *cards,
                 tb_json *j, char *text, size_t cap, char *err)
{
    return tb_aux_tally_score(h, o, &hand_value, kind, cards, j, text, cap, err);
}
