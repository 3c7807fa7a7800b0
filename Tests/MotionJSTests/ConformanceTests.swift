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
        "2d.composite.canvas.copy": "compositing operators: the drawing model",
        "2d.composite.canvas.destination-atop": "compositing operators: the drawing model",
        "2d.composite.canvas.destination-in": "compositing operators: the drawing model",
        "2d.composite.canvas.destination-out": "compositing operators: the drawing model",
        "2d.composite.canvas.destination-over": "compositing operators: the drawing model",
        "2d.composite.canvas.lighter": "compositing operators: the drawing model",
        "2d.composite.canvas.source-atop": "compositing operators: the drawing model",
        "2d.composite.canvas.source-in": "compositing operators: the drawing model",
        "2d.composite.canvas.source-out": "compositing operators: the drawing model",
        "2d.composite.canvas.xor": "compositing operators: the drawing model",
        "2d.composite.clip.copy": "compositing operators: the drawing model",
        "2d.composite.clip.destination-atop": "compositing operators: the drawing model",
        "2d.composite.clip.destination-in": "compositing operators: the drawing model",
        "2d.composite.clip.destination-out": "compositing operators: the drawing model",
        "2d.composite.clip.destination-over": "compositing operators: the drawing model",
        "2d.composite.clip.lighter": "compositing operators: the drawing model",
        "2d.composite.clip.source-atop": "compositing operators: the drawing model",
        "2d.composite.clip.source-in": "compositing operators: the drawing model",
        "2d.composite.clip.source-out": "compositing operators: the drawing model",
        "2d.composite.clip.xor": "compositing operators: the drawing model",
        "2d.composite.globalAlpha.canvascopy": "compositing operators: the drawing model",
        "2d.composite.operation.casesensitive": "compositing operators: the drawing model",
        "2d.composite.operation.clear": "compositing operators: the drawing model",
        "2d.composite.operation.darker": "compositing operators: the drawing model",
        "2d.composite.operation.get": "compositing operators: the drawing model",
        "2d.composite.operation.highlight": "compositing operators: the drawing model",
        "2d.composite.operation.nullsuffix": "compositing operators: the drawing model",
        "2d.composite.operation.over": "compositing operators: the drawing model",
        "2d.composite.operation.unrecognised": "compositing operators: the drawing model",
        "2d.composite.solid.copy": "compositing operators: the drawing model",
        "2d.composite.solid.destination-atop": "compositing operators: the drawing model",
        "2d.composite.solid.destination-in": "compositing operators: the drawing model",
        "2d.composite.solid.destination-out": "compositing operators: the drawing model",
        "2d.composite.solid.destination-over": "compositing operators: the drawing model",
        "2d.composite.solid.lighter": "compositing operators: the drawing model",
        "2d.composite.solid.source-atop": "compositing operators: the drawing model",
        "2d.composite.solid.source-in": "compositing operators: the drawing model",
        "2d.composite.solid.source-out": "compositing operators: the drawing model",
        "2d.composite.solid.xor": "compositing operators: the drawing model",
        "2d.composite.transparent.copy": "compositing operators: the drawing model",
        "2d.composite.transparent.destination-atop": "compositing operators: the drawing model",
        "2d.composite.transparent.destination-in": "compositing operators: the drawing model",
        "2d.composite.transparent.destination-out": "compositing operators: the drawing model",
        "2d.composite.transparent.destination-over": "compositing operators: the drawing model",
        "2d.composite.transparent.lighter": "compositing operators: the drawing model",
        "2d.composite.transparent.source-atop": "compositing operators: the drawing model",
        "2d.composite.transparent.source-in": "compositing operators: the drawing model",
        "2d.composite.transparent.source-out": "compositing operators: the drawing model",
        "2d.composite.transparent.xor": "compositing operators: the drawing model",
        "2d.composite.uncovered.fill.copy": "compositing operators: the drawing model",
        "2d.composite.uncovered.fill.destination-atop": "compositing operators: the drawing model",
        "2d.composite.uncovered.fill.destination-in": "compositing operators: the drawing model",
        "2d.composite.uncovered.fill.source-in": "compositing operators: the drawing model",
        "2d.composite.uncovered.fill.source-out": "compositing operators: the drawing model",
        "2d.fillStyle.parse.system": "system colours: refused loudly, no fixed values chosen",
        "2d.state.saverestore.globalCompositeOperation": "compositing operators: the drawing model",
        "2d.state.saverestore.shadowBlur": "shadows: the drawing model",
        "2d.state.saverestore.shadowColor": "shadows: the drawing model",
        "2d.state.saverestore.shadowOffsetX": "shadows: the drawing model",
        "2d.state.saverestore.shadowOffsetY": "shadows: the drawing model",
        "2d.strokeRect.globalcomposite": "compositing operators: the drawing model",
        "2d.strokeRect.shadow": "shadows: the drawing model",
        "2d.text.font.parse.system": "system fonts: refused loudly, no fixed values chosen",
        "initial.reset.2dstate": "shadows: the drawing model",
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
