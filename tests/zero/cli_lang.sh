#!/usr/bin/env bash
# cli_lang.sh TABULA — Zero in Polish and Spanish (its own catalogues,
# plugins/zero/po): rules, option help, status lines with their plurals and
# a refused swap in the player's language, while card and move notation,
# "error:" and the result JSON stay as they are.
set -u
T=$1
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
. "$(dirname "$0")/../support/tk.sh"
. "$(dirname "$0")/../support/lang.sh"
need_locales

out=$(in_lang pl_PL.UTF-8 "$T" rules zero-duel 2>&1)
contains "$out" "zero-duel — Zero (dwóch graczy) (wtyczka zero" "pl rules"
contains "$out" "56 kart: 7 kolorów (r o y g b p k) x wartości 1-8.  W każdej rundzie" "pl rules"
contains "$out" "      karty odkryte na środku stołu (pula)" "pl rules"
out=$(in_lang es_ES.UTF-8 "$T" rules zero 2>&1)
contains "$out" "jugador recibe 9 cartas y 5 quedan boca arriba como fondo.  En tu turno" "es rules"
contains "$out" "      rondas de una partida; 0 significa una ronda por jugador" "es rules"

# Three at the table (seed 3): seat 2 names a pool card as its own, then
# seats 2 and 3 knock, which leaves 2 final turns, then 1.
moves=$'swap r1 r2\nknock\nknock\nknock\nquit\n'
args=(--ui text --seed 3 --seat 1=human --seat 2=human --seat 3=human)
out=$(printf '%s' "$moves" | in_lang pl_PL.UTF-8 "$T" play zero "${args[@]}" 2>&1)
contains "$out" $'Runda 1 z 3, rozdaje gracz 1\nPasy: 0 (pas numer 2 kończy rundę)\nRuch gracza 2: swap <karta z ręki> <karta z puli> albo knock\nTwoja ręka jest teraz warta 30\n' "pl table"
contains "$out" $'\n  pula: b5 k8 o5 r1 k1\n  ręka (Player 1): [ukryte: 9]\n  ręka: r5 o2 g7 b1 b8 p1 p3 p4 k5\n  ręka (Player 3): [ukryte: 9]\n' "pl zones"
contains "$out" "error: r1 leży w puli, nie na twojej ręce: zapisz swap <karta z ręki> <karta z puli>" "pl refusal"
contains "$out" "gracz 3 spasował i tym zakończył rundę; zostały 2 ruchy (pas nic nie zmienia)" "pl plural (2 ruchy)"
contains "$out" "gracz 3 spasował i tym zakończył rundę; został 1 ruch (pas nic nie zmienia)" "pl plural (1 ruch)"
out=$(printf '%s' "$moves" | in_lang es_ES.UTF-8 "$T" play zero "${args[@]}" 2>&1)
contains "$out" "Golpes: 0 (el golpe 2 termina la ronda)" "es table"
contains "$out" $'\n  mano (Player 1): [9 ocultas]\n  mano: r5 o2 g7 b1 b8 p1 p3 p4 k5\n  mano (Player 3): [9 ocultas]\n' "es zones"
contains "$out" "error: r1 está en el fondo, no en tu mano: escribe swap <carta de la mano> <carta del fondo>" "es refusal"
contains "$out" "quedan 2 turnos (un golpe es pasar)" "es plural (2)"
contains "$out" "queda 1 turno (un golpe es pasar)" "es plural (1)"
out=$(printf '%s' "$moves" | "$T" play zero "${args[@]}" 2>&1)
contains "$out" "error: r1 is in the pool, not in your hand: write swap <hand card> <pool card>" "C refusal"
# The seat to move sees its own "hand"; another seat's names its owner.
contains "$out" $'\n  hand (Player 1): [9 hidden]\n  hand: r5 o2 g7 b1 b8 p1 p3 p4 k5\n  hand (Player 3): [9 hidden]\n' "C zones"
contains "$out" "seat 3 knocked the round to an end; 1 turn left (a knock is a pass)" "C singular"

# The score breakdown: each group and the counted values are whole
# messages with their own plural forms (three in Polish); English keeps the
# rules' short form with number words.
same_text() { [ "$1" = "$2" ] && ok || bad "$3: '$1', want '$2'"; }
zs() { in_lang "$1" "$T" score zero hand "$2" "${@:3}" 2>&1; }
same_text "$(zs pl_PL.UTF-8 "r1 r2 r3 r4 r6 g8 b8 y2 k4")" \
    "pięć kart koloru r: 0 punktów; wartości 8 + 2 + 4 = 14" "pl score"
same_text "$(zs pl_PL.UTF-8 "r1 r2 r3 r4 r5 g5 b5 y5 k5")" \
    "Zero: pięć kart koloru r, pięć kart o wartości 5; 0 punktów" "pl score (Zero)"
same_text "$(zs pl_PL.UTF-8 "r1 g1 b1 y1 o1 p1 k1 r2 g2")" \
    "siedem kart o wartości 1: 0 punktów; wartość 2 = 2" "pl score (one value)"
same_text "$(zs pl_PL.UTF-8 "r1 r2 r3 g5 b5 y5 k8 k7 p6" --set group_size=3)" \
    "trzy karty koloru r, trzy karty o wartości 5: 0 punktów; wartości 8 + 7 + 6 = 21" \
    "pl score (plural form 2: trzy karty)"
same_text "$(zs es_ES.UTF-8 "r1 r2 r3 r4 r5 g5 b5 y5 k5")" \
    "Zero: cinco cartas de color r, cinco cartas de valor 5; 0 puntos" "es score (Zero)"
same_text "$(zs es_ES.UTF-8 "r1 g1 b1 y1 o1 p1 k1 r2 g2")" \
    "siete cartas de valor 1: 0 puntos; valor 2 = 2" "es score (one value)"
same_text "$("$T" score zero hand "r1 r2 r3 g5 b5 y5 k8 k7 p6" --set group_size=3 2>&1)" \
    "three r, three 5s score 0; values 8 + 7 + 6 = 21" "C score"
same_text "$(zs pl_PL.UTF-8 "r1 r2 r3 r4 r6 g8 b8 y2 k4" --json)" \
    "$("$T" score zero hand "r1 r2 r3 r4 r6 g8 b8 y2 k4" --json)" "score JSON in every locale"

same_result_json zero 4 --seat 1=greedy --seat 2=greedy --seat 3=greedy

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
