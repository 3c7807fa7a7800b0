import Foundation
import MotionScenes
import MotionTestSupport
import MotionTimeline
import XCTest

/// The animated SVG's structure: ids that are unique and resolve, what is shared, what the file
/// says about itself, loops and bad input. (What it looks like is checked in Chromium by
/// ``AnimatedSVGBrowserTests``.)
final class AnimatedSVGTests: XCTestCase {
    func testIDsAreUniquePrefixedAndEveryReferenceResolves() throws {
        for scene in [CoinsScene() as any MotionScene, BotsScene()] {
            let svg = try AnimatedSVG(scene: scene, timing: AnimationTiming.range(scene, fps: 10), jobs: 2)
            let text = String(decoding: svg.data, as: UTF8.self)
            let ids = Self.matches(#" id="([^"]+)""#, in: text)
            XCTAssertEqual(Set(ids).count, ids.count, "\(scene.name): duplicate ids")
            XCTAssertTrue(ids.allSatisfy { $0.hasPrefix(svg.prefix) }, "\(scene.name): an id without the prefix \(svg.prefix)")
            let references = Self.matches(##"href="#([^"]+)""##, in: text) + Self.matches(##"url\(#([^)]+)\)"##, in: text)
            XCTAssertFalse(references.isEmpty)
            XCTAssertEqual(Set(references).subtracting(ids), [], "\(scene.name): references to undefined ids")
            let classes = Set(Self.matches(#"class="([^"]+)""#, in: text))
            XCTAssertTrue(classes.allSatisfy { $0.hasPrefix(svg.prefix) }, "\(scene.name): a class without the prefix")
            XCTAssertTrue(Self.matches(#"@keyframes ([^{]+)\{"#, in: text).allSatisfy { $0.hasPrefix(svg.prefix) })
        }
    }

    func testDefaultPrefixesDifferWithRangeSchemeDeviceAndLocale() throws {
        let scene = StreakScene()
        let whole = try AnimationTiming.range(scene, fps: 5), part = try AnimationTiming.range(scene, fps: 5, from: 1, to: 2)
        var dark = RenderOptions(), foldable = RenderOptions(), japanese = RenderOptions()
        dark.colorScheme = .dark
        foldable.device = try DeviceEnvironment(device: .foldable)
        japanese.locale = "ja"
        let prefixes = try [whole, part].map { try AnimatedSVG(scene: scene, timing: $0, jobs: 2).prefix }
            + [dark, foldable, japanese].map { try AnimatedSVG(scene: scene, timing: part, options: $0, jobs: 2).prefix }
        XCTAssertEqual(Set(prefixes).count, 5, "\(prefixes)")
        XCTAssertTrue(prefixes.allSatisfy { $0.hasPrefix("streak") && $0.count == 11 }, "\(prefixes)")
    }

    func testIdenticalFramesAreStoredOnce() throws {
        let still = ClosureScene(duration: 10, stillTime: 5) { c, _ in c.circle(CGPoint(x: 180, y: 140), 40, Pure.red) }
        let short = try AnimatedSVG(scene: still, timing: AnimationTiming.range(still, fps: 3), jobs: 2)
        let long = try AnimatedSVG(scene: still, timing: AnimationTiming.range(still, fps: 30), jobs: 2)
        XCTAssertEqual(short.distinctFrames, 1)
        XCTAssertEqual(long.distinctFrames, 1)
        // Ten times the frames, the same file but for the numbers of its header.
        XCTAssertLessThan(abs(long.data.count - short.data.count), 64, "\(short.data.count) vs \(long.data.count) bytes")
    }

    func testAMovedOrScaledShapeIsStoredOnceAndPlaced() throws {
        // A disc moving and growing, a ring (stroke) moving: one outline each, then placements.
        let moving = ClosureScene(duration: 3, stillTime: 0) { c, t in
            c.circle(CGPoint(x: 60 + 60 * t, y: 140), 20 + 5 * t, Pure.blue)
            c.stroke(MotionPath(ellipseIn: CGRect(x: 40 + 50 * t, y: 40, width: 30, height: 30)), with: Pure.green, lineWidth: 3)
        }
        let svg = try AnimatedSVG(scene: moving, timing: AnimationTiming.range(moving, fps: 20), jobs: 2)
        let text = String(decoding: svg.data, as: UTF8.self)
        XCTAssertEqual(svg.distinctFrames, 60)
        // The disc is a circle element of its own each frame; the ring's outline is stored once and
        // placed moved in every frame.
        XCTAssertEqual(Self.matches(#"<path id="([^"]+)""#, in: text).count, 1, text.prefix(3000).description)
        XCTAssertEqual(Self.matches("(<circle)", in: text).count, 60)
        XCTAssertGreaterThanOrEqual(svg.placedShapes, 60)
        // About a hundred bytes a shape a frame: not a path's worth.
        let perFrame = Double(svg.data.count) / 60
        XCTAssertLessThan(perFrame, 400, "\(Int(perFrame)) bytes a frame")
    }

    func testTheFileStatesItsDurationSizeAndStillFrame() throws {
        let scene = CoinsScene()
        var options = RenderOptions(size: .scale(2))
        options.svgIDPrefix = "hero-"
        let svg = try AnimatedSVG(scene: scene, timing: AnimationTiming.range(scene, fps: 12), options: options, jobs: 2)
        let text = String(decoding: svg.data, as: UTF8.self)
        XCTAssertTrue(text.contains(#"width="720px" height="560px" viewBox="0 0 720 560""#), String(text.prefix(400)))
        XCTAssertTrue(text.contains(#"<title id="hero-title">coins, 0–6 s</title>"#), String(text.prefix(600)))
        XCTAssertTrue(text.contains("animation of 72 frames at 12 fps (6 s a loop), plays forever; 720 × 560 px; light, phone; with reduced motion, the still frame at 4400 ms"),
                      String(text.prefix(800)))
        XCTAssertTrue(text.contains("animation-duration:6s;"))
        XCTAssertTrue(text.contains("animation-iteration-count:infinite"))
        XCTAssertTrue(text.contains("@media (prefers-reduced-motion:reduce){.hero-fr{animation:none}}"))
        XCTAssertEqual(svg.bytesPerSecond, Double(svg.data.count) / 6, accuracy: 1e-9)
    }

    func testFinitePlaysAndLivePlaybackEndOnTheLastFrame() throws {
        let scene = BotsScene()
        let live = try AnimatedSVG(scene: scene, timing: AnimationTiming.live(scene, fps: 5), jobs: 2)
        let text = String(decoding: live.data, as: UTF8.self)
        XCTAssertEqual(live.loop, .plays(1))
        XCTAssertTrue(text.contains("animation-iteration-count:1;animation-fill-mode:forwards"))
        // The live timeline ends on the still frame: its group (drawn by default) is visible at 100 %.
        let stillGroup = try XCTUnwrap(text.components(separatedBy: "\n").first { $0.hasPrefix("<g class=\"\(live.prefix)fr\" style=") })
        let keyframes = try XCTUnwrap(Self.matches(#"animation-name:([^"]+)""#, in: stillGroup).first)
        XCTAssertTrue(text.contains("@keyframes \(keyframes){"), keyframes)
        let rule = try XCTUnwrap(text.components(separatedBy: "\n").first { $0.hasPrefix("@keyframes \(keyframes){") })
        XCTAssertTrue(rule.hasSuffix("100%{visibility:visible;opacity:1}}"), rule)
        let twice = try AnimatedSVG(scene: scene, timing: AnimationTiming.range(scene, fps: 5), loop: .plays(2), jobs: 2)
        XCTAssertTrue(String(decoding: twice.data, as: UTF8.self).contains("animation-iteration-count:2;"))
    }

    func testBadInputIsRefusedWithOneLine() throws {
        let scene = CoinsScene()
        let timing = try AnimationTiming.range(scene, fps: 10)
        XCTAssertThrowsError(try AnimationTiming.range(scene, fps: 10, from: 2, to: 7)) { error in
            XCTAssertEqual("\(error)", "time range 2...7 is invalid: expected 0 <= from < to <= 6 seconds of scene 'coins'")
        }
        XCTAssertThrowsError(try AnimationTiming.range(scene, fps: 0)) { XCTAssertTrue("\($0)".hasPrefix("fps 0 is invalid"), "\($0)") }
        let long = ClosureScene(duration: 20, stillTime: 0) { _, _ in }
        XCTAssertThrowsError(try AnimatedSVG(scene: long, timing: AnimationTiming.range(long, fps: 240), jobs: 2)) { error in
            XCTAssertEqual("\(error)", "frame count 4800 is invalid: expected 1...3600 frames in an animated SVG; lower the fps or shorten the range")
        }
        var options = RenderOptions()
        options.svgIDPrefix = "9bad"
        XCTAssertThrowsError(try AnimatedSVG(scene: scene, timing: timing, options: options)) { XCTAssertTrue("\($0)".contains("SVG id prefix '9bad' is invalid"), "\($0)") }
        for text in ["-1", "70000", "often"] {
            XCTAssertThrowsError(try AnimationLoop.parse(text)) { XCTAssertTrue("\($0)".hasPrefix("loop "), "\($0)") }
        }
        XCTAssertEqual(try AnimationLoop.parse("forever"), .forever)
        XCTAssertEqual(try AnimationLoop.parse("0"), .forever)
        XCTAssertEqual(try AnimationLoop.parse("3"), .plays(3))
        XCTAssertThrowsError(try AnimatedSVG(scene: scene, timing: timing, loop: .plays(0))) { XCTAssertTrue("\($0)".hasPrefix("loop 0 is invalid"), "\($0)") }
    }

    /// The first capture group of every match of `pattern`.
    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
