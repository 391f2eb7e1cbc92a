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
 *   tb_aux_json_*        one key and its value in a round_detail object
 *   tb_aux_pile_sort     a hand in card-code order
 *   tb_aux_pile_count    copies of a card in a pile (identical copies)
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
 * have listed); apply() refuses one that is not. */
static inline int tb_aux_move_tail_clear(const tb_move *m, size_t used)
{
    for (size_t i = used; i < TB_MOVE_BYTES; i++)
        if (m->b[i])
            return 0;
    return 1;
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

#ifdef __cplusplus
}
#endif
#endif
