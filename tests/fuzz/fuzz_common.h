/*
 * fuzz_common.h — what the libFuzzer targets share: every plugin of the
 * fuzz build (coverage-instrumented copies of the plugins), loaded once
 * through the real loader, and a way to fail loudly on a broken promise.
 */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "loader.h"
#include "options.h"

#define FUZZ_MAX_PLUGINS 16

typedef struct fuzz_plugins {
    size_t n;
    tb_plugin *p[FUZZ_MAX_PLUGINS];
    tb_options *defaults[FUZZ_MAX_PLUGINS]; /* each plugin's declared defaults */
} fuzz_plugins;

/* The plugins in FUZZ_PLUGIN_DIR, sorted by file name; loaded on first use.
 * Aborts when there are none (a fuzz run that tests nothing must not pass). */
const fuzz_plugins *fuzz_load_plugins(void);

/* A broken promise: print why (with the input's text when given) and abort,
 * so that libFuzzer saves the input as a crash. */
void fuzz_fail(const char *what, const char *detail) __attribute__((noreturn));

/* data[0..size) as a NUL-terminated string (malloc'd; stops at a NUL). */
char *fuzz_text(const uint8_t *data, size_t size);

/* A private file for inputs that must come from a file (created on first
 * use, in $TMPDIR or /tmp, removed at exit).  Writes data and returns its path. */
const char *fuzz_write_file(const uint8_t *data, size_t size);

#endif
