import Foundation
import MotionRender
import MotionTimeline
import MotionTestSupport
import XCTest

/// The player page in headless Chromium: `#t=MS` pauses on a frame, and the screenshot of the
/// frame's rectangle matches the PNG `motion render` writes for that time.
///
/// Tolerance: after cropping to the frame (at ``PlayerPage/frameOrigin``, 360 × 280 CSS px at
/// device scale 1), the mean absolute channel error must be at most 0.002 and at most 0.1 % of the
/// pixels may differ by more than 8 of 255 (Chromium decodes the PNG losslessly, so in practice
/// the crop is identical).
final class PlayerBrowserTests: XCTestCase {
    static let frameRect = (x: Int(PlayerPage.frameOrigin.x), y: Int(PlayerPage.frameOrigin.y), width: 360, height: 280)

    func testScrubberPositionsShowTheirFramesInLightAndDark() throws {
        let folder = try makeTemporaryFolder(self)
        let page = folder.appendingPathComponent("coins.html")
        let made = try CLIRunner.run(["player", "coins", "--fps", "20", "--scheme", "both", "-o", page.path])
        XCTAssertEqual(made.status, 0, made.stderr)

        // At 20 fps, 1350 ms and 3000 ms are frames 27 and 60 exactly.
        var crops: [String: RasterImage] = [:]
        for (fragment, time, scheme) in [("t=1350", "1.35", "light"), ("t=3000", "3", "light"), ("t=1350&scheme=dark", "1.35", "dark")] {
            let shot = try Browser.screenshot(page, fragment: fragment, in: folder)
            let crop = shot.cropped(x: Self.frameRect.x, y: Self.frameRect.y, width: Self.frameRect.width, height: Self.frameRect.height)
            let expected = try render(time: time, scheme: scheme, in: folder)
            try assertMatches(crop, expected, "#\(fragment)")
            crops[fragment] = crop
        }
        let early = try XCTUnwrap(crops["t=1350"]), late = try XCTUnwrap(crops["t=3000"]), dark = try XCTUnwrap(crops["t=1350&scheme=dark"])
        for (a, b, what) in [(early, late, "1350 ms vs 3000 ms"), (early, dark, "light vs dark")] {
            let difference = try XCTUnwrap(ImageDifference(a, b, threshold: 8))
            XCTAssertGreaterThan(difference.differingPixels, 1000, "\(what) should differ: \(difference)")
        }
    }

    func testFragmentPausesAndLabelsTheTime() throws {
        let folder = try makeTemporaryFolder(self)
        let page = folder.appendingPathComponent("coins.html")
        XCTAssertEqual(try CLIRunner.run(["player", "coins", "--fps", "20", "-o", page.path]).status, 0)
        let dom = try Browser.dom(page, fragment: "t=1350", in: folder)
        XCTAssertTrue(dom.contains(#"<output id="time" for="scrubber">1350 ms</output>"#), "label")
        XCTAssertTrue(dom.contains(#"<button id="play" type="button" aria-pressed="false">Play</button>"#), "paused")
        // Between frames, the nearest one is shown: 1370 ms → frame 27 (1350 ms).
        XCTAssertTrue(try Browser.dom(page, fragment: "t=1370", in: folder).contains(">1350 ms</output>"))
    }

    func testReducedMotionShowsTheStillFrameAndDoesNotPlay() throws {
        let folder = try makeTemporaryFolder(self)
        let page = folder.appendingPathComponent("coins.html")
        XCTAssertEqual(try CLIRunner.run(["player", "coins", "--fps", "20", "-o", page.path]).status, 0)
        let dom = try Browser.dom(page, fragment: nil, in: folder, reducedMotion: true)
        XCTAssertTrue(dom.contains(">4400 ms</output>"), "the still time is shown")
        XCTAssertTrue(dom.contains(#"aria-pressed="false">Play</button>"#), "not playing")
        let shot = try Browser.screenshot(page, fragment: nil, in: folder, reducedMotion: true)
        let crop = shot.cropped(x: Self.frameRect.x, y: Self.frameRect.y, width: Self.frameRect.width, height: Self.frameRect.height)
        try assertMatches(crop, try render(time: "4.4", scheme: "light", in: folder), "reduced motion")
    }

    func testWithoutReducedMotionThePagePlays() throws {
        let folder = try makeTemporaryFolder(self)
        let page = folder.appendingPathComponent("coins.html")
        XCTAssertEqual(try CLIRunner.run(["player", "coins", "--fps", "10", "-o", page.path]).status, 0)
        let dom = try Browser.dom(page, fragment: nil, in: folder)
        XCTAssertTrue(dom.contains(#"aria-pressed="true">Pause</button>"#), "autoplay")
    }

    /// `motion render coins --time T --scheme S` read back as pixels.
    private func render(time: String, scheme: String, in folder: URL) throws -> RasterImage {
        let file = folder.appendingPathComponent("frame-\(time)-\(scheme).png")
        let result = try CLIRunner.run(["render", "coins", "--time", time, "--scheme", scheme, "-o", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try RasterImage(contentsOf: file)
    }

    private func assertMatches(_ crop: RasterImage, _ expected: RasterImage, _ what: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let difference = try XCTUnwrap(ImageDifference(crop, expected, threshold: 8), "sizes differ", file: file, line: line)
        XCTAssertLessThanOrEqual(difference.meanAbsoluteError, 0.002, "\(what): \(difference)", file: file, line: line)
        XCTAssertLessThanOrEqual(difference.differingFraction, 0.001, "\(what): \(difference)", file: file, line: line)
    }
}
