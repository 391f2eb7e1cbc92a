#!/usr/bin/env python3
"""Leaving and coming back: a player disconnects and rejoins with the token
(and gets the current view); a player who stays away on their turn is
replaced by the game's bot after --seat-timeout, announced to everyone
(and marked "away" in the seats a welcome lists), and takes the seat back
on rejoining; the server is killed with SIGKILL
and `serve --load SAVE` restarts the same table with the same tokens, the
players rejoin and finish.  The save then replays to the same result.

    test_rejoin.py TABULA WORKDIR
"""
import json
import random
import select
import subprocess
import sys
import time

from netkit import Client, Hang, Server, check, load_json, play_turn

tabula, wd = sys.argv[1], sys.argv[2]
save = wd + "/table.save"
common = ["--port", "0", "--bot-delay", "0", "--seat-timeout", "1", "--result-json",
          wd + "/r.json"]
srv = Server(tabula, ["absolute", "--players", "3", "--seat", "1=human", "--seat", "2=human",
                      "--seed", "9", "--save", save] + common, wd)
rng = random.Random(4)
record = []


def views(c):
    return [m for m in c.seen if m["type"] == "view"]


def pump(seat, c, hold):
    """Act on the messages of c not yet looked at (the kit's until() may
    have read them already): answer prompts, stop at the result, or at a
    prompt of a held seat."""
    while c.idx < len(c.seen):
        m = c.seen[c.idx]
        c.idx += 1
        check(m["type"] != "refusal", "refused: %r" % m)
        if m["type"] == "result":
            return m
        if m["type"] == "prompt":
            if seat in hold:
                return m
            play_turn(c, rng, record, seat)
    return None


def drive(clients, stop, hold=(), timeout=60):
    """Answer every prompt until stop(), the result, or a held seat's prompt."""
    deadline = time.monotonic() + timeout
    for c in clients.values():
        c.idx = getattr(c, "idx", 0)
    while True:
        for seat, c in clients.items():
            while c.poll_line() is not None:  # lines already read by until()
                pass
            m = pump(seat, c, hold)
            if m:
                return m
        if stop():
            return None
        check(time.monotonic() < deadline, "no progress within %s s" % timeout)
        ready = select.select(list(clients.values()), [], [], 10)[0]
        check(ready, "nothing for 10 s")
        for c in ready:
            c.fill()
            while c.poll_line() is not None:
                pass


try:
    a, b = Client(srv.port, srv.tokens[1]), Client(srv.port, srv.tokens[2])
    drive({1: a, 2: b}, lambda: len(record) >= 6)
    # Leave and come back at once: the current view, and everyone is told.
    before = views(a)[-1]["moves"]
    a.close()
    a = Client(srv.port, srv.tokens[1])
    got = a.until(lambda m: m["type"] == "view")
    check(got[0]["type"] == "welcome" and got[0]["seat"] == 1, "welcome: %r" % got[0])
    check(got[-1]["seat"] == 1 and got[-1]["moves"] >= before, "the current view: %r" % got[-1])
    hand = [z for z in got[-1]["zones"] if z["owner"] == 1 and z["name"] == "hand"]
    check(hand and hand[0]["cards"] and all("label" in c for c in hand[0]["cards"]),
          "seat 1 sees its own hand again")
    b.until(lambda m: m["type"] == "log" and m["text"] == "seat 1 (Player 1) joined")
    # Stay away on one's turn: a bot takes the seat after 1 s, then gives it back.
    held = drive({1: a, 2: b}, lambda: False, hold={1})
    check(held["type"] == "prompt" and held["seat"] == 1, "seat 1's turn: %r" % held)
    a.close()
    took = "seat 1 (Player 1) did not come back within 1 s: the bot greedy plays the seat until they do"
    msgs = b.until(lambda m: m["type"] == "log" and m["text"] == took, 10)
    n = len(record)
    drive({2: b}, lambda: len(record) >= n + 3)
    # Someone arriving now is told seat 1 is a person's, away, a bot in it.
    w = Client(srv.port, srv.watch)
    seats = w.until(lambda m: m["type"] == "welcome")[-1]["seats"]
    check(seats[0].get("away") is True and seats[0]["kind"] == "bot:greedy"
          and "away" not in seats[1] and "away" not in seats[2],
          "the welcome's seats while a bot stands in: %r" % seats)
    w.close()
    a = Client(srv.port, srv.tokens[1])
    b.until(lambda m: m["type"] == "log" and
            m["text"] == "seat 1 (Player 1) is back: the bot greedy leaves the seat")
    n = len(record)
    drive({1: a, 2: b}, lambda: len(record) >= n + 8 and record[-1][0] == 1)
    # SIGKILL, then the same table from its save.
    srv.kill()
    a.close()
    b.close()
    rp = subprocess.run([tabula, "replay", save, "--json"], capture_output=True, timeout=30)
    check(rp.returncode == 0, "the save after SIGKILL replays: %r" % rp.stderr)
    saved_moves = json.loads(rp.stdout)["moves"]
    check(saved_moves >= sum(1 for _ in record), "every move is in the save")
    old = (srv.tokens, srv.watch)
    srv = Server(tabula, ["--load", save] + common, wd)
    check((srv.tokens, srv.watch) == old, "the same tokens after the restart")
    a, b = Client(srv.port, srv.tokens[1]), Client(srv.port, srv.tokens[2])
    v = a.until(lambda m: m["type"] == "view")[-1]
    check(v["moves"] == saved_moves, "rejoined at move %d, saved %d" % (v["moves"], saved_moves))
    result = drive({1: a, 2: b}, lambda: False, timeout=120)
    check(result and result["result"]["end"] == "normal", "the game ended: %r" % result)
    a.close()
    b.close()
    check(srv.wait() == 0, "serve's exit status")
    rp = subprocess.run([tabula, "replay", save, "--json"], capture_output=True, timeout=30)
    check(rp.returncode == 0 and json.loads(rp.stdout) == result["result"],
          "the final save replays to the same result")
    check(load_json(wd + "/r.json") == result["result"], "the result file")
    print("ok: %d moves by people, %d in all" % (len(record), result["result"]["moves"]))
finally:
    srv.kill()
