import Testing
import XCTest

/// Reports a failed snapshot to whichever test library is running the current test: a Swift
/// Testing issue inside a `@Test`, an `XCTFail` inside an `XCTestCase`.
enum SnapshotFailureReporter {
    /// Replaces reporting for the current task; this package's own tests use it to check the
    /// messages of failing assertions without failing themselves.
    @TaskLocal static var capture: (@Sendable (String) -> Void)?

    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if let capture {
            capture(message)
        } else if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
