#!/usr/bin/env python3
"""The load test: TABLES tables at once on ONE `tabula serve --lobby`
process, each a game of absolute-quick with one scripted client (who takes
the table's free seat through the lobby) and two bots.  One Python process
drives every client through select().  Every game must end normally, and
its result must equal the same game played locally with the same seed and
moves.  Prints moves per second (all tables together) and the server's
peak memory (VmHWM) and its memory when every game had ended (VmRSS).

    load_test.py TABULA WORKDIR [TABLES]
"""
import os
import random
import select
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
specs = []
for i in range(tables):
    args = ["absolute-quick", "--players", "3", "--seed", str(100 + i)]
    specs += ["--table", "absolute-quick:players=3,seed=%d" % (100 + i)]
    games.append({"args": args, "rng": random.Random(i), "moves": [], "result": None})
srv = Server.lobby(tabula, specs + ["--port", "0", "--bot-delay", "0",
                                    "--max-conns", str(max(64, 2 * tables))], wd, tables)
try:
    check(srv.tables[0] == "table 1 absolute-quick: 3 players, 1 free seat", srv.tables[0])
    start = time.monotonic()
    for i, g in enumerate(games):
        g["c"] = Client(srv.port, first={"type": "sit", "table": i + 1})
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
                elif t in ("refusal", "error"):
                    raise AssertionError("table %d: %r" % (games.index(g) + 1, m))
                elif t == "result":
                    g["result"] = m["result"]
                    live.discard(fd)
    elapsed = time.monotonic() - start
    # Read while the clients are still connected (the server then waits).
    hwm = vm(srv.proc.pid, "VmHWM")
    rss = vm(srv.proc.pid, "VmRSS")
    with open("/proc/%d/stat" % srv.proc.pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    for g in games:
        g["c"].close()
    total = sum(g["result"]["moves"] for g in games)
    check(srv.wait(30) == 0, "serve exit status")
    for i, g in enumerate(games):
        check(g["result"]["end"] == "normal", "a table ended %r" % g["result"]["end"])
        d = os.path.join(wd, "t%02d" % i)
        os.makedirs(d, exist_ok=True)
        local = play_local(tabula, g["args"], g["moves"], d)
        check(local == g["result"], "table %d: the result differs from local play" % (i + 1))
    print("tables %d on one server, moves %d (%d by clients), %.2f s: %.0f moves/s; server "
          "CPU %.2f s (%.0f moves per CPU second); server peak memory %d KiB, %d KiB when the "
          "games had ended" % (tables, total, sum(len(g["moves"]) for g in games), elapsed,
                               total / elapsed, cpu, total / max(cpu, 0.01), hwm, rss))
finally:
    srv.kill()
