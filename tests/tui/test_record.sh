#!/usr/bin/env bash
# A game played to its end at the table is recorded (issue 12): the result
# screen shows the seed and the result against the record, s opens the
# record, the record is shown after the game, `tabula stats` has the game,
# and its kept save is in the history.
. "$(dirname "$0")/lib.sh"

start_shell
run "$TABULA" play zero-duel --seed 4
knock_to_end
# The round-by-round sheet: a column per round of the two.
wait_for "R1"
wait_for "R2"
wait_for "Seed 4"
wait_for "Your record: 0 wins in 1 game of zero-duel against greedy."
pass "the result screen shows the seed and the record"
keys s
wait_for "Your record - zero-duel"
wait_for "Player 1, zero-duel"
wait_for "played 1, won 0 (0.0%)"
wait_for "against greedy: won 0 of 1"
keys q
wait_for "Game over"
keys Enter
# Leaving the result screen shows the record of this game, then the shell.
wait_for "Your record - zero-duel"
wait_for "played 1, won 0 (0.0%)"
expect_absent "EXIT="
keys Enter
wait_for "EXIT=0"
expect_terminal_restored
pass "s shows the record, and so does leaving the game; Enter leaves with exit 0"

run "$TABULA stats --json > $WORK/stats.json"
wait_for "EXIT=0"
python3 - "$WORK/stats.json" <<'PY' || fail "tabula stats does not hold the game: $(cat "$WORK/stats.json")"
import json, sys
r = json.load(open(sys.argv[1]))["records"]
assert [(x["game"], x["player"], x["played"]) for x in r] == [("zero-duel", "Player 1", 1)], r
PY
ls "$WORK/home/.local/state/tabula/history/"zero-duel-*.save >/dev/null 2>&1 \
    || fail "the finished game's save is not in the history"
[ -z "$(ls -A "$WORK/home/.local/state/tabula/saves/")" ] || fail "the finished game is still in the saves"
pass "the game is in the record and its save in the history"

# A damaged record: the warning is shown on the result screen (nothing is
# written over the screen on stderr), again on stderr once the screen has
# closed (whole, where the screen may cut it), and the game still ends
# normally.
# (The markers are computed, so the typed command lines cannot match them.)
run "clear; echo damaged > $WORK/home/.local/share/tabula/stats.db; echo DAMAGED-\$((6 * 7))"
wait_for "DAMAGED-42"
run "clear; $TABULA play zero-duel --seed 4 2>$WORK/stderr; echo PLAYED-\$((6 * 7))-\$?"
knock_to_end
wait_for "tabula play: warning: the game is not in your statistics"
keys Enter
wait_for "Your statistics cannot be read"
keys Enter
wait_for "PLAYED-42-0"
[ "$(wc -l < "$WORK/stderr")" -eq 1 ] && grep -q '^tabula play: warning: the game is not in your statistics: ' "$WORK/stderr" \
    || fail "stderr after the screen closed is not the one warning: $(cat "$WORK/stderr")"
pass "a damaged record's warning is on the result screen, then once on stderr after it closed"

# A week on (tests/support/lived_in_home.sh): Ann's two earlier games of
# zero-duel count in the record the result screen and s show.
. "$(dirname "$0")/../support/lived_in_home.sh"
rm -rf "$WORK/home"
lived_in_home "$TABULA" "$WORK/home" || fail "cannot build the lived-in home"
run "clear; $TABULA play zero-duel --seed 4 --name 1=Ann"
knock_to_end Ann
wait_for "Your record: 0 wins in 3 games of zero-duel against greedy."
keys s
wait_for "Ann, zero-duel"
wait_for "played 3, won 0 (0.0%)"
wait_for "against greedy: won 0 of 3"
keys q
wait_for "Game over"
keys Enter
wait_for "Your record - zero-duel"
keys Enter
wait_for "EXIT=0"
pass "in the lived-in home the record counts the earlier games"

# The same home, in Polish, against a level: the record names the level
# (not the spec it stands for in this game) apart from greedy, on the
# result screen, in s, and in `tabula stats`.
run "clear; LC_ALL=pl_PL.UTF-8 $TABULA play zero-duel --seed 4 --name 1=Ann --seat 2=normal"
knock_to_end Ann "Koniec gry" "następna runda"
# The bar names the game file's title, as the table's did.
wait_for "Tabula · Zero (dwóch graczy)"
expect_absent "novice"
wait_for "w 1 grze zero-duel przeciw normal."
keys s
wait_for "przeciw normal: wygrane"
wait_for "przeciw greedy: wygrane 0 z 3"
keys q
keys Enter
wait_for "Ann, zero-duel"
keys Enter
wait_for "EXIT=0"
run "clear; $TABULA stats zero-duel --player Ann --json > $WORK/ann.json"
wait_for "EXIT=0"
python3 - "$WORK/ann.json" <<'PY' || fail "stats does not name the level: $(cat "$WORK/ann.json")"
import json, sys
r = json.load(open(sys.argv[1]))["records"][0]
assert sorted((a["bot"], a["games"]) for a in r["against"]) == [("greedy", 3), ("normal", 1)], r
PY
pass "in Polish, a game against normal is recorded as against normal, apart from greedy"

# Against bots of two kinds the result screen gives the whole record: no
# one of them was the opponent.
run "clear; $TABULA play zero --seed 4 --name 1=Ann --seat 2=easy --seat 3=greedy"
knock_to_end Ann
wait_for "Your record: "
screen | grep -F "Your record: " | grep -q " against " &&
    fail "a game against easy and greedy names one of them: $(screen | grep -F 'Your record: ')"
keys Enter
wait_for "Ann, zero"
keys Enter
wait_for "EXIT=0"
pass "against two kinds of bot, the whole record"
