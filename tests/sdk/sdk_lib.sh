# sdk_lib.sh — what every tests/sdk script starts with (sourced, not run):
# its arguments BUILD SOURCE [CC], a scratch folder removed on exit, and the
# ok/fail counters the scripts report with.
build=$1
src=$2
cc=${3:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
ok() { passed=$((passed + 1)); }
fail() {
  echo "FAIL: $1"
  [ -n "${2:-}" ] && [ -f "$2" ] && tail -n 40 "$2"
  echo "$passed passed, 1 failed"
  exit 1
}
