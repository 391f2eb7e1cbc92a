/* fuzz_common.c — plugins for the fuzz targets, and their shared helpers. */
#include "fuzz_common.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "strbuf.h"

static fuzz_plugins loaded;
static int tried;
static char file_path[512];

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

const fuzz_plugins *fuzz_load_plugins(void)
{
    if (tried)
        return &loaded;
    tried = 1;
    const char *dir = getenv("TABULA_FUZZ_PLUGINS");
    if (!dir)
        dir = FUZZ_PLUGIN_DIR;
    DIR *d = opendir(dir);
    if (!d)
        fuzz_fail("cannot open the plugin folder", dir);
    char *names[64];
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < 64) {
        size_t len = strlen(e->d_name);
        if (len > 3 && strcmp(e->d_name + len - 3, ".so") == 0)
            names[n++] = tb_xstrdup(e->d_name);
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, cmp_str);
    for (size_t i = 0; i < n; i++) {
        char path[1024], err[1024];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        free(names[i]);
        tb_plugin *p = tb_plugin_open(path, err, sizeof err);
        if (!p)
            fuzz_fail("a plugin of the fuzz build is refused", err);
        if (loaded.n == FUZZ_MAX_PLUGINS)
            continue;
        loaded.defaults[loaded.n] = tb_options_new(&p->game, err, sizeof err);
        loaded.p[loaded.n++] = p;
    }
    if (loaded.n == 0)
        fuzz_fail("no plugins to fuzz in", dir);
    return &loaded;
}

void fuzz_fail(const char *what, const char *detail)
{
    fprintf(stderr, "FUZZ FAILURE: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

char *fuzz_text(const uint8_t *data, size_t size)
{
    char *s = tb_xmalloc(size + 1);
    memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

static void remove_file(void)
{
    if (file_path[0])
        unlink(file_path);
}

const char *fuzz_write_file(const uint8_t *data, size_t size)
{
    if (!file_path[0]) {
        const char *tmp = getenv("TMPDIR");
        snprintf(file_path, sizeof file_path, "%s/tabula-fuzz-%ld.txt", tmp && *tmp ? tmp : "/tmp",
                 (long)getpid());
        atexit(remove_file);
    }
    FILE *f = fopen(file_path, "wb");
    if (!f)
        fuzz_fail("cannot write the input file", file_path);
    if (size && fwrite(data, 1, size, f) != size)
        fuzz_fail("cannot write the input file", file_path);
    fclose(f);
    return file_path;
}
