#!/usr/bin/env python3
"""The wrong tokens an address guessed stay counted while other addresses
show right ones: 64 spectators from 64 other addresses (127.0.0.2 ...,
as many as the server keeps notes of) come in after three wrong tokens
from 127.0.0.1, and its fourth guess still waits its second.

    test_guard_notes.py TABULA WORKDIR
"""
import socket
import sys
import time

from netkit import Client, Server, check

tabula, wd = sys.argv[1], sys.argv[2]


def client_from(addr, port, token):
    """A Client whose connection comes from addr (any 127.x address is loopback)."""
    real = socket.create_connection
    socket.create_connection = lambda a, timeout=None: real(a, timeout, (addr, 0))
    try:
        return Client(port, token)
    finally:
        socket.create_connection = real


srv = Server(tabula, ["absolute-quick", "--players", "2", "--seed", "42", "--port", "0",
                      "--bot-delay", "0", "--max-conns", "200"], wd)
try:
    for i in range(3):
        c = client_from("127.0.0.1", srv.port, "%064x" % i)
        check(c.recv() == {"type": "error", "reason": "wrong token", "about": {"kind": "wrong_token"}}, "guess %d" % i)
        c.close()
    watchers = []
    for i in range(64):
        w = client_from("127.0.0.%d" % (i + 2), srv.port, srv.watch)
        w.until(lambda m: m["type"] == "welcome")
        watchers.append(w)
    t0 = time.monotonic()
    c = client_from("127.0.0.1", srv.port, "%064x" % 3)
    check(c.recv() == {"type": "error", "reason": "wrong token", "about": {"kind": "wrong_token"}}, "guess 3")
    took = time.monotonic() - t0
    check(took >= 0.9, "the fourth guess waited its second: %.2f s" % took)
    print("ok")
finally:
    srv.kill()
