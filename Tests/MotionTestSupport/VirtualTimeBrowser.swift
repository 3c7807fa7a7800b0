import Foundation
import MotionDevTools
import MotionRender
import XCTest

/// One tab of headless Chromium (``DevToolsBrowser``, on 127.0.0.1) with the page's clock under
/// the test's control (virtual time): load a page, advance its time by exact amounts, take
/// screenshots. CSS and SVG animations, also inside an `<img>`, follow virtual time.
///
/// Needs the Debian package `chromium` (`make test` installs it).
public final class VirtualTimeBrowser {
    private let browser: DevToolsBrowser
    private let page: DevToolsPage
    /// Virtual milliseconds since the page was opened.
    public private(set) var now = 0.0

    /// Starts Chromium with a fresh profile and opens one tab.
    /// - Parameter reducedMotion: run with `prefers-reduced-motion: reduce` everywhere (images too).
    public init(reducedMotion: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
        guard DevToolsBrowser.executable() != nil else {
            XCTFail("chromium is not installed: run `make test` (scripts/setup.sh --test installs it) or apt-get install chromium", file: file, line: line)
            throw DevToolsError("no chromium")
        }
        browser = try DevToolsBrowser.launch(arguments: ["--force-device-scale-factor=1"] + (reducedMotion ? ["--force-prefers-reduced-motion"] : []))
        do {
            page = try browser.newPage()
        } catch {
            browser.close()
            throw error
        }
    }

    deinit { close() }

    /// Stops the browser and removes its profile.
    public func close() { browser.close() }

    /// Sends a command to the tab and returns its result.
    @discardableResult
    public func call(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        try page.send(method, params)
    }

    /// Opens `url` in a viewport of `width` × `height` CSS pixels and waits for it to load. With
    /// `virtualTime`, the page's clock starts paused at 0 and moves only by ``advance(_:step:drawing:)``;
    /// without it, the page runs on the real clock (to pause its animations through the Web
    /// Animations API instead).
    public func open(_ url: URL, width: Int, height: Int, virtualTime: Bool = true) throws {
        try page.resize(width: width, height: height)
        now = 0
        guard virtualTime else {
            try page.navigate(to: url)
            return
        }
        try call("Emulation.setVirtualTimePolicy", ["policy": "pause"])
        let loads = page.eventCount("Page.loadEventFired")
        try call("Page.navigate", ["url": url.absoluteString])
        // Let the page load before anything draws: a capture before the first paint would wait
        // for a clock that is paused.
        while page.eventCount("Page.loadEventFired") == loads {
            guard now < 10_000 else { throw DevToolsError("\(url.lastPathComponent) did not load in 10 s of virtual time") }
            try advance(10, drawing: false)
        }
    }

    /// Lets `milliseconds` of virtual time pass, in steps of at most `step`, drawing a frame after
    /// each (a one-pixel capture): an animation inside an `<img>` only moves its clock on when the
    /// page draws, so without drawing it would fall behind.
    public func advance(_ milliseconds: Double, step: Double = 10, drawing: Bool = true) throws {
        var left = milliseconds
        while left > 1e-9 {
            let budget = min(step, left)
            let expired = page.eventCount("Emulation.virtualTimeBudgetExpired")
            try call("Emulation.setVirtualTimePolicy", ["policy": "advance", "budget": budget])
            try page.waitForEvent("Emulation.virtualTimeBudgetExpired", after: expired)
            if drawing { try call("Page.captureScreenshot", ["format": "jpeg", "quality": 1]) }
            left -= budget
            now += budget
        }
    }

    /// The viewport as pixels.
    public func screenshot() throws -> RasterImage {
        try RasterImage(pngData: try page.screenshot(), name: "screenshot")
    }
}
