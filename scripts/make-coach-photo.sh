#!/usr/bin/env bash
# Makes Resources/photos/coach.jpg, the portrait the coach scene draws, with ImageMagick alone
# (Debian 12's imagemagick 6.9.11): a warm studio backdrop (a plasma fractal with a fixed seed,
# blurred, desaturated and tinted), soft light, and a stylised person (shoulders, neck, head,
# hair) drawn on it, saved as a 256 × 256 JPEG at quality 88. The same ImageMagick gives the
# same file byte for byte.
#   scripts/make-coach-photo.sh [OUTPUT]
set -euo pipefail
out=${1:-Resources/photos/coach.jpg}
convert -size 256x256 -seed 11 plasma:'#f6c9a3'-'#7a8fd8' -blur 0x12 -modulate 100,35 -fill '#e9a77c' -colorize 30% \
    \( -size 256x256 radial-gradient:'#ffffff66'-'#00000055' \) -compose overlay -composite \
    \( -size 256x256 xc:none \
       -fill '#2b3c63' -draw "ellipse 128,292 104,96 0,360" \
       -fill '#d9a07d' -draw "roundrectangle 110,150 146,200 14,14" \
       -fill '#e8b793' -draw "ellipse 128,118 46,56 0,360" \
       -fill '#3a2a22' -draw "ellipse 128,84 50,32 180,360" -draw "ellipse 92,104 12,30 0,360" -draw "ellipse 164,104 12,30 0,360" \
       -fill '#5b3e32' -draw "ellipse 110,122 5,4 0,360" -draw "ellipse 146,122 5,4 0,360" \
       -fill '#b5645a' -draw "ellipse 128,146 13,5 0,180" \
       -blur 0x0.8 \) -compose over -composite \
    -strip -sampling-factor 2x2 -quality 88 "$out"
echo "wrote $out"
