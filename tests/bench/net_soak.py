#!/usr/bin/env python3
"""The network load figure (issue 24; not a timed test): one
`tabula serve --lobby` process with many tables of absolute-quick, each
with one scripted player at full speed against the greedy bot (a rematch
after every result, so the tables never stop), plus idle spectators that
only read.  Reports moves a second, the latency from a move sent to its log
line received (median, 99th percentile), and the server's resident memory
sampled through the run (flat when nothing leaks).

    net_soak.py TABULA [--tables N] [--idle N] [--seconds S]

One Python process drives every connection through epoll; on a small
machine it, not the server, sets the pace (the server's CPU time is
reported beside the wall time).
"""
import argparse
import json
import os
import random
import re
import resource
import selectors
import socket
import subprocess
import sys
import time


def rss_kib(pid):
    with open("/proc/%d/status" % pid) as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))


def cpu_s(pid):
    with open("/proc/%d/stat" % pid) as f:
        parts = f.read().rsplit(")", 1)[1].split()
    return (int(parts[11]) + int(parts[12])) / os.sysconf("SC_CLK_TCK")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tabula")
    ap.add_argument("--tables", type=int, default=256)
    ap.add_argument("--idle", type=int, default=1000)
    ap.add_argument("--seconds", type=float, default=600)
    a = ap.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    args = [a.tabula, "serve", "--lobby", "--port", "0", "--bot-delay", "0",
            "--max-conns", str(2 * (a.tables + a.idle) + 64), "--auth-timeout", "60"]
    for i in range(a.tables):
        args += ["--table", "absolute-quick:players=2,seed=%d" % (i + 1)]
    srv = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    port = int(srv.stdout.readline().rsplit(":", 1)[1])
    for _ in range(a.tables):
        srv.stdout.readline()
    sel = selectors.DefaultSelector()
    rng = random.Random(1)
    stats = {"moves": 0, "games": 0, "lat": []}

    def handshake(first):
        """A connection that has sat (or watched): one at a time, as a
        server bounds the connections without a seat per address."""
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(json.dumps(first).encode() + b"\n")
        buf = b""
        while b'"type":"welcome"' not in buf:
            got = s.recv(1 << 16)
            if not got:
                sys.exit("closed while sitting: %r" % buf[-300:])
            buf += got
        s.setblocking(False)
        return s, buf[buf.index(b'"type":"welcome"'):].split(b"\n", 1)[1]

    def handle(p, data):
        p["buf"] += data
        *lines, p["buf"] = p["buf"].split(b"\n")
        for line in lines:
            m = json.loads(line)
            t = m["type"]
            if t == "log" and "move" in m:
                stats["moves"] += m["move"].count(";") + 1
                if m["seat"] == 1 and p["sent_at"] is not None:
                    stats["lat"].append(time.monotonic() - p["sent_at"])
                    p["sent_at"] = None
            elif t == "prompt":
                p["sock"].sendall(b'{"type":"moves"}\n')
            elif t == "moves":
                move = m["moves"][rng.randrange(len(m["moves"]))]
                p["sent_at"] = time.monotonic()
                p["sock"].sendall(json.dumps({"type": "move", "text": move,
                                              "state": m["state"]}).encode() + b"\n")
            elif t == "result":
                stats["games"] += 1
                p["sock"].sendall(b'{"type":"rematch"}\n')
            elif t in ("refusal", "error"):
                sys.exit("refused: %r" % m)

    players = []
    for i in range(a.tables):
        s, rest = handshake({"type": "sit", "table": i + 1})
        p = {"sock": s, "buf": b"", "table": i + 1, "sent_at": None, "active": True}
        sel.register(s, selectors.EVENT_READ, p)
        players.append((p, rest))
    for i in range(a.idle):
        s, _ = handshake({"type": "watch", "table": i % a.tables + 1})
        sel.register(s, selectors.EVENT_READ, {"sock": s, "active": False})
    rss = []
    t0 = time.monotonic()
    cpu0 = cpu_s(srv.pid)
    for p, rest in players:
        handle(p, rest)
    next_sample = t0
    while time.monotonic() - t0 < a.seconds:
        now = time.monotonic()
        if now >= next_sample:
            rss.append((round(now - t0), rss_kib(srv.pid)))
            next_sample += 10
        for key, _ in sel.select(1):
            p = key.data
            try:
                data = p["sock"].recv(1 << 20)
            except BlockingIOError:
                continue
            if not data:
                sys.exit("the server closed a connection (table %s)" % p.get("table"))
            if p["active"]:
                handle(p, data)  # an idle spectator reads and forgets
    wall = time.monotonic() - t0
    cpu = cpu_s(srv.pid) - cpu0
    rss.append((round(wall), rss_kib(srv.pid)))
    srv.kill()
    srv.wait()
    latencies, moves, games = sorted(stats["lat"]), stats["moves"], stats["games"]
    pct = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000
    print("tables %d, idle spectators %d, %.0f s: %d moves (%.0f a second), %d games; server "
          "CPU %.1f s; latency move -> log: median %.2f ms, p99 %.2f ms (%d moves by clients)" %
          (a.tables, a.idle, wall, moves, moves / wall, games, cpu, pct(0.5), pct(0.99),
           len(latencies)))
    print("server RSS (KiB) by second: " + ", ".join("%d: %d" % x for x in rss))


main()
