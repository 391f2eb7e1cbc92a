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
#  3. a stacked deck and a scripted turn: the hand, a refusal and a take.
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

echo "$passed passed, 0 failed"
