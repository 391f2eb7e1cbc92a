# lang.sh — sourced by the plugins' language tests (cli_lang.sh) after tk.sh:
# run tabula in Polish or Spanish the way a player's shell would.
#
#   in_lang pl_PL.UTF-8 "$T" rules absolute
#
# The suite pins every test's messages to C (tests/CMakeLists.txt); LC_ALL
# outranks that, and LANGUAGE goes so the locale alone decides.  Without the
# locales (.ci/install-deps generates pl_PL.UTF-8 and es_ES.UTF-8) the test
# fails at once, saying so, instead of comparing English with Polish.
in_lang() {
    local l=$1
    shift
    env -u LANGUAGE LC_ALL="$l" "$@"
}
need_locales() {
    local have l
    have=$(locale -a 2>/dev/null | tr 'A-Z' 'a-z' | sed 's/utf-8/utf8/')
    for l in pl_pl.utf8 es_es.utf8; do
        case "$have" in *"$l"*) ;; *)
            echo "FAIL: locale ${l%.utf8}.UTF-8 is missing: run .ci/install-deps"
            exit 1 ;;
        esac
    done
}
# same_result_json GAME SEED ARGS... — one seeded bot game in C, Polish and
# Spanish: the result JSON is byte-identical (JSON is machine-facing).
same_result_json() {
    local game=$1 seed=$2 l
    shift 2
    for l in C pl_PL.UTF-8 es_ES.UTF-8; do
        in_lang "$l" "$T" play "$game" --ui text --seed "$seed" "$@" \
            --result-json "$WORK/result-$l.json" > "$WORK/play-$l.log" 2>&1 ||
            { bad "$game in $l: exit $?"; return; }
    done
    cmp -s "$WORK/result-C.json" "$WORK/result-pl_PL.UTF-8.json" && ok ||
        bad "$game: result JSON differs between C and pl_PL.UTF-8"
    cmp -s "$WORK/result-C.json" "$WORK/result-es_ES.UTF-8.json" && ok ||
        bad "$game: result JSON differs between C and es_ES.UTF-8"
}
