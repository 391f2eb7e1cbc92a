# tabula.bash — bash completion for tabula, installed as
# share/bash-completion/completions/tabula (bash-completion loads it on the
# first `tabula <Tab>`; without that package, `source` it from ~/.bashrc).
#
# It asks the program itself, so it never lists a verb, option, game or bot
# that is not there: the verbs from `tabula --help`, a verb's options from
# `tabula VERB --help`, the games from `tabula list --names`, a game's bots
# and option keys from `tabula rules GAME --bot-names` and `--option-keys`.
# Saves for --load and replay come from the folder tabula keeps them in
# ($XDG_STATE_HOME/tabula/saves) and the current one.  Plain bash: no
# bash-completion helpers are needed.

# The program as typed (~/ expanded), in English: help texts are parsed.
_tabula_run() {
  local prog=$_tabula_prog
  # shellcheck disable=SC2088 # a literal "~/" as typed, expanded here
  [[ $prog == "~/"* ]] && prog=$HOME/${prog#"~/"}
  LC_ALL=C "$prog" "$@" 2>/dev/null
}

_tabula_verbs() {
  _tabula_run --help | sed -n '/^verbs:$/,/^$/s/^  \([a-z][a-z]*\) .*/\1/p'
}

# Every --option a verb's help names, and -h/--help.
_tabula_options() {
  { _tabula_run "$1" --help | grep -o -- '--[a-z][a-z-]*'; printf '%s\n' -h --help; } | sort -u
}

# The options whose value is the next word (or after "="), of every verb.
_tabula_takes_value() {
  case $1 in
    --players|--seed|--seat|--name|--set|--games|--jobs|--ui|--config|--deck|--save|\
    --load|--result-json|--csv|--player|--sweep|--report|--bot|--bots|--port|--bind|\
    --seat-timeout|--bot-delay|--max-conns|--auth-timeout|--line-timeout|--rate|\
    --table|--token|--retry) return 0 ;;
  esac
  return 1
}

# An abbreviation (--lo) as the option it stands for among VERB's (--load),
# as tabula's getopt_long reads it; else the word itself.
_tabula_full_option() {
  local verb=$1 word=$2 o match=
  for o in $(_tabula_options "$verb"); do
    [[ $o == "$word" ]] && { echo "$o"; return; }
    if [[ $o == "$word"* ]]; then
      [[ -n $match ]] && { echo "$word"; return; }
      match=$o
    fi
  done
  echo "${match:-$word}"
}

# Save files: those tabula keeps, and any *.save (or folder) from WORD.
_tabula_saves() {
  local word=$1 state=${XDG_STATE_HOME:-}
  [[ $state == /* ]] || state=$HOME/.local/state
  local f
  for f in "$state"/tabula/saves/*.save; do
    [[ -e $f && $f == "$word"* ]] && printf '%s\n' "$f"
  done
  compgen -d -- "$word"
  compgen -f -X '!*.save' -- "$word"
}

_tabula() {
  local line=${COMP_LINE:0:COMP_POINT}
  local -a w
  read -ra w <<<"$line"
  [[ ${#w[@]} -eq 0 || $line == *[[:space:]] ]] && w+=("")
  local n=${#w[@]} cur=${w[${#w[@]}-1]}
  local _tabula_prog=${w[0]} verb=${w[1]:-} prev=
  ((n >= 3)) && prev=${w[n-2]}
  local -a out=()
  COMPREPLY=()

  if ((n == 2)); then
    if [[ $cur == -* ]]; then
      mapfile -t out < <(compgen -W '-h --help -V --version' -- "$cur")
    else
      mapfile -t out < <(compgen -W "$(_tabula_verbs) help" -- "$cur")
    fi
  elif [[ $verb == help ]]; then
    ((n == 3)) && mapfile -t out < <(compgen -W "$(_tabula_verbs)" -- "$cur")
  else
    # The game: the first argument after the verb that is no option or value.
    local game='' i skip=0 npos=0 ended=0
    for ((i = 2; i < n - 1; i++)); do
      local word=${w[i]}
      if ((skip)); then skip=0; continue; fi
      if ((!ended)) && [[ $word == -- ]]; then ended=1; continue; fi
      if ((!ended)) && [[ $word == --* && $word != *=* ]]; then
        _tabula_takes_value "$(_tabula_full_option "$verb" "$word")" && skip=1
        continue
      fi
      ((!ended)) && [[ $word == --* || $word == -h ]] && continue
      ((npos++ == 0)) && game=$word
    done
    # The option whose value is being written: "--opt VAL" or "--opt=VAL".
    local opt='' val=$cur pre=''
    if ((ended)); then
      :
    elif [[ $cur == --*=* ]]; then
      opt=$(_tabula_full_option "$verb" "${cur%%=*}") val=${cur#*=} pre=${cur%%=*}=
    elif [[ $prev == --* && $prev != *=* ]]; then
      opt=$(_tabula_full_option "$verb" "$prev")
      _tabula_takes_value "$opt" || opt=
    fi
    local bots=
    [[ -n $game ]] && bots=$(_tabula_run rules "$game" --bot-names)
    [[ -z $bots ]] && bots="random ismcts"
    if [[ -n $opt ]]; then
      local -a vals=()
      case $verb:$opt in
        play:--seat|serve:--seat|sim:--seat|ladder:--seat)
          if [[ $val == *=* ]]; then
            local people=
            [[ $verb == play || $verb == serve ]] && people=human
            mapfile -t vals < <(compgen -P "${val%%=*}=" -W "$people $bots" -- "${val#*=}")
          else
            mapfile -t vals < <(compgen -W '1= 2= 3= 4= 5= 6= 7= 8=' -- "$val")
            compopt -o nospace 2>/dev/null
          fi ;;
        check:--bot)
          mapfile -t vals < <(compgen -W "$bots" -- "$val") ;;
        ladder:--bots)
          local head=
          [[ $val == *,* ]] && head=${val%,*},
          mapfile -t vals < <(compgen -P "$head" -W "$bots" -- "${val##*,}")
          compopt -o nospace 2>/dev/null ;;
        *:--set|*:--sweep)
          if [[ $val != *=* && -n $game ]]; then
            mapfile -t vals < <(compgen -S = -W "$(_tabula_run rules "$game" --option-keys)" -- "$val")
            compopt -o nospace 2>/dev/null
          fi ;;
        *:--ui)
          mapfile -t vals < <(compgen -W 'tui text' -- "$val") ;;
        *:--load)
          mapfile -t vals < <(_tabula_saves "$val")
          compopt -o filenames 2>/dev/null ;;
        *:--save|*:--config|*:--deck|*:--csv|*:--report|*:--result-json)
          mapfile -t vals < <(compgen -f -- "$val")
          compopt -o filenames 2>/dev/null ;;
      esac
      local v
      for v in "${vals[@]}"; do out+=("$pre$v"); done
    elif [[ $cur == -* ]] && ((!ended)); then
      mapfile -t out < <(compgen -W "$(_tabula_options "$verb")" -- "$cur")
    elif ((npos == 0)); then
      case $verb in
        play|rules|score|sim|ladder|stats|serve)
          mapfile -t out < <(compgen -W "$(_tabula_run list --names)" -- "$cur") ;;
        check)
          mapfile -t out < <(compgen -W "$(_tabula_run list --names)" -- "$cur")
          mapfile -t -O "${#out[@]}" out < <(compgen -f -X '!*.so' -- "$cur") ;;
        replay)
          mapfile -t out < <(_tabula_saves "$cur")
          compopt -o filenames 2>/dev/null ;;
      esac
    fi
  fi
  # Readline replaces only the text after the word's last break character
  # (COMP_WORDBREAKS has = and :), so the candidates lose what comes before.
  local k
  for ((k = ${#cur} - 1; k >= 0; k--)); do
    [[ ${cur:k:1} == [=:] && $COMP_WORDBREAKS == *"${cur:k:1}"* ]] && break
  done
  local cut=${cur:0:k+1}
  COMPREPLY=("${out[@]#"$cut"}")
}

complete -F _tabula tabula
