/*
 * fuzz_files.c — game ini files, --config files and stacked-deck files, read
 * from a real file as tabula reads them.
 *
 * Input: 3 bytes of choices, then the file.
 *   [0] % 3: 0 a game file, 1 a --config file, 2 a deck file
 *   [1] the plugin (config and deck files)   [2] random moves after the deal
 * Every refusal must name the file (and, from the parsers, the line); a deck
 * file that is accepted must deal a game that the random bot can play on.
 */
#include <string.h>

#include "fuzz_common.h"
#include "gamefile.h"
#include "match.h"
#include "decks.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_load_plugins();
    return 0;
}

static void names_file(const char *err, const char *path, const char *what)
{
    size_t n = strlen(path);
    if (strncmp(err, path, n) != 0 || err[n] != ':')
        fuzz_fail(what, err);
}

static const tb_plugin *plugin_named(const fuzz_plugins *ps, const char *name, size_t *index)
{
    for (size_t i = 0; name && i < ps->n; i++)
        if (strcmp(ps->p[i]->game.name, name) == 0) {
            *index = i;
            return ps->p[i];
        }
    return NULL;
}

static void ini_file(const fuzz_plugins *ps, const char *path, int config, size_t which)
{
    tb_gamefile *f = config ? tb_gamefile_read_config(path) : tb_gamefile_read(path);
    if (f->error)
        names_file(f->error, path, "an ini error does not name the file");
    size_t index = which;
    const tb_plugin *p = config ? ps->p[which] : plugin_named(ps, f->plugin, &index);
    if (p) {
        char err[1024];
        tb_options *o = tb_options_copy(ps->defaults[index]);
        if (tb_gamefile_apply(f, o, err, sizeof err) != 0)
            names_file(err, path, "an ini value error does not name the file");
        tb_options_free(o);
    }
    tb_gamefile_free(f);
}

static void deck_file(const fuzz_plugins *ps, const char *path, size_t which, int warmup)
{
    const tb_game *g = &ps->p[which]->game;
    const tb_options *o = ps->defaults[which];
    int lo, hi;
    tb_options_players(o, &lo, &hi);
    char err[1024];
    tb_table *t = tb_table_new(lo);
    int rc = tb_table_load_decks(t, g, o, path, err, sizeof err);
    tb_table_free(t);
    if (rc != 0) {
        names_file(err, path, "a deck file error does not name the file");
        return;
    }
    tb_match_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.game = g;
    setup.options = o;
    setup.players = lo;
    setup.seed = 7;
    setup.deck_file = path;
    for (int k = 0; k < lo; k++)
        setup.seat_spec[k] = "random";
    tb_match *m = tb_match_new(&setup, err, sizeof err);
    if (!m)
        fuzz_fail("an accepted deck file does not deal", err);
    for (int i = 0; i < warmup && tb_match_to_move(m) >= 0; i++) {
        char played[512];
        if (tb_match_play_bot(m, played, sizeof played, err, sizeof err) != 0)
            fuzz_fail("the random bot's move was refused on a stacked deal", err);
    }
    tb_match_free(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz_plugins *ps = fuzz_load_plugins();
    if (size < 3)
        return 0;
    const char *path = fuzz_write_file(data + 3, size - 3);
    size_t which = data[1] % ps->n;
    switch (data[0] % 3) {
    case 0:
        ini_file(ps, path, 0, which);
        break;
    case 1:
        ini_file(ps, path, 1, which);
        break;
    default:
        deck_file(ps, path, which, data[2] % 32);
        break;
    }
    return 0;
}
