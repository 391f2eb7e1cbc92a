#!/usr/bin/env python3
"""`tabula join --ui text` shows a server's text safely: a scripted server
(this script, on loopback) sends a name, a title, a log line, a chat line,
a refusal, a view and a result holding ESC sequences, BEL, DEL, a C1
control and a bidirectional override; join writes each such character as
U+FFFD (keeping the newlines and tabs of a view and a result), cuts a long
name between characters, and no control byte reaches its output.

    test_join_clean.py TABULA WORKDIR
"""
import json
import socket
import subprocess
import sys

from netkit import Hang, check

tabula, wd = sys.argv[1], sys.argv[2]
R = "\ufffd"

lst = socket.create_server(("127.0.0.1", 0))
port = lst.getsockname()[1]
join = subprocess.Popen([tabula, "join", "127.0.0.1:%d" % port, "--token", "ab" * 32,
                         "--ui", "text", "--retry", "0"], stdin=subprocess.PIPE,
                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
try:
    lst.settimeout(10)
    conn, _ = lst.accept()
    conn.settimeout(10)
    f = conn.makefile("rwb")

    def send(msg):
        f.write(json.dumps(msg).encode() + b"\n")
        f.flush()

    def recv():
        line = f.readline()
        check(line, "join closed the connection")
        return json.loads(line)

    send({"type": "hello", "server": "tabula", "protocol": 2, "features": []})
    check(recv() == {"type": "auth", "token": "ab" * 32}, "join's auth")
    name = "\u00e9" * 20  # 40 bytes: the 31 join keeps would end inside the 16th
    send({"type": "welcome", "seat": 1, "name": name, "game": "g", "title": "T\x1b[2Jitle",
          "players": 2, "seats": [{"seat": 1, "name": name, "kind": "human"},
                                  {"seat": 2, "name": "Bob\u009b", "kind": "human"}],
          "started": True, "over": False})
    send({"type": "history", "total": 0, "moves": []})
    send({"type": "log", "text": "\x1b]0;pwned\x07 joined"})
    send({"type": "chat", "seat": 2, "name": "Bob\u009b", "text": "hi\x07\x7f there\u202e!"})
    send({"type": "log", "seat": 2, "name": "Bob\u009b", "move": "x\x1b[1m",
          "text": "seat 2 (Bob\u009b) plays: x\x1b[1m"})
    send({"type": "view", "seat": 1, "moves": 1, "to_move": 1,
          "text": "line one\x1b[31m\n\tline two\r\n"})
    send({"type": "prompt", "seat": 1, "name": name})
    join.stdin.write(b"play x\n")
    join.stdin.flush()
    check(recv() == {"type": "move", "text": "play x"}, "join's move")
    send({"type": "refusal", "move": "play x", "reason": "'\x1b]0;pwned\x07' is not a card"})
    send({"type": "result", "text": "Result\x1b[0m\tok\n", "result": {"winner": "\x1b"}})
    try:  # input stays open: the result alone ends join
        join.wait(10)
    except subprocess.TimeoutExpired:
        raise Hang("join did not end after the result")
    out, err = join.stdout.read(), join.stderr.read()
    check(join.returncode == 0, "join's exit %d: %r" % (join.returncode, err))
    out, err = out.decode(), err.decode()  # strict: both are UTF-8
    kept = "\u00e9" * 15
    check(out == (R + "]0;pwned" + R + " joined\n"
                  "Bob" + R + " says: hi" + R + R + " there" + R + "!\n"
                  "seat 2 (Bob" + R + ") plays: x" + R + "[1m\n"
                  "line one" + R + "[31m\n\tline two" + R + "\n"
                  "seat 1 (" + kept + ")> \n"
                  "error: '" + R + "]0;pwned" + R + "' is not a card\n"
                  "Result" + R + "[0m\tok\n"), "join's output: %r" % out)
    check(err == "tabula join: at the table of T" + R + "[2Jitle as " + kept + "\n",
          "join's stderr: %r" % err)
    for text in (out, err):
        bad = [c for c in text if (ord(c) < 32 and c not in "\n\t") or 0x7f <= ord(c) <= 0x9f
               or c == "\u202e"]
        check(not bad, "control characters shown: %r" % bad)
    print("ok")
finally:
    if join.poll() is None:
        join.kill()
    lst.close()
