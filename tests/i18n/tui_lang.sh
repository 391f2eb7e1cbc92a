#!/usr/bin/env bash
# tui_lang.sh TABULA LANG — the ncurses frontend in Polish or Spanish at the
# smallest size it supports, 80x24 (label i18n): the launcher, its help,
# the setup screen, a table against bots and the leave dialog, every
# translated line whole on screen (nothing cut at the edge).
. "$(dirname "$0")/../tui/lib.sh"
LANG_WANTED=${2:?usage: $0 TABULA pl_PL.UTF-8|es_ES.UTF-8}

case $LANG_WANTED in
pl_PL.UTF-8)
    choose="Wybierz grę" duel="Zero (dwóch graczy)" keys_word="Klawisze" rules="Zasady: Zero"
    launcher_bar="Góra/Dół: wybór   Enter: ustawienia   s: twoje wyniki   ?: pomoc   q: wyjście"
    setup="Nowa gra: Zero" seat="Miejsce 1" start="[ Zacznij grę ]"
    table_bar="Enter: zagraj  Tab: ruchy  u/U: cofnij  h: podpowiedź  ?: pomoc  q: wyjdź"
    to_move="(miejsce 1)" leave="Opuścić tę grę?" players="2 gracze" ;;
es_ES.UTF-8)
    choose="Elige un juego" duel="Zero (dos jugadores)" keys_word="Teclas" rules="Reglas de Zero"
    launcher_bar="Arriba/Abajo: elegir   Enter: preparar   s: tu historial   ?: ayuda   q: salir"
    setup="Nueva partida: Zero" seat="Asiento 1" start="[ Empezar la partida ]"
    table_bar="Enter: jugar  Tab: jugadas  u/U: deshacer  h: pista  ?: ayuda  q: salir"
    to_move="(asiento 1)" leave="¿Abandonar esta partida?" players="2 jugadores" ;;
*) echo "FAIL: unknown language $LANG_WANTED"; exit 1 ;;
esac

start_shell LANG="$LANG_WANTED"
resize 80 24
run "$TABULA"
wait_for "$choose"
wait_for "$duel"
wait_for "$launcher_bar"
expect_absent "Choose a game"
pass "the launcher speaks $LANG_WANTED at 80x24"

keys '?'
wait_for "$keys_word"
keys q
wait_for "$choose"
pass "its help too"

keys z Enter
wait_for "$setup"
wait_for "$seat"
keys End
wait_for "$start"
pass "the setup screen"
keys Enter
wait_for "$to_move"
wait_for "$table_bar"
expect_absent "seed "
expect_absent "Enter: play"
pass "a table, its status and keys whole on the screen"

keys q
wait_for "$leave"
keys y
wait_for "$choose"
keys q
wait_for "EXIT=0"
expect_terminal_restored
pass "leaving the game and the launcher"
