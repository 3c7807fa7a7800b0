import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// SHA-256 through GLib agrees with coreutils' sha256sum; scene identities and default
/// environment fingerprints are the same in every process.
final class ContentHashTests: XCTestCase {
    func testDigestsMatchSha256sum() throws {
        let folder = try makeTemporaryFolder(self)
        let samples: [Data] = [Data(), Data("abc".utf8), Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })]
        for (index, sample) in samples.enumerated() {
            let file = folder.appendingPathComponent("\(index).bin")
            try sample.write(to: file)
            let sum = try ExternalTool.run("sha256sum", package: "coreutils", [file.path])
            XCTAssertEqual(ContentHash.sha256(sample), String(sum.text.prefix(64)), "sample \(index)")
        }
        XCTAssertEqual(ContentHash.tag("abc"), "ba7816bf", "the first 8 hex digits of SHA-256(\"abc\")")
    }

    func testSceneIdentityNamesTypeVersionAndStoredValues() {
        struct Parameterized: MotionScene {
            var duration: Double { 1 }
            var stillTime: Double { 0 }
            let weights: [String: Double]
            let label: String
            func draw(_ canvas: inout MotionCanvas, t: Double) {}
        }
        // Dictionaries built in other orders describe alike (hash order is not part of the identity).
        var a: [String: Double] = [:], b: [String: Double] = [:]
        for i in 0..<50 { a["k\(i)"] = Double(i) }
        for i in (0..<50).reversed() { b["k\(i)"] = Double(i) }
        let first = Parameterized(weights: a, label: "x"), second = Parameterized(weights: b, label: "x")
        XCTAssertEqual(first.identity, second.identity)
        // Type with its module, name, version, then 16 hex digits.
        XCTAssertNotNil(first.identity.range(of: #"^MotionRenderTests\..*Parameterized parameterized v1 [0-9a-f]{16}$"#, options: .regularExpression), first.identity)
        XCTAssertNotEqual(first.identity, Parameterized(weights: a, label: "y").identity, "other stored values, another identity")
    }

    func testDefaultFingerprintsDoNotDependOnHashOrder() {
        struct WeightsKey: EnvironmentKey { static let defaultValue: [String: Double] = [:] }
        var a: [String: Double] = [:], b: [String: Double] = [:]
        for i in 0..<50 { a["k\(i)"] = Double(i) }
        for i in (0..<50).reversed() { b["k\(i)"] = Double(i) }
        XCTAssertEqual(WeightsKey.fingerprint(of: a), WeightsKey.fingerprint(of: b))
        XCTAssertNotEqual(WeightsKey.fingerprint(of: a), WeightsKey.fingerprint(of: ["k0": 0]))
        // Sorted entries, whatever order the dictionary iterates in.
        XCTAssertTrue(WeightsKey.fingerprint(of: ["b": 2, "a": 1]).contains("(key:\"a\",value:1.0),(key:\"b\",value:2.0)"),
                      WeightsKey.fingerprint(of: ["b": 2, "a": 1]))
    }
}
