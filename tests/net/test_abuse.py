#!/usr/bin/env python3
"""The server under abuse, while one person plays a game of absolute-quick
against two bots: wrong tokens, no token, garbage, a 1 MB line, slow-loris
lines, a message flood and 1,000 connections at once.  Each is refused or
dropped with its reason logged, nothing of the game leaks to a connection
without the right token, and the game goes on to its end.

    test_abuse.py TABULA WORKDIR
"""
import os
import random
import re
import resource
import select
import socket
import subprocess
import sys
import time

from netkit import Client, Server, check, load_json, play_turn

tabula, wd = sys.argv[1], sys.argv[2]
srv = Server(tabula, ["absolute-quick", "--players", "3", "--seed", "5", "--port", "0",
                      "--bot-delay", "0", "--auth-timeout", "3", "--line-timeout", "1",
                      "--max-conns", "64", "--rate", "50", "--result-json", wd + "/r.json"], wd)
port = srv.port


def closed_after(c, want_reason, about=None):
    """c gets exactly one message, an error with want_reason (and about,
    when given), then the end."""
    got = []
    while (m := c.recv(5)) is not None:
        got.append(m)
    want = {"type": "error", "reason": want_reason}
    if about:
        want["about"] = about
    check(got == [want], "expected only the error %r, got %r" % (want, got))


def log_has(pattern, timeout=5):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if re.search(pattern, srv.log()):
            return True
        time.sleep(0.05)
    raise AssertionError("serve's log lacks %r:\n%s" % (pattern, srv.log()[-2000:]))


try:
    # Wrong tokens: all zeros, too short, a real one with a digit changed, not a string.
    good = srv.tokens[1]
    for bad in ["0" * 64, "abc", good[:-1] + ("0" if good[-1] != "0" else "1"), good + "0", 42]:
        closed_after(Client(port, bad), "wrong token", {"kind": "wrong_token"})
    log_has(r"dropped: wrong token")
    # No token: the first message must be auth; garbage is not JSON.
    c = Client(port)
    c.send({"type": "move", "text": "draw deck"})
    closed_after(c, 'the first message must be {"type": "auth", "token": TOKEN}',
                 {"kind": "auth_first"})
    c = Client(port)
    c.send_raw(b"\xff\xfe garbage\n")
    m = c.recv(5)
    check(m["type"] == "error" and m["reason"].startswith("not JSON"), "garbage: %r" % m)
    check(c.recv(5) is None, "garbage without a token closes the connection")
    # join with a wrong token: exit 2 and the server's reason.
    p = subprocess.run([tabula, "join", "127.0.0.1:%d" % port, "--token", "0" * 64, "--ui",
                        "text"], stdin=subprocess.DEVNULL, capture_output=True, timeout=20)
    check(p.returncode == 2 and p.stdout == b"", "join with a wrong token: %r" % (p,))
    check(p.stderr.decode() == "tabula join: the server says: wrong token\n",
          "join's message: %r" % p.stderr)

    # The person sits down: the game starts.
    me = Client(port, srv.tokens[1])
    rng, record, stash = random.Random(7), [], []

    def play(turns):
        """Answer the next `turns` prompts (the game may end first)."""
        for _ in range(turns):
            due = [m for m in stash if m["type"] in ("prompt", "result")]
            stash.clear()
            if not due:
                due = me.until(lambda m: m["type"] in ("prompt", "result"))[-1:]
            if due[-1]["type"] == "result":
                return due[-1]
            play_turn(me, rng, record, 1)
        return None

    play(2)
    # Garbage from a seated player: an error, and the connection stays.
    me.send_raw(b"not json\n")
    me.send({"type": "launch", "missiles": True})
    me.send({"type": "ping"})
    msgs = me.until(lambda m: m["type"] == "pong")
    stash.extend(msgs)
    errs = [m["reason"] for m in msgs if m["type"] == "error"]
    check(len(errs) == 2 and errs[0].startswith("not JSON") and
          errs[1] == 'unknown or not allowed message type "launch"', "errors: %r" % errs)

    # A 1 MB line: dropped at the line limit, with the reason.
    c = Client(port)
    try:
        c.send_raw(b'{"type": "auth", "token": "' + b"a" * (1 << 20))
    except OSError:
        pass  # the server may close before all of it is sent
    while c.recv(5) is not None:
        pass
    log_has(r"dropped: line over 8192 bytes")
    # One byte over: the error says so with its kind; 8192 bytes and the
    # newline pass (an unknown type: answered, the connection stays).
    c = Client(port)
    ok = b'{"type": "probe", "pad": "' + b"a" * (8192 - 28) + b'"}'
    check(len(ok) == 8192, "a line of 8192 bytes")
    c.send_raw(ok + b"\n")
    check(c.recv(5)["about"] == {"kind": "unknown_type", "type": "probe"}, "8192 bytes pass")
    c.send_raw(ok[:-2] + b'a"}\n')
    closed_after(c, "line over 8192 bytes", {"kind": "too_long"})
    # Slow loris: a line begun and never ended, with and without a token.
    c = Client(port)
    c.send_raw(b'{"type": "au')
    closed_after(c, "a line not finished within 1 s", {"kind": "line_timeout", "seconds": 1})
    w = Client(port, srv.watch)
    w.until(lambda m: m["type"] == "view")
    w.send_raw(b'{"type": "pi')
    msgs = w.until(lambda m: m["type"] == "error", 5)
    check(msgs[-1]["reason"] == "a line not finished within 1 s", "loris: %r" % msgs[-1])
    # A connection that never shows a token.
    c = Client(port)
    closed_after(c, "no token within 3 s", {"kind": "auth_timeout", "seconds": 3})
    # A flood of messages: over the rate limit.
    w = Client(port, srv.watch)
    w.until(lambda m: m["type"] == "view")
    try:
        w.send_raw(b'{"type": "ping"}\n' * 1000)
    except OSError:
        pass
    msgs = w.until(lambda m: m["type"] == "error", 5)
    check(msgs[-1]["reason"] == "too many messages (over the rate limit)", "flood: %r" % msgs[-1])
    play(2)

    # 1,000 connections at once while the game goes on.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4096)), hard))
    flood, failed = [], 0
    for i in range(1000):
        try:
            flood.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        except OSError:
            failed += 1
        if i == 500:
            play(1)  # the table answers in the middle of it all
    fds = len(os.listdir("/proc/%d/fd" % srv.proc.pid))
    check(fds < 100, "the server holds %d descriptors during the flood" % fds)
    play(2)
    # Each was answered with a hello: none is refused while connections
    # without a token can make room (protocol 2: the oldest of this
    # address's, past 8, is closed for the new one, with the reason).
    answers = {}
    deadline = time.monotonic() + 20
    while len(answers) < len(flood) and time.monotonic() < deadline:
        waiting = [x for x in flood if x.fileno() not in answers]
        for x in select.select(waiting, [], [], 1)[0]:
            try:
                answers[x.fileno()] = x.recv(4096)
            except OSError as e:
                answers[x.fileno()] = repr(e).encode()
    hello = sum(1 for a in answers.values() if a.startswith(b'{"type":"hello"'))
    check(hello == len(flood), "answers: %d hello, of %d" % (hello, len(flood)))
    for x in flood:
        x.close()
    evicted = len(re.findall(r"dropped: too many connections without a token from this address: "
                             r"the oldest is closed for a new one", srv.log()))
    check(evicted >= 900 and "refused: server full" not in srv.log(),
          "%d closed for newer ones, of 1000 (%d failed)" % (evicted, failed))
    refused = evicted
    # The game goes on to its end.
    result = None
    for _ in range(2000):
        result = play(1)
        if result:
            break
    check(result is not None and result["result"]["end"] == "normal", "the game ended")
    me.close()
    check(srv.wait() == 0, "serve's exit status")
    check(load_json(wd + "/r.json") == result["result"], "the result file")
    print("ok: %d refused, %d moves by the person" % (refused, len(record)))
finally:
    srv.kill()
