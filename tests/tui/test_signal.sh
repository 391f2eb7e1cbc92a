#!/usr/bin/env bash
# Ctrl-C and SIGTERM end tabula and give the terminal back, the game saved
# as it stood (resumable: no "quit" recorded).
. "$(dirname "$0")/lib.sh"

start_shell
run "$TABULA" play zero --seed 5 --save "$WORK/game.save"
wait_for "Player 1 ›"
type_text knock
keys Enter
wait_for "Player 1: knock"
keys C-c
wait_for "EXIT=130"
wait_for "interrupted"
expect_terminal_restored
[ -s "$WORK/game.save" ] || fail "no save was written"
grep -q "knock" "$WORK/game.save" || fail "the save lacks the move played"
pass "Ctrl-C exits 130 with the terminal restored and the game saved"

keys -l clear
keys Enter
run "$TABULA" play --load "$WORK/game.save"
wait_for "Player 1 ›"
wait_for "pool"
pass "the saved game resumes"
# SIGTERM, from outside, to the tabula of this test only (its own pid).
shell=$("${TMUX_CMD[@]}" display-message -p -t tui '#{pane_pid}')
pid=
for stat in /proc/[0-9]*/stat; do
    # Processes come and go while we look: an unreadable one is skipped.
    read -r -a fields 2>/dev/null <"$stat" || continue
    [ "${fields[3]}" = "$shell" ] && pid=${fields[0]} && break
done
[ -n "$pid" ] || fail "cannot find tabula's pid (child of the shell $shell)"
kill -TERM "$pid"
wait_for "EXIT=143"
expect_terminal_restored
pass "SIGTERM exits 143 with the terminal restored"
