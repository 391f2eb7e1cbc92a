#!/usr/bin/env python3
"""Protocol 2 as an independent client sees it (docs/protocol.md): hello
with protocol 2 and its features, echoed ids on every direct answer,
15 unknown types tolerated, `state` on views and a stale move refused
with nothing changed, `moves` out of turn refused with `about`, `detail`
parallel to `moves`, and the history after a rejoin.

The client here is plain sockets and json, written from the document,
not netkit's Client.

    test_proto2.py TABULA WORKDIR
"""
import json
import re
import socket
import sys
import time

from netkit import Hang, Server, check, hello_of

tabula, wd = sys.argv[1], sys.argv[2]


class Raw:
    """A bare NDJSON client: send a dict, read dicts, every wait bounded."""

    def __init__(self, port):
        self.s = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.f = self.s.makefile("rb")
        self.seen = []

    def send(self, msg):
        self.s.sendall(json.dumps(msg).encode() + b"\n")

    def recv(self):
        line = self.f.readline()
        if not line:
            return None
        m = json.loads(line)
        self.seen.append(m)
        return m

    def until(self, pred, limit=200):
        got = []
        for _ in range(limit):
            m = self.recv()
            check(m is not None, "closed; last %r" % got[-3:])
            got.append(m)
            if pred(m):
                return got
        raise Hang("no match in %d messages: %r" % (limit, got[-3:]))

    def close(self):
        self.s.close()


def typ(t):
    return lambda m: m["type"] == t


# absolute-quick, seed 42: seat 1 is a person, seat 2 the greedy bot.
srv = Server(tabula, ["absolute-quick", "--players", "2", "--seed", "42", "--port", "0",
                      "--bot-delay", "500"], wd)  # time to ask during the bot's turn
try:
    a = Raw(srv.port)
    hello = a.recv()
    check(hello == hello_of(tabula) and re.fullmatch(r"\d+\.\d+\.\d+", hello["version"]),
          "hello: %r" % hello)
    # An id on auth comes back on the welcome; the history follows it.
    a.send({"type": "auth", "token": srv.tokens[1], "id": "auth-1"})
    w = a.recv()
    check(w["type"] == "welcome" and w["id"] == "auth-1", "welcome: %r" % w)
    h = a.recv()
    check(h == {"type": "history", "total": 0, "moves": []}, "history at the start: %r" % h)
    got = a.until(typ("prompt"))
    view = [m for m in got if m["type"] == "view"][-1]
    check(view["state"] == 1 and view["moves"] == 0, "first view: state %r" % view.get("state"))
    check(all("id" not in m for m in got), "no id on what was not asked: %r" % got)

    # Ids: an integer and a string of 64 bytes come back as given.
    a.send({"type": "ping", "id": 7})
    check(a.recv() == {"type": "pong", "id": 7}, "pong with id 7")
    big = "x" * 64
    a.send({"type": "ping", "id": big})
    check(a.recv() == {"type": "pong", "id": big}, "pong with a 64-byte id")
    a.send({"type": "ping", "id": "y" * 65})
    e = a.recv()
    check(e == {"type": "error", "reason": '"id" is an integer or a string of at most 64 bytes',
                "about": {"kind": "bad_id"}}, "a 65-byte id: %r" % e)
    a.send({"type": "ping", "id": [1]})
    check(a.recv()["about"] == {"kind": "bad_id"}, "a list as id")

    # 15 unknown types: each an error with about.kind unknown_type and the
    # same id; the connection stays (11 malformed messages would close it).
    for i in range(15):
        a.send({"type": "frobnicate%d" % i, "id": i})
        e = a.recv()
        check(e == {"type": "error", "reason": 'unknown or not allowed message type "frobnicate%d"' % i,
                    "about": {"kind": "unknown_type", "type": "frobnicate%d" % i}, "id": i},
              "unknown type %d: %r" % (i, e))
    a.send({"type": "ping", "id": "still"})
    check(a.recv() == {"type": "pong", "id": "still"}, "the connection stays after 15 unknown types")

    # show: the view answering it carries the id.
    a.send({"type": "show", "id": "s1"})
    v = a.recv()
    check(v["type"] == "view" and v["id"] == "s1" and v["state"] == 1, "show's view: %r" % v)
    check(a.recv() == {"type": "prompt", "seat": 1, "name": "Player 1"}, "the prompt again")

    # moves: texts and detail, parallel, with the state and the id.
    a.send({"type": "moves", "id": "m1"})
    m = a.recv()
    check(m == {"type": "moves", "moves": ["draw deck", "draw discard"],
                "detail": [{"text": "draw deck", "cards": [], "zones": ["deck", "hand"],
                            "changes": [{"name": "deck", "key": "deck", "owner": None},
                                        {"name": "hand", "key": "hand", "owner": 1}]},
                           {"text": "draw discard", "cards": [], "zones": ["discard", "hand"],
                            "changes": [{"name": "discard", "key": "discard", "owner": None},
                                        {"name": "hand", "key": "hand", "owner": 1}]}],
                "state": 1, "id": "m1"}, "moves: %r" % m)

    # Asked again: the same answer, with the new id only.
    a.send({"type": "moves", "id": "m2"})
    m2 = a.recv()
    check(m2 == dict(m, id="m2"), "moves again: %r" % m2)
    a.send({"type": "moves"})
    check("id" not in a.recv(), "no id when none was given")

    # A move for state 0 (stale): refused, nothing played.
    a.send({"type": "move", "text": "draw deck", "state": 0, "id": "mv0"})
    r = a.recv()
    check(r == {"type": "refusal", "move": "draw deck",
                "reason": "the table has moved on (state 1, not 0): nothing was played",
                "about": {"kind": "stale", "state": 1, "sent": 0}, "id": "mv0"}, "stale: %r" % r)
    check(a.recv() == {"type": "prompt", "seat": 1, "name": "Player 1"}, "prompted again")
    a.send({"type": "show"})
    v = a.recv()
    check(v["moves"] == 0 and v["state"] == 1 and "id" not in v, "nothing changed: %r" % v["moves"])
    a.recv()  # its prompt
    # A refused move carries the id too.
    a.send({"type": "move", "text": "draw sideways", "id": "bad"})
    r = a.recv()
    check(r == {"type": "refusal", "move": "draw sideways", "reason": "write draw deck or draw discard",
                "about": {"kind": "illegal"}, "id": "bad"}, "refusal: %r" % r)
    # A move message the server cannot read is refused as such, not as the
    # game's refusal: text not a string, state not an integer.
    a.recv()
    a.send({"type": "move", "text": 5, "id": "t"})
    r = a.until(lambda m: m.get("id") == "t")[-1]
    check(r["type"] == "refusal" and r["about"] == {"kind": "bad_move"}, "text 5: %r" % r)
    a.recv()
    a.send({"type": "move", "text": "draw deck", "state": "1", "id": "s"})
    r = a.until(lambda m: m.get("id") == "s")[-1]
    check(r["type"] == "refusal" and r["about"] == {"kind": "bad_state"}, "state \"1\": %r" % r)
    a.recv()
    # The right state: played.  The log and views that follow carry no id.
    a.send({"type": "move", "text": "draw deck", "state": 1, "id": "mv1"})
    got = a.until(lambda m: m["type"] == "view")
    check(got[0]["type"] == "log" and got[0]["move"] == "draw deck" and "id" not in got[0],
          "the move's log: %r" % got)
    check(got[-1]["state"] == 2 and got[-1]["moves"] == 1 and "id" not in got[-1],
          "the view after: %r" % got[-1])
    a.until(typ("prompt"))
    a.send({"type": "moves"})
    m = a.recv()
    check(len(m["detail"]) == len(m["moves"]) and
          [d["text"] for d in m["detail"]] == m["moves"], "detail parallel to moves")
    check({"text": "discard +9x", "cards": ["+9x"], "zones": ["discard", "hand"],
           "changes": [{"name": "discard", "key": "discard", "owner": None},
                       {"name": "hand", "key": "hand", "owner": 1}]} in m["detail"],
          "discard +9x's detail: %r" % m["detail"][-6:])
    a.send({"type": "move", "text": "discard +9x", "state": 2})
    # The bot moves; while it is seat 2's turn, moves is refused with about.
    got = a.until(lambda m: m["type"] == "view" and m["to_move"] == 2)
    a.send({"type": "moves", "id": 99})
    r = a.until(typ("refusal"))[-1]
    check(r == {"type": "refusal", "move": "moves",
                "reason": "it is not your turn: seat 2 (greedy 2) is to move",
                "about": {"kind": "not_your_turn", "seat": 2, "name": "greedy 2"}, "id": 99},
          "moves out of turn: %r" % r)
    a.until(typ("prompt"))
    # leave: bye with the id.
    a.send({"type": "leave", "id": "bye"})
    got = a.until(typ("bye"))
    check(got[-1] == {"type": "bye", "id": "bye"}, "bye: %r" % got[-1])
    a.close()

    # Rejoin: the history holds every move so far, who played it, in order.
    b = Raw(srv.port)
    b.recv()
    b.send({"type": "auth", "token": srv.tokens[1]})
    w = b.recv()
    check(w["type"] == "welcome" and "id" not in w, "welcome again: %r" % w)
    h = b.recv()
    check(h["type"] == "history" and h["total"] == 4, "history: %r" % h)
    check(h["moves"] == [{"n": 1, "seat": 1, "name": "Player 1", "move": "draw deck"},
                         {"n": 2, "seat": 1, "name": "Player 1", "move": "discard +9x"},
                         {"n": 3, "seat": 2, "name": "greedy 2", "move": "draw deck"},
                         {"n": 4, "seat": 2, "name": "greedy 2", "move": "hold"}],
          "the moves of the history: %r" % h["moves"])
    v = b.until(typ("view"))[-1]
    check(v["moves"] == 4 and v["state"] == 5, "the view on rejoining: %r" % v["state"])
    # A spectator gets the history too (no card of a hand is in it).
    c = Raw(srv.port)
    c.recv()
    c.send({"type": "auth", "token": srv.watch})
    c.recv()
    check(c.recv() == h, "the spectator's history")
    b.close()
    c.close()
    print("ok")
finally:
    srv.kill()
