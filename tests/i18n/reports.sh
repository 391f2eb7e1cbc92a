#!/usr/bin/env bash
# reports.sh TABULA — the designers' and the network's text in Polish and
# Spanish (label i18n): a `sim` text report, a `ladder` table, a `check`
# summary, `sim --report`'s HTML, a lobby's listing and a refusal shown by
# `join`, each in pl_PL.UTF-8 and es_ES.UTF-8 with the translated words
# checked exactly; and the machine-facing output (sim and ladder JSON and
# CSV, serve's startup lines) byte for byte the same in C, pl and es.
set -u
tabula=$1
tmp=$(mktemp -d)
serve_pid=
cleanup() {
    [ -n "$serve_pid" ] && kill "$serve_pid" 2>/dev/null && wait "$serve_pid" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
fails=0 checks=0
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }
# in_lang LANG CMD...: only LC_ALL decides (the suite pins LC_MESSAGES to C).
in_lang() { local l=$1; shift; env -u LANGUAGE LC_ALL="$l" "$@"; }
has() { # FILE LINE: FILE holds LINE exactly
    checks=$((checks + 1))
    grep -qxF -- "$2" "$1" || { bad "$1 lacks the line: $2"; sed 's/^/  | /' "$1" | head -30; }
}
same() { # A B: byte for byte
    checks=$((checks + 1))
    cmp -s "$1" "$2" || { bad "$1 and $2 differ"; diff "$1" "$2" | head -10; }
}
# pl_form N ONE FEW MANY: the Polish plural form for N (po/pl.po's rule).
pl_form() {
    local n=$1
    if [ "$n" -eq 1 ]; then echo "$2"
    elif [ $((n % 10)) -ge 2 ] && [ $((n % 10)) -le 4 ] &&
         { [ $((n % 100)) -lt 10 ] || [ $((n % 100)) -ge 20 ]; }; then echo "$3"
    else echo "$4"; fi
}
es_form() { [ "$1" -eq 1 ] && echo "$2" || echo "$3"; }

for l in pl_PL.UTF-8 es_ES.UTF-8; do
    locale -a 2>/dev/null | grep -qix "${l/UTF-8/utf8}" ||
        { echo "FAIL: locale $l is not generated (.ci/install-deps generates it)"; exit 1; }
done

for L in C pl_PL.UTF-8 es_ES.UTF-8; do
    o=$tmp/${L%%_*}
    in_lang "$L" "$tabula" sim zero --games 200 --think-times >"$o.sim" 2>&1 ||
        bad "sim in $L: exit $?"
    in_lang "$L" "$tabula" sim zero --games 60 --json >"$o.simjson" 2>&1
    in_lang "$L" "$tabula" sim zero --games 60 --csv "$o.simcsv" >/dev/null 2>&1
    in_lang "$L" "$tabula" sim zero-duel --games 30 --sweep hand_size=5,6 \
        --report "$o.html" >"$o.sweep" 2>&1 || bad "sim --report in $L: exit $?"
    in_lang "$L" "$tabula" ladder zero --bots random,greedy --games 10 >"$o.ladder" 2>&1 ||
        bad "ladder in $L: exit $?"
    in_lang "$L" "$tabula" ladder zero --bots random,greedy --games 10 --json >"$o.ljson" 2>&1
    in_lang "$L" "$tabula" ladder zero --bots random,greedy --games 4 --csv - >"$o.lcsv" 2>&1
    in_lang "$L" "$tabula" check zero-duel --games 2 >"$o.check" 2>&1 ||
        bad "check in $L: exit $?"
    in_lang "$L" "$tabula" sim zero --games 5 --sweep hand_size=1..2000 >"$o.sweepbad" 2>&1
done

# ---- machine-facing: the same bytes in every language ---------------------
# (games_per_second is a timing, different on every run)
for f in simjson ljson; do
    for l in C pl es; do
        sed 's/"games_per_second": [0-9.e+-]*//' "$tmp/$l.$f" >"$tmp/$l.$f.cut"
    done
done
for l in pl es; do
    same "$tmp/C.simjson.cut" "$tmp/$l.simjson.cut"
    same "$tmp/C.simcsv" "$tmp/$l.simcsv"
    same "$tmp/C.ljson.cut" "$tmp/$l.ljson.cut"
    same "$tmp/C.lcsv" "$tmp/$l.lcsv"
done

# ---- sim: the report in each language --------------------------------------
# English is the report it always was (tests/cli/lab.sh checks it too).
has "$tmp/C.sim" "  seat  bot          wins   win rate (95% CI)         mean     sd    min    max"
has "$tmp/C.sim" "  bot          seats   wins   win rate of seat-games (95% CI)"
has "$tmp/pl.sim" "  miejsce  bot        wygrane   odsetek wygranych (95% PU)  średnia  odch.    min   maks"
has "$tmp/pl.sim" "  bot        miejsca wygrane   odsetek wygranych miejsco-gier (95% PU)"
has "$tmp/pl.sim" "Wyniki wszystkich miejsc:"
has "$tmp/pl.sim" "Przewaga miejsca (według kolejności gry; odsetek wygranych na tle sprawiedliwego udziału):"
has "$tmp/pl.sim" "Długość   średnia   odch. mediana     p5    p95"
has "$tmp/pl.sim" "  zakończone limitem tur: 0"
has "$tmp/pl.sim" "Tury na grę:"
has "$tmp/pl.sim" "Ruchy na grę:"
has "$tmp/pl.sim" "Rozstrzygalność i emocje:"
has "$tmp/es.sim" "  asiento  bot        victorias   tasa de victorias (IC 95%)    media  desv.    mín    máx"
has "$tmp/es.sim" "  bot        asientos victorias   tasa de victorias por asiento y partida (IC 95%)"
has "$tmp/es.sim" "Ventaja del asiento (por orden de juego; la tasa de victorias frente a la parte justa):"
has "$tmp/es.sim" "Duración     media   desv. mediana     p5    p95"
has "$tmp/es.sim" "Decisión y emoción:"
# The first line, the figures' words and the plural of "games".
for l in pl es; do
    checks=$((checks + 1))
    case $l in
    pl) want='^zero: 200 gier, ziarno 1, [0-9.]+ gier/s$' ;;
    es) want='^zero: 200 partidas, semilla 1, [0-9.]+ partidas/s$' ;;
    esac
    grep -qE "$want" "$tmp/$l.sim" || bad "$l.sim: no first line like $want"
done
# The rows follow their widened headings: seat 1's number padded to the
# heading's word ("miejsce", "asiento": 7 columns), and the same figures as
# in English, column for column.
c_row=$(grep -E '^  1 +greedy' "$tmp/C.sim" | tr -s ' ')
for l in pl es; do
    checks=$((checks + 1))
    row=$(grep -E '^  1        greedy ' "$tmp/$l.sim") || { bad "$l.sim: seat 1's row not under its heading"; continue; }
    [ "$(echo "$row" | tr -s ' ')" = "$c_row" ] || bad "$l.sim: seat 1's figures differ from English: $row"
done
# The rows of the tables are in the same place as their headings' words:
# every figure of seat 1 ends where its column's heading ends (right-aligned
# columns), in each language.
for l in C pl es; do
    checks=$((checks + 1))
    head=$(grep -m1 -E '^  (seat|miejsce|asiento)  bot' "$tmp/$l.sim")
    row=$(grep -m1 -E '^  1 +greedy' "$tmp/$l.sim")
    # wins: the third heading word ends where the row's third field ends
    hw=$(echo "$head" | awk '{ i = index($0, $3); print i + length($3) }')
    rw=$(echo "$row" | awk '{ i = index($0, " " $3 " "); print i + length($3) + 1 }')
    [ "$hw" = "$rw" ] || bad "$l.sim: the wins column ends at $rw, its heading at $hw"
done
checks=$((checks + 1))
grep -qE '^  greedy     czas namysłu na ruch: mediana [0-9.]+ ms, 95\. percentyl [0-9.]+ ms, maksimum [0-9.]+ ms \([0-9]+ ruch(y|ów)?\)$' "$tmp/pl.sim" ||
    bad "pl.sim: no think-time line"
checks=$((checks + 1))
grep -qE '^  greedy     tiempo de reflexión por jugada: mediana [0-9.]+ ms, percentil 95 [0-9.]+ ms, máximo [0-9.]+ ms \([0-9]+ jugadas?\)$' "$tmp/es.sim" ||
    bad "es.sim: no think-time line"
# A sweep's variant headings and a refused sweep.
has "$tmp/pl.sweep" "== wariant 1 z 2: hand_size=5 =="
has "$tmp/es.sweep" "== variante 2 de 2: hand_size=6 =="
has "$tmp/pl.sweepbad" 'tabula sim: --sweep "hand_size=1..2000": zakres może mieć najwyżej 1000 wartości (zob. tabula sim --help)'
has "$tmp/es.sweepbad" 'tabula sim: --sweep "hand_size=1..2000": un rango puede tener como mucho 1000 valores (véase tabula sim --help)'

# ---- sim --report: the HTML page's words and its language ------------------
for l in C pl es; do
    checks=$((checks + 1))
    xmllint --noout "$tmp/$l.html" 2>"$tmp/$l.xmllint" || bad "$l.html is not well-formed: $(head -3 "$tmp/$l.xmllint")"
done
checks=$((checks + 3))
grep -qF '<html xmlns="http://www.w3.org/1999/xhtml" lang="en">' "$tmp/C.html" || bad "C.html: not lang=en"
grep -qF '<html xmlns="http://www.w3.org/1999/xhtml" lang="pl">' "$tmp/pl.html" || bad "pl.html: not lang=pl"
grep -qF '<html xmlns="http://www.w3.org/1999/xhtml" lang="es">' "$tmp/es.html" || bad "es.html: not lang=es"
for w in '<h1>Raport balansu: zero-duel</h1>' '<h2>Przewaga miejsca</h2>' '<h2>Rozstrzygalność i emocje</h2>' \
         '<p>30 gier na wariant, ziarno 1, 2 warianty; gra <i>i</i> każdego wariantu jest rozdawana z tego samego ziarna.</p>' \
         '<th class="l">wariant</th>' '<th>odsetek wygranych (95% PU)</th>'; do
    checks=$((checks + 1))
    grep -qF -- "$w" "$tmp/pl.html" || bad "pl.html lacks $w"
done
for w in '<h1>Informe de equilibrio: zero-duel</h1>' '<h2>Duración</h2>' '<th>el líder a 2/3 gana</th>' \
         '<p>30 partidas por variante, semilla 1, 2 variantes; la partida <i>i</i> de cada variante se reparte con la misma semilla.</p>'; do
    checks=$((checks + 1))
    grep -qF -- "$w" "$tmp/es.html" || bad "es.html lacks $w"
done

# ---- ladder -----------------------------------------------------------------
has "$tmp/pl.ladder" "zero, ranking: 2 boty, 3 miejsca, 60 gier, średnia rankingów 0"
has "$tmp/pl.ladder" "  bot                           elo   95% PU"
has "$tmp/pl.ladder" "Wynik wiersza przeciw kolumnie (remis za pół), % z 95% przedziałem:"
has "$tmp/es.ladder" "zero, clasificación: 2 bots, 3 asientos, 60 partidas, media de las valoraciones 0"
has "$tmp/es.ladder" "  bot                           elo   IC 95%"
has "$tmp/es.ladder" "Puntuación de la fila contra la columna (empates a la mitad), % con intervalo al 95%:"
# The table under the headings is English's, figure for figure.
for l in pl es; do
    checks=$((checks + 1))
    diff <(tail -n +3 "$tmp/C.ladder" | grep -v '^ *bot \|^Score') \
         <(tail -n +3 "$tmp/$l.ladder" | grep -v '^ *bot \|^Punt\|^Wynik') >/dev/null ||
        bad "$l.ladder: the table's rows differ from English"
done

# ---- check: the summary, with each count's plural --------------------------
read -r games moves probes pairs < <(sed -n 's/^tabula check: zero-duel passed: \([0-9]*\) games, \([0-9]*\) listed moves verified, \([0-9]*\) refusals probed, \([0-9]*\) information-set pairs compared$/\1 \2 \3 \4/p' "$tmp/C.check")
[ -n "${pairs:-}" ] || { bad "C.check: $(cat "$tmp/C.check")"; games=0 moves=0 probes=0 pairs=0; }
has "$tmp/pl.check" "tabula check: zero-duel zaliczone: $games $(pl_form "$games" gra gry gier), $moves $(pl_form "$moves" 'wymieniony ruch sprawdzony' 'wymienione ruchy sprawdzone' 'wymienionych ruchów sprawdzonych'), $probes $(pl_form "$probes" 'odmowa sprawdzona' 'odmowy sprawdzone' 'odmów sprawdzonych'), $pairs $(pl_form "$pairs" 'para stanów nie do odróżnienia porównana' 'pary stanów nie do odróżnienia porównane' 'par stanów nie do odróżnienia porównanych')"
has "$tmp/es.check" "tabula check: zero-duel superado: $games $(es_form "$games" partida partidas), $moves $(es_form "$moves" 'jugada de la lista verificada' 'jugadas de la lista verificadas'), $probes $(es_form "$probes" 'rechazo probado' 'rechazos probados'), $pairs $(es_form "$pairs" 'par de estados indistinguibles comparado' 'pares de estados indistinguibles comparados')"
in_lang pl_PL.UTF-8 "$tabula" check >"$tmp/pl.checkbad" 2>&1
has "$tmp/pl.checkbad" "tabula check: podaj jedną grę lub plik wtyczki"

# ---- the lobby: serve's startup lines, join's listing and a refusal --------
for L in C pl_PL.UTF-8 es_ES.UTF-8; do
    o=$tmp/${L%%_*}
    # env, not in_lang: $! must be the server itself (env execs it), not a
    # subshell whose kill would leave the server running.
    env -u LANGUAGE LC_ALL="$L" "$tabula" serve --lobby --table "zero:players=3,seat=2=human" --table zero-duel \
        --port 0 --bot-delay 0 >"$o.serve" 2>"$o.serveerr" &
    serve_pid=$!
    for _ in $(seq 100); do grep -q '^table 2 ' "$o.serve" 2>/dev/null && break; sleep 0.1; done
    port=$(sed -n 's/^listening on 127\.0\.0\.1:\([0-9]*\)$/\1/p' "$o.serve")
    [ -n "$port" ] || { bad "serve in $L printed: $(cat "$o.serve" "$o.serveerr")"; continue; }
    printf '\n' | in_lang "$L" timeout 20 "$tabula" join "127.0.0.1:$port" --ui text >"$o.lobby" 2>&1
    in_lang "$L" timeout 20 "$tabula" join "127.0.0.1:$port" --ui text --token 00 \
        </dev/null >"$o.token" 2>&1
    printf 'x\n\n' | in_lang "$L" timeout 20 "$tabula" join "127.0.0.1:$port" --ui text \
        >"$o.choice" 2>&1
    in_lang "$L" timeout 20 "$tabula" join "127.0.0.1:$port" --ui text --table 9 \
        </dev/null >"$o.notable" 2>&1
    kill "$serve_pid"
    wait "$serve_pid" 2>/dev/null
    serve_pid=
    # The port differs; the rest of serve's stdout is what scripts read.
    sed 's/:[0-9]*$/:PORT/' "$o.serve" >"$o.serve.cut"
done
for l in pl es; do same "$tmp/C.serve.cut" "$tmp/$l.serve.cut"; done
has "$tmp/C.lobby" "table 1 (zero, 3 players, waiting for 2): seat 1 free, seat 2 free, seat 3 greedy 3 (bot)"
has "$tmp/pl.lobby" "stół 1 (zero, 3 graczy, czeka na 2 graczy): miejsce 1 wolne, miejsce 2 wolne, miejsce 3 greedy 3 (bot)"
has "$tmp/pl.lobby" "stół 2 (zero-duel, 2 graczy, czeka na 1 gracza): miejsce 1 wolne, miejsce 2 greedy 2 (bot)"
has "$tmp/pl.lobby" "Przy którym stole usiąść? (jego numer; w NUMER, by oglądać; Enter, by wyjść) "
has "$tmp/es.lobby" "mesa 1 (zero, 3 jugadores, espera a 2 jugadores): asiento 1 libre, asiento 2 libre, asiento 3 greedy 3 (bot)"
has "$tmp/es.lobby" "mesa 2 (zero-duel, 2 jugadores, espera a 1 jugador): asiento 1 libre, asiento 2 greedy 2 (bot)"
has "$tmp/es.lobby" "¿En qué mesa sentarse? (su número; w NÚMERO para mirar; Enter para salir) "
# A bad choice: the "error:" framing stays, the reason is translated.
checks=$((checks + 2))
grep -qF "error: napisz numer stołu (w i numer, by go oglądać)" "$tmp/pl.choice" || bad "pl.choice: $(cat "$tmp/pl.choice")"
grep -qF "error: escribe el número de una mesa (w y el número para mirarla)" "$tmp/es.choice" || bad "es.choice: $(cat "$tmp/es.choice")"
# The server words its refusal in English; join shows it in the player's.
has "$tmp/C.token" "tabula join: the server says: wrong token"
has "$tmp/pl.token" "tabula join: serwer odpowiada: zły żeton"
has "$tmp/es.token" "tabula join: el servidor dice: ficha incorrecta"
# A refusal with numbers in it: worded by join from the refusal's "about".
has "$tmp/C.notable" "tabula join: the server says: there is no table 9 (this lobby has 1 to 2)"
has "$tmp/pl.notable" "tabula join: serwer odpowiada: nie ma stołu 9 (ta poczekalnia ma stoły od 1 do 2)"
has "$tmp/es.notable" "tabula join: el servidor dice: no hay mesa 9 (esta sala tiene de la 1 a la 2)"
has "$tmp/pl.serveerr" "tabula serve: bez zapisu (--save FOLDER zachowuje stoły do wznowienia)"
has "$tmp/es.serveerr" "tabula serve: sin guardar (--save CARPETA conserva las mesas para reanudarlas)"
# The server's log is in its operator's language, the refusal's reason too.
checks=$((checks + 2))
grep -qE '^tabula serve: połączenie [0-9]+ \(127\.0\.0\.1:[0-9]+\): zerwane: zły żeton$' "$tmp/pl.serveerr" ||
    bad "pl.serveerr: no translated drop line"
grep -qE '^tabula serve: conexión [0-9]+ \(127\.0\.0\.1:[0-9]+\): cortada: ficha incorrecta$' "$tmp/es.serveerr" ||
    bad "es.serveerr: no translated drop line"

# ---- a table's log: the server's events in the player's language ----------
# An English server for each; each player's join words the events in its own.
for L in C pl_PL.UTF-8 es_ES.UTF-8; do
    o=$tmp/${L%%_*}
    "$tabula" serve zero-duel --port 0 --bot-delay 0 --seed 3 >"$o.one" 2>"$o.oneerr" &
    serve_pid=$!
    for _ in $(seq 100); do grep -q '^watch token' "$o.one" 2>/dev/null && break; sleep 0.1; done
    port=$(sed -n 's/^listening on 127\.0\.0\.1:\([0-9]*\)$/\1/p' "$o.one")
    token=$(sed -n 's/^seat 1 token //p' "$o.one")
    # quit once the game has started (the start is logged before the view)
    (sleep 1; echo quit) | in_lang "$L" timeout 20 "$tabula" join "127.0.0.1:$port" \
        --token "$token" --ui text >"$o.table" 2>&1
    # the server logs the departure once it reads the closed connection:
    # wait for it (at most 5 s) before stopping the server
    for _ in $(seq 50); do grep -q 'left the table' "$o.oneerr" 2>/dev/null && break; sleep 0.1; done
    kill "$serve_pid"
    wait "$serve_pid" 2>/dev/null
    serve_pid=
done
has "$tmp/C.table" "seat 1 (Player 1) joined"
has "$tmp/C.table" "every player is here: the game starts"
has "$tmp/pl.table" "miejsce 1 (Player 1) dołączyło"
has "$tmp/pl.table" "wszyscy gracze są na miejscach: gra się zaczyna"
has "$tmp/es.table" "el asiento 1 (Player 1) se unió"
has "$tmp/es.table" "están todos los jugadores: empieza la partida"
# Other seats' moves are the text protocol's line, English in every language.
checks=$((checks + 1))
grep -qE '^seat 2 \(greedy 2\) plays: ' "$tmp/pl.table" || bad "pl.table: no English move line"
# The server's own log is English here (its locale is C).
has "$tmp/pl.oneerr" "tabula serve: seat 1 (Player 1) left the table; the game waits for them"

echo "$checks checks, $fails failed"
[ "$fails" -eq 0 ]
