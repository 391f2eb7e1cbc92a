/* test_textfile.c — the one text-file reader and the one atomic writer:
 * every fault named, nothing printed, and a failed write leaves the old
 * file whole. */
#include <stdlib.h>
#include <sys/stat.h>

#include "textfile.h"
#include "tk.h"

#ifndef TEST_TMP_DIR
#define TEST_TMP_DIR "."
#endif

static void put(const char *path, const char *bytes, size_t n)
{
    FILE *f = fopen(path, "wb");
    TK_CHECK(f != NULL);
    if (f) {
        fwrite(bytes, 1, n, f);
        fclose(f);
    }
}

int main(void)
{
    char err[512] = "", path[400];
    int fault = -1, why = -1;

    snprintf(path, sizeof path, "%s/textfile-ok.txt", TEST_TMP_DIR);
    TK_EQ_INT(tb_write_file_atomic(path, "one\ntwo\n", err, sizeof err), 0);
    char *text = tb_text_file_read(path, &fault, &why);
    TK_EQ_STR(text, "one\ntwo\n");
    TK_EQ_INT(fault, TB_TEXT_OK);
    free(text);

    /* A write that cannot happen says where, and the old file stays. */
    char bad[460];
    snprintf(bad, sizeof bad, "%s/no-such-folder/x.txt", TEST_TMP_DIR);
    TK_EQ_INT(tb_write_file_atomic(bad, "x", err, sizeof err), -1);
    char want[520];
    snprintf(want, sizeof want, "%s: cannot write: No such file or directory", bad);
    TK_EQ_STR(err, want);
    /* Checked before a game: the same message, and nothing is left behind. */
    err[0] = '\0';
    TK_EQ_INT(tb_check_writable(bad, err, sizeof err), -1);
    TK_EQ_STR(err, want);
    TK_EQ_INT(tb_check_writable(TEST_TMP_DIR, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s: cannot write: Is a directory", TEST_TMP_DIR);
    TK_EQ_STR(err, want);
    TK_EQ_INT(tb_check_writable(path, err, sizeof err), 0);
    text = tb_read_text_file(path, err, sizeof err);
    TK_EQ_STR(text, "one\ntwo\n");
    free(text);
    text = tb_read_text_file(path, err, sizeof err);
    TK_EQ_STR(text, "one\ntwo\n");
    free(text);

    /* The reader's faults, and the messages a save is read with. */
    snprintf(bad, sizeof bad, "%s/textfile-missing.txt", TEST_TMP_DIR);
    TK_CHECK(tb_text_file_read(bad, &fault, &why) == NULL);
    TK_EQ_INT(fault, TB_TEXT_CANNOT_OPEN);
    TK_CHECK(tb_read_text_file(bad, err, sizeof err) == NULL);
    snprintf(want, sizeof want, "%s: cannot open: No such file or directory", bad);
    TK_EQ_STR(err, want);

    snprintf(bad, sizeof bad, "%s/textfile-nul.txt", TEST_TMP_DIR);
    put(bad, "ab\0cd", 5);
    TK_CHECK(tb_text_file_read(bad, &fault, &why) == NULL);
    TK_EQ_INT(fault, TB_TEXT_NOT_TEXT);
    TK_CHECK(tb_read_text_file(bad, err, sizeof err) == NULL);
    snprintf(want, sizeof want, "%s: not a text file", bad);
    TK_EQ_STR(err, want);

    snprintf(bad, sizeof bad, "%s/textfile-folder", TEST_TMP_DIR);
    mkdir(bad, 0755);
    TK_CHECK(tb_text_file_read(bad, &fault, &why) == NULL);
    TK_EQ_INT(fault, TB_TEXT_CANNOT_READ);
    TK_CHECK(tb_read_text_file(bad, err, sizeof err) == NULL);
    snprintf(want, sizeof want, "%s: cannot read: Is a directory", bad);
    TK_EQ_STR(err, want);
    return tk_done();
}
