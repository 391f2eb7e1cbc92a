# serve_lib.sh — start `tabula serve` for the tmux tests of tests/net (after
# tests/tui/lib.sh, which gives TABULA, WORK, fail and cleanup).
#
#   start_serve NAME READY ARGS...
# runs `tabula serve ARGS... --port 0` in the background, its output in
# $WORK/NAME.out and NAME.err, and waits (10 s at most) for a line of
# NAME.out matching the regex READY; then sets port (and serve_pid, the
# last server's pid).  Every server started is killed when the test exits.
pids=()
trap 'kill -9 "${pids[@]}" 2>/dev/null; cleanup' EXIT
start_serve() {
    local name=$1 ready=$2 i
    shift 2
    "$TABULA" serve "$@" --port 0 >"$WORK/$name.out" 2>"$WORK/$name.err" &
    serve_pid=$!
    pids+=($serve_pid)
    for ((i = 0; i < 100; i++)); do
        grep -q "$ready" "$WORK/$name.out" 2>/dev/null && break
        sleep 0.1
    done
    port=$(sed -n 's/^listening on 127\.0\.0\.1:\([0-9]*\)$/\1/p' "$WORK/$name.out")
    [ -n "$port" ] || fail "serve printed: $(cat "$WORK/$name.out")"
}
# The seat's token a server printed: seat_token NAME K.
seat_token() { sed -n "s/^seat $2 token \([0-9a-f]\{64\}\)\$/\1/p" "$WORK/$1.out"; }
