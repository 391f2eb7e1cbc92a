#!/usr/bin/env bash
# update_guide_screens.sh [--check] BUILD_DIR|TABULA — the screens the guides
# show, drawn again by the real program (tests/tui/guide_screens.sh) and put
# into every docs/*.md that marks them with `<!-- screen: NAME -->`.
#
#   tests/tui/update_guide_screens.sh build            rewrite the guides
#   tests/tui/update_guide_screens.sh --check build    only compare (the
#                                                      docs-guide-screens test)
#
# Run it after a change to what the frontend or a game draws, and commit the
# guides with the change.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$(cd "$HERE/../.." && pwd)
check=()
if [ "${1:-}" = --check ]; then
    check=(--check)
    shift
fi
target=${1:?usage: $0 [--check] BUILD_DIR|PATH/TO/tabula}
if [ -d "$target" ]; then
    target="$target/bin/tabula"
fi
[ -x "$target" ] || { echo "$0: $target is not the tabula program (build it first)"; exit 2; }
case "$target" in /*) ;; *) target="$PWD/$target" ;; esac

screens=$(mktemp -d "${TMPDIR:-/tmp}/tabula-screens.XXXXXX")
trap 'rm -rf "$screens"' EXIT
bash "$HERE/guide_screens.sh" "$target" "$screens" > "$screens.log" 2>&1 || {
    cat "$screens.log"
    rm -f "$screens.log"
    echo "FAIL: the screens could not be captured"
    exit 1
}
rm -f "$screens.log"
cd "$SRC" || exit 2
mapfile -t docs < <(grep -l '^<!-- screen: ' docs/*.md docs/*/*.md 2>/dev/null)
python3 "$SRC/tests/support/guide_screens.py" "${check[@]}" "$screens" "${docs[@]}"
