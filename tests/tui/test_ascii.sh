#!/usr/bin/env bash
# Without a UTF-8 locale the cards show their notation (the label) and the
# frames are ASCII; with NO_COLOR the screen is monochrome but still usable.
. "$(dirname "$0")/lib.sh"

start_shell LANG=C NO_COLOR=1
run "$TABULA" play zero --seed 5
wait_for "pool"
wait_for "Player 1 >"
screen | grep -E '^ *pool +(\[[roygbpk][1-8]\] +){4}\[[roygbpk][1-8]\]' >/dev/null ||
    fail "the pool does not show five cards in notation"
screen | grep -E '\| [roygbpk][1-8] \|' >/dev/null || fail "the hand does not show its notation"
if screen | LC_ALL=C grep -q $'[\x80-\xff]'; then fail "non-ASCII characters on a C-locale screen"; fi
pass "C locale: labels and ASCII frames"

escaped=$("${TMUX_CMD[@]}" capture-pane -p -e -t tui)
if printf '%s' "$escaped" | grep -qE $'\e\\[[0-9;]*(3[0-7]|38;5;[0-9]+)m'; then
    fail "NO_COLOR still draws in colour"
fi
pass "NO_COLOR: no colours"
keys q
wait_for "Leave this game?"
keys y
wait_for "EXIT=0"
