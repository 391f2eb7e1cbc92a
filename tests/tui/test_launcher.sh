#!/usr/bin/env bash
# The launcher lists the games, opens help, and q quits with exit 0,
# leaving the terminal as it found it.
. "$(dirname "$0")/lib.sh"

start_shell
run "$TABULA"
wait_for "Choose a game"
for title in "Absolute" "Face to Face" "Zero"; do
    wait_for "$title"
done
pass "lists Absolute, Face to Face and Zero"

keys '?'
wait_for "Keys"
wait_for "Rules of"
pass "? opens help with the rules of the chosen game"
keys q
wait_for "Choose a game"

keys q
wait_for "EXIT=0"
pass "q quits with exit 0"

# A user's variant stands right under the game it varies, with the branch,
# wherever its name sorts ("a-long-zero" sorts before every shipped game).
mkdir -p "$WORK/home/.config/tabula/games"
cat > "$WORK/home/.config/tabula/games/a-long-zero.ini" <<'INI'
[game]
name = a-long-zero
title = Zero marathon
plugin = zero
variant_of = zero
[rules]
rounds = 5
INI
keys -l clear
keys Enter
run "$TABULA"
wait_for "Zero marathon"
screen | grep -A2 -E '^ +Zero +[0-9]' | grep -q '└ Zero marathon' \
    || fail "the variant is not right under Zero: $(screen | grep -B2 -A2 'Zero marathon')"
keys q
wait_for "EXIT=0"
pass "a variant stands under the game it varies"
expect_terminal_restored
pass "the terminal is restored"

# A game file that repeats a shipped game's name is the file's fault.
printf '[game]\nname = zero\nplugin = zero\n' > "$WORK/home/.config/tabula/games/dup.ini"
keys -l clear
keys Enter
run "$TABULA"
wait_for "dup.ini"
screen | grep -A1 'dup.ini' | grep -q 'game file not loaded: ' \
    || fail "the duplicate is not a game file's fault: $(screen | grep -A1 'dup.ini')"
pass "a game file repeating a name is not called a plugin that did not load"
keys q
wait_for "EXIT=0"
