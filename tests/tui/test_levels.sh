#!/usr/bin/env bash
# The setup screen's seat row offers the levels for people — easy, normal,
# hard — each with its one-line description, and a game starts with them.
# Every other choice (a person, the designers' bots) says who it is too.
. "$(dirname "$0")/lib.sh"

start_shell
run "$TABULA"
wait_for "Choose a game"
keys z
keys Enter
wait_for "New game: Zero"
wait_for "greedy"
# A seat row says who sits there in the words ? uses for the choices.
keys Home Down
wait_for "a person at this terminal; Enter renames"
# A name: the blanks around it dropped, blanks alone the default; a
# character that would reorder the terminal's text refused.
keys Enter
type_text $'Ev\u202eil'
keys Enter
wait_for "a name may not hold a bidirectional control (U+202E)"
keys C-u
type_text "   "
keys Enter
wait_gone "a name may not hold"
wait_for "Player 1"
keys Enter
keys C-u
# Longer than a name holds (31 bytes): said, and the name is not cut short.
type_text "Zażółć gęślą jaźń 日本語の名前"
keys Enter
wait_for "a name is at most 31 bytes; this one has 45"
keys C-u
type_text "  Ann  "
keys Enter
wait_gone "a name is at most"
wait_for " Ann"
pass "a name is taken without the blanks around it; a bidi control and a name too long are refused"
# Seat 2 (the game's own bot at first); Left walks back through the levels.
keys Down
wait_for "for designers: a bot the game provides; Enter renames"
pass "a seat row says who sits there: a person, or a designers' bot"
keys Left
wait_for "hard"
wait_for "a challenge: thinks ahead through the cards it cannot see"
keys Left
wait_for "normal"
wait_for "a steady player who plays the sensible move and rarely slips"
keys Left
wait_for "easy"
wait_for "a beginner: often plays a move that only looks as good as the best"
keys Left
wait_gone "a beginner"
keys Right
wait_for "a beginner"
pass "the seat row offers easy, normal and hard with a description each"
keys End
wait_for "[ Start the game ]"
keys Enter
wait_for "  hand  " # one's own hand: the label alone
wait_for "Ann ›"
wait_for "hand (easy 2)"
pass "a game starts with an easy bot at seat 2"
keys q
wait_for "Leave this game?"
keys y
wait_for "Choose a game"
keys q
wait_for "EXIT=0"
expect_terminal_restored
