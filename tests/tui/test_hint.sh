#!/usr/bin/env bash
# h at the table puts the hint on the line (the same move the text
# protocol's hint gives for the same deal) and Enter plays it.
. "$(dirname "$0")/lib.sh"

hint=$(printf 'hint\nquit\n' | "$TABULA" play zero --ui text --seed 5 2>&1 | sed -n 's/.*hint: //p' | head -1)
[ -n "$hint" ] || fail "the text protocol gave no hint"

start_shell
run "$TABULA" play zero --seed 5
wait_for "Player 1 ›"
keys h
wait_for "Player 1 › $hint"
keys Enter
wait_for "Player 1: $hint"
pass "h shows the hint and Enter plays it ($hint)"

# The hint stands selected: typing replaces it instead of being appended.
keys h
wait_for "hint for Player 1:"
prompt_sgr() { "${TMUX_CMD[@]}" capture-pane -e -p -t tui | grep -F "Player 1 ›"; }
now=
for ((i = 0; i < 100; i++)); do
    now=$(screen | sed -n 's/^ Player 1 › \(.*[^ ]\) *$/\1/p')
    [ -n "$now" ] && break
    sleep 0.1
done
[ -n "$now" ] || fail "h put no hint on the line"
prompt_sgr | grep -qE $'\e\\[([0-9;]*;)?7m' || fail "the hint on the line is not shown selected (reverse)"
keys Right
for ((i = 0; i < 50; i++)); do prompt_sgr | grep -qE $'\e\\[([0-9;]*;)?7m' || break; sleep 0.1; done
prompt_sgr | grep -qE $'\e\\[([0-9;]*;)?7m' && fail "Right did not take the selection away"
type_text x
wait_for "Player 1 › ${now}x"
keys C-u
keys h
wait_for "Player 1 › $now"
pass "the hint stands selected (reverse) until Right keeps it to edit"
type_text knock
wait_for "Player 1 › knock"
screen | grep -q '^ Player 1 › knock *$' || fail "typing after the hint did not replace it"
keys Escape
pass "typing after h replaces the hint"
keys q
wait_for "Leave this game?"
keys y
wait_exit

# The footer offers only keys that act now: in Absolute, once the card is
# drawn, `hold` begins with h, which then types, so "h: hint" goes.
shell_clear
run "$TABULA" play absolute --seed 3 --seat 2=greedy --no-save --no-stats
wait_for "Player 1 ›"
screen | tail -1 | grep -q 'h: hint' || fail "before the draw the footer lacks h: hint: $(screen | tail -1)"
type_text "draw deck"
keys Enter
wait_for "Player 1: draw deck"
foot=$(screen | tail -1)
case $foot in *"h: hint"*) fail "after the draw (hold takes h) the footer offers h: hint: $foot" ;; esac
case $foot in *"?: help"*"q: leave"*) ;; *) fail "the footer lost its other keys: $foot" ;; esac
pass "the footer drops h: hint while a move begins with h"
keys Escape
keys q
wait_for "Leave this game?"
keys y
wait_for "EXIT=0"

# A long entry in the moves panel wraps onto the next rows, indented.
. "$(dirname "$0")/../support/lived_in_home.sh"
ff=$(printf 'hint\nquit\n' | "$TABULA" play face-to-face --ui text --seed 4 2>&1 |
     sed -n 's/.*hint: //p' | head -1)
[ -n "$ff" ] || fail "the text protocol gave no face-to-face hint"
shell_clear
run "$TABULA" play face-to-face --seed 4 --name "'1=$LONG_NAME'"
wait_for "Ñúñez-Kowalczyk ›"
keys h
wait_for "Kowalczyk › $ff"
entry="hint for $LONG_NAME: $ff"
rows=$(screen | sed -n 's/.*│ \(.*[^ ]\) *│$/\1/p' | sed -n '/^hint for /,$p' | head -3)
[ "$(printf '%s\n' "$rows" | wc -l)" -ge 2 ] || fail "the long hint did not wrap: $rows"
joined=$(printf '%s\n' "$rows" | head -1)
while IFS= read -r r; do
    case $r in "  "[^\ ]*) joined="$joined ${r#  }" ;; *) break ;; esac
done < <(printf '%s\n' "$rows" | tail -n +2)
[ "$joined" = "$entry" ] || fail "the hint in the moves panel is not \"$entry\": $rows"
pass "a long hint wraps in the moves panel, indented, whole"
keys q
wait_for "Leave this game?"
keys y
wait_for "EXIT=0"

# A long think says so, and Ctrl-C stops it at once (the game is kept).
# Six hands of 12 cards make each of the hint's play-outs long: this hint
# takes about a minute.
shell_clear
run "$TABULA" play absolute-quick --players 6 --set hand_size=12 --seed 928808115
wait_for "Player 1 ›"
type_text "draw deck"
keys Enter
wait_for "Player 1: draw deck"
keys h
wait_for "Thinking of a hint...   Ctrl-C: stop"
keys C-c
wait_for "EXIT=130" 5
wait_for "interrupted; the game is saved in"
pass "a hint that thinks long says so, and Ctrl-C stops it at once"
