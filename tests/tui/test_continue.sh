#!/usr/bin/env bash
# A game left mid-way is continued from the launcher (issue 12): its
# "Continue:" line comes first, a damaged save is listed greyed with its
# reason and does not crash the launcher, the table shows the seed, u/U
# undo and redo, and s shows the record.
. "$(dirname "$0")/lib.sh"

SAVES="$WORK/home/.local/state/tabula/saves"
start_shell
# One move typed, then the input ends: the game stays in the saves folder.
run "echo knock | $TABULA play zero --seed 5 --ui text >/dev/null 2>&1"
wait_for "EXIT=2"
ls "$SAVES"/zero-*.save >/dev/null 2>&1 || fail "the game was not kept in $SAVES"
mkdir -p "$SAVES"
printf 'tabula-save 1\ngame zero\n' >"$SAVES/damaged.save"
touch -d "@$(( $(date +%s) + 60 ))" "$SAVES/damaged.save"

run "$TABULA"
wait_for "Continue: zero, round 1 turn"
wait_for "Continue: damaged.save"
wait_for "cannot be continued: damaged.save: truncated save (no end line)"
wait_for "Choose a game"
pass "the launcher lists the kept game and the damaged save with its reason"

keys Enter
wait_for "Unavailable"
keys Enter
wait_for "Choose a game"
keys j
wait_for "▶ Continue: zero"
# Greyed: the unplayable line is drawn in grey (colour 244), the game to
# continue in bold.
"${TMUX_CMD[@]}" capture-pane -e -p -t tui | grep -F "Continue: damaged.save" \
    | grep -q $'\e\[38;5;244m *Continue: damaged.save' \
    || fail "the damaged save is not greyed: $("${TMUX_CMD[@]}" capture-pane -e -p -t tui \
            | grep -F 'Continue: damaged' | cat -v)"
pass "the damaged save is greyed"
keys Enter
wait_for "seed 5"
wait_for "Player 1 ›"
pass "Enter on the Continue line resumes the game, the seed on the table"

keys u
wait_for "undo: took back"
keys U
wait_for "redo: played again"
pass "u and U undo and redo"
keys u
keys u
wait_for "nothing to undo: no person has moved since the deal"
pass "undo stops at the deal"

keys q
wait_for "Leave this game?"
keys y
wait_for "Choose a game"
wait_for "Continue: zero, round 1 turn"
pass "a game left with q stays in the list"

keys s
wait_for "Your record"
wait_for "No games recorded yet."
keys q
wait_for "Choose a game"
pass "s shows the record"
keys q
wait_for "EXIT=0"
expect_terminal_restored
pass "q quits with exit 0"
