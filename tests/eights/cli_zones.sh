#!/usr/bin/env bash
# cli_zones.sh TABULA — `--ui text` labels every hand but the viewer's own
# with its owner's name ("hand (Bob)", tabula/types.h), exactly: at four
# seats with names given, and at three with two people taking turns at one
# screen (each sees the other's hand labelled, its own not).
set -u
T=$1
. "$(dirname "$0")/../support/tk.sh"

out=$(printf 'quit\n' | "$T" play crazy-eights --ui text --players 4 --seat 1=greedy \
  --seat 2=human --seat 3=greedy --seat 4=greedy --name 1=Ann --name 2=Bob --name 3=Cy \
  --name 4=Di --seed 5 2>&1)
contains "$out" $'Drawn this turn: no\n  hand (Ann): [4 hidden]\n  hand: 3d 4d Jd Jh 8s\n  hand (Cy): [5 hidden]\n  hand (Di): [5 hidden]\n  discard: 2s (2 cards)\n  stock: 31 cards face down\nseat 2 (Bob)> ' "four seats, named"

out=$(printf 'draw\npass\nquit\n' | "$T" play crazy-eights --ui text --players 3 --seat 1=human \
  --seat 2=human --seat 3=greedy --seed 2 2>&1)
contains "$out" $'Drawn this turn: no\n  hand: 6c 10c 7h Jh Qh\n  hand (Player 2): [5 hidden]\n  hand (greedy 3): [5 hidden]\n  discard: 4c (1 card)\n  stock: 36 cards face down\nseat 1 (Player 1)> ' "three seats, seat 1's turn"
contains "$out" $'Drawn this turn: no\n  hand (Player 1): [6 hidden]\n  hand: Qc Ah 4h 9s Js\n  hand (greedy 3): [5 hidden]\n  discard: 4c (1 card)\n  stock: 35 cards face down\nseat 2 (Player 2)> ' "three seats, seat 2's turn"
# No hand is unlabelled but the one of the seat to move.
n=$(grep -c '^  hand: ' <<<"$out")
[ "$n" -eq 3 ] && ok || bad "three views, one own hand each; got $n unlabelled hands"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
