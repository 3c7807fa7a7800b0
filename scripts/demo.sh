#!/usr/bin/env bash
# Renders the demo outputs with a built `motion` binary: stills of every scene in PNG (scale 3),
# SVG and PDF, light and dark, plus a few instants of the coins scene's timeline.
#   scripts/demo.sh MOTION_BINARY OUTPUT_FOLDER
set -euo pipefail
motion=$1
out=$2
mkdir -p "$out"
for scene in $("$motion" list | tail -n +2 | awk '{print $1}'); do
    for scheme in light dark; do
        "$motion" render "$scene" --still --scheme "$scheme" --scale 3 -o "$out/$scene-$scheme.png" >/dev/null
        "$motion" render "$scene" --still --scheme "$scheme" -o "$out/$scene-$scheme.svg" >/dev/null
        "$motion" render "$scene" --still --scheme "$scheme" -o "$out/$scene-$scheme.pdf" >/dev/null
    done
done
for t in 0.6 1.4 2.6 3.0; do
    "$motion" render coins --time "$t" --scale 2 -o "$out/coins-t$t.png" >/dev/null
done
echo "demo outputs in $(cd "$out" && pwd):"
ls "$out"
