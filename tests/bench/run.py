#!/usr/bin/env python3
"""The speed benchmark of issue 9 (tests/bench/README.md).

    run.py BUILD [--quick] [--json FILE] [--asan-build DIR] [--strict]

BUILD is a build folder (Release for figures that mean anything): it holds
bin/tabula and the hand-written loops tests/bin/ff_loop and tests/bin/zero_loop.
Everything runs one process at a time, each on one thread (`--jobs 1`) except
the `--jobs 2` speed-up.  Timings on a shared machine are noisy: every speed is
the median of several interleaved runs.

Where a target names a run too long to make today (`check absolute --games
300`, `sim --games 1000000`), the script runs as much as its time budget
allows and projects: check time scales with games, and sim's memory grows by a
fixed amount per game (it keeps one record per game), so two sizes give the
line to extrapolate along.  Projected figures say so.

Exit status: 0 once every figure is measured (targets not met are reported,
not failed, unless --strict); 1 if a run fails or the loops' mean game length
differs from sim's by more than 3% (then a loop does not play the same game).
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

GAMES = ["absolute", "face-to-face", "zero", "crazy-eights"]
# The loops: game, loop binary, seats of the random-vs-random sim.
LOOPS = [("face-to-face", "ff_loop", 2), ("zero", "zero_loop", 3)]
TURNS_TOLERANCE = 0.03
# The parts of a run, in order (each a Bench method).
PARTS = ["loops_vs_sim", "absolute_turns", "checks", "jobs", "memory", "greedy", "mpi",
         "sweep_memory", "versus_base"]
# versus_base (with --base BUILD): the sims and the search side by side with
# another build, e.g. of an earlier commit.  (game, random seats or 0 for the
# game's default bots.)
BASE_SIMS = [("face-to-face", 2), ("zero", 3), ("absolute", 2), ("absolute", 0),
             ("face-to-face", 0), ("zero", 0), ("crazy-eights", 0)]
# (plugin, players) of bench_ismcts at the defaults.
BASE_SEARCH = [("face-to-face", 2), ("absolute", 2)]


class Failed(Exception):
    pass


PEAK_RSS = None  # tests/bin/peak_rss, set in main()


def run(cmd, rss=False):
    """Run cmd; (stdout, wall seconds, peak RSS in KiB or None).  Fails on exit != 0.

    The RSS comes from the peak_rss helper: a child forked from Python would
    report the interpreter's footprint as its own (see peak_rss.c)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile("r") as rss_file:
        full = [PEAK_RSS, rss_file.name] + cmd if rss else cmd
        t0 = time.monotonic()
        code = subprocess.call(full, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        wall = time.monotonic() - t0
        out.seek(0)
        err.seek(0)
        text = out.read().decode(errors="replace")
        if code != 0:
            raise Failed("%s: exit %d\n%s" % (" ".join(cmd), code,
                                              err.read().decode(errors="replace")[-2000:]))
        peak = int(rss_file.read()) if rss else None
    return text, wall, peak


def run_json(cmd, rss=False):
    text, wall, rss = run(cmd, rss)
    return json.loads(text), wall, rss


class Bench:
    def __init__(self, args):
        self.args = args
        self.tabula = os.path.join(args.build, "bin", "tabula")
        self.loops = os.path.join(args.build, "tests", "bin")
        self.quick = args.quick
        self.repeats = args.repeats or (3 if self.quick else 5)
        # Seconds one timed run aims at, and the most a single projected
        # measurement (check, memory) may take.
        self.slice = 0.3 if self.quick else 2.0
        self.budget = 1.0 if self.quick else 60.0
        self.mem_budget = 2.0 if self.quick else 60.0
        self.figures = {"mode": "quick" if self.quick else "full", "build": args.build}
        self.rows = []      # (target, measured text, met or None)
        self.errors = []

    def say(self, text):
        print(text, flush=True)

    # ---- runners ----------------------------------------------------------
    def sim(self, game, games, players=None, random_seats=0, jobs=1, seed=1, rss=False,
            extra=()):
        cmd = [self.tabula, "sim", game, "--games", str(games), "--jobs", str(jobs),
               "--seed", str(seed), "--json"] + list(extra)
        if players:
            cmd += ["--players", str(players)]
        for k in range(1, random_seats + 1):
            cmd += ["--seat", "%d=random" % k]
        return run_json(cmd, rss)

    def loop(self, binary, games, seed):
        return run_json([os.path.join(self.loops, binary), str(games), str(seed)])[0]

    @staticmethod
    def size_for(rate, seconds, lo, hi):
        """Games that take about `seconds` at `rate` games/s, within [lo, hi]."""
        return int(max(lo, min(hi, rate * seconds)))

    # ---- 1. the loops against sim ------------------------------------------
    def loops_vs_sim(self):
        self.say("== random vs random: hand-written loop and tabula sim, one thread ==")
        out = {}
        for game, binary, seats in LOOPS:
            probe = self.loop(binary, 2000, 99)
            n_loop = self.size_for(probe["games_per_second"], self.slice, 2000, 10**7)
            probe, _, _ = self.sim(game, 100, seats, seats, seed=99)
            n_sim = self.size_for(probe["games_per_second"], self.slice, 100, 10**6)
            loop_gps, sim_gps = [], []
            loop_turns = sim_turns = loop_moves = 0.0
            loop_games = sim_games = 0
            for r in range(self.repeats):
                # Interleaved, so a busy spell on the machine hits both alike.
                lo = self.loop(binary, n_loop, r + 1)
                si, _, _ = self.sim(game, n_sim, seats, seats, seed=r + 1)
                loop_gps.append(lo["games_per_second"])
                sim_gps.append(si["games_per_second"])
                loop_turns += lo["turns_mean"] * n_loop
                loop_moves += lo["moves_mean"] * n_loop
                sim_turns += si["turns_mean"] * n_sim
                loop_games += n_loop
                sim_games += n_sim
            lg, sg = statistics.median(loop_gps), statistics.median(sim_gps)
            lt, st = loop_turns / loop_games, sim_turns / sim_games
            diff = abs(lt - st) / st
            ratio = sg / lg
            self.say("%-13s loop %10.0f games/s  sim %9.0f games/s  sim/loop %.3f"
                     % (game, lg, sg, ratio))
            flag = "  <-- DIFFER BY MORE THAN 3%" if diff > TURNS_TOLERANCE else ""
            self.say("%-13s turns/game: loop %.2f (%d games), sim %.2f (%d games), "
                     "difference %.2f%%; loop moves/game %.2f%s"
                     % ("", lt, loop_games, st, sim_games, 100 * diff,
                        loop_moves / loop_games, flag))
            if diff > TURNS_TOLERANCE:
                self.errors.append("%s: the loop's mean game length %.2f differs from sim's "
                                   "%.2f by %.1f%%" % (game, lt, st, 100 * diff))
            out[game] = {"players": seats, "loop_games_per_second": lg,
                         "sim_games_per_second": sg, "ratio": ratio,
                         "loop_turns_mean": lt, "sim_turns_mean": st,
                         "loop_moves_mean": loop_moves / loop_games,
                         "turns_difference": diff, "loop_runs": loop_gps, "sim_runs": sim_gps}
            self.rows.append(("%s random sim >= 0.8x the loop (issue 9)" % game,
                              "%.3fx" % ratio, ratio >= 0.8))
            self.rows.append(("%s random sim >= 0.9x the loop (issue 27)" % game,
                              "%.3fx" % ratio, ratio >= 0.9))
            self.rows.append(("%s loop plays the same game (turns within 3%%)" % game,
                              "%.2f%%" % (100 * diff), diff <= TURNS_TOLERANCE))
        self.figures["loops"] = out

    # ---- 2. Absolute random turns/s ----------------------------------------
    def absolute_turns(self):
        self.say("\n== Absolute, 2 random seats, one thread ==")
        probe, _, _ = self.sim("absolute", 5, 2, 2, seed=99)
        n = self.size_for(probe["games_per_second"], self.slice, 5, 10**6)
        rates, turns = [], []
        for r in range(self.repeats):
            si, _, _ = self.sim("absolute", n, 2, 2, seed=r + 1)
            rates.append(si["games_per_second"] * si["turns_mean"])
            turns.append(si["turns_mean"])
        rate = statistics.median(rates)
        self.say("absolute      %.0f turns/s (median of %d runs of %d games; %.1f turns/game)"
                 % (rate, len(rates), n, statistics.mean(turns)))
        self.figures["absolute_random"] = {"turns_per_second": rate, "games": n, "runs": rates}
        self.rows.append(("Absolute random play >= 1,000,000 turns/s", "%.0f" % rate,
                          rate >= 1e6))

    # ---- 3. check games/s --------------------------------------------------
    def check_rate(self, tabula, game, target_n, probe_n):
        """`check GAME --games N`: (N per second, N run, played, projected s for target_n)."""
        _, wall, _ = run([tabula, "check", game, "--games", str(probe_n)])
        n = probe_n
        rate = probe_n / wall
        want = min(target_n, self.size_for(rate, self.budget, probe_n, target_n))
        if not self.quick and want > probe_n:
            text, wall, _ = run([tabula, "check", game, "--games", str(want)])
            n, rate = want, want / wall
        return rate, n, target_n / rate

    def checks(self):
        self.say("\n== tabula check GAME --games N (N per second of wall time) ==")
        probes = {"absolute": 1, "face-to-face": 10, "zero": 5, "crazy-eights": 10}
        out = {}
        for game in GAMES:
            target = 300 if game == "absolute" else 200
            rate, n, projected = self.check_rate(self.tabula, game, target, probes[game])
            how = "measured" if n == target else "projected from --games %d" % n
            self.say("%-13s %8.2f games/s; --games %d takes %.1f s (%s)"
                     % (game, rate, target, projected, how))
            out[game] = {"games_per_second": rate, "games_run": n,
                         "seconds_for_%d" % target: projected}
            if game == "absolute":
                self.rows.append(("check absolute --games 300 <= 60 s",
                                  "%.1f s (%s)" % (projected, how), projected <= 60))
        self.figures["check"] = out
        if not self.args.asan_build:
            self.say("sanitizer build: not measured (pass --asan-build DIR)")
            self.rows.append(("every game's check --games 200, sanitizer build, <= 10 min",
                              "not measured", None))
            return
        total, asan = 0.0, {}
        tabula = os.path.join(self.args.asan_build, "bin", "tabula")
        for game in GAMES:
            rate, n, projected = self.check_rate(tabula, game, 200, probes[game])
            total += projected
            asan[game] = {"games_per_second": rate, "games_run": n, "seconds_for_200": projected}
            self.say("%-13s sanitizer build: --games 200 takes %.1f s (%s)"
                     % (game, projected,
                        "measured" if n == 200 else "projected from --games %d" % n))
        self.figures["check_sanitizer"] = {"games": asan, "seconds_total": total}
        self.rows.append(("every game's check --games 200, sanitizer build, <= 10 min",
                          "%.0f s" % total, total <= 600))

    # ---- 4. --jobs 2 against --jobs 1 --------------------------------------
    def jobs(self):
        self.say("\n== sim face-to-face (random seats): --jobs 2 against --jobs 1 ==")
        probe, _, _ = self.sim("face-to-face", 200, 2, 2, seed=99)
        n = self.size_for(probe["games_per_second"], 2 * self.slice, 400, 10**6)
        one, two = [], []
        for r in range(self.repeats):
            one.append(self.sim("face-to-face", n, 2, 2, jobs=1, seed=r + 1)[0]["games_per_second"])
            two.append(self.sim("face-to-face", n, 2, 2, jobs=2, seed=r + 1)[0]["games_per_second"])
        speedup = statistics.median(two) / statistics.median(one)
        self.say("--jobs 1 %.0f games/s, --jobs 2 %.0f games/s: speed-up %.2f (%d games, "
                 "%d cores online, shared)" % (statistics.median(one), statistics.median(two),
                                               speedup, n, os.cpu_count() or 0))
        self.figures["jobs"] = {"game": "face-to-face", "games": n, "jobs1": one, "jobs2": two,
                                "speedup": speedup}
        self.rows.append(("sim --jobs 2 >= 1.8x --jobs 1", "%.2fx" % speedup, speedup >= 1.8))

    # ---- 4b. sim --mpi: 2 ranks against 1 (a TABULA_MPI=ON build) ----------
    def mpi(self):
        self.say("\n== sim face-to-face --mpi (random seats, --jobs 1): mpirun -n 2 against -n 1 ==")
        cache = os.path.join(self.args.build, "CMakeCache.txt")
        try:
            mpi_on = re.search(r"^TABULA_MPI:\w+=(ON|1|TRUE)$", open(cache).read(), re.M)
        except OSError:
            mpi_on = None
        mpirun = shutil.which("mpirun")
        if not mpi_on or not mpirun:
            self.say("skipped: %s" % ("no mpirun" if mpi_on else "not a TABULA_MPI=ON build"))
            return
        os.environ.setdefault("OMPI_ALLOW_RUN_AS_ROOT", "1")
        os.environ.setdefault("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
        probe, _, _ = self.sim("face-to-face", 2000, 2, 2, seed=99)
        n = self.size_for(probe["games_per_second"], 6 * self.slice, 2000, 10**7)

        def one_run(ranks, seed):
            cmd = [mpirun, "--oversubscribe", "-n", str(ranks), self.tabula, "sim",
                   "face-to-face", "--games", str(n), "--jobs", "1", "--seed", str(seed),
                   "--seat", "1=random", "--seat", "2=random", "--mpi", "--json"]
            d, wall, _ = run_json(cmd)
            return wall, n / d["games_per_second"]

        # Interleaved pairs; each figure the median.  "sim" is the time the
        # ranks spend from MPI_Init's end to the gathered report; "wall"
        # adds mpirun's start and MPI_Init/Finalize.
        w1, w2, s1, s2 = [], [], [], []
        for r in range(self.repeats):
            a, b = one_run(1, r + 1)
            c, d = one_run(2, r + 1)
            w1.append(a); s1.append(b); w2.append(c); s2.append(d)
        wall = statistics.median(w1) / statistics.median(w2)
        sim = statistics.median(s1) / statistics.median(s2)
        start = statistics.median(w1) - statistics.median(s1)
        self.say("%d games: 1 rank %.2f s (sim %.2f s), 2 ranks %.2f s (sim %.2f s): "
                 "%.2fx wall, %.2fx within the sim; start and stop of a run %.2f s"
                 % (n, statistics.median(w1), statistics.median(s1), statistics.median(w2),
                    statistics.median(s2), wall, sim, start))
        self.figures["mpi"] = {"game": "face-to-face", "games": n, "wall1": w1, "wall2": w2,
                               "sim1": s1, "sim2": s2, "speedup_wall": wall,
                               "speedup_sim": sim, "start_stop_seconds": start}
        self.rows.append(("sim --mpi: mpirun -n 2 >= 1.8x -n 1 (wall)", "%.2fx" % wall,
                          wall >= 1.8))

    # ---- 5b. a sweep's memory: 10 variants x 100,000 games -----------------
    def sweep_memory(self):
        self.say("\n== peak memory of a sweep: 10 variants x N games against 1 variant ==")
        n = 100000
        probe, _, _ = self.sim("face-to-face", 2000, 2, 2, seed=99)
        if self.quick:
            n = self.size_for(probe["games_per_second"], self.budget / 10, 1000, n)
        sweep = ["--sweep", "min_play=1..5", "--sweep", "hand_size=6,7"]
        _, wall, big = run([self.tabula, "sim", "face-to-face", "--games", str(n), "--jobs", "1",
                            "--seat", "1=random", "--seat", "2=random"] + sweep, rss=True)
        _, _, small = run([self.tabula, "sim", "face-to-face", "--games", "1000", "--jobs", "1",
                           "--seat", "1=random", "--seat", "2=random", "--sweep", "min_play=1"],
                          rss=True)
        self.say("10 variants x %d games: peak %d KiB in %.1f s; 1 variant x 1000 games: "
                 "peak %d KiB" % (n, big, wall, small))
        self.figures["sweep_memory"] = {"games": n, "variants": 10, "peak_kib": big,
                                        "peak_kib_small": small, "seconds": wall}
        self.rows.append(("sweep 10 x %d games: memory as for 1 x 1000 (within 1 MiB)" % n,
                          "%d KiB (%+d KiB)" % (big, big - small), big - small <= 1024))

    # ---- 5. peak memory ----------------------------------------------------
    def memory(self):
        target = self.args.mem_games
        self.say("\n== sim GAME --games N --jobs 1 (default bots): peak RSS ==")
        # sim keeps no record per game, so peak memory should not grow with
        # N; the growth is still measured, once, where games are cheapest
        # (Crazy Eights, random seats) between N/2 and N games, and any slope
        # found is charged to the games a run could not afford to play.
        probe, wall, _ = self.sim("crazy-eights", 200, 2, 2)
        n = self.size_for(200 / wall, self.mem_budget, 2000, target)
        _, _, high = self.sim("crazy-eights", n, 2, 2, rss=True)
        _, _, low = self.sim("crazy-eights", n // 2, 2, 2, rss=True)
        slope = max(0.0, (high - low) / (n - n // 2))
        self.say("growth: %.1f bytes per game (crazy-eights, random seats, %d and %d games)"
                 % (slope * 1024, n // 2, n))
        out, worst = {}, 0.0
        for game in GAMES:
            _, wall, _ = self.sim(game, 50)
            n = self.size_for(50 / wall, self.mem_budget / 2, 100, target)
            _, _, rss = self.sim(game, n, rss=True)
            if n >= target:
                peak, how = rss, "measured"
            else:
                peak = rss + slope * (target - n)
                how = "projected from %.1f MiB at %d games" % (rss / 1024.0, n)
            mib = peak / 1024.0
            worst = max(worst, mib)
            self.say("%-13s %7.1f MiB for --games %d (%s)" % (game, mib, target, how))
            out[game] = {"peak_mib": mib, "how": how, "rss_kib": rss, "games": n}
        self.figures["memory"] = {"target_games": target, "bytes_per_game": slope * 1024,
                                  "games": out, "worst_mib": worst}
        if self.quick:
            # Below ~100k games glibc's heap growth swamps the slope (it
            # came out 55-120 bytes a game between runs): no verdict.
            self.rows.append(("sim --games %d peak <= 64 MiB (worst game)" % target,
                              "~%.0f MiB (quick: too rough to judge)" % worst, None))
        else:
            self.rows.append(("sim --games %d peak <= 64 MiB (worst game)" % target,
                              "%.1f MiB" % worst, worst <= 64))

    # ---- 6. greedy bots ----------------------------------------------------
    def greedy(self):
        self.say("\n== greedy vs greedy (default bots and seats), one thread ==")
        self.say("sim --think-times times every bot move (the bot's own call, from the "
                 "state to its chosen move); the median over all moves of the run, median "
                 "of the runs")
        out, worst = {}, 0.0
        for game in GAMES:
            probe, wall, _ = self.sim(game, 10)
            players = len(probe["seats"])
            n = self.size_for(10 / wall, self.slice, 10, 10**6)
            medians, p95s, moves = [], [], 0
            for r in range(self.repeats):
                si, wall, _ = self.sim(game, n, seed=r + 1, extra=["--think-times"])
                think = si["bots"][0]["think_ms"]
                medians.append(think["median"])
                p95s.append(think["p95"])
                moves = think["moves"]
            ms = statistics.median(medians)
            worst = max(worst, ms)
            self.say("%-13s median %.4f ms/move, 95th percentile %.4f ms (%d players, %d games "
                     "a run, %d moves)" % (game, ms, statistics.median(p95s), players, n, moves))
            out[game] = {"median_ms": ms, "p95_ms": statistics.median(p95s), "players": players,
                         "games": n, "moves": moves, "runs": medians}
        self.figures["greedy"] = {"games": out, "worst_median_ms": worst}
        self.rows.append(("greedy bots: median <= 0.1 ms per move (worst game)",
                          "%.4f ms" % worst, worst <= 0.1))

    # ---- 9. against another build (--base) -----------------------------------
    def versus_base(self):
        base = self.args.base
        if not base:
            self.say("\n== against another build: skipped (no --base BUILD) ==")
            return
        self.say("\n== this build against %s, one thread, interleaved runs ==" % base)
        self.say("the ratio is this build's speed over the base's (above 1: faster); each "
                 "run's pair is taken in turn, the median of the pairs' ratios")
        base_tabula = os.path.join(base, "bin", "tabula")
        out = {"base": base, "sims": {}, "search": {}}
        for game, seats in BASE_SIMS:
            label = "%s %s" % (game, "random" if seats else "default bots")
            probe, wall, _ = self.sim(game, 20, seats, seats)
            n = self.size_for(20 / wall, self.slice, 20, 10**6)
            ratios, mine, theirs = [], [], []
            for r in range(self.repeats):
                a, _, _ = self.sim(game, n, seats or None, seats, seed=r + 1)
                cmd = [base_tabula, "sim", game, "--games", str(n), "--jobs", "1", "--seed",
                       str(r + 1), "--json"]
                if seats:
                    cmd += ["--players", str(seats)]
                for k in range(1, seats + 1):
                    cmd += ["--seat", "%d=random" % k]
                b = run_json(cmd)[0]
                mine.append(a["games_per_second"])
                theirs.append(b["games_per_second"])
                ratios.append(a["games_per_second"] / b["games_per_second"])
            ratio = statistics.median(ratios)
            self.say("%-28s this %10.0f games/s  base %10.0f games/s  ratio %.3f (%d games a run)"
                     % (label, statistics.median(mine), statistics.median(theirs), ratio, n))
            out["sims"][label] = {"games": n, "this_gps": statistics.median(mine),
                                  "base_gps": statistics.median(theirs), "ratio": ratio,
                                  "ratios": ratios}
            if not seats:
                self.rows.append(("%s greedy sim >= 0.9x the base's speed" % game,
                                  "%.3fx" % ratio, ratio >= 0.9))
        for plugin, players in BASE_SEARCH:
            ratios, mine, theirs = [], [], []
            games = "1" if self.quick else "2"
            for r in range(self.repeats):
                a = run_json([os.path.join(self.loops, "bench_ismcts"), plugin, str(players),
                              games, "ismcts"])[0]
                b = run_json([os.path.join(base, "tests", "bin", "bench_ismcts"), plugin,
                              str(players), games, "ismcts"])[0]
                mine.append(a["cpu_median_ms"])
                theirs.append(b["cpu_median_ms"])
                ratios.append(a["cpu_median_ms"] / b["cpu_median_ms"])
            ratio = statistics.median(ratios)
            self.say("ismcts %-21s this %7.2f ms  base %7.2f ms  think time ratio %.3f "
                     "(median CPU ms a decision, %s game(s) a run)"
                     % (plugin, statistics.median(mine), statistics.median(theirs), ratio, games))
            out["search"][plugin] = {"this_ms": statistics.median(mine),
                                     "base_ms": statistics.median(theirs), "ratio": ratio,
                                     "ratios": ratios}
            self.rows.append(("ismcts %s think time <= 0.5x the base's" % plugin,
                              "%.3fx" % ratio, ratio <= 0.5))
        self.figures["versus_base"] = out

    # ---- the table ---------------------------------------------------------
    def table(self):
        self.say("\n== targets (%s run, %s) ==" % (self.figures["mode"], self.args.build))
        width = max(len(t) for t, _, _ in self.rows)
        for target, value, met in self.rows:
            verdict = "n/a" if met is None else ("MET" if met else "NOT MET")
            self.say("%-*s  %-36s %s" % (width, target, value, verdict))
        self.figures["targets"] = [{"target": t, "measured": v, "met": m}
                                   for t, v, m in self.rows]


def build_type(build):
    try:
        with open(os.path.join(build, "CMakeCache.txt")) as f:
            m = re.search(r"^CMAKE_BUILD_TYPE:\w+=(.*)$", f.read(), re.M)
            return m.group(1) if m else "?"
    except OSError:
        return "?"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("build", help="the build folder (bin/tabula, tests/bin/*_loop)")
    ap.add_argument("--quick", action="store_true", help="short runs: a smoke test, noisy")
    ap.add_argument("--repeats", type=int, help="timed runs per figure (3 quick, 5 full)")
    ap.add_argument("--json", metavar="FILE", help="write the figures as JSON ('-': stdout)")
    ap.add_argument("--asan-build", metavar="DIR",
                    help="a TABULA_SANITIZE=ON build, for the sanitizer check target")
    ap.add_argument("--mem-games", type=int, default=1000000,
                    help="the sim size the memory target names (default 1000000)")
    ap.add_argument("--only", metavar="PARTS",
                    help="comma-separated parts to run: " + ",".join(PARTS))
    ap.add_argument("--strict", action="store_true", help="exit 1 when a target is not met")
    ap.add_argument("--base", metavar="BUILD",
                    help="another Release build (TABULA_BENCH=ON) to compare with side by side")
    args = ap.parse_args()
    global PEAK_RSS
    PEAK_RSS = os.path.join(args.build, "tests", "bin", "peak_rss")
    bench = Bench(args)
    kind = build_type(args.build)
    bench.say("tabula benchmark: %s, build type %s, %s mode"
              % (args.build, kind, bench.figures["mode"]))
    if kind != "Release":
        bench.say("warning: not a Release build; the targets are for Release")
    bench.figures["build_type"] = kind
    t0 = time.monotonic()
    parts = args.only.split(",") if args.only else PARTS
    unknown = [p for p in parts if p not in PARTS]
    if unknown:
        ap.error("unknown part(s) %s (known: %s)" % (",".join(unknown), ",".join(PARTS)))
    try:
        for part in PARTS:
            if part in parts:
                getattr(bench, part)()
    except Failed as e:
        print("run.py: a run failed: %s" % e, file=sys.stderr)
        return 1
    bench.table()
    bench.figures["seconds"] = time.monotonic() - t0
    bench.say("(%.0f s)" % bench.figures["seconds"])
    if args.json:
        text = json.dumps(bench.figures, indent=2)
        if args.json == "-":
            print(text)
        else:
            with open(args.json, "w") as f:
                f.write(text + "\n")
    for e in bench.errors:
        print("run.py: %s" % e, file=sys.stderr)
    if bench.errors:
        return 1
    if args.strict and any(m is False for _, _, m in bench.rows):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
