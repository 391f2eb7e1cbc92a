#!/usr/bin/env bash
# cli_lang.sh TABULA SRCDIR — Crazy Eights in Polish and Spanish (its own
# catalogues, plugins/eights/po): the pile labels its pile table declares
# (translated by the host in the game's domain) and how a round ended, in
# the player's language, while the moves, "error:" and the result JSON stay.
set -u
T=$1
SRC=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
. "$(dirname "$0")/../support/tk.sh"
. "$(dirname "$0")/../support/lang.sh"
need_locales

# The scripted two-round game of cli_game.sh: its deck and its moves.
sed -n '/^cat > "$tmp\/deck.txt"/,/^DECK$/p' "$SRC/cli_game.sh" | sed '1d;$d' > "$WORK/deck.txt"
sed -n '/^cat > "$tmp\/moves.txt"/,/^MOVES$/p' "$SRC/cli_game.sh" | sed '1d;$d' > "$WORK/moves.txt"
args=(--ui text --seat 1=human --seat 2=human --seed 1 --set rounds=2 --set hand_size=3
      --deck "$WORK/deck.txt")
game() { in_lang "$1" "$T" play crazy-eights "${args[@]}" < "$WORK/moves.txt" 2>&1; }

out=$(game pl_PL.UTF-8)
contains "$out" $'\n  ręka: 3c 4c 5c\n  ręka (Player 2): [ukryte: 3]\n  stos odrzuconych: 2c (1 karta)\n  talia: 45 kart zakrytych\n' "pl pile labels"
contains "$out" "Runda 1 skończona (ktoś wyszedł); punkty: 0 12" "pl round end"
contains "$out" $'\nplay 3c\n' "pl move list" # notation stays
out=$(game es_ES.UTF-8)
contains "$out" $'\n  mano: 3c 4c 5c\n  mano (Player 2): [3 ocultas]\n  montón de descartes: 2c (1 carta)\n  mazo: 45 cartas boca abajo\n' "es pile labels"
contains "$out" "Ronda 1 terminada (alguien salió); puntos: 0 12" "es round end"
out=$(game C)
contains "$out" $'\n  hand: 3c 4c 5c\n  hand (Player 2): [3 hidden]\n  discard: 2c (1 card)\n  stock: 45 cards face down\n' "C pile names"
contains "$out" "Round 1 ended (out); scores: 0 12" "C round end"

same_result_json crazy-eights 4 --seat 1=greedy --seat 2=greedy

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
