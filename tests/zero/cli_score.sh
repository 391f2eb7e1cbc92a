#!/usr/bin/env bash
# cli_score.sh TABULA ZERO_SCORE_TSV — `tabula score zero hand "..."`:
# every vector row (text and --json), the breakdown wording, and refusals
# (exit 2 with a one-line reason on stderr).
set -u
T=$1
TSV=$2
. "$(dirname "$0")/../support/tk.sh"

# json_field JSON KEY: prints the value of a top-level key.
json_field() { python3 -c 'import json,sys; print(json.dumps(json.loads(sys.argv[1])[sys.argv[2]]))' "$1" "$2"; }

while IFS=$'\t' read -r kind cards want; do
    case "$kind" in '#'* | '') continue ;; esac
    out=$("$T" score zero "$kind" "$cards" --json) || { bad "$cards: exit $?"; continue; }
    got=$(json_field "$out" score)
    [ "$got" = "$want" ] && ok || bad "$cards: score $got, want $want"
    text=$("$T" score zero "$kind" "$cards")
    case "$text" in *"= $want" | *"score $want") ok ;; *) bad "$cards: text '$text'" ;; esac
done < "$TSV"

expect_text() { # CARDS TEXT [extra args]
    local cards=$1 want=$2
    shift 2
    got=$("$T" score zero hand "$cards" "$@")
    [ "$got" = "$want" ] && ok || bad "'$cards': '$got', want '$want'"
}
expect_text "r1 r2 r3 r4 r6 g8 b8 y2 k4" "five r score 0; values 8 + 2 + 4 = 14"
expect_text "r1 r2 r3 r4 r5 g5 b5 y5 k5" "Zero: five r, five 5s; score 0"
expect_text "r3 g3 b3 y3 o3 p1 k2 k4 k6" "five 3s score 0; values 1 + 2 + 4 + 6 = 13"
expect_text "r7 g7 b7 y2 y5 o2 p5 k1 k3" "values 7 + 2 + 5 + 1 + 3 = 18"
expect_text "r1 g1 b1 y1 o1 p1 k1 r2 g2" "seven 1s score 0; value 2 = 2"
expect_text "R1,R2,R3,R4,R6,G8,B8,Y2,K4" "five r score 0; values 8 + 2 + 4 = 14"
expect_text "a1 a2 a3 a4 a6 d8 e8 c2 g4" "five a score 0; values 8 + 2 + 4 = 14" \
    --set colour_letters=abcdefg
expect_text "r1 r2 r3 g5 b5 y5 k8 k7 p6" "three r, three 5s score 0; values 8 + 7 + 6 = 21" \
    --set group_size=3

out=$("$T" score zero hand "r1 r2 r3 r4 r6 g8 b8 y2 k4" --json)
want='{"score": 14, "zero": false, "colour_groups": ["r"], "value_groups": [], "counted": [8, 2, 4]}'
[ "$(python3 -c 'import json,sys; print(json.loads(sys.argv[1]) == json.loads(sys.argv[2]))' "$out" "$want")" = True ] \
    && ok || bad "json breakdown: $out"

expect_refused() { # CARDS REASON [kind]
    local cards=$1 why=$2 kind=${3:-hand}
    err=$("$T" score zero "$kind" "$cards" 2>&1 >/dev/null)
    rc=$?
    [ $rc -eq 2 ] && ok || bad "'$cards': exit $rc, want 2"
    [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && ok || bad "'$cards': not one line: $err"
    case "$err" in *"$why"*) ok ;; *) bad "'$cards': reason '$err', want '$why'" ;; esac
}
expect_refused "r1 r2 r3 r4 r5 g5 b5 y5 r1" "r1 is given twice"
expect_refused "r1 r2 r3 r4 r5 g5 b5 y5 x1" "unknown colour 'x'"
expect_refused "r1 r2 r3 r4 r5 g5 b5 y5 r0" "the value must be 1-8"
expect_refused "r1 r2 r3 r4 r5 g5 b5 y5 r12" "'r12' is not a card"
expect_refused "r1 r2 r3 r4 r5 g5 b5 y5" "a hand has 9 cards, got 8"
expect_refused "r1 r2 r3 r4 r5 g5 b5 y5 k5 k6" "a hand has 9 cards, got more"
expect_refused "r1 r2 r3 r4 r5 g5 b5 y5 k5" "unknown kind 'set'" set

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
