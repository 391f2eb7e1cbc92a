/*
 * match.h — the match driver: one game being played, its seats (humans and
 * bots), and the record of every move.  Frontends (text, tui), `sim`,
 * `check` and `replay` all play through it.
 */
#ifndef TB_MATCH_H
#define TB_MATCH_H

#include <signal.h>
#include <stddef.h>

#include "json.h"
#include "legal.h"
#include "novice.h"
#include "options.h"
#include "decks.h"
#include "tabula/game.h"

#define TB_NAME_MAX TB_SEAT_NAME_MAX
#define TB_LINE_MOVES TB_LINE_MOVES_MAX /* most atomic moves one line of text may stand for */
#define TB_SPEC_MAX 64     /* a seat's bot spec ("ismcts:iterations=2000,rollout=greedy") */

struct tb_ismcts;

typedef struct tb_seat {
    char name[TB_NAME_MAX];
    int human;            /* 1: asks a person; 0: a bot */
    int stand_in;         /* a person's seat a bot plays while they are away (a network
                             table): the save and the result still say human */
    char bot[TB_SPEC_MAX];/* bot spec ("random", "ismcts:...", or one of the plugin's) */
    char level[8];        /* "easy", "normal" or "hard" when the seat was asked for by
                             level (bot is then the spec it stands for), else "" */
    int plugin_bot;       /* index into game->bots, or -1 for a host bot */
    struct tb_ismcts *search; /* the ismcts bot's reusable search, or NULL */
    tb_novice_opts novice;    /* the novice bot's options, parsed from bot once */
    tb_rng rng;           /* the bot's own stream, so people's moves never shift it */
} tb_seat;

typedef struct tb_match_setup {
    const tb_game *game;
    const char *game_name;    /* the ini's name ("absolute-quick") */
    const char *title;        /* the ini's title in the player's language ("Absolute (one
                                 round)"), or NULL: the plugin's (tb_match_title) */
    const tb_options *options;/* copied */
    int players;
    uint64_t seed;
    const char *deck_file;    /* stacked decks, or NULL */
    const char *deck_text;    /* or their text (from a save), or NULL */
    const char *seat_spec[TB_MAX_SEATS]; /* "human", a bot name, or NULL for the default */
    const char *names[TB_MAX_SEATS];     /* or NULL */
    int default_human;        /* seats without a spec: 1 → seat 1 human, rest bots */
    int *refused_seat;        /* or NULL; else tb_match_new writes there the seat (from 0)
                                 whose spec it refused, -1 for none, and its message is
                                 the reason alone, for the caller to say whose ("seat
                                 %d: " otherwise) */
    tb_deal_log *deals;       /* the check's record of the deals (decks.h), or NULL;
                                 borrowed for the match's life */
} tb_match_setup;

typedef struct tb_match {
    const tb_game *game;
    char *game_name;
    char *title;              /* the setup's title, or NULL */
    tb_options *options;
    tb_table *table;
    int players;
    uint64_t seed;
    tb_seat seats[TB_MAX_SEATS];
    tb_state *state;
    size_t n_moves;
    char **moves;             /* canonical text of every atomic move applied */
    int quit;                 /* the game was left before its end */
    tb_movebuf legal;         /* reused by the bots: no allocation per move */
    unsigned undos;           /* moves taken back (undo.c): the game was "assisted" */
    int no_stats;             /* the player keeps the game out of the record (play
                                 --no-stats); its save says so, so it stays out when
                                 it comes back */
    uint32_t resigned;        /* seats (bit k: seat k) that resigned: they rank last; a
                                 game not over when one did ended by it ("resigned") */
    uint8_t resign_order[TB_MAX_SEATS]; /* 1 for the first seat to resign, 2 for the
                                 next, ...; 0 for a seat that did not (tb_match_resign) */
    uint32_t assisted;        /* seats a bot played moves for while they were a person's
                                 (serve's clock or an absent player): "assisted" */
    const volatile sig_atomic_t *stop; /* a frontend's signal flag: a bot's search gives up
                                 when it is raised (tb_match_play_bot); NULL: never */
    size_t move_bound;        /* the plugin's move_bound() of the deal: a bot's move past
                                 it is refused, as sim refuses it (a game that never ends) */
} tb_match;

/* A new match, dealt.  NULL with a one-line reason in err. */
tb_match *tb_match_new(const tb_match_setup *s, char *err, size_t errlen);
/* Whether o can start a game of g: the host checks each value's type and
 * range, the plugin's create() what only it knows (a text's value: seven
 * different colour letters; values together: min_play against hand_size).
 * always (a game about to be played): create() is asked whatever the
 * values, and one seat count that starts is enough; else (the list of
 * every game, which must stay cheap) only when a text option differs from
 * its default, at every seat count.  0, or -1 with create()'s first
 * reason, so a bad value is refused where it is read, not at the deal. */
int tb_options_start_why(const tb_game *g, const tb_options *o, int always, char *err,
                         size_t errlen);
/* The setup m was dealt from, as far as m keeps it: game, options, seats
 * (a person's "human", else the bot's spec), names and seed; no stacked deck.
 * The strings are m's (borrowed while m lives). */
void tb_match_setup_of(const tb_match *m, tb_match_setup *s);
void tb_match_free(tb_match *m);
/* The game's title for people: the game file's ("Zero (two players)"), else
 * the plugin's, in the player's language. */
const char *tb_match_title(const tb_match *m);
/* Whether a seat is a person's: one a person plays, or one a bot plays for
 * them while they are away (stand_in).  Saves and results say "human". */
static inline int tb_seat_is_person(const tb_seat *s)
{
    return s->human || s->stand_in;
}
/* What a bot seat was asked for by, for people and records: its level
 * ("normal"), else its spec. */
const char *tb_seat_bot_name(const tb_seat *s);
/* Seat resigns: it ranks after every seat that did not, and after every
 * seat that resigned later, in a game that ends by the resignations. */
void tb_match_resign(tb_match *m, int seat);
/* The bot that stands in for a person: the game's default, else random. */
const char *tb_stand_in_bot(const tb_game *g);
/* That bot plays seat from now on; its name.
 * The seat's stand_in is the caller's to set: a person's seat stays theirs
 * in saves and results only when it is set. */
const char *tb_match_stand_in(tb_match *m, int seat);

/* Seat to move (from 0), or -1 when over. */
int tb_match_to_move(const tb_match *m);
/* Whether resignations left at most one seat in the game: it has ended. */
int tb_match_resigned_out(const tb_match *m);
/* Whether the game has ended: by its rules, by leaving it (quit), or by
 * resignations (tb_match_resigned_out). */
int tb_match_over(const tb_match *m);

/* Parse and apply one line typed for the seat to move: all or nothing.
 * 0, or -1 with the plugin's reason in err (the state unchanged). */
int tb_match_play_line(tb_match *m, const char *line, char *err, size_t errlen);

/* Let the bot of the seat to move choose and play; its move's text goes to
 * text (cap bytes).  0, or -1 with a reason: a bot bug, or "interrupted"
 * when m->stop was raised during its search (nothing was played). */
int tb_match_play_bot(tb_match *m, char *text, size_t cap, char *err, size_t errlen);

/* The canonical texts of the legal moves, one per line. */
char *tb_match_moves_text(const tb_match *m);
/* The view of seat as text. */
char *tb_match_view_text(const tb_match *m, int seat, int utf8);
/* Start an empty view of the match for `seat` that knows the seats' names
 * (host->view_seat_name); every frontend builds its views through it. */
void tb_match_view_init(const tb_match *m, tb_view *v, int seat);
/* The result table as text, and as the result JSON. */
char *tb_match_result_text(const tb_match *m);
/* The result table's facts, from a match or from its result JSON (a
 * network client, which has no match, shows it in its own language). */
typedef struct tb_result_table {
    const char *game;          /* the game's name, as the result JSON's "game" */
    int turns;
    const char *end;           /* the JSON's "end": "normal", "quit", "resigned", ... */
    unsigned long long seed;
    int undos, assisted;       /* moves taken back; moves a bot played for a person */
    int players, rounds;
    const char *name[TB_MAX_SEATS];
    int score[TB_MAX_ROUNDS][TB_MAX_SEATS];
    long total[TB_MAX_SEATS];
    int rank[TB_MAX_SEATS];
    uint32_t winners;          /* bits of the winning seats */
} tb_result_table;
/* The table as tb_match_result_text() writes it, in the reader's language
 * (malloc'd). */
char *tb_result_table_text(const tb_result_table *t);
/* The result JSON (play --result-json), its seed unsigned. */
void tb_match_result_json(const tb_match *m, tb_json *j);
/* The same with the seed's 64 bits as a signed number: the network protocol
 * is read with jansson, which refuses a whole number above 2^63 - 1, and
 * carries every seed so (net_log_words.c reads it back unsigned). */
void tb_match_result_json_wire(const tb_match *m, tb_json *j);

/* What the strongest bot available (ismcts at its defaults) would play for
 * the seat to move, computed from that seat's information only (hint.c):
 * the move's text goes to text.  0, or -1 with a reason. */
int tb_match_hint(const tb_match *m, char *text, size_t cap, char *err, size_t errlen);

/* The host's own bots (tabula/bots): names and move choice. */
int tb_host_bot_known(const char *name);
int tb_host_bot_choose(const char *name, const tb_game *g, const tb_state *s, tb_rng *r,
                       tb_move *out);
/* `random` itself: uniform over the legal moves listed into buf. */
int tb_bot_random(const tb_game *g, const tb_state *s, tb_rng *r, tb_movebuf *buf, tb_move *out);
/* The same choice left in the list: tb_bot_random_pick() (legal.h). */
/* The same, listing into a caller's reused buffer (the hot path). */
int tb_host_bot_pick(const char *name, const tb_game *g, const tb_state *s, tb_rng *r,
                     tb_movebuf *buf, tb_move *out);

#endif
