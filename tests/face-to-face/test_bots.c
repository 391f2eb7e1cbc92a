/*
 * test_bots.c — seeded bot games: greedy against random over 300 games
 * (greedy must win at least 70%), with checks after every move: the card
 * census is the same multiset, every legal move prints and parses back to
 * itself, apply() accepts exactly the listed moves (probed on some states),
 * the game ends within move_bound(), and equal seeds replay equally.
 */
#include <stdint.h>

#include "ff_test.h"

#define GAMES 300
#define PROBED_GAMES 30 /* games whose every state is probed with every move */

static int cmp_card(const void *a, const void *b)
{
    return (int)*(const tb_card *)a - (int)*(const tb_card *)b;
}

static size_t sorted_census(const tb_game *g, const tb_state *s, tb_card *out)
{
    size_t n = g->census(s, out, 512);
    qsort(out, n, sizeof *out, cmp_card);
    return n;
}

static int in_list(const tb_move *m, const tb_move *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (memcmp(m, &list[i], sizeof *m) == 0)
            return 1;
    return 0;
}

/* Every legal move round-trips through its text. */
static int notation_ok(const tb_game *g, const tb_state *s, const tb_move *m, size_t n)
{
    char buf[64], err[TB_ERR_MAX];
    tb_move back[4];
    for (size_t i = 0; i < n; i++) {
        g->format_move(s, &m[i], buf, sizeof buf);
        if (g->parse_move(s, buf, back, 4, err) != 1 || memcmp(&back[0], &m[i], sizeof back[0]))
            return 0;
    }
    return 1;
}

/* apply() accepts a move exactly when it is listed: try every card number of
 * both decks on every pile, and `end`. */
static int exact_ok(const tb_game *g, const tb_state *s, const tb_move *m, size_t n)
{
    char err[TB_ERR_MAX], line[64];
    tb_move mv[4];
    static const char *const piles[] = {"up", "down", "their-up", "their-down"};
    for (int k = 2; k <= 60; k++)
        for (int p = 0; p <= 4; p++) {
            tb_state *c = g->clone(s);
            if (p == 4 && k > 2) {
                g->destroy(c);
                continue;
            }
            if (p == 4)
                snprintf(line, sizeof line, "end");
            else
                snprintf(line, sizeof line, "play %d %s", k, piles[p]);
            int parsed = g->parse_move(c, line, mv, 4, err) == 1;
            int ok = parsed && g->apply(c, &mv[0], err) == 0;
            g->destroy(c);
            if (parsed && ok != in_list(&mv[0], m, n))
                return 0;
        }
    return 1;
}

/* One game; the seats in greedy_mask play greedy, the others random.  Returns the
 * winning seat (0 or 1), or -1 on a failed check. */
static int play_game(const tb_game *g, uint64_t seed, unsigned greedy_mask, int probe, char *trace,
                     size_t trace_cap)
{
    tb_options *o;
    tb_state *s = ff_game(g, &o, NULL, seed, NULL);
    tb_rng r;
    tb_card start[512], now[512];
    tb_move m[512], pick;
    char err[TB_ERR_MAX], buf[64];
    size_t ncen = sorted_census(g, s, start), moves = 0, bound = g->move_bound(s);
    int result = -1;
    tk_host()->rng_seed(&r, seed ^ 0x5eedULL);
    trace[0] = '\0';
    while (g->to_move(s) >= 0 && moves <= bound) {
        int seat = g->to_move(s);
        size_t n = g->legal_moves(s, m, 512);
        if (n == 0 || n > 512 || !notation_ok(g, s, m, n) || (probe && !exact_ok(g, s, m, n))) {
            TK_CHECK(!"legal moves complete, exact and printable");
            goto out;
        }
        if (greedy_mask & (1u << seat)) {
            if (g->bot_move(s, 0, &r, &pick) != 0 || !in_list(&pick, m, n)) {
                TK_CHECK(!"greedy picks a legal move");
                goto out;
            }
        } else {
            pick = m[tk_host()->rng_below(&r, (uint32_t)n)];
        }
        g->format_move(s, &pick, buf, sizeof buf);
        if (strlen(trace) + strlen(buf) + 2 < trace_cap) {
            strcat(trace, buf);
            strcat(trace, ";");
        }
        if (g->apply(s, &pick, err) != 0) {
            TK_CHECK(!"a listed move is accepted");
            goto out;
        }
        moves++;
        if (sorted_census(g, s, now) != ncen || memcmp(now, start, ncen * sizeof now[0]) != 0) {
            TK_CHECK(!"census multiset unchanged after a move");
            goto out;
        }
    }
    tb_outcome oc;
    tk_outcome(g, s, &oc);
    if (!oc.over || moves > bound) {
        TK_CHECK(!"game ends within move_bound");
        goto out;
    }
    TK_CHECK(oc.winners == 1u || oc.winners == 2u);
    result = oc.winners == 1u ? 0 : 1;
out:
    ff_end_game(g, s, o);
    return result;
}

int main(void)
{
    const tb_game *g = tk_plugin("face-to-face");
    static char trace_a[1 << 14], trace_b[1 << 14];
    int greedy_wins = 0, failures = 0;
    for (int i = 0; i < GAMES; i++) {
        int greedy_seat = i % 2;
        int w = play_game(g, (uint64_t)i + 1, 1u << greedy_seat, i < PROBED_GAMES, trace_a,
                          sizeof trace_a);
        failures += w < 0;
        greedy_wins += w == greedy_seat;
    }
    printf("greedy beat random in %d of %d games\n", greedy_wins, GAMES);
    TK_EQ_INT(failures, 0);
    TK_CHECK(greedy_wins * 100 >= GAMES * 70);
    /* Same seed, same game, move for move. */
    play_game(g, 77, 1u, 0, trace_a, sizeof trace_a);
    play_game(g, 77, 1u, 0, trace_b, sizeof trace_b);
    TK_EQ_STR(trace_a, trace_b);
    /* Greedy against itself ends too, within the bound, conserving cards. */
    for (uint64_t seed = 1; seed <= 20; seed++) {
        int w = play_game(g, seed, 3u, seed <= 2, trace_a, sizeof trace_a);
        TK_CHECK(w == 0 || w == 1);
    }
    return tk_done();
}
