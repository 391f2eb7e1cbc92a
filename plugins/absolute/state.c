/*
 * state.c — the life of a game: create, deal, turn and round ends, scoring
 * a round into its record, census, outcome, determinize.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "absolute.h"

int ab_round_score(const tb_state *s, int seat)
{
    int total = 0;
    ab_breakdown b;
    uint8_t h[AB_NCARDS];
    for (int i = 0; i < s->nsets; i++)
        if (s->sets[i].owner == seat)
            total += ab_set_score(s->sets[i].c, s->sets[i].n, &b);
    ab_hand_bytes(s, seat, h);
    return total - ab_hand_penalty(h, s->hand[seat].n, NULL);
}

/* ---- turns and rounds ---- */

static void begin_turn(tb_state *s)
{
    s->step = AB_STEP_DRAW;
    s->swapped = s->played = s->rg_blocked = 0;
    /* Nothing to draw from: the draw is skipped (rules decision). */
    if (s->deck.n == 0 && s->discard.n == 0)
        s->step = AB_STEP_PLAY;
}

static int deal_round(tb_state *s)
{
    const tb_host *h = s->host;
    tb_pile full;
    h->pile_clear(&full);
    for (int c = 0; c < AB_NCARDS; c++)
        h->pile_push(&full, (tb_card)c);
    if (h->deck_order(s->table, 0, s->round, &full, &s->rng) != 0)
        return -1;
    for (int p = 0; p < s->players; p++) {
        h->pile_clear(&s->hand[p]);
        for (int i = 0; i < s->hand_size; i++) {
            tb_card c;
            h->pile_draw(&full, &c);
            ab_hand_add(s, p, c);
        }
    }
    h->pile_clear(&s->discard);
    tb_card top;
    h->pile_draw(&full, &top);
    h->pile_push(&s->discard, top);
    s->deck = full;
    return 0;
}

static int start_round(tb_state *s)
{
    s->nsets = 0;
    memset(s->sets, 0, sizeof s->sets);
    memset(&s->rg, 0, sizeof s->rg);
    memset(s->out, 0, sizeof s->out);
    s->closer = -1;
    s->extra_left = 0;
    s->turns_round = 0;
    if (deal_round(s) != 0)
        return -1;
    s->seat = (s->round - 1) % s->players;
    begin_turn(s);
    return 0;
}

static void record_round(tb_state *s, int end)
{
    ab_record *r = &s->rec[s->rounds_done];
    memset(r, 0, sizeof *r);
    r->closer = (int8_t)s->closer;
    r->end = (uint8_t)end;
    r->nsets = (uint8_t)s->nsets;
    memcpy(r->out, s->out, sizeof r->out);
    int pos = 0;
    ab_breakdown b;
    for (int i = 0; i < s->nsets; i++) {
        const ab_set *st = &s->sets[i];
        r->set_owner[i] = st->owner;
        r->set_len[i] = st->n;
        r->set_zval[i] = st->zval;
        r->set_score[i] = (int16_t)ab_set_score(st->c, st->n, &b);
        memcpy(r->set_cards + pos, st->c, st->n);
        pos += st->n;
    }
    pos = 0;
    for (int p = 0; p < s->players; p++) {
        r->hand_len[p] = (uint8_t)s->hand[p].n;
        ab_hand_bytes(s, p, r->hand_cards + pos);
        r->penalty[p] = (int16_t)ab_hand_penalty(r->hand_cards + pos, s->hand[p].n, NULL);
        r->score[p] = (int16_t)ab_round_score(s, p);
        pos += s->hand[p].n;
    }
}

static void end_round(tb_state *s, int end)
{
    record_round(s, end);
    s->rounds_done++;
    if (end == AB_END_TURN_LIMIT)
        s->any_turn_limit = 1;
    if (s->rounds_done >= s->rounds) {
        s->step = AB_STEP_OVER;
        s->seat = -1;
        return;
    }
    s->round++;
    start_round(s); /* the deck stacking was checked by round 1 and the host */
}

void ab_end_turn(tb_state *s, int went_out_by_discard)
{
    int seat = s->seat;
    int was_extra = s->closer >= 0;
    if (went_out_by_discard && s->hand[seat].n == 0 &&
        ab_sets_of(s, seat) >= s->sets_to_go_out) {
        s->out[seat] = 1;
        if (s->closer < 0) {
            s->closer = seat;
            s->extra_left = s->players - 1;
        }
    }
    if (was_extra)
        s->extra_left--;
    if (s->discard.n == 0 && s->deck.n > 0) {
        tb_card c;
        s->host->pile_draw(&s->deck, &c);
        s->host->pile_push(&s->discard, c);
    }
    s->turns_round++;
    s->turns_total++;
    if (s->closer >= 0 && s->extra_left <= 0) {
        end_round(s, AB_END_WENT_OUT);
        return;
    }
    if (s->closer < 0 && s->turns_round >= s->max_turns) {
        end_round(s, AB_END_TURN_LIMIT);
        return;
    }
    s->seat = s->host->seat_next(s->players, seat);
    begin_turn(s);
}

/* ---- lifecycle ---- */

tb_state *ab_create(const tb_host *host, const tb_setup *setup, char *err)
{
    if (setup->players < 2 || setup->players > AB_MAX_PLAYERS) {
        ab_err(err, tb_aux_tr(host, "absolute seats 2 to 6 players, not %d"), setup->players);
        return NULL;
    }
    tb_state *s = calloc(1, sizeof *s);
    if (!s) {
        ab_err(err, tb_aux_tr(host, "out of memory"));
        return NULL;
    }
    const tb_options *o = setup->options;
    s->host = host;
    s->opts = o;
    s->table = setup->table;
    s->players = setup->players;
    host->rng_seed(&s->rng, setup->seed);
    s->rounds = (int)host->opt_int(o, "rounds");
    s->hand_size = (int)host->opt_int(o, "hand_size");
    s->max_hand = (int)host->opt_int(o, "max_hand");
    s->sets_to_go_out = (int)host->opt_int(o, "sets_to_go_out");
    s->swap_max = (int)host->opt_int(o, "swap_max");
    s->add_any = host->opt_bool(o, "add_to_any_set");
    s->max_turns = (int)host->opt_int(o, "max_turns_per_round");
    if (s->rounds < 1 || s->rounds > AB_MAX_ROUNDS || s->hand_size < 1 ||
        s->hand_size > AB_MAX_HAND_OPT || s->max_hand < 1 || s->max_hand > AB_MAX_HAND_OPT ||
        s->swap_max < 0 || s->swap_max > 2 || s->max_turns < 1 ||
        s->players * s->hand_size + 1 > AB_NCARDS) {
        ab_err(err, tb_aux_tr(host, "option values out of range for absolute"));
        free(s);
        return NULL;
    }
    s->round = 1;
    if (start_round(s) != 0) {
        ab_err(err, tb_aux_tr(host, "the stacked deck names cards that are not in the absolute deck"));
        free(s);
        return NULL;
    }
    return s;
}

/* Records of rounds not yet played are all zero (the state starts zeroed
 * and record_round() writes only finished rounds), so a clone copies the
 * live part and zeroes the rest: the same bytes for a fraction of the copy. */
tb_state *ab_clone(const tb_state *s)
{
    tb_state *c = malloc(sizeof *c);
    if (!c)
        return NULL;
    size_t live = offsetof(tb_state, rec) + (size_t)s->rounds_done * sizeof s->rec[0];
    memcpy(c, s, live);
    memset((char *)c + live, 0, sizeof *c - live);
    return c;
}

void ab_destroy(tb_state *s) { free(s); }

int ab_to_move(const tb_state *s) { return s->step == AB_STEP_OVER ? -1 : s->seat; }

size_t ab_census(const tb_state *s, tb_card *out, size_t cap)
{
    size_t n = 0;
#define PUT(card)            \
    do {                     \
        if (n < cap)         \
            out[n] = (card); \
        n++;                 \
    } while (0)
    for (int i = 0; i < s->deck.n; i++)
        PUT(s->deck.c[i]);
    for (int i = 0; i < s->discard.n; i++)
        PUT(s->discard.c[i]);
    for (int p = 0; p < s->players; p++)
        for (int i = 0; i < s->hand[p].n; i++)
            PUT(s->hand[p].c[i]);
    for (int k = 0; k < s->nsets; k++)
        for (int i = 0; i < s->sets[k].n; i++)
            PUT(s->sets[k].c[i]);
#undef PUT
    return n;
}

/*
 * Per turn: draw, swap, at most hmax melds/adds (each plays a card from a
 * hand that never exceeds hmax), at most hmax + 2 regroups (a regroup may
 * not follow a regroup directly) of at most 90 steps each, hmax discards and
 * a hold.  Turns per round: max_turns before anyone goes out, then at most
 * players - 1 more.
 */
size_t ab_move_bound(const tb_state *s)
{
    size_t hmax = (size_t)(s->hand_size > s->max_hand ? s->hand_size : s->max_hand) + 2;
    size_t per_turn = 2 + hmax + (hmax + 2) * (AB_NCARDS + 2) + hmax + 1;
    size_t turns = (size_t)s->max_turns + (size_t)s->players;
    return (size_t)s->rounds * turns * per_turn;
}

void ab_outcome(const tb_state *s, tb_outcome *out)
{
    /* *out comes zeroed (game.h): every header field is written, and the
     * rows from rounds_done on are the host's zeros. */
    out->over = s->step == AB_STEP_OVER;
    out->rounds = s->rounds_done;
    out->turns = s->turns_total;
    out->end = s->any_turn_limit ? "turn_limit" : "normal";
    out->winners = 0; /* highest total wins: the host ranks */
    for (int r = 0; r < s->rounds_done; r++)
        for (int p = 0; p < s->players; p++)
            out->score[r][p] = s->rec[r].score[p];
}

/* Unseen cards are gathered in card order before the shuffle, so the redeal
 * depends only on what the seat knows (the same cards, the same rng), never
 * on where the hidden cards really lie: search bots rely on it. */
static int canonical_cmp(const void *a, const void *b)
{
    return (int)*(const tb_card *)a - (int)*(const tb_card *)b;
}

/*
 * Hidden from `seat`: the deck's order and content, and the other hands.
 * They are pooled, shuffled and dealt back in the same counts.  The discard
 * pile and every set are public.  A regroup in progress is seen by the
 * mover alone: redealt for another seat, it starts afresh (below).
 */
tb_state *ab_determinize(const tb_state *s, int seat, tb_rng *r)
{
    tb_state *d = ab_clone(s);
    if (!d)
        return NULL;
    const tb_host *h = s->host;
    tb_pile pool;
    h->pile_clear(&pool);
    for (int i = 0; i < s->deck.n; i++)
        h->pile_push(&pool, s->deck.c[i]);
    for (int p = 0; p < s->players; p++)
        if (p != seat)
            for (int i = 0; i < s->hand[p].n; i++)
                h->pile_push(&pool, s->hand[p].c[i]);
    qsort(pool.c, pool.n, sizeof pool.c[0], canonical_cmp);
    h->pile_shuffle(&pool, r);
    int k = 0;
    for (int i = 0; i < s->deck.n; i++)
        d->deck.c[i] = pool.c[k++];
    for (int p = 0; p < s->players; p++) {
        if (p == seat)
            continue;
        int n = s->hand[p].n;
        h->pile_clear(&d->hand[p]);
        for (int i = 0; i < n; i++)
            ab_hand_add(d, p, pool.c[k++]);
    }
    if (s->rg.open) {
        /* Another seat sees that the mover is regrouping, not what it has
         * placed: its copy's regroup is the one just started (as
         * AB_MV_RG_START leaves it), the same whatever the real one holds,
         * and it places only cards the mover now holds. */
        if (s->seat != seat) {
            memset(&d->rg, 0, sizeof d->rg);
            d->rg.open = 1;
        }
        ab_rg_pool_build(d);
    }
    /* Later rounds' deals are unknown too: give the copy a fresh future. */
    h->rng_seed(&d->rng, h->rng_next(r));
    return d;
}
