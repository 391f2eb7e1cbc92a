#!/usr/bin/env bash
# sdk_eights.sh BUILD SOURCE [CC] — the out-of-tree SDK test.
#
#  1. cmake --install BUILD into a scratch prefix (the SDK: headers, CMake
#     package, pkg-config file, and the tabula program itself);
#  2. build the installed copy of plugins/eights (share/doc/tabula/examples/
#     crazy-eights, the example the designer guide walks through) out of
#     tree against that prefix, once with CMake (find_package(Tabula) +
#     tabula_add_plugin) and once with a bare compiler and
#     `pkg-config --cflags tabula`;
#  3. run the INSTALLED tabula with TABULA_PLUGIN_PATH on the out-of-tree
#     build and TABULA_GAMES on a copy of crazy-eights.ini named eights-sdk,
#     and play a whole bot game.
# The in-tree eights.so is taken out of the scratch prefix first: two
# plugins of one name cannot both load, and `tabula list --json` must show
# the out-of-tree file as the one in use.
set -euo pipefail
. "$(dirname "$0")/sdk_lib.sh" "$@"

# ---- 1. install ------------------------------------------------------------
prefix=$tmp/prefix
cmake --install "$build" --prefix "$prefix" > "$tmp/install.log" 2>&1 ||
  fail "cmake --install failed" "$tmp/install.log"
[ -x "$prefix/bin/tabula" ] || fail "no installed bin/tabula"
[ -f "$prefix/include/tabula/tabula.h" ] || fail "no installed include/tabula/tabula.h"
# Eights calls aux.h's shared helpers: it installs with the core headers, alone
# (the helpers only one game used live in that game now).
[ -f "$prefix/include/tabula/aux.h" ] || fail "no installed include/tabula/aux.h"
for h in aux_moves.h aux_rounds.h; do
  [ ! -e "$prefix/include/tabula/$h" ] || fail "include/tabula/$h is installed, yet is no longer part of the SDK"
done
# The example as the SDK installs it: the plugin's files and its game file.
ex=$(find "$prefix" -type d -path '*/doc/tabula/examples/crazy-eights' | head -n 1)
[ -n "$ex" ] || fail "no installed examples/crazy-eights"
for f in eights.c eights.h CMakeLists.txt crazy-eights.ini po/pl.po po/es.po; do
  [ -f "$ex/$f" ] || fail "examples/crazy-eights/$f is not installed"
  cmp -s "$ex/$f" "$src/plugins/eights/$f" || cmp -s "$ex/$f" "$src/games/$f" ||
    fail "examples/crazy-eights/$f is not the tree's"
done
plugdir=$(find "$prefix" -type d -path '*/tabula/plugins' | head -n 1)
[ -n "$plugdir" ] && [ -f "$plugdir/eights.so" ] || fail "no installed plugin folder with eights.so"
rm -f "$plugdir/eights.so"
ok

# ---- 2a. out of tree with CMake ----------------------------------------------
oot=$tmp/oot
cmake -S "$ex" -B "$oot" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_C_COMPILER="$cc" > "$tmp/configure.log" 2>&1 ||
  fail "configuring plugins/eights against the installed SDK failed" "$tmp/configure.log"
cmake --build "$oot" > "$tmp/build.log" 2>&1 || fail "building out of tree failed" "$tmp/build.log"
[ -f "$oot/eights.so" ] || fail "the out-of-tree build made no eights.so" "$tmp/build.log"
if command -v nm > /dev/null; then
  syms=$(nm -D --defined-only "$oot/eights.so" | awk '{print $3}' | grep -v '^_' | tr '\n' ' ')
  [ "$syms" = "tabula_plugin_entry " ] || fail "eights.so exports more than its entry point: $syms"
fi
# tabula_add_plugin also installs the plugin into the SDK's plugin folder.
DESTDIR=$tmp/stage cmake --install "$oot" > "$tmp/oot-install.log" 2>&1 ||
  fail "installing the out-of-tree plugin failed" "$tmp/oot-install.log"
[ -f "$tmp/stage$plugdir/eights.so" ] || fail "the plugin did not install into $plugdir"
ok

# ---- 2b. out of tree with pkg-config and a bare compiler ----------------------
pcdir=$(dirname "$(find "$prefix" -name tabula.pc | head -n 1)")
[ -f "$pcdir/tabula.pc" ] || fail "no installed tabula.pc"
# The .pc file locates its prefix from where it lies: no --define-variable.
cflags=$(PKG_CONFIG_PATH=$pcdir pkg-config --cflags tabula)
mkdir -p "$tmp/pc"
"$cc" -std=c17 -O2 -Wall -Wextra -fPIC -shared -fvisibility=hidden $cflags \
  "$ex"/*.c -o "$tmp/pc/eights.so" -Wl,-z,defs > "$tmp/pc.log" 2>&1 ||
  fail "building with pkg-config --cflags tabula failed ($cflags)" "$tmp/pc.log"
ok

# ---- 3. the installed tabula plays the out-of-tree plugin ------------------------
mkdir -p "$tmp/games" "$tmp/xdg"
sed -e 's/^name = crazy-eights$/name = eights-sdk/' \
    -e 's/^title = .*/title = Crazy Eights (SDK build)/' \
    "$ex/crazy-eights.ini" > "$tmp/games/eights-sdk.ini"
grep -q '^name = eights-sdk$' "$tmp/games/eights-sdk.ini" || fail "could not rename the game"
chmod go-w "$tmp/games/eights-sdk.ini" "$oot/eights.so" "$tmp/pc/eights.so"
export TABULA_GAMES=$tmp/games XDG_CONFIG_HOME=$tmp/xdg HOME=$tmp

for dir in "$oot" "$tmp/pc"; do
  export TABULA_PLUGIN_PATH=$dir
  "$prefix/bin/tabula" list --json > "$tmp/list.json" 2> "$tmp/list.err" ||
    fail "tabula list failed" "$tmp/list.err"
  python3 - "$tmp/list.json" "$dir/eights.so" <<'PY' || fail "tabula list --json is not as expected" "$tmp/list.json"
import json, os, sys
r = json.load(open(sys.argv[1]))
want = os.path.realpath(sys.argv[2])
eights = [p for p in r["plugins"] if p["name"] == "eights"]
assert len(eights) == 1, eights
assert os.path.realpath(eights[0]["path"]) == want, (eights[0]["path"], want)
games = {g["name"]: g for g in r["games"]}
g = games.get("eights-sdk")
assert g and g["plugin"] == "eights" and g["error"] is None, g
assert not [f for f in r["failed"] if "eights" in f["path"]], r["failed"]
PY
  ok
  "$prefix/bin/tabula" play eights-sdk --seat 1=greedy --seat 2=random --ui text --seed 11 \
    --result-json "$tmp/result.json" < /dev/null > "$tmp/play.log" 2>&1 ||
    fail "the installed tabula could not play eights-sdk from $dir" "$tmp/play.log"
  python3 - "$tmp/result.json" <<'PY' || fail "the result JSON is not as expected" "$tmp/result.json"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["game"] == "eights-sdk", r["game"]
assert [p["kind"] for p in r["players"]] == ["bot:greedy", "bot:random"], r["players"]
assert r["end"] in ("normal", "turn_limit"), r["end"]
assert len(r["rounds_detail"]) == 1 and r["turns"] > 0, r
assert all(sum(p["rounds"]) == p["total"] for p in r["players"]), r["players"]
PY
  ok
done
"$prefix/bin/tabula" check eights-sdk --games 3 > "$tmp/check.log" 2>&1 ||
  fail "tabula check eights-sdk failed" "$tmp/check.log"
ok

echo "$passed passed, 0 failed"
