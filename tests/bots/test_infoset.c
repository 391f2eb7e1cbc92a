/*
 * test_infoset.c — a bot is a function of its seat's information and its
 * seed: two stacked deals that differ only in cards the seat to move cannot
 * see must give the same determinizations and the same ismcts move.
 *
 * For one plugin (argv[1], with optional "key=value" options after it) it
 * stacks every deck in card order (deal A), then swaps the last card of a
 * deck with each other card of it (deal B).  Where the seat to move sees the
 * same table in A and B, determinize() from the same rng must give states
 * that look the same to every seat, and ismcts must choose the same move —
 * and that at every later turn of the seat while both deals can follow the
 * same moves.  It also checks that the search is deterministic, and legal.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "match.h"
#include "botspec.h"
#include "ismcts.h"
#include "services.h"
#include "strbuf.h"
#include "tk.h"

#define MAX_CARDS 512
#define SWAPS_TRIED 24 /* swaps at each end of a deck */
#define FOLLOWED 3     /* pairs followed of each kind */

typedef struct deal {
    int n_decks;
    size_t n[4];
    tb_card c[4][MAX_CARDS];
} deal;

static char *deck_text(const tb_game *g, const tb_options *o, const deal *d)
{
    const tb_host *h = tk_host();
    tb_strbuf b = {0};
    for (int k = 0; k < d->n_decks; k++) {
        tb_strbuf_printf(&b, "[%s]\n", g->decks[k]);
        for (size_t i = 0; i < d->n[k]; i++) {
            char card[32];
            g->format_card(h, o, d->c[k][i], card, sizeof card);
            tb_strbuf_printf(&b, "%s%s", card, i + 1 < d->n[k] ? " " : "\n");
        }
    }
    return tb_strbuf_take(&b);
}

static tb_state *deal_state(const tb_game *g, const tb_options *o, int players, const deal *d)
{
    char *text = deck_text(g, o, d);
    tb_state *s = tk_new(g, o, players, 42, text);
    free(text);
    return s;
}

static char *move_text(const tb_game *g, const tb_state *s, const tb_move *m)
{
    char buf[512];
    g->format_move(s, m, buf, sizeof buf);
    return tb_xstrdup(buf);
}

static int is_legal(const tb_game *g, const tb_state *s, const tb_move *m)
{
    tb_move *mv;
    size_t n = tb_legal_moves(g, s, &mv);
    int found = 0;
    for (size_t i = 0; i < n && !found; i++)
        found = memcmp(&mv[i], m, sizeof *m) == 0;
    free(mv);
    return found;
}

/* ismcts at a small budget from a fixed seed. */
static tb_move search(const tb_game *g, int players, const tb_state *s, uint64_t seed)
{
    tb_ismcts_opts o;
    tb_ismcts_defaults(g, &o);
    o.iterations = 40;
    char err[256];
    tb_ismcts *t = tb_ismcts_new(g, players, &o, err, sizeof err);
    tb_move m;
    memset(&m, 0, sizeof m);
    tb_rng r;
    tb_rng_seed(&r, seed);
    TK_CHECK(t && tb_ismcts_choose(t, s, &r, &m) == 0);
    tb_ismcts_free(t);
    return m;
}

/* A and B look the same to `seat`: compare what they give a searcher. */
static void same_for_seat(const tb_game *g, int players, const tb_state *a, const tb_state *b,
                          int seat, const char *where)
{
    for (uint64_t k = 1; k <= 2; k++) {
        tb_rng ra, rb;
        tb_rng_seed(&ra, k);
        tb_rng_seed(&rb, k);
        tb_state *da = tk_determinize(g, a, seat, &ra), *db = tk_determinize(g, b, seat, &rb);
        char *oa = tb_check_observe(g, da, players), *ob = tb_check_observe(g, db, players);
        tk_check(strcmp(oa, ob) == 0, __FILE__, __LINE__, where);
        free(oa);
        free(ob);
        g->destroy(da);
        g->destroy(db);
    }
    tb_move ma = search(g, players, a, 7), mb = search(g, players, b, 7);
    char *ta = move_text(g, a, &ma), *tbx = move_text(g, b, &mb);
    if (strcmp(ta, tbx) != 0)
        fprintf(stderr, "%s: ismcts plays %s in deal A, %s in deal B\n", where, ta, tbx);
    TK_EQ_STR(ta, tbx);
    TK_CHECK(is_legal(g, a, &ma));
    /* The same state and seed again: the same move. */
    tb_move again = search(g, players, a, 7);
    TK_CHECK(memcmp(&again, &ma, sizeof ma) == 0);
    free(ta);
    free(tbx);
}

/* Follow the pair of deals with greedy-or-random moves of deal A while the
 * seat keeps seeing the same table in both; compare at each of its turns.
 * Returns how many positions were compared. */
static int follow(const tb_game *g, int players, tb_state *a, tb_state *b, int seat)
{
    int compared = 0;
    tb_rng r;
    tb_rng_seed(&r, 5);
    for (int step = 0; step < 40 && g->to_move(a) >= 0 && compared < 3; step++) {
        char *va = tk_view(g, a, seat), *vb = tk_view(g, b, seat);
        int same = strcmp(va, vb) == 0;
        free(va);
        free(vb);
        if (!same)
            break;
        if (g->to_move(a) == seat && g->to_move(b) == seat) {
            char where[64];
            snprintf(where, sizeof where, "%s, move %d", g->name, step);
            same_for_seat(g, players, a, b, seat, where);
            compared++;
        }
        tb_move m;
        memset(&m, 0, sizeof m);
        if (g->bot_move(a, 0, &r, &m) != 0)
            break;
        char why[TB_ERR_MAX];
        if (g->apply(a, &m, why) != 0 || g->apply(b, &m, why) != 0)
            break;
    }
    return compared;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s PLUGIN PLAYERS [key=value...]\n", argv[0]);
        return 2;
    }
    const tb_game *g = tk_plugin(argv[1]);
    int players = atoi(argv[2]);
    /* The key=value options after them: argv ends in NULL, as tk_options wants. */
    tb_options *o = tk_options(g, (const char *const *)argv + 3);
    deal a = {0};
    for (int k = 0; g->decks[k] && k < 4; k++) {
        a.n[k] = g->deck_cards(tk_host(), o, k, a.c[k], MAX_CARDS);
        a.n_decks = k + 1;
    }
    tb_state *sa = deal_state(g, o, players, &a);
    int seat = g->to_move(sa);
    char *view_a = tk_view(g, sa, seat), *seen_a = tb_check_observe(g, sa, players);
    int hidden_pairs = 0, compared = 0;
    /* Swap each deck's last card (in a draw pile) with its first cards (dealt
     * to hands) and its last few (the draw pile itself); follow at most
     * FOLLOWED pairs of each kind. */
    int followed[2] = {0, 0};
    for (int k = 0; k < a.n_decks; k++)
        for (size_t i = 0; i + 1 < a.n[k]; i++) {
            if (i >= SWAPS_TRIED && i + SWAPS_TRIED < a.n[k])
                continue;
            deal b = a;
            size_t last = a.n[k] - 1;
            b.c[k][i] = a.c[k][last];
            b.c[k][last] = a.c[k][i];
            tb_state *sb = deal_state(g, o, players, &b);
            char *view_b = tk_view(g, sb, seat);
            if (g->to_move(sb) == seat && strcmp(view_a, view_b) == 0) {
                /* Count the swaps that moved a card someone else can see. */
                char *seen_b = tb_check_observe(g, sb, players);
                int other = strcmp(seen_a, seen_b) != 0;
                free(seen_b);
                hidden_pairs += other;
                if (followed[other]++ < FOLLOWED) {
                    tb_state *ca = g->clone(sa);
                    compared += follow(g, players, ca, sb, seat);
                    g->destroy(ca);
                }
            }
            free(view_b);
            tk_free(g, sb);
        }
    printf("%s: %d positions compared, %d deal pairs differing in another seat's cards\n",
           argv[1], compared, hidden_pairs);
    /* The test must have looked at deals that differ where it matters. */
    TK_CHECK(compared >= 8);
    TK_CHECK(hidden_pairs >= 1);
    free(view_a);
    free(seen_a);
    tk_free(g, sa);
    tk_options_free(o);
    return tk_done();
}
