import Foundation

extension Suite {
    /// Instructions per unit of work under valgrind's callgrind, Swift against the C floor: a second
    /// measure that load on a shared machine does not move. Only the function that does one unit
    /// is counted (`--toggle-collect`), after both have loaded fonts and assets: `FrameRasterizer.draw(at:)`
    /// against `draw_frame` for a busy frame (180 frames, each side's image cache filling as it goes), `MotionRenderer.render(_:at:options:)` against `svg_document` for a busy SVG document,
    /// `MotionRenderer.renderPages` against `pdf_document` for the busy 180-page PDF. Skipped
    /// without valgrind.
    mutating func instructions() throws {
        let group = "Instructions (valgrind --tool=callgrind), busy frame: a second measure, not moved by load"
        let valgrind = "/usr/bin/valgrind"
        guard FileManager.default.isExecutableFile(atPath: valgrind), FileManager.default.isExecutableFile(atPath: "/usr/bin/objcopy") else {
            print("  instruction counts skipped: valgrind or objcopy (binutils) is not installed")
            return
        }
        // Debian's valgrind cannot read the DWARF 5 debug information clang writes, so the C floor
        // is counted from a copy without it (same code).
        let stripped = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-\(getpid())-cfloor").path
        defer { try? FileManager.default.removeItem(atPath: stripped) }
        let strip = try ChildProcess.run("/usr/bin/objcopy", ["--strip-debug", floor.executable, stripped])
        guard strip.status == 0 else { throw BenchError("objcopy --strip-debug \(floor.executable) failed") }
        let bench = binaries.appendingPathComponent("motion-bench").path
        let cases: [(String, SwiftCase, String, Double, [String], String, Double, String)] = [
            ("a busy frame drawn", .busyFrames, "$s12MotionRender15FrameRasterizerC4draw2atySd_tKF", 180,
             ["draw-sequence", "busy", "180", "3", "1"], "draw_frame", 180, "frame"),
            ("a busy SVG document", .busySVG, "$s12MotionRender0A8RendererO6render_2at7options*Data*Scene_p_Sd0A8Graphics0B7OptionsVtKFZ", 180,
             ["svg-sequence", "busy", "180", "1"], "svg_document", 180, "document"),
            ("the busy 180-page PDF", .busyPDF, "$s12MotionRender0A8RendererO11renderPages_5times7options8progress*Tf4nnnnd_n", 1,
             ["pdf-sequence", "busy", "180", "1"], "pdf_document", 1, "PDF"),
        ]
        for (name, benchCase, swiftToggle, swiftUnits, cArguments, cToggle, cUnits, unit) in cases {
            let swift = try Self.callgrind(valgrind, bench, ["--case", benchCase.rawValue, "1"], toggle: swiftToggle) / swiftUnits
            let c = try Self.callgrind(valgrind, stripped, ["--resources", floor.resources] + cArguments, toggle: cToggle) / cUnits
            // A function renamed (its mangled name changed) collects nothing, and a pattern that
            // also matches a function the toggled one calls switches collection off inside it
            // (the data-returning renderPages and its specialization: 725 instructions for a
            // 180-page PDF): either way, say so, no ratio.
            guard swift > 0, c > 0, swift > c / 100 else {
                target(false, "instructions for \(name): callgrind collected none in \(swift > 0 ? cToggle : swiftToggle), not counted")
                continue
            }
            let ratio = swift / c
            add(group, "\(name), Swift", "instructions", Statistics([swift]), note: "Swift/C \(Self.ratio(ratio)), per \(unit)")
            add(group, "\(name), C floor", "instructions", Statistics([c]), note: "per \(unit)")
            target(ratio <= 1.10, "instructions for \(name): Swift/C \(Self.ratio(ratio)) (≤ 1.10; second measure)")
        }
    }

    /// The instructions valgrind's callgrind collects in `toggle` (and what it calls) while `path` runs.
    private static func callgrind(_ valgrind: String, _ path: String, _ arguments: [String], toggle: String) throws -> Double {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-\(getpid())-callgrind").path
        defer {
            try? FileManager.default.removeItem(atPath: base + ".log")
            try? FileManager.default.removeItem(atPath: base + ".out")
        }
        let result = try ChildProcess.run(valgrind, ["--tool=callgrind", "--callgrind-out-file=\(base).out", "--log-file=\(base).log",
                                                     "--toggle-collect=\(toggle)", path] + arguments)
        let log = (try? String(contentsOfFile: base + ".log", encoding: .utf8)) ?? ""
        guard result.status == 0, let line = log.split(separator: "\n").first(where: { $0.contains("Collected :") }),
              let count = Double(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? ""), count > 0 else {
            throw BenchError("valgrind --tool=callgrind \(path) \(arguments.joined(separator: " ")) collected nothing (status \(result.status))")
        }
        return count
    }
}
