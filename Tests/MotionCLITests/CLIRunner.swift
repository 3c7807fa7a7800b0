import Foundation
import MotionTestSupport
import XCTest

/// Runs the built `motion` executable as a separate process, as a user or a script would.
enum CLIRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// True when the run was killed after its timeout.
        var timedOut = false
    }

    /// The `motion` binary beside the test bundle (`swift build --build-tests` builds it there).
    static var binary: URL { BuiltProduct.executable("motion") }

    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil,
                    timeout: TimeInterval? = nil) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            XCTFail("\(binary.path) is missing: build it with `swift build --build-tests` (make test does)")
            throw CocoaError(.fileNoSuchFile)
        }
        let result = try ChildProcess.run(binary, arguments, in: folder, environment: environment, timeout: timeout)
        return Result(status: result.status, stdout: result.text, stderr: result.stderr, timedOut: result.timedOut)
    }

    /// Starts `arguments` without waiting, its output discarded: for tests that signal the run.
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `arguments` in `folder` and asserts a refusal: exit `status`, one line on stderr that
    /// starts with `error: ` and contains `fragment`, nothing on stdout, and `folder` left empty.
    static func assertRefused(_ arguments: [String], status: Int32, naming fragment: String, in folder: URL,
                              environment: [String: String]? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run(arguments, in: folder, environment: environment)
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix("error: "), "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stderr.contains(fragment), "\(arguments): expected '\(fragment)' in \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "\(arguments)", file: file, line: line)
        XCTAssertEqual(try contents(folder), [], "\(arguments) left files behind", file: file, line: line)
    }
}
