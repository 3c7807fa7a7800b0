#!/usr/bin/env bash
# Renders the pictures the README shows, with the project's own `motion` binary:
#   scripts/docs-images.sh MOTION_BINARY
# Stills (PNG, SVG), the coins scene as an animated SVG and as a Lottie animation played by rlottie, the streak scene in three locales, the clock in every posture, a storyboard PDF (with a PNG preview of its first
# page made by pdftoppm), a curve plot and the studio's page with the coach scene and with the
# props panel of the prototype `motion init` writes (headless Chromium), into docs/images/.
set -euo pipefail
motion=$1
out=docs/images
mkdir -p "$out"
for scene in coins bots clock streak hint coach; do
    "$motion" render "$scene" --still --scale 2 -o "$out/$scene-light.png" >/dev/null
    "$motion" render "$scene" --still --scale 2 --scheme dark -o "$out/$scene-dark.png" >/dev/null
done
# The localized streak scene in English, Japanese and Arabic (right to left).
for locale in en ja ar; do
    "$motion" render streak --still --scale 2 --locale "$locale" -o "$out/streak-$locale.png" >/dev/null
done
"$motion" render bots --still -o "$out/bots-still.svg" >/dev/null
"$motion" render coins --still -o "$out/coins-still.svg" >/dev/null
"$motion" render coach --still -o "$out/coach-still.svg" >/dev/null
"$motion" animate coins --fps 30 --quiet -o "$out/coins-animated.svg" >/dev/null
# The coins scene as a Lottie animation, and four of its frames as rlottie (an independent
# player) plays them, under the package's own PNG frames at the same times (docs/lottie.md).
"$motion" animate coins --fps 30 --quiet -o "$out/coins.json" >/dev/null
lottie_frames=$(mktemp -d)
for frame in 18 42 84 132; do
    time=$(python3 -c "print($frame / 30)")
    name=$(printf "%03d" "$frame")
    "$motion" render coins --time "$time" -o "$lottie_frames/ours-$name.png" >/dev/null
    python3 scripts/lottie-check.py png "$out/coins.json" "$frame" "$lottie_frames/rlottie-$name.png"
done
convert \( "$lottie_frames"/ours-*.png +append \) \( "$lottie_frames"/rlottie-*.png +append \) -append "$out/coins-lottie-playback.png"
rm -rf "$lottie_frames"
"$motion" render bots --still --scale 2 --board-theme brown --piece-set geometric --avatar-style monogram \
    -o "$out/bots-brown-geometric-monogram.png" >/dev/null
for posture in closed open tabletop; do
    "$motion" render clock --still --scale 2 --device foldable --posture "$posture" -o "$out/clock-foldable-$posture.png" >/dev/null
done
for t in 0.6 1.4 2.6 3.0; do
    "$motion" render coins --time "$t" -o "$out/coins-t$t.png" >/dev/null
done
"$motion" storyboard bots --curve "card slide" -o "$out/bots-storyboard.pdf" >/dev/null
pdftoppm -png -r 80 -f 1 -l 1 -singlefile "$out/bots-storyboard.pdf" "$out/bots-storyboard-page1"
"$motion" curve --w 14 --at 0.2 --scale 2 -o "$out/curve-spring.png" >/dev/null
# The studio's page in headless Chromium, once its frame is shown: `studio_shot FOLDER FRAGMENT
# OUT.png WIDTH HEIGHT STUDIO-ARGUMENTS…` runs `motion studio` in FOLDER and screenshots the page.
studio_log=$(mktemp)
package=$(mktemp -d)
studio_pid=
trap 'if [ -n "$studio_pid" ]; then kill "$studio_pid" 2>/dev/null || true; fi; rm -rf "$studio_log" "$package"' EXIT
motion_path=$(cd "$(dirname "$motion")" && pwd)/$(basename "$motion")
here=$(pwd)
studio_shot() {
    local folder=$1 fragment=$2 shot=$3 width=$4 height=$5
    shift 5
    (cd "$folder" && exec "$motion_path" studio --port 0 "$@") >"$studio_log" 2>&1 &
    studio_pid=$!
    for _ in $(seq 100); do grep -q 'ready in' "$studio_log" && break; sleep 0.1; done
    url=$(grep -m1 '^http://' "$studio_log")
    "$here/scripts/page-screenshot.py" "${url}#${fragment}" "$here/$out/$shot" "$width" "$height" \
        "document.querySelector('.mk-frame') && document.querySelector('.mk-frame').dataset.shownAt"
    kill "$studio_pid"
    studio_pid=
}
# The coach scene at 2.2 s; the props panel of the prototype `motion init` writes, opened alone,
# with an edited title.
studio_shot "$here" "scene=coach&t=2200" studio.png 1100 720 --no-build
"$motion" init "$package/my-motion" >/dev/null
studio_shot "$package/my-motion" "t=1500&props=%7B%22title%22%3A%22Level%205%22%7D" studio-props.png 1100 860 --files-only design/badge.js
rm -f "$out/coins-still-light.png" "$out/coins-still-dark.png" "$out/coins-still-light.svg" "$out/coins-timeline.png"
echo "pictures in $out"
