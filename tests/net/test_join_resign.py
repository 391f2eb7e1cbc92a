#!/usr/bin/env python3
"""`tabula join --ui text` around a resignation, for a Polish player
(LANGUAGE=pl) at an English server: another seat's resignation shows in
Polish, once, with the prompt once under it; the resignation that ends
the game names the winner in Polish (join words the event, not the
server's English text); a seat that resigned and types `moves` is told
at once that it resigned (the line waited for a turn that never came).

    test_join_resign.py TABULA WORKDIR
"""
import os
import sys

from netkit import Client, Joiner, Server, check

tabula, wd = sys.argv[1], sys.argv[2]
POLISH = {"LANGUAGE": "pl", "LC_ALL": "pl_PL.UTF-8"}


def polish_joiner(port, token):
    saved = dict(os.environ)
    try:
        os.environ.update(POLISH)
        return Joiner(tabula, port, token)
    finally:
        os.environ.clear()
        os.environ.update(saved)


def typ(t):
    return lambda m: m["type"] == t


GAME = ["absolute-quick", "--players", "3", "--seat", "1=human", "--seat", "2=human",
        "--seed", "6", "--port", "0", "--bot-delay", "0"]

# 1. Seat 1 (the join) waits at its prompt; seat 2 resigns and then chats.
srv = Server(tabula, GAME, wd)
try:
    j = polish_joiner(srv.port, srv.tokens[1])
    b = Client(srv.port, srv.tokens[2])
    first = j.read_prompt()
    check(first.endswith("seat 1 (Player 1)> "), "the first prompt: %r" % first[-200:])
    b.send({"type": "resign"})
    b.until(typ("view"))
    b.send({"type": "chat", "text": "gg"})
    j.read_until("Player 2 mówi: gg\nseat 1 (Player 1)> ")
    after, j.out = j.out.decode(), b""
    check(after == "\nmiejsce 2 (Player 2) się poddaje: bot greedy gra za nie do końca\n"
          "seat 1 (Player 1)> \nPlayer 2 mówi: gg\nseat 1 (Player 1)> ",
          "the resignation and a chat at the prompt (the prompt once after each): %r" % after)
    # Seat 1 resigns too: seat 3 wins, said in Polish.
    j.write("resign")
    j.read_until("Zwycięzca: ")
    rc, out, err = j.finish()
    check(rc == 0, "join's exit: %d %r" % (rc, err))
    check(out.startswith("\nmiejsce 1 (Player 1) się poddaje: wygrywa miejsce 3 (greedy 3)\n"
                         "Wynik gry absolute-quick po "), "the end in Polish: %r" % out)
    b.close()
finally:
    srv.kill()

# 2. Seat 2 (the join) resigns, then asks for the moves: refused at once.
srv = Server(tabula, GAME, wd)
try:
    a = Client(srv.port, srv.tokens[1])
    j = polish_joiner(srv.port, srv.tokens[2])
    a.until(typ("prompt"))
    j.write("resign")
    a.until(lambda m: m["type"] == "log" and m.get("event", {}).get("kind") == "resigned")
    j.write("moves")
    j.write("draw deck")
    j.write("say done")  # goes once the move's refusal is in
    a.until(typ("chat"))
    a.send({"type": "resign"})
    j.read_until("Zwycięzca: ")
    rc, out, err = j.finish()
    check(rc == 0, "join's exit: %d %r" % (rc, err))
    refused = "error: poddałeś się: bot gra za twoje miejsce do końca\n"
    check(out.count(refused) == 2, "moves and a move after resigning: %r" % out)
    check("miejsce 1 (Player 1) się poddaje: wygrywa miejsce 3 (greedy 3)\n" in out,
          "the end: %r" % out)
    a.close()
    print("ok")
finally:
    srv.kill()
