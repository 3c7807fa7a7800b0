import Foundation

extension Suite {
    /// JavaScript prototypes: start-up, calls into the canvas, drawing and sequences against Swift.
    mutating func javascript() throws {
        let group = "JavaScript prototypes (MotionJS, JavaScriptCore)"
        let (startup, startupRSS) = try child(named: JSCase.startup.rawValue)
        add(group, "first runtime of a process (JavaScriptCore start, context, prelude, curves)", "ms",
            Statistics(startup.series["first"]!).scaled(1000), rss: startupRSS)
        add(group, "another runtime on the same thread (context, prelude, curves)", "ms", Statistics(startup.series["context"]!).scaled(1000))
        let context = Statistics(startup.series["context"]!), load = Statistics(startup.series["load"]!)
        add(group, "load Resources/prototypes.js (a runtime + evaluating the five scenes)", "ms", load.scaled(1000),
            note: String(format: "the file's evaluation ≈ %.2f ms", (load.median - context.median) * 1000))

        let (calls, _) = try child(named: JSCase.call.rawValue)
        for (name, label) in [("restore", "JS→native call, no arguments (g.restore())"),
                              ("transform", "JS→native call, 6 numbers (g.transform(1, 0, 0, 1, 0, 0))"),
                              ("lineWidth", "JS→native attribute set (g.lineWidth = 2)")] {
            add(group, label, "µs", Statistics(calls.series[name]!).scaled(1e6))
        }

        let (draw, drawRSS) = try child(named: JSCase.drawCoins.rawValue)
        let js = Statistics(draw.series["js"]!), swift = Statistics(draw.series["swift"]!)
        let ratio = Statistics(draw.series["ratio"]!).median
        add(group, "coins at 4.4 s, drawing only, 1080×840, JavaScript prototype", "ms", js.scaled(1000), rss: drawRSS,
            note: String(format: "JS/Swift %.2f (median of paired runs), +%.3f ms a frame", ratio, (js.median - swift.median) * 1000))
        add(group, "coins at 4.4 s, drawing only, 1080×840, Swift scene (same process)", "ms", swift.scaled(1000))
        target(ratio <= 1.2, "coins prototype drawing within 1.2× the Swift scene: JS/Swift \(Self.ratio(ratio))")

        // Whole processes, the prototype's and the Swift scene's in turn, ratios pair by pair.
        var cpu: [Double] = [], wall: [Double] = [], jsCPU: [Double] = [], swiftCPU: [Double] = []
        for _ in 0..<5 {
            let a = try ChildProcess.run(binaries.appendingPathComponent("motion-bench").path, ["--case", JSCase.framesJS.rawValue])
            let b = try ChildProcess.run(binaries.appendingPathComponent("motion-bench").path, ["--case", JSCase.framesSwift.rawValue])
            guard a.status == 0, b.status == 0 else { throw BenchError("the whole-process coins cases failed") }
            cpu.append(a.cpuSeconds / b.cpuSeconds)
            wall.append(a.seconds / b.seconds)
            jsCPU.append(a.cpuSeconds)
            swiftCPU.append(b.cpuSeconds)
        }
        let processRatio = Statistics(cpu).median
        add(group, "coins, \(JSCase.processFrames) frames drawn in a whole process, 1080×840, prototype (CPU)", "s", Statistics(jsCPU),
            note: String(format: "JS/Swift %.2f CPU, %.2f wall (alternating processes, pair by pair)", processRatio, Statistics(wall).median))
        add(group, "coins, \(JSCase.processFrames) frames drawn in a whole process, 1080×840, Swift scene (CPU)", "s", Statistics(swiftCPU))
        target(processRatio <= 1.2, "coins prototype, whole process, within 1.2× the Swift scene (CPU): JS/Swift \(Self.ratio(processRatio))")

        let (one, oneRSS) = try child(named: JSCase.sequence1.rawValue)
        let (two, twoRSS) = try child(named: JSCase.sequence2.rawValue)
        let oneStats = Statistics(one.seconds), twoStats = Statistics(two.seconds)
        let speedUp = oneStats.median / twoStats.median
        add(group, "180-frame PNG sequence of the coins prototype, 1080×840, 1 job", "s", oneStats, rss: oneRSS)
        add(group, "180-frame PNG sequence of the coins prototype, 1080×840, 2 jobs", "s", twoStats, rss: twoRSS,
            note: "speed-up \(Self.ratio(speedUp))×")
        target(speedUp >= 1.7, "2 jobs at least 1.7× one job for the prototype's sequence: \(Self.ratio(speedUp))×")
    }
}
