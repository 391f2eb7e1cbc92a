/*
 * fuzz_transcript.c — saved games.  The input is a save's text.
 *
 * tb_transcript_parse either refuses it with a message that names the file,
 * or gives a consistent transcript (seats present, move lines in order).
 * When its plugin is one of ours, the game is rebuilt (seats played by the
 * random bot), its moves replayed until one no longer applies, and the
 * match's own transcript must parse back to the same moves.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "match.h"
#include "transcript.h"

#define MAX_REPLAY 400

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_load_plugins();
    return 0;
}

static void consistent(const tb_transcript *t, const char *text)
{
    if (!t->game || !t->plugin || !t->version || t->players < 1 || t->players > TB_MAX_SEATS)
        fuzz_fail("an accepted save lacks its game, plugin or players", text);
    for (int k = 0; k < t->players; k++)
        if (!t->seat_spec[k] || !t->names[k])
            fuzz_fail("an accepted save lacks a seat", text);
    for (size_t i = 1; i < t->n_moves; i++)
        if (t->move_lines[i] <= t->move_lines[i - 1])
            fuzz_fail("the lines of a save's moves are out of order", text);
    for (size_t i = 1; i < t->n_options; i++)
        if (t->opt_lines[i] <= t->opt_lines[i - 1])
            fuzz_fail("the lines of a save's options are out of order", text);
}

/* Rebuild and replay; then write the match out and read it back. */
static void replay(const fuzz_plugins *ps, const tb_transcript *t)
{
    size_t which = ps->n;
    for (size_t i = 0; i < ps->n; i++)
        if (strcmp(ps->p[i]->game.name, t->plugin) == 0)
            which = i;
    if (which == ps->n)
        return;
    tb_options *o = tb_options_copy(ps->defaults[which]);
    char err[1024];
    for (size_t i = 0; i < t->n_options; i++)
        if (tb_options_set(o, NULL, t->opt_keys[i], t->opt_values[i], err, sizeof err) != 0) {
            tb_options_free(o);
            return;
        }
    tb_match_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.game = &ps->p[which]->game;
    setup.game_name = t->game;
    setup.options = o;
    setup.players = t->players;
    setup.seed = t->seed;
    setup.deck_text = t->decks;
    for (int k = 0; k < t->players; k++)
        setup.seat_spec[k] = "random";
    tb_match *m = tb_match_new(&setup, err, sizeof err);
    tb_options_free(o);
    if (!m)
        return;
    for (size_t i = 0; i < t->n_moves && i < MAX_REPLAY; i++)
        if (tb_match_play_line(m, t->moves[i], err, sizeof err) != 0)
            break;
    char *text = tb_transcript_text(m);
    tb_transcript back;
    if (tb_transcript_parse(text, "rewritten.save", &back, err, sizeof err) != 0)
        fuzz_fail("tabula cannot read the save it wrote", err);
    if (back.n_moves != m->n_moves || back.players != m->players ||
        back.seed != m->seed || strcmp(back.game, m->game_name) != 0)
        fuzz_fail("a rewritten save reads back differently", text);
    for (size_t i = 0; i < back.n_moves; i++)
        if (strcmp(back.moves[i], m->moves[i]) != 0)
            fuzz_fail("a rewritten save's moves read back differently", text);
    tb_transcript_free(&back);
    free(text);
    tb_match_free(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz_plugins *ps = fuzz_load_plugins();
    char *text = fuzz_text(data, size);
    tb_transcript t;
    char err[1024];
    if (tb_transcript_parse(text, "fuzz.save", &t, err, sizeof err) != 0) {
        if (strncmp(err, "fuzz.save:", 10) != 0)
            fuzz_fail("a refused save's message does not name the file", err);
    } else {
        consistent(&t, text);
        replay(ps, &t);
        tb_transcript_free(&t);
    }
    free(text);
    return 0;
}
