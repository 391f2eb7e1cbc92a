# lib.sh — drive the real `tabula` in a private tmux server, as a person at
# a terminal would: type keys, read the screen.  Sourced by the test_*.sh
# scripts with the tabula binary as $1.
#
# Every wait polls the screen until the text shows (10 s by default), so a
# slow machine makes a test slower, not flaky.  The terminal is fixed:
# 100x32, C.UTF-8, xterm-256color, no bot pause.  HOME is $WORK/home, empty
# unless a test fills it first: tests/support/lived_in_home.sh gives it the
# records, kept games and broken files of a player a week on.

TABULA=${1:?usage: $0 PATH/TO/tabula}
case "$TABULA" in /*) ;; *) TABULA="$PWD/$TABULA" ;; esac
# Each start_shell has a tmux server of its own (tabula-test-PID-N): one
# that was just killed may still be going away, and a new server on its
# socket then dies at once ("server exited unexpectedly").
SHELLS=0
SOCK="tabula-test-$$-$SHELLS"
TMUX_CMD=(tmux -L "$SOCK" -f /dev/null)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/tabula-tui.XXXXXX")
TEST_NAME=$(basename "$0" .sh)

cleanup() {
    "${TMUX_CMD[@]}" kill-server >/dev/null 2>&1
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/tabula-test-$$-"* # the sockets left
    rm -rf "$WORK"
}
trap cleanup EXIT

if ! command -v tmux >/dev/null 2>&1; then
    echo "FAIL $TEST_NAME: tmux is not installed; the tui tests drive tabula through tmux" \
         "(apt-get install tmux)"
    exit 1
fi

screen() { "${TMUX_CMD[@]}" capture-pane -p -t tui 2>/dev/null; }

fail() {
    echo "FAIL $TEST_NAME: $*"
    echo "---- screen ----"
    screen
    echo "----------------"
    exit 1
}

pass() { echo "ok   $TEST_NAME: $*"; }

# start [ENV=VALUE...] -- opens a shell in a fresh 100x32 terminal.
start_shell() {
    "${TMUX_CMD[@]}" kill-server >/dev/null 2>&1
    SHELLS=$((SHELLS + 1))
    SOCK="tabula-test-$$-$SHELLS"
    TMUX_CMD=(tmux -L "$SOCK" -f /dev/null)
    mkdir -p "$WORK/home"
    "${TMUX_CMD[@]}" new-session -d -x 100 -y 32 -s tui \
        "env -i HOME=$WORK/home PATH=$PATH LANG=C.UTF-8 TERM=xterm-256color \
         HISTFILE=/dev/null TABULA_BOT_DELAY_MS=0 ASAN_OPTIONS=${ASAN_OPTIONS:-} UBSAN_OPTIONS=${UBSAN_OPTIONS:-} \
         $* bash --norc --noprofile" \; set-option -g status off \
        || fail "cannot start tmux"
    "${TMUX_CMD[@]}" send-keys -t tui -l "PS1='shell\$ '; clear" ; "${TMUX_CMD[@]}" send-keys -t tui Enter
    wait_for 'shell$'
}

# run CMD... — type a command line in the shell; its exit code shows as EXIT=N.
run() { "${TMUX_CMD[@]}" send-keys -t tui -l "$*; echo EXIT=\$?"; "${TMUX_CMD[@]}" send-keys -t tui Enter; }

keys() { "${TMUX_CMD[@]}" send-keys -t tui "$@"; }
type_text() { "${TMUX_CMD[@]}" send-keys -t tui -l "$*"; }

# wait_for TEXT [SECONDS] — until the screen shows TEXT (fixed string).
wait_for() {
    local text=$1 limit=${2:-10} i
    for ((i = 0; i < limit * 10; i++)); do
        screen | grep -qF -- "$text" && return 0
        sleep 0.1
    done
    fail "timed out waiting for \"$text\""
}

# shell_clear — an empty shell screen before the next command, so that no
# line of an earlier one (its EXIT=N) answers a wait meant for this one.
shell_clear() {
    keys -l clear
    keys Enter
    wait_for 'shell$'
}

# wait_exit [SECONDS] — until the command run() typed has exited: its
# "EXIT=N" line shows.  Not wait_for "EXIT=": the typed command line itself
# reads "echo EXIT=$?", and it shows again as soon as the program leaves
# the alternate screen, before it has finished (a save still being
# written).
wait_exit() {
    local limit=${1:-10} i
    for ((i = 0; i < limit * 10; i++)); do
        screen | grep -qE '^EXIT=[0-9]+' && return 0
        sleep 0.1
    done
    fail "timed out waiting for the command to exit"
}

# wait_gone TEXT [SECONDS] — until the screen no longer shows TEXT.
wait_gone() {
    local text=$1 limit=${2:-10} i
    for ((i = 0; i < limit * 10; i++)); do
        screen | grep -qF -- "$text" || return 0
        sleep 0.1
    done
    fail "timed out waiting for \"$text\" to go"
}

# expect_absent TEXT — the screen must not show TEXT now.
expect_absent() {
    screen | grep -qF -- "$1" && fail "the screen shows \"$1\" but must not"
    return 0
}

resize() { "${TMUX_CMD[@]}" resize-window -t tui -x "$1" -y "$2" || fail "cannot resize"; }

# The terminal is back to normal: no alternate screen, line editing and echo on.
expect_terminal_restored() {
    local alt
    alt=$("${TMUX_CMD[@]}" display-message -p -t tui '#{alternate_on}')
    [ "$alt" = 0 ] || fail "the terminal is still in the alternate screen"
    # The marker is computed, so the typed command line cannot match it.
    keys -l 'stty -a | tr " " "\n" | grep -x -e icanon -e echo | tr "\n" " "; echo "STTY-$((6 * 7))"'
    keys Enter
    wait_for 'STTY-42'
    screen | grep -qF 'icanon echo STTY-42' || fail "stty shows the terminal was not restored"
}

# knock_to_end [NAME [OVER [NEXT]]] — in Zero, knock at every turn of
# ours (Enter on the round's results) until the game is over.  NAME: the
# player's name (Player 1); OVER and NEXT: the screens' "Game over" and
# "next round" in the player's language.
knock_to_end() {
    local who=${1:-Player 1} over=${2:-Game over} next=${3:-next round}
    for ((i = 0; i < 80; i++)); do
        s=$(screen)
        case "$s" in
        *"$over"*) break ;;
        *"$next"*) keys Enter; wait_gone "$next" ;;
        *"$who ›"*) type_text knock; keys Enter; sleep 0.3 ;;
        *) sleep 0.2 ;;
        esac
    done
    wait_for "$over"
}
