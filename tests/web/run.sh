#!/bin/sh
# run.sh SCRIPT ARGS... — a browser test (CTest label web), or exit 77 (CTest
# shows it as skipped) saying plainly why, when Debian's chromium or the
# pinned npm packages (.ci/install-deps --test) are not installed.
here=$(dirname "$0")
chromium=${TABULA_CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
  echo "SKIPPED: no browser at $chromium (install it with .ci/install-deps --test)"
  exit 77
fi
if [ ! -f "$here/node_modules/puppeteer-core/package.json" ] || ! command -v node >/dev/null; then
  echo "SKIPPED: node or the pinned puppeteer-core is missing (.ci/install-deps --test runs npm ci in tests/web)"
  exit 77
fi
export TABULA_CHROMIUM="$chromium"
exec node "$@"
