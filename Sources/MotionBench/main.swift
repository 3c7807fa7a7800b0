// motion-bench: release-mode timings of the renderer against a C floor, printed as a table and
// written to bench/results.json. Each figure is the median of several runs, with min and max.
//
//   motion-bench                 runs every case, each in a child process of its own
//   motion-bench --case NAME [RUNS]  runs one case (RUNS times where the case repeats) and prints its
//                                measurement as JSON, with the process's own peak memory (used by the above)
//   motion-bench --studio        runs the studio's figures only (headless Chromium) and prints them
//   motion-bench --studio-package   the same for the studio in a package of one Swift scene
//   motion-bench --user-tool     the user's own tool (Examples/MyScenes' my-motion) against the C floor only
//   motion-bench --busy-drawing  the two busy scenes drawn alone against the C floor only
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if (2...3).contains(arguments.count), arguments[0] == "--case" {
        var runs: Int?
        if arguments.count == 3 {
            guard let value = Int(arguments[2]), value >= 1 else {
                throw BenchError("RUNS must be a whole number of at least 1, not '\(arguments[2])'")
            }
            runs = value
        }
        var measurement: Measurement
        if let benchCase = SwiftCase(rawValue: arguments[1]) {
            measurement = try benchCase.run(runs: runs)
        } else if let drawingCase = DrawingModelCase(rawValue: arguments[1]), runs == nil {
            measurement = try drawingCase.run()
        } else if let jsCase = JSCase(rawValue: arguments[1]), runs == nil {
            measurement = try jsCase.run()
        } else if runs != nil, DrawingModelCase(rawValue: arguments[1]) != nil || JSCase(rawValue: arguments[1]) != nil {
            throw BenchError("case '\(arguments[1])' takes no RUNS (it does not repeat on request)")
        } else {
            let names = SwiftCase.allCases.map(\.rawValue) + DrawingModelCase.allCases.map(\.rawValue) + JSCase.allCases.map(\.rawValue)
            throw BenchError("unknown case '\(arguments[1])'; cases: \(names.joined(separator: ", "))")
        }
        measurement.counts["peak-kib"] = ProcessMemory.peakKiB()
        FileHandle.standardOutput.write(try JSONEncoder().encode(measurement))
    } else if arguments == ["--studio"] || arguments == ["--studio-package"] || arguments == ["--user-tool"] || arguments == ["--busy-drawing"] {
        var suite = try Suite()
        switch arguments[0] {
        case "--studio": try suite.studio()
        case "--studio-package": try suite.studioPackage()
        case "--busy-drawing": try suite.busyDrawing()
        default: try suite.userTool()
        }
        print("\n" + Report.table(suite.figures) + "\n")
        print("Targets:\n" + suite.targets.map { "  " + $0 }.joined(separator: "\n"))
    } else if arguments.isEmpty {
        var suite = try Suite()
        try suite.run()
    } else {
        throw BenchError("usage: motion-bench [--case NAME [RUNS] | --studio | --studio-package | --user-tool | --busy-drawing]")
    }
} catch {
    FileHandle.standardError.write(Data("motion-bench: \(error)\n".utf8))
    exit(1)
}
