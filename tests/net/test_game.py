#!/usr/bin/env python3
"""A 3-player Absolute game across the network: seat 1 a scripted JSON
client, seat 2 `tabula join --ui text` driven like a person, seat 3 the
game's bot.  Played to its end; the result JSON (the server's and join's)
must equal that of the same game played locally with `tabula play` on the
same seed with the same moves.

    test_game.py TABULA WORKDIR SEED [GAME]
"""
import random
import select
import sys
import time

from netkit import Client, Hang, Joiner, Server, check, load_json, play_local, play_turn

tabula, wd, seed = sys.argv[1], sys.argv[2], sys.argv[3]
game = sys.argv[4] if len(sys.argv) > 4 else "absolute"
args = [game, "--players", "3", "--seat", "1=human", "--seat", "2=human", "--seed", seed]
srv = Server(tabula, args + ["--port", "0", "--bot-delay", "0", "--save", wd + "/net.save",
                             "--result-json", wd + "/server.json"], wd)
try:
    check(sorted(srv.tokens) == [1, 2], "tokens for the human seats only: %r" % srv.tokens)
    a = Client(srv.port, srv.tokens[1])
    j = Joiner(tabula, srv.port, srv.tokens[2], ["--result-json", wd + "/join.json"])
    record, rng_a, rng_b = [], random.Random(1), random.Random(2)
    result = None
    deadline = time.monotonic() + 240
    while (result is None or not j.eof) and len(record) < 5000:
        if time.monotonic() > deadline:
            raise Hang("the game did not end in time; %d moves" % len(record))
        ready = select.select([a] + ([] if j.eof else [j]), [], [], 10)[0]
        check(ready, "nothing happened for 10 s (%d moves)" % len(record))
        if a in ready:
            check(a.fill() or result, "server closed seat 1 before the result")
            while (msg := a.poll_line()) is not None:
                if msg["type"] == "prompt":
                    check(msg["seat"] == 1, "seat 1 was prompted for seat %r" % msg["seat"])
                    play_turn(a, rng_a, record, 1)
                elif msg["type"] == "refusal":
                    raise AssertionError("a listed move was refused: %r" % msg)
                elif msg["type"] == "result":
                    result = msg
        if j in ready:
            j.fill()
            if j.prompted():
                j.read_prompt()
                j.play_turn(rng_b, record, 2)
    rc, out, err = j.finish()
    check(rc == 0, "join exit %d: %s" % (rc, err))
    check("Result of %s" % game in out, "join printed the result table: %r" % out[-400:])
    check("error:" not in out, "join printed an error: %r" % out)
    a.close()
    check(srv.wait() == 0, "serve exit status")
    seats = {s for s, _ in record}
    check(seats == {1, 2}, "both people played: %r" % seats)
    local = play_local(tabula, args, [m for _, m in record], wd)
    server = load_json(wd + "/server.json")
    joined = load_json(wd + "/join.json")
    check(local["end"] == "normal", "the local game ended normally: %r" % local["end"])
    check(server == local, "server result == local result\n%r\n%r" % (server, local))
    check(joined == local, "join's result == local result")
    # The wire keeps a seed signed (jansson reads no larger integer): 2^64 - 1
    # travels as -1; join's file says it as play's does.
    wire = dict(result["result"], seed=result["result"]["seed"] % 2**64)
    check(wire == local, "the result message == local result")
    print("ok: %d moves by people, %d in all, winners %r" % (len(record), local["moves"],
                                                            local["winners"]))
finally:
    srv.kill()
