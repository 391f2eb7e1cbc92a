/* botspec.c — parsing "ismcts:key=value,..." seat specs, one message per mistake. */
#include "botspec.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "i18n.h"
#include "infer.h"
#include "novice.h"
#include "services.h"
#include "strbuf.h"

#define NAME "ismcts"
_Static_assert(TB_INFER_WINDOW_MAX == 8, "the infer message names 8");

int tb_botspec_is_ismcts(const char *spec)
{
    size_t n = strlen(NAME);
    return strncmp(spec, NAME, n) == 0 && (spec[n] == '\0' || spec[n] == ':');
}

static int whole(const char *v, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (errno || end == v || *end || x < lo || x > hi)
        return -1;
    *out = x;
    return 0;
}

static int real(const char *v, double lo, double hi, double *out)
{
    char *end;
    errno = 0;
    double x = strtod(v, &end);
    if (errno || end == v || *end || !isfinite(x) || x < lo || x > hi)
        return -1;
    *out = x;
    return 0;
}

/* One "key=value" item (NUL-terminated in item). */
static int one(const tb_game *g, char *item, tb_ismcts_opts *o, char *err, size_t errlen)
{
    char *eq = strchr(item, '=');
    const char *why = NULL;
    char list[160];
    if (!eq || eq == item || !eq[1]) {
        why = _("options are key=value");
    } else {
        *eq = '\0';
        const char *k = item, *v = eq + 1;
        long n;
        if (strcmp(k, "iterations") == 0) {
            if (whole(v, 1, TB_ISMCTS_MAX_ITERATIONS, &n) == 0)
                o->iterations = n;
            else
                why = _("iterations must be a whole number from 1 to 200000");
        } else if (strcmp(k, "cutoff") == 0) {
            if (whole(v, 0, 1000, &n) == 0)
                o->cutoff = (int)n;
            else
                why = _("cutoff must be a whole number of rounds from 0 (none) to 1000");
        } else if (strcmp(k, "guide") == 0) {
            if (whole(v, 0, 1, &n) == 0)
                o->guide = (int)n;
            else
                why = _("guide must be 0 or 1");
        } else if (strcmp(k, "reward") == 0) {
            if (strcmp(v, "win") == 0 || strcmp(v, "rank") == 0)
                o->rank_reward = strcmp(v, "rank") == 0;
            else
                why = _("reward must be win or rank");
        } else if (strcmp(k, "reuse") == 0) {
            if (whole(v, 0, 1, &n) == 0)
                o->reuse = (int)n;
            else
                why = _("reuse must be 0 or 1");
        } else if (strcmp(k, "depth") == 0) {
            if (whole(v, 0, 100000, &n) == 0)
                o->depth = (int)n;
            else
                why = _("depth must be a whole number of moves from 0 (no limit) to 100000");
        } else if (strcmp(k, "infer") == 0) {
            if (whole(v, 0, TB_INFER_WINDOW_MAX, &n) != 0)
                why = _("infer must be a whole number of own moves from 0 (none) to 8");
            else if (n > 0 && g && !tb_game_host_deals(g))
                why = _("infer needs a game whose hidden cards the host deals from its pile "
                        "table");
            else
                o->infer = (int)n;
        } else if (strcmp(k, "settle") == 0) {
            if (real(v, 0, 1, &o->settle) != 0)
                why = _("settle must be a number from 0 to 1");
        } else if (strcmp(k, "c") == 0) {
            if (real(v, 0, 100, &o->c) != 0)
                why = _("c must be a number from 0 to 100");
        } else if (strcmp(k, "bias") == 0) {
            if (real(v, 0, 100, &o->bias) != 0)
                why = _("bias must be a number from 0 to 100");
        } else if (strcmp(k, "margin") == 0) {
            if (real(v, 0, 1, &o->margin) != 0)
                why = _("margin must be a number from 0 to 1");
        } else if (strcmp(k, "rollout") == 0) {
            int found = strcmp(v, "random") == 0 ? -1 : -2;
            size_t used = (size_t)snprintf(list, sizeof list, "random");
            for (int i = 0; g->bots && g->bots[i]; i++) {
                if (strcmp(g->bots[i], v) == 0)
                    found = i;
                if (used < sizeof list)
                    used += (size_t)snprintf(list + used, sizeof list - used, ", %s", g->bots[i]);
            }
            if (found >= -1 && (found < 0 || g->bot_move))
                o->rollout_bot = found;
            else
                why = list;
        } else {
            why = _("options: iterations, rollout, cutoff, depth, c, margin, reward, guide, bias, "
                    "settle, reuse, infer");
        }
        *eq = '=';
    }
    if (!why)
        return 0;
    if (why == list)
        snprintf(err, errlen, _("ismcts option \"%s\": rollout must be one of %s"), item, list);
    else
        snprintf(err, errlen, _("ismcts option \"%s\": %s"), item, why);
    return -1;
}

/* The items of an options list ("iterations=4000,c=1") on top of *o. */
static int items(const tb_game *g, const char *list, tb_ismcts_opts *o, char *err,
                 size_t errlen)
{
    char buf[256];
    if (strlen(list) >= sizeof buf) {
        snprintf(err, errlen, _("ismcts options too long (at most %zu characters)"), sizeof buf - 1);
        return -1;
    }
    snprintf(buf, sizeof buf, "%s", list);
    char *item = buf;
    const char *seen[64]; /* the items so far: a key given twice is a slip, not a choice */
    size_t n_seen = 0;
    for (;;) {
        char *comma = strchr(item, ',');
        if (comma)
            *comma = '\0';
        size_t klen = strcspn(item, "=");
        for (size_t i = 0; i < n_seen; i++)
            if (strcspn(seen[i], "=") == klen && strncmp(seen[i], item, klen) == 0) {
                snprintf(err, errlen, _("ismcts option %.*s is given twice"), (int)klen, item);
                return -1;
            }
        if (n_seen < sizeof seen / sizeof seen[0])
            seen[n_seen++] = item;
        if (one(g, item, o, err, errlen) != 0)
            return -1;
        if (!comma)
            return 0;
        item = comma + 1;
    }
}

int tb_botspec_default_bot(const tb_game *g)
{
    int bot = -1;
    for (int i = 0; g && g->bot_move && g->bots && g->bots[i]; i++)
        if (bot < 0 || (g->default_bot && strcmp(g->bots[i], g->default_bot) == 0))
            bot = i;
    return bot;
}

void tb_ismcts_defaults(const tb_game *g, tb_ismcts_opts *o)
{
    o->iterations = 500;
    /* Rollouts with the plugin's own default bot when it has one: in every
     * shipped game random rollouts are too poor an evaluator to beat it. */
    o->rollout_bot = tb_botspec_default_bot(g);
    o->cutoff = 1;
    o->c = 0.7;
    o->margin = 1;
    o->guide = 1;
    o->bias = 10;
    o->settle = 1;
    o->rank_reward = 0;
    o->depth = 0;
    /* Off by default: in Face to Face a kept subtree leaves a decision too
     * few fresh iterations (68.3% against greedy without, 62.7% with, on the
     * same 300 games); Absolute turns it on in its search_options. */
    o->reuse = 0;
    /* Off by default: it reads only games whose deals the host makes from
     * a pile table, and costs time; Crazy Eights turns it on in its game
     * file (docs/bots.md). */
    o->infer = 0;
    /* The game's own starting point (ABI 1.4), e.g. a cheaper rollout bot
     * and the budget that fits it; the loader has checked it parses. */
    char why[TB_ERR_MAX];
    if (g && g->search_options)
        (void)tb_botspec_options(g, g->search_options, o, why, sizeof why);
}

int tb_botspec_options(const tb_game *g, const char *list, tb_ismcts_opts *o, char *err,
                       size_t errlen)
{
    return items(g, list, o, err, errlen);
}

/* The options a spec gives on top of *o (already holding the defaults). */
static int spec_items(const tb_game *g, const char *spec, tb_ismcts_opts *o, char *err,
                      size_t errlen)
{
    if (!tb_botspec_is_ismcts(spec)) {
        snprintf(err, errlen, _("\"%s\" is not an ismcts spec"), spec);
        return -1;
    }
    const char *rest = spec + strlen(NAME);
    return *rest ? items(g, rest + 1, o, err, errlen) : 0;
}

int tb_botspec_ismcts(const tb_game *g, const char *spec, tb_ismcts_opts *o, char *err,
                      size_t errlen)
{
    tb_ismcts_defaults(g, o);
    return spec_items(g, spec, o, err, errlen);
}

void tb_botspec_game_defaults(const tb_options *opt, tb_ismcts_opts *o)
{
    char err[TB_ERR_MAX];
    tb_ismcts_defaults(opt->game, o);
    /* Checked when the game file was applied: it cannot fail here. */
    if (opt->ismcts && items(opt->game, opt->ismcts, o, err, sizeof err) != 0)
        tb_ismcts_defaults(opt->game, o);
}

int tb_botspec_ismcts_for(const tb_options *opt, const char *spec, tb_ismcts_opts *o,
                          char *err, size_t errlen)
{
    tb_botspec_game_defaults(opt, o);
    return spec_items(opt->game, spec, o, err, errlen);
}

int tb_botspec_set_game_default(tb_options *opt, const char *key, const char *value, char *err,
                                size_t errlen)
{
    int level = -1;
    for (int i = 0; i < TB_LEVELS; i++)
        if (strcasecmp(key, tb_botspec_level_name(i)) == 0)
            level = i;
    if (level >= 0) {
        char why[TB_ERR_MAX];
        if (tb_botspec_check(opt->game, value, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s: %s", tb_botspec_level_name(level), why);
            return -1;
        }
        free(opt->level[level]);
        opt->level[level] = tb_xstrdup(value);
        return 0;
    }
    if (strcasecmp(key, NAME) != 0) {
        snprintf(err, errlen, _("unknown key \"%s\" in [bots] (it takes ismcts, easy, normal, hard)"),
                 key);
        return -1;
    }
    tb_ismcts_opts o;
    tb_ismcts_defaults(opt->game, &o);
    if (items(opt->game, value, &o, err, errlen) != 0)
        return -1;
    free(opt->ismcts);
    opt->ismcts = tb_xstrdup(value);
    return 0;
}

/* ---- novice: "novice" or "novice:mistakes=0.3,top=3,samples=4" ---- */

#define NOVICE "novice"

int tb_botspec_is_novice(const char *spec)
{
    size_t n = strlen(NOVICE);
    return strncmp(spec, NOVICE, n) == 0 && (spec[n] == '\0' || spec[n] == ':');
}

/* One "key=value" item of a novice spec. */
static int novice_one(char *item, tb_novice_opts *o, char *err, size_t errlen)
{
    char *eq = strchr(item, '=');
    const char *why = NULL;
    if (!eq || eq == item || !eq[1]) {
        why = _("options are key=value");
    } else {
        *eq = '\0';
        const char *k = item, *v = eq + 1;
        long n;
        if (strcmp(k, "mistakes") == 0) {
            if (real(v, 0, 1, &o->mistakes) != 0)
                why = _("mistakes must be a number from 0 to 1");
        } else if (strcmp(k, "top") == 0) {
            if (whole(v, 1, 20, &n) == 0)
                o->top = (int)n;
            else
                why = _("top must be a whole number from 1 to 20");
        } else if (strcmp(k, "samples") == 0) {
            if (whole(v, 1, 100, &n) == 0)
                o->samples = (int)n;
            else
                why = _("samples must be a whole number from 1 to 100");
        } else {
            why = _("options: mistakes, top, samples");
        }
        *eq = '=';
    }
    if (!why)
        return 0;
    snprintf(err, errlen, _("novice option \"%s\": %s"), item, why);
    return -1;
}

int tb_botspec_novice(const char *spec, tb_novice_opts *o, char *err, size_t errlen)
{
    /* A beginner errs at about one decision in three; a mistake is one of
     * the three moves ranked just below the best (docs/bots.md). */
    o->mistakes = 0.3;
    o->top = 3;
    o->samples = 4;
    if (!tb_botspec_is_novice(spec)) {
        snprintf(err, errlen, _("\"%s\" is not a novice spec"), spec);
        return -1;
    }
    const char *rest = spec + strlen(NOVICE);
    if (!*rest)
        return 0;
    char buf[256];
    if (strlen(rest + 1) >= sizeof buf) {
        snprintf(err, errlen, _("novice options too long (at most %zu characters)"), sizeof buf - 1);
        return -1;
    }
    snprintf(buf, sizeof buf, "%s", rest + 1);
    for (char *item = buf;;) {
        char *comma = strchr(item, ',');
        if (comma)
            *comma = '\0';
        if (novice_one(item, o, err, errlen) != 0)
            return -1;
        if (!comma)
            return 0;
        item = comma + 1;
    }
}

/* ---- levels ---- */

static const char *const level_names[TB_LEVELS] = {"easy", "normal", "hard"};

/* The host's levels, measured in docs/bots.md ("Levels"): easy errs like a
 * beginner, normal is the game's own bot with an occasional slip, hard is
 * the search at the game's defaults. */
static const char *const level_specs[TB_LEVELS] = {
    "novice:mistakes=0.3", "novice:mistakes=0.05", "ismcts"};

static const char *const level_about[TB_LEVELS] = {
    N_("a beginner: often plays a move that only looks as good as the best"),
    N_("a steady player who plays the sensible move and rarely slips"),
    N_("a challenge: thinks ahead through the cards it cannot see"),
};

int tb_botspec_level(const char *spec)
{
    for (int i = 0; i < TB_LEVELS; i++)
        if (strcmp(spec, level_names[i]) == 0)
            return i;
    return -1;
}

const char *tb_botspec_level_name(int level)
{
    return level >= 0 && level < TB_LEVELS ? level_names[level] : NULL;
}

const char *tb_botspec_level_about(int level)
{
    return level >= 0 && level < TB_LEVELS ? _(level_about[level]) : NULL;
}

const char *tb_botspec_level_spec(const tb_options *opt, int level)
{
    if (level < 0 || level >= TB_LEVELS)
        return NULL;
    return opt && opt->level[level] ? opt->level[level] : level_specs[level];
}

int tb_botspec_check(const tb_game *g, const char *spec, char *err, size_t errlen)
{
    if (tb_botspec_is_ismcts(spec)) {
        tb_ismcts_opts o;
        return tb_botspec_ismcts(g, spec, &o, err, errlen);
    }
    if (tb_botspec_is_novice(spec)) {
        tb_novice_opts o;
        return tb_botspec_novice(spec, &o, err, errlen);
    }
    if (strcmp(spec, "random") == 0)
        return 0;
    for (int i = 0; g->bot_move && g->bots && g->bots[i]; i++)
        if (strcmp(g->bots[i], spec) == 0)
            return 0;
    snprintf(err, errlen, _("\"%s\" is not a bot of %s (random, novice[:OPTIONS], "
                            "ismcts[:OPTIONS] or the game's own)"),
             spec, g->name);
    return -1;
}

int tb_botspec_choices(const tb_game *g, const char **out, int max)
{
    int n = 0;
    for (int i = 0; i < TB_LEVELS && n < max; i++)
        out[n++] = level_names[i];
    int has_random = 0;
    for (int i = 0; g->bots && g->bots[i] && n < max - 2; i++) {
        out[n++] = g->bots[i];
        has_random |= strcmp(g->bots[i], "random") == 0;
    }
    if (!has_random && n < max)
        out[n++] = "random";
    if (n < max)
        out[n++] = NAME; /* the host's search bot, at the budget the screen sets */
    return n;
}

const char *tb_botspec_about(const char *name)
{
    return tb_botspec_level_about(tb_botspec_level(name));
}
