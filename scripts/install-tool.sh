#!/usr/bin/env bash
# Installs a command-line tool built with SwiftPM together with the resource bundles SwiftPM
# built beside it (MotionKit's palettes, themes, piece sets and avatars travel in
# MotionKit_MotionGraphics.resources; a user's own package adds its own bundles).
#
#   scripts/install-tool.sh BUILD_DIR TOOL PREFIX
#
#   BUILD_DIR  the folder holding the built tool, e.g. .build/release (`swift build -c release --show-bin-path`)
#   TOOL       the executable's name: motion, my-motion, …
#   PREFIX     where to install, e.g. /usr/local or ~/.local
#
# Layout: PREFIX/lib/TOOL/ holds the executable and every *.resources bundle of BUILD_DIR, and
# PREFIX/bin/TOOL is a symbolic link to it (the program resolves the link and finds its bundles
# beside the real file, as SwiftPM's Bundle.module does). An earlier install of TOOL is replaced
# as a whole, so no stale resource survives. DESTDIR, when set, is put in front of every path
# written (for staging a package); the link stays relative, so it works once unpacked.
#
# The installed executable is stripped of its symbol table and debug sections (`strip`; set
# STRIP= to keep them, or STRIP=... for another program), and the tool's completion scripts,
# which it prints itself (`TOOL --generate-completion-script SHELL`), go where each shell looks
# for them: PREFIX/share/bash-completion/completions/TOOL, PREFIX/share/zsh/site-functions/_TOOL
# and PREFIX/share/fish/vendor_completions.d/TOOL.fish.
#
# Exit codes: 0 installed, 64 wrong usage, 1 a file could not be copied.
set -euo pipefail

fail() { echo "install-tool: $2" >&2; exit "$1"; }

(($# == 3)) || fail 64 "usage: install-tool.sh BUILD_DIR TOOL PREFIX (got $# arguments)"
build_dir=$1 tool=$2 prefix=$3
[[ -d $build_dir ]] || fail 64 "build folder '$build_dir' does not exist (build first: swift build -c release)"
[[ $tool =~ ^[A-Za-z0-9._-]+$ ]] || fail 64 "tool name '$tool' must be a plain file name"
[[ -x $build_dir/$tool && -f $build_dir/$tool ]] || fail 64 "'$build_dir/$tool' is not a built executable"
[[ -n $prefix ]] || fail 64 "PREFIX is empty"

lib="${DESTDIR:-}$prefix/lib/$tool"
bin="${DESTDIR:-}$prefix/bin"
staging="$lib.installing.$$"
trap 'rm -rf "$staging"' EXIT

mkdir -p "$staging" "$bin" || fail 1 "cannot create folders under ${DESTDIR:-}$prefix"
cp "$build_dir/$tool" "$staging/$tool" || fail 1 "cannot copy $build_dir/$tool"
strip_program=${STRIP-strip}
if [[ -n $strip_program ]]; then
    "$strip_program" "$staging/$tool" || fail 1 "cannot strip $staging/$tool with $strip_program (STRIP= installs it unstripped)"
fi
shopt -s nullglob
for bundle in "$build_dir"/*.resources; do
    cp -R "$bundle" "$staging/" || fail 1 "cannot copy $bundle"
done
share="${DESTDIR:-}$prefix/share"
completions=("bash:bash-completion/completions/$tool" "zsh:zsh/site-functions/_$tool" "fish:fish/vendor_completions.d/$tool.fish")
for entry in "${completions[@]}"; do
    shell=${entry%%:*} file="$share/${entry#*:}"
    mkdir -p "$(dirname "$file")" || fail 1 "cannot create $(dirname "$file")"
    "$staging/$tool" --generate-completion-script "$shell" > "$file.$$" || fail 1 "$tool cannot print its $shell completion script"
    mv "$file.$$" "$file" || fail 1 "cannot write $file"
done
rm -rf "$lib"
mv "$staging" "$lib" || fail 1 "cannot move the new install into $lib"
ln -sfn "../lib/$tool/$tool" "$bin/$tool" || fail 1 "cannot link $bin/$tool"
echo "installed $bin/$tool -> $lib/$tool (stripped: ${strip_program:-no}), with completion scripts for bash, zsh and fish in $share"
