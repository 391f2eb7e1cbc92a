#!/usr/bin/env python3
"""The bots' strength table of docs/bots.md, from one ladder run a game.

For every shipped game, `tabula ladder GAME --bots
random,greedy,easy,normal,hard,ismcts --think-times --json` (every ordered
pair of bots plays the same deals, or at Zero's three seats every bot sits at
every seat), printed as two Markdown tables: each bot's Elo with its 95%
interval, and its think time a move (median and 95th percentile).

    strength_table.py BUILD [--games N] [--jobs J] [--only GAME]

BUILD is a build folder (bin/tabula).  --games is deals per table (default
20); --jobs the ladder's threads (default 1: the think times are wall-clock,
so a busy core inflates them).  Exit 0, or 1 when a ladder fails.
"""
import argparse
import json
import os
import subprocess
import sys
import time

GAMES = ["face-to-face", "zero-duel", "zero", "crazy-eights", "absolute-quick", "absolute"]
BOTS = ["random", "greedy", "easy", "normal", "hard", "ismcts"]


def think(ms):
    """A think time for a person to read: µs under a millisecond."""
    return "%.1f µs" % (ms * 1000) if ms < 1 else "%.1f ms" % ms


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--only")
    a = ap.parse_args()
    tabula = os.path.join(a.build, "bin", "tabula")
    elo, times, failed = [], [], 0
    for game in GAMES:
        if a.only and a.only != game:
            continue
        t0 = time.monotonic()
        run = subprocess.run([tabula, "ladder", game, "--bots", ",".join(BOTS), "--games",
                              str(a.games), "--jobs", str(a.jobs), "--think-times", "--json"],
                             capture_output=True, text=True)
        if run.returncode != 0:
            print("%s: ladder failed: %s" % (game, run.stderr.strip()), file=sys.stderr)
            failed = 1
            continue
        d = json.loads(run.stdout)
        by = {r["bot"]: r for r in d["ratings"]}
        elo.append("| %s | %d | %s |" % (game, d["games"], " | ".join(
            "%+.0f ± %.0f" % (by[b]["elo"], by[b]["elo_ci95"]) for b in BOTS)))
        times.append("| %s | %s |" % (game, " | ".join(
            "%s (%s)" % (think(by[b]["think_ms"]["median"]), think(by[b]["think_ms"]["p95"]))
            for b in BOTS)))
        print("%s: %d games in %.0f s" % (game, d["games"], time.monotonic() - t0),
              file=sys.stderr)
    print("| game | games | " + " | ".join(BOTS) + " |")
    print("| --- | --- | " + " | ".join("---" for _ in BOTS) + " |")
    print("\n".join(elo))
    print()
    print("| game | " + " | ".join(BOTS) + " |")
    print("| --- | " + " | ".join("---" for _ in BOTS) + " |")
    print("\n".join(times))
    return failed


if __name__ == "__main__":
    sys.exit(main())
