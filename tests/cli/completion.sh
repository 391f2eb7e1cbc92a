#!/usr/bin/env bash
# completion.sh TABULA COMPLETION — the bash completion (frontends/cli/tabula.bash)
# sourced in this bash, without the bash-completion package: each case types
# a command line, asks _tabula for the candidates as readline would (the
# cursor at the end, COMP_WORDBREAKS as bash sets it) and compares them,
# sorted, with the exact list.  Saves come from a state folder of its own.
set -u
tabula=$1 completion=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME=$tmp/state XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data
unset TABULA_PLUGIN_PATH TABULA_GAMES
mkdir -p "$tmp/state/tabula/saves" "$tmp/cwd/sub"
touch "$tmp/state/tabula/saves/kept-1.save" "$tmp/cwd/local.save" "$tmp/cwd/notes.txt"
cd "$tmp/cwd" || exit 1
# shellcheck source=/dev/null
source "$completion"
complete -p tabula >/dev/null || { echo "FAIL: the file registers no completion for tabula"; exit 1; }

pass=0 fail=0
# expect LINE WANT...: the candidates for LINE (its first word is tabula).
expect() {
  local line=$1
  shift
  COMP_LINE="$tabula $line" COMP_POINT=$((${#tabula} + 1 + ${#line}))
  COMP_WORDBREAKS=$' \t\n"\'><=;|&(:'
  _tabula
  local got want
  got=$(printf '%s\n' "${COMPREPLY[@]}" | sort | paste -sd' ')
  want=$(printf '%s\n' "$@" | sort | paste -sd' ')
  if [ "$got" = "$want" ]; then
    pass=$((pass + 1))
  else
    echo "FAIL: tabula $line<Tab>: got [$got], want [$want]"
    fail=$((fail + 1))
  fi
}
games=(absolute absolute-quick crazy-eights face-to-face zero zero-duel)
verbs=(list rules play score sim ladder check replay stats serve join)

expect 'pl' play
expect '' "${verbs[@]}" help
expect 's' score sim stats serve
expect '--v' --version
expect '-' -h --help -V --version
expect 'help s' score sim stats serve
expect 'help play ' 
expect 'play ' "${games[@]}"
expect 'play z' zero zero-duel
expect 'sim ' "${games[@]}"
expect 'check ab' absolute absolute-quick
expect 'play zero --seat ' 1= 2= 3= 4= 5= 6= 7= 8=
expect 'play zero --seat 2=' human easy normal hard random greedy ismcts novice
expect 'play zero --seat 2=g' greedy
expect 'play --seed 3 zero --seat=2=' human easy normal hard random greedy ismcts novice
expect 'play --se=3 face-to-face --seat 1=' human easy normal hard random greedy ismcts novice
expect 'sim zero --seat 1=' easy normal hard random greedy ismcts novice
expect 'check crazy-eights --bot ' easy normal hard random greedy ismcts novice
expect 'ladder zero --bots random,g' random,greedy
expect 'play face-to-face --set ha' hand_size=
expect 'sim zero --sweep kn' knocks_to_end=
expect 'play zero --set=hand' hand_size=
expect 'rules zero --se' --set
expect 'rules zero --' --bot-names --config --help --option-keys --set
expect 'sim zero --ga' --games
expect 'play zero --gam'
expect 'play zero --ui ' text tui
expect 'play --lo ' "$tmp/state/tabula/saves/kept-1.save" local.save sub
expect 'play --load l' local.save
expect "play --load $tmp/state/" "$tmp/state/tabula" "$tmp/state/tabula/saves/kept-1.save"
expect 'replay ' "$tmp/state/tabula/saves/kept-1.save" local.save sub
expect 'replay local.save '
expect 'play zero ' 
expect 'play -- z' zero zero-duel
expect 'rules -- --' 
expect 'play --seed 3 -- zero --set ha'
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
