#!/usr/bin/env bash
# Close the terminal mid-game and continue from the launcher (issue 12): a
# game started in the launcher gets a fresh seed (shown on the table, kept
# in its save); the terminal is closed after a move (the tmux session is
# killed: SIGHUP); in a new terminal the launcher's first entry continues
# that game, with the same seed and the move made.
. "$(dirname "$0")/lib.sh"

SAVES="$WORK/home/.local/state/tabula/saves"
start_shell
run "$TABULA"
wait_for "Choose a game"
keys z
keys Enter
wait_for "New game: Zero"
keys End
wait_for "[ Start the game ]"
keys Enter
wait_for "Player 1 ›"
seed=$(screen | grep -o 'seed [0-9]*' | head -1)
[ -n "$seed" ] || fail "the table does not show its seed"
[ "$seed" != "seed 1" ] || fail "the launcher dealt seed 1, not a fresh seed"
pass "a game from the launcher has a fresh seed ($seed)"

keys Tab
wait_for "Legal moves"
keys Enter
wait_for "Player 1: "
move=$(screen | grep -o 'Player 1: [a-z].*' | head -1 | sed 's/^Player 1: //; s/ *│.*//; s/ *$//')
[ -n "$move" ] || fail "the move made is not in the log"
wait_for "Player 1 ›"

# Close the terminal: tabula gets SIGHUP with the game going on.
"${TMUX_CMD[@]}" kill-session -t tui
for ((i = 0; i < 50; i++)); do
    pgrep -f "^$TABULA\$" >/dev/null 2>&1 || break
    sleep 0.1
done
save=$(ls "$SAVES"/zero-*.save 2>/dev/null | head -1)
[ -n "$save" ] || fail "no save kept in $SAVES"
grep -qx "$seed" "$save" || fail "the save does not record $seed: $(head -5 "$save")"
grep -qxF "move $move" "$save" || fail "the save lacks the move \"$move\": $(cat "$save")"
pass "closing the terminal leaves the game in the saves, with the move"

start_shell
run "$TABULA"
wait_for "Continue: Zero · Round 1 of 3, dealer seat 1 · Player 1 vs greedy 2 vs greedy 3"
wait_for "Choose a game"
screen | grep -m1 -E 'Continue:|Zero' | grep -q 'Continue: Zero · ' \
    || fail "the kept game is not the first entry"
keys Enter
wait_for "$seed"
wait_for "Player 1 ›"
pass "the launcher's first entry continues the game, with its seed"
keys q
wait_for "Leave this game?"
keys y
wait_for "Choose a game"
keys q
wait_for "EXIT=0"
expect_terminal_restored
