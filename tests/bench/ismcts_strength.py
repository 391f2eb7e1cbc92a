#!/usr/bin/env python3
"""ismcts_strength.py — strength and think time of ismcts (a benchmark, not a test).

For each two-player game (absolute, face-to-face, zero-duel, crazy-eights) and Zero at 3,
plays `tabula sim` with SPEC at one seat and the game's greedy bot at every
other seat, the ismcts seat rotated over every seat in equal shares of the
games (two players: half at seat 1, half at seat 2), and reports:
  - wins: games ismcts won (a tie shared among w winners counts 1/w), with
    a 95% Wilson interval; with P players the fair share is 1/P;
  - pairwise: ismcts's score against each greedy seat of the same game
    (1 when its total is better, 1/2 when equal, 0 when worse), averaged
    per game; its 95% interval treats games as the units (a normal interval
    on the per-game means), since the comparisons of one game are not
    independent.  With two players it is the win rate with ties halved.
Then runs bench_ismcts for the median think time per decision (at the
game file's [bots] ismcts options, then SPEC's).  The figures
in docs/bots.md come from here.

    tests/bench/ismcts_strength.py BUILD_DIR [--games 400] [--spec ismcts]
        [--only zero-duel] [--jobs 1] [--no-think] [--require-above 0.5]

--require-above P makes it a strength test (the CTest label `slow` runs it):
exit 1 unless every pairwise interval lies wholly above P.  --no-think skips
the think-time run (a timing, never part of a test).
"""
import argparse
import configparser
import csv
import json
import math
import os
import subprocess
import sys
import tempfile

GAMES = [  # (ini name, plugin, players, options for bench_ismcts, lowest total wins)
    ("absolute", "absolute", 2, [], False),
    ("absolute-quick", "absolute", 2, ["rounds=1"], False),  # one round: --only it, for a quick look
    ("face-to-face", "face-to-face", 2, [], False),
    ("zero-duel", "zero", 2, ["min_players=2", "max_players=2"], True),
    ("zero", "zero", 3, [], True),
    ("crazy-eights", "eights", 2, [], False),  # not one of issue 10's four games; the ladder's
]


def wilson(wins, n, z=1.959964):
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def sim(tabula, game, players, spec, seat, games, seed, jobs, lowest):
    """Per game: (ismcts's share of the win, its mean pairwise score)."""
    seats = []
    for k in range(1, players + 1):
        seats += ["--seat", f"{k}={spec if k == seat else 'greedy'}"]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "games.csv")
        subprocess.run([tabula, "sim", game, "--games", str(games), "--players", str(players),
                        "--seed", str(seed), "--jobs", str(jobs), "--csv", path] + seats,
                       check=True, capture_output=True, text=True)
        with open(path, newline="") as f:
            rows = list(csv.DictReader(f))
    out = []
    for row in rows:
        winners = [int(w) for w in row["winners"].split()] if row["winners"] else []
        share = 1 / len(winners) if seat in winners else 0.0
        mine = int(row[f"seat{seat}"])
        pair = 0.0
        for k in range(1, players + 1):
            if k != seat:
                other = int(row[f"seat{k}"])
                better = mine < other if lowest else mine > other
                pair += 1.0 if better else 0.5 if mine == other else 0.0
        out.append((share, pair / (players - 1)))
    return out


def game_spec(build, game, spec):
    """SPEC as bench_ismcts must spell it: bench_ismcts loads the plugin, not
    the game file, so the file's own [bots] ismcts options (Crazy Eights sets
    its budget there) go in front of the spec's own, which win."""
    cp = configparser.ConfigParser(inline_comment_prefixes=(";", "#"))
    cp.read(os.path.join(build, "share", "tabula", "games", game + ".ini"))
    own = cp.get("bots", "ismcts", fallback="")
    if not own or not spec.startswith("ismcts"):
        return spec
    rest = spec[len("ismcts:"):] if spec.startswith("ismcts:") else ""
    return "ismcts:" + own + ("," + rest if rest else "")


def mean_interval(xs, z=1.959964):
    n = len(xs)
    m = sum(xs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    return m, m - z * sd / math.sqrt(n), m + z * sd / math.sqrt(n)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--spec", default="ismcts")
    ap.add_argument("--only")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--bench-games", type=int, default=3)
    ap.add_argument("--no-think", action="store_true")
    ap.add_argument("--require-above", type=float)
    a = ap.parse_args()
    failed = 0
    tabula = os.path.join(a.build, "bin", "tabula")
    bench = os.path.join(a.build, "tests", "bin", "bench_ismcts")
    for game, plugin, players, opts, lowest in GAMES:
        if a.only != game and (a.only or game == "absolute-quick"):
            continue
        per_game = []
        for seat in range(1, players + 1):
            share = a.games // players + (1 if seat <= a.games % players else 0)
            if share == 0:
                continue
            per_game += sim(tabula, game, players, a.spec, seat, share, seat, a.jobs, lowest)
        wins = sum(w for w, _ in per_game)
        lo, hi = wilson(wins, a.games)
        pm, plo, phi = mean_interval([p for _, p in per_game])
        line = (f"{game:13s} {players}p {a.spec}: wins {wins:g}/{a.games} = "
                f"{100 * wins / a.games:5.1f}% (95% CI {100 * lo:5.1f}-{100 * hi:5.1f}%, "
                f"fair {100 / players:.1f}%), pairwise vs greedy {100 * pm:5.1f}% "
                f"(95% CI {100 * plo:5.1f}-{100 * phi:5.1f}%)")
        if not a.no_think:
            spec = game_spec(a.build, game, a.spec)
            t = json.loads(subprocess.run([bench, plugin, str(players), str(a.bench_games), spec]
                                          + opts, check=True, capture_output=True, text=True).stdout)
            line += (f"  think median {t['median_ms']:.1f} ms, p90 {t['p90_ms']:.1f} ms, "
                     f"CPU median {t['cpu_median_ms']:.1f} ms over {t['decisions']} decisions, "
                     f"{t['mean_iterations']:.0f} iterations each")
        if a.require_above is not None and plo <= a.require_above:
            line += f"  FAILED: the pairwise interval is not above {100 * a.require_above:g}%"
            failed = 1
        print(line, flush=True)
    return failed


if __name__ == "__main__":
    sys.exit(main())
