/*
 * detail.c — the outcome and the result detail of the one round a game is.
 *
 * A seat's score is minus its cards left (hand + draw pile).  The winner is
 * set explicitly: a player who gets stuck may well hold fewer cards than the
 * other, so the totals alone do not rank the game.
 */
#include "ff.h"

void ff_outcome(const tb_state *s, tb_outcome *out)
{
    out->over = s->over;
    out->rounds = s->over ? 1 : 0;
    out->turns = s->over ? s->turn : s->turn - 1;
    out->end = s->over && s->end == FF_END_STUCK ? "stuck" : "normal";
    out->winners = s->over ? 1u << s->winner : 0u;
    for (int seat = 0; seat < FF_SEATS; seat++)
        out->score[0][seat] = -ff_cards_left(s, seat);
}

void ff_round_detail(const tb_state *s, int round, tb_json *j)
{
    const tb_host *h = s->host;
    h->json_open(j, '{');
    h->json_key(j, "round");
    h->json_int(j, round);
    h->json_key(j, "end");
    if (!s->over)
        h->json_null(j);
    else
        h->json_str(j, s->end == FF_END_STUCK ? "stuck" : "emptied");
    h->json_key(j, "loser");
    if (s->over)
        h->json_int(j, s->loser + 1);
    else
        h->json_null(j);
    h->json_key(j, "players");
    h->json_open(j, '[');
    for (int seat = 0; seat < FF_SEATS; seat++) {
        const ff_player *pl = &s->p[seat];
        h->json_open(j, '{');
        h->json_key(j, "seat");
        h->json_int(j, seat + 1);
        h->json_key(j, "up");
        h->json_int(j, ff_top(&pl->up));
        h->json_key(j, "down");
        h->json_int(j, ff_top(&pl->down));
        h->json_key(j, "hand");
        h->json_open(j, '[');
        for (int n = 0; n < FF_DECK_STRIDE; n++)
            if (ff_bits_has(&pl->hand, n))
                h->json_int(j, n);
        h->json_close(j);
        h->json_key(j, "draw_left");
        h->json_int(j, pl->draw.n);
        h->json_key(j, "score");
        h->json_int(j, -ff_cards_left(s, seat));
        h->json_close(j);
    }
    h->json_close(j);
    h->json_close(j);
}
