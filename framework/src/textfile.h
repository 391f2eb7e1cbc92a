/* textfile.h — the one text-file reader and the one atomic writer. */
#ifndef TB_TEXTFILE_H
#define TB_TEXTFILE_H

#include <stddef.h>

/* Why tb_text_file_read gave nothing. */
enum { TB_TEXT_OK = 0, TB_TEXT_CANNOT_OPEN, TB_TEXT_NOT_TEXT, TB_TEXT_CANNOT_READ };

/* A whole text file (malloc'd, NUL-terminated), or NULL with *fault (and
 * *why, an errno).  A NUL byte or over 64 MiB is TB_TEXT_NOT_TEXT. */
char *tb_text_file_read(const char *path, int *fault, int *why);
/* The same with the message a save is read with ("PATH: cannot open: ..."). */
char *tb_read_text_file(const char *path, char *err, size_t errlen);
/* Write text to path atomically (a temporary file, fsync, rename): 0, or
 * -1 with "PATH: cannot write: REASON" in err; never prints. */
int tb_write_file_atomic(const char *path, const char *text, char *err, size_t errlen);
/* The same, fsync'd (file and folder) only when sync is set: without it the
 * file is still whole or old after a killed process (rename is atomic), but
 * a power cut may lose the newest writes. */
int tb_write_file_replace(const char *path, const char *text, int sync, char *err,
                          size_t errlen);
/* Could tb_write_file_replace write path (its folder takes a new file, path
 * is no folder)?  Checked before a game, so that a result or a save asked
 * for is not found unwritable only at the end.  0, or -1 as above. */
int tb_check_writable(const char *path, char *err, size_t errlen);

#endif
