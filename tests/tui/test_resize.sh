#!/usr/bin/env bash
# Resizing never kills the table: 70x20 still shows it, 40x12 shows a
# message instead of a broken layout, and back at 100x32 the game goes on.
# A terminal that starts too small gets the message too.
. "$(dirname "$0")/lib.sh"

start_shell
run "$TABULA" play zero --seed 5
wait_for "pool"
wait_for "Player 1 ›"

resize 70 20
wait_for "pool"
wait_for "hand (greedy 2)"
wait_for "╭────╮" # one's own hand, face up
wait_for "Player 1 ›"
pass "70x20 still shows the table"

resize 40 12
wait_for "too small"
expect_absent "pool"
pass "40x12 shows a message"

resize 100 32
wait_for "pool"
wait_for "Player 1 ›"
wait_for "Scores"
pass "back at 100x32 the table returns"

# Typing still works after all that.
type_text knock
keys Enter
wait_for "Player 1: knock"
pass "the game goes on"

keys q
wait_for "Leave this game?"
keys y
wait_for "EXIT=0"

# Started in a terminal that is too small: the launcher says so, q leaves.
resize 40 12
keys -l clear
keys Enter
run "$TABULA"
wait_for "too small"
# Keys other than q do nothing to the list nobody can see: Enter opens no
# game, and back at full size the launcher is still there.
keys Down
keys Enter
sleep 0.5
resize 100 32
wait_for "Choose a game"
expect_absent "to move"
resize 40 12
wait_for "too small"
keys q
wait_for "EXIT=0"
expect_terminal_restored
pass "a launcher started at 40x12 shows the message, takes no key but q, and quits cleanly"

# At the smallest size, in Polish, with six players: the top bar keeps the
# game's title whole (it gives up "Tabula" and the seed first), the footer
# keeps its last keys whole (help, leave), the totals take a second line rather than
# lose a name, and the scroll marks stand on rows of their own instead of
# over a status line.
"${TMUX_CMD[@]}" kill-server
start_shell LANG=pl_PL.UTF-8
resize 60 16
run "$TABULA" play absolute-quick --players 6 --seed 9
wait_for "Player 1 ›" 20
wait_for "Tab: ruchy  u/U: cofnij  h: podpowiedź  ?: pomoc  q: wyjdź"
wait_for " Absolute (jedna runda)          ruch: Player 1 (miejsce 1)"
wait_for "  Sumy: Player 1 0, greedy 2 0, greedy 3 0, greedy 4 0,"
wait_for "  greedy 5 0, greedy 6 0"
screen | grep -qxE ' +↓ PgDn *' || fail "the ↓ PgDn mark shares its row with the table"
keys NPage
wait_for "↑ PgUp"
screen | grep -qxE ' +↑ PgUp *' || fail "the ↑ PgUp mark shares its row with the table"
pass "60x16 in Polish: the footer and the scroll marks are whole"
# A refusal longer than three lines ends its third in "…", not mid-word.
type_text "draw deck"
keys Enter
wait_for "discard"
type_text "discard $(printf 'z%.0s' $(seq 1 100))"
keys Enter
wait_for "✗ "
screen | grep -B1 -F "Player 1 ›" | head -1 | grep -qE '…$' ||
    fail "the last line of a long refusal does not say it was cut"
keys Escape
pass "a refusal cut at three lines says so"
keys q
wait_for "Opuścić tę grę?"
keys y
wait_exit
shell_clear

# The setup screen's description, cut at two lines, says so (Spanish, 60x16).
"${TMUX_CMD[@]}" kill-server
start_shell LANG=es_ES.UTF-8
resize 60 16
run "$TABULA"
wait_for "Elige un juego"
keys a Enter
wait_for "  cambian cartas de los conjuntos rivales y salen; 3 rond…"
keys Escape
wait_for "Elige un juego"
keys q
wait_exit
pass "a setup description cut at two lines says so"

# A hand too big to hold as big cards keeps its notation: a row of what is
# typed under each row of glyphs.  At 60 columns the top bar gives up
# "Tabula" before the seed.
"${TMUX_CMD[@]}" kill-server
start_shell
resize 60 18
run "$TABULA" play zero-duel --seed 2
wait_for "Player 1 ›" 20
wait_for " Zero (two players) · seed 2      Player 1 to move (seat 1)"
wait_for "  hand             ♥6   ◆2   ◆3   ◆5   ♣6   ●1   ●4   ●8"
wait_for "                   r6   o2   o3   o5   g6   b1   b4   b8"
wait_for "                   k7"
pass "the one-line hand shows what is typed under its glyphs"
keys q
wait_for "Leave this game?"
keys y
wait_exit
