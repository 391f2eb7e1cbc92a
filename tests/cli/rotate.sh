#!/usr/bin/env bash
# rotate.sh TABULA — `tabula sim --rotate`: every deal is played once at each
# rotation of the seats, so each bot sits at each seat equally often; the
# rotated games are exactly the unrotated games of the same deals with the
# bots moved round; the report says so in text, JSON, CSV and HTML, counts a
# bot's wins over all its seats, and is the same for 1 and 2 threads.
set -u
tabula=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../support/tk.sh"

# Two seats, 20 deals: 40 games, each bot 20 times at each seat.
"$tabula" sim face-to-face --rotate --games 20 --seat 1=random --seat 2=greedy --jobs 1 \
  --json --csv "$tmp/r.csv" >"$tmp/r.json" 2>"$tmp/err" && ok || bad "sim --rotate failed: $(cat "$tmp/err")"
[ "$(json "$tmp/r.json" "d['games'], d['deals'], d['rotated']")" = "(40, 20, True)" ] && ok \
  || bad "JSON: games/deals/rotated $(json "$tmp/r.json" "d['games'], d.get('deals'), d.get('rotated')")"
[ "$(json "$tmp/r.json" "['bot' in s for s in d['seats']]")" = "[False, False]" ] && ok \
  || bad "JSON: a rotated seat names one bot"
python3 - "$tmp/r.csv" "$tmp/r.json" <<'PY' && ok || bad "rotated CSV and report disagree"
import csv, json, sys, collections
rows = list(csv.DictReader(open(sys.argv[1])))
rep = json.load(open(sys.argv[2]))
bots = ['random', 'greedy']
assert len(rows) == 40
# Every (deal, rotation) once; a deal's games share their seed.
assert sorted((int(r['deal']), int(r['rotation'])) for r in rows) == \
    [(d, k) for d in range(1, 21) for k in range(2)]
seeds = collections.defaultdict(set)
for r in rows:
    seeds[r['deal']].add(r['seed'])
assert all(len(s) == 1 for s in seeds.values()) and len(seeds) == 20
# Each bot at each seat exactly 20 times.
at = collections.Counter((bots[(k + int(r['rotation'])) % 2], k) for r in rows for k in range(2))
assert at == {(b, k): 20 for b in bots for k in range(2)}, at
# A bot's wins over all its seats, from the rows, are the report's.
wins = collections.Counter(bots[(int(w) - 1 + int(r['rotation'])) % 2]
                           for r in rows for w in r['winners'].split())
got = {b['bot']: (b['seats'], b['wins']) for b in rep['bots']}
assert got == {b: (1, wins[b]) for b in bots}, (got, wins)
assert [s['wins'] for s in rep['seats']] == \
    [sum(1 for r in rows if str(k) in r['winners'].split()) for k in (1, 2)]
PY

# The text report says it, with the games and deals.
"$tabula" sim face-to-face --rotate --games 20 --seat 1=random --seat 2=greedy --jobs 1 >"$tmp/r.txt" 2>&1
contains "$(head -2 "$tmp/r.txt")" "face-to-face: 40 games, seed 1, " "text header"
contains "$(sed -n 3p "$tmp/r.txt")" \
  "Rotated: 20 deals, each played once at each of the 2 rotations of the seats (every bot at every seat)" "text"
contains "$(cat "$tmp/r.txt")" "  1     (all)  " "text seat row"
contains "$(cat "$tmp/r.txt")" "  greedy           1     $(json "$tmp/r.json" "[b['wins'] for b in d['bots'] if b['bot'] == 'greedy'][0]")   " "text bot row"

# A rotated game is the unrotated game of its deal with the bots moved on:
# rotation 0 is --seat 1=random --seat 2=greedy, rotation 1 the bots swapped.
"$tabula" sim face-to-face --games 20 --seat 1=random --seat 2=greedy --jobs 1 --csv "$tmp/a.csv" >/dev/null
"$tabula" sim face-to-face --games 20 --seat 1=greedy --seat 2=random --jobs 1 --csv "$tmp/b.csv" >/dev/null
python3 - "$tmp/r.csv" "$tmp/a.csv" "$tmp/b.csv" <<'PY' && ok || bad "rotated games differ from the plain games of their deals"
import csv, sys
rot, a, b = (list(csv.DictReader(open(f))) for f in sys.argv[1:])
keys = ['seed', 'turns', 'winners', 'seat1', 'seat2', 'moves']
for r in rot:
    plain = (a if r['rotation'] == '0' else b)[int(r['deal']) - 1]
    assert [r[k] for k in keys] == [plain[k] for k in keys], (r, plain)
PY

# Three seats: 3 rotations; 1 and 2 threads give the same report and CSV
# (250 deals = 750 games: several chunks of 64 interleave); --seed counts.
for j in 1 2; do
  "$tabula" sim zero --players 3 --rotate --games 250 --seed 7 --seat 1=random --seat 2=greedy \
    --seat 3=greedy --jobs $j --json --csv "$tmp/z$j.csv" >"$tmp/z$j.json" 2>"$tmp/err" \
    && ok || bad "zero --rotate --jobs $j failed: $(cat "$tmp/err")"
done
[ "$(untimed "$tmp/z1.json")" = "$(untimed "$tmp/z2.json")" ] && ok || bad "rotated report differs between 1 and 2 threads"
cmp -s "$tmp/z1.csv" "$tmp/z2.csv" && ok || bad "rotated CSV differs between 1 and 2 threads"
[ "$(json "$tmp/z1.json" "d['games'], d['deals'], [(b['bot'], b['seats']) for b in d['bots']]")" = \
  "(750, 250, [('random', 1), ('greedy', 2)])" ] && ok || bad "zero: games, deals, bots"
python3 - "$tmp/z1.csv" "$tmp/z1.json" <<'PY' && ok || bad "zero: per-bot wins disagree with the CSV"
import csv, json, sys, collections
rows = list(csv.DictReader(open(sys.argv[1])))
rep = json.load(open(sys.argv[2]))
specs = ['random', 'greedy', 'greedy']
assert collections.Counter(r['rotation'] for r in rows) == {'0': 250, '1': 250, '2': 250}
wins = collections.Counter(specs[(int(w) - 1 + int(r['rotation'])) % 3]
                           for r in rows for w in r['winners'].split())
assert {b['bot']: b['wins'] for b in rep['bots']} == {b: wins[b] for b in ('random', 'greedy')}, \
    (rep['bots'], wins)
PY
"$tabula" sim zero --players 3 --rotate --games 250 --seed 7 --seat 1=random --seat 2=greedy \
  --seat 3=greedy --jobs 1 --json >"$tmp/z3.json"
"$tabula" sim zero --players 3 --rotate --games 250 --seed 8 --seat 1=random --seat 2=greedy \
  --seat 3=greedy --jobs 1 --json >"$tmp/z4.json"
[ "$(untimed "$tmp/z1.json")" = "$(untimed "$tmp/z3.json")" ] && ok || bad "the same --seed gave another report"
[ "$(untimed "$tmp/z1.json")" != "$(untimed "$tmp/z4.json")" ] && ok || bad "another --seed gave the same report"

# With --sweep every variant is rotated; the HTML report says so.
"$tabula" sim face-to-face --rotate --games 10 --seat 1=random --seat 2=greedy --sweep min_play=2,3 --jobs 1 --json \
  --report "$tmp/r.html" >"$tmp/s.json" 2>"$tmp/err" && ok || bad "--rotate --sweep failed: $(cat "$tmp/err")"
[ "$(json "$tmp/s.json" "[(v['games'], v['deals'], v['rotated']) for v in d['variants']]")" = \
  "[(20, 10, True), (20, 10, True)]" ] && ok || bad "sweep: every variant rotated"
contains "$(cat "$tmp/r.html")" "10 deals per variant" "HTML header"
contains "$(cat "$tmp/r.html")" "Rotated: each deal is played once at each rotation of the seats" "HTML note"
contains "$(cat "$tmp/r.html")" "win rate of seat-games (95% CI)" "HTML bot table"

# The same bot at every seat: a rotation would replay the very same game,
# so each deal is played once (not counted twice as independent games),
# and the figures are the plain run's.
"$tabula" sim face-to-face --rotate --games 20 --jobs 1 --json --csv "$tmp/same.csv" >"$tmp/same.json" 2>"$tmp/err" \
  && ok || bad "--rotate, one bot: $(cat "$tmp/err")"
[ "$(json "$tmp/same.json" "d['games'], d['deals'], d['rotations']")" = "(20, 20, 1)" ] && ok \
  || bad "--rotate, one bot: games/deals/rotations $(json "$tmp/same.json" "d['games'], d['deals'], d.get('rotations')")"
[ "$(tail -n +2 "$tmp/same.csv" | awk -F, '{print $NF}' | sort | uniq -c | tr -s ' ')" = " 20 0" ] && ok \
  || bad "--rotate, one bot: rotations in the CSV"
"$tabula" sim face-to-face --games 20 --jobs 1 --json >"$tmp/plain.json"
python3 - "$tmp/same.json" "$tmp/plain.json" <<'PY' && ok || bad "--rotate, one bot: not the plain run's figures"
import json, sys
r, p = (json.load(open(f)) for f in sys.argv[1:])
for d in (r, p):
    d.pop('games_per_second')
    for k in ('rotated', 'deals', 'rotations'):
        d.pop(k, None)
    for s in d['seats']:
        s.pop('bot', None)
assert r == p, (r, p)
PY
[ "$("$tabula" sim face-to-face --rotate --games 20 --jobs 1 | sed -n 3p)" = \
  "Rotated: every seat holds the same bot, so a rotation of the seats would replay the same games: each of the 20 deals is played once" ] \
  && ok || bad "--rotate, one bot: the text does not say so"
"$tabula" sim face-to-face --rotate --games 20 --jobs 1 --report "$tmp/same.html" >/dev/null
contains "$(cat "$tmp/same.html")" "Rotated: each deal is played once at each of the 1 distinct rotation of the seats (the others seat the same bots and would replay the same games); the games are deals × 1." "--rotate, one bot: HTML"
# A level is the bot it stands for: easy = random in this game file.
mkdir -p "$tmp/games"
printf '[game]\nname = eights-alias\ntitle = T\nplugin = eights\n[bots]\neasy = random\n' >"$tmp/games/eights-alias.ini"
TABULA_GAMES=$tmp/games "$tabula" sim eights-alias --rotate --games 5 --jobs 1 --seat 1=easy --seat 2=random \
  --json >"$tmp/alias.json" 2>"$tmp/err"
[ "$(json "$tmp/alias.json" "d['games'], d['deals'], d['rotations']")" = "(5, 5, 1)" ] && ok \
  || bad "--rotate, easy = random: $(cat "$tmp/err") $(head -c 150 "$tmp/alias.json")"
# Four seats A,B,A,B: two distinct rotations (the other two repeat them).
"$tabula" sim zero --players 4 --rotate --games 10 --jobs 1 --seat 1=random --seat 2=greedy --seat 3=random \
  --seat 4=greedy --json --csv "$tmp/abab.csv" >"$tmp/abab.json" 2>"$tmp/err"
[ "$(json "$tmp/abab.json" "d['games'], d['deals'], d['rotations'], [(b['bot'], b['seats']) for b in d['bots']]")" = \
  "(20, 10, 2, [('random', 2), ('greedy', 2)])" ] && ok \
  || bad "--rotate, A,B,A,B: $(cat "$tmp/err") $(head -c 150 "$tmp/abab.json")"
[ "$("$tabula" sim zero --players 4 --rotate --games 10 --jobs 1 --seat 1=random --seat 2=greedy --seat 3=random \
  --seat 4=greedy | sed -n 3p)" = "Rotated: 10 deals, each played once at each of the 2 distinct rotations of the seats \
(every bot at every seat; the other rotations seat the same bots and would replay these games)" ] && ok \
  || bad "--rotate, A,B,A,B: the text does not say so"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
