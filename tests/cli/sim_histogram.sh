#!/usr/bin/env bash
# sim_histogram.sh TABULA — the text report's score histogram labels each bin
# with the whole numbers it holds: a span narrower than ten bins gets one bin
# per number (0..0, 1..1, ... 6..6), like the turns histogram and the HTML
# report, never a repeated label.  One game of Crazy Eights on seed 5 ends
# 6 to 0.
set -euo pipefail
tabula=$1
got=$("$tabula" sim crazy-eights --games 1 --seed 5 | sed -n '/^Scores of all seats:$/,/^$/p')
want='Scores of all seats:
       0..0            1 ########################################
       1..1            0 
       2..2            0 
       3..3            0 
       4..4            0 
       5..5            0 
       6..6            1 ########################################'
if [ "$got" != "$want" ]; then
  echo "FAIL: score histogram"
  diff <(echo "$want") <(echo "$got") || true
  exit 1
fi
echo "1 passed, 0 failed"
