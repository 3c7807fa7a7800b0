#!/bin/sh
# The package `motion init` writes builds and passes its own tests at once, as a new user runs
# them (`make test`; CI=true: a missing reference fails instead of being recorded), building only
# what they use, and its tool renders the
# still frame and checks the port against the prototype with the README's commands, without
# linking JavaScriptCore or libmicrohttpd. `make release` builds the tool with MotionKit's release
# flags (no Swift library needed, no run path, the same PNG bytes as the debug tool) and
# `make install` installs it where it runs.
#   scripts/template-check.sh MOTION [FOLDER]   (default FOLDER: .build/template-check)
set -eu
motion=$1
checks=$(cd "$(dirname "$0")" && pwd)
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
make release SWIFT="$swift" > ../release.log 2>&1 || { cat ../release.log >&2; echo "template-check: make release failed" >&2; exit 1; }
release=.build/release/my-motion
# The same check as `motion`'s release build: every output byte-equal to the debug tool's, no
# run path, no Swift library needed.
"$checks/release-check.sh" .build/debug/my-motion "$release"
make install PREFIX="$(pwd)/../prefix" SWIFT="$swift" > ../install.log 2>&1 || { cat ../install.log >&2; echo "template-check: make install failed" >&2; exit 1; }
../prefix/bin/my-motion render badge -o ../badge-installed.png
cmp ../badge.png ../badge-installed.png || { echo "template-check: the installed tool's still differs" >&2; exit 1; }
echo "template-check: the package builds, passes its tests, renders and diffs against its prototype; make release and make install give the same still"
