#!/usr/bin/env bash
# join's ncurses table ends, as the text UI does, on a refusal that joining
# again cannot cure: the server's reason on stderr once the table has
# closed, exit 2, and no reconnecting (a wrong token; at a lobby, a table
# that is not there or a name the text rules refuse; the seat taken by a
# new connection with the same token; the spectators' token without --watch).
#     test_tui_refused.sh TABULA   (labels net, tui; needs tmux, like tests/tui)
. "$(dirname "$0")/../tui/lib.sh"
. "$(dirname "$0")/serve_lib.sh"

# The table closed with the server's reason on the screen, exit 2.
refused() {
    wait_exit 10
    screen | grep -qx "$1" || fail "no reason shown: $1"
    screen | grep -qx "EXIT=2" || fail "the exit code"
}

start_serve table '^watch token' zero-duel --seat 2=human --bot-delay 0
token=$(seat_token table 1)
start_shell
run "$TABULA join 127.0.0.1:$port --token 00"
refused "tabula join: the server says: wrong token"
expect_absent "connection lost"
expect_absent "connected again"
sleep 2 # a join that reconnected would have guessed again by now
n=$(grep -c "dropped: wrong token" "$WORK/table.err")
[ "$n" = 1 ] || fail "the server saw $n wrong tokens, not 1: $(cat "$WORK/table.err")"
expect_terminal_restored
pass "a wrong token: the server's reason after the table closes, exit 2, no reconnecting"

watch=$(sed -n 's/^watch token \([0-9a-f]\{64\}\)$/\1/p' "$WORK/table.out")
shell_clear
run "$TABULA join 127.0.0.1:$port --token $watch"
refused "tabula join: this token is the spectators' (use --watch)"
pass "the spectators' token without --watch: said after the table closes, exit 2"

shell_clear
run "$TABULA join 127.0.0.1:$port --token $token"
wait_for "Tabula · Zero (two players) · Player 1"
# Its input stays open (never ends) while the test looks.
"$TABULA" join "127.0.0.1:$port" --token "$token" --ui text --retry 0 \
    < <(exec sleep 20 2>/dev/null) >"$WORK/second.out" 2>&1 &
second=$!
pids+=($second)
refused "tabula join: the server says: replaced by a new connection for this seat"
sleep 1
n=$(grep -c "replaced by a new connection for this seat" "$WORK/table.err")
[ "$n" = 1 ] || fail "the seat changed hands $n times, not once: $(cat "$WORK/table.err")"
kill "$second" 2>/dev/null
pass "a seat taken by another join with the same token: its reason, exit 2, no taking it back"

start_serve lobby '^listening on' --lobby --table zero-duel --bot-delay 0
shell_clear
run "$TABULA join 127.0.0.1:$port --table 9 --name Ann"
refused "tabula join: the server says: there is no table 9 (this lobby has 1 to 1)"
shell_clear
run "$TABULA join 127.0.0.1:$port --table 1 --name \$'A\\u202eB'"
refused "tabula join: the server says: \"name\": a bidirectional control (U+202E) is not allowed"
pass "at a lobby: no such table, a refused name: the reason, exit 2"
