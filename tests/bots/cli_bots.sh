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
ismcts:depth=3|ismcts option "depth=3": options: iterations, rollout, cutoff, c, margin
ismcts:c=-1|ismcts option "c=-1": c must be a number from 0 to 100
ismcts:margin=2|ismcts option "margin=2": margin must be a number from 0 to 1
ismcts:iterations|ismcts option "iterations": options are key=value
ismcts:iterations=5,|ismcts option "": options are key=value
ismctsx|unknown bot "ismctsx"
SPECS

# A whole game against ismcts through the text protocol, with its name.
out=$("$T" play face-to-face --ui text --seat 1=ismcts:iterations=20 --seat 2=greedy \
    --seed 2 </dev/null 2>&1)
rc=$?
[ $rc -eq 0 ] && ok || bad "play with ismcts: exit $rc"
contains "$out" "seat 1 (ismcts 1) plays: " "ismcts seat name"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
