/*
 * test_bots.c — seeded bot games: after every move every set on the table is
 * valid and all 88 cards are accounted for; every legal move's text parses
 * back to itself; views leak nothing (a determinized state looks the same);
 * the same seed gives the same game; greedy beats random; the quick bot
 * plays as greedy but never starts a regroup.
 */
#include <stddef.h>
#include <time.h>

#include "at.h"

static const tb_game *g;
static int failures_noted;
static double slowest_move; /* seconds, greedy's slowest answer */

static void note(int ok, const char *what, uint64_t seed, int move)
{
    if (!ok && failures_noted++ < 10)
        fprintf(stderr, "  seed %llu move %d: %s\n", (unsigned long long)seed, move, what);
    if (!ok)
        tk_check(0, __FILE__, __LINE__, what);
}

/* Every legal move prints to a text that parses back to exactly it. */
static int round_trip(const tb_state *s)
{
    size_t n = g->legal_moves(s, NULL, 0);
    tb_move *mv = malloc((n ? n : 1) * sizeof *mv);
    g->legal_moves(s, mv, n);
    int ok = 1;
    for (size_t i = 0; i < n && ok; i++) {
        char text[512], err[TB_ERR_MAX];
        tb_move back[4];
        memset(back, 0, sizeof back);
        g->format_move(s, &mv[i], text, sizeof text);
        int k = g->parse_move(s, text, back, 4, err);
        if (k != 1 || memcmp(&back[0], &mv[i], sizeof(tb_move)) != 0) {
            fprintf(stderr, "  '%s' does not parse back (%d: %s)\n", text, k, err);
            ok = 0;
        }
    }
    free(mv);
    return ok;
}

/* No hand card of another seat appears in a seat's view, and a state
 * redealt from that seat's knowledge gives the same view. */
static int no_leak(const tb_state *s, int seat, tb_rng *r)
{
    char *v = tk_view(g, s, seat);
    int ok = 1;
    for (int p = 0; p < s->players && ok; p++) {
        if (p == seat)
            continue;
        for (int i = 0; i < s->hand[p].n; i++) {
            char t[16];
            g->format_card(tk_host(), s->opts, s->hand[p].c[i], t, sizeof t);
            if (strstr(v, t)) {
                fprintf(stderr, "  seat %d sees %s of seat %d\n", seat + 1, t, p + 1);
                ok = 0;
            }
        }
    }
    tb_state *d = g->determinize(s, seat, r);
    char *dv = tk_view(g, d, seat);
    if (strcmp(v, dv) != 0) {
        fprintf(stderr, "  determinized view differs for seat %d\n", seat + 1);
        ok = 0;
    }
    char why[128];
    if (at_invariants(g, d, why, sizeof why) != 0)
        ok = 0;
    g->destroy(d);
    free(dv);
    free(v);
    return ok;
}

/* A regroup in progress is the mover's alone: redealt for another seat,
 * it is the regroup just started (what it placed is hidden from the seat,
 * and the same in every state the seat cannot tell apart), and every card
 * it has placed is still the mover's (in its hand or its sets), or
 * "regroup done" would put a card on the table that lies elsewhere. */
static int regroup_follows(const tb_state *s, tb_rng *r)
{
    int ok = 1, mover = s->seat;
    for (int seat = 0; seat < s->players; seat++) {
        if (seat == mover)
            continue;
        tb_state *d = g->determinize(s, seat, r);
        if (!d->rg.open || d->rg.nplaced != 0 || d->rg.nnew != 0) {
            fprintf(stderr, "  redealt for seat %d, seat %d's regroup is not the one just "
                            "started\n", seat + 1, mover + 1);
            ok = 0;
        }
        for (int c = 0, told = 0; c < AB_NCARDS && !told; c++) {
            int in_sets = 0;
            for (int i = 0; i < d->nsets; i++)
                for (int j = 0; j < d->sets[i].n; j++)
                    in_sets |= d->sets[i].owner == mover && d->sets[i].c[j] == c;
            if (d->rg.where[c] && !in_sets && tk_host()->pile_find(&d->hand[mover], (tb_card)c) < 0) {
                fprintf(stderr, "  redealt for seat %d, the regroup places a card seat %d "
                                "does not hold\n", seat + 1, mover + 1);
                ok = 0;
                told = 1;
            }
        }
        g->destroy(d);
    }
    return ok;
}

/* One game; kinds[p] is AT_RANDOM or AT_GREEDY.  Returns the final state. */
static tb_state *play(const char *const *sets, int players, const int *kinds, uint64_t seed,
                      int deep)
{
    tb_options *o = tk_options(g, sets);
    tb_state *s = tk_new(g, o, players, seed, NULL);
    tb_rng r;
    tk_host()->rng_seed(&r, seed ^ 0x5eedULL);
    size_t bound = g->move_bound(s);
    int moves = 0;
    while (g->to_move(s) >= 0) {
        int seat = g->to_move(s);
        tb_move m;
        memset(&m, 0, sizeof m);
        if (deep && moves % 7 == 0) {
            note(round_trip(s), "legal moves round-trip through text", seed, moves);
            note(no_leak(s, (seat + 1) % players, &r), "views leak nothing", seed, moves);
        }
        if (deep && s->rg.open)
            note(regroup_follows(s, &r), "a redeal keeps the regroup's cards the mover's", seed,
                 moves);
        clock_t t0 = clock();
        int rc = at_bot_move(g, s, kinds[seat], &r, &m);
        double dt = (double)(clock() - t0) / CLOCKS_PER_SEC;
        if (kinds[seat] == AT_GREEDY && dt > slowest_move)
            slowest_move = dt;
        if (rc != 0) {
            note(0, "the bot found a move", seed, moves);
            break;
        }
        char err[TB_ERR_MAX] = "";
        if (g->apply(s, &m, err) != 0) {
            char text[512];
            g->format_move(s, &m, text, sizeof text);
            fprintf(stderr, "  '%s' refused: %s\n", text, err);
            note(0, "a bot's move is accepted", seed, moves);
            break;
        }
        char why[128] = "";
        if (at_invariants(g, s, why, sizeof why) != 0) {
            note(0, why, seed, moves);
            break;
        }
        if ((size_t)++moves > bound) {
            note(0, "the game ends within move_bound()", seed, moves);
            break;
        }
    }
    return s;
}

static int total(const tb_state *s, int p)
{
    tb_outcome out;
    tk_outcome(g, s, &out);
    int t = 0;
    for (int r = 0; r < out.rounds; r++)
        t += out.score[r][p];
    return t;
}

static void mixed_games(void)
{
    static const int kinds[6][6] = {
        {AT_RANDOM, AT_RANDOM}, {AT_GREEDY, AT_RANDOM, AT_GREEDY},
        {AT_GREEDY, AT_GREEDY, AT_RANDOM, AT_RANDOM}, {AT_RANDOM, AT_GREEDY},
        {AT_GREEDY, AT_GREEDY, AT_GREEDY, AT_GREEDY, AT_GREEDY},
        {AT_RANDOM, AT_GREEDY, AT_RANDOM, AT_GREEDY, AT_RANDOM, AT_GREEDY}};
    static const char *const any[] = {"add_to_any_set=true", "swap_max=1", NULL};
    static const char *const small[] = {"max_turns_per_round=40", "hand_size=9", NULL};
    for (uint64_t seed = 1; seed <= 12; seed++) {
        int players = (int)(seed % 5) + 2;
        const char *const *sets = seed % 3 == 0 ? any : seed % 3 == 1 ? small : NULL;
        tb_state *s = play(sets, players, kinds[players - 2 < 6 ? players - 2 : 0], seed,
                           seed <= 6);
        tb_outcome out;
        tk_outcome(g, s, &out);
        note(out.over, "the game is over", seed, -1);
        at_free(g, s);
    }
}

static void same_seed(void)
{
    static const int kinds[2] = {AT_RANDOM, AT_GREEDY};
    tb_state *a = play(NULL, 2, kinds, 99, 0);
    tb_state *b = play(NULL, 2, kinds, 99, 0);
    /* everything after the host-owned pointers (options, table) */
    size_t from = offsetof(tb_state, rng);
    TK_CHECK(memcmp((const char *)a + from, (const char *)b + from, sizeof *a - from) == 0);
    TK_EQ_INT(total(a, 0), total(b, 0));
    TK_EQ_INT(total(a, 1), total(b, 1));
    at_free(g, a);
    at_free(g, b);
}

/* At every decision of seeded greedy games (2 to 4 seats, some with the
 * rules changed): the quick bot, ismcts's rollout policy, answers exactly
 * what greedy answers unless greedy starts or continues a regroup, and never
 * starts one itself (the regroup planner is what it leaves out to be cheap). */
static void quick_is_greedy_without_regroups(void)
{
    static const char *const any[] = {"add_to_any_set=true", "swap_max=1", NULL};
    int same = 0, regroups = 0, differ = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        int players = (int)(seed % 3) + 2;
        tb_options *o = tk_options(g, seed % 2 ? any : NULL);
        tb_state *s = tk_new(g, o, players, seed, NULL);
        tb_rng r;
        tk_host()->rng_seed(&r, seed);
        for (int moves = 0; g->to_move(s) >= 0 && moves < 4000; moves++) {
            tb_move mg, mq;
            memset(&mg, 0, sizeof mg);
            memset(&mq, 0, sizeof mq);
            TK_EQ_INT(at_bot_move(g, s, AT_GREEDY, &r, &mg), 0);
            TK_EQ_INT(at_bot_move(g, s, AT_QUICK, &r, &mq), 0);
            ab_move ag, aq; /* a move's bytes are the ab_move (moves.c) */
            memcpy(&ag, mg.b, sizeof ag);
            memcpy(&aq, mq.b, sizeof aq);
            if (aq.kind == AB_MV_RG_START)
                note(0, "the quick bot starts no regroup", seed, moves);
            if (ag.kind == AB_MV_RG_START || s->rg.open)
                regroups++; /* quick plans no regroup to go out with */
            else if (memcmp(&mg, &mq, sizeof mg) == 0)
                same++;
            else
                differ++;
            char err[TB_ERR_MAX] = "";
            TK_EQ_INT(g->apply(s, &mg, err), 0);
        }
        TK_CHECK(g->to_move(s) < 0);
        at_free(g, s);
    }
    TK_EQ_INT(differ, 0);
    /* the comparison saw both kinds of decision */
    TK_CHECK(same > 100);
    TK_CHECK(regroups > 0);
}

static void greedy_beats_random(void)
{
    int wins = 0, games = 300;
    double slowest = 0;
    for (int i = 0; i < games; i++) {
        int greedy = i % 2;
        int kinds[2] = {AT_RANDOM, AT_RANDOM};
        kinds[greedy] = AT_GREEDY;
        clock_t t0 = clock();
        tb_state *s = play(NULL, 2, kinds, 1000 + (uint64_t)i, 0);
        double dt = (double)(clock() - t0) / CLOCKS_PER_SEC;
        if (dt > slowest)
            slowest = dt;
        if (total(s, greedy) > total(s, 1 - greedy))
            wins++;
        at_free(g, s);
    }
    printf("greedy beat random in %d of %d two-player games (slowest game %.3f s, slowest "
           "greedy move %.1f ms)\n",
           wins, games, slowest, slowest_move * 1000);
    TK_CHECK(wins * 100 >= games * 80);
}

/* absolute_test_bots            invariants, round trips, leaks, same seed
 * absolute_test_bots --greedy   the 300-game win rate (labelled slow) */
int main(int argc, char **argv)
{
    g = tk_plugin("absolute");
    if (argc > 1 && strcmp(argv[1], "--greedy") == 0) {
        greedy_beats_random();
    } else {
        mixed_games();
        same_seed();
        quick_is_greedy_without_regroups();
    }
    return tk_done();
}
