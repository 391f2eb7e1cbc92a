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

/* Why card number n may not go on `pile` (ff_fits() said no). */
static void explain(const tb_state *s, const ff_fit *f, int n, int pile, char *err)
{
    int top = f->top[pile], step = s->r.step;
    if ((pile == FF_THEIR_UP || pile == FF_THEIR_DOWN) && !f->opp_open) {
        if (s->r.max_opp == 0)
            snprintf(err, TB_ERR_MAX, tb_aux_tr(s->host, "these rules allow no cards on your opponent's piles"));
        else
            snprintf(err, TB_ERR_MAX,
                     tb_aux_ntr(s->host,
                                "you have already placed %d card on your opponent's piles this "
                                "turn (at most %d)",
                                "you have already placed %d cards on your opponent's piles this "
                                "turn (at most %d)",
                                (unsigned long)s->on_opp),
                     s->on_opp, s->r.max_opp);
        return;
    }
    switch (pile) {
    case FF_UP:
        if (step > 0 && top - step > s->r.low)
            snprintf(err, TB_ERR_MAX,
                     tb_aux_tr(s->host, "%d does not fit your up pile (top %d): play higher than %d, or exactly %d"),
                     n, top, top, top - step);
        else
            snprintf(err, TB_ERR_MAX, tb_aux_tr(s->host, "%d does not fit your up pile (top %d): play higher than %d"),
                     n, top, top);
        return;
    case FF_DOWN:
        if (step > 0 && top + step < s->r.high)
            snprintf(err, TB_ERR_MAX,
                     tb_aux_tr(s->host, "%d does not fit your down pile (top %d): play lower than %d, or exactly %d"),
                     n, top, top, top + step);
        else
            snprintf(err, TB_ERR_MAX,
                     tb_aux_tr(s->host, "%d does not fit your down pile (top %d): play lower than %d"), n, top, top);
        return;
    case FF_THEIR_UP:
        snprintf(err, TB_ERR_MAX,
                 tb_aux_tr(s->host, "%d does not help your opponent's up pile (top %d): play lower than %d"), n, top,
                 top);
        return;
    default: /* FF_THEIR_DOWN */
        snprintf(err, TB_ERR_MAX,
                 tb_aux_tr(s->host, "%d does not help your opponent's down pile (top %d): play higher than %d"), n,
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
            snprintf(err, TB_ERR_MAX, tb_aux_tr(s->host, "unknown pile: use up, down, their-up or their-down"));
        return -1;
    }
    ff_fit_of(s, &f);
    if (ff_fits(&f, ff_number(c), pile))
        return 0;
    if (err)
        explain(s, &f, ff_number(c), pile, err);
    return -1;
}

/* Whether a number of word w of the hand fits some pile. */
static inline int fits_any_word(const ff_fit *f, uint64_t hand, int w)
{
    uint64_t fit[FF_PILE_COUNT];
    ff_reach_word(f, w, fit);
    return ((fit[FF_UP] | fit[FF_DOWN] | fit[FF_THEIR_UP] | fit[FF_THEIR_DOWN]) & hand) != 0;
}

/* Whether any card of the mover's hand fits any pile now. */
static int ff_can_place_any(const tb_state *s)
{
    const ff_bits *hand = &s->p[s->mover].hand;
    ff_fit f;
    ff_fit_of(s, &f);
    /* Word 0 alone when every number is below 64, as in the default deck. */
    return fits_any_word(&f, hand->w[0], 0) || (hand->w[1] && fits_any_word(&f, hand->w[1], 1));
}

int ff_cards_left(const tb_state *s, int seat)
{
    return s->p[seat].hand_n + s->p[seat].draw.n;
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
    int hand_n = s->p[s->mover].hand_n;
    s->placed = 0;
    s->on_opp = 0;
    s->required = hand_n < s->r.min_play ? hand_n : s->r.min_play;
    if (s->required > 0 && !ff_can_place_any(s))
        finish(s, FF_END_STUCK, s->mover);
}

/* Cards lowest first, and for each the piles in notation order, then `end`:
 * the order of the list, which seeded games depend on. */
size_t ff_legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    size_t n = 0;
    ff_fit f;
    if (s->over)
        return 0;
    /* Locals, so the stores into out cannot make the compiler read the
     * state again. */
    const ff_bits hand = s->p[s->mover].hand;
    const int mover = s->mover, may_end = s->placed >= s->required;
    ff_fit_of(s, &f);
    for (int w = 0; w < 2; w++) {
        uint64_t fit[FF_PILE_COUNT];
        if (!hand.w[w])
            continue;
        ff_reach_word(&f, w, fit);
        /* The four sets in registers, not read back from the array between
         * the stores of the moves. */
        const uint64_t up = fit[FF_UP] & hand.w[w], down = fit[FF_DOWN] & hand.w[w],
                       their_up = fit[FF_THEIR_UP] & hand.w[w],
                       their_down = fit[FF_THEIR_DOWN] & hand.w[w];
        for (int pile = 0; pile < FF_PILE_COUNT; pile++)
            fit[pile] &= hand.w[w];
        for (uint64_t any = up | down | their_up | their_down; any; any &= any - 1) {
            int bit = __builtin_ctzll(any);
            tb_card c = ff_card(mover, w * 64 + bit);
            if (n + FF_PILE_COUNT <= cap) {
                /* Room for all four: each is written and counted only if
                 * it fits, so the unpredictable fits cost no branches (a
                 * move written past the count is scratch, overwritten by
                 * the next or left beyond the count returned).  The four
                 * heads differ in the pile byte only. */
                const uint64_t head = ff_head(FF_MOVE_PLAY, 0, c);
                tb_aux_move_put(&out[n], head | ff_head(0, FF_UP, 0));
                n += up >> bit & 1u;
                tb_aux_move_put(&out[n], head | ff_head(0, FF_DOWN, 0));
                n += down >> bit & 1u;
                tb_aux_move_put(&out[n], head | ff_head(0, FF_THEIR_UP, 0));
                n += their_up >> bit & 1u;
                tb_aux_move_put(&out[n], head | ff_head(0, FF_THEIR_DOWN, 0));
                n += their_down >> bit & 1u;
                continue;
            }
            for (int pile = 0; pile < FF_PILE_COUNT; pile++)
                if (fit[pile] >> bit & 1u) {
                    if (n < cap)
                        ff_encode(&out[n], FF_MOVE_PLAY, pile, c);
                    n++;
                }
        }
    }
    if (may_end) {
        if (n < cap)
            ff_encode(&out[n], FF_MOVE_END, 0, 0);
        n++;
    }
    return n;
}

/* Write the candidates of word w of the hand (number * 4 + pile, those
 * that fit) from cand[n] on; the count so far. */
static inline uint32_t candidates(const ff_fit *f, uint64_t hand, int w, uint16_t *cand,
                                  uint32_t n)
{
    uint64_t fit[FF_PILE_COUNT];
    ff_reach_word(f, w, fit);
    for (uint64_t any = hand; any; any &= any - 1) {
        int bit = __builtin_ctzll(any);
        uint16_t base = (uint16_t)((w * 64 + bit) * FF_PILE_COUNT);
        for (int pile = 0; pile < FF_PILE_COUNT; pile++) {
            cand[n] = (uint16_t)(base + pile);
            n += (uint32_t)(fit[pile] >> bit & 1);
        }
    }
    return n;
}

/* The k-th move of ff_legal_moves()'s list for k = rng_below(count): the
 * same draw and the same move as picking from the list, without writing
 * it (ABI 1.5).  The candidates (number * 4 + pile) go into a small local
 * array in the list's order, each kept only if it fits (no branch on a
 * fit), and one draw picks.  Counting first and walking to the k-th move
 * took 1.2 times as long (its walk mispredicted its exit), and so did one
 * store of all four piles a card from a table.  A hand of
 * numbers below 64 (the default deck's 2..59) needs word 0 alone, with
 * the fits of that word alone: a random sim takes 0.92 times the time of
 * one that walked both words. */
int ff_random_move(const tb_state *s, tb_rng *r, tb_move *out)
{
    if (s->over)
        return -1;
    const ff_bits hand = s->p[s->mover].hand;
    ff_fit f;
    ff_fit_of(s, &f);
    uint16_t cand[FF_DECK_STRIDE * FF_PILE_COUNT];
    uint32_t n;
    if (!hand.w[1]) /* every number below 64, as in the default deck: word 0 alone */
        n = candidates(&f, hand.w[0], 0, cand, 0);
    else
        n = candidates(&f, hand.w[1], 1, cand, candidates(&f, hand.w[0], 0, cand, 0));
    uint32_t total = n + (s->placed >= s->required); /* then `end`, when it is legal */
    if (total == 0)
        return -1;
    uint32_t k = s->host->rng_below(r, total);
    if (k == n)
        ff_encode(out, FF_MOVE_END, 0, 0);
    else
        ff_encode(out, FF_MOVE_PLAY, cand[k] % FF_PILE_COUNT,
                  ff_card(s->mover, cand[k] / FF_PILE_COUNT));
    return 0;
}

static int check_end(const tb_state *s, char *err)
{
    if (s->placed >= s->required)
        return 0;
    if (s->required < s->r.min_play)
        snprintf(err, TB_ERR_MAX,
                 tb_aux_ntr(s->host,
                            "you must place the %d card you started the turn with before ending "
                            "it (%d placed so far)",
                            "you must place the %d cards you started the turn with before ending "
                            "it (%d placed so far)",
                            (unsigned long)s->required),
                 s->required, s->placed);
    else
        snprintf(err, TB_ERR_MAX,
                 tb_aux_ntr(s->host,
                            "you must place at least %d card before ending your turn (%d placed "
                            "so far)",
                            "you must place at least %d cards before ending your turn (%d placed "
                            "so far)",
                            (unsigned long)s->required),
                 s->required, s->placed);
    return -1;
}

/* End of turn: draw from the own draw pile, then the other seat moves. */
static void end_turn(tb_state *s)
{
    ff_player *me = &s->p[s->mover];
    int want = s->on_opp > 0 ? s->r.hand_size - me->hand_n : s->r.draw_own;
    for (int k = 0; k < want && me->draw.n > 0; k++) {
        tb_card c = me->draw.c[--me->draw.n];
        me->draw.c[me->draw.n] = 0; /* as the host's pile_draw: equal piles compare equal */
        ff_bits_add(&me->hand, ff_number(c));
        me->hand_n++;
    }
    s->mover = 1 - s->mover;
    s->turn++;
    ff_start_turn(s);
}

/* Place the mover's hand card c on pile. */
static void place(tb_state *s, tb_card c, int pile)
{
    ff_player *me = &s->p[s->mover];
    /* The pile a move names, seen from the mover: the own piles are 0 and
     * 1, the opponent's 2 and 3, up even and down odd (enum ff_pile).
     * Picked by arithmetic rather than a switch: a random seat's pile is a
     * branch the predictor cannot learn.  pile is 0..3 (apply() checked
     * it, or the move was listed). */
    ff_player *owner = &s->p[s->mover ^ (pile >> 1 & 1)];
    const int side = pile & 1;
    /* (an offset, not `side ? &down : &up`, which compiles to a branch) */
    tb_pile *to = (tb_pile *)(void *)((char *)owner + offsetof(ff_player, up) +
                                      (size_t)side * (offsetof(ff_player, down) -
                                                      offsetof(ff_player, up)));
    int hand_left = me->hand_n - 1;
    ff_bits_remove(&me->hand, ff_number(c));
    ff_bits_remove(&me->to_come, ff_number(c));
    me->hand_n = hand_left;
    to->c[to->n++] = c; /* piles never overflow (ff_check_rules) */
    owner->top[side] = ff_number(c);
    s->placed++;
    if (pile == FF_THEIR_UP || pile == FF_THEIR_DOWN)
        s->on_opp++;
    /* Emptying wins at once; otherwise an unmet minimum with no card that
     * fits anywhere loses at once. */
    /* hand_left, not me->hand_n: the compiler would read hand_n and draw.n
     * as one word straight after the narrower store to hand_n, which the CPU
     * cannot forward (it stalled every placement). */
    if (hand_left == 0 && me->draw.n == 0)
        finish(s, FF_END_EMPTIED, 1 - s->mover);
    else if (s->placed < s->required && !ff_can_place_any(s))
        finish(s, FF_END_STUCK, s->mover);
}

int ff_apply(tb_state *s, const tb_move *m, char *err)
{
    ff_move mv;
    if (s->over) {
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "the game is over"));
    }
    if (ff_decode(m, &mv) != 0) {
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "malformed move"));
    }
    if (mv.kind == FF_MOVE_END) {
        if (check_end(s, err) != 0)
            return -1;
        end_turn(s);
        return 0;
    }
    if (ff_deck_of(mv.card) != s->mover || !ff_bits_has(&s->p[s->mover].hand, ff_number(mv.card))) {
        return tb_aux_refuse(err, tb_aux_tr(s->host, "%d is not in your hand"), ff_number(mv.card));
    }
    if (ff_check_place(s, mv.card, mv.pile, err) != 0)
        return -1;
    place(s, mv.card, mv.pile);
    return 0;
}

/* A move legal_moves() listed for this state (ABI 1.4): every test apply()
 * makes would pass, so only its effect is left.  The bytes are read as
 * ff_decode() reads them, without the checks. */
void ff_apply_listed(tb_state *s, const tb_move *m)
{
    ff_move mv;
    memcpy(&mv, m->b, sizeof mv);
    if (mv.kind == FF_MOVE_END)
        end_turn(s);
    else
        place(s, mv.card, mv.pile);
}
