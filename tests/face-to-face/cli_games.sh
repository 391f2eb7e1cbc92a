#!/bin/bash
# cli_games.sh TABULA SRCDIR — scripted Face to Face games through the text
# protocol on stacked decks.  For every SRCDIR/games/NAME.moves:
#   NAME.deck    the stacked decks ([p1] and [p2]), passed with --deck
#   NAME.args    extra options for `tabula play` (--set key=value ...)
#   NAME.moves   the lines typed, seat after seat (refused lines included)
#   NAME.stdout  lines that must appear in what tabula prints (as parts of
#                its lines: the prompt is not followed by a newline)
#   NAME.expect  JSON that the --result-json file must contain (a subset:
#                objects may hold more keys, arrays must match in length)
set -u
tabula=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAILED: $*"; }

for moves in "$src"/games/*.moves; do
    name=$(basename "$moves" .moves)
    dir=$(dirname "$moves")
    args=$(cat "$dir/$name.args")
    # shellcheck disable=SC2086  # the args file is a list of words
    "$tabula" play face-to-face --ui text --players 2 --seat 1=human --seat 2=human \
        --seed 1 --deck "$dir/$name.deck" $args --result-json "$tmp/$name.json" \
        <"$moves" >"$tmp/$name.out" 2>"$tmp/$name.err"
    rc=$?
    if [ $rc -eq 0 ]; then ok; else bad "$name: exit $rc: $(head -c 300 "$tmp/$name.err")"; fi
    if [ -s "$tmp/$name.err" ]; then bad "$name: stderr: $(head -c 300 "$tmp/$name.err")"; else ok; fi
    while IFS= read -r line; do
        if grep -qF -- "$line" "$tmp/$name.out"; then ok; else bad "$name: output lacks '$line'"; fi
    done <"$dir/$name.stdout"
    if python3 - "$dir/$name.expect" "$tmp/$name.json" <<'PY'
import json, sys

def sub(want, got, where):
    if isinstance(want, dict):
        if not isinstance(got, dict):
            return [f"{where}: want an object"]
        out = []
        for k, v in want.items():
            if k not in got:
                out.append(f"{where}.{k}: missing")
            else:
                out += sub(v, got[k], f"{where}.{k}")
        return out
    if isinstance(want, list):
        if not isinstance(got, list) or len(got) != len(want):
            return [f"{where}: want {json.dumps(want)}, got {json.dumps(got)}"]
        out = []
        for i, (w, g) in enumerate(zip(want, got)):
            out += sub(w, g, f"{where}[{i}]")
        return out
    return [] if want == got else [f"{where}: want {json.dumps(want)}, got {json.dumps(got)}"]

want = json.load(open(sys.argv[1]))
try:
    got = json.load(open(sys.argv[2]))
except (OSError, ValueError) as e:
    print(f"result JSON unreadable: {e}")
    sys.exit(1)
errors = sub(want, got, "$")
for e in errors:
    print(e)
sys.exit(1 if errors else 0)
PY
    then ok; else bad "$name: result JSON differs (above)"; fi
done

# A deck file naming a pile card or a card twice is refused with file:line.
printf '[p1]\n5 60\n' >"$tmp/pile.deck"
"$tabula" play face-to-face --ui text --seed 1 --deck "$tmp/pile.deck" </dev/null \
    >/dev/null 2>"$tmp/pile.err"
rc=$?
if [ $rc -eq 2 ] && grep -q "pile.deck:2" "$tmp/pile.err"; then ok; else
    bad "pile card in a deck file: exit $rc, $(cat "$tmp/pile.err")"; fi
printf '[p2]\n5 7\n5\n' >"$tmp/twice.deck"
"$tabula" play face-to-face --ui text --seed 1 --deck "$tmp/twice.deck" </dev/null \
    >/dev/null 2>"$tmp/twice.err"
rc=$?
if [ $rc -eq 2 ] && grep -q "twice.deck:3" "$tmp/twice.err"; then ok; else
    bad "card named twice: exit $rc, $(cat "$tmp/twice.err")"; fi

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
