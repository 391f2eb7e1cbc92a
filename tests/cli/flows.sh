#!/usr/bin/env bash
# flows.sh TABULA — the main user flows of the host, end to end, on every
# shipped game: listing, rules, reproducible play and simulation, saves.
set -u
tabula=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../support/tk.sh"
expect_rc() { # want, description, command...
  local want=$1 what=$2; shift 2
  "$@" >"$tmp/out" 2>"$tmp/err"; local rc=$?
  [ "$rc" = "$want" ] && ok || bad "$what: exit $rc, expected $want; stderr: $(head -c 300 "$tmp/err")"
}

games="absolute face-to-face zero crazy-eights"

expect_rc 0 "list" "$tabula" list
expect_rc 0 "list --json" "$tabula" list --json
cp "$tmp/out" "$tmp/list.json"
for g in $games; do
  [ "$(json "$tmp/list.json" "[x['plugin'] for x in d['games'] if x['name']=='$g'][0] if [x for x in d['games'] if x['name']=='$g'] else ''")" != "" ] \
    && ok || bad "list --json does not name $g"
  [ "$(json "$tmp/list.json" "[x['error'] for x in d['games'] if x['name']=='$g']")" = "[None]" ] \
    && ok || bad "$g is listed as broken"
done
expect_rc 0 "rules zero" "$tabula" rules zero
grep -q "hand_size" "$tmp/out" && ok || bad "rules zero does not list hand_size"
expect_rc 2 "unknown game" "$tabula" rules no-such-game
grep -qx 'tabula rules: unknown game "no-such-game" (tabula list shows the games)' "$tmp/err" && ok || bad "unknown game message: $(cat "$tmp/err")"
expect_rc 2 "score of an unknown game" "$tabula" score no-such-game hand "x"
expect_rc 2 "unknown verb" "$tabula" frobnicate
expect_rc 0 "--help" "$tabula" --help

# Same seed, same game: every shipped game, all seats bots, twice.
for g in $games; do
  for run in 1 2; do
    "$tabula" play "$g" --ui text --seat 1=random --seat 2=random --seed 77 \
      --result-json "$tmp/$g.$run.json" </dev/null >"$tmp/$g.$run.txt" 2>&1
    echo $? >"$tmp/$g.$run.rc"
  done
  [ "$(cat "$tmp/$g.1.rc")" = 0 ] && ok || bad "$g: bot game exit $(cat "$tmp/$g.1.rc"): $(tail -3 "$tmp/$g.1.txt")"
  cmp -s "$tmp/$g.1.json" "$tmp/$g.2.json" && ok || bad "$g: two runs of seed 77 differ"
  cmp -s "$tmp/$g.1.txt" "$tmp/$g.2.txt" && ok || bad "$g: two transcripts of seed 77 differ"
  [ "$(json "$tmp/$g.1.json" "d['seed'], d['end'] in ('normal','turn_limit','stuck'), len(d['winners'])>0, len(d['rounds_detail'])==len(d['players'][0]['rounds'])")" = "(77, True, True, True)" ] \
    && ok || bad "$g: result JSON fields: $(head -c 300 "$tmp/$g.1.json")"
done

# A different seed deals differently.
"$tabula" play zero --ui text --seat 1=random --seed 78 --result-json "$tmp/z78.json" </dev/null >/dev/null 2>&1
cmp -s "$tmp/zero.1.json" "$tmp/z78.json" && bad "seeds 77 and 78 gave the same zero game" || ok

# sim: the report does not depend on the thread count.
"$tabula" sim zero --games 40 --seed 5 --jobs 1 --json >"$tmp/s1.json" 2>/dev/null
"$tabula" sim zero --games 40 --seed 5 --jobs 2 --json >"$tmp/s2.json" 2>/dev/null
[ "$(json "$tmp/s1.json" "[(s['wins'], s['mean']) for s in d['seats']]")" = \
  "$(json "$tmp/s2.json" "[(s['wins'], s['mean']) for s in d['seats']]")" ] && ok || bad "sim differs between 1 and 2 jobs"
[ "$(json "$tmp/s1.json" "d['games'], len(d['seats']), sum(s['wins'] for s in d['seats']) >= 40")" = "(40, 3, True)" ] \
  && ok || bad "sim --json shape: $(cat "$tmp/s1.json")"
"$tabula" sim zero --games 30 --seed 5 --seat 1=greedy --seat 2=random --seat 3=random --json >"$tmp/s3.json" 2>/dev/null
[ "$(json "$tmp/s3.json" "[(b['bot'], b['seats'], b['wins'] == sum(s['wins'] for s in d['seats'] if s['bot'] == b['bot']), b['win_rate_ci95'][0] <= b['win_rate'] <= b['win_rate_ci95'][1]) for b in d['bots']]")" = \
  "[('greedy', 1, True, True), ('random', 2, True, True)]" ] && ok || bad "sim --json per-bot records: $(cat "$tmp/s3.json")"
expect_rc 2 "sim with a human seat" "$tabula" sim zero --games 2 --seat 1=human
expect_rc 2 "sim with an unknown bot" "$tabula" sim zero --games 2 --seat 1=deep-blue
grep -q 'seat 1: unknown bot "deep-blue" for zero' "$tmp/err" && ok || bad "unknown bot message: $(cat "$tmp/err")"

# Text protocol: end of input mid-game is exit 2 with a message; the save survives.
printf 'show\n' | "$tabula" play zero --ui text --seed 3 --save "$tmp/z.save" >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && ok || bad "EOF mid-game is not exit 2"
grep -q "input ended before the game did; the game is saved in $tmp/z.save" "$tmp/err" && ok || bad "EOF message: $(cat "$tmp/err")"
grep -qx end "$tmp/z.save" && ok || bad "the save has no end line"
printf 'moves\nquit\n' | "$tabula" play --load "$tmp/z.save" --ui text >"$tmp/out" 2>&1
[ $? = 0 ] && ok || bad "play --load then quit"
expect_rc 0 "replay of a left game" "$tabula" replay "$tmp/z.save" --json
[ "$(json "$tmp/out" "d['end']")" = quit ] && ok || bad "replay of a left game: end is not quit"

# A stacked deck of a round the game never reached: played, then named at the end.
deck=$(dirname "$0")/data/deck-eights-round3.txt
expect_rc 0 "a deck section never dealt" "$tabula" play crazy-eights --ui text --seat 1=greedy \
  --seat 2=greedy --no-save --no-stats --deck "$deck"
[ "$(cat "$tmp/err")" = "tabula play: warning: $deck:4: [main.3] was never dealt: the game ended after 1 round" ] \
  && ok || bad "deck section never dealt: $(cat "$tmp/err")"
grep -q "Result of crazy-eights" "$tmp/out" && ok || bad "no result after the warning"
expect_rc 0 "a deck section dealt in round 3" "$tabula" play crazy-eights --set rounds=3 --ui text \
  --seat 1=greedy --seat 2=greedy --no-save --no-stats --deck "$deck"
[ ! -s "$tmp/err" ] && ok || bad "a deck whose sections were all dealt warns: $(cat "$tmp/err")"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
