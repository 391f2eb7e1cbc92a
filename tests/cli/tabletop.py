#!/usr/bin/env python3
"""tabletop.py TABULA DRIVE.PY PART — play like at a real table (issue 12).

PART is one of:
  seed      a fresh deal without --seed (shown, in the save and the result
            JSON, and --seed deals it again); sim keeps its fixed default
  undo      undo/redo in the text protocol leave exactly the state `show`
            gave before (and what `play --load` of the rewritten save gives);
            the refusals, word for word; hot seat; --no-undo
  continue  every game is kept under $XDG_STATE_HOME/tabula/saves; --continue
            resumes the newest that loads; a finished game moves to the
            capped history
  reload    a finished game loaded again (its --save file, its history
            file, one left finished in saves/) shows its result and is
            not recorded a second time
  unwritable  a saves folder, a --result-json path and a data folder this
            process may not write: play refuses at the start (exit 2, the
            reason, --no-save suggested), stats reads a read-only record
            and play warns with the real cause (as root: run as nobody)
  keep      a game of bots alone is rewritten in its kept save after every
            move (the bots think long enough to be watched); killed with
            SIGKILL mid-game, --continue goes on from the last move written
  lock      a kept game being played is not opened by a second tabula:
            --continue and --load refuse it, naming the process, until the
            first one ends; then it goes on, and no lock file is left

The record (stats, kill) is records.py's.  Every run has its own XDG folders under a temporary directory: never the
real home.  Prints "N passed, M failed"; exits 1 on a failure.
"""
import json
import os
import re
import sqlite3
import subprocess
import time

from tabletop_kit import DB, ENV, HISTORY, SAVES, TABULA, TMP, check, drive, main, run, \
    save_moves, stats_json

def errors(out):
    return [l for l in out.split("\n") if l.startswith("error: ")]


def views(out):
    """The views printed before each prompt (the lines after a prompt up to
    the next one, without bot moves and undo/redo notes)."""
    blocks, cur = [], []
    for line in out.split("\n"):
        if re.match(r"seat \d+ \(.*\)> ", line):
            blocks.append("\n".join(cur))
            cur = []
            line = re.sub(r"^seat \d+ \(.*?\)> ", "", line)
        if line and not re.match(r"(seat \d+ \(.*\) plays: |undo: |redo: |error: |\S+, seed \d+ )",
                                 line):
            cur.append(line)
    return blocks


def first_move(args):
    _, out, _ = run(args + ["--no-save", "--no-stats"], "moves\n")
    after = re.split(r"seat \d+ \([^\n]*?\)> \n?", out)[1]
    return after.strip().split("\n")[0]


# ---------------------------------------------------------------------------
def part_seed():
    bots = ["play", "zero-duel", "--ui", "text", "--seat", "1=random", "--seat", "2=random",
            "--no-stats"]
    seeds = []
    for i in range(2):
        rc, out, err = run(bots + ["--result-json", f"{TMP}/r{i}.json"])
        check(rc == 0, f"play without --seed: exit {rc}: {err}")
        d = json.load(open(f"{TMP}/r{i}.json"))
        seeds.append(d["seed"])
        check(1 <= d["seed"] <= 999999999, f"fresh seed out of range: {d['seed']}")
        check(out.startswith(f"zero-duel, seed {d['seed']} (--seed {d['seed']} deals this game again)\n"),
              f"the table does not show seed {d['seed']}: {out[:120]!r}")
        check(f"  seed {d['seed']}\n" in out, "the result does not show the seed")
    check(seeds[0] != seeds[1], f"two plays without --seed dealt the same seed {seeds[0]}")
    rc, _, _ = run(bots + ["--seed", str(seeds[0]), "--result-json", f"{TMP}/again.json"])
    a, b = json.load(open(f"{TMP}/r0.json")), json.load(open(f"{TMP}/again.json"))
    check(rc == 0 and a == b, "--seed of a fresh game does not deal it again")
    # The kept save records the seed.
    saves = sorted(os.listdir(SAVES)) if os.path.isdir(SAVES) else []
    hist = sorted(os.listdir(HISTORY)) if os.path.isdir(HISTORY) else []
    check(not saves and len(hist) == 3, f"finished games not in the history: {saves} {hist}")
    kept = "".join(open(f"{HISTORY}/{h}").read() for h in hist)
    check(f"seed {seeds[0]}\n" in kept and f"seed {seeds[1]}\n" in kept,
          "the saves do not record the fresh seeds")
    # sim keeps its fixed default, so reports are reproducible.
    rc, out, _ = run(["sim", "zero-duel", "--games", "3", "--json"])
    check(rc == 0 and json.loads(out)["seed"] == 1, "sim without --seed does not use seed 1")


# ---------------------------------------------------------------------------
def part_undo():
    # The person at seat 2 moves first in Zero for two.
    base = ["play", "zero-duel", "--ui", "text", "--seed", "5", "--seat", "1=greedy",
            "--seat", "2=human", "--no-stats"]
    m1 = first_move(base)
    save = f"{TMP}/u.save"
    script = f"undo\nredo\nshow\n{m1}\nshow\nundo\nshow\nundo\nredo\nshow\nredo\nquit\n"
    rc, out, err = run(base + ["--save", save, "--result-json", f"{TMP}/u.json"], script)
    check(rc == 0, f"undo session exit {rc}: {err}")
    check(errors(out) == ["error: nothing to undo: this is the deal",
                          "error: nothing to redo",
                          "error: nothing to undo: this is the deal",
                          "error: nothing to redo"],
          f"undo refusals differ: {errors(out)}")
    v = views(out)
    # v: [deal, after undo(refused), after redo(refused), show, after m1 (+bots), show,
    #     after undo, show, undo refused, after redo, show, redo refused]
    deal, after_move, after_undo, after_redo = v[0], v[4], v[6], v[9]
    check(after_undo == deal, "after undo the view is not the one before the move")
    check(after_redo == after_move, "after redo the view is not the one after the move")
    check(after_move != deal, "the move changed nothing (the test would prove nothing)")
    check("undo: took back" in out and "redo: played again" in out, "no undo/redo note")
    d = json.load(open(f"{TMP}/u.json"))
    check(d["assisted"] is True and d["undos"] == 1 and d["end"] == "quit",
          f"result JSON does not mark the undo: {d.get('assisted')} {d.get('undos')}")
    # Undo again after the redo, then the save is rewritten without the undone moves and
    # `play --load` of it shows exactly the state undo left.
    rc, out, _ = run(base + ["--save", save], f"{m1}\nundo\nshow\n")
    shown = views(out)[-1]
    text = open(save).read()
    check("undos 1\n" in text and "\nmove " not in text,
          f"the save after undo still holds the undone moves or lacks its mark:\n{text}")
    rc, out2, _ = run(["play", "--load", save, "--ui", "text", "--no-stats"], "show\n")
    check(views(out2)[0] == shown, "play --load of the rewritten save differs from the undone state")
    rc, out3, _ = run(["replay", save, "--json"])
    check(rc == 0 and json.loads(out3)["assisted"] is True, "replay of an assisted save")
    # --no-undo
    rc, out, _ = run(base + ["--no-save", "--no-undo"], f"{m1}\nundo\nredo\nquit\n")
    check(errors(out) == ["error: undo is off for this game (--no-undo)",
                          "error: redo is off for this game (--no-undo)"],
          f"--no-undo refusals differ: {errors(out)}")
    # Hot seat: only your own last move, only before the next person moved.
    hot = ["play", "zero-duel", "--ui", "text", "--seed", "5", "--seat", "1=human",
           "--seat", "2=human", "--no-save", "--no-stats"]
    rc, out, _ = run(hot, f"{m1}\nundo\nquit\n")
    check(errors(out) == ["error: nothing to undo: you have not moved yet"],
          f"undo by a person who has not moved: {errors(out)}")
    played = [m1]
    for _ in range(2):  # seat 1 moves, then seat 2 again: the first of each list
        _, out, _ = run(hot, "".join(m + "\n" for m in played) + "moves\n")
        played.append(re.split(r"seat \d+ \([^\n]*?\)> \n?", out)[-2].strip().split("\n")[0])
    rc, out, _ = run(hot, "".join(m + "\n" for m in played) + "undo\nquit\n")
    check(errors(out) == ["error: cannot undo: Player 2 (seat 2) has moved since; "
                          "undo takes back only your own last move"],
          f"hot-seat refusal differs: {errors(out)} after {played}")
    # Against a bot, the bot's move before a person's first move is not the person's.
    solo = ["play", "zero-duel", "--ui", "text", "--seed", "5", "--no-save", "--no-stats"]
    rc, out, _ = run(solo, "undo\nquit\n")
    check(errors(out) == ["error: nothing to undo: no person has moved since the deal"],
          f"undo before a person moved: {errors(out)}")


# ---------------------------------------------------------------------------
def part_continue():
    base = ["play", "zero-duel", "--ui", "text", "--seed", "7", "--no-stats"]
    m1 = first_move(base)
    rc, out, err = run(base, f"{m1}\n")
    check(rc == 2, f"input ended: exit {rc}")
    saves = os.listdir(SAVES)
    check(len(saves) == 1 and re.fullmatch(r"zero-duel-\d{8}-\d{6}-\d+\.save", saves[0]),
          f"the game is not kept in the saves folder: {saves}")
    kept = f"{SAVES}/{saves[0]}"
    check(f"the game is saved in {kept}" in err, f"stderr does not name the kept save: {err}")
    # A damaged save, newer than the good one, is passed over by --continue.
    with open(f"{SAVES}/damaged.save", "w") as f:
        f.write("tabula-save 1\ngame zero-duel\n")
    later = time.time() + 5
    os.utime(f"{SAVES}/damaged.save", (later, later))
    # The history is capped: 55 old ones, the oldest go when one more comes.
    os.makedirs(HISTORY, exist_ok=True)
    for i in range(55):
        p = f"{HISTORY}/old-{i:02d}.save"
        open(p, "w").write("x")
        os.utime(p, (1000000 + i, 1000000 + i))
    rc, out, err = run(["play", "--continue", "--ui", "text", "--no-stats"], "show\nquit\n")
    check(rc == 0 and "Result of zero-duel after" in out and "(quit)" in out,
          f"--continue: exit {rc}: {err}")
    check(open(kept).read().count("\nmove ") >= 1, "--continue did not keep saving the game")
    # Play it to the end: it leaves the saves for the history.
    moves, code = drive(3, ["play", "--continue", "--ui", "text", "--no-stats"])
    check(code == 0, f"continued game did not end with exit 0: {code}")
    check(sorted(os.listdir(SAVES)) == ["damaged.save"], f"saves left: {os.listdir(SAVES)}")
    hist = os.listdir(HISTORY)
    check(len(hist) == 50 and saves[0] in hist and "old-00.save" not in hist
          and "old-54.save" in hist, f"history not capped at 50 newest: {len(hist)}")
    rc, out, err = run(["play", "--continue", "--ui", "text"])
    check(rc == 2 and err == f"tabula play: no game to continue in {SAVES}\n",
          f"--continue with nothing to continue: {rc} {err!r}")
    rc, out, err = run(["play", "zero-duel", "--continue"])
    check(rc == 2 and err == "tabula play: --continue takes no GAME and no --load\n", err)
    # --no-save keeps nothing; --save FILE keeps the game there instead.
    run(base + ["--no-save"], f"{m1}\n")
    run(base + ["--save", f"{TMP}/mine.save"], f"{m1}\n")
    check(sorted(os.listdir(SAVES)) == ["damaged.save"] and os.path.exists(f"{TMP}/mine.save"),
          f"--no-save or --save FILE wrote into the saves folder: {os.listdir(SAVES)}")
    # A HOME that is not there is not made (as root it would be, from /):
    # the game is not kept, and the warning names the first missing folder.
    gone = {k: v for k, v in ENV.items() if not k.startswith("XDG_")}
    gone["HOME"] = f"{TMP}/gone/home"
    p = subprocess.run([TABULA] + base, input=f"{m1}\n".encode(), capture_output=True, env=gone,
                       timeout=60)
    check(f"the game is not kept: {TMP}/gone/home/.local: cannot create: No such file or "
          "directory" in p.stderr.decode() and not os.path.exists(f"{TMP}/gone"),
          f"a missing HOME: {p.stderr.decode()!r}, made: {os.path.exists(TMP + '/gone')}")


# ---------------------------------------------------------------------------
def part_lock():
    # The first tabula plays a kept game and waits for its next line.
    first = subprocess.Popen([TABULA, "play", "zero-duel", "--ui", "text", "--seed", "300",
                              "--no-stats"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=ENV)
    try:
        kept = []
        for _ in range(200):  # up to 10 s for its first save
            files = os.listdir(SAVES) if os.path.isdir(SAVES) else []
            kept = [f"{SAVES}/{f}" for f in files if f.endswith(".save")]
            if kept:
                break
            time.sleep(0.05)
        check(len(kept) == 1, f"no kept save: {kept}")
        busy = f"tabula play: {kept[0]}: this game is open in another tabula (process {first.pid})\n"
        rc, out, err = run(["play", "--continue", "--ui", "text", "--no-stats"], "knock\n")
        check(rc == 2 and err == busy and out == "", f"--continue of an open game: {rc} {err!r}")
        rc, out, err = run(["play", "--load", kept[0], "--ui", "text", "--no-stats"], "knock\n")
        check(rc == 2 and err == busy and out == "", f"--load of an open game: {rc} {err!r}")
        moves_before = save_moves(kept[0])
    finally:
        first.stdin.close()  # input ends: the first tabula keeps the game and leaves
        first.wait(timeout=60)
    rc, out, err = run(["play", "--continue", "--ui", "text", "--no-stats"], "show\nquit\n")
    check(rc == 0 and "(quit)" in out, f"--continue once the first ended: {rc} {err!r}")
    check(save_moves(kept[0]) == moves_before, "the refused tabulas changed the kept game")
    check(sorted(os.listdir(SAVES)) == [os.path.basename(kept[0])],
          f"a lock file is left in the saves folder: {os.listdir(SAVES)}")


def part_keep():
    bots = ["play", "zero-duel", "--ui", "text", "--seed", "3", "--no-stats"]
    # About 0.2 s a move: each is over TB_SAVE_BOT_GAP_MS, so each is written.
    slow = [x for k in (1, 2) for x in ("--seat", f"{k}=ismcts:iterations=20000")]
    fast = [x for k in (1, 2) for x in ("--seat", f"{k}=greedy")]
    p = subprocess.Popen([TABULA] + bots + slow, stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=ENV)
    seen, deadline, kept = set(), time.time() + 120, None
    while time.time() < deadline and p.poll() is None and len(seen) < 4:
        files = [f for f in os.listdir(SAVES) if f.endswith(".save")] if os.path.isdir(SAVES) else []
        if files:  # (beside it, the lock of the game being played: .NAME.lock)
            kept = f"{SAVES}/{files[0]}"
            n = save_moves(kept)
            if n > 0:
                seen.add(n)
        time.sleep(0.01)
    alive = p.poll() is None
    p.kill()
    p.wait()
    # Bots alone: no person's turn comes, so only a save after every move
    # shows the moves one by one while the game goes on.
    check(alive and len(seen) >= 4,
          f"the kept save did not grow move by move while bots played: counts {sorted(seen)}")
    killed = [l for l in open(kept) if l.startswith("move ")]
    check(len(killed) >= max(seen), f"the save lost moves at the kill: {len(killed)}")
    rc, out, err = run(["play", "--continue", "--ui", "text", "--no-stats"] + fast)
    check(rc == 0, f"--continue after SIGKILL: exit {rc}: {err[-300:]}")
    hist = os.listdir(HISTORY) if os.path.isdir(HISTORY) else []
    check(len(hist) == 1 and not os.listdir(SAVES), f"the finished game's save: {hist}")
    if hist:
        done = [l for l in open(f"{HISTORY}/{hist[0]}") if l.startswith("move ")]
        check(len(done) > len(killed) and done[:len(killed)] == killed,
              "the continued game does not go on from the moves of the killed one")


def part_reload():
    knocks = "knock\n" * 12
    rc, out, err = run(["play", "zero-duel", "--ui", "text", "--seed", "7", "--save",
                        f"{TMP}/g.save"], knocks)
    check(rc == 0 and "Your record: 0 wins in 1 game of zero-duel against greedy.\n" in out,
          f"the first game: exit {rc}: {out[-300:]} {err}")
    note = "This game was over when it was loaded: it is not recorded again.\n"
    for i in range(3):
        rc, out, err = run(["play", "--load", f"{TMP}/g.save", "--ui", "text"])
        check(rc == 0 and out.endswith(note) and "Result of zero-duel" in out and err == "",
              f"load {i + 1} of the finished save: exit {rc}: {out[-300:]!r} {err!r}")
    # A kept game, finished: in the history; loaded from there, the same.
    rc, out, err = run(["play", "zero-duel", "--ui", "text", "--seed", "8"], knocks)
    hist = os.listdir(HISTORY) if os.path.isdir(HISTORY) else []
    check(rc == 0 and len(hist) == 1, f"the kept game did not reach the history: {hist} {err}")
    for i in range(2):
        rc, out, err = run(["play", "--load", f"{HISTORY}/{hist[0]}", "--ui", "text"])
        check(rc == 0 and out.endswith(note), f"load of the history file: exit {rc}: {out[-200:]!r}")
    # The kept game left finished in saves/ (killed before its save moved):
    # to the history, not recorded again (the record knows its kept name).
    os.makedirs(SAVES, exist_ok=True)
    left = f"{SAVES}/{hist[0]}"
    subprocess.run(["cp", f"{HISTORY}/{hist[0]}", left])
    rc, out, err = run(["play", "--load", left, "--ui", "text"])
    check(rc == 0 and out.endswith(note) and not os.path.exists(left)
          and len(os.listdir(HISTORY)) == 1, f"a finished save in saves/: exit {rc} {err!r}")
    rc, d, err = stats_json()
    check(rc == 0 and d["records"][0]["played"] == 2,
          f"the loads recorded games again: {d and d['records'][0]['played']} {err}")
    # Seeds of 2^63 and more: SQLite's integers are signed, so the record
    # keeps them bit for bit (negative to sqlite3; printf('%llu') gives them).
    for seed in (2**63, 2**64 - 1):
        _, code = drive(1, ["play", "zero-duel", "--ui", "text", "--no-save", "--seed", str(seed)])
        check(code == 0, f"the game of seed {seed}: exit {code}")
    with sqlite3.connect(DB) as c:
        got = [r[0] for r in c.execute("SELECT printf('%llu', seed) FROM games ORDER BY id")]
    check(got[-2:] == [str(2**63), str(2**64 - 1)], f"the big seeds in the record: {got}")


def part_unwritable():
    # --no-save with --continue (or --load): the game goes on, its file stays as it was.
    rc, _, err = run(["play", "zero-duel", "--ui", "text", "--seed", "3", "--no-stats"], "knock\n")
    kept = [f"{SAVES}/{f}" for f in os.listdir(SAVES)] if os.path.isdir(SAVES) else []
    check(rc == 2 and len(kept) == 1, f"the kept game: exit {rc}: {kept} {err}")
    before = open(kept[0]).read()
    rc, _, err = run(["play", "--continue", "--ui", "text", "--no-save", "--no-stats"], "knock\n")
    check(rc == 2 and err == "tabula play: input ended before the game did\n"
          and open(kept[0]).read() == before, f"--continue --no-save wrote the save: {err!r}")
    os.remove(kept[0])
    # A saves folder no one can write, root included: a link into /proc.
    os.makedirs(TMP + "/state/tabula", exist_ok=True)
    if os.path.isdir(SAVES):
        os.rmdir(SAVES)
    os.symlink("/proc/1", SAVES)
    rc, out, err = run(["play", "zero-duel", "--ui", "text", "--seed", "3"])
    check(rc == 2 and out == "" and re.fullmatch(
        re.escape(f"tabula play: {SAVES}/zero-duel-") + r"\d{8}-\d{6}-\d+\.save: cannot write: "
        r"(No such file or directory|Permission denied) \(--no-save plays without keeping the game\)\n",
        err), f"an unwritable saves folder: exit {rc}: {err!r}")
    os.remove(SAVES)
    # A record in a data folder that may not be written: one game first.
    rc, _, err = run(["play", "zero-duel", "--ui", "text", "--seed", "7", "--no-save"],
                     "knock\n" * 12)
    check(rc == 0, f"the first game: {err}")
    want_stats = run(["stats"])
    check(want_stats[0] == 0 and "played 1," in want_stats[1], f"stats: {want_stats}")
    as_user = []
    if os.geteuid() == 0:
        # Root writes anywhere: the part runs as nobody, when it can.
        setpriv = "/usr/bin/setpriv"
        as_user = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
        for d in (TMP, TMP + "/data", TMP + "/state", TMP + "/home"):
            os.makedirs(d, exist_ok=True)
            os.chmod(d, 0o777)
        try:
            ok = subprocess.run(as_user + [TABULA, "--version"], capture_output=True).returncode == 0
        except OSError:
            ok = False
        if not ok:
            print("SKIP: read-only data folder: running as root, and nobody cannot run "
                  f"{TABULA} with {setpriv}")
            return
    os.chmod(TMP + "/data/tabula", 0o555)
    os.chmod(DB, 0o444)

    def run_as(args, stdin=""):
        p = subprocess.run(as_user + [TABULA] + args, input=stdin.encode(), capture_output=True,
                           env=ENV, timeout=120)
        return p.returncode, p.stdout.decode(), p.stderr.decode()
    rc, out, err = run_as(["stats"])
    check((rc, out, err) == want_stats, f"stats of a read-only record: exit {rc}: {out!r} {err!r}")
    rc, out, err = run_as(["play", "zero-duel", "--ui", "text", "--seed", "7", "--no-save"],
                          "knock\n" * 12)
    check(rc == 0 and err == f"tabula play: warning: the game is not in your statistics: {DB}: "
          "cannot be written (is it or its folder read-only?): attempt to write a readonly "
          "database\n", f"play with a read-only record: exit {rc}: {err!r}")
    os.chmod(TMP + "/data/tabula", 0o755)


main({"seed": part_seed, "undo": part_undo, "continue": part_continue,
      "reload": part_reload, "unwritable": part_unwritable, "keep": part_keep,
      "lock": part_lock})
