#!/usr/bin/env bash
# Builds one product of the package in the current folder the way `make build` builds `motion`:
# MotionKit's release flags, for any tool made with MotionKit (a user's own `my-motion` too).
#
#   scripts/release-build.sh PRODUCT [SWIFT_BUILD_ARGUMENT...]   builds .build/release/PRODUCT
#   scripts/release-build.sh --flags                              prints the flags on one line
#
# The flags (docs/performance.md, "Memory" and "What changed a still's start"):
# - the Swift runtime and Foundation linked statically, no `$ORIGIN` run path
#   (`--disable-local-rpath`: a static tool needs no library from its own folder);
# - relative relocations packed by lld (`-z pack-relative-relocs`: fewer pages for the dynamic
#   loader to touch at start);
# - every function in a section of its own, placed in the order the usual commands first run them
#   (scripts/motion.order, written by scripts/startup-order.py from `motion`; a user's tool runs
#   the same MotionKit functions, and names the order file does not hold are laid out after it),
#   after the code no order file can name (scripts/motion.ld);
# - objects always written again when their module is compiled (`-disable-incremental-llvm-codegen`:
#   the compiler otherwise keeps an object whose code is unchanged, even when the flags that lay it
#   out changed);
# - concrete generic types reached through their metadata accessors rather than looked up by
#   mangled name (a lookup scans every conformance record of the program).
# The output is byte-identical to a plain `swift build -c release` (`make release-check`).
#
# SwiftPM does not see the order file or the linker script as inputs, so a PRODUCT older than
# either is removed first, to be linked again. SWIFT names the swift program (default: swift).
# Extra arguments go to `swift build` as they are (e.g. --scratch-path DIR).
#
# Exit codes: 64 wrong usage; otherwise swift build's.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
flags=(-c release --static-swift-stdlib --disable-local-rpath
       -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
       -Xswiftc -Xfrontend -Xswiftc -function-sections
       -Xswiftc -Xfrontend -Xswiftc -disable-incremental-llvm-codegen
       -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
       -Xlinker -T -Xlinker "$here/motion.ld"
       -Xlinker "--symbol-ordering-file=$here/motion.order" -Xlinker --no-warn-symbol-ordering)

if [[ ${1:-} == --flags ]]; then
    (($# == 1)) || { echo "release-build: --flags takes no other argument" >&2; exit 64; }
    echo "${flags[*]}"
    exit 0
fi
(($# >= 1)) && [[ $1 != -* ]] || { echo "release-build: usage: release-build.sh PRODUCT [SWIFT_BUILD_ARGUMENT...] or release-build.sh --flags" >&2; exit 64; }
product=$1
shift
swift=${SWIFT:-swift}

bin=$("$swift" build -c release "$@" --show-bin-path)
if [[ -e $bin/$product ]] && { [[ $here/motion.order -nt $bin/$product ]] || [[ $here/motion.ld -nt $bin/$product ]]; }; then
    rm -f "$bin/$product"
fi
exec "$swift" build "${flags[@]}" "$@" --product "$product"
