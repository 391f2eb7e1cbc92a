#!/usr/bin/env bash
# Bots alone at the table, watched: every round ends on its results screen,
# the game on the final one (with a look at the table); the save and the
# result JSON are written as by the text protocol.
. "$(dirname "$0")/lib.sh"

start_shell
run "$TABULA" play zero --seat 1=greedy --seed 2 --save "$WORK/bots.save" \
    --result-json "$WORK/result.json"
for round in 1 2; do
    wait_for "Round $round is over"
    wait_for "Total"
    keys Enter
done
wait_for "Game over"
wait_for "Winner"
keys t
wait_for "The table at the end"
wait_for "hand (greedy 2)"
keys t
wait_for "Game over"
keys Enter
wait_for "EXIT=0"
expect_terminal_restored
pass "round and game result screens, then exit 0"

[ -s "$WORK/result.json" ] || fail "no result JSON"
python3 - "$WORK/result.json" <<'PY' || fail "the result JSON is not what the text protocol writes"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["game"] == "zero", r
assert r["end"] == "normal", r
assert len(r["players"]) == 3 and len(r["rounds_detail"]) == 3, r
assert r["winners"], r
PY
printf 'quit\n' | "$TABULA" play zero --ui text --seat 1=greedy --seed 2 \
    --result-json "$WORK/text.json" >/dev/null 2>&1
cmp -s "$WORK/result.json" "$WORK/text.json" || fail "the tui and the text protocol disagree on the result"
[ -s "$WORK/bots.save" ] || fail "no save"
pass "the result JSON matches the text protocol's, and the game is saved"
