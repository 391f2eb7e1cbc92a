/*
 * test_legal.c — legal_moves() against a slow reference.
 *
 * The plugin generates its moves legal by construction, mirroring the
 * rules' checks; the reference here proposes every candidate of every kind
 * (all subsets of the hand, every give/take combination of every set, every
 * regroup step, ...) in the documented list order and keeps those that
 * apply() accepts on a copy of the state.  Along seeded random games in
 * several rule variants, both lists must be the same moves in the same
 * order.  Also: every card's notation, plain and in a view, is its
 * independently written name.
 */
#include "at.h"

static const tb_game *g;

typedef struct list {
    size_t n, cap;
    tb_move *m;
} list;

/* Keep am when apply() takes it on a copy of s. */
static void judge(const tb_state *s, const ab_move *am, list *out)
{
    tb_move m;
    char err[TB_ERR_MAX];
    memset(&m, 0, sizeof m);
    memcpy(m.b, am, sizeof *am);
    tb_state *c = g->clone(s);
    int ok = g->apply(c, &m, err) == 0;
    g->destroy(c);
    if (!ok)
        return;
    if (out->n == out->cap) {
        out->cap = out->cap ? 2 * out->cap : 256;
        out->m = realloc(out->m, out->cap * sizeof *out->m);
    }
    out->m[out->n++] = m;
}

static ab_move blank(int kind)
{
    ab_move am;
    memset(&am, 0, sizeof am);
    am.kind = (uint8_t)kind;
    return am;
}

static int set_number(const tb_state *s, int pool)
{
    int k = 0;
    for (int i = 0; i < pool; i++)
        k += s->sets[i].owner == s->sets[pool].owner;
    return k;
}

/* Candidates with a zero card carry the value that balances them (any
 * other value is refused by the rules anyway). */
static void subsets(const tb_state *s, list *out)
{
    const tb_pile *h = &s->hand[s->seat];
    for (unsigned mask = 1; mask < (1u << h->n); mask++) {
        ab_move am = blank(AB_MV_MELD);
        int sum = 0, zero = 0;
        for (int i = 0; i < h->n; i++)
            if (mask >> i & 1u) {
                am.c[am.n++] = (uint8_t)h->c[i];
                sum += at_value(h->c[i]);
                zero |= at_zero(h->c[i]);
            }
        if (zero && sum >= -11 && sum <= 11)
            am.zval = (int8_t)-sum;
        else if (sum != 0)
            continue; /* can never balance: saves the copies */
        if (am.n >= 3)
            judge(s, &am, out);
        am.kind = AB_MV_ADD;
        for (int i = 0; i < s->nsets; i++) {
            am.owner = s->sets[i].owner;
            am.idx = (uint8_t)set_number(s, i);
            judge(s, &am, out);
        }
    }
}

static int combos(const uint8_t *c, int n, uint8_t out[][2], int *len)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        out[k][0] = c[i];
        len[k++] = 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            out[k][0] = c[i];
            out[k][1] = c[j];
            len[k++] = 2;
        }
    return k;
}

static void swaps(const tb_state *s, list *out)
{
    static uint8_t give[AB_NCARDS * AB_NCARDS][2], take[AB_NCARDS * AB_NCARDS][2];
    static int glen[AB_NCARDS * AB_NCARDS], tlen[AB_NCARDS * AB_NCARDS];
    uint8_t hand[AB_NCARDS];
    for (int i = 0; i < s->hand[s->seat].n; i++)
        hand[i] = (uint8_t)s->hand[s->seat].c[i];
    int ng = combos(hand, s->hand[s->seat].n, give, glen);
    for (int si = 0; si < s->nsets; si++) {
        const ab_set *st = &s->sets[si];
        int nt = combos(st->c, st->n, take, tlen);
        for (int t = 0; t < nt; t++) {
            int taken = 0;
            for (int i = 0; i < tlen[t]; i++)
                taken += at_zero(take[t][i]) ? st->zval : at_value(take[t][i]);
            for (int k = 0; k < ng; k++) {
                ab_move am = blank(AB_MV_SWAP);
                int given = 0, zero = 0;
                am.owner = st->owner;
                am.idx = (uint8_t)set_number(s, si);
                am.n = (uint8_t)glen[k];
                am.ntake = (uint8_t)tlen[t];
                for (int i = 0; i < glen[k]; i++) {
                    am.c[i] = give[k][i];
                    given += at_value(give[k][i]);
                    zero |= at_zero(give[k][i]);
                }
                memcpy(am.take, take[t], (size_t)tlen[t]);
                if (zero && taken - given >= -11 && taken - given <= 11)
                    am.zval = (int8_t)(taken - given);
                else if (given != taken)
                    continue;
                judge(s, &am, out);
            }
        }
    }
}

static void reference(const tb_state *s, list *out)
{
    out->n = 0;
    ab_move am;
    if (s->rg.open) {
        uint8_t cards[AB_NCARDS];
        int n = 0;
        for (int i = 0; i < s->nsets; i++)
            if (s->sets[i].owner == s->seat)
                for (int j = 0; j < s->sets[i].n; j++)
                    cards[n++] = s->sets[i].c[j];
        for (int i = 0; i < s->hand[s->seat].n; i++)
            cards[n++] = (uint8_t)s->hand[s->seat].c[i];
        for (int i = 0; i < n; i++)
            for (int k = 0; k < AB_MAX_SETS; k++) {
                am = blank(AB_MV_RG_PUT);
                am.n = 1;
                am.c[0] = cards[i];
                am.idx = (uint8_t)k;
                judge(s, &am, out);
            }
        am = blank(AB_MV_RG_DONE);
        judge(s, &am, out);
        am = blank(AB_MV_RG_CANCEL);
        judge(s, &am, out);
        return;
    }
    am = blank(AB_MV_DRAW_DECK);
    judge(s, &am, out);
    am = blank(AB_MV_DRAW_DISCARD);
    judge(s, &am, out);
    swaps(s, out);
    subsets(s, out);
    am = blank(AB_MV_RG_START);
    judge(s, &am, out);
    for (int i = 0; i < s->hand[s->seat].n; i++) {
        am = blank(AB_MV_DISCARD);
        am.n = 1;
        am.c[0] = (uint8_t)s->hand[s->seat].c[i];
        judge(s, &am, out);
    }
    am = blank(AB_MV_HOLD);
    judge(s, &am, out);
}

/* Random games of one rule variant; returns the positions compared. */
static long compare_games(const char *const *sets, int players, int games)
{
    long positions = 0;
    list ref = {0};
    for (int gi = 0; gi < games; gi++) {
        tb_options *o = tk_options(g, sets);
        tb_state *s = tk_new(g, o, players, 1000 + (uint64_t)gi, NULL);
        tb_rng r;
        tk_host()->rng_seed(&r, 77 + (uint64_t)gi);
        int mismatches = 0;
        while (g->to_move(s) >= 0) {
            if (s->hand[s->seat].n <= 12) { /* the reference tries 2^n subsets */
                size_t n = g->legal_moves(s, NULL, 0);
                tb_move *mv = malloc((n ? n : 1) * sizeof *mv);
                g->legal_moves(s, mv, n);
                reference(s, &ref);
                int same = n == ref.n && memcmp(mv, ref.m, n * sizeof *mv) == 0;
                if (!same && mismatches++ < 3)
                    fprintf(stderr, "  seed %d: %zu listed, reference %zu\n", 1000 + gi, n,
                            ref.n);
                TK_CHECK(same);
                free(mv);
                positions++;
            }
            tb_move m;
            char err[TB_ERR_MAX];
            TK_CHECK(at_bot_move(g, s, AT_RANDOM, &r, &m) == 0);
            TK_CHECK(g->apply(s, &m, err) == 0);
        }
        tk_free(g, s);
        tk_options_free(o);
    }
    free(ref.m);
    return positions;
}

/* A host whose view calls collect the cards' glyph labels into a string
 * (the tb_view pointer is that string). */
static void cap_zone(tb_view *v, const char *name, int owner, int layout)
{
    (void)v, (void)name, (void)owner, (void)layout;
}
static void cap_card(tb_view *v, const char *label, const char *pretty, int colour)
{
    (void)label, (void)colour;
    strcat((char *)v, pretty);
    strcat((char *)v, " ");
}
static void cap_hidden(tb_view *v, int count) { (void)v, (void)count; }
static void cap_status(tb_view *v, const char *text) { (void)v, (void)text; }

/* Every card's name from its code, written independently of cards.c. */
static void card_names(void)
{
    static const char *const glyph[4] = {"\xe2\x97\x8f", "\xe2\x96\xa0", "\xe2\x99\xa6",
                                         "\xe2\x98\x85"};
    tb_options *o = tk_options(g, NULL);
    for (int c = 0; c < AB_NCARDS; c++) {
        char want[16], got[16];
        int v = at_value(c);
        snprintf(want, sizeof want, "%c%d%c", at_neg(c) ? '-' : '+', v < 0 ? -v : v, "osdx"[c % 4]);
        size_t n = g->format_card(tk_host(), o, (tb_card)c, got, sizeof got);
        TK_EQ_STR(got, want);
        TK_EQ_INT(n, strlen(want));
        tb_card back = 0;
        char err[TB_ERR_MAX];
        TK_CHECK(g->parse_card(tk_host(), o, 0, want, &back, err) == 0 && back == c);
    }
    /* the glyph form, as a view shows the hand of its own seat */
    tb_state *s = tk_new(g, o, 2, 5, NULL);
    tb_host h = *tk_host();
    h.view_zone = cap_zone;
    h.view_card = cap_card;
    h.view_hidden = cap_hidden;
    h.view_status = cap_status;
    const tb_host *real = s->host;
    s->host = &h;
    char seen[4096] = "";
    g->view(s, 0, (tb_view *)seen);
    s->host = real;
    char want[4096] = "";
    for (int i = 0; i < s->discard.n; i++) {
        int c = s->discard.c[i], v = at_value(c);
        sprintf(want + strlen(want), "%c%d%s ", at_neg(c) ? '-' : '+', v < 0 ? -v : v,
                glyph[c % 4]);
    }
    for (int i = 0; i < s->hand[0].n; i++) {
        int c = s->hand[0].c[i], v = at_value(c);
        sprintf(want + strlen(want), "%c%d%s ", at_neg(c) ? '-' : '+', v < 0 ? -v : v,
                glyph[c % 4]);
    }
    TK_EQ_STR(seen, want);
    tk_free(g, s);
    tk_options_free(o);
}

int main(void)
{
    g = tk_plugin("absolute");
    card_names();
    static const char *const variants[][3] = {
        {NULL},
        {"add_to_any_set=true", NULL},
        {"swap_max=1", "max_hand=9", NULL},
        {"swap_max=0", "hand_size=8", NULL},
    };
    long positions = 0;
    positions += compare_games(variants[0], 2, 4);
    positions += compare_games(variants[1], 3, 3);
    positions += compare_games(variants[2], 2, 3);
    positions += compare_games(variants[3], 4, 2);
    TK_CHECK(positions > 10000);
    return tk_done();
}
