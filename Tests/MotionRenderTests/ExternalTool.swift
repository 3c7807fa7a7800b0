import Foundation
import XCTest

/// Runs a command-line tool the tests cross-check with (rsvg-convert, pdftoppm, xmllint, …).
/// `make test` installs them; a missing tool fails the test with the package to install.
enum ExternalTool {
    struct Result {
        let status: Int32
        let stdout: Data
        let stderr: String
        var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    static func run(_ name: String, package: String, _ arguments: [String]) throws -> Result {
        guard let executable = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
            .split(separator: ":").map({ "\($0)/\(name)" })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            XCTFail("\(name) is not installed: run `make test` (it installs \(package)) or apt-get install \(package)")
            throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// A fresh empty folder under the system's temporary folder, removed by the test's teardown.
func makeTemporaryFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("motion-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}
