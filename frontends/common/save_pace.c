/*
 * save_pace.c — when a game's save is rewritten during play, and whether
 * that write is fsync'd.
 *
 * A write is a temporary file renamed over the save: a process killed at any
 * moment (kill -9, a closed terminal) leaves the old save or the new one,
 * whole, and what was written is in the kernel's cache, so fsync adds
 * nothing against a kill.  fsync guards only against a power cut or a
 * kernel crash, and costs milliseconds: it is done when a person is to move
 * next (the state they wait at is on disk before they are asked), at the
 * end, and on a signal.
 *
 * Even without fsync, replacing a file on ext4 starts its writeback
 * (auto_da_alloc), about 1 ms on a busy disk: one write per move made a
 * bots-only Absolute game of 355 moves five times slower.  So a bot's move
 * that comes less than TB_SAVE_BOT_GAP_MS after the last write waits for
 * the next write (the next move, a person's turn, the end): the save lags
 * at most that long behind bots playing among themselves, and every move a
 * person makes, and every bot move at the pace of play a person watches,
 * is written as it is made.
 */
#include <time.h>

#include "tabletop.h"

static long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

tb_save_how tb_save_after_move(tb_save_pace *p, const tb_match *m, const tb_play_opts *o,
                               int bot_moved)
{
    if (!o->save || o->keep_file)
        return TB_SAVE_SKIP;
    int seat = tb_match_to_move(m);
    long long t = now_ms();
    if (seat < 0 || m->seats[seat].human) {
        p->last_ms = t;
        return TB_SAVE_SYNC;
    }
    if (bot_moved && p->last_ms && t - p->last_ms < TB_SAVE_BOT_GAP_MS)
        return TB_SAVE_SKIP;
    p->last_ms = t;
    return TB_SAVE_WRITE;
}
