/* match.c — creating a match, playing lines and bot moves, keeping the record. */
#include "match.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "botspec.h"
#include "services.h"
#include "strbuf.h"

/* The choices for a seat, for the message refusing one: a person where
 * the command seats people (persons), and every bot of game g. */
static void unknown_bot(const tb_game *g, const char *spec, int persons, char *err,
                        size_t errlen)
{
    /* "easy:mistakes=0.1": a bot that is there, asked for with options. */
    char head[TB_SPEC_MAX];
    snprintf(head, sizeof head, "%.*s", (int)strcspn(spec, ":"), spec);
    int known = tb_botspec_level(head) >= 0 || tb_host_bot_known(head);
    for (int i = 0; g->bots && g->bots[i]; i++)
        known |= strcmp(g->bots[i], head) == 0;
    if (known && spec[strlen(head)] == ':') {
        snprintf(err, errlen, _("%s takes no options (ismcts and novice do)"), head);
        return;
    }
    tb_strbuf b = {0};
    for (int i = 0; i < TB_LEVELS; i++)
        tb_strbuf_printf(&b, "%s, ", tb_botspec_level_name(i));
    tb_strbuf_add(&b, "random");
    for (int i = 0; g->bots && g->bots[i]; i++)
        tb_strbuf_printf(&b, ", %s", g->bots[i]);
    if (persons)
        snprintf(err, errlen,
                 _("unknown bot \"%s\" for %s (human, or a bot: %s, "
                   "ismcts[:OPTIONS], novice[:OPTIONS])"),
                 spec, g->name, tb_strbuf_str(&b));
    else
        snprintf(err, errlen,
                 _("unknown bot \"%s\" for %s (bots: %s, ismcts[:OPTIONS], "
                   "novice[:OPTIONS])"),
                 spec, g->name, tb_strbuf_str(&b));
    tb_strbuf_free(&b);
}

static int setup_seat(tb_match *m, int k, const char *spec, const char *name, int human_default,
                      int persons, char *err, size_t errlen)
{
    const tb_game *g = m->game;
    tb_seat *s = &m->seats[k];
    const char *dflt = g->default_bot ? g->default_bot : "random";
    if (!spec)
        spec = human_default ? "human" : dflt;
    s->plugin_bot = -1;
    s->human = strcmp(spec, "human") == 0;
    /* A level (easy, normal, hard) plays as the spec it stands for in this
     * game, and keeps its name at the table. */
    const char *level = NULL;
    if (!s->human && tb_botspec_level(spec) >= 0) {
        level = spec;
        spec = tb_botspec_level_spec(m->options, tb_botspec_level(spec));
    }
    if (!s->human && strlen(spec) >= sizeof s->bot) {
        snprintf(err, errlen, _("bot spec \"%.40s...\" is too long (at most %zu bytes)"), spec,
                 sizeof s->bot - 1);
        return -1;
    }
    if (!s->human && tb_botspec_is_ismcts(spec)) {
        /* The host's search bot: its options, then its reusable search. */
        tb_ismcts_opts o;
        char why[TB_ERR_MAX];
        if (tb_botspec_ismcts_for(m->options, spec, &o, why, sizeof why) != 0 ||
            !(s->search = tb_ismcts_new(g, m->players, &o, why, sizeof why))) {
            snprintf(err, errlen, "%s", why);
            return -1;
        }
        snprintf(s->bot, sizeof s->bot, "%s", spec);
    } else if (!s->human && tb_botspec_is_novice(spec)) {
        char why[TB_ERR_MAX];
        if (tb_botspec_novice(spec, &s->novice, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s", why);
            return -1;
        }
        snprintf(s->bot, sizeof s->bot, "%s", spec);
    } else if (!s->human) {
        for (int i = 0; g->bots && g->bots[i]; i++)
            if (strcmp(g->bots[i], spec) == 0)
                s->plugin_bot = i;
        if (s->plugin_bot < 0 && !tb_host_bot_known(spec)) {
            unknown_bot(g, spec, persons, err, errlen);
            return -1;
        }
        snprintf(s->bot, sizeof s->bot, "%s", spec);
    }
    snprintf(s->level, sizeof s->level, "%s", level ? level : "");
    /* Blanks around a name are not part of it (a save reads past them):
     * "  Ann " is Ann, and a name of blanks alone, or of characters that
     * show nothing (zero-width spaces), is no name. */
    tb_trim_blanks(name ? name : "", s->name, sizeof s->name);
    if (!tb_text_shows(s->name))
        s->name[0] = '\0';
    if (!s->name[0] && s->human)
        snprintf(s->name, sizeof s->name, "Player %d", k + 1);
    else if (!s->name[0]) {
        /* A bot's name is short; keep room for the seat number. */
        char bot[TB_NAME_MAX];
        const char *shown = level ? level : s->bot;
        snprintf(bot, sizeof bot, "%.*s", (int)strcspn(shown, ":"), shown);
        snprintf(s->name, sizeof s->name, "%.20s %d", bot, (k + 1) % 100);
    }
    tb_rng_seed(&s->rng, tb_rng_derive(m->seed, (uint64_t)k + 1));
    return 0;
}

void tb_match_setup_of(const tb_match *m, tb_match_setup *s)
{
    memset(s, 0, sizeof *s);
    s->game = m->game;
    s->game_name = m->game_name;
    s->title = m->title;
    s->options = m->options;
    s->players = m->players;
    s->seed = m->seed;
    for (int k = 0; k < m->players; k++) {
        s->seat_spec[k] = m->seats[k].human ? "human" : tb_seat_bot_name(&m->seats[k]);
        s->names[k] = m->seats[k].name;
    }
}

tb_match *tb_match_new(const tb_match_setup *s, char *err, size_t errlen)
{
    const tb_game *g = s->game;
    int lo, hi;
    tb_options_players(s->options, &lo, &hi);
    if (s->players < lo || s->players > hi) {
        char range[80];
        tb_options_players_text(s->options, range, sizeof range);
        /* TRANSLATORS: "zero plays with 3 to 5 players, not 9". */
        snprintf(err, errlen, _("%s plays with %s, not %d"), s->game_name, range, s->players);
        return NULL;
    }
    for (int k = s->players; k < TB_MAX_SEATS; k++)
        if (s->seat_spec[k] || s->names[k]) {
            snprintf(err, errlen, _("seat %d is named, but this game has %d seats"), k + 1,
                     s->players);
            return NULL;
        }
    tb_match *m = tb_xcalloc(1, sizeof *m);
    m->game = g;
    m->game_name = tb_xstrdup(s->game_name ? s->game_name : g->name);
    m->title = s->title ? tb_xstrdup(s->title) : NULL;
    m->options = tb_options_copy(s->options);
    m->players = s->players;
    m->seed = s->seed;
    m->table = tb_table_new(s->players);
    m->table->deals = s->deals;
    if (s->refused_seat)
        *s->refused_seat = -1;
    for (int k = 0; k < s->players; k++) {
        char why[TB_ERR_MAX];
        if (setup_seat(m, k, s->seat_spec[k], s->names[k], s->default_human && k == 0,
                       s->default_human, why, sizeof why) != 0) {
            /* The seat and its reason; a caller who asked for the seat
             * words it as its own (a save's line, a ladder's --bots). */
            if (s->refused_seat) {
                *s->refused_seat = k;
                snprintf(err, errlen, "%s", why);
            } else {
                snprintf(err, errlen, _("seat %d: %s"), k + 1, why);
            }
            goto fail;
        }
    }
    if (s->deck_file &&
        tb_table_load_decks(m->table, g, m->options, s->deck_file, err, errlen) != 0)
        goto fail;
    if (s->deck_text && tb_table_parse_decks(m->table, g, m->options, s->deck_text,
                                             "saved decks", err, errlen) != 0)
        goto fail;
    char why[TB_ERR_MAX] = "";
    tb_setup setup = {.players = s->players, .options = m->options, .table = m->table,
                      .seed = s->seed};
    m->state = g->create(tb_host_table(), &setup, why);
    if (!m->state) {
        snprintf(err, errlen, _("%s: cannot start: %s"), g->name, why[0] ? why : _("create failed"));
        goto fail;
    }
    m->move_bound = g->move_bound(m->state);
    return m;
fail:
    tb_match_free(m);
    return NULL;
}

int tb_options_start_why(const tb_game *g, const tb_options *o, int always, char *err,
                         size_t errlen)
{
    /* The host judges each value alone; the plugin judges a text (Zero's
     * colour_letters) and values together (Face to Face's min_play against
     * hand_size): games are created to hear it.  For the list, only when a
     * text differs from its default, and every seat count must start; for
     * a game about to be played, one seat count that starts is enough (a
     * hand too big for five players may suit three: the deal says so for
     * the count chosen). */
    int text = 0;
    for (size_t i = 0; i < o->n; i++)
        text |= o->v[i].param->type == TB_PARAM_STRING &&
                strcmp(o->v[i].text, o->v[i].param->def ? o->v[i].param->def : "") != 0;
    if (!always && !text)
        return 0;
    int lo, hi;
    tb_options_players(o, &lo, &hi);
    char first[TB_ERR_MAX] = ""; /* the first seat count's refusal */
    for (int players = lo; players <= hi; players++) {
        tb_table *t = tb_table_new(players);
        char why[TB_ERR_MAX] = "";
        tb_setup setup = {.players = players, .options = o, .table = t, .seed = 1};
        tb_state *s = g->create(tb_host_table(), &setup, why);
        if (s)
            g->destroy(s);
        tb_table_free(t);
        if (s) {
            if (always)
                return 0;
            continue;
        }
        if (!first[0])
            snprintf(first, sizeof first, "%s", why[0] ? why : _("create failed"));
        if (!always)
            break;
    }
    if (!first[0])
        return 0;
    snprintf(err, errlen, "%s", first);
    return -1;
}

void tb_match_free(tb_match *m)
{
    if (!m)
        return;
    if (m->state)
        m->game->destroy(m->state);
    for (int k = 0; k < TB_MAX_SEATS; k++)
        tb_ismcts_free(m->seats[k].search);
    for (size_t i = 0; i < m->n_moves; i++)
        free(m->moves[i]);
    free(m->moves);
    tb_movebuf_free(&m->legal);
    tb_table_free(m->table);
    tb_options_free(m->options);
    free(m->game_name);
    free(m->title);
    free(m);
}

const char *tb_match_title(const tb_match *m)
{
    return m->title ? m->title : tb_game_tr(m->game, m->game->title);
}

const char *tb_seat_bot_name(const tb_seat *s)
{
    return s->level[0] ? s->level : s->bot;
}

void tb_match_resign(tb_match *m, int seat)
{
    if (m->resigned >> seat & 1)
        return;
    int before = 0;
    for (int k = 0; k < m->players; k++)
        before += m->resigned >> k & 1;
    m->resigned |= 1u << seat;
    m->resign_order[seat] = (uint8_t)(before + 1);
}

const char *tb_stand_in_bot(const tb_game *g)
{
    return g->default_bot ? g->default_bot : "random";
}

const char *tb_match_stand_in(tb_match *m, int seat)
{
    const tb_game *g = m->game;
    tb_seat *st = &m->seats[seat];
    const char *bot = tb_stand_in_bot(g);
    st->human = 0;
    st->plugin_bot = -1;
    for (int i = 0; g->bots && g->bots[i]; i++)
        if (strcmp(g->bots[i], bot) == 0)
            st->plugin_bot = i;
    snprintf(st->bot, sizeof st->bot, "%s", bot);
    return bot;
}

int tb_match_to_move(const tb_match *m)
{
    return m->quit ? -1 : m->game->to_move(m->state);
}

int tb_match_resigned_out(const tb_match *m)
{
    int stayed = 0;
    for (int k = 0; k < m->players; k++)
        stayed += !(m->resigned >> k & 1);
    return m->resigned && stayed <= 1;
}

int tb_match_over(const tb_match *m)
{
    return tb_match_to_move(m) < 0 || tb_match_resigned_out(m);
}

static void record(tb_match *m, const char *text)
{
    m->moves = tb_xrealloc(m->moves, (m->n_moves + 1) * sizeof *m->moves);
    m->moves[m->n_moves++] = tb_xstrdup(text);
}

/* Whether some search seat reads the moves (ismcts's infer). */
static int watched(const tb_match *m)
{
    for (int k = 0; k < m->players; k++)
        if (m->seats[k].search && tb_ismcts_watches(m->seats[k].search))
            return 1;
    return 0;
}

/* Every search seat sees move mv, made in s (a copy of the state before it). */
static void observe(tb_match *m, const tb_state *s, const tb_move *mv)
{
    int mover = m->game->to_move(s);
    for (int k = 0; k < m->players; k++)
        if (m->seats[k].search)
            tb_ismcts_observe(m->seats[k].search, s, mv, k == mover);
}

/* Apply moves in order to s, collecting their texts; all or nothing is the
 * caller's business (it passes a clone when there is more than one). */
static int apply_all(tb_match *m, tb_state *s, const tb_move *mv, int n, char **texts,
                     char *err, size_t errlen)
{
    const tb_game *g = m->game;
    for (int i = 0; i < n; i++) {
        char text[TB_MOVE_TEXT_MAX];
        g->format_move(s, &mv[i], text, sizeof text);
        char why[TB_ERR_MAX] = "";
        /* The searches see a move once it is made: a refused one (a typo
         * at the table) must not enter what they read. */
        tb_state *was = watched(m) ? g->clone(s) : NULL;
        if (g->apply(s, &mv[i], why) != 0) {
            snprintf(err, errlen, "%s", why[0] ? why : _("illegal move"));
            for (int k = 0; k < i; k++)
                free(texts[k]);
            if (was)
                g->destroy(was);
            return -1;
        }
        if (was) {
            observe(m, was, &mv[i]);
            g->destroy(was);
        }
        texts[i] = tb_xstrdup(text);
    }
    return 0;
}

static int play_line(tb_match *m, const char *line, char *err, size_t errlen);

/* A refusal often quotes what was typed (or what a save holds), and a
 * plugin may cut it anywhere: what reaches a terminal, a log or a client is
 * printable, whole UTF-8 (strbuf.h). */
int tb_match_play_line(tb_match *m, const char *line, char *err, size_t errlen)
{
    int rc = play_line(m, line, err, errlen);
    if (rc != 0 && errlen > 0) {
        char *raw = tb_xstrdup(err);
        tb_printable(raw, err, errlen);
        free(raw);
    }
    return rc;
}

static int play_line(tb_match *m, const char *line, char *err, size_t errlen)
{
    const tb_game *g = m->game;
    if (tb_match_to_move(m) < 0) {
        snprintf(err, errlen, _("the game is over"));
        return -1;
    }
    tb_move mv[TB_LINE_MOVES];
    char why[TB_ERR_MAX] = "";
    memset(mv, 0, sizeof mv);
    int n = g->parse_move(m->state, line, mv, TB_LINE_MOVES, why);
    if (n < 1 || n > TB_LINE_MOVES) {
        snprintf(err, errlen, "%s", why[0] ? why : _("not a move"));
        return -1;
    }
    char *texts[TB_LINE_MOVES];
    if (n == 1) {
        if (apply_all(m, m->state, mv, 1, texts, err, errlen) != 0)
            return -1;
    } else {
        /* A compound line is played on a copy and kept only if every step holds. */
        tb_state *copy = g->clone(m->state);
        if (!copy) {
            snprintf(err, errlen, _("out of memory"));
            return -1;
        }
        if (apply_all(m, copy, mv, n, texts, err, errlen) != 0) {
            g->destroy(copy);
            return -1;
        }
        g->destroy(m->state);
        m->state = copy;
    }
    for (int i = 0; i < n; i++) {
        record(m, texts[i]);
        free(texts[i]);
    }
    return 0;
}

int tb_match_play_bot(tb_match *m, char *text, size_t cap, char *err, size_t errlen)
{
    int seat = tb_match_to_move(m);
    if (seat < 0) {
        snprintf(err, errlen, _("the game is over"));
        return -1;
    }
    if (m->n_moves >= m->move_bound) { /* bots alone would play on for ever */
        snprintf(err, errlen, _("no end after %zu moves (the plugin's bound)"), m->move_bound);
        return -1;
    }
    tb_seat *s = &m->seats[seat];
    tb_move mv;
    memset(&mv, 0, sizeof mv);
    if (s->search)
        tb_ismcts_stop_on(s->search, m->stop);
    int rc = s->plugin_bot >= 0 && m->game->bot_move
                 ? m->game->bot_move(m->state, s->plugin_bot, &s->rng, &mv)
             : s->search ? tb_ismcts_choose(s->search, m->state, &s->rng, &mv)
             : tb_botspec_is_novice(s->bot)
                 ? tb_novice_choose(m->game, m->players, &s->novice, m->state, &s->rng, &m->legal,
                                    &mv)
                 : tb_host_bot_pick(s->bot, m->game, m->state, &s->rng, &m->legal, &mv);
    if (rc != 0 && m->stop && *m->stop) {
        snprintf(err, errlen, _("interrupted"));
        return -1;
    }
    if (rc != 0) {
        snprintf(err, errlen, _("bot %s of seat %d found no move"), s->bot, seat + 1);
        return -1;
    }
    char *t;
    if (apply_all(m, m->state, &mv, 1, &t, err, errlen) != 0) {
        /* The game refused its own bot's move: a plugin's fault, so say
         * which move of whose (check names it the same way). */
        char why[TB_ERR_MAX], move[TB_MOVE_TEXT_MAX] = "?";
        snprintf(why, sizeof why, "%s", err);
        m->game->format_move(m->state, &mv, move, sizeof move);
        snprintf(err, errlen, _("seat %d's bot %s played \"%s\", which the game refused: %s"),
                 seat + 1, s->bot, move, why);
        return -1;
    }
    snprintf(text, cap, "%s", t);
    record(m, t);
    free(t);
    return 0;
}

char *tb_match_moves_text(const tb_match *m)
{
    tb_move *mv;
    size_t n = tb_legal_moves(m->game, m->state, &mv);
    tb_strbuf b = {0};
    for (size_t i = 0; i < n; i++) {
        char text[TB_MOVE_TEXT_MAX];
        m->game->format_move(m->state, &mv[i], text, sizeof text);
        tb_strbuf_printf(&b, "%s\n", text);
    }
    free(mv);
    return tb_strbuf_take(&b);
}
