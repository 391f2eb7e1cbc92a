/* test_piles.c — the pile table (ABI 1.3): the census, determinize and
 * plain view the host derives from a declared table, partly known hands,
 * states out of range, the loader's check of a table, and (ABI 1.6) the
 * census and determinize the host gives a game that leaves them NULL. */
#include <stdlib.h>

#include "services.h"
#include "strbuf.h"
#include "tk.h"
#include "view.h"

/* A toy state: three hands (one per seat), a public table, a stock, and
 * which card of each hand seat 0 saw being taken (bit k: card k). */
struct tb_state {
    const tb_host *host;
    int players;
    tb_rng rng;
    tb_pile hand[3];
    tb_pile table;
    tb_pile stock;
    uint32_t seen_by_0[3];
};

static tb_state *toy_clone(const tb_state *s)
{
    tb_state *c = malloc(sizeof *c);
    if (c)
        *c = *s;
    return c;
}

static void toy_show(const tb_state *s, tb_card c, tb_view *v)
{
    char label[8];
    snprintf(label, sizeof label, "%u", (unsigned)c);
    s->host->view_card(v, label, NULL, TB_COLOUR_NONE);
}

static int toy_known(const tb_state *s, int seat, int pile, int owner, int index)
{
    return seat == 0 && pile == 0 && owner > 0 && (s->seen_by_0[owner] >> index & 1);
}

static const tb_pile_decl decls[] = {
    {"hand {seat}", offsetof(tb_state, hand), 0, TB_PILE_PER_SEAT | TB_PILE_SORTED,
     TB_SEEN_OWNER, TB_LAYOUT_FAN},
    {"table", offsetof(tb_state, table), 0, 0, TB_SEEN_ALL, TB_LAYOUT_ROW},
    {"stock", offsetof(tb_state, stock), 0, 0, TB_SEEN_NONE, TB_LAYOUT_STACK},
};
static const tb_pile_table table = {sizeof(tb_state), offsetof(tb_state, players), 1,
                                    offsetof(tb_state, rng), decls, 3, toy_clone, toy_show,
                                    toy_known};

static void fill(tb_pile *p, const tb_card *c, size_t n)
{
    tb_pile_clear(p);
    for (size_t i = 0; i < n; i++)
        tb_pile_push(p, c[i]);
}

static tb_state toy(int players)
{
    tb_state s;
    memset(&s, 0, sizeof s);
    s.host = tb_host_table();
    s.players = players;
    tb_rng_seed(&s.rng, 5);
    fill(&s.hand[0], (const tb_card[]){1, 2}, 2);
    fill(&s.hand[1], (const tb_card[]){3, 4, 5}, 3);
    fill(&s.hand[2], (const tb_card[]){6}, 1);
    fill(&s.table, (const tb_card[]){7, 8}, 2);
    fill(&s.stock, (const tb_card[]){9, 10, 11, 12}, 4);
    return s;
}

static char *render(const tb_state *s, int seat)
{
    const tb_host *h = tb_host_table();
    tb_view v;
    tb_view_init(&v, seat);
    h->piles_view(&table, s, seat, &v);
    tb_strbuf b = {0};
    tb_view_render(&v, 0, &b);
    tb_view_free(&v);
    return tb_strbuf_take(&b);
}

static void test_census(void)
{
    const tb_host *h = tb_host_table();
    TK_CHECK(TB_HOST_HAS(h, piles_view));
    tb_state s = toy(3);
    tb_card out[32];
    TK_EQ_INT(h->piles_census(&table, &s, out, 32), 12);
    const tb_card want[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}; /* declared order */
    TK_CHECK(memcmp(out, want, sizeof want) == 0);
    TK_EQ_INT(h->piles_census(&table, &s, out, 4), 12); /* the count needed, 4 written */
    s.players = 2; /* hand 3 is not in play */
    TK_EQ_INT(h->piles_census(&table, &s, out, 32), 11);
    s.players = 9; /* out of range: nothing, never a read past the hands */
    TK_EQ_INT(h->piles_census(&table, &s, out, 32), 0);
    s = toy(3);
    s.stock.n = TB_PILE_MAX + 1;
    TK_EQ_INT(h->piles_census(&table, &s, out, 32), 0);
}

static void test_view(void)
{
    tb_state s = toy(3);
    char *v = render(&s, 1);
    TK_EQ_STR(v, "  hand 1 (seat 1): [2 hidden]\n" /* another seat's zone: its owner too */
                 "  hand 2: 3 4 5\n"
                 "  hand 3 (seat 3): [1 hidden]\n"
                 "  table: 7 8\n"
                 "  stock: 4 cards face down\n");
    free(v);
    v = render(&s, -1); /* a spectator sees no hand */
    TK_CONTAINS(v, "  hand 2 (seat 2): [3 hidden]\n");
    free(v);
    s.seen_by_0[1] = 1u << 2; /* seat 0 saw card 5 go into hand 2 */
    v = render(&s, 0);
    TK_CONTAINS(v, "  hand 1: 1 2\n");
    TK_CONTAINS(v, "  hand 2 (seat 2): 5 [2 hidden]\n");
    free(v);
}

static int in(const tb_pile *p, tb_card c)
{
    return tb_pile_find(p, c) >= 0;
}

static void test_determinize(void)
{
    const tb_host *h = tb_host_table();
    tb_state s = toy(3);
    s.seen_by_0[1] = 1u << 2; /* card 5 in hand 2 is known to seat 0 */
    int moved = 0, reseeded = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        tb_rng r;
        tb_rng_seed(&r, seed);
        tb_state *d = h->piles_determinize(&table, &s, 0, &r);
        TK_CHECK(d != NULL);
        if (!d)
            return;
        /* the seat's own hand, the public table and the known card stay */
        TK_CHECK(memcmp(&d->hand[0], &s.hand[0], sizeof s.hand[0]) == 0);
        TK_CHECK(memcmp(&d->table, &s.table, sizeof s.table) == 0);
        TK_CHECK(in(&d->hand[1], 5));
        /* every pile keeps its size, the cards are the same multiset */
        TK_EQ_INT(d->hand[1].n, 3);
        TK_EQ_INT(d->hand[2].n, 1);
        TK_EQ_INT(d->stock.n, 4);
        tb_card a[32], b[32];
        TK_EQ_INT(h->piles_census(&table, d, b, 32), h->piles_census(&table, &s, a, 32));
        uint32_t seta = 0, setb = 0;
        for (int i = 0; i < 12; i++)
            seta |= 1u << a[i], setb |= 1u << b[i];
        TK_EQ_INT(seta, setb);
        /* a sorted pile stays sorted */
        for (int i = 1; i < d->hand[1].n; i++)
            TK_CHECK(d->hand[1].c[i - 1] <= d->hand[1].c[i]);
        moved += !in(&d->hand[1], 3) || !in(&d->hand[1], 4);
        reseeded += memcmp(&d->rng, &s.rng, sizeof s.rng) != 0;
        free(d);
    }
    TK_CHECK(moved > 20); /* the hidden cards really are redealt */
    TK_EQ_INT(reseeded, 40);
    /* The redeal depends only on what the seat knows: the same hidden
     * cards lying elsewhere give the same copy. */
    tb_state t = s;
    fill(&t.hand[2], (const tb_card[]){10}, 1);
    fill(&t.stock, (const tb_card[]){9, 6, 11, 12}, 4);
    tb_rng ra, rb;
    tb_rng_seed(&ra, 3);
    tb_rng_seed(&rb, 3);
    tb_state *da = h->piles_determinize(&table, &s, 0, &ra);
    tb_state *db = h->piles_determinize(&table, &t, 0, &rb);
    TK_CHECK(da && db && memcmp(da, db, sizeof *da) == 0);
    free(da);
    free(db);
    s.players = 0;
    tb_rng_seed(&ra, 3);
    TK_CHECK(h->piles_determinize(&table, &s, 0, &ra) == NULL);
}

static void test_table_check(void)
{
    char err[TB_ERR_MAX] = "";
    TK_EQ_INT(tb_pile_table_check(&table, 3, err, sizeof err), 0);
    TK_EQ_INT(tb_pile_table_check(&table, 8, err, sizeof err), -1);
    TK_EQ_STR(err, "its pile table: pile 1 (hand {seat}) lies outside the state for its most seats");
    tb_pile_decl bad[3];
    memcpy(bad, decls, sizeof bad);
    tb_pile_table t = table;
    t.piles = bad;
    bad[1].seen = TB_SEEN_OWNER;
    TK_EQ_INT(tb_pile_table_check(&t, 3, err, sizeof err), -1);
    TK_EQ_STR(err, "its pile table: pile 2 (table) is seen by its owner but is not one per seat");
    bad[1].seen = TB_SEEN_ALL;
    bad[2].offset = sizeof(tb_state) - 8;
    TK_EQ_INT(tb_pile_table_check(&t, 3, err, sizeof err), -1);
    TK_EQ_STR(err, "its pile table: pile 3 (stock) lies outside the state");
    bad[2].offset = decls[2].offset;
    bad[2].layout = 9;
    TK_EQ_INT(tb_pile_table_check(&t, 3, err, sizeof err), -1);
    TK_EQ_STR(err, "its pile table: pile 3 (stock) has an unknown layout");
    bad[2].layout = TB_LAYOUT_STACK;
    t.show_card = NULL;
    TK_EQ_INT(tb_pile_table_check(&t, 3, err, sizeof err), -1);
    TK_EQ_STR(err, "its pile table lacks its clone or show_card hook");
    t.show_card = toy_show;
    t.rng_offset = sizeof(tb_state);
    TK_EQ_INT(tb_pile_table_check(&t, 3, err, sizeof err), -1);
    TK_EQ_STR(err, "its pile table puts the rng outside the state");
}

/* after_redeal (ABI 1.6): what the host handed it, for the test to read. */
static const tb_state *redealt;
static int redealt_seat, redeals;
static tb_rng redealt_rng; /* the copy's own rng as the hook found it */

static void toy_after_redeal(tb_state *s, int seat)
{
    redealt = s;
    redealt_rng = s->rng;
    redealt_seat = seat;
    redeals++;
    s->seen_by_0[0] = 99; /* "derived state", rebuilt: the caller's copy shows it */
}

/* A 1.6 game that declares the table and leaves census and determinize to
 * the host: tb_game_census and tb_game_determinize (what check, sim, the
 * search bots and tk_census/tk_determinize call) are the pile services,
 * and after_redeal runs once on the redealt copy.  A 1.5 game gets no
 * defaults: its determinize stays absent. */
static void test_host_defaults(void)
{
    const tb_host *h = tb_host_table();
    tb_game g;
    memset(&g, 0, sizeof g);
    g.size = sizeof g;
    g.abi = TB_ABI_VERSION;
    g.piles = &table;
    g.after_redeal = toy_after_redeal;
    tb_state s = toy(3);
    tb_card a[32], b[32];
    TK_EQ_INT(tb_game_census(&g, &s, a, 32), 12);
    TK_EQ_INT(h->piles_census(&table, &s, b, 32), 12);
    TK_CHECK(memcmp(a, b, 12 * sizeof a[0]) == 0);
    TK_CHECK(tb_game_determinizes(&g));
    tb_rng ra, rb;
    tb_rng_seed(&ra, 4);
    tb_rng_seed(&rb, 4);
    tb_state *d = tb_game_determinize(&g, &s, 1, &ra);
    tb_state *plain = h->piles_determinize(&table, &s, 1, &rb);
    TK_CHECK(d && plain);
    if (!d || !plain)
        return;
    TK_EQ_INT(redeals, 1);
    TK_CHECK(redealt == d);
    TK_EQ_INT(redealt_seat, 1);
    TK_EQ_INT((int)d->seen_by_0[0], 99);
    /* The hook finds the copy's own rng reseeded from the caller's (a
     * private value redrawn from it is a function of that generator), not
     * the real game's. */
    TK_CHECK(memcmp(&redealt_rng, &s.rng, sizeof s.rng) != 0);
    TK_CHECK(memcmp(&redealt_rng, &plain->rng, sizeof s.rng) == 0);
    plain->seen_by_0[0] = 99; /* otherwise the very redeal of the service */
    TK_CHECK(memcmp(d, plain, sizeof *d) == 0);
    free(d);
    free(plain);
    g.abi = (uint32_t)(TB_ABI_MAJOR << 16 | 5u);
    TK_CHECK(!tb_game_determinizes(&g));
    TK_CHECK(tb_game_determinize(&g, &s, 1, &ra) == NULL);
    TK_EQ_INT(tb_game_census(&g, &s, a, 32), 0);
    TK_EQ_INT(redeals, 1);
}

int main(void)
{
    test_census();
    test_view();
    test_determinize();
    test_table_check();
    test_host_defaults();
    return tk_done();
}
