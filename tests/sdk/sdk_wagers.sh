#!/usr/bin/env bash
# sdk_wagers.sh BUILD SOURCE [CC] — the second example, as a designer builds
# it: docs/examples/wagers (one file on tabula/aux.h) against a scratch
# install of the SDK.
#
#  1. its own CMake project under -DTABULA_SANITIZE=ON: its
#     tabula_add_check_test (10 games per bot) passes, and so does its
#     tabula_add_translations test (po/pl.po and po/es.po complete); built
#     plain and played by the installed tabula in Polish and Spanish, shows the
#     game file's title[pl], the plugin's own rules, status lines, zone
#     names and refusals translated (locale/ beside wagers.so);
#  2. built plain with pkg-config and played by the installed tabula on a
#     stacked deck that names the identical wager card Wr twice: the move
#     list names each identical card once, views use the seats' names
#     (view_seat_name) and rows (view_break), `rules` shows option values,
#     and a deck naming Wr three times is refused with file:line.
set -euo pipefail
. "$(dirname "$0")/sdk_lib.sh" "$@"
unset LD_PRELOAD
ex=$src/docs/examples/wagers

prefix=$tmp/prefix
cmake --install "$build" --prefix "$prefix" > "$tmp/install.log" 2>&1 ||
  fail "cmake --install failed" "$tmp/install.log"
[ -f "$prefix/include/tabula/aux.h" ] || fail "no installed include/tabula/aux.h"
ok

# ---- 1. the example's own project, its own check test, sanitized --------------
cmake -S "$ex" -B "$tmp/b" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_C_COMPILER="$cc" \
  -DTABULA_SANITIZE=ON > "$tmp/configure.log" 2>&1 || fail "configuring wagers failed" "$tmp/configure.log"
cmake --build "$tmp/b" -j2 > "$tmp/build.log" 2>&1 || fail "building wagers failed" "$tmp/build.log"
ctest --test-dir "$tmp/b" -V > "$tmp/check.log" 2>&1 || fail "the wagers check failed" "$tmp/check.log"
grep -q "tabula check: .*wagers.so passed: 10 games" "$tmp/check.log" ||
  fail "the wagers check did not pass 10 games" "$tmp/check.log"
grep -q "wagers: every catalogue is complete and up to date" "$tmp/check.log" ||
  fail "the wagers-po test did not pass" "$tmp/check.log"
ok

# ---- 1b. the same project built plain, played in Polish and Spanish ---------------
# (the sanitized plugin above loads only into a sanitized host)
cmake -S "$ex" -B "$tmp/bl" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_C_COMPILER="$cc" \
  > "$tmp/configure-l.log" 2>&1 || fail "configuring wagers plain failed" "$tmp/configure-l.log"
# Only the plugin and its catalogues: the check's test-kit program links the
# installed libtabula.a, which a sanitized install built sanitized.
cmake --build "$tmp/bl" -j2 --target wagers > "$tmp/build-l.log" 2>&1 ||
  fail "building wagers plain failed" "$tmp/build-l.log"
so=$(find "$tmp/bl" -name wagers.so | head -n 1)
[ -f "$(dirname "$so")/locale/pl/LC_MESSAGES/wagers.mo" ] ||
  fail "no locale/pl/LC_MESSAGES/wagers.mo beside $so"
mkdir -p "$tmp/games-lang"
cp "$ex/wagers.ini" "$tmp/games-lang/"
chmod -R go-w "$tmp/games-lang"
lang() { # LOCALE COMMAND...: the player's language, as a shell sets it
  local l=$1
  shift
  env -u LANGUAGE LC_ALL="$l" TABULA_PLUGIN_PATH="$(dirname "$so")" TABULA_GAMES="$tmp/games-lang" \
    HOME="$tmp" XDG_CONFIG_HOME="$tmp" "$@"
}
lang pl_PL.UTF-8 "$prefix/bin/tabula" rules wagers > "$tmp/rules-pl.log" 2>&1 ||
  fail "tabula rules wagers in Polish failed" "$tmp/rules-pl.log"
grep -q "^wagers — Zakłady (wtyczka wagers" "$tmp/rules-pl.log" &&
  grep -q "^Buduj rosnące wyprawy w trzech kolorach; zakłady mnożą wynik" "$tmp/rules-pl.log" &&
  grep -q "^      liczba tur, po której gra zostaje przerwana$" "$tmp/rules-pl.log" ||
  fail "rules wagers is not in Polish" "$tmp/rules-pl.log"
printf 'draw\nplay 6r\nquit\n' | lang es_ES.UTF-8 "$prefix/bin/tabula" play wagers --ui text \
  --seat 1=human --seat 2=human --name 1=Ann --seed 3 > "$tmp/play-es.log" 2>&1 ||
  fail "playing wagers in Spanish failed" "$tmp/play-es.log"
grep -q "^Ann: juega o descarta una carta$" "$tmp/play-es.log" &&
  grep -q "^  mano: 4r Wg 2g 5g Wb$" "$tmp/play-es.log" &&
  grep -q "^  expediciones (0): " "$tmp/play-es.log" &&
  grep -q "^error: primero juega o descarta una carta$" "$tmp/play-es.log" &&
  grep -q "^error: esa carta no está en tu mano$" "$tmp/play-es.log" ||
  fail "the Spanish table or refusal is not as expected" "$tmp/play-es.log"
ok

# ---- 2. plain build, played by the installed tabula ------------------------------
pcdir=$(dirname "$(find "$prefix" -name tabula.pc | head -n 1)")
mkdir -p "$tmp/plain" "$tmp/games"
"$cc" -std=c17 -Wall -Wextra -Werror -fPIC -shared -fvisibility=hidden \
  $(PKG_CONFIG_PATH=$pcdir pkg-config --cflags tabula) "$ex/wagers.c" -o "$tmp/plain/wagers.so" \
  -Wl,-z,defs > "$tmp/pc.log" 2>&1 || fail "building wagers.c with pkg-config failed" "$tmp/pc.log"
# A whole game a designer reads in one sitting.  The limit was 350 until the
# example wrote its own clone and destroy (no aux macro writes hooks now) and
# sorted what determinize redeals; 360 keeps it in the project's formatting
# rather than packed onto fewer lines.
[ "$(wc -l < "$ex/wagers.c")" -le 360 ] || fail "wagers.c grew past 360 lines"
cp "$ex/wagers.ini" "$tmp/games/"
chmod -R go-w "$tmp/plain" "$tmp/games"
export TABULA_PLUGIN_PATH=$tmp/plain TABULA_GAMES=$tmp/games HOME=$tmp XDG_CONFIG_HOME=$tmp
printf '[main]\nWr Wr 2r 3g 4b   # Ann\nWg 2g 5r 6b Wb   # Bob\n3r 4r\n' > "$tmp/deck.txt"
printf 'moves\nplay Wr\ndraw\ndiscard 6b\ndraw\nplay 3g\nquit\n' |
  "$prefix/bin/tabula" play wagers --ui text --seat 1=human --seat 2=human --name 1=Ann \
    --name 2=Bob --deck "$tmp/deck.txt" --seed 3 > "$tmp/play.log" 2>&1 ||
  fail "playing wagers failed" "$tmp/play.log"
python3 - "$tmp/play.log" <<'PY' || fail "the scripted game is not as expected" "$tmp/play.log"
import sys
log = open(sys.argv[1]).read()
first = log.split("seat 1 (Ann)> ")[1]
# The two identical wagers in Ann's hand make one move each, not two.
want = "play Wr\nplay 2r\nplay 3g\nplay 4b\ndiscard Wr\ndiscard 2r\ndiscard 3g\ndiscard 4b\n"
assert first.startswith("\n" + want), repr(first[:200])
assert log.startswith("wagers, seed 3 (--seed 3 deals this game again)\n"
                      "Ann to play or discard\n  hand: Wr Wr 2r 3g 4b\n"), repr(log[:120])
assert "Bob to play or discard\n" in log
# One expedition row per colour (view_break), after the third turn.
assert "  expeditions (-21): Wr | 3g\n" in log, log
PY
ok
"$prefix/bin/tabula" rules wagers --set max_turns=20 > "$tmp/rules.log" 2>&1 ||
  fail "tabula rules wagers failed" "$tmp/rules.log"
grep -q "^ends the game, or 20 turns do\.$" "$tmp/rules.log" ||
  fail "rules does not show max_turns' value" "$tmp/rules.log"
ok
printf '[main]\nWr Wr Wr\n' > "$tmp/deck3.txt"
set +e
"$prefix/bin/tabula" play wagers --ui text --deck "$tmp/deck3.txt" < /dev/null > "$tmp/d3.out" 2> "$tmp/d3.err"
rc=$?
set -e
[ "$rc" = 2 ] || fail "a deck naming Wr three times: exit $rc, expected 2" "$tmp/d3.err"
[ "$(cat "$tmp/d3.err")" = "tabula play: $tmp/deck3.txt:2: card \"Wr\" is named 3 times in [main], which holds 2 (first at line 2)" ] ||
  fail "a deck naming Wr three times: wrong message" "$tmp/d3.err"
ok

echo "$passed passed, 0 failed"
