import Foundation
import MotionJS
import XCTest

/// A representative part of the web-platform-tests 2D canvas suite, ported to scripts run headless
/// (`Conformance/*.js`, one section a file; each case written anew from what the original checks).
///
/// Every case must pass unless it is listed in ``knownFailures`` with the reason, and every listed
/// case must still fail, so the list (and the table in docs/javascript-scenes.md) stays true.
final class ConformanceTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance")

    /// Runs a case on a fresh 100 × 50 canvas and reports it on the console.
    static let harness = #"""
    function wpt(name, body) {
      const canvas = new OffscreenCanvas(100, 50), ctx = canvas.getContext('2d');
      try { body(ctx, canvas); console.log(`RESULT\t${name}\tpass`); }
      catch (e) { console.log(`RESULT\t${name}\tfail\t${e && e.name}: ${String(e && e.message).split('\n')[0]}`); }
    }
    """#

    /// Cases that fail, and why. Each is a difference this renderer has on purpose or a feature
    /// still to come; none is a case that "nearly" passes.
    static let knownFailures: [String: String] = [
        "2d.fillStyle.parse.system": "system colours: refused loudly, no fixed values chosen",
        "2d.text.font.parse.system": "system fonts: refused loudly, no fixed values chosen",
    ]

    struct Outcome {
        let section: String
        let name: String
        let passed: Bool
        let detail: String
    }

    static func runAll() throws -> [Outcome] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") }.sorted()
        var outcomes: [Outcome] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let result = JSScriptRunner.run(source: ScriptSupport.helpers + "\n" + harness + "\n" + text, name: file, folder: folder)
            if let error = result.error { XCTFail("\(file): \(error)\n\(error.stack)") }
            for line in result.output where line.hasPrefix("RESULT\t") {
                let parts = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
                outcomes.append(Outcome(section: String(file.dropLast(3)), name: parts[1], passed: parts[2] == "pass",
                                        detail: parts.count > 3 ? parts[3] : ""))
            }
        }
        return outcomes
    }

    func testPortedWebPlatformTests() throws {
        let outcomes = try Self.runAll()
        XCTAssertGreaterThan(outcomes.count, 100)
        XCTAssertEqual(Set(outcomes.map(\.name)).count, outcomes.count, "each case once")
        for outcome in outcomes {
            if let reason = Self.knownFailures[outcome.name] {
                XCTAssertFalse(outcome.passed, "\(outcome.name) passes now: remove it from the known failures (\(reason))")
            } else {
                XCTAssertTrue(outcome.passed, "\(outcome.name): \(outcome.detail)")
            }
        }
        for name in Self.knownFailures.keys where !outcomes.contains(where: { $0.name == name }) {
            XCTFail("known failure \(name) is not a case")
        }
        var table = ["| section | cases | pass | fail |", "|---|---:|---:|---:|"]
        for section in Set(outcomes.map(\.section)).sorted() {
            let mine = outcomes.filter { $0.section == section }
            table.append("| \(section) | \(mine.count) | \(mine.filter(\.passed).count) | \(mine.filter { !$0.passed }.count) |")
        }
        table.append("| all | \(outcomes.count) | \(outcomes.filter(\.passed).count) | \(outcomes.filter { !$0.passed }.count) |")
        print(table.joined(separator: "\n"))
        for outcome in outcomes where !outcome.passed { print("fail \(outcome.name): \(outcome.detail)") }
    }
}
