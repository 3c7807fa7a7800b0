import Foundation
import MotionRender
import MotionTimeline
import MotionScenes
import MotionTestSupport
import XCTest

/// `motion player`: a self-contained page whose frames are the renderer's own PNGs, and bad input.
final class PlayerCommandTests: XCTestCase {
    /// The JSON block the page's script reads: each distinct PNG once in `images`, and per
    /// scheme the index of each frame's and of the still's image.
    struct Payload: Decodable {
        struct Scene: Decodable { let name: String, duration: Double, stillTime: Double, speed: Double, phases: [Phase], curves: [Curve] }
        struct Phase: Decodable { let name: String, start: Double }
        struct Curve: Decodable { let name: String, step: Double, values: [Double?] }
        let scene: Scene
        let fps: Double, from: Double, end: Double, count: Int, scale: Double
        let times: [Double], schemes: [String], images: [String], frames: [String: [Int]], stills: [String: Int]

        /// The PNG bytes of frame `index` of `scheme`.
        func frame(_ scheme: String, _ index: Int) -> Data? { frames[scheme].flatMap { Data(base64Encoded: images[$0[index]]) } }
        func still(_ scheme: String) -> Data? { stills[scheme].flatMap { Data(base64Encoded: images[$0]) } }
    }

    static func payload(_ html: String) throws -> Payload {
        let open = #"<script type="application/json" id="player-data">"#
        let start = try XCTUnwrap(html.range(of: open)).upperBound
        let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        return try JSONDecoder().decode(Payload.self, from: Data(html[start..<end].utf8))
    }

    func testPageIsSelfContainedAndEmbedsTheRenderersFrames() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("coins.html")
        let result = try CLIRunner.run(["player", "coins", "--fps", "10", "--scheme", "both", "-o", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, file.path + "\n")
        let html = try String(contentsOf: file, encoding: .utf8)

        // No network: no URL scheme other than data: anywhere, no external src or href (the
        // empty icon, `href="data:,"`, keeps the browser from asking for /favicon.ico).
        let withoutData = html.replacingOccurrences(of: #"data:image/png;base64,[A-Za-z0-9+/=]*"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"<link rel="icon" href="data:,">"#, with: "")
        for forbidden in ["http:", "https:", "://", "src=\"//", "href=", "@import", "url("] {
            XCTAssertFalse(withoutData.contains(forbidden), "the page contains '\(forbidden)'")
        }
        // The page's pieces: the frame (the still until the script runs), the shared player's
        // style and script, the page's host script, the scheme toggle.
        for piece in [#"<img class="mk-frame" src="data:image/png;base64,"#, #"alt="The coins scene"#, #"<div class="mk-transport"></div>"#,
                      #"<div class="mk-timeline"></div>"#, #"<button class="mk-scheme" type="button""#, "prefers-reduced-motion: reduce",
                      "requestAnimationFrame", #"<h1 class="mk-title" id="scene-name">coins</h1>"#, "duration 6 s", "MotionPlayer.create",
                      ".mk-track", #"<link rel="icon" href="data:,">"#] {
            XCTAssertTrue(html.contains(piece), "missing \(piece)")
        }
        let scene = CoinsScene()
        // The frames are exactly the renderer's PNGs at FrameSequence's times.
        let payload = try Self.payload(html)
        let times = try FrameSequence.times(fps: 10, from: 0, to: 6)
        XCTAssertEqual(payload.times, times)
        XCTAssertEqual(payload.count, 60)
        XCTAssertEqual(payload.schemes, ["light", "dark"])
        XCTAssertEqual(payload.fps, 10)
        XCTAssertEqual(payload.scene.speed, scene.speed)
        XCTAssertEqual(payload.scene.stillTime, scene.stillTime)
        XCTAssertEqual(payload.scene.phases.map(\.name), scene.phases.map(\.name))
        XCTAssertEqual(payload.scene.phases.map(\.start), scene.phases.map(\.start))
        // The curves, sampled from 0 through the duration: each sample is the scene's own value,
        // rounded to a millionth.
        XCTAssertEqual(payload.scene.curves.map(\.name), scene.curves.map(\.name))
        for (sampled, curve) in zip(payload.scene.curves, scene.curves) {
            for index in [0, sampled.values.count / 3, sampled.values.count - 1] {
                XCTAssertEqual(try XCTUnwrap(sampled.values[index]), curve.value(Double(index) * sampled.step), accuracy: 5e-7, "\(curve.name) at sample \(index)")
            }
        }
        for scheme in ColorScheme.allCases {
            XCTAssertEqual(payload.frames[scheme.rawValue]?.count, 60)
            for index in [0, 13, 59] {
                let expected = try MotionRenderer.render(scene, at: times[index], options: RenderOptions(colorScheme: scheme))
                XCTAssertEqual(payload.frame(scheme.rawValue, index), expected, "\(scheme) frame \(index)")
            }
            let still = try MotionRenderer.render(scene, at: scene.stillTime, options: RenderOptions(colorScheme: scheme))
            XCTAssertEqual(payload.still(scheme.rawValue), still, "\(scheme) still")
        }
        // Each distinct image once: the frames of the rest phase repeat one image.
        let distinct = Set(payload.images)
        XCTAssertEqual(distinct.count, payload.images.count, "an image embedded twice")
        XCTAssertLessThan(payload.images.count, 122, "the resting frames share their image")
    }

    func testOneSchemeHasNoToggleAndScaleSetsPixelDensity() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("clock.html")
        let result = try CLIRunner.run(["player", "clock", "--fps", "4", "--from", "1", "--to", "2", "--scale", "2", "--scheme", "dark", "-o", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOf: file, encoding: .utf8)
        XCTAssertFalse(html.contains(#"class="mk-scheme""#))
        XCTAssertTrue(html.contains(#"<body class="dark">"#))
        XCTAssertTrue(html.contains(#"width="360" height="280""#), "shown at the box's size")
        let payload = try Self.payload(html)
        XCTAssertEqual(payload.times, [1, 1.25, 1.5, 1.75])
        XCTAssertEqual(payload.end, 2)
        XCTAssertEqual(payload.scale, 2)
        let frame = try RasterImage(pngData: try XCTUnwrap(payload.frame("dark", 0)))
        XCTAssertEqual([frame.width, frame.height], [720, 560])
    }

    func testDefaultOutputIsTheScenesName() throws {
        let folder = try makeTemporaryFolder(self)
        let result = try CLIRunner.run(["player", "coins", "--fps", "2"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try contents(folder), ["coins.html"])
    }

    /// Each case: arguments, exit code, a fragment of the one-line message.
    func testBadInputsFailWithAClearMessageAndLeaveNoFile() throws {
        let folder = try makeTemporaryFolder(self)
        let out = folder.appendingPathComponent("page.html").path
        let cases: [([String], Int32, String)] = [
            (["coins", "--to", "7"], 64, "--to 7 is outside scene 'coins': valid range is 0...6 seconds"),
            (["coins", "--from", "-1"], 64, "--from -1 is outside scene 'coins': valid range is 0...6 seconds"),
            (["coins", "--from", "6.5"], 64, "--from 6.5 is outside scene 'coins'"),
            (["coins", "--from", "nan"], 64, "--from nan is outside scene 'coins'"),
            (["coins", "--to", "6.5"], 64, "--to 6.5 is outside scene 'coins': valid range is 0...6 seconds"),
            (["coins", "--to", "-0.5"], 64, "--to -0.5 is outside scene 'coins': valid range is 0...6 seconds"),
            (["coins", "--to", "inf"], 64, "--to inf is outside scene 'coins': valid range is 0...6 seconds"),
            (["coins", "--from", "3", "--to", "2"], 64, "--from 3 must be before --to 2: valid range is 0 <= --from < --to <= 6 seconds for scene 'coins'"),
            (["coins", "--from", "2", "--to", "2"], 64, "--from 2 must be before --to 2: valid range is"),
            (["coins", "--from", "3.00001", "--to", "3"], 64, "--from 3.00001 must be before --to 3: valid range is"),
            (["coins", "--from", "6"], 64, "--from 6 must be before --to 6 (the default): valid range is 0 <= --from < --to <= 6 seconds for scene 'coins'"),
            (["coins", "--to", "0"], 64, "--from 0 (the default) must be before --to 0: valid range is"),
            (["coins", "--fps", "0"], 64, "--fps 0 is out of range: expected 0 < FPS <= 240"),
            (["coins", "--fps", "-5"], 64, "--fps -5 is out of range"),
            (["coins", "--fps", "1e9"], 64, "--fps 1e9 is out of range: expected 0 < FPS <= 240"),
            (["coins", "--fps", "inf"], 64, "--fps inf is out of range"),
            (["coins", "--fps", "lots"], 64, "option '--fps' expects a number, got 'lots'"),
            (["coins", "--fps", "240", "--scheme", "both"], 64, "the player would embed 2880 frames (1440 × 2 schemes), over the limit of 2000: lower --fps or narrow --from/--to"),
            (["coins", "--scheme", "sepia"], 64, "option '--scheme' got 'sepia'; choose one of light, dark, both"),
            (["coins", "--scale", "0"], 64, "--scale 0 is invalid: it must be a finite number greater than 0"),
            (["coins", "--scale", "nan"], 64, "--scale nan is invalid: it must be a finite number greater than 0"),
            (["coins", "--scale", "0.001"], 64, "--scale 0.001 does not fit scene 'coins': scale 0.001 is too small"),
            (["coins", "--scale", "60"], 64, "--scale 60 does not fit scene 'coins': output 21600x16800 has 362880000 pixels, over the limit of 200000000"),
            (["coins", "--scale", "1e300"], 64, "--scale 1e300 does not fit scene 'coins': output"),
            // Each frame is within the one-image limit, but not the page's: 181 frames of 3600 × 2800.
            (["coins", "--scale", "10"], 64, "--scale 10 at --fps 30 (the default) would embed 1824.48 megapixels (181 frames of 3600 × 2800 px, stills included), over the limit of 400 megapixels per page: lower --scale or --fps, or narrow --from/--to"),
            // 2 × (360 + 1) frames of 1440 × 1120.
            (["coins", "--scale", "4", "--fps", "60", "--scheme", "both"], 64, "--scale 4 at --fps 60 would embed 1164.44 megapixels (722 frames of 1440 × 1120 px, stills included), over the limit of 400 megapixels per page"),
            (["coins", "--device", "tablet"], 64, "option '--device' got 'tablet'"),
            // `--scheme both` is the player's own; the shared scene options are still checked.
            (["coins", "--scheme", "both", "--device", "tablet"], 64, "option '--device' got 'tablet'"),
            (["coins", "--scheme=both", "--posture", "sideways"], 64, "option '--posture' got 'sideways'"),
            (["coins", "--time", "1"], 64, "unknown option '--time' for 'motion player'"),
            ([], 64, "'motion player' needs a scene; scenes: coins"),
            (["chess"], 64, "unknown scene 'chess'; scenes: coins"),
            (["coins", "bots"], 64, "'motion player' takes one scene, got coins bots"),
        ]
        for (arguments, status, fragment) in cases {
            try CLIRunner.assertRefused(["player"] + arguments + ["-o", out], status: status, naming: fragment, in: folder)
        }
        let unwritable = try CLIRunner.run(["player", "coins", "--fps", "1", "-o", "/nonexistent-folder/page.html"])
        XCTAssertEqual(unwritable.status, 1)
        XCTAssertTrue(unwritable.stderr.contains("cannot write /nonexistent-folder/page.html: folder /nonexistent-folder does not exist"), unwritable.stderr)
    }

    func testPageRefusesTooManyFramesBeforeRendering() {
        let times = (0..<1001).map { Double($0) * 0.005 }
        XCTAssertThrowsError(try PlayerPage(scene: CoinsScene(), times: times, fps: 200, schemes: [.light, .dark])) { error in
            XCTAssertEqual("\(error)", "frame count 2002 is invalid: expected 1...2000 frames in one player page (all schemes together)")
        }
        XCTAssertThrowsError(try PlayerPage(scene: CoinsScene(), times: [0, 7], fps: 1)) { error in
            XCTAssertEqual(error as? RenderError, .timeOutOfRange(scene: "coins", time: 7, duration: 6))
        }
        XCTAssertThrowsError(try PlayerPage(scene: CoinsScene(), times: [0], fps: 1, schemes: [.dark, .dark]))
    }

    /// 61 frames of 3600 × 2800 are 614.9 megapixels: refused at once, without rendering a frame.
    func testPageRefusesTooManyPixelsBeforeRendering() throws {
        let times = (0..<60).map { Double($0) * 0.1 }
        let started = Date()
        XCTAssertThrowsError(try PlayerPage(scene: CoinsScene(), times: times, fps: 10, options: RenderOptions(size: .scale(10)))) { error in
            XCTAssertEqual("\(error)", "pixel count 6.149e+08 is invalid: expected at most 400000000 pixels in one player page (every frame and still, all schemes)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 2, "refused before rendering")
        // The count: frames plus the still, per scheme, times one frame's pixels.
        let frame = try OutputGeometry(box: CGSize(width: 360, height: 280), size: .scale(2), pixelLimit: RenderOptions.defaultPixelLimit)
        XCTAssertEqual(PlayerPage.pixelCount(frames: 180, schemes: 2, size: frame), 181 * 2 * 720 * 560)
        XCTAssertEqual(PlayerPage.maximumPixels, 400_000_000)
    }

    func testHelp() throws {
        let help = try CLIRunner.run(["player", "--help"])
        XCTAssertEqual(help.status, 0)
        for option in ["--fps", "--from", "--to", "--scale", "--scheme", "--output", "--device"] {
            XCTAssertTrue(help.stdout.contains(option), "\(option) in \(help.stdout)")
        }
        XCTAssertTrue(try CLIRunner.run(["--help"]).stdout.contains("player "))
    }
}
