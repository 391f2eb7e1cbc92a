#!/usr/bin/env python3
"""twohome.py TABULA DRIVE.PY PART — one home, several terminals, a week of use.

PART is one of:
  pending   games waiting in stats-pending/ (the record was locked) go in
            once when two programs catch up at the same moment (each was
            recorded twice or three times)
  hangup    the terminal closes (SIGHUP) while a finished game waits for
            its record: the game is recorded (or waits), then moves to the
            history, then tabula ends (the game was lost from the record)
  leftover  a finished game left in saves/ by a tabula stopped at its end
            is recorded when opened unless the record has it (against a
            level too, and when it waits for a locked record); a copy played
            with --no-save is not recorded; the history keeps the game just
            finished when the clock made older ones look newer; what killed
            tabulas leave in the saves folder (a save's write in flight, a
            lock nobody holds) is removed, a lock someone holds is not
  lockfirst --load and --continue take the game's lock before they read its
            save (a move made elsewhere in between was overwritten)
  moveto    --load KEPT --save ELSEWHERE moves the kept game there: refused
            while another tabula has it open, and once moved it leaves the
            saves folder, so it is played and recorded once (finishing both
            files counted it twice)
  fullsave  a save that cannot be written during a --ui text game (a full
            disk; here a file size limit) stops it with one line saying so
            and exit 1, the save still holding the game

Every run has its own XDG folders under a temporary directory.
"""
import fcntl
import glob
import os
import re
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
import time

from tabletop_kit import DB, ENV, HISTORY, SAVES, TABULA, TMP, check, main, run, stats_json

KNOCKS = "knock\n" * 12  # ends a zero-duel game against greedy
PENDING = TMP + "/data/tabula/stats-pending"


def games_by_seed():
    with sqlite3.connect(DB) as c:
        return dict(c.execute("SELECT seed, count(*) FROM games GROUP BY seed"))


def hold_record():
    """Another program's write lock on the record, as an open sqlite3 shell's."""
    held = sqlite3.connect(DB, timeout=10, isolation_level=None)
    held.execute("BEGIN IMMEDIATE")
    return held


def part_pending():
    rc, _, err = run(["play", "zero-duel", "--ui", "text", "--seed", "3", "--no-save"], KNOCKS)
    check(rc == 0, f"the first game: {rc} {err}")
    held = hold_record()
    games = [subprocess.Popen([TABULA, "play", "zero-duel", "--ui", "text", "--no-save", "--seed",
                               str(seed)], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, env=ENV) for seed in range(11, 17)]
    for g in games:
        g.communicate(KNOCKS.encode(), timeout=120)
    held.execute("ROLLBACK")
    held.close()
    check(len(os.listdir(PENDING)) == 6, f"not 6 games waiting: {os.listdir(PENDING)}")
    snapshot = TMP + "/snapshot"
    shutil.copytree(TMP + "/data", snapshot)
    for attempt in range(5):
        shutil.rmtree(TMP + "/data")
        shutil.copytree(snapshot, TMP + "/data")
        both = [subprocess.Popen([TABULA, "stats"], stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE, env=ENV) for _ in range(2)]
        errs = [p.communicate(timeout=60)[1] for p in both]
        counts = games_by_seed()
        check(counts == {s: 1 for s in [3] + list(range(11, 17))} and not os.listdir(PENDING)
              and errs == [b"", b""],
              f"two catch-ups at once, try {attempt + 1}: games by seed {counts}, "
              f"waiting {os.listdir(PENDING)}, {errs}")


def part_hangup():
    rc, _, err = run(["play", "zero-duel", "--ui", "text", "--seed", "3", "--no-save"], KNOCKS)
    check(rc == 0, f"the first game: {rc} {err}")
    held = hold_record()
    p = subprocess.Popen([TABULA, "play", "zero-duel", "--ui", "text", "--seed", "77"],
                         stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         env=ENV)
    p.stdin.write(KNOCKS.encode())
    p.stdin.close()
    time.sleep(1.5)  # the game is over and waits (3 s) for the record's lock
    check(p.poll() is None, "the game did not wait for the record's lock")
    p.send_signal(signal.SIGHUP)
    err = p.stderr.read().decode()
    rc = p.wait(timeout=60)
    held.execute("ROLLBACK")
    held.close()
    waiting = os.listdir(PENDING) if os.path.isdir(PENDING) else []
    retired = [f for f in os.listdir(HISTORY) if "\nseed 77\n" in open(f"{HISTORY}/{f}").read()]
    check(rc == -signal.SIGHUP and len(waiting) == 1 and len(retired) == 1
          and not glob.glob(SAVES + "/*.save"),
          f"SIGHUP while recording: exit {rc}, waiting {waiting}, history {retired}, {err!r}")
    rc, d, err = stats_json()
    check(rc == 0 and d["records"][0]["played"] == 2, f"the game that waited: {d} {err}")


def part_leftover():
    rc, _, err = run(["play", "zero-duel", "--ui", "text", "--seed", "5"], KNOCKS)
    finished = glob.glob(HISTORY + "/*.save")
    check(rc == 0 and len(finished) == 1, f"the first game: {rc} {err} {finished}")
    # Stopped at its end before it was recorded: in saves/, not in the record.
    left = f"{SAVES}/{os.path.basename(finished[0])}"
    shutil.copy(finished[0], left)
    with sqlite3.connect(DB) as c:
        c.execute("DELETE FROM seats")
        c.execute("DELETE FROM games")
    # Opened as a copy (--no-save) first: nothing is recorded, the file stays.
    rc, out, err = run(["play", "--load", left, "--no-save", "--ui", "text"])
    check(rc == 0 and out.endswith("This game was over when it was loaded, as a copy "
                                   "(--no-save): it is not recorded.\n")
          and os.path.exists(left) and games_by_seed() == {},
          f"a finished game opened with --no-save: {rc} {out[-200:]!r} {err!r}")
    rc, out, err = run(["play", "--continue", "--ui", "text"])
    check(rc == 0 and "Your record: 0 wins in 1 game of zero-duel against greedy.\n" in out
          and not os.path.exists(left) and games_by_seed() == {5: 1},
          f"a finished game left in saves/, --continue: {rc} {out[-200:]!r} {err!r}")
    shutil.copy(finished[0], left)
    # Left there again, now that the record has it: not twice.
    rc, out, err = run(["play", "--load", left, "--ui", "text"])
    check(rc == 0 and out.endswith("This game was over when it was loaded: it is not recorded "
                                   "again.\n") and games_by_seed() == {5: 1},
          f"a finished game left in saves/, recorded: {rc} {out[-200:]!r} {err!r}")
    # Against a level (its save keeps the bot the level stands for): once.
    before = set(glob.glob(HISTORY + "/*.save"))
    rc, _, err = run(["play", "zero-duel", "--ui", "text", "--seed", "8", "--seat", "2=easy"],
                     KNOCKS)
    level = sorted(set(glob.glob(HISTORY + "/*.save")) - before)
    check(rc == 0 and len(level) == 1 and games_by_seed().get(8) == 1, f"vs easy: {rc} {err!r}")
    shutil.copy(level[0], f"{SAVES}/{os.path.basename(level[0])}")
    rc, out, err = run(["play", "--load", f"{SAVES}/{os.path.basename(level[0])}", "--ui", "text"])
    check(rc == 0 and games_by_seed().get(8) == 1,
          f"a game against easy, left in saves/, counted again: {games_by_seed()} {err!r}")
    # Left midway and finished later: the seat is still "easy" at the table
    # and in the record (the save's level line), not the spec it stands for.
    rc, _, err = run(["play", "zero-duel", "--ui", "text", "--seed", "12", "--seat", "2=easy"],
                     "quit\n")
    kept = [f for f in glob.glob(SAVES + "/*.save") if "\nseed 12\n" in open(f).read()]
    check(rc == 0 and len(kept) == 1 and "\nlevel 2 easy\n" in open(kept[0]).read(),
          f"a save against easy: {rc} {err!r} {kept}")
    rc, out, err = run(["play", "--load", kept[0], "--ui", "text"], KNOCKS)
    with sqlite3.connect(DB) as c:
        kinds = c.execute("SELECT s.kind FROM seats s JOIN games g ON g.id = s.game_id "
                          "WHERE g.seed = 12 ORDER BY s.seat").fetchall()
    check(rc == 0 and kinds == [("human",), ("bot:easy",)] and "against easy" in out,
          f"a game against easy, continued: {kinds} {out[-300:]!r} {err!r}")
    # Opened while the record is locked: it waits, and still goes in once.
    shutil.copy(level[0], f"{SAVES}/{os.path.basename(level[0])}")
    held = hold_record()
    rc, out, err = run(["play", "--load", f"{SAVES}/{os.path.basename(level[0])}", "--ui", "text"])
    held.execute("ROLLBACK")
    held.close()
    rc2, _, err2 = run(["stats"])
    check(rc == 0 and "waits in" in err and rc2 == 0 and games_by_seed().get(8) == 1
          and not os.listdir(PENDING), f"a left game that waited: {games_by_seed()} {err!r}")
    # A copy played on with --no-save is not recorded: the kept game is, once.
    rc, _, err = run(["play", "zero-duel", "--ui", "text", "--seed", "6"], "quit\n")
    kept = glob.glob(SAVES + "/*.save")
    rc, out, err = run(["play", "--load", kept[0], "--no-save", "--ui", "text"], KNOCKS)
    check(rc == 0 and out.endswith("This game was played from a copy (--no-save): it is not "
                                   "recorded; the kept game is, when it ends.\n")
          and 6 not in games_by_seed(), f"a --no-save copy: {rc} {out[-200:]!r} {err!r}")
    rc, out, err = run(["play", "--continue", "--ui", "text"], KNOCKS)
    check(rc == 0 and games_by_seed().get(6) == 1, f"the kept game itself: {rc} {err!r}")
    # Kept out of the record (--no-stats), left, then finished without the
    # flag: its save says so, and it stays out.
    rc, _, err = run(["play", "zero-duel", "--ui", "text", "--seed", "11", "--no-stats"], "quit\n")
    kept = [f for f in glob.glob(SAVES + "/*.save") if "\nseed 11\n" in open(f).read()]
    check(rc == 0 and len(kept) == 1 and "\nno-stats\n" in open(kept[0]).read(),
          f"a --no-stats game's save: {rc} {err!r} {kept}")
    rc, out, err = run(["play", "--load", kept[0], "--ui", "text"], KNOCKS)
    check(rc == 0 and "Winner:" in out and "Your record" not in out
          and 11 not in games_by_seed(), f"a --no-stats game finished later: {rc} {err!r}")
    # The clock was a day ahead for 50 games: the one finished now stays.
    for k in range(50):
        path = f"{HISTORY}/zero-duel-20300101-0000{k:02d}-1.save"
        shutil.copy(finished[0], path)
        future = time.time() + 86400
        os.utime(path, (future, future))
    rc, _, err = run(["play", "zero-duel", "--ui", "text", "--seed", "999", "--no-stats"], KNOCKS)
    history = os.listdir(HISTORY)
    check(rc == 0 and len(history) == 50 and
          any("\nseed 999\n" in open(f"{HISTORY}/{f}").read() for f in history),
          f"the game just finished is not in the history: {rc} {err!r} {len(history)}")
    # What killed tabulas leave: a write in flight of a process gone, a lock
    # nobody holds; and a lock a live process holds, which stays.  --continue
    # takes the newer game, so the older one's leftovers are the sweep's.
    run(["play", "zero-duel", "--ui", "text", "--seed", "7", "--no-stats"], "quit\n")
    old = os.path.basename(glob.glob(SAVES + "/*.save")[0])
    os.utime(f"{SAVES}/{old}", (time.time() - 60, time.time() - 60))
    run(["play", "zero-duel", "--ui", "text", "--seed", "9", "--no-stats"], "quit\n")
    dead = subprocess.Popen(["true"])
    dead.wait()
    stray = [f"{SAVES}/{old}.tmp.{dead.pid}", f"{SAVES}/.{old}.lock",
             f"{SAVES}/.gone-20260101-000000-1.save.lock"]
    for f in stray:
        open(f, "w").write("1\n")
    held = open(f"{SAVES}/.held.save.lock", "w")
    fcntl.flock(held, fcntl.LOCK_EX)  # as a tabula playing that game holds it
    rc, out, err = run(["play", "--continue", "--ui", "text", "--no-stats"], "quit\n")
    held.close()
    check(rc == 0 and sorted(os.listdir(SAVES)) == sorted(
        [old, ".held.save.lock"] + [f for f in os.listdir(SAVES) if f.endswith(".save") and f != old]),
          f"the saves folder after --continue: {rc} {err!r} {sorted(os.listdir(SAVES))}")


def part_lockfirst():
    if not shutil.which("strace"):
        print("SKIP: strace is not installed (.ci/install-deps installs it)")
        return
    run(["play", "zero-duel", "--ui", "text", "--seed", "3", "--no-stats"], "quit\n")
    kept = glob.glob(SAVES + "/*.save")[0]
    lock = f"{SAVES}/.{os.path.basename(kept)}.lock"
    for how in (["--load", kept], ["--continue"]):
        trace = f"{TMP}/trace"
        env = dict(ENV, ASAN_OPTIONS="detect_leaks=0:" + os.environ.get("ASAN_OPTIONS", ""))
        subprocess.run(["strace", "-f", "-e", "trace=openat,flock", "-o", trace, TABULA, "play",
                        *how, "--ui", "text", "--no-stats"], input=b"quit\n",
                       capture_output=True, env=env, timeout=120)
        calls = open(trace).read().split("\n")
        locked = [i for i, l in enumerate(calls) if "flock(" in l and "LOCK_EX" in l
                  and "= 0" in l]
        read = [i for i, l in enumerate(calls) if f'"{kept}"' in l and "O_RDONLY" in l
                and "ENOENT" not in l]
        opened_lock = [i for i, l in enumerate(calls) if f'"{lock}"' in l]
        # --continue reads every kept game to list them; the one it resumes
        # is read again once it holds the lock: the last read is after it.
        check(locked and read and opened_lock and opened_lock[0] < locked[0] < read[-1]
              and (how[0] == "--continue" or locked[0] < read[0]),
              f"play {how[0]}: lock taken at call {locked[:1]}, save read at {read}")


def part_moveto():
    run(["play", "zero-duel", "--ui", "text", "--seed", "23"], "swap o3 y6\nquit\n")
    kept = glob.glob(SAVES + "/*.save")
    check(len(kept) == 1, f"the kept game: {kept}")
    other = f"{TMP}/moved.save"
    # Open in another tabula: refused, nothing moved.
    first = subprocess.Popen([TABULA, "play", "--continue", "--ui", "text"],
                             stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=ENV)
    try:
        lock = f"{SAVES}/.{os.path.basename(kept[0])}.lock"
        for _ in range(200):
            if os.path.exists(lock):
                break
            time.sleep(0.05)
        rc, out, err = run(["play", "--load", kept[0], "--save", other, "--ui", "text"], KNOCKS)
        check(rc == 2 and err == f"tabula play: {kept[0]}: this game is open in another tabula "
              f"(process {first.pid})\n" and not os.path.exists(other),
              f"--save elsewhere of a game open elsewhere: {rc} {err!r}")
    finally:
        first.stdin.write(b"quit\n")
        first.stdin.close()
        first.wait(timeout=60)
    # Moved: the kept game leaves the saves folder, and is recorded once.
    rc, out, err = run(["play", "--load", kept[0], "--save", other, "--ui", "text"], "quit\n")
    check(rc == 0 and os.path.exists(other) and not os.path.exists(kept[0])
          and not glob.glob(SAVES + "/*.save"), f"moved: {rc} {err!r} {os.listdir(SAVES)}")
    rc, out, err = run(["play", "--load", other, "--ui", "text"], KNOCKS)
    check(rc == 0 and games_by_seed() == {23: 1}, f"the moved game finished: {rc} {err!r}")
    rc, out, err = run(["play", "--continue", "--ui", "text"], KNOCKS)
    check(rc == 2 and games_by_seed() == {23: 1}, f"a second copy to finish: {rc} {err!r}")


def part_fullsave():
    rc, _, err = run(["play", "zero-duel", "--ui", "text", "--seed", "3", "--no-stats",
                      "--save", f"{TMP}/g.save"], "quit\n")
    size = os.path.getsize(f"{TMP}/g.save")
    os.remove(f"{TMP}/g.save")

    def small_files():  # as a full disk does, a write past the size fails
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (size + 8, size + 8))
    p = subprocess.run([TABULA, "play", "zero-duel", "--ui", "text", "--seed", "3", "--no-stats",
                        "--save", f"{TMP}/g.save"], input=KNOCKS.encode(), capture_output=True,
                       env=ENV, timeout=120, preexec_fn=small_files)
    err = p.stderr.decode()
    check(p.returncode == 1 and re.fullmatch(
        re.escape(f"tabula play: {TMP}/g.save: cannot write: File too large; the game stops "
                  "here, and its save keeps it as it was when last written\n"), err),
          f"a save that cannot be written: exit {p.returncode}: {err!r}")
    rc, out, err = run(["play", "--load", f"{TMP}/g.save", "--ui", "text", "--no-stats",
                        "--no-save"], "show\nquit\n")
    check(rc == 0 and not glob.glob(f"{TMP}/g.save.tmp.*"),
          f"the save after the failed write: {rc} {err!r}")


main({"pending": part_pending, "hangup": part_hangup, "leftover": part_leftover,
      "lockfirst": part_lockfirst, "moveto": part_moveto, "fullsave": part_fullsave})
