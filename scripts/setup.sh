#!/usr/bin/env bash
# Installs what building, rendering and testing need, when it is missing (Debian 12).
#   scripts/setup.sh          libraries, pkg-config, the fonts text is drawn with and ffmpeg (build + render)
#   scripts/setup.sh --test   also the tools the tests cross-check with
#   scripts/setup.sh --docs   also python3, for the API reference (make docs)
# Uses apt-get when run as root (or through sudo when available); otherwise prints what to install.
set -euo pipefail

# libdeflate-dev: MotionRender compresses PNG files with libdeflate (the C floor compares it with zlib).
# libmicrohttpd-dev: GNU libmicrohttpd, the HTTP server of `motion studio` (module MotionStudio).
# libjavascriptcoregtk-4.1-0: JavaScriptCore, opened when a script first runs; building needs no
# header of it (CJavaScriptCore declares the API; the tests check it against the -dev headers).
packages=(libcairo2-dev librsvg2-dev libfontconfig1-dev libpng-dev zlib1g-dev libpango1.0-dev libgdk-pixbuf-2.0-dev libwebp-dev libjavascriptcoregtk-4.1-0 libdeflate-dev libmicrohttpd-dev pkg-config)
# The fonts text is drawn with (docs/text.md): Inter for Latin, Greek and Cyrillic; Noto for
# Arabic, Hebrew, Devanagari, Thai and the other scripts of Unicode 12; Noto CJK; colour emoji.
packages+=(fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji)
# ffmpeg encodes the animated images and videos of `motion animate` (not needed to build).
packages+=(ffmpeg)
# binutils: `strip` for `make install` (the Swift toolchain's linker needs it too).
packages+=(binutils)
# python3 runs scripts/docs.py (make docs, make docs-check, and the suite's documentation test).
if [[ "${1:-}" == "--docs" ]]; then
    packages+=(python3)
fi
if [[ "${1:-}" == "--test" ]]; then
    # pdfinfo/pdftoppm/pdftotext, rsvg-convert, xmllint, node for the JavaScript twin of the curves,
    # and headless chromium for the HTML player's screenshots.
    packages+=(poppler-utils librsvg2-bin libxml2-utils chromium)
    # JavaScriptCore's own headers: scripts/jsc-header-check.sh compares CJavaScriptCore's declarations with them.
    packages+=(libjavascriptcoregtk-4.1-dev)
    # python3: its zlib decodes PNGs independently of cairo and libpng in the PNG encoder tests.
    # python3-websocket: scripts/page-screenshot.py drives Chromium for the README's studio picture.
    packages+=(python3 python3-websocket)
    # zsh and fish: the generated completion scripts are loaded and queried in the CLI tests.
    packages+=(zsh fish)
    # hb-shape and fribidi: HarfBuzz's and GNU FriBidi's own tools, the references for shaping and bidi.
    packages+=(libharfbuzz-bin libfribidi-bin)
    # ImageMagick decodes PNG/JPEG/WebP independently of gdk-pixbuf and libwebp in the bitmap
    # tests, and makes their test images; cwebp/dwebp (webp) cross-check WebP. They also write
    # the images whose header sizes the SVG asset checks are compared with; webpmux and
    # ImageMagick read animated WebP and GIF back; GNU parallel runs the long-render recipe.
    packages+=(imagemagick webp parallel)
    # make bench: GNU time reports a whole program's peak memory, valgrind counts instructions.
    packages+=(time valgrind)
    # readelf (binutils, above) lists the libraries `motion` links; unshare and mount (util-linux) hide
    # the ones it opens on demand in the tests of a machine without them.
    packages+=(util-linux)
    # fc-list (fontconfig): the families the machine has, against which font warnings are checked.
    packages+=(fontconfig)
    command -v node >/dev/null 2>&1 || packages+=(nodejs)
    # rlottie, an independent Lottie player, draws the exported animations in the Lottie tests
    # (scripts/lottie-check.py through its C API); pip fetches the Lottie schema (below).
    packages+=(librlottie0-1 python3-pip)
fi

# The Lottie specification's JSON schema (the lottie-specs package on PyPI), the validator the
# Lottie tests check exports with, and python-lottie (the lottie package), a second reader that
# turns a frame into SVG for rsvg-convert; into .build/lottie-specs (no system Python changed).
lottie_specs() {
    local target
    target="$(cd "$(dirname "$0")/.." && pwd)/.build/lottie-specs"
    [[ -f "$target/lottie_specs/data/lottie.schema.json" && -d "$target/jsonschema" && -d "$target/lottie" ]] && return 0
    echo "setup: installing lottie-specs, jsonschema and lottie (PyPI) into $target"
    python3 -m pip install --quiet --upgrade --root-user-action=ignore --disable-pip-version-check --no-warn-script-location --target "$target" \
        "lottie-specs==0.5.2" "jsonschema>=4.17,<5" "lottie==0.7.2" >/dev/null
}

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
    if [[ "${1:-}" == "--test" ]]; then lottie_specs; fi
    exit 0
fi

echo "setup: installing ${missing[*]}"
if [[ $(id -u) -eq 0 ]]; then
    apt_get=(apt-get)
elif command -v sudo >/dev/null 2>&1; then
    apt_get=(sudo apt-get)
else
    echo "setup: missing packages: ${missing[*]}; install them with: sudo apt-get install ${missing[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${apt_get[@]}" update -qq
"${apt_get[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fc-cache -f >/dev/null 2>&1 || true
if [[ "${1:-}" == "--test" ]]; then lottie_specs; fi
echo "setup: done"
