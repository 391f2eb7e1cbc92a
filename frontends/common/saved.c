/* saved.c — saving a match and its result, and rebuilding one from its save. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "json.h"
#include "strbuf.h"
#include "tabletop.h"
#include "transcript.h"

int tb_save_match(const tb_match *m, const char *path, int sync, const char *who)
{
    char err[1024];
    int rc = tb_transcript_save_sync(m, path, sync, err, sizeof err);
    if (rc != 0)
        fprintf(stderr, "%s: %s\n", who, err);
    return rc;
}

int tb_result_json_write(const tb_match *m, const char *path, char *err, size_t errlen)
{
    tb_json j;
    tb_json_init(&j);
    tb_match_result_json(m, &j);
    tb_strbuf_add(&j.out, "\n");
    int rc;
    if (tb_json_too_deep(&j)) {
        snprintf(err, errlen, _("%s: not written: the game's round_detail() nests its JSON deeper "
                                "than TB_JSON_DEPTH_MAX (%d)"), path, TB_JSON_DEPTH_MAX);
        rc = -1;
    } else {
        rc = tb_write_file_atomic(path, tb_json_text(&j), err, errlen);
    }
    tb_json_free(&j);
    return rc;
}

int tb_write_result_json(const tb_match *m, const char *path)
{
    char err[512];
    int rc = tb_result_json_write(m, path, err, sizeof err);
    if (rc != 0)
        fprintf(stderr, "tabula play: %s\n", err);
    return rc;
}

static int resume(const char *path, const char *const *seats, const char *const *names,
                  tb_resolved *r, tb_match **m, char *err, size_t errlen);

int tb_save_resume(const char *path, const char *const *seats, const char *const *names,
                   tb_resolved *r, tb_match **m, char *err, size_t errlen)
{
    int rc = resume(path, seats, names, r, m, err, errlen);
    if (rc != 0 && errlen > 0) { /* it quotes the file: no control byte reaches a terminal */
        char *raw = tb_xstrdup(err);
        tb_printable(raw, err, errlen);
        free(raw);
    }
    return rc;
}

static int resume(const char *path, const char *const *seats, const char *const *names,
                  tb_resolved *r, tb_match **m, char *err, size_t errlen)
{
    *m = NULL;
    memset(r, 0, sizeof *r);
    char *text = tb_read_text_file(path, err, errlen);
    if (!text)
        return -1;
    tb_transcript t;
    int rc = tb_transcript_parse(text, path, &t, err, errlen);
    free(text);
    if (rc != 0)
        return -1;
    /* The game as it is installed now, with the options the save recorded;
     * a refusal names the save. */
    tb_game_request q = {.game = t.game};
    char why_game[1024];
    rc = tb_resolve_game(&q, r, why_game, sizeof why_game);
    if (rc != 0)
        snprintf(err, errlen, "%s:%d: %s", path, t.game_line, why_game);
    if (rc == 0 && strcmp(r->game->name, t.plugin) != 0) {
        snprintf(err, errlen, _("%s:%d: saved with plugin %s, but game %s now uses plugin %s"),
                 path, t.plugin_line, t.plugin, t.game, r->game->name);
        rc = -1;
    } else if (rc == 0 && strcmp(r->game->version, t.version) != 0) {
        snprintf(err, errlen,
                 _("%s:%d: saved with %s %s, but this is %s %s: moves may not replay"), path,
                 t.plugin_line, t.plugin, t.version, r->game->name, r->game->version);
        rc = -1;
    }
    for (size_t i = 0; rc == 0 && i < t.n_options; i++) {
        char why[256];
        if (tb_options_set(r->options, NULL, t.opt_keys[i], t.opt_values[i], why, sizeof why)) {
            snprintf(err, errlen, _("%s:%d: corrupted save: %s"), path, t.opt_lines[i], why);
            rc = -1;
        }
    }
    /* The stacked decks, checked here so that a bad card is named by the
     * save's own file:line (the transcript keeps each on its line). */
    if (rc == 0 && t.decks) {
        tb_table *decks = tb_table_new(t.players);
        rc = tb_table_parse_decks(decks, r->game, r->options, t.decks, path, err, errlen);
        tb_table_free(decks);
    }
    int lo = 0, hi = 0;
    if (rc == 0)
        tb_options_players(r->options, &lo, &hi);
    if (rc == 0 && (t.players < lo || t.players > hi)) {
        char range[80];
        tb_options_players_text(r->options, range, sizeof range);
        /* TRANSLATORS: "a.save:5: zero-duel plays with 2 players, not 3". */
        snprintf(err, errlen, _("%s:%d: %s plays with %s, not %d"), path, t.players_line, t.game,
                 range, t.players);
        rc = -1;
    }
    if (rc == 0) {
        tb_match_setup s;
        memset(&s, 0, sizeof s);
        s.game = r->game;
        s.game_name = t.game;
        s.title = r->entry ? tb_gamefile_title(r->entry->file) : NULL;
        s.options = r->options;
        s.players = t.players;
        s.seed = t.seed;
        s.deck_text = t.decks;
        for (int k = 0; k < t.players; k++) {
            s.seat_spec[k] = seats && seats[k] ? seats[k] : t.seat_spec[k];
            s.names[k] = names && names[k] ? names[k] : t.names[k];
        }
        int refused = -1;
        s.refused_seat = &refused;
        *m = tb_match_new(&s, err, errlen);
        rc = *m ? 0 : -1;
        if (!*m && refused >= 0) {
            /* The save's own seat line, where to mend it, unless the
             * command line gave the seat (then it is that --seat's). */
            char why[TB_ERR_MAX];
            snprintf(why, sizeof why, "%s", err);
            if (!(seats && seats[refused]) && t.seat_lines[refused])
                snprintf(err, errlen, _("%s:%d: seat %d: %s"), path, t.seat_lines[refused],
                         refused + 1, why);
            else
                snprintf(err, errlen, _("seat %d: %s"), refused + 1, why);
        }
    }
    for (size_t i = 0; rc == 0 && i < t.n_moves; i++) {
        char why[TB_ERR_MAX];
        if (tb_match_play_line(*m, t.moves[i], why, sizeof why) != 0) {
            snprintf(err, errlen, _("%s:%d: move %zu \"%s\" no longer applies: %s"), path,
                     t.move_lines[i], i + 1, t.moves[i], why);
            rc = -1;
        }
    }
    if (rc == 0) {
        (*m)->quit = t.quit;
        (*m)->undos = t.undos;
        (*m)->no_stats = t.no_stats;
        (*m)->assisted = t.assisted;
        for (int i = 0; i < t.n_resigned; i++) {
            int k = t.resign_order[i];
            tb_match_resign(*m, k);
            if ((*m)->seats[k].human) { /* the game's bot plays it, still the person's */
                tb_match_stand_in(*m, k);
                (*m)->seats[k].stand_in = 1;
            }
        }
        for (int k = 0; k < t.players; k++) /* unless --seat gave the seat anew */
            if (t.level[k][0] && !(seats && seats[k]) && !(*m)->seats[k].human)
                snprintf((*m)->seats[k].level, sizeof (*m)->seats[k].level, "%s", t.level[k]);
    }
    tb_transcript_free(&t);
    return rc;
}
