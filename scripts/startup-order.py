#!/usr/bin/env python3
"""Writes scripts/motion.order: the functions of the `motion` tool that its usual commands run, in the
order they first run, for the linker to place side by side (lld's --symbol-ordering-file, which the
Makefile's release builds pass).

    make build && scripts/startup-order.py

Why: Linux maps a program's code in 64 KiB windows around each page it touches, and every mapped page
counts in the resident set. The functions a still runs are a few hundred kilobytes spread over a
17 MB program; placed together, they take a few windows instead of one each (docs/performance.md,
"Memory"). The linker moves sections, not functions: the Makefile's release builds compile every
function into a section of its own (`-function-sections`), and code without a name to list here
(Swift's private functions, C++ static constructors, the C start files) is placed first by
scripts/motion.ld. The standard library and Foundation come compiled, mostly one section per
file: a name in one of them moves its whole section. A stale file costs memory, never
correctness: the linker skips names that no longer exist, and functions missing from the file
keep their place.

It runs each command below under valgrind's callgrind (instruction counting, no timing) and takes the
functions callgrind saw in the `motion` binary itself, by their mangled names, as the linker sees them.
"""
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MOTION = ROOT / ".build/release/motion"
ORDER = ROOT / "scripts/motion.order"
# The still of every built-in scene in each format, a frame sequence, a storyboard and the listing.
COMMANDS = ([["render", scene, "-o", f"{scene}.{fmt}"] for scene in ("coins", "bots", "clock", "streak", "hint")
             for fmt in ("png", "svg", "pdf")]
            + [["frames", "coins", "--to", "0.2", "--scale", "2", "-o", "frames"], ["storyboard", "bots", "-o", "board.pdf"],
               ["list"]])


def functions(out_file: Path, binary: str) -> list:
    """Functions of `binary` in a callgrind output file, in the order they first appear."""
    objects, names, seen, order = {}, {}, set(), []
    current = None
    for line in out_file.read_text(errors="replace").splitlines():
        match = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?$", line)
        if match:
            kind, key, name = match.groups()
            if name:
                objects[key] = name
            if kind == "ob":
                current = objects.get(key)
            continue
        match = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?$", line)
        if match:
            kind, key, name = match.groups()
            if name:
                names[key] = name
            name = names.get(key)
            if kind == "fn" and current == binary and name and not name.startswith("0x") and name not in seen:
                seen.add(name)
                order.append(name)
    return order


def main() -> None:
    if not MOTION.exists():
        sys.exit(f"startup-order: {MOTION} is missing; run `make build` first")
    binary = str(MOTION.resolve())
    order, seen = [], set()
    with tempfile.TemporaryDirectory() as folder:
        for arguments in COMMANDS:
            out = Path(folder) / "callgrind.out"
            subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", binary, *arguments],
                           cwd=folder, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for name in functions(out, binary):
                if name not in seen:
                    seen.add(name)
                    order.append(name)
    ORDER.write_text("\n".join(order) + "\n")
    print(f"startup-order: {len(order)} functions written to {ORDER.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
