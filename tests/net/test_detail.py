#!/usr/bin/env python3
"""`detail` for every shipped game: seat 1 plays seeded random moves
against the game's bots; at every prompt the answer to `moves` has one
detail per move, in the same order, each card a visible card of the seat's
view, each zone a zone name of it, and each change a zone of it (name,
key, owner); and the zones and changes of the move played are exactly the
zones the next view shows changed, found by key and owner.  Every zone of every view has a key that names it
alone with its owner; Absolute's set keys are the set as moves name it,
while its name grows a score and " locked".

    test_detail.py TABULA WORKDIR
"""
import random
import re
import sys

from netkit import Client, Server, check

tabula, wd = sys.argv[1], sys.argv[2]
GAMES = [("absolute", 2), ("absolute-quick", 3), ("face-to-face", 2), ("zero", 3),
         ("crazy-eights", 3)]


def changed(before, after):
    """The names of before's zones that after lacks or holds otherwise, each
    name once, and those zones as {"name", "key", "owner"} (a zone is its key
    and its owner: seats' hands share "hand")."""
    now = {(z["key"], z["owner"]): z["cards"] for z in after["zones"]}
    names, changes = [], []
    for z in before["zones"]:
        if now.get((z["key"], z["owner"])) != z["cards"]:
            if z["name"] not in names:
                names.append(z["name"])
            changes.append({"name": z["name"], "key": z["key"], "owner": z["owner"]})
    return names, changes


SETS = set()  # Absolute's set keys seen


def check_keys(game, view):
    """Every zone has a key; a key and its owner name one zone."""
    seen = set()
    for z in view["zones"]:
        check(isinstance(z["key"], str) and z["key"], "%s: a zone without a key: %r" % (game, z))
        check((z["key"], z["owner"]) not in seen, "%s: key %r twice" % (game, z["key"]))
        seen.add((z["key"], z["owner"]))
        if re.fullmatch(r"set \d+:\d+", z["key"]):
            check(z["name"].startswith(z["key"] + " ("), "%s: set %r keyed %r" % (
                game, z["name"], z["key"]))
            SETS.add((game, z["key"]))


for game, players in GAMES:
    srv = Server(tabula, [game, "--players", str(players), "--seed", "8", "--port", "0",
                          "--bot-delay", "0"], wd)
    try:
        c = Client(srv.port, srv.tokens[1])
        rng = random.Random(3)
        turns = with_cards = with_zones = 0
        view = None
        while turns < 40:
            m = c.recv(20)
            check(m is not None, "%s: closed" % game)
            if m["type"] == "result":
                break
            if m["type"] == "view":
                view = m
                check_keys(game, view)
            if m["type"] != "prompt":
                continue
            labels = {card["label"] for z in view["zones"] for card in z["cards"] if "label" in card}
            names = [z["name"] for z in view["zones"]]
            c.send({"type": "moves"})
            ans = c.until(lambda x: x["type"] == "moves")[-1]
            detail = ans["detail"]
            check([d["text"] for d in detail] == ans["moves"], "%s: detail parallel" % game)
            check(ans["state"] == view["state"], "%s: the answer's state is the view's" % game)
            for d in detail:
                check(set(d) == {"text", "cards", "zones", "changes"}, "%s: fields %r" % (game, d))
                refs = [{"name": z["name"], "key": z["key"], "owner": z["owner"]}
                        for z in view["zones"]]
                check(all(c in refs for c in d["changes"]),
                      "%s: %r: a change that is no zone of the view (%r)" % (game, d, refs))
                check(all(card in labels for card in d["cards"]),
                      "%s: %r names a card not in the view (%r)" % (game, d, sorted(labels)))
                check(all(z in names for z in d["zones"]),
                      "%s: %r names a zone not in the view (%r)" % (game, d, names))
                with_cards += bool(d["cards"])
                with_zones += bool(d["zones"])
            pick = rng.randrange(len(detail))
            c.send({"type": "move", "text": ans["moves"][pick], "state": view["state"]})
            after = c.until(lambda x: x["type"] in ("view", "refusal"))[-1]
            check(after["type"] == "view", "%s: a listed move was refused: %r" % (game, after))
            check_keys(game, after)
            check(changed(view, after) == (detail[pick]["zones"], detail[pick]["changes"]),
                  "%s: %r changed %r" % (game, detail[pick], changed(view, after)))
            view = after
            turns += 1
        check(turns >= 5 and with_cards > 0 and with_zones > 0,
              "%s: %d turns, %d details with cards, %d with zones" % (game, turns, with_cards,
                                                                      with_zones))
        print("ok %s: %d turns, %d details with cards, %d with zones" % (game, turns, with_cards,
                                                                        with_zones))
        c.close()
    finally:
        srv.kill()
check(any(g == "absolute" for g, _ in SETS), "no Absolute set was seen: %r" % SETS)
print("ok: %d set keys" % len(SETS))
