#!/usr/bin/env bash
# cli_bots.sh TABULA — the ismcts seat syntax and its errors, seeded
# determinism through `sim`, hints in the text protocol, and `ladder` end to
# end on a tiny budget.
set -u
T=$1
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
. "$(dirname "$0")/../support/tk.sh"

# ---- seat syntax -------------------------------------------------------------
out=$("$T" sim zero-duel --games 4 --jobs 2 --seed 3 --seat 1=ismcts:iterations=30 --json 2>&1)
rc=$?
[ $rc -eq 0 ] && ok || bad "sim with ismcts options: exit $rc: $out"
contains "$out" '"bot": "ismcts:iterations=30"' "sim names the spec"
again=$("$T" sim zero-duel --games 4 --jobs 1 --seed 3 --seat 1=ismcts:iterations=30 --json 2>&1)
# Same seed, same games, whatever the number of threads (timing aside).
strip() { grep -v games_per_second <<<"$1"; }
[ "$(strip "$out")" = "$(strip "$again")" ] && ok || bad "ismcts sim differs between runs"
# The same with infer (it keeps states and moves between decisions): still
# a function of the seed, whatever the threads.
spec=ismcts:iterations=200,infer=3
out=$("$T" sim crazy-eights --games 6 --jobs 2 --seed 5 --seat 1=$spec --json 2>&1)
rc=$?
[ $rc -eq 0 ] && ok || bad "sim with infer: exit $rc: $out"
again=$("$T" sim crazy-eights --games 6 --jobs 1 --seed 5 --seat 1=$spec --json 2>&1)
[ "$(strip "$out")" = "$(strip "$again")" ] && ok || bad "ismcts sim with infer differs between runs"

# Bad options: one line naming the option, exit 2.
while IFS='|' read -r spec want; do
  err=$("$T" sim zero-duel --games 1 --seat "2=$spec" 2>&1 >/dev/null)
  rc=$?
  [ $rc -eq 2 ] && ok || bad "$spec: exit $rc"
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && ok || bad "$spec: not one line: $err"
  contains "$err" "$want" "$spec"
done <<'SPECS'
ismcts:iterations=0|tabula sim: seat 2: ismcts option "iterations=0": iterations must be a whole number from 1 to 200000
ismcts:iterations=lots|ismcts option "iterations=lots": iterations must be
ismcts:rollout=smart|ismcts option "rollout=smart": rollout must be one of random, greedy
ismcts:width=3|ismcts option "width=3": options: iterations, rollout, cutoff, depth, c, margin, reward, guide, bias, settle, reuse, infer
ismcts:infer=9|ismcts option "infer=9": infer must be a whole number of own moves from 0 (none) to 8
ismcts:infer=2|ismcts option "infer=2": infer needs a game whose hidden cards the host deals from its pile table
ismcts:c=-1|ismcts option "c=-1": c must be a number from 0 to 100
ismcts:margin=2|ismcts option "margin=2": margin must be a number from 0 to 1
ismcts:bias=-1|ismcts option "bias=-1": bias must be a number from 0 to 100
ismcts:settle=2|ismcts option "settle=2": settle must be a number from 0 to 1
ismcts:reward=draw|ismcts option "reward=draw": reward must be win or rank
ismcts:iterations|ismcts option "iterations": options are key=value
ismcts:iterations=5,|ismcts option "": options are key=value
ismctsx|unknown bot "ismctsx"
SPECS

err=$("$T" check zero --bot ismcts:iterations=x 2>&1)
[ $? -eq 2 ] && ok || bad "check with a bad --bot"
contains "$err" 'tabula check: --bot: ismcts option "iterations=x"' "check bad --bot"

# A whole game against ismcts through the text protocol, with its name.
out=$("$T" play face-to-face --ui text --seat 1=ismcts:iterations=20 --seat 2=greedy \
    --seed 2 </dev/null 2>&1)
rc=$?
[ $rc -eq 0 ] && ok || bad "play with ismcts: exit $rc"
contains "$out" "seat 1 (ismcts 1) plays: " "ismcts seat name"

# ---- a game's own defaults ([bots] in its file) ---------------------------------
# crazy-eights.ini sets ismcts = iterations=5000,infer=6: a bare "ismcts"
# seat plays exactly as that spec does, and not as the host's 500
# iterations would, nor without infer.
games_of() {
  "$T" sim crazy-eights --games 6 --seed 3 --seat "1=$1" --seat 2=greedy \
    --csv "$WORK/e8.csv" >/dev/null && cut -d, -f1-8 "$WORK/e8.csv"
}
own=$(games_of ismcts)
[ -n "$own" ] && [ "$own" = "$(games_of ismcts:iterations=5000,infer=6)" ] && ok ||
  bad "crazy-eights: ismcts is not ismcts:iterations=5000,infer=6: $own"
[ "$own" != "$(games_of ismcts:iterations=500)" ] && ok ||
  bad "crazy-eights: ismcts plays as 500 iterations"
[ "$own" != "$(games_of ismcts:infer=0)" ] && ok ||
  bad "crazy-eights: ismcts plays as without infer"
# A broken [bots] line: the game is refused with file:line, exit 2.
mkdir -p "$WORK/games"
printf '[game]\nname = eights-x\nplugin = eights\n[bots]\nismcts = iterations=0\n' \
  >"$WORK/games/eights-x.ini"
err=$(TABULA_GAMES="$WORK/games" "$T" play eights-x --ui text </dev/null 2>&1)
[ $? -eq 2 ] && ok || bad "a bad [bots] line: not exit 2: $err"
contains "$err" 'eights-x.ini:5: ismcts option "iterations=0": iterations must be a whole number from 1 to 200000' \
  "a bad [bots] line"

# ---- hints -------------------------------------------------------------------
# The hint is a legal move: played as typed, it is accepted.
out=$(printf 'hint\nquit\n' | "$T" play zero-duel --ui text --seed 4 --seat 1=human 2>&1)
hint=$(sed -n 's/.*hint: //p' <<<"$out" | head -1)
[ -n "$hint" ] && ok || bad "no hint line: $out"
out=$(printf 'hint\n%s\nquit\n' "$hint" | "$T" play zero-duel --ui text --seed 4 --seat 1=human 2>&1)
case "$out" in *error:*) bad "the hint \"$hint\" was refused: $out" ;; *) ok ;; esac
# The same position, the same hint.
again=$(printf 'hint\nquit\n' | "$T" play zero-duel --ui text --seed 4 --seat 1=human 2>&1 |
  sed -n 's/.*hint: //p' | head -1)
[ "$hint" = "$again" ] && ok || bad "hint changed: $hint / $again"

# ---- ladder ------------------------------------------------------------------
bots=random,greedy,ismcts:iterations=10
out=$("$T" ladder zero-duel --bots $bots --games 3 --jobs 2 --json 2>&1)
rc=$?
[ $rc -eq 0 ] && ok || bad "ladder: exit $rc: $out"
python3 - "$out" <<'PY' && ok || bad "ladder JSON: $out"
import json, sys
j = json.loads(sys.argv[1])
assert j["games"] == 18, j["games"]           # 6 ordered pairs x 3 deals
assert [r["bot"] for r in j["ratings"]] == ["random", "greedy", "ismcts:iterations=10"]
assert abs(sum(r["elo"] for r in j["ratings"])) < 1e-6   # mean 0
pairs = {(p["bot"], p["against"]): p for p in j["pairs"]}
assert len(pairs) == 6
for (a, b), p in pairs.items():
    q = pairs[(b, a)]
    assert p["comparisons"] == 6 and abs(p["score"] + q["score"] - 1) < 1e-9
    assert p["score_ci95"][0] <= p["score"] <= p["score_ci95"][1]
PY
again=$("$T" ladder zero-duel --bots $bots --games 3 --jobs 1 --json 2>&1)
[ "$out" = "$again" ] && ok || bad "ladder differs between runs"
# --think-times: each bot's move times beside its rating, counting every
# move it made at every table: the two tables of random and greedy are the
# two sims with the seats swapped, over the same deals.
out=$("$T" ladder zero-duel --bots random,greedy --games 3 --jobs 2 --think-times --json 2>&1)
one=$("$T" sim zero-duel --games 3 --jobs 1 --think-times --json --seat 1=random --seat 2=greedy 2>&1)
two=$("$T" sim zero-duel --games 3 --jobs 1 --think-times --json --seat 1=greedy --seat 2=random 2>&1)
python3 - "$out" "$one" "$two" <<'PY' && ok || bad "ladder --think-times: $out"
import json, sys
ladder, one, two = (json.loads(a) for a in sys.argv[1:4])
moves = {}
for sim in (one, two):
    for b in sim["bots"]:
        moves[b["bot"]] = moves.get(b["bot"], 0) + b["think_ms"]["moves"]
for r in ladder["ratings"]:
    t = r["think_ms"]
    assert t["moves"] == moves[r["bot"]], (r["bot"], t["moves"], moves)
    assert 0 <= t["median"] <= t["p95"] <= t["max"], t
PY
text=$("$T" ladder zero-duel --bots random,greedy --games 2 --jobs 1 --think-times 2>&1)
contains "$text" "elo   95% CI   think ms        p95" "ladder --think-times text header"
[ "$(grep -cE '^  (random|greedy) +[-+][0-9]+ +[0-9]+ +[0-9]+\.[0-9]{4} +[0-9]+\.[0-9]{4}$' <<<"$text")" -eq 2 ] \
  && ok || bad "ladder --think-times rows: $text"
# The strength table of docs/bots.md (tests/bench/strength_table.py), one
# deal a table: 30 tables of six bots, an Elo row and a think-time row.
table=$(python3 "$(dirname "$0")/../bench/strength_table.py" "$(dirname "$(dirname "$T")")" \
  --games 1 --only zero-duel 2>&1)
grep -qE '^\| zero-duel \| 30( \| [-+][0-9]+ ± [0-9]+){6} \|$' <<<"$table" && ok ||
  bad "strength table's Elo row: $table"
grep -qE '^\| zero-duel( \| [0-9.]+ (µs|ms) \([0-9.]+ (µs|ms)\)){6} \|$' <<<"$table" && ok ||
  bad "strength table's think row: $table"
plain=$("$T" ladder zero-duel --bots random,greedy --games 2 --jobs 1 --json 2>&1)
python3 -c 'import json, sys; sys.exit("think_ms" in json.loads(sys.argv[1])["ratings"][0])' "$plain" \
  && ok || bad "ladder: think_ms without --think-times: $plain"
out=$("$T" ladder zero --bots random,greedy --games 2 --csv - 2>&1)
# 3 seats: each bot at each seat, 6 tables of 2 games, plus the header.
[ "$(wc -l <<<"$out")" -eq 13 ] && ok || bad "ladder csv rows: $out"
contains "$out" "table,game,seed,seat1_bot" "ladder csv header"
# More bots than seats: every set of three at every rotation, so every two
# bots meet equally often and every bot sits equally often at every seat
# (6 bots: 20 sets x 3 = 60 tables; 3 bots: their one set, 3 tables).
out=$("$T" ladder zero --bots random,greedy,easy,normal,novice:mistakes=0.9,ismcts:iterations=5 \
  --games 1 --csv - 2>&1)
python3 - "$out" <<'PY' && ok || bad "ladder tables at three seats: $out"
import collections, csv, io, sys
rows = list(csv.DictReader(io.StringIO(sys.argv[1])))
assert len(rows) == 60, len(rows)
pairs, seats = collections.Counter(), collections.Counter()
for r in rows:
    b = [r["seat%d_bot" % k] for k in (1, 2, 3)]
    assert len(set(b)) == 3, b
    for i in range(3):
        seats[b[i], i] += 1
        for j in range(3):
            if i != j:
                pairs[b[i], b[j]] += 1
assert len(pairs) == 30 and set(pairs.values()) == {12}, pairs
assert len(seats) == 18 and set(seats.values()) == {10}, seats
PY
out=$("$T" ladder zero --bots random,greedy,easy --games 2 --csv - 2>&1)
[ "$(wc -l <<<"$out")" -eq 7 ] && ok || bad "ladder of three bots at three seats: $out"
err=$("$T" ladder zero --bots random 2>&1)
[ $? -eq 2 ] && ok || bad "ladder with one bot"
contains "$err" "tabula ladder: --bots needs at least two bots" "ladder one bot"
err=$("$T" ladder zero --bots random,ismcts:rollout=x 2>&1)
[ $? -eq 2 ] && ok || bad "ladder with a bad spec"
contains "$err" 'ismcts option "rollout=x"' "ladder bad spec"
# An ismcts spec keeps its own commas in --bots.
out=$("$T" ladder crazy-eights --bots greedy,ismcts:iterations=20,infer=2,random --games 2 \
  --jobs 1 --json 2>&1)
[ $? -eq 0 ] && ok || bad "ladder with a two-option spec: $out"
python3 - "$out" <<'PY' && ok || bad "ladder bots of a two-option spec: $out"
import json, sys
bots = [b["bot"] for b in json.loads(sys.argv[1])["ratings"]]
sys.exit(0 if bots == ["greedy", "ismcts:iterations=20,infer=2", "random"] else 1)
PY
# The text report's columns fit the longest spec: the ratings rows line up
# and no name is cut.
out=$("$T" ladder crazy-eights --bots greedy,ismcts:iterations=20,infer=2,random --games 2 \
  --jobs 1 2>&1)
python3 - "$out" <<'PY' && ok || bad "ladder text columns: $out"
import sys
lines = sys.argv[1].splitlines()
head = next(i for i, l in enumerate(lines) if l.split()[:2] == ["bot", "elo"])
rows = lines[head:head + 4]
assert len({len(l) for l in rows}) == 1, rows           # header and 3 bots, one width
assert rows[2].startswith("  ismcts:iterations=20,infer=2 "), rows
matrix = lines[lines.index(next(l for l in lines if l.startswith("Score of row"))) + 1:]
assert "  ismcts:iterations=20,infer=2  " in matrix[0], matrix[0]
assert all(not l.endswith(" ") for l in matrix), matrix
PY

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
