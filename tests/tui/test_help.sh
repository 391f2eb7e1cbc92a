#!/usr/bin/env bash
# Help screens are laid out for the screen they are on: the keys in one
# column, what they do wrapped beside them in another, in every language
# and down to the smallest size (60 columns); the rules summary is wrapped
# for the width too, not cut into the lines of an 80-column terminal.
. "$(dirname "$0")/lib.sh"

# expect_line TEXT — a screen line is exactly TEXT (trailing spaces aside).
expect_line() {
    screen | sed 's/ *$//' | grep -qxF -- "$1" || fail "no line reads exactly \"$1\""
}

start_shell
resize 60 24
run "$TABULA" play crazy-eights --seed 3
wait_for "hand"
keys '?'
wait_for "Keys"
expect_line "    Tab        list the legal moves, narrowed by what is"
expect_line "               typed; Up/Down to choose, Enter to play,"
expect_line "               Esc to close"
# A key too wide for the column stands on its own line, its words under
# the others.
expect_line "    Left/Right, Home/End, Ctrl-A/E, Ctrl-U, Ctrl-W"
expect_line "               edit the line"
expect_line "    h          a hint: what the strongest bot would play,"
expect_line "               from what you can see, put on the line"
pass "the table's keys line up at 60 columns"

keys End
wait_for "Rules of Crazy Eights"
expect_line "  Crazy Eights: be the first to empty your hand. 52 cards"
expect_line "  (8h, 10s, Qd); two players get 7 cards, three or four"
pass "the rules are wrapped for 60 columns"
keys q
# A line with no room for one more character says so (typing on would
# seem to do nothing), and the note goes once a key finds room again.
type_text "$(printf 'x%.0s' $(seq 1 300))"
wait_for "the line is full: it holds 255 characters"
keys BSpace
wait_gone "the line is full"
keys Escape
pass "a full move line says so"
keys q
wait_for "Leave this game?"
keys y
wait_exit
shell_clear

# The launcher's help in Polish: the wide key ("PgUp/PgDn, Home/End") in
# line with the others.
"${TMUX_CMD[@]}" kill-server
mkdir -p "$WORK/home/.config/tabula/games"
printf '[game]\nname = cwiczenie\ntitle = Ćwiczenie\nplugin = zero\n' \
    > "$WORK/home/.config/tabula/games/cwiczenie.ini"
start_shell LANG=pl_PL.UTF-8
run "$TABULA"
wait_for "Wybierz grę"
# s opens the record; its capital jumps to "Szalone ósemki"; a letter
# outside ASCII finds its title too.
keys S
wait_for "▶ Szalone ósemki"
type_text ć
wait_for "▶ Ćwiczenie"
pass "S and ć jump to their games"
keys '?'
wait_for "Klawisze"
expect_line "    Góra/Dół albo j/k    wybór gry"
expect_line "    PgUp/PgDn, Home/End  szybszy ruch"
expect_line "    litera               skok do następnej gry o tytule na tę literę (J, K, Q i S:"
pass "the launcher's keys line up in Polish"
keys q
wait_for "Wybierz grę"

# The setup screen at 80x24: the description and the chosen row's
# explanation wrap instead of being cut; ? explains every row whole.
resize 80 24
keys Home z Enter
wait_for "Nowa gra: Zero"
wait_for "  3-5 graczy wymienia karty z pulą; grupy pięciu kart nic nie kosztują,"
wait_for "  wygrywa najniższa suma."
keys Down Down Right Right Right
wait_for "  wyzwanie: myśli naprzód, biorąc pod uwagę karty, których nie widzi; Enter"
wait_for "  zmienia imię"
pass "the setup screen wraps its description and the row's explanation"
# At 60x16 the rows above the chosen one are said to be there.
resize 60 16
wait_for "↓ więcej niżej"
keys End
wait_for "↑ więcej wyżej"
expect_absent "Miejsce 1 "
keys Home
wait_for "Miejsce 1 "
wait_for "↓ więcej niżej"
expect_absent "↑ więcej wyżej"
resize 80 24
wait_for "  Zacznij grę"
pass "a setup screen too small for its rows says there are more"
keys '?'
wait_for "Co ustawiają wiersze"
wait_for "    rounds           liczba rund w grze; 0 oznacza jedną rundę na gracza (od 0"
keys NPage
wait_for "    Miejsce: hard    wyzwanie: myśli naprzód, biorąc pod uwagę karty, których"
wait_for "    Miejsce: human   osoba przy tym terminalu"
pass "? on the setup screen explains every row and seat choice"
keys q
wait_for "Nowa gra: Zero"
keys Escape
wait_for "Wybierz grę"
keys q
wait_exit

# The table's help in Spanish at 80x24: a paragraph wraps as one.
"${TMUX_CMD[@]}" kill-server
start_shell LANG=es_ES.UTF-8
resize 80 24
run "$TABULA" play zero-duel --seed 2
wait_for "(asiento 1)"
keys '?'
wait_for "Teclas"
keys End
expect_line "    Cuando el turno pasa a otra persona en este terminal, una pantalla \"pasa"
expect_line "    a\" oculta todas las manos hasta que ese jugador pulse una tecla."
expect_line "                  (ambas con la línea vacía; también valen undo y redo)"
pass "a Spanish paragraph wraps whole at 80 columns"
keys q
keys q
wait_for "Abandonar"
keys y
wait_exit
