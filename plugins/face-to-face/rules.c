/*
 * rules.c — what may be placed where, applying moves, drawing, and the two
 * ways the game ends (a player empties hand and draw pile and wins; a player
 * who cannot complete the minimum loses at once).
 *
 * apply() checks everything before it changes anything, so a refused move
 * leaves the state bit for bit as it was.
 */
#include <stdio.h>
#include <string.h>

#include "ff.h"

/* The pile a move names, seen from the mover. */
static const tb_pile *ff_target(const tb_state *s, int pile)
{
    const ff_player *me = &s->p[s->mover], *them = &s->p[1 - s->mover];
    switch (pile) {
    case FF_UP: return &me->up;
    case FF_DOWN: return &me->down;
    case FF_THEIR_UP: return &them->up;
    case FF_THEIR_DOWN: return &them->down;
    default: return NULL;
    }
}

static tb_pile *target_mut(tb_state *s, int pile)
{
    return (tb_pile *)ff_target(s, pile);
}

/* Why card number n may not go on `pile` (ff_fits() said no). */
static void explain(const tb_state *s, const ff_fit *f, int n, int pile, char *err)
{
    int top = f->top[pile], step = s->r.step;
    if ((pile == FF_THEIR_UP || pile == FF_THEIR_DOWN) && !f->opp_open) {
        if (s->r.max_opp == 0)
            snprintf(err, TB_ERR_MAX, "these rules allow no cards on your opponent's piles");
        else
            snprintf(err, TB_ERR_MAX,
                     "you have already placed %d card%s on your opponent's piles this turn "
                     "(at most %d)",
                     s->on_opp, s->on_opp == 1 ? "" : "s", s->r.max_opp);
        return;
    }
    switch (pile) {
    case FF_UP:
        if (step > 0 && top - step > s->r.low)
            snprintf(err, TB_ERR_MAX,
                     "%d does not fit your up pile (top %d): play higher than %d, or exactly %d",
                     n, top, top, top - step);
        else
            snprintf(err, TB_ERR_MAX, "%d does not fit your up pile (top %d): play higher than %d",
                     n, top, top);
        return;
    case FF_DOWN:
        if (step > 0 && top + step < s->r.high)
            snprintf(err, TB_ERR_MAX,
                     "%d does not fit your down pile (top %d): play lower than %d, or exactly %d",
                     n, top, top, top + step);
        else
            snprintf(err, TB_ERR_MAX,
                     "%d does not fit your down pile (top %d): play lower than %d", n, top, top);
        return;
    case FF_THEIR_UP:
        snprintf(err, TB_ERR_MAX,
                 "%d does not help your opponent's up pile (top %d): play lower than %d", n, top,
                 top);
        return;
    default: /* FF_THEIR_DOWN */
        snprintf(err, TB_ERR_MAX,
                 "%d does not help your opponent's down pile (top %d): play higher than %d", n,
                 top, top);
        return;
    }
}

/* Whether card c (from the mover's hand) may go on `pile` now: 0, or -1 and,
 * only when err is not NULL, the reason (formatting it costs far more than
 * the check; the move generator, the stuck test and the bot use ff_fits()
 * directly, so only apply() gets here). */
static int ff_check_place(const tb_state *s, tb_card c, int pile, char *err)
{
    ff_fit f;
    if (pile < 0 || pile >= FF_PILE_COUNT) {
        if (err)
            snprintf(err, TB_ERR_MAX, "unknown pile: use up, down, their-up or their-down");
        return -1;
    }
    ff_fit_of(s, &f);
    if (ff_fits(&f, ff_number(c), pile))
        return 0;
    if (err)
        explain(s, &f, ff_number(c), pile, err);
    return -1;
}

/* Whether any card of the mover's hand fits any pile now. */
static int ff_can_place_any(const tb_state *s)
{
    const tb_pile *hand = &s->p[s->mover].hand;
    ff_fit f;
    ff_fit_of(s, &f);
    for (int i = 0; i < hand->n; i++)
        for (int pile = 0; pile < FF_PILE_COUNT; pile++)
            if (ff_fits(&f, ff_number(hand->c[i]), pile))
                return 1;
    return 0;
}

int ff_cards_left(const tb_state *s, int seat)
{
    return s->p[seat].hand.n + s->p[seat].draw.n;
}

static void finish(tb_state *s, int end, int loser)
{
    s->over = 1;
    s->end = end;
    s->loser = loser;
    s->winner = 1 - loser;
}

/* Start the mover's turn; a mover who cannot place a single card loses. */
void ff_start_turn(tb_state *s)
{
    const tb_pile *hand = &s->p[s->mover].hand;
    s->placed = 0;
    s->on_opp = 0;
    s->required = hand->n < s->r.min_play ? hand->n : s->r.min_play;
    if (s->required > 0 && !ff_can_place_any(s))
        finish(s, FF_END_STUCK, s->mover);
}

size_t ff_legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    const tb_pile *hand = &s->p[s->mover].hand;
    size_t n = 0;
    ff_fit f;
    if (s->over)
        return 0;
    ff_fit_of(s, &f);
    for (int i = 0; i < hand->n; i++)
        for (int pile = 0; pile < FF_PILE_COUNT; pile++)
            if (ff_fits(&f, ff_number(hand->c[i]), pile)) {
                if (n < cap)
                    ff_encode(&out[n], FF_MOVE_PLAY, pile, hand->c[i]);
                n++;
            }
    if (s->placed >= s->required) {
        if (n < cap)
            ff_encode(&out[n], FF_MOVE_END, 0, 0);
        n++;
    }
    return n;
}

static int check_end(const tb_state *s, char *err)
{
    if (s->placed >= s->required)
        return 0;
    if (s->required < s->r.min_play)
        snprintf(err, TB_ERR_MAX,
                 "you must place the %d card%s you started the turn with before ending it "
                 "(%d placed so far)",
                 s->required, s->required == 1 ? "" : "s", s->placed);
    else
        snprintf(err, TB_ERR_MAX,
                 "you must place at least %d cards before ending your turn (%d placed so far)",
                 s->required, s->placed);
    return -1;
}

/* End of turn: draw from the own draw pile, then the other seat moves. */
static void end_turn(tb_state *s)
{
    ff_player *me = &s->p[s->mover];
    int want = s->on_opp > 0 ? s->r.hand_size - me->hand.n : s->r.draw_own;
    tb_card c;
    for (int k = 0; k < want && s->host->pile_draw(&me->draw, &c) == 0; k++)
        ff_hand_insert(&me->hand, c);
    s->mover = 1 - s->mover;
    s->turn++;
    ff_start_turn(s);
}

/* Place the mover's hand card at index i on pile. */
static void place(tb_state *s, int i, int pile)
{
    ff_player *me = &s->p[s->mover];
    tb_card c = me->hand.c[i];
    tb_pile *to = target_mut(s, pile);
    /* The hand stays sorted: close the gap, and the freed slot is zeroed
     * (as the host's pile_remove does) so equal piles compare equal.  Piles
     * never overflow (ff_check_rules). */
    memmove(&me->hand.c[i], &me->hand.c[i + 1], (size_t)(me->hand.n - i - 1) * sizeof c);
    me->hand.c[--me->hand.n] = 0;
    to->c[to->n++] = c;
    s->placed++;
    if (pile == FF_THEIR_UP || pile == FF_THEIR_DOWN)
        s->on_opp++;
    /* Emptying wins at once; otherwise an unmet minimum with no card that
     * fits anywhere loses at once. */
    if (me->hand.n == 0 && me->draw.n == 0)
        finish(s, FF_END_EMPTIED, 1 - s->mover);
    else if (s->placed < s->required && !ff_can_place_any(s))
        finish(s, FF_END_STUCK, s->mover);
}

/* Index of card c in the mover's hand, or -1. */
static int hand_index(const tb_state *s, tb_card c)
{
    const tb_pile *hand = &s->p[s->mover].hand;
    for (int i = 0; i < hand->n; i++)
        if (hand->c[i] == c)
            return i;
    return -1;
}

int ff_apply(tb_state *s, const tb_move *m, char *err)
{
    ff_move mv;
    int i;
    if (s->over) {
        snprintf(err, TB_ERR_MAX, "the game is over");
        return -1;
    }
    if (ff_decode(m, &mv) != 0) {
        snprintf(err, TB_ERR_MAX, "malformed move");
        return -1;
    }
    if (mv.kind == FF_MOVE_END) {
        if (check_end(s, err) != 0)
            return -1;
        end_turn(s);
        return 0;
    }
    i = ff_deck_of(mv.card) == s->mover ? hand_index(s, mv.card) : -1;
    if (i < 0) {
        snprintf(err, TB_ERR_MAX, "%d is not in your hand", ff_number(mv.card));
        return -1;
    }
    if (ff_check_place(s, mv.card, mv.pile, err) != 0)
        return -1;
    place(s, i, mv.pile);
    return 0;
}
