import Foundation
import MotionRender

extension Suite {
    /// A user's own tool, as a user builds it: `my-motion` of `Examples/MyScenes`, built by that
    /// package's `make release` (which `make bench` runs first), against the C floor's `level-up`
    /// (Sources/CFloorBench/levelup.c, the example's scene with its default props). Both draw the
    /// same pixels (checked first); then a still from process start to exit, 15 spawns of each side
    /// in turn, and the peak memory of the still and of 180- and 720-frame PNG, SVG and PDF
    /// sequences at 1080 × 840 (PNG) or 360 × 280 pt, one job, measured with GNU time; the C floor
    /// keeps its PDF and SVG documents in memory, `my-motion` writes files.
    mutating func userTool() throws {
        let group = "A user's own tool: `my-motion` of Examples/MyScenes (`make release`), level-up"
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let tool = root.appendingPathComponent("Examples/MyScenes/.build/release/my-motion").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            print("  \(tool) is missing: build it with `make -C Examples/MyScenes release` (make bench does)")
            return target(false, "the example's tool: not measured (\(tool) is missing; `make -C Examples/MyScenes release` builds it)")
        }
        let example = ["--example-resources", root.appendingPathComponent("Examples/MyScenes/Sources/MyScenes/Resources").path]
        let folder = try Workload.scratchFolder("user-tool")
        defer { try? FileManager.default.removeItem(at: folder) }
        let still = 3.8

        // The same frame on both sides, at the still and in the middle of the level change.
        for t in [still, 2.3] {
            let png = folder.appendingPathComponent("swift.png")
            let swiftRun = try ChildProcess.run(tool, ["render", "level-up", "--time", "\(t)", "--scale", "3", "-o", png.path])
            guard swiftRun.status == 0 else { throw BenchError("my-motion render level-up exited with status \(swiftRun.status)") }
            try sameFrame("level-up", try RasterImage(contentsOf: png), t, by: "my-motion", floorOptions: example)
        }

        let output = folder.appendingPathComponent("x.png").path
        try stillFromStart(group, "my-motion", tool, ["render", "level-up", "--time", "\(still)", "-o", output],
                           c: ["--resources", floor.resources] + example + ["still", "level-up", "\(still)", "1", output],
                           what: "the example's tool, level-up")

        // Sequences of the scene's 5 s: 180 frames (36 fps) and 720 (144 fps), one job, the C
        // floor drawing the same frame times. More frames per second draw more distinct states (the
        // counter's texts, the pops' font scales), which Pango's and cairo's bounded caches keep on
        // both sides, so "flat" is: no more growth than the C floor's, plus 1 MiB.
        let cFolder = folder.appendingPathComponent("c")
        for format in ["png", "svg", "pdf"] {
            var swiftPeaks: [Double] = [], cPeaks: [Double] = []
            for frames in [180, 720] {
                // A new output each run: `frames` would otherwise resume, keeping the frames written.
                let out = folder.appendingPathComponent(format == "pdf" ? "frames.pdf" : "frames")
                var arguments = ["frames", "level-up", "--format", format, "--fps", "\(frames / 5)", "--jobs", "1", "--quiet", "-o", out.path]
                var cArguments = ["--resources", floor.resources] + example + ["--fps", "\(frames / 5)"]
                switch format {
                case "png":
                    arguments += ["--scale", "3"]
                    cArguments += ["png-sequence", "level-up", cFolder.path, "\(frames)", "3", "1"]
                case "svg": cArguments += ["svg-sequence", "level-up", "\(frames)", "1"]
                default: cArguments += ["pdf-sequence", "level-up", "\(frames)", "1"]
                }
                guard let swift = try Self.peakWithTime(tool, arguments, before: { try? FileManager.default.removeItem(at: out) }),
                      let c = try Self.peakWithTime(floor.executable, cArguments, before: {
                          try? FileManager.default.removeItem(at: cFolder)
                          try? FileManager.default.createDirectory(at: cFolder, withIntermediateDirectories: true)
                      }) else { return }
                swiftPeaks.append(swift)
                cPeaks.append(c)
                add(group, "\(format.uppercased()) sequence, \(frames) frames, one job: peak RSS", "MiB", Statistics([swift]), rss: swift,
                    note: String(format: "C floor %.1f MiB, %.2f×", c, swift / c))
                memoryTarget("the example's tool, \(frames)-frame \(format.uppercased()) sequence", swift: swift, c: c)
            }
            let growth = swiftPeaks[1] - swiftPeaks[0], cGrowth = cPeaks[1] - cPeaks[0]
            target(growth <= cGrowth + 1, String(format: "peak RSS of the example's tool, %@ sequence, 180 → 720 frames: %.1f → %.1f MiB, +%.1f MiB against the C floor's +%.1f MiB (flat: at most 1 MiB more growth)",
                                                 format.uppercased(), swiftPeaks[0], swiftPeaks[1], growth, cGrowth))
        }
    }
}
