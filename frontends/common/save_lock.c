/*
 * save_lock.c — one process plays a kept game at a time.  Every frontend
 * that plays from a save rewrites it after each move; two of them on one
 * save (the launcher's Continue in a second terminal, `play --continue`
 * while the game is still open) would each overwrite the other's moves and
 * both record the result.  So a game holds a lock beside its save while it
 * is played: an flock(2) on DIR/.NAME.lock, which the kernel drops when the
 * process ends, however it ends (a save is rewritten by rename, so a lock
 * on the save itself would stay with the old file).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "tabletop.h"

/* DIR/.NAME.lock for DIR/NAME.  0, or -1 when the path does not fit. */
static int lock_path(const char *save, char *out, size_t cap)
{
    const char *slash = strrchr(save, '/');
    int dir = slash ? (int)(slash - save + 1) : 0;
    int n = snprintf(out, cap, "%.*s.%s.lock", dir, save, save + dir);
    return n < 0 || (size_t)n >= cap ? -1 : 0;
}

/* The process that wrote its number into the lock file, or 0: also when
 * that process is gone (killed, its file left behind), for the number may
 * be a dead one's while a launcher's listing holds the lock a moment. */
static long holder(int fd)
{
    char buf[32] = "";
    ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
    long pid = n > 0 ? strtol(buf, NULL, 10) : 0;
    return pid > 0 && (kill((pid_t)pid, 0) == 0 || errno != ESRCH) ? pid : 0;
}

static void say_open(const char *save, long pid, char *err, size_t errlen)
{
    if (pid > 0)
        snprintf(err, errlen, _("%s: this game is open in another tabula (process %ld)"), save,
                 pid);
    else
        snprintf(err, errlen, _("%s: this game is open in another tabula"), save);
}

int tb_save_lock_take(tb_save_lock *l, const char *save, char *err, size_t errlen)
{
    l->fd = -1;
    if (lock_path(save, l->path, sizeof l->path) != 0)
        return 0; /* no room for the name: play unlocked rather than not at all */
    /* A few tries: the file may be unlinked by its last holder between our
     * open and our lock, and a lock on an unlinked file locks nothing. */
    for (int tries = 0; tries < 3; tries++) {
        int fd = open(l->path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd < 0)
            return 0; /* a folder we cannot write to: the save will say so itself */
        if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
            int busy = errno == EWOULDBLOCK;
            long pid = busy ? holder(fd) : 0;
            close(fd);
            if (!busy)
                return 0;
            if (pid <= 0 && tries < 2) {
                /* No number yet: a launcher listing the saves holds it for a
                 * moment (tb_save_is_open), or its taker has not written it. */
                nanosleep(&(struct timespec){0, 50 * 1000 * 1000}, NULL);
                continue;
            }
            say_open(save, pid, err, errlen);
            return -1;
        }
        struct stat held, named;
        if (fstat(fd, &held) == 0 && stat(l->path, &named) == 0 && held.st_ino == named.st_ino &&
            held.st_dev == named.st_dev) {
            char pid[32];
            int n = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
            if (ftruncate(fd, 0) != 0 || pwrite(fd, pid, (size_t)n, 0) != n) {
                /* The number is only for the message: the lock holds all the same. */
            }
            l->fd = fd;
            return 0;
        }
        close(fd);
    }
    return 0;
}

void tb_save_lock_drop(tb_save_lock *l)
{
    if (l->fd < 0)
        return;
    unlink(l->path); /* while still held: a later taker makes a new file */
    close(l->fd);
    l->fd = -1;
}

int tb_save_is_open(const char *save, char *err, size_t errlen)
{
    char path[1100];
    if (lock_path(save, path, sizeof path) != 0)
        return 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    int open_elsewhere = flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
    if (open_elsewhere)
        say_open(save, holder(fd), err, errlen);
    close(fd); /* a shared lock taken just now goes with it */
    return open_elsewhere;
}

void tb_save_locks_sweep(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] != '.' || len < 7 || strcmp(e->d_name + len - 5, ".lock") != 0)
            continue;
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        int fd = open(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW);
        if (fd < 0)
            continue;
        /* Free, and still the file of that name: removed while held, as
         * tb_save_lock_drop does, so a taker at this moment makes a new one. */
        struct stat held, named;
        if (flock(fd, LOCK_EX | LOCK_NB) == 0 && fstat(fd, &held) == 0 &&
            stat(path, &named) == 0 && held.st_ino == named.st_ino && held.st_dev == named.st_dev)
            unlink(path);
        close(fd);
    }
    closedir(d);
}
