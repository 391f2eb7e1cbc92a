/*
 * out_file.c — whether a file a command writes at the end (`sim --report`,
 * `sim --csv`, `ladder --csv`) can be written, asked before the games are
 * played: a run of minutes must not end in "cannot write".
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "i18n.h"

int tb_cli_out_writable(const char *verb, const char *flag, const char *path)
{
    char dir[1024];
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else if (slash == path)
        snprintf(dir, sizeof dir, "/");
    else
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
    struct stat st;
    const char *why = NULL;
    if (stat(dir, &st) != 0)
        why = strerror(errno);
    else if (!S_ISDIR(st.st_mode))
        why = _("its folder is not a folder");
    else if (access(dir, W_OK | X_OK) != 0)
        why = strerror(errno);
    else if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        why = _("it is a folder");
    if (!why)
        return 0;
    fprintf(stderr, _("tabula %s: %s %s: cannot write: %s\n"), verb, flag, path, why);
    return -1;
}
