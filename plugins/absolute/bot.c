/*
 * bot.c — the `greedy` bot.
 *
 * One move at a time, from the state alone (no memory between calls):
 *   draw     the discard when it improves the best meld in hand, else the deck
 *   swap     the swap that gains most for the bot and costs the owner most
 *            (the leader counts fully, others less), when worth >= 2 points
 *   out      first of all, a way to go out: melds and adds (botout.c) or,
 *            with a short hand, a regroup (botplan.c) that leave at most one
 *            card with sets_to_go_out sets; the last card is then discarded
 *   play     the meld or add that gains most (set points + hand penalty
 *            saved), again and again; then a regroup when the planner finds
 *            one that scores more (botplan.c)
 *   discard  the least useful card: keeps zero cards, cards that make a
 *            set with two others, low cards; holds (when no card was
 *            played) while the hand is too short to make the sets still
 *            missing, since cycling one card never ends a round
 */
#include <stdlib.h>
#include <string.h>

#include "absolute.h"
#include "bot.h"

#define POT_MAX 12 /* cards considered by the meld potential (2^12 subsets) */

static int pen(const uint8_t *c, int n) { return ab_hand_penalty(c, n, NULL); }

/* Best points one meld from these cards would bring (set + penalty saved);
 * with can_add, a zero-sum pair (or a lone zero card) that could go onto one
 * of the bot's sets counts too: that is how a hand empties to go out.
 * Every subset is a candidate, and this runs inside every rollout move of a
 * search: each subset's sum, zero cards, size and largest card come from
 * the subset without its lowest card (one step each, not a pass over the
 * cards), so only the subsets that could be a meld are built and scored. */
static int potential_of(const uint8_t *c, int n, int can_add)
{
    if (n > POT_MAX)
        n = POT_MAX;
    int16_t sum[1u << POT_MAX];
    uint8_t zeros[1u << POT_MAX], zcard[1u << POT_MAX], size[1u << POT_MAX],
        big[1u << POT_MAX];
    unsigned full = (1u << n) - 1;
    int best = 0, all = pen(c, n);
    sum[0] = 0;
    zeros[0] = size[0] = big[0] = 0;
    zcard[0] = 0;
    for (unsigned m = 1; m <= full; m++) {
        unsigned p = m & (m - 1); /* m without its lowest card */
        int i = __builtin_ctz(m), a = ab_abs(c[i]);
        sum[m] = (int16_t)(sum[p] + ab_value(c[i]));
        zeros[m] = (uint8_t)(zeros[p] + ab_is_zero(c[i]));
        zcard[m] = ab_is_zero(c[i]) ? c[i] : zcard[p];
        size[m] = (uint8_t)(size[p] + 1);
        big[m] = (uint8_t)(a > big[p] ? a : big[p]);
    }
    for (unsigned m = 1; m <= full; m++) {
        int k = size[m];
        if (zeros[m] > 1 || (k < 3 && !can_add))
            continue;
        if (zeros[m] ? !ab_zero_can(zcard[m], -sum[m]) : sum[m] != 0)
            continue;
        int r = n - k, rest_pen = r == 0 ? 0 : big[full ^ m] + r - 1;
        int v = k;
        if (k >= 3) {
            uint8_t set[POT_MAX];
            ab_breakdown b;
            k = 0;
            for (unsigned bits = m; bits; bits &= bits - 1)
                set[k++] = c[__builtin_ctz(bits)];
            v = ab_set_score(set, k, &b);
        }
        v += all - rest_pen;
        if (v > best)
            best = v;
    }
    return best;
}

/* The seat to move owns a set: adds are possible. */
static int g_can_add(const tb_state *s) { return ab_sets_of(s, s->seat) > 0; }

#define potential(c, n) potential_of((c), (n), can_add)

static int without(const uint8_t *c, int n, int drop, uint8_t *out)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (c[i] != drop)
            out[k++] = c[i];
    return k;
}

/* How much a card is worth keeping in this hand. */
static int keep_value(const uint8_t *h, int n, int card, int pot_all, int can_add)
{
    uint8_t rest[AB_NCARDS];
    int r = without(h, n, card, rest);
    int v = 4 * (pot_all - potential(rest, r));
    if (ab_is_zero(card))
        v += 12;
    /* partners: two other cards that make a set with it */
    for (int i = 0; i < r; i++)
        for (int j = i + 1; j < r; j++) {
            int z = ab_is_zero(card) + ab_is_zero(rest[i]) + ab_is_zero(rest[j]);
            int sum = ab_value(card) + ab_value(rest[i]) + ab_value(rest[j]);
            if ((z == 0 && sum == 0) || (z == 1 && sum >= -10 && sum <= 10))
                v += 2;
        }
    /* one card that cancels it (a pair to add to a set) */
    for (int i = 0; i < r; i++)
        if (!ab_is_zero(card) && ab_value(rest[i]) == -ab_value(card))
            v += 1;
    return v - ab_abs(card);
}

static int best_discard(const tb_state *s)
{
    uint8_t h[AB_NCARDS];
    int n = ab_hand_bytes(s, s->seat, h), best = -1, best_v = 0;
    int can_add = g_can_add(s);
    int pot = potential(h, n);
    for (int i = 0; i < n; i++) {
        int v = keep_value(h, n, h[i], pot, can_add);
        if (best < 0 || v < best_v) {
            best = h[i];
            best_v = v;
        }
    }
    return best;
}

static void mv_simple(ab_move *am, int kind)
{
    memset(am, 0, sizeof *am);
    am->kind = (uint8_t)kind;
}

static void mv_card(ab_move *am, int kind, int card, int idx)
{
    mv_simple(am, kind);
    am->n = 1;
    am->c[0] = (uint8_t)card;
    am->idx = (uint8_t)idx;
}

static void choose_draw(const tb_state *s, ab_move *am)
{
    uint8_t h[AB_NCARDS];
    int n = ab_hand_bytes(s, s->seat, h), can_add = g_can_add(s);
    if (s->discard.n > 0) {
        int top = s->discard.c[s->discard.n - 1];
        h[n] = (uint8_t)top;
        ab_sort_cards(h, n + 1);
        uint8_t old[AB_NCARDS];
        int m = ab_hand_bytes(s, s->seat, old);
        if (ab_is_zero(top) || potential(h, n + 1) > potential(old, m) ||
            (s->deck.n == 0 && s->discard.n < 2)) {
            mv_simple(am, AB_MV_DRAW_DISCARD);
            return;
        }
    }
    mv_simple(am, AB_MV_DRAW_DECK);
}

/* The pool index of a move's set. */
static const ab_set *move_set(const tb_state *s, const ab_move *am)
{
    int i = ab_set_index(s, am->owner, am->idx);
    return i < 0 ? NULL : &s->sets[i];
}

static int set_score(const uint8_t *c, int n)
{
    ab_breakdown b;
    return ab_set_score(c, n, &b);
}

/* Standing of a seat: earlier rounds plus its sets on the table. */
static int standing(const tb_state *s, int p)
{
    int t = 0;
    for (int r = 0; r < s->rounds_done; r++)
        t += s->rec[r].score[p];
    for (int i = 0; i < s->nsets; i++)
        if (s->sets[i].owner == p)
            t += set_score(s->sets[i].c, s->sets[i].n);
    return t;
}

static int leader_other_than(const tb_state *s, int me)
{
    int best = -1, bv = 0;
    for (int p = 0; p < s->players; p++) {
        if (p == me)
            continue;
        int v = standing(s, p);
        if (best < 0 || v > bv) {
            best = p;
            bv = v;
        }
    }
    return best;
}

/* Points a swap brings: own gains, hand potential, the owner's loss. */
static int swap_value(const tb_state *s, const ab_move *am, int leader, int hand_now)
{
    const ab_set *st = move_set(s, am);
    uint8_t after[AB_NCARDS], h[AB_NCARDS], h2[AB_NCARDS];
    int n = 0;
    for (int j = 0; j < st->n; j++) {
        int taken = 0;
        for (int i = 0; i < am->ntake; i++)
            taken |= st->c[j] == am->take[i];
        if (!taken)
            after[n++] = st->c[j];
    }
    for (int i = 0; i < am->n; i++)
        after[n++] = am->c[i];
    int delta = set_score(after, n) - set_score(st->c, st->n);
    int hn = ab_hand_bytes(s, s->seat, h), k = 0;
    for (int i = 0; i < hn; i++) {
        int given = 0;
        for (int j = 0; j < am->n; j++)
            given |= h[i] == am->c[j];
        if (!given)
            h2[k++] = h[i];
    }
    for (int i = 0; i < am->ntake; i++)
        h2[k++] = am->take[i];
    ab_sort_cards(h2, k);
    int can_add = g_can_add(s);
    int hand_delta = (potential(h2, k) - pen(h2, k)) - hand_now;
    if (am->owner == s->seat)
        return 2 * (delta + hand_delta);
    return 2 * hand_delta - (am->owner == leader ? 2 : 1) * delta;
}

/* Points a meld or add brings now. */
static int play_value(const tb_state *s, const ab_move *am)
{
    uint8_t h[AB_NCARDS], rest[AB_NCARDS], set[AB_NCARDS];
    int hn = ab_hand_bytes(s, s->seat, h), r = 0;
    for (int i = 0; i < hn; i++) {
        int played = 0;
        for (int j = 0; j < am->n; j++)
            played |= h[i] == am->c[j];
        if (!played)
            rest[r++] = h[i];
    }
    int v = pen(h, hn) - pen(rest, r);
    if (am->kind == AB_MV_MELD) {
        v += set_score(am->c, am->n);
    } else {
        const ab_set *st = move_set(s, am);
        memcpy(set, st->c, st->n);
        memcpy(set + st->n, am->c, am->n);
        int d = set_score(set, st->n + am->n) - set_score(st->c, st->n);
        v += am->owner == s->seat ? d : -d;
    }
    /* an empty hand cannot discard, and only a discard goes out */
    if (r == 0)
        v -= 3;
    return v;
}

/* Going out ends the round on the bot's terms: take any way out first. */
static int choose_out(const tb_state *s, ab_move *am, int quick)
{
    if (ab_plan_out_plays(s, am) == 0 && ab_check(s, am, NULL) == 0)
        return 0;
    if (quick)
        return -1; /* quick: no regroup search (the planner is its cost) */
    ab_plan plan;
    mv_simple(am, AB_MV_RG_START);
    if (ab_check(s, am, NULL) == 0 && ab_plan_out_regroup(s, &plan) == 0)
        return 0;
    return -1;
}

static int choose_play(const tb_state *s, ab_move *am, int quick)
{
    if (s->hand[s->seat].n <= 1 && ab_sets_of(s, s->seat) >= s->sets_to_go_out)
        return -1; /* discard the last card: out */
    if (choose_out(s, am, quick) == 0)
        return 0;
    size_t total = ab_legal_moves(s, NULL, 0);
    tb_move *list = malloc(total * sizeof *list);
    if (!list)
        return -1;
    ab_legal_moves(s, list, total);
    int leader = leader_other_than(s, s->seat);
    int best_swap = 1, best_play = 0, found = 0;
    ab_move best, m;
    /* the hand as it is, worked out once for every swap compared */
    uint8_t h[AB_NCARDS];
    int hn = ab_hand_bytes(s, s->seat, h), can_add = g_can_add(s);
    int hand_now = potential(h, hn) - pen(h, hn);
    for (size_t i = 0; i < total; i++) {
        ab_move_unpack(&list[i], &m);
        if (m.kind == AB_MV_SWAP) {
            int v = swap_value(s, &m, leader, hand_now);
            if (v > best_swap) {
                best_swap = v;
                best = m;
                found = 1;
            }
        }
    }
    if (!found) {
        for (size_t i = 0; i < total; i++) {
            ab_move_unpack(&list[i], &m);
            if (m.kind == AB_MV_MELD || m.kind == AB_MV_ADD) {
                int v = play_value(s, &m);
                if (v > best_play) {
                    best_play = v;
                    best = m;
                    found = 1;
                }
            }
        }
    }
    free(list);
    if (found) {
        *am = best;
        return 0;
    }
    if (quick)
        return -1;
    mv_simple(am, AB_MV_RG_START);
    if (ab_check(s, am, NULL) == 0) {
        ab_plan plan;
        if (ab_plan_regroup(s, &plan) == 0 && plan.gain >= 2)
            return 0;
    }
    return -1;
}

/* The next step of the plan, recomputed from the state. */
static void continue_regroup(const tb_state *s, ab_move *am, int quick)
{
    ab_plan plan;
    mv_simple(am, AB_MV_RG_CANCEL);
    /* quick plans no regroup, not even one a search opened: replanning
     * at every step was a third of a search's time */
    if (quick)
        return;
    /* the same order of preference as choose_play, so the same plan */
    if (ab_plan_out_regroup(s, &plan) != 0 && ab_plan_regroup(s, &plan) != 0)
        return;
    int step = 0;
    for (int k = 0; k < plan.nsets; k++) {
        for (int i = 0; i < plan.len[k]; i++, step++) {
            int c = plan.c[k][i];
            if (step < s->rg.nplaced) {
                if (s->rg.order[step] != c || s->rg.where[c] != k + 1)
                    return; /* not our plan: give up */
                continue;
            }
            mv_card(am, AB_MV_RG_PUT, c, k);
            return;
        }
    }
    if (step == s->rg.nplaced)
        mv_simple(am, AB_MV_RG_DONE);
}

/* Cards worth collecting before melding the sets still missing: three per
 * set, and one to discard when going out. */
static int hand_goal(const tb_state *s)
{
    int need = s->sets_to_go_out - ab_sets_of(s, s->seat);
    if (need <= 0)
        return 0;
    int goal = 3 * need + 1;
    return goal < s->max_hand ? goal : s->max_hand;
}

static void choose_end(const tb_state *s, ab_move *am)
{
    int n = s->hand[s->seat].n;
    /* a short hand cannot make the sets still needed: keep the card drawn
     * rather than cycle one card forever (hold is allowed after no play) */
    if (n == 0 || (!ab_discard_required(s) && n < hand_goal(s))) {
        mv_simple(am, AB_MV_HOLD);
        return;
    }
    mv_card(am, AB_MV_DISCARD, best_discard(s), 0);
}

int ab_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    (void)r; /* the greedy bot is deterministic */
    ab_move am;
    if (bot < 0 || bot > AB_BOT_QUICK || s->step == AB_STEP_OVER)
        return -1;
    if (s->rg.open)
        continue_regroup(s, &am, bot == AB_BOT_QUICK);
    else if (s->step == AB_STEP_DRAW)
        choose_draw(s, &am);
    else if (s->step == AB_STEP_DISCARD || choose_play(s, &am, bot == AB_BOT_QUICK) != 0)
        choose_end(s, &am);
    if (ab_check(s, &am, NULL) != 0) {
        /* a safety net: never answer with an illegal move */
        if (ab_legal_moves(s, out, 1) == 0)
            return -1;
        return 0;
    }
    ab_move_pack(&am, out);
    return 0;
}
