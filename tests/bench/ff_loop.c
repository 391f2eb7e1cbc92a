/*
 * ff_loop.c — a hand-written, single-file Face to Face random-vs-random loop:
 * the reference `tabula sim face-to-face` is measured against (tests/bench).
 *
 *   usage: ff_loop GAMES SEED
 *   prints {"games": N, "seconds": S, "games_per_second": G,
 *           "turns_mean": T, "moves_mean": M}
 *
 * Why it is a fair reference.  It is what a competent C programmer would
 * write to play this one game fast, without heroics:
 *   - the rules are the plugin's exactly, at the default options of
 *     games/face-to-face.ini (cards 2..59, hands of 6, at least 2 placements
 *     a turn, draw 2 after own piles only or refill to 6 after helping, the
 *     exact-10 backward move on the own piles only, at most one card on the
 *     opponent's piles, first player drawn at random), including the two
 *     ways a game ends and the moments they are checked (a stuck mover loses
 *     at the start of a turn and after any placement below the minimum;
 *     emptying hand and draw pile wins at once, even mid-turn);
 *   - one move is what the plugin calls one move: `play <card> <pile>` or
 *     `end`, picked uniformly among the legal moves of the seat to move
 *     (written, without a branch on each fit, into a local array; one draw
 *     picks);
 *   - plain arrays, nothing allocated, no bookkeeping the game does not
 *     need; no short-cut that changes what is played (a turn where only
 *     `end` is legal still draws, as the host's random seat does);
 *   - turns are counted as the plugin's outcome().turns counts them (the
 *     turn number the game ended in), so mean lengths compare directly.
 * It is not the plugin's code and does no notation, views or checks: the
 * gap to `sim` is the price of the framework's generality, which is what the
 * benchmark wants to show.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* The defaults of games/face-to-face.ini. */
enum {
    LOW = 1,
    HIGH = 60,
    NUMBERED = HIGH - LOW - 1, /* 58 cards per deck, 2..59 */
    HAND_SIZE = 6,
    MIN_PLAY = 2,
    DRAW_OWN = 2,
    STEP = 10,
    MAX_OPP = 1
};

/* Piles as the mover names them. */
enum { UP, DOWN, THEIR_UP, THEIR_DOWN, PILES };

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

/* ---- the game ---- */
typedef struct player {
    int hand[NUMBERED]; /* unordered: the order never matters to a uniform pick */
    int hand_n;
    int draw[NUMBERED]; /* draw[draw_n - 1] is the top */
    int draw_n;
    int up, down;       /* the numbers on top of the two piles */
} player;

typedef struct game {
    player p[2];
    int mover;
    int turn;     /* turns begun, from 1: the plugin's outcome().turns */
    int placed;   /* cards placed this turn */
    int on_opp;   /* of those, on the opponent's piles */
    int required; /* min(MIN_PLAY, hand at the start of the turn) */
    int over;
} game;

typedef struct move {
    int8_t slot; /* index into the hand, or -1 for `end` */
    int8_t pile;
} move;

/* Whether card n may go on `pile` now (seen from the mover). */
static int fits(const game *g, int n, int pile)
{
    const player *me = &g->p[g->mover], *them = &g->p[1 - g->mover];
    switch (pile) {
    case UP: return n > me->up || n == me->up - STEP;
    case DOWN: return n < me->down || n == me->down + STEP;
    case THEIR_UP: return g->on_opp < MAX_OPP && n < them->up;
    default: return g->on_opp < MAX_OPP && n > them->down;
    }
}

static int can_place_any(const game *g)
{
    const player *me = &g->p[g->mover];
    for (int i = 0; i < me->hand_n; i++)
        for (int pile = 0; pile < PILES; pile++)
            if (fits(g, me->hand[i], pile))
                return 1;
    return 0;
}

/* A mover who must place and cannot place a single card loses at once. */
static void start_turn(game *g)
{
    int hand_n = g->p[g->mover].hand_n;
    g->placed = 0;
    g->on_opp = 0;
    g->required = hand_n < MIN_PLAY ? hand_n : MIN_PLAY;
    if (g->required > 0 && !can_place_any(g))
        g->over = 1;
}

static void deal(game *g, rng *r)
{
    /* Who starts is drawn before the deal, as in the plugin. */
    g->mover = (int)rng_below(r, 2);
    for (int d = 0; d < 2; d++) {
        player *pl = &g->p[d];
        for (int i = 0; i < NUMBERED; i++)
            pl->draw[i] = LOW + 1 + i;
        for (int i = NUMBERED - 1; i > 0; i--) { /* Fisher-Yates */
            int j = (int)rng_below(r, (uint32_t)i + 1);
            int t = pl->draw[i];
            pl->draw[i] = pl->draw[j];
            pl->draw[j] = t;
        }
        pl->draw_n = NUMBERED;
        pl->hand_n = 0;
        while (pl->hand_n < HAND_SIZE)
            pl->hand[pl->hand_n++] = pl->draw[--pl->draw_n];
        pl->up = LOW;
        pl->down = HIGH;
    }
    g->turn = 1;
    g->over = 0;
    start_turn(g);
}

/* One legal move, uniformly: the candidates (hand slot, pile) are written
 * into a small local array, each kept only if it fits (no branch on the
 * fit), then one draw picks among them.  Measured faster than counting
 * first and walking to the k-th move. */
static move random_move(const game *g, rng *r)
{
    const player *me = &g->p[g->mover], *them = &g->p[1 - g->mover];
    const int up = me->up, down = me->down, their_up = them->up, their_down = them->down;
    const int opp = g->on_opp < MAX_OPP;
    move cand[NUMBERED * PILES + 1];
    int n = 0;
    for (int i = 0; i < me->hand_n; i++) {
        int c = me->hand[i]; /* the four tests of fits(), in registers */
        cand[n] = (move){(int8_t)i, UP};
        n += (c > up) | (c == up - STEP);
        cand[n] = (move){(int8_t)i, DOWN};
        n += (c < down) | (c == down + STEP);
        cand[n] = (move){(int8_t)i, THEIR_UP};
        n += opp & (c < their_up);
        cand[n] = (move){(int8_t)i, THEIR_DOWN};
        n += opp & (c > their_down);
    }
    cand[n] = (move){-1, 0};
    n += g->placed >= g->required;
    return cand[rng_below(r, (uint32_t)n)];
}

static void apply(game *g, move m)
{
    player *me = &g->p[g->mover];
    if (m.slot < 0) { /* end: draw 2, or refill to 6 after helping */
        int want = g->on_opp > 0 ? HAND_SIZE - me->hand_n : DRAW_OWN;
        for (int k = 0; k < want && me->draw_n > 0; k++)
            me->hand[me->hand_n++] = me->draw[--me->draw_n];
        g->mover = 1 - g->mover;
        g->turn++;
        start_turn(g);
        return;
    }
    int n = me->hand[m.slot];
    me->hand[m.slot] = me->hand[--me->hand_n];
    player *them = &g->p[1 - g->mover];
    switch (m.pile) {
    case UP: me->up = n; break;
    case DOWN: me->down = n; break;
    case THEIR_UP: them->up = n; break;
    default: them->down = n; break;
    }
    g->placed++;
    if (m.pile >= THEIR_UP)
        g->on_opp++;
    if (me->hand_n == 0 && me->draw_n == 0)
        g->over = 1; /* emptied: the mover wins */
    else if (g->placed < g->required && !can_place_any(g))
        g->over = 1; /* stuck below the minimum: the mover loses */
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
    long long turns = 0, nmoves = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (long i = 0; i < games; i++) {
        deal(&g, &r);
        while (!g.over) {
            apply(&g, random_move(&g, &r));
            nmoves++;
        }
        turns += g.turn;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("{\"games\": %ld, \"seconds\": %.6f, \"games_per_second\": %.2f, "
           "\"turns_mean\": %.4f, \"moves_mean\": %.4f}\n",
           games, secs, secs > 0 ? (double)games / secs : 0.0, (double)turns / (double)games,
           (double)nmoves / (double)games);
    return 0;
}
