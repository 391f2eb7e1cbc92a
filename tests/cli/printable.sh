#!/usr/bin/env bash
# printable.sh TABULA — what people and plugins type reaches the terminal
# printable (label: cli): a refusal quoting a move with control characters,
# bytes that are not UTF-8 or a word cut by the plugin shows them as \u{HEX}
# and \xHH, whole UTF-8; `tabula list` shows a game file's title and
# description the same way.
set -u
tabula=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data XDG_STATE_HOME=$tmp/state HOME=$tmp
unset TABULA_GAMES
fail=0 pass=0
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }
ok() { pass=$((pass + 1)); }
# has FILE LINE: FILE holds LINE exactly.
has() { grep -qxF -- "$2" "$1" && ok || bad "missing line: $2; got: $(grep -a error "$1" | head -5 | cat -v)"; }

boom=$(python3 -c 'print("\U0001F4A5" * 100)')
printf '\e[2J\n\a\b\x7f\n%s\n\xff\xfe\nswap \e]0;pwned\a r1\nquit\n' "$boom" >"$tmp/in"
"$tabula" play zero --seed 5 --no-save --no-stats --ui text <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc = 0 ] && ok || bad "zero: exit $rc: $(cat "$tmp/err")"
usage=": write swap <hand card> <pool card> or knock"
has "$tmp/out" "error: unknown move '\\u{1B}[2J'$usage"
has "$tmp/out" "error: unknown move '\\u{7}\\u{8}\\u{7F}'$usage"
# Zero keeps 31 bytes of a word: seven whole emoji (28 bytes), never a cut one.
has "$tmp/out" "error: unknown move '$(python3 -c 'print("\U0001F4A5" * 7)')'$usage"
has "$tmp/out" "error: unknown move '\\xFF\\xFE'$usage"
grep -q "is not a card" "$tmp/out" && has "$tmp/out" \
  "error: '\\u{1B}]0;pwned\\u{7}' is not a card: write a colour letter and a value 1-8, e.g. r5"
# Nothing raw: no ESC, BEL, BS or DEL byte, and the whole output is UTF-8.
if grep -qaP '[\x00-\x08\x0b-\x1f\x7f]' "$tmp/out"; then bad "a control byte reached stdout"; else ok; fi
iconv -f UTF-8 -t UTF-8 "$tmp/out" >/dev/null 2>&1 && ok || bad "stdout is not UTF-8"

# Another plugin's refusal (Crazy Eights quotes the whole word).
printf 'play \e[31m\nquit\n' | "$tabula" play crazy-eights --seed 2 --no-save --no-stats --ui text \
  >"$tmp/out" 2>&1
if grep -qaP '\x1b' "$tmp/out"; then bad "eights: ESC reached stdout"; else ok; fi
grep -aqF '\u{1B}[31m' "$tmp/out" && ok || bad "eights: no \\u{1B} in: $(grep -a error "$tmp/out" | cat -v)"

# tabula list: a user's game file with ESC and BEL in its title and description.
mkdir -p "$XDG_CONFIG_HOME/tabula/games"
printf '[game]\nname = loud\ntitle = Loud\e[2J\nplugin = zero\ndescription = Ding\a dong\n' \
  >"$XDG_CONFIG_HOME/tabula/games/loud.ini"
"$tabula" list >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc = 0 ] && ok || bad "list: exit $rc"
grep -aE '^loud ' "$tmp/out" | grep -qF 'Loud\u{1B}[2J' && ok || bad "list: title: $(grep -a '^loud' "$tmp/out" | cat -v)"
grep -aE '^loud ' "$tmp/out" | grep -qF 'Ding\u{7} dong' && ok || bad "list: description"
if grep -qaP '[\x07\x1b]' "$tmp/out"; then bad "list: a control byte reached stdout"; else ok; fi

echo "$pass passed, $fail failed"
[ $fail = 0 ]
