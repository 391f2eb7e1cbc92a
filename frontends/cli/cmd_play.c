/* cmd_play.c — `tabula play GAME [options]`: one game, tui or text. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "cli.h"
#include "tabletop.h"
#include "transcript.h"

static const char *const play_help =
    N_("usage: tabula play GAME [options]\n\n"
    "Plays one game: the ncurses table on a terminal, else the text protocol.\n"
    "  --players N          seats (default: the game's default)\n"
    "  --seat K=human|BOT   who sits at seat K (BOT: easy, normal, hard, random,\n"
    "                       a bot of the game, ismcts[:OPTIONS] or novice[:OPTIONS]);\n"
    "                       by default seat 1 is human and the rest the game's bot\n"
    "  --name K=NAME        a seat's name\n"
    "  --seed S             the deal and the bots' choices (default: a fresh deal,\n"
    "                       its seed shown on the table and in the result)\n"
    "  --config FILE.ini    option values ([rules], [deck]) on top of the game's\n"
    "  --set key=value      one option (repeatable; wins over the files)\n"
    "  --ui tui|text        the frontend (text: one move per line on stdin)\n"
    "  --deck FILE          stacked decks for a scripted deal\n"
    "  --save FILE          keep the game in FILE, rewritten after every move\n"
    "  --load FILE          resume a saved game\n"
    "  --continue           resume the newest game kept in the saves folder (one\n"
    "                       whose end was cut short: show how it ended)\n"
    "  --result-json FILE   write the result as JSON at the end\n"
    "  --no-save            do not keep the game in the saves folder\n"
    "                       ($XDG_STATE_HOME/tabula/saves, kept after every move)\n"
    "  --no-undo            undo and redo are off (serious play)\n"
    "  --no-stats           do not record the game in your statistics\n");

/* The newest kept game that loads and is not open in another tabula, for
 * --continue: one whose end was cut short (over, still in the saves) too,
 * as the launcher offers it: opening it shows how it ended and records it.
 * -1 when there is none; then *open_elsewhere says whether one is being
 * played elsewhere (its reason in busy). */
static int newest_save(char *out, size_t cap, int *open_elsewhere, char *busy, size_t busylen)
{
    size_t n;
    tb_saved_game *g = tb_saves_list(&n);
    int found = 0;
    *open_elsewhere = 0;
    for (size_t i = 0; i < n && !found; i++)
        if (g[i].ok || g[i].over) {
            snprintf(out, cap, "%s", g[i].path);
            found = 1;
        } else if (!*open_elsewhere && tb_save_is_open(g[i].path, busy, busylen)) {
            *open_elsewhere = 1;
        }
    free(g);
    return found ? 0 : -1;
}

/* The file name of path: its last part. */
static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* Whether a and b name one file (b exists; a may not yet). */
static int same_file(const char *a, const char *b)
{
    struct stat x, y;
    return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino;
}

/* The game a save at path holds when it is not `game` (its "game" line,
 * into other): a --save that names it would replace another game's save,
 * most likely by a slip of the hand.  0 for no file, another kind of file,
 * or a save of the same game (a tester's script writes one again and again). */
static int holds_another_game(const char *path, const char *game, char *other, size_t cap)
{
    FILE *f = fopen(path, "r");
    char line[160];
    int save = 0, found = 0;
    for (int n = 0; f && n < 4 && !found && fgets(line, sizeof line, f); n++) {
        const char *l = strncmp(line, "\xef\xbb\xbf", 3) == 0 ? line + 3 : line;
        line[strcspn(line, "\r\n")] = '\0';
        if (n == 0)
            save = strncmp(l, "tabula-save ", 12) == 0;
        else if (save && strncmp(l, "game ", 5) == 0) {
            snprintf(other, cap, "%s", l + 5);
            found = strcmp(l + 5, game) != 0;
        }
    }
    if (f)
        fclose(f);
    return found;
}

/* Is path inside the saves folder (then a finished game moves to the history)? */
static int in_saves_dir(const char *path)
{
    char dir[900], err[256], real_dir[PATH_MAX], real_path[PATH_MAX];
    if (tb_saves_dir(dir, sizeof dir, err, sizeof err) != 0 || !realpath(dir, real_dir) ||
        !realpath(path, real_path))
        return 0;
    size_t n = strlen(real_dir);
    return strncmp(real_path, real_dir, n) == 0 && real_path[n] == '/';
}

int tb_cmd_play(int argc, char **argv)
{
    tb_args a = {.verb = "play"};
    if (tb_args_parse(&a, argc - 1, argv + 1,
                       " players seat name seed config set ui deck save load result-json "
                      "no-undo no-save no-stats continue ") != 0)
        return TB_EXIT_USAGE;
    if (a.help) {
        fputs(_(play_help), stdout);
        return TB_EXIT_OK;
    }
    tb_match *m = NULL;
    tb_resolved r = {0};
    char err[1024], kept[1024], newest[1024];
    /* A kept game goes on with its own deal and options: a flag that would
     * change them is refused, not quietly passed over. */
    const char *fixed = a.have_seed ? "--seed" : a.n_sets ? "--set" : a.config ? "--config"
                      : a.deck ? "--deck" : a.players || a.players_past ? "--players" : NULL;
    if ((a.load || a.resume_newest) && fixed) {
        fprintf(stderr, _("tabula play: %s takes no %s (the game goes on with its save's deal and "
                          "options)\n"), a.load ? "--load" : "--continue", fixed);
        return TB_EXIT_USAGE;
    }
    if (a.resume_newest) {
        if (a.load || a.n_positional > 0) {
            fprintf(stderr, _("tabula play: --continue takes no GAME and no --load\n"));
            return TB_EXIT_USAGE;
        }
        int open_elsewhere;
        if (newest_save(newest, sizeof newest, &open_elsewhere, err, sizeof err) != 0) {
            if (open_elsewhere)
                fprintf(stderr, "tabula play: %s\n", err);
            else
                fprintf(stderr, _("tabula play: no game to continue in %s\n"),
                        tb_saves_dir(kept, sizeof kept, err, sizeof err) == 0
                            ? kept
                            : _("the saves folder"));
            return TB_EXIT_USAGE;
        }
        a.load = newest;
    }
    /* A fresh deal unless a seed is asked for (sim, check and ladder keep theirs). */
    if (!a.load && !a.have_seed) {
        a.seed = tb_fresh_seed();
        a.have_seed = 1;
    }
    tb_play_opts po = {.no_undo = a.no_undo, .no_stats = a.no_stats};
    /* One process at a time on a kept game (save_lock.c): a resumed game's
     * lock is taken before its save is read, so no move made elsewhere
     * meanwhile is overwritten.  Every refusal below says err (when it is
     * set) and goes to the one way out, which lets go of what is held. */
    tb_save_lock lock = {.fd = -1}, from = {.fd = -1};
    int rc = TB_EXIT_USAGE;
    err[0] = '\0';
    if (a.load) {
        if (a.n_positional > 0) {
            fputs(_("tabula play: --load takes no GAME\n"), stderr);
            goto out;
        }
        if (!a.save && !a.no_save) {
            a.save = a.load; /* a resumed game keeps saving where it came from */
            po.autosave = in_saves_dir(a.load);
        }
        po.copy = a.no_save; /* read, never rewritten: a copy to try something on */
        /* A kept game stays that game wherever --save now writes it. */
        if (in_saves_dir(a.load))
            po.kept = base_name(a.load);
        if (a.save && tb_save_lock_take(&lock, a.save, err, sizeof err) != 0)
            goto out;
        /* --save elsewhere moves a kept game there: no other tabula may
         * have it open, and it leaves the saves folder once the new file
         * holds it (two files of one game would be played and counted
         * twice). */
        if (a.save && po.kept && !same_file(a.save, a.load) &&
            tb_save_lock_take(&from, a.load, err, sizeof err) != 0)
            goto out;
        if (tb_transcript_resume(&a, a.load, &r, &m, err, sizeof err) != 0)
            goto out;
        m->quit = 0;       /* leaving a game and coming back is what saves are for */
        m->no_stats |= a.no_stats; /* out of the record once, out for good */
        po.decks_from = a.load;
        po.loaded_over = tb_match_over(m);
    } else {
        if (a.n_positional != 1) {
            fputs(_("tabula play: name one game (tabula list shows them)\n"), stderr);
            goto out;
        }
        if (tb_resolve(&a, a.positional[0], &r) != 0)
            goto out; /* said already */
        tb_match_setup s;
        tb_setup_from_args(&a, &r, &s);
        if (!(m = tb_match_new(&s, err, sizeof err)))
            goto out;
        m->no_stats = a.no_stats;
        po.decks_from = a.deck;
        char other[128];
        if (a.save && holds_another_game(a.save, m->game_name, other, sizeof other)) {
            fprintf(stderr, _("tabula play: %s holds a saved game of %s: --save would replace it "
                              "(name another file, or remove that one first)\n"), a.save, other);
            goto out;
        }
        /* Every game is kept, to be continued, unless --save names the file
         * or --no-save says no. */
        if (!a.save && !a.no_save) {
            if (tb_saves_new_path(m->game_name, kept, sizeof kept, err, sizeof err) == 0) {
                a.save = kept;
                po.autosave = 1;
                po.kept = base_name(kept);
            } else {
                fprintf(stderr, _("tabula play: warning: the game is not kept: %s\n"), err);
                err[0] = '\0';
            }
        }
    }
    /* A save or a result that cannot be written is bad usage, found before
     * the first move rather than after the last. */
    if ((a.save && tb_check_writable(a.save, err, sizeof err) != 0) ||
        (a.result_json && tb_check_writable(a.result_json, err, sizeof err) != 0)) {
        if (po.autosave && a.save && strstr(err, a.save) == err) {
            fprintf(stderr, _("tabula play: %s (--no-save plays without keeping the game)\n"),
                    err);
            err[0] = '\0';
        }
        goto out;
    }
    if (from.fd >= 0) { /* the move: the new file holds the game, then the kept one goes */
        if (tb_transcript_save_sync(m, a.save, 1, err, sizeof err) != 0)
            goto out;
        unlink(a.load);
        tb_save_lock_drop(&from);
    }
    po.save = a.save;
    po.keep_file = po.loaded_over && a.save && same_file(a.save, a.load);
    po.result_json = a.result_json;
    if (!a.load && po.save && tb_save_lock_take(&lock, po.save, err, sizeof err) != 0)
        goto out;
    int tui = a.ui ? strcmp(a.ui, "tui") == 0
                   : isatty(STDIN_FILENO) && isatty(STDOUT_FILENO) && tb_tui_available();
    if (tui && !tb_tui_available()) {
        fprintf(stderr, _("tabula play: this tabula was built without the ncurses frontend\n"));
        tui = 0;
    }
    err[0] = '\0'; /* the frontends say their own failures */
    rc = tui ? tb_tui_play_opts(m, &po) : tb_text_play_opts(m, stdin, stdout, &po);
out:
    if (rc == TB_EXIT_USAGE && err[0])
        fprintf(stderr, "tabula play: %s\n", err);
    tb_save_lock_drop(&from);
    tb_save_lock_drop(&lock);
    tb_match_free(m);
    tb_resolved_free(&r);
    return rc;
}
