#!/bin/sh
# The package `motion init` writes builds and passes its own tests at once, as a new user runs
# them (`make test`; CI=true: a missing reference fails instead of being recorded), building only
# what they use, and its tool renders the
# still frame and checks the port against the prototype with the README's commands, without
# linking JavaScriptCore or libmicrohttpd.
#   scripts/template-check.sh MOTION [FOLDER]   (default FOLDER: .build/template-check)
set -eu
motion=$1
folder=${2:-.build/template-check}
swift=${SWIFT:-swift}
rm -rf "$folder"
mkdir -p "$(dirname "$folder")"
"$motion" init "$folder/my-motion"
cd "$folder/my-motion"
CI=true make test SWIFT="$swift" 2>&1 | tee ../test.log | grep -E "error|warning:|Executed|passed|failed" | grep -v "prohibited flag" || true
if grep -q "warning:" ../test.log && grep "warning:" ../test.log | grep -qv "prohibited flag(s): -pthread"; then
    echo "template-check: the package's build printed warnings:" >&2
    grep "warning:" ../test.log | grep -v "prohibited flag" >&2
    exit 1
fi
grep -q "Executed 3 tests, with 0 failures" ../test.log || { echo "template-check: the package's tests did not all pass" >&2; exit 1; }
# `make test` builds what the tests use, not MotionKit's own executables.
if [ -e .build/debug/motion ]; then
    echo "template-check: make test built MotionKit's motion, which the package's tests do not use" >&2
    exit 1
fi
"$swift" run my-motion render badge -o ../badge.png
"$swift" run my-motion diff badge design/badge.js#badge
# The tool links neither JavaScriptCore nor libmicrohttpd: both are opened when first needed.
needed=$(readelf -d .build/debug/my-motion 2>/dev/null | grep NEEDED || true)
if [ -z "$needed" ] || echo "$needed" | grep -E "javascriptcore|microhttpd"; then
    echo "template-check: my-motion links a library it should open only when needed (or was not built)" >&2
    exit 1
fi
echo "template-check: the package builds, passes its tests, renders and diffs against its prototype"
