import Foundation
import MotionRender
import MotionTimeline

/// Runs every case in a child process, compares with the C floor, prints the table and writes
/// `bench/results.json`.
struct Suite {
    /// Folder of this executable, where `swift build` also puts `motion` and `cfloor-bench`.
    let binaries: URL
    let floor: CFloor
    var figures: [Figure] = []
    var targets: [String] = []
    /// Rounds of Swift-then-C runs for each comparison: load on a shared machine then falls on
    /// both sides alike, and the median is over every run of every round.
    static let rounds = 3

    init() throws {
        binaries = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent()
        floor = CFloor(executable: binaries.appendingPathComponent("cfloor-bench").path,
                       resources: try MotionResources.directory().path)
    }

    /// Runs `benchCase` in a child process (`runs` replaces its usual number of runs): its
    /// measurement and its own peak resident memory in MiB.
    func child(_ benchCase: SwiftCase, runs: Int? = nil) throws -> (Measurement, Double) {
        try child(named: benchCase.rawValue, runs: runs)
    }

    /// Runs the case called `name` in a child process: its measurement and its own peak resident
    /// memory in MiB (the `VmHWM` it reports; `wait4`'s figure if it reports none).
    func child(named name: String, runs: Int? = nil) throws -> (Measurement, Double) {
        let result = try ChildProcess.run(binaries.appendingPathComponent("motion-bench").path,
                                          ["--case", name] + (runs.map { ["\($0)"] } ?? []))
        guard result.status == 0 else { throw BenchError("case \(name) exited with status \(result.status)") }
        let measurement = try JSONDecoder().decode(Measurement.self, from: result.stdout)
        return (measurement, (measurement.counts["peak-kib"] ?? Double(result.maxRSSKiB)) / 1024)
    }

    /// `benchCase` and the C floor's `cArguments(runs)`, one after the other, `rounds` times,
    /// each child doing `runs` runs: every run of both sides, and each side's largest peak.
    func interleaved(_ benchCase: SwiftCase, runs: Int, rounds: Int = Suite.rounds, _ cArguments: (Int) -> [String]) throws
        -> (swift: Measurement, swiftPeak: Double, c: CFloor.Output) {
        var swift: Measurement?, swiftPeak = 0.0, c: CFloor.Output?
        for _ in 0..<rounds {
            let (m, peak) = try child(benchCase, runs: runs)
            swift = swift.map { $0.merged(with: m) } ?? m
            swiftPeak = max(swiftPeak, peak)
            let output = try floor.run(cArguments(runs))
            c = c.map { $0.merged(with: output) } ?? output
        }
        return (swift!, swiftPeak, c!)
    }

    mutating func add(_ group: String, _ name: String, _ unit: String, _ stats: Statistics, rss: Double? = nil, note: String = "") {
        figures.append(Figure(group: group, name: name, unit: unit, stats: stats, peakRSSMiB: rss, note: note))
        print("  \(name): \(Report.format(stats.median)) \(unit)\(note.isEmpty ? "" : "  (\(note))")")
    }

    mutating func target(_ met: Bool, _ text: String) {
        targets.append("\(met ? "met" : "NOT met"): \(text)")
    }

    /// Peak memory against the C floor's: the target is at most 1.5×.
    mutating func memoryTarget(_ what: String, swift: Double, c: Double) {
        target(swift <= 1.5 * c, String(format: "peak RSS, %@: %.1f MiB vs the C floor's %.1f MiB = %.2f× (≤ 1.5×)", what, swift, c, swift / c))
    }

    static func mb(_ bytes: Double) -> String {
        bytes < 1e6 ? String(format: "%.1f kB", bytes / 1e3) : String(format: "%.2f MB", bytes / 1e6)
    }
    static func ratio(_ value: Double) -> String { String(format: "%.2f", value) }

    /// The C floor's PNG setting for sequences (its default, `default_png` in Sources/CFloorBench/main.c).
    static let fastestPNG = "libdeflate level 3, no row filter"

    /// The shares of a C floor PNG sequence's time: drawing, pixel conversion, row filters, compression, writing.
    static func stages(_ output: CFloor.Output) -> String {
        let names = ["draw", "convert", "filter", "compress", "write"]
        let total = names.reduce(0) { $0 + (output.values[$1] ?? 0) }
        guard total > 0 else { return "" }
        return names.map { "\($0) " + String(format: "%.0f%%", 100 * (output.values[$0] ?? 0) / total) }.joined(separator: ", ")
    }

    mutating func run() throws {
        var machine = Report.machine()
        machine["load average at start"] = Report.loadAverage()
        print("motion-bench: \(machine["cores"]!) cores, \(machine["cpu"]!), \(machine["os"]!), load average \(machine["load average at start"]!)")
        let (_, baselineRSS) = try child(.baseline)
        try startUp()
        try userTool()
        try stills(baselineRSS: baselineRSS)
        try drawing()
        try drawingModel()
        try encoding()
        try sequences()
        try vectorSequences()
        try busyFrames()
        try others()
        try text()
        try javascript()
        try animations()
        // The studio drives a browser: a failure there is reported as a target not met, and the
        // figures measured before and after it are still written.
        do { try studio() } catch {
            print("  studio: \(error)")
            target(false, "studio figures: \(error)")
        }
        do { try studioPackage() } catch {
            print("  studio in a package: \(error)")
            target(false, "studio in a package: \(error)")
        }
        try instructions()
        try sameFrames()
        machine["load average at end"] = Report.loadAverage()
        print("\n" + Report.table(figures) + "\n")
        print("Targets:\n" + targets.map { "  " + $0 }.joined(separator: "\n"))
        print("load average at start \(machine["load average at start"]!), at end \(machine["load average at end"]!)")
        try Report.write(figures, machine: machine, targets: targets, to: "bench/results.json")
        print("wrote bench/results.json")
    }

    mutating func stills(baselineRSS: Double) throws {
        let group = "Still frame, coins at 4.4 s, rendered to bytes"
        for (benchCase, name) in [(SwiftCase.stillPNG1, "PNG, scale 1 (360×280)"), (.stillPNG3, "PNG, scale 3 (1080×840)"),
                                  (.stillPNG6, "PNG, scale 6 (2160×1680)"), (.stillSVG, "SVG"), (.stillPDF, "PDF")] {
            let (m, rss) = try child(benchCase)
            var note = ""
            if benchCase == .stillPNG6 {
                let pixelMiB = 2160.0 * 1680 * 4 / 1_048_576, extra = rss - baselineRSS
                note = String(format: "%.1f MiB over the %.1f MiB baseline = %.2f× its %.1f MiB pixel buffer",
                              extra, baselineRSS, extra / pixelMiB, pixelMiB)
                target(extra <= 2 * pixelMiB, "scale-6 still within 2× its pixel buffer: " + note)
            }
            add(group, name, "ms", Statistics(m.seconds).scaled(1000), rss: rss, note: note)
        }
    }

    mutating func drawing() throws {
        let group = "Drawing alone into a reused 1080×840 image (not encoded)"
        let scenes: [(SwiftCase, String, Double, String)] = [
            (.drawCoins, "coins", Workload.coinsTime, "200"), (.drawBots, "bots", Workload.botsTime, "20"),
            (.drawBusy, "busy", Workload.busyTime, "20")]
        for (benchCase, scene, time, repeatCount) in scenes {
            let t = "\(time)"
            // Short runs: more rounds, so a burst of load elsewhere moves the median less.
            let (m, rss, c) = try interleaved(benchCase, runs: 3, rounds: 5) { ["draw", scene, t, "3", "\($0)", repeatCount] }
            let recording = try floor.run(["--raster", "recording", "draw", scene, t, "3", "9", repeatCount])
            let swift = Statistics(m.seconds), cStats = Statistics(c.seconds), recordingStats = Statistics(recording.seconds)
            let ratio = swift.median / cStats.median
            add(group, "\(scene) at \(t) s, Swift", "ms", swift.scaled(1000), rss: rss,
                note: "Swift/C \(Self.ratio(ratio)); Swift/C with recordings \(Self.ratio(swift.median / recordingStats.median))")
            add(group, "\(scene) at \(t) s, C floor (assets from image caches)", "ms", cStats.scaled(1000), rss: c.peakMiB)
            add(group, "\(scene) at \(t) s, C with recording surfaces (what MotionCanvas did before its image cache)", "ms",
                recordingStats.scaled(1000), rss: recording.peakMiB)
            target(ratio <= 1.10, "drawing alone, \(scene) still: Swift/C \(Self.ratio(ratio)) (≤ 1.10)")
        }
    }

    /// Both sides must draw the same frames for the ratios to mean anything.
    mutating func sameFrames() throws {
        let busy = try Workload.busy()
        for (name, scene, time) in [("coins", Workload.coins as any MotionScene, Workload.coinsTime), ("bots", Workload.bots, Workload.botsTime),
                                    ("busy", busy, Workload.busyTime)] {
            try sameFrame(name, scene, time)
        }
        // The C floor's image caches against its recordings, over all 180 frames: exact for assets
        // on whole pixels (moving ones drawn from the recording), within MAE 0.002 with moving ones cached.
        for name in ["bots", "busy"] {
            let still = try floor.run(["--moving", "recording", "compare", name, "\(Workload.frames)", "3"], timed: false)
            let moving = try floor.run(["compare", name, "\(Workload.frames)", "3"], timed: false)
            let stillDelta = still.values["max-delta"] ?? -1, mae = moving.values["worst-mae"] ?? 1
            target(stillDelta == 0, "the C floor's cached assets on whole pixels equal its recordings, \(name), 180 frames: max channel delta \(Int(stillDelta))")
            target(mae <= 0.002, "the C floor's cached moving assets, \(name), 180 frames: worst frame MAE \(String(format: "%.2g", mae)) (≤ 0.002; max channel delta \(Int(moving.values["max-delta"] ?? -1)))")
        }
    }

    /// Checks that Swift and the C floor draw `scene` at `time`, scale 3, with the same pixels
    /// (each with its image cache): MAE at most 0.002.
    mutating func sameFrame(_ name: String, _ scene: any MotionScene, _ time: Double) throws {
        try sameFrame(name, try MotionRenderer.raster(scene, at: time, options: RenderOptions(size: .scale(3))), time)
    }

    /// Checks that `swift`, a frame of the scene `name` at `time` and scale 3 drawn by `who`,
    /// has the C floor's pixels (`floorOptions` go before its case): MAE at most 0.002.
    mutating func sameFrame(_ name: String, _ swift: RasterImage, _ time: Double, by who: String = "Swift",
                            floorOptions: [String] = []) throws {
        let c = try floor.frame(name, "\(time)", "3", options: floorOptions)
        guard let difference = ImageDifference(swift, c) else { throw BenchError("the C floor's \(name) frame has another size") }
        print("  \(name) at \(time) s, \(who) vs C floor: \(difference)")
        target(difference.meanAbsoluteError <= 0.002,
               "\(who) and the C floor draw the same \(name) frame at \(time) s (each with its image cache): MAE \(String(format: "%.2g", difference.meanAbsoluteError)) (≤ 0.002), max channel delta \(difference.maximumChannelDelta)")
    }

    mutating func encoding() throws {
        let group = "PNG encoding of one 1080×840 coins frame, by --png-compression"
        let (m, _) = try child(.encode)
        let cairoBytes = m.counts[PNGCompression.cairo.rawValue] ?? 1
        for compression in PNGCompression.allCases {
            let bytes = m.counts[compression.rawValue] ?? 0
            let label = compression.rawValue + (compression == .default ? " (default)" : "")
            add(group, label, "ms", Statistics(m.series[compression.rawValue]!).scaled(1000),
                note: "\(Self.mb(bytes)), \(Self.ratio(bytes / cairoBytes))× cairo's size")
        }
    }

    mutating func sequences() throws {
        let group = "180-frame PNG sequence of coins, scale 3, FrameSequence as `motion frames` (files written)"
        let frames = Double(Workload.frames)
        let folder = try Workload.scratchFolder("cfloor")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sequence = { (runs: Int) in ["png-sequence", "coins", folder.path, "\(Workload.frames)", "3", "\(runs)"] }
        let (one, oneRSS, fastest) = try interleaved(.sequence1, runs: 1, sequence)
        let (all, allRSS, c) = try interleaved(.sequenceAll, runs: 1) { ["--png", "cairo"] + sequence($0) }
        let (short, shortRSS) = try child(.sequenceShort)
        let (cairo, cairoRSS) = try child(.sequenceCairo)
        let fastestStats = Statistics(fastest.seconds)
        let oneStats = Statistics(one.seconds), allStats = Statistics(all.seconds), cStats = Statistics(c.seconds)
        let cBytes = c.bytes ?? 1, swiftBytes = all.counts["bytes"] ?? 0
        let speedUp = oneStats.median / allStats.median
        let cores = ProcessInfo.processInfo.activeProcessorCount
        add(group, "Swift, 1 job, balanced (default)", "s", oneStats, rss: oneRSS,
            note: "\(Report.format(frames / oneStats.median)) frames/s, \(Self.mb(one.counts["bytes"] ?? 0))")
        add(group, "Swift, \(cores) jobs, balanced (default)", "s", allStats, rss: allRSS,
            note: "\(Report.format(frames / allStats.median)) frames/s, speed-up \(Self.ratio(speedUp))×, \(Self.ratio(allStats.median / cStats.median))× the C floor's time with cairo's writer, \(Self.ratio(swiftBytes / cBytes))× its size")
        add(group, "Swift, 1 job, 30 frames", "s", Statistics(short.seconds), rss: shortRSS,
            note: String(format: "peak RSS %.1f MiB for 30 frames vs %.1f MiB for 180", shortRSS, oneRSS))
        add(group, "Swift, 1 job, cairo's writer (--png-compression cairo)", "s", Statistics(cairo.seconds), rss: cairoRSS,
            note: "\(Self.mb(cairo.counts["bytes"] ?? 0))")
        add(group, "C floor, 1 core, cairo's PNG writer", "s", cStats, rss: c.peakMiB,
            note: "\(Report.format(frames / cStats.median)) frames/s, \(Self.mb(cBytes))")
        add(group, "C floor, 1 core, its fastest encoder (\(Self.fastestPNG))", "s", fastestStats, rss: fastest.peakMiB,
            note: "\(Report.format(frames / fastestStats.median)) frames/s, \(Self.mb(fastest.bytes ?? 0)); " + Self.stages(fastest))
        target(allStats.median <= cStats.median / 2 && swiftBytes <= 1.25 * cBytes,
               "PNG sequence in ≤ half the time of the C floor with cairo's writer, files ≤ 1.25× its size: \(Self.ratio(allStats.median / cStats.median))× the time, \(Self.ratio(swiftBytes / cBytes))× the size (balanced, \(cores) jobs)")
        let oneRatio = oneStats.median / fastestStats.median
        target(oneRatio <= 1.10, "PNG sequence, 1 job, balanced vs the C floor's fastest encoder on 1 core: Swift/C \(Self.ratio(oneRatio)) (≤ 1.10), \(Self.ratio((one.counts["bytes"] ?? 0) / (fastest.bytes ?? 1)))× its size")
        target(speedUp >= 1.7, "\(cores) jobs ≥ 1.7× faster than 1: \(Self.ratio(speedUp))×")
        target(oneRSS <= shortRSS * 1.1, String(format: "sequence memory independent of frame count: %.1f MiB (180 frames) vs %.1f MiB (30)", oneRSS, shortRSS))
        memoryTarget("coins PNG sequence, 1 job", swift: oneRSS, c: fastest.peakMiB)
    }

    mutating func vectorSequences() throws {
        let group = "180 frames of coins as vector output, in memory (draw + cairo's writer)"
        let (pdf, pdfRSS, cPDF) = try interleaved(.pdfPages, runs: 3) { ["pdf-sequence", "coins", "\(Workload.frames)", "\($0)"] }
        let (svg, svgRSS, cSVG) = try interleaved(.svgDocuments, runs: 3) { ["svg-sequence", "coins", "\(Workload.frames)", "\($0)"] }
        for (name, swift, swiftRSS, c) in [("180-page PDF", pdf, pdfRSS, cPDF), ("180 SVG documents", svg, svgRSS, cSVG)] {
            let s = Statistics(swift.seconds), cs = Statistics(c.seconds), ratio = s.median / cs.median
            add(group, "\(name), Swift", "ms", s.scaled(1000), rss: swiftRSS,
                note: "Swift/C \(Self.ratio(ratio)), \(Self.mb(swift.counts["bytes"] ?? 0))")
            add(group, "\(name), C floor", "ms", cs.scaled(1000), rss: c.peakMiB, note: Self.mb(c.bytes ?? 0))
            target(ratio <= 1.10, "\(name): Swift/C \(Self.ratio(ratio)) (≤ 1.10)")
        }
        let (files, filesRSS) = try child(.svgFiles)
        add(group, "180 SVG files, Swift, FrameSequence, 1 job (written)", "ms", Statistics(files.seconds).scaled(1000),
            rss: filesRSS, note: Self.mb(files.counts["bytes"] ?? 0))
    }

    mutating func others() throws {
        if let (board, rss) = try? child(.storyboard) {
            add("Storyboard", "24-frame storyboard of bots (PDF)", "s", Statistics(board.seconds), rss: rss,
                note: Self.mb(board.counts["bytes"] ?? 0))
        }
        let (curves, _) = try child(.curves)
        let evaluations = curves.counts["evaluations"] ?? 1
        for name in curves.series.keys.sorted() {
            add("Curve evaluations", name, "evaluations/s", Statistics(curves.series[name]!).rate(evaluations))
        }
        let (difference, rss) = try child(.imageDifference)
        add("Comparison", "ImageDifference of two 1080×840 images", "ms", Statistics(difference.seconds).scaled(1000), rss: rss)
        let (matrix, matrixRSS) = try child(.matrix)
        add("Comparison", "snapshot matrix: \(Int(matrix.counts["frames"] ?? 0)) scene variants rendered and compared", "s",
            Statistics(matrix.seconds), rss: matrixRSS,
            note: "\(Int(matrix.counts["passed"] ?? 0)) of \(Int(matrix.counts["frames"] ?? 0)) within tolerance")

        let (cached, cachedRSS) = try child(.boardCached)
        let (uncached, uncachedRSS) = try child(.boardUncached)
        let cachedStats = Statistics(cached.seconds).scaled(1000), uncachedStats = Statistics(uncached.seconds).scaled(1000)
        add("Chess board", "start position, 32 pieces, scale 3 PNG, piece SVGs cached", "ms", cachedStats, rss: cachedRSS)
        add("Chess board", "start position, 32 pieces, scale 3 PNG, piece SVGs parsed every frame", "ms", uncachedStats,
            rss: uncachedRSS, note: "caching saves \(Self.ratio(uncachedStats.median - cachedStats.median)) ms a frame")
    }
}
