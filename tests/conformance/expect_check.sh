#!/usr/bin/env bash
# expect_check.sh TABULA WANT_EXIT MESSAGE TARGET [CHECK OPTIONS...]
# (MESSAGE is "-" when WANT_EXIT is 0)
#
# Runs `tabula check TARGET [CHECK OPTIONS...]` and holds it to an exact
# outcome:
#   WANT_EXIT 0: exit 0, one stdout line "tabula check: TARGET passed: ...",
#                nothing on stderr;
#   WANT_EXIT 1: exit 1, nothing on stdout, and one stderr line
#                "tabula check: FAILED: <plugin>, seed S, bot B, move M...: ..."
#                (or "<plugin>, the rules text ...", found before any game)
#                that contains MESSAGE (the words check.c uses for the defect).
# Any other exit (a crash is 128+signal, a sanitizer report is its own code)
# fails the test, and so does any sanitizer text on stderr.
set -u
tabula=$1 want=$2 message=$3 target=$4
shift 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$tabula" check "$target" "$@" >"$tmp/out" 2>"$tmp/err"
rc=$?
fail=0
bad() { echo "FAIL: $*"; fail=1; }

[ "$rc" = "$want" ] || bad "exit $rc, expected $want"
if grep -qE 'Sanitizer|runtime error:' "$tmp/err"; then
  bad "sanitizer report on stderr"
fi
if [ "$want" = 0 ]; then
  [ "$(wc -l <"$tmp/out")" = 1 ] && grep -q "^tabula check: $target passed: " "$tmp/out" \
    || bad "stdout is not the one 'passed' line"
  [ -s "$tmp/err" ] && bad "stderr is not empty"
else
  [ -s "$tmp/out" ] && bad "stdout is not empty"
  [ "$(wc -l <"$tmp/err")" = 1 ] || bad "stderr is not one line"
  grep -qE '^tabula check: FAILED: [a-z0-9-]+, (seed [0-9]+, bot [a-z0-9-]+, move [0-9]+|the rules text )' "$tmp/err" \
    || bad "stderr does not name the plugin, seed, bot and move"
  grep -qF -- "$message" "$tmp/err" || bad "stderr does not say: $message"
fi
echo "--- stdout"; cat "$tmp/out"
echo "--- stderr"; head -c 2000 "$tmp/err"
[ "$fail" = 0 ] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit "$fail"
