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
        // Texts are hashed as their UTF-8 bytes: the file holds the bytes the standard library
        // gives, and the text goes through the package's own conversion.
        for (index, text) in ["", "abc", "héllo 日本語 🎉", "nul\u{0}inside", String(repeating: "ñ", count: 40_000)].enumerated() {
            let file = folder.appendingPathComponent("text-\(index).txt")
            try Data(text.utf8).write(to: file)
            let sum = try ExternalTool.run("sha256sum", package: "coreutils", [file.path])
            XCTAssertEqual(ContentHash.sha256(text), String(sum.text.prefix(64)), "text \(index)")
        }
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

    /// An identity is kept for the next value of the same type with the same bytes; a value
    /// changed in any way, in place included, or one holding a class instance whose contents
    /// changed, gets its identity made again. References: identities of fresh values.
    func testKeptIdentitiesFollowEveryChange() {
        struct Listed: MotionScene {
            var duration: Double { 1 }
            var stillTime: Double { 0 }
            var values: [Double]
            var label: String
            func draw(_ canvas: inout MotionCanvas, t: Double) {}
        }
        // A scene may hold a class whose contents change (unchecked: this test is its only user).
        final class Box: @unchecked Sendable { var value = 1.0 }
        struct Boxed: MotionScene {
            var duration: Double { 1 }
            var stillTime: Double { 0 }
            let box: Box
            func draw(_ canvas: inout MotionCanvas, t: Double) {}
        }
        var scene = Listed(values: [1, 2, 3], label: "a")
        let first = scene.identity
        XCTAssertEqual(scene.identity, first)
        scene.values[1] = 20   // in place: the array's buffer is shared with the kept copy, so it is copied
        XCTAssertEqual(scene.identity, Listed(values: [1, 20, 3], label: "a").identity)
        XCTAssertNotEqual(scene.identity, first)
        scene.label = "b"
        XCTAssertEqual(scene.identity, Listed(values: [1, 20, 3], label: "b").identity)
        scene.values = [1, 2, 3]
        scene.label = "a"
        XCTAssertEqual(scene.identity, first, "the same value again, the same identity")

        let box = Box(), boxed = Boxed(box: box)
        let before = boxed.identity
        box.value = 2   // the scene's bytes do not change, its drawing may
        XCTAssertNotEqual(boxed.identity, before)
        XCTAssertEqual(boxed.identity, Boxed(box: { let fresh = Box(); fresh.value = 2; return fresh }()).identity)
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

    /// The font rendering's fingerprint (described once per value and kept) is the text the
    /// value's fields spell, so default SVG ids stay what they were: the default's as the
    /// previous releases wrote it, and each of the 16 settings its own, read in any order.
    func testFontRenderingFingerprintSpellsEverySetting() {
        struct Plain: MotionScene {
            var duration: Double { 1 }
            var stillTime: Double { 0 }
            func draw(_ c: inout MotionCanvas, t: Double) {}
        }
        func fingerprint(_ rendering: FontRendering) -> String? {
            var options = RenderOptions(format: .svg)
            options.fontRendering = rendering
            return options.fingerprints(for: Plain())["fontRendering"]
        }
        XCTAssertEqual(fingerprint(.default),
                       "MotionGraphics.FontRendering(hinting:MotionGraphics.FontHinting.none,hintMetrics:false,antialiasing:MotionGraphics.TextAntialiasing.gray)")
        var settings: [FontRendering] = []
        for hinting in FontHinting.allCases {
            for metrics in [false, true] {
                for antialiasing in TextAntialiasing.allCases {
                    settings.append(FontRendering(hinting: hinting, hintMetrics: metrics, antialiasing: antialiasing))
                }
            }
        }
        var seen: [String: FontRendering] = [:]
        for setting in settings {
            let text = fingerprint(setting) ?? ""
            XCTAssertTrue(text.contains("hinting:MotionGraphics.FontHinting.\(setting.hinting.rawValue),hintMetrics:\(setting.hintMetrics),antialiasing:MotionGraphics.TextAntialiasing.\(setting.antialiasing.rawValue))"), text)
            XCTAssertNil(seen.updateValue(setting, forKey: text), "two settings share \(text)")
        }
        XCTAssertEqual(seen.count, 16)
        for setting in settings.reversed() { XCTAssertEqual(seen[fingerprint(setting) ?? ""], setting) }
    }

    /// A scene holding assets is identified by what they draw: the same bytes give the same
    /// identity (another object, another name, before and after drawing fills their caches),
    /// other bytes another one. The SHA-256 in it is sha256sum's, computed by the tool.
    func testAssetsAreIdentifiedByTheirContent() throws {
        struct Holder: MotionScene {
            let assets: [SVGAsset?]
            var name: String { "holder" }
            var duration: Double { 1 }
            var stillTime: Double { 0 }
            func draw(_ c: inout MotionCanvas, t: Double) {
                for case let asset? in assets { c.image(asset, in: CGRect(x: 10, y: 10, width: 100, height: 100)) }
            }
        }
        func svg(_ fill: String) -> Data {
            Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="\#(fill)"/></svg>"#.utf8)
        }
        let red = try SVGAsset(data: svg("red"), name: "red")
        let scene = Holder(assets: [red, nil, red])
        let before = scene.identity
        _ = try MotionRenderer.render(scene, at: 0, options: RenderOptions(format: .png))
        _ = try MotionRenderer.render(scene, at: 0, options: RenderOptions(format: .svg))
        XCTAssertEqual(scene.identity, before, "drawing does not change it")
        XCTAssertEqual(Holder(assets: [try SVGAsset(data: svg("red"), name: "again"), nil, red]).identity, before, "the same bytes")
        XCTAssertNotEqual(Holder(assets: [try SVGAsset(data: svg("blue"), name: "red"), nil, red]).identity, before, "other bytes")

        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("red.svg")
        try svg("red").write(to: file)
        let sum = try ExternalTool.run("sha256sum", package: "coreutils", [file.path]).text.prefix(64)
        XCTAssertEqual(red.stableDescription, "SVGAsset(\(sum))")
    }
}
