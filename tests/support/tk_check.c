/*
 * tk_check.c — the conformance check as a test program of the plugin's own
 * build: `tabula_add_check_test(TARGET plugin GAMES n)` (cmake/TabulaPlugin.cmake)
 * builds a driver whose main() is tk_check_main().  The driver carries the
 * host inside it (libtabula, linked statically), so when the plugin's project
 * builds with sanitizers the driver is built with them too: the sanitizer
 * runtime is in the program that loads the plugin, and no LD_PRELOAD is
 * needed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "botspec.h"
#include "check.h"
#include "loader.h"
#include "services.h"
#include "tk.h"

/* The plugin tk_check_main() checked, kept reachable until exit so that a
 * leak report made at exit can name its functions.  volatile: an optimised
 * build drops a store nobody reads, and the plugin is then reported as
 * leaked. */
static tb_plugin *volatile kept_plugin;

static int usage(const char *why)
{
    fprintf(stderr, "tk_check: %s\nusage: DRIVER PLUGIN.so [--games N] [--seed S] [--full] "
                    "[--set key=value]... [--bot SPEC]\n", why);
    return 2;
}

static int number(const char *text, unsigned long long *out)
{
    char *end;
    if (!text || !*text || *text == '-')
        return -1;
    *out = strtoull(text, &end, 10);
    return *end ? -1 : 0;
}

int tk_check_main(int argc, char **argv)
{
    if (argc < 2)
        return usage("name the plugin file");
    const char *path = argv[1];
    unsigned long long games = 20, seed = 1;
    int full = 0;
    const char *bot = NULL; /* as `tabula check --bot`: this bot only */
    const char *sets[64];
    size_t n_sets = 0;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--full") == 0)
            full = 1;
        else if (strcmp(a, "--games") == 0 && number(v, &games) == 0 && games > 0)
            i++;
        else if (strcmp(a, "--seed") == 0 && number(v, &seed) == 0)
            i++;
        else if (strcmp(a, "--bot") == 0 && v && *v && strcmp(v, "human") != 0)
            bot = argv[++i];
        else if (strcmp(a, "--set") == 0 && v && n_sets + 1 < sizeof sets / sizeof sets[0])
            sets[n_sets++] = argv[++i];
        else
            return usage(a);
    }
    sets[n_sets] = NULL;
    char err[1024];
    tb_plugin *p = tb_plugin_open(path, err, sizeof err);
    if (!p) {
        fprintf(stderr, "tk_check: %s\n", err);
        return 2;
    }
    /* A bad --bot is bad usage, not a failure of the plugin (as tabula check). */
    if (bot && tb_botspec_check(&p->game, bot, err, sizeof err) != 0) {
        fprintf(stderr, "tk_check: --bot: %s\n", err);
        tb_plugin_close(p);
        return 2;
    }
    tb_options *o = tk_options(&p->game, sets);
    tb_check c = {.game = &p->game, .options = o, .games = (long)games, .seed = seed,
                  .full = full, .bot = bot};
    int rc = tb_check_run(&c);
    if (rc != 0)
        fprintf(stderr, "tabula check: FAILED: %s\n", c.error);
    else
        printf("tabula check: %s passed: %ld games, %ld listed moves verified, %ld refusals "
               "probed%s\n",
               path, c.games_played, c.moves_checked, c.probes,
               tb_game_determinizes(&p->game) ? "" : " (no determinize: view leaks not checked)");
    tk_options_free(o);
    /* The plugin stays loaded (and reachable) until exit: a leak report made
     * at exit can then name the plugin's functions, not "<unknown module>".
     * (kept_plugin). */
    kept_plugin = p;
    return rc == 0 ? 0 : 1;
}

const tb_game *tk_plugin_file(const char *path)
{
    char err[1024];
    tb_plugin *p = tb_plugin_open(path, err, sizeof err);
    if (!p) {
        fprintf(stderr, "tk: %s\n", err);
        exit(1);
    }
    /* Kept loaded for the life of the test program, like tk_plugin()'s. */
    static tb_plugin *volatile loaded[16]; /* volatile: see kept_plugin */
    for (size_t i = 0; i < sizeof loaded / sizeof loaded[0]; i++)
        if (!loaded[i]) {
            loaded[i] = p;
            break;
        }
    return &p->game;
}

/* The views of a state for every seat and the spectator, as one text. */
static char *all_views(const tb_game *g, const tb_state *s, int players)
{
    size_t len = 0;
    char *all = calloc(1, 1);
    for (int k = -1; k < players && all; k++) {
        char *v = tk_view(g, s, k);
        size_t n = strlen(v);
        char *grown = realloc(all, len + n + 1);
        if (grown) {
            memcpy(grown + len, v, n + 1);
            len += n;
        }
        all = grown;
        free(v);
    }
    return all;
}

static void why_set(char *why, size_t cap, long seed)
{
    if (why && cap)
        snprintf(why, cap, "determinize with rng seed %ld depends on what the seat cannot see",
                 seed);
}

int tk_same_infoset(const tb_game *g, const tb_state *a, const tb_state *b, int seat,
                    int players, int seeds, char *why, size_t cap)
{
    char *va = tk_view(g, a, seat), *vb = tk_view(g, b, seat);
    int same = strcmp(va, vb) == 0;
    free(va);
    free(vb);
    if (!same) {
        if (why && cap)
            snprintf(why, cap, "the seat's views differ");
        return 0;
    }
    for (long k = 1; k <= seeds; k++) {
        if (tb_game_determinizes(g)) {
            tb_rng ra, rb;
            tb_rng_seed(&ra, (uint64_t)k);
            tb_rng_seed(&rb, (uint64_t)k);
            tb_state *da = tb_game_determinize(g, a, seat, &ra);
            tb_state *db = tb_game_determinize(g, b, seat, &rb);
            char *ta = da ? all_views(g, da, players) : NULL;
            char *tb = db ? all_views(g, db, players) : NULL;
            same = ta && tb && strcmp(ta, tb) == 0;
            free(ta);
            free(tb);
            if (da)
                g->destroy(da);
            if (db)
                g->destroy(db);
            if (!same) {
                why_set(why, cap, k);
                return 0;
            }
        }
        for (int bot = 0; g->bot_move && g->bots && g->bots[bot]; bot++) {
            tb_rng ra, rb;
            tb_rng_seed(&ra, (uint64_t)k);
            tb_rng_seed(&rb, (uint64_t)k);
            tb_move ma, mb;
            memset(&ma, 0, sizeof ma);
            memset(&mb, 0, sizeof mb);
            int ra_ok = g->bot_move(a, bot, &ra, &ma), rb_ok = g->bot_move(b, bot, &rb, &mb);
            char fa[TB_MOVE_TEXT_MAX] = "", fb[TB_MOVE_TEXT_MAX] = "";
            if (ra_ok == 0)
                g->format_move(a, &ma, fa, sizeof fa);
            if (rb_ok == 0)
                g->format_move(b, &mb, fb, sizeof fb);
            if (ra_ok != rb_ok || strcmp(fa, fb) != 0) {
                if (why && cap)
                    snprintf(why, cap, "bot %s with rng seed %ld moves %s in one state, %s in the other",
                             g->bots[bot], k, ra_ok ? "nothing" : fa, rb_ok ? "nothing" : fb);
                return 0;
            }
        }
    }
    return 1;
}
