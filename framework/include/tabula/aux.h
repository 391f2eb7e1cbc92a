/*
 * tabula/aux.h — the auxiliary library of Tabula (as lauxlib is Lua's): the
 * few helpers several games share.  Header-only and `static inline`, so a
 * plugin that uses it still links nothing from the host and still exports
 * one symbol.  Nothing here keeps state; everything is [any thread].
 * Optional: the ABI does not depend on it, and every hook stays a function
 * the plugin writes itself.  A helper is here because two or more games
 * (the plugins of this tree and docs/examples) call it.
 *
 *   tb_aux_refuse          a one-line reason into err, returning -1
 *   tb_aux_split, TB_AUX_WORD
 *                          a line of move text into lower-case words
 *   TB_AUX_MOVE_CODEC      pack/unpack functions for a plugin's move struct,
 *                          its size checked at compile time
 *   tb_aux_move_tail_clear whether a move's bytes past its struct are zero
 *   tb_aux_move_put        a whole move from its first 8 bytes, the rest zero
 *   TB_AUX_ENTRY           the entry point, with the host-version check
 *   tb_aux_pile_sort       a hand in card-code order
 *   tb_aux_status          a status line, printf-style
 *   tb_aux_view_zone       a zone with its key (what it is) and its name
 *   tb_aux_json_int        one "key": number member of a JSON object
 *   tb_aux_tr, tb_aux_ntr, TB_N_, TB_TEXT_DOMAIN
 *                          a plugin's own messages in the player's language
 *   TB_AUX_PRINTF, TB_AUX_FORMAT_ARG, TB_AUX_UNUSED
 *                          the compiler attributes the helpers above use
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
 * them out) and whose other bytes are zero: what a move generator writes
 * many times a call.  Plain stores, so that apply()'s 8-byte word loads
 * (tb_aux_move_tail_clear) each fall inside one store and are forwarded
 * from it: gcc and clang make it a word and three 16-byte stores and a word. */
static inline void tb_aux_move_put(tb_move *m, uint64_t head)
{
    memcpy(m->b, &head, sizeof head);
    memset(m->b + sizeof head, 0, TB_MOVE_BYTES - sizeof head);
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

/* One "key": number member of the JSON object being written (round_detail). */
static inline void tb_aux_json_int(const tb_host *h, tb_json *j, const char *key, long v)
{
    h->json_key(j, key);
    h->json_int(j, v);
}

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

/* Start a zone named `name` for people (translated, it may change as the
 * game goes) with `key` for programs (what it is, the same in every
 * language and view: host.h, view_zone_key).  A host older than 1.8 gets
 * the zone without its key. */
static inline void tb_aux_view_zone(const tb_host *h, tb_view *v, const char *key,
                                    const char *name, int owner, int layout)
{
    h->view_zone(v, name, owner, layout);
    if (TB_HOST_HAS(h, view_zone_key) && h->view_zone_key)
        h->view_zone_key(v, key);
}

#ifdef __cplusplus
}
#endif

#endif
