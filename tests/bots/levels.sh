#!/usr/bin/env bash
# levels.sh TABULA — the levels for people: every shipped game takes
# easy, normal and hard at any seat (sim, play, ladder); a level plays
# exactly as the spec it stands for, which a game file's [bots] can change;
# novice's options and their errors; the unknown-bot message lists them.
set -u
T=$1
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
. "$(dirname "$0")/../support/tk.sh"
json() { python3 -c "import json,sys; d=json.load(sys.stdin); print(eval(sys.argv[1]))" "$1"; }

# ---- every shipped game, every level, at every seat --------------------------
for game in face-to-face zero-duel zero crazy-eights absolute-quick absolute; do
  players=2; [ "$game" = zero ] && players=3
  seats="--seat 1=easy --seat 2=normal"; want="['easy', 'normal']"
  [ $players = 3 ] && { seats="$seats --seat 3=hard"; want="['easy', 'normal', 'hard']"; }
  out=$("$T" sim $game --games 2 --seed 5 --jobs 1 --players $players $seats --json 2>&1)
  [ $? -eq 0 ] && ok || bad "$game: sim with levels failed: $out"
  [ "$(json "d['games'], [s['bot'] for s in d['seats']]" <<<"$out")" = "(2, $want)" ] && ok \
    || bad "$game: not 2 games of $want: $out"
  # hard (and easy) at every seat: one deal at each rotation.
  seats="--seat 1=hard --seat 2=easy"; [ $players = 3 ] && seats="$seats --seat 3=normal"
  out=$("$T" sim $game --games 1 --rotate --seed 5 --jobs 1 --players $players $seats --json 2>&1)
  [ $? -eq 0 ] && ok || bad "$game: sim --rotate with hard failed: $out"
  [ "$(json "d['games'], d['bots'][0]['bot']" <<<"$out")" = "($players, 'hard')" ] && ok \
    || bad "$game: not $players rotated games with hard: $out"
done

# ---- a level keeps its name in the result (and so in the record) ----------------
"$T" play face-to-face --ui text --seed 1 --seat 1=normal --seat 2=hard --no-save --no-stats \
  --result-json "$WORK/levels.json" </dev/null >/dev/null 2>&1
[ "$(json "[p['kind'] for p in d['players']]" <"$WORK/levels.json")" = "['bot:normal', 'bot:hard']" ] \
  && ok || bad "the result does not name the levels: $(cat "$WORK/levels.json")"

# ---- a level is its spec ---------------------------------------------------------
games_of() {
  "$T" sim face-to-face --games 30 --seed 3 --jobs 1 --seat "1=$1" --seat 2=greedy \
    --csv "$WORK/l.csv" >/dev/null && cut -d, -f1-8 "$WORK/l.csv"
}
easy=$(games_of easy)
[ -n "$easy" ] && [ "$easy" = "$(games_of novice:mistakes=0.3)" ] && ok || bad "easy is not novice:mistakes=0.3"
[ "$(games_of normal)" = "$(games_of novice:mistakes=0.05)" ] && ok || bad "normal is not novice:mistakes=0.05"
[ "$easy" != "$(games_of greedy)" ] && ok || bad "easy plays as greedy"
# novice with no mistakes is the game's own bot, move for move.
[ "$(games_of novice:mistakes=0)" = "$(games_of greedy)" ] && ok || bad "novice:mistakes=0 is not greedy"
hard=$("$T" sim zero-duel --games 3 --seed 3 --jobs 1 --seat 1=hard --csv - | cut -d, -f1-7)
[ -n "$hard" ] && [ "$hard" = "$("$T" sim zero-duel --games 3 --seed 3 --jobs 1 --seat 1=ismcts --csv - | cut -d, -f1-7)" ] \
  && ok || bad "hard is not ismcts"

# The shipped game files tune them where a slip costs less (games/*.ini).
gl() { "$T" sim "$1" --games 8 --seed 3 --jobs 1 --seat "1=$2" --csv - | cut -d, -f1-7; }
for case in "zero-duel easy novice:mistakes=0.6" "zero easy novice:mistakes=0.6" \
            "zero normal novice:mistakes=0.2" \
            "crazy-eights easy novice:mistakes=0.5" "crazy-eights normal novice:mistakes=0.2"; do
  set -- $case
  [ "$(gl "$1" "$2")" = "$(gl "$1" "$3")" ] && ok || bad "$1: $2 is not $3"
done

# At the table a level keeps its name.
out=$("$T" play face-to-face --ui text --seat 1=easy --seat 2=normal --seed 2 </dev/null 2>&1)
[ $? -eq 0 ] && ok || bad "play with levels failed: $out"
contains "$out" "seat 1 (easy 1) plays: " "easy's seat name"
contains "$out" "seat 2 (normal 2) plays: " "normal's seat name"

# ---- a game file's [bots] sets them ----------------------------------------------
mkdir -p "$WORK/games"
printf '[game]\nname = duel-x\nplugin = zero\n[rules]\nmin_players = 2\nmax_players = 2\n[bots]\neasy = random\nhard = ismcts:iterations=40\n' \
  >"$WORK/games/duel-x.ini"
g() { TABULA_GAMES="$WORK/games" "$T" sim duel-x --games 6 --seed 3 --jobs 1 --seat "1=$1" --seat 2=greedy --csv - | cut -d, -f1-7; }
[ "$(g easy)" = "$(g random)" ] && ok || bad "[bots] easy = random not applied"
[ "$(g hard)" = "$(g ismcts:iterations=40)" ] && ok || bad "[bots] hard = ismcts:iterations=40 not applied"
[ "$(g normal)" = "$(g novice:mistakes=0.05)" ] && ok || bad "normal without [bots] is not the host's"
while IFS='|' read -r line want; do
  printf '[game]\nname = eights-x\nplugin = eights\n[bots]\n%s\n' "$line" >"$WORK/games/eights-x.ini"
  err=$(TABULA_GAMES="$WORK/games" "$T" play eights-x --ui text </dev/null 2>&1)
  [ $? -eq 2 ] && ok || bad "[bots] $line: not exit 2: $err"
  contains "$err" "eights-x.ini:5: $want" "[bots] $line"
done <<'LINES'
easy = hard|easy: "hard" is not a bot of eights (random, novice[:OPTIONS], ismcts[:OPTIONS] or the game's own)
normal = novice:top=0|normal: novice option "top=0": top must be a whole number from 1 to 20
hard = ismcts:c=-1|hard: ismcts option "c=-1": c must be a number from 0 to 100
expert = greedy|unknown key "expert" in [bots] (it takes ismcts, easy, normal, hard)
LINES

# ---- novice's options: one line naming the option, exit 2 -------------------------
while IFS='|' read -r spec want; do
  err=$("$T" sim zero-duel --games 1 --seat "2=$spec" 2>&1 >/dev/null)
  rc=$?
  [ $rc -eq 2 ] && ok || bad "$spec: exit $rc"
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && ok || bad "$spec: not one line: $err"
  contains "$err" "$want" "$spec"
done <<'SPECS'
novice:mistakes=2|tabula sim: seat 2: novice option "mistakes=2": mistakes must be a number from 0 to 1
novice:top=21|novice option "top=21": top must be a whole number from 1 to 20
novice:samples=0|novice option "samples=0": samples must be a whole number from 1 to 100
novice:blunders=1|novice option "blunders=1": options: mistakes, top, samples
novice:top|novice option "top": options are key=value
expert|tabula sim: seat 2: unknown bot "expert" for zero (bots: easy, normal, hard, random, greedy, ismcts[:OPTIONS], novice[:OPTIONS])
SPECS

# ---- tabula rules lists them, with their descriptions ------------------------------
out=$("$T" rules zero-duel 2>&1)
contains "$out" "Levels for people:
  easy    a beginner: often plays a move that only looks as good as the best
          in this game: novice:mistakes=0.6
  normal  a steady player who plays the sensible move and rarely slips
  hard    a challenge: thinks ahead through the cards it cannot see

Bots: random, greedy (default: greedy)" "rules lists the levels"

# ---- the ladder takes them ---------------------------------------------------------
out=$("$T" ladder zero-duel --bots easy,normal,hard:iterations=10 --games 2 --jobs 1 --json 2>&1)
[ $? -ne 0 ] && ok || bad "ladder took hard:iterations=10: $out"
out=$("$T" ladder zero-duel --bots easy,normal,greedy --games 2 --jobs 1 --json 2>&1)
[ $? -eq 0 ] && ok || bad "ladder with levels failed: $out"
[ "$(json "d['games'], [r['bot'] for r in d['ratings']]" <<<"$out")" = "(12, ['easy', 'normal', 'greedy'])" ] \
  && ok || bad "ladder with levels: $out"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
