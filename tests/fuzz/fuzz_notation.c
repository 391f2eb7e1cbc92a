/*
 * fuzz_notation.c — card and move text of every plugin.
 *
 * Input: 6 bytes of choices, then the text.
 *   [0] plugin   [1] bit 0: 0 = a card, 1 = a move
 *   [2] deck (cards) or seat count (moves)   [3] random moves played first
 *   [4..5] seed
 * Cards: a card that parses prints a canonical text that parses back to it
 * and prints the same again (saves and deck files rely on it); a refusal has
 * a reason.
 * Moves: on a dealt game after some random moves, parse_move returns a
 * refusal with a reason or 1..cap moves that all print; a parsed move that
 * is legal prints and parses back to exactly itself; and the line played
 * through the host (all or nothing) either changes nothing or keeps every
 * card (the census).
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "match.h"
#include "services.h"
#include "strbuf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_load_plugins();
    return 0;
}

static void cards(const tb_game *g, const tb_options *o, int deck, const char *text)
{
    const tb_host *h = tb_host_table();
    char err[TB_ERR_MAX] = "", buf[256], again[256];
    tb_card c, back;
    if (g->parse_card(h, o, deck, text, &c, err) != 0) {
        if (!err[0])
            fuzz_fail("parse_card refused a card without a reason", text);
        return;
    }
    memset(buf, 0x55, sizeof buf);
    g->format_card(h, o, c, buf, sizeof buf);
    if (!memchr(buf, '\0', sizeof buf))
        fuzz_fail("format_card wrote no NUL", text);
    if (g->parse_card(h, o, deck, buf, &back, err) != 0)
        fuzz_fail("the canonical text of a parsed card does not parse", buf);
    if (back != c)
        fuzz_fail("the canonical text of a parsed card parses to another card", buf);
    g->format_card(h, o, back, again, sizeof again);
    if (strcmp(buf, again) != 0)
        fuzz_fail("format_card is not stable", buf);
}

static int cmp_card(const void *a, const void *b)
{
    return (int)*(const tb_card *)a - (int)*(const tb_card *)b;
}

/* The sorted census, and its size. */
static size_t census(const tb_game *g, const tb_state *s, tb_card *out)
{
    size_t n = tb_game_census(g, s, out, TB_PILE_MAX * 4);
    if (n > TB_PILE_MAX * 4)
        n = TB_PILE_MAX * 4;
    qsort(out, n, sizeof *out, cmp_card);
    return n;
}

/* Everything a frontend can see of a match, as text. */
static char *fingerprint(const tb_match *m)
{
    tb_strbuf b = {0};
    tb_strbuf_printf(&b, "to move %d\n", tb_match_to_move(m));
    for (int k = -1; k < m->players; k++) {
        char *v = tb_match_view_text(m, k, 0);
        tb_strbuf_add(&b, v);
        free(v);
    }
    char *moves = tb_match_moves_text(m);
    tb_strbuf_add(&b, moves);
    free(moves);
    tb_strbuf_printf(&b, "%zu moves played\n", m->n_moves);
    return tb_strbuf_take(&b);
}

static int listed(const tb_game *g, const tb_state *s, const tb_move *mv)
{
    tb_move *all;
    size_t n = tb_legal_moves(g, s, &all);
    int found = 0;
    for (size_t i = 0; i < n && !found; i++)
        found = memcmp(&all[i], mv, sizeof *mv) == 0;
    free(all);
    return found;
}

static void moves(const tb_game *g, const tb_options *o, int players, int warmup, uint64_t seed,
                  const char *text)
{
    tb_match_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.game = g;
    setup.options = o;
    setup.players = players;
    setup.seed = seed;
    for (int k = 0; k < players; k++)
        setup.seat_spec[k] = "random";
    char err[1024];
    tb_match *m = tb_match_new(&setup, err, sizeof err);
    if (!m)
        fuzz_fail("a game with the default options cannot start", err);
    for (int i = 0; i < warmup && tb_match_to_move(m) >= 0; i++) {
        char played[512];
        if (tb_match_play_bot(m, played, sizeof played, err, sizeof err) != 0)
            fuzz_fail("the random bot's move was refused", err);
    }
    if (tb_match_to_move(m) < 0) {
        tb_match_free(m);
        return;
    }
    tb_move mv[TB_LINE_MOVES];
    memset(mv, 0, sizeof mv);
    char why[TB_ERR_MAX] = "";
    int n = g->parse_move(m->state, text, mv, TB_LINE_MOVES, why);
    if (n < 0 && !why[0])
        fuzz_fail("parse_move refused a line without a reason", text);
    if (n == 0 || n > TB_LINE_MOVES)
        fuzz_fail("parse_move returned an impossible count", text);
    for (int i = 0; i < n; i++) {
        char buf[512];
        memset(buf, 0x55, sizeof buf);
        g->format_move(m->state, &mv[i], buf, sizeof buf);
        if (!memchr(buf, '\0', sizeof buf))
            fuzz_fail("format_move wrote no NUL", text);
    }
    if (n >= 1 && listed(g, m->state, &mv[0])) {
        char buf[512];
        tb_move back[TB_LINE_MOVES];
        memset(back, 0, sizeof back);
        g->format_move(m->state, &mv[0], buf, sizeof buf);
        if (g->parse_move(m->state, buf, back, TB_LINE_MOVES, why) != 1 ||
            memcmp(&back[0], &mv[0], sizeof back[0]) != 0)
            fuzz_fail("a legal move does not print and parse back to itself", buf);
    }
    /* The line through the host: all or nothing, no card made or lost. */
    tb_card c0[TB_PILE_MAX * 4], c1[TB_PILE_MAX * 4];
    size_t n0 = census(g, m->state, c0);
    char *before = fingerprint(m);
    if (tb_match_play_line(m, text, err, sizeof err) != 0) {
        char *after = fingerprint(m);
        if (strcmp(before, after) != 0)
            fuzz_fail("a refused line changed the game", text);
        free(after);
    } else {
        size_t n1 = census(g, m->state, c1);
        if (n1 != n0 || memcmp(c0, c1, n0 * sizeof *c0) != 0)
            fuzz_fail("a line that was played made or lost a card", text);
    }
    free(before);
    tb_match_free(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz_plugins *ps = fuzz_load_plugins();
    if (size < 6)
        return 0;
    size_t which = data[0] % ps->n;
    const tb_game *g = &ps->p[which]->game;
    const tb_options *o = ps->defaults[which];
    char *text = fuzz_text(data + 6, size - 6);
    if ((data[1] & 1) == 0) {
        int decks = 0;
        while (g->decks && g->decks[decks])
            decks++;
        cards(g, o, decks ? data[2] % decks : 0, text);
    } else {
        int lo, hi;
        tb_options_players(o, &lo, &hi);
        int players = lo + data[2] % (hi - lo + 1);
        moves(g, o, players, data[3] % 64, (uint64_t)data[4] << 8 | data[5], text);
    }
    free(text);
    return 0;
}
