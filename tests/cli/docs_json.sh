#!/usr/bin/env bash
# docs_json.sh TABULA GUIDE.md — the user guide's sim JSON example is what
# its own command prints: the command after "$ " and the line below it,
# equal to the program's output but for games_per_second (a timing).
set -u
tabula=$1 guide=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../support/tk.sh"

cmd=$(grep -m1 '^    \$ tabula sim absolute .* --json$' "$guide" | sed 's/^    \$ tabula //')
[ -n "$cmd" ] || { bad "no '\$ tabula sim absolute ... --json' example in $guide"; echo "0 passed, 1 failed"; exit 1; }
grep -A1 -m1 '^    \$ tabula sim absolute .* --json$' "$guide" | tail -1 | sed 's/^    //' >"$tmp/doc.json"
# shellcheck disable=SC2086 # the guide's words, split as a shell would
"$tabula" $cmd --jobs 2 >"$tmp/run.json" 2>"$tmp/err" && ok || bad "$cmd: $(cat "$tmp/err")"
[ "$(untimed "$tmp/doc.json")" = "$(untimed "$tmp/run.json")" ] && ok \
  || bad "the guide's example is not what '$cmd' prints: $(cat "$tmp/run.json")"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
