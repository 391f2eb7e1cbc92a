#!/usr/bin/env bash
# tui_games.sh TABULA LANG GAME — one shipped game's table and result
# screen in the ncurses frontend, in Polish or Spanish, at 80x24, the
# smallest size it supports (label i18n; docs/players-guide.md, "Your
# language").  Long translations must fit: nothing on screen is cut (the
# frontend marks a cut with "…"), every status line the game gives reads
# whole, word after word, however it wrapped, and every zone label stands
# whole on its row.  What the screen must hold comes from the text protocol
# for the same seed and moves in the same language, and from the host's
# catalogue, so a changed translation changes the test's expectation, not
# its verdict.
#
#   absolute      a table in the middle of a regroup (the longest labels),
#                 then a one-round bot game's result screen and final table
#   face-to-face, zero, crazy-eights
#                 a table after the bots' first moves, then a bot game's
#                 result screen and final table (a spectator's labels)
. "$(dirname "$0")/../tui/lib.sh"
LANG_WANTED=${2:?usage: $0 TABULA pl_PL.UTF-8|es_ES.UTF-8 GAME}
GAME=${3:?usage: $0 TABULA LANG GAME}
DECKS="$(cd "$(dirname "$0")/../absolute/decks" && pwd)"
LOCALEDIR="$(dirname "$(dirname "$TABULA")")/share/locale"

# The host's words, as its catalogue says them in LANG_WANTED.
host_tr() { env -u LANGUAGE LC_ALL="$LANG_WANTED" TEXTDOMAINDIR="$LOCALEDIR" gettext -d tabula "$1"; }

case $GAME in
absolute)
    table_args=(absolute --players 2 --seed 4 --set rounds=1 --set hand_size=9
                --deck "$DECKS/full-game.deck")
    moves=("draw deck" "meld -1d -2d +0o" "regroup" "regroup put -1d 1")
    bot_args=(absolute --players 2 --seat 1=greedy --seed 7 --set rounds=1) ;;
face-to-face)
    table_args=(face-to-face --seed 3)
    moves=()
    bot_args=(face-to-face --seat 1=greedy --seed 3) ;;
zero)
    table_args=(zero --seed 5)
    moves=()
    bot_args=(zero --seat 1=greedy --seed 2 --set rounds=1) ;;
crazy-eights)
    table_args=(crazy-eights --seed 3)
    moves=()
    bot_args=(crazy-eights --seat 1=greedy --seed 3) ;;
*) echo "FAIL: unknown game $GAME"; exit 1 ;;
esac

# The view the text protocol prints for seat 1 after the moves, in the
# language: its status lines and its zone labels, one a line, in a file.
expected_view() {
    local input
    input=$(printf '%s\n' "${moves[@]}" show quit)
    printf '%s\n' "$input" |
        env -u LANGUAGE LC_ALL="$LANG_WANTED" "$TABULA" play "${table_args[@]}" --ui text 2>&1 |
        python3 -c '
import re, sys
out = sys.stdin.read().split("\n")
# The last view: the lines between the last two prompts ("seat 1 (...)> ").
prompts = [i for i, l in enumerate(out) if l.startswith("seat 1 (")]
view = out[prompts[-2] + 1:prompts[-1]] if len(prompts) > 1 else []
for l in view:
    if l.startswith("  "):
        # "[6 hidden]" may hold ": " in a translation ("[ukryte: 6]").
        body = re.sub(r" ?\[[^]]*\]$", "", l[2:])
        cut = body.rfind(": ")
        label = body[:cut] if cut >= 0 else body.rstrip(":")
        print("zone\t" + label)
    elif l and " plays: " not in l:
        print("status\t" + l)
'
}

# check_screen WHAT [EXPECTED_FILE]: nothing cut; each status line whole in
# reading order; each zone label whole at the start of a row, followed by
# its owner in brackets, spaces, or the end of the row.
check_screen() {
    local what=$1 want=${2:-/dev/null} verdict
    screen > "$WORK/screen.txt"
    verdict=$(python3 - "$WORK/screen.txt" "$want" <<'PY'
import sys
rows = open(sys.argv[1], encoding="utf-8").read().split("\n")
want = [l.split("\t", 1) for l in open(sys.argv[2], encoding="utf-8").read().split("\n") if "\t" in l]
problems = []
for r in rows:
    if "\u2026" in r:
        problems.append("cut: " + r.strip())
flat = " ".join(" ".join(r.split()) for r in rows)
for kind, text in want:
    if kind == "status":
        if " ".join(text.split()) not in flat:
            problems.append("status line not whole: " + text)
        continue
    found = False
    for r in rows:
        if not r.startswith("  " + text) or r.startswith("   "):
            continue
        rest = r[2 + len(text):]
        if rest == "" or rest.startswith("  ") or (rest.startswith(" ") and not rest.startswith(" (")):
            found = True
        elif rest.startswith(" (") and ")" in rest and "  " not in rest[:rest.index(")")]:
            found = True
    if not found:
        problems.append("zone label not whole on a row: " + text)
print("\n".join(problems))
PY
)
    [ -z "$verdict" ] || fail "$what: $verdict"
}

need_locale() {
    locale -a 2>/dev/null | tr 'A-Z' 'a-z' | sed 's/utf-8/utf8/' |
        grep -qx "$(printf '%s' "${LANG_WANTED%.UTF-8}" | tr 'A-Z' 'a-z').utf8" ||
        { echo "FAIL $TEST_NAME: locale $LANG_WANTED is missing: run .ci/install-deps"; exit 1; }
}
need_locale

expected_view > "$WORK/table.want"
grep -q '^status' "$WORK/table.want" || fail "the text protocol showed no view: $(cat "$WORK/table.want")"
grep -q '^zone' "$WORK/table.want" || fail "the text protocol showed no zone"

start_shell LANG="$LANG_WANTED"
resize 80 24
run "$TABULA" play "${table_args[@]}"
prompt="Player 1 ›"
wait_for "$prompt"
for mv in "${moves[@]}"; do
    type_text "$mv"
    keys Enter
    wait_for "Player 1: ${mv%% *}" # the log writes the move its own way
done
sleep 0.3
check_screen "the table" "$WORK/table.want"
pass "$GAME's table in $LANG_WANTED at 80x24: every status line and label whole"

keys q
# The question wraps in the dialog: its first sentence is on one line.
leave=$(host_tr "Leave this game? It is kept: continue it later from the launcher.")
wait_for "${leave%%\?*}?"
keys y
wait_exit

# A bot game to its end: the result screen, then the final table.
shell_clear
run "$TABULA" play "${bot_args[@]}"
over=$(host_tr "Game over")
for ((i = 0; i < 20; i++)); do
    screen | grep -qF "$(host_tr "Enter or space: next round")" && keys Enter
    screen | grep -qF "$over" && break
    sleep 0.5
done
wait_for "$over" 20
wait_for "$(host_tr "t: look at the table    s: your record    Enter or q: leave")"
check_screen "the result screen"
# The sheet's headings stand apart, however long their translations.
heading=$(printf '%s\n' "$(host_tr "Player")" "$(host_tr "Total")" "$(host_tr "Rank")")
screen | python3 -c '
import re, sys
words = sys.argv[1].split("\n")
pattern = r"^\s+" + re.escape(words[0]) + r"\s+(R\d+\s+)*" + re.escape(words[1]) + r"\s{2,}" + re.escape(words[2]) + r"$"
sys.exit(0 if any(re.match(pattern, l.rstrip()) for l in sys.stdin) else 1)' "$heading" ||
    fail "the score sheet's headings run together: want $(echo $heading)"
pass "$GAME's result screen in $LANG_WANTED at 80x24"

keys t
wait_for "$(host_tr "The table at the end")"
check_screen "the final table"
pass "$GAME's final table in $LANG_WANTED at 80x24"
keys t
keys Enter
wait_for "EXIT=0"
expect_terminal_restored
pass "leaving"
