#!/usr/bin/env bash
# lab.sh TABULA — the balance lab of `tabula sim`: every lab figure of the
# JSON recomputed from the per-game CSV (an exact binomial test in Python
# with exact fractions, Wilson intervals, quantiles, histograms, leaders,
# lead changes, margins); sweeps: the product in order, every variant equal
# to a plain run with --set on the same seeds; the HTML report well-formed
# (xmllint), self-contained, with one chart per figure.
set -u
tabula=$1
mpi=${2:-0}   # 1: built with TABULA_MPI=ON
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../support/tk.sh"

check_lab() { # CSV JSON: the lab's fields of the JSON agree with the rows
python3 - "$1" "$2" <<'PY'
import csv, json, sys, math
from fractions import Fraction
rows = list(csv.DictReader(open(sys.argv[1])))
rep = json.load(open(sys.argv[2]))
n, players = len(rows), len(rep['seats'])
assert n == rep['games']
def winners(r): return [int(x) for x in r['winners'].split()]
def seat(r, key): return int(r[key]) if r[key] else None
def binom_p(k, n, p):
    pm = [math.comb(n, i) * p**i * (1 - p)**(n - i) for i in range(n + 1)]
    d = pm[k] * (1 + Fraction(1, 10**7))
    return float(min(1, sum(x for x in pm if x <= d)))
def wilson(k, n):
    z = 1.959964; p = k / n
    den = 1 + z * z / n; c = (p + z * z / (2 * n)) / den
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return [max(0, c - h), min(1, c + h)]
def close(a, b, what): assert abs(a - b) <= 1e-5 * max(1, abs(b)), (what, a, b)
for key, col in (('first', 'first_seat'), ('last', 'last_seat')):
    a = rep['seat_advantage'][key]
    had = [r for r in rows if seat(r, col)]
    wins = sum(1 for r in had if seat(r, col) in winners(r))
    assert a['wins'] == wins and a['games'] == len(had), (key, a, wins, len(had))
    close(a['win_rate'], wins / len(had), key)
    close(a['fair'], 1 / players, key)
    close(a['p_value'], binom_p(wins, len(had), Fraction(1, players)), key + ' p')
    lo, hi = wilson(wins, len(had))
    close(a['ci95'][0], lo, key); close(a['ci95'][1], hi, key)
def quantile(vals, q):
    vals = sorted(vals)
    for i, v in enumerate(vals):
        if i + 1 >= q * len(vals): return v
for key in ('turns', 'moves'):
    vals = [int(r[key]) for r in rows]
    L = rep[key]
    m = sum(vals) / n
    close(L['mean'], m, key)
    close(L['sd'], math.sqrt(sum((v - m) ** 2 for v in vals) / n), key + ' sd')
    assert (L['median'], L['p5'], L['p95']) == (quantile(vals, .5), quantile(vals, .05), quantile(vals, .95)), (key, L)
    assert L['histogram'] == [[v, vals.count(v)] for v in sorted(set(vals))], key
D = rep['decisiveness']
for key, col in (('leader_at_third', 'leader_at_third'), ('leader_at_two_thirds', 'leader_at_two_thirds')):
    had = [r for r in rows if seat(r, col)]
    wins = sum(1 for r in had if seat(r, col) in winners(r))
    assert D[key + '_games'] == len(had), (key, D, len(had))
    if had:
        close(D[key + '_wins'], wins / len(had), key)
    else:
        assert D[key + '_wins'] is None, (key, D)  # a rate of no games
close(D['lead_changes_mean'], sum(int(r['lead_changes']) for r in rows) / n, 'lead changes')
margins = [int(r['margin']) for r in rows]
mm = sum(margins) / n
close(D['margin_mean'], mm, 'margin')
close(D['margin_sd'], math.sqrt(sum((v - mm) ** 2 for v in margins) / n), 'margin sd')
assert D['ties'] == sum(1 for r in rows if len(winners(r)) > 1)
# The margin is the best total minus the second best, in the game's direction.
lowest = rep['game'].startswith('zero') or rep['game'] == 'crazy-eights'
for r in rows:
    t = sorted((int(r['seat%d' % k]) for k in range(1, players + 1)), reverse=not lowest)
    assert int(r['margin']) == abs(t[0] - t[1]), r
PY
}

for game in face-to-face zero crazy-eights; do
  "$tabula" sim $game --games 400 --seed 5 --jobs 2 --json --csv "$tmp/$game.csv" >"$tmp/$game.json" 2>"$tmp/err" \
    && ok || bad "$game: sim failed: $(cat "$tmp/err")"
  check_lab "$tmp/$game.csv" "$tmp/$game.json" && ok || bad "$game: the lab's figures disagree with the CSV"
done
# A game of several rounds checks its leaders by rounds: Zero's leaders come
# from the standings after rounds, so a sole leader exists in most games.
python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert d['decisiveness']['leader_at_two_thirds_games'] > 200" "$tmp/zero.json" \
  && ok || bad "zero: few games with a leader at 2/3"

# A rate of no games (one-round Crazy Eights never has a sole leader at 1/3
# or 2/3) is no rate: a dash in the text, "no games" in the HTML, null in
# the JSON.
"$tabula" sim crazy-eights --games 20 --set rounds=1 --jobs 1 --json --csv "$tmp/r1.csv" >"$tmp/r1.json"
[ "$(json "$tmp/r1.json" "[d['decisiveness'][k] for k in ('leader_at_third_wins', 'leader_at_third_games', 'leader_at_two_thirds_wins', 'leader_at_two_thirds_games')]")" \
  = "[None, 0, None, 0]" ] && ok || bad "rate of no games in the JSON: $(json "$tmp/r1.json" "d['decisiveness']")"
check_lab "$tmp/r1.csv" "$tmp/r1.json" && ok || bad "one-round crazy-eights: the lab's figures disagree with the CSV"
"$tabula" sim crazy-eights --games 20 --set rounds=1 --jobs 1 --report "$tmp/r1.html" >"$tmp/r1.txt"
[ "$(grep "the sole leader" "$tmp/r1.txt")" = "$(printf '%s\n' \
  "  the sole leader at 1/3 of the game won: - (no game had one)" \
  "  the sole leader at 2/3 of the game won: - (no game had one)")" ] && ok \
  || bad "rate of no games in the text: $(grep "the sole leader" "$tmp/r1.txt")"
contains "$(cat "$tmp/r1.html")" "<td>no games</td><td>no games</td><td>0.00</td><td>12.95 (7.56)</td><td>0</td></tr>" \
  "rate of no games in the HTML"

# A seat that won no game has a Wilson interval from exactly 0 (not 8.7e-19,
# the formula's rounding noise); one that won every game reaches exactly 1.
"$tabula" sim face-to-face --games 300 --seat 1=greedy --seat 2=random --jobs 2 --json >"$tmp/w.json"
[ "$(json "$tmp/w.json" "[(s['wins'], s['win_rate_ci95']) for s in d['seats']]")" = \
  "[(300, [0.987357, 1]), (0, [0, 0.012643])]" ] && ok \
  || bad "Wilson at 0 and all wins: $(json "$tmp/w.json" "[s['win_rate_ci95'] for s in d['seats']]")"

# The text report shows the lab's sections after today's.
out=$("$tabula" sim face-to-face --games 50 --seed 2 --jobs 1)
for want in "Seat advantage (by order of play" "  first " "  last " "Length      mean      sd  median     p5    p95" \
            "Turns per game:" "Moves per game:" "Decisiveness and drama:" "lead changes per game:" \
            "margin first - second:" "ties (shared wins): "; do
  contains "$out" "$want" "text report"
done

# Sweeps: every combination, the first --sweep slowest, on the same seeds.
"$tabula" sim face-to-face --games 150 --seed 4 --jobs 2 --sweep min_play=2,3 --sweep hand_size=6..7 --json \
  --csv "$tmp/sweep.csv" >"$tmp/sweep.json" 2>"$tmp/err" && ok || bad "sweep failed: $(cat "$tmp/err")"
python3 - "$tmp/sweep.json" <<'PY' && ok || bad "sweep JSON: wrong shape or order"
import json, sys
d = json.load(open(sys.argv[1]))
assert list(d)[:5] == ['game', 'seed', 'games', 'options', 'variants'], list(d)
assert d['options'] == {}  # no --set, no --config: every other option the file's
assert (d['game'], d['seed'], d['games']) == ('face-to-face', 4, 150)
assert [v['options'] for v in d['variants']] == [
    {'min_play': '2', 'hand_size': '6'}, {'min_play': '2', 'hand_size': '7'},
    {'min_play': '3', 'hand_size': '6'}, {'min_play': '3', 'hand_size': '7'}]
for v in d['variants']:
    for k in ('seats', 'bots', 'turns_mean', 'seat_advantage', 'turns', 'moves', 'decisiveness'):
        assert k in v, k
PY
untimed() { python3 -c "
import json,sys
d=json.load(open(sys.argv[1]))
if len(sys.argv) > 2: d = d['variants'][int(sys.argv[2])]
d.pop('options'); d.pop('games_per_second'); print(json.dumps(d, sort_keys=True))" "$@"; }
for i in 0 1 2 3; do
  set -- "min_play=2 hand_size=6" "min_play=2 hand_size=7" "min_play=3 hand_size=6" "min_play=3 hand_size=7"
  eval "pair=\${$((i + 1))}"
  sets=""; for p in $pair; do sets="$sets --set $p"; done
  "$tabula" sim face-to-face --games 150 --seed 4 --jobs 1 $sets --json >"$tmp/plain.json" 2>"$tmp/err" \
    || bad "plain run $pair failed: $(cat "$tmp/err")"
  [ "$(untimed "$tmp/sweep.json" $i)" = "$(untimed "$tmp/plain.json")" ] && ok \
    || bad "variant $pair differs from the plain run with --set"
done
# The sweep's CSV: 4 x 150 rows, the swept options as the last columns
# (opt_KEY), and the same seeds in every variant.
python3 - "$tmp/sweep.csv" <<'PY' && ok || bad "sweep CSV: wrong rows"
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
assert len(rows) == 600
assert list(rows[0])[-2:] == ['opt_min_play', 'opt_hand_size'], list(rows[0])
seeds = [[r['seed'] for r in rows if (r['opt_min_play'], r['opt_hand_size']) == v]
         for v in (('2', '6'), ('2', '7'), ('3', '6'), ('3', '7'))]
assert all(s == seeds[0] for s in seeds) and len(seeds[0]) == 150
PY
# A swept option named like a per-game column (rounds) has a column of its
# own: every column name once, the rounds played beside the option.
"$tabula" sim crazy-eights --games 2 --jobs 1 --sweep hand_size=4,5 --sweep rounds=1,3 --csv - >"$tmp/r.csv"
[ "$(head -1 "$tmp/r.csv")" = "game,seed,turns,end,winners,seat1,seat2,moves,rounds,first_seat,last_seat,\
leader_at_third,leader_at_two_thirds,lead_changes,margin,opt_hand_size,opt_rounds" ] && ok \
  || bad "sweep of rounds: CSV header $(head -1 "$tmp/r.csv")"
[ "$(cut -d, -f9,16,17 "$tmp/r.csv" | sed -n '2p;4p')" = "$(printf '1,4,1\n3,4,3')" ] && ok \
  || bad "sweep of rounds: rounds played and swept $(cut -d, -f9,16,17 "$tmp/r.csv")"

# The text report of a sweep: one report per variant, headed by its options.
out=$("$tabula" sim face-to-face --games 20 --jobs 1 --sweep min_play=2,3)
contains "$out" "== variant 1 of 2: min_play=2 ==" "sweep text"
contains "$out" "== variant 2 of 2: min_play=3 ==" "sweep text"

# A report names the options it measured that are not the game file's
# (--set, --config): the text under its first line, the JSON's "options",
# the HTML's first paragraphs, and ladder's text and JSON alike.
printf '[rules]\nrounds = 2\n' >"$tmp/two.ini"
"$tabula" sim crazy-eights --games 3 --jobs 1 --set hand_size=3 --config "$tmp/two.ini" >"$tmp/o.txt"
[ "$(sed -n 2,4p "$tmp/o.txt")" = "$(printf '\nOptions not as in the game file: rounds=2 hand_size=3\n')" ] && ok \
  || bad "sim --set: options in the text: $(head -4 "$tmp/o.txt")"
"$tabula" sim crazy-eights --games 3 --jobs 1 --set hand_size=3 --config "$tmp/two.ini" --json >"$tmp/o.json"
[ "$(json "$tmp/o.json" "list(d)[:4], d['options']")" = \
  "(['game', 'games', 'seed', 'options'], {'rounds': '2', 'hand_size': '3'})" ] && ok \
  || bad "sim --set: options in the JSON: $(head -c 120 "$tmp/o.json")"
"$tabula" sim crazy-eights --games 3 --jobs 1 --json >"$tmp/o.json"
[ "$(json "$tmp/o.json" "d['options']")" = "{}" ] && ok || bad "sim: options without --set: $(head -c 120 "$tmp/o.json")"
"$tabula" sim crazy-eights --games 3 --jobs 1 --set hand_size=3 --sweep rounds=1,2 --json >"$tmp/o.json"
[ "$(json "$tmp/o.json" "d['options'], [v['options'] for v in d['variants']]")" = \
  "({'hand_size': '3'}, [{'rounds': '1'}, {'rounds': '2'}])" ] && ok \
  || bad "sim --set --sweep: options in the JSON: $(head -c 120 "$tmp/o.json")"
"$tabula" sim crazy-eights --games 3 --jobs 1 --set hand_size=3 --report "$tmp/o.html" >/dev/null
contains "$(cat "$tmp/o.html")" "<p>Options not as in the game file: hand_size=3</p>" "sim --set: options in the HTML"
"$tabula" ladder crazy-eights --bots greedy,random --games 1 --jobs 1 --set hand_size=3 >"$tmp/o.txt"
[ "$(sed -n 2,4p "$tmp/o.txt")" = "$(printf '\nOptions not as in the game file: hand_size=3\n')" ] && ok \
  || bad "ladder --set: options in the text: $(head -4 "$tmp/o.txt")"
"$tabula" ladder crazy-eights --bots greedy,random --games 1 --jobs 1 --set hand_size=3 --json >"$tmp/o.json"
[ "$(json "$tmp/o.json" "d['options']")" = "{'hand_size': '3'}" ] && ok \
  || bad "ladder --set: options in the JSON: $(head -c 120 "$tmp/o.json")"
# A sweep of one value keeps its header, so the text names the value.
[ "$("$tabula" sim crazy-eights --games 3 --jobs 1 --sweep hand_size=3..3 | head -1)" = \
  "== variant 1 of 1: hand_size=3 ==" ] && ok || bad "a sweep of one value lost it in the text"
# A --set of a swept key is refused: the sweep would override it unsaid.
"$tabula" sim crazy-eights --games 3 --sweep hand_size=3,4 --set hand_size=7 >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = \
  "tabula sim: --set hand_size=7 and --sweep hand_size=3,4 give the same option: drop one of them" ] \
  && ok || bad "--set of a swept key: $(cat "$tmp/err")"
"$tabula" sim crazy-eights --games 3 --sweep hand_size=3,4 --set HAND_SIZE=7 >/dev/null 2>"$tmp/err"
[ $? = 2 ] && [ "$(cat "$tmp/err")" = \
  "tabula sim: --set HAND_SIZE=7 and --sweep hand_size=3,4 give the same option: drop one of them" ] \
  && ok || bad "--set of a swept key in capitals: $(cat "$tmp/err")"

# The HTML report: well-formed, no script, nothing fetched, every chart.
"$tabula" sim face-to-face --games 100 --seed 4 --jobs 2 --sweep min_play=2,3 --report "$tmp/r.html" \
  >/dev/null 2>"$tmp/err" && ok || bad "--report failed: $(cat "$tmp/err")"
if command -v xmllint >/dev/null; then
  xmllint --noout "$tmp/r.html" 2>"$tmp/err" && ok || bad "report not well-formed: $(cat "$tmp/err")"
else
  bad "xmllint is missing (.ci/install-deps installs libxml2-utils)"
fi
# Its tables read as text in a terminal browser: rows whole, one per line.
if command -v w3m >/dev/null; then
  text=$(w3m -dump -T text/html -I UTF-8 -O UTF-8 -cols 100 "$tmp/r.html")
  for want in " variant    first seat wins     p      last seat wins     p    fair" \
              "min_play=3 39.0% (30.0–48.8%) 0.0352 61.0% (51.2–70.0%) 0.0352 50.0%" \
              "min_play=2 40.66      8.19 38     29–55  121.91     25.49 114    85–167 0" \
              "1    greedy 46   46.0% (36.6–55.7%) -34.35 7.56 -49 -12"; do
    contains "$text" "$want" "report as text (w3m)"
  done
else
  bad "w3m is missing (.ci/install-deps installs it)"
fi
html=$(cat "$tmp/r.html")
case "$html" in *"<script"*|*"src="*|*"href="*|*"@import"*) bad "report loads or runs something" ;; *) ok ;; esac
[ "$(grep -o '<svg ' "$tmp/r.html" | wc -l)" = 8 ] && ok || bad "report: want 2 + 3 x 2 charts"
for want in "Balance report: face-to-face" "min_play=2" "min_play=3" "Seat advantage" \
            "Decisiveness and drama" "first to move" "last to move" "Scores of all seats" "Turns per game" "Moves per game"; do
  contains "$html" "$want" "report"
done
[ ! -e "$tmp/r.html.tmp" ] && ok || bad "report: temporary file left"
# Progress on stderr when it is a terminal (a pty here): "\rDONE/N games
# of variant I/V", ending with the whole count and a newline per variant.
python3 - "$tabula" <<'PY' && ok || bad "no progress on a terminal"
import os, subprocess, sys
m, s = os.openpty()
p = subprocess.Popen([sys.argv[1], "sim", "face-to-face", "--games", "3000", "--seed", "1",
                      "--sweep", "min_play=2,3"], stdout=subprocess.DEVNULL, stderr=s)
os.close(s)
buf = b""
while True:
    try:
        d = os.read(m, 4096)
    except OSError:
        break
    if not d:
        break
    buf += d
p.wait()
text = buf.decode()
for v in (1, 2):
    want = "\r3000/3000 games of variant %d/2\r\n" % v
    if want not in text:
        sys.exit("want %r in %r" % (want, text[-300:]))
PY
# A report that cannot be written is refused before any game is played
# (nothing on stdout: the text report of the games would be there).
out=$("$tabula" sim zero --games 100000000 --report "$tmp/none/r.html" 2>"$tmp/err")
[ $? = 2 ] && [ -z "$out" ] && ok || bad "--report into a missing folder: want exit 2 and no report"
[ "$(cat "$tmp/err")" = "tabula sim: --report $tmp/none/r.html: cannot write: No such file or directory" ] \
  && ok || bad "--report into a missing folder: $(cat "$tmp/err")"
"$tabula" sim zero --games 100000000 --report "$tmp" >/dev/null 2>"$tmp/err"
[ $? = 2 ] && [ "$(cat "$tmp/err")" = "tabula sim: --report $tmp: cannot write: it is a folder" ] \
  && ok || bad "--report naming a folder: $(cat "$tmp/err")"
# So are a CSV file (sim and ladder) that cannot be written.
timeout 60 "$tabula" sim zero --games 100000000 --csv "$tmp/none/r.csv" >/dev/null 2>"$tmp/err"
[ $? = 2 ] && [ "$(cat "$tmp/err")" = "tabula sim: --csv $tmp/none/r.csv: cannot write: No such file or directory" ] \
  && ok || bad "--csv into a missing folder: $(cat "$tmp/err")"
timeout 60 "$tabula" sim zero --games 100000000 --csv "$tmp" >/dev/null 2>"$tmp/err"
[ $? = 2 ] && [ "$(cat "$tmp/err")" = "tabula sim: --csv $tmp: cannot write: it is a folder" ] \
  && ok || bad "--csv naming a folder: $(cat "$tmp/err")"
timeout 60 "$tabula" ladder zero-duel --bots random,greedy --games 100000 --csv "$tmp" >/dev/null 2>"$tmp/err"
[ $? = 2 ] && [ "$(cat "$tmp/err")" = "tabula ladder: --csv $tmp: cannot write: it is a folder" ] \
  && ok || bad "ladder --csv naming a folder: $(cat "$tmp/err")"

# --csv - streams the rows to standard output instead of the text report:
# the same bytes as --csv FILE (with --jobs 2 too); with --json it is refused.
"$tabula" sim zero --games 30 --seed 4 --jobs 1 --csv "$tmp/file.csv" >/dev/null 2>"$tmp/err" \
  && "$tabula" sim zero --games 30 --seed 4 --jobs 2 --csv - >"$tmp/stdout.csv" 2>>"$tmp/err" \
  && cmp -s "$tmp/file.csv" "$tmp/stdout.csv" && [ ! -s "$tmp/err" ] \
  && ok || bad "--csv -: not the rows of --csv FILE: $(cat "$tmp/err")"
"$tabula" sim zero --games 3 --csv - --json >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = \
  "tabula sim: --csv - and --json both write to standard output: give --csv a file" ] \
  && ok || bad "--csv - with --json: $(cat "$tmp/err")"

"$tabula" ladder zero-duel --bots random,greedy --games 1 --csv - --json >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = \
  "tabula ladder: --csv - and --json both write to standard output: give --csv a file" ] \
  && ok || bad "ladder --csv - with --json: $(cat "$tmp/err")"

# A tabula built without MPI refuses --mpi and says how to get it.
if [ "$mpi" != 1 ]; then
  "$tabula" sim zero --games 2 --mpi >/dev/null 2>"$tmp/err"
  [ $? = 2 ] && ok || bad "--mpi without MPI: want exit 2"
  [ "$(cat "$tmp/err")" = "tabula sim: --mpi: this tabula was built without MPI (cmake -DTABULA_MPI=ON)" ] \
    && ok || bad "--mpi without MPI: $(cat "$tmp/err")"
fi

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
