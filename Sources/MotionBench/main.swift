// motion-bench: release-mode timings of the renderer against a C floor, printed as a table and
// written to bench/results.json. Each figure is the median of several runs, with min and max.
//
//   motion-bench                 runs every case, each in a child process of its own
//   motion-bench --case NAME     runs one case and prints its measurement as JSON (used by the above)
//   motion-bench --studio        runs the studio's figures only (headless Chromium) and prints them
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.count == 2, arguments[0] == "--case" {
        guard let benchCase = SwiftCase(rawValue: arguments[1]) else {
            throw BenchError("unknown case '\(arguments[1])'; cases: \(SwiftCase.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        FileHandle.standardOutput.write(try JSONEncoder().encode(try benchCase.run()))
    } else if arguments == ["--studio"] {
        var suite = try Suite()
        try suite.studio()
        print("\n" + Report.table(suite.figures) + "\n")
        print("Targets:\n" + suite.targets.map { "  " + $0 }.joined(separator: "\n"))
    } else if arguments.isEmpty {
        var suite = try Suite()
        try suite.run()
    } else {
        throw BenchError("usage: motion-bench [--case NAME | --studio]")
    }
} catch {
    FileHandle.standardError.write(Data("motion-bench: \(error)\n".utf8))
    exit(1)
}
