#!/usr/bin/env bash
# Checks a tool built with MotionKit's release flags (scripts/release-build.sh: the Swift runtime
# linked statically, every function in a section of its own, laid out by scripts/motion.ld and
# scripts/motion.order, no run path), `motion` as `make build` makes it or a user's tool as its
# `make release` does, against the debug build of the same tool: every scene's still as PNG at
# scales 1 and 3, SVG and PDF, a storyboard of the last scene listed and a short frame sequence of
# the first must be the same bytes, and the binary must look for no library beside itself.
#
#   scripts/release-check.sh DEBUG_TOOL RELEASE_TOOL      (make test runs it for motion and Examples/MyScenes)
set -euo pipefail
debug=${1:?usage: release-check.sh DEBUG_TOOL RELEASE_TOOL}
release=${2:?usage: release-check.sh DEBUG_TOOL RELEASE_TOOL}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/debug" "$work/release"

# Renders the same outputs with one build into FOLDER.
render_all() {
    local motion=$1 folder=$2 scene
    local names first last
    names=$("$release" list --names)
    first=$(echo "$names" | head -n 1)
    last=$(echo "$names" | tail -n 1)
    for scene in $names; do
        "$motion" render "$scene" -o "$folder/$scene.png" >/dev/null
        "$motion" render "$scene" --scale 3 -o "$folder/$scene@3x.png" >/dev/null
        "$motion" render "$scene" -o "$folder/$scene.svg" >/dev/null
        "$motion" render "$scene" -o "$folder/$scene.pdf" >/dev/null
    done
    "$motion" storyboard "$last" -o "$folder/storyboard.pdf" >/dev/null
    "$motion" frames "$first" --to 0.2 -o "$folder/frames" >/dev/null
}
render_all "$debug" "$work/debug"
render_all "$release" "$work/release"
if ! diff -r "$work/debug" "$work/release" >/dev/null; then
    echo "release-check: the release build of $(basename "$release") draws other bytes than the debug build:" >&2
    diff -rq "$work/debug" "$work/release" >&2 || true
    exit 1
fi
if command -v readelf >/dev/null && readelf -d "$release" | grep -Eq '\((RUNPATH|RPATH)\)'; then
    echo "release-check: $release has a run path; the release flags pass --disable-local-rpath" >&2
    exit 1
fi
if command -v readelf >/dev/null && readelf -d "$release" | grep -Eq 'NEEDED.*(libswift|libFoundation)'; then
    echo "release-check: $release needs the Swift runtime as a shared library; the release flags link it statically" >&2
    exit 1
fi
echo "release-check: $(ls "$work/release" | wc -l) outputs of the release build equal the debug build's"
