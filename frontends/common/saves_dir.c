/*
 * saves_dir.c — every game is kept, to be continued: saves live in
 * $XDG_STATE_HOME/tabula/saves/ (default ~/.local/state/tabula/saves/), a
 * finished game's save moves to .../tabula/history/ (the newest
 * TB_HISTORY_KEEP kept).  Listing loads each save, so one that no longer
 * loads (plugin changed, file damaged) is listed with its reason.
 */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "services.h"
#include "tabletop.h"
#include "view.h"

/* $XDG_STATE_HOME/tabula/SUB, created.  XDG says relative values are ignored. */
static int state_dir(const char *sub, char *out, size_t cap, char *err, size_t errlen)
{
    const char *xdg = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(out, cap, "%s/tabula/%s", xdg, sub);
    else if (home && home[0] == '/')
        n = snprintf(out, cap, "%s/.local/state/tabula/%s", home, sub);
    else {
        snprintf(err, errlen, _("neither XDG_STATE_HOME nor HOME is set to a folder"));
        return -1;
    }
    if (n < 0 || (size_t)n >= cap) {
        snprintf(err, errlen, _("the state folder's path is too long"));
        return -1;
    }
    return tb_make_dirs(out, err, errlen);
}

int tb_make_dirs(const char *dir, char *err, size_t errlen)
{
    char path[1024];
    const char *home = getenv("HOME");
    size_t from = 1, len = home ? strlen(home) : 0;
    snprintf(path, sizeof path, "%s", dir);
    /* Below a home: only the folders under it. */
    while (len > 1 && home[len - 1] == '/')
        len--;
    if (len > 1 && strncmp(path, home, len) == 0 && path[len] == '/')
        from = len + 1;
    for (char *p = path + from;; p++) {
        if (*p && *p != '/')
            continue;
        char c = *p;
        *p = '\0';
        if (mkdir(path, 0700) != 0 && errno != EEXIST) {
            snprintf(err, errlen, _("%s: cannot create: %s"), path, strerror(errno));
            return -1;
        }
        *p = c;
        if (!c)
            return 0;
    }
}

int tb_saves_dir(char *out, size_t cap, char *err, size_t errlen)
{
    return state_dir("saves", out, cap, err, errlen);
}

int tb_history_dir(char *out, size_t cap, char *err, size_t errlen)
{
    return state_dir("history", out, cap, err, errlen);
}

int tb_saves_new_path(const char *game, char *out, size_t cap, char *err, size_t errlen)
{
    char dir[900];
    /* Game files refuse such names (gamefile.c); the save stays in its folder whatever comes. */
    if (strchr(game, '/') || game[0] == '.' || !game[0]) {
        snprintf(err, errlen, _("\"%s\" cannot name a file in the saves folder"), game);
        return -1;
    }
    if (tb_saves_dir(dir, sizeof dir, err, errlen) != 0)
        return -1;
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[32], history[900], err2[256];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    int have_history = tb_history_dir(history, sizeof history, err2, sizeof err2) == 0;
    /* A name no kept or finished game has: the launcher can start a second
     * game within the same second, and the record knows a game by it. */
    for (int k = 1; k < 100; k++) {
        char suffix[8] = "", old[1200];
        if (k > 1)
            snprintf(suffix, sizeof suffix, "-%d", k);
        int n = snprintf(out, cap, "%s/%s-%s-%ld%s.save", dir, game, stamp, (long)getpid(),
                         suffix);
        if (n < 0 || (size_t)n >= cap) {
            snprintf(err, errlen, _("the save's path is too long"));
            return -1;
        }
        snprintf(old, sizeof old, "%s%s", history, strrchr(out, '/'));
        if (access(out, F_OK) != 0 && !(have_history && access(old, F_OK) == 0))
            return 0;
    }
    snprintf(err, errlen, _("%s: no free name for a new save"), dir);
    return -1;
}

/* The *.save files of dir with their times (malloc'd), newest first. */
typedef struct entry {
    char path[1024];
    time_t when;
} entry;

static int newest_first(const void *a, const void *b)
{
    const entry *x = a, *y = b;
    if (x->when != y->when)
        return x->when < y->when ? 1 : -1;
    return strcmp(y->path, x->path); /* same second: the later name first */
}

static entry *saves_in(const char *dir, size_t *n)
{
    *n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return NULL;
    entry *e = NULL;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        size_t len = strlen(de->d_name);
        if (len < 6 || strcmp(de->d_name + len - 5, ".save") != 0)
            continue;
        entry x;
        struct stat st;
        snprintf(x.path, sizeof x.path, "%.760s/%.250s", dir, de->d_name);
        if (stat(x.path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        x.when = st.st_mtime;
        e = tb_xrealloc(e, (*n + 1) * sizeof *e);
        e[(*n)++] = x;
    }
    closedir(d);
    if (*n)
        qsort(e, *n, sizeof *e, newest_first);
    return e;
}

int tb_saves_retire(const char *path, char *err, size_t errlen)
{
    char dir[900], to[1024];
    if (tb_history_dir(dir, sizeof dir, err, errlen) != 0)
        return -1;
    const char *base = strrchr(path, '/');
    /* Composed as saves_in() composes the paths it lists, to be found there. */
    snprintf(to, sizeof to, "%.760s/%.250s", dir, base ? base + 1 : path);
    if (rename(path, to) != 0) {
        snprintf(err, errlen, _("%s: cannot move to %s: %s"), path, dir, strerror(errno));
        return -1;
    }
    /* The newest TB_HISTORY_KEEP by their times, and always the game just
     * finished: after the clock was set back, older games can look newer. */
    size_t n, kept = 1;
    entry *e = saves_in(dir, &n);
    for (size_t i = 0; i < n; i++)
        if (strcmp(e[i].path, to) != 0 && kept++ >= TB_HISTORY_KEEP)
            unlink(e[i].path);
    free(e);
    return 0;
}

/* Load one save as `play --load` would; the reason comes back in err, so
 * nothing is printed on the launcher's screen. */
static void check_save(tb_saved_game *g)
{
    tb_resolved r;
    tb_match *m = NULL;
    char err[1024] = "";
    int rc = tb_save_resume(g->path, NULL, NULL, &r, &m, err, sizeof err);
    struct tm tm;
    localtime_r(&g->when, &tm);
    strftime(g->when_text, sizeof g->when_text, "%d %b %H:%M", &tm);
    const char *base = strrchr(g->path, '/');
    base = base ? base + 1 : g->path;
    if (rc != 0) {
        /* The message starts with the save's full path: its name is enough. */
        const char *why = err[0] ? err : _("it does not load");
        size_t plen = strlen(g->path);
        if (strncmp(why, g->path, plen) == 0 && why[plen] == ':') {
            snprintf(g->why, sizeof g->why, "%.200s%.300s", base, why + plen);
            why = NULL;
        }
        if (why)
            snprintf(g->why, sizeof g->why, "%.500s", why);
        snprintf(g->title, sizeof g->title, "%.120s", base);
    } else {
        tb_outcome o;
        tb_outcome_of(m->game, m->state, &o);
        snprintf(g->game, sizeof g->game, "%s", m->game_name);
        /* The table's own first status line ("Round 2 of 3, turn 4"), so the
         * label promises what the table then shows. */
        tb_view v;
        tb_match_view_init(m, &v, -1);
        m->game->view(m->state, -1, &v);
        snprintf(g->title, sizeof g->title, "%.120s",
                 r.entry ? tb_gamefile_title(r.entry->file) : m->game_name);
        snprintf(g->status, sizeof g->status, "%.250s", v.n_status ? v.status[0] : "");
        tb_view_free(&v);
        int len = 0;
        for (int k = 0; k < m->players && len >= 0 && (size_t)len < sizeof g->seats; k++)
            len += snprintf(g->seats + len, sizeof g->seats - (size_t)len, "%s%s",
                            k ? _(" vs ") : "", m->seats[k].name);
        if (tb_save_is_open(g->path, err, sizeof err)) {
            snprintf(g->why, sizeof g->why, _("it is open in another tabula"));
            g->open_elsewhere = 1;
        } else if (o.over || tb_match_resigned_out(m)) {
            snprintf(g->why, sizeof g->why, _("the game is over"));
            g->over = 1;
        } else {
            g->ok = 1;
        }
    }
    tb_match_free(m);
    tb_resolved_free(&r);
}

/* What a killed tabula leaves in the saves folder: a save's write in
 * flight (NAME.save.tmp.PID, textfile.c's) whose process is gone and whose
 * game nobody plays (only its player writes a kept save: a process of
 * another machine sharing the home is not seen by kill()), and the locks
 * nobody holds.  The save itself is always whole. */
static void sweep_leftovers(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    for (struct dirent *e; (e = readdir(d));) {
        const char *tmp = strstr(e->d_name, ".save.tmp.");
        char *end, path[1200], save[1200], why[256];
        long pid = tmp ? strtol(tmp + strlen(".save.tmp."), &end, 10) : 0;
        if (pid <= 0 || *end || kill((pid_t)pid, 0) == 0 || errno != ESRCH)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        snprintf(save, sizeof save, "%s/%.*s", dir, (int)(tmp - e->d_name + 5), e->d_name);
        if (!tb_save_is_open(save, why, sizeof why))
            unlink(path);
    }
    closedir(d);
    tb_save_locks_sweep(dir);
}

unsigned long long tb_saves_stamp(void)
{
    char dir[900], err[512];
    DIR *d = tb_saves_dir(dir, sizeof dir, err, sizeof err) == 0 ? opendir(dir) : NULL;
    if (!d)
        return 0;
    /* A sum of each name's hash: the same whatever order readdir gives. */
    unsigned long long stamp = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len < 6 || (strcmp(e->d_name + len - 5, ".save") != 0 &&
                        strcmp(e->d_name + len - 5, ".lock") != 0))
            continue;
        unsigned long long h = 14695981039346656037ull; /* FNV-1a */
        for (const char *c = e->d_name; *c; c++)
            h = (h ^ (unsigned char)*c) * 1099511628211ull;
        stamp += h;
    }
    closedir(d);
    return stamp;
}

tb_saved_game *tb_saves_list(size_t *n)
{
    char dir[900], err[512];
    *n = 0;
    if (tb_saves_dir(dir, sizeof dir, err, sizeof err) != 0)
        return NULL;
    sweep_leftovers(dir);
    size_t k;
    entry *e = saves_in(dir, &k);
    tb_saved_game *out = tb_xcalloc(k ? k : 1, sizeof *out);
    for (size_t i = 0; i < k; i++) {
        snprintf(out[i].path, sizeof out[i].path, "%s", e[i].path);
        out[i].when = e[i].when;
        check_save(&out[i]);
    }
    free(e);
    *n = k;
    return out;
}
