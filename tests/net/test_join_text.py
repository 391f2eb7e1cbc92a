#!/usr/bin/env python3
"""`tabula join --ui text` with lines written all at once (a pipe): each is
played in turn at its prompt, as `play --ui text` does; its help lists
what the network table takes; `say` chats; the view labels the other
seat's hand with its owner; a chat line arriving at the prompt starts a
line of its own and the prompt follows it again.

    test_join_text.py TABULA WORKDIR
"""
import os
import subprocess
import sys

from netkit import Client, Hang, Joiner, Server, check

tabula, wd = sys.argv[1], sys.argv[2]
srv = Server(tabula, ["absolute-quick", "--players", "2", "--seed", "42", "--port", "0",
                      "--bot-delay", "0"], wd)
try:
    w = Client(srv.port, srv.watch)
    w.until(lambda m: m["type"] == "view")
    # Everything at once, before the first prompt even: two moves, help,
    # a chat line, then leave.
    typed = "draw deck\ndiscard +9x\nhelp\nsay two at once\nquit\n"
    p = subprocess.run([tabula, "join", "127.0.0.1:%d" % srv.port, "--token", srv.tokens[1],
                        "--ui", "text"], input=typed.encode(), capture_output=True, timeout=30)
    out, err = p.stdout.decode(), p.stderr.decode()
    check(p.returncode == 0, "join's exit %d: %s" % (p.returncode, err))
    got = w.until(lambda m: m["type"] == "chat")
    played = [m["move"] for m in got if m["type"] == "log" and m.get("seat") == 1]
    check(played == ["draw deck", "discard +9x"], "seat 1 played both lines: %r" % played)
    check(got[-1] == {"type": "chat", "seat": 1, "name": "Player 1", "text": "two at once"},
          "the chat: %r" % got[-1])
    check("error:" not in out, "no refusal: %r" % out)
    # Both hands are "hand": the other seat's carries its owner.
    check("\n  discard: +2s (1 card)\n  hand: -9x -2o +3d +8d +9x\n  hand (greedy 2): [5 hidden]\n"
          in out, "the first view's hands: %r" % out)
    help_at = out.index("Type a move in the game's notation, or one of:\n")
    # help goes as soon as the move before it is played (it waits for no
    # prompt, so whether one follows depends on whose turn it is then).
    end = "same token to come back)\n"
    help_text = out[help_at:out.index(end, help_at) + len(end)]
    check(help_text == "Type a move in the game's notation, or one of:\n"
          "  moves       list the legal moves\n"
          "  show        show the table again\n"
          "  say TEXT    a line to everyone at the table (chat)\n"
          "  resign      give up: at two seats the other seat wins; else the game's bot\n"
          "              plays your seat to the end and it ranks last\n"
          "  help        this text\n"
          "  quit        leave the table; your seat waits for you (join again with the\n"
          "              same token to come back)\n", "help: %r" % help_text)
    check("hint" not in out and "undo" not in out, "no hint or undo offered")
    check(err.endswith("tabula join: you left the table; join again with the same token to "
                       "come back\n"), "quit: %r" % err)
finally:
    srv.kill()

# A chat line arriving while join's prompt waits starts a line of its own,
# and the prompt is shown again under it.
srv = Server(tabula, ["zero-duel", "--seat", "1=human", "--seat", "2=human", "--seed", "3",
                      "--port", "0", "--bot-delay", "0"], wd)
try:
    j = Joiner(tabula, srv.port, srv.tokens[2])  # zero-duel's seat 2 moves first
    b = Client(srv.port, srv.tokens[1])
    first = j.read_prompt()
    check(first.endswith("seat 2 (Player 2)> "), "the first prompt: %r" % first[-200:])
    b.send({"type": "chat", "text": "hello"})
    after = j.read_prompt()
    check(after == "\nPlayer 1 says: hello\nseat 2 (Player 2)> ", "the chat at the prompt: %r" % after)
    j.write("quit")
    rc, out, err = j.finish()
    check(rc == 0, "join's exit after quit: %d %r" % (rc, err))
    b.close()
finally:
    srv.kill()

# The result reaches a Polish player in Polish: join words the result JSON
# itself (the server's text is English, the same bytes for every reader),
# and a refusal from its "about".
srv = Server(tabula, ["zero-duel", "--seat", "1=greedy", "--seat", "2=human", "--seed", "3",
                      "--port", "0", "--bot-delay", "0"], wd)
saved = dict(os.environ)
try:
    os.environ.update(LANGUAGE="pl", LC_ALL="pl_PL.UTF-8")
    j = Joiner(tabula, srv.port, srv.tokens[2])
    os.environ.clear()
    os.environ.update(saved)
    played = b""
    for turn in range(60):
        try:
            played += j.read_prompt().encode()
        except Hang:
            break  # no prompt came: the game is over (the result is in j.out)
        if turn == 0:  # a chat line the server refuses, in English with its "about"
            j.write("say a\u202eb")
        j.write("knock")
    rc, out, err = j.finish()
    check(rc == 0, "the Polish join's exit: %d %r" % (rc, err))
    check("wiersz czatu: znak sterujący kierunkiem pisma (U+202E) jest niedozwolony" in err,
          "a chat line's refusal in Polish: %r" % err)
    check("Wynik gry zero-duel po " in out and ("Zwycięzca:" in out or "Wspólna wygrana:" in out)
          and "Result of" not in out, "the result in Polish: %r" % out[-600:])
    print("ok")
finally:
    os.environ.clear()
    os.environ.update(saved)
    srv.kill()
