#!/usr/bin/env python3
"""records.py TABULA DRIVE.PY PART — the record of the games played (issue 12).

PART is one of:
  stats     the record in $XDG_DATA_HOME/tabula/stats.db against the result
            JSON of the games played; --no-stats, sim and check do not
            record; two writers at once; a held lock; damaged, foreign and
            newer files; the upgrade from schema 1
  kill      a game killed (SIGKILL, injected by strace) at every write and
            sync of the database in turn, while it creates the file and
            while it records into one: the file always passes
            PRAGMA integrity_check, `tabula stats` reads it, a game lands
            whole or not at all, and the next game lands

Every run has its own XDG folders under a temporary directory: never the
real home.  Prints "N passed, M failed"; exits 1 on a failure.
"""
import json
import os
import sqlite3
import subprocess
import time

from tabletop_kit import DB, ENV, TABULA, TMP, check, drive, main, run, stats_json


def expected(results, seat=1):
    """The record of seat over result JSONs (lowest total wins in Zero)."""
    totals = [r["players"][seat - 1]["total"] for r in results]
    wins = [seat in r["winners"] for r in results]
    cur = longest = 0
    for w in wins:
        cur = cur + 1 if w else 0
        longest = max(longest, cur)
    return {"played": len(results), "won": sum(wins), "best": min(totals),
            "worst": max(totals), "current_streak": cur, "longest_streak": longest,
            "mean": round(sum(totals) / len(totals), 6)}


def locked_warning(pending, name):
    """What play says when its game waits in stats-pending/ as NAME."""
    return (f"tabula play: warning: {DB} is locked by another program: the game waits in "
            f"{pending}/{name} and goes into your statistics the next time tabula records "
            "a game or shows them\n")


def play_locked(args, script, pending):
    """Play a game while another program holds the record's write lock:
    (the open lock, exit code, stderr, the files waiting in pending)."""
    held = sqlite3.connect(DB, timeout=10, isolation_level=None)
    held.execute("BEGIN IMMEDIATE")
    rc, _, err = run(args, script)
    return held, rc, err, sorted(os.listdir(pending)) if os.path.isdir(pending) else []


def release_and_count(held, pending, played, what):
    """Let the lock go: the next stats puts the waiting game in."""
    held.execute("COMMIT")
    held.close()
    rc, d, err = stats_json()
    check(rc == 0 and d["records"][0]["played"] == played and os.listdir(pending) == [],
          f"{what}: {rc} {err} {d}")


def part_stats():
    base = ["play", "zero-duel", "--ui", "text", "--no-save"]
    results, lines = [], {}
    for seed in (1, 2, 3):
        moves, code = drive(seed, base + ["--seed", str(seed),
                                          "--result-json", f"{TMP}/s{seed}.json"])
        check(code == 0, f"game {seed} did not end with exit 0")
        results.append(json.load(open(f"{TMP}/s{seed}.json")))
        lines[seed] = moves
    rc, d, err = stats_json()
    check(rc == 0 and len(d["records"]) == 1, f"stats --json: {rc} {err}")
    r = d["records"][0]
    want = expected(results)
    got = {k: r[k] for k in want}
    check(abs(got["mean"] - want["mean"]) < 1e-3, f"mean total {got['mean']} != {want['mean']}")
    got["mean"] = want["mean"]
    check(r["game"] == "zero-duel" and r["player"] == "Player 1" and got == want,
          f"stats differ from the result JSON: {got} != {want}")
    check(r["against"] == [{"bot": "greedy", "games": 3, "wins": want["won"]}],
          f"record against greedy: {r['against']}")
    check(abs(r["win_rate"] - want["won"] / 3) < 1e-9, "win rate")
    rc, out, _ = run(["stats", "zero-duel", "--player", "Player 1"])
    check(rc == 0 and out.startswith("Player 1, zero-duel\n")
          and f"  played 3, won {want['won']} ({100 * want['won'] / 3:.1f}%)\n" in out
          and f"  against greedy: won {want['won']} of 3\n" in out, f"stats text:\n{out}")
    rc, out, _ = run(["stats", "absolute"])
    check(rc == 0 and out == "No games of absolute recorded yet.\n",
          f"stats of a game never played: {out!r}")
    rc, out, _ = run(["stats", "--player", "player 1"])
    check(rc == 0 and out == "No games recorded for player 1.\n",
          f"stats of a player never seen (names are matched exactly): {out!r}")
    rc, out, _ = run(["stats", "absolute", "--player", "Player 1"])
    check(rc == 0 and out == "No games of absolute recorded for Player 1.\n",
          f"stats of a game the player never played: {out!r}")
    # The result shows this game against the record.
    script = "".join(m + "\n" for m in lines[1])
    rc, out, err = run(base + ["--seed", "1", "--result-json", f"{TMP}/s4.json"], script)
    results.append(json.load(open(f"{TMP}/s4.json")))
    won = sum(1 in x["winners"] for x in results)
    if 1 in results[-1]["winners"]:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(won, "th")
        line = f"Your {won}{suffix} win in 4 games of zero-duel against greedy.\n"
    else:
        line = f"Your record: {won} win{'s' if won != 1 else ''} in 4 games of zero-duel against greedy.\n"
    check(rc == 0 and line in out, f"the result does not give the record line {line!r}:\n{out[-400:]}")
    # --no-stats, sim and check never record.
    run(base + ["--seed", "1", "--no-stats"], script)
    run(["sim", "zero-duel", "--games", "3"])
    run(["check", "zero-duel", "--games", "2"])
    rc, _, err = run(["ladder", "zero-duel", "--bots", "random,greedy", "--games", "2"])
    check(rc == 0, f"ladder: exit {rc}: {err}")
    rc, d, _ = stats_json()
    check(d["records"][0]["played"] == 4, f"--no-stats, sim or check recorded: {d['records'][0]['played']}")
    # Two games ending at the same moment both land; so does one that waits for a lock.
    procs = [subprocess.Popen([TABULA] + base + ["--seed", "1"], stdin=subprocess.PIPE,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=ENV)
             for _ in range(4)]
    for p in procs:
        p.stdin.write(script.encode())
        p.stdin.close()
    errs = [p.stderr.read().decode() for p in procs]
    codes = [p.wait(120) for p in procs]
    check(codes == [0] * 4 and not any(errs), f"concurrent games: {codes} {errs}")
    held = sqlite3.connect(DB, timeout=10, isolation_level=None)
    held.execute("BEGIN IMMEDIATE")
    p = subprocess.Popen([TABULA] + base + ["--seed", "1"], stdin=subprocess.PIPE,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=ENV)
    p.stdin.write(script.encode())
    p.stdin.close()
    time.sleep(1.5)
    check(p.poll() is None, "the game did not wait for the database lock")
    held.execute("COMMIT")
    held.close()
    check(p.wait(60) == 0 and p.stderr.read() == b"", "the game that waited did not land")
    rc, d, _ = stats_json()
    check(d["records"][0]["played"] == 9, f"not every concurrent game landed: {d['records'][0]['played']}")
    check(d["records"][0]["assisted"] == 0, "games without undo counted as assisted")
    # A game with an undo (and its redo) is recorded as assisted.
    undone = lines[1][0] + "\nundo\nredo\n" + "".join(m + "\n" for m in lines[1][1:])
    rc, out, err = run(base + ["--seed", "1"], undone)
    check(rc == 0 and "undo: took back" in out, f"the game with an undo: {rc} {err}")
    rc, d, _ = stats_json()
    check(d["records"][0]["played"] == 10 and d["records"][0]["assisted"] == 1,
          f"the game with an undo is not assisted: {d['records'][0]}")
    rc, out, _ = run(["stats", "zero-duel"])
    check(f"  played 10, won {d['records'][0]['won']} (" in out and "%), 1 with undo\n" in out,
          f"stats text does not mark the assisted game:\n{out}")
    # A lock held past the wait (another program's): the game is not lost.
    # It waits as a file beside the database, and goes in when the record
    # is next read (or written), once the lock is gone.
    pending = TMP + "/data/tabula/stats-pending"
    held, rc, err, waiting = play_locked(base + ["--seed", "1", "--result-json",
                                                  f"{TMP}/w.json"], script, pending)
    check(rc == 0 and len(waiting) == 1 and waiting[0].endswith(".json") and
          err == locked_warning(pending, waiting[0]),
          f"a game ending while the record is locked: {rc} {err!r}")
    rc, d, _ = stats_json()
    check(rc == 0 and d["records"][0]["played"] == 10 and os.listdir(pending) == waiting,
          "the waiting game went in while the lock was still held")
    release_and_count(held, pending, 11, "the waiting game once the lock was gone")
    with sqlite3.connect(DB) as c:
        row = c.execute("SELECT seed, turns, end_how FROM games ORDER BY id DESC").fetchone()
        w = json.load(open(f"{TMP}/w.json"))
        check(row == (1, w["turns"], w["end"]), f"the waiting game's row: {row} vs {w['turns']}")
    with sqlite3.connect(DB) as c:
        check(c.execute("PRAGMA journal_mode").fetchone()[0] == "wal", "not in WAL mode")
        check(c.execute("PRAGMA integrity_check").fetchone()[0] == "ok", "integrity check")
    # A damaged file: stats refuses it in one line, play goes on with a warning.
    good = open(DB, "rb").read()
    for ext in ("-wal", "-shm"):
        if os.path.exists(DB + ext):
            os.remove(DB + ext)
    open(DB, "wb").write(b"this is not a database, just some text " * 200)
    rc, out, err = run(["stats"])
    check(rc == 2 and err == f"tabula stats: {DB}: not a tabula statistics database: "
          "file is not a database\n", f"damaged database: {rc} {err!r}")
    rc, out, err = run(base + ["--seed", "1", "--result-json", f"{TMP}/d.json"], script)
    check(rc == 0 and err == "tabula play: warning: the game is not in your statistics: "
          f"{DB}: not a tabula statistics database: file is not a database\n"
          and os.path.exists(f"{TMP}/d.json"), f"play on a damaged database: {rc} {err!r}")
    # Another program's SQLite file, and one from a newer tabula.
    os.remove(DB)
    with sqlite3.connect(DB) as c:
        c.execute("CREATE TABLE notes(x)")
    rc, _, err = run(["stats"])
    check(rc == 2 and err == f"tabula stats: {DB}: not a tabula statistics database "
          "(another program's file)\n", f"foreign database: {err!r}")
    os.remove(DB)
    with sqlite3.connect(DB) as c:
        c.execute("PRAGMA application_id=1415668273")
        c.execute("PRAGMA user_version=99")
        c.execute("CREATE TABLE games(id)")
    rc, _, err = run(["stats"])
    check(rc == 2 and err == f"tabula stats: {DB}: made by a newer tabula (schema 99; this "
          "one knows up to 3)\n", f"newer database: {err!r}")
    # The upgrade from schema 1: old rows kept, learn which way they were won.
    os.remove(DB)
    with sqlite3.connect(DB) as c:
        c.executescript(SCHEMA_1)
        c.execute("PRAGMA application_id=1415668273")
        c.execute("PRAGMA user_version=1")
        for gid, (mine, bot, won) in enumerate([(10, 30, 1), (12, 30, 1), (40, 20, 0),
                                                   (5, 25, 1)], 1):
            c.execute("INSERT INTO games VALUES(?, 'zero', 'zero', '1.0.0', '{}', ?, "
                      "'2026-01-01T00:00:00Z', 20, 'normal', 0)", (gid, gid))
            c.execute("INSERT INTO seats VALUES(?, 1, 'Ann', 'human', ?, ?)", (gid, mine, won))
            c.execute("INSERT INTO seats VALUES(?, 2, 'greedy 2', 'bot:greedy', ?, ?)",
                      (gid, bot, 1 - won))
    rc, d, err = stats_json("zero")
    check(rc == 0, f"stats on a schema-1 file: {err}")
    if rc == 0:
        r = d["records"][0]
        check((r["played"], r["won"], r["best"], r["worst"], r["current_streak"],
               r["longest_streak"]) == (4, 3, 5, 40, 1, 2), f"upgraded record: {r}")
        check(r["against"] == [{"bot": "greedy", "games": 4, "wins": 3}], f"upgraded: {r}")
    with sqlite3.connect(DB) as c:
        check(c.execute("PRAGMA user_version").fetchone()[0] == 3, "not upgraded to schema 3")
        check([x[0] for x in c.execute("SELECT lowest_wins FROM games ORDER BY id")] == [1] * 4,
              "old games did not learn that lowest wins")
    # An older tabula's file that another program holds locked: the upgrade
    # is a write, so the game waits beside it like any other, and goes in
    # (the file upgraded) once the lock is gone.
    os.remove(DB)
    with sqlite3.connect(DB) as c:
        c.executescript(SCHEMA_1)
        c.execute("PRAGMA application_id=1415668273")
        c.execute("PRAGMA user_version=1")
    held, rc, err, waiting = play_locked(base + ["--seed", "1"], script, pending)
    check(rc == 0 and len(waiting) == 1 and
          err == locked_warning(pending, waiting[0]),
          f"a game ending while an old record is locked: {rc} {err!r}")
    release_and_count(held, pending, 1, "the game that waited for the old record")
    with sqlite3.connect(DB) as c:
        check(c.execute("PRAGMA user_version").fetchone()[0] == 3, "the old record not upgraded")


# ---------------------------------------------------------------------------
def db_state():
    """(games, seats) in the database, after PRAGMA integrity_check says ok."""
    c = sqlite3.connect(DB)
    try:
        ok = c.execute("PRAGMA integrity_check").fetchone()[0]
        check(ok == "ok", f"integrity_check after a kill: {ok}")
        tables = {r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "games" not in tables:
            return 0, 0
        return (c.execute("SELECT count(*) FROM games").fetchone()[0],
                c.execute("SELECT count(*) FROM seats").fetchone()[0])
    finally:
        c.close()  # the last connection gone: the WAL is folded in and removed


def part_kill():
    import shutil
    if not shutil.which("strace"):
        check(False, "strace is not installed (.ci/install-deps installs it)")
        return
    base = ["play", "zero-duel", "--ui", "text", "--no-save", "--seed", "1"]
    moves, code = drive(1, base + ["--no-stats"])
    check(code == 0, f"the scripted game did not end: {code}")
    script = "".join(m + "\n" for m in moves).encode()
    # LeakSanitizer cannot trace a process strace already traces.
    env = dict(ENV, ASAN_OPTIONS=os.environ.get("ASAN_OPTIONS", "") + ":detect_leaks=0")

    def killed_at(call, i):
        """Play the game, SIGKILLed on entering the i-th call; True if it was."""
        p = subprocess.run(["strace", "-f", "-o", "/dev/null", "-e", "trace=" + call,
                            "-e", f"inject={call}:signal=SIGKILL:when={i}", TABULA] + base,
                           input=script, capture_output=True, env=env, timeout=120)
        if p.returncode not in (0, 137, -9):
            check(False, f"{call} #{i}: exit {p.returncode}: {p.stderr.decode()[-300:]}")
        return p.returncode != 0

    def stats_reads(what):
        rc, d, err = stats_json()
        check(rc == 0, f"tabula stats after a kill {what}: exit {rc}: {err}")
        return d

    # About 45 s in a Release build on a busy machine; the sanitizer build
    # is several times slower.
    deadline = time.time() + 540
    kills = {"creating": 0, "recording": 0}
    lost = landed = 0
    for call in ("pwrite64", "fdatasync"):
        # While the file is made: each kill from no file at all.
        for i in range(1, 100):
            for f in (DB, DB + "-wal", DB + "-shm", DB + "-journal"):
                if os.path.exists(f):
                    os.remove(f)
            if not killed_at(call, i) or time.time() > deadline:
                break
            kills["creating"] += 1
            if os.path.exists(DB):
                games, seats = db_state()
                check(seats == 2 * games, f"{call} #{i} creating: {games} games, {seats} seats")
            # The next game opens the file as `tabula stats` would, and lands.
            rc, _, err = run(base, script.decode())
            check(rc == 0 and err == "", f"the game after a kill at {call} #{i}: {rc} {err!r}")
            check(db_state()[0] >= 1, f"the game after a kill at {call} #{i} did not land")
        # Into an existing file: a game lands whole or not at all.
        for i in range(1, 100):
            before = db_state()[0]
            if not killed_at(call, i) or time.time() > deadline:
                break
            kills["recording"] += 1
            games, seats = db_state()
            check(games in (before, before + 1) and seats == 2 * games,
                  f"{call} #{i}: {before} games before, {games} games and {seats} seats after")
            lost += games == before
            landed += games == before + 1
            d = stats_reads(f"at {call} #{i}")
            check(d is None or sum(r["played"] for r in d["records"]) == games,
                  f"stats after {call} #{i} does not count {games} games")
            # The next game lands, and leaves the file as a clean close does
            # (no WAL): the next kill point is counted from the same start.
            rc, _, err = run(base, script.decode())
            check(rc == 0 and err == "" and db_state()[0] == games + 1,
                  f"the game after a kill at {call} #{i}: {rc} {err!r}")
    check(time.time() <= deadline, "the kill loop ran out of time")
    # The loop must have killed both inside the transaction (the game lost)
    # and after its commit (the game kept), or it proved nothing.
    check(kills["creating"] >= 10 and kills["recording"] >= 10 and lost >= 3 and landed >= 3,
          f"too few kills to prove anything: {kills}, {lost} lost, {landed} landed")
    rc, _, err = run(base, script.decode())
    games, _ = db_state()
    check(rc == 0 and err == "" and stats_reads("at the end")["records"][0]["played"] == games,
          f"a last game after the kills: {rc} {err!r}")



SCHEMA_1 = """
CREATE TABLE games(
  id INTEGER PRIMARY KEY,
  game TEXT NOT NULL, plugin TEXT NOT NULL, version TEXT NOT NULL,
  options TEXT NOT NULL, seed INTEGER NOT NULL, played_at TEXT NOT NULL,
  turns INTEGER NOT NULL, end_how TEXT NOT NULL, assisted INTEGER NOT NULL);
CREATE TABLE seats(
  game_id INTEGER NOT NULL REFERENCES games(id),
  seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
  total INTEGER NOT NULL, winner INTEGER NOT NULL, PRIMARY KEY(game_id, seat));
"""


main({"stats": part_stats, "kill": part_kill})
