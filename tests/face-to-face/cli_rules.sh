#!/bin/bash
# cli_rules.sh TABULA — `tabula rules face-to-face` fills the rules text's
# {key}s: options as they are set, and the deck the pile cards leave
# (ff_rules_value: deck_size, first_number, last_number), exactly.
set -u
tabula=$1
fails=0
export LC_ALL=C LANG=C LANGUAGE=

# expect_rules NAME ARGS... <<< WANT — the summary (the lines after the title
# line and its blank line, up to the blank line before the levels).
expect_rules() {
    local name=$1 want got
    shift
    want=$(cat)
    got=$("$tabula" rules face-to-face "$@" | sed -n '3,/^$/p' | sed '$d')
    if [ "$got" = "$want" ]; then
        echo "ok   $name"
    else
        echo "FAIL: $name"
        diff -u <(printf '%s\n' "$want") <(printf '%s\n' "$got")
        fails=$((fails + 1))
    fi
}

expect_rules defaults <<'TXT'
Face to Face: two players, each with a private deck of 58 cards
numbered 2-59.  Each owns an ascending pile (starts at 1) and a
descending pile (starts at 60), and draws 6 cards.  On a turn, place
at least 2 cards one by one:
  up         higher than the top, or exactly 10 lower (backward move)
  down       lower than the top, or exactly 10 higher (backward move)
  their-up   at most one card a turn on the opponent's piles, and it
  their-down must help: lower than their up, higher than their down
Then `end`: draw 2, or refill to 6 if a card went to the opponent.
Place every card of hand and draw pile to win; a player who cannot
place the minimum loses at once.  Moves: play 17 up, play 45 their-down,
end.
TXT

expect_rules "a smaller deck" --set low_card=10 --set high_card=41 --set hand_size=5 \
    --set min_play=3 --set draw_own=3 --set backward_step=5 <<'TXT'
Face to Face: two players, each with a private deck of 30 cards
numbered 11-40.  Each owns an ascending pile (starts at 10) and a
descending pile (starts at 41), and draws 5 cards.  On a turn, place
at least 3 cards one by one:
  up         higher than the top, or exactly 5 lower (backward move)
  down       lower than the top, or exactly 5 higher (backward move)
  their-up   at most one card a turn on the opponent's piles, and it
  their-down must help: lower than their up, higher than their down
Then `end`: draw 3, or refill to 5 if a card went to the opponent.
Place every card of hand and draw pile to win; a player who cannot
place the minimum loses at once.  Moves: play 17 up, play 45 their-down,
end.
TXT

[ "$fails" = 0 ] || exit 1
