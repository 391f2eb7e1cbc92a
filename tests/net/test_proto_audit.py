#!/usr/bin/env python3
"""What a user audit found the server and join doing otherwise than
docs/protocol.md says, each checked as the page says it now:

1. `join --watch` with a seat's token never takes the seat (its auth says
   "watch": true; the server refuses it, kind not_spectator_token, and the
   seated player stays); join says one line and exits 2.  The spectators'
   token without --watch: one line, no "at the table".
2. `join --ui text` given `moves` and the end of input before the game
   starts ends at once (the other seat never comes).
3. Well-formed messages refused (a bad id, a type not allowed there) never
   close a seated connection; only lines that are not messages count.
4. A move before the start is refused with about.kind not_started; an
   object without a type gets its id back; every error named in the list
   of kinds carries its kind (not_json, no_type, too_many_malformed,
   replaced, bad_table, bad_name).
5. A finished table says it closes (table_closed) before it does: at a
   lobby, and when a single table's serve ends.
6. The view after a game's last move says the game is over (over, the
   end's state) before the result; a player who lost the connection on
   the last move comes back to the result until the table closes; the
   welcome carries the clock (turn_time) and the hello the version.

    test_proto_audit.py TABULA WORKDIR
"""
import random
import re
import subprocess
import sys
import time

from netkit import Client, Hang, Server, check, play_turn

tabula, wd = sys.argv[1], sys.argv[2]
ENDED = ("tabula join: input ended before the game did; join again with the same token to "
         "come back\n")
AT = "tabula join: at the table of Zero (two players) as Player 1\n"


def join(port, token, typed, *extra, timeout=10):
    """join --ui text given all its input at once; (exit, stdout, stderr)."""
    try:
        p = subprocess.run([tabula, "join", "127.0.0.1:%d" % port, "--token", token, "--ui",
                            "text", "--retry", "0", *extra], input=typed.encode(),
                           capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise Hang("join %r given %r did not end within %s s" % (extra, typed, timeout))
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def errors_then_pong(c, sent):
    """After `sent` messages and a ping: the errors answering them."""
    c.send({"type": "ping", "id": "last"})
    got = c.until(lambda m: m["type"] == "pong")
    check(got[-1].get("id") == "last", "the pong: %r" % got[-1])
    errs = [m for m in got if m["type"] == "error"]
    check(len(errs) == sent, "%d errors, not %d: %r" % (len(errs), sent, got))
    return errs


def closed_after(c):
    got = []
    while (m := c.recv(5)) is not None:
        got.append(m)
    return got


# Zero for two people: seat 2 never comes, so the game never starts.
srv = Server(tabula, ["zero-duel", "--seat", "2=human", "--seed", "5", "--port", "0",
                      "--bot-delay", "0"], wd)
try:
    one = Client(srv.port, srv.tokens[1])
    one.until(lambda m: m["type"] == "view")

    # 1. A watcher with a seat's token: refused, and seat 1 keeps its player.
    rc, out, err = join(srv.port, srv.tokens[1], "", "--watch")
    check((rc, out, err) == (2, "", "tabula join: the server says: this token is a seat's, not "
                                    "the spectators'\n"),
          "join --watch with a seat's token: %d %r %r" % (rc, out, err))
    w = Client(srv.port)
    w.send({"type": "auth", "token": srv.tokens[1], "watch": True, "id": "w"})
    got = closed_after(w)
    check(got == [{"type": "error", "reason": "this token is a seat's, not the spectators'",
                   "about": {"kind": "not_spectator_token"}, "id": "w"}],
          "auth watch with a seat's token: %r" % got)
    # "watch": "yes" is not read as false (the seat's token would seat it).
    w = Client(srv.port)
    w.send({"type": "auth", "token": srv.tokens[1], "watch": "yes", "id": "y"})
    got = closed_after(w)
    check(got == [{"type": "error", "reason": "\"watch\" is true or false",
                   "about": {"kind": "bad_watch"}, "id": "y"}],
          "auth watch \"yes\": %r" % got)
    errors_then_pong(one, 0)  # still seated: not replaced
    check("replaced" not in srv.log(), "nobody was replaced: %s" % srv.log()[-2000:])
    w = Client(srv.port)
    w.send({"type": "auth", "token": srv.watch, "watch": True})
    got = w.until(lambda m: m["type"] == "welcome")
    check(got[-1]["seat"] is None, "auth watch with the spectators' token watches: %r" % got)
    w.close()
    rc, out, err = join(srv.port, srv.watch, "")
    check((rc, err) == (2, "tabula join: this token is the spectators' (use --watch)\n"),
          "the spectators' token without --watch: %d %r" % (rc, err))

    # 2. A line waiting for the start, then the end of input: join ends at once.
    t0 = time.monotonic()
    rc, out, err = join(srv.port, srv.tokens[1], "moves\n")
    check((rc, err) == (2, AT + ENDED), "moves then the end of input before the start: %d %r"
          % (rc, err))
    check(time.monotonic() - t0 < 5, "join ended at once")
    rc, out, err = join(srv.port, srv.tokens[1], "draw\nmoves\n")
    check((rc, err) == (2, AT + ENDED), "two lines waiting, then the end: %d %r" % (rc, err))
    one = Client(srv.port, srv.tokens[1])  # the joins above replaced it
    one.until(lambda m: m["type"] == "view")

    # 4a. Before the start nobody is to move, and a move is refused.
    one.send({"type": "show"})
    v = one.until(lambda m: m["type"] == "view")[-1]
    check(v["to_move"] is None and "over" not in v, "the view before the start: %r" % v)
    one.send({"type": "move", "text": "draw", "id": 3})
    got = one.until(lambda m: m["type"] == "refusal")
    check(got[-1].get("about") == {"kind": "not_started"} and got[-1].get("id") == 3,
          "a move before the start: %r" % got[-1])

    # 3. Bad ids and types not allowed here: answered, never closing.
    for i in range(11):
        one.send({"type": "ping", "id": ["bad", i]})
    errs = errors_then_pong(one, 11)
    check(all(e["about"] == {"kind": "bad_id"} and "id" not in e for e in errs),
          "bad ids: %r" % errs)
    for i in range(11):
        one.send({"type": "list", "id": i})
    errs = errors_then_pong(one, 11)
    check([(e["about"], e["id"]) for e in errs] ==
          [({"kind": "not_allowed", "type": "list"}, i) for i in range(11)],
          "list while seated: %r" % errs)

    # 4b, c. Lines that are not messages: kinds, the id of an object
    # echoed, and past 10 the end.
    one.send({"id": 7, "text": "no type"})
    one.send_raw(b"[1, 2]\n")
    one.send_raw(b"{nope\n")
    errs = errors_then_pong(one, 3)
    check([(e["about"]["kind"], e.get("id")) for e in errs] ==
          [("no_type", 7), ("no_type", None), ("not_json", None)], "not messages: %r" % errs)
    check(errs[0]["reason"] == 'a message is a JSON object with a string "type"',
          "no type: %r" % errs[0])
    for i in range(8):
        one.send_raw(b"not json\n")
    got = closed_after(one)
    check(len(got) == 9 and got[-1] == {"type": "error", "reason": "too many malformed messages",
                                        "about": {"kind": "too_many_malformed"}},
          "the eleventh line that is not a message: %r" % got[-2:])

    # Garbage before a token: closed at once, with its kind.
    c = Client(srv.port)
    c.send_raw(b"\xff garbage\n")
    got = closed_after(c)
    check(len(got) == 1 and got[0]["about"] == {"kind": "not_json"}, "garbage: %r" % got)
    c = Client(srv.port)
    c.send({"token": srv.tokens[1], "id": "x"})
    got = closed_after(c)
    check(got == [{"type": "error", "reason": 'a message is a JSON object with a string "type"',
                   "about": {"kind": "no_type"}, "id": "x"}], "no type before a token: %r" % got)

    # A seat taken by a newer connection: told with its kind.
    one = Client(srv.port, srv.tokens[1])
    one.until(lambda m: m["type"] == "view")
    two = Client(srv.port, srv.tokens[1])
    two.until(lambda m: m["type"] == "view")
    got = closed_after(one)
    check(got[-1] == {"type": "error", "reason": "replaced by a new connection for this seat",
                      "about": {"kind": "replaced"}}, "replaced: %r" % got[-1:])
    two.close()
finally:
    srv.kill()

# 4c. A lobby's sit with a bad table value or a bad name length.
srv = Server.lobby(tabula, ["--table", "absolute-quick:players=2,seed=5", "--port", "0"], wd, 1)
try:
    c = Client(srv.port)
    c.send({"type": "sit", "table": "one", "id": 1})
    c.send({"type": "sit", "table": 1, "name": "x" * 40, "id": 2})
    c.send({"type": "watch", "id": 3})
    c.send({"type": "list", "id": 4})
    got = c.until(lambda m: m["type"] == "tables")
    errs = [(m["about"], m["id"]) for m in got if m["type"] == "error"]
    check(errs == [({"kind": "bad_table"}, 1), ({"kind": "bad_name"}, 2),
                   ({"kind": "bad_table"}, 3)], "bad sits: %r" % got)
finally:
    srv.kill()

# 5. A lobby's finished table closes its connections 5 s after the result,
# saying so (kind table_closed), so a client does not reconnect to it; the
# other table keeps the lobby open.
srv = Server.lobby(tabula, ["--table", "absolute-quick:players=2,seat=1=greedy,seed=9",
                            "--table", "absolute-quick:players=2,seed=5,seat=2=normal",
                            "--port", "0", "--bot-delay", "0"], wd, 2)
try:
    # A level's seat is listed by the level's name, as a welcome says it.
    c = Client(srv.port, first={"type": "list"})
    kinds = [s["kind"] for s in c.until(lambda m: m["type"] == "tables")[-1]["tables"][1]["seats"]]
    check(kinds == ["human", "bot:normal"], "the lobby's kinds: %r" % kinds)
    c.close()
    w = Client(srv.port, first={"type": "watch", "table": 1})
    w.until(lambda m: m["type"] == "result", timeout=30)
    got = []
    while (m := w.recv(15)) is not None:  # closed about 5 s after the result
        got.append(m)
    check(got[-1:] == [{"type": "error", "reason": "the table has closed: its game is over",
                        "about": {"kind": "table_closed", "table": 1}}],
          "a finished table's close: %r" % got[-3:])
finally:
    srv.kill()

# 6. A game played to its end: the final view, then the result; a new
# connection with the seat's token gets it all again.
srv = Server(tabula, ["face-to-face", "--seed", "4", "--port", "0", "--bot-delay", "0",
                      "--turn-time", "60"], wd)
try:
    p = Client(srv.port, srv.tokens[1])
    check(p.hello["version"] and p.hello["type"] == "hello", "hello: %r" % p.hello)
    got = p.until(lambda m: m["type"] == "welcome")
    check(got[-1]["turn_time"] == 60, "the welcome's clock: %r" % got[-1])
    rng, record = random.Random(4), []
    for _ in range(200):
        m = p.until(lambda m: m["type"] in ("prompt", "result"), timeout=30)[-1]
        if m["type"] == "result":
            break
        play_turn(p, rng, record, 1)
    result = p.seen[-1]
    views = [m for m in p.seen if m["type"] == "view"]
    last = views[-1]
    check(result["type"] == "result" and last["over"] is True and last["to_move"] is None,
          "the view before the result says the game is over: %r" % {k: last.get(k) for k in
                                                                     ("over", "to_move", "state")})
    check(last["state"] > views[-2]["state"], "the end has its own state: %d after %d"
          % (last["state"], views[-2]["state"]))
    p.send({"type": "show", "id": "s"})
    shown = p.until(lambda m: m["type"] == "view")[-1]
    check(shown["state"] == last["state"] and shown["over"] is True, "show after the end: %r"
          % {k: shown.get(k) for k in ("over", "state")})
    back = Client(srv.port, srv.tokens[1])
    got = back.until(lambda m: m["type"] == "result")
    kinds = [m["type"] for m in got]
    check(kinds == ["welcome", "history", "log", "view", "result"] and got[0]["over"] is True
          and got[1]["total"] == last["moves"] and got[3]["state"] == last["state"]
          and got[4]["result"] == result["result"],
          "back after the result: %r" % kinds)
finally:
    srv.kill()

# The same when a single table's serve ends, 5 s after its result.
srv = Server(tabula, ["face-to-face", "--seed", "3", "--port", "0", "--bot-delay", "0"], wd)
try:
    w = Client(srv.port, srv.tokens[1])
    w.until(lambda m: m["type"] == "view")
    w.send({"type": "resign"})
    w.until(lambda m: m["type"] == "result", timeout=30)
    got = []
    while (m := w.recv(15)) is not None:
        got.append(m)
    check(got[-1:] == [{"type": "error", "reason": "the table has closed: its game is over",
                        "about": {"kind": "table_closed", "table": 1}}],
          "serve's end after the result: %r" % got[-3:])
    check(srv.wait() == 0, "serve's exit status")
finally:
    srv.kill()

# 7. The clock's seconds are written as read: 25.1, not 25.100000000000001.
srv = Server(tabula, ["face-to-face", "--seed", "4", "--port", "0", "--turn-time", "25.1"], wd)
try:
    p = Client(srv.port, srv.tokens[1])
    p.until(lambda m: m["type"] == "prompt", 10)
    lines = [l for l in p.raw if b'"turn_time"' in l or b'"seconds"' in l]
    check(lines and all(re.search(rb'"(turn_time|seconds)":\d+(\.\d)?[,}]', l) for l in lines),
          "the clock's numbers on the wire: %r" % lines)
    print("ok")
finally:
    srv.kill()
