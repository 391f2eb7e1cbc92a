#!/usr/bin/env bash
# uncleared.sh TABULA CLEAN.so UNCLEARED.so
#
# The outcome() contract (game.h): the host zeroes *out before every call,
# so a plugin need not clear it.  UNCLEARED.so is the flawed plugin's clean
# build with an outcome() that clears nothing, writes only its nonzero
# fields, and reports a wrong score and a game never over whenever it is
# handed a *out that is not zero.  Its results must be exactly the clean
# build's: sim (greedy, random and ismcts seats, every per-game figure) and
# play's text and result JSON.
set -u
tabula=$1 clean=$2 uncleared=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
same() { # name, command words with PLUGIN for the plugin
    local name=$1 k
    shift
    for k in clean uncleared; do
        local plugin=${!k} args=()
        for a in "$@"; do args+=("${a//PLUGIN/$plugin}"); done
        "$tabula" "${args[@]//OUT/$tmp/$k.out}" >"$tmp/$k.stdout" 2>"$tmp/$k.stderr" </dev/null
        echo "rc=$?" >>"$tmp/$k.stdout"
    done
    for f in stdout stderr; do
        if ! cmp -s "$tmp/clean.$f" "$tmp/uncleared.$f"; then
            echo "FAIL: $name: $f differs"
            diff "$tmp/clean.$f" "$tmp/uncleared.$f" | head -20
            fail=1
        fi
    done
    if [ -e "$tmp/clean.out" ] && ! cmp -s "$tmp/clean.out" "$tmp/uncleared.out"; then
        echo "FAIL: $name: the file written differs"
        diff "$tmp/clean.out" "$tmp/uncleared.out" | head -20
        fail=1
    fi
    rm -f "$tmp/clean.out" "$tmp/uncleared.out"
    grep -q "rc=0" "$tmp/clean.stdout" || { echo "FAIL: $name: exit not 0"; fail=1; }
}
same "sim greedy" sim PLUGIN --games 40 --seed 5 --jobs 2 --csv -
same "sim random/ismcts" sim PLUGIN --games 20 --seed 9 --jobs 2 --seat 1=random --seat 2=ismcts \
    --csv -
same "play" play PLUGIN --seat 1=greedy --seat 2=random --seed 3 --result-json OUT
[ "$fail" = 0 ] && echo "ok: the uncleared outcome() gives the clean build's results"
exit "$fail"
