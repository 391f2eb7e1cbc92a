#!/usr/bin/env bash
# sim.sh TABULA — `tabula sim` end to end: the report and the CSV do not
# depend on the thread count; sim's fast path plays exactly the game that
# `play` plays for the same seed; --think-times counts every bot move.
set -u
tabula=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../support/tk.sh"

for game in face-to-face zero crazy-eights absolute-quick; do
  # 300 games: several chunks of 64, so two threads really interleave.
  n=300; [ "$game" = absolute-quick ] && n=70
  "$tabula" sim $game --games $n --seed 9 --jobs 1 --json --csv "$tmp/$game.1.csv" >"$tmp/$game.1.json" 2>"$tmp/err" \
    && ok || bad "$game: sim --jobs 1 failed: $(cat "$tmp/err")"
  "$tabula" sim $game --games $n --seed 9 --jobs 2 --json --csv "$tmp/$game.2.csv" >"$tmp/$game.2.json" 2>"$tmp/err" \
    && ok || bad "$game: sim --jobs 2 failed: $(cat "$tmp/err")"
  [ "$(untimed "$tmp/$game.1.json")" = "$(untimed "$tmp/$game.2.json")" ] && ok \
    || bad "$game: the report differs between 1 and 2 threads"
  cmp -s "$tmp/$game.1.csv" "$tmp/$game.2.csv" && ok || bad "$game: the CSV differs between 1 and 2 threads"
  [ "$(($(wc -l <"$tmp/$game.1.csv") - 1))" = "$n" ] && ok || bad "$game: CSV rows != $n"
  [ ! -e "$tmp/$game.1.csv.part" ] && ok || bad "$game: FILE.part left behind"
  # The CSV and the report agree: wins and mean totals per seat, turns.
  python3 - "$tmp/$game.1.csv" "$tmp/$game.1.json" <<'PY' && ok || bad "$game: CSV and report disagree"
import csv, json, sys
rows = list(csv.DictReader(open(sys.argv[1])))
rep = json.load(open(sys.argv[2]))
for s in rep['seats']:
    k = s['seat']
    wins = sum(1 for r in rows if str(k) in r['winners'].split())
    totals = [int(r['seat%d' % k]) for r in rows]
    assert wins == s['wins'], (k, wins, s['wins'])
    assert abs(sum(totals) / len(totals) - s['mean']) < 1e-3, (k, s['mean'])
    assert min(totals) == s['min'] and max(totals) == s['max']
turns = sum(int(r['turns']) for r in rows) / len(rows)
assert abs(turns - rep['turns_mean']) < 1e-3
PY
done

# Game 5 of a sim is the game `play` deals from the seed its CSV row gives,
# with the same bots: the fast path and the match driver agree move for move.
for game in face-to-face zero crazy-eights absolute-quick; do
  row=$(sed -n 6p "$tmp/$game.1.csv")
  seed=$(echo "$row" | cut -d, -f2)
  players=$(json "$tmp/$game.1.json" "len(d['seats'])")
  seats=""
  for k in $(seq 1 "$players"); do
    seats="$seats --seat $k=$(json "$tmp/$game.1.json" "d['seats'][$((k - 1))]['bot']")"
  done
  "$tabula" play $game --ui text --players "$players" $seats --seed "$seed" \
    --result-json "$tmp/$game.play.json" </dev/null >/dev/null 2>"$tmp/err" \
    || bad "$game: play --seed $seed failed: $(cat "$tmp/err")"
  want=$(echo "$row" | cut -d, -f3,6-$((5 + players)))
  got=$(json "$tmp/$game.play.json" "','.join([str(d['turns'])] + [str(p['total']) for p in d['players']])")
  [ "$want" = "$got" ] && ok || bad "$game: sim row '$want' but play gives '$got'"
done

# --think-times: one timing per bot move, in the JSON and the text report.
"$tabula" sim zero --games 50 --seed 4 --jobs 2 --think-times --json >"$tmp/t.json" 2>/dev/null
[ "$(json "$tmp/t.json" "d['bots'][0]['think_ms']['moves'] == round(d['moves_mean'] * d['games'])")" = True ] \
  && ok || bad "think_ms.moves is not every move: $(cat "$tmp/t.json")"
[ "$(json "$tmp/t.json" "0 <= d['bots'][0]['think_ms']['median'] <= d['bots'][0]['think_ms']['p95'] <= d['bots'][0]['think_ms']['max']")" = True ] \
  && ok || bad "think_ms quantiles out of order: $(cat "$tmp/t.json")"
"$tabula" sim zero --games 20 --think-times >"$tmp/t.txt" 2>/dev/null
grep -q "greedy     think time per move: median " "$tmp/t.txt" && ok || bad "no think time line: $(cat "$tmp/t.txt")"
"$tabula" sim zero --games 20 --json >"$tmp/n.json" 2>/dev/null
[ "$(json "$tmp/n.json" "'think_ms' in d['bots'][0]")" = False ] && ok || bad "think_ms without --think-times"

# A seed of 2^63 or more is written unsigned in every JSON, as the text
# report and the CSV write it: sim (plain and swept), ladder, play's result.
big=18446744073709551615
"$tabula" sim crazy-eights --games 2 --jobs 1 --seed $big --json >"$tmp/big.json" 2>"$tmp/err"
[ "$(grep -o '"seed": [-0-9]*' "$tmp/big.json")" = "\"seed\": $big" ] && ok \
  || bad "sim --seed $big --json: $(head -c 80 "$tmp/big.json") $(cat "$tmp/err")"
"$tabula" sim crazy-eights --games 2 --jobs 1 --seed $big --sweep hand_size=4,5 --json >"$tmp/big.json" 2>"$tmp/err"
[ "$(grep -o '"seed": [-0-9]*' "$tmp/big.json" | uniq -c | tr -s ' ')" = " 3 \"seed\": $big" ] && ok \
  || bad "sim --sweep --seed $big --json: $(head -c 80 "$tmp/big.json") $(cat "$tmp/err")"
"$tabula" ladder crazy-eights --bots greedy,random --games 1 --jobs 1 --seed $big --json >"$tmp/big.json" 2>"$tmp/err"
[ "$(grep -o '"seed": [-0-9]*' "$tmp/big.json")" = "\"seed\": $big" ] && ok \
  || bad "ladder --seed $big --json: $(head -c 80 "$tmp/big.json") $(cat "$tmp/err")"
echo quit | "$tabula" play crazy-eights --ui text --seed $big --no-save --no-stats \
  --result-json "$tmp/big.json" >/dev/null 2>"$tmp/err"
[ "$(grep -o '"seed": [-0-9]*' "$tmp/big.json")" = "\"seed\": $big" ] && ok \
  || bad "play --seed $big --result-json: $(head -c 80 "$tmp/big.json") $(cat "$tmp/err")"

# Piped stderr: no progress line.
"$tabula" sim zero --games 100 --json >/dev/null 2>"$tmp/err"
[ ! -s "$tmp/err" ] && ok || bad "sim wrote to a piped stderr: $(cat "$tmp/err")"
"$tabula" check zero --games 1 >/dev/null 2>"$tmp/err"
[ ! -s "$tmp/err" ] && ok || bad "check wrote to a piped stderr: $(cat "$tmp/err")"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
