/*
 * moves.c — the move encoding and its text notation.
 *
 *   play <card> <pile>   pile: up | down | their-up | their-down (seen from the mover)
 *   end                  end the turn (and draw)
 *
 * Input is case-insensitive and blanks are free; output is the canonical
 * lowercase form with single spaces, so format(parse(x)) == x for canonical x.
 */
#include <stdio.h>
#include <string.h>

#include "ff.h"

static const char *const pile_names[FF_PILE_COUNT] = {"up", "down", "their-up", "their-down"};

const char *ff_pile_name(int pile)
{
    return pile >= 0 && pile < FF_PILE_COUNT ? pile_names[pile] : "?";
}

/* Decode m; -1 unless it is exactly what ff_encode() would have written for
 * a well-formed move (so mutated bytes are refused, never half-read). */
int ff_decode(const tb_move *m, ff_move *out)
{
    memcpy(out, m->b, sizeof *out);
    if (!tb_aux_move_tail_clear(m, sizeof *out))
        return -1;
    if (out->kind == FF_MOVE_END)
        return out->pile == 0 && out->card == 0 ? 0 : -1;
    if (out->kind == FF_MOVE_PLAY)
        return out->pile < FF_PILE_COUNT && ff_deck_of(out->card) < FF_SEATS ? 0 : -1;
    return -1;
}

int ff_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err)
{
    /* Lower-cased words (tabula/aux.h); a fourth is read so that "play 17
     * up now" is refused as a play with something after it.  More words, or
     * a word longer than any move has, are refused as such (a hint with
     * more typed after it: "play 20 upplay 12 up"). */
    char w[4][TB_AUX_WORD];
    int n = tb_aux_split(text, w, 4), number, pile = -1;
    if (cap < 1) {
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "no room for a move"));
    }
    if (n < 0) {
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "too many words, or a word too long: type play <card> <pile> or end"));
    }
    if (n == 0) {
        return tb_aux_refuse(err, "%s",
                             tb_aux_tr(s->host, "empty move: type play <card> <pile> or end"));
    }
    if (strcmp(w[0], "end") == 0) {
        if (n != 1) {
            return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "end takes nothing after it"));
        }
        ff_encode(out, FF_MOVE_END, 0, 0);
        return 1;
    }
    if (strcmp(w[0], "play") != 0) {
        return tb_aux_refuse(
            err, tb_aux_tr(s->host, "unknown move '%.40s': type play <card> <pile> or end"), w[0]);
    }
    if (n != 3) {
        return tb_aux_refuse(
            err, "%s",
            tb_aux_tr(s->host,
                      "play needs a card and a pile, e.g. play 17 up (piles: up, down, their-up, "
                      "their-down)"));
    }
    if (ff_parse_number(w[1], &number) != 0) {
        return tb_aux_refuse(
            err, tb_aux_tr(s->host, "'%.40s' is not a card: write its number, e.g. 17"), w[1]);
    }
    if (number <= s->r.low || number >= s->r.high) {
        return tb_aux_refuse(
            err, tb_aux_tr(s->host, "%d is not a card you can play: cards run from %d to %d"),
            number, s->r.low + 1, s->r.high - 1);
    }
    for (int k = 0; k < FF_PILE_COUNT; k++)
        if (strcmp(w[2], pile_names[k]) == 0)
            pile = k;
    if (pile < 0) {
        return tb_aux_refuse(
            err, tb_aux_tr(s->host, "unknown pile '%.40s': use up, down, their-up or their-down"),
            w[2]);
    }
    ff_encode(out, FF_MOVE_PLAY, pile, ff_card(s->mover, number));
    return 1;
}

size_t ff_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    ff_move mv;
    int len;
    (void)s;
    if (ff_decode(m, &mv) != 0)
        len = snprintf(buf, cap, "?");
    else if (mv.kind == FF_MOVE_END)
        len = snprintf(buf, cap, "end");
    else
        len = snprintf(buf, cap, "play %d %s", ff_number(mv.card), ff_pile_name(mv.pile));
    return len < 0 ? 0 : (size_t)len;
}
