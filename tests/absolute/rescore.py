#!/usr/bin/env python3
"""Re-score every Absolute round of finished games with an independent scorer.

Plays seeded bot games through the real command line (`tabula play ...
--result-json`) or reads result JSON files, and checks each round of
rounds_detail against the rules as written in docs/games/absolute.md:
every set valid (3+ cards, zero sum, one zero card at most, a zero card's
value 0..10 with its own sign), every set score (base, extra cards, runs of
each sign by printed value, doubling once for one suit or four of a kind),
every hand penalty, every round score, the totals, the winners, the closer,
and that no card is in two places.

usage: rescore.py --tabula TABULA GAMES [FIRST_SEED]
       rescore.py RESULT.json ...
Exit 0 when every check holds, 1 otherwise.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

CARD = re.compile(r"^([+-]?)(10|[0-9])([osdx])(?:=([+-]?)(10|[0-9]+))?$", re.I)


def parse(text):
    """'-0s=-9' -> (sign, abs value, suit, represented value or None)."""
    m = CARD.match(text)
    if not m:
        raise ValueError(f"bad card {text!r}")
    sign = -1 if m.group(1) == "-" else 1
    mag = int(m.group(2))
    rep = None
    if m.group(5) is not None:
        rep = int(m.group(5)) * (-1 if m.group(4) == "-" else 1)
    return sign, mag, m.group(3).lower(), rep


def runs(mags):
    total, length = 0, 0
    for k in range(12):
        if k <= 10 and k in mags:
            length += 1
        else:
            if length >= 3:
                total += length
            length = 0
    return total


def set_problem(cards):
    zeros = [c for c in cards if c[1] == 0]
    if len(cards) < 3:
        return "fewer than 3 cards"
    if len(zeros) > 1:
        return "two zero cards"
    total = 0
    for sign, mag, _, rep in cards:
        if mag == 0:
            if rep is None:
                return "zero card without its value"
            if abs(rep) > 10 or (rep != 0 and (rep > 0) != (sign > 0)):
                return f"zero card cannot represent {rep}"
            total += rep
        else:
            total += sign * mag
    return None if total == 0 else f"sums to {total}"


def set_score(cards):
    base = max(mag for _, mag, _, _ in cards)
    extra = max(0, len(cards) - 3)
    pos = {mag for sign, mag, _, _ in cards if sign > 0}
    neg = {mag for sign, mag, _, _ in cards if sign < 0}
    pts = base + extra + runs(pos) + runs(neg)
    one_suit = len({suit for _, _, suit, _ in cards}) == 1
    counts = {}
    for _, mag, _, _ in cards:
        if mag:
            counts[mag] = counts.get(mag, 0) + 1
    four = any(n >= 4 for n in counts.values())
    return pts * 2 if one_suit or four else pts


def penalty(hand):
    if not hand:
        return 0
    return max(mag for _, mag, _, _ in hand) + len(hand) - 1


class Checker:
    def __init__(self):
        self.failures = 0
        self.rounds = 0

    def fail(self, where, what):
        self.failures += 1
        print(f"FAIL {where}: {what}")

    def result(self, where, res):
        players = res["players"]
        n = len(players)
        details = res.get("rounds_detail", [])
        go_out = res.get("options", {}).get("sets_to_go_out", 3)
        if len(details) != len(players[0]["rounds"]):
            self.fail(where, "rounds_detail and players' rounds differ in length")
        for i, d in enumerate(details):
            at = f"{where} round {i + 1}"
            self.rounds += 1
            if d.get("round") != i + 1:
                self.fail(at, f"round number {d.get('round')}")
            seen = set()
            if d["end"] == "turn_limit" and d["closer"] is not None:
                self.fail(at, "a turn_limit round has a closer")
            if d["end"] == "went_out":
                c = d["closer"]
                if not isinstance(c, int) or not 1 <= c <= n:
                    self.fail(at, f"closer {c}")
                else:
                    e = d["players"][c - 1]
                    if e["hand"] or len(e["sets"]) < go_out:
                        self.fail(at, "the closer did not go out")
            for e in d["players"]:
                seat = e["seat"]
                scores = []
                for s in e["sets"]:
                    cards = [parse(t) for t in s]
                    for t in s:
                        key = t.split("=")[0].lower()
                        if key in seen:
                            self.fail(at, f"{key} is in two places")
                        seen.add(key)
                    why = set_problem(cards)
                    if why:
                        self.fail(at, f"seat {seat} set {s}: {why}")
                        scores.append(0)
                    else:
                        scores.append(set_score(cards))
                if scores != e["set_scores"]:
                    self.fail(at, f"seat {seat} set scores {e['set_scores']}, rescored {scores}")
                hand = [parse(t) for t in e["hand"]]
                for t in e["hand"]:
                    if "=" in t:  # a hand's zero stands for nothing: as `score ... hand` takes it
                        self.fail(at, f"hand card {t} carries a value")
                    if t.lower() in seen:
                        self.fail(at, f"{t} is in two places")
                    seen.add(t.lower())
                if penalty(hand) != e["penalty"]:
                    self.fail(at, f"seat {seat} penalty {e['penalty']}, rescored {penalty(hand)}")
                want = sum(scores) - penalty(hand)
                if want != e["score"]:
                    self.fail(at, f"seat {seat} score {e['score']}, rescored {want}")
                if players[seat - 1]["rounds"][i] != e["score"]:
                    self.fail(at, f"seat {seat} round score differs from the detail")
        totals = [sum(p["rounds"]) for p in players]
        for p, t in zip(players, totals):
            if p["total"] != t:
                self.fail(where, f"seat {p['seat']} total {p['total']}, sum {t}")
        best = max(totals)
        winners = [i + 1 for i, t in enumerate(totals) if t == best]
        if sorted(res["winners"]) != winners:
            self.fail(where, f"winners {res['winners']}, want {winners}")


def play(tabula, seed, tmp):
    n = 2 + seed % 4
    bots = ["greedy", "random"]
    out = os.path.join(tmp, f"r{seed}.json")
    cmd = [tabula, "play", "absolute", "--players", str(n), "--seed", str(seed), "--ui", "text",
           "--result-json", out]
    for k in range(n):
        cmd += ["--seat", f"{k + 1}={bots[(k + seed) % 2]}"]
    subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, check=True)
    with open(out) as f:
        return json.load(f)


def main(argv):
    chk = Checker()
    if len(argv) >= 3 and argv[1] == "--tabula":
        games = int(argv[3]) if len(argv) > 3 else 20
        first = int(argv[4]) if len(argv) > 4 else 1
        with tempfile.TemporaryDirectory() as tmp:
            for seed in range(first, first + games):
                a = play(argv[2], seed, tmp)
                b = play(argv[2], seed, tmp)
                if a != b:
                    chk.fail(f"seed {seed}", "the same seed gave another game")
                chk.result(f"seed {seed}", a)
    else:
        for path in argv[1:]:
            with open(path) as f:
                chk.result(path, json.load(f))
    print(f"{chk.rounds} rounds re-scored, {chk.failures} failures")
    return 1 if chk.failures or chk.rounds == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
