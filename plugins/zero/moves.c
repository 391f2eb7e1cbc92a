/*
 * moves.c — the move notation: "swap <hand card> <pool card>" and "knock".
 *
 * Words are case-insensitive and separated by blanks; the canonical form is
 * lower case with single spaces.  Parsing checks the notation only; apply()
 * checks that the cards are where the move says.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "zero.h"

#define MAX_WORDS 4

/* Split text into at most MAX_WORDS words (copied into store); returns the
 * number of words, or MAX_WORDS + 1 when there are more. */
static int split(const char *text, char store[MAX_WORDS][32])
{
    int n = 0;
    const char *p = text;
    for (;;) {
        while (isspace((unsigned char)*p))
            p++;
        if (!*p)
            return n;
        if (n == MAX_WORDS)
            return MAX_WORDS + 1;
        size_t len = 0;
        while (p[len] && !isspace((unsigned char)p[len]))
            len++;
        /* A word too long to be a move is kept cut for the refusal to
         * quote, between UTF-8 characters: never half of one. */
        size_t keep = len < 31 ? len : 31;
        while (keep < len && keep > 0 && ((unsigned char)p[keep] & 0xc0) == 0x80)
            keep--;
        snprintf(store[n], 32, "%.*s", (int)keep, p);
        n++;
        p += len;
    }
}

int zero_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err)
{
    char word[MAX_WORDS][32];
    int n = split(text ? text : "", word);
    if (cap < 1) {
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "no room for a move"));
    }
    if (n == 0) {
        return tb_aux_refuse(
            err, "%s",
            tb_aux_tr(s->host, "empty move: write swap <hand card> <pool card> or knock"));
    }
    if (strcasecmp(word[0], "knock") == 0) {
        if (n != 1) {
            return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "knock takes nothing after it"));
        }
        zero_move m = {ZERO_MOVE_KNOCK, 0, 0};
        out[0] = zero_move_pack(m);
        return 1;
    }
    if (strcasecmp(word[0], "swap") == 0) {
        if (n != 3) {
            return tb_aux_refuse(
                err, tb_aux_tr(s->host, "write swap <hand card> <pool card>, e.g. swap %c5 %c2"),
                s->letters[0], s->letters[1]);
        }
        tb_card give, take;
        if (zero_card_parse(s->host, s->letters, word[1], &give, err) != 0 ||
            zero_card_parse(s->host, s->letters, word[2], &take, err) != 0)
            return -1;
        zero_move m = {ZERO_MOVE_SWAP, (uint8_t)give, (uint8_t)take};
        out[0] = zero_move_pack(m);
        return 1;
    }
    return tb_aux_refuse(
        err,
        tb_aux_tr(s->host, "unknown move '%.40s': write swap <hand card> <pool card> or knock"),
        word[0]);
}

size_t zero_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    zero_move z = zero_move_unpack(m);
    if (z.kind == ZERO_MOVE_KNOCK)
        return (size_t)snprintf(buf, cap, "knock");
    char give[8], take[8];
    zero_card_text(s->letters, z.give, give, sizeof give);
    zero_card_text(s->letters, z.take, take, sizeof take);
    return (size_t)snprintf(buf, cap, "swap %s %s", give, take);
}
