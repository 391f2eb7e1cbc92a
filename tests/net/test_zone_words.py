#!/usr/bin/env python3
"""A table served in Spanish names its zones in Spanish, as its status
lines: Crazy Eights' piles come from its pile table, whose names the
plugin's catalogue translates ("mano", "montón de descartes", "mazo"), and
the moves' detail names the same zones as the view.

    test_zone_words.py TABULA WORKDIR
"""
import os
import sys

from netkit import Client, Server, check

tabula, wd = sys.argv[1], sys.argv[2]
saved = dict(os.environ)
os.environ.update(LANGUAGE="es", LC_ALL="es_ES.UTF-8")
try:
    srv = Server(tabula, ["crazy-eights", "--seat", "1=human", "--seed", "3", "--port", "0",
                          "--bot-delay", "0"], wd)
finally:
    os.environ.clear()
    os.environ.update(saved)
try:
    c = Client(srv.port, srv.tokens[1])
    view = c.until(lambda m: m["type"] == "view" and m["to_move"] == 1, 10)[-1]
    zones = [(z["name"], z["owner"]) for z in view["zones"]]
    check(zones == [("mano", 1), ("mano", 2), ("montón de descartes", None), ("mazo", None)],
          "the zones of a table in Spanish: %r" % zones)
    check(view["status"][0].startswith("Ronda 1 de 1"), "the status: %r" % view["status"])
    c.send({"type": "moves"})
    detail = c.until(lambda m: m["type"] == "moves")[-1]["detail"]
    named = {z for d in detail for z in d["zones"]}
    check(named and named <= {"mano", "montón de descartes", "mazo"},
          "the moves' zones: %r" % named)
    c.close()
finally:
    srv.kill()
check("Sanitizer" not in srv.log() and "runtime error" not in srv.log(), srv.log()[-2000:])
print("ok")
