/*
 * detail.c — what the host reads back: the score sheet (outcome), one
 * round's result detail, the census of every card, and the move bound.
 */
#include "eights.h"

const char *eights_end_name(int end)
{
    static const char *const names[] = {"none", "out", "blocked", "turn_limit"};
    return names[end];
}

void eights_outcome(const tb_state *s, tb_outcome *out)
{
    memset(out, 0, sizeof *out); /* winners stays 0: the host ranks the totals */
    out->over = s->to_move < 0;
    out->rounds = s->rounds_done;
    out->turns = s->turns;
    out->end = "normal";
    for (int r = 0; r < s->rounds_done; r++) {
        if (s->record[r].end == END_TURN_LIMIT)
            out->end = "turn_limit"; /* the safeguard cut a round short */
        for (int seat = 0; seat < s->players; seat++)
            out->score[r][seat] = s->score[r][seat];
    }
}

/* {"round": 1, "end": "out", "winner": 2, "players": [{"seat": 1, "hand":
 * ["Kd"], "score": 0}, ...]}: the hands as they were scored. */
void eights_round_detail(const tb_state *s, int round, tb_json *j)
{
    const tb_host *h = s->host;
    h->json_open(j, '{');
    if (round >= 1 && round <= s->rounds_done) {
        const eights_record *rec = &s->record[round - 1];
        tb_aux_json_int(h, j, "round", round);
        tb_aux_json_str(h, j, "end", eights_end_name(rec->end));
        h->json_key(j, "winner");
        if (rec->winner >= 0)
            h->json_int(j, rec->winner + 1);
        else
            h->json_null(j); /* several hands tied for the lowest */
        h->json_key(j, "players");
        h->json_open(j, '[');
        for (int seat = 0; seat < s->players; seat++) {
            h->json_open(j, '{');
            tb_aux_json_int(h, j, "seat", seat + 1);
            h->json_key(j, "hand");
            h->json_open(j, '[');
            for (int i = 0; i < rec->hand[seat].n; i++) {
                char card[8];
                eights_card_text(rec->hand[seat].c[i], card, sizeof card);
                h->json_str(j, card);
            }
            h->json_close(j);
            tb_aux_json_int(h, j, "score", s->score[round - 1][seat]);
            h->json_close(j);
        }
        h->json_close(j);
    }
    h->json_close(j);
}

size_t eights_census(const tb_state *s, tb_card *out, size_t cap)
{
    const tb_pile *piles[EIGHTS_PLAYERS + 2] = {&s->stock, &s->discard};
    size_t n = 0;
    for (int seat = 0; seat < s->players; seat++)
        piles[2 + seat] = &s->hand[seat];
    for (int k = 0; k < 2 + s->players; k++)
        for (int i = 0; i < piles[k]->n; i++, n++)
            if (n < cap)
                out[n] = piles[k]->c[i];
    return n;
}

size_t eights_move_bound(const tb_state *s)
{
    /* A turn is at most two moves (draw, then play or pass), and no round
     * outlasts max_turns turns. */
    return (size_t)s->rounds * (size_t)s->max_turns * 2;
}
