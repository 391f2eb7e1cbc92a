#!/usr/bin/env bash
# cli_lang.sh TABULA — Absolute in Polish and Spanish (its own catalogues,
# plugins/absolute/po): rules, option help, the table's status lines, a
# refused move and a bad card in the player's language, while move notation,
# zone names commands use, "error:" and the result JSON stay as they are.
set -u
T=$1
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
. "$(dirname "$0")/../support/tk.sh"
. "$(dirname "$0")/../support/lang.sh"
need_locales

# ---- rules: the plugin's rules text and option help, the game file's title -----
out=$(in_lang pl_PL.UTF-8 "$T" rules absolute-quick 2>&1)
contains "$out" "absolute-quick — Absolute (jedna runda) (wtyczka absolute" "pl rules"
contains "$out" "symbolach o s d x.  Wykładasz zestawy co najmniej 3 kart o sumie zero;" "pl rules"
contains "$out" "      liczba rund w grze" "pl rules"
contains "$out" "[rules] rounds" "pl rules" # option keys stay
out=$(in_lang es_ES.UTF-8 "$T" rules absolute 2>&1)
contains "$out" "absolute — Absolute (complemento absolute" "es rules"
contains "$out" "o s d x.  Se juegan conjuntos de 3 o más cartas que suman cero; la carta" "es rules"
contains "$out" "      cartas que se reparten a cada jugador" "es rules"

# ---- a refused move, a bad card, the status lines -------------------------------
moves=$'moves\nhold\nmeld zz +1o +2o\nquit\n'
out=$(printf '%s' "$moves" | in_lang pl_PL.UTF-8 "$T" play absolute --ui text --seed 3 --seat 1=human 2>&1)
contains "$out" $'Runda 1 z 3, tura 1\nRuch gracza 1: dobieranie (draw deck albo draw discard)\n' "pl table"
# Polish plurals: 77 kart, 1 karta, 5 kart.
contains "$out" "Talia: 77 kart, na stosie odrzuconych +7o (1 karta), limit ręki 7" "pl table"
contains "$out" "Gracz 1: 5 kart na ręce, zestawy warte 0 w tej rundzie, 0 punktów we wcześniejszych rundach" "pl table"
# Each hand is "hand" in the language; another seat's carries its owner's name.
contains "$out" $'\n  ręka: -6d -2x +0s +2x +4o\n  ręka (greedy 2): [ukryte: 5]\n' "pl hands"
# Pile labels say what the pile is and keep the word "draw deck" names.
contains "$out" $'\n  talia (deck): 77 kart zakrytych\n  stos odrzuconych (discard): +7o (1 karta)\n' "pl pile labels"
contains "$out" $'\ndraw deck\ndraw discard\n' "pl move list" # notation stays
contains "$out" "error: najpierw dobierz: draw deck albo draw discard" "pl refusal"
contains "$out" "error: zła karta 'zz': zapisz znak, wartość 0-10 i symbol o s d x, np. -8o" "pl bad card"
out=$(printf '%s' "$moves" | in_lang es_ES.UTF-8 "$T" play absolute --ui text --seed 3 --seat 1=human 2>&1)
contains "$out" "Baraja: 77 cartas, descarte superior +7o (1 carta), límite de la mano 7" "es table"
contains "$out" "Le toca al jugador 1: robar (draw deck o draw discard)" "es table"
contains "$out" $'\n  baraja (deck): 77 cartas boca abajo\n  pila de descarte (discard): +7o (1 carta)\n' "es pile labels"
contains "$out" $'\n  mano: -6d -2x +0s +2x +4o\n  mano (greedy 2): [5 ocultas]\n' "es hands"
contains "$out" "error: primero roba: draw deck o draw discard" "es refusal"
contains "$out" "error: carta no válida 'zz': escribe signo, valor 0-10 y palo o s d x, p. ej. -8o" "es bad card"
# The suite's own locale (messages in C) stays English.
out=$(printf '%s' "$moves" | "$T" play absolute --ui text --seed 3 --seat 1=human 2>&1)
contains "$out" "error: draw first: draw deck or draw discard" "C refusal"
contains "$out" "Deck 77 cards, discard top +7o (1 card), hand limit 7" "C table"
contains "$out" $'\n  deck: 77 cards face down\n  discard: +7o (1 card)\n' "C pile names"
contains "$out" $'\n  hand: -6d -2x +0s +2x +4o\n  hand (greedy 2): [5 hidden]\n' "C hands"

# ---- a set and an open regroup: their labels, the set's number kept --------------
moves=$'draw deck\nmeld -1d -2d +0o\nregroup\nregroup put -1d 1\nquit\n'
args=(--ui text --players 2 --seat 1=human --seat 2=human --seed 4 --set rounds=1
      --set hand_size=9 --deck "$(dirname "$0")/decks/full-game.deck")
out=$(printf '%s' "$moves" | in_lang pl_PL.UTF-8 "$T" play absolute "${args[@]}" 2>&1)
contains "$out" $'\n  zestaw 1:1 (2): -2d -1d +0o=+3\n  przegrupowanie: do rozmieszczenia: -2d +0o\n  przegrupowanie: nowy zestaw 1: -1d\n' "pl set and regroup labels"
out=$(printf '%s' "$moves" | in_lang es_ES.UTF-8 "$T" play absolute "${args[@]}" 2>&1)
contains "$out" $'\n  conjunto 1:1 (2): -2d -1d +0o=+3\n  reagrupación: por colocar: -2d +0o\n  reagrupación: nuevo conjunto 1: -1d\n' "es set and regroup labels"
out=$(printf '%s' "$moves" | "$T" play absolute "${args[@]}" 2>&1)
contains "$out" $'\n  set 1:1 (2): -2d -1d +0o=+3\n  regroup: still to place: -2d +0o\n  regroup: new set 1: -1d\n' "C set and regroup labels"

# ---- a whole bot game: the same result JSON in every language --------------------
same_result_json absolute-quick 7 --seat 1=greedy --seat 2=greedy

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
