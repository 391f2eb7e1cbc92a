#!/usr/bin/env python3
"""`tabula join --ui text` leaves when told, at any time: `quit` and the end
of input take effect as soon as they are read, before the game starts and
while another seat is to move (not only at the seat's own prompt); a
refusal that joining again cannot cure ends join with the server's reason
and exit 2 (a wrong token; the seat taken by a new connection with the same
token) instead of reconnecting; and a move the server's bot plays for the
seat (its clock ran out) is shown to the seat's own join (which leaves
out the moves its player typed), and the log message names the bot.

    test_join_leave.py TABULA WORKDIR
"""
import subprocess
import sys
import time

from netkit import Client, Hang, Joiner, Server, check

tabula, wd = sys.argv[1], sys.argv[2]
LEFT = "tabula join: you left the table; join again with the same token to come back\n"
ENDED = ("tabula join: input ended before the game did; join again with the same token to "
         "come back\n")
AT = "tabula join: at the table of Zero (two players) as Player 1\n"


def join_at_once(port, token, typed, timeout=10):
    """join given all its input at once; (exit, stdout, stderr, seconds)."""
    t0 = time.monotonic()
    try:
        p = subprocess.run([tabula, "join", "127.0.0.1:%d" % port, "--token", token, "--ui",
                            "text"], input=typed.encode(), capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise Hang("join given %r did not end within %s s" % (typed, timeout))
    return p.returncode, p.stdout.decode(), p.stderr.decode(), time.monotonic() - t0


def ended(j, timeout=10):
    """join's exit and stderr, once it ends within timeout."""
    try:
        j.proc.wait(timeout)
    except subprocess.TimeoutExpired:
        j.proc.kill()
        raise Hang("join did not end within %s s" % timeout)
    return j.proc.returncode, j.proc.stderr.read().decode()


# 1. Seat 2 never comes: the game does not start.
srv = Server(tabula, ["zero-duel", "--seat", "2=human", "--seed", "5", "--port", "0",
                      "--bot-delay", "0"], wd)
try:
    rc, out, err, took = join_at_once(srv.port, srv.tokens[1], "show\nquit\n")
    check((rc, err) == (0, AT + LEFT), "quit before the start: %d %r" % (rc, err))
    check(out.startswith("seat 1 (Player 1) joined\nRound 1 of 2, dealer seat 1\n") and
          "  hand: " in out and "seat 1 (Player 1)> " not in out,
          "show before the start prints the view, no prompt: %r" % out)
    rc, out, err, took = join_at_once(srv.port, srv.tokens[1], "quit")
    check((rc, err) == (0, AT + LEFT), "a last line without its newline: %d %r" % (rc, err))
    rc, out, err, took = join_at_once(srv.port, srv.tokens[1], "")
    check((rc, err) == (2, AT + ENDED), "end of input before the start: %d %r" % (rc, err))
    rc, out, err, took = join_at_once(srv.port, "00", "")
    check((rc, out, err) == (2, "", "tabula join: the server says: wrong token\n"),
          "a wrong token: %d %r %r" % (rc, out, err))

    # 2. Seat 2 sits (seat 1 has been here: the game starts) and is to move
    # (Zero's dealer is seat 1), but never does.
    two = Client(srv.port, srv.tokens[2])
    two.until(lambda m: m["type"] == "prompt")
    j = Joiner(tabula, srv.port, srv.tokens[1])
    j.read_until("seat 1 (Player 1) joined\n")
    j.write("help")
    j.read_until("  quit        leave the table")
    j.write("quit")
    rc, err = ended(j)
    check((rc, err) == (0, AT + LEFT), "quit while seat 2 is to move: %d %r" % (rc, err))
    check("seat 1 (Player 1)> " not in j.out.decode(), "no prompt out of turn")
    j = Joiner(tabula, srv.port, srv.tokens[1])
    j.read_until("seat 1 (Player 1) joined\n")
    j.proc.stdin.close()
    rc, err = ended(j)
    check((rc, err) == (2, AT + ENDED), "end of input while seat 2 is to move: %d %r" % (rc, err))

    # 3. The same token again in another join: the first is told and ends.
    first = Joiner(tabula, srv.port, srv.tokens[1])
    first.read_until("seat 1 (Player 1) joined\n")
    second = Joiner(tabula, srv.port, srv.tokens[1])
    rc, err = ended(first)
    check((rc, err) == (2, AT + "tabula join: the server says: replaced by a new connection "
                                "for this seat\n"), "the replaced join: %d %r" % (rc, err))
    second.write("quit")
    rc, err = ended(second)
    check((rc, err) == (0, AT + LEFT), "the join that took the seat: %d %r" % (rc, err))
    log = srv.log()
    check(log.count("replaced by a new connection for this seat") == 1,
          "the first join did not come back to take the seat again: %s" % log[-2000:])
    two.close()
finally:
    srv.kill()

# 4. The clock runs out for seat 1: the bot's move shows at seat 1's join.
srv = Server(tabula, ["crazy-eights", "--seed", "3", "--port", "0", "--bot-delay", "0",
                      "--turn-time", "1"], wd)
try:
    w = Client(srv.port, srv.watch)
    j = Joiner(tabula, srv.port, srv.tokens[1])
    j.read_until("ran out of time (1 s): the bot greedy plays one move for them\n"
                  "seat 1 (Player 1) plays: ")
    got = w.until(lambda m: m["type"] == "log" and m.get("seat") == 1 and "move" in m)
    check(got[-1].get("bot") == "greedy", "the log names the bot: %r" % got[-1])
    bot_move = got[-1]["move"]
    # The prompt it was given ends there: the bot answered it.
    j.read_until("seat 1 (Player 1)> \nseat 1 (Player 1) ran out of time (1 s): the bot greedy "
                  "plays one move for them\nseat 1 (Player 1) plays: %s\n" % bot_move)
    j.write("quit")
    rc, err = ended(j)
    check(rc == 0 and err.endswith(LEFT), "quit: %d %r" % (rc, err))
    print("ok")
finally:
    srv.kill()
