#!/usr/bin/env python3
"""A save that cannot be written mid-game: `tabula serve --save` whose
folder is removed after the first move names itself (`tabula serve:`) and
the file on stderr, logs that the game goes on, and the game does go on to
its end.

    test_save_fail.py TABULA WORKDIR
"""
import os
import random
import shutil
import sys

from netkit import Client, Server, check, play_turn

tabula, wd = sys.argv[1], sys.argv[2]
folder = os.path.join(wd, "saves")
os.mkdir(folder)
save = os.path.join(folder, "duel.save")
srv = Server(tabula, ["zero-duel", "--seat", "1=human", "--seat", "2=greedy", "--seed", "5",
                      "--port", "0", "--bot-delay", "0", "--save", save], wd)
try:
    a = Client(srv.port, srv.tokens[1])
    a.until(lambda m: m["type"] == "prompt")
    check(os.path.exists(save), "the save is written at the start")
    shutil.rmtree(folder)
    record, rng = [], random.Random(5)
    result = None
    while result is None and len(record) < 400:
        play_turn(a, rng, record, 1)
        got = a.until(lambda m: m["type"] in ("prompt", "result"))
        result = got[-1] if got[-1]["type"] == "result" else None
    check(result is not None, "the game went on to its result after the save failed")
    a.close()
    check(srv.wait() == 0, "serve exit status")
    log = srv.log()
    want = "tabula serve: %s" % save
    check(want in log, "stderr names the verb and the save: %r" % log[-600:])
    check("\ntabula: " not in "\n" + log, "no bare 'tabula:' prefix: %r" % log[-600:])
    check("could not be written (the game goes on)" in log, "the log says the game goes on")
    print("ok: a save that cannot be written is named with tabula serve: and the game ends")
finally:
    srv.kill()
