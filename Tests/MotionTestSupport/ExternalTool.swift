import Foundation
import XCTest

/// Runs a command-line tool the tests cross-check with (rsvg-convert, pdftoppm, xmllint, node,
/// chromium, …). `make test` installs them; a missing tool fails the test naming the Debian
/// package to install.
public enum ExternalTool {
    /// Runs `name` (found on `PATH`) with `arguments`.
    public static func run(_ name: String, package: String, _ arguments: [String], in folder: URL? = nil,
                           input: Data? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> ChildProcess.Result {
        try ChildProcess.run(try locate(name, package: package, file: file, line: line), arguments, in: folder, input: input)
    }

    /// The tool's path; fails the test when it is not installed.
    public static func locate(_ name: String, package: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        guard let executable = ChildProcess.locate(name) else {
            XCTFail("\(name) is not installed: run `make test` (it installs \(package)) or apt-get install \(package)", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        return executable
    }
}
