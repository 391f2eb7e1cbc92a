#!/usr/bin/env python3
"""A seat coming back, seen from the others; a fresh game's tokens.

1. Two people at Crazy Eights; Bo stays away on his turn, the bot plays his
   seat, and he comes back while it is Ann's turn.  His return moves the
   table's state on, so Ann is sent the view again: a move she sends with
   the state of the last view she has is played, never refused as stale
   (a page that sends its view's state was stuck there for good).  The game
   then ends while the bot plays for Bo: his seat is still a person's in
   the result ("human", assisted) and in the save.
2. A fresh `serve --save FILE` writes new tokens over an older FILE.tokens
   (last time's links must not open a new game's seats); `serve --load
   FILE` takes the ones the file holds.
3. A rematch asked, then every connection dropped (pages reloading): the
   table waits its 30 s for them and deals again (serve ended at once).

    test_back.py TABULA WORKDIR
"""
import random
import sys
import time

from netkit import Client, Server, check, load_json

tabula, wd = sys.argv[1], sys.argv[2]
rng = random.Random(5)


def latest_view(c):
    return [m for m in c.seen if m["type"] == "view"][-1]


def play_with_state(c):
    """At a prompt: ask the moves and play one, with the state of the last
    view c has, as the web page does.  The messages up to its answer."""
    c.send({"type": "moves"})
    moves = c.until(lambda m: m["type"] == "moves")[-1]["moves"]
    move = moves[rng.randrange(len(moves))]
    c.send({"type": "move", "text": move, "state": latest_view(c)["state"]})
    return c.until(lambda m: m["type"] in ("refusal", "log") and m.get("move") == move)


srv = Server(tabula, ["crazy-eights", "--seat", "1=human", "--seat", "2=human", "--name", "1=Ann",
                      "--name", "2=Bo", "--seed", "4", "--port", "0", "--bot-delay", "0",
                      "--seat-timeout", "1", "--save", wd + "/back.save", "--result-json",
                      wd + "/back.json"], wd)
try:
    ann, bo = Client(srv.port, srv.tokens[1]), Client(srv.port, srv.tokens[2])
    bo.close()  # gone before the first move: his turns wait, then the bot takes them
    took = None
    for _ in range(40):  # Ann's turns until the bot has played for Bo
        got = ann.until(lambda m: m["type"] == "prompt" and m["seat"] == 1, 15)
        took = took or any(m["type"] == "log" and m.get("seat") == 2 and m.get("bot") == "greedy"
                           for m in ann.seen)
        if took:
            break
        said = play_with_state(ann)
        check(said[-1]["type"] == "log", "Ann's move before Bo left: %r" % said[-1])
    check(took, "the bot never played Bo's seat")
    # Ann is to move; Bo comes back now.
    seen = len(ann.seen)
    bo = Client(srv.port, srv.tokens[2])
    ann.until(lambda m: m["type"] == "log" and
              m["text"] == "seat 2 (Bo) is back: the bot greedy leaves the seat", 10)
    ann.until(lambda m: m["type"] == "view", 10)
    check(any(m["type"] == "view" for m in ann.seen[seen:]),
          "Ann was sent no view after Bo came back")
    said = play_with_state(ann)
    check(said[-1]["type"] == "log", "Ann's move after Bo came back: %r" % said[-1])
    # Bo leaves again and the game ends while the bot plays for him: his
    # seat is still a person's (assisted), in the result and in the save.
    bo.close()
    for _ in range(200):
        m = ann.until(lambda m: m["type"] == "result" or (m["type"] == "prompt" and m["seat"] == 1),
                      15)[-1]
        if m["type"] == "result":
            break
        play_with_state(ann)
    check(m["type"] == "result", "the game did not end")
    ann.close()
    check(srv.wait() == 0, "serve's exit at the end")
    seats = load_json(wd + "/back.json")["players"]
    check([(p["kind"], p.get("assisted", False)) for p in seats]
          == [("human", False), ("human", True)],
          "the result's seats: %r" % seats)
    lines = open(wd + "/back.save").read().split("\n")
    check("seat 2 human Bo" in lines, "the save's seat 2: %r" % [x for x in lines if x[:4] == "seat"])
finally:
    srv.kill()

# Tokens: a fresh game never takes an older file's; --load does.
save = wd + "/tok.save"
first = Server(tabula, ["face-to-face", "--seat", "2=human", "--save", save, "--port", "0"], wd)
first.kill()
second = Server(tabula, ["crazy-eights", "--seat", "2=human", "--save", save, "--port", "0",
                         "--seed", "9"], wd)
second.kill()
check(set(first.tokens.values()).isdisjoint(second.tokens.values()) and first.watch != second.watch,
      "a fresh serve --save reused the older file's tokens: %r %r" % (first.tokens, second.tokens))
again = Server(tabula, ["--load", save, "--port", "0"], wd)
again.kill()
check(again.tokens == second.tokens and again.watch == second.watch,
      "serve --load gave other tokens: %r, not %r" % (again.tokens, second.tokens))
# A rematch asked, then every connection gone (pages reloading): the table
# waits for them instead of ending at once, and the rematch is dealt.
srv = Server(tabula, ["face-to-face", "--seat", "1=human", "--seat", "2=human", "--port", "0",
                      "--bot-delay", "0"], wd)
try:
    ann, bo = Client(srv.port, srv.tokens[1]), Client(srv.port, srv.tokens[2])
    bo.until(lambda m: m["type"] == "view", 10)
    bo.send({"type": "resign"})  # at two seats the game ends at once
    for c in (ann, bo):
        c.until(lambda m: m["type"] == "result", 10)
    ann.send({"type": "rematch"})
    bo.until(lambda m: m["type"] == "log" and m.get("event", {}).get("kind") == "rematch_asked", 10)
    ann.close()
    bo.close()
    time.sleep(2)
    check(srv.proc.poll() is None, "serve ended with a rematch asked and every page reloading")
    bo = Client(srv.port, srv.tokens[2])
    bo.until(lambda m: m["type"] == "welcome", 10)
    bo.send({"type": "rematch"})
    bo.until(lambda m: m["type"] == "log" and m.get("event", {}).get("kind") == "rematch", 10)
    bo.close()
finally:
    srv.kill()
print("ok")
