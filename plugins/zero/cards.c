/*
 * cards.c — the 56 Zero cards: their notation ("r5"), symbols and the
 * tb_game card hooks.
 *
 * A colour's letter comes from the [deck] key colour_letters (default
 * "roygbpk"), so a table may rename colours; the colour itself, its symbol
 * and the frontend colour are fixed by its position in that string.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "zero.h"

static const char default_letters[ZERO_COLOURS + 1] = "roygbpk";

static const char *const colour_names[ZERO_COLOURS] = {
    "red", "orange", "yellow", "green", "blue", "purple", "black",
};

/* The symbol each colour carries for colour-blind players. */
static const char *const colour_symbols[ZERO_COLOURS] = {
    "\u2665", /* ♥ red */
    "\u25c6", /* ◆ orange */
    "\u2605", /* ★ yellow */
    "\u2663", /* ♣ green */
    "\u25cf", /* ● blue */
    "\u25b2", /* ▲ purple */
    "\u25a0", /* ■ black */
};

static const int colour_codes[ZERO_COLOURS] = {
    TB_COLOUR_RED,  TB_COLOUR_ORANGE, TB_COLOUR_YELLOW, TB_COLOUR_GREEN,
    TB_COLOUR_BLUE, TB_COLOUR_PURPLE, TB_COLOUR_BLACK,
};

const char *zero_colour_name(int colour)
{
    return colour >= 0 && colour < ZERO_COLOURS ? colour_names[colour] : "?";
}

int zero_letters(const tb_host *host, const tb_options *o, char letters[ZERO_COLOURS + 1],
                 char *err)
{
    memcpy(letters, default_letters, sizeof default_letters);
    const char *text = o ? host->opt_str(o, "colour_letters") : NULL;
    if (!text || !*text)
        return 0;
    char got[ZERO_COLOURS + 1] = {0};
    size_t n = strlen(text);
    int ok = n == ZERO_COLOURS;
    for (size_t i = 0; ok && i < n; i++) {
        unsigned char ch = (unsigned char)text[i];
        if (!isalpha(ch) || ch > 127) {
            ok = 0;
            break;
        }
        got[i] = (char)tolower(ch);
        for (size_t k = 0; k < i; k++)
            if (got[k] == got[i])
                ok = 0;
    }
    if (!ok) {
        if (err)
            snprintf(err, TB_ERR_MAX,
                     tb_aux_tr(host, "colour_letters must be 7 different letters (red orange yellow green "
                     "blue purple black), got '%.40s'"),
                     text);
        return -1;
    }
    memcpy(letters, got, sizeof got);
    return 0;
}

size_t zero_card_text(const char *letters, tb_card c, char *buf, size_t cap)
{
    if (!zc_valid(c))
        return (size_t)snprintf(buf, cap, "?%u", (unsigned)c);
    return (size_t)snprintf(buf, cap, "%c%d", letters[zc_colour(c)], zc_value(c));
}

void zero_card_pretty(tb_card c, char *buf, size_t cap)
{
    if (!zc_valid(c))
        snprintf(buf, cap, "?");
    else
        snprintf(buf, cap, "%s%d", colour_symbols[zc_colour(c)], zc_value(c));
}

int zero_card_colour(tb_card c)
{
    return zc_valid(c) ? colour_codes[zc_colour(c)] : TB_COLOUR_NONE;
}

int zero_card_parse(const tb_host *host, const char *letters, const char *text, tb_card *out, char *err)
{
    size_t n = strlen(text);
    if (n != 2) {
        return tb_aux_refuse(
            err,
            tb_aux_tr(host,
                      "'%.40s' is not a card: write a colour letter and a value 1-8, e.g. %c5"),
            text, letters[0]);
    }
    const char *at = strchr(letters, tolower((unsigned char)text[0]));
    if (text[0] == '\0' || !at) {
        return tb_aux_refuse(
            err, tb_aux_tr(host, "'%.40s' is not a card: unknown colour '%c' (colours: %s)"), text,
            text[0], letters);
    }
    if (text[1] < '1' || text[1] > '0' + ZERO_VALUES) {
        return tb_aux_refuse(err, tb_aux_tr(host, "'%.40s' is not a card: the value must be 1-8"),
                             text);
    }
    *out = zc_make((int)(at - letters), text[1] - '0');
    return 0;
}

size_t zero_deck_cards(const tb_host *host, const tb_options *o, int deck, tb_card *out,
                       size_t cap)
{
    (void)host;
    (void)o;
    if (deck != 0)
        return 0;
    size_t n = 0;
    for (int colour = 0; colour < ZERO_COLOURS; colour++)
        for (int value = 1; value <= ZERO_VALUES; value++) {
            if (n < cap)
                out[n] = zc_make(colour, value);
            n++;
        }
    return n < cap ? n : cap;
}

int zero_parse_card(const tb_host *host, const tb_options *o, int deck, const char *text,
                    tb_card *out, char *err)
{
    char letters[ZERO_COLOURS + 1];
    if (deck != 0) {
        return tb_aux_refuse(err, "%s", tb_aux_tr(host, "zero has one deck, 'main'"));
    }
    if (zero_letters(host, o, letters, err) != 0)
        return -1;
    return zero_card_parse(host, letters, text, out, err);
}

size_t zero_format_card(const tb_host *host, const tb_options *o, tb_card c, char *buf,
                        size_t cap)
{
    char letters[ZERO_COLOURS + 1];
    zero_letters(host, o, letters, NULL);
    return zero_card_text(letters, c, buf, cap);
}
