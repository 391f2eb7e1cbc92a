/*
 * score.c — the scoring calculator behind `tabula score crazy-eights hand
 * "8h Kd 3c"`: what a hand left at the end of a round is worth to the
 * player who went out.
 */
#include <stdio.h>

#include "eights.h"

int eights_score(const tb_host *host, const tb_options *o, const char *kind, const char *cards,
                 tb_json *j, char *text, size_t cap, char *err)
{
    (void)o;
    if (strcmp(kind, "hand") != 0) {
        snprintf(err, TB_ERR_MAX, "unknown kind \"%.40s\": crazy-eights scores a hand", kind);
        return -1;
    }
    tb_pile hand;
    host->pile_clear(&hand);
    size_t len = 0;
    text[0] = '\0';
    for (const char *p = cards; *p;) {
        char word[48];
        size_t n = strcspn(p, " \t\n,");
        if (n == 0) {
            p++;
            continue;
        }
        snprintf(word, sizeof word, "%.*s", (int)(n < 40 ? n : 40), p);
        p += n;
        tb_card c;
        if (eights_card_parse(word, &c, err) != 0)
            return -1;
        eights_card_text(c, word, sizeof word); /* canonical from here on */
        if (host->pile_find(&hand, c) >= 0) {
            snprintf(err, TB_ERR_MAX, "%s is named twice", word);
            return -1;
        }
        host->pile_push(&hand, c);
        if (len < cap)
            len += (size_t)snprintf(text + len, cap - len, "%s%s %d", hand.n > 1 ? " + " : "",
                                    word, eights_card_value(c));
    }
    int total = eights_hand_value(&hand);
    if (len < cap)
        snprintf(text + len, cap - len, "%s%d", hand.n ? " = " : "empty hand: ", total);
    host->json_key(j, "score");
    host->json_int(j, total);
    host->json_key(j, "cards");
    host->json_int(j, hand.n);
    return 0;
}
