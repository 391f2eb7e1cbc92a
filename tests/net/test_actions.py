#!/usr/bin/env python3
"""Table actions of protocol 2: resign at two seats ends the game with the
other seat winning, and a rematch when both ask deals again on the same
seats; resign at three seats gives the seat to the bot to the end and it
ranks last; the turn clock (--turn-time) counts in the prompt and lets the
bot play one move for an idle seat (log event timeout, the result marks
the seat assisted); an absent player's wait is announced before the bot
takes the seat, and the result marks that seat assisted too.

    test_actions.py TABULA WORKDIR
"""
import json
import os
import subprocess
import sys

from netkit import Client, Server, check, play_turn

tabula, wd = sys.argv[1], sys.argv[2]


def kind(k):
    return lambda m: m["type"] == "log" and m.get("event", {}).get("kind") == k


def typ(t):
    return lambda m: m["type"] == t


def player(res, seat):
    return res["players"][seat - 1]


def play_to_result(a, rng, record, closed):
    """Seat 1 (client a) plays its turns until the result; its result."""
    while True:
        m = a.recv(20)
        check(m is not None, closed)
        if m["type"] == "prompt":
            play_turn(a, rng, record, 1)
        elif m["type"] == "result":
            return m["result"]


# 1. Two people at Face to Face: seat 2 resigns; then both ask a rematch.
srv = Server(tabula, ["face-to-face", "--players", "2", "--seat", "1=human", "--seat", "2=human",
                      "--seed", "4", "--port", "0", "--bot-delay", "0"], wd)
try:
    a = Client(srv.port, srv.tokens[1])
    b = Client(srv.port, srv.tokens[2])
    for c in (a, b):
        c.until(typ("view"))
    b.send({"type": "resign", "id": "r"})
    for c in (a, b):
        got = c.until(typ("result"))
        ev = [m for m in got if kind("resigned")(m)]
        check(len(ev) == 1 and ev[0]["text"] == "seat 2 (Player 2) resigns: seat 1 (Player 1) wins"
              and ev[0]["event"] == {"kind": "resigned", "seat": 2, "name": "Player 2", "ends": True,
                                     "winner": 1, "winner_name": "Player 1"},
              "the resignation: %r" % ev)
        # The last view before the result says the game is over, not whose turn it is.
        v = [m for m in got if typ("view")(m)][-1]
        check(v["to_move"] is None and v["over"] is True and
              v["status"] == ["Game over: ended by a resignation"] and
              v["text"].startswith("Game over: ended by a resignation\n") and
              "to move" not in v["text"], "the final view: %r" % v)
        res = got[-1]["result"]
        check(res["end"] == "resigned" and res["winners"] == [1], "end and winners: %r" %
              [res["end"], res["winners"]])
        check(player(res, 2)["resigned"] is True and player(res, 2)["rank"] == 2 and
              player(res, 1)["rank"] == 1 and "resigned" not in player(res, 1), "ranks: %r" %
              res["players"])
        check(res["assisted"] is False, "not assisted")
    text = got[-1]["text"]
    check("(resigned)" in text.splitlines()[0] and "Winner: Player 1 (seat 1)" in text,
          "the result table: %r" % text)
    # A second resign is refused; the rematch needs both seats.
    b.send({"type": "resign", "id": 2})
    check(b.recv() == {"type": "error", "reason": "the game is over", "about": {"kind": "over"},
                       "id": 2}, "resign after the end")
    # The view asked for after the end says so too.
    b.send({"type": "show", "id": 4})
    v = b.recv()
    check(v["type"] == "view" and v["to_move"] is None and v["over"] is True and
          v["status"] == ["Game over: ended by a resignation"] and v["id"] == 4,
          "show after the end: %r" % v)
    # Asking for the moves after the end says the game is over, not whose turn it is.
    b.send({"type": "moves", "id": 3})
    r = b.recv()
    check(r == {"type": "refusal", "move": "moves", "reason": "the game is over",
                "about": {"kind": "over"}, "id": 3}, "moves after the end: %r" % r)
    a.send({"type": "rematch"})
    for c in (a, b):
        m = c.until(kind("rematch_asked"))[-1]
        check(m["text"] == "seat 1 (Player 1) asks for a rematch", "asked: %r" % m)
    b.send({"type": "rematch"})
    for c in (a, b):
        got = c.until(typ("view"))
        re_ = [m for m in got if kind("rematch")(m)]
        # No seed: it would deal the new game's hidden cards to a player.
        check(len(re_) == 1 and re_[0]["text"] == "every player asked for a rematch: a new deal"
              and re_[0]["event"] == {"kind": "rematch"}, "rematch announced: %r" % got)
        check(not any("seed" in json.dumps(m) for m in got), "no seed before the result: %r" % got)
        check(any(kind("start")(m) for m in got) and got[-1]["moves"] == 0, "a new game: %r" %
              got[-1]["moves"])
    # The same tokens still open the seats; the history is the new game's.
    c2 = Client(srv.port, srv.tokens[2])
    check(c2.until(typ("history"))[-1] == {"type": "history", "total": 0, "moves": []},
          "the new game's history")
    a.send({"type": "resign"})
    res = a.until(typ("result"))[-1]["result"]
    check(res["winners"] == [2] and res["seed"] != 4, "the second game: %r" % res["winners"])
    for c in (a, b, c2):
        c.close()
    check(srv.wait() == 0, "serve ends")
finally:
    srv.kill()

# 2. Three seats: seat 2 resigns, the bot plays it to the end, it ranks last.
srv = Server(tabula, ["absolute-quick", "--players", "3", "--seat", "1=human", "--seat", "2=human",
                      "--seed", "6", "--port", "0", "--bot-delay", "0"], wd)
try:
    import random
    rng, record = random.Random(1), []
    a = Client(srv.port, srv.tokens[1])
    b = Client(srv.port, srv.tokens[2])
    b.until(typ("view"))
    b.send({"type": "resign"})
    m = b.until(kind("resigned"))[-1]
    check(m["text"] == "seat 2 (Player 2) resigns: the bot greedy plays the seat to the end" and
          m["event"]["ends"] is False, "resign at three: %r" % m)
    # The seat is the bot's now: its person's moves and move are refused
    # as such (the moves were listed, and a move played, at the seat's turn).
    why = "you have resigned: the bot plays your seat to the end"
    b.send({"type": "moves", "id": 1})
    r = b.until(lambda m: m.get("id") == 1)[-1]
    check(r == {"type": "refusal", "move": "moves", "reason": why, "about": {"kind": "resigned"},
                "id": 1}, "moves after resigning: %r" % r)
    b.send({"type": "move", "text": "draw deck", "id": 2})
    r = b.until(lambda m: m.get("id") == 2)[-1]
    check(r == {"type": "refusal", "move": "draw deck", "reason": why,
                "about": {"kind": "resigned"}, "id": 2}, "a move after resigning: %r" % r)
    # Coming back, the welcome says the seat resigned.
    b2 = Client(srv.port, srv.tokens[2])
    w = b2.until(typ("welcome"))[-1]
    check(w["seats"][1].get("resigned") is True and "resigned" not in w["seats"][0],
          "the welcome's seats: %r" % w["seats"])
    b2.close()
    b.close()
    res = play_to_result(a, rng, record, "seat 1 closed")
    check(res["end"] == "normal", "played to the end: %r" % res["end"])
    check(player(res, 2)["rank"] == 3 and player(res, 2)["resigned"] is True and
          player(res, 2)["kind"] == "human", "seat 2 last, still a person's: %r" % res["players"])
    check(2 not in res["winners"] and "assisted" not in player(res, 2), "winners %r" % res["winners"])
    a.close()
finally:
    srv.kill()

# 2b. Three seats, two resign in turn: the game ends at the second, won by
#     the seat left; the first to give up ranks last.
save2b = os.path.join(wd, "two-resign.save")
srv = Server(tabula, ["absolute-quick", "--players", "3", "--seat", "1=human", "--seat", "2=human",
                      "--seed", "6", "--port", "0", "--bot-delay", "0", "--save", save2b], wd)
try:
    a = Client(srv.port, srv.tokens[1])
    b = Client(srv.port, srv.tokens[2])
    b.until(typ("view"))
    b.send({"type": "resign"})
    a.until(kind("resigned"))
    a.send({"type": "resign"})
    m = a.until(kind("resigned"))[-1]
    check(m["event"]["ends"] is True and m["event"]["winner"] == 3, "the second: %r" % m)
    res = a.until(typ("result"))[-1]["result"]
    check(res["end"] == "resigned" and res["winners"] == [3] and
          [player(res, k)["rank"] for k in (1, 2, 3)] == [2, 3, 1],
          "two resignations: %r" % res["players"])
    a.close()
    b.close()
finally:
    srv.kill()
# The save says who resigned, in order: it replays to the same end, and a
# restart from it has no game to wait for.
text = open(save2b).read()
check("seat 1 human Player 1\nseat 2 human Player 2\n" in text and
      "resigned 2\nresigned 1\n" in text, "the save: %r" % text)
r = subprocess.run([tabula, "replay", save2b, "--json"], capture_output=True, text=True, cwd=wd)
again = json.loads(r.stdout)
check(r.returncode == 0 and again["end"] == "resigned" and again["winners"] == [3] and
      [player(again, k)["rank"] for k in (1, 2, 3)] == [2, 3, 1], "replayed: %r" % r.stdout)
r = subprocess.run([tabula, "serve", "--load", save2b, "--port", "0"], capture_output=True,
                   text=True, cwd=wd, timeout=20)
check(r.returncode == 0 and "is over; its result:" in r.stderr and
      "Winner: greedy 3 (seat 3)" in r.stdout, "serve --load of it: %r" % (r,))

# 3. The clock: seat 1 never moves; the bot plays for it after 0.5 s.
srv = Server(tabula, ["absolute-quick", "--players", "2", "--seed", "42", "--port", "0",
                      "--bot-delay", "0", "--turn-time", "0.5"], wd)
try:
    a = Client(srv.port, srv.tokens[1])
    p = a.until(typ("prompt"))[-1]
    check(p == {"type": "prompt", "seat": 1, "name": "Player 1", "seconds": 0.5}, "prompt: %r" % p)
    got = a.until(lambda m: m["type"] == "log" and m.get("seat") == 1)
    t = [m for m in got if kind("timeout")(m)]
    check(len(t) == 1 and t[0]["text"] == "seat 1 (Player 1) ran out of time (0.5 s): the bot "
          "greedy plays one move for them" and t[0]["event"]["bot"] == "greedy", "timeout: %r" % t)
    check(got[-1]["move"] in ("draw deck", "draw discard"), "the bot drew for seat 1: %r" % got[-1])
    # Someone arriving now reads in the history that the bot played it.
    w = Client(srv.port, srv.watch)
    h = w.until(typ("history"))[-1]["moves"]
    check(h == [{"n": 1, "seat": 1, "name": "Player 1", "move": got[-1]["move"], "bot": "greedy"}],
          "the history marks the bot's move for a person: %r" % h)
    w.close()
    p = a.until(typ("prompt"))[-1]
    check(0.3 <= p["seconds"] <= 0.5, "a fresh clock: %r" % p)
    a.send({"type": "resign"})
    res = a.until(typ("result"))[-1]["result"]
    check(res["assisted"] is True and player(res, 1)["assisted"] is True and
          player(res, 1)["resigned"] is True and res["winners"] == [2], "assisted: %r" % res)
    a.close()
finally:
    srv.kill()

# 4. An absent player: the wait is announced, then the bot takes the seat
#    and plays; back, the player resigns: the result marks the seat assisted.
#    The bots pause 100 ms a move, so that the game is not over (the bot
#    playing the whole of it) before the player is back, on a busy machine.
srv = Server(tabula, ["absolute-quick", "--players", "2", "--seed", "42", "--port", "0",
                      "--bot-delay", "100", "--seat-timeout", "1"], wd)
try:
    a = Client(srv.port, srv.tokens[1])
    a.until(typ("prompt"))
    w = Client(srv.port, srv.watch)
    w.until(typ("view"))
    a.send({"type": "leave"})
    a.until(typ("bye"))
    a.close()
    got = w.until(kind("bot"))
    kinds = [m["event"]["kind"] for m in got if m["type"] == "log" and "event" in m]
    check(kinds == ["left", "away", "bot"], "the order: %r" % kinds)
    away = [m for m in got if kind("away")(m)][0]
    check(away["text"] == "seat 1 (Player 1) is away on their turn: the game's bot plays the seat "
          "if they are not back within 1 s" and away["event"]["seconds"] == 1, "away: %r" % away)
    w.until(lambda m: m["type"] == "log" and m.get("seat") == 1)
    a = Client(srv.port, srv.tokens[1])
    a.until(kind("back"))
    a.send({"type": "resign"})
    res = a.until(typ("result"))[-1]["result"]
    check(res["assisted"] is True and player(res, 1).get("assisted") is True and
          player(res, 1)["kind"] == "human", "assisted after the bot kept the seat: %r" % res)
finally:
    srv.kill()

# 5. A restart keeps who resigned and whom a bot assisted: seat 1's clock
#    runs out once (the bot moves for it), seat 2 resigns; serve --load of
#    the save goes on with seat 2 the bot's and ranked last, seat 1 assisted.
save5 = os.path.join(wd, "restart.save")
args = ["absolute-quick", "--players", "3", "--seat", "1=human", "--seat", "2=human",
        "--seed", "42", "--port", "0", "--bot-delay", "0"]
srv = Server(tabula, args + ["--turn-time", "0.5", "--save", save5], wd)
try:
    a = Client(srv.port, srv.tokens[1])
    b = Client(srv.port, srv.tokens[2])
    a.until(kind("timeout"))
    b.send({"type": "resign"})
    b.until(kind("resigned"))
    a.close()
    b.close()
finally:
    srv.kill()
text = open(save5).read()
check("seat 2 human Player 2\n" in text and "resigned 2\n" in text and "assisted 1\n" in text,
      "the save before the restart: %r" % text)
srv = Server(tabula, ["--load", save5, "--port", "0", "--bot-delay", "0"], wd)
try:
    rng, record = random.Random(2), []
    a = Client(srv.port, srv.tokens[1])  # the one person the game waits for
    a.until(typ("welcome"))
    b = Client(srv.port, srv.tokens[2])
    w = b.until(typ("welcome"))[-1]
    check(w["seats"][1].get("resigned") is True and w["started"] is True,
          "resigned after the restart: %r" % w)
    b.send({"type": "moves", "id": 1})
    r = b.until(lambda m: m.get("id") == 1)[-1]
    check(r.get("about") == {"kind": "resigned"}, "moves after the restart: %r" % r)
    b.close()
    res = play_to_result(a, rng, record, "seat 1 closed after the restart")
    check(res["end"] == "normal" and player(res, 2)["resigned"] is True and
          player(res, 2)["rank"] == 3 and player(res, 2)["kind"] == "human" and
          player(res, 1).get("assisted") is True and player(res, 1)["kind"] == "human",
          "the result after the restart: %r" % res["players"])
    a.close()
    print("ok")
finally:
    srv.kill()
