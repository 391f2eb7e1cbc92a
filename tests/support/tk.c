/* tk.c — the test kit behind tk.h. */
#include "tk.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gamefile.h"
#include "json.h"
#include "loader.h"
#include "match.h"
#include "options.h"
#include "services.h"
#include "strbuf.h"
#include "decks.h"
#include "view.h"

static int passed, failed;

/* The plugin folder tk_plugin() loads from: tk_plugin_dir.c, compiled into
 * each kit with its own folder (the build tree's, the install's). */
extern const char tk_plugin_dir[];

/* Each state made by tk_new carries its table with it; we keep the pairs. */
typedef struct owned {
    const tb_state *state;
    tb_table *table;
    int players;
} owned;
static owned owned_states[256];

const tb_host *tk_host(void)
{
    return tb_host_table();
}

const tb_game *tk_plugin(const char *name)
{
    char path[1024], err[1024];
    snprintf(path, sizeof path, "%s/%s.so", tk_plugin_dir, name);
    tb_plugin *p = tb_plugin_open(path, err, sizeof err);
    if (!p) {
        fprintf(stderr, "tk: %s\n", err);
        exit(1);
    }
    /* Kept loaded (and reachable, for LeakSanitizer) for the life of the test. */
    static tb_plugin *loaded[16];
    for (size_t i = 0; i < sizeof loaded / sizeof loaded[0]; i++)
        if (!loaded[i]) {
            loaded[i] = p;
            break;
        }
    return &p->game;
}

tb_options *tk_options(const tb_game *g, const char *const *sets)
{
    char err[512];
    tb_options *o = tb_options_new(g, err, sizeof err);
    if (!o) {
        fprintf(stderr, "tk: %s\n", err);
        exit(1);
    }
    for (size_t i = 0; sets && sets[i]; i++)
        if (tb_options_set_pair(o, sets[i], err, sizeof err) != 0) {
            fprintf(stderr, "tk: %s\n", err);
            exit(1);
        }
    return o;
}

void tk_options_free(tb_options *o)
{
    tb_options_free(o);
}

tb_state *tk_new(const tb_game *g, const tb_options *o, int players, uint64_t seed,
                 const char *deck_text)
{
    char err[512] = "";
    tb_table *t = tb_table_new(players);
    if (deck_text && tb_table_parse_decks(t, g, o, deck_text, "deck", err, sizeof err) != 0) {
        fprintf(stderr, "tk: %s\n", err);
        exit(1);
    }
    tb_setup setup = {.players = players, .options = o, .table = t, .seed = seed};
    tb_state *s = g->create(tb_host_table(), &setup, err);
    if (!s) {
        fprintf(stderr, "tk: cannot create %s: %s\n", g->name, err);
        exit(1);
    }
    for (size_t i = 0; i < sizeof owned_states / sizeof owned_states[0]; i++)
        if (!owned_states[i].state) {
            owned_states[i].state = s;
            owned_states[i].table = t;
            owned_states[i].players = players;
            return s;
        }
    fprintf(stderr, "tk: too many live states\n");
    exit(1);
}

size_t tk_census(const tb_game *g, const tb_state *s, tb_card *out, size_t cap)
{
    return tb_game_census(g, s, out, cap);
}

tb_state *tk_determinize(const tb_game *g, const tb_state *s, int seat, tb_rng *r)
{
    return tb_game_determinize(g, s, seat, r);
}

void tk_free(const tb_game *g, tb_state *s)
{
    for (size_t i = 0; i < sizeof owned_states / sizeof owned_states[0]; i++)
        if (owned_states[i].state == s) {
            tb_table_free(owned_states[i].table);
            owned_states[i].state = NULL;
        }
    g->destroy(s);
}

int tk_play(const tb_game *g, tb_state *s, const char *line, char *err)
{
    tb_move mv[TB_LINE_MOVES];
    memset(mv, 0, sizeof mv);
    err[0] = '\0';
    int n = g->parse_move(s, line, mv, TB_LINE_MOVES, err);
    if (n < 1)
        return -1;
    tb_state *copy = g->clone(s);
    for (int i = 0; i < n; i++)
        if (g->apply(copy, &mv[i], err) != 0) {
            g->destroy(copy);
            return -1;
        }
    /* Same outcome as the match driver: apply on the real state now. */
    g->destroy(copy);
    for (int i = 0; i < n; i++)
        g->apply(s, &mv[i], err);
    return 0;
}

char *tk_moves(const tb_game *g, const tb_state *s, size_t *count)
{
    tb_move *mv;
    size_t n = tb_legal_moves(g, s, &mv);
    tb_strbuf b = {0};
    for (size_t i = 0; i < n; i++) {
        char text[512];
        g->format_move(s, &mv[i], text, sizeof text);
        tb_strbuf_printf(&b, "%s\n", text);
    }
    free(mv);
    if (count)
        *count = n;
    return tb_strbuf_take(&b);
}

char *tk_view(const tb_game *g, const tb_state *s, int seat)
{
    tb_view v;
    tb_view_init(&v, seat);
    g->view(s, seat, &v);
    tb_strbuf b = {0};
    tb_view_render(&v, 0, &b);
    tb_view_free(&v);
    return tb_strbuf_take(&b);
}

char *tk_detail(const tb_game *g, const tb_state *s, int round)
{
    tb_json j;
    tb_json_init(&j);
    g->round_detail(s, round, &j);
    return tb_strbuf_take(&j.out);
}

void tk_outcome(const tb_game *g, const tb_state *s, tb_outcome *out)
{
    tb_outcome_of(g, s, out);
}

char *tk_score(const tb_game *g, const tb_options *o, const char *kind, const char *cards,
               char *err)
{
    if (!g->score) {
        snprintf(err, TB_ERR_MAX, "%s has no score calculator", g->name);
        return NULL;
    }
    tb_json j;
    tb_json_init(&j);
    char text[1024] = "";
    tb_json_open(&j, '{');
    if (g->score(tb_host_table(), o, kind, cards, &j, text, sizeof text, err) != 0) {
        tb_json_free(&j);
        return NULL;
    }
    tb_json_close(&j);
    return tb_strbuf_take(&j.out);
}

int tk_score_vectors(const tb_game *g, const tb_options *o, const char *path)
{
    FILE *f = fopen(path, "r");
    tk_check(f != NULL, path, 0, "the vector file opens");
    if (!f)
        return 0;
    char line[1024];
    int rows = 0, lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0')
            continue;
        char *save = NULL;
        char *kind = strtok_r(line, "\t", &save);
        char *cards = strtok_r(NULL, "\t", &save);
        char *want = strtok_r(NULL, "\t", &save);
        if (!kind || !cards || !want) {
            tk_check(0, path, lineno, "a row has kind, cards and expected");
            continue;
        }
        char err[TB_ERR_MAX] = "", what[1200];
        char *json = tk_score(g, o, kind, cards, err);
        if (strcmp(want, "invalid") == 0) {
            snprintf(what, sizeof what, "%s %s is refused with a reason", kind, cards);
            tk_check(json == NULL && err[0] != '\0', path, lineno, what);
        } else {
            snprintf(what, sizeof what, "%s %s (%s)", kind, cards, json ? json : err);
            tk_check_int(tk_json_int(json, "score", -9999), strtol(want, NULL, 10), path,
                         lineno, what);
        }
        free(json);
        rows++;
    }
    fclose(f);
    return rows;
}

void tk_score_is(const tb_game *g, const tb_options *o, const char *kind, const char *cards,
                 const char *want, const char *file, int at)
{
    char err[TB_ERR_MAX] = "";
    char *json = tk_score(g, o, kind, cards, err);
    char *a = tk_squeeze(json ? json : err), *b = tk_squeeze(want);
    tk_check_str(a, b, file, at, cards);
    free(a);
    free(b);
    free(json);
}

void tk_score_refused(const tb_game *g, const tb_options *o, const char *kind,
                      const char *cards, const char *why, const char *file, int at)
{
    char err[TB_ERR_MAX] = "", what[2 * TB_ERR_MAX + 64];
    char *json = tk_score(g, o, kind, cards, err);
    snprintf(what, sizeof what, "%s \"%.200s\" refused with \"%s\", got \"%s\"", kind, cards,
             why, json ? json : err);
    tk_check(json == NULL && strstr(err, why) != NULL, file, at, what);
    free(json);
}

char *tk_squeeze(const char *s)
{
    s = s ? s : "";
    char *out = malloc(strlen(s) + 1);
    size_t n = 0;
    for (const char *p = s; *p; p++)
        if (!isspace((unsigned char)*p))
            out[n++] = *p;
    out[n] = '\0';
    return out;
}

long tk_json_int(const char *json, const char *key, long fallback)
{
    char pat[128];
    snprintf(pat, sizeof pat, "\"%s\"", key);
    const char *p = json ? strstr(json, pat) : NULL;
    if (!p)
        return fallback;
    p += strlen(pat);
    while (*p == ' ' || *p == ':')
        p++;
    char *end;
    long v = strtol(p, &end, 10);
    return end == p ? fallback : v;
}

void tk_play_line(const tb_game *g, tb_state *s, const char *line, const char *file, int at)
{
    char err[TB_ERR_MAX] = "", what[TB_ERR_MAX + 600];
    int rc = tk_play(g, s, line, err);
    snprintf(what, sizeof what, "\"%.500s\" accepted (refused: %s)", line, err);
    tk_check(rc == 0, file, at, what);
}

/* What the host can observe of s (only seats that exist: a state made
 * elsewhere than tk_new shows the spectator's view). */
static char *observe(const tb_game *g, const tb_state *s)
{
    int players = 0;
    for (size_t i = 0; i < sizeof owned_states / sizeof owned_states[0]; i++)
        if (owned_states[i].state == s)
            players = owned_states[i].players;
    return tb_check_observe(g, s, players);
}

void tk_refuse_line(const tb_game *g, tb_state *s, const char *line, const char *why, int exact,
                    size_t state_size, const char *file, int at)
{
    char err[TB_ERR_MAX] = "", what[2 * TB_ERR_MAX + 600];
    tb_state *before = g->clone(s);
    char *seen = state_size ? NULL : observe(g, s);
    int rc = tk_play(g, s, line, err);
    snprintf(what, sizeof what, "\"%.500s\" refused", line);
    tk_check(rc == -1, file, at, what);
    snprintf(what, sizeof what, "\"%.500s\" refused with \"%s\", got \"%s\"", line, why, err);
    tk_check(exact ? strcmp(err, why) == 0 : strstr(err, why) != NULL, file, at, what);
    tk_check(err[0] && !strchr(err, '\n'), file, at, "the reason is one non-empty line");
    snprintf(what, sizeof what, "state unchanged after refusing \"%.500s\"", line);
    if (state_size) {
        tk_check(memcmp(before, s, state_size) == 0, file, at, what);
    } else {
        char *now = observe(g, s);
        tk_check(strcmp(seen, now) == 0, file, at, what);
        free(now);
        free(seen);
    }
    g->destroy(before);
}

void tk_check(int ok, const char *file, int line, const char *what)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL %s:%d: %s\n", file, line, what);
}

void tk_check_int(long got, long want, const char *file, int line, const char *what)
{
    if (got == want) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL %s:%d: %s is %ld, expected %ld\n", file, line, what, got, want);
}

void tk_check_str(const char *got, const char *want, const char *file, int line,
                  const char *what)
{
    if (got && want && strcmp(got, want) == 0) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL %s:%d: %s is \"%s\", expected \"%s\"\n", file, line, what, got ? got : "(null)",
           want ? want : "(null)");
}

int tk_done(void)
{
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

int tk_list_prefixes_ok(const tb_game *g, const tb_state *s, size_t max)
{
    enum { FILL = 0xAB };
    tb_move *full = tb_xcalloc(max, sizeof *full), *part = tb_xcalloc(max + 1, sizeof *part);
    size_t n = g->legal_moves(s, full, max);
    int ok = n > 0 && n <= max;
    for (size_t cap = 0; ok && cap <= n; cap++) {
        const unsigned char *bytes = (const unsigned char *)part;
        size_t span = (n + 1) * sizeof part[0];
        memset(part, FILL, span);
        ok = g->legal_moves(s, part, cap) == n &&
             (cap == 0 || memcmp(part, full, cap * sizeof part[0]) == 0);
        for (size_t b = cap * sizeof part[0]; ok && b < span; b++)
            ok = bytes[b] == FILL;
    }
    free(full);
    free(part);
    return ok;
}
