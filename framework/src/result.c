/* result.c — how a match is shown: a seat's view, the result table and JSON. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "json.h"
#include "match.h"
#include "services.h"
#include "strbuf.h"
#include "view.h"

void tb_match_view_init(const tb_match *m, tb_view *v, int seat)
{
    tb_view_init(v, seat);
    for (int k = 0; k < m->players && k < TB_MAX_SEATS; k++)
        v->names[k] = m->seats[k].name;
    v->domain = m->game->text_domain; /* a person reads this view: zones in their language */
}

char *tb_match_view_text(const tb_match *m, int seat, int utf8)
{
    tb_view v;
    tb_match_view_init(m, &v, seat);
    m->game->view(m->state, seat, &v);
    tb_strbuf b = {0};
    tb_view_render(&v, utf8, &b);
    tb_view_free(&v);
    return tb_strbuf_take(&b);
}

/* The ranks and the winners (bits): the scores', except that seats that
 * resigned rank after every seat that did not, and a game that ended by a
 * resignation is won by every seat that did not resign.  Among the seats
 * that resigned, a game played to its end (the bot played them) ranks them
 * by their scores; one that ended by the resignations, by when they
 * resigned: the first to give up ranks last. */
static uint32_t rank_seats(const tb_match *m, const tb_outcome *o, int *rank)
{
    uint32_t winners = tb_score_rank(o, m->players, m->game->lowest_wins, rank);
    if (!m->resigned)
        return winners;
    int base[TB_MAX_SEATS], stayed = 0;
    for (int s = 0; s < m->players; s++) {
        base[s] = rank[s];
        stayed += !(m->resigned >> s & 1);
    }
    winners = 0;
    for (int s = 0; s < m->players; s++) {
        int out = m->resigned >> s & 1, better = 0;
        for (int t = 0; t < m->players; t++)
            better += (int)(m->resigned >> t & 1) == out &&
                      (o->over ? base[t] < base[s]
                               : out && m->resign_order[t] > m->resign_order[s]);
        rank[s] = (out ? stayed : 0) + 1 + better;
        if (!out && rank[s] == 1)
            winners |= 1u << s;
    }
    return winners;
}

static int ended(const tb_match *m, const tb_outcome *o)
{
    return o->over || (m->resigned && !m->quit);
}

static const char *end_of(const tb_match *m, const tb_outcome *o)
{
    if (m->quit)
        return "quit";
    if (!o->over && m->resigned)
        return "resigned";
    if (!o->over)
        return "in_progress";
    return o->end ? o->end : TB_END_NORMAL;
}

/* How a game ended, for people: the JSON's `end` word translated (a plugin's
 * own word, such as Face to Face's "stuck", through the host's catalogue
 * when it has it, else as it is). */
static const char *end_words(const char *end)
{
    static const char *const known[][2] = {
        {"quit", N_("quit")},
        {"in_progress", N_("in progress")},
        {"normal", N_("normal")},
        {"turn_limit", N_("turn limit")},
        {"stuck", N_("stuck")},
        {"resigned", N_("resigned")},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (strcmp(end, known[i][0]) == 0)
            return strcmp(_(known[i][1]), known[i][1]) == 0 ? end : _(known[i][1]);
    return end;
}

char *tb_match_result_text(const tb_match *m)
{
    tb_outcome o;
    tb_outcome_of(m->game, m->state, &o);
    tb_result_table t;
    memset(&t, 0, sizeof t);
    t.game = m->game_name;
    t.turns = o.turns;
    t.end = end_of(m, &o);
    t.seed = (unsigned long long)m->seed;
    t.undos = m->undos > 0;
    t.assisted = m->assisted != 0;
    t.players = m->players;
    t.rounds = o.rounds;
    uint32_t winners = rank_seats(m, &o, t.rank);
    t.winners = ended(m, &o) ? winners : 0;
    for (int s = 0; s < m->players; s++) {
        t.name[s] = m->seats[s].name;
        t.total[s] = tb_outcome_total(&o, s);
        for (int r = 0; r < o.rounds; r++)
            t.score[r][s] = o.score[r][s];
    }
    return tb_result_table_text(&t);
}

char *tb_result_table_text(const tb_result_table *t)
{
    tb_strbuf b = {0};
    tb_strbuf_printf(&b, NG_("Result of %s after %d turn (%s):\n",
                             "Result of %s after %d turns (%s):\n", t->turns),
                     t->game, t->turns, end_words(t->end));
    if (t->undos)
        tb_strbuf_printf(&b, _("  seed %llu, with moves taken back (assisted)\n"), t->seed);
    else if (t->assisted)
        tb_strbuf_printf(&b, _("  seed %llu, with moves a bot played for a person (assisted)\n"),
                         t->seed);
    else
        tb_strbuf_printf(&b, _("  seed %llu\n"), t->seed);
    /* Columns as wide as the rows below, whatever the words' language; the
     * names' as wide as the longest name (20 at least). */
    int name_cols = 20;
    for (int s = 0; s < t->players; s++)
        if (t->name[s] && tb_text_cols(t->name[s]) > name_cols)
            name_cols = tb_text_cols(t->name[s]);
    tb_strbuf_add(&b, "  ");
    tb_strbuf_add_padded(&b, C_("result table", "seat"), 4);
    tb_strbuf_add(&b, "  ");
    tb_strbuf_add_padded(&b, C_("result table", "name"), name_cols);
    tb_strbuf_add(&b, " ");
    for (int r = 0; r < t->rounds; r++)
        tb_strbuf_printf(&b, " R%-4d", r + 1);
    tb_strbuf_add(&b, "  ");
    tb_strbuf_add_padded(&b, C_("result table", "total"), 5);
    tb_strbuf_add(&b, "  ");
    tb_strbuf_add(&b, C_("result table", "rank"));
    tb_strbuf_add(&b, "\n");
    for (int s = 0; s < t->players; s++) {
        tb_strbuf_printf(&b, "  %-4d  ", s + 1);
        tb_strbuf_add_padded(&b, t->name[s] ? t->name[s] : "", name_cols);
        tb_strbuf_add(&b, " ");
        for (int r = 0; r < t->rounds; r++)
            tb_strbuf_printf(&b, " %-5d", t->score[r][s]);
        tb_strbuf_printf(&b, "  %-5ld  %d\n", t->total[s], t->rank[s]);
    }
    if (strcmp(t->end, "quit") == 0 || strcmp(t->end, "in_progress") == 0) {
        tb_strbuf_add(&b, _("No winner: the game did not reach its end.\n"));
        return tb_strbuf_take(&b);
    }
    tb_strbuf_add(&b, (t->winners & (t->winners - 1)) ? _("Shared win:") : _("Winner:"));
    for (int s = 0; s < t->players; s++)
        if (t->winners >> s & 1)
            tb_strbuf_printf(&b, _(" %s (seat %d)"), t->name[s] ? t->name[s] : "", s + 1);
    tb_strbuf_add(&b, "\n");
    return tb_strbuf_take(&b);
}

static void result_json(const tb_match *m, tb_json *j, int signed_seed);

void tb_match_result_json(const tb_match *m, tb_json *j)
{
    result_json(m, j, 0);
}

void tb_match_result_json_wire(const tb_match *m, tb_json *j)
{
    result_json(m, j, 1);
}

static void result_json(const tb_match *m, tb_json *j, int signed_seed)
{
    const tb_game *g = m->game;
    tb_outcome o;
    tb_outcome_of(g, m->state, &o);
    int rank[TB_MAX_SEATS];
    uint32_t winners = rank_seats(m, &o, rank);
    tb_json_open(j, '{');
    tb_json_key(j, "game");
    tb_json_str(j, m->game_name);
    tb_json_key(j, "plugin");
    tb_json_str(j, g->name);
    tb_json_key(j, "version");
    tb_json_str(j, g->version);
    tb_json_key(j, "seed");
    if (signed_seed)
        tb_json_int(j, (long)(int64_t)m->seed);
    else
        tb_json_uint(j, m->seed);
    tb_json_key(j, "options");
    tb_options_json(m->options, j);
    tb_json_key(j, "players");
    tb_json_open(j, '[');
    for (int s = 0; s < m->players; s++) {
        tb_json_open(j, '{');
        tb_json_key(j, "seat");
        tb_json_int(j, s + 1);
        tb_json_key(j, "name");
        tb_json_str(j, m->seats[s].name);
        tb_json_key(j, "kind");
        char kind[TB_SPEC_MAX + 8]; /* "bot:" and the spec */
        int person = tb_seat_is_person(&m->seats[s]); /* assisted says the rest */
        snprintf(kind, sizeof kind, "%s%s", person ? "human" : "bot:",
                 person ? "" : tb_seat_bot_name(&m->seats[s]));
        tb_json_str(j, kind);
        tb_json_key(j, "rounds");
        tb_json_open(j, '[');
        for (int r = 0; r < o.rounds; r++)
            tb_json_int(j, o.score[r][s]);
        tb_json_close(j);
        tb_json_key(j, "total");
        tb_json_int(j, tb_outcome_total(&o, s));
        tb_json_key(j, "rank");
        tb_json_int(j, rank[s]);
        /* Only when so: a result without either reads as before. */
        if (m->resigned >> s & 1) {
            tb_json_key(j, "resigned");
            tb_json_bool(j, 1);
        }
        if (m->assisted >> s & 1) {
            tb_json_key(j, "assisted");
            tb_json_bool(j, 1);
        }
        tb_json_close(j);
    }
    tb_json_close(j);
    tb_json_key(j, "winners");
    tb_json_open(j, '[');
    for (int s = 0; ended(m, &o) && s < m->players; s++)
        if (winners >> s & 1)
            tb_json_int(j, s + 1);
    tb_json_close(j);
    tb_json_key(j, "turns");
    tb_json_int(j, o.turns);
    tb_json_key(j, "moves");
    tb_json_int(j, (long)m->n_moves);
    tb_json_key(j, "end");
    tb_json_str(j, end_of(m, &o));
    /* Moves taken back with undo, or a bot's moves for a person's seat
     * (serve): such a game counts as "assisted". */
    tb_json_key(j, "assisted");
    tb_json_bool(j, m->undos > 0 || m->assisted);
    tb_json_key(j, "undos");
    tb_json_int(j, (long)m->undos);
    tb_json_key(j, "rounds_detail");
    tb_json_open(j, '[');
    for (int r = 1; r <= o.rounds; r++)
        g->round_detail(m->state, r, j);
    tb_json_close(j);
    tb_json_close(j);
}
