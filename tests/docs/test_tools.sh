#!/usr/bin/env bash
# test_tools.sh — the docs' own checkers on small made-up trees, so that
# docs-check and docs-guide-screens cannot pass by checking nothing: each
# kind of problem must be reported with its exact line and exit code.
set -u
SUPPORT="$(cd "$(dirname "$0")/../support" && pwd)"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/tabula-docs.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
fails=0
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }

# expect NAME WANT_RC WANT_FILE CMD... — CMD's exit code and output, exactly.
expect() {
    local name=$1 rc=$2 want=$3 got
    shift 3
    got=$("$@" 2>&1)
    local code=$?
    [ "$code" = "$rc" ] || bad "$name: exit $code, not $rc"
    if [ "$got" != "$(cat "$want")" ]; then
        bad "$name: the output differs"
        diff -u "$want" <(printf '%s\n' "$got")
    else
        echo "ok   $name"
    fi
}

# ---- docs_check.py ----
tree="$WORK/tree"
mkdir -p "$tree/docs" "$tree/src"
{
    echo "# Long"
    echo
    echo "## Contents"
    echo
    echo "- [First part](#first-part)"
    echo "- [Gone](#gone)"
    echo
    echo "## First part"
    echo
    echo "See [the second](#second-part-the-end) and [short](short.md#a-heading)."
    echo
    echo "## Second part: the end"
    for i in $(seq 1 300); do echo "line $i"; done
} > "$tree/docs/long.md"
{
    echo "# Short"
    echo
    echo "## A heading"
    echo
    echo "## A heading"
    echo
    echo "[twice](#a-heading-1), [missing](nothere.md), [out](https://example.org/#x)"
} > "$tree/docs/short.md"
{
    echo "# No contents"
    echo
    echo "## One"
    for i in $(seq 1 300); do echo "line $i"; done
} > "$tree/docs/plain.md"
# The diary words are put together here, so this file holds none.
word="st""op"
printf '/* measured in %s 21 */\nint x; /* a %sover is fine, as is %s. */\n/* the %s-18 figures */\n' \
    "$word" "$word" "$word" "$word" > "$tree/src/a.c"
printf 'figures after the me''rge\n' > "$tree/src/notes.txt"
cat > "$WORK/want-check" <<EOT
docs/long.md:12: the contents do not list "## Second part: the end" (#second-part-the-end)
docs/long.md:6: the link #gone: no heading gives #gone
docs/plain.md:1: 304 lines and no table of contents: its first ## heading must be "## Contents", listing the ## headings
docs/short.md:7: the link nothere.md names a file that does not exist
src/a.c:1: diary words "${word} 21": a session number ("${word} N"); say what is true now
src/a.c:3: diary words "${word}-18": a session number ("${word} N"); say what is true now
src/notes.txt:1: diary words "after the me""rge": a moment of the project's history (CHANGELOG.md keeps it); say what is true now
7 problem(s) in the documentation (tests/support/docs_check.py; --contents FILE.md rewrites a file's contents from its headings)
EOT
sed -i 's/me""rge/merge/' "$WORK/want-check"
expect "docs_check finds each problem" 1 "$WORK/want-check" python3 "$SUPPORT/docs_check.py" "$tree"

rm "$tree/docs/plain.md" "$tree/src/a.c" "$tree/src/notes.txt"
sed -i 's/^- \[Gone\](#gone)$/- [Second part](#second-part-the-end)/' "$tree/docs/long.md"
sed -i 's/, \[missing\](nothere.md)//' "$tree/docs/short.md"
echo "ok: 2 Markdown files, contents and links; no diary words" > "$WORK/want-clean"
expect "docs_check passes a clean tree" 0 "$WORK/want-clean" python3 "$SUPPORT/docs_check.py" "$tree"

# --contents: the list rebuilt from the headings, before the first of them
printf '# T\n\nIntro.\n\n## Contents\n\n- [Old](#old)\n\n## `a` b\n\ntext\n\n## C: d\n' \
    > "$WORK/toc.md"
python3 "$SUPPORT/docs_check.py" --contents "$WORK/toc.md"
printf '# T\n\nIntro.\n\n## Contents\n\n- [`a` b](#a-b)\n- [C: d](#c-d)\n\n## `a` b\n\ntext\n\n## C: d\n' \
    > "$WORK/want-toc.md"
if cmp -s "$WORK/toc.md" "$WORK/want-toc.md"; then echo "ok   docs_check --contents"; else
    bad "docs_check --contents"; diff -u "$WORK/want-toc.md" "$WORK/toc.md"; fi

# ---- guide_screens.py ----
mkdir -p "$WORK/screens"
printf ' Title\n\n body\n' > "$WORK/screens/one.txt"
guide="$WORK/guide.md"
printf 'Text.\n\n<!-- screen: one -->\n```text\n Title\n old body\n```\n\nMore.\n' > "$guide"
cp "$guide" "$WORK/guide-before.md"
cat > "$WORK/want-diff" <<EOT
--- $guide (the guide)
+++ $guide (what tabula draws now)
@@ -3,7 +3,8 @@
 <!-- screen: one -->
 \`\`\`text
  Title
- old body
+
+ body
 \`\`\`
 
 More.

The guides' screens differ from what tabula draws now. Regenerate them with
    tests/tui/update_guide_screens.sh build
(from the source folder, after building), and commit the result.
EOT
expect "guide_screens --check shows the difference" 1 "$WORK/want-diff" \
    python3 "$SUPPORT/guide_screens.py" --check "$WORK/screens" "$guide"
cmp -s "$guide" "$WORK/guide-before.md" || bad "guide_screens --check wrote the guide"
echo "updated $guide" > "$WORK/want-updated"
expect "guide_screens rewrites the block" 0 "$WORK/want-updated" \
    python3 "$SUPPORT/guide_screens.py" "$WORK/screens" "$guide"
printf 'Text.\n\n<!-- screen: one -->\n```text\n Title\n\n body\n```\n\nMore.\n' > "$WORK/want-guide"
cmp -s "$guide" "$WORK/want-guide" || bad "the rewritten guide is not the screen"
: > "$WORK/want-none"
expect "guide_screens --check passes once rewritten" 0 "$WORK/want-none" \
    python3 "$SUPPORT/guide_screens.py" --check "$WORK/screens" "$guide"
printf '<!-- screen: two -->\n```text\n```\n' > "$WORK/unknown.md"
echo "$WORK/unknown.md:1: no screen named two was captured (tests/tui/guide_screens.sh captures them)" \
    > "$WORK/want-unknown"
expect "guide_screens refuses an unknown screen" 2 "$WORK/want-unknown" \
    python3 "$SUPPORT/guide_screens.py" --check "$WORK/screens" "$WORK/unknown.md"

[ "$fails" = 0 ] || { echo "$fails check(s) failed"; exit 1; }
