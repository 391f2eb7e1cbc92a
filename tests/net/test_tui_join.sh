#!/usr/bin/env bash
# `tabula join` on a terminal opens the ncurses table: the seat's own hand,
# a refused move with the server's reason, Tab's legal moves from the
# server, a move played and logged as at `play`'s table, leaving (the
# server logs it) and coming back to the same seat (the history in the log),
# chat; a spectator's table; the turn clock and resigning (asked first);
# a rematch after the result, and the table closing when nobody asks;
# a move the bot played for the seat out of time, marked in its log.
#     test_tui_join.sh TABULA   (label net; needs tmux, like tests/tui)
. "$(dirname "$0")/../tui/lib.sh"
. "$(dirname "$0")/serve_lib.sh"

start_serve serve '^watch token' absolute-quick --players 3 --seed 4 --bot-delay 0
token=$(seat_token serve 1)
[ -n "$port" ] && [ -n "$token" ] || fail "serve printed: $(cat "$WORK/serve.out")"

start_shell
run "$TABULA join 127.0.0.1:$port --token $token"
wait_for "Tabula · Absolute (one round) · Player 1"
wait_for "Player 1 ›"
wait_for "hand (greedy 2)"
wait_for "hand (greedy 3)"
wait_for "hand (greedy 2)  ▒▒▒▒▒  5 cards"
expect_absent "tabula join:"
pass "the table opens at seat 1, the other hands face down"
wait_for "?: help"
keys '?'
wait_for "Help"
wait_for "a chat line to the table (c when it is not your turn)"
wait_for "ask for a rematch: a new deal with the same seats"
keys Escape
wait_for "Player 1 ›"
expect_absent "a chat line to the table"
expect_absent "Player 1 › ?"
pass "? on an empty line opens the network table's keys; Esc goes back"

type_text "draw sideways"
keys Enter
wait_for "✗ write draw deck or draw discard"
wait_for "Player 1 › draw sideways"
pass "a refused move shows the server's reason and stays on the line to be mended"

keys Escape
keys Tab
wait_for "Legal moves 2/2"
wait_for "draw discard"
keys Enter
wait_for "Player 1: draw deck"
wait_for "swap or play, then discard or hold"
pass "Tab lists the server's legal moves; Enter plays one, and the log shows it"

keys q
wait_for "Leave the table?"
keys y
wait_for "EXIT=0"
wait_for "tabula join: you left the table"
grep -q "seat 1 (Player 1) left the table" "$WORK/serve.err" || fail "serve did not log the leaving"
pass "q leaves the table; the server logs it"

run "clear; $TABULA join 127.0.0.1:$port --token $token"
wait_for "Player 1 ›"
wait_for "swap or play, then discard or hold"
pass "joining again with the token comes back to the same turn"
wait_for "Player 1: draw deck"
pass "the log holds the moves played before coming back (the history)"

type_text "say hello table"
keys Enter
wait_for "Player 1 says: hello table"
pass "say TEXT at the prompt chats to the table"

keys q
wait_for "Leave the table?"
keys y
wait_for "EXIT=0"
watch=$(sed -n 's/^watch token \([0-9a-f]\{64\}\)$/\1/p' "$WORK/serve.out")
run "clear; $TABULA join 127.0.0.1:$port --token $watch --watch"
wait_for "Tabula · Absolute (one round) · watching"
wait_for "hand (Player 1)  ▒▒▒▒▒▒  6 cards"
wait_for "hand (greedy 2)"
wait_for "hand (greedy 3)"
expect_absent "›"
expect_absent "╭─────╮"
pass "a spectator's table shows every hand face down and asks nothing"
keys q
wait_for "Leave the table?"
keys y
wait_for "EXIT=0"

# The clock and resigning: two seats, 30 s a move.
start_serve serve2 '^watch token' absolute-quick --players 2 --seed 4 --bot-delay 0 \
    --turn-time 30
token=$(seat_token serve2 1)
run "clear; $TABULA join 127.0.0.1:$port --token $token"
wait_for "Player 1 ›"
wait_for " s left"
screen | grep -Eq "⏱ (30|29|28) s left" || fail "the clock: $(screen | tail -2)"
pass "the prompt shows the turn clock"
type_text "resign"
keys Enter
wait_for "Resign?"
keys y
wait_for "(resigned)"
wait_for "Winner: greedy 2 (seat 2)"
pass "resign asks first, then the other seat wins"

# After the result the table stays: r asks for a rematch (the bot seat
# needs no asking), and the new deal is played at the same table.
wait_for "r: rematch   c: chat   q: leave the table"
wait_for "Press r for a rematch"
keys r
wait_for "every player asked for a" # the log box wraps the rest
wait_gone "Press r for a rematch"
wait_for "Player 1 ›"
expect_absent "EXIT="
pass "r after the result deals again at the same seats"
# Nobody asks this time: the server closes the table, the table says so
# and join ends with exit 0, the result printed on the terminal.
type_text "resign"
keys Enter
wait_for "Resign?"
keys y
wait_for "Press r for a rematch"
wait_for "The table has closed: the game is over." 15
keys Enter
wait_exit
wait_for "EXIT=0"
wait_for "Winner: greedy 2 (seat 2)"
pass "when nobody asks, the table closes and join ends with exit 0"

# The clock runs out: the bot's move for this seat shows in its log, marked.
start_serve serve3 '^watch token' crazy-eights --seed 3 --bot-delay 0 --turn-time 1
token=$(seat_token serve3 1)
run "clear; $TABULA join 127.0.0.1:$port --token $token"
wait_for "Tabula · Crazy Eights · Player 1"
# The log box wraps its lines where it must: read it with the blanks and
# the box's edges taken out.
for ((i = 0; i < 100; i++)); do
    screen | sed -n 's/.*│\(.*\)│$/\1/p' | tr -d ' \n' |
        grep -q 'Player1:[A-Za-z0-9]*(playedbythebotgreedy)' && break
    sleep 0.1
done
((i < 100)) || fail "no move of the bot's for seat 1 in the log"
pass "a move the bot played for the seat (out of time) shows in its log"
