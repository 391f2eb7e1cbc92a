#!/usr/bin/env bash
# The results page at the smallest size (60x16) with five players, a
# record and the round's status: nothing is dropped or cut; the page
# scrolls (Down, PgDn, End) to the sheet's last row and says so in its
# footer, whose keys take their short form to fit.
. "$(dirname "$0")/lib.sh"

start_shell LANG=pl_PL.UTF-8
resize 60 16
run "$TABULA" play zero --players 5 --seed 9
knock_to_end "Player 1" "Koniec gry" "następna runda"
wait_for "Zwycięzca: greedy 5"
wait_for "Twój bilans: 0 wygranych w 1 grze zero przeciw greedy."
wait_for "Najlepsza suma 130, seria wygranych 0 (najdłuższa 0)."
wait_for "t: stół  s: wyniki  Enter/q: wyjdź"
wait_for "↓ PgDn"
expect_absent "greedy 5            9"
pass "the page says there is more below"

keys End
wait_for "    greedy 5            9    8    3    7   18     45     1"
wait_for "    Gracz              R1   R2   R3   R4   R5   Suma  Poz."
wait_for "↑ PgUp"
expect_absent "…"
pass "End shows the sheet's last row, nothing cut"

keys Home
wait_for "Zwycięzca: greedy 5"
keys t
wait_for "Stół na koniec"
keys t
wait_for "Zwycięzca: greedy 5"
keys Enter
wait_for "Twoje wyniki - zero"
keys q
wait_exit
pass "back to the top, the table and out"
