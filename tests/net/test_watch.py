#!/usr/bin/env python3
"""Spectators and seats see only what they may.  Three people (scripted
clients) play absolute-quick while a spectator client and `tabula join
--watch` watch.  Every message the spectator receives is checked against
the hands at that moment (known from the seats' own views): no card label
of any hand that was never on the table appears anywhere in it, and its hand zones hold only hidden
cards.  Each seat's views show no other seat's hand.

    test_watch.py TABULA WORKDIR SEED
"""
import random
import re
import select
import sys
import time

from netkit import Client, Joiner, Server, check, play_turn

tabula, wd, seed = sys.argv[1], sys.argv[2], sys.argv[3]
srv = Server(tabula, ["absolute-quick", "--players", "3", "--seat", "1=human", "--seat",
                      "2=human", "--seat", "3=human", "--seed", seed, "--port", "0",
                      "--bot-delay", "0"], wd)
rng, record = random.Random(int(seed)), []
try:
    watcher = Client(srv.port, srv.watch)
    w = watcher.until(lambda m: m["type"] == "welcome")[-1]
    check(w["seat"] is None and w["name"] == "spectator", "the spectator's welcome: %r" % w)
    seats = {k: Client(srv.port, srv.tokens[k]) for k in (1, 2, 3)}
    joiner = Joiner(tabula, srv.port, srv.watch, ["--watch"])
    result, deadline = None, time.monotonic() + 120
    while result is None:
        check(time.monotonic() < deadline, "the game did not end in time (%d moves)" % len(record))
        ready = select.select(list(seats.values()), [], [], 10)[0]
        check(ready, "nothing for 10 s")
        for k, c in seats.items():
            if c not in ready:
                continue
            c.fill()
            while (m := c.poll_line()) is not None:
                if m["type"] == "prompt":
                    play_turn(c, rng, record, k)
                elif m["type"] == "result":
                    result = m
    # The spectator's messages, all of them, to the end.
    while watcher.recv(10)["type"] != "result":
        pass
    for c in seats.values():
        while not any(m["type"] == "result" for m in c.seen):
            check(c.recv(10) is not None, "a seat's connection ended before the result")
        c.close()
    watcher.close()
    rc, out, err = joiner.finish()
    check(srv.wait() == 0, "serve's exit status")
    check(rc == 0 and "Result of absolute-quick" in out, "join --watch: %d %r" % (rc, err))
    check(not re.search(r"seat \d+ \([^\n]*\)> ", out), "a spectator is never prompted")

    # The seats' views by move count.
    views = {k: {} for k in seats}
    for k, c in seats.items():
        for m in c.seen:
            if m["type"] == "view":
                check(m["seat"] == k, "seat %d got a view of seat %r" % (k, m["seat"]))
                views[k][m["moves"]] = m
    moves_seen = sorted(set.intersection(*(set(v) for v in views.values())))
    check(len(moves_seen) > 20, "views after every move: %d" % len(moves_seen))

    def zones(view):
        return {z["name"]: z for z in view["zones"]}

    # A card on the table that a player takes into the hand stays known:
    # only cards never shown since the deal are secret.
    private, public, ever = {}, {}, set()
    for n in moves_seen:
        priv, pub = set(), set()
        for k in seats:
            mine = zones(views[k][n])
            for name, z in mine.items():
                labels = {c["label"] for c in z["cards"] if "label" in c}
                others = [zones(views[j][n]).get(name) for j in seats if j != k]
                hidden_elsewhere = any(o and any(c.get("hidden") for c in o["cards"])
                                       for o in others)
                if z["owner"] == k and hidden_elsewhere:
                    priv |= labels
                    for o in others:  # no other seat sees it either
                        check(o and all(c.get("hidden") for c in o["cards"]),
                              "move %d: zone %s of seat %d seen by another seat" % (n, name, k))
                else:
                    pub |= labels
        ever |= pub
        private[n], public[n] = priv - ever, pub
    check(any(private.values()), "the hands were found")

    def strings(x):
        if isinstance(x, str):
            yield from (t for t in re.split(r"[\s,;:()\[\]]+", x) if t)
        elif isinstance(x, dict):
            for k, v in x.items():
                yield from strings(k)
                yield from strings(v)
        elif isinstance(x, list):
            for v in x:
                yield from strings(v)

    checked, waiting, n = 0, [], None
    for m in watcher.seen:
        waiting.append(m)
        if m["type"] != "view":
            continue
        n = m["moves"]
        check(m["seat"] is None, "the spectator got the view of seat %r" % m["seat"])
        check(n in private, "move %d: the spectator's view has no seats' views beside it" % n)
        for msg in waiting:
            leaked = set(strings(msg)) & private[n]
            check(not leaked, "move %d: the spectator saw %r in %r" % (n, leaked, msg))
            checked += 1
        waiting = []
        for name, z in zones(m).items():
            owner = z["owner"]
            if owner is not None and name in zones(views[owner][n]) and \
                    {c["label"] for c in zones(views[owner][n])[name]["cards"] if "label" in c} \
                    & private[n]:
                check(all(c.get("hidden") for c in z["cards"]),
                      "move %d: the spectator sees into %s" % (n, name))
    # After the last view only the result comes, and its rounds_detail shows
    # every hand as it was scored, as `play` shows everyone: open cards then.
    check([m["type"] for m in waiting] == ["log", "result"] or
          [m["type"] for m in waiting] == ["result"], "after the last view: %r" % waiting)
    check(checked > 50, "messages checked: %d" % checked)
    print("ok: %d spectator messages checked, %d moves" % (checked, len(record)))
finally:
    srv.kill()
