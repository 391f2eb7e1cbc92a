#!/usr/bin/env bash
# cli_games.sh TABULA TESTS_ZERO_DIR — whole games of Zero through the text
# protocol on stacked decks, checked against their result JSON; a save and
# its replay; seat-count refusals; and seeded bot games whose every round is
# re-scored by rescore.py.
set -u
T=$1
DIR=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
. "$(dirname "$0")/../support/tk.sh"
humans=(--seat 1=human --seat 2=human --seat 3=human)

# ---- a whole game: knocks, a Zero by a swap, final turns ---------------------
out=$("$T" play zero --ui text --players 3 "${humans[@]}" --seed 4 \
    --deck "$DIR/decks/full-game.deck" --save "$WORK/full.save" \
    --result-json "$WORK/full.json" < "$DIR/decks/full-game.moves" 2>&1)
rc=$?
[ $rc -eq 0 ] && ok || bad "full game: exit $rc"
contains "$out" "error: 'z1' is not a card: unknown colour 'z'" "full game"
contains "$out" "error: g4 is not in your hand" "full game"
contains "$out" "error: r5 is in the pool, not in your hand" "full game"
contains "$out" "Final turns: seat 1 knocked the round to an end; 2 turns left" "full game"
contains "$out" "Round 1: ended by knocks; seat 1 scored 1, seat 2 scored 1, seat 3 scored 9" "full game"
contains "$out" "Round 2: seat 3 called Zero; seat 1 scored 6, seat 2 scored 3, seat 3 scored 0" "full game"
[ "$(printf '%s\n' "$out" | grep -c 'swap [a-z][1-8] [a-z][1-8]$')" -eq 45 ] && ok \
    || bad "full game: 'moves' did not list 45 swaps"

python3 - "$WORK/full.json" <<'PY' && ok || bad "full game result JSON"
import json, sys
r = json.load(open(sys.argv[1]))
want_detail = [
    {"round": 1, "dealer": 1, "zero": None, "end": "knocks", "players": [
        {"seat": 1, "hand": "r1 r2 r3 r4 r5 r6 r7 r8 o1".split(), "score": 1},
        {"seat": 2, "hand": "o2 o3 o4 o5 o6 o7 o8 y1 g1".split(), "score": 1},
        {"seat": 3, "hand": "y3 y4 y5 y6 y7 y8 g2 g3 g4".split(), "score": 9}]},
    {"round": 2, "dealer": 2, "zero": 3, "end": "zero", "players": [
        {"seat": 1, "hand": "o1 o2 o3 o4 o6 o7 y1 y2 y3".split(), "score": 6},
        {"seat": 2, "hand": "b1 b2 p1 p2 p3 p4 p6 p7 p8".split(), "score": 3},
        {"seat": 3, "hand": "r1 r2 r3 r4 r5 y5 g5 b5 k5".split(), "score": 0}]},
    {"round": 3, "dealer": 3, "zero": None, "end": "knocks", "players": [
        {"seat": 1, "hand": "r7 o8 y8 k1 k2 k3 k4 k5 k6".split(), "score": 15},
        {"seat": 2, "hand": "r1 r2 r3 o1 o2 o3 y1 y2 y3".split(), "score": 6},
        {"seat": 3, "hand": "g1 g2 g3 g4 g5 b1 b2 b3 b4".split(), "score": 10}]},
]
checks = [
    (r["game"], "zero"),
    (r["rounds_detail"], want_detail),
    ([p["rounds"] for p in r["players"]], [[1, 6, 15], [1, 3, 6], [9, 0, 10]]),
    ([p["total"] for p in r["players"]], [22, 10, 19]),
    (r["winners"], [2]),
    (r["turns"], 10),
    (r["end"], "normal"),
]
bad = [(got, want) for got, want in checks if got != want]
for got, want in bad:
    print("got", got, "want", want)
sys.exit(1 if bad else 0)
PY
python3 "$DIR/rescore.py" "$WORK/full.json" > /dev/null && ok || bad "full game rescore"

# the save replays to the same result
"$T" replay "$WORK/full.save" --json > "$WORK/replay.json"
rc=$?
[ $rc -eq 0 ] && ok || bad "replay: exit $rc"
python3 - "$WORK/full.json" "$WORK/replay.json" <<'PY' && ok || bad "replay differs"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
keys = ("rounds_detail", "winners", "turns", "end")
sys.exit(0 if all(a[k] == b[k] for k in keys) and
         [p["total"] for p in a["players"]] == [p["total"] for p in b["players"]] else 1)
PY

# ---- Zero at the deal, then the turn limit -----------------------------------
out=$("$T" play zero --ui text --players 3 "${humans[@]}" --seed 9 \
    --set rounds=2 --set max_turns_per_round=3 \
    --deck "$DIR/decks/zero-deal.deck" --result-json "$WORK/deal.json" \
    < "$DIR/decks/zero-deal.moves" 2>&1)
rc=$?
[ $rc -eq 0 ] && ok || bad "zero-deal game: exit $rc"
contains "$out" "Round 1: seat 3 called Zero" "zero-deal game"
contains "$out" "Round 2 of 2, dealer seat 2" "zero-deal game"
python3 - "$WORK/deal.json" <<'PY' && ok || bad "zero-deal result JSON"
import json, sys
r = json.load(open(sys.argv[1]))
d = r["rounds_detail"]
checks = [
    ([x["end"] for x in d], ["zero", "turn_limit"]),
    ([x["zero"] for x in d], [3, None]),
    ([x["dealer"] for x in d], [1, 2]),
    ([[p["score"] for p in x["players"]] for x in d], [[0, 10, 0], [5, 8, 9]]),
    (d[1]["players"][0]["hand"], "r1 r2 r3 r4 r5 r6 r7 r8 g5".split()),
    ([p["total"] for p in r["players"]], [5, 18, 9]),
    (r["winners"], [1]),
    (r["turns"], 3),
    (r["end"], "turn_limit"),
]
bad = [(got, want) for got, want in checks if got != want]
for got, want in bad:
    print("got", got, "want", want)
sys.exit(1 if bad else 0)
PY

# ---- seat counts -------------------------------------------------------------
for n in 2 6; do
    err=$("$T" play zero --ui text --players $n --seed 1 < /dev/null 2>&1 >/dev/null)
    rc=$?
    [ $rc -eq 2 ] && ok || bad "$n players: exit $rc, want 2"
    contains "$err" "3 to 5 players" "$n players"
done
"$T" play zero-duel --ui text --seat 1=random --seat 2=greedy --seed 3 \
    --result-json "$WORK/duel.json" < /dev/null > /dev/null 2>&1 && ok || bad "zero-duel game"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); sys.exit(0 if len(r["players"])==2 and len(r["rounds_detail"])==2 else 1)' \
    "$WORK/duel.json" && ok || bad "zero-duel: 2 players, 2 rounds"

# ---- seeded bot games, every round re-scored ----------------------------------
results=()
for seed in 1 2 3 4 5 6 7 8 9; do
    players=$((3 + seed % 3))
    seats=()
    for ((k = 1; k <= players; k++)); do
        if (((seed + k) % 2)); then seats+=(--seat "$k=greedy"); else seats+=(--seat "$k=random"); fi
    done
    "$T" play zero --ui text --players $players "${seats[@]}" --seed $seed \
        --result-json "$WORK/bots$seed.json" < /dev/null > /dev/null 2>&1 \
        && ok || bad "bot game seed $seed"
    results+=("$WORK/bots$seed.json")
done
python3 "$DIR/rescore.py" "$WORK/duel.json" "${results[@]}" && ok || bad "rescore of bot games"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
