#!/usr/bin/env python3
"""`tabula join --ui text` at a terminal (a pty) after the result: it asks
for a rematch when its person types `rematch`, and the new deal is played
at the same seats; when nobody asks, the table closes and join ends with
exit 0 (it tried to reconnect to a closed table before).  A join whose
input is piped ends at the result, as scripts expect (test_join_text and
test_game check that).

    test_join_rematch.py TABULA WORKDIR
"""
import os
import pty
import select
import subprocess
import sys
import time

from netkit import Client, Hang, Server, check

tabula, wd = sys.argv[1], sys.argv[2]


class PtyJoin:
    """join with its input and output on a terminal, as a person runs it."""

    def __init__(self, port, token):
        self.master, slave = pty.openpty()
        self.proc = subprocess.Popen([tabula, "join", "127.0.0.1:%d" % port, "--token", token,
                                      "--ui", "text"], stdin=slave, stdout=slave,
                                     stderr=subprocess.PIPE, close_fds=True)
        os.close(slave)
        self.out = ""

    def until(self, text, timeout=15):
        """The output up to text; Hang when it does not come."""
        deadline = time.monotonic() + timeout
        while text not in self.out:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.master], [], [], left)[0]:
                raise Hang("join never wrote %r; its output ends %r" % (text, self.out[-400:]))
            try:
                data = os.read(self.master, 65536)
            except OSError:  # the other end closed: join has ended
                raise Hang("join ended before %r; its output ends %r" % (text, self.out[-400:]))
            self.out += data.decode("utf-8", "replace").replace("\r", "")
        return self.out

    def write(self, line):
        os.write(self.master, line.encode() + b"\n")

    def end(self, timeout=15):
        try:
            rc = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise Hang("join did not end")
        err = self.proc.stderr.read().decode()
        os.close(self.master)
        return rc, err


def play_to_result(j, bo):
    """join knocks at its prompts, Bo (a client) knocks or plays his first
    move, until the result."""
    for _ in range(200):
        ready = select.select([j.master, bo], [], [], 15)[0]
        check(ready, "nothing happened for 15 s")
        if j.master in ready:
            before = len(j.out)
            try:
                j.out += os.read(j.master, 65536).decode("utf-8", "replace").replace("\r", "")
            except OSError:
                raise Hang("join ended early: %r" % j.out[-400:])
            if "Type rematch" in j.out[before:] or "Type rematch" in j.out[-300:]:
                return
            if j.out.endswith("seat 1 (Ann)> "):
                j.write("knock")
        if bo in ready:
            bo.fill()
            while True:
                m = bo.poll_line()
                if m is None:
                    break
                if m["type"] == "prompt":
                    bo.send({"type": "moves"})
                    moves = bo.until(lambda x: x["type"] == "moves")[-1]["moves"]
                    bo.send({"type": "move", "text": "knock" if "knock" in moves else moves[0]})
    raise AssertionError("no result after 200 rounds of messages")


for ask in (True, False):
    srv = Server(tabula, ["zero-duel", "--seat", "1=human", "--seat", "2=human", "--name", "1=Ann",
                          "--name", "2=Bo", "--seed", "6", "--port", "0", "--bot-delay", "0"], wd)
    try:
        j = PtyJoin(srv.port, srv.tokens[1])
        bo = Client(srv.port, srv.tokens[2])
        play_to_result(j, bo)
        j.until("Type rematch for a new deal with the same seats, or quit.")
        if ask:
            bo.send({"type": "rematch"})
            j.write("rematch")
            j.until("You asked for a rematch")
            j.until("every player asked for a rematch: a new deal\n")
            j.until("every player is here: the game starts")
            j.write("quit")
            rc, err = j.end()
            check(rc == 0, "join after a rematch and quit: exit %d, %r" % (rc, err))
        else:
            start = time.monotonic()
            rc, err = j.end(20)
            took = time.monotonic() - start
            check(rc == 0 and "the table has closed" in err and took < 15,
                  "join when nobody asks: exit %d after %.1f s, %r" % (rc, took, err))
        bo.close()
    finally:
        srv.kill()
    log = srv.log()
    check("Sanitizer" not in log and "runtime error" not in log, log[-2000:])
print("ok")
