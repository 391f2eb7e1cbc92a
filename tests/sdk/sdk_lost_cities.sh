#!/usr/bin/env bash
# sdk_lost_cities.sh BUILD SOURCE [CC] — docs/examples/lost-cities, a game
# written out of tree from the installed SDK and the designer guide alone,
# built as its designer builds it against a scratch install:
#
#  1. its own CMake project (find_package(Tabula 1.3), tabula_add_plugin,
#     tabula_add_check_test): it builds warning-free and its check test
#     passes 10 games per bot;
#  2. the installed `tabula check` passes it too, `tabula rules` shows the
#     option's value, and a short `tabula sim` with its greedy bot (the
#     game's default) ends every game by the rules, not the safeguard;
#  3. a stacked deck and a scripted turn: the hand, a refusal and a take;
#  4. three defects planted in it, which the check was never tuned on, each
#     refused by the installed `tabula check` with the message naming it: a
#     determinize that reshuffles the deck but keeps the opponent's real
#     hand, a spectator's view that shows a hand, a greedy bot that peeks.
set -euo pipefail
. "$(dirname "$0")/sdk_lib.sh" "$@"
unset LD_PRELOAD
ex=$src/docs/examples/lost-cities

prefix=$tmp/prefix
cmake --install "$build" --prefix "$prefix" > "$tmp/install.log" 2>&1 ||
  fail "cmake --install failed" "$tmp/install.log"
ok

# ---- 1. its own project and check test ------------------------------------------
# Sanitized exactly when the host is: the check test's driver links the
# installed libtabula.a, which a sanitized build installs sanitized.
san=OFF
grep -q '^TABULA_SANITIZE:BOOL=ON$' "$build/CMakeCache.txt" && san=ON
cmake -S "$ex" -B "$tmp/b" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_C_COMPILER="$cc" \
  -DTABULA_SANITIZE=$san -DCMAKE_C_FLAGS="-Wall -Wextra -Werror" > "$tmp/configure.log" 2>&1 ||
  fail "configuring lost-cities failed" "$tmp/configure.log"
cmake --build "$tmp/b" -j2 > "$tmp/build.log" 2>&1 || fail "building lost-cities failed" "$tmp/build.log"
ctest --test-dir "$tmp/b" -V > "$tmp/check.log" 2>&1 || fail "the lost-cities check test failed" "$tmp/check.log"
grep -q "tabula check: .*lostcities.so passed: 20 games" "$tmp/check.log" ||
  fail "the check test did not pass 20 games (10 per bot)" "$tmp/check.log"
ok

# ---- 2. the installed tabula: check, rules, sim ------------------------------------
so=$(find "$tmp/b" -name lostcities.so | head -n 1)
mkdir -p "$tmp/games"
cp "$ex/lost-cities.ini" "$tmp/games/"
chmod -R go-w "$tmp/games"
export TABULA_PLUGIN_PATH=$(dirname "$so") TABULA_GAMES=$tmp/games HOME=$tmp XDG_CONFIG_HOME=$tmp
"$prefix/bin/tabula" check "$so" --games 5 > "$tmp/tcheck.log" 2>&1 ||
  fail "tabula check lostcities.so failed" "$tmp/tcheck.log"
grep -q "^tabula check: $so passed: 10 games" "$tmp/tcheck.log" ||
  fail "tabula check did not pass 10 games" "$tmp/tcheck.log"
ok
"$prefix/bin/tabula" rules lost-cities --set max_turns=80 > "$tmp/rules.log" 2>&1 ||
  fail "tabula rules lost-cities failed" "$tmp/rules.log"
grep -q "^(or 80 turns do)\.$" "$tmp/rules.log" || fail "rules does not show max_turns' value" "$tmp/rules.log"
ok
"$prefix/bin/tabula" sim lost-cities --games 20 --seed 1 > "$tmp/sim.log" 2>&1 ||
  fail "tabula sim lost-cities failed" "$tmp/sim.log"
grep -q "^lost-cities: 20 games, seed 1, " "$tmp/sim.log" &&
  grep -qE "^  1     greedy +[0-9]+ " "$tmp/sim.log" &&
  grep -q "ended by the safeguard: 0$" "$tmp/sim.log" ||
  fail "the sim of the greedy bots is not as expected" "$tmp/sim.log"
ok

# ---- 3. a stacked deck, one scripted turn -------------------------------------------
printf '[main]\nWr 2r 3r 4r 5r 6r 7r 8r   # Ann\n2g 3g 4g 5g 6g 7g 8g 9g   # Bob\n10w\n' > "$tmp/deck.txt"
printf 'play 9g\nplay 5r\ntake r\ndraw\ndiscard 9g\ntake g\ndraw\nquit\n' |
  "$prefix/bin/tabula" play lost-cities --ui text --seat 1=human --seat 2=human --name 1=Ann \
    --name 2=Bob --deck "$tmp/deck.txt" --seed 3 > "$tmp/play.log" 2>&1 ||
  fail "playing lost-cities failed" "$tmp/play.log"
python3 - "$tmp/play.log" <<'PY' ||
import sys
log = open(sys.argv[1]).read()
assert log.startswith("lost-cities, seed 3 (--seed 3 deals this game again)\n"
                      "Ann to play or discard\nAnn: 0 points so far\nBob: 0 points so far\n"
                      "  deck: 44 cards face down\n"
                      "  hand: Wr 2r 3r 4r 5r 6r 7r 8r\n  hand (Bob): [8 hidden]\n"), repr(log[:300])
errors = [l for l in log.splitlines() if l.startswith("error: ")]
assert errors == ["error: that card is not in your hand",
                  "error: that discard pile is empty",
                  "error: you may not take back the card you just discarded"], errors
# After Ann's 5r: an expedition of 5 scores 5 - 20.
assert "Bob to play or discard\nAnn: -15 points so far\n" in log, log
assert "  discard g: 9g (1 card)\n" in log, log
# Ann drew the stacked 10w, the card after the two hands.
assert "  hand: Wr 2r 3r 4r 6r 7r 8r 10w\n" in log, log
PY
  fail "the scripted turn is not as expected" "$tmp/play.log"
ok

# ---- 4. planted defects: the information-set property -----------------------------
# Each plant adds a function before the descriptor and points the descriptor
# at it, so it holds whatever the rest of the file looks like.
plant() { # NAME HOOK FUNCTION-TEXT
  python3 - "$ex/lostcities.c" "$tmp/plant/$1.c" "$2" "$3" <<'PY'
import re, sys
src, out, hook, fn = sys.argv[1:]
s = open(src).read()
own = re.search(r"\n *\.%s = ([a-z_]+)," % hook, s)  # the plugin's own hook, if it sets one
if own:
    s = s.replace(own.group(0), "", 1)
    s = re.sub(r"\nstatic ([^\n(]*\b%s\()" % own.group(1), r"\n__attribute__((unused)) static \1", s, 1)
s = s.replace("static const tb_param params[]", fn + "\nstatic const tb_param params[]", 1)
s = s.replace("    .create = ", "    .%s = planted_%s,\n    .create = " % (hook, hook), 1)
open(out, "w").write(s)
PY
}
mkdir -p "$tmp/plant"
plant keeps determinize '
/* Planted: the deck is reshuffled, the opponent keeps its real hand. */
static tb_state *planted_determinize(const tb_state *s, int seat, tb_rng *r)
{
    (void)seat;
    tb_state *d = malloc(sizeof *d);
    if (d) {
        memcpy(d, s, sizeof *d);
        s->host->pile_shuffle(&d->deck, r);
    }
    return d;
}'
plant spectator view '
/* Planted: a spectator sees the table as seat 1 does, hand and all. */
static void planted_view(const tb_state *s, int seat, tb_view *v) { lc_view(s, seat < 0 ? 0 : seat, v); }'
plant peeking bot_move '
/* Planted: the bot plays its last listed move while the opponent holds a 10. */
static int planted_bot_move(const tb_state *s, int bot, tb_rng *r, tb_move *out)
{
    const tb_pile *theirs = &s->hand[1 - s->turn];
    for (size_t i = 0; i < theirs->n; i++)
        if (value_of(theirs->c[i]) == 10) {
            tb_move moves[64];
            size_t n = lc_legal_moves(s, moves, 64);
            if (n == 0 || n > 64)
                return -1;
            *out = moves[n - 1];
            return 0;
        }
    return lc_bot_move(s, bot, r, out);
}'
cat > "$tmp/plant/CMakeLists.txt" <<'CM'
cmake_minimum_required(VERSION 3.20)
project(planted C)
find_package(Tabula 1.3 REQUIRED)
foreach(p keeps spectator peeking)
  tabula_add_plugin(${p} SOURCES ${p}.c)
endforeach()
CM
cmake -S "$tmp/plant" -B "$tmp/pb" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_C_COMPILER="$cc" \
  -DCMAKE_C_FLAGS="-Wall -Wextra -Werror" > "$tmp/plant.log" 2>&1 &&
  cmake --build "$tmp/pb" -j2 >> "$tmp/plant.log" 2>&1 || fail "building the planted plugins failed" "$tmp/plant.log"
refused() { # NAME MESSAGE-REGEX
  local so
  so=$(find "$tmp/pb" -name "$1.so" | head -n 1)
  if "$prefix/bin/tabula" check "$so" --games 5 > "$tmp/$1.out" 2> "$tmp/$1.err"; then
    fail "tabula check passed the planted $1" "$tmp/$1.out"
  fi
  [ $? -eq 1 ] || true
  grep -qE "^tabula check: FAILED: lostcities, seed [0-9]+, bot [a-z]+, move [0-9]+: $2\$" "$tmp/$1.err" ||
    fail "tabula check did not name the planted $1" "$tmp/$1.err"
  ok
}
cards='\((cards [^ ]+ and [^ ]+ swapped|[0-9]+ cards it has not seen redealt: .*)\)'
refused keeps "determinize for seat [12] keeps seat [12]'s real cards: seat [12]'s view is the same in 12 determinizations, though it holds cards seat [12] cannot see $cards"
refused spectator "the spectator's view shows what a seat may not see: it differs between two states seat [12] cannot tell apart $cards: line [0-9]+ .* became .*"
refused peeking "bot greedy peeks at cards its seat cannot see: moving for seat [12] it plays \"[^\"]+\" in one state and \"[^\"]+\" in another that the seat cannot tell apart $cards"

echo "$passed passed, 0 failed"
