/*
 * test_bots.c — seeded bot games (random and greedy seats) checked after
 * every move: the census is unchanged, every legal move's text parses back
 * to it, an illegal move is refused with the state left bit-for-bit as it
 * was, determinize() keeps what the seat may see (same view, same census),
 * clones play on identically, and every game ends within move_bound().
 */
#include "zt.h"
#include "zero.h"

static const tb_game *g;

static int failures_census, failures_text, failures_refuse, failures_determinize;

static void check_texts(const tb_state *s)
{
    tb_move moves[ZT_MOVES_MAX];
    size_t n = g->legal_moves(s, moves, ZT_MOVES_MAX);
    for (size_t i = 0; i < n; i++) {
        char text[64], err[TB_ERR_MAX];
        tb_move back[2];
        g->format_move(s, &moves[i], text, sizeof text);
        if (g->parse_move(s, text, back, 2, err) != 1 ||
            memcmp(&back[0], &moves[i], sizeof back[0]) != 0)
            failures_text++;
    }
}

/* Swap a card the mover does not hold (it is in another hand or set
 * aside): apply must refuse it and change nothing. */
static void probe_illegal(tb_state *s, tb_rng *r)
{
    struct tb_state before;
    memcpy(&before, s, sizeof before);
    int seat = s->to_move;
    tb_card not_mine = 0;
    for (int tries = 0; tries < 100; tries++) {
        tb_card c = zc_make((int)tk_host()->rng_below(r, 7), 1 + (int)tk_host()->rng_below(r, 8));
        if (!(s->hand[seat] & zc_bit(c))) {
            not_mine = c;
            break;
        }
    }
    zero_move z = {ZERO_MOVE_SWAP, (uint8_t)not_mine, (uint8_t)s->pool.c[0]};
    tb_move m = zero_move_pack(z);
    char err[TB_ERR_MAX] = "";
    if (g->apply(s, &m, err) != -1 || err[0] == '\0' || memcmp(&before, s, sizeof before) != 0)
        failures_refuse++;
    /* a move taking a card that is not in the pool */
    tb_card mine[64];
    zs_cards(s->hand[seat], mine);
    z = (zero_move){ZERO_MOVE_SWAP, (uint8_t)mine[0], (uint8_t)mine[1]};
    m = zero_move_pack(z);
    if (g->apply(s, &m, err) != -1 || memcmp(&before, s, sizeof before) != 0)
        failures_refuse++;
}

static void check_determinize(const tb_state *s, tb_rng *r, const tb_card *census, size_t n)
{
    int seat = g->to_move(s);
    tb_state *d = g->determinize(s, seat, r);
    tb_card got[TB_PILE_MAX];
    size_t k = zt_census(g, d, got, TB_PILE_MAX);
    char *a = tk_view(g, s, seat), *b = tk_view(g, d, seat);
    if (k != n || memcmp(got, census, n * sizeof got[0]) != 0 || strcmp(a, b) != 0)
        failures_determinize++;
    /* a card another seat took from the pool stays in that seat's hand */
    for (int p = 0; p < s->players; p++)
        for (int i = 0; i < ZERO_DECK; i++) {
            tb_card c = zc_of_index(i);
            if ((s->hand[p] & zc_bit(c)) && s->taken_by[i] == p + 1 && !(d->hand[p] & zc_bit(c)))
                failures_determinize++;
        }
    free(a);
    free(b);
    g->destroy(d);
}

/* One game; returns its move count.  kinds[seat] is ZT_RANDOM or ZT_GREEDY. */
static size_t play_game(int players, uint64_t seed, const int *kinds, int deep, tb_outcome *out)
{
    tb_options *o = tk_options(g, NULL);
    tb_state *s = tk_new(g, o, players, seed, NULL);
    tb_rng r;
    tk_host()->rng_seed(&r, seed * 7919 + 1);
    tb_card start[TB_PILE_MAX], now[TB_PILE_MAX];
    size_t n0 = zt_census(g, s, start, TB_PILE_MAX);
    TK_EQ_INT(n0, 56);
    size_t bound = g->move_bound(s), moves = 0;
    while (g->to_move(s) >= 0 && moves <= bound) {
        if (deep) {
            check_texts(s);
            probe_illegal(s, &r);
            check_determinize(s, &r, start, n0);
        }
        tb_move m;
        char err[TB_ERR_MAX];
        if (zt_bot_move(g, s, kinds[g->to_move(s)], &r, &m) != 0 || g->apply(s, &m, err) != 0) {
            TK_CHECK(!"a bot's move is accepted");
            break;
        }
        moves++;
        size_t n = zt_census(g, s, now, TB_PILE_MAX);
        if (n != n0 || memcmp(now, start, n * sizeof now[0]) != 0)
            failures_census++;
    }
    TK_CHECK(moves <= bound);
    memset(out, 0, sizeof *out); /* the caller zeroes *out (game.h); the test compares every row */
    g->outcome(s, out);
    tk_free(g, s);
    tk_options_free(o);
    return moves;
}

int main(void)
{
    g = tk_plugin("zero");
    int games = 0;
    size_t total_moves = 0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        int players = 3 + (int)(seed % 3);
        int kinds[TB_MAX_SEATS];
        for (int p = 0; p < players; p++)
            kinds[p] = (int)((seed >> p) & 1) ? ZT_GREEDY : ZT_RANDOM;
        tb_outcome out;
        total_moves += play_game(players, seed, kinds, seed <= 12, &out);
        TK_EQ_INT(out.over, 1);
        TK_EQ_INT(out.rounds, players);
        games++;
    }
    TK_EQ_INT(failures_census, 0);
    TK_EQ_INT(failures_text, 0);
    TK_EQ_INT(failures_refuse, 0);
    TK_EQ_INT(failures_determinize, 0);

    /* Same seed, same game. */
    int kinds[3] = {ZT_RANDOM, ZT_GREEDY, ZT_RANDOM};
    tb_outcome a, b;
    size_t ma = play_game(3, 99, kinds, 0, &a), mb = play_game(3, 99, kinds, 0, &b);
    TK_EQ_INT(ma, mb);
    TK_CHECK(memcmp(a.score, b.score, sizeof a.score) == 0);

    /* A clone plays on exactly like its original. */
    tb_options *o = tk_options(g, NULL);
    tb_state *s = tk_new(g, o, 4, 5, NULL);
    tb_rng r1, r2;
    tk_host()->rng_seed(&r1, 5);
    for (int i = 0; i < 30; i++) {
        tb_move m;
        char err[TB_ERR_MAX];
        zt_bot_move(g, s, ZT_RANDOM, &r1, &m);
        g->apply(s, &m, err);
    }
    tb_state *c = g->clone(s);
    TK_CHECK(memcmp(c, s, sizeof(struct tb_state)) == 0);
    tk_host()->rng_seed(&r1, 6);
    tk_host()->rng_seed(&r2, 6);
    while (g->to_move(s) >= 0) {
        tb_move m1, m2;
        char err[TB_ERR_MAX];
        zt_bot_move(g, s, ZT_RANDOM, &r1, &m1);
        zt_bot_move(g, c, ZT_RANDOM, &r2, &m2);
        g->apply(s, &m1, err);
        g->apply(c, &m2, err);
    }
    TK_CHECK(memcmp(c, s, sizeof(struct tb_state)) == 0);
    g->destroy(c);
    tk_free(g, s);
    tk_options_free(o);

    printf("%d bot games, %zu moves\n", games, total_moves);
    return tk_done();
}
