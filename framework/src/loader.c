/* loader.c — dlopen a plugin and check every promise of the ABI. */
#include "loader.h"

#include <dlfcn.h>
#include <elf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "botspec.h"
#include "i18n.h"
#include "options.h"
#include "services.h"
#include "strbuf.h"

int tb_path_is_safe(const char *path, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        snprintf(err, errlen, _("%s: cannot read it"), path);
        return -1;
    }
    if (st.st_mode & (S_IWGRP | S_IWOTH)) {
        snprintf(err, errlen, _("%s: refused: writable by %s (chmod go-w to trust it)"), path,
                 st.st_mode & S_IWOTH ? _("others") : _("its group"));
        return -1;
    }
    return 0;
}

/* The ELF file's headers and the parts of the file they place: read with
 * its class's layout into one shape. */
typedef struct elf_shape {
    uint64_t phoff, shoff;
    unsigned phnum, phentsize, shnum, shentsize;
    int wide; /* ELFCLASS64 */
} elf_shape;

/* Whether f, of `size` bytes, holds every byte its ELF headers place: its
 * program headers, the file ranges of its segments and its section header
 * table.  dlopen maps what the headers say without checking it against the
 * file, and a page past the end of the file is a SIGBUS when touched: a
 * plugin cut short (a copy still being written, a full disk) must be
 * refused here, not crash every command that looks for plugins.  0, or -1
 * with the furthest byte needed in *need. */
static int elf_fits(FILE *f, const unsigned char *id, uint64_t size, uint64_t *need)
{
    elf_shape e = {.wide = id[EI_CLASS] == ELFCLASS64};
    if (e.wide) {
        Elf64_Ehdr h;
        if (fseek(f, 0, SEEK_SET) != 0 || fread(&h, sizeof h, 1, f) != 1)
            return *need = sizeof h, -1;
        e = (elf_shape){h.e_phoff, h.e_shoff, h.e_phnum, h.e_phentsize, h.e_shnum, h.e_shentsize, 1};
    } else {
        Elf32_Ehdr h;
        if (fseek(f, 0, SEEK_SET) != 0 || fread(&h, sizeof h, 1, f) != 1)
            return *need = sizeof h, -1;
        e = (elf_shape){h.e_phoff, h.e_shoff, h.e_phnum, h.e_phentsize, h.e_shnum, h.e_shentsize, 0};
    }
    *need = e.phoff + (uint64_t)e.phnum * e.phentsize;
    if (e.shoff && e.shoff + (uint64_t)e.shnum * e.shentsize > *need)
        *need = e.shoff + (uint64_t)e.shnum * e.shentsize;
    for (unsigned i = 0; *need <= size && i < e.phnum; i++) {
        uint64_t at = e.phoff + (uint64_t)i * e.phentsize, end;
        if (e.wide) {
            Elf64_Phdr p;
            if (fseek(f, (long)at, SEEK_SET) != 0 || fread(&p, sizeof p, 1, f) != 1)
                return -1;
            end = p.p_offset + p.p_filesz;
        } else {
            Elf32_Phdr p;
            if (fseek(f, (long)at, SEEK_SET) != 0 || fread(&p, sizeof p, 1, f) != 1)
                return -1;
            end = (uint64_t)p.p_offset + p.p_filesz;
        }
        *need = end > *need ? end : *need;
    }
    return *need <= size ? 0 : -1;
}

/* 0 when path is an ELF file that holds all its headers place; else -1 and
 * the one-line reason in err. */
static int elf_ok(const char *path, char *err, size_t errlen)
{
    unsigned char id[EI_NIDENT] = {0};
    struct stat st = {0};
    uint64_t need = 0;
    FILE *f = fopen(path, "rb");
    int ok = f && fread(id, 1, sizeof id, f) == sizeof id && memcmp(id, ELFMAG, SELFMAG) == 0 &&
             (id[EI_CLASS] == ELFCLASS64 || id[EI_CLASS] == ELFCLASS32);
    if (!ok)
        snprintf(err, errlen, _("%s: refused: not a shared object (no ELF header)"), path);
    else if (fstat(fileno(f), &st) != 0 || elf_fits(f, id, (uint64_t)st.st_size, &need) != 0) {
        snprintf(err, errlen,
                 _("%s: refused: the file is cut short: %lld bytes, where its ELF headers need "
                   "%llu (a copy or a build not finished?)"),
                 path, (long long)st.st_size, (unsigned long long)need);
        ok = 0;
    }
    if (f)
        fclose(f);
    return ok ? 0 : -1;
}

/* The required functions, by name, for the message that names a missing one. */
static const char *missing_function(const tb_game *g)
{
#define REQUIRE(f) if (!g->f) return #f
    REQUIRE(create);
    REQUIRE(clone);
    REQUIRE(destroy);
    REQUIRE(to_move);
    REQUIRE(legal_moves);
    REQUIRE(apply);
    REQUIRE(parse_move);
    REQUIRE(format_move);
    REQUIRE(view);
    REQUIRE(outcome);
    REQUIRE(round_detail);
    /* From ABI 1.6 a plugin that declares its piles may leave census to the host. */
    if (!g->census && !tb_game_pile_defaults(g))
        return "census";
    REQUIRE(move_bound);
    REQUIRE(deck_cards);
    REQUIRE(parse_card);
    REQUIRE(format_card);
#undef REQUIRE
    return NULL;
}

static int check_descriptor(const tb_game *g, char *err, size_t errlen)
{
    const char *fn = missing_function(g);
    if (fn) {
        snprintf(err, errlen, _("its descriptor lacks the required function %s()"), fn);
        return -1;
    }
    if (!g->name || !g->name[0] || !g->title || !g->version) {
        snprintf(err, errlen, _("its descriptor lacks a name, title or version"));
        return -1;
    }
    if (g->text_domain && !tb_i18n_domain_ok(g->text_domain)) {
        snprintf(err, errlen, _("its text domain \"%.64s\" is not a plain name"), g->text_domain);
        return -1;
    }
    if (g->min_players < 1 || g->max_players > TB_MAX_SEATS || g->min_players > g->max_players) {
        snprintf(err, errlen, _("its player range %d-%d is not within 1-TB_MAX_SEATS (%d)"),
                 g->min_players, g->max_players, TB_MAX_SEATS);
        return -1;
    }
    size_t n_bots = 0;
    while (g->bots && g->bots[n_bots] && n_bots <= TB_BOTS_MAX)
        n_bots++;
    if (n_bots > TB_BOTS_MAX) {
        snprintf(err, errlen, _("its descriptor names more than TB_BOTS_MAX (%d) bots"), TB_BOTS_MAX);
        return -1;
    }
    if (g->bots && g->bots[0] && !g->bot_move) {
        snprintf(err, errlen, _("its descriptor names bots but has no bot_move()"));
        return -1;
    }
    if (g->after_redeal && (!g->piles || g->determinize)) {
        snprintf(err, errlen, _("its descriptor has after_redeal() but the host never redeals it "
                                "(no pile table, or its own determinize())"));
        return -1;
    }
    if (g->search_options) {
        tb_ismcts_opts io;
        char why[TB_ERR_MAX];
        if (tb_botspec_options(g, g->search_options, &io, why, sizeof why) != 0) {
            snprintf(err, errlen, _("its search options: %s"), why);
            return -1;
        }
    }
    if (g->piles && tb_pile_table_check(g->piles, g->max_players, err, errlen) != 0)
        return -1;
    if (g->n_params && !g->params) {
        snprintf(err, errlen, _("its descriptor declares %zu parameters but no table"), g->n_params);
        return -1;
    }
    char why[TB_ERR_MAX];
    tb_options *o = tb_options_new(g, why, sizeof why);
    if (!o) {
        snprintf(err, errlen, "%s", why);
        return -1;
    }
    tb_options_free(o);
    return 0;
}

/* A descriptor of a later minor ABI than this host's is longer than
 * tb_game: it loads when every field this host does not know is left zero
 * (NULL, nothing asked), and is refused, naming the first byte set, when it
 * asks for something this host cannot give. */
static void newer_fields(const tb_game *g, char *why, size_t cap)
{
    const unsigned char *b = (const unsigned char *)g;
    for (size_t i = sizeof(tb_game); i < g->size; i++)
        if (b[i]) {
            snprintf(why, cap,
                     _("built for plugin ABI %u.%u, it sets byte %zu of its descriptor, past the "
                       "%zu bytes this tabula (ABI %u.%u) knows"),
                     g->abi >> 16, g->abi & 0xffff, i, sizeof(tb_game), TB_ABI_MAJOR, TB_ABI_MINOR);
            return;
        }
}

tb_plugin *tb_plugin_open(const char *path, char *err, size_t errlen)
{
    char why[512] = "";
    if (tb_path_is_safe(path, err, errlen) != 0)
        return NULL;
    if (elf_ok(path, err, errlen) != 0)
        return NULL;
    /* A name without a slash is the file in this folder, as stat() above
     * read it; dlopen() would look for it in the system's library path. */
    char here[4096];
    snprintf(here, sizeof here, "%s%s", strchr(path, '/') ? "" : "./", path);
    void *h = dlopen(here, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        snprintf(err, errlen, _("%s: refused: cannot load: %s"), path, e ? e : _("unknown error"));
        return NULL;
    }
    tb_entry_fn entry;
    void *sym = dlsym(h, TB_ENTRY_SYMBOL);
    memcpy(&entry, &sym, sizeof entry); /* object pointer to function pointer, as POSIX allows */
    const tb_game *g = entry ? entry(TB_ABI_VERSION, tb_host_table()) : NULL;
    if (!entry)
        snprintf(why, sizeof why, _("not a Tabula plugin (no %s symbol)"), TB_ENTRY_SYMBOL);
    else if (!g)
        snprintf(why, sizeof why, _("its entry point refused this host (ABI %u.%u)"), TB_ABI_MAJOR,
                 TB_ABI_MINOR);
    else if (TB_ABI_MAJOR_OF(g->abi) != TB_ABI_MAJOR)
        snprintf(why, sizeof why, _("built for plugin ABI %u.%u; this tabula speaks ABI %u.x"),
                 g->abi >> 16, g->abi & 0xffff, TB_ABI_MAJOR);
    else if (g->size < TB_GAME_REQUIRED_SIZE)
        snprintf(why, sizeof why, _("its descriptor is %u bytes, smaller than the %zu required"),
                 g->size, (size_t)TB_GAME_REQUIRED_SIZE);
    else if (g->size > TB_GAME_SIZE_MAX)
        snprintf(why, sizeof why, _("its descriptor claims %u bytes, more than TB_GAME_SIZE_MAX (%d)"),
                 g->size, TB_GAME_SIZE_MAX);
    else
        newer_fields(g, why, sizeof why);
    if (why[0]) {
        snprintf(err, errlen, _("%s: refused: %s"), path, why);
        dlclose(h);
        return NULL;
    }
    tb_plugin *p = tb_xcalloc(1, sizeof *p);
    /* Copy what the plugin declared; newer fields it does not know stay NULL. */
    memcpy(&p->game, g, g->size < sizeof(tb_game) ? g->size : sizeof(tb_game));
    if (check_descriptor(&p->game, why, sizeof why) != 0) {
        snprintf(err, errlen, _("%s: refused: %s"), path, why);
        dlclose(h);
        free(p);
        return NULL;
    }
    p->path = tb_xstrdup(path);
    p->handle = h;
    if (p->game.text_domain)
        tb_i18n_bind_plugin(p->game.text_domain, path);
    return p;
}

void tb_plugin_close(tb_plugin *p)
{
    if (!p)
        return;
    /* Under AddressSanitizer keep the code mapped so leak reports can name it. */
#if !defined(__SANITIZE_ADDRESS__)
    dlclose(p->handle);
#endif
    free(p->path);
    free(p);
}
