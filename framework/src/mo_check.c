/*
 * mo_check.c — is a compiled gettext catalogue (.mo) whole?
 *
 * glibc's gettext maps a .mo and trusts its offsets: a truncated or
 * garbage file makes dgettext read past the mapping and crash (seen with
 * glibc 2.36).  A catalogue is a file anyone can drop beside a plugin, so
 * the host checks every offset first and binds a text domain only to a
 * folder whose catalogues pass; a broken one means English, never a crash.
 * The layout checked is GNU's (gettext manual, "The Format of GNU MO
 * Files"): a header of 7 32-bit words (revision 0; revision 1 adds system
 * dependent strings, accepted only when it has none), two tables of
 * (length, offset) pairs, a hash table of string numbers plus one.
 */
#include "i18n.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MO_MAGIC 0x950412deu
#define MO_MAX_BYTES (64u << 20) /* no real catalogue comes near it */

static uint32_t word(const unsigned char *p, int swap)
{
    uint32_t w;
    memcpy(&w, p, sizeof w);
    return swap ? __builtin_bswap32(w) : w;
}

/* Whether each of the n (length, offset) pairs at table points inside the
 * file with a NUL after the string, as gettext reads them. */
static int strings_ok(const unsigned char *mo, size_t size, uint32_t table, uint32_t n, int swap)
{
    if (table > size || (size - table) / 8 < n)
        return 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t len = word(mo + table + 8 * (size_t)i, swap);
        uint32_t off = word(mo + table + 8 * (size_t)i + 4, swap);
        if (off > size || size - off <= len || mo[off + len] != '\0')
            return 0;
    }
    return 1;
}

int tb_mo_ok(const unsigned char *mo, size_t size)
{
    if (size < 28)
        return 0;
    uint32_t magic;
    memcpy(&magic, mo, sizeof magic);
    int swap = magic != MO_MAGIC;
    if (swap && __builtin_bswap32(magic) != MO_MAGIC)
        return 0;
    uint32_t revision = word(mo + 4, swap), n = word(mo + 8, swap);
    uint32_t originals = word(mo + 12, swap), translations = word(mo + 16, swap);
    uint32_t hash_size = word(mo + 20, swap), hash_at = word(mo + 24, swap);
    if (revision >> 16 > 1)
        return 0;
    if (revision >> 16 == 1) {
        /* Sysdep segments and strings (words 7, 9 and 11): none allowed. */
        if (size < 48 || word(mo + 28, swap) || word(mo + 36, swap) || word(mo + 44, swap))
            return 0;
    }
    if (!strings_ok(mo, size, originals, n, swap) || !strings_ok(mo, size, translations, n, swap))
        return 0;
    if (hash_size) {
        if (hash_at > size || (size - hash_at) / 4 < hash_size)
            return 0;
        for (uint32_t i = 0; i < hash_size; i++)
            if (word(mo + hash_at + 4 * (size_t)i, swap) > n)
                return 0;
    }
    return 1;
}

int tb_mo_file_ok(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    unsigned char *buf = NULL;
    size_t size = 0, cap = 0;
    int ok = 1;
    for (;;) {
        if (size == cap) {
            if (cap >= MO_MAX_BYTES) {
                ok = 0;
                break;
            }
            cap = cap ? cap * 2 : 65536;
            unsigned char *grown = realloc(buf, cap);
            if (!grown) {
                ok = 0;
                break;
            }
            buf = grown;
        }
        size_t got = fread(buf + size, 1, cap - size, f);
        size += got;
        if (got == 0)
            break;
    }
    ok = ok && !ferror(f) && tb_mo_ok(buf, size);
    fclose(f);
    free(buf);
    return ok;
}
