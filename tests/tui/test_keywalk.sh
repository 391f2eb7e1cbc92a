#!/usr/bin/env bash
# Every documented key on every screen, in the lived-in home
# (tests/support/lived_in_home.sh), as a person a week in would press them
# (issue 23): the launcher on each kind of line (a kept game that
# continues, a damaged save, an older plugin's save, a game, a variant, a
# broken game, a plugin that did not load), the setup screen, the table,
# help, the record, the round and game results.  Each launcher run ends
# with q or Esc and must exit 0 with nothing from a sanitizer on the
# screen (.ci/run runs the suite again under ASan and UBSan).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/../support/lived_in_home.sh"

PRISTINE="$WORK/pristine"
lived_in_home "$TABULA" "$PRISTINE" || fail "cannot build the lived-in home"

# A fresh copy of the home before each launcher run (a continued game moves
# its save to the top of the list; cp -p keeps the saves' times).
fresh_home() {
    rm -rf "$WORK/home"
    cp -a "$PRISTINE" "$WORK/home"
}

# The launcher's lines, top to bottom, as they show when selected.
LINES_SEL=(
    "▶ Continue: zero-duel-20261118-100000-4-old.save · "
    "▶ Continue: damaged.save · "
    "▶ Continue: Zero · Round 1 of 3, dealer seat 1 · Ann vs greedy 2 vs greedy 3"
    "▶ Continue: Absolute · Round 1 of 3, turn 1 · Ann vs greedy 2"
    "▶ Continue: Face to Face · Turn 2: seat 1 to move · Małgorzata Ñúñez-Kowalczyk vs greedy 2"
    "▶ Absolute    "
    "▶ Absolute (one round)"
    "▶ Broken Game"
    "▶ Crazy Eights"
    "▶ Face to Face    "
    "▶ Zero    "
    "▶ Zero (two players)"
    "▶ libbroken.so"
)
# What Enter opens on each: a refusal, the table of a kept game, a setup.
ENTER=(refused refused table table table setup setup refused setup setup setup setup refused)
# What a kept game's move log shows when it is continued.
LOG=("" "" "Ann: swap b8 b1" "no moves yet" "greedy 2: play 54 down" "" "" "" "" "" "" "" "")

no_sanitizer() {
    local word
    for word in "AddressSanitizer" "runtime error" "LeakSanitizer" "Segmentation fault"; do
        expect_absent "$word"
    done
}

# prompt_is TEXT — until the input line holds exactly TEXT (maybe nothing).
prompt_is() {
    local i want="Player 1 ›${1:+ $1}"
    for ((i = 0; i < 100; i++)); do
        [ "$(screen | grep '^ Player 1 ›' | sed 's/^ //; s/ *$//')" = "$want" ] && return 0
        sleep 0.1
    done
    fail "the input line is not \"$want\""
}

launcher_quit() {
    keys "$1"
    wait_for "EXIT=0"
    no_sanitizer
    keys -l clear
    keys Enter
    wait_gone "EXIT=0"
}

# ---- the launcher, on each line ----
fresh_home
start_shell TABULA_PLUGIN_PATH="$WORK/home/plugins"
for i in "${!LINES_SEL[@]}"; do
    fresh_home
    run "$TABULA"
    wait_for "Choose a game"
    wait_for "6 games" # playable: not the broken game file or plugin
    for ((k = 0; k < i; k++)); do
        if ((k % 2)); then keys j; else keys Down; fi
    done
    wait_for "${LINES_SEL[$i]}"
    keys '?'
    wait_for "Keys"
    wait_for "this help, with the rules of the chosen game"
    keys q
    wait_for "Choose a game"
    keys F1
    wait_for "Keys"
    keys Escape
    wait_for "Choose a game"
    wait_for "${LINES_SEL[$i]}"
    keys s
    wait_for "Your record"
    wait_for "Ann, zero-duel"
    keys q
    wait_for "${LINES_SEL[$i]}"
    keys Enter
    case ${ENTER[$i]} in
    refused)
        wait_for "Unavailable"
        keys Enter
        ;;
    table)
        wait_for "to move (seat 1)"
        wait_for " ›"
        wait_for "│ ${LOG[$i]}"
        keys q
        wait_for "Leave this game?"
        keys n
        wait_gone "Leave this game?"
        keys q
        wait_for "Leave this game?"
        keys y
        ;;
    setup)
        wait_for "New game: "
        wait_for "Start the game"
        keys Escape
        ;;
    esac
    wait_for "Choose a game"
    if ((i % 2)); then launcher_quit Escape; else launcher_quit q; fi
done
pass "?, F1, s, Enter and q/Esc on each of the launcher's 13 lines: exit 0 every time"

# At 80x24 the 13 lines do not fit: the list says what is out of sight, and
# a taller screen shows the lines above instead of empty rows.
fresh_home
resize 80 24
run "$TABULA"
wait_for "Choose a game"
wait_for "↓ more below"
expect_absent "↑ more above"
keys End
wait_for "▶ libbroken.so"
wait_for "↑ more above"
expect_absent "↓ more below"
resize 100 40
wait_for "Continue: zero-duel-20261118-100000-4-old.save"
wait_for "▶ libbroken.so"
expect_absent "↑ more above"
launcher_quit q
resize 100 32
pass "the launcher marks lines above and below the screen; a taller screen shows them"

# Rules on a kept game's line are its game's; none on a broken one.
fresh_home
run "$TABULA"
wait_for "Choose a game"
keys j j '?'
wait_for "Help - Zero"
wait_for "Rules of Zero"
keys q
keys j j j j j '?'
wait_for "Keys"
expect_absent "Rules of"
keys q
wait_for "Choose a game"
pass "? on a kept game shows its game's rules; on a broken game only the keys"

# The moving keys: PgDn/PgUp, End/Home, a letter.
keys NPage
wait_for "▶ libbroken.so"
keys PPage
wait_for "${LINES_SEL[0]}"
keys End
wait_for "▶ libbroken.so"
keys Home
wait_for "${LINES_SEL[0]}"
keys k
wait_for "${LINES_SEL[0]}"
keys z
wait_for "▶ Zero    "
keys z
wait_for "▶ Zero (two players)"
# A letter jumps to games, never to the kept games' "Continue:" lines.
keys c
wait_for "▶ Crazy Eights"
keys c
wait_for "▶ Crazy Eights"
pass "PgUp/PgDn, Home/End, k at the top and the letter jump (games only)"

# The scrolling keys of help (Absolute's rules are longer than the screen)
# and of the record.
keys Home
wait_for "${LINES_SEL[0]}"
for ((k = 0; k < 5; k++)); do keys j; done
wait_for "${LINES_SEL[5]}"
keys '?'
wait_for "Rules of Absolute"
keys j k Down Up NPage PPage Space End Home
wait_for "Rules of Absolute"
keys '?'
wait_for "Choose a game"
keys s
wait_for "Your record"
keys j k Down Up NPage PPage
wait_for "Your record"
keys Enter
wait_for "Choose a game"
no_sanitizer
pass "help and the record scroll with Up/Down, j/k, PgUp/PgDn, Space, Home/End"

# ---- setup: Zero's rows, every key on each ----
keys z
wait_for "▶ Zero    "
keys Enter
wait_for "New game: Zero"
for word in min_players max_players max_turns_per_round colour_letters; do
    expect_absent "$word"
done
for word in hand_size pool_size group_size rounds knocks_to_end; do
    wait_for "    $word "
done
pass "setup lists what a player chooses, not the seat limits or the designer's options"
keys Home
for ((r = 0; r < 12; r++)); do
    keys Right Left l h Space
    if ((r % 3 == 0)); then keys Tab; elif ((r % 3 == 1)); then keys j; else keys Down; fi
done
keys Up k BTab
wait_for "Start the game"
no_sanitizer
keys Home
keys Down # Seat 1
keys Enter
keys C-u
type_text "Zoë"
keys Enter
wait_for "Zoë"
keys Down Down Down # Seed
keys Enter
keys C-u
type_text 5
keys Escape
keys Enter
keys C-u
type_text 5
keys Enter
wait_for "◀ 5 "
keys '?'
wait_for "Keys"
wait_for "Rules of Zero"
keys q
wait_for "New game: Zero"
keys Up Up Up Up Left # two players is below Zero's range: stays 3
wait_for "how many seats: 3 to 5"
keys Escape
wait_for "Choose a game"
pass "setup: Up/Down, j/k, Tab, Left/Right, h/l, Space, Enter, Esc and ? on each row"

# ---- the table: Zero for two, seed 5, every key ----
keys End k
wait_for "▶ Zero (two players)"
keys Enter
wait_for "New game: Zero (two players)"
keys Home Down Down Down Enter C-u
type_text 5
keys Enter End Enter
wait_for "seed 5"
wait_for "Player 1 ›"
keys Tab
wait_for "Legal moves"
keys Down Up Escape
wait_gone "Legal moves"
type_text swap
keys Left Right Home End C-a C-e C-w
prompt_is ""
type_text xy
keys C-u
prompt_is ""
keys Up Down NPage PPage C-l
keys '?'
wait_for "Keys"
keys q
keys F1
wait_for "Keys"
keys Escape
wait_gone "Keys"
keys u
wait_for "nothing to undo"
keys Escape U
wait_for "nothing to redo"
keys Escape h
wait_for "hint for Player 1:"
hint=$(screen | sed -n 's/.*Player 1 › \([a-z].*[^ ]\) *$/\1/p')
[ -n "$hint" ] || fail "h put no hint on the line"
type_text k
prompt_is k
pass "a hint stands selected: typing replaces it"
keys C-u
# The words, typed in full even where their first letter is a one-key
# command (h hints, then "he"/"hi" go on as the words; u undoes once).
for word in moves hint help undo redo quit; do
    type_text "$word"
    keys Enter
    case $word in
    moves) wait_for "Legal moves"; keys Escape; wait_gone "Legal moves" ;;
    hint) prompt_is "$hint"; keys Escape ;;
    help) wait_for "Keys"; keys q; wait_gone "Keys" ;;
    undo) wait_for "nothing to undo"; keys Escape ;;
    redo) wait_for "nothing to redo"; keys Escape ;;
    quit) wait_for "Leave this game?"; keys n; wait_gone "Leave this game?"; prompt_is "" ;;
    esac
done
type_text bogus
keys Enter
wait_for "✗ "
keys Escape
wait_gone "✗ "
no_sanitizer
pass "the table: Tab, editing keys, history, PgUp/PgDn, ?, F1, u, U, h and the words"

# Knock until the round ends, then the game.
rounds=0
for ((i = 0; i < 60; i++)); do
    s=$(screen)
    case $s in
    *"Enter or space: next round"*)
        rounds=$((rounds + 1)); keys Space; wait_gone "Enter or space: next round" ;;
    *"t: look at the table"*) break ;;
    *"Player 1 ›"*) type_text knock; keys Enter; sleep 0.2 ;;
    *) sleep 0.2 ;;
    esac
done
[ "$rounds" = 1 ] || fail "expected one round result before the game's end, saw $rounds"
wait_for "t: look at the table    s: your record    Enter or q: leave"
keys t
wait_for "The table at the end"
keys NPage PPage t
wait_for "t: look at the table"
keys t
wait_for "The table at the end"
keys Escape
wait_for "t: look at the table"
expect_absent "EXIT="
keys s
wait_for "Your record"
keys q
wait_for "t: look at the table"
keys Enter
wait_for "Your record"
keys Escape
wait_for "Choose a game"
pass "round and game results: Space, t, PgUp/PgDn, s, Enter; then the record"
launcher_quit q
expect_terminal_restored
pass "the walk ends with exit 0 and the terminal restored"

# ---- in Polish and Spanish: the same home, a kept game's line ----
. "$(dirname "$0")/../support/lang.sh"
need_locales
# walk_lang LOCALE CONTINUE-LABEL TABLE-STATUS HELP-TITLE RECORD-TITLE LEAVE
walk_lang() {
    "${TMUX_CMD[@]}" kill-session -t tui
    fresh_home
    start_shell LANG="$1" TABULA_PLUGIN_PATH="$WORK/home/plugins"
    run "$TABULA"
    wait_for "$2"
    keys j j
    wait_for "▶ $2"
    keys '?'
    wait_for "$4"
    keys q
    keys s
    wait_for "$5"
    wait_for "Małgorzata Ñúñez-Kowalczyk, zero"
    keys q
    wait_for "▶ $2"
    keys Enter
    wait_for "  $3"
    wait_for "$7" # the score panel's title whole, not cut by its frame
    wait_for "│ Ann: swap b8 b1"
    keys q
    wait_for "$6"
    keys y
    wait_for "$2"
    launcher_quit Escape
}
walk_lang pl_PL.UTF-8 "Kontynuuj: Zero · Runda 1 z 3, rozdaje gracz 1 · Ann vs greedy 2 vs greedy 3" \
    "Runda 1 z 3, rozdaje gracz 1" "Pomoc - Zero" "Twoje wyniki" "Opuścić tę grę?" \
    "╭─ Punkty (niższe wygrywa) ─"
pass "in Polish: the Continue label promises the table's round; ?, s, Enter, q and Esc"
walk_lang es_ES.UTF-8 "Continuar: Zero · Ronda 1 de 3, reparte el jugador 1 · Ann contra greedy 2" \
    "Ronda 1 de 3, reparte el jugador 1" "Ayuda - Zero" "Tu historial" "¿Abandonar esta partida?" \
    "╭─ Puntos (gana el menor) ─"
pass "in Spanish: the same"

# ---- the pass-to screen of two people at one terminal ----
"${TMUX_CMD[@]}" kill-session -t tui
fresh_home
start_shell
run "$TABULA" play zero-duel --seat 2=human --name 1=Ann --name 2=Bob --seed 3
wait_for "Pass the terminal to"
keys '?'
wait_for "Keys"
keys q
wait_for "Pass the terminal to"
keys F1
wait_for "Keys"
keys Escape
wait_for "Pass the terminal to"
keys q
wait_for "Leave this game?"
keys n
wait_for "Pass the terminal to"
keys Space
wait_for "Bob ›"
keys q
wait_for "Leave this game?"
keys y
wait_for "EXIT=0"
no_sanitizer
pass "the pass-to screen: ?, F1, q (and no), a key"
