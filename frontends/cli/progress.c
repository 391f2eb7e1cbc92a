/* progress.c — the progress line sim and check show on a terminal. */
#include <stdio.h>
#include <time.h>

#include "cli.h"

void tb_progress_show(long done, long total, void *ctx)
{
    tb_progress *p = ctx;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    double t = (double)now.tv_sec + (double)now.tv_nsec / 1e9;
    if (done < total && t - p->last < 0.1)
        return;
    p->last = t;
    fprintf(stderr, "\r%ld/%ld %s", done, total, p->what);
    if (done == total)
        fputc('\n', stderr);
}
