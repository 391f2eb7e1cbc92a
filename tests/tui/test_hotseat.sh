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

# A refusal too long for one line is wrapped, not cut (80 columns).
resize 80 24
keys h
sleep 0.3
keys Enter
wait_for "Pass the terminal to"
# A hint is not in the log the next player sees (one not followed would
# tell them a card of this hand).
expect_absent "hint for"
keys Space
wait_for "Bob ›"
keys h
sleep 0.3
keys Enter
wait_for "Pass the terminal to"
keys Space
wait_for "Ann ›"
keys u
wait_for "✗ cannot undo: Bob (seat 2) has moved since; undo takes back only your own"
wait_for " last move"
expect_absent "…"
wait_for "Ann ›"
pass "a long refusal is wrapped on two lines"

keys q
wait_for "Leave this game?"
keys y
wait_for "EXIT=0"
expect_terminal_restored
