#!/usr/bin/env python3
"""A lobby (`serve --lobby`) of three tables on one server: the listing
(free seats, no token, nothing hidden), taking free seats (the token is
handed to the taker only; a taken seat, a bot's seat, a table that is not
there and a bad name are refused and the connection stays), `tabula join
HOST:PORT` listing the tables and sitting at the one typed, a spectator
who sees no hand, wrong tokens, SIGKILL and `serve --lobby --load DIR`
(the taken seats stay taken, the players come back with their tokens),
and every game played to its end with the result of the same game played
locally.

    test_lobby.py TABULA WORKDIR
"""
import json
import os
import random
import re
import select
import subprocess
import sys
import time

from netkit import Client, hello_of, Joiner, Server, check, load_json, play_local, play_turn

tabula, wd = sys.argv[1], sys.argv[2]
saves = os.path.join(wd, "saves")
specs = ["absolute-quick:players=3,seat=2=human,seed=7",  # two people and a bot
         "absolute-quick:players=2,seed=8",                # one person (join) and a bot
         "absolute-quick:players=2,seat=1=greedy,seed=9"]  # bots only
common = ["--port", "0", "--bot-delay", "0", "--seat-timeout", "0"]
args = [x for s in specs for x in ("--table", s)] + common + ["--save", saves]
HEX64 = re.compile(r"[0-9a-f]{64}")
srv = Server.lobby(tabula, args, wd, 3)
rng = random.Random(3)
record = {1: [], 2: []}  # table: moves by people in order


def error_of(c, msg):
    """Send msg; the answer must be an error, and the connection stays."""
    c.send(msg)
    m = c.recv(5)
    check(m is not None and m["type"] == "error", "expected an error for %r, got %r" % (msg, m))
    return m["reason"]


def no_hand_shown(msgs):
    for m in msgs:
        if m["type"] == "view":
            for z in m["zones"]:
                if z["name"].startswith("hand"):
                    check(all("hidden" in c for c in z["cards"]), "a spectator saw %r" % z)


def drive(seated, joiner, stop, timeout=120):
    """Answer the prompts of the scripted seats {(table, seat): Client} and
    of join (table 2) until stop(), or until every one has ended."""
    deadline = time.monotonic() + timeout
    while not stop():
        check(time.monotonic() < deadline, "no end within %s s: %r" % (timeout, record))
        for (table, seat), c in seated.items():  # what is read already, first
            while (m := c.poll_line()) is not None:
                check(m["type"] not in ("refusal", "error"), "refused: %r" % m)
                if m["type"] == "prompt":
                    record[table].append(play_turn(c, rng, [], seat))
        if joiner and joiner.prompted():
            joiner.read_prompt()
            record[2].append(joiner.play_turn(rng, [], 1))
            continue
        waiting = [c for c in seated.values() if not c.closed]
        if joiner and not joiner.eof:
            waiting.append(joiner)
        if not waiting:
            return
        ready = select.select(waiting, [], [], 10)[0]
        check(ready, "nothing for 10 s")
        for c in ready:
            c.fill()


try:
    # The listing: what anyone may see, and no token.
    check(srv.tables == ["table 1 absolute-quick: 3 players, 2 free seats",
                         "table 2 absolute-quick: 2 players, 1 free seat",
                         "table 3 absolute-quick: 2 players, 0 free seats"],
          "serve's table lines: %r" % srv.tables)
    c = Client(srv.port, first={"type": "list"})
    check(c.hello == hello_of(tabula, lobby=True),
          "a lobby's hello: %r" % c.hello)
    listing = c.recv()
    check(listing["type"] == "tables" and len(listing["tables"]) == 3, "tables: %r" % listing)
    t1 = listing["tables"][0]
    check({k: t1[k] for k in ("table", "game", "players", "free", "started", "over", "moves")} ==
          {"table": 1, "game": "absolute-quick", "players": 3, "free": 2, "started": False,
           "over": False, "moves": 0}, "table 1: %r" % t1)
    check([(s["seat"], s["kind"], s["free"]) for s in t1["seats"]] ==
          [(1, "human", True), (2, "human", True), (3, "bot:greedy", False)], "seats %r" % t1)

    # Refused requests keep the connection (a person may try again).
    check(error_of(c, {"type": "sit", "table": 9}) == "there is no table 9 (this lobby has 1 to 3)",
          "no table 9")
    check(error_of(c, {"type": "sit", "table": "one"}) ==
          'sit needs "table": the table\'s number (list shows them)', "table not a number")
    check(error_of(c, {"type": "sit", "table": 1, "seat": 3}) == "seat 3 of table 1 is not free",
          "a bot's seat")
    check(error_of(c, {"type": "sit", "table": 1, "seat": 7}) ==
          '"seat" is a seat number from 1 to 3 at table 1', "seat 7")
    check(error_of(c, {"type": "sit", "table": 1, "name": " Ann"}) ==
          '"name" is 1 to 31 bytes of printable text, not beginning or ending with a space',
          "a bad name")
    # The bots at table 3 play without a pause: by now its game may be over.
    check(error_of(c, {"type": "sit", "table": 3}) in ("table 3 has no free seat",
                                                       "the game at table 3 is over"), "bots only")

    # Taking seats: the token goes to the taker, once.
    c.send({"type": "sit", "table": 1, "seat": 2, "name": "Ann"})
    seated = c.recv()
    check(seated["type"] == "seated" and (seated["table"], seated["seat"], seated["name"]) ==
          (1, 2, "Ann") and HEX64.fullmatch(seated["token"]), "seated: %r" % seated)
    welcome = c.recv()
    check(welcome["type"] == "welcome" and (welcome["table"], welcome["seat"], welcome["name"]) ==
          (1, 2, "Ann"), "welcome: %r" % welcome)
    ann, tokens = c, {(1, 2): seated["token"]}
    # A name of zero-width characters alone shows nothing: the seat keeps
    # its "Player 1" (the lobby and every seat bar showed a blank).
    bob = Client(srv.port, first={"type": "sit", "table": 1, "name": "\u200b\u2060\u200b"})
    seated = bob.recv()
    check((seated["type"], seated["table"], seated["seat"], seated["name"]) ==
          ("seated", 1, 1, "Player 1"), "%r" % seated)
    tokens[(1, 1)] = seated["token"]
    late = Client(srv.port, first={"type": "sit", "table": 1})
    check(late.recv(5) == {"type": "error", "reason": "table 1 has no free seat",
                           "about": {"kind": "table_full", "table": 1}}, "table 1 full")
    late.close()
    # The listing now: taken seats with their names, still no token.
    c = Client(srv.port, first={"type": "list"})
    line = json.dumps(c.recv())
    t1 = json.loads(line)["tables"][0]
    check([(s["name"], s["free"]) for s in t1["seats"]] ==
          [("Player 1", False), ("Ann", False), ("greedy 3", False)], "taken seats: %r" % t1)
    check(not HEX64.search(line), "the listing shows a token: %s" % line)
    c.close()
    st = os.stat(os.path.join(saves, "table-1.save.tokens"))
    check(st.st_mode & 0o777 == 0o600, "the tokens file's mode %o" % st.st_mode)
    # Wrong tokens get nothing.
    for bad in ["0" * 64, tokens[(1, 2)][:-1]]:
        w = Client(srv.port, bad)
        check(w.recv(5) == {"type": "error", "reason": "wrong token", "about": {"kind": "wrong_token"}} and w.recv(5) is None,
              "a wrong token")
    # Anything else before a seat or a token ends the connection.
    w = Client(srv.port, first={"type": "move", "text": "draw deck"})
    check(w.recv(5)["reason"].startswith('the first message must be {"type": "auth"'), "move")

    # The bots' table plays on its own (a save, so an fsync, after each move).
    deadline = time.monotonic() + 60
    while True:
        c = Client(srv.port, first={"type": "list"})
        over = c.recv()["tables"][2]["over"]
        c.close()
        if over:
            break
        check(time.monotonic() < deadline, "the bots' table is not over after 60 s")
        time.sleep(0.2)
    # join lists the tables and sits at the one typed.
    j = Joiner(tabula, srv.port, None, ["--name", "Cy"])
    deadline = time.monotonic() + 10
    while b"Enter to leave) " not in j.out:
        check(time.monotonic() < deadline and not j.eof, "join's question: %r" % j.out)
        if select.select([j], [], [], 1)[0]:
            j.fill()
    listed = j.out.decode()
    j.out = b""
    check(listed == "table 1 (absolute-quick, 3 players, playing, 0 moves): seat 1 Player 1, "
                    "seat 2 Ann, seat 3 greedy 3 (bot)\n"
                    "table 2 (absolute-quick, 2 players, waiting for 1): seat 1 free, "
                    "seat 2 greedy 2 (bot)\n"
                    "table 3 (absolute-quick, 2 players, over): seat 1 greedy 1 (bot), "
                    "seat 2 greedy 2 (bot)\n"
                    "Sit at which table? (its number; w NUMBER to watch; Enter to leave) ",
          "join's listing: %r" % listed)
    j.write("2")
    # A spectator of table 1.
    spect = Client(srv.port, first={"type": "watch", "table": 1})
    sw = spect.until(lambda m: m["type"] == "welcome")[-1]
    check((sw["seat"], sw["table"]) == (None, 1), "the spectator's welcome: %r" % sw)

    spect2 = Client(srv.port, first={"type": "watch", "table": 2})
    seats = {(1, 2): ann, (1, 1): bob}
    drive(seats, j, lambda: len(record[1]) >= 6 and len(record[2]) >= 3)
    # Every move sent is played (the spectators saw it) before the SIGKILL.
    for w, people, n in ((spect, (1, 2), len(record[1])), (spect2, (1,), len(record[2]))):
        logged = lambda: sum(1 for m in w.seen if m["type"] == "log" and m.get("seat") in people)
        while logged() < n:
            check(w.recv(10) is not None, "a spectator's connection ended")
    # SIGKILL mid-game, then the same lobby from its folder.
    srv.kill()
    for x in (ann, bob, spect, spect2):
        x.close()
    j.proc.kill()
    rc, out, err = j.finish()
    m = re.search(r"seat 1 of table 2 is yours; to come back: tabula join 127\.0\.0\.1:%d "
                  r"--token ([0-9a-f]{64})" % srv.port, err)
    check(m, "join printed the seat's token: %r" % err)
    tokens[(2, 1)] = m.group(1)
    no_hand_shown(spect.seen)

    srv = Server.lobby(tabula, ["--load", saves] + common, wd, 3)
    check(srv.tables[:2] == ["table 1 absolute-quick: 3 players, 0 free seats",
                             "table 2 absolute-quick: 2 players, 0 free seats"],
          "after the restart: %r" % srv.tables)
    ann = Client(srv.port, tokens[(1, 2)])
    bob = Client(srv.port, tokens[(1, 1)])
    v = ann.until(lambda m: m["type"] == "view")
    check(v[0]["type"] == "welcome" and (v[0]["table"], v[0]["seat"]) == (1, 2), "%r" % v[0])
    check(v[-1]["moves"] >= len(record[1]), "the game goes on from its save")
    j = Joiner(tabula, srv.port, tokens[(2, 1)])
    spect = Client(srv.port, first={"type": "watch", "table": 1})
    drive({(1, 2): ann, (1, 1): bob}, j,
          lambda: all(any(m["type"] == "result" for m in x.seen) for x in (ann, bob)) and j.eof)
    rc, out, err = j.finish()
    check(rc == 0 and "Result of absolute-quick" in out, "join at table 2: %d %r" % (rc, err))
    for x in (ann, bob):
        x.close()
    while spect.recv(10) is not None:
        pass
    no_hand_shown(spect.seen)
    check(srv.wait(30) == 0, "serve --lobby ends when every table is over")

    # Each table's result is that of the same game played locally.
    results = {t: json.loads(subprocess.run(
        [tabula, "replay", os.path.join(saves, "table-%d.save" % t), "--json"],
        capture_output=True, timeout=30).stdout) for t in (1, 2, 3)}
    local1 = play_local(tabula, ["absolute-quick", "--players", "3", "--seat", "2=human",
                                 "--seed", "7", "--name", "1=\u200b\u2060\u200b", "--name", "2=Ann"],
                        record[1], wd)
    local2 = play_local(tabula, ["absolute-quick", "--players", "2", "--seed", "8", "--name",
                                 "1=Cy"], record[2], wd)
    local3 = play_local(tabula, ["absolute-quick", "--players", "2", "--seat", "1=greedy",
                                 "--seed", "9"], [], wd)
    for t, local in ((1, local1), (2, local2), (3, local3)):
        check(local["end"] == "normal" and results[t] == local,
              "table %d: %r\n%r" % (t, results[t], local))
    ann_result = [m for m in ann.seen if m["type"] == "result"][-1]["result"]
    check(ann_result == local1, "the result message at table 1")
    print("ok: %d and %d moves by people" % (len(record[1]), len(record[2])))
finally:
    srv.kill()
