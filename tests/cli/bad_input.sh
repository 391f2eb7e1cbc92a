#!/usr/bin/env bash
# bad_input.sh TABULA DATA_DIR TABLE.tsv [MIN_ROWS [PART/PARTS]]
#
# PART/PARTS (e.g. 2/3) runs only every PARTS-th row from the PART-th, so
# CTest can run the battery as several tests side by side: under the
# sanitizers the whole table takes minutes.  MIN_ROWS counts the whole table.
#
# The bad input battery: every row of TABLE.tsv (see its header) runs tabula
# once and must give exactly the exit code it names (a crash is 128+signal),
# the messages it names, a one-line message for exit 2, and never a
# sanitizer report.  The generated inputs (a 1 MB line, NUL bytes, random
# bytes, saves derived from a fresh one) are written first into a temporary
# folder, @TMP@ in the table.
set -u
tabula=$1 data=$2 table=$3 min_rows=${4:-150} part=${5:-1/1}
parts=${part#*/} part=${part%/*}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CONFIG_HOME=$tmp/xdg
unset TABULA_PLUGIN_PATH TABULA_GAMES
# Sanitizer builds: report everything, exit with a code no row expects.
export ASAN_OPTIONS=${ASAN_OPTIONS:-exitcode=86} UBSAN_OPTIONS=${UBSAN_OPTIONS:-exitcode=87:print_stacktrace=1}

# ---- generated inputs ---------------------------------------------------------
python3 - "$tmp" <<'EOF'
import random, sys
t = sys.argv[1]
def w(name, data):
    with open(f"{t}/{name}", "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())
w("long-line.txt", "x" * (1 << 20) + "\n")
w("line-4096.txt", "x" * 4096 + "\n")
w("line-4095.txt", "x" * 4095 + "\n")
w("nul-line.txt", b"swap\0 r1 r2\n\0\0\0\n")
rng = random.Random(20240601)  # fixed: the same bytes on every run
w("random.bin", bytes(rng.randrange(256) for _ in range(65536)))
w("garbage.txt", "garbage\nswap\nplay\n%s%n%x%p\n\U0001F4A5 \u00e9\u00e8\n" + "w " * 1500 + "\n"
  "-1\n0\n99999999999999999999999\n[main]\n# comment\n;\n=\n\"quoted\"\n")
w("blank.txt", "\n \n\t\n\r\n")
w("escape.txt", "\x1b[2J\x1b]0;title\x07\n\x08\x08\x08\n\x7f\n")
w("commands.txt", "help\nshow\nmoves\nMOVES\n  help  \n")
w("crlf-quit.txt", "moves\r\nquit\r\n")
w("quit.txt", "quit\n")
w("zero-moves.txt", "swap\nswap r1\nswap r1 r1 r1\nswap zz r1\nknock now\nknock 1\n")
w("absolute-moves.txt", "play\nplay -8o\nmeld -8o +5s +3d\n+99q\ndraw deck deck\ndiscard\n-0o\n")
w("ff-moves.txt", "play\nplay 1\n17\nplay 999 up\nplay 17 sideways\nend\nend now\n")
w("eights-moves.txt", "play\nplay 1h\nplay 8h\nplay 8h x\nplay Zz\ndraw draw\npass pass\n")
w("nul.ini", b"[rules]\nhand_size = 9\0\n")
w("long.ini", "[rules]\nhand_size = " + "9" * 5000 + "\n")
w("nul-deck.txt", b"[main]\nr1\0 r2\n")
w("esc-deck.txt", b"[main]\nr1 \x1b[2J\x07 r2\n")  # quoted, never sent to the terminal raw
w("bom-deck.txt", b"\xef\xbb\xbf[main]\nr1 r2\n")  # a Windows editor's byte order mark
w("not-elf.so", "not a shared object\n")
EOF
chmod 644 "$tmp/not-elf.so"
LONG_CARDS=$(printf 'r1 %.0s' $(seq 1 30000))

# A real save, and saves broken in ways only a real one can show.
"$tabula" play zero-duel --ui text --seat 1=random --seat 2=random --seed 3 --save "$tmp/ok.save" \
  </dev/null >/dev/null 2>"$tmp/setup.err" || { echo "FAIL: cannot make a save: $(cat "$tmp/setup.err")"; exit 1; }
grep -qx end "$tmp/ok.save" || { echo "FAIL: the save has no end line"; exit 1; }
head -n -1 "$tmp/ok.save" >"$tmp/truncated.save"
{ head -n 3 "$tmp/ok.save"; printf 'seed 3\0\n'; tail -n +5 "$tmp/ok.save"; } >"$tmp/nul.save"
sed 's/^plugin zero .*/plugin zero 0.0.0-old/' "$tmp/ok.save" >"$tmp/old-version.save"
sed 's/^game zero-duel$/game no-such-game/' "$tmp/ok.save" >"$tmp/game-gone.save"
sed 's/^option hand_size .*/option hand_size 999/' "$tmp/ok.save" >"$tmp/bad-option.save"
sed '5a option colour red' "$tmp/ok.save" >"$tmp/unknown-option.save"
sed '5a stack main 1 r1 zz' "$tmp/ok.save" >"$tmp/bad-stack.save"
sed '8a option hand_size 8' "$tmp/ok.save" >"$tmp/option-twice.save"
sed 's/^seat 2 random /seat 99999 random /' "$tmp/ok.save" >"$tmp/seat-far.save"
sed -e 's/^seat 1 random /seat 1 human /' -e '/^seat 1 /a level 1 easy' "$tmp/ok.save" >"$tmp/level-human.save"
sed 's/^seat 2 random /seat 2 deep-blue /' "$tmp/ok.save" >"$tmp/bad-bot.save"
sed -e 's/^players 2$/players 3/' -e '/^seat 2 /a seat 3 random Cy' "$tmp/ok.save" >"$tmp/three-players.save"
sed "s/^seat 1 random .*/seat 1 random A$(printf '\033')[31mRED/" "$tmp/ok.save" >"$tmp/esc-name.save"
sed 's/^seat 1 random .*/seat 1 random /' "$tmp/ok.save" >"$tmp/empty-name.save"
{ printf '\357\273\277'; cat "$tmp/ok.save"; } >"$tmp/bom.save"
printf 'tabula-save 1\ngame zero-duel\nend garbage\n' >"$tmp/end-garbage.save"
sed 's/^seat 2 /seat 3 /' "$tmp/ok.save" >"$tmp/seat-beyond.save"
awk '/^move / && !done { print "move \377\376"; done = 1; next } { print }' "$tmp/ok.save" \
  >"$tmp/not-utf8-move.save"
for f in old-version game-gone bad-option unknown-option bad-stack bad-bot three-players esc-name empty-name \
    bom not-utf8-move seat-beyond option-twice seat-far level-human; do
  cmp -s "$tmp/ok.save" "$tmp/$f.save" && { echo "FAIL: could not derive $f.save"; exit 1; }
done

# ---- the table ------------------------------------------------------------------
pass=0 fail=0 ok=1 name=setup
bad() { ok=0; echo "FAIL [$name]: $*"; }
# contains FILE "a && b": every substring is in FILE.
contains() {
  local file=$1 rest=$2 part
  while :; do
    part=${rest%% && *}
    grep -qF -- "$part" "$file" || { echo "missing: $part"; return 1; }
    [ "$part" = "$rest" ] && return 0
    rest=${rest#* && }
  done
}
subst() {
  local s=$1
  s=${s//@TMP@/$tmp}
  s=${s//@DATA@/$data}
  s=${s//@LONG_CARDS@/\'$LONG_CARDS\'}
  printf '%s' "$s"
}

rows=0
while IFS=$'\t' read -r name args stdin want err_sub out_sub; do
  case $name in ''|'#'*) continue ;; esac
  rows=$((rows + 1))
  [ $(((rows - 1) % parts + 1)) = "$part" ] || continue
  args=$(subst "$args")
  err_sub=$(subst "$err_sub")
  out_sub=$(subst "$out_sub")
  [ "$stdin" = - ] && stdin=/dev/null || stdin=$(subst "$stdin")
  eval "set -- $args"
  timeout -k 5 120 "$tabula" "$@" <"$stdin" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  ok=1
  [ "$rc" = "$want" ] || { bad "exit $rc, expected $want ($([ "$rc" = 124 ] && echo timed out || echo "$(head -c 300 "$tmp/err")"))"; }
  if grep -qaE 'Sanitizer|runtime error:|LeakSanitizer' "$tmp/err"; then bad "sanitizer report: $(grep -aE 'ERROR|runtime error' "$tmp/err" | head -2)"; fi
  if [ "$err_sub" != - ] && ! msg=$(contains "$tmp/err" "$err_sub"); then
    bad "stderr $msg; it was: $(head -c 400 "$tmp/err")"
  fi
  if [ "$out_sub" != - ] && ! msg=$(contains "$tmp/out" "$out_sub"); then
    bad "stdout $msg; it began: $(head -c 300 "$tmp/out" | tr -c '[:print:]\n' '?')"
  fi
  lines=$(wc -l <"$tmp/err")
  if [ "$want" = 2 ] && [ "$lines" != 1 ]; then bad "stderr has $lines lines, not one: $(head -c 400 "$tmp/err")"; fi
  if [ "$want" = 0 ] && [ -s "$tmp/err" ]; then bad "stderr is not empty: $(head -c 300 "$tmp/err")"; fi
  [ "$ok" = 1 ] && pass=$((pass + 1)) || fail=$((fail + 1))
done <"$table"

name=table
[ "$rows" -ge "$min_rows" ] || { bad "only $rows rows read from $table"; fail=$((fail + 1)); }
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
