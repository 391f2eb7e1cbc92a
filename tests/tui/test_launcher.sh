#!/usr/bin/env bash
# The launcher lists the games, opens help, and q quits with exit 0,
# leaving the terminal as it found it.
. "$(dirname "$0")/lib.sh"

start_shell
run "$TABULA"
wait_for "Choose a game"
for title in "Absolute" "Face to Face" "Zero"; do
    wait_for "$title"
done
pass "lists Absolute, Face to Face and Zero"

keys '?'
wait_for "Keys"
wait_for "Rules of"
pass "? opens help with the rules of the chosen game"
keys q
wait_for "Choose a game"

keys q
wait_for "EXIT=0"
pass "q quits with exit 0"
expect_terminal_restored
pass "the terminal is restored"
