#!/usr/bin/env bash
# capture_screens.sh TABULA OUTDIR — the screens docs/players-guide.md shows,
# captured from the real program in tmux (100x30, UTF-8).  Not a test: run
# it by hand after a change to the frontend or a game's view, and paste the
# files into the guide.
. "$(dirname "$0")/lib.sh"
OUT=${2:?usage: $0 TABULA OUTDIR}
mkdir -p "$OUT"

snap() { screen | sed -e 's/[[:space:]]*$//' > "$OUT/$1.txt"; }

start_shell
"${TMUX_CMD[@]}" resize-window -t tui -x 100 -y 30

run "$TABULA"
wait_for "Choose a game"
snap launcher
keys z Enter
wait_for "New game: Zero"
keys Home Down Down Down Down
wait_for "Seed"
snap setup
keys Escape
wait_for "Choose a game"
keys q
wait_for "EXIT=0"

table() { # NAME ARGS... : the table of a game against bots, as seat 1 sees it
    local name=$1
    shift
    keys -l clear
    keys Enter
    run "$TABULA" play "$@"
    wait_for "Player 1 ›"
    snap "$name"
    keys q
    wait_for "Leave this game?"
    keys y
    wait_for "EXIT="
}
table zero zero --seed 5
table absolute absolute --players 3 --seed 4
table face-to-face face-to-face --seed 4
table crazy-eights crazy-eights --seed 3

keys -l clear
keys Enter
run "$TABULA" play zero --seed 5
wait_for "Player 1 ›"
keys -l swap
keys Tab
wait_for "Legal moves"
snap moves
keys Escape Escape
keys -l "swap zz b1"
keys Enter
wait_for "✗"
snap refused
keys Escape q
wait_for "Leave this game?"
keys y
wait_for "EXIT="

keys -l clear
keys Enter
run "$TABULA" play zero-duel --seat 2=human --name 1=Ann --name 2=Bob --seed 3
wait_for "Pass the terminal to"
snap pass-to
keys q
wait_for "Leave this game?"
keys y
wait_for "EXIT="

keys -l clear
keys Enter
run "$TABULA" play zero --seat 1=greedy --seed 2
wait_for "Round 1 is over"
snap round-over
keys Enter Enter
wait_for "Game over"
snap game-over
keys Enter
wait_for "EXIT="
echo "screens written to $OUT"
