/*
 * test_infer.c — ismcts's infer option reads the opponents' moves soundly
 * (framework/src/infer.h), in Crazy Eights, whose deals the host makes from
 * its pile table.  Along seeded games with seat 1 watching (windows of 1, 3
 * and 8 own moves) and greedy at seat 2:
 *   - the window replays: the moves kept, applied to a copy of the oldest
 *     state kept, give the state the seat decides in (seen by every seat),
 *     at two seats and at four; a window too long to hold its moves reads
 *     nothing until the seat's next move, then starts afresh;
 *   - every deal drawn for a decision shows the seat exactly its own table,
 *     and is the seat's turn;
 *   - the deals read the evidence: after greedy drew (it draws only when
 *     no card of its hand follows), a plain deal gives it a card that
 *     would have followed in most deals, an inferred deal in far fewer
 *     (those whose weight a stray move only lowers, by TB_INFER_STRAY_ODDS);
 *   - the deals do not depend on where the unseen cards lie: two stacked
 *     games that differ only in two cards deep in the stock, which nobody
 *     sees in the moves played, give the same deals from the same seeds;
 *   - the chain's two moves on a deal: a swap exchanges exactly two cards
 *     the seat cannot see and never a card it keeps in place; a mix
 *     reorders the stock alone, keeping every pile's cards;
 *   - at a table (tb_match), a person's refused move does not enter what
 *     the search reads: a match where seat 2 first tries a card it does not
 *     hold before each move sees the search play exactly as one where it
 *     does not, and differently from the same search without infer.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eights.h"
#include "infer.h"
#include "match.h"
#include "services.h"
#include "strbuf.h"
#include "tk.h"

#define DEALS 40 /* drawn at each decision checked */

static const tb_game *g;
static tb_options *opt;

/* Seat 1 (index 0) plays the plugin's greedy too, so the games are
 * seeded and short; the window watches for seat 1. */
static int greedy(const tb_state *s, tb_move *m)
{
    tb_rng unused;
    tb_rng_seed(&unused, 1);
    memset(m, 0, sizeof *m);
    return g->bot_move(s, 0, &unused, m);
}

static int same_for_everyone(const tb_state *a, const tb_state *b)
{
    for (int seat = -1; seat < a->players; seat++) {
        char *va = tk_view(g, a, seat), *vb = tk_view(g, b, seat);
        int same = strcmp(va, vb) == 0;
        free(va);
        free(vb);
        if (!same)
            return 0;
    }
    return 1;
}

/* Whether seat 2's hand in d holds a card that follows the top card of
 * `at` (the state where it drew): greedy would then have played it. */
static int holds_follower(const tb_state *d, const tb_state *at)
{
    tb_card top = at->discard.c[at->discard.n - 1];
    for (int i = 0; i < d->hand[1].n; i++) {
        tb_card c = d->hand[1].c[i];
        if (eights_rank(c) == 8 || eights_suit(c) == at->suit || eights_rank(c) == eights_rank(top))
            return 1;
    }
    return 0;
}

/* One seeded game at `players` seats; counts deals with a follower after
 * seat 2 drew, plain and inferred (two seats only). */
static void game(int players, int window, uint64_t seed, long *plain_hits, long *inferred_hits,
                 long *drawn)
{
    tb_state *s = tk_new(g, opt, players, seed, NULL);
    tb_infer w;
    tb_infer_init(&w, window);
    tb_rng r;
    tb_rng_seed(&r, seed * 7 + 1);
    tb_state *drew_at = NULL; /* where seat 2 last drew, when it drew since seat 1's move */
    char why[TB_ERR_MAX];
    for (int moves = 0; g->to_move(s) >= 0 && moves < 200; moves++) {
        int seat = g->to_move(s);
        if (seat == 0 && tb_infer_ready(&w, g, s, 0)) {
            /* The window replays to this very state. */
            tb_state *again = g->clone(w.before[0]);
            for (int i = 0; i < w.n_seen; i++)
                TK_CHECK(g->apply(again, &w.seen[i], why) == 0);
            TK_CHECK(same_for_everyone(again, s));
            tk_free(g, again);
            for (int k = 0; k < DEALS; k++) {
                tb_state *d = tb_infer_determinize(&w, g, 0, s, 0, &r);
                TK_CHECK(d != NULL);
                TK_CHECK(tb_piles_same_sight(g->piles, d, s, 0));
                TK_CHECK(g->to_move(d) == 0);
                if (drew_at && players == 2) {
                    tb_state *p = tk_determinize(g, s, 0, &r);
                    *plain_hits += holds_follower(p, drew_at);
                    *inferred_hits += holds_follower(d, drew_at);
                    ++*drawn;
                    tk_free(g, p);
                }
                tk_free(g, d);
            }
        }
        tb_move m;
        TK_CHECK(greedy(s, &m) == 0);
        char text[64];
        g->format_move(s, &m, text, sizeof text);
        if (seat == 1 && strcmp(text, "draw") == 0) {
            if (drew_at)
                tk_free(g, drew_at);
            drew_at = g->clone(s);
        }
        if (seat == 0 && drew_at) {
            tk_free(g, drew_at);
            drew_at = NULL;
        }
        tb_infer_observe(&w, g, s, &m, seat == 0);
        TK_CHECK(g->apply(s, &m, why) == 0);
    }
    if (drew_at)
        tk_free(g, drew_at);
    tb_infer_forget(&w, g);
    tk_free(g, s);
}

/* Stacked deals A and B, B with two stock cards near the bottom swapped:
 * the same deals from the same seeds at every decision of seat 1. */
static void same_deals_for_unseen_cards(void)
{
    tb_card deck[64];
    size_t n = g->deck_cards(tk_host(), opt, 0, deck, 64);
    char a[1024] = "[main]\n", b[1024] = "[main]\n";
    for (int pass = 0; pass < 2; pass++) {
        char *out = pass ? b : a;
        for (size_t i = 0; i < n; i++) {
            /* the deal takes cards from the end: 0 and 1 are the stock's bottom */
            size_t k = pass && i < 2 ? 1 - i : i;
            char card[16];
            g->format_card(tk_host(), opt, deck[k], card, sizeof card);
            strcat(out, card);
            strcat(out, i + 1 < n ? " " : "\n");
        }
    }
    tb_state *sa = tk_new(g, opt, 2, 5, a), *sb = tk_new(g, opt, 2, 5, b);
    tb_infer wa, wb;
    tb_infer_init(&wa, 3);
    tb_infer_init(&wb, 3);
    char why[TB_ERR_MAX];
    int compared = 0;
    for (int moves = 0; g->to_move(sa) >= 0 && moves < 24; moves++) {
        int seat = g->to_move(sa);
        TK_CHECK(same_for_everyone(sa, sb));
        if (seat == 0 && tb_infer_ready(&wa, g, sa, 0)) {
            TK_CHECK(tb_infer_ready(&wb, g, sb, 0));
            tb_rng ra, rb;
            tb_rng_seed(&ra, 99 + (uint64_t)moves);
            rb = ra;
            for (int k = 0; k < DEALS; k++) {
                tb_state *da = tb_infer_determinize(&wa, g, 0, sa, 0, &ra);
                tb_state *db = tb_infer_determinize(&wb, g, 0, sb, 0, &rb);
                TK_CHECK(da && db && same_for_everyone(da, db));
                tk_free(g, da);
                tk_free(g, db);
                compared++;
            }
        }
        tb_move m;
        TK_CHECK(greedy(sa, &m) == 0);
        tb_infer_observe(&wa, g, sa, &m, seat == 0);
        tb_infer_observe(&wb, g, sb, &m, seat == 0);
        TK_CHECK(g->apply(sa, &m, why) == 0);
        TK_CHECK(g->apply(sb, &m, why) == 0);
    }
    TK_CHECK(compared >= DEALS); /* at least one decision compared */
    /* The chain both kept swaps and refused some (a move the bot would not
     * make, or a replay that went elsewhere). */
    TK_CHECK(wa.moved > 0 && wa.moved < wa.steps);
    TK_EQ_INT(wa.plain, 0);
    tb_infer_forget(&wa, g);
    tb_infer_forget(&wb, g);
    tk_free(g, sa);
    tk_free(g, sb);
}

/* The cards of p not in q (both in card order, as Eights keeps hands). */
static int missing(const tb_pile *p, const tb_pile *q)
{
    int n = 0;
    for (int i = 0; i < p->n; i++) {
        int found = 0;
        for (int k = 0; k < q->n; k++)
            found |= p->c[i] == q->c[k];
        n += !found;
    }
    return n;
}

/* tb_piles_swap_unseen and tb_piles_mix_unseen, for seat 1 of a game a few
 * moves in, with the stock's top card kept in place. */
static void swap_and_mix(void)
{
    tb_state *s = tk_new(g, opt, 2, 8, NULL);
    char why[TB_ERR_MAX];
    for (int i = 0; i < 6; i++) {
        tb_move m;
        TK_CHECK(greedy(s, &m) == 0);
        TK_CHECK(g->apply(s, &m, why) == 0);
    }
    TK_CHECK(s->stock.n > 10);
    tb_card keep[1] = {s->stock.c[s->stock.n - 1]};
    tb_rng r;
    tb_rng_seed(&r, 4);
    int hand_changed = 0, stock_only = 0, mixed = 0;
    for (int k = 0; k < 300; k++) {
        tb_state *d = g->clone(s);
        TK_EQ_INT(tb_piles_swap_unseen(g->piles, d, 0, &r, keep, 1), 0);
        TK_CHECK(tb_piles_same_sight(g->piles, d, s, 0));
        TK_EQ_INT(d->stock.c[d->stock.n - 1], keep[0]);
        int out = missing(&s->hand[1], &d->hand[1]), moved = 0;
        for (int i = 0; i < s->stock.n; i++)
            moved += s->stock.c[i] != d->stock.c[i];
        /* Hand and stock: one card each way; stock and stock: two places. */
        TK_CHECK((out == 1 && moved == 1) || (out == 0 && moved == 2));
        hand_changed += out;
        stock_only += out == 0;
        tk_free(g, d);
        d = g->clone(s);
        tb_piles_mix_unseen(g->piles, d, 0, &r, keep, 1);
        TK_CHECK(tb_piles_same_sight(g->piles, d, s, 0));
        TK_EQ_INT(missing(&s->hand[1], &d->hand[1]), 0);
        TK_EQ_INT(missing(&s->stock, &d->stock), 0);
        TK_EQ_INT(d->stock.c[d->stock.n - 1], keep[0]);
        mixed += memcmp(d->stock.c, s->stock.c, s->stock.n * sizeof s->stock.c[0]) != 0;
        tk_free(g, d);
    }
    TK_CHECK(hand_changed > 30 && stock_only > 30);
    TK_EQ_INT(mixed, 300);
    tk_free(g, s);
}

/* The moves of a match: seat 1 the search (spec), seat 2 a person who
 * plays greedy's move, after a refused line each time when typos. */
static char *table_game(const char *spec, int typos)
{
    tb_match_setup su;
    memset(&su, 0, sizeof su);
    su.game = g;
    su.game_name = "crazy-eights";
    su.options = opt;
    su.players = 2;
    su.seed = 11;
    su.seat_spec[0] = spec;
    su.seat_spec[1] = "human";
    char err[TB_ERR_MAX], text[128];
    tb_match *m = tb_match_new(&su, err, sizeof err);
    TK_CHECK(m != NULL);
    tb_strbuf out = {0};
    for (int moves = 0; m && tb_match_to_move(m) >= 0 && moves < 60; moves++) {
        if (tb_match_to_move(m) == 0) {
            TK_CHECK(tb_match_play_bot(m, text, sizeof text, err, sizeof err) == 0);
        } else {
            tb_move mv;
            TK_CHECK(greedy(m->state, &mv) == 0);
            g->format_move(m->state, &mv, text, sizeof text);
            if (typos) { /* a card of seat 1's hand: it parses, and apply refuses it */
                char card[16], line[32];
                g->format_card(tk_host(), opt, m->state->hand[0].c[0], card, sizeof card);
                snprintf(line, sizeof line, "play %s%s", card,
                         eights_rank(m->state->hand[0].c[0]) == 8 ? " s" : "");
                TK_CHECK(tb_match_play_line(m, line, err, sizeof err) != 0);
                TK_CHECK(strstr(err, "is not in your hand") != NULL);
            }
            TK_CHECK(tb_match_play_line(m, text, err, sizeof err) == 0);
        }
        tb_strbuf_printf(&out, "%s\n", text);
    }
    if (m)
        tb_match_free(m);
    return tb_strbuf_take(&out);
}

static void refused_lines_unseen(void)
{
    char *plain = table_game("ismcts:iterations=300,infer=3", 0);
    char *typed = table_game("ismcts:iterations=300,infer=3", 1);
    char *blind = table_game("ismcts:iterations=300,infer=0", 0);
    TK_EQ_STR(typed, plain);
    TK_CHECK(strcmp(plain, blind) != 0); /* infer changed the search's play */
    free(plain);
    free(typed);
    free(blind);
}

/* More moves than a window holds: no reading until the seat moves again,
 * and then a fresh window from that move. */
static void overlong_window(void)
{
    tb_state *s = tk_new(g, opt, 2, 3, NULL);
    tb_move m;
    TK_CHECK(greedy(s, &m) == 0);
    tb_infer w;
    tb_infer_init(&w, 2);
    for (int i = 0; i < TB_INFER_MOVES + 5; i++) /* the moves need not be legal here */
        tb_infer_observe(&w, g, s, &m, 0);
    TK_EQ_INT(w.n_seen, TB_INFER_MOVES);
    TK_EQ_INT(w.overflow, 1);
    TK_EQ_INT(tb_infer_ready(&w, g, s, 0), 0);
    tb_infer_observe(&w, g, s, &m, 1);
    TK_EQ_INT(w.overflow, 0);
    TK_EQ_INT(w.n_before, 1);
    TK_EQ_INT(w.n_seen, 1);
    tb_infer_observe(&w, g, s, &m, 0);
    TK_EQ_INT(tb_infer_ready(&w, g, s, 0), 1);
    tb_infer_forget(&w, g);
    tk_free(g, s);
}

int main(void)
{
    g = tk_plugin("eights");
    const char *none[] = {NULL};
    opt = tk_options(g, none);
    long plain = 0, inferred = 0, drawn = 0;
    int windows[] = {1, 3, 8};
    for (int i = 0; i < 3; i++)
        for (uint64_t seed = 1; seed <= 6; seed++)
            game(2, windows[i], seed, &plain, &inferred, &drawn);
    /* Four seats and the longest window. */
    for (uint64_t seed = 1; seed <= 4; seed++)
        game(4, 8, seed, &plain, &inferred, &drawn);
    overlong_window();
    printf("after a draw: a follower in %ld of %ld plain deals, %ld inferred\n", plain, drawn,
           inferred);
    TK_CHECK(drawn >= 100);
    TK_CHECK(plain * 2 > drawn);       /* a plain deal mostly ignores the draw */
    TK_CHECK(inferred * 4 < plain);    /* an inferred one mostly honours it */
    same_deals_for_unseen_cards();
    swap_and_mix();
    refused_lines_unseen();
    tk_options_free(opt);
    return tk_done();
}
