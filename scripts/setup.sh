#!/usr/bin/env bash
# Installs what building, rendering and testing need, when it is missing (Debian 12).
#   scripts/setup.sh          libraries, pkg-config and the Inter font (build + render)
#   scripts/setup.sh --test   also the tools the tests cross-check with
# Uses apt-get when run as root (or through sudo when available); otherwise prints what to install.
set -euo pipefail

# libdeflate-dev: MotionRender compresses PNG files with libdeflate (the C floor compares it with zlib).
packages=(libcairo2-dev librsvg2-dev libfontconfig1-dev libpng-dev libdeflate-dev pkg-config fonts-inter)
if [[ "${1:-}" == "--test" ]]; then
    # pdfinfo/pdftoppm/pdftotext, rsvg-convert, xmllint, node for the JavaScript twin of the curves,
    # and headless chromium for the HTML player's screenshots.
    packages+=(poppler-utils librsvg2-bin libxml2-utils chromium)
    # python3: its zlib decodes PNGs independently of cairo and libpng in the PNG encoder tests.
    packages+=(python3)
    # make bench: GNU time reports a whole program's peak memory, valgrind counts instructions.
    packages+=(time valgrind)
    command -v node >/dev/null 2>&1 || packages+=(nodejs)
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
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
echo "setup: done"
