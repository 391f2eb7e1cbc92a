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
# json FILE EXPR: EXPR in Python with d the JSON document in FILE, printed.
json() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))" "$@"; }
# untimed FILE: sim's JSON report in FILE without its one timing field
# (games_per_second), keys sorted, to compare two runs.
untimed() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); d.pop('games_per_second'); print(json.dumps(d, sort_keys=True))" "$1"; }
