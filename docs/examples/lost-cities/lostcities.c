/*
 * lostcities.c — a Lost Cities style game for two, written out of tree from
 * the installed SDK and docs/designer-guide.md, in plain C: every hook is a
 * named function, the state is written out, and the piles are declared once
 * in a pile table so the host does the census and the determinize (the
 * descriptor leaves both hooks NULL, ABI 1.6) and the plain view of the
 * cards.
 *
 * The rules in short.  Five colours (r g b y w), each with the numbers 2-10
 * and three wager cards W (identical copies: one card code).  Each player
 * holds 8 hidden cards; the rest is a face-down deck.  A turn is two moves:
 * first play a card onto your own expedition of its colour (wagers only
 * before any number, numbers strictly rising) or discard it face up onto
 * that colour's discard pile; then draw the top of the deck or of a discard
 * pile other than the one you just discarded to.  When the last card of the
 * deck is drawn the game ends.  An expedition you started scores (its
 * numbers - 20) x (1 + its wagers), plus 20 when it holds 8 cards or more;
 * one you never started scores 0.  The higher total wins.
 * Moves: "play 7y", "discard Wb", "draw", "take r".
 */
#include <stddef.h>

#include "tabula/aux.h"

#define COLOURS 5
#define HAND 8
#define SEATS 2
static const char colours[] = "rgbyw";
static const int colour_shown[COLOURS] = {TB_COLOUR_RED, TB_COLOUR_GREEN, TB_COLOUR_BLUE,
                                          TB_COLOUR_YELLOW, TB_COLOUR_WHITE};

/* A card code is 1 + colour * 16 + value; value 0 is a wager, 2-10 numbers. */
static tb_card card_of(int colour, int value) { return (tb_card)(1 + colour * 16 + value); }
static int colour_of(tb_card c) { return (c - 1) / 16; }
static int value_of(tb_card c) { return (c - 1) % 16; }

enum { PLAY = 1, DISCARD, DRAW, TAKE };
/* A move's bytes: kind, the card (PLAY, DISCARD) or the colour + 1 (TAKE);
 * the other bytes of the tb_move are zero. */
typedef struct lc_move {
    uint8_t kind, card, colour;
} lc_move;

static tb_move pack(lc_move w)
{
    tb_move m;
    memset(&m, 0, sizeof m);
    memcpy(m.b, &w, sizeof w);
    return m;
}

static lc_move unpack(const tb_move *m)
{
    lc_move w;
    memcpy(&w, m->b, sizeof w);
    return w;
}

struct tb_state {
    const tb_host *host;
    const tb_options *options;
    tb_rng rng;
    int players;      /* always 2; the pile table reads it */
    int turn, phase;  /* phase 0: play or discard; 1: draw or take */
    int discarded;    /* the colour discarded to this turn, or -1 */
    int turns, max_turns, over;
    tb_pile deck;
    tb_pile hand[SEATS];
    tb_pile exp[COLOURS][SEATS]; /* exp[colour][seat]: one per seat per colour */
    tb_pile discard[COLOURS];
};

static tb_state *lc_clone(const tb_state *s)
{
    tb_state *c = malloc(sizeof *c);
    return c ? memcpy(c, s, sizeof *c) : NULL;
}

static void lc_destroy(tb_state *s) { free(s); }

static size_t lc_format_card(const tb_host *h, const tb_options *o, tb_card c, char *buf,
                             size_t cap)
{
    (void)h, (void)o;
    int v = value_of(c);
    if (v == 0)
        return (size_t)snprintf(buf, cap, "W%c", colours[colour_of(c) % COLOURS]);
    return (size_t)snprintf(buf, cap, "%d%c", v, colours[colour_of(c) % COLOURS]);
}

static void show_card(const tb_state *s, tb_card c, tb_view *v)
{
    char name[8];
    lc_format_card(s->host, NULL, c, name, sizeof name);
    s->host->view_card(v, name, NULL, colour_shown[colour_of(c) % COLOURS]);
}

/* Every card lies in one of these piles, in this order (census, redeal). */
static const tb_pile_decl pile_decls[] = {
    {"deck", offsetof(struct tb_state, deck), 0, 0, TB_SEEN_NONE, TB_LAYOUT_STACK},
    {"hand", offsetof(struct tb_state, hand), 0, TB_PILE_PER_SEAT | TB_PILE_SORTED, TB_SEEN_OWNER,
     TB_LAYOUT_FAN},
    {"red", offsetof(struct tb_state, exp[0]), 0, TB_PILE_PER_SEAT, TB_SEEN_ALL, TB_LAYOUT_ROW},
    {"green", offsetof(struct tb_state, exp[1]), 0, TB_PILE_PER_SEAT, TB_SEEN_ALL, TB_LAYOUT_ROW},
    {"blue", offsetof(struct tb_state, exp[2]), 0, TB_PILE_PER_SEAT, TB_SEEN_ALL, TB_LAYOUT_ROW},
    {"yellow", offsetof(struct tb_state, exp[3]), 0, TB_PILE_PER_SEAT, TB_SEEN_ALL, TB_LAYOUT_ROW},
    {"white", offsetof(struct tb_state, exp[4]), 0, TB_PILE_PER_SEAT, TB_SEEN_ALL, TB_LAYOUT_ROW},
    {"discard r", offsetof(struct tb_state, discard[0]), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK},
    {"discard g", offsetof(struct tb_state, discard[1]), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK},
    {"discard b", offsetof(struct tb_state, discard[2]), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK},
    {"discard y", offsetof(struct tb_state, discard[3]), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK},
    {"discard w", offsetof(struct tb_state, discard[4]), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK},
};

static const tb_pile_table piles = {
    .state_size = sizeof(struct tb_state),
    .players_offset = offsetof(struct tb_state, players),
    .has_rng = 1,
    .rng_offset = offsetof(struct tb_state, rng),
    .piles = pile_decls,
    .n_piles = sizeof pile_decls / sizeof pile_decls[0],
    .clone = lc_clone,
    .show_card = show_card,
};

static size_t lc_deck_cards(const tb_host *h, const tb_options *o, int deck, tb_card *out,
                            size_t cap)
{
    (void)h, (void)o;
    size_t n = 0;
    if (deck != 0)
        return 0;
    for (int c = 0; c < COLOURS; c++)
        for (int v = -2; v <= 10; v++) /* -2, -1 and 0: the three copies of the wager */
            if (v != 1 && n++ < cap)
                out[n - 1] = card_of(c, v < 0 ? 0 : v);
    return n;
}

static int lc_parse_card(const tb_host *h, const tb_options *o, int deck, const char *text,
                         tb_card *out, char *err)
{
    (void)o, (void)deck;
    size_t len = strlen(text);
    const char *c = len >= 2 ? strchr(colours, tolower((unsigned char)text[len - 1])) : NULL;
    int value = -1;
    if (len == 2 && tolower((unsigned char)text[0]) == 'w')
        value = 0;
    else if (len == 2 && text[0] >= '2' && text[0] <= '9')
        value = text[0] - '0';
    else if (len == 3 && text[0] == '1' && text[1] == '0')
        value = 10;
    if (!c || !*c || value < 0)
        return tb_aux_refuse(err, tb_aux_tr(h, "\"%s\" is not a card (W or 2-10, then r g b y or w)"),
                             text);
    *out = card_of((int)(c - colours), value);
    return 0;
}

static tb_state *lc_create(const tb_host *host, const tb_setup *setup, char *err)
{
    tb_state *s = calloc(1, sizeof *s);
    if (!s) {
        tb_aux_refuse(err, "%s", tb_aux_tr(host, "out of memory"));
        return NULL;
    }
    s->host = host;
    s->options = setup->options;
    s->players = SEATS;
    s->max_turns = (int)host->opt_int(setup->options, "max_turns");
    s->discarded = -1;
    host->rng_seed(&s->rng, setup->seed);
    s->deck.n = (uint16_t)lc_deck_cards(host, setup->options, 0, s->deck.c, TB_PILE_MAX);
    if (host->deck_order(setup->table, 0, 1, &s->deck, &s->rng) != 0) {
        free(s);
        tb_aux_refuse(err, "%s", tb_aux_tr(host, "the stacked deck does not fit"));
        return NULL;
    }
    for (int k = 0; k < SEATS; k++) {
        host->pile_deal(&s->deck, &s->hand[k], HAND);
        tb_aux_pile_sort(&s->hand[k]);
    }
    return s;
}

static int lc_to_move(const tb_state *s) { return s->over ? -1 : s->turn; }

/* The value a card must beat on an expedition: its top number, or -1 when
 * it holds only wagers or nothing (a wager is 0, so a wager may follow). */
static int top_value(const tb_pile *e) { return e->n ? value_of(e->c[e->n - 1]) : -1; }

static int may_follow(const tb_pile *e, tb_card c)
{
    int top = top_value(e), v = value_of(c);
    return v == 0 ? top <= 0 : v > top;
}

/* The one legality test, shared by legal_moves and apply: NULL when m may
 * be played now, else why not (a message id, translated by the caller). */
static const char *refusal(const tb_state *s, const tb_move *m)
{
    lc_move w = unpack(m);
    if (s->over)
        return TB_N_("the game is over");
    if (!tb_aux_move_tail_clear(m, sizeof w))
        return TB_N_("not a move of this game");
    if (s->phase == 0 && (w.kind == PLAY || w.kind == DISCARD) && !w.colour) {
        if (s->host->pile_find(&s->hand[s->turn], w.card) < 0)
            return TB_N_("that card is not in your hand");
        if (w.kind == PLAY && !may_follow(&s->exp[colour_of(w.card)][s->turn], w.card))
            return TB_N_("that card may not go on your expedition: numbers rise, wagers come first");
        return NULL;
    }
    if (s->phase == 1 && w.kind == DRAW && !w.card && !w.colour)
        return NULL; /* the deck is never empty while the game goes on */
    if (s->phase == 1 && w.kind == TAKE && !w.card && w.colour >= 1 && w.colour <= COLOURS) {
        if (w.colour - 1 == s->discarded)
            return TB_N_("you may not take back the card you just discarded");
        return s->discard[w.colour - 1].n ? NULL : TB_N_("that discard pile is empty");
    }
    return s->phase == 0 ? TB_N_("play or discard a card first") : TB_N_("draw or take a card now");
}

/* Candidates in a fixed order, kept when refusal() allows them; identical
 * wagers in a (sorted) hand give one move each, not one per copy. */
static size_t lc_legal_moves(const tb_state *s, tb_move *out, size_t cap)
{
    size_t n = 0;
    const tb_pile *h = &s->hand[s->turn];
    for (int kind = PLAY; kind <= TAKE; kind++) {
        int count = kind <= DISCARD ? h->n : kind == DRAW ? 1 : COLOURS;
        for (int i = 0; i < count; i++) {
            if (kind <= DISCARD && i > 0 && h->c[i] == h->c[i - 1])
                continue;
            lc_move w = {(uint8_t)kind, kind <= DISCARD ? (uint8_t)h->c[i] : 0,
                         kind == TAKE ? (uint8_t)(i + 1) : 0};
            tb_move m = pack(w);
            if (!refusal(s, &m) && n++ < cap)
                out[n - 1] = m;
        }
    }
    return n;
}

static int lc_apply(tb_state *s, const tb_move *m, char *err)
{
    const char *why = refusal(s, m);
    if (why)
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, why));
    const tb_host *h = s->host;
    lc_move w = unpack(m);
    tb_card c;
    if (w.kind == PLAY || w.kind == DISCARD) {
        int col = colour_of(w.card);
        h->pile_remove(&s->hand[s->turn], w.card);
        h->pile_push(w.kind == PLAY ? &s->exp[col][s->turn] : &s->discard[col], w.card);
        s->discarded = w.kind == DISCARD ? col : -1;
        s->phase = 1;
        return 0;
    }
    h->pile_draw(w.kind == DRAW ? &s->deck : &s->discard[w.colour - 1], &c);
    h->pile_push(&s->hand[s->turn], c);
    tb_aux_pile_sort(&s->hand[s->turn]);
    s->phase = 0;
    s->discarded = -1;
    s->turns++;
    s->turn = 1 - s->turn;
    s->over = s->deck.n == 0 || s->turns >= s->max_turns;
    return 0;
}

static int lc_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err)
{
    char w[2][TB_AUX_WORD];
    int n = tb_aux_split(text, w, 2);
    lc_move mv = {0, 0, 0};
    tb_card c;
    if (n == 1 && strcmp(w[0], "draw") == 0)
        mv.kind = DRAW;
    else if (n == 2 && strcmp(w[0], "take") == 0 && w[1][0] && !w[1][1] && strchr(colours, w[1][0]))
        mv = (lc_move){TAKE, 0, (uint8_t)(1 + strchr(colours, w[1][0]) - colours)};
    else if (n == 2 && (strcmp(w[0], "play") == 0 || strcmp(w[0], "discard") == 0)) {
        if (lc_parse_card(s->host, NULL, 0, w[1], &c, err) != 0)
            return -1;
        mv = (lc_move){w[0][0] == 'p' ? PLAY : DISCARD, (uint8_t)c, 0};
    } else
        return tb_aux_refuse(err, "%s",
                             tb_aux_tr(s->host, "write play <card>, discard <card>, draw or take <colour>"));
    if (cap < 1)
        return tb_aux_refuse(err, "%s", tb_aux_tr(s->host, "no room for the move"));
    out[0] = pack(mv);
    return 1;
}

static size_t lc_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    lc_move w = unpack(m);
    char card[8];
    if (w.kind == DRAW)
        return (size_t)snprintf(buf, cap, "draw");
    if (w.kind == TAKE)
        return (size_t)snprintf(buf, cap, "take %c", colours[(w.colour + COLOURS - 1) % COLOURS]);
    lc_format_card(s->host, NULL, w.card, card, sizeof card);
    return (size_t)snprintf(buf, cap, "%s %s", w.kind == PLAY ? "play" : "discard", card);
}

static int expedition_score(const tb_pile *e)
{
    int sum = 0, wagers = 0;
    if (e->n == 0)
        return 0;
    for (size_t i = 0; i < e->n; i++) {
        sum += value_of(e->c[i]);
        wagers += value_of(e->c[i]) == 0;
    }
    return (sum - 20) * (1 + wagers) + (e->n >= 8 ? 20 : 0);
}

static int total(const tb_state *s, int seat)
{
    int t = 0;
    for (int c = 0; c < COLOURS; c++)
        t += expedition_score(&s->exp[c][seat]);
    return t;
}

/* Status lines, then every pile as the pile table declares it. */
static void lc_view(const tb_state *s, int seat, tb_view *v)
{
    const tb_host *h = s->host;
    const char *who = h->view_seat_name(v, s->turn);
    if (s->over)
        h->view_status(v, tb_aux_tr(h, "The game is over"));
    else
        tb_aux_status(h, v, s->phase ? tb_aux_tr(h, "%s to draw or take") : tb_aux_tr(h, "%s to play or discard"),
                      who);
    for (int k = 0; k < SEATS; k++)
        tb_aux_status(h, v, tb_aux_tr(h, "%s: %d points so far"), h->view_seat_name(v, k), total(s, k));
    h->piles_view(&piles, s, seat, v);
}

static void lc_outcome(const tb_state *s, tb_outcome *out)
{
    out->over = s->over, out->rounds = s->over, out->turns = s->turns;
    out->end = s->over && s->deck.n ? TB_END_TURN_LIMIT : TB_END_NORMAL;
    for (int k = 0; k < SEATS; k++)
        out->score[0][k] = total(s, k);
}

static void lc_round_detail(const tb_state *s, int round, tb_json *j)
{
    s->host->json_open(j, '{');
    tb_aux_json_int(s->host, j, "round", round);
    tb_aux_json_int(s->host, j, "deck_left", s->deck.n);
    s->host->json_close(j);
}

static size_t lc_move_bound(const tb_state *s) { return 2 * (size_t)s->max_turns; }

/* ---- the greedy bot: it reads only what its seat sees (its own hand and
 * the public piles), so it moves the same whatever the hidden cards are. */

/* The numbers of colour col in hand h that could still follow e. */
static int hand_sum(const tb_pile *h, const tb_pile *e, int col)
{
    int sum = 0;
    for (size_t i = 0; i < h->n; i++)
        if (colour_of(h->c[i]) == col && may_follow(e, h->c[i]))
            sum += value_of(h->c[i]);
    return sum;
}

/* How much the bot likes move m: higher is better. */
static int appeal(const tb_state *s, const lc_move *w)
{
    int me = s->turn;
    const tb_pile *h = &s->hand[me];
    if (w->kind == DRAW)
        return 0;
    if (w->kind == TAKE) {
        const tb_pile *d = &s->discard[w->colour - 1], *e = &s->exp[w->colour - 1][me];
        tb_card t = d->c[d->n - 1];
        int gap = value_of(t) - top_value(e);
        return e->n && value_of(t) > 0 && may_follow(e, t) && gap <= 3 ? 10 - gap : -1;
    }
    int col = colour_of(w->card), v = value_of(w->card);
    const tb_pile *e = &s->exp[col][me], *theirs = &s->exp[col][1 - me];
    int sum = hand_sum(h, e, col);
    if (w->kind == PLAY) {
        int gap = v == 0 ? 0 : v - (top_value(e) < 2 ? 2 : top_value(e));
        if (e->n)
            return 20 - 2 * gap;
        return sum >= 20 + (v == 0 ? 10 : 0) ? 12 - gap : -100;
    }
    int helps_them = theirs->n && may_follow(theirs, w->card) ? 8 : 0;
    if (!may_follow(e, w->card))
        return 10 - helps_them;
    return -sum / 4 - helps_them - (e->n ? 10 : 0);
}

static int lc_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    (void)bot, (void)r;
    tb_move moves[2 * HAND + 1 + COLOURS + 8];
    size_t n = lc_legal_moves(s, moves, sizeof moves / sizeof moves[0]);
    if (n == 0 || n > sizeof moves / sizeof moves[0])
        return -1;
    size_t best = 0;
    int best_appeal = 0;
    for (size_t i = 0; i < n; i++) {
        lc_move w = unpack(&moves[i]);
        int a = appeal(s, &w);
        if (i == 0 || a > best_appeal)
            best = i, best_appeal = a;
    }
    *out = moves[best];
    return 0;
}

static const tb_param params[] = {
    {"rules", "max_turns", TB_PARAM_INT, "200", 50, 1000, NULL,
     TB_N_("turns before the game is cut short (a safeguard)")},
};
static const char *const decks[] = {"main", NULL};
static const char *const bots[] = {"greedy", NULL};

static const tb_game lost_cities = {
    .size = sizeof(tb_game),
    .abi = TB_ABI_VERSION,
    .name = "lostcities",
    .title = TB_N_("Lost Cities"),
    .version = "1.0.0",
    .rules = TB_N_("Two players build rising expeditions in five colours from hidden\n"
                   "hands of 8. Play or discard a card, then draw from the deck or a\n"
                   "discard pile. An expedition scores its numbers - 20, times 1 +\n"
                   "its wagers, +20 for 8 cards. The deck's last card ends the game\n"
                   "(or {max_turns} turns do)."),
    .text_domain = TB_TEXT_DOMAIN,
    .min_players = 2,
    .max_players = 2,
    .default_players = 2,
    .params = params,
    .n_params = sizeof params / sizeof params[0],
    .decks = decks,
    .bots = bots,
    .default_bot = "greedy",
    .create = lc_create,
    .clone = lc_clone,
    .destroy = lc_destroy,
    .to_move = lc_to_move,
    .legal_moves = lc_legal_moves,
    .apply = lc_apply,
    .parse_move = lc_parse_move,
    .format_move = lc_format_move,
    .view = lc_view,
    .outcome = lc_outcome,
    .round_detail = lc_round_detail,
    .move_bound = lc_move_bound,
    .deck_cards = lc_deck_cards,
    .parse_card = lc_parse_card,
    .format_card = lc_format_card,
    .bot_move = lc_bot_move,
    .piles = &piles,
};

/* The entry point: a host of this major version and at least minor 6,
 * which does the census and determinize of a declared pile table. */
TB_EXPORT const tb_game *tabula_plugin_entry(uint32_t abi, const tb_host *host);
TB_EXPORT const tb_game *tabula_plugin_entry(uint32_t abi, const tb_host *host)
{
    if (TB_ABI_MAJOR_OF(abi) != TB_ABI_MAJOR || (abi & 0xffff) < 6 || !host)
        return NULL;
    return &lost_cities;
}
