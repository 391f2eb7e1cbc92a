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


def first_turn(lang, locale, args, check_table):
    """Serve args in a language; seat 1's first view and the detail of its
    moves go to check_table(view, detail)."""
    saved = dict(os.environ)
    os.environ.update(LANGUAGE=lang, LC_ALL=locale)
    try:
        srv = Server(tabula, [*args, "--seat", "1=human", "--seed", "3", "--port", "0",
                              "--bot-delay", "0"], wd)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    try:
        c = Client(srv.port, srv.tokens[1])
        view = c.until(lambda m: m["type"] == "view" and m["to_move"] == 1, 10)[-1]
        c.send({"type": "moves"})
        check_table(view, c.until(lambda m: m["type"] == "moves")[-1]["detail"])
        c.close()
    finally:
        srv.kill()
    check("Sanitizer" not in srv.log() and "runtime error" not in srv.log(), srv.log()[-2000:])


def eights_in_spanish(view, detail):
    zones = [(z["name"], z["key"], z["owner"]) for z in view["zones"]]
    check(zones == [("mano", "hand", 1), ("mano", "hand", 2),
                    ("montón de descartes", "discard", None), ("mazo", "stock", None)],
          "the zones of a table in Spanish: %r" % zones)
    check(view["status"][0].startswith("Ronda 1 de 1"), "the status: %r" % view["status"])
    named = {z for d in detail for z in d["zones"]}
    check(named and named <= {"mano", "montón de descartes", "mazo"},
          "the moves' zones: %r" % named)
    keyed = {(c["name"], c["key"], c["owner"]) for d in detail for c in d["changes"]}
    check(keyed and keyed <= {("mano", "hand", 1), ("montón de descartes", "discard", None),
                              ("mazo", "stock", None)}, "the moves' changes: %r" % keyed)


def zero_in_polish(view, detail):
    """A plugin's own view_zone calls give their keys."""
    zones = [(z["name"], z["key"], z["owner"]) for z in view["zones"]]
    check(zones == [("pula", "pool", None), ("ręka", "hand", 1), ("ręka", "hand", 2),
                    ("ręka", "hand", 3), ("odłożone na bok", "set aside", None)],
          "the zones of Zero in Polish: %r" % zones)
    swap = [d for d in detail if d["text"].startswith("swap ")][0]
    check(swap["zones"] == ["pula", "ręka"] and swap["changes"] == [
        {"name": "pula", "key": "pool", "owner": None}, {"name": "ręka", "key": "hand", "owner": 1}],
          "a swap's zones in Polish: %r" % swap)


first_turn("es", "es_ES.UTF-8", ["crazy-eights"], eights_in_spanish)
first_turn("pl", "pl_PL.UTF-8", ["zero", "--players", "3"], zero_in_polish)
print("ok")
