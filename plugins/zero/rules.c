/*
 * rules.c — creating a game, the legal moves and applying one.
 *
 * A turn is one move: swap one hand card for one pool card, or knock.  The
 * first knock(s) of a round do nothing; the knock number knocks_to_end ends
 * it: every other player takes one more turn (a knock there is just a pass),
 * then the round is scored.  A swap that makes the swapper's hand a Zero ends
 * the round at once.  A round also ends after max_turns_per_round turns, a
 * safeguard of ours so that every game ends.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zero.h"

#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h>
#endif

#define DECK_SIZE ZERO_DECK

static int check_options(tb_state *s, const tb_setup *setup, char *err)
{
    const tb_host *h = s->host;
    const tb_options *o = setup->options;
    long min_players = h->opt_int(o, "min_players");
    long max_players = h->opt_int(o, "max_players");
    s->players = setup->players;
    s->hand_size = (int)h->opt_int(o, "hand_size");
    s->pool_size = (int)h->opt_int(o, "pool_size");
    s->group_size = (int)h->opt_int(o, "group_size");
    s->knocks_to_end = (int)h->opt_int(o, "knocks_to_end");
    s->max_turns = (int)h->opt_int(o, "max_turns_per_round");
    long rounds = h->opt_int(o, "rounds");
    s->rounds = (int)(rounds == 0 ? setup->players : rounds);

    if (zero_letters(h, o, s->letters, err) != 0)
        return -1;
    if (min_players > max_players) {
        return tb_aux_refuse(err,
                             tb_aux_tr(s->host, "min_players (%ld) is above max_players (%ld)"),
                             min_players, max_players);
    }
    if (s->players < min_players || s->players > max_players || s->players < 2 ||
        s->players > TB_MAX_SEATS) {
        return tb_aux_refuse(
            err,
            tb_aux_tr(s->host, "zero seats %ld to %ld players (min_players, max_players), not %d"),
            min_players, max_players, s->players);
    }
    if (s->hand_size < 1 || s->hand_size > ZERO_HAND_MAX || s->pool_size < 1 ||
        s->pool_size > ZERO_POOL_MAX || s->group_size < 1 || s->knocks_to_end < 1 ||
        s->max_turns < 1 || s->rounds < 1 || s->rounds > TB_MAX_ROUNDS) {
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "zero options out of range"));
    }
    int need = s->players * s->hand_size + s->pool_size;
    if (need > DECK_SIZE) {
        return tb_aux_refuse(
            err,
            tb_aux_tr(s->host,
                      "%d players need %d cards (hand_size %d each and pool_size %d) but the deck "
                      "has %d"),
            s->players, need, s->hand_size, s->pool_size, DECK_SIZE);
    }
    return 0;
}

tb_state *zero_create(const tb_host *host, const tb_setup *setup, char *err)
{
    tb_state *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, TB_ERR_MAX, tb_aux_tr(host, "out of memory"));
        return NULL;
    }
    s->host = host;
    s->opt = setup->options;
    s->table = setup->table;
    host->rng_seed(&s->rng, setup->seed);
    if (check_options(s, setup, err) != 0) {
        free(s);
        return NULL;
    }
    if (zero_start_round(s) != 0) {
        snprintf(err, TB_ERR_MAX, tb_aux_tr(host, "the host could not order the zero deck"));
        free(s);
        return NULL;
    }
    return s;
}

int zero_to_move(const tb_state *s)
{
    return s->over ? -1 : s->to_move;
}

/* The first word of a move (the zero_move layout, then zero bytes), built
 * byte by byte so it is the same bytes whatever the byte order. */
static inline uint64_t head_of(int kind, tb_card give, tb_card take)
{
    uint8_t head[8] = {(uint8_t)kind, (uint8_t)give, (uint8_t)take, 0, 0, 0, 0, 0};
    uint64_t word;
    memcpy(&word, head, sizeof word);
    return word;
}

/* Write one move with whole stores only (tb_aux_move_put): a swap list is
 * hand x pool moves long, and building each move apart and copying it in
 * costs several times more.  apply() reads a move back in words, which the
 * CPU takes straight from pending stores only when no store splits them. */
static inline void put(tb_move *m, int kind, tb_card give, tb_card take)
{
    tb_aux_move_put(m, head_of(kind, give, take));
}

/* One hand card's row of swaps, one per pool card: inline, so that with
 * the pool size known (the default 5) the row is straight-line stores with
 * the pool's heads in registers. */
static inline void put_row(tb_move *out, uint64_t give, const uint64_t *takes, int pool_n)
{
    for (int k = 0; k < pool_n; k++)
        tb_aux_move_put(&out[k], takes[k] | give);
}

#if defined(__SSE2__) && defined(__x86_64__)
/* The default pool's rows with every head in a vector register: one OR and
 * tb_aux_move_put's four stores a move, where building each head in a
 * general register and moving it over costs three more instructions. */
static void put_rows5(tb_move *m, uint64_t hand, const tb_pile *pool)
{
    const __m128i zero = _mm_setzero_si128();
    __m128i takes[5];
    for (int k = 0; k < 5; k++)
        takes[k] = _mm_cvtsi64_si128((long long)head_of(ZERO_MOVE_SWAP, 0, pool->c[k]));
    for (uint64_t set = hand; set; set &= set - 1, m += 5) {
        const __m128i give =
            _mm_cvtsi64_si128((long long)head_of(0, zc_of_index(zs_lowest(set)), 0));
        for (int k = 0; k < 5; k++) {
            __m128i *at = (__m128i *)(void *)m[k].b;
            _mm_storeu_si128(at, _mm_or_si128(takes[k], give));
            _mm_storeu_si128(at + 1, zero);
            _mm_storeu_si128(at + 2, zero);
            _mm_storeu_si128(at + 3, zero);
        }
    }
}
#else
static void put_rows5(tb_move *m, uint64_t hand, const tb_pile *pool)
{
    uint64_t takes[5];
    for (int k = 0; k < 5; k++)
        takes[k] = head_of(ZERO_MOVE_SWAP, 0, pool->c[k]);
    for (uint64_t set = hand; set; set &= set - 1, m += 5)
        put_row(m, head_of(0, zc_of_index(zs_lowest(set)), 0), takes, 5);
}
#endif

size_t zero_legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    if (s->over)
        return 0;
    const uint64_t hand = s->hand[s->to_move];
    const int pool_n = s->pool.n;
    const size_t total = (size_t)zs_count(hand) * (size_t)pool_n + 1;
    size_t n = 0;
    /* The hand's cards in card order (its set's bits from the lowest), each
     * with every pool card in pool order, then the knock. */
    if (total <= cap && pool_n <= ZERO_POOL_MAX) { /* the usual case: no bound to check per move */
        /* The pool's part of every head once, in locals: the stores into
         * out could otherwise make the compiler read the cards again for
         * each move. */
        uint64_t takes[ZERO_POOL_MAX];
        tb_move *m = out;
        if (pool_n == 5) {
            put_rows5(m, hand, &s->pool);
            m += (size_t)zs_count(hand) * 5;
        } else {
            for (int k = 0; k < pool_n; k++)
                takes[k] = head_of(ZERO_MOVE_SWAP, 0, s->pool.c[k]);
            for (uint64_t set = hand; set; set &= set - 1, m += pool_n)
                put_row(m, head_of(0, zc_of_index(zs_lowest(set)), 0), takes, pool_n);
        }
        put(m, ZERO_MOVE_KNOCK, 0, 0);
        return total;
    }
    for (uint64_t set = hand; set; set &= set - 1)
        for (int k = 0; k < pool_n; k++, n++)
            if (n < cap)
                put(&out[n], ZERO_MOVE_SWAP, zc_of_index(zs_lowest(set)), s->pool.c[k]);
    if (n < cap) /* the knock, last, when it fits */
        put(&out[n], ZERO_MOVE_KNOCK, 0, 0);
    return total;
}

/* The k-th move of zero_legal_moves()'s list for k = rng_below(total): the
 * same draw and the same move as picking from the list, without writing
 * the hand x pool swaps (ABI 1.5). */
int zero_random_move(const tb_state *s, tb_rng *r, tb_move *out)
{
    if (s->over)
        return -1;
    uint64_t hand = s->hand[s->to_move];
    const uint32_t pool_n = (uint32_t)s->pool.n;
    /* every hand holds hand_size cards: a swap gives one and takes one */
    const uint32_t total = (uint32_t)s->hand_size * pool_n + 1;
    const uint32_t k = s->host->rng_below(r, total);
    if (k == total - 1) {
        put(out, ZERO_MOVE_KNOCK, 0, 0);
        return 0;
    }
    /* k / pool_n by a constant where it can be: a division by a variable
     * was a sixth of a random move */
    const uint32_t row = pool_n == 5 ? k / 5u : k / pool_n, col = k - row * pool_n;
    /* The row-th card of the hand, lowest first: the lowest card cleared
     * `row` times, in a fixed count of steps for the usual hands (a loop
     * running `row` times mispredicts its exit on every random move). */
    for (uint32_t i = 0; i < 8; i++)
        hand &= hand - (uint64_t)(i < row);
    for (uint32_t i = 8; i < row; i++)
        hand &= hand - 1;
    put(out, ZERO_MOVE_SWAP, zc_of_index(zs_lowest(hand)), s->pool.c[col]);
    return 0;
}

/* The move is well formed: a known kind, and every unused byte zero. */
static int well_formed(const tb_move *m, const zero_move *z)
{
    if (!tb_aux_move_tail_clear(m, sizeof *z))
        return 0;
    if (z->kind == ZERO_MOVE_KNOCK)
        return z->give == 0 && z->take == 0;
    return z->kind == ZERO_MOVE_SWAP && zc_valid(z->give) && zc_valid(z->take);
}

/* Index of c in the pool, or -1 (it holds at most 16 cards).  No early
 * exit: a branch on the card compared mispredicts on every move, which
 * costs more than finishing a loop this short. */
static int find(const tb_pile *p, tb_card c)
{
    int at = -1;
    for (int i = 0; i < p->n; i++)
        at = p->c[i] == c ? i : at;
    return at;
}

/* Whether the swap's cards are where it says: 0, or -1 with the reason
 * (formatted only on a refusal, and only when err is not NULL). */
static int check_swap(const tb_state *s, const zero_move *z, int *in_pool, char *err)
{
    const int in_hand = (s->hand[s->to_move] & zc_bit(z->give)) != 0;
    *in_pool = find(&s->pool, z->take);
    if (in_hand && *in_pool >= 0)
        return 0;
    if (!err)
        return -1;
    char give[8], take[8];
    zero_card_text(s->letters, z->give, give, sizeof give);
    zero_card_text(s->letters, z->take, take, sizeof take);
    if (!in_hand) {
        if (find(&s->pool, z->give) >= 0)
            snprintf(err, TB_ERR_MAX,
                     tb_aux_tr(s->host, "%s is in the pool, not in your hand: write swap <hand card> <pool card>"),
                     give);
        else
            snprintf(err, TB_ERR_MAX, tb_aux_tr(s->host, "%s is not in your hand"), give);
        return -1;
    }
    return tb_aux_refuse(err, tb_aux_tr(s->host, "%s is not in the pool"), take);
}

/* After a move by `seat`: end the round or pass the turn on. */
static void after_turn(tb_state *s, int seat, int was_final, int ending_knock)
{
    s->turns++;
    s->round_turns++;
    int end = ZERO_END_NONE;
    if (was_final) {
        if (--s->final_left == 0)
            end = ZERO_END_KNOCKS;
    } else if (ending_knock) {
        s->ender = seat;
        s->final_left = s->players - 1;
    }
    if (end == ZERO_END_NONE && s->round_turns >= s->max_turns)
        end = ZERO_END_TURN_LIMIT;
    if (end != ZERO_END_NONE) {
        zero_score_round(s, end, -1);
        zero_start_round(s);
        return;
    }
    /* host->seat_next()'s clockwise step, without a call through the host
     * on every turn */
    s->to_move = seat + 1 < s->players ? seat + 1 : 0;
}

/* The effect of a move already judged legal; in_pool is where its taken
 * card lies in the pool (unused for a knock). */
static void play(tb_state *s, const zero_move *z, int in_pool)
{
    int seat = s->to_move;
    int was_final = s->final_left >= 0;
    if (z->kind == ZERO_MOVE_KNOCK) {
        int ending = 0;
        if (!was_final)
            ending = ++s->knocks >= s->knocks_to_end;
        after_turn(s, seat, was_final, ending);
        return;
    }
    s->hand[seat] ^= zc_bit(z->give) | zc_bit(z->take);
    /* The given card takes the taken card's place, so the pool does not jump about. */
    s->pool.c[in_pool] = z->give;
    s->taken_by[zc_index(z->take)] = (uint8_t)(seat + 1);
    s->taken_by[zc_index(z->give)] = 0;
    if (zero_is_zero(s, seat)) {
        s->turns++;
        s->round_turns++;
        zero_score_round(s, ZERO_END_ZERO, seat);
        zero_start_round(s);
        return;
    }
    after_turn(s, seat, was_final, 0);
}

int zero_apply(tb_state *s, const tb_move *m, char *err)
{
    if (s->over) {
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "the game is over"));
    }
    zero_move z = zero_move_unpack(m);
    if (!well_formed(m, &z)) {
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "not a zero move"));
    }
    int in_pool = -1;
    if (z.kind == ZERO_MOVE_SWAP && check_swap(s, &z, &in_pool, err) != 0)
        return -1;
    play(s, &z, in_pool);
    return 0;
}

/* A move legal_moves() listed for this state (ABI 1.4): well formed, its
 * cards where it says, so only the pool slot of the taken card is looked
 * up before the effect. */
void zero_apply_listed(tb_state *s, const tb_move *m)
{
    zero_move z = zero_move_unpack(m);
    play(s, &z, z.kind == ZERO_MOVE_SWAP ? find(&s->pool, z.take) : -1);
}
