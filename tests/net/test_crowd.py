#!/usr/bin/env python3
"""An idle crowd cannot lock a table: 80 connections that never send a
token (renewed) do not keep out a token holder or a spectator; the two
caps answer apart, each after a hello; wrong tokens past three from an
address are answered after a second and summed up in one log line.

    test_crowd.py TABULA WORKDIR
"""
import json
import re
import socket
import sys
import time

from netkit import Client, Server, check

tabula, wd = sys.argv[1], sys.argv[2]


def lines(sock, n, timeout=5):
    """The first n messages sent on sock (fewer when it closes)."""
    sock.settimeout(timeout)
    buf = b""
    while buf.count(b"\n") < n:
        try:
            got = sock.recv(65536)
        except socket.timeout:
            break
        if not got:
            break
        buf += got
    return [json.loads(l) for l in buf.split(b"\n")[:n] if l]


srv = Server(tabula, ["absolute-quick", "--players", "2", "--seed", "42", "--port", "0",
                      "--bot-delay", "0", "--max-conns", "64", "--auth-timeout", "30"], wd)
try:
    idle = []
    for rnd in range(2):  # a crowd, then renewed
        for i in range(80):
            idle.append(socket.create_connection(("127.0.0.1", srv.port), timeout=5))
        me = Client(srv.port, srv.tokens[1])
        w = me.until(lambda m: m["type"] in ("welcome", "error"))[-1]
        check(w["type"] == "welcome" and w["seat"] == 1, "the seat's holder got in: %r" % w)
        sp = Client(srv.port, srv.watch)
        w = sp.until(lambda m: m["type"] in ("welcome", "error"))[-1]
        check(w["type"] == "welcome" and w["seat"] is None, "the spectator got in: %r" % w)
        me.close()
        sp.close()
    # Every idle connection had a hello; all but the newest 8 were closed
    # with the reason.
    got = [lines(s, 2, 0.3) for s in idle]
    check(all(g and g[0]["type"] == "hello" for g in got), "a hello each")
    closed = [g[1] for g in got if len(g) > 1]
    check(len(closed) >= 150 and all(c == {
        "type": "error", "reason": "too many connections without a token from this address: the "
                                   "oldest is closed for a new one",
        "about": {"kind": "pushed_out"}} for c in closed),
          "%d closed: %r" % (len(closed), closed[:2]))
    for s in idle:
        s.close()

    # Wrong tokens: three answered at once, then each after a second.
    took = []
    for i in range(5):
        t0 = time.monotonic()
        c = Client(srv.port, "%064x" % i, timeout=10)
        e = c.recv()
        took.append(time.monotonic() - t0)
        check(e == {"type": "error", "reason": "wrong token", "about": {"kind": "wrong_token"}}, "guess %d: %r" % (i, e))
        c.close()
    check(max(took[:3]) < 0.5 and min(took[3:]) >= 0.9, "answer times: %r" % took)
    # Eight guesses in flight: the ninth connection from the address is refused.
    held = []
    for i in range(8):
        c = Client(srv.port, "%064x" % (100 + i))
        held.append(c)
    time.sleep(0.2)
    s = socket.create_connection(("127.0.0.1", srv.port), timeout=5)
    got = lines(s, 2)
    check(got[0]["type"] == "hello" and got[1] == {
        "type": "error", "reason": "too many connections without a token from this address",
        "about": {"kind": "address_full"}}, "the address's cap: %r" % got)
    s.close()
    for c in held:
        check(c.recv() == {"type": "error", "reason": "wrong token", "about": {"kind": "wrong_token"}}, "a held guess answered")
        c.close()
    # A right token from the address waits its second too, then sits.
    t0 = time.monotonic()
    me = Client(srv.port, srv.tokens[1])
    check(me.until(lambda m: m["type"] == "welcome")[-1]["seat"] == 1, "the seat again")
    check(time.monotonic() - t0 >= 0.9, "the right token waited as well")

    # Server full: four spectators fill --max-conns 4 of another server.  A
    # fifth spectator is refused at its token; a seat's token still sits
    # (spectators never lock the players out of their own seats).
    small = Server(tabula, ["absolute-quick", "--players", "2", "--seed", "1", "--port", "0",
                            "--max-conns", "4"], wd)
    try:
        watchers = [Client(small.port, small.watch) for _ in range(4)]
        for x in watchers:
            x.until(lambda m: m["type"] == "welcome")
        s = socket.create_connection(("127.0.0.1", small.port), timeout=5)
        s.sendall(b'{"type": "auth", "token": "%s"}\n' % small.watch.encode())
        got = lines(s, 2)
        check(got[0]["type"] == "hello" and got[1] == {
            "type": "error", "reason": "server full", "about": {"kind": "server_full"}},
              "a fifth spectator: %r" % got)
        seat = Client(small.port, small.tokens[1])
        check(seat.until(lambda m: m["type"] == "welcome")[-1]["seat"] == 1,
              "a seat's token sits at a server full of spectators")
        seat.close()
    finally:
        small.kill()

    # The game ends (seat 1 resigns); the log sums up the guesses past three.
    me.send({"type": "resign"})
    me.until(lambda m: m["type"] == "result")
    me.close()
    check(srv.wait() == 0, "serve's exit")
    log = srv.log()
    check(len(re.findall(r"dropped: wrong token", log)) == 3, "three guesses logged one by one")
    sums = re.findall(r"tabula serve: (\d+) wrong tokens from 127\.0\.0\.1 in the last \d+ s\n", log)
    check(sum(map(int, sums)) == 10, "the summary: %r" % sums)
    print("ok")
finally:
    srv.kill()
