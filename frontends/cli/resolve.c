/* resolve.c — the verbs' flags to a validated game (resolve_game.c) and to
 * the setup of a match. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"

/* --players and the seats --seat and --name name, against the game's own
 * range (the parser knows only that no game has more than TB_MAX_SEATS).
 * 0, or -1 after the message. */
static int seats_fit(const tb_args *a, const tb_resolved *r)
{
    const char *name = r->entry ? r->entry->file->name : r->game->name;
    int lo, hi, players = a->players_past ? a->players_past : a->players;
    char range[80];
    tb_options_players(r->options, &lo, &hi);
    tb_options_players_text(r->options, range, sizeof range);
    if (players && (players < lo || players > hi)) {
        /* TRANSLATORS: "zero plays with 3 to 5 players, not 9". */
        fprintf(stderr, _("tabula %s: %s plays with %s, not %d\n"), a->verb, name, range,
                players);
        return -1;
    }
    if (a->seat_past) {
        fprintf(stderr, _("tabula %s: seat %d is named, but %s plays with %s\n"), a->verb,
                a->seat_past, name, range);
        return -1;
    }
    return 0;
}

int tb_resolve(const tb_args *a, const char *game, tb_resolved *out)
{
    /* `check` also takes a plugin's name or file (frontends/common/resolve_game.c). */
    tb_game_request q = {.game = game,
                         .plugins_too = strcmp(a->verb, "check") == 0,
                         .config = a->config,
                         .sets = a->sets,
                         .n_sets = a->n_sets};
    char err[1024];
    if (tb_resolve_game(&q, out, err, sizeof err) != 0) {
        fprintf(stderr, "tabula %s: %s%s%s\n", a->verb, a->context ? a->context : "",
                a->context ? ": " : "", err);
        return -1;
    }
    return seats_fit(a, out);
}

int tb_transcript_resume(const tb_args *a, const char *path, tb_resolved *r, tb_match **m,
                         char *err, size_t errlen)
{
    return tb_save_resume(path, a->seats, a->names, r, m, err, errlen);
}

void tb_setup_from_args(const tb_args *a, const tb_resolved *r, tb_match_setup *s)
{
    memset(s, 0, sizeof *s);
    s->game = r->game;
    s->game_name = r->entry ? r->entry->file->name : r->game->name;
    s->title = r->entry ? tb_gamefile_title(r->entry->file) : NULL;
    s->options = r->options;
    int lo, hi;
    tb_options_players(r->options, &lo, &hi);
    /* Without --players: the game's default, or more when a --seat or --name
     * names a higher seat (naming seat 3 asks for three seats at least). */
    int players = a->players ? a->players : r->game->default_players;
    for (int k = 0; !a->players && k < TB_MAX_SEATS; k++)
        if ((a->seats[k] || a->names[k]) && k + 1 > players)
            players = k + 1;
    if (!a->players && players < lo)
        players = lo;
    if (!a->players && players > hi)
        players = hi;
    s->players = players;
    s->seed = a->have_seed ? a->seed : 1;
    s->deck_file = a->deck;
    for (int k = 0; k < TB_MAX_SEATS; k++) {
        s->seat_spec[k] = a->seats[k];
        s->names[k] = a->names[k];
    }
    s->default_human = 1;
}

