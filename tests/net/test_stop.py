#!/usr/bin/env python3
"""serve stopped from outside (SIGTERM, Ctrl-C): everyone at the table is
told (`server_stopped`, and whether the game is kept), the log says where
the game is, and the exit code is 128 + the signal; `serve --load` then
goes on with the same tokens and moves.  Without --save the message says
the game was not kept.  (serve died by the signal before, telling nobody.)

    test_stop.py TABULA WORKDIR
"""
import os
import random
import select
import signal
import sys
import time

from netkit import Client, Joiner, Server, check, play_turn

tabula, wd = sys.argv[1], sys.argv[2]
save = wd + "/stop.save"
rng = random.Random(2)
args = ["face-to-face", "--seat", "1=human", "--seat", "2=human", "--seed", "5", "--port", "0",
        "--bot-delay", "0"]

srv = Server(tabula, args + ["--save", save], wd)
try:
    a, b = Client(srv.port, srv.tokens[1]), Client(srv.port, srv.tokens[2])
    record = []
    deadline = time.monotonic() + 30
    while len(record) < 3:  # a few moves, whoever is to move
        for seat, c in ((1, a), (2, b)):
            if select.select([c], [], [], 0.05)[0]:
                c.fill()
            while True:
                m = c.poll_line()
                if m is None:
                    break
                if m["type"] == "prompt":
                    play_turn(c, rng, record, seat)
        check(time.monotonic() < deadline, "no moves within 30 s: %r" % record)
    # A spectator's join in Polish hears it in Polish, the lost connection too.
    saved = dict(os.environ)
    os.environ.update(LANGUAGE="pl", LC_ALL="pl_PL.UTF-8")
    try:
        watcher = Joiner(tabula, srv.port, srv.watch, ["--watch", "--retry", "1"])
    finally:
        os.environ.clear()
        os.environ.update(saved)
    watcher.read_until("hand (Player 1)", 10)
    srv.proc.send_signal(signal.SIGTERM)
    for c in (a, b):
        said = c.until(lambda m: m["type"] == "error" and
                       m.get("about", {}).get("kind") == "server_stopped", 10)[-1]
        check(said["about"]["kept"] is True and said["reason"] ==
              "the server was stopped: the game is kept and goes on when the host starts the "
              "table again", "what a client is told: %r" % said)
        check(c.recv(10) is None, "the connection closes after the message")
    rc = srv.wait()
    check(rc == 128 + signal.SIGTERM, "serve's exit code after SIGTERM: %d" % rc)
    check("tabula serve: interrupted; the game is saved in %s (serve --load goes on with it)"
          % save in srv.log(), "serve's log: %r" % srv.log()[-500:])
    code, _, err = watcher.finish(20)
    check("tabula join: serwer odpowiada: serwer zatrzymano: gra jest zachowana" in err and
          "tabula join: utracono połączenie (zamknięte przez drugą stronę)" in err,
          "a Polish join when serve stops: exit %d, %r" % (code, err))
    moves = open(save).read().count("\nmove ")
    check(moves >= len(record) > 0, "the save holds the moves: %d of %d" % (moves, len(record)))
finally:
    srv.kill()

again = Server(tabula, ["--load", save, "--port", "0", "--bot-delay", "0"], wd)
try:
    check(again.tokens == srv.tokens, "serve --load after the stop: other tokens")
    c = Client(again.port, again.tokens[1])
    view = c.until(lambda m: m["type"] == "view", 10)[-1]
    check(view["moves"] == moves, "the game goes on at move %d, not %d" % (view["moves"], moves))
    c.close()
finally:
    again.kill()

bare = Server(tabula, args, wd)  # no --save: Ctrl-C says the game is gone
try:
    c = Client(bare.port, bare.tokens[1])
    c.until(lambda m: m["type"] == "welcome", 10)
    bare.proc.send_signal(signal.SIGINT)
    said = c.until(lambda m: m["type"] == "error", 10)[-1]
    check(said["about"] == {"kind": "server_stopped", "kept": False} and
          said["reason"] == "the server was stopped", "without --save: %r" % said)
    check(bare.wait() == 128 + signal.SIGINT, "serve's exit code after SIGINT")
    check("tabula serve: interrupted; the game was not saved (--save keeps it)" in bare.log(),
          "serve's log without --save: %r" % bare.log()[-300:])
finally:
    bare.kill()
print("ok")
