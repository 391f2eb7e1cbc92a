/*
 * textfile.c — the one reader of whole text files (saves, deck files) and
 * the one atomic writer (saves, result JSON, reports): write a temporary
 * file beside the target, fsync, rename, so a crash leaves the old file or
 * the new one, never half of one.  Errors are returned, never printed.
 */
#include "textfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "i18n.h"
#include "strbuf.h"

/* The one reader: the whole of a text file, NUL-terminated and malloc'd,
 * or NULL with *fault saying why (and *why the errno of an open or read
 * that failed).  A NUL byte or more than 64 MiB is not a text file.  The
 * callers phrase the message: a save and a deck file are named
 * differently.  A UTF-8 byte order mark at the start is left out. */
char *tb_text_file_read(const char *path, int *fault, int *why)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        *fault = TB_TEXT_CANNOT_OPEN, *why = errno;
        return NULL;
    }
    tb_strbuf b = {0};
    char chunk[8192];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (memchr(chunk, '\0', n) || b.len > (64u << 20)) {
            fclose(f);
            tb_strbuf_free(&b);
            *fault = TB_TEXT_NOT_TEXT, *why = 0;
            return NULL;
        }
        tb_strbuf_addn(&b, chunk, n);
    }
    /* A folder opens but does not read: never take it for an empty file. */
    int failed = ferror(f);
    *why = errno;
    fclose(f);
    if (failed) {
        tb_strbuf_free(&b);
        *fault = TB_TEXT_CANNOT_READ;
        return NULL;
    }
    *fault = TB_TEXT_OK, *why = 0;
    char *text = tb_strbuf_take(&b);
    /* A byte order mark, which Windows editors put first, is not part of
     * the text (as the ini reader takes it). */
    if (text && strncmp(text, "\xEF\xBB\xBF", 3) == 0)
        memmove(text, text + 3, strlen(text + 3) + 1);
    return text;
}

char *tb_read_text_file(const char *path, char *err, size_t errlen)
{
    int fault, why;
    char *text = tb_text_file_read(path, &fault, &why);
    if (fault == TB_TEXT_CANNOT_OPEN)
        snprintf(err, errlen, _("%s: cannot open: %s"), path, strerror(why));
    else if (fault == TB_TEXT_NOT_TEXT)
        snprintf(err, errlen, _("%s: not a text file"), path);
    else if (fault == TB_TEXT_CANNOT_READ)
        snprintf(err, errlen, _("%s: cannot read: %s"), path, strerror(why));
    return text;
}

/* The rename itself is on disk only once path's folder is: fsync it too
 * (best effort: some filesystems refuse to open or sync a folder). */
static void sync_parent_dir(const char *path)
{
    const char *slash = strrchr(path, '/');
    tb_strbuf dir = {0};
    if (!slash)
        tb_strbuf_add(&dir, ".");
    else if (slash == path)
        tb_strbuf_add(&dir, "/");
    else
        tb_strbuf_printf(&dir, "%.*s", (int)(slash - path), path);
    int fd = open(tb_strbuf_str(&dir), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        (void)fsync(fd);
        close(fd);
    }
    tb_strbuf_free(&dir);
}

int tb_write_file_atomic(const char *path, const char *text, char *err, size_t errlen)
{
    return tb_write_file_replace(path, text, 1, err, errlen);
}

int tb_write_file_replace(const char *path, const char *text, int sync, char *err,
                          size_t errlen)
{
    tb_strbuf tmp = {0};
    tb_strbuf_printf(&tmp, "%s.tmp.%ld", path, (long)getpid());
    int fd = open(tb_strbuf_str(&tmp), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        snprintf(err, errlen, _("%s: cannot write: %s"), path, strerror(errno));
        tb_strbuf_free(&tmp);
        return -1;
    }
    size_t len = strlen(text), done = 0;
    int why = 0;
    while (done < len) {
        ssize_t w = write(fd, text + done, len - done);
        if (w <= 0) {
            why = w < 0 ? errno : ENOSPC;
            break;
        }
        done += (size_t)w;
    }
    int ok = done == len;
    if (ok && sync && fsync(fd) != 0)
        ok = 0, why = errno;
    if (close(fd) != 0 && ok)
        ok = 0, why = errno;
    if (ok && rename(tb_strbuf_str(&tmp), path) != 0)
        ok = 0, why = errno;
    if (!ok) {
        unlink(tb_strbuf_str(&tmp));
        snprintf(err, errlen, _("%s: cannot write: %s"), path, strerror(why));
        tb_strbuf_free(&tmp);
        return -1;
    }
    tb_strbuf_free(&tmp);
    if (sync)
        sync_parent_dir(path);
    return 0;
}

int tb_check_writable(const char *path, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, _("%s: cannot write: %s"), path, strerror(EISDIR));
        return -1;
    }
    /* The very file tb_write_file_replace starts with, made and taken away. */
    tb_strbuf tmp = {0};
    tb_strbuf_printf(&tmp, "%s.tmp.%ld", path, (long)getpid());
    int fd = open(tb_strbuf_str(&tmp), O_WRONLY | O_CREAT | O_EXCL, 0644);
    int rc = 0;
    if (fd < 0) {
        snprintf(err, errlen, _("%s: cannot write: %s"), path, strerror(errno));
        rc = -1;
    } else {
        close(fd);
        unlink(tb_strbuf_str(&tmp));
    }
    tb_strbuf_free(&tmp);
    return rc;
}
