/*
 * rules.c — the life of a game: the deal, the one legality check that both
 * legal_moves() and apply() ask (so the list and what apply accepts cannot
 * drift apart), applying a move, and move notation.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "eights.h"

/* Deal round s->round from the deck the host ordered (shuffled from our
 * rng, or as a tester stacked it), top first: each hand from seat 1, the
 * starter, and the rest is the stock. */
static int deal(tb_state *s)
{
    const tb_host *h = s->host;
    tb_pile deck = {0};
    deck.n = (uint16_t)eights_deck_cards(h, s->opt, 0, deck.c, TB_PILE_MAX);
    if (h->deck_order(s->table, 0, s->round, &deck, &s->rng) != 0)
        return -1;
    for (int seat = 0; seat < s->players; seat++) {
        h->pile_clear(&s->hand[seat]);
        h->pile_deal(&deck, &s->hand[seat], (size_t)s->hand_size);
        tb_aux_pile_sort(&s->hand[seat]);
    }
    h->pile_clear(&s->discard);
    h->pile_deal(&deck, &s->discard, 1);
    s->stock = deck;
    s->suit = card_suit(s->discard.c[0]);     /* a starting 8 is just its own suit */
    s->to_move = (s->round - 1) % s->players; /* the lead moves one seat a round */
    s->drawn = s->passes = s->round_turns = 0;
    return 0;
}

/* The host has checked the options and the seat count already. */
tb_state *eights_create(const tb_host *host, const tb_setup *setup, char *err)
{
    tb_state *s = calloc(1, sizeof *s);
    if (!s)
        return tb_aux_refuse(err, "%s", tb_aux_tr(host, "out of memory")), NULL;
    *s = (tb_state){.host = host, .opt = setup->options, .table = setup->table,
                    .players = setup->players, .round = 1};
    host->rng_seed(&s->rng, setup->seed);
    s->hand_size = (int)host->opt_int(s->opt, "hand_size"); /* 4 x 12 + 1 leaves a stock */
    s->hand_size = s->hand_size ? s->hand_size : s->players == 2 ? 7 : 5;
    s->rounds = (int)host->opt_int(s->opt, "rounds");
    s->max_turns = (int)host->opt_int(s->opt, "max_turns");
    if (deal(s) == 0)
        return s;
    tb_aux_refuse(err, "%s", tb_aux_tr(host, "the host could not order the deck"));
    free(s);
    return NULL;
}

int eights_can_draw(const tb_state *s)
{
    return s->stock.n > 0 || s->discard.n > 1;
}

int eights_follows(const tb_state *s, tb_card c)
{
    tb_card top = s->discard.c[s->discard.n - 1];
    return card_rank(c) == 8 || card_suit(c) == s->suit || card_rank(c) == card_rank(top);
}

/* The reason is written only when someone reads it: legal_moves() asks
 * with err NULL, and formatting or translating would cost more than the list. */
#define REFUSE(...) return err ? tb_aux_refuse(err, __VA_ARGS__) : -1

/* The one judge: 0 when mv is legal now, else -1 and why (into err, if
 * not NULL).  legal_moves() and apply() both ask it. */
static int check(const tb_state *s, eights_move mv, char *err)
{
    const tb_host *h = s->host;
    char card[8], top[8];
    if (s->to_move < 0)
        REFUSE("%s", tb_aux_tr(h, "the game is over"));
    if (mv.kind == MOVE_DRAW && s->drawn)
        REFUSE("%s", tb_aux_tr(h, "you have already drawn this turn"));
    if (mv.kind == MOVE_DRAW && !eights_can_draw(s))
        REFUSE("%s", tb_aux_tr(h, "there is nothing to draw: pass"));
    if (mv.kind == MOVE_PASS && !s->drawn && eights_can_draw(s))
        REFUSE("%s", tb_aux_tr(h, "you may pass only after drawing"));
    int eight = card_rank(mv.card) == 8, held; /* the hand is searched last: it costs most */
    if (mv.kind != MOVE_PLAY || (eight == (mv.suit != 0) && eights_follows(s, mv.card) &&
                                 h->pile_find(&s->hand[s->to_move], mv.card) >= 0))
        return 0;
    if (!err)
        return -1;
    held = h->pile_find(&s->hand[s->to_move], mv.card) >= 0;
    eights_card_text(mv.card, card, sizeof card);
    eights_card_text(s->discard.c[s->discard.n - 1], top, sizeof top);
    if (!held)
        REFUSE(tb_aux_tr(h, "%s is not in your hand"), card);
    if (eight)
        REFUSE(tb_aux_tr(h, "name a suit for an 8: play %s s"), card);
    if (mv.suit)
        REFUSE(tb_aux_tr(h, "only an 8 names a suit: play %s"), card);
    REFUSE(tb_aux_tr(h, "%s does not follow %s (suit %c or rank %.*s needed)"), card, top,
           eights_suits[s->suit], (int)strlen(top) - 1, top);
}

/* Every move there could be, in a fixed order (each card of the sorted
 * hand, an 8 naming each suit; then draw, then pass), kept when check()
 * accepts it. */
size_t eights_legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    size_t n = 0;
    const tb_pile *hand = &s->hand[s->to_move < 0 ? 0 : s->to_move];
    for (int i = 0; s->to_move >= 0 && i <= hand->n + 1; i++) {
        int eight = i < hand->n && card_rank(hand->c[i]) == 8; /* names each suit */
        for (int suit = eight; suit <= 4 * eight; suit++) {
            eights_move mv = {i < hand->n ? MOVE_PLAY : i == hand->n ? MOVE_DRAW : MOVE_PASS,
                              i < hand->n ? (uint8_t)hand->c[i] : 0, (uint8_t)suit};
            if (check(s, mv, NULL) == 0 && n++ < cap) { /* packed in place: no copy */
                memset(&out[n - 1], 0, sizeof out[n - 1]);
                memcpy(out[n - 1].b, &mv, sizeof mv);
            }
        }
    }
    return n;
}

/* Score the round that just ended; deal the next one or end the game. */
static void end_round(tb_state *s, int end)
{
    int r = s->rounds_done, low = INT_MAX, lows = 0, value[EIGHTS_PLAYERS] = {0};
    s->end[r] = end;
    for (int seat = 0; seat < s->players; seat++) {
        s->left[r][seat] = s->hand[seat];
        for (int i = 0; i < s->hand[seat].n; i++)
            value[seat] += eights_card_value(s->hand[seat].c[i]);
        low = value[seat] < low ? value[seat] : low;
    }
    /* Each lowest hand scores its lead over every other hand: after going
     * out, the winner (an empty hand) takes the others' sum. */
    for (int seat = 0; seat < s->players; seat++) {
        if (value[seat] != low)
            continue;
        s->winner[r] = ++lows > 1 ? -1 : seat;
        for (int other = 0; other < s->players; other++)
            s->score[r][seat] += value[other] - low;
    }
    if (++s->rounds_done == s->rounds)
        s->to_move = -1;
    else
        s->round++, deal(s); /* cannot fail: create() dealt this very deck */
}

int eights_apply(tb_state *s, const tb_move *m, char *err)
{
    eights_move mv = eights_unpack(m);
    const tb_host *h = s->host;
    if (mv.kind < MOVE_PLAY || mv.kind > MOVE_PASS || mv.suit > 4 ||
        (mv.kind == MOVE_PLAY ? !card_valid(mv.card) : mv.card || mv.suit) ||
        !tb_aux_move_tail_clear(m, sizeof mv)) /* every byte counts */
        return tb_aux_refuse(err, "%s", tb_aux_tr(h, "not a crazy eights move"));
    if (check(s, mv, err) != 0)
        return -1;
    tb_pile *hand = &s->hand[s->to_move];
    if (mv.kind == MOVE_DRAW) {
        if (s->stock.n == 0) { /* every discard but the top, shuffled, is the new stock */
            tb_card top;
            h->pile_draw(&s->discard, &top);
            s->stock = s->discard;
            h->pile_shuffle(&s->stock, &s->rng);
            h->pile_clear(&s->discard);
            h->pile_push(&s->discard, top);
        }
        tb_card c;
        h->pile_draw(&s->stock, &c);
        h->pile_push(hand, c);
        tb_aux_pile_sort(hand);
        s->drawn = 1, s->passes = 0; /* somebody could draw: not blocked */
        return 0;                    /* the same player goes on: play or pass */
    }
    if (mv.kind == MOVE_PLAY) {
        h->pile_remove(hand, mv.card);
        h->pile_push(&s->discard, mv.card);
        s->suit = mv.suit ? mv.suit - 1 : card_suit(mv.card);
        s->passes = 0;
    } else {
        s->passes = s->drawn ? 0 : s->passes + 1; /* only passes with nothing to draw block */
    }
    s->turns++, s->round_turns++, s->drawn = 0; /* the turn is over */
    if (hand->n == 0 || s->passes == s->players || s->round_turns == s->max_turns)
        end_round(s, hand->n == 0 ? END_OUT : s->passes == s->players ? END_BLOCKED
                                                                    : END_TURN_LIMIT);
    else
        s->to_move = h->seat_next(s->players, s->to_move);
    return 0;
}
