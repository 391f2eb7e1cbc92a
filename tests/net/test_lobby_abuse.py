#!/usr/bin/env python3
"""A lobby under abuse while a person plays at one of its tables: requests
for seats that are not there (again and again), a flood of listings, a
1 MB line, a slow-loris line, connections that never ask anything, and
1,000 connections at once, and a spectator that never reads.  Each is refused or dropped with its reason
logged, the other table's free seat stays free, and the game goes on to
its end.

    test_lobby_abuse.py TABULA WORKDIR
"""
import os
import random
import re
import resource
import socket
import sys
import time

from netkit import Client, Server, check, play_turn

tabula, wd = sys.argv[1], sys.argv[2]
srv = Server.lobby(tabula, ["--table", "absolute-quick:players=3,seed=5",
                            "--table", "absolute:players=2,seed=6",
                            "--port", "0", "--bot-delay", "0", "--auth-timeout", "3",
                            "--line-timeout", "1", "--max-conns", "64", "--rate", "50"], wd, 2)
port = srv.port


def log_has(pattern, timeout=5):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if re.search(pattern, srv.log()):
            return True
        time.sleep(0.05)
    raise AssertionError("serve's log lacks %r:\n%s" % (pattern, srv.log()[-2000:]))


def until_closed(c):
    got = []
    while (m := c.recv(5)) is not None:
        got.append(m)
    return got


try:
    me = Client(port, first={"type": "sit", "table": 1, "name": "Me"})
    rng, record, stash = random.Random(7), [], []

    def play(turns):
        for _ in range(turns):
            due = [m for m in stash if m["type"] in ("prompt", "result")]
            stash.clear()
            if not due:
                due = me.until(lambda m: m["type"] in ("prompt", "result"))[-1:]
            if due[-1]["type"] == "result":
                return due[-1]
            play_turn(me, rng, record, 1)
        return None

    # A spectator that never reads what it is sent (a small receive buffer):
    # the server queues for it and the game never waits.
    lazy = socket.socket()
    lazy.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    lazy.connect(("127.0.0.1", port))
    lazy.sendall(b'{"type": "watch", "table": 1}\n')
    play(2)
    # Asking again and again for what is not there: errors, then the end.
    c = Client(port)
    for i in range(11):
        c.send({"type": "sit", "table": 3})
    got = until_closed(c)
    check([m["reason"] for m in got] == ["there is no table 3 (this lobby has 1 to 2)"] * 11 +
          ["too many malformed messages"], "bad sits: %r" % got)
    log_has(r"dropped: too many malformed messages")
    # A flood of listings: over the rate limit.
    c = Client(port)
    try:
        c.send_raw(b'{"type": "list"}\n' * 1000)
    except OSError:
        pass
    got = until_closed(c)
    check(got and got[-1] == {"type": "error", "reason": "too many messages (over the rate limit)",
                              "about": {"kind": "rate_limit"}},
          "flood: %r" % got[-1:])
    # A listing connection is still one without a token: its time runs out.
    c = Client(port, first={"type": "list"})
    check(c.recv()["type"] == "tables", "a listing")
    check(until_closed(c) == [{"type": "error", "reason": "no token within 3 s",
                                  "about": {"kind": "auth_timeout", "seconds": 3}}], "idle lister")
    # A 1 MB line and a slow-loris line.
    c = Client(port)
    try:
        c.send_raw(b'{"type": "sit", "name": "' + b"a" * (1 << 20))
    except OSError:
        pass
    until_closed(c)
    log_has(r"dropped: line over 8192 bytes")
    c = Client(port)
    c.send_raw(b'{"type": "li')
    check(until_closed(c) == [{"type": "error", "reason": "a line not finished within 1 s",
                               "about": {"kind": "line_timeout", "seconds": 1}}],
          "slow loris")
    play(2)

    # 1,000 connections at once while the game goes on.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4096)), hard))
    flood = []
    for i in range(1000):
        try:
            flood.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        except OSError:
            pass
        if i == 500:
            play(1)
    fds = len(os.listdir("/proc/%d/fd" % srv.proc.pid))
    check(fds < 100, "the server holds %d descriptors during the flood" % fds)
    play(2)
    for x in flood:
        x.close()
    # Past 8 without a token from this address, the oldest is closed for
    # each newcomer (protocol 2): nobody is refused.
    refused = len(re.findall(r"dropped: too many connections without a token from this address",
                             srv.log()))
    check(refused >= 500 and "refused: server full" not in srv.log(), "closed %d of 1000" % refused)
    # Nobody took table 2's free seat, and the person's game ends.
    deadline = time.monotonic() + 10
    while True:  # the flood's connections go (closed, or out of time)
        try:
            c = Client(port, first={"type": "list"})
            break
        except AssertionError:
            check(time.monotonic() < deadline, "the lobby is still full 10 s after the flood")
            time.sleep(0.2)
    t2 = c.recv()["tables"][1]
    check(t2["free"] == 1 and not t2["started"], "table 2: %r" % t2)
    c.close()
    result = None
    for _ in range(2000):
        result = play(1)
        if result:
            break
    check(result is not None and result["result"]["end"] == "normal", "the game ended")
    lazy.close()
    srv.kill()  # table 2 waits for a player for ever: the lobby does not end by itself
    check("Sanitizer" not in srv.log() and "runtime error" not in srv.log(), srv.log()[-2000:])
    print("ok: %d refused, %d moves by the person" % (refused, len(record)))
finally:
    srv.kill()
