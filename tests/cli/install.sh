#!/usr/bin/env bash
# install.sh BUILD_DIR VERSION ABI — `cmake --install` into a temporary
# prefix, then what a person meets there: `tabula --version` names the
# project's version and the plugin ABI; `man -l` of share/man/man1/tabula.1
# shows every verb the installed tabula lists, each with its --help text
# line for line; and bash, in tmux as at a terminal, with the installed
# share/bash-completion/completions/tabula sourced, completes `tabula pl<Tab>`
# to `tabula play` and lists the games at `tabula play <Tab><Tab>`.
# shellcheck disable=SC2016,SC2015 # checks eval'd by wait_for; ok never fails
set -u
build=$1 version=$2 abi=$3
tmp=$(mktemp -d)
sock=tabula-install-$$
trap 'tmux -L "$sock" kill-server 2>/dev/null; sleep 0.2; rm -rf "$tmp"' EXIT
export XDG_STATE_HOME=$tmp/state XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data
unset TABULA_PLUGIN_PATH TABULA_GAMES
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

cmake --install "$build" --prefix "$tmp/usr" >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; exit 1; }
prog=$tmp/usr/bin/tabula page=$tmp/usr/share/man/man1/tabula.1
comp=$tmp/usr/share/bash-completion/completions/tabula
for f in "$prog" "$page" "$comp"; do [ -f "$f" ] && ok || bad "not installed: ${f#"$tmp/usr/"}"; done

# ---- --version ----
got=$("$prog" --version)
[ "$got" = "tabula $version"$'\n'"plugin ABI $abi" ] && ok || bad "tabula --version printed: $got"

# ---- the manual page ----
# The help texts are UTF-8 (× in sim's): the page says so on its first line,
# which man (and groff -k) read.
export LC_ALL=C.UTF-8 MANWIDTH=200
unset LANGUAGE
warn=$(groff -k -man -ww -z "$page" 2>&1)
[ -z "$warn" ] && ok || bad "groff warns on tabula.1: $warn"
man -l "$page" >"$tmp/man.txt" 2>"$tmp/man.err" || bad "man -l failed: $(cat "$tmp/man.err")"
grep -q '^TABULA(1) ' "$tmp/man.txt" && ok || bad "man -l shows no TABULA(1) header"
grep -q "^tabula $version " "$tmp/man.txt" && ok || bad "the page names no version $version"
verbs=$("$prog" --help | sed -n '/^verbs:$/,/^$/s/^  \([a-z][a-z]*\) .*/\1/p')
[ "$(echo "$verbs" | wc -l)" -ge 11 ] || bad "tabula --help lists only: $verbs"
# Lines without their indentation, to compare the page with the help text.
sed 's/^ *//; s/ *$//' "$tmp/man.txt" >"$tmp/man.lines"
for v in $verbs; do
  grep -qx "   $v" "$tmp/man.txt" || { bad "man -l shows no section for the verb $v"; continue; }
  missing=$("$prog" "$v" --help | sed 's/^ *//; s/ *$//' | grep -v '^$' | grep -vxFf "$tmp/man.lines")
  [ -z "$missing" ] && ok || bad "the page lacks lines of tabula $v --help: $(echo "$missing" | head -3)"
done

# ---- bash completion at a terminal ----
tmux -L "$sock" new-session -d -x 160 -y 30 -c "$tmp" \
  "env -i HOME=$tmp TERM=xterm PATH=$tmp/usr/bin:/usr/bin:/bin XDG_STATE_HOME=$tmp/state bash --norc --noprofile"
type_keys() { tmux -L "$sock" send-keys "$@"; }
screen() { tmux -L "$sock" capture-pane -p | grep -v '^$'; }
# until CHECK (a shell test on the screen) holds, or 20 s (a loaded machine,
# a sanitizer build: every Tab runs tabula once or more).
wait_for() {
  local i
  for ((i = 0; i < 100; i++)); do
    eval "$1" && return 0
    sleep 0.2
  done
  return 1
}
type_keys "PS1='$ '; source '$comp'; clear" Enter
wait_for '[ "$(screen)" = "$" ]' || bad "bash did not start: $(screen)"
type_keys 'tabula pl' Tab
wait_for '[ "$(screen | tail -1)" = "$ tabula play" ]' && ok ||
  bad "tabula pl<Tab> shows: $(screen | tail -1)"
games=$("$prog" list --names | paste -sd' ')
shown() { screen | sed -n '2p' | tr -s ' ' | sed 's/ $//'; }
type_keys Tab Tab
wait_for '[ "$(shown)" = "$games" ]' && ok ||
  bad "tabula play <Tab><Tab> shows [$(shown)], not the games [$games]"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
