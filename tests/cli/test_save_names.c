/* test_save_names.c — a new kept game never takes the name of another:
 * not of one kept in the same second by the same process (the launcher
 * starting two games quickly overwrote the first), nor of one finished in
 * that second (the record knows a game by its kept save's name). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tabletop.h"
#include "tk.h"

#ifndef TEST_TMP_DIR
#define TEST_TMP_DIR "."
#endif

static void touch(const char *path)
{
    FILE *f = fopen(path, "w");
    TK_CHECK(f != NULL);
    if (f)
        fclose(f);
}

int main(void)
{
    char state[600], first[1024], second[1024], third[1024], err[512];
    snprintf(state, sizeof state, "%s/save-names-state", TEST_TMP_DIR);
    setenv("XDG_STATE_HOME", state, 1);
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", state);
    TK_EQ_INT(system(cmd), 0);

    TK_EQ_INT(tb_saves_new_path("zero", first, sizeof first, err, sizeof err), 0);
    touch(first);
    TK_EQ_INT(tb_saves_new_path("zero", second, sizeof second, err, sizeof err), 0);
    TK_CHECK(strcmp(first, second) != 0); /* the same second, the same process */
    touch(second);
    /* The first one finished: its name is in the history now, still taken. */
    TK_EQ_INT(tb_saves_retire(first, err, sizeof err), 0);
    TK_EQ_INT(tb_saves_new_path("zero", third, sizeof third, err, sizeof err), 0);
    TK_CHECK(strcmp(third, first) != 0 && strcmp(third, second) != 0);
    /* Games kept with -2, -3 ... keep the .save ending the lists look for. */
    TK_CHECK(strlen(third) > 5 && strcmp(third + strlen(third) - 5, ".save") == 0);
    TK_EQ_INT(system(cmd), 0);
    return tk_done();
}
