#!/usr/bin/env python3
"""Re-score every Zero round of finished games with an independent scorer.

Reads games either from `zero_dump` (one JSON object per line, run here) or
from result JSON files written by `tabula play --result-json`, and checks
each round of rounds_detail: every hand scored by the rules (groups of
group_size cards of one colour or one value score 0, the other cards count
each distinct value once), Zero called exactly when a hand is a Zero, the
dealer rotating from seat 1, no card in two hands, and the totals adding up.

usage: rescore.py --dump ZERO_DUMP GAMES [FIRST_SEED]
       rescore.py RESULT.json ...
Exit 0 when every check holds, 1 otherwise.
"""
import json
import subprocess
import sys
from collections import Counter


def parse(card):
    """'r5' -> ('r', 5); the colour letter is whatever the table uses."""
    return card[0].lower(), int(card[1:])


def score(hand, group):
    colours = Counter(c for c, _ in hand)
    values = Counter(v for _, v in hand)
    left = {v for c, v in hand if colours[c] < group and values[v] < group}
    return sum(left)


def is_zero(hand, group):
    """A colour group and a value group that together hold the whole hand."""
    colours = Counter(c for c, _ in hand)
    values = Counter(v for _, v in hand)
    for colour, nc in colours.items():
        for value, nv in values.items():
            if nc >= group and nv >= group:
                covered = [x for x in hand if x[0] == colour or x[1] == value]
                if len(covered) == len(hand):
                    return True
    # other sizes: more than one group may be needed; all cards grouped
    return all(colours[c] >= group or values[v] >= group for c, v in hand)


class Checker:
    def __init__(self):
        self.failures = 0
        self.rounds = 0

    def fail(self, where, what):
        self.failures += 1
        print(f"FAIL {where}: {what}")

    def game(self, where, players, group, hand_size, rounds_wanted, details, totals,
             round_scores=None):
        if rounds_wanted is not None and len(details) != rounds_wanted:
            self.fail(where, f"{len(details)} rounds, want {rounds_wanted}")
        sums = [0] * players
        for i, d in enumerate(details):
            at = f"{where} round {i + 1}"
            self.rounds += 1
            if d.get("round") != i + 1:
                self.fail(at, f"round number {d.get('round')}")
            if d.get("dealer") != i % players + 1:
                self.fail(at, f"dealer {d.get('dealer')}, want {i % players + 1}")
            seen = set()
            zero_hands = []
            entries = d.get("players", [])
            if [e.get("seat") for e in entries] != list(range(1, players + 1)):
                self.fail(at, "players are not seats 1..N in order")
            for e in entries:
                seat = e["seat"]
                hand = [parse(c) for c in e["hand"]]
                if len(hand) != hand_size:
                    self.fail(at, f"seat {seat} holds {len(hand)} cards")
                for c in e["hand"]:
                    if c.lower() in seen:
                        self.fail(at, f"{c} is in two hands")
                    seen.add(c.lower())
                want = score(hand, group)
                if e["score"] != want:
                    self.fail(at, f"seat {seat} scored {e['score']}, rescored {want}")
                if is_zero(hand, group):
                    zero_hands.append(seat)
                if round_scores is not None and round_scores[seat - 1][i] != e["score"]:
                    self.fail(at, f"seat {seat}: rounds[] says {round_scores[seat - 1][i]}")
                sums[seat - 1] += e["score"]
            end, zero = d.get("end"), d.get("zero")
            if end == "zero":
                if zero not in zero_hands:
                    self.fail(at, f"seat {zero} called Zero without a Zero hand")
            else:
                if end not in ("knocks", "turn_limit"):
                    self.fail(at, f"end '{end}'")
                if zero is not None:
                    self.fail(at, f"zero {zero} but end '{end}'")
                if zero_hands:
                    self.fail(at, f"seats {zero_hands} hold a Zero nobody called")
        if totals is not None and sums != totals:
            self.fail(where, f"totals {totals}, rounds add up to {sums}")
        return sums


def from_dump(exe, games, first):
    out = subprocess.run([exe, str(games), str(first)], check=True, capture_output=True,
                         text=True).stdout
    chk = Checker()
    n = 0
    for line in out.splitlines():
        g = json.loads(line)
        n += 1
        if not g["over"]:
            chk.fail(f"seed {g['seed']}", "game did not end")
        chk.game(f"seed {g['seed']}", g["players"], g["group_size"], 9, g["players"],
                 g["rounds_detail"], g["totals"])
    if n != games:
        chk.fail("dump", f"{n} games, want {games}")
    return chk, n


def from_results(paths):
    chk = Checker()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            r = json.load(f)
        opts = r.get("options", {})
        players = len(r["players"])
        rounds = int(opts.get("rounds", 0)) or players
        totals = [p["total"] for p in r["players"]]
        per_round = [p["rounds"] for p in r["players"]]
        sums = chk.game(path, players, int(opts.get("group_size", 5)),
                        int(opts.get("hand_size", 9)), rounds, r["rounds_detail"], totals,
                        per_round)
        best = min(sums)
        winners = [i + 1 for i, t in enumerate(sums) if t == best]
        if sorted(r.get("winners", [])) != winners:
            chk.fail(path, f"winners {r.get('winners')}, lowest totals {winners}")
    return chk, len(paths)


def main(argv):
    if len(argv) >= 3 and argv[1] == "--dump":
        chk, n = from_dump(argv[2], int(argv[3]) if len(argv) > 3 else 50,
                           int(argv[4]) if len(argv) > 4 else 1)
    elif len(argv) >= 2:
        chk, n = from_results(argv[1:])
    else:
        print(__doc__)
        return 2
    print(f"{n} games, {chk.rounds} rounds rescored, {chk.failures} failures")
    print(f"{max(chk.rounds - chk.failures, 0)} passed, {chk.failures} failed")
    return 1 if chk.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
