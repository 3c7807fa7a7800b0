// motion-bench: release-mode timings of the renderer against a C floor, printed as a table and
// written to bench/results.json. Each figure is the median of several runs, with min and max.
//
//   motion-bench                 runs every case, each in a child process of its own
//   motion-bench --case NAME [RUNS]  runs one case (RUNS times where the case repeats) and prints its
//                                measurement as JSON, with the process's own peak memory (used by the above)
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if (2...3).contains(arguments.count), arguments[0] == "--case" {
        guard let benchCase = SwiftCase(rawValue: arguments[1]) else {
            throw BenchError("unknown case '\(arguments[1])'; cases: \(SwiftCase.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var runs: Int?
        if arguments.count == 3 {
            guard let value = Int(arguments[2]), value >= 1 else {
                throw BenchError("RUNS must be a whole number of at least 1, not '\(arguments[2])'")
            }
            runs = value
        }
        var measurement = try benchCase.run(runs: runs)
        measurement.counts["peak-kib"] = ProcessMemory.peakKiB()
        FileHandle.standardOutput.write(try JSONEncoder().encode(measurement))
    } else if arguments.isEmpty {
        var suite = try Suite()
        try suite.run()
    } else {
        throw BenchError("usage: motion-bench [--case NAME [RUNS]]")
    }
} catch {
    FileHandle.standardError.write(Data("motion-bench: \(error)\n".utf8))
    exit(1)
}
