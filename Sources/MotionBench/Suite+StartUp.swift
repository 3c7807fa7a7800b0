import Foundation

extension Suite {
    /// A still from process start to exit, PNG file written: `motion render` against the C floor's
    /// `still` case (both draw the frame once and compress with libdeflate level 3), spawned one
    /// after the other 15 times; and each program's peak memory.
    ///
    /// The peaks come from GNU time (`/usr/bin/time -f %M`): it forks the program from its own
    /// small process, so the figure is the program's own, not this process's (see ``ProcessMemory``).
    /// The C floor also prints its own `VmHWM`, which the note shows as a cross-check.
    mutating func startUp() throws {
        let group = "A still from process start to exit (PNG file written)"
        let motion = binaries.appendingPathComponent("motion").path
        // A folder of its own: `motion` reads the folder it writes into once per process for
        // temporary files a killed run left (TemporaryFiles.removeStale), which costs time in
        // proportion to the folder's size (about 4 ms for the 10,000 entries of a busy /tmp).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-\(getpid())-startup")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("x.png").path
        for (scene, t) in [("coins", Workload.coinsTime), ("bots", Workload.botsTime)] {
            try stillFromStart(group, "motion", motion, ["render", scene, "--time", "\(t)", "-o", output],
                               c: ["--resources", floor.resources, "still", scene, "\(t)", "1", output], what: scene)
        }
    }

    /// `tool` and the C floor drawing one still from process start to exit, spawned in turn
    /// (``inTurn(_:_:_:)``), and each one's peak memory under GNU time: two figures in `group`,
    /// the time target (≤ 1.15) and the memory target for `what`.
    mutating func stillFromStart(_ group: String, _ name: String, _ tool: String, _ arguments: [String], c cArguments: [String],
                                 what: String) throws {
        let (swiftSeconds, cSeconds, cOwnPeak) = try inTurn(tool, arguments, cArguments)
        let swiftPeak = try Self.peakWithTime(tool, arguments), cPeak = try Self.peakWithTime(floor.executable, cArguments)
        let swift = Statistics(swiftSeconds), c = Statistics(cSeconds), ratio = swift.median / c.median
        var note = "Swift/C \(Self.ratio(ratio))"
        if let swiftPeak, let cPeak { note += String(format: "; peak %.2f× the C floor's", swiftPeak / cPeak) }
        // Shown with the output file as x.png, and the C floor's case without its options.
        let shown = (arguments.dropLast() + ["x.png"]).joined(separator: " ")
        let shownC = (cArguments.drop { $0 != "still" }.dropLast() + ["x.png"]).joined(separator: " ")
        add(group, "`\(name) \(shown)`", "ms", swift.scaled(1000), rss: swiftPeak, note: note)
        add(group, "C floor, `cfloor-bench \(shownC)`", "ms", c.scaled(1000), rss: cPeak,
            note: String(format: "its own VmHWM %.1f MiB", cOwnPeak))
        target(ratio <= 1.15, "still from process start, \(what): Swift/C \(Self.ratio(ratio)) (≤ 1.15)")
        if let swiftPeak, let cPeak {
            memoryTarget("\(what) still from process start", swift: swiftPeak, c: cPeak)
        } else {
            target(false, "peak RSS, \(what) still: not measured (GNU time is missing: apt-get install time)")
        }
    }

    /// `tool` with `arguments` and the C floor with `cArguments`, spawned one after the other 15
    /// times: each side's wall seconds per spawn, and the largest `VmHWM` the C floor printed, in MiB.
    func inTurn(_ tool: String, _ arguments: [String], _ cArguments: [String]) throws
        -> (swift: [Double], c: [Double], cOwnPeak: Double) {
        var swift: [Double] = [], c: [Double] = [], cOwnPeak = 0.0
        for _ in 0..<15 {
            let s = try ChildProcess.run(tool, arguments)
            guard s.status == 0 else { throw BenchError("\(tool) \(arguments.joined(separator: " ")) exited with status \(s.status)") }
            swift.append(s.seconds)
            let floorRun = try ChildProcess.run(floor.executable, cArguments)
            guard floorRun.status == 0 else { throw BenchError("cfloor-bench \(cArguments.joined(separator: " ")) exited with status \(floorRun.status)") }
            c.append(floorRun.seconds)
            let own = String(decoding: floorRun.stdout, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("peak-kib ") }
            cOwnPeak = max(cOwnPeak, (own.flatMap { Double($0.dropFirst("peak-kib ".count)) } ?? 0) / 1024)
        }
        return (swift, c, cOwnPeak)
    }

    /// The median over 3 runs of `path`'s peak resident memory in MiB as GNU time reports it, or
    /// nil without `/usr/bin/time`; `before` runs before each run (to remove what the last one wrote).
    static func peakWithTime(_ path: String, _ arguments: [String], before: () -> Void = {}) throws -> Double? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return nil }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-\(getpid())-time.txt").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        var peaks: [Double] = []
        for _ in 0..<3 {
            before()
            let result = try ChildProcess.run("/usr/bin/time", ["-f", "%M", "-o", report, path] + arguments)
            guard result.status == 0, let text = try? String(contentsOfFile: report, encoding: .utf8),
                  let kib = Double(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "") else {
                throw BenchError("/usr/bin/time \(path) failed (status \(result.status))")
            }
            peaks.append(kib / 1024)
        }
        return Statistics(peaks).median
    }
}
