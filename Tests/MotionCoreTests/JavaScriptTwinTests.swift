import Foundation
import MotionCore
import MotionTestSupport
import XCTest

/// Resources/motion.js and Motion.swift must give the same numbers: scenes port line for line.
///
/// Runs `node` (`make test` installs it; a missing one fails the test). Inputs go to node as
/// shortest round-trip decimal strings and results come back the same way, so the comparison is exact.
final class JavaScriptTwinTests: XCTestCase {
    static let samplesPerCurve = 10_000

    /// `<repo>/Resources/motion.js`, found from this file's path.
    static var motionJS: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()   // MotionCoreTests
            .deletingLastPathComponent()   // Tests
            .deletingLastPathComponent()   // repository root
            .appendingPathComponent("Resources/motion.js")
    }

    /// Reads lines "curve arg arg…" and prints one result per line.
    static let script = """
    const m = require(process.argv[1]);
    const out = require('fs').readFileSync(0, 'utf8').trim().split('\\n').map(line => {
      const [name, ...args] = line.split(' ');
      const r = m[name](...args.map(Number));
      return Object.is(r, -0) ? '-0' : String(r);
    });
    process.stdout.write(out.join('\\n'));
    """

    struct Case {
        var curve: String
        var arguments: [Double]
        var swift: Double
    }

    /// 10,000 random argument lists per curve, over the ranges scenes use (no NaN and no a == b in
    /// smooth: there Swift's max/min and JavaScript's Math.max/min differ on purpose, see Motion.clamp).
    static func cases() -> [Case] {
        var random = SeededGenerator(seed: 2024)
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        var cases: [Case] = []
        for i in 0..<samplesPerCurve {
            let x = i % 50 == 0 ? 0 : r(-0.5...3), w = r(1...40)
            cases.append(Case(curve: "S", arguments: [x, w], swift: M.spring(x, w)))
        }
        for _ in 0..<samplesPerCurve {
            let v = r(-2...3), a = r(-1...0.5), b = r(0.5...2)
            cases.append(Case(curve: "clamp", arguments: [v, a, b], swift: M.clamp(v, a, b)))
        }
        for _ in 0..<samplesPerCurve {
            let a = r(-2...4), b = r(-2...4), x = r(-3...5)
            cases.append(Case(curve: "smooth", arguments: [a, b, x], swift: M.smooth(a, b, x)))
        }
        for _ in 0..<samplesPerCurve {
            let a = r(-100...100), b = r(-100...100), k = r(-0.5...1.5)
            cases.append(Case(curve: "lerp", arguments: [a, b, k], swift: M.lerp(a, b, k)))
        }
        for _ in 0..<samplesPerCurve {
            let t = r(-1...3), c = r(0...1.5), len = r(0.05...0.5), w = r(5...40)
            cases.append(Case(curve: "bump", arguments: [t, c, len, w], swift: M.bump(t, c, len, w)))
        }
        return cases
    }

    func testSwiftAndJavaScriptCurvesAgree() throws {
        let node = try ExternalTool.locate("node", package: "nodejs")
        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.motionJS.path), "missing \(Self.motionJS.path)")
        let cases = Self.cases()
        let input = cases.map { ([$0.curve] + $0.arguments.map { "\($0)" }).joined(separator: " ") }.joined(separator: "\n")
        let run = try ChildProcess.run(node, ["-e", Self.script, Self.motionJS.path], input: Data(input.utf8))
        XCTAssertEqual(run.status, 0, "node failed: \(run.stderr)")

        let results = run.text.split(separator: "\n").map { Double(String($0)) }
        XCTAssertEqual(results.count, cases.count)
        var identical = 0, worst = 0.0
        for (item, javaScript) in zip(cases, results) {
            guard let javaScript else { XCTFail("unreadable node output for \(item.curve)"); continue }
            if item.swift.bitPattern == javaScript.bitPattern { identical += 1; continue }
            let difference = abs(item.swift - javaScript)
            worst = max(worst, difference)
            XCTAssertLessThanOrEqual(difference, 1e-15, "\(item.curve)(\(item.arguments)): Swift \(item.swift), JavaScript \(javaScript)")
        }
        print("JavaScriptTwinTests: \(cases.count) samples, \(identical) bit-identical, largest difference \(worst)")
    }
}
