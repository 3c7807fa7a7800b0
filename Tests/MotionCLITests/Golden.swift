import Foundation
import XCTest

/// Whole outputs compared with files under `__Golden__/` beside this file.
///
/// To re-record after an intended change, run the tests with `MOTION_GOLDEN_RECORD=1`
/// (`MOTION_GOLDEN_RECORD=1 swift test --filter GoldenOutputTests`), review `git diff
/// Tests/MotionCLITests/__Golden__`, and run them again without it. A recording run fails, so it
/// cannot pass by accident.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Golden__")

    static var recording: Bool { ProcessInfo.processInfo.environment["MOTION_GOLDEN_RECORD"] != nil }

    /// Asserts that `text` equals `__Golden__/<name>`, or records it there when recording.
    static func assertMatches(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = folder.appendingPathComponent(name)
        if recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            XCTFail("recorded \(url.path); review it and run again without MOTION_GOLDEN_RECORD", file: file, line: line)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("\(url.path) is missing: record it with MOTION_GOLDEN_RECORD=1", file: file, line: line)
            return
        }
        guard text != expected else { return }
        let got = text.components(separatedBy: "\n"), want = expected.components(separatedBy: "\n")
        let first = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
        let shown = { (lines: [String]) in first < lines.count ? lines[first] : "(end)" }
        XCTFail("\(name) differs from its golden file at line \(first + 1):\n  got:      \(shown(got))\n  expected: \(shown(want))\n"
                + "(re-record with MOTION_GOLDEN_RECORD=1 if the change is intended)", file: file, line: line)
    }
}
