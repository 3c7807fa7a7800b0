#!/usr/bin/env bash
# The parallel paths of a `motion` built with ThreadSanitizer (`make check-ci`): frame sequences in
# PNG and SVG, an animation, and a JavaScript prototype, each on two threads. A data race stops the
# run with exit code 66 and ThreadSanitizer's report (scripts/tsan.supp: the one report of a
# library's own, not suppressed for races).
#   scripts/threads-check.sh MOTION
set -euo pipefail
motion="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TSAN_OPTIONS="halt_on_error=1:exitcode=66:suppressions=$PWD/scripts/tsan.supp${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
run() { echo "threads-check: motion $*"; "$motion" "$@" --quiet; }
run frames coins --fps 10 --jobs 2 -o "$work/png"
run frames bots --fps 5 --format svg --jobs 2 -o "$work/svg"
run animate coins --fps 10 --jobs 2 -o "$work/coins.gif"
run frames "$PWD/Resources/prototypes.js#coach" --fps 5 --jobs 2 -o "$work/js"
echo "threads-check: no data race"
