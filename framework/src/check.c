/*
 * check.c — the conformance check.  For each seeded game it plays moves from
 * a bot and, at every state, asks:
 *   - is there a legal move whenever the game is not over?
 *   - does every listed move print, parse back to itself, and apply?
 *   - is the census (every card in every zone) the same multiset after it?
 *   - does apply refuse moves that are not listed (mutated bytes, and moves
 *     that were legal earlier, often for other seats) and leave the state as
 *     it was?
 *   - does the view of each seat stay the same when the cards it cannot see
 *     are redealt (determinize)?
 *   - can the game's own rules play a determinized state on to its end
 *     (check_playon.c)?
 *   - does random_move() pick a listed move, the same one from the same
 *     generator state, each as often as any other (check_random.c)?
 * and across the game: does it end within move_bound(), does a clone follow
 * its original, does a second run of the same seed give the same game?
 *
 * Cost: the census and "a live game has a legal move" are checked at every
 * state; the rest (round trips, probes, leak checks) at every state of a
 * game's opening and then at a seeded sample of states (tb_check.full
 * checks them all).  States are compared by 64-bit fingerprints of what
 * the host can observe, not by formatted text; text is made only to report
 * a failure.
 */
#include "check.h"
#include "check_report.h"
#include "check_playon.h"
#include "check_random.h"
#include "check_infoset.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "json.h"
#include "legal.h"
#include "match.h"
#include "rules_text.h"
#include "services.h"
#include "strbuf.h"
#include "view.h"

#define SAMPLE_MOVES 24   /* listed moves round-tripped and applied per state */
#define PROBES 8          /* unlisted moves tried per state */
#define RECENT 64         /* earlier legal moves kept to probe with */
#define KEYS_EVERY 8      /* zone keys: past DEEP_FIRST, sampled states at multiples of it */
#define DEEP_FIRST 16     /* the first states of a game are all checked in depth... */
#define DEEP_EVERY 4      /* ...then one state in DEEP_EVERY, drawn from the check's rng, */
#define RANDOM_UNIFORM_STATES 3 /* states a game random_move() is tested for uniformity at */
#define DEEP_THIN 64      /* ...halving that rate at move 64, 128, 256, ... (to 1 in 32) */
#define INFOSET_STATES 4  /* states a game the information-set pairs are built at: the */
#define INFOSET_EVERY 8   /* first, then one sampled state in INFOSET_EVERY (check_infoset.c) */
#define PLAYON_MOVES 8    /* moves a determinization is played on; the first of each seat */
                          /* a game is played to the end (check_playon.c) */

typedef struct run {
    tb_check *c;
    const tb_game *g;
    uint64_t seed;
    const char *bot;
    int players;
    long move_no;
    const char *move_text;
    tb_card census0[TB_CENSUS_MAX];
    size_t n_census0;
    uint64_t census_hash0;   /* multiset hash of census0: the fast comparison */
    tb_movebuf legal;        /* the listing of the state being checked */
    tb_movebuf scratch;      /* listings made to fingerprint a state */
    tb_move recent[RECENT];
    size_t n_recent;  /* slots of recent[] in use */
    size_t n_seen;    /* moves ever put in recent[] this game */
    uint32_t *dup;    /* the duplicate finder's hash slots (move index + 1) */
    int uniform_tests; /* states of this game random_move() was tested for uniformity at */
    size_t dup_cap;
    /* Whether determinize(seat) ever changed a card hidden from the seat
     * this game, and the first sampled move at which it could have: a
     * determinize that redeals nothing makes the leak check prove nothing. */
    int redealt[TB_MAX_SEATS];
    long could_redeal[TB_MAX_SEATS];
    size_t hidden_then[TB_MAX_SEATS];
    int played_on[TB_MAX_SEATS]; /* a determinization for the seat was played to the end */
    size_t bound;                /* the game's move_bound() */
    tb_deal_log deals;       /* this game's deals, for the information-set pairs */
    int infoset_tests;       /* states of this game they were built at */
    tb_outcome last;         /* the standings at the last state checked */
    int have_last;
} run;

static int failf(run *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int failf(run *r, const char *fmt, ...)
{
    char why[1500];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    snprintf(r->c->error, sizeof r->c->error, "%s, seed %llu, bot %s, move %ld%s%s%s: %s",
             r->g->name, (unsigned long long)r->seed, r->bot, r->move_no,
             r->move_text ? " (" : "", r->move_text ? r->move_text : "", r->move_text ? ")" : "",
             why);
    return -1;
}

static size_t census(const tb_game *g, const tb_state *s, tb_card *out, size_t cap)
{
    size_t n = tb_game_census(g, s, out, cap);
    if (n > cap)
        n = cap;
    tb_cards_sort(out, n);
    return n;
}

/* A hash of a multiset of cards: a sum of well-mixed card values does not
 * depend on their order, so no sort is needed to compare two censuses. */
static uint64_t census_hash(const tb_card *c, size_t n)
{
    uint64_t h = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t z = (uint64_t)c[i] + 0x9e3779b97f4a7c15u;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
        h += z ^ (z >> 31);
    }
    return h;
}


/* What tb_check_observe() shows, as a 64-bit fingerprint: every seat's and
 * the spectator's view, the outcome, and the legal moves. */
static uint64_t fingerprint(const tb_game *g, const tb_state *s, int players, tb_movebuf *buf)
{
    int who = g->to_move(s);
    uint64_t h = tb_hash_bytes(TB_HASH_SEED, &who, sizeof who);
    for (int k = -1; k < players; k++)
        h = tb_view_fingerprint_of(g, s, k, h);
    tb_outcome o;
    tb_outcome_of(g, s, &o);
    int head[4] = {o.over, o.rounds, o.turns, 0};
    h = tb_hash_bytes(h, head, sizeof head);
    h = tb_hash_bytes(h, o.end ? o.end : "-", strlen(o.end ? o.end : "-") + 1);
    h = tb_hash_bytes(h, &o.winners, sizeof o.winners);
    for (int rd = 0; rd < o.rounds && rd < TB_MAX_ROUNDS; rd++)
        h = tb_hash_bytes(h, o.score[rd], (size_t)players * sizeof o.score[rd][0]);
    size_t n = tb_movebuf_fill(buf, g, s);
    h = tb_hash_bytes(h, &n, sizeof n);
    return tb_hash_bytes(h, buf->m, n * sizeof *buf->m);
}

/* Everything the host can observe of a state, as text: every seat's view,
 * the outcome, and the legal moves (hashed: formatting thousands of moves
 * per probe would dominate the check's time). */
char *tb_check_observe(const tb_game *g, const tb_state *s, int players)
{
    tb_strbuf b = {0};
    tb_strbuf_printf(&b, "to_move %d\n", g->to_move(s));
    for (int k = -1; k < players; k++) {
        tb_view v;
        tb_view_init(&v, k);
        g->view(s, k, &v);
        tb_view_render(&v, 0, &b);
        tb_view_free(&v);
    }
    tb_outcome o;
    tb_outcome_of(g, s, &o);
    tb_strbuf_printf(&b, "over %d rounds %d turns %d end %s winners %u\n", o.over, o.rounds,
                     o.turns, o.end ? o.end : "-", o.winners);
    for (int rd = 0; rd < o.rounds && rd < TB_MAX_ROUNDS; rd++)
        for (int k = 0; k < players; k++)
            tb_strbuf_printf(&b, "%d ", o.score[rd][k]);
    tb_move *mv;
    size_t n = tb_legal_moves(g, s, &mv);
    uint64_t h = 0xcbf29ce484222325u; /* FNV-1a over the moves' bytes */
    for (size_t i = 0; i < n; i++)
        for (size_t k = 0; k < sizeof mv[i].b; k++)
            h = (h ^ mv[i].b[k]) * 0x100000001b3u;
    free(mv);
    tb_strbuf_printf(&b, "\nmoves %zu %016llx\n", n, (unsigned long long)h);
    return tb_strbuf_take(&b);
}

static int listed(const tb_move *mv, size_t n, const tb_move *m)
{
    for (size_t i = 0; i < n; i++)
        if (memcmp(&mv[i], m, sizeof *m) == 0)
            return 1;
    return 0;
}

static int check_census(run *r, const tb_state *s, const char *when)
{
    tb_card now[TB_CENSUS_MAX];
    size_t n = tb_game_census(r->g, s, now, TB_CENSUS_MAX);
    if (n > TB_CENSUS_MAX)
        return failf(r, "%s: census() needs %zu cards, more than TB_CENSUS_MAX (%d)", when, n,
                     TB_CENSUS_MAX);
    if (n == r->n_census0 && census_hash(now, n) == r->census_hash0)
        return 0;
    tb_cards_sort(now, n);
    if (n != r->n_census0 || memcmp(now, r->census0, n * sizeof *now) != 0) {
        char which[300];
        tb_check_census_diff(r->g, r->c->options, r->census0, r->n_census0, now, n, which,
                             sizeof which);
        return failf(r, "%s: the census changed (%zu cards, was %zu): a card was created or "
                        "lost (%s)", when, n, r->n_census0, which);
    }
    return 0;
}

/* No move may be listed twice: a bot would weigh it double, and a player
 * sees it twice.  Moves are hashed into open-addressed slots that live as
 * long as the run. */
static int check_duplicates(run *r, const tb_state *s, const tb_move *mv, size_t n)
{
    size_t cap = 64;
    while (cap < 2 * n)
        cap *= 2;
    if (cap > r->dup_cap) {
        r->dup = tb_xrealloc(r->dup, cap * sizeof *r->dup);
        r->dup_cap = cap;
    }
    memset(r->dup, 0, cap * sizeof *r->dup);
    for (size_t i = 0; i < n; i++) {
        size_t k = (size_t)tb_hash_bytes(TB_HASH_SEED, mv[i].b, sizeof mv[i].b) & (cap - 1);
        for (; r->dup[k]; k = (k + 1) & (cap - 1))
            if (memcmp(&mv[r->dup[k] - 1], &mv[i], sizeof mv[i]) == 0) {
                char text[TB_MOVE_TEXT_MAX] = "";
                r->g->format_move(s, &mv[i], text, sizeof text);
                return failf(r, "legal_moves lists move \"%s\" twice (as moves %u and %zu of "
                                "%zu)", text, (unsigned)r->dup[k], i + 1, n);
            }
        r->dup[k] = (uint32_t)(i + 1);
    }
    return 0;
}

/* A listed move must print, parse back to itself, and apply. */
static int check_listed(run *r, const tb_state *s, const tb_move *m, int vs_listed)
{
    const tb_game *g = r->g;
    char text[TB_MOVE_TEXT_MAX], again[TB_MOVE_TEXT_MAX], why[TB_ERR_MAX] = "";
    g->format_move(s, m, text, sizeof text);
    tb_move back[TB_LINE_MOVES_MAX];
    memset(back, 0, sizeof back);
    int n = g->parse_move(s, text, back, TB_LINE_MOVES_MAX, why);
    if (n != 1)
        return failf(r, "listed move \"%s\" does not parse back to one move (%d): %s", text, n, why);
    if (memcmp(&back[0], m, sizeof *m) != 0) {
        g->format_move(s, &back[0], again, sizeof again);
        return failf(r, "listed move \"%s\" parses back to a different move \"%s\"", text, again);
    }
    tb_state *copy = g->clone(s);
    int rc = g->apply(copy, m, why);
    if (rc != 0) {
        g->destroy(copy);
        return failf(r, "listed move \"%s\" is refused by apply: %s", text, why);
    }
    /* Said so, since the failure's "move M" is the move about to be played,
     * not this one. */
    char when[TB_MOVE_TEXT_MAX + 40];
    snprintf(when, sizeof when, "listed move \"%s\" tried on a clone", text);
    rc = check_census(r, copy, when);
    if (rc == 0 && vs_listed && g->apply_listed) {
        /* The unchecked path must do exactly what apply() did (on one
         * listed move a sampled state: two fingerprints are the cost). */
        tb_state *fast = g->clone(s);
        g->apply_listed(fast, m);
        if (fingerprint(g, fast, r->players, &r->scratch) !=
            fingerprint(g, copy, r->players, &r->scratch))
            rc = failf(r, "listed move \"%s\": apply_listed and apply leave different states", text);
        g->destroy(fast);
    }
    g->destroy(copy);
    r->c->moves_checked++;
    return rc;
}

/* An unlisted move must be refused, with a reason, and change nothing.
 * *before is the fingerprint of an untouched copy of s: made by the first
 * probe of a state and shared by the others, as it is the costly part. */
static int check_refused(run *r, const tb_state *s, const tb_move *m, const char *what,
                         int *have_before, uint64_t *before)
{
    const tb_game *g = r->g;
    if (!*have_before) {
        tb_state *fresh = g->clone(s);
        *before = fingerprint(g, fresh, r->players, &r->scratch);
        g->destroy(fresh);
        *have_before = 1;
    }
    tb_state *copy = g->clone(s);
    char why[TB_ERR_MAX] = "";
    int rc = g->apply(copy, m, why);
    r->c->probes++;
    char name[300];
    if (rc == 0) {
        g->destroy(copy);
        tb_check_move_name(g, s, m, 1, name, sizeof name);
        return failf(r, "apply accepted an unlisted move (%s): %s", what, name);
    }
    tb_check_move_name(g, s, m, 0, name, sizeof name);
    if (fingerprint(g, copy, r->players, &r->scratch) != *before) {
        /* What changed, as the first line of the observations that differs. */
        tb_state *fresh = g->clone(s);
        char *a = tb_check_observe(g, fresh, r->players), *b = tb_check_observe(g, copy, r->players);
        char diff[400];
        tb_check_first_diff(a, b, diff, sizeof diff);
        free(a);
        free(b);
        g->destroy(fresh);
        g->destroy(copy);
        return failf(r, "a refused move (%s: %s) changed the state: %s", what, name, diff);
    }
    g->destroy(copy);
    if (!why[0])
        return failf(r, "a refused move (%s: %s) gave no reason", what, name);
    return 0;
}

/* After a game: every seat whose view ever hid two cards or more must have
 * seen determinize change one of them at least once. */
static int check_redeals(run *r)
{
    for (int seat = 0; seat < r->players; seat++)
        if (r->could_redeal[seat] && !r->redealt[seat]) {
            r->move_no = r->could_redeal[seat];
            r->move_text = NULL;
            return failf(r, "determinize for seat %d never changed a hidden card in the whole "
                            "game, though %zu cards were hidden from it at this move: the leak "
                            "check proved nothing", seat + 1, r->hidden_then[seat]);
        }
    return 0;
}

/* A game that sets scores_by_round (ABI 1.7) keeps its score rows and
 * winners from one state to the next unless rounds grows: sim then reads
 * its standings at a game's start and end only, and a row changed within a
 * round would make its measures wrong without a sign. */
static int check_scores_by_round(run *r, const tb_outcome *o)
{
    if (!r->g->scores_by_round)
        return 0;
    const tb_outcome *was = &r->last;
    /* Compared with the state before, unless this is the first state or a
     * round was scored in between. */
    if (r->have_last && o->rounds == was->rounds) {
        if (o->winners != was->winners)
            return failf(r, "scores_by_round is set, but outcome()'s winners changed with no "
                            "round scored (rounds stays %d)", o->rounds);
        for (int rd = 0; rd < (o->rounds > 1 ? o->rounds : 1); rd++)
            for (int k = 0; k < r->players; k++)
                if (o->score[rd][k] != was->score[rd][k])
                    return failf(r, "scores_by_round is set, but outcome() changed score row %d "
                                    "(seat %d: %d to %d) with no round scored (rounds stays %d)",
                                 rd + 1, k + 1, was->score[rd][k], o->score[rd][k], o->rounds);
    }
    r->last = *o;
    r->have_last = 1;
    return 0;
}

/* outcome() writes score rows below max(rounds, 1) only (game.h): the host
 * reads no others, and sim re-zeroes no others between the calls of one
 * game, so a row written past them would reach a later call uncleared. */
static int check_outcome_rows(run *r, const tb_state *s)
{
    tb_outcome o;
    tb_outcome_of(r->g, s, &o);
    if (o.rounds < 0 || o.rounds > TB_MAX_ROUNDS)
        return failf(r, "outcome() says %d rounds are in use (0 to TB_MAX_ROUNDS, %d)", o.rounds, TB_MAX_ROUNDS);
    for (int rd = o.rounds > 1 ? o.rounds : 1; rd < TB_MAX_ROUNDS; rd++)
        for (int k = 0; k < TB_MAX_SEATS; k++)
            if (o.score[rd][k])
                return failf(r,
                             "outcome() wrote score row %d (seat %d: %d) but says %d rounds are in "
                             "use: it may write rows below max(rounds, 1) only",
                             rd + 1, k + 1, o.score[rd][k], o.rounds);
    return check_scores_by_round(r, &o);
}

/* The determinization d of s for seat, played on by the game's rules (the
 * seat's first this game to the end, others PLAYON_MOVES moves), must keep
 * every card.  d is left played on. */
static int play_on(run *r, const tb_state *s, tb_state *d, int seat)
{
    long limit = r->played_on[seat] ? PLAYON_MOVES : -1, moves = 0;
    uint64_t seed = tb_rng_derive(r->seed, 0x504c4159u + (uint64_t)r->move_no * 8 + (uint64_t)seat);
    char why[600];
    r->played_on[seat] = 1;
    if (tb_check_play_on(r->g, d, r->move_no - 1, r->bound, limit, seed, &r->scratch, &moves, why,
                         sizeof why) != 0) {
        /* The real state played on the same way: when it fails too, the
         * rules are at fault, not the redeal, and the game itself will
         * show it with its own message. */
        tb_state *real = r->g->clone(s);
        long also;
        char again[600];
        int rules = tb_check_play_on(r->g, real, r->move_no - 1, r->bound, limit, seed,
                                     &r->scratch, &also, again, sizeof again) != 0;
        r->g->destroy(real);
        if (rules)
            return 0;
        return failf(r, "determinize for seat %d gives a state its own rules cannot play on "
                        "(the real state plays on): %s", seat + 1, why);
    }
    char when[120];
    snprintf(when, sizeof when, "a determinization for seat %d played on %ld moves", seat + 1,
             moves);
    return check_census(r, d, when);
}

/* Every zone key of every seat's and the spectator's view is well formed
 * and names one zone (host.h, view_zone_key): clients find zones by them. */
static int check_zone_keys(run *r, const tb_state *s, int players)
{
    char why[400];
    for (int k = -1; k < players; k++) {
        tb_view v;
        tb_view_init(&v, k);
        r->g->view(s, k, &v);
        const char *fault = tb_view_keys_fault(&v, why, sizeof why);
        tb_view_free(&v);
        if (fault && k < 0)
            return failf(r, "the spectator's view: %s", fault);
        if (fault)
            return failf(r, "the view of seat %d: %s", k + 1, fault);
    }
    return 0;
}

/* Every state: a live game has a legal move.  Sampled states (deep): the
 * round trips, the probes and the leak check too. */
static int check_state(run *r, const tb_state *s, tb_rng *rng, int players, int deep)
{
    const tb_game *g = r->g;
    size_t n = tb_movebuf_fill(&r->legal, g, s);
    const tb_move *mv = r->legal.m;
    if (n == 0)
        return failf(r, "no legal move, yet the game is not over");
    if (check_outcome_rows(r, s) != 0)
        return -1;
    if (!deep)
        return 0;
    /* Keys come from the same few lines of view() at every state: the
     * first positions and one in KEYS_EVERY after them are enough. */
    int rc = r->move_no <= DEEP_FIRST || r->move_no % KEYS_EVERY == 0
                 ? check_zone_keys(r, s, players) : 0;
    if (rc == 0)
        rc = check_duplicates(r, s, mv, n);
    if (rc == 0 && g->random_move) {
        /* A few states a game get the costly uniformity test (ABI 1.5). */
        int uniform = r->uniform_tests < RANDOM_UNIFORM_STATES && n >= 2 &&
                      n <= TB_CHECK_RANDOM_MAX;
        char why[600];
        r->uniform_tests += uniform;
        if (tb_check_random_move(g, s, mv, n, tb_rng_derive(r->seed, 0x52414e44u + (uint64_t)r->move_no),
                                 uniform, why, sizeof why) != 0)
            rc = failf(r, "%s", why);
    }
    for (size_t k = 0; rc == 0 && k < n && k < SAMPLE_MOVES; k++) {
        size_t i = n <= SAMPLE_MOVES ? k : tb_rng_below(rng, (uint32_t)n);
        rc = check_listed(r, s, &mv[i], k == 0);
    }
    int have_before = 0;
    uint64_t before = 0;
    for (int p = 0; rc == 0 && p < PROBES; p++) {
        tb_move probe = mv[tb_rng_below(rng, (uint32_t)n)];
        const char *what = "a mutated move";
        if (p % 2 && r->n_recent) {
            probe = r->recent[tb_rng_below(rng, (uint32_t)r->n_recent)];
            what = "a move legal earlier";
        } else {
            int flips = 1 + (int)tb_rng_below(rng, 3);
            for (int f = 0; f < flips; f++)
                probe.b[tb_rng_below(rng, 16)] ^= (uint8_t)(1u << tb_rng_below(rng, 8));
        }
        if (!listed(mv, n, &probe))
            rc = check_refused(r, s, &probe, what, &have_before, &before);
    }
    /* A ring of the last RECENT picks: n_seen keeps counting so that old
     * slots keep being replaced once the ring is full. */
    for (size_t k = 0; k < n && k < 4; k++)
        r->recent[r->n_seen++ % RECENT] = mv[tb_rng_below(rng, (uint32_t)n)];
    r->n_recent = r->n_seen < RECENT ? r->n_seen : RECENT;
    /* Views must not depend on what a seat cannot see. */
    for (int seat = 0; rc == 0 && tb_game_determinizes(g) && seat < players; seat++) {
        tb_state *d = tb_game_determinize(g, s, seat, rng);
        if (!d)
            return failf(r, "determinize returned NULL");
        size_t hidden = 0;
        char why[600];
        if (tb_check_same_view(g, s, d, seat, &hidden, why, sizeof why) != 0)
            rc = failf(r, "%s", why);
        if (rc == 0)
            rc = check_census(r, d, "after determinize");
        if (rc == 0 && hidden >= 2 && !r->redealt[seat]) {
            if (!r->could_redeal[seat]) {
                r->could_redeal[seat] = r->move_no;
                r->hidden_then[seat] = hidden;
            }
            r->redealt[seat] = tb_check_redealt(g, s, d, seat, r->players);
        }
        if (rc == 0) /* last: it plays d on */
            rc = play_on(r, s, d, seat);
        g->destroy(d);
    }
    return rc;
}

/* Pairs of states that a seat cannot tell apart, built from the state the
 * match is in (check_infoset.c). */
static int check_infoset(run *r, const tb_match *m, const tb_match_setup *setup)
{
    tb_infoset_in in = {.match = m, .setup = setup, .deals = &r->deals, .redeals = r->redealt};
    char why[1200];
    r->infoset_tests++;
    uint64_t seed = tb_rng_derive(r->seed, 0x50414952u + (uint64_t)r->move_no);
    if (tb_check_infoset(&in, seed, &r->c->infoset_pairs, &r->c->infoset_unreplayed, why,
                         sizeof why) != 0)
        return failf(r, "%s", why);
    return 0;
}

/* One game with `bot` at every seat; its move texts go to *log. */
static int play_game(run *r, int players, int deep, tb_strbuf *log)
{
    tb_check *c = r->c;
    const tb_game *g = r->g;
    r->players = players;
    tb_match_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.game = g;
    setup.options = c->options;
    setup.players = players;
    setup.seed = r->seed;
    for (int k = 0; k < players; k++)
        setup.seat_spec[k] = r->bot;
    char err[1024];
    /* The deals are recorded in the game checked in depth. */
    r->deals.n = 0;
    r->deals.replay = 0;
    r->infoset_tests = 0;
    setup.deals = deep ? &r->deals : NULL;
    tb_match *m = tb_match_new(&setup, err, sizeof err);
    setup.deals = NULL;
    if (!m)
        return failf(r, "cannot start: %s", err);
    r->n_census0 = census(g, m->state, r->census0, TB_CENSUS_MAX);
    memset(r->redealt, 0, sizeof r->redealt);
    memset(r->could_redeal, 0, sizeof r->could_redeal);
    memset(r->played_on, 0, sizeof r->played_on);
    r->census_hash0 = census_hash(r->census0, r->n_census0);
    tb_state *twin = g->clone(m->state);
    tb_rng rng, pick;
    tb_rng_seed(&rng, tb_rng_derive(r->seed, 99));
    tb_rng_seed(&pick, tb_rng_derive(r->seed, 0x49534554u)); /* the information-set states */
    size_t bound = g->move_bound(m->state);
    r->bound = bound;
    int rc = 0;
    r->move_no = 0;
    r->n_recent = 0;
    r->n_seen = 0;
    r->uniform_tests = 0;
    r->have_last = 0;
    while (rc == 0 && tb_match_to_move(m) >= 0) {
        r->move_no++;
        r->move_text = NULL;
        if ((size_t)r->move_no > bound) {
            rc = failf(r, "the game did not end within its declared bound of %zu moves", bound);
            break;
        }
        if (deep) {
            /* Long games (Absolute at six seats: thousands of moves)
             * are thinned, so every game costs about the same in depth
             * while its late positions are still sampled. */
            uint32_t every = DEEP_EVERY;
            for (long at = DEEP_THIN; at <= r->move_no && every < 32; at *= 2)
                every *= 2;
            int sampled = c->full || r->move_no <= DEEP_FIRST ||
                          tb_rng_below(&rng, every) == 0;
            /* Every copy the checks play on (a listed move tried, a probe,
             * a determinization played on) deals its new rounds through
             * the match's table, which logs the game's deals for the
             * information-set pairs: the log forgets what they dealt, or
             * a replay of the game would be given a copy's deal. */
            size_t logged = r->deals.n;
            rc = check_state(r, m->state, &rng, players, sampled);
            r->deals.n = logged;
            if (rc == 0 && sampled && r->infoset_tests < INFOSET_STATES &&
                (r->move_no == 1 || tb_rng_below(&pick, INFOSET_EVERY) == 0))
                rc = check_infoset(r, m, &setup);
        }
        char text[TB_MOVE_TEXT_MAX];
        if (rc == 0 && tb_match_play_bot(m, text, sizeof text, err, sizeof err) != 0)
            rc = failf(r, "%s", err); /* the move, the seat, the bot and the game's reason */
        if (rc == 0) {
            r->move_text = m->moves[m->n_moves - 1];
            rc = check_census(r, m->state, "after the move");
            tb_strbuf_printf(log, "%s\n", text);
            /* The twin follows by text, as a replay would. */
            tb_move mv[TB_LINE_MOVES_MAX];
            char why[TB_ERR_MAX] = "";
            memset(mv, 0, sizeof mv);
            int n = rc == 0 ? g->parse_move(twin, text, mv, TB_LINE_MOVES_MAX, why) : 0;
            size_t logged = r->deals.n; /* the twin's deals are a copy's (above) */
            if (rc == 0 && (n != 1 || g->apply(twin, &mv[0], why) != 0))
                rc = failf(r, "a clone refused the move its original took: %s", why);
            r->deals.n = logged;
        }
    }
    if (rc == 0 && deep)
        rc = check_redeals(r);
    if (rc == 0) {
        char *a = tb_check_observe(g, m->state, players), *b = tb_check_observe(g, twin, players);
        if (strcmp(a, b) != 0) {
            char diff[400];
            tb_check_first_diff(a, b, diff, sizeof diff);
            rc = failf(r, "a clone diverged from its original under the same moves: %s", diff);
        }
        tb_strbuf_add(log, a);
        free(a);
        free(b);
        tb_outcome o;
        tb_outcome_of(g, m->state, &o);
        if (rc == 0 && !o.over)
            rc = failf(r, "to_move() is -1 but outcome() says the game is not over");
        if (rc == 0 && deep)
            rc = check_scores_by_round(r, &o);
        /* The result JSON (round_detail of every round) within the limit. */
        tb_json j;
        tb_json_init(&j);
        tb_match_result_json(m, &j);
        if (rc == 0 && tb_json_too_deep(&j))
            rc = failf(r, "round_detail() nests its JSON deeper than TB_JSON_DEPTH_MAX (%d)",
                       TB_JSON_DEPTH_MAX);
        tb_json_free(&j);
    }
    g->destroy(twin);
    tb_match_free(m);
    return rc;
}

int tb_check_run(tb_check *c)
{
    const tb_game *g = c->game;
    int lo, hi;
    tb_options_players(c->options, &lo, &hi);
    const char *bots[TB_BOTS_MAX + 1] = {"random"}; /* the loader refused more */
    int n_bots = 1;
    for (int i = 0; g->bots && g->bots[i] && n_bots < TB_BOTS_MAX + 1; i++)
        bots[n_bots++] = g->bots[i];
    if (c->bot) {
        bots[0] = c->bot;
        n_bots = 1;
    }
    /* What `tabula rules` shows: every {key} filled in, before any game. */
    char why[TB_ERR_MAX];
    if (tb_rules_text_check(g, c->options, why, sizeof why) != 0) {
        snprintf(c->error, sizeof c->error, "%s, %s", g->name, why);
        return -1;
    }
    for (int b = 0; b < n_bots; b++)
        for (long i = 0; i < c->games; i++) {
            run r = {.c = c, .g = g, .bot = bots[b]};
            r.seed = tb_rng_derive(c->seed, (uint64_t)(b * 1000003 + i));
            int players = lo + (int)(i % (hi - lo + 1));
            tb_strbuf first = {0}, second = {0};
            int rc = play_game(&r, players, 1, &first);
            /* The same seed again, without the probes: the same game? */
            if (rc == 0)
                rc = play_game(&r, players, 0, &second);
            if (rc == 0 && strcmp(tb_strbuf_str(&first), tb_strbuf_str(&second)) != 0) {
                char diff[400];
                tb_check_first_diff(tb_strbuf_str(&first), tb_strbuf_str(&second), diff,
                                    sizeof diff);
                r.move_no = 0;
                r.move_text = NULL;
                rc = failf(&r, "two runs of the same seed differ: %s", diff);
            }
            tb_strbuf_free(&first);
            tb_strbuf_free(&second);
            tb_movebuf_free(&r.legal);
            tb_movebuf_free(&r.scratch);
            free(r.dup);
            free(r.deals.deal);
            if (rc != 0)
                return -1;
            c->games_played++;
            if (c->progress)
                c->progress(c->games_played, (long)n_bots * c->games, c->progress_ctx);
        }
    return 0;
}
