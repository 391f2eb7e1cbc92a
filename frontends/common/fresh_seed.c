/* fresh_seed.c — a new deal each time: the seed comes from the system. */
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "tabletop.h"

uint64_t tb_fresh_seed(void)
{
    uint64_t r = 0;
    /* getrandom only fails on ancient kernels or when interrupted: then the
     * clock and the process id still give a different deal each time. */
    if (getrandom(&r, sizeof r, GRND_NONBLOCK) != (ssize_t)sizeof r) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        r = (uint64_t)ts.tv_nsec * 2654435761u ^ (uint64_t)ts.tv_sec ^ (uint64_t)getpid() << 20;
    }
    return 1 + r % 999999999u;
}
