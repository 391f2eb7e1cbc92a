#!/usr/bin/env bash
# endless_play.sh TABULA FLAWED-ENDLESS.so — conformance.md's way to look at
# a failure (`play` with random seats on the check's seed) on a game that
# never ends: play stops at the plugin's move bound with one line and exit 1,
# as sim does, instead of printing bot moves for ever.
set -u
tabula=$1 plugin=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
timeout 60 "$tabula" play "$plugin" --ui text --seat 1=random --seat 2=random --seed 7 \
  --no-save --no-stats </dev/null >"$tmp/out" 2>"$tmp/err"
rc=$?
want="tabula play: no end after 12 moves (the plugin's bound)"
if [ "$rc" = 1 ] && [ "$(cat "$tmp/err")" = "$want" ] && [ "$(grep -c ' plays: ' "$tmp/out")" = 12 ]; then
  echo "ok: play stops a game that never ends at its bound"
  exit 0
fi
echo "FAIL: exit $rc, $(grep -c ' plays: ' "$tmp/out") moves; stderr: $(head -c 300 "$tmp/err")"
exit 1
