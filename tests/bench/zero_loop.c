/*
 * zero_loop.c — a hand-written, single-file Zero random-vs-random loop at
 * three players: the reference `tabula sim zero` is measured against
 * (tests/bench).
 *
 *   usage: zero_loop GAMES SEED
 *   prints {"games": N, "seconds": S, "games_per_second": G,
 *           "turns_mean": T, "moves_mean": M}
 *
 * Why it is a fair reference.  It is what a competent C programmer would
 * write to play this one game fast, without heroics:
 *   - the rules are the plugin's exactly, at the default options of
 *     games/zero.ini with 3 players: 56 cards (7 colours x 1..8), 9 cards a
 *     hand, a pool of 5, groups of 5, one round per player, the dealer
 *     rotating from seat 1 and the seat after the dealer moving first; the
 *     first knock of a round does nothing, the second ends it after one more
 *     turn for each other player (a knock or a swap there counts as that
 *     turn); a hand that is a Zero, dealt or made by a swap, ends the round
 *     at once (a dealt Zero takes no turn); the 1000-turn safeguard per round;
 *     every round is scored (each distinct value of the cards outside a
 *     colour or value group of 5 counts once);
 *   - one move is one turn, as in the plugin: `swap <hand card> <pool card>`
 *     (every hand card with every pool card) or `knock`, picked uniformly
 *     from the 46 (one draw; every turn offers the same 45 swaps and the
 *     knock, so no list is written);
 *   - plain arrays, nothing allocated, nothing kept the game does not need:
 *     the Zero test rebuilds the mover's nine cards as a set after each
 *     swap and counts each colour and value with a popcount, as the plugin
 *     does; scoring at a round's end counts with small arrays;
 *   - turns are counted as the plugin's outcome().turns counts them (every
 *     turn of every round), so mean lengths compare directly.
 * It is not the plugin's code and does no notation, views or checks: the
 * gap to `sim` is the price of the framework's generality, which is what the
 * benchmark wants to show.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* The defaults of games/zero.ini, at three players. */
enum {
    PLAYERS = 3,
    COLOURS = 7,
    VALUES = 8,
    DECK = COLOURS * VALUES,
    HAND = 9,
    POOL = 5,
    GROUP = 5,
    ROUNDS = PLAYERS, /* rounds = 0: one round per player */
    KNOCKS_TO_END = 2,
    MAX_TURNS = 1000  /* max_turns_per_round */
};

/* ---- xoshiro256** seeded by splitmix64 (as the host's rng) ---- */
typedef struct rng {
    uint64_t s[4];
} rng;

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static void rng_seed(rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        r->s[i] = splitmix64(&seed);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

static uint64_t rng_next(rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

/* Uniform in [0, n), unbiased (Lemire's multiply-and-reject). */
static uint32_t rng_below(rng *r, uint32_t n)
{
    uint64_t m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
    if ((uint32_t)m < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while ((uint32_t)m < threshold)
            m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
    }
    return (uint32_t)(m >> 32);
}

/* ---- cards: colour * VALUES + (value - 1) ---- */
static int colour_of(int c)
{
    return c / VALUES;
}

static int value_of(int c)
{
    return c % VALUES + 1;
}

/* Score a hand: each distinct value of the cards outside a group, once. */
static int score_hand(const int *hand)
{
    int per_colour[COLOURS] = {0}, per_value[VALUES + 1] = {0}, counted[VALUES + 1] = {0};
    int score = 0;
    for (int i = 0; i < HAND; i++) {
        per_colour[colour_of(hand[i])]++;
        per_value[value_of(hand[i])]++;
    }
    for (int i = 0; i < HAND; i++) {
        int v = value_of(hand[i]);
        if (per_colour[colour_of(hand[i])] >= GROUP || per_value[v] >= GROUP)
            continue;
        if (!counted[v]) {
            counted[v] = 1;
            score += v;
        }
    }
    return score;
}

/* Whether a hand is a Zero, from a 56-bit set of its cards (bit colour *
 * VALUES + value - 1, a byte a colour): every card lies in a colour or a
 * value group.  The counts are SWAR arithmetic (no popcount instruction in
 * the baseline x86-64 the project builds for), as in the plugin. */
static int is_zero(const int *hand)
{
    const uint64_t ones = 0x0101010101010101ull, high = 0x8080808080808080ull;
    uint64_t set = 0;
    for (int i = 0; i < HAND; i++)
        set |= 1ull << hand[i];
    /* each colour's count in its byte; a byte of 5 or more gets its top bit */
    uint64_t x = set - ((set >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    uint64_t big = (x + (0x80 - GROUP) * ones) & high;
    uint64_t grouped = (big >> 7) * 0xffu;
    for (int v = 0; v < VALUES; v++) {
        uint64_t column = (set >> v) & ones;
        if ((column * ones) >> 56 >= GROUP)
            grouped |= column << v;
    }
    return (set & ~grouped) == 0;
}

typedef struct game {
    int hand[PLAYERS][HAND];
    int pool[POOL];
    int round;      /* from 0 */
    int to_move;
    int knocks;     /* knocks this round, before the final turns */
    int final_left; /* turns left after the ending knock; -1 before it */
    int round_turns;
    int turns;      /* the plugin's outcome().turns */
    int over;
    int total[PLAYERS];
} game;

typedef struct move {
    int8_t slot; /* hand index, or -1 for knock */
    int8_t pool; /* pool index */
} move;

static void score_round(game *g)
{
    for (int seat = 0; seat < PLAYERS; seat++)
        g->total[seat] += score_hand(g->hand[seat]);
    g->round++;
}

/* Deal rounds until one starts with no dealt Zero, or the game is over. */
static void start_round(game *g, rng *r)
{
    int deck[DECK];
    for (;;) {
        if (g->round >= ROUNDS) {
            g->over = 1;
            return;
        }
        for (int i = 0; i < DECK; i++)
            deck[i] = i;
        for (int i = DECK - 1; i > 0; i--) { /* Fisher-Yates */
            int j = (int)rng_below(r, (uint32_t)i + 1);
            int t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
        }
        int k = 0;
        for (int seat = 0; seat < PLAYERS; seat++)
            for (int i = 0; i < HAND; i++)
                g->hand[seat][i] = deck[k++];
        for (int i = 0; i < POOL; i++)
            g->pool[i] = deck[k++];
        g->knocks = 0;
        g->final_left = -1;
        g->round_turns = 0;
        g->to_move = (g->round % PLAYERS + 1) % PLAYERS; /* left of the dealer */
        int dealt_zero = 0;
        for (int seat = 0; seat < PLAYERS; seat++)
            dealt_zero |= is_zero(g->hand[seat]);
        if (!dealt_zero)
            return;
        score_round(g); /* a dealt Zero is called at once: no turn is played */
    }
}

static void apply(game *g, move m, rng *r)
{
    int seat = g->to_move, was_final = g->final_left >= 0, ending = 0;
    if (m.slot >= 0) {
        int *h = &g->hand[seat][m.slot], *p = &g->pool[m.pool];
        int t = *h;
        *h = *p;
        *p = t;
        if (is_zero(g->hand[seat])) {
            g->turns++;
            score_round(g);
            start_round(g, r);
            return;
        }
    } else if (!was_final) {
        ending = ++g->knocks >= KNOCKS_TO_END;
    }
    g->turns++;
    g->round_turns++;
    int end = 0;
    if (was_final)
        end = --g->final_left == 0;
    else if (ending)
        g->final_left = PLAYERS - 1;
    if (end || g->round_turns >= MAX_TURNS) {
        score_round(g);
        start_round(g, r);
        return;
    }
    g->to_move = (seat + 1) % PLAYERS;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s GAMES SEED\n", argv[0]);
        return 2;
    }
    long games = strtol(argv[1], NULL, 10);
    uint64_t seed = strtoull(argv[2], NULL, 10);
    if (games < 1) {
        fprintf(stderr, "GAMES must be at least 1\n");
        return 2;
    }
    rng r;
    rng_seed(&r, seed);
    game g;
    long long turns = 0, nmoves = 0, checksum = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (long i = 0; i < games; i++) {
        g = (game){0};
        start_round(&g, &r);
        while (!g.over) {
            /* Every turn offers the same HAND x POOL swaps and the knock:
             * one draw names the move, and no list is written. */
            uint32_t k = rng_below(&r, HAND * POOL + 1);
            move m = k == HAND * POOL ? (move){-1, 0}
                                      : (move){(int8_t)(k / POOL), (int8_t)(k % POOL)};
            apply(&g, m, &r);
            nmoves++;
        }
        turns += g.turns;
        checksum += g.total[0] + g.total[1] + g.total[2];
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("{\"games\": %ld, \"seconds\": %.6f, \"games_per_second\": %.2f, "
           "\"turns_mean\": %.4f, \"moves_mean\": %.4f, \"score_mean\": %.4f}\n",
           games, secs, secs > 0 ? (double)games / secs : 0.0, (double)turns / (double)games,
           (double)nmoves / (double)games, (double)checksum / (3.0 * (double)games));
    return 0;
}
