/*
 * detail.c — one element of the result JSON's rounds_detail: the table as
 * it was scored, so anyone can check the arithmetic.
 *
 *   {"round": 1, "closer": 1, "end": "went_out",
 *    "players": [{"seat": 1, "sets": [["-8o", "+6s", "+2s"]], "set_scores": [8],
 *                 "hand": [], "penalty": 0, "score": 8}, ...]}
 */
#include "absolute.h"

/* A set's zero says what it stands for ("+0o=+3"); a hand's stands for
 * nothing and is written as the score calculator takes it ("+0o"). */
static void card_list(const tb_host *h, tb_json *j, const uint8_t *c, int n, int in_set,
                      int zval)
{
    char t[16];
    h->json_open(j, '[');
    for (int i = 0; i < n; i++) {
        ab_card_text(c[i], in_set, zval, t, sizeof t);
        h->json_str(j, t);
    }
    h->json_close(j);
}

void ab_round_detail(const tb_state *s, int round, tb_json *j)
{
    const tb_host *h = s->host;
    h->json_open(j, '{');
    if (round < 1 || round > s->rounds_done) {
        h->json_close(j);
        return;
    }
    const ab_record *r = &s->rec[round - 1];
    h->json_key(j, "round");
    h->json_int(j, round);
    h->json_key(j, "closer");
    if (r->closer >= 0)
        h->json_int(j, r->closer + 1);
    else
        h->json_null(j);
    h->json_key(j, "end");
    h->json_str(j, r->end == AB_END_WENT_OUT ? "went_out" : "turn_limit");
    h->json_key(j, "players");
    h->json_open(j, '[');
    int hpos = 0;
    for (int p = 0; p < s->players; p++) {
        h->json_open(j, '{');
        h->json_key(j, "seat");
        h->json_int(j, p + 1);
        h->json_key(j, "sets");
        h->json_open(j, '[');
        int pos = 0;
        for (int k = 0; k < r->nsets; k++) {
            if (r->set_owner[k] == p)
                card_list(h, j, r->set_cards + pos, r->set_len[k], 1, r->set_zval[k]);
            pos += r->set_len[k];
        }
        h->json_close(j);
        h->json_key(j, "set_scores");
        h->json_open(j, '[');
        for (int k = 0; k < r->nsets; k++)
            if (r->set_owner[k] == p)
                h->json_int(j, r->set_score[k]);
        h->json_close(j);
        h->json_key(j, "hand");
        card_list(h, j, r->hand_cards + hpos, r->hand_len[p], 0, 0);
        hpos += r->hand_len[p];
        h->json_key(j, "penalty");
        h->json_int(j, r->penalty[p]);
        h->json_key(j, "score");
        h->json_int(j, r->score[p]);
        h->json_key(j, "went_out");
        h->json_bool(j, r->out[p]);
        h->json_close(j);
    }
    h->json_close(j);
    h->json_close(j);
}
