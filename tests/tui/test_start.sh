#!/usr/bin/env bash
# From the launcher to a table: choose Zero, the setup screen shows seats
# and the game's options, Start deals a game against bots; leaving it
# comes back to the launcher.
. "$(dirname "$0")/lib.sh"

start_shell
run "$TABULA"
wait_for "Choose a game"
keys z
keys Enter
wait_for "New game: Zero"
wait_for "Seat 1"
wait_for "human"
wait_for "greedy"
wait_for "hand_size"
pass "the setup screen shows seats and options"

# Players: from 3 to 4 and back, with Left/Right on the first row.
keys Home Right
wait_for "Seat 4"
keys Left
wait_gone "Seat 4"
# An option out of range is refused with the reason; Esc keeps the old value.
keys Home Down Down Down Down Down
type_text 99
keys Enter
wait_for "✗"
wait_for "hand_size"
keys Escape
wait_gone "✗"
pass "a bad option value is refused with its reason"
# A seed past 2^64 - 1 is refused on the red line, as --seed refuses it;
# the old seed stays.
keys Home Down Down Down Down Enter C-u
type_text 99999999999999999999999
keys Enter
wait_for "✗ the seed is a whole number from 0 to 18446744073709551615"
keys Escape
wait_gone "✗"
screen | grep -q "18446744073" && fail "the seed row took the clamped value"
pass "an oversized seed is refused with its reason"
# On a narrow terminal the refusal wraps onto a second line instead of
# being cut at the edge.
resize 60 32
keys Home Down Down Down Down Enter C-u
type_text 99999999999999999999999
keys Enter
wait_for "✗ the seed is a whole number from 0 to"
wait_for "18446744073709551615"
screen | grep -qE '^ *18446744073709551615 *$' || fail "the refusal's end is not on a line of its own: $(screen | tail -5)"
keys Escape
wait_gone "✗"
resize 100 32
pass "a refusal wider than the screen wraps, whole"
keys End
wait_for "[ Start the game ]"
keys Enter
wait_for "pool"
wait_for "  hand  " # one's own hand: the label alone
wait_for "hand (greedy 2)"
pass "Start deals a game with bots"

keys q
wait_for "Leave this game?"
keys y
wait_for "Choose a game"
pass "leaving the game returns to the launcher"
keys q
wait_for "EXIT=0"
expect_terminal_restored

# A home that is not there (a user's mistake, a container): the launcher
# works, and a new game says from the start that it is not kept, and why.
shell_clear
run "HOME=$WORK/gone/home $TABULA"
wait_for "Choose a game"
keys z
keys Enter
wait_for "New game: Zero"
keys End
keys Enter
wait_for "the game is not kept: $WORK/gone/home/.local: cannot create"
[ ! -e "$WORK/gone" ] || fail "the missing home was made"
pass "a game without a saves folder says at once that it is not kept"
keys q
wait_for "Leave this game?"
keys y
wait_for "Choose a game"
keys q
wait_exit
expect_terminal_restored
