import Foundation
import MotionCLI
import MotionRender
@testable import MotionStudio
import MotionTestSupport
import XCTest

/// Live reload of scene files loaded in the studio's own process, through the hook a scene file
/// type plugs into (``SceneListSource``, what JavaScript prototypes will use), with a small
/// file format of this test's own: a saved change shows at the same instant in every tab; a
/// deleted or unreadable file is named on the page while the last good frame stays, and the
/// page recovers when the file comes back; a scene that fails to draw shows its error.
final class StudioReloadTests: XCTestCase {
    /// `swatch.txt`: lines `color #RRGGBB`, optionally `duration SECONDS` and `fail MESSAGE`
    /// (the scene then reports MESSAGE while drawing). The scene fills its box with the colour.
    struct SwatchScene: MotionScene {
        let name = "swatch"
        let duration: Double
        var stillTime: Double { duration / 2 }
        let color: MotionColor
        let failure: String?

        func draw(_ canvas: inout MotionCanvas, t: Double) {
            if let failure { return canvas.report(failure) }
            canvas.rect(CGRect(x: 0, y: 0, width: 360, height: 280), color)
        }

        static func load(_ url: URL) throws -> [any MotionScene] {
            let text = try String(contentsOf: url, encoding: .utf8)
            var color: MotionColor?, duration = 2.0, failure: String?
            for (number, line) in text.split(separator: "\n").enumerated() {
                let words = line.split(separator: " ", maxSplits: 1).map(String.init)
                switch words.first {
                case "color": color = try MotionColor(hex: words.last ?? "")
                case "duration": duration = Double(words.last ?? "") ?? duration
                case "fail": failure = words.last
                default: throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(url.lastPathComponent):\(number + 1): unknown line '\(line)'"])
                }
            }
            guard let color else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(url.lastPathComponent) has no color line"]) }
            return [SwatchScene(duration: duration, color: color, failure: failure)]
        }
    }

    private var folder: URL!
    private var file: URL!
    private var server: StudioServer!
    private var browser: DevToolsBrowser!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
        file = folder.appendingPathComponent("swatch.txt")
        try write("color #FF0000\n")
        let file = self.file!
        let source = SceneListSource(label: "swatch.txt", idPrefix: "swatch.txt#", watching: [file]) { try SwatchScene.load(file) }
        server = try StudioServer(sources: [source], socket: try ListeningSocket(address: .loopback, port: 0), tool: "test")
        browser = try DevToolsBrowser.launch()
    }

    override func tearDown() {
        browser?.close()
        server?.stop()
        super.tearDown()
    }

    /// Writes the file as an editor would: a new file renamed over the old one.
    private func write(_ text: String) throws {
        try OutputFile.write(Data(text.utf8), to: file)
    }

    private func open(_ fragment: String = "#scene=swatch.txt%23swatch&t=500") throws -> DevToolsPage {
        let page = try browser.newPage(width: 800, height: 700)
        try page.navigate(to: URL(string: server.url.absoluteString + fragment)!)
        try page.wait(until: "document.querySelector('.mk-frame').dataset.key !== undefined && document.querySelector('.mk-frame').complete", timeout: 30)
        return page
    }

    /// The colour at the frame's centre on screen, as #RRGGBB.
    private func shownColor(_ page: DevToolsPage) throws -> String {
        let box = try page.bounds(".mk-frame")
        let shot = try RasterImage(pngData: try page.screenshot(clip: CGRect(x: box.midX.rounded(), y: box.midY.rounded(), width: 1, height: 1)))
        let p = shot[0, 0]
        return String(format: "#%02X%02X%02X", p.r, p.g, p.b)
    }

    private func problems(_ page: DevToolsPage) throws -> String {
        try page.text("Array.from(document.querySelectorAll('.mk-problem')).map(p => p.textContent).join(' | ')")
    }

    func testASavedChangeShowsAtTheSameInstantInEveryTab() throws {
        let first = try open(), second = try open("#scene=swatch.txt%23swatch&t=1200")
        XCTAssertEqual(try shownColor(first), "#FF0000")
        try write("color #0000FF\n")
        for (page, ms) in [(first, "500 ms"), (second, "1200 ms")] {
            try page.wait(until: "document.querySelector('.mk-frame').dataset.generation === '2' && document.querySelector('.mk-frame').complete", timeout: 10)
            XCTAssertEqual(try shownColor(page), "#0000FF")
            XCTAssertEqual(try page.text("document.querySelector('.mk-time').textContent"), ms, "the same instant")
        }
        // A longer duration reaches the timeline.
        try write("color #00FF00\nduration 4\n")
        try first.wait(until: "document.querySelector('.mk-track').getAttribute('aria-valuemax') === '4000'", timeout: 10)
        XCTAssertEqual(first.errors, [])
        XCTAssertEqual(second.errors, [])
    }

    func testADeletedFileIsNamedAndTheLastGoodFrameStays() throws {
        let page = try open()
        try FileManager.default.removeItem(at: file)
        try page.wait(until: "document.querySelector('.mk-problem')", timeout: 10)
        let shown = try problems(page)
        XCTAssertTrue(shown.contains("swatch.txt: \(file.path) does not exist (deleted or moved?); it is loaded again when it is back"), shown)
        XCTAssertTrue(shown.contains("The frames shown are from the last version that worked."), shown)
        XCTAssertEqual(try shownColor(page), "#FF0000", "the last good frame")
        // Back, with another colour: the problem goes and the new frame shows.
        try write("color #00FF00\n")
        try page.wait(until: "!document.querySelector('.mk-problem') && document.querySelector('.mk-frame').dataset.generation === '2'", timeout: 10)
        try page.wait(until: "document.querySelector('.mk-frame').complete")
        XCTAssertEqual(try shownColor(page), "#00FF00")
    }

    /// A file that cannot be read (a folder in its place; the tests run as root, which reads any
    /// file whatever its permissions) or does not parse.
    func testAnUnreadableOrBrokenFileIsNamedAndThePageRecovers() throws {
        let page = try open()
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        try page.wait(until: "document.querySelector('.mk-problem')", timeout: 10)
        let shown = try problems(page)
        XCTAssertTrue(shown.contains("\(file.path) is a folder, not a scene file"), shown)
        try FileManager.default.removeItem(at: file)
        try write("colour #00FF00\n")
        try page.wait(until: "document.querySelector('.mk-problem') && document.querySelector('.mk-problem').textContent.includes(\"swatch.txt:1: unknown line 'colour #00FF00'\")", timeout: 10)
        XCTAssertFalse(try problems(page).contains("Error Domain"), "the error's sentence, not its domain and code")
        XCTAssertEqual(try shownColor(page), "#FF0000", "the last good frame")
        try write("color #00FF00\n")
        try page.wait(until: "!document.querySelector('.mk-problem')", timeout: 10)
        try page.wait(until: "document.querySelector('.mk-frame').dataset.generation === '2' && document.querySelector('.mk-frame').complete")
        XCTAssertEqual(try shownColor(page), "#00FF00")
    }

    func testASceneThatFailsToDrawShowsItsError() throws {
        let page = try open()
        try write("color #00FF00\nfail the swatch ran out of paint\n")
        try page.wait(until: "document.querySelector('.mk-frame').dataset.error", timeout: 10)
        let overlay = try page.text("document.querySelector('.mk-overlay').textContent")
        XCTAssertTrue(overlay.contains("the swatch ran out of paint"), overlay)
        XCTAssertTrue(overlay.contains("swatch"), "names the scene: \(overlay)")
        XCTAssertEqual(try page.text("getComputedStyle(document.querySelector('.mk-overlay')).display"), "flex", "shown, not blank")
        try write("color #0000FF\n")
        try page.wait(until: "!document.querySelector('.mk-frame').dataset.error && document.querySelector('.mk-frame').dataset.generation === '3'", timeout: 10)
        try page.wait(until: "document.querySelector('.mk-frame').complete")
        XCTAssertEqual(try shownColor(page), "#0000FF")
        XCTAssertEqual(try page.text("document.querySelector('.mk-overlay').hidden"), "true")
    }
}
