import Foundation
import MotionRender
import XCTest

/// Headless Chromium driven over its DevTools protocol on 127.0.0.1, with the page's clock under
/// the test's control (virtual time): load a page, advance its time by exact amounts, take
/// screenshots. CSS and SVG animations, also inside an `<img>`, follow virtual time.
///
/// Needs the Debian package `chromium` (`make test` installs it).
public final class DevToolsBrowser {
    private let process: Process
    private let connection: WebSocketConnection
    private let profile: URL
    private var nextID = 0
    private var session = ""
    private var pending: [[String: Any]] = []
    /// Virtual milliseconds since the page was opened.
    public private(set) var now = 0.0

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts Chromium with a fresh profile in `folder`.
    /// - Parameter reducedMotion: run with `prefers-reduced-motion: reduce` everywhere (images too).
    public init(in folder: URL, reducedMotion: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let executable = ["chromium", "chromium-browser"].lazy.compactMap(ChildProcess.locate).first else {
            XCTFail("chromium is not installed: run `make test` (scripts/setup.sh --test installs it) or apt-get install chromium", file: file, line: line)
            throw Failure(description: "no chromium")
        }
        profile = folder.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        process = Process()
        process.executableURL = executable
        process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--no-first-run",
                             "--force-device-scale-factor=1", "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
                             "--user-data-dir=\(profile.path)"] + (reducedMotion ? ["--force-prefers-reduced-motion"] : []) + ["about:blank"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/ID" on standard error.
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        var endpoint: (port: Int, path: String)?
        while endpoint == nil, Date() < deadline, process.isRunning {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { usleep(10_000); continue }
            text += String(decoding: chunk, as: UTF8.self)
            if let range = text.range(of: "ws://127.0.0.1:"), let end = text[range.upperBound...].firstIndex(where: \.isWhitespace) {
                let rest = text[range.upperBound..<end]
                if let slash = rest.firstIndex(of: "/"), let port = Int(rest[..<slash]) { endpoint = (port, String(rest[slash...])) }
            }
        }
        // Keep draining standard error so Chromium never blocks on it.
        errors.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
        guard let endpoint else {
            process.terminate()
            throw Failure(description: "chromium did not open its DevTools port: \(text.suffix(300))")
        }
        connection = try WebSocketConnection(port: endpoint.port, path: endpoint.path)
        let target = try call("Target.createTarget", ["url": "about:blank"], browserLevel: true)
        let attached = try call("Target.attachToTarget", ["targetId": target["targetId"] as? String ?? "", "flatten": true], browserLevel: true)
        session = attached["sessionId"] as? String ?? ""
    }

    deinit { close() }

    /// Stops the browser (SIGTERM, then SIGKILL after two seconds) and removes its profile.
    public func close() {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(2)
            while process.isRunning, Date() < deadline { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command to the page (or the browser) and returns its result.
    @discardableResult
    public func call(_ method: String, _ params: [String: Any] = [:], browserLevel: Bool = false) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if !browserLevel { message["sessionId"] = session }
        try connection.send(String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
        while true {
            let reply = try next()
            guard reply["id"] as? Int == nextID else { pending.append(reply); continue }
            if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method): \(error["message"] ?? error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Waits for the page event `method` (events that came earlier count).
    @discardableResult
    public func waitFor(_ method: String) throws -> [String: Any] {
        if let index = pending.firstIndex(where: { $0["method"] as? String == method }) { return pending.remove(at: index) }
        while true {
            let message = try next()
            if message["method"] as? String == method { return message }
            pending.append(message)
        }
    }

    /// Opens `url` in a viewport of `width` × `height` CSS pixels and waits for it to load. With
    /// `virtualTime`, the page's clock starts paused at 0 and moves only by ``advance(_:step:drawing:)``;
    /// without it, the page runs on the real clock (to pause its animations through the Web
    /// Animations API instead).
    public func open(_ url: URL, width: Int, height: Int, virtualTime: Bool = true) throws {
        try call("Page.enable")
        try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        if virtualTime { try call("Emulation.setVirtualTimePolicy", ["policy": "pause"]) }
        try call("Page.navigate", ["url": url.absoluteString])
        now = 0
        guard virtualTime else {
            try waitFor("Page.loadEventFired")
            return
        }
        // Let the page load before anything draws: a capture before the first paint would wait
        // for a clock that is paused.
        while !pending.contains(where: { $0["method"] as? String == "Page.loadEventFired" }) {
            guard now < 10_000 else { throw Failure(description: "\(url.lastPathComponent) did not load in 10 s of virtual time") }
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
            try call("Emulation.setVirtualTimePolicy", ["policy": "advance", "budget": budget])
            try waitFor("Emulation.virtualTimeBudgetExpired")
            if drawing { try call("Page.captureScreenshot", ["format": "jpeg", "quality": 1]) }
            left -= budget
            now += budget
        }
    }

    /// The viewport as pixels.
    public func screenshot() throws -> RasterImage {
        let shot = try call("Page.captureScreenshot", ["format": "png"])
        guard let base64 = shot["data"] as? String, let png = Data(base64Encoded: base64) else {
            throw Failure(description: "no screenshot data")
        }
        return try RasterImage(pngData: png, name: "screenshot")
    }

    private func next() throws -> [String: Any] {
        let text = try connection.receive()
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw Failure(description: "not a JSON object: \(text.prefix(100))")
        }
        return object
    }
}
