#!/usr/bin/env bash
# Setup shows what a player chooses (issue 23): the seat-count limits
# (min_players, max_players) are the Players row's range, not rows; the
# keys a game file names in designer_options are left out too, while
# `tabula rules` still lists every option; a designer_options key the
# plugin does not have makes the game unavailable, with the reason.
. "$(dirname "$0")/lib.sh"

GAMES="$WORK/home/.config/tabula/games"
mkdir -p "$GAMES"
printf '[game]\nname = zero-slow\ntitle = Zero Slow\nplugin = zero\ndesigner_options = knocks_to_end, pool_size\n' \
    >"$GAMES/zero-slow.ini"
printf '[game]\nname = zero-bad\ntitle = Zero Bad\nplugin = zero\n\ndesigner_options = knocks\n' \
    >"$GAMES/zero-bad.ini"

rules=$(HOME="$WORK/home" "$TABULA" rules zero-slow)
for key in min_players max_players knocks_to_end pool_size max_turns_per_round colour_letters; do
    printf '%s\n' "$rules" | grep -q "^  \[[a-z]*\] $key " ||
        fail "tabula rules zero-slow does not list $key"
done
pass "tabula rules lists the seat limits and the designer's options"

list=$(HOME="$WORK/home" "$TABULA" list 2>&1)
printf '%s\n' "$list" | grep -qxF "  zero-bad: $GAMES/zero-bad.ini:6: designer_options names \"knocks\", which is not an option of plugin zero" ||
    fail "tabula list does not give the reason zero-bad is unavailable: $list"
pass "a designer_options key the plugin lacks: the game is unavailable, with the reason"

start_shell
run "$TABULA"
wait_for "Choose a game"
keys End
wait_for "▶ Zero Slow"
keys Enter
wait_for "New game: Zero Slow"
for word in hand_size group_size rounds; do
    wait_for "    $word "
done
for word in min_players max_players knocks_to_end pool_size; do
    expect_absent "$word"
done
wait_for "how many seats: 3 to 5"
pass "setup leaves out the seat limits and the file's designer_options"
keys Escape
wait_for "Choose a game"
keys q
wait_for "EXIT=0"
