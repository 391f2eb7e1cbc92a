#!/usr/bin/env bash
# saves.sh TABULA DRIVE.PY GAME SEED KILL_AFTER
#
# A saved game survives its program being killed, and a save that was
# tampered with or cut short is refused:
#   1. `tabula play GAME --ui text --save F` with two human seats, fed one line
#      at a time (drive.py waits for each prompt); after every move F already
#      holds it; after KILL_AFTER moves the program is SIGKILLed at a prompt.
#   2. F holds exactly those moves, ends with its end line, and no temporary
#      file is left beside it.
#   3. `tabula play --load F` resumes at the same seat and plays to the end
#      (exit 0); `tabula replay F` exits 0 and `replay --json` gives the same
#      result as the resumed game's --result-json.
#   4. One move edited into one that is not legal at its point: replay exits
#      1 naming F:LINE, the move's number and its text; play --load exits 2.
#   5. F cut short (no end line; a half line): play --load and replay exit 2.
#   6. F as an editor may leave it (Windows line ends, trailing blanks, blank
#      lines, comments) replays to the same result; a negative seed is refused.
set -u
tabula=$1 drive=$2 game=$3 seed=$4 kill_after=$5
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CONFIG_HOME=$tmp/xdg
. "$(dirname "$0")/../support/tk.sh"
F=$tmp/game.save

# ---- 1. play slowly, then SIGKILL at a prompt ----------------------------------
python3 "$drive" --moves "$kill_after" --kill --save "$F" --seed "$seed" -- \
  "$tabula" play "$game" --ui text --seat 1=human --seat 2=human --seed "$seed" --save "$F" \
  >"$tmp/first.json" 2>"$tmp/first.err"
[ $? = 0 ] && ok || bad "first part: $(cat "$tmp/first.err")"
[ "$(json "$tmp/first.json" "d['killed'], len(d['moves'])")" = "(True, $kill_after)" ] \
  && ok || bad "first part did not play $kill_after moves and get killed: $(head -c 300 "$tmp/first.json")"

# ---- 2. the save holds exactly the moves played -----------------------------------
python3 - "$tmp/first.json" "$F" <<'EOF' && ok || bad "save after SIGKILL does not hold the moves played"
import json, sys
d = json.load(open(sys.argv[1]))
lines = open(sys.argv[2]).read().split("\n")
assert lines[0] == "tabula-save 1", lines[0]
assert lines[-2:] == ["end", ""], lines[-3:]
moves = [l[5:] for l in lines if l.startswith("move ")]
assert moves == [m["text"] for m in d["moves"]], (moves, d["moves"])
EOF
ls "$tmp" | grep -q '\.tmp\.' && bad "a temporary save file was left behind: $(ls "$tmp")" || ok

# ---- 3. resume to the end; replay agrees ---------------------------------------------
python3 "$drive" --save "$F" --seed "$((seed + 1))" -- \
  "$tabula" play --load "$F" --ui text --result-json "$tmp/result.json" \
  >"$tmp/second.json" 2>"$tmp/second.err"
[ $? = 0 ] && ok || bad "resume: $(cat "$tmp/second.err")"
[ "$(json "$tmp/second.json" "d['killed'], d['exit'], len(d['moves']) > 0")" = "(False, 0, True)" ] \
  && ok || bad "the resumed game did not play to its end with exit 0: $(head -c 300 "$tmp/second.json")"
[ "$(json "$tmp/first.json" "d['last_seat']")" = "$(json "$tmp/second.json" "d['first_seat']")" ] \
  && ok || bad "the resumed game does not ask the seat that was to move when it was killed"
[ "$(tail -n 1 "$F")" = end ] && ok || bad "the finished save does not end with its end line"
total=$(grep -c '^move ' "$F")
[ "$total" = "$(json "$tmp/second.json" "$kill_after + len(d['moves'])")" ] && ok \
  || bad "the finished save holds $total moves"
"$tabula" replay "$F" >"$tmp/replay.txt" 2>"$tmp/replay.err"
[ $? = 0 ] && ok || bad "replay of the finished save: $(cat "$tmp/replay.err")"
grep -q "Result of $game" "$tmp/replay.txt" && ok || bad "replay prints no result"
grep -q "stops before the end" "$tmp/replay.txt" && bad "replay says the game is unfinished" || ok
"$tabula" replay "$F" --json >"$tmp/replay.json" 2>"$tmp/replay.err"
[ $? = 0 ] && ok || bad "replay --json: $(cat "$tmp/replay.err")"
python3 - "$tmp/replay.json" "$tmp/result.json" <<'EOF' && ok || bad "replay --json differs from the resumed game's result"
import json, sys
a, b = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
assert a == b, (a, b)
assert a["end"] in ("normal", "turn_limit", "stuck"), a["end"]
EOF

# ---- 4. a move edited into an illegal one -----------------------------------------------
# Move N (the first one played after the resume) becomes a move that was listed
# one turn earlier but is not listed at its own turn: not legal there.
python3 - "$tmp/first.json" "$tmp/second.json" "$F" "$tmp/edited.save" "$kill_after" \
  >"$tmp/edit.txt" <<'EOF' || bad "could not find a move to make illegal"
import json, sys
first, second = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
src, dst, k = sys.argv[3], sys.argv[4], int(sys.argv[5])
moves = first["moves"] + second["moves"]
for n in range(max(k, 1), len(moves)):           # 0-based index of the move to edit
    now = set(moves[n]["listed"])
    for cand in moves[n - 1]["listed"] + moves[n - 2]["listed"] if n >= 2 else moves[n - 1]["listed"]:
        if cand not in now:
            break
    else:
        continue
    break
else:
    sys.exit(1)
lines = open(src).read().split("\n")
idx = [i for i, l in enumerate(lines) if l.startswith("move ")][n]
lines[idx] = "move " + cand
open(dst, "w").write("\n".join(lines))
print(idx + 1, n + 1, cand)
EOF
read -r line number cand <"$tmp/edit.txt"
"$tabula" replay "$tmp/edited.save" >"$tmp/out" 2>"$tmp/err"
[ $? = 1 ] && ok || bad "replay of an edited save: exit not 1: $(cat "$tmp/err")"
grep -qF "tabula replay: $tmp/edited.save:$line: move $number \"$cand\" no longer applies: " "$tmp/err" \
  && ok || bad "replay does not name the edited move (line $line, move $number, $cand): $(cat "$tmp/err")"
[ "$(wc -l <"$tmp/err")" = 1 ] && ok || bad "replay's message is not one line"
"$tabula" play --load "$tmp/edited.save" --ui text </dev/null >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && ok || bad "play --load of an edited save: exit not 2"
grep -qF "tabula play: $tmp/edited.save:$line: move $number \"$cand\" no longer applies: " "$tmp/err" \
  && ok || bad "play --load does not name the edited move: $(cat "$tmp/err")"

# ---- 5. a save cut short is refused ------------------------------------------------------
head -n -1 "$F" >"$tmp/no-end.save"
head -c -7 "$F" >"$tmp/half-line.save"
for v in play replay; do
  if [ $v = play ]; then cmd=(play --load); else cmd=(replay); fi
  "$tabula" "${cmd[@]}" "$tmp/no-end.save" </dev/null >"$tmp/out" 2>"$tmp/err"
  [ $? = 2 ] && ok || bad "$v of a save without its end line: exit not 2"
  grep -qxF "tabula $v: $tmp/no-end.save: truncated save (no end line)" "$tmp/err" && ok \
    || bad "$v: no truncation message: $(cat "$tmp/err")"
  "$tabula" "${cmd[@]}" "$tmp/half-line.save" </dev/null >"$tmp/out" 2>"$tmp/err"
  [ $? = 2 ] && ok || bad "$v of a save cut mid-line: exit not 2"
  grep -qE "^tabula $v: $tmp/half-line.save:[0-9]+: truncated save \(the last line is cut off\)$" "$tmp/err" \
    && ok || bad "$v: no cut-off message: $(cat "$tmp/err")"
done
# ---- 6. a save as an editor leaves it ---------------------------------------------------
# Windows line ends, blanks at line ends, blank lines (one after the end line
# too) and comments: the same game, the same result; a negative seed is refused.
python3 - "$F" "$tmp/edited-by-hand.save" "$tmp/negative-seed.save" <<'EOF2' || bad "could not write the hand-edited saves"
import sys
lines = open(sys.argv[1]).read().split("\n")[:-1]
out = []
for i, l in enumerate(lines):
    if i == 2:
        out.append("# kept from Tuesday's game")
    out.append(l + ("  " if i % 3 == 1 else ""))
    if i == 4:
        out.append("")
open(sys.argv[2], "wb").write(("\r\n".join(out) + "\r\n\r\n").encode())
open(sys.argv[3], "w").write("\n".join("seed -1" if l.startswith("seed ") else l for l in lines) + "\n")
EOF2
"$tabula" replay "$tmp/edited-by-hand.save" --json >"$tmp/by-hand.json" 2>"$tmp/err"
[ $? = 0 ] && ok || bad "replay of a save edited by hand: $(cat "$tmp/err")"
cmp -s "$tmp/by-hand.json" "$tmp/replay.json" && ok \
  || bad "the save edited by hand replays to another result"
"$tabula" replay "$tmp/negative-seed.save" >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && grep -qxF "tabula replay: $tmp/negative-seed.save:4: corrupted save: bad seed \"-1\"" "$tmp/err" \
  && ok || bad "a negative seed is not refused: $(cat "$tmp/err")"

# The finished game loaded from a file edited by hand is shown, and the file
# stays as its writer left it (comments, Windows line ends): nothing is
# played, so nothing is written.
cp "$tmp/edited-by-hand.save" "$tmp/look.save"
"$tabula" play --load "$tmp/look.save" --ui text --no-stats </dev/null >"$tmp/out" 2>"$tmp/err"
[ $? = 0 ] && ok || bad "play --load of a finished save edited by hand: $(cat "$tmp/err")"
cmp -s "$tmp/look.save" "$tmp/edited-by-hand.save" && ok \
  || bad "play --load rewrote a finished save edited by hand"

# Nothing above may have touched the finished save.
"$tabula" replay "$F" >/dev/null 2>&1 && ok || bad "the finished save no longer replays"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
