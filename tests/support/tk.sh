# tk.sh — the shell half of the test kit, sourced by the CLI-level test
# scripts: count passes and failures, and print the plain closing line
# "N passed, M failed" that CI reads.
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
contains() { # TEXT NEEDLE WHAT
    case "$1" in *"$2"*) ok ;; *) bad "$3: no '$2'" ;; esac
}
