#!/usr/bin/env bash
# Ctrl-C and SIGTERM end tabula and give the terminal back, the game saved
# as it stood (resumable: no "quit" recorded).
. "$(dirname "$0")/lib.sh"

start_shell
run "$TABULA" play zero --seed 5 --save "$WORK/game.save"
wait_for "Player 1 ›"
type_text knock
keys Enter
wait_for "Player 1: knock"
keys C-c
wait_for "EXIT=130"
wait_for "interrupted"
expect_terminal_restored
[ -s "$WORK/game.save" ] || fail "no save was written"
grep -q "knock" "$WORK/game.save" || fail "the save lacks the move played"
pass "Ctrl-C exits 130 with the terminal restored and the game saved"

keys -l clear
keys Enter
run "$TABULA" play --load "$WORK/game.save"
wait_for "Player 1 ›"
wait_for "pool"
pass "the saved game resumes"
# SIGTERM, from outside, to the tabula of this test only (its own pid).
shell=$("${TMUX_CMD[@]}" display-message -p -t tui '#{pane_pid}')
pid=
for stat in /proc/[0-9]*/stat; do
    # Processes come and go while we look: an unreadable one is skipped.
    read -r -a fields 2>/dev/null <"$stat" || continue
    [ "${fields[3]}" = "$shell" ] && pid=${fields[0]} && break
done
[ -n "$pid" ] || fail "cannot find tabula's pid (child of the shell $shell)"
kill -TERM "$pid"
wait_for "EXIT=143"
expect_terminal_restored
pass "SIGTERM exits 143 with the terminal restored"

# Ctrl-C while a bot thinks for a long time (ismcts at 200,000 iterations, a
# minute or more here): tabula stops at once, nothing of the bot's move is
# played, and the game is kept as it stood.
shell_clear
run "$TABULA" play face-to-face --seed 4 --seat 1=ismcts:iterations=200000 --seat 2=human \
    --save "$WORK/think.save"
wait_for "ismcts 1 is playing"
sleep 1
keys C-c
wait_for "EXIT=130" 3
wait_for "interrupted"
expect_terminal_restored
grep -q "^seat 1 ismcts" "$WORK/think.save" || fail "the save lacks the ismcts seat"
! grep -q "^move " "$WORK/think.save" || fail "a move of the bot's was kept"
pass "Ctrl-C during a bot's long think exits 130 at once, the game kept without its move"

# The terminal closes (its tmux session killed): with SIGHUP as it comes,
# and with SIGHUP ignored (started under nohup), tabula ends within seconds
# instead of reading an input that is gone forever (it span at full CPU),
# keeps the game with its move and leaves no lock behind.
for how in default ignored; do
    trap_hup=; [ "$how" = ignored ] && trap_hup="trap '' HUP;"
    start_shell
    run "$trap_hup $TABULA play zero --seed 5 --save $WORK/hup-$how.save; echo \$? > $WORK/hup-$how.rc"
    wait_for "Player 1 ›"
    type_text knock
    keys Enter
    wait_for "Player 1: knock"
    [ -e "$WORK/.hup-$how.save.lock" ] || fail "SIGHUP $how: no lock while the game is open"
    "${TMUX_CMD[@]}" kill-server
    for _ in $(seq 50); do  # up to 5 s
        [ ! -e "$WORK/.hup-$how.save.lock" ] && break
        sleep 0.1
    done
    [ ! -e "$WORK/.hup-$how.save.lock" ] || fail "SIGHUP $how: tabula still holds the game 5 s after its terminal closed"
    grep -q "knock" "$WORK/hup-$how.save" || fail "SIGHUP $how: the save lacks the move played"
    if [ "$how" = ignored ]; then  # the shell ignored it too, and says how tabula ended
        for _ in $(seq 20); do [ -s "$WORK/hup-$how.rc" ] && break; sleep 0.1; done
        [ "$(cat "$WORK/hup-$how.rc")" = 129 ] || fail "SIGHUP ignored: exit $(cat "$WORK/hup-$how.rc" 2>/dev/null), not 129"
    fi
    pass "the terminal closing (SIGHUP $how) ends tabula, the game kept with its move"
done

# The terminal closes on the result of a kept game: the save has moved to
# the history and stays there (saving it again on the way out put it back
# in the saves folder, to be offered and counted again).
start_shell
run "$TABULA" play zero-duel --seed 5
wait_for "Player 1 ›"
knock_to_end
saves=$WORK/home/.local/state/tabula/saves history=$WORK/home/.local/state/tabula/history
[ -z "$(ls "$saves"/*.save 2>/dev/null)" ] || fail "the finished game is still in the saves folder"
"${TMUX_CMD[@]}" kill-server
for _ in $(seq 50); do
    [ -z "$(ls -a "$saves" | grep '\.lock$')" ] && break
    sleep 0.1
done
[ -z "$(ls "$saves"/*.save 2>/dev/null)" ] ||
    fail "closing the terminal on the result put the game back in the saves folder: $(ls "$saves")"
[ "$(ls "$history" | wc -l)" = 1 ] || fail "the history holds $(ls "$history" | wc -l) games, not 1"
pass "the terminal closing on a kept game's result leaves it in the history only"
