#!/usr/bin/env bash
# Two people at one terminal: each turn that passes between them shows a
# "pass to" screen with no hand, no pool and no card on it, until a key.
. "$(dirname "$0")/lib.sh"

no_table() {
    for word in pool "  hand  " "hand (" "╭" "▒" "Your hand"; do
        expect_absent "$word"
    done
}

start_shell
run "$TABULA" play zero-duel --seat 2=human --name 1=Ann --name 2=Bob --seed 3
wait_for "Pass the terminal to"
wait_for "Bob"
no_table
pass "the first turn waits behind a pass-to screen"

keys Space
wait_for "Bob ›"
wait_for "pool"
wait_for "  hand  "
wait_for "hand (Ann)"
type_text knock
keys Enter
wait_for "Pass the terminal to"
wait_for "Ann"
no_table
pass "passing from Bob to Ann hides every hand"

keys Space
wait_for "Ann ›"
wait_for "  hand  "
wait_for "hand (Bob)"
wait_for "Bob: knock"
pass "Ann sees her own hand after the key"

keys q
wait_for "Leave this game?"
keys y
wait_for "EXIT=0"
expect_terminal_restored
