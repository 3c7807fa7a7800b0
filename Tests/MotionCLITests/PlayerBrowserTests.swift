import Foundation
import MotionRender
import MotionTimeline
import MotionTestSupport
import XCTest

/// The page `motion player` writes, in headless Chromium over the DevTools protocol: `#t=MS`
/// pauses on a frame whose pixels on screen are the PNG `motion render` writes for that time;
/// the keyboard model moves the time readout by frames; Reduce Motion shows the still frame;
/// at 375 px wide nothing is cut off; no console error and no network request.
///
/// Tolerance: the frame is shown at its own pixel size on whole device pixels, so the screenshot
/// of its rectangle must match the render with a mean absolute channel error of at most 0.002 and
/// at most 0.1 % of the pixels off by more than 8 of 255 (in practice they are identical).
final class PlayerBrowserTests: XCTestCase {
    private static let shared = LockedBox<(browser: DevToolsBrowser, folder: URL, page: URL)>()

    /// One browser and one coins page at 20 fps, both schemes, for the whole class.
    private func fixture() throws -> (browser: DevToolsBrowser, folder: URL, page: URL) {
        if let made = Self.shared.get() { return made }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-player-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("coins.html")
        let made = try CLIRunner.run(["player", "coins", "--fps", "20", "--scheme", "both", "-o", page.path])
        XCTAssertEqual(made.status, 0, made.stderr)
        let value = (try DevToolsBrowser.launch(), folder, page)
        Self.shared.set(value)
        return value
    }

    override class func tearDown() {
        if let (browser, folder, _) = shared.get() {
            browser.close()
            try? FileManager.default.removeItem(at: folder)
        }
        super.tearDown()
    }

    private func open(_ fragment: String, width: Int = 800, height: Int = 720, reducedMotion: Bool = false) throws -> DevToolsPage {
        let (browser, _, file) = try fixture()
        let page = try browser.newPage(width: width, height: height)
        addTeardownBlock { page.close() }
        if reducedMotion { try page.reduceMotion(true) }
        try page.navigate(to: URL(string: file.absoluteString + fragment)!)
        try page.wait(until: "document.documentElement.dataset.ready === 'true'")
        return page
    }

    private func readout(_ page: DevToolsPage) throws -> String { try page.text("document.querySelector('.mk-time').textContent") }
    private func frameNumber(_ page: DevToolsPage) throws -> String { try page.text("document.querySelector('.mk-frame-number').textContent") }

    func testFragmentTimesShowTheRenderersFramesInLightAndDark() throws {
        var crops: [String: RasterImage] = [:]
        // At 20 fps, 1350 ms and 3000 ms are frames 27 and 60 exactly.
        for (fragment, time, scheme) in [("#t=1350", "1.35", "light"), ("#t=3000", "3", "light"), ("#t=1350&scheme=dark", "1.35", "dark")] {
            let page = try open(fragment)
            try page.wait(until: "document.querySelector('.mk-frame').complete")
            let box = try page.bounds(".mk-frame")
            XCTAssertEqual([box.width, box.height], [360, 280], "shown at its own pixel size")
            let crop = try RasterImage(pngData: try page.screenshot(clip: box))
            try assertMatches(crop, try render(time: time, scheme: scheme), fragment)
            crops[fragment] = crop
            XCTAssertEqual(page.errors, [], fragment)
        }
        let early = try XCTUnwrap(crops["#t=1350"]), late = try XCTUnwrap(crops["#t=3000"]), dark = try XCTUnwrap(crops["#t=1350&scheme=dark"])
        for (a, b, what) in [(early, late, "1350 ms vs 3000 ms"), (early, dark, "light vs dark")] {
            let difference = try XCTUnwrap(ImageDifference(a, b, threshold: 8))
            XCTAssertGreaterThan(difference.differingPixels, 1000, "\(what) should differ: \(difference)")
        }
    }

    func testFragmentPausesAndLabelsTimeAndFrame() throws {
        let page = try open("#t=1350")
        XCTAssertEqual(try readout(page), "1350 ms")
        XCTAssertEqual(try frameNumber(page), "frame 27 / 119")
        XCTAssertEqual(try page.text("document.querySelector('.mk-play').getAttribute('aria-pressed')"), "false")
        // Between frames, the nearest one: 1370 ms → frame 27 (1350 ms).
        let between = try open("#t=1370")
        XCTAssertEqual(try readout(between), "1350 ms")
        // A time outside the page's frames is named in a notice; the still frame shows.
        let outside = try open("#t=9000")
        try outside.wait(until: "document.querySelector('.mk-notice')")
        XCTAssertTrue(try outside.text("document.querySelector('.mk-notice').textContent").contains("9000 ms is outside coins (0–5950 ms)"))
        XCTAssertEqual(try readout(outside), "4400 ms")
        let notANumber = try open("#t=soon&scheme=sepia")
        let notices = try notANumber.text("Array.from(document.querySelectorAll('.mk-notice')).map(n => n.textContent).join(' | ')")
        XCTAssertTrue(notices.contains("The link's scheme 'sepia' is not in this page; it has light and dark."), notices)
        XCTAssertTrue(notices.contains("The link's time 'soon' is not a number of milliseconds"), notices)
    }

    /// Each key's effect, from the frame grid at 20 fps (50 ms a frame) computed here.
    func testKeyboardModel() throws {
        let page = try open("#t=1350")
        let frame = 50.0
        func expect(_ key: DevToolsPage.Key, shift: Bool = false, _ ms: Double, _ what: String) throws {
            try page.press(key, shift: shift)
            XCTAssertEqual(try readout(page), "\(Int(ms)) ms", what)
        }
        try expect(.right, 1350 + frame, "→ one frame")
        try expect(.right, shift: true, 1400 + 10 * frame, "shift → ten frames")
        try expect(.left, 1900 - frame, "← one frame")
        try expect(.left, shift: true, 1850 - 10 * frame, "shift ← ten frames")
        try expect(.end, 119 * frame, "End: the last frame")
        try expect(.right, 119 * frame, "→ at the end stays")
        try expect(.home, 0, "Home: the first frame")
        try expect(.left, 0, "← at the start stays")
        try expect(.digit(5), 3000, "5: half the duration")
        try expect(.digit(0), 0, "0: the start")
        try expect(.digit(9), 5400, "9: nine tenths of 6 s")
        // I and O: a loop range from 1000 to 2000 ms, shown on the timeline.
        try page.press(.digit(1)); try expect(.digit(1), 600, "1: a tenth")
        try page.press(.letter("i"))
        try expect(.right, shift: true, 1100, "")
        try page.press(.letter("o"))
        XCTAssertEqual(try page.text("document.querySelector('.mk-range').hidden"), "false", "the range shows")
        let hash = try page.text("location.hash")
        XCTAssertTrue(hash.contains("in=600") && hash.contains("out=1100"), hash)
        // Space plays within the range, K pauses; L plays forward, J backward.
        try page.press(.space)
        try page.wait(until: "document.querySelector('.mk-play').getAttribute('aria-pressed') === 'true'")
        try page.press(.letter("k"))
        XCTAssertEqual(try page.text("document.querySelector('.mk-play').getAttribute('aria-pressed')"), "false")
        let paused = try readout(page)
        let ms = Double(paused.dropLast(3))!
        XCTAssertTrue((600...1100).contains(ms), "played within the range: \(paused)")
        try page.press(.letter("l"))
        try page.press(.letter("l"))
        XCTAssertEqual(try page.text("document.querySelector('.mk-speed').value"), "2", "L twice: twice as fast")
        try page.press(.letter("j"))
        XCTAssertEqual(try page.text("document.querySelector('.mk-speed').value"), "1", "J: backward at 1×")
        try page.press(.letter("k"))
        XCTAssertEqual(page.errors, [])
    }

    func testReducedMotionShowsTheStillFrameAndDoesNotPlay() throws {
        let page = try open("", reducedMotion: true)
        XCTAssertEqual(try readout(page), "4400 ms", "the still time")
        XCTAssertEqual(try page.text("document.querySelector('.mk-play').getAttribute('aria-pressed')"), "false")
        let crop = try RasterImage(pngData: try page.screenshot(clip: try page.bounds(".mk-frame")))
        try assertMatches(crop, try render(time: "4.4", scheme: "light"), "reduced motion")
    }

    func testWithoutReducedMotionThePagePlaysOfflineWithoutErrors() throws {
        let page = try open("")
        try page.wait(until: "document.querySelector('.mk-play').getAttribute('aria-pressed') === 'true'")
        let first = try readout(page)
        try page.wait(until: "document.querySelector('.mk-time').textContent !== \(DevToolsPage.quoted(first))")
        let playing = try page.text("location.hash")
        XCTAssertFalse(playing.contains("t="), "no time in the link while it plays, so a reload plays again: \(playing)")
        try page.press(.letter("k"))
        let paused = try page.text("location.hash")
        XCTAssertTrue(paused.contains("t="), "paused: the link holds the time: \(paused)")
        XCTAssertEqual(page.errors, [])
        let (_, _, file) = try fixture()
        XCTAssertEqual(page.requests.filter { !$0.hasPrefix("data:") && $0 != file.absoluteString }, [], "no request but the page itself")
    }

    /// At 375 × 667 every control, the frame and the curves are within the window's width, and
    /// the page does not scroll sideways.
    func testNothingIsCutOffAt375Pixels() throws {
        let page = try open("#t=1350", width: 375, height: 667)
        try assertFits(page, width: 375)
        let frame = try page.bounds(".mk-frame")
        XCTAssertGreaterThan(frame.width, 300, "the frame uses the width: \(frame)")
    }

    /// `motion render coins --time T --scheme S` read back as pixels.
    private func render(time: String, scheme: String) throws -> RasterImage {
        let (_, folder, _) = try fixture()
        let file = folder.appendingPathComponent("frame-\(time)-\(scheme).png")
        let result = try CLIRunner.run(["render", "coins", "--time", time, "--scheme", scheme, "-o", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try RasterImage(contentsOf: file)
    }

    private func assertMatches(_ crop: RasterImage, _ expected: RasterImage, _ what: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let difference = try XCTUnwrap(ImageDifference(crop, expected, threshold: 8), "sizes differ: \(crop.width)x\(crop.height)", file: file, line: line)
        XCTAssertLessThanOrEqual(difference.meanAbsoluteError, 0.002, "\(what): \(difference)", file: file, line: line)
        XCTAssertLessThanOrEqual(difference.differingFraction, 0.001, "\(what): \(difference)", file: file, line: line)
    }
}
