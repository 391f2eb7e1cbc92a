#!/usr/bin/env bash
# A save that cannot be written mid-game (a full disk; here a file size
# limit): the table says so on its error line and plays on, and leaving
# does not promise what is not true: the game is kept as it was when last
# written, and that file is whole.
. "$(dirname "$0")/lib.sh"

command -v prlimit >/dev/null || fail "prlimit (util-linux) is not installed"
# The first write (the deal, 369 bytes) fits; the one after the first move does not.
start_shell
run "trap '' XFSZ; prlimit --fsize=375:375 $TABULA play zero --seed 5 --save $WORK/g.save"
wait_for "Player 1 ›"
type_text knock
keys Enter
wait_for "the game could not be saved: $WORK/g.save: cannot write: File too large"
pass "a failed write of the save shows on the error line"
keys q
wait_for "Leave this game? Its save could not be written: it is kept as"
keys y
wait_for "EXIT="
tail -n 1 "$WORK/g.save" | grep -qx end || fail "the save is not whole"
"$TABULA" replay "$WORK/g.save" >/dev/null 2>&1 || fail "the save does not replay"
pass "leaving says the game is kept as last written, and that save is whole"
