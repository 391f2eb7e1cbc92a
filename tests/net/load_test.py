#!/usr/bin/env python3
"""The load test: TABLES tables at once (one `tabula serve` process each),
each a game of absolute-quick with one scripted client and two bots.  One
Python process drives every client through select().  Every game must end
normally, and its result must equal the same game played locally with the
same seed and moves.  Prints moves per second (all tables together) and
each server's peak memory (VmHWM) as the result arrived.

    load_test.py TABULA WORKDIR [TABLES]
"""
import os
import random
import select
import statistics
import sys
import time

from netkit import Client, Server, check, play_local

tabula, wd = sys.argv[1], sys.argv[2]
tables = int(sys.argv[3]) if len(sys.argv) > 3 else 50


def vm(pid, key):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


games = []
for i in range(tables):
    args = ["absolute-quick", "--players", "3", "--seed", str(100 + i)]
    d = os.path.join(wd, "t%02d" % i)
    os.makedirs(d, exist_ok=True)
    srv = Server(tabula, args + ["--port", "0", "--bot-delay", "0"], d)
    games.append({"args": args, "dir": d, "srv": srv, "rng": random.Random(i), "moves": [],
                  "waiting": None, "result": None})
try:
    start = time.monotonic()
    for g in games:
        g["c"] = Client(g["srv"].port, g["srv"].tokens[1])
    by_fd = {g["c"].fileno(): g for g in games}
    live = set(by_fd)
    deadline = start + 600
    while live:
        check(time.monotonic() < deadline, "tables still playing after 600 s: %d" % len(live))
        ready = select.select(list(live), [], [], 10)[0]
        check(ready, "no table moved for 10 s")
        for fd in ready:
            g = by_fd[fd]
            c = g["c"]
            c.fill()
            while (m := c.poll_line()) is not None:
                t = m["type"]
                if t == "prompt":
                    c.send({"type": "moves"})
                elif t == "moves":
                    move = m["moves"][g["rng"].randrange(len(m["moves"]))]
                    g["moves"].append(move)
                    c.send({"type": "move", "text": move})
                elif t == "refusal":
                    raise AssertionError("table %s: refused %r" % (g["dir"], m))
                elif t == "result":
                    g["result"] = m["result"]
                    g["hwm"] = vm(g["srv"].proc.pid, "VmHWM")
                    live.discard(fd)
                    c.close()
    elapsed = time.monotonic() - start
    total = sum(g["result"]["moves"] for g in games)
    for g in games:
        check(g["srv"].wait() == 0, "serve exit status")
        check(g["result"]["end"] == "normal", "a table ended %r" % g["result"]["end"])
        local = play_local(tabula, g["args"], g["moves"], g["dir"])
        check(local == g["result"], "table %s: the result differs from local play" % g["dir"])
    hwm = sorted(g["hwm"] for g in games)
    print("tables %d, moves %d (%d by clients), %.2f s: %.0f moves/s; server peak memory "
          "median %d KiB, max %d KiB" % (tables, total, sum(len(g["moves"]) for g in games),
                                          elapsed, total / elapsed, statistics.median(hwm),
                                          hwm[-1]))
finally:
    for g in games:
        g["srv"].kill()
