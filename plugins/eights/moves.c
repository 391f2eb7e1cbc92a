/*
 * moves.c — move notation: "play 7c", "play 8h s" (an 8 names the next
 * suit), "draw" and "pass", in any case; "play" may be left out.  Parsing
 * checks the notation only; apply() checks what the table allows.
 */
#include <ctype.h>
#include <stdio.h>

#include "eights.h"

#define WORD 16
static const char usage[] = "write play <card>, play 8<suit> <suit>, draw or pass";

/* Split text into at most max lower-case words; the count, or -1 when there
 * are more words or a word is too long to mean anything here. */
static int split(const char *text, char words[][WORD], int max)
{
    int n = 0;
    for (const char *p = text;;) {
        p += strspn(p, " \t\r\n");
        if (!*p)
            return n;
        size_t len = strcspn(p, " \t\r\n");
        if (n == max || len >= WORD)
            return -1;
        for (size_t i = 0; i < len; i++)
            words[n][i] = (char)tolower((unsigned char)p[i]);
        words[n++][len] = '\0';
        p += len;
    }
}

int eights_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err)
{
    (void)s;
    char w[4][WORD];
    int n = split(text, w, 4);
    eights_move mv = {0};
    int keyword = n >= 1 && (strcmp(w[0], "draw") == 0 || strcmp(w[0], "pass") == 0);
    if (keyword && n > 1) {
        snprintf(err, TB_ERR_MAX, "%s takes nothing after it", w[0]);
        return -1;
    }
    if (keyword) {
        mv.kind = w[0][0] == 'd' ? MOVE_DRAW : MOVE_PASS;
    } else {
        int first = n > 0 && strcmp(w[0], "play") == 0; /* "play" may be left out */
        tb_card card;
        if (n - first < 1 || n - first > 2) {
            snprintf(err, TB_ERR_MAX, "%s%s", n == 0 ? "empty move: " : "", usage);
            return -1;
        }
        if (eights_card_parse(w[first], &card, err) != 0) {
            if (!first)
                snprintf(err, TB_ERR_MAX, "unknown move \"%s\": %s", w[0], usage);
            return -1;
        }
        char name[8];
        eights_card_text(card, name, sizeof name);
        int named = n - first == 2 ? eights_suit_of(w[first + 1][0]) : -1;
        if (n - first == 2 && (named < 0 || w[first + 1][1])) {
            snprintf(err, TB_ERR_MAX, "\"%s\" is not a suit (c d h s)", w[first + 1]);
            return -1;
        }
        if (card_rank(card) == 8 && named < 0) {
            snprintf(err, TB_ERR_MAX, "name a suit for an 8: play %s s", name);
            return -1;
        }
        if (card_rank(card) != 8 && named >= 0) {
            snprintf(err, TB_ERR_MAX, "only an 8 names a suit: play %s", name);
            return -1;
        }
        mv.kind = MOVE_PLAY;
        mv.card = (uint8_t)card;
        mv.suit = (uint8_t)(named + 1);
    }
    if (cap < 1) {
        snprintf(err, TB_ERR_MAX, "no room for the move");
        return -1;
    }
    out[0] = eights_pack(mv);
    return 1;
}

size_t eights_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    (void)s;
    eights_move mv = eights_unpack(m);
    char card[8];
    eights_card_text(mv.card, card, sizeof card);
    int len;
    if (mv.kind == MOVE_DRAW)
        len = snprintf(buf, cap, "draw");
    else if (mv.kind == MOVE_PASS)
        len = snprintf(buf, cap, "pass");
    else if (mv.suit >= 1 && mv.suit <= 4)
        len = snprintf(buf, cap, "play %s %c", card, eights_suits[mv.suit - 1]);
    else
        len = snprintf(buf, cap, "play %s", card);
    return (size_t)len;
}
