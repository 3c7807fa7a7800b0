#!/usr/bin/env python3
"""Times this checkout against an earlier revision in one run: `make bench-against REV=…`.

The earlier revision is checked out with `git worktree` into .build/against/REV and built with
its own `make build` and its own release flags (so each side is what its `make bench` measures).
Then the two are run in turns, process by process, on the same machine at the same time, so load
moves both alike:

- whole processes, as a user runs them: `motion frames` of the coins and bots scenes (180 PNG
  frames at 1080 x 840, one job), `motion render … --still` to SVG and PNG;
- the benchmark's own busy cases, by `motion-bench --case NAME` of each side: the busy frames
  drawn (each frame drawn, none kept) and the busy PNG sequence written;
- instructions of one busy frame drawn (valgrind's callgrind, toggled on
  `FrameRasterizer.draw(at:)`, both sides), a measure load does not move.

Each figure is the median of ROUNDS runs per side (default 7), the ratio this/earlier, and the
run-by-run ratios. Usage: scripts/bench-against.py REV [ROUNDS]
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DRAW = "$s12MotionRender15FrameRasterizerC4draw2atySd_tKF"


def run(argv, **kw):
    return subprocess.run(argv, check=True, **kw)


def prepare(rev):
    """The earlier revision's folder, built; returns its release folder."""
    folder = os.path.join(ROOT, ".build", "against", rev)
    if not os.path.isdir(folder):
        run(["git", "-C", ROOT, "worktree", "add", "--detach", folder, rev], stdout=subprocess.DEVNULL)
    flags = subprocess.run(["make", "-s", "-C", folder, "-pn", "build"], capture_output=True, text=True).stdout
    # `RELEASE = …` in older Makefiles, `RELEASE := …` (scripts/release-build.sh --flags) since.
    release = next(line.split("=", 1)[1].strip() for line in flags.splitlines()
                   if line.startswith("RELEASE = ") or line.startswith("RELEASE := "))
    for product in ("motion", "motion-bench"):
        run(["swift", "build", *release.split(), "--product", product], cwd=folder, stdout=subprocess.DEVNULL)
    return os.path.join(folder, ".build", "release")


def wall(argv, cwd):
    start = time.perf_counter()
    run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def case(bench, name):
    out = run([bench, "--case", name], capture_output=True, text=True).stdout
    return statistics.median(json.loads(out)["series"][""])


def instructions(bench):
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        log = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", f"--toggle-collect={DRAW}",
                              bench, "--case", "busy-draw-180", "1"], capture_output=True, text=True).stderr
    line = next(l for l in log.splitlines() if "Collected :" in l)
    return int(line.split(":")[1].strip().replace(",", "")) / 180


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: scripts/bench-against.py REV [ROUNDS]")
    rev = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", sys.argv[1]], capture_output=True, text=True).stdout.strip()
    if not rev:
        sys.exit(f"bench-against: '{sys.argv[1]}' names no revision of this repository")
    rounds = int(sys.argv[2]) if len(sys.argv) == 3 else 7
    sides = {"this": os.path.join(ROOT, ".build", "release"), rev: prepare(rev)}
    for side, folder in sides.items():
        for tool in ("motion", "motion-bench"):
            if not os.access(os.path.join(folder, tool), os.X_OK):
                sys.exit(f"bench-against: {os.path.join(folder, tool)} is missing; build it first")
    work = tempfile.mkdtemp(prefix="motion-against-")
    try:
        def frames(scene):
            return lambda folder: wall([os.path.join(folder, "motion"), "frames", scene, "--scale", "3", "--fps", "30",
                                        "--jobs", "1", "-o", os.path.join(work, f"{scene}-{time.monotonic_ns()}")], work)

        def still(scene, extension):
            return lambda folder: wall([os.path.join(folder, "motion"), "render", scene, "--still", "-o",
                                        os.path.join(work, f"x.{extension}")], work)

        measures = [
            ("coins: 180 PNG frames, 1080x840, 1 job (motion frames)", "s", frames("coins")),
            ("bots: 180 PNG frames, 1080x840, 1 job (motion frames)", "s", frames("bots")),
            ("busy frames drawn, 180, none kept (motion-bench --case busy-draw-180)", "s",
             lambda folder: case(os.path.join(folder, "motion-bench"), "busy-draw-180")),
            ("busy PNG sequence, 1 job (motion-bench --case busy-png-sequence-1)", "s",
             lambda folder: case(os.path.join(folder, "motion-bench"), "busy-png-sequence-1")),
            ("coach still to SVG, process start to exit", "s", still("coach", "svg")),
            ("coins still to PNG, process start to exit", "s", still("coins", "png")),
        ]
        print(f"this checkout against {rev}: {rounds} rounds, sides in turns")
        for name, unit, measure in measures:
            values = {side: [] for side in sides}
            for r in range(rounds):
                order = list(sides) if r % 2 == 0 else list(reversed(list(sides)))
                for side in order:
                    values[side].append(measure(sides[side]))
                for leftover in os.listdir(work):
                    shutil.rmtree(os.path.join(work, leftover), ignore_errors=True)
            this, other = statistics.median(values["this"]), statistics.median(values[rev])
            pairs = " ".join(f"{a / b:.3f}" for a, b in zip(values["this"], values[rev]))
            print(f"  {name}: {this * 1000:.1f} ms vs {other * 1000:.1f} ms, ratio {this / other:.3f} (runs: {pairs})")
        if shutil.which("valgrind"):
            a, b = instructions(os.path.join(sides["this"], "motion-bench")), instructions(os.path.join(sides[rev], "motion-bench"))
            print(f"  instructions of a busy frame drawn: {a:,.0f} vs {b:,.0f}, ratio {a / b:.4f}")
        else:
            print("  instructions skipped: valgrind is not installed")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
