/*
 * rules.c — the life of a game: the deal, which moves are legal, and
 * applying one.  apply() checks everything before it changes anything, so
 * a refused move leaves the state exactly as it was.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "eights.h"

/* Deal round s->round.  The host orders the deck (shuffled from our rng, or
 * as a tester stacked it), top first: hand_size cards for each seat from
 * seat 1, then the starter, and the rest is the stock. */
static int deal(tb_state *s)
{
    const tb_host *h = s->host;
    tb_pile deck;
    h->pile_clear(&deck);
    deck.n = (uint16_t)eights_deck_cards(h, s->opt, 0, deck.c, TB_PILE_MAX);
    if (h->deck_order(s->table, 0, s->round, &deck, &s->rng) != 0)
        return -1;
    for (int seat = 0; seat < s->players; seat++) {
        h->pile_clear(&s->hand[seat]);
        h->pile_deal(&deck, &s->hand[seat], (size_t)s->hand_size);
        tb_aux_pile_sort(&s->hand[seat]); /* by code: suit, then rank; views read well */
    }
    h->pile_clear(&s->discard);
    h->pile_deal(&deck, &s->discard, 1);
    s->stock = deck;
    s->suit = card_suit(s->discard.c[0]);     /* a starting 8 is just its own suit */
    s->to_move = (s->round - 1) % s->players; /* the lead moves one seat a round */
    s->drawn = s->passes = s->round_turns = 0;
    return 0;
}

/* The host has checked the options and the seat count (2-4) already. */
tb_state *eights_create(const tb_host *host, const tb_setup *setup, char *err)
{
    tb_state *s = calloc(1, sizeof *s);
    if (!s) {
        tb_aux_refuse(err, "out of memory");
        return NULL;
    }
    s->host = host;
    s->opt = setup->options;
    s->table = setup->table;
    host->rng_seed(&s->rng, setup->seed);
    s->players = setup->players;
    s->round = 1;
    /* 4 hands of at most 12 cards and the starter always leave a stock. */
    s->hand_size = (int)host->opt_int(s->opt, "hand_size");
    if (s->hand_size == 0)
        s->hand_size = s->players == 2 ? 7 : 5;
    s->rounds = (int)host->opt_int(s->opt, "rounds");
    s->max_turns = (int)host->opt_int(s->opt, "max_turns");
    if (deal(s) != 0) {
        tb_aux_refuse(err, "the host could not order the deck");
        free(s);
        return NULL;
    }
    return s;
}

int eights_to_move(const tb_state *s)
{
    return s->to_move;
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

/* eights_pack() written in place: building a move apart and copying it in
 * makes the copy wait for the byte stores before it (a store-forwarding
 * stall per move), which cost more than the rest of the list. */
static void add(tb_move *out, size_t cap, size_t *n, int kind, tb_card card, int suit)
{
    if (*n < cap) {
        eights_move mv = {(uint8_t)kind, (uint8_t)card, (uint8_t)suit};
        memset(&out[*n], 0, sizeof out[*n]);
        memcpy(out[*n].b, &mv, sizeof mv);
    }
    (*n)++;
}

size_t eights_legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    size_t n = 0;
    if (s->to_move < 0)
        return 0;
    const tb_pile *hand = &s->hand[s->to_move];
    for (int i = 0; i < hand->n; i++) {
        if (card_rank(hand->c[i]) == 8) /* an 8 goes on anything, naming any suit */
            for (int suit = 1; suit <= 4; suit++)
                add(out, cap, &n, MOVE_PLAY, hand->c[i], suit);
        else if (eights_follows(s, hand->c[i]))
            add(out, cap, &n, MOVE_PLAY, hand->c[i], 0);
    }
    add(out, cap, &n, !s->drawn && eights_can_draw(s) ? MOVE_DRAW : MOVE_PASS, 0, 0);
    return n;
}

/* 0 when m is legal now, else -1 and why.  Every byte counts: a move that
 * legal_moves() would not list must be refused. */
static int check(const tb_state *s, const tb_move *m, char *err)
{
    eights_move mv = eights_unpack(m);
    int bad = mv.kind < MOVE_PLAY || mv.kind > MOVE_PASS || mv.suit > 4 ||
              (mv.kind == MOVE_PLAY ? !card_valid(mv.card) : mv.card || mv.suit);
    for (size_t i = sizeof mv; i < TB_MOVE_BYTES; i++)
        bad |= m->b[i] != 0;
    if (bad)
        return tb_aux_refuse(err, "not a crazy eights move");
    if (s->to_move < 0)
        return tb_aux_refuse(err, "the game is over");
    if (mv.kind == MOVE_DRAW && s->drawn)
        return tb_aux_refuse(err, "you have already drawn this turn");
    if (mv.kind == MOVE_DRAW && !eights_can_draw(s))
        return tb_aux_refuse(err, "there is nothing to draw: pass");
    if (mv.kind == MOVE_PASS && !s->drawn && eights_can_draw(s))
        return tb_aux_refuse(err, "you may pass only after drawing");
    if (mv.kind != MOVE_PLAY)
        return 0;
    /* A legal play needs no texts: they only go into a refusal's reason,
     * and formatting them would cost more than the whole move. */
    if (s->host->pile_find(&s->hand[s->to_move], mv.card) >= 0 &&
        (card_rank(mv.card) == 8) == (mv.suit != 0) && eights_follows(s, mv.card))
        return 0;
    char card[8], top[8];
    eights_card_text(mv.card, card, sizeof card);
    eights_card_text(s->discard.c[s->discard.n - 1], top, sizeof top);
    if (s->host->pile_find(&s->hand[s->to_move], mv.card) < 0)
        return tb_aux_refuse(err, "%s is not in your hand", card);
    if (card_rank(mv.card) == 8 && !mv.suit)
        return tb_aux_refuse(err, "name a suit for an 8: play %s s", card);
    if (card_rank(mv.card) != 8 && mv.suit)
        return tb_aux_refuse(err, "only an 8 names a suit: play %s", card);
    if (!eights_follows(s, mv.card))
        return tb_aux_refuse(err, "%s does not follow %s (suit %c or rank %.*s needed)", card,
                             top, eights_suits[s->suit], (int)strlen(top) - 1, top);
    return 0;
}

/* Score the round that just ended; deal the next one or end the game. */
static void end_round(tb_state *s, int end)
{
    int r = s->rounds_done, low = INT_MAX, lows = 0, value[EIGHTS_PLAYERS];
    eights_record *rec = &s->record[r];
    rec->end = end;
    for (int seat = 0; seat < s->players; seat++) {
        rec->hand[seat] = s->hand[seat];
        value[seat] = eights_hand_value(&s->hand[seat]);
        low = value[seat] < low ? value[seat] : low;
    }
    /* Each lowest hand scores its lead over every other hand.  After going
     * out that is the winner (an empty hand) taking the others' sum. */
    for (int seat = 0; seat < s->players; seat++)
        if (value[seat] == low) {
            lows++;
            rec->winner = seat;
            for (int other = 0; other < s->players; other++)
                s->score[r][seat] += value[other] - low;
        }
    if (lows > 1)
        rec->winner = -1;
    if (++s->rounds_done == s->rounds) {
        s->to_move = -1;
        return;
    }
    s->round++;
    /* Cannot fail: create() dealt this very deck, and the host checked
     * every stacked round of a deck file against it. */
    deal(s);
}

int eights_apply(tb_state *s, const tb_move *m, char *err)
{
    if (check(s, m, err) != 0)
        return -1;
    const tb_host *h = s->host; /* from here on nothing can fail */
    eights_move mv = eights_unpack(m);
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
        s->drawn = 1;
        s->passes = 0; /* somebody could draw: not blocked */
        return 0;      /* the same player goes on: play or pass */
    }
    if (mv.kind == MOVE_PLAY) {
        h->pile_remove(hand, mv.card);
        h->pile_push(&s->discard, mv.card);
        s->suit = mv.suit ? mv.suit - 1 : card_suit(mv.card);
        s->passes = 0;
    } else {
        s->passes = s->drawn ? 0 : s->passes + 1; /* only passes with nothing to draw block */
    }
    /* The turn is over: the round may end, or the next seat moves. */
    s->turns++;
    s->round_turns++;
    s->drawn = 0;
    if (hand->n == 0)
        end_round(s, END_OUT);
    else if (s->passes == s->players)
        end_round(s, END_BLOCKED);
    else if (s->round_turns == s->max_turns)
        end_round(s, END_TURN_LIMIT);
    else
        s->to_move = s->host->seat_next(s->players, s->to_move);
    return 0;
}
