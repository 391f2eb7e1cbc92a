/*
 * moves.c — move notation: "play 7c", "play 8h s" (an 8 names the next
 * suit), "draw" and "pass", in any case; "play" may be left out.  Parsing
 * reads the notation only: apply() decides what the table allows.
 */
#include <stdio.h>

#include "eights.h"

static const char usage[] = "write play <card>, play 8<suit> <suit>, draw or pass";

int eights_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err)
{
    (void)s;
    char w[3][TB_AUX_WORD]; /* lower-case words: the notation is case-insensitive */
    int n = tb_aux_split(text, w, 3);
    eights_move mv = {0};
    int first = n > 0 && strcmp(w[0], "play") == 0; /* the word after it is the card */
    if (n >= 1 && (strcmp(w[0], "draw") == 0 || strcmp(w[0], "pass") == 0)) {
        if (n > 1)
            return tb_aux_refuse(err, "%s takes nothing after it", w[0]);
        mv.kind = w[0][0] == 'd' ? MOVE_DRAW : MOVE_PASS;
    } else if (n - first < 1 || n - first > 2) {
        return tb_aux_refuse(err, "%s%s", n == 0 ? "empty move: " : "", usage);
    } else {
        tb_card card;
        if (eights_card_parse(w[first], &card, err) != 0) {
            if (!first) /* a first word that is no card is no move at all */
                snprintf(err, TB_ERR_MAX, "unknown move \"%s\": %s", w[0], usage);
            return -1;
        }
        int suit = n - first == 2 ? eights_suit_of(w[first + 1][0]) : -1;
        if (n - first == 2 && (suit < 0 || w[first + 1][1]))
            return tb_aux_refuse(err, "\"%s\" is not a suit (c d h s)", w[first + 1]);
        mv = (eights_move){MOVE_PLAY, (uint8_t)card, (uint8_t)(suit + 1)};
    }
    if (cap < 1)
        return tb_aux_refuse(err, "no room for the move");
    out[0] = eights_pack(mv);
    return 1;
}

size_t eights_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    (void)s;
    eights_move mv = eights_unpack(m);
    char card[8];
    eights_card_text(mv.card, card, sizeof card);
    if (mv.kind == MOVE_DRAW || mv.kind == MOVE_PASS)
        return (size_t)snprintf(buf, cap, "%s", mv.kind == MOVE_DRAW ? "draw" : "pass");
    if (mv.suit >= 1 && mv.suit <= 4)
        return (size_t)snprintf(buf, cap, "play %s %c", card, eights_suits[mv.suit - 1]);
    return (size_t)snprintf(buf, cap, "play %s", card);
}
