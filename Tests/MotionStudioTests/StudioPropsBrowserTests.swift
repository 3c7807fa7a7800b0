import Foundation
import MotionCLI
import MotionRender
import MotionScenes
@testable import MotionStudio
import MotionTestSupport
import XCTest

/// The studio page's props panel in headless Chromium over the DevTools protocol, against a
/// studio in this process serving ``BandScene`` (props: title, width, accent, level): the panel
/// made from the scene's props, an edit that draws a new frame at the same instant and goes
/// into the link and the command line, the server's message for a value it refuses next to the
/// panel, a link that brings the edits back, and Reset.
final class StudioPropsBrowserTests: XCTestCase {
    private var server: StudioServer!
    private var recorder: RecordingSource!
    private var browser: DevToolsBrowser!

    override func setUpWithError() throws {
        recorder = RecordingSource(SceneListSource(label: "scenes", idPrefix: "", watching: []) { [BandScene(), CoinsScene()] })
        server = try StudioServer(sources: [recorder], socket: try ListeningSocket(address: .loopback, port: 0), tool: "motion")
        browser = try DevToolsBrowser.launch()
    }

    override func tearDown() {
        browser?.close()
        server?.stop()
        super.tearDown()
    }

    private func open(_ fragment: String) throws -> DevToolsPage {
        let page = try browser.newPage(width: 1000, height: 900)
        addTeardownBlock { page.close() }
        try page.navigate(to: URL(string: server.url.absoluteString + fragment)!)
        try page.wait(until: "document.documentElement.dataset.ready === 'true'", timeout: 60)
        try waitForFrame(page, props: "")
        return page
    }

    /// Waits until the frame on screen is drawn with the page's props `props` (the JSON sent as
    /// `props=`, "" for none).
    private func waitForFrame(_ page: DevToolsPage, props: String) throws {
        try page.wait(until: """
            (() => { const f = document.querySelector('.mk-frame');
              return f.dataset.key !== undefined && f.complete && f.naturalWidth > 0 && !f.dataset.error
                && f.dataset.props === \(DevToolsPage.quoted(props)); })()
            """, timeout: 30, state: "JSON.stringify(Object.assign({}, document.querySelector('.mk-frame').dataset, { hash: location.hash }))")
    }

    /// Types `value` into the field of prop `path` (an input event, as typing gives).
    private func type(_ page: DevToolsPage, _ path: String, _ value: String) throws {
        try page.evaluate("""
            (() => { const field = document.querySelector('[data-prop="\(path)"]');
              field.value = \(DevToolsPage.quoted(value)); field.dispatchEvent(new Event('input', { bubbles: true })); return true; })()
            """)
    }

    private func field(_ page: DevToolsPage, _ path: String) throws -> String {
        try page.text("(() => { const f = document.querySelector('[data-prop=\"\(path)\"]'); return f.type + ' ' + f.value; })()")
    }

    /// The colour on screen at `x` points from the frame's left edge, halfway down, as #RRGGBB.
    private func shownColor(_ page: DevToolsPage, x: Double) throws -> String {
        let box = try page.bounds(".mk-frame")
        let point = CGPoint(x: (Double(box.minX) + Double(box.width) * x / 360).rounded(), y: Double(box.midY).rounded())
        let shot = try RasterImage(pngData: try page.screenshot(clip: CGRect(x: point.x, y: point.y, width: 1, height: 1)))
        let p = shot[0, 0]
        return String(format: "#%02X%02X%02X", p.r, p.g, p.b)
    }

    func testAnEditDrawsANewFrameAndGoesIntoTheLink() throws {
        let page = try open("#scene=band&t=1000")
        XCTAssertEqual(try page.text("document.querySelector('.mk-props').hidden"), "false")
        XCTAssertEqual(try page.evaluate("Array.from(document.querySelectorAll('.mk-props-fields [data-prop]')).map(f => f.dataset.prop)") as? [String],
                       ["accent", "level", "title", "width"])
        XCTAssertEqual(try field(page, "width"), "number 90")
        XCTAssertEqual(try field(page, "title"), "text Level 5")
        XCTAssertEqual(try field(page, "accent"), "text #FF0000")
        XCTAssertEqual(try page.text("document.querySelector('[data-prop-picker=\"accent\"]').value"), "#ff0000", "a colour picker beside the text")
        XCTAssertEqual(try shownColor(page, x: 150), try shownColor(page, x: 300), "the band 90 wide: background at 150")

        try type(page, "width", "200")
        try waitForFrame(page, props: #"{"width":200}"#)
        XCTAssertEqual(try shownColor(page, x: 150), "#FF0000", "the band 200 wide")
        XCTAssertEqual(try page.text("document.querySelector('.mk-time').textContent"), "1000 ms", "the same instant")
        let hash = try page.text("decodeURIComponent(location.hash)")
        XCTAssertTrue(hash.contains(#"props={"width":200}"#) && hash.contains("t=1000"), hash)
        XCTAssertTrue(recorder.props.contains(["width": .number(200)]), "the server got props=: \(recorder.props)")
        XCTAssertEqual(try page.text("document.querySelector('.mk-props-line').value"), #"motion render band -t 1 --props '{"width":200}'"#)
        XCTAssertEqual(page.errors, [])

        // A value the props type refuses: the server's message beside the panel, as it words it.
        try type(page, "level", "2.5")
        try page.wait(until: "!document.querySelector('.mk-props-error').hidden", timeout: 20)
        XCTAssertEqual(try page.text("document.querySelector('.mk-props-error').textContent"),
                       #"props: key "level": expected an integer, found a number (2.5)"#)
        XCTAssertTrue(page.errors.allSatisfy { $0.contains("400") }, "only the refused frame's load: \(page.errors)")
        try type(page, "level", "5")
        try waitForFrame(page, props: #"{"width":200}"#)
        XCTAssertEqual(try page.text("document.querySelector('.mk-props-error').hidden"), "true", "gone once a frame is drawn")

        // The link brings the edit back in another tab; Reset takes it out.
        let again = try browser.newPage(width: 1000, height: 900)
        addTeardownBlock { again.close() }
        try again.navigate(to: URL(string: try page.text("location.href"))!)
        try again.wait(until: "document.documentElement.dataset.ready === 'true'", timeout: 60)
        try waitForFrame(again, props: #"{"width":200}"#)
        XCTAssertEqual(try field(again, "width"), "number 200")
        try again.evaluate("document.querySelector('.mk-props-reset').click()")
        try waitForFrame(again, props: "")
        XCTAssertEqual(try field(again, "width"), "number 90")
        let reset = try again.text("location.hash")
        XCTAssertFalse(reset.contains("props="), reset)
        XCTAssertEqual(try again.text("document.querySelector('.mk-props-line').value"), "motion render band -t 1")
    }

    /// A link without a scene opens on the first source's first scene (the files given come
    /// first) even when a later source, the tool's own scenes, loads sooner.
    func testTheFirstSourcesSceneOpensFirst() throws {
        let file = SceneListSource(label: "slow.js", idPrefix: "slow.js#", watching: []) {
            Thread.sleep(forTimeInterval: 1.5)
            return [BandScene()]
        }
        let tool = SceneListSource(label: "motion's scenes", idPrefix: "", watching: []) { [CoinsScene()] }
        let other = try StudioServer(sources: [file, tool], socket: try ListeningSocket(address: .loopback, port: 0), tool: "motion")
        addTeardownBlock { other.stop() }
        let page = try browser.newPage(width: 1000, height: 900)
        addTeardownBlock { page.close() }
        try page.navigate(to: other.url)
        try page.wait(until: "document.querySelector('.mk-frame').dataset.scene !== undefined", timeout: 30)
        XCTAssertEqual(try page.text("document.querySelector('.mk-title').textContent"), "slow.js#band")
        XCTAssertEqual(try page.evaluate("Array.from(document.querySelectorAll('.mk-scene-list a')).map(a => a.dataset.scene)") as? [String],
                       ["slow.js#band", "coins"])
    }

    /// A scene without props has no panel; a link's props for it are named, not sent.
    func testASceneWithoutPropsHasNoPanel() throws {
        let page = try open("#scene=coins&t=1000&props=%7B%22width%22%3A200%7D")
        XCTAssertEqual(try page.text("document.querySelector('.mk-props').hidden"), "true")
        let notices = try page.text("Array.from(document.querySelectorAll('.mk-notice')).map(n => n.textContent).join(' | ')")
        XCTAssertEqual(notices, "Scene 'coins' takes no props; the link's props are left out.")
        XCTAssertEqual(recorder.props.compactMap { $0 }, [], "no props= sent")
    }
}
