/*
 * view.c — the table as one seat may see it.  Public: the discard pile, how
 * many cards each hand and the stock hold, the suit to follow, whose turn it
 * is and whether they have drawn.  Private: the seat's own hand.  Hidden
 * cards go through view_hidden(), so no frontend can show them.
 */
#include <stdio.h>

#include "eights.h"

static void add_card(const tb_state *s, tb_view *v, tb_card c)
{
    static const char *const symbols[4] = {"♣", "♦", "♥", "♠"};
    char label[8], pretty[16];
    eights_card_text(c, label, sizeof label);
    snprintf(pretty, sizeof pretty, "%.*s%s", (int)strlen(label) - 1, label,
             symbols[card_suit(c)]);
    int red = card_suit(c) == 1 || card_suit(c) == 2;
    s->host->view_card(v, label, pretty, red ? TB_COLOUR_RED : TB_COLOUR_BLACK);
}

static void status(const tb_state *s, tb_view *v)
{
    const tb_host *h = s->host;
    char line[160];
    if (s->to_move < 0) {
        snprintf(line, sizeof line, "Game over after %d round%s (highest total wins)",
                 s->rounds_done, s->rounds_done == 1 ? "" : "s");
        h->view_status(v, line);
    } else {
        snprintf(line, sizeof line, "Round %d of %d (seat %d led)", s->round, s->rounds,
                 (s->round - 1) % s->players + 1);
        h->view_status(v, line);
        const char *what = s->drawn ? "play a card or pass"
                           : eights_can_draw(s) ? "play a card or draw"
                                                : "play a card or pass (nothing to draw)";
        snprintf(line, sizeof line, "Seat %d to move: %s", s->to_move + 1, what);
        h->view_status(v, line);
        tb_card top = s->discard.c[s->discard.n - 1];
        snprintf(line, sizeof line, "Suit to follow: %c%s", eights_suits[s->suit],
                 s->suit != card_suit(top) ? " (named with an 8)" : "");
        h->view_status(v, line);
        snprintf(line, sizeof line, "Drawn this turn: %s", s->drawn ? "yes" : "no");
        h->view_status(v, line);
    }
    if (s->rounds_done > 0) {
        int r = s->rounds_done - 1;
        int len = snprintf(line, sizeof line, "Round %d ended (%s); scores:", r + 1,
                           eights_end_name(s->record[r].end));
        for (int seat = 0; seat < s->players && (size_t)len < sizeof line; seat++)
            len += snprintf(line + len, sizeof line - (size_t)len, " %d", s->score[r][seat]);
        h->view_status(v, line);
    }
}

void eights_view(const tb_state *s, int seat, tb_view *v)
{
    const tb_host *h = s->host;
    status(s, v);
    for (int p = 0; p < s->players; p++) {
        char name[32];
        snprintf(name, sizeof name, "seat %d hand", p + 1);
        h->view_zone(v, name, p, TB_LAYOUT_FAN);
        if (p == seat)
            for (int i = 0; i < s->hand[p].n; i++)
                add_card(s, v, s->hand[p].c[i]);
        else
            h->view_hidden(v, s->hand[p].n);
    }
    h->view_zone(v, "discard", -1, TB_LAYOUT_STACK);
    for (int i = 0; i < s->discard.n; i++)
        add_card(s, v, s->discard.c[i]);
    h->view_zone(v, "stock", -1, TB_LAYOUT_STACK);
    h->view_hidden(v, s->stock.n);
}
