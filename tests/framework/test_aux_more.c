/* test_aux_more.c — the rest of the framework-aux test (test_aux.c calls
 * test_aux_more()): the helpers of tabula/aux_moves.h and aux_rounds.h and
 * aux.h's macros for a state with the usual fields, each helper's exact
 * output. */
#include "json.h"
#include "services.h"
#include "tabula/aux.h"
#include "tk.h"

/* A toy state with the usual fields the macros expect (host, opt, table,
 * rng, players, to_move, turns, hand[], the hands log). */
struct tb_state {
    const tb_host *host;
    const tb_options *opt;
    const tb_table *table;
    tb_rng rng;
    int players, to_move, turns, turn;
    tb_pile hand[3];
    tb_pile up, down;
    TB_AUX_HANDS_LOG(2, 3);
};

TB_AUX_PLAIN_STATE(toy)
static const tb_aux_suited french = TB_AUX_FRENCH("\"%.40s\" is no card");
TB_AUX_SUITED_HOOKS(fr, french)

/* Suits and ranks of a code, suit lengths, the deck as a pile, the rest
 * of a deal, and a draw refilled from the discards. */
static void test_suits_and_deal_rest(void)
{
    const tb_host *h = tb_host_table();
    TK_EQ_INT(tb_aux_suit(3 * 16 + 12), 3);
    TK_EQ_INT(tb_aux_rank(3 * 16 + 12), 12);
    tb_pile p = {0};
    static const tb_card cards[] = {1, 8, 16 + 8, 16 + 2, 48 + 13}; /* Ac 8c 8d 2d Ks */
    for (size_t i = 0; i < 5; i++)
        tb_pile_push(&p, cards[i]);
    int count[4] = {9, 9, 9, 9};
    tb_aux_suit_lengths(&p, count, 4, 8); /* 8s left out */
    static const int without[4] = {1, 1, 0, 1}, with[4] = {2, 2, 0, 1};
    TK_CHECK(memcmp(count, without, sizeof count) == 0);
    tb_aux_suit_lengths(&p, count, 4, 0);
    TK_CHECK(memcmp(count, with, sizeof count) == 0);

    tb_pile deck = tb_aux_suited_pile(&french);
    TK_EQ_INT(deck.n, 52);
    TK_EQ_INT(deck.c[0], 1);
    TK_EQ_INT(deck.c[51], 3 * 16 + 13);
    TK_EQ_INT(deck.c[52], 0); /* the rest zero: piles compare as bytes */
    tb_pile up = {0}, stock = {0};
    tb_pile_push(&up, 5); /* emptied first */
    tb_aux_deal_rest(h, &deck, &up, 2, &stock);
    TK_EQ_INT(up.n, 2);
    TK_EQ_INT(up.c[0], 3 * 16 + 13); /* from the top: Ks, then Qs */
    TK_EQ_INT(up.c[1], 3 * 16 + 12);
    TK_EQ_INT(stock.n, 50);
    TK_CHECK(memcmp(&stock, &deck, sizeof stock) == 0);

    tb_rng r;
    h->rng_seed(&r, 4);
    tb_pile hand = {0}, discard = {0};
    stock = (tb_pile){0};
    tb_pile_push(&stock, 40);
    tb_pile_push(&hand, 50);
    TK_EQ_INT(tb_aux_draw(h, &stock, &discard, &r, &hand, 1), 0);
    TK_EQ_INT(hand.n, 2);
    TK_EQ_INT(hand.c[0], 40); /* sorted */
    TK_EQ_INT(tb_aux_draw(h, &stock, &discard, &r, &hand, 0), -1); /* nothing anywhere */
    tb_pile_push(&discard, 7);
    TK_EQ_INT(tb_aux_draw(h, &stock, &discard, &r, &hand, 0), -1); /* only the top */
    tb_pile_push(&discard, 9);
    TK_EQ_INT(tb_aux_draw(h, &stock, &discard, &r, &hand, 0), 0); /* restocked: 7 */
    TK_EQ_INT(hand.n, 3);
    TK_EQ_INT(hand.c[2], 7); /* pushed, not sorted */
    TK_EQ_INT(discard.n, 1);
    TK_EQ_INT(discard.c[0], 9);
    TK_EQ_INT(stock.n, 0);
}

/* The word notation of a toy game: "take <card> [suit]" (the verb may be
 * left out), "knock" and "wait". */
enum { TAKE = 1, KNOCK, WAIT };
static const tb_aux_verb toy_verbs[] = {
    {"take", TAKE, TB_AUX_TAKES_CARD | TB_AUX_TAKES_SUIT, 0},
    {"knock", KNOCK, 0, 0},
    {"wait", WAIT, 0, 0},
};
static const tb_aux_notation toy_words = {
    &french, toy_verbs, TB_AUX_COUNT(toy_verbs), 1, "USAGE", "EMPTY ", "UNKNOWN %s: %s",
    "%s EXTRA", "%s NO SUIT", "NO ROOM"};
static const tb_aux_verb strict_verbs[] = {{"take", TAKE, TB_AUX_TAKES_CARD, 0},
                                           {"wait", WAIT, 0, 0}};
/* The same words, where only an 8 names a suit (and must). */
static const tb_aux_verb wild_verbs[] = {
    {"take", TAKE, TB_AUX_TAKES_CARD | TB_AUX_TAKES_SUIT, 8},
    {"knock", KNOCK, 0, 0},
    {"wait", WAIT, 0, 0},
};
static const tb_aux_notation wild_words = {
    &french, wild_verbs, 3, 1, "USAGE", "EMPTY ", "UNKNOWN %s: %s", "%s EXTRA", "%s NO SUIT",
    "NO ROOM"};
static const tb_aux_notation strict_words = {
    &french, strict_verbs, 2, 0, "USAGE", "EMPTY ", "UNKNOWN %s: %s", "%s EXTRA", "%s NO SUIT",
    "NO ROOM"};
TB_AUX_NOTATION_HOOKS(toy, toy_words)

/* parse then format: the canonical text, or the refusal. */
static void words_are(const tb_aux_notation *nt, const char *text, const char *want, int line)
{
    tb_move m[1];
    char err[TB_ERR_MAX] = "", out[TB_ERR_MAX + 2];
    if (tb_aux_notation_parse(NULL, nt, text, m, 1, err) == 1) {
        tb_aux_notation_format(nt, &m[0], out, sizeof out);
        TK_CHECK(tb_aux_notation_valid(nt, &m[0]));
    } else {
        snprintf(out, sizeof out, "! %s", err);
    }
    if (strcmp(out, want) != 0)
        fprintf(stderr, "line %d: \"%s\" gave \"%s\", not \"%s\"\n", line, text, out, want);
    TK_EQ_STR(out, want);
}

static int evaluated; /* how often a reason's argument was worked out */
static const char *counted(const char *s)
{
    evaluated++;
    return s;
}
static int lazy(char *err)
{
    TB_AUX_REFUSE(err, "%s is not in your hand", counted("8h"));
}

static void test_notation(void)
{
    words_are(&toy_words, "take 8h", "take 8h", __LINE__);
    words_are(&toy_words, " TAKE 8H  S", "take 8h s", __LINE__);
    words_are(&toy_words, "8h c", "take 8h c", __LINE__); /* the verb left out */
    words_are(&toy_words, "Knock", "knock", __LINE__);
    words_are(&toy_words, "knock 8h", "! knock EXTRA", __LINE__);
    words_are(&toy_words, "", "! EMPTY USAGE", __LINE__);
    words_are(&toy_words, "take", "! USAGE", __LINE__);
    words_are(&toy_words, "take 8h s s", "! USAGE", __LINE__);
    words_are(&toy_words, "a b c d", "! USAGE", __LINE__); /* too many for the splitter */
    words_are(&toy_words, "take 1h", "! \"1h\" is no card", __LINE__);
    words_are(&toy_words, "jump", "! UNKNOWN jump: USAGE", __LINE__);
    words_are(&toy_words, "take 8h x", "! x NO SUIT", __LINE__);
    words_are(&toy_words, "take 8h sc", "! sc NO SUIT", __LINE__);
    words_are(&strict_words, "take 8h", "take 8h", __LINE__);
    words_are(&strict_words, "8h", "! UNKNOWN 8h: USAGE", __LINE__); /* no bare verb */
    words_are(&strict_words, "take 8h s", "! USAGE", __LINE__);     /* no suit taken */
    tb_move m[1];
    char err[TB_ERR_MAX] = "", out[64];
    TK_EQ_INT(tb_aux_notation_parse(NULL, &toy_words, "wait", m, 0, err), -1);
    TK_EQ_STR(err, "NO ROOM");

    tb_state s = {.host = tb_host_table()};
    TK_EQ_INT(toy_parse_move(&s, "8d h", m, 1, err), 1);
    TK_EQ_INT(toy_format_move(&s, &m[0], out, sizeof out), 9);
    TK_EQ_STR(out, "take 8d h");
    tb_aux_word_move w = {TAKE, 16 + 8, 3};
    TK_CHECK(memcmp(&m[0], &(tb_move){{TAKE, 16 + 8, 3}}, sizeof m[0]) == 0);
    memcpy(m[0].b, &w, sizeof w);
    TK_CHECK(tb_aux_notation_valid(&toy_words, &m[0]));
    m[0].b[2] = 5; /* a fifth suit */
    TK_CHECK(!tb_aux_notation_valid(&toy_words, &m[0]));
    m[0].b[2] = 0, m[0].b[1] = 14; /* rank 14 */
    TK_CHECK(!tb_aux_notation_valid(&toy_words, &m[0]));
    m[0].b[1] = 1, m[0].b[40] = 1; /* a stray byte */
    TK_CHECK(!tb_aux_notation_valid(&toy_words, &m[0]));
    memset(&m[0], 0, sizeof m[0]);
    m[0].b[0] = KNOCK;
    TK_CHECK(tb_aux_notation_valid(&toy_words, &m[0]));
    m[0].b[1] = 1; /* knock takes no card */
    TK_CHECK(!tb_aux_notation_valid(&toy_words, &m[0]));
    m[0].b[0] = 9, m[0].b[1] = 0; /* no such verb */
    TK_CHECK(!tb_aux_notation_valid(&toy_words, &m[0]));
    TK_EQ_INT(tb_aux_notation_format(&toy_words, &m[0], out, sizeof out), 1);
    TK_EQ_STR(out, "?");
    m[0].b[0] = TAKE, m[0].b[1] = 3, m[0].b[2] = 1;
    TK_CHECK(!tb_aux_notation_valid(&strict_words, &m[0])); /* take names no suit there */
    TK_CHECK(tb_aux_verb_of(&toy_words, WAIT) == &toy_verbs[2]);
    TK_CHECK(tb_aux_verb_of(&toy_words, 0) == NULL);

    evaluated = 0;
    TK_EQ_INT(lazy(NULL), -1);
    TK_EQ_INT(evaluated, 0); /* nobody reads it: not worked out */
    TK_EQ_INT(lazy(err), -1);
    TK_EQ_INT(evaluated, 1);
    TK_EQ_STR(err, "8h is not in your hand");
    TK_EQ_STR(TB_AUX_CARD(&french, 3 * 16 + 10), "10s");
    TK_EQ_STR(TB_AUX_CARD(&french, 0), "?");
}

/* A toy rule: a card may be taken when it is a heart, naming a suit only
 * for an 8; knock only with an empty hand; wait always. */
static int checked; /* how often toy_check was asked */
static int toy_check(const tb_state *s, tb_aux_word_move mv, char *err)
{
    checked++;
    if (mv.kind == TAKE && (tb_aux_suit(mv.card) != 2 || (tb_aux_rank(mv.card) == 8) != (mv.suit != 0)))
        TB_AUX_REFUSE(err, "%s", "no");
    if (mv.kind == KNOCK && s->hand[s->to_move].n > 0)
        TB_AUX_REFUSE(err, "%s", "not yet");
    return 0;
}
TB_AUX_NOTATION_LEGAL(toy, toy_words, toy_check)
TB_AUX_NOTATION_LEGAL(wild, wild_words, toy_check)

/* Prefer the highest card; wait least. */
static long toy_key(const tb_state *s, const tb_move *m)
{
    (void)s;
    return m->b[0] == TAKE ? m->b[1] * 10 + m->b[2] : 0;
}
TB_AUX_GREEDY_BOT(toy, toy_legal_moves, toy_key)
static long flat_key(const tb_state *s, const tb_move *m)
{
    (void)s, (void)m;
    return 7;
}

static void test_legal_and_greedy(void)
{
    tb_state s = {.host = tb_host_table(), .to_move = 1};
    tb_pile_push(&s.hand[1], 2 * 16 + 3);  /* 3h */
    tb_pile_push(&s.hand[1], 1);           /* Ac */
    tb_pile_push(&s.hand[1], 2 * 16 + 8);  /* 8h */
    tb_move out[8];
    char text[64] = "";
    size_t n = toy_legal_moves(&s, out, 8);
    TK_EQ_INT(n, 6);
    for (size_t i = 0; i < n && i < 8; i++) {
        size_t len = strlen(text);
        snprintf(text + len, sizeof text - len, "%s", i ? ", " : "");
        len = strlen(text);
        tb_aux_notation_format(&toy_words, &out[i], text + len, sizeof text - len);
    }
    TK_EQ_STR(text, "take 3h, take 8h c, take 8h d, take 8h h, take 8h s, wait");
    tb_move wild[8];
    checked = 0;
    TK_EQ_INT(wild_legal_moves(&s, wild, 8), 6); /* the same list ... */
    TK_CHECK(memcmp(wild, out, sizeof(tb_move) * 6) == 0);
    TK_EQ_INT(checked, 1 + 1 + 4 + 2); /* ... asking 3h, Ac once, 8h per suit, knock, wait */
    checked = 0;
    toy_legal_moves(&s, out, 8);
    TK_EQ_INT(checked, 3 * 5 + 2); /* every card both ways */
    words_are(&wild_words, "take 3h s", "take 3h s", __LINE__); /* parsed all the same */
    TK_EQ_INT(toy_legal_moves(&s, out, 2), 6); /* counted, two written */
    s.to_move = -1;
    TK_EQ_INT(toy_legal_moves(&s, out, 8), 0);
    s.to_move = 0; /* an empty hand: knock, wait */
    TK_EQ_INT(toy_legal_moves(&s, out, 8), 2);
    TK_EQ_INT(out[0].b[0], KNOCK);

    tb_move m = {{0}};
    s.to_move = 1;
    TK_EQ_INT(toy_bot_move(&s, 0, NULL, &m), 0);
    TK_EQ_INT(tb_aux_notation_format(&toy_words, &m, text, sizeof text), 9);
    TK_EQ_STR(text, "take 8h s"); /* the highest key */
    TK_EQ_INT(toy_bot_move(&s, 1, NULL, &m), -1); /* no second bot */
    TK_EQ_INT(tb_aux_greedy(&s, toy_legal_moves, flat_key, &m), 0);
    TK_EQ_STR((tb_aux_notation_format(&toy_words, &m, text, sizeof text), text), "take 3h");
    s.to_move = -1;
    TK_EQ_INT(tb_aux_greedy(&s, toy_legal_moves, toy_key, &m), -1); /* nothing legal */
}

static int pips(tb_card c) { return tb_aux_rank(c); }
static const char *const toy_ends[] = {"none", "out", "limit"};
TB_AUX_HANDS_LOG_HOOKS(toy, 3, pips, fr_format_card, toy_ends, 2)
static const tb_aux_tally toy_tally = {"hand", pips, fr_parse_card, fr_format_card, "%s?", "%s twice",
                                       "none: "};
TB_AUX_TALLY_HOOK(toy, toy_tally)

/* A round scored by the hands left: values, the lowest, the log and the
 * hooks written from it; the score hook of a tally. */
static void test_rounds_log(void)
{
    static const int value[4] = {5, 2, 9, 2};
    int score[4] = {0, 0, 0, 100};
    TK_EQ_INT(tb_aux_score_lowest(value, 3, score), 1); /* one lowest: seat 1 */
    TK_EQ_INT(score[0], 0);
    TK_EQ_INT(score[1], 3 + 7);
    TK_EQ_INT(score[2], 0);
    TK_EQ_INT(score[3], 100); /* past the players: untouched */
    memset(score, 0, sizeof score);
    TK_EQ_INT(tb_aux_score_lowest(value, 4, score), -1); /* seats 1 and 3 tie */
    TK_EQ_INT(score[1], 3 + 7 + 0);
    TK_EQ_INT(score[3], 3 + 7 + 0);
    static const int ends[] = {1, 2, 2, 0};
    TK_EQ_INT(tb_aux_count_int(ends, 4, 2), 2);
    TK_EQ_INT(tb_aux_count_int(ends, 2, 0), 0);
    TK_EQ_STR(tb_aux_int_list(value, 4, (char[TB_AUX_INTS_MAX]){0}), " 5 2 9 2");
    TK_EQ_STR(tb_aux_int_list(value, 0, (char[TB_AUX_INTS_MAX]){0}), "");

    const tb_host *h = tb_host_table();
    tb_state s = {.host = h, .players = 2, .to_move = 0, .turns = 11};
    tb_pile_push(&s.hand[0], 16 + 13); /* Kd: 13 */
    tb_pile_push(&s.hand[1], 2);       /* 2c: 2 */
    tb_pile_push(&s.hand[1], 3);       /* 3c: 3 */
    TK_EQ_INT(tb_aux_pile_value(&s.hand[1], pips), 5);
    toy_record(&s, 2);
    TK_EQ_INT(s.rounds_done, 1);
    TK_EQ_INT(s.end[0], 2);
    TK_EQ_INT(s.winner[0], 1);
    TK_EQ_INT(s.score[0][0], 0);
    TK_EQ_INT(s.score[0][1], 8);
    TK_CHECK(memcmp(&s.left[0][1], &s.hand[1], sizeof s.hand[1]) == 0);
    TK_EQ_INT(toy_to_move(&s), 0);
    tb_outcome out;
    toy_outcome(&s, &out);
    TK_EQ_INT(out.over, 0);
    TK_EQ_INT(out.turns, 11);
    TK_EQ_INT(out.rounds, 1);
    TK_EQ_INT(out.score[0][1], 8);
    TK_EQ_STR(out.end, TB_END_TURN_LIMIT); /* a round ended with limit_end */
    s.to_move = -1;
    s.end[0] = 1;
    toy_outcome(&s, &out);
    TK_EQ_INT(out.over, 1);
    TK_EQ_STR(out.end, TB_END_NORMAL);
    tb_json doc;
    tb_json_init(&doc);
    toy_round_detail(&s, 1, &doc);
    TK_EQ_STR(tb_json_text(&doc),
              "{\"round\": 1, \"end\": \"out\", \"winner\": 2, \"players\": [{\"seat\": 1, "
              "\"hand\": [\"Kd\"], \"score\": 0}, {\"seat\": 2, \"hand\": [\"2c\", \"3c\"], "
              "\"score\": 8}]}");
    tb_json_free(&doc);
    tb_json_init(&doc);
    toy_round_detail(&s, 2, &doc); /* not played */
    TK_EQ_STR(tb_json_text(&doc), "{}");
    tb_json_free(&doc);

    char text[64], err[TB_ERR_MAX] = "";
    tb_json_init(&doc);
    h->json_open(&doc, '{');
    TK_EQ_INT(toy_score(h, NULL, "hand", "Kd 2c", &doc, text, sizeof text, err), 0);
    h->json_close(&doc);
    TK_EQ_STR(text, "Kd 13 + 2c 2 = 15");
    TK_EQ_STR(tb_json_text(&doc), "{\"score\": 15, \"cards\": 2}");
    TK_EQ_INT(toy_score(h, NULL, "set", "Kd", &doc, text, sizeof text, err), -1);
    TK_EQ_STR(err, "set?");
    tb_json_free(&doc);
}

/* TB_AUX_CREATE fills the usual fields and frees a state its init refuses;
 * the descriptor and pile-table macros give the fields they name. */
static int toy_init(tb_state *s, char *err)
{
    s->turn = 1;
    return s->players > 2 ? tb_aux_refuse(err, "%s", "too many") : 0;
}
TB_AUX_CREATE(toy, toy_init, "OOM")
static const tb_pile_decl toy_decls[] = {
    TB_AUX_PILE_HANDS("seat {seat} hand", hand, TB_PILE_SORTED),
    TB_AUX_PILE_UP("up", up),
    TB_AUX_PILE_DOWN("down", down),
};
static const tb_pile_table toy_piles = TB_AUX_PILE_TABLE(toy_decls, toy_clone, fr_show_card);
TB_AUX_PILE_HOOKS(toy, toy_piles)
static const tb_param toy_params[] = {{"rules", "a", TB_PARAM_INT, "1", 1, 2, NULL, "a"}};
static const tb_game toy_game = {
    TB_AUX_GAME_HEAD("toy", "Toy", "0.1"),
    .params = toy_params, .n_params = TB_AUX_COUNT(toy_params),
    .create = toy_create, TB_AUX_PLAIN_STATE_FIELDS(toy), .legal_moves = toy_legal_moves,
    TB_AUX_NOTATION_FIELDS(toy), TB_AUX_HANDS_LOG_FIELDS(toy), TB_AUX_SUITED_FIELDS(fr),
    TB_AUX_PILE_FIELDS(toy, toy_piles), .score = toy_score,
};

static void test_create_and_descriptor(void)
{
    const tb_host *h = tb_host_table();
    char err[TB_ERR_MAX] = "";
    tb_setup setup = {2, NULL, NULL, 77};
    tb_state *s = toy_create(h, &setup, err);
    TK_CHECK(s != NULL);
    tb_rng r;
    h->rng_seed(&r, 77);
    TK_CHECK(s && s->host == h && s->players == 2 && s->turn == 1 && s->to_move == 0);
    TK_CHECK(s && memcmp(&s->rng, &r, sizeof r) == 0);
    toy_destroy(s);
    setup.players = 3;
    TK_CHECK(toy_create(h, &setup, err) == NULL);
    TK_EQ_STR(err, "too many");

    TK_EQ_INT(toy_game.size, sizeof(tb_game));
    TK_EQ_INT(toy_game.abi, TB_ABI_VERSION);
    TK_EQ_STR(toy_game.name, "toy");
    TK_EQ_STR(toy_game.version, "0.1");
    TK_EQ_INT(toy_game.n_params, 1);
    TK_CHECK(toy_game.clone == toy_clone && toy_game.destroy == toy_destroy);
    TK_CHECK(toy_game.parse_move == toy_parse_move && toy_game.format_move == toy_format_move);
    TK_CHECK(toy_game.to_move == toy_to_move && toy_game.outcome == toy_outcome);
    TK_CHECK(toy_game.round_detail == toy_round_detail);
    TK_CHECK(toy_game.deck_cards == fr_deck_cards && toy_game.parse_card == fr_parse_card);
    TK_CHECK(toy_game.format_card == fr_format_card && toy_game.piles == &toy_piles);
    TK_CHECK(toy_game.census == toy_census && toy_game.determinize == toy_determinize);
    TK_EQ_INT(toy_piles.state_size, sizeof(tb_state));
    TK_EQ_INT(toy_piles.players_offset, offsetof(tb_state, players));
    TK_EQ_INT(toy_piles.has_rng, 1);
    TK_EQ_INT(toy_piles.rng_offset, offsetof(tb_state, rng));
    TK_EQ_INT(toy_piles.n_piles, 3);
    TK_CHECK(toy_piles.known == NULL && toy_piles.clone == toy_clone);
    TK_EQ_INT(toy_decls[0].offset, offsetof(tb_state, hand));
    TK_EQ_INT(toy_decls[0].flags, TB_PILE_PER_SEAT | TB_PILE_SORTED);
    TK_EQ_INT(toy_decls[0].seen, TB_SEEN_OWNER);
    TK_EQ_INT(toy_decls[0].layout, TB_LAYOUT_FAN);
    TK_EQ_INT(toy_decls[1].offset, offsetof(tb_state, up));
    TK_EQ_INT(toy_decls[1].seen, TB_SEEN_ALL);
    TK_EQ_INT(toy_decls[2].seen, TB_SEEN_NONE);
    TK_EQ_INT(toy_decls[2].layout, TB_LAYOUT_STACK);
    TK_EQ_INT(toy_decls[2].stride, 0);
}

void test_aux_more(void);
void test_aux_more(void)
{
    test_suits_and_deal_rest();
    test_notation();
    test_legal_and_greedy();
    test_rounds_log();
    test_create_and_descriptor();
}
