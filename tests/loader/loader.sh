#!/usr/bin/env bash
# loader.sh TABULA STUB_DIR PLUGIN_DIR GAMES_DIR
#
# Broken plugins and broken game files, each found through TABULA_PLUGIN_PATH
# or TABULA_GAMES: `tabula list` exits 0, prints each refusal as the one line
# loader.c (or gamefile.c, options.c, registry.c) words it, and still lists
# every real game; `tabula play` of a broken game exits 2 with that line.
#   STUB_DIR    the stub-*.so builds of tests/loader/stub.c
#   PLUGIN_DIR  the build tree's real plugin folder
#   GAMES_DIR   the build tree's real games folder
# Each may be relative to the current folder (CTest passes absolute ones).
set -u
tabula=$1 stubs=$2 real_plugins=$3 real_games=$4
# Absolute and without symbolic links, as tabula reports the plugins it
# found: the real-plugins check compares those paths with PLUGIN_DIR.
# (A TABULA without a slash is looked up on PATH, as the shell does.)
for v in tabula stubs real_plugins real_games; do
  [ "$v" = tabula ] && [[ $tabula != */* ]] && continue
  resolved=$(realpath -e -- "${!v}" 2>/dev/null) || { echo "FAIL: $v: no such path: ${!v}"; exit 1; }
  printf -v "$v" '%s' "$resolved"
done
tmp=$(mktemp -d)
trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
# Only the folders this test names: no user config, no inherited paths.
export XDG_CONFIG_HOME=$tmp/xdg HOME=$tmp/home
unset TABULA_PLUGIN_PATH TABULA_GAMES

. "$(dirname "$0")/../support/tk.sh"

# run WANT_RC CMD...: output in $tmp/out and $tmp/err; exact exit code, and
# never a sanitizer report.
run() {
  local want=$1; shift
  "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  [ "$rc" = "$want" ] && ok || bad "$*: exit $rc, expected $want; stderr: $(head -c 400 "$tmp/err")"
  if grep -qE 'Sanitizer|runtime error:' "$tmp/err"; then bad "$*: sanitizer report"; fi
}
# has_line FILE LINE: LINE is one whole line of FILE.
has_line() {
  grep -qxF -- "$2" "$1" && ok || { bad "no line: $2"; echo "  in $1:"; sed 's/^/  | /' "$1" | head -40; }
}

# ---- plugins -----------------------------------------------------------------
P=$tmp/plugins
mkdir -p "$P" "$tmp/ww-file" "$tmp/gw-file" "$tmp/ww-dir" "$tmp/dup"
for s in stub-ok noentry nullentry abi2 small nocensus noname players baddefault undefined nobotmove badpiles badsearch \
         newer-ok newer-needs newer-host manybots huge piles-census piles-old redeal-nopiles; do
  cp "$stubs/$s.so" "$P/$s.so"
done
echo "this is a text file, not a shared object" >"$P/notelf.so"
printf '\x7fELF' >"$P/truncated.so" # the magic, then nothing
# A plugin cut short (a copy still being written): dlopen would map pages
# past the end of the file and die of SIGBUS touching them.
head -c 3000 "$stubs/stub-ok.so" >"$P/cut-short.so"
cp "$stubs/stub-ok.so" "$tmp/ww-file/stub-ww.so"
cp "$stubs/stub-ok.so" "$tmp/gw-file/stub-gw.so"
cp "$stubs/stub-ok.so" "$tmp/ww-dir/stub-in-open-dir.so"
cp "$stubs/stub-ok.so" "$tmp/dup/stub-dup.so"
chmod 755 "$P" "$tmp/ww-file" "$tmp/gw-file" "$tmp/dup"
chmod 644 "$P"/*.so "$tmp/dup"/*.so "$tmp/ww-dir"/*.so
chmod 666 "$tmp/ww-file/stub-ww.so"
chmod 664 "$tmp/gw-file/stub-gw.so"
chmod 777 "$tmp/ww-dir"
export TABULA_PLUGIN_PATH="$P:$tmp/ww-file:$tmp/gw-file:$tmp/ww-dir:$tmp/dup:$tmp/no-such-folder"

# ---- game files ----------------------------------------------------------------
G=$tmp/games
mkdir -p "$G"
export TABULA_GAMES=$G
# game NAME PLUGIN [LINES...]: $G/NAME.ini, [game] on lines 1-3, line 4 blank,
# then the given lines from line 5.
game() {
  local name=$1 plugin=$2; shift 2
  { printf '[game]\nname = %s\nplugin = %s\n\n' "$name" "$plugin"; printf '%s\n' "$@"; } >"$G/$name.ini"
}
game stub-good stub-ok '[rules]' 'rounds = 2' 'fast = yes' 'mode = closed' '[deck]' 'jokers = 1'
game bad-key stub-ok '[rules]' 'rounds = 2' 'colour = red'
game bad-bool stub-ok '[rules]' 'fast = maybe'
game bad-int stub-ok '[rules]' 'rounds = three'
game bad-range stub-ok '[rules]' 'fast = no' 'rounds = 9'
game bad-enum stub-ok '[rules]' 'mode = ajar'
game bad-line stub-ok '[rules]' 'this line has no equals sign'
game bad-section stub-ok '[extras]' 'foo = 1'
game bad-twice stub-ok '[rules]' 'rounds = 2' 'rounds = 3'
game bad-deck-key stub-ok '[deck]' 'rounds = 2'
game bad-players stub-ok '[rules]' 'min_players = 4' 'max_players = 2'
game bad-text stub-ok '[rules]' 'rounds = 2' 'label = refuse'
game bad-real-key zero '[rules]' 'colour = red'
game bad-plugin no-such-plugin '[rules]'
game bad-refused noentry '[rules]'
game bad-long stub-ok '[rules]' "label = $(printf 'x%.0s' $(seq 1 5000))"
printf '[game]\nname = bad-nul\nplugin = stub-ok\n\n[rules]\nlabel = a\0b\n' >"$G/bad-nul.ini"
printf '[game]\nname = bad-game-key\nplugin = stub-ok\ncolour = red\n' >"$G/bad-game-key.ini"
printf '[game]\ntitle = No name\nplugin = stub-ok\n' >"$G/no-name.ini"
# A name is a file name in the saves folder: a-z 0-9 - _ only.
game Bad-Name stub-ok
printf '[game]\nname = ../../evil\nplugin = stub-ok\n' >"$G/evil.ini"
# Read after stub-good.ini (files are read in name order): the second one loses.
printf '[game]\nname = stub-good\nplugin = stub-ok\n' >"$G/zz-stub-good-again.ini"
# variant_of names another game that is listed: a typo, or the game itself,
# is refused at its line; a good one (read before its base) is playable.
printf '[game]\nname = bad-variant\nplugin = stub-ok\nvariant_of = stub-goood\n' >"$G/bad-variant.ini"
printf '[game]\nname = bad-self\nplugin = stub-ok\n\nvariant_of = bad-self\n' >"$G/bad-self.ini"
printf '[game]\nname = a-variant\nplugin = stub-ok\nvariant_of = stub-good\n' >"$G/a-variant.ini"

# ---- tabula list: exit 0, every refusal on its own line -------------------------
run 0 "$tabula" list
L=$tmp/out
cp "$L" "$tmp/list.txt"
L=$tmp/list.txt
has_line "$L" "Not available:"
has_line "$L" "  $P/notelf.so: refused: not a shared object (no ELF header)"
has_line "$L" "  $P/truncated.so: refused: not a shared object (no ELF header)"
grep -qxE "  $P/cut-short.so: refused: the file is cut short: 3000 bytes, where its ELF headers need [0-9]+ \(a copy or a build not finished\?\)" "$L" \
  && ok || bad "a plugin cut short: $(grep cut-short "$L")"
has_line "$L" "  $P/noentry.so: refused: not a Tabula plugin (no tabula_plugin_entry symbol)"
# This host's minor ABI, from the header it was built with.
minor=$(sed -n 's/^#define TB_ABI_MINOR \([0-9]*\)$/\1/p' "$(dirname "$0")/../../framework/include/tabula/game.h")
next=$((minor + 1))
has_line "$L" "  $P/nullentry.so: refused: its entry point refused this host (ABI 1.$minor)"
has_line "$L" "  $P/abi2.so: refused: built for plugin ABI 2.0; this tabula speaks ABI 1.x"
# A plugin of the next minor ABI: loads when the field this host does not
# know is NULL, is refused (naming the byte) when it is set; one that needs a
# newer host table refuses the host from its entry point.
grep -q "newer-ok" "$L" && bad "newer-ok (ABI 1.$next, nothing asked past 1.$minor) is refused" || ok
line=$(grep -E "^  $P/newer-needs.so: refused: built for plugin ABI 1.$next, it sets byte [0-9]+ of its descriptor, past the [0-9]+ bytes this tabula \(ABI 1.$minor\) knows$" "$L")
[ -n "$line" ] && ok || bad "newer-needs not refused: $(grep newer-needs "$L")"
# The byte named is the first one past today's descriptor.
[ "$(echo "$line" | sed -E 's/.* byte ([0-9]+) .* past the ([0-9]+) bytes.*/\1 \2/' | awk '{print $1 - $2}')" = 0 ] \
  && ok || bad "newer-needs: not the first byte past the descriptor: $line"
has_line "$L" "  $P/newer-host.so: refused: its entry point refused this host (ABI 1.$minor)"
has_line "$L" "  $P/manybots.so: refused: its descriptor names more than TB_BOTS_MAX (15) bots"
has_line "$L" "  $P/huge.so: refused: its descriptor claims 65537 bytes, more than TB_GAME_SIZE_MAX (65536)"
line=$(grep -E "^  $P/small.so: refused: its descriptor is [0-9]+ bytes, smaller than the [0-9]+ required$" "$L")
[ -n "$line" ] && ok || bad "small descriptor not refused"
sizes=$(echo "$line" | sed -E 's/.* is ([0-9]+) bytes, smaller than the ([0-9]+) required/\1 \2/')
[ "$(echo "$sizes" | awk '{print ($2 - $1)}')" = 8 ] && ok || bad "small descriptor sizes: $sizes (one pointer short expected)"
has_line "$L" "  $P/nocensus.so: refused: its descriptor lacks the required function census()"
# ABI 1.6: a plugin that declares its piles may leave census() to the host;
# the same descriptor claiming 1.5 is refused in one line, as a 1.5 host
# (census required) refuses every plugin that relies on it.
grep -q "piles-census" "$L" && bad "piles-census (ABI 1.$minor, census left to the host) is refused" || ok
has_line "$L" "  $P/piles-old.so: refused: its descriptor lacks the required function census()"
has_line "$L" "  $P/redeal-nopiles.so: refused: its descriptor has after_redeal() but the host never redeals it (no pile table, or its own determinize())"
has_line "$L" "  $P/noname.so: refused: its descriptor lacks a name, title or version"
has_line "$L" "  $P/players.so: refused: its player range 0-4 is not within 1-TB_MAX_SEATS (8)"
has_line "$L" "  $P/nobotmove.so: refused: its descriptor names bots but has no bot_move()"
has_line "$L" "  $P/badsearch.so: refused: its search options: ismcts option \"iterations=0\": iterations must be a whole number from 1 to 200000"
has_line "$L" "  $P/badpiles.so: refused: its pile table: pile 1 (hand) lies outside the state for its most seats"
has_line "$L" "  $P/baddefault.so: refused: default of [rules] rounds is invalid: rounds must be a whole number from 1 to 5, not \"9\""
grep -qxE "  $P/undefined.so: refused: cannot load: .*undefined symbol: stub_missing_function.*" "$L" \
  && ok || bad "undefined symbol not refused by dlopen"
has_line "$L" "  $tmp/ww-file/stub-ww.so: refused: writable by others (chmod go-w to trust it)"
has_line "$L" "  $tmp/gw-file/stub-gw.so: refused: writable by its group (chmod go-w to trust it)"
has_line "$L" "  $tmp/ww-dir: refused: writable by others (chmod go-w to trust it)"
grep -q "stub-in-open-dir" "$L" && bad "a plugin inside a world-writable folder was opened" || ok
has_line "$L" "  $tmp/dup/stub-dup.so: refused: plugin \"stub-ok\" is already loaded from $P/stub-ok.so"
grep -q "no-such-folder" "$L" && bad "a missing folder is reported" || ok

# Broken game files: listed as broken with file:line, the good one listed.
grep -qE '^stub-good +Stub|^stub-good ' "$L" && ok || bad "stub-good is not listed as playable"
grep -qE '^a-variant ' "$L" && ok || bad "a-variant (variant_of = stub-good) is not listed as playable"
declare -A why=(
  [bad-key]="$G/bad-key.ini:7: unknown key \"colour\" in [rules] for plugin stub-ok"
  [bad-bool]="$G/bad-bool.ini:6: fast must be true or false, not \"maybe\""
  [bad-int]="$G/bad-int.ini:6: rounds must be a whole number from 1 to 5, not \"three\""
  [bad-range]="$G/bad-range.ini:7: rounds must be a whole number from 1 to 5, not \"9\""
  [bad-enum]="$G/bad-enum.ini:6: mode must be one of open|closed, not \"ajar\""
  [bad-line]="$G/bad-line.ini:6: malformed line (expected [section] or key = value)"
  [bad-section]="$G/bad-section.ini:5: unknown section [extras]"
  [bad-twice]="$G/bad-twice.ini:7: key \"rounds\" is given twice in [rules]"
  [bad-deck-key]="$G/bad-deck-key.ini:6: unknown key \"rounds\" in [deck] for plugin stub-ok"
  [bad-players]="$G/bad-players.ini:7: min_players 4 is above max_players 2"
  [bad-text]="$G/bad-text.ini:7: label must not be \"refuse\""
  [bad-real-key]="$G/bad-real-key.ini:6: unknown key \"colour\" in [rules] for plugin zero"
  [bad-plugin]="$G/bad-plugin.ini: plugin \"no-such-plugin\" is not installed"
  [bad-refused]="$G/bad-refused.ini: plugin \"noentry\" was refused: $P/noentry.so: refused: not a Tabula plugin (no tabula_plugin_entry symbol)"
  [bad-long]="$G/bad-long.ini:6: line too long (at most 198 bytes)"
  [bad-nul]="$G/bad-nul.ini:6: NUL byte in line"
  [bad-game-key]="$G/bad-game-key.ini:4: unknown key \"colour\" in [game]"
  [Bad-Name]="$G/Bad-Name.ini:2: a game name is 1 to 64 lowercase letters, digits, \"-\" and \"_\", not \"Bad-Name\""
  [bad-variant]="$G/bad-variant.ini:4: variant_of names no game: \"stub-goood\" (tabula list shows the names)"
  [bad-self]="$G/bad-self.ini:5: variant_of names this game itself"
)
for name in "${!why[@]}"; do
  has_line "$L" "  $name: ${why[$name]}"
  grep -qE "^$name " "$L" && bad "$name is listed as playable" || ok
  run 2 "$tabula" play "$name" --ui text
  has_line "$tmp/err" "tabula play: ${why[$name]}"
  [ "$(wc -l <"$tmp/err")" = 1 ] && ok || bad "play $name: stderr is not one line"
done
has_line "$L" "  (unnamed): $G/no-name.ini: [game] needs a name"
has_line "$L" "  ../../evil: $G/evil.ini:2: a game name is 1 to 64 lowercase letters, digits, \"-\" and \"_\", not \"../../evil\""
has_line "$L" "  $G/zz-stub-good-again.ini: game \"stub-good\" is already defined in $G/stub-good.ini"

# The real games still list, none broken.
run 0 "$tabula" list --json
cp "$tmp/out" "$tmp/list.json"
python3 - "$tmp/list.json" "$real_plugins" "$real_games" >"$tmp/py" 2>&1 <<'EOF' && ok || bad "real games: $(cat "$tmp/py")"
import json, os, sys, configparser
d = json.load(open(sys.argv[1]))
plugins, games = sys.argv[2], sys.argv[3]
listed = {g["name"]: g for g in d["games"]}
want = 0
for f in sorted(os.listdir(games)):
    if not f.endswith(".ini"):
        continue
    ini = configparser.RawConfigParser(strict=False)
    ini.read(os.path.join(games, f))
    name, plugin = ini["game"]["name"], ini["game"]["plugin"]
    if not os.path.exists(os.path.join(plugins, plugin + ".so")):
        continue  # a plugin still being written
    want += 1
    g = listed.get(name)
    assert g is not None, f"{name} is not listed"
    assert g["error"] is None, f"{name} is broken: {g['error']}"
assert want >= 4, f"only {want} real games found in {games}"
# Compared resolved, whatever symbolic links lie on either path.
inside = os.path.join(os.path.realpath(plugins), "")
real = [p["name"] for p in d["plugins"] if os.path.realpath(p["path"]).startswith(inside)]
assert len(real) >= 4, f"real plugins: {real}"
# The plugin of the next minor ABI that asks for nothing new is loaded.
assert "newer-ok" in [p["name"] for p in d["plugins"]], "newer-ok is not among the plugins"
EOF

# Empty folders on both paths: nothing to list there, nothing refused.
mkdir -p "$tmp/empty"
TABULA_PLUGIN_PATH=$tmp/empty TABULA_GAMES=$tmp/empty run 0 "$tabula" list
grep -q "^zero " "$tmp/out" && ok || bad "with empty folders on the paths the real games are not listed"
grep -q "Not available" "$tmp/out" && bad "empty folders are reported as broken" || ok

# `tabula check` of a refused plugin file names the refusal (exit 2).
run 2 "$tabula" check "$P/abi2.so"
has_line "$tmp/err" "tabula check: $P/abi2.so: refused: built for plugin ABI 2.0; this tabula speaks ABI 1.x"
run 2 "$tabula" check "$tmp/ww-file/stub-ww.so"
has_line "$tmp/err" "tabula check: $tmp/ww-file/stub-ww.so: refused: writable by others (chmod go-w to trust it)"

# ---- --set and --config on a good game -----------------------------------------------
play_set() { # want_message, --set value
  run 2 "$tabula" play stub-good --ui text --set "$2"
  has_line "$tmp/err" "tabula play: $1"
}
play_set '--set takes key=value, not "rounds"' rounds
play_set '--set takes key=value, not "=3"' =3
play_set '--set takes key=value, not ""' ''
play_set 'unknown option "nosuch" for plugin stub-ok' nosuch=1
play_set 'rounds must be a whole number from 1 to 5, not "0"' rounds=0
play_set 'rounds must be a whole number from 1 to 5, not "2x"' rounds=2x
play_set 'rounds must be a whole number from 1 to 5, not "99999999999999999999"' rounds=99999999999999999999
play_set 'fast must be true or false, not ""' fast=
play_set 'mode must be one of open|closed, not "ajar"' mode=ajar
play_set 'jokers must be a whole number from 0 to 2, not "3"' jokers=3
play_set '--set key is too long' "$(printf 'k%.0s' $(seq 1 200))=1"
play_set 'max_players must be a whole number from 2 to 4, not "5"' max_players=5
run 2 "$tabula" play stub-good --ui text --set min_players=4 --set max_players=3
has_line "$tmp/err" "tabula play: min_players 4 is above max_players 3"
# Good values pass the options and reach the plugin (which cannot play).
run 2 "$tabula" play stub-good --ui text --set rounds=5 --set FAST=on --set mode=OPEN --set label=
has_line "$tmp/err" "tabula play: stub-ok: cannot start: the stub plugin only proves the loader; it cannot play"

printf '[rules]\nrounds = 7\n' >"$tmp/cfg-range.ini"
run 2 "$tabula" play stub-good --ui text --config "$tmp/cfg-range.ini"
has_line "$tmp/err" "tabula play: $tmp/cfg-range.ini:2: rounds must be a whole number from 1 to 5, not \"7\""
printf '# a config file\n[game]\nname = sneaky\n' >"$tmp/cfg-game.ini"
run 2 "$tabula" play stub-good --ui text --config "$tmp/cfg-game.ini"
has_line "$tmp/err" "tabula play: $tmp/cfg-game.ini:2: unknown section [game] (a config file holds [rules] and [deck])"
run 2 "$tabula" play stub-good --ui text --config "$tmp/no-such.ini"
# (line 0: the file as a whole, as tests/framework/test_gamefile.c expects)
has_line "$tmp/err" "tabula play: $tmp/no-such.ini: cannot open the file: No such file or directory"
printf '[rules]\nrounds = 2\n' >"$tmp/cfg-ok.ini"
run 2 "$tabula" play stub-good --ui text --config "$tmp/cfg-ok.ini" --set rounds=9
has_line "$tmp/err" "tabula play: rounds must be a whole number from 1 to 5, not \"9\""

# A plugin named without a slash is the file in this folder, never one of
# the system's libraries: a copy of Zero named libm.so.6 is checked as Zero.
mkdir -p "$tmp/here" && cp "$real_plugins/zero.so" "$tmp/here/libm.so.6"
chmod 755 "$tmp/here" && chmod 644 "$tmp/here/libm.so.6"
pushd "$tmp/here" >/dev/null
run 0 "$tabula" check libm.so.6 --games 1
grep -qE "^tabula check: libm.so.6 passed: 2 games, " "$tmp/out" && ok || bad "check libm.so.6: $(cat "$tmp/out" "$tmp/err")"
popd >/dev/null

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
