#!/usr/bin/env bash
# cli_game.sh TABULA SRCDIR — Crazy Eights through the real command line:
# a scripted two-round game on a stacked deck through the text protocol
# (exact scores checked in the result JSON), the score calculator, and a
# bot game.
set -euo pipefail
tabula=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
passed=0
ok() { passed=$((passed + 1)); }

# ---- a two-round game, three cards each, on a stacked deck ----------------
cat > "$tmp/deck.txt" <<'DECK'
# top first: seat 1's three cards, seat 2's three, the starter, the stock
[main]
3c 4c 5c   Kd Qd 8h   2c   As 2s
[main.2]
9h 10h Jh  2c 3d 4s   9c   8s 5d 6d 7d
DECK
# One line per prompt.  Round 1: seat 1 leads; seat 2 goes out with Qd and
# scores seat 1's 4c 5c As 2s = 12.  Round 2: seat 2 leads; seat 1 goes out
# with Jh and scores seat 2's 3d 4s 5d 6d 7d = 25.
cat > "$tmp/moves.txt" <<'MOVES'
moves
play Kd
play 3c
play 8h
play 8h d
play 5c
draw
pass
play Kd
draw
pass
play Qd
play 2c
draw
play 8s h
draw
pass
play 9h
draw
pass
play 10h
draw
pass
play Jh
MOVES
"$tabula" play crazy-eights --ui text --seat 1=human --seat 2=human --seed 1 \
  --set rounds=2 --set hand_size=3 --deck "$tmp/deck.txt" \
  --result-json "$tmp/result.json" < "$tmp/moves.txt" > "$tmp/out.txt" 2>&1 ||
  { cat "$tmp/out.txt"; fail "the scripted game did not finish"; }
ok
for line in "error: Kd is not in your hand" \
            "error: name a suit for an 8: play 8h s" \
            "error: 5c does not follow 8h (suit d or rank 8 needed)" \
            "Suit to follow: diamonds (d) (named with an 8)" \
            "play 3c" ; do
  grep -qF -- "$line" "$tmp/out.txt" || { cat "$tmp/out.txt"; fail "no line: $line"; }
  ok
done
python3 - "$tmp/result.json" <<'PY' || fail "the result JSON is not as expected"
import json, sys
r = json.load(open(sys.argv[1]))
def want(got, exp, what):
    if got != exp:
        sys.exit(f"{what}: got {got!r}, expected {exp!r}")
want(r["game"], "crazy-eights", "game")
want([p["rounds"] for p in r["players"]], [[0, 25], [12, 0]], "rounds")
want([p["total"] for p in r["players"]], [25, 12], "totals")
want(r["winners"], [1], "winners")
want(r["turns"], 14, "turns")
want(r["end"], "normal", "end")
d = r["rounds_detail"]
want(d[0], {"round": 1, "end": "out", "winner": 2, "players": [
    {"seat": 1, "hand": ["4c", "5c", "As", "2s"], "score": 0},
    {"seat": 2, "hand": [], "score": 12}]}, "round 1")
want(d[1], {"round": 2, "end": "out", "winner": 1, "players": [
    {"seat": 1, "hand": [], "score": 25},
    {"seat": 2, "hand": ["3d", "5d", "6d", "7d", "4s"], "score": 0}]}, "round 2")
PY
ok

# ---- the score calculator --------------------------------------------------
got=$("$tabula" score crazy-eights hand "8h Kd 3c")
[ "$got" = "8h 50 + Kd 10 + 3c 3 = 63" ] || fail "score text: $got"
ok
got=$("$tabula" score crazy-eights hand "8h Kd 3c" --json)
[ "$got" = '{"score": 63, "cards": 3}' ] || fail "score json: $got"
ok
set +e
err=$("$tabula" score crazy-eights hand "8h kd 8H" 2>&1 >/dev/null); rc=$?
set -e
[ $rc -eq 2 ] && [ "$err" = "tabula score: 8h is named twice" ] || fail "duplicate: $rc $err"
ok

# ---- its own language: the plugin's messages through its text domain -------
# (The suite pins the English messages; this section picks Polish and
# Spanish itself, as the i18n tests do.  Notation stays English.)
if locale -a 2>/dev/null | grep -qi '^pl_PL\.utf-\?8$'; then
  got=$(printf 'play 2z\nquit\n' | LC_MESSAGES=pl_PL.UTF-8 LANGUAGE=pl \
        "$tabula" play crazy-eights --ui text --seed 1 2>&1 || true)
  case $got in
    *"Ruch gracza 1: zagraj kartę lub dobierz"*) ;;
    *) fail "no Polish status line: $got" ;;
  esac
  case $got in
    *"„2z” to nie karta (figura A 2-10 J Q K, potem kolor c d h s)"*) ;;
    *) fail "no Polish refusal: $got" ;;
  esac
  ok
fi
if locale -a 2>/dev/null | grep -qi '^es_ES\.utf-\?8$'; then
  err=$(LC_MESSAGES=es_ES.UTF-8 LANGUAGE=es "$tabula" score crazy-eights hand "8h kd 8H" 2>&1 >/dev/null || true)
  case $err in
    *"8h aparece dos veces") ;;
    *) fail "no Spanish refusal: $err" ;;
  esac
  ok
fi

# ---- a bot game: greedy against random, three rounds, three seats ----------
"$tabula" play crazy-eights --ui text --players 3 --seat 1=greedy --seat 2=random \
  --seat 3=greedy --seed 7 --set rounds=3 --result-json "$tmp/bots.json" \
  < /dev/null > "$tmp/bots.txt" 2>&1 || { cat "$tmp/bots.txt"; fail "the bot game failed"; }
python3 - "$tmp/bots.json" <<'PY' || fail "the bot game's JSON is not consistent"
import json, sys
r = json.load(open(sys.argv[1]))
assert len(r["rounds_detail"]) == 3, r["rounds_detail"]
for p in r["players"]:
    assert len(p["rounds"]) == 3 and sum(p["rounds"]) == p["total"], p
best = max(p["total"] for p in r["players"])
assert r["winners"] == [p["seat"] for p in r["players"] if p["total"] == best], r["winners"]
PY
ok

echo "$passed passed, 0 failed"
