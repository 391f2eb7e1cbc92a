#!/usr/bin/env bash
# lang.sh TABULA HIGHCARDS.so — tabula in Polish and Spanish (label i18n).
#
# The language follows the environment as gettext has it (LANGUAGE, LC_ALL,
# LC_MESSAGES, LANG); the host's words come from po/ and a plugin's from its
# own catalogue (highcards: tests/i18n/highcards-po, in locale/ beside it).
# Checked: `rules`, a refused move, a bad ini, a whole text game and the
# help in pl_PL.UTF-8 and es_ES.UTF-8; machine-facing text unchanged (the
# result JSON byte for byte, the prompt and "error:" framing, notation);
# English for a locale without a catalogue and for a plugin built without
# one; a broken catalogue never crashes.
set -u
tabula=$1 highcards=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0 checks=0
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }
# inlang LANG CMD...: run with only LANG set, the way a person's shell does.
inlang() { local l=$1; shift; env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG="$l" "$@"; }
# has FILE LINE: FILE holds LINE exactly.
has() {
    checks=$((checks + 1))
    grep -qxF -- "$2" "$1" || { bad "$1 lacks the line: $2"; sed 's/^/  | /' "$1" | head -40; }
}
lacks() {
    checks=$((checks + 1))
    ! grep -qF -- "$2" "$1" || bad "$1 shows \"$2\" but must not"
}
same() {
    checks=$((checks + 1))
    cmp -s "$1" "$2" || { bad "$1 and $2 differ"; diff "$1" "$2" | head -20; }
}

for l in pl_PL.UTF-8 es_ES.UTF-8; do
    locale -a 2>/dev/null | grep -qix "${l/UTF-8/utf8}" ||
        { echo "FAIL: locale $l is not generated (.ci/install-deps generates it)"; exit 1; }
done

# A move script for highcards: every card, in order, over and over; the
# illegal ones are refused (each with "error:"), the legal one is played.
moves=$tmp/moves
for _ in 1 2 3 4 5 6; do for c in $(seq 1 12); do echo "play $c"; done; done >"$moves"
{ echo "undo"; echo "help"; echo "play 13"; echo "fold"; cat "$moves"; } >"$tmp/script"

for lang in C pl es; do
    case $lang in C) L=C ;; pl) L=pl_PL.UTF-8 ;; es) L=es_ES.UTF-8 ;; esac
    o=$tmp/$lang
    inlang "$L" "$tabula" rules "$highcards" >"$o.rules" 2>&1
    inlang "$L" "$tabula" rules zero-duel >"$o.zrules" 2>&1
    inlang "$L" "$tabula" play "$highcards" --seed 3 --ui text --no-save --no-stats \
        --result-json "$o.json" <"$tmp/script" >"$o.game" 2>"$o.gerr"
    echo "exit $?" >>"$o.game"
    inlang "$L" "$tabula" play zero-duel --seat 1=greedy --seed 11 --ui text --no-save \
        --no-stats --result-json "$o.zero.json" </dev/null >"$o.zero" 2>&1
    inlang "$L" "$tabula" play nosuchgame >"$o.unknown" 2>&1
    echo "exit $?" >>"$o.unknown"
done

# ---- rules: the host's frame and the plugin's own texts -------------------
has "$tmp/pl.rules" "flawed — Wysokie Karty (wtyczka testowa) (wtyczka flawed 0.0.1)"
has "$tmp/pl.rules" "najwyższa suma.  Każda ręka ma 3 karty; stos ma 6."
has "$tmp/pl.rules" "Boty: random, greedy (domyślny: greedy)"
has "$tmp/pl.rules" "  [rules] hand_size            = 3        (1..4, domyślnie 3)"
has "$tmp/pl.rules" "      karty w każdej ręce na początek"
has "$tmp/es.rules" "flawed — Cartas Altas (complemento de prueba) (complemento flawed 0.0.1)"
has "$tmp/es.rules" "alto.  Cada mano tiene 3 cartas; el mazo tiene 6."
has "$tmp/es.rules" "Opciones:"
has "$tmp/es.rules" "  [rules] hand_size            = 3        (1..4, por defecto 3)"
has "$tmp/es.rules" "      cartas en cada mano inicial"
has "$tmp/C.rules" "Each hand holds 3 cards; the stock holds 6."
has "$tmp/C.rules" "      cards in each starting hand"
has "$tmp/pl.zrules" "zero-duel — Zero (dwóch graczy) (wtyczka zero 1.0.0)"
has "$tmp/es.zrules" "zero-duel — Zero (dos jugadores) (complemento zero 1.0.0)"

# ---- a whole text game, refusals and help ---------------------------------
# Framing stays: the prompt, "error:", the command and card words.
has "$tmp/pl.game" "flawed, ziarno 3 (--seed 3 rozda tę grę ponownie)"
has "$tmp/pl.game" "Tura 1, ruch miejsca 1"
has "$tmp/pl.game" "  hand (greedy 2): [ukryte: 3]" # another seat's zone: its owner's name
has "$tmp/pl.game" "  stock: 6 kart zakrytych"
has "$tmp/pl.game" "  stock: 4 karty zakryte"
has "$tmp/pl.game" "  table: (pusto)"
has "$tmp/pl.game" "error: nie ma czego cofnąć: to jest rozdanie"
has "$tmp/pl.game" "  moves   lista dozwolonych ruchów"
has "$tmp/pl.game" "error: \"13\" to nie karta (jest 12 kart, od 1)"
has "$tmp/pl.game" "error: ruchy to \"play N\" albo \"pass\", nie \"fold\""
has "$tmp/pl.game" "error: karty 1 nie masz w ręce"
has "$tmp/pl.game" "seat 2 (greedy 2) plays: play 10"
has "$tmp/pl.game" "Wynik gry flawed po 12 turach (zwykły koniec):"
has "$tmp/pl.game" "  nr    imię                  R1     suma   miejsce"
has "$tmp/pl.game" "exit 0"
has "$tmp/es.game" "flawed, semilla 3 (--seed 3 reparte esta partida otra vez)"
has "$tmp/es.game" "Turno 1, mueve el asiento 1"
has "$tmp/es.game" "  stock: 6 cartas boca abajo"
has "$tmp/es.game" "  table: (vacío)"
has "$tmp/es.game" "error: nada que deshacer: esto es el reparto"
has "$tmp/es.game" "error: \"13\" no es una carta (las cartas van de 1 a 12)"
has "$tmp/es.game" "error: la carta 1 no está en tu mano"
has "$tmp/es.game" "Resultado de flawed tras 12 turnos (final normal):"
has "$tmp/es.game" "exit 0"
has "$tmp/C.game" "error: nothing to undo: this is the deal"
has "$tmp/C.game" "Result of flawed after 12 turns (normal):"
has "$tmp/C.game" "  seat  name                  R1     total  rank"
# A long name in letters of two bytes widens the name column by columns,
# not bytes: the rows stay under the heading.
inlang pl_PL.UTF-8 "$tabula" play zero-duel --seat 1=greedy --seat 2=greedy --seed 3 \
    --name "1=Małgorzata Ñúñez-Kowalczyk" --name 2=Bo --no-save --no-stats > "$tmp/long.game"
has "$tmp/long.game" "  nr    imię                        R1    R2     suma   miejsce"
has "$tmp/long.game" "  1     Małgorzata Ñúñez-Kowalczyk  16    8      24     2"
has "$tmp/long.game" "  2     Bo                          11    10     21     1"
for lang in pl es; do
    # The same game in every language: same moves, same prompts.
    checks=$((checks + 1))
    diff <(grep -E '^seat [0-9]|^  hand: [0-9]' "$tmp/C.game") \
         <(grep -E '^seat [0-9]|^  hand: [0-9]' "$tmp/$lang.game") >/dev/null ||
        bad "$lang: the moves or prompts differ from C's"
    lacks "$tmp/$lang.game" "is not in your hand"
    # The result JSON is machine-facing: byte-identical in every locale.
    same "$tmp/C.json" "$tmp/$lang.json"
    same "$tmp/C.zero.json" "$tmp/$lang.zero.json"
done
grep -qE '^(Zwycięzca|Wspólna wygrana):' "$tmp/pl.zero" || bad "pl: zero-duel result has no winner line"
grep -qE '^(Ganador|Victoria compartida):' "$tmp/es.zero" || bad "es: zero-duel result has no winner line"
has "$tmp/pl.unknown" "tabula play: nieznana gra \"nosuchgame\" (tabula list pokazuje gry)"
has "$tmp/pl.unknown" "exit 2"
has "$tmp/es.unknown" "tabula play: juego desconocido \"nosuchgame\" (tabula list muestra los juegos)"

# ---- a bad ini: the file:line stays, the reason is translated -------------
mkdir -p "$tmp/games"
printf '[game]\nname = broken\nplugin = zero\n\n[rules]\nthis is not a key value line\n' \
    >"$tmp/games/broken.ini"
printf '[game]\nname = hello\ntitle = Hello\ntitle[pl] = Cześć\ndescription[es] = Hola a todos.\nplugin = zero\n' \
    >"$tmp/games/hello.ini"
for L in pl_PL.UTF-8 es_ES.UTF-8 C; do
    TABULA_GAMES=$tmp/games inlang "$L" "$tabula" list >"$tmp/list.$L" 2>&1
done
has "$tmp/list.pl_PL.UTF-8" "  broken: $tmp/games/broken.ini:6: błędny wiersz (oczekiwano [sekcja] albo klucz = wartość)"
has "$tmp/list.pl_PL.UTF-8" "Niedostępne:"
has "$tmp/list.es_ES.UTF-8" "  broken: $tmp/games/broken.ini:6: línea mal formada (se esperaba [sección] o clave = valor)"
has "$tmp/list.C" "  broken: $tmp/games/broken.ini:6: malformed line (expected [section] or key = value)"
# title[pl] and description[es]: columns padded by screen width.
has "$tmp/list.pl_PL.UTF-8" "hello              Cześć                      3-5       zero          "
has "$tmp/list.es_ES.UTF-8" "hello              Hello                      3-5       zero          Hola a todos."
has "$tmp/list.C" "hello              Hello                      3-5       zero          "
has "$tmp/list.pl_PL.UTF-8" "GRA                TYTUŁ                      GRACZE    WTYCZKA       OPIS"

# ---- how the language is chosen ------------------------------------------
# LANGUAGE first (when the locale is not C), then LC_ALL, LC_MESSAGES, LANG.
env -u LC_ALL -u LC_MESSAGES LANG=pl_PL.UTF-8 LANGUAGE=es "$tabula" nope >/dev/null 2>"$tmp/l1"
has "$tmp/l1" "tabula: verbo desconocido \"nope\" (tabula --help los enumera)"
env -u LANGUAGE -u LC_ALL LANG=es_ES.UTF-8 LC_MESSAGES=pl_PL.UTF-8 "$tabula" nope 2>"$tmp/l2"
has "$tmp/l2" "tabula: nieznane polecenie \"nope\" (tabula --help je wymienia)"
env -u LANGUAGE LANG=pl_PL.UTF-8 LC_ALL=C "$tabula" nope 2>"$tmp/l3"
has "$tmp/l3" "tabula: unknown verb \"nope\" (tabula --help lists them)"
# A language with no catalogue, and a locale that is not installed:
# English, silently.
env -u LC_ALL -u LC_MESSAGES LANG=pl_PL.UTF-8 LANGUAGE=de "$tabula" nope 2>"$tmp/l4"
has "$tmp/l4" "tabula: unknown verb \"nope\" (tabula --help lists them)"
inlang xx_YY.UTF-8 "$tabula" nope 2>"$tmp/l5"
checks=$((checks + 1))
[ "$(cat "$tmp/l5")" = 'tabula: unknown verb "nope" (tabula --help lists them)' ] ||
    bad "a locale that is not installed: $(cat "$tmp/l5")"

# ---- broken catalogues never crash ----------------------------------------
# A copy of the program whose share/locale holds a garbage tabula.mo and a
# truncated one, and a copy of highcards with a garbage catalogue beside it.
mkdir -p "$tmp/tree/bin" "$tmp/tree/share/locale/pl/LC_MESSAGES" \
         "$tmp/tree/share/locale/es/LC_MESSAGES" "$tmp/hc/locale/pl/LC_MESSAGES"
cp "$tabula" "$tmp/tree/bin/tabula"
head -c 4096 /dev/urandom >"$tmp/tree/share/locale/pl/LC_MESSAGES/tabula.mo"
real_mo=$(dirname "$(dirname "$tabula")")/share/locale/es/LC_MESSAGES/tabula.mo
head -c 200 "$real_mo" >"$tmp/tree/share/locale/es/LC_MESSAGES/tabula.mo"
cp "$highcards" "$tmp/hc/highcards.so"
printf '\xde\x12\x04\x95garbage' >"$tmp/hc/locale/pl/LC_MESSAGES/tabula-highcards.mo"
chmod -R go-w "$tmp/hc" "$tmp/tree"
for L in pl_PL.UTF-8 es_ES.UTF-8; do
    inlang "$L" "$tmp/tree/bin/tabula" rules "$tmp/hc/highcards.so" >"$tmp/broken.$L" 2>&1
    rc=$?
    checks=$((checks + 1))
    [ $rc = 0 ] || bad "$L with a broken catalogue: exit $rc"
    checks=$((checks + 1))
    grep -qE 'Sanitizer|runtime error' "$tmp/broken.$L" && bad "$L: sanitizer report"
done
has "$tmp/broken.pl_PL.UTF-8" "      cards in each starting hand"

echo "$checks checks, $fails failed"
[ $fails = 0 ]
