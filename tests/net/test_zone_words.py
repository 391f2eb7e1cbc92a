#!/usr/bin/env python3
"""A table served in Spanish names its zones in Spanish, as its status
lines: Crazy Eights' piles come from its pile table, whose names the
plugin's catalogue translates ("mano", "montón de descartes", "mazo"), and
the moves' detail names the same zones as the view.  Their keys are the
same in every language: the names the pile table declares ("hand",
"discard", "stock"); Zero's, served in Polish, are its English words.

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
    zones = [(z["name"], z["key"], z["owner"]) for z in view["zones"]]
    check(zones == [("mano", "hand", 1), ("mano", "hand", 2),
                    ("montón de descartes", "discard", None), ("mazo", "stock", None)],
          "the zones of a table in Spanish: %r" % zones)
    check(view["status"][0].startswith("Ronda 1 de 1"), "the status: %r" % view["status"])
    c.send({"type": "moves"})
    detail = c.until(lambda m: m["type"] == "moves")[-1]["detail"]
    named = {z for d in detail for z in d["zones"]}
    check(named and named <= {"mano", "montón de descartes", "mazo"},
          "the moves' zones: %r" % named)
    keyed = {(c["name"], c["key"], c["owner"]) for d in detail for c in d["changes"]}
    check(keyed and keyed <= {("mano", "hand", 1), ("montón de descartes", "discard", None),
                              ("mazo", "stock", None)}, "the moves' changes: %r" % keyed)
    c.close()
finally:
    srv.kill()
check("Sanitizer" not in srv.log() and "runtime error" not in srv.log(), srv.log()[-2000:])

# Zero in Polish: a plugin's own view_zone calls give their keys.
os.environ.update(LANGUAGE="pl", LC_ALL="pl_PL.UTF-8")
try:
    srv = Server(tabula, ["zero", "--players", "3", "--seat", "1=human", "--seed", "3", "--port",
                          "0", "--bot-delay", "0"], wd)
finally:
    os.environ.clear()
    os.environ.update(saved)
try:
    c = Client(srv.port, srv.tokens[1])
    view = c.until(lambda m: m["type"] == "view" and m["to_move"] == 1, 10)[-1]
    zones = [(z["name"], z["key"], z["owner"]) for z in view["zones"]]
    check(zones == [("pula", "pool", None), ("ręka", "hand", 1), ("ręka", "hand", 2),
                    ("ręka", "hand", 3), ("odłożone na bok", "set aside", None)],
          "the zones of Zero in Polish: %r" % zones)
    c.send({"type": "moves"})
    detail = c.until(lambda m: m["type"] == "moves")[-1]["detail"]
    swap = [d for d in detail if d["text"].startswith("swap ")][0]
    check(swap["zones"] == ["pula", "ręka"] and swap["changes"] == [
        {"name": "pula", "key": "pool", "owner": None}, {"name": "ręka", "key": "hand", "owner": 1}],
          "a swap's zones in Polish: %r" % swap)
    c.close()
finally:
    srv.kill()
check("Sanitizer" not in srv.log() and "runtime error" not in srv.log(), srv.log()[-2000:])
print("ok")
