#!/usr/bin/env bash
# Checks the `motion` that `make build` and `make install` make (the Makefile's RELEASE flags: the
# Swift runtime linked statically, every function in a section of its own, laid out by
# scripts/motion.ld and scripts/motion.order, no run path) against the debug build the test suite
# ran: every built-in scene's still as PNG at scales 1 and 3, SVG and PDF, a storyboard and a short
# frame sequence must be the same bytes, and the binary must look for no library beside itself.
#
#   scripts/release-check.sh DEBUG_MOTION RELEASE_MOTION      (make test runs it)
set -euo pipefail
debug=${1:?usage: release-check.sh DEBUG_MOTION RELEASE_MOTION}
release=${2:?usage: release-check.sh DEBUG_MOTION RELEASE_MOTION}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/debug" "$work/release"

# Renders the same outputs with one build into FOLDER.
render_all() {
    local motion=$1 folder=$2 scene
    for scene in $("$release" list --names); do
        "$motion" render "$scene" -o "$folder/$scene.png" >/dev/null
        "$motion" render "$scene" --scale 3 -o "$folder/$scene@3x.png" >/dev/null
        "$motion" render "$scene" -o "$folder/$scene.svg" >/dev/null
        "$motion" render "$scene" -o "$folder/$scene.pdf" >/dev/null
    done
    "$motion" storyboard bots -o "$folder/storyboard.pdf" >/dev/null
    "$motion" frames coins --to 0.2 -o "$folder/frames" >/dev/null
}
render_all "$debug" "$work/debug"
render_all "$release" "$work/release"
if ! diff -r "$work/debug" "$work/release" >/dev/null; then
    echo "release-check: the release build of motion draws other bytes than the debug build:" >&2
    diff -rq "$work/debug" "$work/release" >&2 || true
    exit 1
fi
if command -v readelf >/dev/null && readelf -d "$release" | grep -Eq '\((RUNPATH|RPATH)\)'; then
    echo "release-check: $release has a run path; the release flags pass --disable-local-rpath" >&2
    exit 1
fi
echo "release-check: $(ls "$work/release" | wc -l) outputs of the release build equal the debug build's"
