/*
 * view.c — the table as one seat may see it.
 *
 * Public: all four piles (every card on them was played face up), the size
 * of each hand and draw pile.  Hidden: both draw piles from everyone, a hand
 * from everyone but its owner.  Zone labels follow the move notation of the
 * viewer ("up", "their-down"), so a player reads the piles they type; a
 * translated label keeps that word (zone).  A zone's key is what the pile
 * is, whoever looks: "up", "down", "hand" or "draw", with its owner.
 */
#include <stdio.h>
#include <string.h>

#include "ff.h"

/* Seat 1's deck is the silver one, seat 2's the gold one. */
static int deck_colour(tb_card c)
{
    return ff_deck_of(c) == 0 ? TB_COLOUR_WHITE : TB_COLOUR_YELLOW;
}

/*
 * A pile's label.  The notation names a pile "up", "down", "their-up" or
 * "their-down" and the labels say the same in English, so a player reads
 * the word they type; a translation says what the pile is and keeps that
 * word beside it ("rosnący (up)").  Each label is a whole message: "their"
 * and "seat %d" do not combine the same way in every language.
 */
enum { ZONE_UP, ZONE_DOWN, ZONE_HAND, ZONE_DRAW };

static void zone(const tb_host *h, tb_view *v, int viewer, int owner, int what, int layout)
{
    /* TRANSLATORS: the viewer's own piles; up and down are what a move
       names (play 17 up), so keep the word in the label. */
    static const char *const own[] = {TB_N_("up"), TB_N_("down"), TB_N_("hand"), TB_N_("draw")};
    /* TRANSLATORS: the opponent's piles; their-up and their-down are what a
       move names (play 20 their-up), so keep the word in the label. */
    static const char *const theirs[] = {TB_N_("their-up"), TB_N_("their-down"),
                                         TB_N_("their hand"), TB_N_("their draw")};
    /* A spectator reads the owner's words: the host labels each zone with
       its owner's name ("hand (Ann)"). */
    const char *const *names = viewer == owner || viewer < 0 ? own : theirs;
    tb_aux_view_zone(h, v, own[what], tb_aux_tr(h, names[what]), owner, layout);
}

static void cards(const tb_host *h, tb_view *v, const tb_pile *p)
{
    char label[8];
    for (int i = 0; i < p->n; i++) {
        snprintf(label, sizeof label, "%d", ff_number(p->c[i]));
        h->view_card(v, label, NULL, deck_colour(p->c[i]));
    }
}

static void player_zones(const tb_state *s, int viewer, int owner, tb_view *v)
{
    const tb_host *h = s->host;
    const ff_player *pl = &s->p[owner];
    zone(h, v, viewer, owner, ZONE_UP, TB_LAYOUT_STACK);
    cards(h, v, &pl->up);
    zone(h, v, viewer, owner, ZONE_DOWN, TB_LAYOUT_STACK);
    cards(h, v, &pl->down);
    zone(h, v, viewer, owner, ZONE_HAND, TB_LAYOUT_FAN);
    if (viewer == owner) {
        tb_pile hand;
        ff_hand_cards(s, owner, &hand);
        cards(h, v, &hand);
    } else if (pl->hand_n) {
        h->view_hidden(v, pl->hand_n);
    }
    zone(h, v, viewer, owner, ZONE_DRAW, TB_LAYOUT_STACK);
    if (pl->draw.n)
        h->view_hidden(v, pl->draw.n);
}

static void status(const tb_state *s, tb_view *v)
{
    const tb_host *h = s->host;
    char line[256];
    if (s->over) {
        if (s->end == FF_END_EMPTIED)
            snprintf(line, sizeof line,
                     tb_aux_tr(h, "Game over after %d turns: seat %d placed every card and wins"),
                     s->turn, s->winner + 1);
        else
            snprintf(line, sizeof line,
                     tb_aux_tr(h, "Game over after %d turns: seat %d could not place the minimum "
                                  "and loses"),
                     s->turn, s->loser + 1);
        h->view_status(v, line);
    } else {
        snprintf(line, sizeof line, tb_aux_tr(h, "Turn %d: seat %d to move"), s->turn, s->mover + 1);
        h->view_status(v, line);
        snprintf(line, sizeof line,
                 tb_aux_tr(h, "Placed this turn: %d (at least %d), %d on the opponent's piles "
                              "(at most %d)"),
                 s->placed, s->required, s->on_opp, s->r.max_opp);
        h->view_status(v, line);
    }
    snprintf(line, sizeof line, tb_aux_tr(h, "Cards left (hand + draw pile): seat 1 %d, seat 2 %d"),
             ff_cards_left(s, 0), ff_cards_left(s, 1));
    h->view_status(v, line);
}

void ff_view(const tb_state *s, int seat, tb_view *v)
{
    int viewer = seat >= 0 && seat < FF_SEATS ? seat : -1;
    int first = viewer < 0 ? 0 : 1 - viewer; /* the opponent across the table first */
    status(s, v);
    player_zones(s, viewer, first, v);
    player_zones(s, viewer, 1 - first, v);
}
