/*
 * wagers.c — "Wagers", a small two-player game with hidden hands, public
 * discard piles and identical cards, written against the installed SDK with
 * tabula/aux.h (docs/designer-guide.md, "A second example").
 *
 * The deck: three colours (r g b), in each the numbers 2-6 and two wager
 * cards W — identical copies, so both share one card code.  Each player
 * holds 5 hidden cards.  A turn has two moves: first play a card onto your
 * expedition of its colour (numbers rising; wagers only before any number)
 * or discard it face up onto that colour's discard pile; then draw from the
 * stock or take the top of a discard pile (not the one you just discarded
 * to).  The game ends when the stock is empty (or after max_turns turns).
 * An expedition scores (its numbers - 8) x (1 + its wagers); the highest
 * total wins.  Moves: "play 3r", "discard Wg", "draw", "take b".
 */
#include "tabula/aux.h"

#define COLOURS 3
#define HAND 5
static const char colours[] = "rgb";

/* A card code is 1 + colour * 8 + rank; rank 0 is a wager, 2-6 numbers. */
static tb_card card_of(int colour, int rank) { return (tb_card)(1 + colour * 8 + rank); }
static int colour_of(tb_card c) { return (c - 1) / 8; }
static int rank_of(tb_card c) { return (c - 1) % 8; }

enum { PLAY = 1, DISCARD, DRAW, TAKE };
typedef struct wg_move {
    uint8_t kind, card, colour; /* card: PLAY, DISCARD; colour: TAKE */
} wg_move;
TB_AUX_MOVE_CODEC(wg, wg_move)

struct tb_state {
    const tb_host *host;
    tb_rng rng;
    int players;      /* 2: the pile table reads the seat count here */
    int turn, phase;  /* phase 0: play or discard; 1: draw or take */
    int discarded;    /* the colour discarded to this turn, or -1 */
    int turns, max_turns, over;
    tb_pile hand[2], stock, discard[COLOURS], exp[2][COLOURS];
};

/* The state is plain values: a clone is one memcpy. */
static tb_state *wg_clone(const tb_state *s)
{
    tb_state *c = malloc(sizeof *c);
    return c ? memcpy(c, s, sizeof *c) : NULL;
}
static void wg_destroy(tb_state *s) { free(s); }

static size_t wg_deck_cards(const tb_host *h, const tb_options *o, int deck, tb_card *out,
                            size_t cap)
{
    (void)h, (void)o;
    size_t n = 0;
    for (int c = 0; deck == 0 && c < COLOURS; c++)
        for (int r = -1; r <= 6; r++) /* -1 and 0: the two copies of the wager */
            if (r != 1 && n < cap)
                out[n++] = card_of(c, r < 0 ? 0 : r);
    return deck == 0 ? 21 : 0;
}

static size_t wg_format_card(const tb_host *h, const tb_options *o, tb_card c, char *buf,
                             size_t cap)
{
    (void)h, (void)o;
    int r = rank_of(c);
    return (size_t)snprintf(buf, cap, "%c%c", r ? '0' + r : 'W', colours[colour_of(c)]);
}

static int wg_parse_card(const tb_host *h, const tb_options *o, int deck, const char *text,
                         tb_card *out, char *err)
{
    (void)o, (void)deck;
    char r = (char)tolower((unsigned char)text[0]);
    const char *c = text[0] && text[1] ? strchr(colours, tolower((unsigned char)text[1])) : NULL;
    if (!c || !*c || text[2] || !(r == 'w' || (r >= '2' && r <= '6')))
        return tb_aux_refuse(err, tb_aux_tr(h, "\"%s\" is not a card (W or 2-6, then r g or b)"), text);
    *out = card_of((int)(c - colours), r == 'w' ? 0 : r - '0');
    return 0;
}

static tb_state *wg_create(const tb_host *host, const tb_setup *setup, char *err)
{
    tb_state *s = calloc(1, sizeof *s);
    if (!s) {
        tb_aux_refuse(err, "%s", tb_aux_tr(host, "out of memory"));
        return NULL;
    }
    s->host = host;
    s->players = 2;
    s->max_turns = (int)host->opt_int(setup->options, "max_turns");
    s->discarded = -1;
    host->rng_seed(&s->rng, setup->seed);
    s->stock.n = (uint16_t)wg_deck_cards(host, setup->options, 0, s->stock.c, TB_PILE_MAX);
    if (host->deck_order(setup->table, 0, 1, &s->stock, &s->rng) != 0) {
        free(s);
        tb_aux_refuse(err, "%s", tb_aux_tr(host, "the stacked deck does not fit"));
        return NULL;
    }
    for (int k = 0; k < 2; k++) { /* dealt in blocks from seat 1, top first */
        host->pile_deal(&s->stock, &s->hand[k], HAND);
        tb_aux_pile_sort(&s->hand[k]);
    }
    return s;
}

static int wg_to_move(const tb_state *s) { return s->over ? -1 : s->turn; }

/* The one legality check, shared by legal_moves and apply: NULL when m may
 * be played now, else why not. */
static const char *refusal(const tb_state *s, const tb_move *m, char *buf)
{
    wg_move w = wg_unpack(m);
    if (s->over)
        return TB_N_("the game is over");
    if (!tb_aux_move_tail_clear(m, sizeof w))
        return TB_N_("not a move of this game");
    if (s->phase == 0 && (w.kind == PLAY || w.kind == DISCARD) && !w.colour) {
        if (s->host->pile_find(&s->hand[s->turn], w.card) < 0)
            return TB_N_("that card is not in your hand"); /* (any code: it may not be a card) */
        const tb_pile *e = &s->exp[s->turn][colour_of(w.card)];
        if (w.kind == PLAY && e->n && rank_of(w.card) < rank_of(e->c[e->n - 1])) {
            char name[8], top[8];
            wg_format_card(s->host, NULL, w.card, name, sizeof name);
            wg_format_card(s->host, NULL, e->c[e->n - 1], top, sizeof top);
            snprintf(buf, TB_ERR_MAX, tb_aux_tr(s->host, "%s may not follow %s on your expedition"), name,
                     top);
            return buf;
        }
        return NULL;
    }
    if (s->phase == 1 && w.kind == DRAW && !w.card && !w.colour)
        return s->stock.n ? NULL : TB_N_("the stock is empty");
    if (s->phase == 1 && w.kind == TAKE && !w.card && w.colour >= 1 && w.colour <= COLOURS) {
        if (w.colour - 1 == s->discarded)
            return TB_N_("you may not take back the card you just discarded");
        return s->discard[w.colour - 1].n ? NULL : TB_N_("that discard pile is empty");
    }
    return s->phase == 0 ? TB_N_("play or discard a card first") : TB_N_("draw or take a card now");
}

/* Candidates in a fixed order, kept when refusal() allows them.  A hand's
 * identical wagers give one move, not one per copy (the hand is sorted). */
static size_t wg_legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    size_t n = 0;
    char buf[TB_ERR_MAX];
    const tb_pile *h = &s->hand[s->turn];
    for (int kind = PLAY; kind <= TAKE; kind++)
        for (int i = 0; i < (kind <= DISCARD ? h->n : kind == DRAW ? 1 : COLOURS); i++) {
            if (kind <= DISCARD && i > 0 && h->c[i] == h->c[i - 1])
                continue;
            tb_move m = wg_pack((wg_move){(uint8_t)kind, kind <= DISCARD ? (uint8_t)h->c[i] : 0,
                                          kind == TAKE ? (uint8_t)(i + 1) : 0});
            if (!refusal(s, &m, buf) && n++ < cap)
                out[n - 1] = m;
        }
    return n;
}

static int wg_apply(tb_state *s, const tb_move *m, char *err)
{
    char buf[TB_ERR_MAX];
    const char *why = refusal(s, m, buf);
    if (why)
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, why));
    const tb_host *h = s->host;
    wg_move w = wg_unpack(m);
    tb_card c;
    if (w.kind == PLAY || w.kind == DISCARD) {
        h->pile_remove(&s->hand[s->turn], w.card);
        int col = colour_of(w.card);
        h->pile_push(w.kind == PLAY ? &s->exp[s->turn][col] : &s->discard[col], w.card);
        s->discarded = w.kind == DISCARD ? col : -1;
        s->phase = 1;
        return 0;
    }
    h->pile_draw(w.kind == DRAW ? &s->stock : &s->discard[w.colour - 1], &c);
    h->pile_push(&s->hand[s->turn], c);
    tb_aux_pile_sort(&s->hand[s->turn]);
    s->phase = 0;
    s->discarded = -1;
    s->turns++;
    s->turn = 1 - s->turn;
    s->over = s->stock.n == 0 || s->turns >= s->max_turns;
    return 0;
}

static int wg_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err)
{
    char w[2][TB_AUX_WORD];
    int n = tb_aux_split(text, w, 2);
    wg_move mv = {0};
    tb_card c;
    if (n == 1 && strcmp(w[0], "draw") == 0)
        mv.kind = DRAW;
    else if (n == 2 && strcmp(w[0], "take") == 0 && w[1][0] && !w[1][1] && strchr(colours, w[1][0]))
        mv = (wg_move){TAKE, 0, (uint8_t)(1 + strchr(colours, w[1][0]) - colours)};
    else if (n == 2 && (strcmp(w[0], "play") == 0 || strcmp(w[0], "discard") == 0)) {
        if (wg_parse_card(s->host, NULL, 0, w[1], &c, err) != 0)
            return -1;
        mv = (wg_move){w[0][0] == 'p' ? PLAY : DISCARD, (uint8_t)c, 0};
    } else
        return tb_aux_refuse(err, "%s",
                             tb_aux_tr(s->host, "write play <card>, discard <card>, draw or take <r|g|b>"));
    if (cap < 1)
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "no room for the move"));
    out[0] = wg_pack(mv);
    return 1;
}

static size_t wg_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    wg_move w = wg_unpack(m);
    char card[8];
    if (w.kind == DRAW)
        return (size_t)snprintf(buf, cap, "draw");
    if (w.kind == TAKE)
        return (size_t)snprintf(buf, cap, "take %c", colours[(w.colour - 1) % COLOURS]);
    wg_format_card(s->host, NULL, w.card, card, sizeof card);
    return (size_t)snprintf(buf, cap, "%s %s", w.kind == PLAY ? "play" : "discard", card);
}

static int expedition_score(const tb_pile *e)
{
    int sum = 0, wagers = 0;
    for (size_t i = 0; i < e->n; i++) {
        sum += rank_of(e->c[i]);
        wagers += rank_of(e->c[i]) == 0;
    }
    return e->n ? (sum - 8) * (1 + wagers) : 0;
}

static int total(const tb_state *s, int seat)
{
    int t = 0;
    for (int c = 0; c < COLOURS; c++)
        t += expedition_score(&s->exp[seat][c]);
    return t;
}

static void show_card(const tb_state *s, tb_card c, tb_view *v)
{
    char name[8];
    wg_format_card(s->host, NULL, c, name, sizeof name);
    s->host->view_card(v, name, NULL, TB_COLOUR_RED + 2 * colour_of(c));
}

static void cards(const tb_state *s, tb_view *v, const tb_pile *p)
{
    for (size_t i = 0; i < p->n; i++)
        show_card(s, p->c[i], v);
}

static void wg_view(const tb_state *s, int seat, tb_view *v)
{
    const tb_host *h = s->host;
    char line[128], key[16];
    /* Seat names are an ABI 1.1 service: a 1.0 host gets "seat N". */
    const char *who = TB_HOST_HAS(h, view_seat_name) ? h->view_seat_name(v, s->turn) : "Next";
    snprintf(line, sizeof line,
             s->phase ? tb_aux_tr(h, "%s to draw or take") : tb_aux_tr(h, "%s to play or discard"), who);
    h->view_status(v, s->over ? tb_aux_tr(h, "The game is over") : line);
    for (int k = 0; k < 2; k++) {
        tb_aux_view_zone(h, v, "hand", tb_aux_tr(h, "hand"), k, TB_LAYOUT_FAN);
        if (k == seat)
            cards(s, v, &s->hand[k]);
        else
            h->view_hidden(v, (int)s->hand[k].n);
        snprintf(line, sizeof line, tb_aux_tr(h, "expeditions (%d)"), total(s, k));
        tb_aux_view_zone(h, v, "expeditions", line, k, TB_LAYOUT_GRID);
        for (int c = 0; c < COLOURS; c++) { /* one row per colour */
            h->view_break(v);
            cards(s, v, &s->exp[k][c]);
        }
    }
    for (int c = 0; c < COLOURS; c++) {
        snprintf(key, sizeof key, "discard %c", colours[c]); /* the name, untranslated */
        snprintf(line, sizeof line, tb_aux_tr(h, "discard %c"), colours[c]);
        tb_aux_view_zone(h, v, key, line, -1, TB_LAYOUT_STACK);
        cards(s, v, &s->discard[c]);
    }
    tb_aux_view_zone(h, v, "stock", tb_aux_tr(h, "stock"), -1, TB_LAYOUT_STACK);
    h->view_hidden(v, (int)s->stock.n);
}

static void wg_outcome(const tb_state *s, tb_outcome *out)
{
    out->over = s->over;
    out->rounds = s->over;
    out->turns = s->turns;
    out->end = s->over && s->stock.n ? TB_END_TURN_LIMIT : TB_END_NORMAL;
    for (int k = 0; k < 2; k++)
        out->score[0][k] = total(s, k);
}

static void wg_round_detail(const tb_state *s, int round, tb_json *j)
{
    s->host->json_open(j, '{');
    tb_aux_json_int(s->host, j, "round", round);
    tb_aux_json_int(s->host, j, "stock_left", s->stock.n);
    s->host->json_close(j);
}

static size_t wg_move_bound(const tb_state *s) { return 2 * (size_t)s->max_turns; }

/* Where every card lies and who sees it: the host does the census and the
 * determinize from this table (the other hand and the stock redealt), so
 * the descriptor leaves both hooks NULL.  wg_view() draws the table itself:
 * these zone names are not shown. */
static const tb_pile_decl pile_decls[] = {
    {"hand", offsetof(tb_state, hand), 0, TB_PILE_PER_SEAT | TB_PILE_SORTED, TB_SEEN_OWNER,
     TB_LAYOUT_FAN},
    {"stock", offsetof(tb_state, stock), 0, 0, TB_SEEN_NONE, TB_LAYOUT_STACK},
    {"discard r", offsetof(tb_state, discard[0]), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK},
    {"discard g", offsetof(tb_state, discard[1]), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK},
    {"discard b", offsetof(tb_state, discard[2]), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK},
    /* exp[seat][colour]: one seat's expedition to the next is COLOURS piles on */
    {"r", offsetof(tb_state, exp[0][0]), COLOURS * sizeof(tb_pile), TB_PILE_PER_SEAT, TB_SEEN_ALL,
     TB_LAYOUT_ROW},
    {"g", offsetof(tb_state, exp[0][1]), COLOURS * sizeof(tb_pile), TB_PILE_PER_SEAT, TB_SEEN_ALL,
     TB_LAYOUT_ROW},
    {"b", offsetof(tb_state, exp[0][2]), COLOURS * sizeof(tb_pile), TB_PILE_PER_SEAT, TB_SEEN_ALL,
     TB_LAYOUT_ROW},
};
static const tb_pile_table piles = {
    .state_size = sizeof(tb_state), .players_offset = offsetof(tb_state, players),
    .has_rng = 1, .rng_offset = offsetof(tb_state, rng),
    .piles = pile_decls, .n_piles = sizeof pile_decls / sizeof pile_decls[0],
    .clone = wg_clone, .show_card = show_card,
};

static const tb_param params[] = {
    {"rules", "max_turns", TB_PARAM_INT, "60", 10, 1000, NULL, TB_N_("turns before the game is cut")},
};
static const char *const decks[] = {"main", NULL};

static const tb_game wagers_game = {
    .size = sizeof(tb_game),
    .abi = TB_ABI_VERSION,
    .name = "wagers",
    .title = TB_N_("Wagers"),
    .version = "1.0.0",
    .rules = TB_N_("Build rising expeditions in three colours; wagers multiply. The stock\n"
                   "ends the game, or {max_turns} turns do."),
    .text_domain = TB_TEXT_DOMAIN, /* po/pl.po, po/es.po: tabula_add_translations */
    .min_players = 2, .max_players = 2, .default_players = 2,
    .params = params, .n_params = 1, .decks = decks,
    .create = wg_create, .clone = wg_clone, .destroy = wg_destroy,
    .to_move = wg_to_move, .legal_moves = wg_legal_moves, .apply = wg_apply,
    .parse_move = wg_parse_move, .format_move = wg_format_move,
    .view = wg_view, .outcome = wg_outcome, .round_detail = wg_round_detail,
    .move_bound = wg_move_bound, .piles = &piles,
    .deck_cards = wg_deck_cards, .parse_card = wg_parse_card, .format_card = wg_format_card,
};
/* A host before ABI 1.6 refuses it in one line, for the census it leaves
 * to the host; find_package(Tabula 1.8) asks for headers with zone keys
 * (a 1.6 or 1.7 host shows the zones without them). */
TB_AUX_ENTRY(wagers_game, json_null)
