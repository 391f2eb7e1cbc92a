/*
 * peak_rss.c — run a command and write its peak resident memory (KiB).
 *
 *   usage: peak_rss OUTFILE COMMAND [ARGS...]
 *
 * run.py cannot take ru_maxrss of a child it starts itself: Linux carries a
 * process's high-water mark across exec, so a child forked from Python starts
 * with the interpreter's whole footprint (about 16 MiB) as its "peak".  This
 * helper is small; the command it forks starts from its footprint (well
 * under a MiB, below anything tabula needs), so the figure is the command's
 * own.  The command's output goes through untouched; the exit status is the
 * command's (128 + signal if it was killed).
 */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s OUTFILE COMMAND [ARGS...]\n", argv[0]);
        return 2;
    }
    pid_t pid = fork();
    if (pid < 0) {
        perror("peak_rss: fork");
        return 2;
    }
    if (pid == 0) {
        execvp(argv[2], argv + 2);
        perror("peak_rss: exec");
        _exit(127);
    }
    int status;
    struct rusage usage;
    /* POSIX has no wait4(); the one child, once waited for, is all that
     * RUSAGE_CHILDREN holds. */
    if (waitpid(pid, &status, 0) < 0 || getrusage(RUSAGE_CHILDREN, &usage) != 0) {
        perror("peak_rss: waitpid");
        return 2;
    }
    FILE *f = fopen(argv[1], "w");
    if (!f) {
        perror("peak_rss: OUTFILE");
        return 2;
    }
    fprintf(f, "%ld\n", usage.ru_maxrss); /* KiB on Linux */
    fclose(f);
    if (WIFSIGNALED(status))
        return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}
