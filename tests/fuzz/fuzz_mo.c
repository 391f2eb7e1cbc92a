/*
 * fuzz_mo.c — compiled catalogues (.mo) as the host checks them before it
 * lets gettext read one (framework/src/mo_check.c): any bytes at all must
 * be judged without reading outside them, and a catalogue the checker
 * accepts must have every string it points to inside the input, ended by
 * the NUL gettext relies on.  A string may hold NULs of its own: a plural
 * entry is "singular\0plural" under one length.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "i18n.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint32_t at(const uint8_t *p, size_t off, int swap)
{
    uint32_t w;
    memcpy(&w, p + off, sizeof w);
    return swap ? __builtin_bswap32(w) : w;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* A copy of exactly `size` bytes: ASan sees any read past the end. */
    uint8_t *copy = malloc(size ? size : 1);
    if (!copy)
        return 0;
    memcpy(copy, data, size);
    if (tb_mo_ok(copy, size)) {
        int swap = at(copy, 0, 0) != 0x950412deu;
        uint32_t n = at(copy, 8, swap);
        for (uint32_t t = 12; t <= 16; t += 4)
            for (uint32_t i = 0; i < n; i++) {
                uint32_t table = at(copy, t, swap);
                uint32_t len = at(copy, table + 8 * (size_t)i, swap);
                uint32_t off = at(copy, table + 8 * (size_t)i + 4, swap);
                if ((size_t)off + len >= size || copy[(size_t)off + len] != '\0')
                    fuzz_fail("an accepted catalogue's string runs past the input or lacks "
                              "its NUL",
                              NULL);
            }
    }
    free(copy);
    return 0;
}
