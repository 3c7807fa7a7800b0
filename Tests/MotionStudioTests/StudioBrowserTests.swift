import Foundation
import MotionRender
import MotionScenes
import MotionTestSupport
import XCTest

/// The studio's page in headless Chromium over the DevTools protocol, against `motion studio`
/// drawing the built-in scenes: no console error; frames shown after scrubbing, keys and links
/// equal to `motion render --time` of the instant shown; the keyboard model; the state in the
/// URL; bad links named on the page; two tabs at once; no flood of requests while scrubbing;
/// nothing cut off at 375 px.
///
/// Tolerance: the page shows PNG frames drawn at its device pixel ratio on whole device pixels,
/// so a screenshot of the frame must match `motion render` at the same scale with a mean absolute
/// channel error of at most 0.002 and at most 0.1 % of the pixels off by more than 8 of 255.
final class StudioBrowserTests: XCTestCase {
    private static let shared = LockedBox<(studio: ServerProcess, url: URL, browser: DevToolsBrowser, folder: URL)>()

    private func fixture() throws -> (studio: ServerProcess, url: URL, browser: DevToolsBrowser, folder: URL) {
        if let made = Self.shared.get() { return made }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-studio-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let studio = try ServerProcess(BuiltProduct.executable("motion"), ["studio", "--port", "0", "--no-build"], in: folder)
        let made = (studio, try studio.url(), try DevToolsBrowser.launch(), folder)
        Self.shared.set(made)
        return made
    }

    override class func tearDown() {
        if let (studio, _, browser, folder) = shared.get() {
            browser.close()
            _ = try? studio.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        super.tearDown()
    }

    /// A tab on the studio at `fragment`, its first frame on screen.
    private func open(_ fragment: String, width: Int = 1000, height: Int = 800, scale: Double = 1) throws -> DevToolsPage {
        let (_, url, browser, _) = try fixture()
        let page = try browser.newPage(width: width, height: height, scale: scale)
        addTeardownBlock { page.close() }
        try page.navigate(to: URL(string: url.absoluteString + fragment)!)
        try page.wait(until: "document.documentElement.dataset.ready === 'true'", timeout: 60)
        try waitForFrame(page)
        return page
    }

    private func readout(_ page: DevToolsPage) throws -> String { try page.text("document.querySelector('.mk-time').textContent") }

    /// Waits until the frame on screen is the one the readout names, at the size the stage asks for.
    private func waitForFrame(_ page: DevToolsPage) throws {
        try page.wait(until: """
            (() => { const f = document.querySelector('.mk-frame');
              return f.dataset.key !== undefined && f.complete && f.naturalWidth > 0 && !f.dataset.error
                && Math.round(Number(f.dataset.time) * 1000) + ' ms' === document.querySelector('.mk-time').textContent
                && f.dataset.drawn === f.dataset.size; })()
            """, timeout: 30, state: "JSON.stringify(Object.assign({}, document.querySelector('.mk-frame').dataset, { time: document.querySelector('.mk-time').textContent, hash: location.hash }))")
    }

    /// The frame on screen against `motion render SCENE --time T --size WxH` for the time and
    /// device pixels the page used, with `arguments` for the environment.
    private func assertShownFrameMatches(_ page: DevToolsPage, scene: String, _ what: String, arguments: [String] = [],
                                         meanError: Double = 0.002, differing: Double = 0.001, threshold: Int = 8,
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        try waitForFrame(page)
        let time = try page.text("document.querySelector('.mk-frame').dataset.time")
        let size = try page.text("document.querySelector('.mk-frame').dataset.drawn")
        let box = try page.bounds(".mk-frame")
        let ratio = try page.number("window.devicePixelRatio")
        let full = try RasterImage(pngData: try page.screenshot())
        let shot = full.cropped(x: Int((Double(box.minX) * ratio).rounded()), y: Int((Double(box.minY) * ratio).rounded()),
                                width: Int((Double(box.width) * ratio).rounded()), height: Int((Double(box.height) * ratio).rounded()))
        let (_, _, _, folder) = try fixture()
        let output = folder.appendingPathComponent("\(UUID().uuidString).png")
        let result = try ChildProcess.run(BuiltProduct.executable("motion"),
                                          ["render", scene, "--time", time, "--size", size] + arguments + ["-o", output.path])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let expected = try RasterImage(contentsOf: output)
        let difference = try XCTUnwrap(ImageDifference(shot, expected, threshold: threshold),
                                       "\(what): shown \(shot.width)x\(shot.height), rendered \(expected.width)x\(expected.height)", file: file, line: line)
        XCTAssertLessThanOrEqual(difference.meanAbsoluteError, meanError, "\(what) at \(time) s: \(difference)", file: file, line: line)
        XCTAssertLessThanOrEqual(difference.differingFraction, differing, "\(what) at \(time) s: \(difference)", file: file, line: line)
    }

    func testThePageLoadsTheScenesWithoutErrors() throws {
        let page = try open("")
        let names = try page.evaluate("Array.from(document.querySelectorAll('.mk-scene-list a')).map(a => a.dataset.scene)") as? [String]
        XCTAssertEqual(names, ["coins", "bots", "clock", "streak", "hint", "coach"])
        XCTAssertEqual(try page.text("document.querySelector('.mk-title').textContent"), "coins")
        XCTAssertEqual(try readout(page), "4400 ms", "the still frame first")
        XCTAssertEqual(try page.text("document.querySelectorAll('.mk-phase').length"), "\(CoinsScene().phases.count)", "a marker per phase")
        XCTAssertEqual(try page.text("document.querySelectorAll('.mk-curve').length"), "\(CoinsScene().curves.count)", "a plot per curve")
        XCTAssertEqual(page.errors, [])
    }

    /// Scrubbing with the mouse on the timeline, at device pixel ratios 1 and 2.
    func testScrubbedFramesAreTheRenderersAtTheDevicePixelRatio() throws {
        for scale in [1.0, 2.0] {
            let page = try open("#scene=bots", width: 1000, height: 800, scale: scale)
            let track = try page.bounds(".mk-track")
            for fraction in [0.1, 0.37, 0.8] {
                let point = CGPoint(x: Double(track.minX) + fraction * Double(track.width), y: Double(track.midY))
                try page.drag(from: point, to: point)
                // The nearest frame at 30 fps to the fraction of the 6 s timeline, computed here.
                let expected = (fraction * 6 * 30).rounded() / 30
                XCTAssertEqual(try readout(page), "\(Int((expected * 1000).rounded())) ms", "at \(fraction) of the track")
                try assertShownFrameMatches(page, scene: "bots", "bots, \(fraction) of the track at DPR \(scale)")
            }
            let drawn = try page.text("document.querySelector('.mk-frame').dataset.drawn")
            let box = try page.bounds(".mk-frame")
            XCTAssertEqual(drawn, "\(Int(Double(box.width) * scale))x\(Int(Double(box.height) * scale))", "drawn at the device pixel ratio")
            XCTAssertEqual(page.errors, [])
        }
    }

    /// Dragging across the whole track: at most one frame request at a time, and the last
    /// position's frame shows at the end.
    func testScrubbingDoesNotFloodTheServer() throws {
        let page = try open("#scene=coins")
        try page.evaluate("""
            (() => { window.__frames = { open: 0, most: 0, total: 0 };
              const fetch = window.fetch;
              window.fetch = (url, options) => {
                const frame = String(url).startsWith('/api/frame');
                if (frame) { __frames.open++; __frames.total++; __frames.most = Math.max(__frames.most, __frames.open); }
                return fetch(url, options).finally(() => { if (frame) __frames.open--; });
              };
              return true; })()
            """)
        let track = try page.bounds(".mk-track")
        try page.drag(from: CGPoint(x: track.minX + 2, y: track.midY), to: CGPoint(x: track.maxX - 2, y: track.midY), steps: 120)
        XCTAssertEqual(try readout(page), "6000 ms")
        try waitForFrame(page)
        XCTAssertEqual(try page.number("__frames.most"), 1, "one frame request in flight at most")
        let total = try page.number("__frames.total")
        XCTAssertLessThan(total, 120, "fewer requests than positions: \(total)")
        try assertShownFrameMatches(page, scene: "coins", "the end of a drag")
    }

    /// Each key's effect on the readout, from the 30 fps grid computed here, and the frame shown after.
    func testKeyboardShortcutsMoveTheTime() throws {
        let page = try open("#scene=coins&t=1000")
        func ms(_ frame: Int) -> String { "\(Int((Double(frame) * 1000 / 30).rounded())) ms" }
        func expect(_ key: DevToolsPage.Key, shift: Bool = false, _ readout: String, _ what: String) throws {
            try page.press(key, shift: shift)
            XCTAssertEqual(try self.readout(page), readout, what)
        }
        try expect(.right, ms(31), "→ one frame")
        try expect(.right, shift: true, ms(41), "shift → ten frames")
        try expect(.left, ms(40), "← one frame")
        try expect(.left, shift: true, ms(30), "shift ← ten frames")
        try assertShownFrameMatches(page, scene: "coins", "after the arrows")
        try expect(.end, "6000 ms", "End: the last frame, at the duration")
        XCTAssertEqual(try page.text("document.querySelector('.mk-frame-number').textContent"), "frame 180 / 180")
        try expect(.home, "0 ms", "Home")
        try expect(.digit(7), ms(126), "7: seven tenths of 6 s")
        try assertShownFrameMatches(page, scene: "coins", "after 7")
        try page.press(.letter("i"))
        try expect(.right, shift: true, ms(136), "")
        try page.press(.letter("o"))
        let hash = try page.text("location.hash")
        XCTAssertTrue(hash.contains("in=4200") && hash.contains("out=4533.333"), hash)
        try page.press(.letter("l"))
        try page.wait(until: "document.querySelector('.mk-play').getAttribute('aria-pressed') === 'true'")
        try page.press(.letter("k"))
        let paused = Double(try readout(page).dropLast(3))!
        XCTAssertTrue((4200...4534).contains(paused), "played within the range: \(paused)")
        try page.press(.space)
        try page.press(.space)
        XCTAssertEqual(try page.text("document.querySelector('.mk-play').textContent"), "Play")
        try assertShownFrameMatches(page, scene: "coins", "after playing")
        XCTAssertEqual(page.errors, [])
    }

    /// A link with every option reproduces the frame, and the controls show the options.
    func testTheLinkReproducesTheFrame() throws {
        let page = try open("#scene=clock&t=1500&scheme=dark&device=foldable-open&rm=1")
        XCTAssertEqual(try readout(page), "1500 ms")
        XCTAssertEqual(try page.text("document.body.className"), "dark")
        XCTAssertEqual(try page.text("document.querySelector('.mk-device').value"), "foldable-open")
        XCTAssertEqual(try page.text("document.querySelector('.mk-reduce-motion').checked"), "true")
        try assertShownFrameMatches(page, scene: "clock", "the link", arguments: ["--scheme", "dark", "--device", "foldable", "--posture", "open", "--reduce-motion"])
        // Changing an option changes the link and the frame.
        try page.evaluate("document.querySelector('.mk-scheme').click()")
        try page.wait(until: "!location.hash.includes('scheme=dark')")
        try assertShownFrameMatches(page, scene: "clock", "light again", arguments: ["--device", "foldable", "--posture", "open", "--reduce-motion"])
        let saved = try page.text("document.querySelector('.mk-save a[data-format=pdf]').getAttribute('href')")
        XCTAssertEqual(saved, "/api/frame?scene=clock&t=1.5&format=pdf&scale=1&scheme=light&device=foldable-open&rm=1&download=1")
        XCTAssertEqual(page.errors, [])
    }

    /// `#format=svg` shows SVG frames, rasterized by the browser: close to cairo's pixels, not
    /// equal (the tolerance of InlineSVGBrowserTests: MAE ≤ 0.01, at most 1 % of the pixels off
    /// by more than 96 of 255, for Skia's anti-aliasing of edges and glyphs).
    func testSVGFramesAreCloseToTheRenderersPixels() throws {
        for scene in ["coins", "bots"] {
            let page = try open("#scene=\(scene)&t=2000&format=svg", width: 900, height: 700)
            let drawn = try page.text("document.querySelector('.mk-frame').dataset.key")
            XCTAssertTrue(drawn.contains("format=svg"), drawn)
            let box = try page.bounds(".mk-frame")
            try assertShownFrameMatches(page, scene: scene, "\(scene) as SVG", arguments: [], meanError: 0.01, differing: 0.01, threshold: 96)
            XCTAssertGreaterThan(box.width, 360, "an SVG frame is as large as the stage")
        }
    }

    func testBadLinksAreNamedOnThePage() throws {
        for (fragment, notice, shown) in [
            ("#scene=nope", "The link names scene 'nope', which this studio does not have; showing coins.", "coins"),
            ("#scene=bots&t=99999", "The link's time 99999 ms is outside bots (0–6000 ms); showing the still frame.", "bots"),
            ("#scene=coins&t=soon", "The link's time 'soon' is not a number of milliseconds", "coins"),
            ("#scene=coins&device=tablet", "The link's device 'tablet' is not one of phone, foldable-closed, foldable-open, foldable-tabletop.", "coins"),
            ("#scene=coins&scheme=sepia", "The link's scheme 'sepia' is not light or dark.", "coins"),
            ("#scene=streak&locale=tlh", "The link's locale 'tlh' is not one of", "streak"),
        ] {
            let page = try open(fragment)
            let notices = try page.text("Array.from(document.querySelectorAll('.mk-notice')).map(n => n.textContent).join(' | ')")
            XCTAssertTrue(notices.contains(notice), "\(fragment): \(notices)")
            XCTAssertEqual(try page.text("document.querySelector('.mk-title').textContent"), shown, fragment)
            XCTAssertEqual(page.errors, [], fragment)
        }
    }

    /// Eight tabs open at once (more than the six connections a browser opens to one host: the
    /// tabs share one event stream), two of them stepping: each shows its own frames.
    func testEightTabsAtOnce() throws {
        var tabs: [DevToolsPage] = []
        for (index, scene) in ["coins", "bots", "clock", "streak", "hint", "coins", "bots", "clock"].enumerated() {
            tabs.append(try open("#scene=\(scene)&t=\(1000 + 100 * index)"))
        }
        for (index, tab) in tabs.enumerated() {
            XCTAssertEqual(try readout(tab), "\(1000 + 100 * index) ms", "tab \(index)")
        }
        let first = tabs[0], second = tabs[4]
        for _ in 0..<5 {
            try first.press(.right)
            try second.press(.left)
        }
        XCTAssertEqual(try readout(first), "1167 ms", "5 frames at 30 fps after 1000 ms")
        XCTAssertEqual(try readout(second), "1233 ms", "5 frames at 30 fps before 1400 ms")
        try assertShownFrameMatches(first, scene: "coins", "the first tab")
        try assertShownFrameMatches(second, scene: "hint", "the fifth tab")
        try assertShownFrameMatches(tabs[7], scene: "clock", "the eighth tab")
    }

    func testNothingIsCutOffAt375Pixels() throws {
        let page = try open("#scene=bots&t=2000", width: 375, height: 667, scale: 2)
        try assertFits(page, width: 375)
        XCTAssertNotEqual(try page.text("getComputedStyle(document.querySelector('.mk-scene-select')).display"), "none", "a scene menu instead of the list")
        XCTAssertEqual(try page.text("getComputedStyle(document.querySelector('.mk-sidebar')).display"), "none")
        XCTAssertGreaterThan(try page.bounds(".mk-frame").width, 300)
        try assertShownFrameMatches(page, scene: "bots", "at 375 px, DPR 2")
    }
}
