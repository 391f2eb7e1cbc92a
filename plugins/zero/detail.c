/*
 * detail.c — what the host reads back: the outcome (score sheet), one
 * round's result detail, the census of every card and the move bound.
 */
#include <string.h>

#include "zero.h"

const char *zero_end_name(int end)
{
    switch (end) {
    case ZERO_END_KNOCKS: return "knocks";
    case ZERO_END_ZERO: return "zero";
    case ZERO_END_TURN_LIMIT: return "turn_limit";
    default: return "none";
    }
}

void zero_outcome(const tb_state *s, tb_outcome *out)
{
    /* *out comes zeroed (game.h), and `sim` reads the outcome after every
     * turn of a game's first round: clearing the whole score table again
     * cost more than the rest of this.  Every header field is written;
     * rows from rounds_done on are the caller's zeros. */
    out->over = s->over;
    out->rounds = s->rounds_done;
    out->turns = s->turns;
    /* A game is "turn_limit" when any of its rounds was cut short by the
     * safeguard; the host ranks the totals (lowest wins), so winners is 0. */
    out->end = s->hit_limit ? "turn_limit" : "normal";
    out->winners = 0;
    for (int r = 0; r < s->rounds_done; r++)
        for (int seat = 0; seat < s->players; seat++)
            out->score[r][seat] = s->score[r][seat];
}

void zero_round_detail(const tb_state *s, int round, tb_json *j)
{
    const tb_host *h = s->host;
    h->json_open(j, '{');
    if (round < 1 || round > s->rounds_done) {
        h->json_close(j);
        return;
    }
    const zero_round_record *rec = &s->record[round - 1];
    h->json_key(j, "round");
    h->json_int(j, round);
    h->json_key(j, "dealer");
    h->json_int(j, rec->dealer + 1);
    h->json_key(j, "zero");
    if (rec->zero_seat >= 0)
        h->json_int(j, rec->zero_seat + 1);
    else
        h->json_null(j);
    h->json_key(j, "end");
    h->json_str(j, zero_end_name(rec->end));
    h->json_key(j, "players");
    h->json_open(j, '[');
    for (int seat = 0; seat < s->players; seat++) {
        h->json_open(j, '{');
        h->json_key(j, "seat");
        h->json_int(j, seat + 1);
        h->json_key(j, "hand");
        h->json_open(j, '[');
        tb_card cards[64];
        int n = zs_cards(rec->hand[seat], cards);
        for (int i = 0; i < n; i++) {
            char card[8];
            zero_card_text(s->letters, cards[i], card, sizeof card);
            h->json_str(j, card);
        }
        h->json_close(j);
        h->json_key(j, "score");
        h->json_int(j, s->score[round - 1][seat]);
        h->json_close(j);
    }
    h->json_close(j);
    h->json_close(j);
}

size_t zero_census(const tb_state *s, tb_card *out, size_t cap)
{
    size_t n = 0;
    tb_card cards[64];
    /* The hands in seat order, each in card order, then the pool and the set-aside cards. */
    for (int k = 0; k < s->players + 2; k++) {
        const tb_card *from = cards;
        int count;
        if (k < s->players) {
            count = zs_cards(s->hand[k], cards);
        } else {
            const tb_pile *pile = k == s->players ? &s->pool : &s->aside;
            from = pile->c;
            count = pile->n;
        }
        for (int i = 0; i < count; i++) {
            if (n < cap)
                out[n] = from[i];
            n++;
        }
    }
    return n < cap ? n : cap;
}

size_t zero_move_bound(const tb_state *s)
{
    /* Every move is one turn and no round outlasts max_turns_per_round. */
    return (size_t)s->rounds * (size_t)s->max_turns;
}
