#!/usr/bin/env bash
# cli_score.sh TABULA VECTORS.tsv — every row of the vectors through
# `tabula score absolute KIND "CARDS" [--json]`, and the refusals' exit 2.
set -u
T=$1
TSV=$2
. "$(dirname "$0")/../support/tk.sh"

while IFS=$'\t' read -r kind cards want; do
    case "$kind" in '#'* | '') continue ;; esac
    json=$("$T" score absolute "$kind" "$cards" --json 2> /tmp/absolute-score-err.$$)
    rc=$?
    if [ "$want" = invalid ]; then
        if [ $rc -eq 2 ] && [ -s /tmp/absolute-score-err.$$ ]; then ok; else
            bad "$kind '$cards': exit $rc, want 2 with a reason"; fi
    else
        got=$(printf '%s' "$json" | python3 -c 'import json,sys; print(json.load(sys.stdin)["score"])')
        if [ $rc -eq 0 ] && [ "$got" = "$want" ]; then ok; else
            bad "$kind '$cards': exit $rc score '$got', want $want"; fi
    fi
done < "$TSV"
rm -f /tmp/absolute-score-err.$$

expect_text() { # KIND CARDS TEXT
    local got
    got=$("$T" score absolute "$1" "$2")
    [ "$got" = "$3" ] && ok || bad "score $1 '$2' printed '$got', want '$3'"
}
expect_text set "-8o -1s +2d +3o +4s" "base 8 + extra 2 + runs 3 = 13"
expect_text set "+5o -8o +0o" "(base 8 + extra 0 + runs 0) x 2 (one suit) = 16"
expect_text hand "-7o +2s +1d" "largest 7 + extra cards 2 = penalty 9, score -9"

expect_refusal() { # KIND CARDS REASON
    local err
    err=$("$T" score absolute "$1" "$2" 2>&1 > /dev/null)
    local rc=$?
    if [ $rc -eq 2 ] && [[ "$err" == *"$3"* ]]; then ok; else
        bad "score $1 '$2': exit $rc '$err', want 2 and '$3'"; fi
}
expect_refusal set "-8o +5s +3q" "bad card '+3q'"
expect_refusal set "-8o +5s +5s" "card +5s is named twice"
expect_refusal set "+1o +2s -4d" "the cards sum to -1, not zero"
expect_refusal set "+0o=-4 +1s +3d" "keeps its own sign"
expect_refusal hand "+0o=+3" "represents no value in a hand"

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
