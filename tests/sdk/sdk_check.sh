#!/usr/bin/env bash
# sdk_check.sh BUILD SOURCE [CC] — the SDK's test kit, out of tree, under the
# sanitizers.
#
#  1. cmake --install BUILD into a scratch prefix;
#  2. configure tests/sdk/check-project against it with -DTABULA_SANITIZE=ON
#     (a designer's project: Crazy Eights built from its sources,
#     tabula_add_check_test(), a tk.h unit test, a leaking flawed plugin);
#  3. its ctest: the check of eights and the unit test pass, the leaking
#     plugin's check fails with a LeakSanitizer report (so the sanitizers
#     are really in the driver that loads the plugin) — with no LD_PRELOAD
#     anywhere in the environment;
#  4. find_package(Tabula 2) is refused (the package version is the ABI's),
#     the release and the ABI version agree across --version, tabula.pc
#     and the CMake package's variables,
#     and the tree configures with -DBUILD_TESTING=OFF without tests/.
set -euo pipefail
. "$(dirname "$0")/sdk_lib.sh" "$@"
unset LD_PRELOAD

prefix=$tmp/prefix
cmake --install "$build" --prefix "$prefix" > "$tmp/install.log" 2>&1 ||
  fail "cmake --install failed" "$tmp/install.log"
[ -f "$prefix/include/tabula/testkit/tk.h" ] || fail "no installed include/tabula/testkit/tk.h"
find "$prefix" -name 'TabulaTestkitTargets.cmake' | grep -q . || fail "no TabulaTestkitTargets.cmake"
ok

proj=$tmp/proj
cmake -S "$src/tests/sdk/check-project" -B "$proj" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_C_COMPILER="$cc" -DTABULA_SANITIZE=ON -DTABULA_SOURCE="$src" \
  > "$tmp/configure.log" 2>&1 || fail "configuring the check project failed" "$tmp/configure.log"
cmake --build "$proj" -j2 > "$tmp/build.log" 2>&1 || fail "building the check project failed" "$tmp/build.log"
ok

# ASAN_OPTIONS/UBSAN_OPTIONS as CI sets them are fine; nothing is preloaded.
ctest --test-dir "$proj" -R '^eights-check$' -V > "$tmp/check.log" 2>&1 ||
  fail "tabula_add_check_test(eights) failed" "$tmp/check.log"
grep -q "tabula check: .*eights.so passed: 4 games" "$tmp/check.log" ||
  fail "the eights check did not say it passed 4 games" "$tmp/check.log"
ok
ctest --test-dir "$proj" -R '^eights-tk$' -V > "$tmp/tk.log" 2>&1 ||
  fail "the tk.h unit test failed" "$tmp/tk.log"
grep -qE "(^|: )14 passed, 0 failed$" "$tmp/tk.log" || fail "the unit test printed no verdict" "$tmp/tk.log"
ok
if ctest --test-dir "$proj" -R '^flawed-leak-check$' --output-on-failure > "$tmp/leak.log" 2>&1; then
  fail "the leaking plugin passed its check: the sanitizers are not on" "$tmp/leak.log"
fi
grep -q "ERROR: LeakSanitizer: detected memory leaks" "$tmp/leak.log" ||
  fail "the leaking plugin's check failed without a LeakSanitizer report" "$tmp/leak.log"
grep -q "flawed_leak.so\|fl_create" "$tmp/leak.log" ||
  fail "the leak report does not point into the plugin" "$tmp/leak.log"
ok

# The package version is the plugin ABI's: another major is refused.
mkdir -p "$tmp/v2"
printf 'cmake_minimum_required(VERSION 3.20)\nproject(v2 C)\nfind_package(Tabula 2 REQUIRED)\n' \
  > "$tmp/v2/CMakeLists.txt"
if cmake -S "$tmp/v2" -B "$tmp/v2/build" -DCMAKE_PREFIX_PATH="$prefix" > "$tmp/v2.log" 2>&1; then
  fail "find_package(Tabula 2) accepted an ABI 1 SDK" "$tmp/v2.log"
fi
# The ABI version the installed headers declare (1.3 when this was written).
abi=$(sed -n 's/^#define TB_ABI_MAJOR \([0-9]*\)$/\1/p' "$prefix/include/tabula/game.h").$(
      sed -n 's/^#define TB_ABI_MINOR \([0-9]*\)$/\1/p' "$prefix/include/tabula/game.h")
grep -qF "version: $abi" "$tmp/v2.log" || fail "the refusal does not name ABI version $abi" "$tmp/v2.log"
ok

# Two versions, each said once: the program's release (tabula --version,
# tabula.pc's Version, TABULA_VERSION) and the ABI's (Tabula_VERSION,
# TABULA_ABI_VERSION, tabula.pc's abi_version).
release=$("$prefix/bin/tabula" --version | sed -n '1s/^tabula \([0-9][0-9.]*\).*/\1/p')
[ -n "$release" ] || fail "tabula --version names no release"
pc=$(PKG_CONFIG_PATH=$(dirname "$(find "$prefix" -name tabula.pc)") pkg-config --modversion tabula)
[ "$pc" = "$release" ] || fail "tabula.pc says $pc, tabula --version $release"
pcabi=$(PKG_CONFIG_PATH=$(dirname "$(find "$prefix" -name tabula.pc)") pkg-config --variable=abi_version tabula)
[ "$pcabi" = "$abi" ] || fail "tabula.pc's abi_version is '$pcabi', want $abi"
mkdir -p "$tmp/ver"
printf '%s\n' 'cmake_minimum_required(VERSION 3.20)' 'project(ver C)' 'find_package(Tabula REQUIRED)' \
  'message(STATUS "versions ${Tabula_VERSION} ${TABULA_VERSION} ${TABULA_ABI_VERSION}")' \
  > "$tmp/ver/CMakeLists.txt"
cmake -S "$tmp/ver" -B "$tmp/ver/build" -DCMAKE_PREFIX_PATH="$prefix" > "$tmp/ver.log" 2>&1 ||
  fail "find_package(Tabula) failed" "$tmp/ver.log"
grep -qxF -- "-- versions $abi $release $abi" "$tmp/ver.log" ||
  fail "want '-- versions $abi $release $abi' from the CMake package" "$tmp/ver.log"
ok

# -DBUILD_TESTING=OFF configures the tree without its suite.
cmake -S "$src" -B "$tmp/notests" -DBUILD_TESTING=OFF > "$tmp/notests.log" 2>&1 ||
  fail "configuring with BUILD_TESTING=OFF failed" "$tmp/notests.log"
[ ! -e "$tmp/notests/tests" ] || fail "BUILD_TESTING=OFF still configured tests/"
ok

echo "$passed passed, 0 failed"
