#!/usr/bin/env bash
# guide_screens.sh TABULA OUTDIR — every screen the guides show, drawn by the
# real program in tmux, one file OUTDIR/NAME.txt per `<!-- screen: NAME -->`
# marker (tests/support/guide_screens.py pastes them into the guides).
#
# Everything that could differ between two runs is fixed: the terminal size,
# the seeds, the names, a private HOME (so no kept game or record of the
# person running it shows), TZ=UTC and the modification time of the kept
# games (the launcher shows their dates).  Run through
# tests/tui/update_guide_screens.sh, which also checks or rewrites the guides.
. "$(dirname "$0")/lib.sh"
OUT=${2:?usage: $0 TABULA OUTDIR}
mkdir -p "$OUT"
HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$(cd "$HERE/../.." && pwd)

# snap NAME — the screen once it has stopped changing, trailing blanks cut.
snap() {
    local a b i
    a=$(screen)
    for ((i = 0; i < 50; i++)); do
        sleep 0.1
        b=$(screen)
        [ "$a" = "$b" ] && break
        a=$b
    done
    printf '%s\n' "$b" | sed -e 's/[[:space:]]*$//' > "$OUT/$1.txt"
}

# leave — quit a game at the table with q, y; back at the shell.
leave() {
    keys q
    wait_for "y: "
    keys y
    wait_exit
}

# table NAME ARGS... — the first turn of a game against bots, as seat 1 sees it.
table() {
    local name=$1
    shift
    shell_clear
    run "$TABULA" play "$@"
    wait_for "Player 1 ›"
    snap "$name"
    leave
}

start_shell TZ=UTC
resize 100 30

# ---- the launcher and the setup screen, from an empty home ----
run "$TABULA"
wait_for "Choose a game"
snap launcher
keys '?'
wait_for "Rules of"
snap launcher-help
keys q
wait_for "Choose a game"
keys z Enter
wait_for "New game: Zero"
keys Home Down Down Down Down
wait_for "the same seed"
keys Enter C-u
type_text 493387
keys Enter
wait_for "493387"
snap setup
keys Escape
wait_for "Choose a game"
keys q
wait_for "EXIT=0"

# ---- a table of each shipped game ----
table zero zero --seed 5 --no-save
table absolute absolute --players 3 --seed 4 --no-save
table face-to-face face-to-face --seed 4 --no-save
table crazy-eights crazy-eights --seed 3 --no-save

# ---- at the table: the moves list, a refusal, help ----
shell_clear
run "$TABULA" play zero --seed 5 --no-save
wait_for "Player 1 ›"
type_text swap
keys Tab
wait_for "Legal moves"
snap moves
keys Escape Escape
type_text "swap zz b1"
keys Enter
wait_for "✗"
snap refused
keys Escape
wait_gone "✗"
keys '?'
wait_for "Rules of"
snap table-help
keys q
wait_for "Player 1 ›"
leave

# ---- hot seat ----
shell_clear
run "$TABULA" play zero-duel --seat 2=human --name 1=Ann --name 2=Bob --seed 3 --no-save
wait_for "Pass the terminal to"
snap pass-to
leave

# ---- the end of a round and of the game ----
shell_clear
run "$TABULA" play zero --seat 1=greedy --seed 2 --no-save
wait_for "Round 1 is over"
snap round-over
keys Enter
wait_for "Round 2 is over"
keys Enter
wait_for "Game over"
snap game-over
keys Enter
wait_exit

# ---- kept games in the launcher: one with moves, one damaged ----
shell_clear
run "$TABULA" play zero --seed 5
wait_for "Player 1 ›"
type_text "swap y1 b1"
keys Enter
# Both bots answer (knock, knock) before the prompt is back; leaving earlier
# would keep a game with fewer moves, and the Continue line would differ.
wait_for "greedy 3: knock"
wait_for "Player 1 ›"
leave
SAVES="$WORK/home/.local/state/tabula/saves"
kept=$(ls "$SAVES"/*.save)
head -c 40 "$kept" > "$SAVES/damaged.save"
touch -d '2026-11-23 11:33:00 UTC' "$kept"
touch -d '2026-11-23 11:34:00 UTC' "$SAVES/damaged.save"
shell_clear
run "$TABULA"
wait_for "Continue"
snap continue
keys q
wait_for "EXIT=0"

# ---- your record: three games of zero-duel, played by the hints ----
python3 "$SRC/tests/support/play_hints.py" "$TABULA" "$WORK/home" zero-duel 1 2 3 4 5 6 \
    || fail "cannot play the recorded games"
env -i HOME="$WORK/home" PATH="$PATH" LANG=C.UTF-8 TZ=UTC "$TABULA" stats zero-duel \
    > "$WORK/stats.txt" || fail "tabula stats failed"
{ echo '$ tabula stats zero-duel'; cat "$WORK/stats.txt"; } > "$OUT/stats.txt"
shell_clear
run "$TABULA"
wait_for "Choose a game"
keys s
wait_for "Your record"
snap records
keys q
wait_for "Choose a game"
keys q
wait_for "EXIT=0"
"${TMUX_CMD[@]}" kill-server >/dev/null 2>&1

# ---- in Polish and Spanish, 80x24 ----
lang_shell() { # LOCALE — a fresh 80x24 terminal speaking LOCALE
    "${TMUX_CMD[@]}" kill-server >/dev/null 2>&1
    rm -rf "$WORK/home"
    start_shell TZ=UTC LC_ALL="$1"
    resize 80 24
}
lang_shell pl_PL.UTF-8
run "$TABULA"
wait_for "Wybierz grę"
snap pl-launcher
keys q
wait_for "EXIT=0"
table pl-zero zero --seed 480678066 --no-save

shell_clear
run "$TABULA" play absolute --players 2 --seed 4 --set rounds=1 --set hand_size=9 \
    --deck "$SRC/tests/absolute/decks/full-game.deck" --no-save
wait_for "Player 1 ›"
# MOVE|WHAT THE LOG THEN SHOWS (the log writes a meld in its own order)
for step in "draw deck|: draw deck" "meld -1d -2d +0o|: meld" "regroup|: regroup" \
            "regroup put -1d 1|: regroup put"; do
    type_text "${step%%|*}"
    keys Enter
    wait_for "Player 1${step#*|}"
    wait_for "Player 1 ›"
done
snap pl-absolute-regroup
leave

lang_shell es_ES.UTF-8
table es-face-to-face face-to-face --seed 3 --no-save
echo "screens written to $OUT"
