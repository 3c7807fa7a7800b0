import Foundation
import MotionRender
import XCTest

/// `RenderOptions` as data: encoded and decoded whole (what a studio worker receives), equal by
/// value, and every option either described by the fingerprints' own entries or added to them
/// as its JSON, so an option added later reaches manifests and ids without a line elsewhere.
final class RenderOptionsCodingTests: XCTestCase {
    private func sample() throws -> RenderOptions {
        var options = RenderOptions(format: .svg, size: .size(width: 717, height: 558), colorScheme: .dark, background: false,
                                    reduceMotion: true, device: try DeviceEnvironment(device: .foldable, posture: .open),
                                    pixelLimit: 1_000_000, title: "Level up", pngCompression: .fast)
        options.svgIDPrefix = "hero-"
        options.decorative = true
        options.locale = try MotionLocale("pt-BR")
        options.fontRendering = FontRendering(hinting: .full, hintMetrics: true, antialiasing: .none)
        return options
    }

    func testOptionsRoundTripThroughJSON() throws {
        let options = try sample()
        let data = try JSONEncoder().encode(options)
        let decoded = try JSONDecoder().decode(RenderOptions.self, from: data)
        XCTAssertEqual(decoded, options)
        XCTAssertEqual(decoded.format, .svg)
        XCTAssertEqual(decoded.size, .size(width: 717, height: 558))
        XCTAssertEqual(decoded.colorScheme, .dark)
        XCTAssertFalse(decoded.background)
        XCTAssertTrue(decoded.reduceMotion)
        XCTAssertEqual(decoded.device.label, "foldable-open")
        XCTAssertEqual(decoded.pixelLimit, 1_000_000)
        XCTAssertEqual(decoded.title, "Level up")
        XCTAssertEqual(decoded.svgIDPrefix, "hero-")
        XCTAssertTrue(decoded.decorative)
        XCTAssertEqual(decoded.pngCompression, .fast)
        XCTAssertEqual(decoded.locale.identifier, "pt-BR")
        XCTAssertEqual(decoded.fontRendering, FontRendering(hinting: .full, hintMetrics: true, antialiasing: .none))
        XCTAssertNotEqual(decoded, RenderOptions(), "a default differs")
    }

    func testEveryCodedOptionReachesTheFingerprints() throws {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: try JSONEncoder().encode(try sample())) as? [String: Any])
        XCTAssertEqual(Set(object.keys), RenderOptions.describedOptionKeys.union(RenderOptions.newOptionKeys),
                       "each coding key is described by its own fingerprint entry or added as JSON")
        for key in RenderOptions.newOptionKeys {
            XCTAssertNotNil(try sample().fingerprints(for: CoinsSceneStandIn())[key], "an option added later is fingerprinted: \(key)")
        }
        // What the described keys stand for is in the fingerprints: a change of each changes them.
        let base = try sample(), fingerprints = base.fingerprints(for: CoinsSceneStandIn())
        for change in [{ (o: inout RenderOptions) in o.colorScheme = .light }, { $0.reduceMotion = false }, { $0.background = true },
                       { $0.size = .scale(2) }, { $0.decorative = false }, { $0.svgIDPrefix = "other-" }, { $0.title = "Other" },
                       { $0.device = .phone }, { $0.locale = .english }] {
            var changed = base
            change(&changed)
            XCTAssertNotEqual(changed.fingerprints(for: CoinsSceneStandIn()), fingerprints)
        }
    }

    /// The key names are read without encoding: an optional that is nil counts, a nested value's
    /// keys do not, and the order is the declaration's (checked against JSONEncoder's keys).
    func testCodingKeyNamesListEveryStoredPropertyOnce() throws {
        struct Probe: Encodable {
            var count = 3
            var title: String? = nil
            var inner = ["x": 1.5]
            var flags: [Bool] = [true]
            var quality: Float? = nil
        }
        XCTAssertEqual(CodingKeyNames.of(Probe()), ["count", "title", "inner", "flags", "quality"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: try JSONEncoder().encode(Probe(title: "t", quality: 0.5))) as? [String: Any])
        XCTAssertEqual(Set(json.keys), Set(CodingKeyNames.of(Probe())))
    }

    func testAnUnknownEnvironmentValueIsRefusedByName() throws {
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: try JSONEncoder().encode(RenderOptions())) as? [String: Any])
        object["environmentValues"] = ["boardTheme": "green"]
        let data = try JSONSerialization.data(withJSONObject: object)
        XCTAssertThrowsError(try JSONDecoder().decode(RenderOptions.self, from: data)) { error in
            XCTAssertTrue("\(error)".contains("unknown environment value 'boardTheme'"), "\(error)")
        }
        object["environmentValues"] = ["device": "tablet"]
        XCTAssertThrowsError(try JSONDecoder().decode(RenderOptions.self, from: try JSONSerialization.data(withJSONObject: object))) { error in
            XCTAssertTrue("\(error)".contains("unknown device 'tablet'"), "\(error)")
        }
    }
}

/// A scene that reads no environment key: the fingerprints are the options' alone.
private struct CoinsSceneStandIn: MotionScene {
    let name = "stand-in"
    let duration = 1.0
    let stillTime = 0.5
    func draw(_ canvas: inout MotionCanvas, t: Double) {}
}
