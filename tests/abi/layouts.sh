#!/usr/bin/env bash
# layouts.sh LIVE FROZEN... — each program prints its headers' layouts
# (layout.c); every line of every frozen one must be a line of the live one.
set -u
live=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$live" | sort >"$tmp/live" || { echo "FAIL: $live did not run"; exit 1; }
fail=0
for frozen in "$@"; do
  "$frozen" | sort >"$tmp/frozen" || { echo "FAIL: $frozen did not run"; fail=1; continue; }
  n=$(wc -l <"$tmp/frozen")
  moved=$(comm -23 "$tmp/frozen" "$tmp/live")
  if [ -n "$moved" ]; then
    echo "FAIL: $(basename "$frozen"): these layouts changed since (frozen line, then the live one):"
    while read -r name rest; do
      echo "  $name $rest | now: $(grep -E "^$name " "$tmp/live" || echo "(gone)")"
    done <<<"$moved"
    fail=1
  else
    echo "$(basename "$frozen"): $n layout lines, all unchanged"
  fi
done
exit $fail
