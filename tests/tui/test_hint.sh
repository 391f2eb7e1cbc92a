#!/usr/bin/env bash
# h at the table puts the hint on the line (the same move the text
# protocol's hint gives for the same deal) and Enter plays it.
. "$(dirname "$0")/lib.sh"

hint=$(printf 'hint\nquit\n' | "$TABULA" play zero --ui text --seed 5 2>&1 | sed -n 's/.*hint: //p' | head -1)
[ -n "$hint" ] || fail "the text protocol gave no hint"

start_shell
run "$TABULA" play zero --seed 5
wait_for "Player 1 ›"
keys h
wait_for "Player 1 › $hint"
keys Enter
wait_for "Player 1: $hint"
pass "h shows the hint and Enter plays it ($hint)"
