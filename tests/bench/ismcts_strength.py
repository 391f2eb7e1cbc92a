#!/usr/bin/env python3
"""ismcts_strength.py — strength and think time of ismcts (a benchmark, not a test).

For each two-player game (absolute, face-to-face, zero-duel) and Zero at 3,
plays `tabula sim` with SPEC against the game's greedy bot, half the games
with ismcts at seat 1 and half at seat 2 (the other seats greedy), and
reports ismcts's win rate with a 95% Wilson interval; then runs bench_ismcts
for the median think time per decision.  The figures in docs/bots.md come
from here.

    tests/bench/ismcts_strength.py BUILD_DIR [--games 400] [--spec ismcts]
        [--only zero-duel] [--jobs 1]
"""
import argparse
import json
import math
import os
import subprocess
import sys

GAMES = [  # (ini name, plugin, players, options for bench_ismcts)
    ("absolute", "absolute", 2, []),
    ("face-to-face", "face-to-face", 2, []),
    ("zero-duel", "zero", 2, ["min_players=2", "max_players=2"]),
    ("zero", "zero", 3, []),
]


def wilson(wins, n, z=1.959964):
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def sim(tabula, game, players, spec, seat, games, seed, jobs):
    seats = []
    for k in range(1, players + 1):
        seats += ["--seat", f"{k}={spec if k == seat else 'greedy'}"]
    out = subprocess.run([tabula, "sim", game, "--games", str(games), "--players", str(players),
                          "--seed", str(seed), "--jobs", str(jobs), "--json"] + seats,
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)["seats"][seat - 1]["wins"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--spec", default="ismcts")
    ap.add_argument("--only")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--bench-games", type=int, default=3)
    a = ap.parse_args()
    tabula = os.path.join(a.build, "bin", "tabula")
    bench = os.path.join(a.build, "tests", "bin", "bench_ismcts")
    for game, plugin, players, opts in GAMES:
        if a.only and game != a.only:
            continue
        half = a.games // 2
        wins = sim(tabula, game, players, a.spec, 1, half, 1, a.jobs)
        wins += sim(tabula, game, players, a.spec, players, a.games - half, 2, a.jobs)
        lo, hi = wilson(wins, a.games)
        t = json.loads(subprocess.run([bench, plugin, str(players), str(a.bench_games), a.spec] + opts,
                                      check=True, capture_output=True, text=True).stdout)
        print(f"{game:13s} {players}p {a.spec}: {wins}/{a.games} = {100 * wins / a.games:5.1f}% "
              f"(95% CI {100 * lo:5.1f}-{100 * hi:5.1f}%)  think median {t['median_ms']:.1f} ms, "
              f"p90 {t['p90_ms']:.1f} ms, CPU median {t['cpu_median_ms']:.1f} ms "
              f"over {t['decisions']} decisions", flush=True)


if __name__ == "__main__":
    sys.exit(main())
