import Foundation

/// One tab of a ``DevToolsBrowser``: navigate, evaluate scripts, wait for a condition, press keys,
/// resize, take screenshots, and read what the page reported as errors (console errors,
/// uncaught exceptions, failed loads).
public final class DevToolsPage: @unchecked Sendable {
    /// One key of the keyboard, as `Input.dispatchKeyEvent` wants it.
    public struct Key: Sendable {
        public let key: String
        public let code: String
        public let keyCode: Int
        public let text: String?

        public init(key: String, code: String, keyCode: Int, text: String? = nil) {
            self.key = key
            self.code = code
            self.keyCode = keyCode
            self.text = text
        }

        public static let space = Key(key: " ", code: "Space", keyCode: 32, text: " ")
        public static let left = Key(key: "ArrowLeft", code: "ArrowLeft", keyCode: 37)
        public static let right = Key(key: "ArrowRight", code: "ArrowRight", keyCode: 39)
        public static let home = Key(key: "Home", code: "Home", keyCode: 36)
        public static let end = Key(key: "End", code: "End", keyCode: 35)

        /// A letter key, lowercase: `.letter("j")`.
        public static func letter(_ letter: Character) -> Key {
            let upper = String(letter).uppercased()
            return Key(key: String(letter), code: "Key" + upper, keyCode: Int(upper.unicodeScalars.first!.value), text: String(letter))
        }

        /// A digit key of the main row: `.digit(5)`.
        public static func digit(_ digit: Int) -> Key {
            Key(key: String(digit), code: "Digit\(digit)", keyCode: 48 + digit, text: String(digit))
        }
    }

    private let browser: DevToolsBrowser
    private let session: String
    private let target: String
    private let lock = NSLock()
    private var problems: [String] = []
    private var urls: [String] = []
    private var loads = 0
    private var counts: [String: Int] = [:]

    init(browser: DevToolsBrowser, session: String, target: String) {
        self.browser = browser
        self.session = session
        self.target = target
    }

    func start(width: Int, height: Int, scale: Double) throws {
        browser.listen(session: session) { [weak self] method, parameters in self?.event(method, parameters) }
        for domain in ["Page.enable", "Runtime.enable", "Log.enable", "Network.enable"] { try send(domain) }
        try resize(width: width, height: height, scale: scale)
    }

    private func event(_ method: String, _ parameters: [String: Any]) {
        lock.withLock { counts[method, default: 0] += 1 }
        switch method {
        case "Page.loadEventFired":
            lock.withLock { loads += 1 }
        case "Network.requestWillBeSent":
            let url = (parameters["request"] as? [String: Any])?["url"] as? String ?? ""
            lock.withLock { urls.append(url) }
        case "Runtime.consoleAPICalled" where ["error", "assert"].contains(parameters["type"] as? String):
            let text = (parameters["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }.joined(separator: " ")
            lock.withLock { problems.append("console.\(parameters["type"]!): \(text)") }
        case "Runtime.exceptionThrown":
            let details = parameters["exceptionDetails"] as? [String: Any] ?? [:]
            let exception = details["exception"] as? [String: Any] ?? [:]
            lock.withLock { problems.append("exception: \(exception["description"] ?? details["text"] ?? "")") }
        case "Log.entryAdded":
            let entry = parameters["entry"] as? [String: Any] ?? [:]
            if entry["level"] as? String == "error" {
                lock.withLock { problems.append("\(entry["source"] ?? "log"): \(entry["text"] ?? "") \(entry["url"] ?? "")") }
            }
        default:
            break
        }
    }

    /// Console errors, uncaught exceptions and failed loads reported since the tab opened (or
    /// since the last ``clearErrors()``).
    public var errors: [String] { lock.withLock { problems } }

    public func clearErrors() { lock.withLock { problems.removeAll() } }

    /// How many events named `method` (such as `Emulation.virtualTimeBudgetExpired`) the tab has
    /// sent since it opened.
    public func eventCount(_ method: String) -> Int { lock.withLock { counts[method, default: 0] } }

    /// Waits until the tab has sent more than `count` events named `method`.
    /// - Throws: ``DevToolsError`` naming the event after `timeout` seconds.
    public func waitForEvent(_ method: String, after count: Int, timeout: TimeInterval = DevToolsBrowser.commandTimeout) throws {
        try wait(timeout: timeout, "the event \(method)") { eventCount(method) > count }
    }

    /// Every URL the tab asked the network for (data: URLs included), in order.
    public var requests: [String] { lock.withLock { urls } }

    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:], timeout: TimeInterval = DevToolsBrowser.commandTimeout) throws -> [String: Any] {
        try browser.send(method, parameters, session: session, timeout: timeout)
    }

    /// Loads `url` and waits for its load event; a URL that changes only the fragment of the page
    /// shown moves within it (`hashchange`), with no load to wait for.
    public func navigate(to url: URL, timeout: TimeInterval = 30) throws {
        let before = lock.withLock { loads }
        let result = try send("Page.navigate", ["url": url.absoluteString])
        if let failure = result["errorText"] as? String { throw DevToolsError("cannot load \(url.absoluteString): \(failure)") }
        guard result["loaderId"] != nil else { return }
        try wait(timeout: timeout, "the load event of \(url.absoluteString)") { self.lock.withLock { self.loads } > before }
    }

    /// The value of `expression` (awaited when it is a promise), as JSON gives it: String,
    /// NSNumber, Bool, arrays, dictionaries, or nil for undefined and null.
    /// - Throws: ``DevToolsError`` with the exception's text when it throws.
    @discardableResult
    public func evaluate(_ expression: String, timeout: TimeInterval = DevToolsBrowser.commandTimeout) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true], timeout: timeout)
        if let details = result["exceptionDetails"] as? [String: Any] {
            let exception = details["exception"] as? [String: Any] ?? [:]
            throw DevToolsError("\(expression.prefix(80)): \(exception["description"] ?? details["text"] ?? "exception")")
        }
        let value = (result["result"] as? [String: Any])?["value"]
        return value is NSNull ? nil : value
    }

    /// A number `expression` evaluates to.
    public func number(_ expression: String) throws -> Double {
        guard let value = try evaluate(expression) as? NSNumber else { throw DevToolsError("\(expression) is not a number") }
        return value.doubleValue
    }

    /// Text `expression` evaluates to, converted with JavaScript's `String()` ("" for null or undefined).
    public func text(_ expression: String) throws -> String {
        try evaluate("(() => { const v = (\(expression)); return v === undefined || v === null ? '' : String(v); })()") as? String ?? ""
    }

    /// Waits until `expression` is truthy in the page, checking every 10 ms.
    /// - Throws: ``DevToolsError`` naming the condition, and the value of `state` (an expression
    ///   that tells what the page shows) when it times out.
    public func wait(until expression: String, timeout: TimeInterval = 20, state: String? = nil) throws {
        do {
            try wait(timeout: timeout, expression) { (try? self.evaluate("Boolean(\(expression))")) as? Bool == true }
        } catch let error as DevToolsError {
            guard let state else { throw error }
            throw DevToolsError(error.description + "; the page: " + ((try? text(state)) ?? "?"))
        }
    }

    private func wait(timeout: TimeInterval, _ what: String, _ condition: () -> Bool) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            guard Date() < deadline else { throw DevToolsError("waited \(Int(timeout)) s for \(what)") }
            usleep(10_000)
        }
    }

    /// Makes the viewport `width` × `height` CSS pixels at `scale` device pixels per CSS pixel.
    public func resize(width: Int, height: Int, scale: Double = 1) throws {
        try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false])
    }

    /// Emulates `prefers-reduced-motion: reduce` (or stops emulating it).
    public func reduceMotion(_ on: Bool) throws {
        try send("Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": on ? "reduce" : ""]]])
    }

    /// Presses and releases `key`; `shift` holds Shift.
    public func press(_ key: Key, shift: Bool = false) throws {
        var down: [String: Any] = ["type": key.text == nil ? "rawKeyDown" : "keyDown", "key": key.key, "code": key.code,
                                   "windowsVirtualKeyCode": key.keyCode, "modifiers": shift ? 8 : 0]
        if let text = key.text { down["text"] = shift ? text.uppercased() : text }
        try send("Input.dispatchKeyEvent", down)
        try send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key.key, "code": key.code, "windowsVirtualKeyCode": key.keyCode,
                                            "modifiers": shift ? 8 : 0])
    }

    /// Presses the left mouse button at `from`, moves it to `to` in `steps` moves, and releases it
    /// there (a click when both are the same), in CSS pixels of the viewport.
    public func drag(from: CGPoint, to: CGPoint, steps: Int = 1) throws {
        func mouse(_ type: String, _ point: CGPoint) throws {
            try send("Input.dispatchMouseEvent", ["type": type, "x": Double(point.x), "y": Double(point.y), "button": "left",
                                                  "buttons": type == "mouseReleased" ? 0 : 1, "clickCount": 1])
        }
        try mouse("mousePressed", from)
        for step in 1...max(1, steps) where from != to {
            let k = Double(step) / Double(max(1, steps))
            try mouse("mouseMoved", CGPoint(x: Double(from.x) + (Double(to.x) - Double(from.x)) * k, y: Double(from.y) + (Double(to.y) - Double(from.y)) * k))
        }
        try mouse("mouseReleased", to)
    }

    /// A PNG of the viewport, or of `clip` (CSS pixels) at the device scale.
    public func screenshot(clip: CGRect? = nil) throws -> Data {
        // Only the tab in front draws; a screenshot of another would wait for a frame forever.
        try send("Page.bringToFront")
        var parameters: [String: Any] = ["format": "png"]
        if let clip {
            parameters["clip"] = ["x": Double(clip.minX), "y": Double(clip.minY), "width": Double(clip.width), "height": Double(clip.height), "scale": 1]
        }
        guard let base64 = try send("Page.captureScreenshot", parameters)["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw DevToolsError("Page.captureScreenshot gave no image")
        }
        return data
    }

    /// The bounds of the first element `selector` matches, in CSS pixels of the viewport.
    public func bounds(_ selector: String) throws -> CGRect {
        let script = "(() => { const e = document.querySelector(\(DevToolsPage.quoted(selector))); if (!e) return null; const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()"
        guard let values = try evaluate(script) as? [NSNumber], values.count == 4 else { throw DevToolsError("no element matches \(selector)") }
        return CGRect(x: values[0].doubleValue, y: values[1].doubleValue, width: values[2].doubleValue, height: values[3].doubleValue)
    }

    /// Closes the tab.
    public func close() {
        _ = try? browser.send("Target.closeTarget", ["targetId": target], timeout: 5)
    }

    /// `text` as a JavaScript string literal.
    public static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8), as: UTF8.self).dropFirst().dropLast().description
    }
}
