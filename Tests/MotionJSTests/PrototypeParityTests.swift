import Foundation
import MotionJS
import MotionRender
import MotionScenes
import XCTest

/// The built-in Swift scenes against their JavaScript prototypes (`Resources/prototypes/motion.js`)
/// run through the same renderer: same instants, light and dark, same pixels.
///
/// The full timeline at 30 fps is `motion diff`'s job; this checks instants across each scene's
/// phases, including the still frame, at scale 2.
final class PrototypeParityTests: XCTestCase {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    static func prototypes() throws -> JSSceneFile {
        try JSSceneFile(contentsOf: resources.appendingPathComponent("prototypes/motion.js"), name: "prototypes/motion.js",
                        options: JSSceneOptions(assetFolder: resources))
    }

    /// The built-in scenes that have a prototype. The coach scene (the drawing model's) gets its
    /// prototype when the canvas binding reaches gradients, shadows, filters and bitmaps.
    static var ported: [any MotionScene] { BuiltInScenes.all.filter { $0.name != "coach" } }

    func testPrototypeFileDefinesEveryBuiltInScene() throws {
        let file = try Self.prototypes()
        XCTAssertEqual(file.scenes.map(\.name), Self.ported.map(\.name))
        for swift in Self.ported {
            let js = try XCTUnwrap(file.scene(named: swift.name))
            XCTAssertEqual(js.duration, swift.duration, swift.name)
            XCTAssertEqual(js.stillTime, swift.stillTime, swift.name)
            XCTAssertEqual(js.speed, swift.speed, swift.name)
            XCTAssertEqual(js.box, swift.box, swift.name)
            XCTAssertEqual(js.phases, swift.phases, swift.name)
        }
    }

    /// Instants through every phase of each scene, and its still frame.
    static func instants(_ scene: any MotionScene) -> [Double] {
        let steps = 12
        return ((0...steps).map { scene.duration * Double($0) / Double(steps) } + [scene.stillTime] + scene.phases.map(\.start))
            .map { min(scene.duration, $0 + 0.013) }
    }

    func testPrototypesDrawWhatTheSwiftScenesDraw() throws {
        let file = try Self.prototypes()
        var report: [String] = []
        for swift in Self.ported {
            let js = try XCTUnwrap(file.scene(named: swift.name))
            for scheme in ColorScheme.allCases {
                var worst: (t: Double, difference: ImageDifference)?
                var differingFrames = 0
                for t in Self.instants(swift) {
                    let options = RenderOptions(size: .scale(2), colorScheme: scheme)
                    let expected = try MotionRenderer.raster(swift, at: t, options: options)
                    let actual = try MotionRenderer.raster(js, at: t, options: options)
                    let difference = try XCTUnwrap(ImageDifference(expected, actual))
                    if difference.changedPixels > 0 { differingFrames += 1 }
                    if worst == nil || difference.meanAbsoluteError > worst!.difference.meanAbsoluteError { worst = (t, difference) }
                }
                report.append("\(swift.name) \(scheme): \(differingFrames) frames differ; worst t=\(worst!.t): \(worst!.difference)")
                // The comparison is of drawn frames: the still frame is far from a blank background.
                let options = RenderOptions(size: .scale(2), colorScheme: scheme)
                let still = try MotionRenderer.raster(js, at: js.stillTime, options: options)
                let blank = try MotionRenderer.raster(BlankScene(), at: 0, options: options)
                XCTAssertGreaterThan(try XCTUnwrap(ImageDifference(still, blank)).differingPixels, 5000, "\(swift.name) still frame")
                XCTAssertEqual(worst!.difference.changedPixels, 0, "\(swift.name) \(scheme) at t=\(worst!.t): \(worst!.difference)")
            }
        }
        print(report.joined(separator: "\n"))
    }

    /// Every device posture changes the clock's layout: the prototype follows each one.
    func testClockPrototypeFollowsEveryPosture() throws {
        let file = try Self.prototypes()
        let js = try XCTUnwrap(file.scene(named: "clock"))
        let swift = ClockScene()
        for device in DeviceEnvironment.all {
            for t in [0.6, 1.9, 4.0] {
                let options = RenderOptions(size: .scale(2), device: device)
                let difference = try XCTUnwrap(ImageDifference(try MotionRenderer.raster(swift, at: t, options: options),
                                                               try MotionRenderer.raster(js, at: t, options: options)))
                XCTAssertEqual(difference.changedPixels, 0, "clock \(device.label) at t=\(t): \(difference)")
            }
        }
    }

    /// The comparison can fail: a coin 0.1 pt larger in the prototype is seen.
    func testAChangedNumberIsSeen() throws {
        let url = Self.resources.appendingPathComponent("prototypes/motion.js")
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains("circle(g, px, py, 10.5, C.accent)"))
        let changed = try JSSceneFile(source: text.replacingOccurrences(of: "circle(g, px, py, 10.5, C.accent)", with: "circle(g, px, py, 10.6, C.accent)"),
                                      name: "changed.js", options: JSSceneOptions(assetFolder: Self.resources))
        let options = RenderOptions(size: .scale(2))
        let difference = try XCTUnwrap(ImageDifference(try MotionRenderer.raster(CoinsScene(), at: 1.6, options: options),
                                                       try MotionRenderer.raster(try XCTUnwrap(changed.scene(named: "coins")), at: 1.6, options: options)))
        XCTAssertGreaterThan(difference.differingPixels, 50)
    }
}

/// Nothing but the background.
private struct BlankScene: MotionScene {
    var duration: Double { 1 }
    var stillTime: Double { 0 }
    func draw(_ canvas: inout MotionCanvas, t: Double) {}
}
