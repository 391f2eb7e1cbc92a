/*
 * toy_game.h — a descriptor with just enough for host-service tests: a deck
 * "main" of cards 1..10 written as numbers, and a deck "spare" of 1..3.
 * Not a playable game (its game functions are never called).
 */
#ifndef TOY_GAME_H
#define TOY_GAME_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tabula/tabula.h"

static size_t toy_deck_cards(const tb_host *h, const tb_options *o, int deck, tb_card *out,
                             size_t cap)
{
    (void)h;
    (void)o;
    /* main: 1-10; spare: 1, 2 and three identical copies of 3 (one code). */
    static const tb_card spare[] = {1, 2, 3, 3, 3};
    size_t n = deck == 0 ? 10 : deck == 1 ? 5 : 0;
    for (size_t i = 0; i < n && i < cap; i++)
        out[i] = deck == 0 ? (tb_card)(i + 1) : spare[i];
    return n;
}

static int toy_parse_card(const tb_host *h, const tb_options *o, int deck, const char *text,
                          tb_card *out, char *err)
{
    (void)h;
    (void)o;
    (void)deck;
    char *end;
    long v = strtol(text, &end, 10);
    if (end == text || *end || v < 1 || v > 99) {
        snprintf(err, TB_ERR_MAX, "\"%s\" is not a card (1-10)", text);
        return -1;
    }
    *out = (tb_card)v;
    return 0;
}

static size_t toy_format_card(const tb_host *h, const tb_options *o, tb_card c, char *buf,
                              size_t cap)
{
    (void)h;
    (void)o;
    return (size_t)snprintf(buf, cap, "%d", c);
}

static const char *const toy_decks[] = {"main", "spare", NULL};
static const char *const toy_modes[] = {"fast", "slow", NULL};
static const tb_param toy_params[] = {
    {"rules", "rounds", TB_PARAM_INT, "3", 1, 9, NULL, "rounds in a game"},
    {"rules", "bonus", TB_PARAM_BOOL, "false", 0, 0, NULL, "a bonus"},
    {"rules", "mode", TB_PARAM_ENUM, "fast", 0, 0, toy_modes, "pace"},
    {"rules", "min_players", TB_PARAM_INT, "2", 2, 4, NULL, "fewest seats"},
    {"rules", "max_players", TB_PARAM_INT, "4", 2, 4, NULL, "most seats"},
    {"deck", "suits", TB_PARAM_STRING, "a b", 0, 0, NULL, "suit letters"},
};

static const tb_game toy_game = {
    .size = sizeof(tb_game),
    .abi = TB_ABI_VERSION,
    .name = "toy",
    .title = "Toy",
    .version = "0",
    .min_players = 2,
    .max_players = 4,
    .default_players = 2,
    .params = toy_params,
    .n_params = sizeof toy_params / sizeof toy_params[0],
    .decks = toy_decks,
    .deck_cards = toy_deck_cards,
    .parse_card = toy_parse_card,
    .format_card = toy_format_card,
};

#endif
