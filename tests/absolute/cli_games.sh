#!/usr/bin/env bash
# cli_games.sh TABULA TESTS_ABSOLUTE_DIR — whole games of Absolute through the
# text protocol on stacked decks, checked against their result JSON, and
# seeded bot games whose every round is re-scored by rescore.py.
set -u
T=$1
DIR=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
. "$(dirname "$0")/../support/tk.sh"
humans=(--seat 1=human --seat 2=human)

# ---- one round: meld, regroup, swaps, zero cards everywhere, going out -------
out=$("$T" play absolute --ui text --players 2 "${humans[@]}" --seed 4 \
    --set rounds=1 --set hand_size=9 \
    --deck "$DIR/decks/full-game.deck" --result-json "$WORK/full.json" \
    < "$DIR/decks/full-game.moves" 2>&1)
rc=$?
[ $rc -eq 0 ] && ok || bad "full game: exit $rc"
contains "$out" "error: zero card +0o is given as +3 but the set needs +5" "full game"
contains "$out" "error: you played a card this turn: you must discard" "full game"
contains "$out" "error: zero card +0o can be swapped out only for cards totalling +5" "full game"
contains "$out" "error: there is no set 2:1" "full game"
contains "$out" "error: set 1:3 is locked: seat 1 has gone out" "full game"
contains "$out" "error: set 1:2 is locked: seat 1 has gone out" "full game"

python3 - "$WORK/full.json" <<'PY' && ok || bad "full game result JSON"
import json, sys
r = json.load(open(sys.argv[1]))
want_detail = [{"round": 1, "closer": 1, "end": "went_out", "players": [
    {"seat": 1, "sets": [["-2d", "-1d", "+3d"], ["-7o", "+1s", "+2o", "+4d"],
                         ["-9s", "+4x", "+5s"]],
     "set_scores": [6, 8, 9], "hand": [], "penalty": 0, "score": 23, "went_out": True},
    {"seat": 2, "sets": [["-6x", "-0x=0", "+6s"], ["-3x", "+0o=0", "+1x", "+2s"]],
     "set_scores": [6, 7], "hand": ["-5d"], "penalty": 5, "score": 8, "went_out": False}]}]
checks = [
    (r["game"], "absolute"),
    (r["rounds_detail"], want_detail),
    ([p["rounds"] for p in r["players"]], [[23], [8]]),
    ([p["total"] for p in r["players"]], [23, 8]),
    (r["winners"], [1]),
    (r["turns"], 4),
    (r["end"], "normal"),
]
bad = [(got, want) for got, want in checks if got != want]
for got, want in bad:
    print("got ", got, "\nwant", want)
sys.exit(1 if bad else 0)
PY

# ---- the safeguard and the rotation of the first player ---------------------
out=$("$T" play absolute --ui text --players 2 "${humans[@]}" --seed 4 \
    --set rounds=2 --set max_turns_per_round=2 \
    --deck "$DIR/decks/limit.deck" --result-json "$WORK/limit.json" \
    < "$DIR/decks/limit.moves" 2>&1)
rc=$?
[ $rc -eq 0 ] && ok || bad "limit game: exit $rc"
python3 - "$WORK/limit.json" <<'PY' && ok || bad "limit game result JSON"
import json, sys
r = json.load(open(sys.argv[1]))
d = r["rounds_detail"]
checks = [
    ([x["end"] for x in d], ["turn_limit", "turn_limit"]),
    ([x["closer"] for x in d], [None, None]),
    ([p["hand"] for p in d[1]["players"]],
     [["-5d", "-4d", "-3d", "-2d", "-1d"], ["-10s", "+1x", "+2x", "+3x", "+4x", "+5x"]]),
    ([p["rounds"] for p in r["players"]], [[-14, -9], [-9, -15]]),
    (r["winners"], [1]),
    (r["end"], "turn_limit"),
]
bad = [(got, want) for got, want in checks if got != want]
for got, want in bad:
    print("got ", got, "\nwant", want)
sys.exit(1 if bad else 0)
PY

# ---- seeded bot games, every round re-scored independently -------------------
python3 "$DIR/rescore.py" --tabula "$T" 16 1 > "$WORK/rescore.txt" 2>&1 && ok \
    || { bad "rescore"; cat "$WORK/rescore.txt"; }

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
