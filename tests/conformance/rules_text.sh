#!/usr/bin/env bash
# rules_text.sh TABULA CLEAN RULES_KEY — `tabula rules` on the High Cards
# builds: {hand_size} is the option, {stock_size} the value fl_rules_value
# derives from it, and a {key} nobody knows ({stock_sise}) stays as written
# (tabula check refuses it: conformance-flawed-rules-key).
set -u
tabula=$1 clean=$2 rules_key=$3
export LC_ALL=C LANG=C LANGUAGE=
fails=0
expect() {
    local name=$1 want=$2 got
    shift 2
    got=$("$tabula" rules "$@" | sed -n 3,4p)
    if [ "$got" = "$want" ]; then
        echo "ok   $name"
    else
        echo "FAIL: $name:"
        diff -u <(printf '%s\n' "$want") <(printf '%s\n' "$got")
        fails=$((fails + 1))
    fi
}
expect defaults "Play one hidden card a turn, score its value; the highest total wins.
Each hand holds 3 cards; the stock holds 6." "$clean"
expect "hand_size 4" "Play one hidden card a turn, score its value; the highest total wins.
Each hand holds 4 cards; the stock holds 4." "$clean" --set hand_size=4
expect "an unknown key stays" "Play one hidden card a turn, score its value; the highest total wins.
Each hand holds 3 cards; the stock holds {stock_sise}." "$rules_key"
[ "$fails" = 0 ]
