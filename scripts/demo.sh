#!/usr/bin/env bash
# Renders the demo outputs with a built `motion` binary:
#   scripts/demo.sh MOTION_BINARY OUTPUT_FOLDER
# Every scene's still frame in PNG (scale 3), SVG and PDF, light and dark; the clock on a foldable
# in each posture; a storyboard of the bots scene; the coins scene's timeline as a PNG sequence;
# a curve plot; and an HTML player.
set -euo pipefail
motion=$1
out=$2
mkdir -p "$out"
for scene in $("$motion" list --names); do
    for scheme in light dark; do
        "$motion" render "$scene" --still --scheme "$scheme" --scale 3 -o "$out/$scene-$scheme.png" >/dev/null
        "$motion" render "$scene" --still --scheme "$scheme" -o "$out/$scene-$scheme.svg" >/dev/null
        "$motion" render "$scene" --still --scheme "$scheme" -o "$out/$scene-$scheme.pdf" >/dev/null
    done
done
for posture in closed open tabletop; do
    "$motion" render clock --still --scale 2 --device foldable --posture "$posture" -o "$out/clock-foldable-$posture.png" >/dev/null
done
"$motion" storyboard bots --curve "card slide" -o "$out/bots-storyboard.pdf" >/dev/null
rm -rf "$out/coins-frames"   # a sequence folder holds one render: start it afresh
"$motion" frames coins --fps 30 --scale 2 -o "$out/coins-frames" --quiet >/dev/null
"$motion" curve --w 14 --at 0.2 --scale 2 -o "$out/curve-spring.png" >/dev/null
"$motion" player bots --scheme both -o "$out/bots-player.html" >/dev/null
echo "demo outputs in $(cd "$out" && pwd):"
ls "$out"
