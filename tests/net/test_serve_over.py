#!/usr/bin/env python3
"""`tabula serve --load` of a game that is already over waits for no one:
it prints the result (and writes --result-json) and exits 0 at once; so
does `serve --lobby --load DIR` when every table is over.  In a lobby where
only some are over, those are listed as over and cannot be sat at, and the
others are played as usual.

    test_serve_over.py TABULA WORKDIR
"""
import json
import os
import shutil
import subprocess
import sys

from netkit import Client, Hang, Server, check

tabula, wd = sys.argv[1], sys.argv[2]


def run(args, timeout=10):
    try:
        p = subprocess.run([tabula, *args], capture_output=True, timeout=timeout, cwd=wd)
    except subprocess.TimeoutExpired:
        raise Hang("tabula %s did not end within %s s" % (" ".join(args), timeout))
    return p.returncode, p.stdout.decode(), p.stderr.decode()


# A finished game of Zero, kept in a save (no record: a private home).
env_home = os.path.join(wd, "home")
os.makedirs(env_home, exist_ok=True)
os.environ.update(HOME=env_home, XDG_DATA_HOME=os.path.join(env_home, "data"),
                  XDG_CONFIG_HOME=os.path.join(env_home, "config"),
                  XDG_STATE_HOME=os.path.join(env_home, "state"))
p = subprocess.run([tabula, "play", "zero-duel", "--seed", "7", "--ui", "text", "--save",
                    "over.save"], input=b"knock\n" * 12, capture_output=True, timeout=30, cwd=wd)
check(p.returncode == 0, "play: %r" % p.stderr[-500:])
rc, result, err = run(["replay", "over.save"])
check(rc == 0 and "Result of zero-duel after 9 turns (normal):\n" in result, "replay: %r" % result)
result = result[result.index("Result of zero-duel"):]

# 1. One table.
rc, out, err = run(["serve", "--load", "over.save", "--port", "0", "--result-json", "r.json"])
check((rc, out, err) == (0, result, "tabula serve: the game in over.save is over; its result:\n"),
      "serve --load of a finished game: %d %r %r" % (rc, out, err))
with open(os.path.join(wd, "r.json")) as f:
    check(json.load(f)["seed"] == 7, "the result JSON")

# 2. A lobby whose every table is over.
os.makedirs(os.path.join(wd, "lobby"))
for k in (1, 2):
    shutil.copy(os.path.join(wd, "over.save"), os.path.join(wd, "lobby", "table-%d.save" % k))
rc, out, err = run(["serve", "--lobby", "--load", "lobby", "--port", "0"])
check((rc, out, err) == (0, "table 1:\n" + result + "table 2:\n" + result,
                         "tabula serve: every table in lobby is over; their results:\n"),
      "serve --lobby --load of finished tables: %d %r %r" % (rc, out, err))

# 3. A lobby with one finished table and one fresh one (with a free seat).
fresh = Server.lobby(tabula, ["--table", "zero-duel:seed=8", "--save", "mixed", "--port", "0"],
                     wd, 1)
fresh.kill()
shutil.copy(os.path.join(wd, "over.save"), os.path.join(wd, "mixed", "table-2.save"))
srv = Server.lobby(tabula, ["--load", "mixed", "--port", "0", "--bot-delay", "0"], wd, 2)
try:
    check(srv.tables == ["table 1 zero-duel: 2 players, 1 free seat",
                         "table 2 zero-duel: 2 players, over"], "listed: %r" % srv.tables)
    c = Client(srv.port, first={"type": "list"})
    tables = c.until(lambda m: m["type"] == "tables")[-1]["tables"]
    check([(t["started"], t["over"]) for t in tables] == [(False, False), (True, True)],
          "the finished table is over: %r" % tables)
    # A finished table offers no seat, though its person's seat has no token.
    check(tables[1]["free"] == 0 and not any(st["free"] for st in tables[1]["seats"]),
          "no free seat at the finished table: %r" % tables[1])
    check(tables[0]["free"] == 1, "the fresh table's free seat: %r" % tables[0])
    for sit in ({"type": "sit", "table": 2}, {"type": "sit", "table": 2, "seat": 1}):
        c.send(sit)
        e = c.recv()
        check(e["type"] == "error" and e["about"] == {"kind": "table_over", "table": 2},
              "a seat at the finished table (%r): %r" % (sit, e))
    c.close()
    # The other table is played to its end as usual; then the lobby ends.
    me = Client(srv.port, first={"type": "sit", "table": 1})
    while True:
        m = me.recv(20)
        check(m is not None, "the connection closed before the result")
        if m["type"] == "prompt":
            me.send({"type": "move", "text": "knock"})
        elif m["type"] == "refusal":
            raise AssertionError("knock refused: %r" % m)
        elif m["type"] == "result":
            break
    check(srv.wait(20) == 0, "the lobby ends once its last game is over")
    print("ok")
finally:
    srv.kill()
