/*
 * botspec.h — reading the host-bot part of a seat spec: "ismcts" alone, or
 * "ismcts:iterations=2000,rollout=greedy,cutoff=1,c=0.7,margin=0.1".
 */
#ifndef TB_BOTSPEC_H
#define TB_BOTSPEC_H

#include <stddef.h>

#include "ismcts.h"
#include "options.h"

/* The index in g->bots of g's default bot (its first bot when default_bot
 * names none of them), or -1 when g has no bot of its own to play. */
int tb_botspec_default_bot(const tb_game *g);

/* The defaults for game g (the settings docs/bots.md reports as measured
 * best): rollouts with g's default bot when it has bots, else random; then
 * the plugin's own search_options (ABI 1.4).  Here rather than in ismcts.c
 * because it reads options: the search itself never parses text. */
void tb_ismcts_defaults(const tb_game *g, tb_ismcts_opts *o);

/* 1 when spec names the ismcts bot (with or without options). */
int tb_botspec_is_ismcts(const char *spec);

/* The options of an ismcts spec for game g, on top of the defaults.  0, or
 * -1 with a one-line reason naming the option in err, e.g.
 * `ismcts option "iterations=0": iterations must be a whole number from 1 to 200000`. */
int tb_botspec_ismcts(const tb_game *g, const char *spec, tb_ismcts_opts *o, char *err,
                      size_t errlen);

/* A game's own defaults: tb_ismcts_defaults(), then the options its game
 * file gives in [bots] ismcts (e.g. "iterations=4000" where moves are cheap),
 * which a bare "ismcts" seat, a hint and the TUI's budget field start from. */
void tb_botspec_game_defaults(const tb_options *opt, tb_ismcts_opts *o);
/* tb_botspec_ismcts() on top of the game's own defaults (above). */
int tb_botspec_ismcts_for(const tb_options *opt, const char *spec, tb_ismcts_opts *o,
                          char *err, size_t errlen);
/* [bots] key = value of a game file: key "ismcts" with a valid options
 * list, or a level ("easy", "normal", "hard") with a bot spec that is no
 * level itself; kept in opt.  0, or -1 with a one-line reason (no file:line). */
int tb_botspec_set_game_default(tb_options *opt, const char *key, const char *value, char *err,
                                size_t errlen);
/* The items of an options list ("iterations=300,rollout=quick") applied to
 * *o, as in a spec after "ismcts:"; the same refusals. */
int tb_botspec_options(const tb_game *g, const char *items, tb_ismcts_opts *o, char *err,
                       size_t errlen);

/* Levels for people: "easy", "normal" and "hard" are bot names every game
 * takes, each standing for a bot spec — the host's choice (below), or the
 * game file's [bots] easy/normal/hard.  The old names stay for designers. */
#define TB_LEVELS 3
_Static_assert(TB_LEVELS == sizeof ((tb_options *)0)->level / sizeof(char *),
               "tb_options.level holds one spec per level");
/* The level named by spec (0 easy, 1 normal, 2 hard), or -1. */
int tb_botspec_level(const char *spec);
const char *tb_botspec_level_name(int level);
/* Its one-line description for people choosing an opponent (translated). */
const char *tb_botspec_level_about(int level);
/* The spec the level stands for in this game (opt may be NULL: the host's). */
const char *tb_botspec_level_spec(const tb_options *opt, int level);
/* The bots a person may seat in game g, in the order a setup screen offers
 * them: the levels, then the designers' names (the game's own bots,
 * random, ismcts).  Returns how many were put in out (at most max). */
int tb_botspec_choices(const tb_game *g, const char **out, int max);
/* A level's one-line description (translated) for a bot name, or NULL. */
const char *tb_botspec_about(const char *name);
/* Check a bot spec for game g the way a seat would (not a level, not human):
 * 0, or -1 with a one-line reason. */
int tb_botspec_check(const tb_game *g, const char *spec, char *err, size_t errlen);

#endif
