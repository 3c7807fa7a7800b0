#!/usr/bin/env python3
"""PNG encoder settings on two 1080 x 840 frames (coins at 4.4 s, the busy frame at 2.5 s), timed by the
benchmark's C floor in interleaved rounds, so that load from other work spreads over every setting.

    swift build -c release --product cfloor-bench && scripts/png-encoders.py [ROUNDS]

Prints, per frame and setting, the median and minimum milliseconds of one encode, the file size and
both against zlib level 4 through libpng without row filters (MotionRender's `balanced` before it
used libdeflate level 3, which this study chose), the throughput in
MB/s of raw pixels (the 4-byte image and the 3-byte rows), and the conversion / filter / compression
milliseconds. Settings are those of `cfloor-bench --png` (see Sources/CFloorBench/main.c).
"""
import collections
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FLOOR = ROOT / ".build/release/cfloor-bench"
SETTINGS = (["cairo"] + [f"libpng:{level}:default:none" for level in (0, 1, 4)]
            + ["libpng:6:default:adaptive", "libpng:9:default:adaptive", "libpng:9:default:none"]
            + [f"zlib:{level}:default:none" for level in (0, 1, 2, 3, 4, 5, 6, 9)]
            + ["zlib:1:rle:none", "zlib:4:filtered:none", "zlib:4:default:up", "zlib:9:default:adaptive"]
            + [f"libdeflate:{level}:none" for level in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12)]
            + ["libdeflate:1:up", "libdeflate:6:adaptive", "libdeflate:9:adaptive"])
FRAMES = (("coins", "4.4"), ("busy", "2.5"))
BALANCED = "libpng:4:default:none"
PIXELS = 1080 * 840


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    seconds = collections.defaultdict(list)
    stages = collections.defaultdict(list)
    size = {}
    for _ in range(rounds):
        for scene, t in FRAMES:
            out = subprocess.run([str(FLOOR), "--resources", str(ROOT / "Resources"), "encode", scene, t, "3", "3", *SETTINGS],
                                 capture_output=True, text=True, check=True).stdout
            for line in out.splitlines():
                _, setting, total, length, convert, filtering, compress = line.split()
                seconds[scene, setting].append(float(total))
                stages[scene, setting].append((float(convert), float(filtering), float(compress)))
                size[scene, setting] = int(length)
    for scene, _ in FRAMES:
        base, base_size = statistics.median(seconds[scene, BALANCED]), size[scene, BALANCED]
        print(f"== {scene}: {rounds} rounds x 3 runs; balanced ({BALANCED}) {base * 1e3:.2f} ms, {base_size} B")
        print(f"{'setting':26s} {'ms':>7s} {'min':>6s} {'bytes':>9s} {'size/bal':>8s} {'t/bal':>6s} {'MB/s 4B':>8s} {'MB/s 3B':>8s}  convert/filter/compress ms")
        for setting in SETTINGS:
            runs = seconds[scene, setting]
            median, length = statistics.median(runs), size[scene, setting]
            parts = [statistics.median(p[i] for p in stages[scene, setting]) * 1e3 for i in range(3)]
            print(f"{setting:26s} {median * 1e3:7.2f} {min(runs) * 1e3:6.2f} {length:9d} {length / base_size:8.3f} {median / base:6.2f}"
                  f" {PIXELS * 4 / median / 1e6:8.0f} {PIXELS * 3 / median / 1e6:8.0f}  {parts[0]:.2f}/{parts[1]:.2f}/{parts[2]:.2f}")


if __name__ == "__main__":
    main()
