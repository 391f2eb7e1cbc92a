#!/usr/bin/env bash
# Two terminals play a game of Absolute against each other and a bot: a
# lobby (`serve --lobby`) with one table, two people and a bot; each
# terminal runs `tabula join 127.0.0.1:PORT --name NAME`, sees the listing,
# types the table's number and plays in the ncurses table (Tab, a seeded
# number of Down, Enter) until the result shows.  The save then replays to
# a normal end with both names, and serve ends by itself.
#     test_tui_two.sh TABULA [GAME]   (label net; needs tmux, like tests/tui)
. "$(dirname "$0")/../tui/lib.sh"
. "$(dirname "$0")/serve_lib.sh"
GAME=${2:-absolute-quick}
# The table's title is the game file's.
case $GAME in absolute-quick) TITLE="Absolute (one round)" ;; *) TITLE=Absolute ;; esac
LIMIT=${3:-1500}   # moves by the two people at most (a bound, never reached)

start_serve serve '^table 1 ' --lobby --table "$GAME:players=3,seat=2=human,seed=12" \
    --bot-delay 0 --save "$WORK/lobby"

# The second terminal: a tmux session of its own, beside lib.sh's "tui".
t2() { "${TMUX_CMD[@]}" "$@"; }
screen2() { t2 capture-pane -p -t tui2 2>/dev/null; }
wait_for2() {
    local i
    for ((i = 0; i < 100; i++)); do
        screen2 | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    echo "---- second terminal ----"; screen2
    fail "timed out waiting for \"$1\" in the second terminal"
}

start_shell
t2 new-session -d -x 100 -y 32 -s tui2 \
    "env -i HOME=$WORK/home PATH=$PATH LANG=C.UTF-8 TERM=xterm-256color \
     ASAN_OPTIONS=${ASAN_OPTIONS:-} UBSAN_OPTIONS=${UBSAN_OPTIONS:-} bash --norc --noprofile" \
    || fail "cannot start the second terminal"
t2 send-keys -t tui2 -l "PS1='shell\$ '; clear"; t2 send-keys -t tui2 Enter
wait_for2 'shell$'

run "$TABULA join 127.0.0.1:$port --name Ann"
wait_for "table 1 ($GAME, 3 players, waiting for 2): seat 1 free, seat 2 free, seat 3 greedy 3 (bot)"
wait_for "Sit at which table?"
type_text "1"
keys Enter
wait_for "Tabula · $TITLE · Ann"
t2 send-keys -t tui2 -l "$TABULA join 127.0.0.1:$port --name Bob; echo EXIT=\$?"
t2 send-keys -t tui2 Enter
wait_for2 "seat 1 Ann, seat 2 free, seat 3 greedy 3 (bot)"
t2 send-keys -t tui2 -l "1"; t2 send-keys -t tui2 Enter
wait_for2 "Tabula · $TITLE · Bob"
pass "both terminals list the lobby and sit at table 1"

# Play: whichever terminal shows its prompt moves; a seeded choice of the list.
RANDOM=12
moves=0 idle=0
declare -A seen=()
while ((moves < LIMIT)); do
    played=0
    for target in tui tui2; do
        s=$(t2 capture-pane -p -t $target)
        if grep -qF "Result" <<<"$s"; then
            seen[$target]=1
            continue
        fi
        grep -qF "Tab: legal moves" <<<"$s" || continue
        t2 send-keys -t $target Tab
        n=""
        for ((i = 0; i < 50; i++)); do
            n=$(t2 capture-pane -p -t $target | sed -n 's/.*Legal moves [0-9]*\/\([0-9]*\).*/\1/p' | head -1)
            [ -z "$n" ] || break
            sleep 0.05
        done
        [ -n "$n" ] || { t2 capture-pane -p -t $target; fail "no list of moves in $target"; }
        for ((d = RANDOM % n; d > 0; d--)); do t2 send-keys -t $target Down; done
        t2 send-keys -t $target Enter
        # The list closes once the move is sent; the next prompt is the server's.
        for ((i = 0; i < 100; i++)); do
            t2 capture-pane -p -t $target | grep -qF "Legal moves" || break
            sleep 0.05
        done
        moves=$((moves + 1)) played=1
    done
    ((${#seen[@]} == 2)) && break
    if ((played)); then idle=0; else idle=$((idle + 1)); sleep 0.1; fi
    ((idle < 300)) || fail "no prompt and no result for 30 s after $moves moves"
done
((${#seen[@]} == 2)) || fail "no result after $moves moves"
pass "the game is played to its result in both terminals ($moves moves by the people)"

# The result stays over the table for a rematch; q leaves it.
wait_for "r: rematch   c: chat   q: leave the table"
keys q
t2 send-keys -t tui2 q
wait_for "EXIT=0"
wait_for2 "EXIT=0"
for ((i = 0; i < 100; i++)); do
    kill -0 $serve_pid 2>/dev/null || break
    sleep 0.1
done
wait $serve_pid || fail "serve's exit status $?: $(tail -3 "$WORK/serve.err")"
json=$("$TABULA" replay "$WORK/lobby/table-1.save" --json) || fail "the save does not replay"
python3 - "$json" <<'EOF' || fail "the saved game: $json"
import json, sys
r = json.loads(sys.argv[1])
assert r["end"] == "normal", r["end"]
assert [p["name"] for p in r["players"]] == ["Ann", "Bob", "greedy 3"], r["players"]
assert [p["kind"] for p in r["players"]] == ["human", "human", "bot:greedy"], r["players"]
EOF
grep -q "table 1: the game is over after" "$WORK/serve.err" || fail "serve's log"
pass "serve ends by itself; the save replays to a normal end with Ann, Bob and the bot"
