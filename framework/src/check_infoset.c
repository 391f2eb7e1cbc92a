/*
 * check_infoset.c — hidden information, tested from outside the plugin.  First
 * the leak check of check.c: a seat's view must not change when the plugin's
 * determinize redeals what it cannot see.  Then the information-set property,
 * without the plugin's help.  A game may hide cards from a seat; then the
 * seat's determinize, the game's bots moving for it and the spectator's
 * view must not depend on where those cards really lie.  To test that without help from the plugin,
 * the host builds a second state the seat cannot tell apart from the real
 * one: it takes the deals the game was dealt (the check records them, see
 * tb_deal_log in decks.h), rearranges the cards the seat has not seen among
 * their places in the latest deal of each deck, deals the game again from
 * that and plays the same moves.  The pair counts when every move applies
 * again and the seat's view is the same after every one of them.  Then:
 *   - determinize(s, seat) must move the cards of another seat whose view
 *     the pair changed (it keeps no seat's real hand), and determinize(s',
 *     seat) must give the same state as it for the same generator (game.h:
 *     unseen cards gathered in a canonical order; asked from ABI 1.5 on);
 *   - each of the game's bots, moving for the seat, must pick the same move;
 *   - the spectator's view must be the same: a spectator knows no more than
 *     any seat;
 *   - while the game goes on, outcome()'s score sheet must be the same: every
 *     seat sees it during play (game.h).
 * A card the seat "has not seen": a card of the census whose notation shows
 * fewer times in the seat's view (face-up cards, words of status lines) than
 * the census holds copies of it: once, for a game whose cards differ.  A
 * card it saw earlier and no longer sees may be chosen too: then its view
 * differs at that earlier move and the pair does not count.
 */
#include "check_infoset.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "check_report.h"
#include "hash.h"
#include "services.h"
#include "view.h"

#define ATTEMPTS 3 /* rearrangements tried per seat: all its unseen cards, then two swaps */
#define SEEDS 2    /* generators a pair of determinizations is compared with */
#define NAMED 3    /* unseen cards a message names */
#define KEPT_SEEDS 12 /* determinizations that must move another seat's hidden cards once */

typedef struct pair_run {
    const tb_infoset_in *in;
    const tb_game *g;
    int players;
    size_t steps;      /* moves of the game so far */
    uint64_t *trail;   /* [step * players + seat]: that seat's view after `step` moves */
    size_t from;       /* the first step after the last deal: the trail starts there */
    char cards[NAMED * TB_CARD_TEXT_MAX + 96]; /* which cards the pair rearranged, for messages */
} pair_run;

static uint64_t view_fp(const tb_game *g, const tb_state *s, int seat)
{
    return tb_view_fingerprint_of(g, s, seat, TB_HASH_SEED);
}

/* Everything the host observes of a state: every view, and the census in
 * the plugin's order (the order of a face-down stock shows only there). */
static uint64_t state_fp(const tb_game *g, const tb_state *s, int players)
{
    uint64_t h = TB_HASH_SEED;
    for (int k = -1; k < players; k++) {
        uint64_t v = view_fp(g, s, k);
        h = tb_hash_bytes(h, &v, sizeof v);
    }
    tb_card c[TB_CENSUS_MAX];
    size_t n = tb_game_census(g, s, c, TB_CENSUS_MAX);
    return tb_hash_bytes(h, c, (n < TB_CENSUS_MAX ? n : TB_CENSUS_MAX) * sizeof c[0]);
}

/* Deal the game again from `log` and play its moves.  With check_seat >= 0
 * the seat's view after each move (once every deal is given) must match
 * run->trail; with check_seat -1 the trail is written for every seat.  The
 * match, or NULL when a deal or a move is refused or a view differs. */
static tb_match *replay(pair_run *run, tb_deal_log *log, int check_seat)
{
    const tb_match *orig = run->in->match;
    tb_match_setup setup = *run->in->setup;
    setup.deals = log;
    log->replay = 1;
    log->next = 0;
    char err[1024];
    tb_match *m = tb_match_new(&setup, err, sizeof err);
    if (!m)
        return NULL;
    for (size_t step = 0;; step++) {
        if (log->next == log->n) {
            if (check_seat < 0 && step < run->from)
                run->from = step;
            for (int k = 0; k < run->players; k++) {
                if (check_seat >= 0 && k != check_seat)
                    continue;
                uint64_t *want = &run->trail[step * (size_t)run->players + (size_t)k];
                uint64_t got = view_fp(run->g, m->state, k);
                if (check_seat < 0)
                    *want = got;
                else if (step < run->from || *want != got)
                    goto refused;
            }
        }
        if (step == run->steps)
            return m;
        tb_move mv[TB_LINE_MOVES_MAX];
        char why[TB_ERR_MAX] = "";
        memset(mv, 0, sizeof mv);
        if (run->g->parse_move(m->state, orig->moves[step], mv, TB_LINE_MOVES_MAX, why) != 1 ||
            run->g->apply(m->state, &mv[0], why) != 0)
            goto refused;
    }
refused:
    tb_match_free(m);
    return NULL;
}

/* How many times `name` (a card's notation) shows in the view: each
 * face-up card of that name (whose label may add to it: "+0o=+3") and each
 * time a status line has it as a word. */
static size_t shown(const tb_view *v, const char *name)
{
    size_t len = strlen(name), times = 0;
    if (!len)
        return SIZE_MAX;
    for (size_t z = 0; z < v->n_zones; z++)
        for (size_t i = 0; i < v->zones[z].n; i++) {
            const tb_vcard *c = &v->zones[z].cards[i];
            times += !c->hidden && strncasecmp(c->label, name, len) == 0 &&
                     !isalnum((unsigned char)c->label[len]);
        }
    for (size_t l = 0; l < v->n_status; l++) {
        const char *line = v->status[l];
        for (const char *p = line; *p; p++)
            times += (p == line || !isalnum((unsigned char)p[-1])) &&
                     strncasecmp(p, name, len) == 0 && !isalnum((unsigned char)p[len]);
    }
    return times;
}

static void card_name(const tb_match *m, tb_card c, char *out, size_t cap)
{
    out[0] = '\0';
    m->game->format_card(tb_host_table(), m->options, c, out, cap);
}

/* The cards of the match's state that `seat` has not seen, each code once
 * and sorted: into strict the codes the view never shows (*n_strict), into
 * loose also every code of which the view shows fewer copies than there
 * are (returned count).  A game of many alike cards (ten leather cards,
 * two in the market, one named in a status line) still hides some, and a
 * peek hides there; but a rearrangement of them may move a copy the seat
 * sees, and fail.  One census and one view for both. */
static size_t unseen(const tb_match *m, int seat, tb_card *strict, size_t *n_strict,
                     tb_card *loose)
{
    const tb_game *g = m->game;
    tb_card c[TB_CENSUS_MAX];
    size_t n = tb_game_census(g, m->state, c, TB_CENSUS_MAX), k = 0;
    n = n < TB_CENSUS_MAX ? n : TB_CENSUS_MAX;
    tb_cards_sort(c, n);
    tb_view v;
    tb_view_init(&v, seat);
    g->view(m->state, seat, &v);
    *n_strict = 0;
    for (size_t i = 0, copies; i < n; i += copies) {
        char name[TB_CARD_TEXT_MAX];
        for (copies = 1; i + copies < n && c[i + copies] == c[i]; copies++)
            ;
        card_name(m, c[i], name, sizeof name);
        size_t times = shown(&v, name);
        if (times == 0)
            strict[(*n_strict)++] = c[i];
        if (times < copies)
            loose[k++] = c[i];
    }
    tb_view_free(&v);
    return k;
}

/* Whether deal i of the log is the latest of its deck: its cards are the
 * ones in play. */
static int latest(const tb_deal_log *log, size_t i)
{
    for (size_t j = i + 1; j < log->n; j++)
        if (log->deal[j].deck == log->deal[i].deck)
            return 0;
    return 1;
}

/* Rearrange the unseen cards (u, sorted) among their places in the latest
 * deals of `log`, each deal within itself: attempt 0 shuffles all of them,
 * a later attempt swaps two.  Names what moved in run->cards.  0, or -1 when
 * nothing could move. */
static int rearrange(pair_run *run, tb_deal_log *log, const tb_card *u, size_t nu, int attempt,
                     tb_rng *r)
{
    size_t moved = 0;
    char names[NAMED][TB_CARD_TEXT_MAX];
    for (size_t d = 0; d < log->n; d++) {
        if (!latest(log, d))
            continue;
        tb_pile *p = &log->deal[d].cards;
        size_t at[TB_PILE_MAX], n = 0;
        for (size_t i = 0; i < p->n; i++)
            if (bsearch(&p->c[i], u, nu, sizeof u[0], tb_card_cmp))
                at[n++] = i;
        if (n < 2 || (attempt > 0 && moved))
            continue;
        tb_pile was = *p;
        if (attempt == 0) {
            tb_card cards[TB_PILE_MAX];
            for (size_t i = 0; i < n; i++)
                cards[i] = p->c[at[i]];
            tb_cards_shuffle(cards, n, r);
            for (size_t i = 0; i < n; i++)
                p->c[at[i]] = cards[i];
        } else {
            for (int tries = 0; tries < 16; tries++) {
                size_t a = at[tb_rng_below(r, (uint32_t)n)], b = at[tb_rng_below(r, (uint32_t)n)];
                if (p->c[a] != p->c[b]) {
                    tb_card t = p->c[a];
                    p->c[a] = p->c[b];
                    p->c[b] = t;
                    break;
                }
            }
        }
        for (size_t i = 0; i < n; i++)
            if (p->c[at[i]] != was.c[at[i]] && moved++ < NAMED)
                card_name(run->in->match, was.c[at[i]], names[moved - 1], sizeof names[0]);
    }
    if (moved == 2)
        snprintf(run->cards, sizeof run->cards, "cards %s and %s swapped", names[0], names[1]);
    else if (moved > NAMED)
        snprintf(run->cards, sizeof run->cards,
                 "%zu cards it has not seen redealt: %s, %s, %s, ...", moved, names[0], names[1],
                 names[2]);
    else if (moved)
        snprintf(run->cards, sizeof run->cards, "cards %s, %s and %s redealt", names[0], names[1],
                 names[2]);
    return moved ? 0 : -1;
}

/* The first view that differs between two states, as "seat 2's view: line
 * 3 ... became ...", or the census order when every view is the same. */
static void state_diff(const pair_run *run, const tb_state *a, const tb_state *b, char *out,
                       size_t cap)
{
    for (int k = -1; k < run->players; k++)
        if (view_fp(run->g, a, k) != view_fp(run->g, b, k)) {
            char diff[400], who[32];
            tb_check_view_diff(run->g, a, b, k, diff, sizeof diff);
            if (k < 0)
                snprintf(who, sizeof who, "%s", "the spectator's");
            else
                snprintf(who, sizeof who, "seat %d's", k + 1);
            snprintf(out, cap, "%s view: %s", who, diff);
            return;
        }
    snprintf(out, cap, "%s", "the census lists the cards in another order");
}

static void move_name(const tb_game *g, const tb_state *s, int ok, const tb_move *m, char *out,
                      size_t cap)
{
    char text[TB_MOVE_TEXT_MAX] = "";
    if (ok == 0)
        g->format_move(s, m, text, sizeof text);
    snprintf(out, cap, ok == 0 ? "\"%s\"" : "no move%s", text);
}

/* A seat whose view differs between s and t holds cards `seat` cannot see:
 * a determinize for `seat` must redeal them, so that seat's view changes in
 * one of KEPT_SEEDS determinizations at least (a hand of one unknown card
 * among two stays put with chance 1/2 each time). */
static int kept(const pair_run *run, const tb_state *s, const tb_state *t, int seat,
                uint64_t seed, char *why, size_t cap)
{
    const tb_game *g = run->g;
    for (int k = 0; k < run->players; k++) {
        uint64_t real = view_fp(g, s, k);
        if (k == seat || real == view_fp(g, t, k))
            continue;
        int changed = 0;
        for (uint64_t n = 0; !changed && n < KEPT_SEEDS; n++) {
            tb_rng r;
            tb_rng_seed(&r, tb_rng_derive(seed, 200 + n));
            tb_state *d = tb_game_determinize(g, s, seat, &r);
            changed = !d || view_fp(g, d, k) != real;
            if (d)
                g->destroy(d);
        }
        if (!changed) {
            snprintf(why, cap,
                     "determinize for seat %d keeps seat %d's real cards: seat %d's view is the "
                     "same in %d determinizations, though it holds cards seat %d cannot see (%s)",
                     seat + 1, k + 1, k + 1, KEPT_SEEDS, seat + 1, run->cards);
            return -1;
        }
    }
    return 0;
}

/* Whether outcome() differs between s and t while the game goes on (the
 * sheet every seat sees during play, game.h): the first score that does,
 * as "seat 2, row 1: 14 in one and 19 in the other", into diff.  At the
 * end a game may score what was hidden: not compared. */
static int outcome_differs(const pair_run *run, const tb_state *s, const tb_state *t, char *diff,
                           size_t cap)
{
    tb_outcome a, b;
    tb_outcome_of(run->g, s, &a);
    tb_outcome_of(run->g, t, &b);
    if (a.over || b.over)
        return 0;
    if (a.rounds != b.rounds) {
        snprintf(diff, cap, "%d rounds in one and %d in the other", a.rounds, b.rounds);
        return 1;
    }
    for (int r = 0; r < (a.rounds > 1 ? a.rounds : 1) && r < TB_MAX_ROUNDS; r++)
        for (int k = 0; k < run->players; k++)
            if (a.score[r][k] != b.score[r][k]) {
                snprintf(diff, cap, "seat %d, row %d: %d in one and %d in the other", k + 1,
                         r + 1, a.score[r][k], b.score[r][k]);
                return 1;
            }
    return 0;
}

/* s and t differ only where `seat` cannot see: compare what must not. */
static int compare(const pair_run *run, const tb_state *s, const tb_state *t, int seat,
                   uint64_t seed, char *why, size_t cap)
{
    const tb_game *g = run->g;
    char diff[480];
    if (view_fp(g, s, -1) != view_fp(g, t, -1)) {
        tb_check_view_diff(g, s, t, -1, diff, sizeof diff);
        snprintf(why, cap,
                 "the spectator's view shows what a seat may not see: it differs between two "
                 "states seat %d cannot tell apart (%s): %s", seat + 1, run->cards, diff);
        return -1;
    }
    if (outcome_differs(run, s, t, diff, sizeof diff)) {
        snprintf(why, cap,
                 "outcome() shows what a seat may not see: the score sheet every seat sees "
                 "during play differs between two states seat %d cannot tell apart (%s): %s",
                 seat + 1, run->cards, diff);
        return -1;
    }
    int determinizes = tb_game_determinizes(g) && run->in->redeals[seat];
    if (determinizes && kept(run, s, t, seat, seed, why, cap) != 0)
        return -1;
    /* The canonical order is asked of plugins built for ABI 1.5 on (game.h
     * says so from then): an older one may gather the unseen cards in any
     * order, and only must not keep them (above). */
    int canonical = (g->abi & 0xffff) >= 5;
    for (uint64_t k = 0; canonical && determinizes && k < SEEDS; k++) {
        tb_rng ra, rb;
        tb_rng_seed(&ra, tb_rng_derive(seed, k));
        tb_rng_seed(&rb, tb_rng_derive(seed, k));
        tb_state *a = tb_game_determinize(g, s, seat, &ra);
        tb_state *b = tb_game_determinize(g, t, seat, &rb);
        int same = a && b && state_fp(g, a, run->players) == state_fp(g, b, run->players);
        if (!same && a && b)
            state_diff(run, a, b, diff, sizeof diff);
        if (a)
            g->destroy(a);
        if (b)
            g->destroy(b);
        if (!same) {
            snprintf(why, cap,
                     "determinize for seat %d depends on where the cards it cannot see really "
                     "lie: two states it cannot tell apart (%s) give two different states for "
                     "the same generator (%s); it must redeal every card the seat has not seen, "
                     "keeping no other seat's real hand, gathered in a canonical order",
                     seat + 1, run->cards, a && b ? diff : "determinize returned NULL");
            return -1;
        }
    }
    for (int b = 0; g->bot_move && g->bots && g->to_move(s) == seat && g->bots[b]; b++) {
        tb_rng ra, rb;
        tb_rng_seed(&ra, tb_rng_derive(seed, 100 + (uint64_t)b));
        tb_rng_seed(&rb, tb_rng_derive(seed, 100 + (uint64_t)b));
        tb_move ma, mb;
        memset(&ma, 0, sizeof ma);
        memset(&mb, 0, sizeof mb);
        int oka = g->bot_move(s, b, &ra, &ma), okb = g->bot_move(t, b, &rb, &mb);
        if (oka != okb || memcmp(&ma, &mb, sizeof ma) != 0) {
            char one[TB_MOVE_TEXT_MAX + 8], other[TB_MOVE_TEXT_MAX + 8];
            move_name(g, s, oka, &ma, one, sizeof one);
            move_name(g, t, okb, &mb, other, sizeof other);
            snprintf(why, cap,
                     "bot %s peeks at cards its seat cannot see: moving for seat %d it plays %s "
                     "in one state and %s in another that the seat cannot tell apart (%s)",
                     g->bots[b], seat + 1, one, other, run->cards);
            return -1;
        }
    }
    return 0;
}

/* ---- the leak check with the plugin's own determinize (check.c) ---- */

/* The view of `seat` must be the same in s and in d (s with the seat's
 * hidden cards redealt).  *hidden: the cards that view shows face down. */
int tb_check_same_view(const tb_game *g, const tb_state *s, const tb_state *d, int seat,
                       size_t *hidden, char *why, size_t cap)
{
    tb_view a, b;
    tb_view_init(&a, seat);
    tb_view_init(&b, seat);
    g->view(s, seat, &a);
    g->view(d, seat, &b);
    int same = tb_view_fingerprint(&a, 0) == tb_view_fingerprint(&b, 0);
    *hidden = 0;
    for (size_t z = 0; z < a.n_zones; z++)
        *hidden += tb_view_zone_hidden(&a.zones[z]);
    tb_view_free(&a);
    tb_view_free(&b);
    if (!same) {
        char diff[400];
        tb_check_view_diff(g, s, d, seat, diff, sizeof diff);
        snprintf(why, cap,
                 "the view of seat %d changes when its hidden cards are redealt: it shows what "
                 "it may not see: %s", seat + 1, diff);
        return -1;
    }
    return 0;
}

/* Did determinize change anything hidden from `seat`?  Seen from outside:
 * the census in the plugin's own order (a redealt hand or a reshuffled
 * stock moves cards in it) or another seat's view (its own hand). */
int tb_check_redealt(const tb_game *g, const tb_state *s, const tb_state *d, int seat, int players)
{
    tb_card a[TB_CENSUS_MAX], b[TB_CENSUS_MAX];
    size_t na = tb_game_census(g, s, a, TB_CENSUS_MAX);
    size_t nb = tb_game_census(g, d, b, TB_CENSUS_MAX);
    if (na != nb || memcmp(a, b, (na < TB_CENSUS_MAX ? na : TB_CENSUS_MAX) * sizeof *a) != 0)
        return 1;
    for (int k = 0; k < players; k++) {
        if (k == seat)
            continue;
        if (view_fp(g, s, k) != view_fp(g, d, k))
            return 1;
    }
    return 0;
}

/* ---- the pairs ---- */

/* A pair for `seat` from the unseen cards u: the first of ATTEMPTS
 * rearrangements of the deals that replays is compared with the real game.
 * 0 (no pair, or a pair that holds), or -1 with why. */
static int pair_for(pair_run *run, tb_deal_log *log, const tb_card *u, size_t nu, int seat,
                    uint64_t seed, tb_rng *rng, long *pairs, char *why, size_t cap)
{
    const tb_deal_log *deals = run->in->deals;
    for (int a = 0; nu >= 2 && a < ATTEMPTS; a++) {
        memcpy(log->deal, deals->deal, deals->n * sizeof log->deal[0]);
        if (rearrange(run, log, u, nu, a, rng) != 0)
            return 0;
        tb_match *other = replay(run, log, seat);
        if (!other)
            continue;
        ++*pairs;
        uint64_t pair_seed = tb_rng_derive(seed, 7 + (uint64_t)seat);
        int rc = compare(run, run->in->match->state, other->state, seat, pair_seed, why, cap);
        tb_match_free(other);
        return rc;
    }
    return 0;
}

int tb_check_infoset(const tb_infoset_in *in, uint64_t seed, long *pairs, long *unreplayed,
                     char *why, size_t cap)
{
    const tb_match *m = in->match;
    const tb_deal_log *deals = in->deals;
    pair_run run = {.in = in, .g = m->game, .players = m->players, .steps = m->n_moves,
                    .from = (size_t)-1};
    if (deals->n == 0)
        return 0; /* a game that deals without deck_order() is not tested here */
    run.trail = tb_xcalloc((run.steps + 1) * (size_t)run.players, sizeof run.trail[0]);
    tb_deal_log log = {.n = deals->n, .cap = deals->n};
    log.deal = tb_xcalloc(deals->n, sizeof log.deal[0]);
    memcpy(log.deal, deals->deal, deals->n * sizeof log.deal[0]);
    /* The game dealt again as it was: every seat's views along the way, and
     * proof that a replay reaches the same state (else nothing is tested). */
    tb_match *same = replay(&run, &log, -1);
    int rc = 0;
    tb_rng rng;
    tb_rng_seed(&rng, seed);
    int replayed =
        same && state_fp(run.g, same->state, run.players) == state_fp(run.g, m->state, run.players);
    *unreplayed += !replayed;
    for (int seat = 0; replayed && rc == 0 && seat < run.players; seat++) {
        /* First the codes the seat never sees, then (when there are more)
         * every code with a copy it does not see. */
        tb_card strict[TB_CENSUS_MAX], loose[TB_CENSUS_MAX];
        size_t n_strict, n_loose = unseen(m, seat, strict, &n_strict, loose);
        rc = pair_for(&run, &log, strict, n_strict, seat, seed, &rng, pairs, why, cap);
        if (rc == 0 && n_loose > n_strict)
            rc = pair_for(&run, &log, loose, n_loose, seat, seed, &rng, pairs, why, cap);
    }
    tb_match_free(same);
    free(log.deal);
    free(run.trail);
    return rc;
}
