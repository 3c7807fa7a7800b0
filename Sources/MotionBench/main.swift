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
        let measurement: Measurement
        if let benchCase = SwiftCase(rawValue: arguments[1]) {
            measurement = try benchCase.run()
        } else if let drawingCase = DrawingModelCase(rawValue: arguments[1]) {
            measurement = try drawingCase.run()
        } else if let jsCase = JSCase(rawValue: arguments[1]) {
            measurement = try jsCase.run()
        } else {
            let names = SwiftCase.allCases.map(\.rawValue) + DrawingModelCase.allCases.map(\.rawValue) + JSCase.allCases.map(\.rawValue)
            throw BenchError("unknown case '\(arguments[1])'; cases: \(names.joined(separator: ", "))")
        }
        FileHandle.standardOutput.write(try JSONEncoder().encode(measurement))
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
