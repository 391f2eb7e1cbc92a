#!/usr/bin/env bash
# threads.sh TABULA — bots on sim's worker threads: an ismcts seat in every
# shipped game and a ladder, each over more games than one chunk (sim hands
# out 64 games at a time), so two threads really play at once; the report
# is the same on one thread and on two.  Run again under ThreadSanitizer by
# .ci/run (label threads), where a data race between the workers (in the
# host, ismcts or a plugin's hooks) fails it.
set -u
T=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../support/tk.sh"

for game in zero-duel face-to-face crazy-eights absolute-quick; do
  for j in 1 2; do
    "$T" sim $game --games 130 --seed 7 --jobs $j --seat 1=ismcts:iterations=4 --json \
      >"$tmp/$game.$j.json" 2>"$tmp/err" && ok || bad "$game: sim --jobs $j failed: $(cat "$tmp/err")"
  done
  [ "$(untimed "$tmp/$game.1.json")" = "$(untimed "$tmp/$game.2.json")" ] && ok \
    || bad "$game: the report with an ismcts seat differs between 1 and 2 threads"
  [ "$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['games'])" "$tmp/$game.2.json")" = 130 ] \
    && ok || bad "$game: not 130 games"
done

# A ladder: each of its two tables is a sim of 130 games.
for j in 1 2; do
  "$T" ladder zero-duel --bots greedy,ismcts:iterations=4 --games 130 --jobs $j --json \
    >"$tmp/ladder.$j.json" 2>"$tmp/err" && ok || bad "ladder --jobs $j failed: $(cat "$tmp/err")"
done
cmp -s "$tmp/ladder.1.json" "$tmp/ladder.2.json" && ok || bad "the ladder differs between 1 and 2 threads"
grep -q '"games": 260,' "$tmp/ladder.2.json" && ok || bad "ladder: not 260 games: $(cat "$tmp/ladder.2.json")"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
