#!/usr/bin/env bash
# Kept games are continued from the launcher (issues 12 and 23), in the
# lived-in home (tests/support/lived_in_home.sh): the Continue lines come
# first, newest first; a damaged save and one of an older plugin version
# are greyed with their reason, and so is one open in another tabula; a
# continued game comes back as it was left
# (its move log, its seed, the round its label promised, the player's
# moves in the line's history); u/U undo and redo; s shows the record.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/../support/lived_in_home.sh"

lived_in_home "$TABULA" "$WORK/home" || fail "cannot build the lived-in home"
# The Face to Face game is open in another tabula: its lock is held, as a
# game being played holds it (frontends/common/save_lock.c).
ff_save=$WORK/home/.local/state/tabula/saves/face-to-face-20261119-210000-3.save
timeout 120 flock -n "$(dirname "$ff_save")/.$(basename "$ff_save").lock" sleep 120 \
    > /dev/null 2>&1 &
holder=$!
start_shell
run "$TABULA"
wait_for "Choose a game"
exp() { screen | grep -qF -- "$1" || fail "the screen lacks \"$1\""; }
# select_down LINE: j until the launcher's selection is on LINE (at most 8).
select_down() {
    for _ in 1 2 3 4 5 6 7 8; do
        screen | grep -qF -- "$1" && break
        keys j
        sleep 0.2
    done
    wait_for "$1"
}
exp "▶ Continue: zero-duel-20261118-100000-4-old.save · "
exp "cannot be continued: zero-duel-20261118-100000-4-old.save:3: saved with zero 0.9.0, but thi…"
exp "Continue: damaged.save · "
exp "cannot be continued: damaged.save: truncated save (no end line)"
exp "Continue: Zero · Round 1 of 3, dealer seat 1 · Ann vs greedy 2 vs greedy 3"
exp "Continue: Absolute · Round 1 of 3, turn 1 · Ann vs greedy 2"
# Greyed, its title cut before the tag with room to spare.
exp "Continue: Face to Face · Turn 2: seat 1 to move · Małgorzata Ñúñez-Kowalczyk vs … unavailable"
exp "cannot be continued: it is open in another tabula"
# The date of a kept game stands under its label, never cut.
screen | grep -A1 -F 'Continue: Zero · ' | tail -1 | grep -qE '^ +[0-9]{1,2} [^ ]+ [0-9]{2}:[0-9]{2} *$' ||
    fail "no date under the Zero line: $(screen | grep -A1 -F 'Continue: Zero')"
pass "the launcher lists the kept games, the damaged and the old save and the one open elsewhere with their reasons"

# At 80 columns a label too long for its line puts who plays under it,
# after the date, instead of cutting the names.
resize 80 32
wait_for "    Continue: Zero · Round 1 of 3, dealer seat 1"
screen | grep -qE '^ +Continue: Zero · Round 1 of 3, dealer seat 1 *$' ||
    fail "the Zero line still holds its seats at 80 columns"
screen | grep -A1 -F 'Continue: Zero · ' | tail -1 |
    grep -qE '^ +[0-9]{1,2} [^ ]+ [0-9]{2}:[0-9]{2} · Ann vs greedy 2 vs greedy 3 *$' ||
    fail "no date and seats under the Zero line: $(screen | grep -A1 -F 'Continue: Zero')"
resize 100 32
wait_for "Continue: Zero · Round 1 of 3, dealer seat 1 · Ann vs greedy 2 vs greedy 3"
pass "at 80 columns the seats go under a long label"

# Greyed: the unplayable line is drawn in grey (colour 244), the game to
# continue in bold.
"${TMUX_CMD[@]}" capture-pane -e -p -t tui | grep -F "Continue: damaged.save" \
    | grep -q $'\e\[38;5;244m *Continue: damaged.save' \
    || fail "the damaged save is not greyed: $("${TMUX_CMD[@]}" capture-pane -e -p -t tui \
            | grep -F 'Continue: damaged' | cat -v)"
pass "the damaged save is greyed"

keys j
wait_for "▶ Continue: damaged.save"
keys Enter
wait_for "Unavailable"
wait_for "Continue: damaged.save"
keys Enter
wait_for "Choose a game"
wait_for "▶ Continue: damaged.save"
pass "the damaged save says why it cannot be continued; the selection stays"
keys j
wait_for "▶ Continue: Zero · "
keys Enter
wait_for "Tabula · Zero · seed 5"
wait_for "Ann ›"
exp "  Round 1 of 3, dealer seat 1"
# The move log as it was played: the bots' first swaps, Ann's, theirs again.
log=$(screen | sed -n 's/.*│ \(.*[^ ]\) *│$/\1/p')
want="greedy 2: swap b1 r4
greedy 3: swap r2 b3
Ann: swap b8 b1
greedy 2: swap k6 b8
greedy 3: swap r6 k6"
[ "$(printf '%s\n' "$log" | grep -F ': swap')" = "$want" ] ||
    fail "the move log is not the game's: $log"
expect_absent "no moves yet"
pass "the continued game shows its round, seed and move log"
keys Up
wait_for "Ann › swap b8 b1"
keys Escape
wait_gone "Ann › swap b8 b1"
pass "Up recalls the player's own earlier move"

keys u
wait_for "undo: took back 3 moves"
keys U
wait_for "redo: played again 3 moves"
pass "u and U undo and redo"
keys u
keys u
wait_for "nothing to undo: no person has moved since the deal"
pass "undo stops at the deal"

keys q
wait_for "Leave this game?"
keys y
wait_for "Choose a game"
# Left with q, it is the newest kept game now.
wait_for "▶ Continue: Zero · Round 1 of 3, dealer seat 1 · Ann vs greedy 2 vs greedy 3"
pass "a game left with q stays in the list, first"

keys s
wait_for "Your record"
wait_for "Ann, zero-duel"
keys q
wait_for "Choose a game"
pass "s shows the record"

# The other tabula ends (its lock goes with it, the lock file stays):
# within a second or two, without a key, the line is no longer greyed,
# and Enter continues the game.
kill "$holder" 2>/dev/null
wait "$holder" 2>/dev/null
wait_gone "cannot be continued: it is open in another tabula" 3
wait_for "Continue: Face to Face · Turn 2: seat 1 to move · Małgorzata Ñúñez-Kowalczyk vs greedy 2"
select_down "▶ Continue: Face to Face"
keys Enter
wait_for "Tabula · Face to Face · seed"
keys q
wait_for "Leave this game?"
keys y
wait_for "Choose a game"
pass "a game the other tabula has left is continued without restarting the launcher"
keys q
wait_for "EXIT=0"
expect_terminal_restored
pass "q quits with exit 0"
kill "$holder" 2>/dev/null || true

# A game whose end was cut short (tabula stopped after its last move, before
# its save moved to the history and the record had it): the launcher offers
# to show how it ended, and doing so records it and moves it.
shell_clear
# Played elsewhere (its record in another folder), as if that tabula died
# right after the last move, before its record and its move to the history.
env -u XDG_STATE_HOME HOME="$WORK/home" XDG_DATA_HOME="$WORK/elsewhere" TABULA_BOT_DELAY_MS=0 \
    "$TABULA" play zero-duel --ui text --seed 9 --save "$WORK/over.save" \
    < <(yes knock | head -20) > /dev/null 2>&1
cut_short=$WORK/home/.local/state/tabula/saves/zero-duel-20261122-090000-9.save
cp "$WORK/over.save" "$cut_short"
played() { env -u XDG_DATA_HOME -u XDG_STATE_HOME HOME="$WORK/home" "$TABULA" stats --json | grep -o '"played": [0-9]*' | awk '{n += $2} END {print n}'; }
played_before=$(played)
run "$TABULA"
wait_for "Choose a game"
wait_for "▶ Ended: Zero (two players) · Game over after 2 rounds (lowest total wins)"
wait_for "the game is over: Enter shows how it ended"
keys Enter
wait_for "Your record: 0 wins in 1 game of zero-duel against greedy."
keys q
wait_for "Player 1, zero-duel"  # the record after a game a person played
keys q
wait_for "Choose a game"
[ ! -e "$cut_short" ] && [ -e "$WORK/home/.local/state/tabula/history/$(basename "$cut_short")" ] ||
    fail "the game cut short did not move to the history"
screen | grep -qF "Ended: Zero (two players)" && fail "the game cut short is still listed"
# Another terminal keeps a game while the launcher is open: it is listed
# within seconds, without a key (the list was stale until a game was played).
screen | grep -qF "Continue: Crazy Eights" && fail "a Crazy Eights game is listed already"
env -u XDG_DATA_HOME -u XDG_STATE_HOME HOME="$WORK/home" "$TABULA" play crazy-eights --ui text \
    --seed 3 <<<quit >/dev/null 2>&1
wait_for "Continue: Crazy Eights"
pass "a game kept in another terminal shows in the open launcher"
keys q
wait_for "EXIT=0"
played_after=$(played)
[ "$played_after" = $((played_before + 1)) ] || fail "the game cut short was not recorded ($played_before games before, $played_after after)"
pass "a game whose end was cut short shows its end from the launcher, is recorded and moves to the history"

# Ctrl-C in a game opened from the launcher says where the game is kept,
# as `tabula play` does, once the terminal is back.
shell_clear
run "$TABULA"
wait_for "Choose a game"
wait_for "Continue: Crazy Eights"
select_down "▶ Continue: Crazy Eights"
keys Enter
wait_for "Tabula · Crazy Eights"
keys C-c
wait_for "EXIT=130"
wait_for "tabula: interrupted; the game is saved in"
screen | tr -d '\n' | grep -qF "saves/crazy-eights-" || fail "not the Crazy Eights save: $(screen | tail -5)"
pass "Ctrl-C in a game from the launcher says where it is kept"
