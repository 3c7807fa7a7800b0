import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol, on 127.0.0.1 only: the browser listens
/// on a port the system chooses (`--remote-debugging-port=0`), the client reads it from the
/// profile's `DevToolsActivePort` file and talks JSON over a WebSocket (``WebSocketConnection``).
///
/// ```swift
/// let browser = try DevToolsBrowser.launch()
/// defer { browser.close() }
/// let page = try browser.newPage(width: 800, height: 600)
/// try page.navigate(to: url)
/// let title = try page.evaluate("document.title") as? String
/// ```
///
/// Every call waits at most its timeout and then throws, so a test never hangs on the browser.
public final class DevToolsBrowser: @unchecked Sendable {
    /// Seconds a command waits for its answer.
    public static let commandTimeout: TimeInterval = 30

    private let process: Process
    private let profile: URL
    private let socket: WebSocketConnection
    private let lock = NSLock()
    private var nextID = 1
    private var waiting: [Int: (DispatchSemaphore, Box)] = [:]
    private var listeners: [String: (String, [String: Any]) -> Void] = [:]
    private var closed = false

    final class Box: @unchecked Sendable { var value: [String: Any]? }

    /// The browser's executable: `chromium` (Debian) or `chromium-browser`, found on `PATH`.
    public static func executable() -> URL? {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
                let url = URL(fileURLWithPath: "\(folder)/\(name)")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// Starts a headless browser with a fresh profile. `arguments` are added to the command line.
    /// - Throws: ``DevToolsError`` when Chromium is missing, does not start, or does not open
    ///   its DevTools port within `timeout` seconds.
    public static func launch(arguments: [String] = [], timeout: TimeInterval = 60) throws -> DevToolsBrowser {
        guard let executable = executable() else {
            throw DevToolsError("chromium is not installed: apt-get install chromium (scripts/setup.sh --test installs it)")
        }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("motion-devtools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                             "--hide-scrollbars", "--mute-audio", "--disable-extensions", "--disable-background-networking",
                             "--disable-component-update", "--disable-sync", "--remote-debugging-address=127.0.0.1",
                             "--remote-debugging-port=0", "--user-data-dir=\(profile.path)"] + arguments + ["about:blank"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let portFile = profile.appendingPathComponent("DevToolsActivePort")
        let deadline = Date(timeIntervalSinceNow: timeout)
        var lines: [Substring] = []
        while Date() < deadline {
            if let text = try? String(contentsOf: portFile, encoding: .utf8) {
                lines = text.split(whereSeparator: \.isNewline)
                if lines.count >= 2 { break }
            }
            guard process.isRunning else { break }
            usleep(20_000)
        }
        guard lines.count >= 2, let port = Int(lines[0]) else {
            if process.isRunning { process.terminate() }
            throw DevToolsError("chromium did not open its DevTools port within \(Int(timeout)) s")
        }
        let socket = try WebSocketConnection(port: port, path: String(lines[1]))
        return DevToolsBrowser(process: process, profile: profile, socket: socket)
    }

    private init(process: Process, profile: URL, socket: WebSocketConnection) {
        self.process = process
        self.profile = profile
        self.socket = socket
        let reader = Thread { [weak self] in self?.read() }
        reader.name = "DevTools reader"
        reader.start()
    }

    /// A new tab of `width` × `height` CSS pixels at `scale` device pixels per CSS pixel.
    public func newPage(width: Int = 800, height: Int = 600, scale: Double = 1) throws -> DevToolsPage {
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw DevToolsError("Target.createTarget gave no target") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw DevToolsError("Target.attachToTarget gave no session") }
        let page = DevToolsPage(browser: self, session: session, target: targetID)
        try page.start(width: width, height: height, scale: scale)
        return page
    }

    /// Sends `method` with `parameters` (to a tab's `session`, else to the browser) and waits for
    /// its result.
    /// - Throws: ``DevToolsError`` with the protocol's message, or when no answer comes in `timeout` seconds.
    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil,
                     timeout: TimeInterval = DevToolsBrowser.commandTimeout) throws -> [String: Any] {
        let semaphore = DispatchSemaphore(value: 0), box = Box()
        let id: Int = try lock.withLock {
            guard !closed else { throw DevToolsError("the browser is closed") }
            defer { nextID += 1 }
            waiting[nextID] = (semaphore, box)
            return nextID
        }
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        let data = try JSONSerialization.data(withJSONObject: message)
        try socket.send(String(decoding: data, as: UTF8.self))
        guard semaphore.wait(timeout: .now() + timeout) == .success else {
            _ = lock.withLock { waiting.removeValue(forKey: id) }
            throw DevToolsError("\(method) got no answer within \(Int(timeout)) s")
        }
        guard let answer = box.value else { throw DevToolsError("the browser closed while \(method) was waiting") }
        if let error = answer["error"] as? [String: Any] {
            throw DevToolsError("\(method): \(error["message"] as? String ?? "error") \(error["data"] as? String ?? "")")
        }
        return answer["result"] as? [String: Any] ?? [:]
    }

    /// Calls `handler` with every event of `session` (method and parameters), on the reader thread.
    func listen(session: String, _ handler: @escaping (String, [String: Any]) -> Void) {
        lock.withLock { listeners[session] = handler }
    }

    private func read() {
        while let text = try? socket.receive() {
            guard let message = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { continue }
            if let id = message["id"] as? Int {
                if let (semaphore, box) = lock.withLock({ waiting.removeValue(forKey: id) }) {
                    box.value = message
                    semaphore.signal()
                }
            } else if let method = message["method"] as? String, let session = message["sessionId"] as? String {
                let handler = lock.withLock { listeners[session] }
                handler?(method, message["params"] as? [String: Any] ?? [:])
            }
        }
        let pending = lock.withLock { () -> [(DispatchSemaphore, Box)] in
            closed = true
            defer { waiting.removeAll() }
            return Array(waiting.values)
        }
        for (semaphore, _) in pending { semaphore.signal() }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Closes the browser and removes its profile.
    public func close() {
        _ = try? send("Browser.close", timeout: 5)
        socket.shutdown()
        let deadline = Date(timeIntervalSinceNow: 5)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: profile)
    }
}
