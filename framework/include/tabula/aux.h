/*
 * tabula/aux.h — the auxiliary library of Tabula (as lauxlib is Lua's): the
 * plumbing every plugin otherwise writes again.  Header-only and `static
 * inline`, so a plugin that uses it still links nothing from the host and
 * still exports one symbol.  Nothing here keeps state; everything is
 * [any thread].  Optional: the ABI does not depend on it.
 *
 *   tb_aux_refuse        a one-line reason into err, returning -1
 *   tb_aux_split         a line of move text into lower-case words
 *   TB_AUX_MOVE_CODEC    pack/unpack a plugin's move struct, size checked
 *                        at compile time
 *   TB_AUX_PLAIN_STATE   clone/destroy for a state that is plain values
 *   TB_AUX_ENTRY         the entry point, with the right host-size check
 *   TB_AUX_CREATE        create() for a state with the usual fields
 *   tb_aux_json_*        one key and its value in a round_detail object
 *   tb_aux_pile_sort     a hand in card-code order
 *   tb_aux_pile_count    copies of a card in a pile (identical copies)
 *   tb_aux_tr, tb_aux_ntr, TB_N_
 *                        a plugin's own messages in the player's language
 *   TB_AUX_PILE_HOOKS    census and determinize from the pile table (1.3)
 *   tb_aux_suited_*, tb_aux_suit, tb_aux_rank, TB_AUX_SUITED_HOOKS
 *                        a deck of suits and ranks: notation, the card
 *                        hooks, the face-up card of a view
 *   tb_aux_status        a status line, printf-style
 *   tb_aux_json_cards    "key": ["8h", ...], a pile in card notation
 *   TB_AUX_GAME_HEAD, TB_AUX_*_FIELDS, TB_AUX_COUNT
 *                        the descriptor's usual fields, the hooks above
 *   TB_AUX_PILE_HANDS, _UP, _DOWN, TB_AUX_PILE_TABLE
 *                        a pile table of the usual piles
 * tabula/aux_moves.h (included here):
 *   TB_AUX_REFUSE, TB_AUX_CARD
 *                        one legality check for legal_moves() and apply()
 *   tb_aux_keep          legal_moves() keeps a move
 *   tb_aux_notation_*, TB_AUX_NOTATION_HOOKS, TB_AUX_NOTATION_LEGAL
 *                        moves written "VERB [CARD] [SUIT]": parse, format,
 *                        validate, list the legal ones
 *   tb_aux_greedy, TB_AUX_GREEDY_BOT
 *                        a greedy bot: the legal move with the best key
 * tabula/aux_rounds.h (included here):
 *   tb_aux_tally_score, TB_AUX_TALLY_HOOK
 *                        the score hook of a game that adds card values
 *   tb_aux_outcome_rows  outcome() from a table of scores by round
 *   tb_aux_round_hands   round_detail() of a game that scores hands left
 *   tb_aux_deal          a round's deal: the host orders the deck, each
 *                        seat gets its hand
 *   tb_aux_deal_rest     the rest of a deal: cards face up, then the stock
 *   tb_aux_restock       a discard pile, but its top, shuffled into the stock
 *   tb_aux_draw          a card from the stock, refilled when it is out
 *   tb_aux_pile_value, tb_aux_score_lowest
 *                        a round scored by the hands left: the lowest wins
 *   tb_aux_count_int, tb_aux_int_list
 *                        a round ended so; the scores in a status line
 *   TB_AUX_HANDS_LOG, TB_AUX_HANDS_LOG_HOOKS
 *                        the record of rounds scored by the hands left:
 *                        to_move, outcome and round_detail from it
 *
 * Use: #include "tabula/aux.h" (it includes tabula/tabula.h).
 */
#ifndef TABULA_AUX_H
#define TABULA_AUX_H

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h> /* tb_aux_move_put */
#endif

#include "tabula/tabula.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define TB_AUX_PRINTF(f, a) __attribute__((format(printf, f, a)))
#define TB_AUX_UNUSED __attribute__((unused))
#else
#define TB_AUX_PRINTF(f, a)
#define TB_AUX_UNUSED
#endif

/* Write a one-line reason (printf-style) into err, a TB_ERR_MAX buffer as
 * every hook receives, and return -1: `return tb_aux_refuse(err, "%s is not
 * in your hand", card);` in apply() and parse_move(). */
static inline int tb_aux_refuse(char *err, const char *fmt, ...) TB_AUX_PRINTF(2, 3);
static inline int tb_aux_refuse(char *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, TB_ERR_MAX, fmt, ap);
    va_end(ap);
    return -1;
}

/* The longest word tb_aux_split keeps (with its NUL). */
#define TB_AUX_WORD 24

/* Split text at blanks (spaces and tabs) into at most max words, each
 * lower-cased into words[i].  Returns the count, or -1 when there are more
 * than max words or one is TB_AUX_WORD bytes or longer (no move of any game
 * needs it: refuse the line).  Case-insensitive notation falls out of it. */
static inline int tb_aux_split(const char *text, char words[][TB_AUX_WORD], int max)
{
    int n = 0;
    for (const char *p = text + strspn(text, " \t"); *p; p += strspn(p, " \t")) {
        size_t len = strcspn(p, " \t");
        if (n == max || len >= TB_AUX_WORD)
            return -1;
        for (size_t i = 0; i < len; i++)
            words[n][i] = (char)tolower((unsigned char)p[i]);
        words[n++][len] = '\0';
        p += len;
    }
    return n;
}

/* prefix_pack(type) -> tb_move and prefix_unpack(const tb_move *) -> type
 * for a plugin's move struct: memcpy into a zeroed tb_move, so equal moves
 * are equal bytes; a struct too big for a tb_move does not compile.
 *   typedef struct { uint8_t kind, card; } my_move;
 *   TB_AUX_MOVE_CODEC(my, my_move)      // my_pack(), my_unpack()
 * Unpacking copies only sizeof(type) bytes: apply() must still refuse a
 * move whose other bytes are not zero (tb_aux_move_tail_clear). */
#define TB_AUX_MOVE_CODEC(prefix, type)                                                     \
    _Static_assert(sizeof(type) <= TB_MOVE_BYTES, #type " does not fit in a tb_move");   \
    static inline TB_AUX_UNUSED tb_move prefix##_pack(type m)                               \
    {                                                                                       \
        tb_move out;                                                                        \
        memset(&out, 0, sizeof out);                                                        \
        memcpy(out.b, &m, sizeof m);                                                        \
        return out;                                                                         \
    }                                                                                       \
    static inline TB_AUX_UNUSED type prefix##_unpack(const tb_move *m)                      \
    {                                                                                       \
        type out;                                                                           \
        memcpy(&out, m->b, sizeof out);                                                     \
        return out;                                                                         \
    }

/* Whether every byte of m from `used` on is zero (a move a plugin could
 * have listed); apply() refuses one that is not.  apply() runs it on every
 * move of every simulated game, so it reads whole 8-byte words (plain
 * loads, never split) rather than 64 bytes one by one.  The used bytes of
 * the first word are shifted out in a register: clearing them in a copy in
 * memory made the compiler store 4 bytes into an 8-byte slot and load the
 * 8 bytes back, a load the CPU cannot forward from the two stores, which
 * stalled every apply (10% of a Face to Face simulation). */
static inline int tb_aux_move_tail_clear(const tb_move *m, size_t used)
{
    _Static_assert(TB_MOVE_BYTES % 8 == 0, "a tb_move is whole words");
    uint64_t any = 0;
    for (size_t at = used / 8 * 8; at < TB_MOVE_BYTES; at += 8) {
        uint64_t w;
        memcpy(&w, m->b + at, sizeof w);
        if (at < used) { /* the word the used bytes end in: only its tail counts */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            w <<= 8 * (used - at); /* the first bytes are the high ones */
#else
            w >>= 8 * (used - at); /* the first bytes are the low ones */
#endif
        }
        any |= w;
    }
    return any == 0;
}

/* Write a whole move whose first 8 bytes are `head` (as memcpy would lay
 * them out) and whose other bytes are zero.  A move generator writes many
 * of these a call: with SSE2 that is four 16-byte stores (the head goes out
 * in the first, zero-extended in a register), where a word and a 56-byte
 * memset are five.  Every store starts at a multiple of 16, so apply()'s
 * word loads are always contained in one store and forwarded from it. */
static inline void tb_aux_move_put(tb_move *m, uint64_t head)
{
    _Static_assert(TB_MOVE_BYTES == 64, "four 16-byte stores");
#if defined(__SSE2__) && defined(__x86_64__)
    __m128i zero = _mm_setzero_si128();
    _mm_storeu_si128((__m128i *)(void *)m->b, _mm_cvtsi64_si128((long long)head));
    _mm_storeu_si128((__m128i *)(void *)(m->b + 16), zero);
    _mm_storeu_si128((__m128i *)(void *)(m->b + 32), zero);
    _mm_storeu_si128((__m128i *)(void *)(m->b + 48), zero);
#else
    memcpy(m->b, &head, sizeof head);
    memset(m->b + sizeof head, 0, TB_MOVE_BYTES - sizeof head);
#endif
}

/* prefix_clone and prefix_destroy for a state that is plain values (no
 * pointer it owns; the host, options and table pointers it borrows are
 * copied as they are, which the contract allows).  Expand it where struct
 * tb_state is complete. */
#define TB_AUX_PLAIN_STATE(prefix)                                                          \
    static TB_AUX_UNUSED tb_state *prefix##_clone(const tb_state *s)                        \
    {                                                                                       \
        tb_state *c = malloc(sizeof *c);                                                    \
        if (c)                                                                              \
            memcpy(c, s, sizeof *c);                                                        \
        return c;                                                                           \
    }                                                                                       \
    static TB_AUX_UNUSED void prefix##_destroy(tb_state *s)                                 \
    {                                                                                       \
        free(s);                                                                            \
    }

/* prefix_create, the create hook of a state with the usual fields: it
 * allocates the state zeroed, fills `host`, `opt` (the options), `table`
 * and `players` from the setup, seeds `rng` from the setup's seed, then
 * calls init(s, err), the game's own start (read its options, deal), which
 * returns 0 or refuses with -1 (the state is freed).  oom is the plugin's
 * refusal when there is no memory, marked TB_N_(). */
#define TB_AUX_CREATE(prefix, init, oom)                                                    \
    static TB_AUX_UNUSED tb_state *prefix##_create(const tb_host *host, const tb_setup *setup, \
                                                   char *err)                               \
    {                                                                                       \
        tb_state *s = calloc(1, sizeof *s);                                                 \
        if (!s)                                                                             \
            return tb_aux_refuse(err, "%s", tb_aux_tr(host, (oom))), NULL;                  \
        s->host = host, s->opt = setup->options, s->table = setup->table;                   \
        s->players = setup->players;                                                        \
        host->rng_seed(&s->rng, setup->seed);                                               \
        if ((init)(s, err) == 0)                                                            \
            return s;                                                                       \
        free(s);                                                                            \
        return NULL;                                                                        \
    }

/* The entry point, exported, returning &game to a host of this major
 * version whose service table reaches last_service (the newest service the
 * plugin calls: json_null for the 1.0 table, view_seat_name or view_break
 * for 1.1).  A newer host with a longer table is accepted, an older one
 * lacking a service the plugin calls is refused.
 *   TB_AUX_ENTRY(my_game, json_null) */
#define TB_AUX_ENTRY(game, last_service)                                                    \
    TB_EXPORT const tb_game *tabula_plugin_entry(uint32_t abi, const tb_host *host);        \
    TB_EXPORT const tb_game *tabula_plugin_entry(uint32_t abi, const tb_host *host)         \
    {                                                                                       \
        if (TB_ABI_MAJOR_OF(abi) != TB_ABI_MAJOR || !host || !TB_HOST_HAS(host, last_service)) \
            return NULL;                                                                    \
        return &(game);                                                                     \
    }

/* The tb_game descriptor's first fields, as every plugin writes them:
 *   static const tb_game my_game = {TB_AUX_GAME_HEAD("my", TB_N_("My Game"), "1.0.0"), ...};
 * and the hooks the TB_AUX_*_HOOKS macros and TB_AUX_PLAIN_STATE wrote
 * for prefix, each group in one line of the descriptor. */
#define TB_AUX_GAME_HEAD(name_, title_, version_)                                            \
    .size = sizeof(tb_game), .abi = TB_ABI_VERSION, .text_domain = TB_TEXT_DOMAIN,           \
    .name = (name_), .title = (title_), .version = (version_)
#define TB_AUX_PLAIN_STATE_FIELDS(prefix) .clone = prefix##_clone, .destroy = prefix##_destroy
#define TB_AUX_PILE_FIELDS(prefix, table)                                                    \
    .piles = &(table), .census = prefix##_census, .determinize = prefix##_determinize
#define TB_AUX_SUITED_FIELDS(prefix)                                                         \
    .deck_cards = prefix##_deck_cards, .parse_card = prefix##_parse_card,                    \
    .format_card = prefix##_format_card
#define TB_AUX_NOTATION_FIELDS(prefix)                                                       \
    .parse_move = prefix##_parse_move, .format_move = prefix##_format_move

/* The element count of a static array: .n_params = TB_AUX_COUNT(params). */
#define TB_AUX_COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* One "key": value member of the JSON object being written. */
static inline void tb_aux_json_int(const tb_host *h, tb_json *j, const char *key, long v)
{
    h->json_key(j, key);
    h->json_int(j, v);
}
static inline void tb_aux_json_str(const tb_host *h, tb_json *j, const char *key, const char *v)
{
    h->json_key(j, key);
    h->json_str(j, v);
}
static inline void tb_aux_json_bool(const tb_host *h, tb_json *j, const char *key, int v)
{
    h->json_key(j, key);
    h->json_bool(j, v);
}

/* prefix_census and prefix_determinize, the two hooks, from the plugin's
 * pile table (ABI 1.3, tabula/types.h) through host->piles_census and
 * host->piles_determinize.  The state must keep the host table in a field
 * named `host`; the entry point must ask for a 1.3 host:
 *   static const tb_pile_table my_piles = {...};
 *   TB_AUX_PILE_HOOKS(my, my_piles)
 *   TB_AUX_ENTRY(my_game, piles_view)
 * The view hook stays the plugin's: its status lines, then
 * s->host->piles_view(&my_piles, s, seat, v). */
#define TB_AUX_PILE_HOOKS(prefix, table)                                                    \
    static TB_AUX_UNUSED size_t prefix##_census(const tb_state *s, tb_card *out, size_t cap) \
    {                                                                                       \
        return s->host->piles_census(&(table), s, out, cap);                               \
    }                                                                                       \
    static TB_AUX_UNUSED tb_state *prefix##_determinize(const tb_state *s, int seat,        \
                                                        tb_rng *r)                          \
    {                                                                                       \
        return s->host->piles_determinize(&(table), s, seat, r);                           \
    }

/* Pile table entries of the usual kinds, for tb_pile fields of struct
 * tb_state (expand them where it is complete): a hand per seat seen by its
 * owner (flags: TB_PILE_SORTED or 0), a pile face up to all, one face down
 * to all.  TB_AUX_PILE_TABLE makes the table of such entries for a state
 * that keeps its seat count in `int players` and its own `tb_rng rng`. */
#define TB_AUX_PILE_HANDS(zone, field, flags)                                                \
    {(zone), offsetof(tb_state, field), 0, TB_PILE_PER_SEAT | (flags), TB_SEEN_OWNER,        \
     TB_LAYOUT_FAN}
#define TB_AUX_PILE_UP(zone, field)                                                          \
    {(zone), offsetof(tb_state, field), 0, 0, TB_SEEN_ALL, TB_LAYOUT_STACK}
#define TB_AUX_PILE_DOWN(zone, field)                                                        \
    {(zone), offsetof(tb_state, field), 0, 0, TB_SEEN_NONE, TB_LAYOUT_STACK}
#define TB_AUX_PILE_TABLE(decls, clone, show_card)                                           \
    {sizeof(tb_state), offsetof(tb_state, players), 1, offsetof(tb_state, rng), (decls),     \
     TB_AUX_COUNT(decls), (clone), (show_card), NULL}

/* Sort a pile by card code, lowest at c[0] (insertion sort: hands are
 * short, and it keeps identical copies together). */
static inline void tb_aux_pile_sort(tb_pile *p)
{
    for (int i = 1; i < (int)p->n; i++)
        for (int k = i; k > 0 && p->c[k - 1] > p->c[k]; k--) {
            tb_card t = p->c[k];
            p->c[k] = p->c[k - 1];
            p->c[k - 1] = t;
        }
}

/* How many copies of c a pile holds (identical copies share a code). */
static inline size_t tb_aux_pile_count(const tb_pile *p, tb_card c)
{
    size_t n = 0;
    for (size_t i = 0; i < p->n; i++)
        n += p->c[i] == c;
    return n;
}

/*
 * Translation (ABI 1.2).  A plugin keeps its English messages in its
 * source and its Polish, Spanish, ... ones in po/<lang>.po, built by
 * tabula_add_translations(TARGET plugin DOMAIN name PO_DIR po) in its
 * CMakeLists.txt, which also defines TB_TEXT_DOMAIN ("name") for the
 * plugin's sources.  Then:
 *
 *   .text_domain = TB_TEXT_DOMAIN,                  in the tb_game
 *   .title = TB_N_("Absolute"),                     descriptor strings the
 *   .help = TB_N_("Rounds to play"),                host translates itself
 *   host->view_status(v, tb_aux_tr(host, "Stock is empty"));
 *   tb_aux_refuse(err, tb_aux_tr(host, "%s is not in your hand"), card);
 *   snprintf(buf, n, tb_aux_ntr(host, "%d card", "%d cards", k), k);
 *
 * xgettext finds them with the keywords
 *   --keyword=tb_aux_tr:2 --keyword=tb_aux_ntr:2,3 --keyword=TB_N_
 * (tabula_add_translations passes those).  The text goes through the
 * host's tr/ntr services with the plugin's domain; a host older than 1.2
 * lacks them, and a plugin built without TB_TEXT_DOMAIN has no domain:
 * either way the English msgid comes back, so nothing depends on a
 * catalogue.  Translate only what people read: move and card notation,
 * zone names a command line refers to, JSON keys and values, and option
 * words stay English.  A translation keeps the msgid's conversions in the
 * same order (msgfmt --check checks it; gcc checks the arguments against
 * the msgid through format_arg).
 */
#ifndef TB_TEXT_DOMAIN
#define TB_TEXT_DOMAIN NULL
#endif

/* Marks a string for xgettext where no call can stand (a static table, a
 * tb_game descriptor); translate it where it is used with
 * tb_aux_tr(host, s), or let the host translate descriptor strings. */
#define TB_N_(s) s

#if defined(__GNUC__)
#define TB_AUX_FORMAT_ARG(n) __attribute__((format_arg(n)))
#else
#define TB_AUX_FORMAT_ARG(n)
#endif

/* msgid in the player's language, through the plugin's text domain. */
static inline const char *tb_aux_tr(const tb_host *host, const char *msgid) TB_AUX_FORMAT_ARG(2);
static inline const char *tb_aux_tr(const tb_host *host, const char *msgid)
{
    if (host && TB_HOST_HAS(host, tr) && host->tr)
        return host->tr(TB_TEXT_DOMAIN, msgid);
    return msgid;
}

/* The form of singular/plural for the number n, in the player's language. */
static inline const char *tb_aux_ntr(const tb_host *host, const char *singular,
                                     const char *plural, unsigned long n)
    TB_AUX_FORMAT_ARG(2) TB_AUX_FORMAT_ARG(3);
static inline const char *tb_aux_ntr(const tb_host *host, const char *singular,
                                     const char *plural, unsigned long n)
{
    if (host && TB_HOST_HAS(host, ntr) && host->ntr)
        return host->ntr(TB_TEXT_DOMAIN, singular, plural, n);
    return n == 1 ? singular : plural;
}


/*
 * Suited decks: cards that are a suit and a rank, coded suit * 16 + rank
 * (ranks from 1), written rank then suit letter ("10s", "Qd") and read in
 * any case.  A plugin describes its deck once, in static storage:
 *   static const char *const ranks[] = {"A", "2", ..., "K"};
 *   static const tb_aux_suited my_cards = {"cdhs", ranks, 13, glyphs, colours,
 *       TB_N_("\"%.40s\" is not a card (...)")};
 *   TB_AUX_SUITED_HOOKS(my, my_cards)
 * and gets the card hooks.  Nothing is kept: [any thread].
 */
typedef struct tb_aux_suited {
    const char *suits;         /* one lower-case letter a suit, at most 15 suits: "cdhs" */
    const char *const *ranks;  /* the name of each rank, rank 1 first ("A"): upper case */
    int n_ranks;               /* at most 15 */
    const char *const *glyphs; /* each suit's symbol for the pretty form ("♣"), or NULL */
    const int *colours;        /* each suit's tb_colour, or NULL (TB_COLOUR_NONE) */
    const char *bad_card;      /* the refusal of a text that names no card: one %s, the
                                  text; mark it TB_N_() so it is translated */
} tb_aux_suited;

/* The French deck of 52: suits c d h s (clubs, diamonds, hearts, spades:
 * ♣ ♦ ♥ ♠, black and red), ranks A 2 .. 10 J Q K (1 .. 13).
 *   static const tb_aux_suited my_cards = TB_AUX_FRENCH(TB_N_("\"%.40s\" is not a card"));
 */
#define TB_AUX_FRENCH(bad_card)                                                             \
    {"cdhs",                                                                                \
     (const char *const[]){"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}, \
     13, (const char *const[]){"♣", "♦", "♥", "♠"},                                          \
     (const int[]){TB_COLOUR_BLACK, TB_COLOUR_RED, TB_COLOUR_RED, TB_COLOUR_BLACK}, bad_card}

static inline int tb_aux_suited_valid(const tb_aux_suited *d, tb_card c)
{
    return (c >> 4) < (int)strlen(d->suits) && (c & 15) >= 1 && (c & 15) <= d->n_ranks;
}

/* The suit (from 0) and the rank (from 1) of a suited card code. */
static inline int tb_aux_suit(tb_card c)
{
    return c >> 4;
}
static inline int tb_aux_rank(tb_card c)
{
    return c & 15;
}

/* The length of each suit in p into count[0 .. n_suits - 1], leaving out
 * the cards of rank `wild` (one that goes with any suit; 0: none). */
static inline void tb_aux_suit_lengths(const tb_pile *p, int *count, int n_suits, int wild)
{
    memset(count, 0, sizeof *count * (size_t)n_suits);
    for (int i = 0; i < p->n; i++)
        count[tb_aux_suit(p->c[i])] += tb_aux_rank(p->c[i]) != wild;
}

/* The notation of c ("10s"; "?" for no card of the deck) as snprintf writes. */
static inline size_t tb_aux_suited_text(const tb_aux_suited *d, tb_card c, char *buf, size_t cap)
{
    if (!tb_aux_suited_valid(d, c))
        return (size_t)snprintf(buf, cap, "?");
    return (size_t)snprintf(buf, cap, "%s%c", d->ranks[(c & 15) - 1], d->suits[c >> 4]);
}

/* The card whose notation is text, in any case: 0, or -1 with d->bad_card
 * (translated through the plugin's domain) in err. */
static inline int tb_aux_suited_parse(const tb_host *h, const tb_aux_suited *d, const char *text,
                                      tb_card *out, char *err)
{
    char name[TB_AUX_WORD];
    for (tb_card c = 0; c < 16 * strlen(d->suits); c++) {
        size_t i = 0, n = tb_aux_suited_text(d, c, name, sizeof name);
        while (i < n && text[i] && tolower((unsigned char)text[i]) == tolower((unsigned char)name[i]))
            i++;
        if (tb_aux_suited_valid(d, c) && i == n && !text[n]) {
            *out = c;
            return 0;
        }
    }
    return tb_aux_refuse(err, tb_aux_tr(h, d->bad_card), text);
}

/* Every card once, in code order (suit by suit); writes at most cap. */
static inline size_t tb_aux_suited_deck(const tb_aux_suited *d, tb_card *out, size_t cap)
{
    size_t n = 0;
    for (tb_card c = 0; c < 16 * strlen(d->suits); c++)
        if (tb_aux_suited_valid(d, c) && n++ < cap)
            out[n - 1] = c;
    return n;
}

/* The whole deck as a pile (the rest of it zero), in code order: what
 * tb_aux_deal is given to deal from. */
static inline tb_pile tb_aux_suited_pile(const tb_aux_suited *d)
{
    tb_pile p;
    memset(&p, 0, sizeof p);
    p.n = (uint16_t)tb_aux_suited_deck(d, p.c, TB_PILE_MAX);
    return p;
}

/* Card c face up in the current zone: its notation, the pretty form (the
 * rank and the suit's glyph) and the suit's colour. */
static inline void tb_aux_suited_show(const tb_host *h, const tb_aux_suited *d, tb_card c,
                                      tb_view *v)
{
    char label[TB_LABEL_MAX], pretty[TB_PRETTY_MAX];
    int len = (int)tb_aux_suited_text(d, c, label, sizeof label), valid = tb_aux_suited_valid(d, c);
    snprintf(pretty, sizeof pretty, "%.*s%s", len - 1, label,
             valid && d->glyphs ? d->glyphs[c >> 4] : label + len - 1);
    h->view_card(v, label, pretty, valid && d->colours ? d->colours[c >> 4] : TB_COLOUR_NONE);
}

/* The hooks of a game with one suited deck ("main", whatever the options):
 * prefix_deck_cards, prefix_parse_card and prefix_format_card for the
 * descriptor, and prefix_show_card for the pile table (the state must keep
 * the host table in a field named `host`). */
#define TB_AUX_SUITED_HOOKS(prefix, deck)                                                   \
    static TB_AUX_UNUSED size_t prefix##_deck_cards(const tb_host *h, const tb_options *o,  \
                                                    int which, tb_card *out, size_t cap)    \
    {                                                                                       \
        (void)h, (void)o;                                                                   \
        return which == 0 ? tb_aux_suited_deck(&(deck), out, cap) : 0;                      \
    }                                                                                       \
    static TB_AUX_UNUSED int prefix##_parse_card(const tb_host *h, const tb_options *o,     \
                                                 int which, const char *text, tb_card *out, \
                                                 char *err)                                 \
    {                                                                                       \
        (void)o, (void)which;                                                               \
        return tb_aux_suited_parse(h, &(deck), text, out, err);                             \
    }                                                                                       \
    static TB_AUX_UNUSED size_t prefix##_format_card(const tb_host *h, const tb_options *o, \
                                                     tb_card c, char *buf, size_t cap)      \
    {                                                                                       \
        (void)h, (void)o;                                                                   \
        return tb_aux_suited_text(&(deck), c, buf, cap);                                    \
    }                                                                                       \
    static TB_AUX_UNUSED void prefix##_show_card(const tb_state *s, tb_card c, tb_view *v)  \
    {                                                                                       \
        tb_aux_suited_show(s->host, &(deck), c, v);                                         \
    }

/* A status line written printf-style (cut at 255 bytes), in view(). */
static inline void tb_aux_status(const tb_host *h, tb_view *v, const char *fmt, ...)
    TB_AUX_PRINTF(3, 4);
static inline void tb_aux_status(const tb_host *h, tb_view *v, const char *fmt, ...)
{
    char line[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    h->view_status(v, line);
}

/* "key": ["8h", "Kd"], the cards of p bottom first in the notation of a
 * format_card hook (o: the options it is given). */
static inline void tb_aux_json_cards(const tb_host *h, tb_json *j, const char *key,
                                     const tb_pile *p, const tb_options *o,
                                     size_t (*format)(const tb_host *, const tb_options *,
                                                      tb_card, char *, size_t))
{
    char card[TB_CARD_TEXT_MAX];
    h->json_key(j, key);
    h->json_open(j, '[');
    for (int i = 0; i < p->n; i++) {
        format(h, o, p->c[i], card, sizeof card);
        h->json_str(j, card);
    }
    h->json_close(j);
}

#ifdef __cplusplus
}
#endif

/* The rest of the library, in headers of their own (each includes this one). */
#include "tabula/aux_moves.h"
#include "tabula/aux_rounds.h"

#endif
