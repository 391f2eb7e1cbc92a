#!/usr/bin/env bash
# At a Zero table with two bots: the hand and the pool show; a typed move
# is applied and logged; a refused move shows the plugin's reason and
# changes nothing; Tab lists the legal moves and Enter plays one; ? shows
# the keys and the rules; q asks, then leaves with exit 0.
. "$(dirname "$0")/lib.sh"

# What the text protocol says for the same deal: a legal move, and the
# reason a bad one is refused (the tui must show the same).
proto=$(printf 'moves\nswap zz zz\nquit\n' | "$TABULA" play zero --ui text --seed 5 2>&1)
legal=$(printf '%s\n' "$proto" | grep -m1 -E '^(swap|knock)')
reason=$(printf '%s\n' "$proto" | grep -m1 -o 'error: .*' | sed 's/^error: //')
[ -n "$legal" ] || fail "the text protocol listed no legal move: $proto"
[ -n "$reason" ] || fail "the text protocol refused nothing: $proto"

start_shell
run "$TABULA" play zero --seed 5
wait_for "pool"
wait_for "  hand  " # one's own hand: the label alone
wait_for "hand (greedy 2)"
wait_for "Player 1 ›"
pass "the table shows the pool and the hand"

type_text "swap zz zz"
keys Enter
wait_for "$reason"
wait_for "✗"
expect_absent "Player 1: swap zz zz"
pass "a refused move shows its reason"

keys Escape
wait_gone "✗"
type_text "$legal"
keys Enter
wait_for "Player 1: $legal"
pass "a typed move is applied ($legal)"

wait_for "Player 1 ›"
keys Tab
wait_for "Legal moves"
keys Enter
wait_gone "Legal moves"
# Played: it is logged, or it ended the round and the round's results show.
played() { [ "$(screen | grep -c 'Player 1: ')" -ge 2 ] || screen | grep -qF "is over"; }
for ((i = 0; i < 100; i++)); do
    played && break
    sleep 0.1
done
played || fail "the move picked from the list was not played"
pass "Tab lists the legal moves and Enter plays one"
if screen | grep -qF "is over"; then
    wait_for "Total"
    keys Enter
    pass "the round's results showed the score sheet"
fi

wait_for "Player 1 ›"
keys '?'
wait_for "Rules of Zero"
wait_for "Keys"
keys Escape
wait_for "pool"
pass "? shows the keys and the rules"

keys q
wait_for "Leave this game?"
keys n
wait_gone "Leave this game?"
keys q
wait_for "Leave this game? It is kept: continue it later from the launcher."
keys y
wait_for "EXIT=0"
wait_for "(quit)"
wait_for "The game is kept in "
wait_for "the launcher or \`tabula play --continue\` takes it up again."
expect_terminal_restored
pass "q asks, leaves with exit 0 and prints the result, and that the game is kept"
