#!/usr/bin/env bash
# cli_lang.sh TABULA — Face to Face in Polish and Spanish (its own
# catalogues, plugins/face-to-face/po): rules, option help, status lines and
# refusals in the player's language, plurals included, while pile names
# (what `play 17 up` names), "error:" and the result JSON stay as they are.
set -u
T=$1
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
. "$(dirname "$0")/../support/tk.sh"
. "$(dirname "$0")/../support/lang.sh"
need_locales

out=$(in_lang pl_PL.UTF-8 "$T" rules face-to-face 2>&1)
contains "$out" "Face to Face: dwóch graczy, każdy z własną talią 58 kart" "pl rules"
contains "$out" "  up         wyżej niż wierzch albo dokładnie o 10 niżej (zagranie wsteczne)" "pl rules"
contains "$out" "      dokładny krok zagrania wstecznego na własnych stosach (0: bez zagrania wstecznego)" "pl rules"
out=$(in_lang es_ES.UTF-8 "$T" rules face-to-face 2>&1)
contains "$out" "numeradas 2-59.  Cada uno tiene una pila ascendente (empieza en 1)" "es rules"
contains "$out" "      cartas permitidas por turno en las pilas del rival" "es rules"

# Seat 1 refuses a card that is none and an end too soon, plays 30 31 up;
# seat 2 helps its up pile with 20, and a second card there is refused.
printf '[p1] 30 31 32 33 34 35\n[p2] 20 19 40 41 42 43\n' > "$WORK/ff.deck"
moves=$'play 99 up\nend\nplay 30 up\nplay 31 up\nend\nplay 20 their-up\nplay 19 their-up\nquit\n'
args=(--ui text --seed 3 --seat 1=human --seat 2=human --set first_player=1 --deck "$WORK/ff.deck")
out=$(printf '%s' "$moves" | in_lang pl_PL.UTF-8 "$T" play face-to-face "${args[@]}" 2>&1)
contains "$out" $'Tura 1: ruch gracza 1\nOdłożone w tej turze: 0 (co najmniej 2), 0 na stosach przeciwnika (najwyżej 1)\n' "pl table"
contains "$out" "Pozostałe karty (ręka + stos dobierania): gracz 1 58, gracz 2 58" "pl table"
# Pile labels say what the pile is and keep the word a move names.
contains "$out" $'\n  rosnący (their-up) (Player 2): 1 (1 karta)\n  malejący (their-down) (Player 2): 60 (1 karta)\n  ręka przeciwnika (Player 2): [ukryte: ' "pl pile labels"
contains "$out" $'\n  rosnący (up): 1 (1 karta)\n  malejący (down): 60 (1 karta)\n  ręka: ' "pl own pile labels"
contains "$out" "error: 99 to nie karta, którą możesz zagrać: karty mają numery od 2 do 59" "pl refusal"
contains "$out" "error: przed końcem tury musisz odłożyć co najmniej 2 karty (odłożone do tej pory: 0)" "pl plural (2 karty)"
contains "$out" "error: w tej turze odłożyłeś już 1 kartę na stosy przeciwnika (najwyżej 1)" "pl plural (1 kartę)"
out=$(printf '%s' "$moves" | in_lang es_ES.UTF-8 "$T" play face-to-face "${args[@]}" 2>&1)
contains "$out" "Turno 2: le toca al jugador 2" "es table"
contains "$out" $'\n  ascendente (their-up) (Player 2): 1 (1 carta)\n  descendente (their-down) (Player 2): 60 (1 carta)\n  mano del rival (Player 2): ' "es pile labels"
contains "$out" $'\n  mazo de robo: ' "es draw pile label"
contains "$out" "error: debes colocar al menos 2 cartas antes de terminar tu turno (0 colocadas hasta ahora)" "es refusal"
contains "$out" "error: ya has colocado 1 carta en las pilas del rival este turno (como mucho 1)" "es plural"
out=$(printf '%s' "$moves" | "$T" play face-to-face "${args[@]}" 2>&1)
contains "$out" "error: you have already placed 1 card on your opponent's piles this turn (at most 1)" "C refusal"
contains "$out" $'\n  their-up (Player 2): 1 (1 card)\n  their-down (Player 2): 60 (1 card)\n  their hand (Player 2): [6 hidden]\n' "C pile names"

same_result_json face-to-face 5 --seat 1=greedy --seat 2=greedy

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
