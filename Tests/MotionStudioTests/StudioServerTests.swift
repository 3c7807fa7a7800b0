import Foundation
import MotionRender
import MotionScenes
@testable import MotionStudio
import MotionTestSupport
import XCTest

/// `motion studio` as a process: its routes and nothing else, bad requests, frames equal to what
/// `motion render` writes, several clients at once, the listening address and port, Ctrl-C.
final class StudioServerTests: XCTestCase {
    private static let shared = LockedBox<(studio: ServerProcess, port: Int)>()

    /// One studio over the built-in scenes for the read-only checks of this class.
    private func studio() throws -> (studio: ServerProcess, port: Int) {
        if let running = Self.shared.get() { return running }
        let studio = try ServerProcess(BuiltProduct.executable("motion"), ["studio", "--port", "0", "--no-build"])
        let port = try XCTUnwrap(try studio.url().port)
        try waitForScenes(port)
        Self.shared.set((studio, port))
        return (studio, port)
    }

    override class func tearDown() {
        if let (studio, _) = shared.get() { _ = try? studio.stop() }
        super.tearDown()
    }

    private func waitForScenes(_ port: Int) throws {
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline {
            if let answer = try? HTTPProbe.get(port: port, "/api/catalog"), answer.text.contains("\"status\":\"ready\"") { return }
            usleep(50_000)
        }
        XCTFail("the scenes did not load")
    }

    /// `motion render ARGUMENTS` into a file, read back.
    private func render(_ arguments: [String], _ name: String) throws -> Data {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent(name)
        let result = try ChildProcess.run(BuiltProduct.executable("motion"), ["render"] + arguments + ["-o", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try Data(contentsOf: file)
    }

    func testSavedFramesAreWhatRenderWrites() throws {
        let (_, port) = try studio()
        for (query, arguments, name) in [
            ("scene=coins&t=1.35&scale=2&download=1", ["coins", "--time", "1.35", "--scale", "2"], "a.png"),
            ("scene=bots&t=2&format=svg&scheme=dark&download=1", ["bots", "--time", "2", "--scheme", "dark"], "b.svg"),
            ("scene=clock&t=1.5&format=pdf&device=foldable-open&rm=1&download=1",
             ["clock", "--time", "1.5", "--device", "foldable", "--posture", "open", "--reduce-motion"], "c.pdf"),
        ] {
            let answer = try HTTPProbe.get(port: port, "/api/frame?" + query)
            XCTAssertEqual(answer.status, 200, answer.text)
            XCTAssertEqual(answer.body, try render(arguments, name), query)
            XCTAssertTrue(answer.headers["content-disposition"]?.hasPrefix("attachment; filename=") == true, "\(answer.headers)")
        }
        XCTAssertEqual(try HTTPProbe.get(port: port, "/api/frame?scene=coins&t=1&format=svg").headers["content-type"], "image/svg+xml")
        XCTAssertEqual(try HTTPProbe.get(port: port, "/api/frame?scene=coins&t=1&format=pdf").headers["content-type"], "application/pdf")
    }

    /// Frames shown on the page are compressed fast: other bytes, the same pixels.
    func testShownFramesHaveTheRenderersPixels() throws {
        let (_, port) = try studio()
        let answer = try HTTPProbe.get(port: port, "/api/frame?scene=streak&t=2.5&scale=1.5&locale=ja")
        XCTAssertEqual(answer.status, 200, answer.text)
        let shown = try RasterImage(pngData: answer.body)
        let rendered = try RasterImage(pngData: try render(["streak", "--time", "2.5", "--scale", "1.5", "--locale", "ja"], "s.png"))
        XCTAssertEqual(ImageDifference(shown, rendered)?.maximumChannelDelta, 0)
    }

    func testOnlyThePagesRoutesAnswer() throws {
        let (_, port) = try studio()
        let page = try HTTPProbe.get(port: port, "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(page.headers["content-type"], "text/html; charset=utf-8")
        XCTAssertTrue(page.headers["content-security-policy"]?.contains("default-src 'none'") == true)
        XCTAssertTrue(page.text.contains("MotionPlayer.create"), "the shared player script is in the page")
        XCTAssertEqual(try HTTPProbe.get(port: port, "/", method: "HEAD").status, 200)
        // Paths that would reach files on a server that served a folder.
        for path in ["/index.html", "/favicon.ico", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/api", "/api/frame/x",
                     "/web/player.js", "/Resources/palettes.json", "//etc/passwd", "/api/catalog/../../../etc/passwd"] {
            let answer = try HTTPProbe.get(port: port, path)
            XCTAssertEqual(answer.status, 404, path)
            XCTAssertFalse(answer.text.contains("root:"), path)
            XCTAssertTrue(answer.text.hasPrefix("{\"error\":"), "\(path): \(answer.text)")
        }
        XCTAssertEqual(try HTTPProbe.get(port: port, "/", method: "POST").status, 405)
        XCTAssertEqual(try HTTPProbe.get(port: port, "/api/frame?scene=coins&t=1", method: "DELETE").headers["allow"], "GET, HEAD")
        XCTAssertEqual(try HTTPProbe.get(port: port, "/?scene=coins").status, 400, "state goes after #")
        // Another host name for this machine (DNS rebinding) is refused.
        let rebound = try HTTPProbe.get(port: port, "/api/catalog", host: "attacker.example:\(port)")
        XCTAssertEqual(rebound.status, 403)
        XCTAssertTrue(rebound.text.contains("'attacker.example:\(port)'"), rebound.text)
        XCTAssertEqual(try HTTPProbe.get(port: port, "/api/catalog", host: "localhost:\(port)").status, 200)
    }

    /// Each bad frame request: its status and a fragment of the one-line message.
    func testBadFrameRequestsSayWhatIsWrong() throws {
        let (_, port) = try studio()
        let cases: [(String, Int, String)] = [
            ("t=1", 400, "a frame needs scene=NAME"),
            ("scene=coins", 400, "a frame needs t=SECONDS"),
            ("scene=nope&t=1", 404, "unknown scene 'nope'; scenes: coins, bots, clock, streak, hint"),
            ("scene=coins&t=7", 400, "time 7 s is outside scene 'coins': valid range is 0...6 seconds"),
            ("scene=coins&t=-1", 400, "time -1 s is outside scene 'coins'"),
            ("scene=coins&t=nan", 400, "t='nan' is not a number of seconds"),
            ("scene=coins&t=soon", 400, "t='soon' is not a number of seconds"),
            ("scene=coins&t=1&scale=0", 400, "scale 0 is out of range: expected 0 < scale <= 8"),
            ("scene=coins&t=1&scale=9", 400, "scale 9 is out of range"),
            ("scene=coins&t=1&scale=big", 400, "scale='big' is not a number"),
            ("scene=coins&t=1&format=gif", 400, "format='gif' is not one of png, svg, pdf"),
            ("scene=coins&t=1&scheme=sepia", 400, "scheme='sepia' is not one of light, dark"),
            ("scene=coins&t=1&device=tablet", 400, "unknown device 'tablet'; devices: phone, foldable-closed, foldable-open, foldable-tabletop"),
            ("scene=coins&t=1&rm=maybe", 400, "rm='maybe' is not 0 or 1"),
            ("scene=coins&t=1&locale=x", 400, "locale 'x' is not a language tag"),
            ("scene=streak&t=1&locale=tlh", 422, "tlh"),
            ("scene=coins&t=1&t=2", 400, "argument 't' is given twice"),
            ("scene=coins&t=1&colour=red", 400, "unknown argument 'colour'"),
            ("scene=coins&t=%FF", 400, "the query is not UTF-8"),
        ]
        for (query, status, fragment) in cases {
            let answer = try HTTPProbe.get(port: port, "/api/frame?" + query)
            XCTAssertEqual(answer.status, status, "\(query): \(answer.text)")
            XCTAssertTrue(answer.text.contains(fragment), "\(query): expected '\(fragment)' in \(answer.text)")
            XCTAssertEqual(answer.headers["content-type"], "application/json; charset=utf-8", query)
        }
    }

    /// Requests libmicrohttpd refuses before they reach a route get 4xx (505 for an unknown HTTP
    /// version); a request line with no version at all is closed without an answer.
    func testMalformedRequestsGet4xx() throws {
        let (_, port) = try studio()
        let host = "Host: 127.0.0.1:\(port)\r\n"
        for (request, status, what) in [
            ("GET / HTTP/1.1\r\n\r\n", 403, "HTTP/1.1 without Host"),
            ("GET / HTTP/1.1\r\n\(host)Bad Header Line\r\n\r\n", 400, "a header line without a colon"),
            ("GET / HTTP/1.1\r\n\(host)Content-Length: abc\r\n\r\n", 400, "a length that is not a number"),
            ("GET  HTTP/1.1\r\n\(host)\r\n", 400, "no path"),
            ("GET / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\nzz\r\n", 400, "a chunk size that is not hex"),
            ("GET /" + String(repeating: "a", count: 70_000) + " HTTP/1.1\r\n\(host)\r\n", 414, "a request line over the limit"),
            ("GET / HTTP/1.1\r\n\(host)X: " + String(repeating: "b", count: 70_000) + "\r\n\r\n", 431, "a header over the limit"),
            ("GET / HTTP/9.9\r\n\(host)\r\n", 505, "an HTTP version that does not exist"),
        ] {
            let answer = try HTTPProbe.parse(try HTTPProbe.raw(port: port, request))
            XCTAssertEqual(answer.status, status, what)
        }
        for request in ["NONSENSE\r\n\r\n", "GET\r\n\r\n"] {
            XCTAssertEqual(try HTTPProbe.raw(port: port, request), Data(), "closed without an answer: \(request.debugDescription)")
        }
        XCTAssertEqual(try HTTPProbe.get(port: port, "/api/catalog").status, 200, "still serving")
    }

    /// Many clients at once (tabs, prefetches): every answer is the frame it asked for.
    func testConcurrentRequestsEachGetTheirFrame() throws {
        let (_, port) = try studio()
        let times = (0..<24).map { Double($0) * 0.25 }
        let answers = LockedBox<[Int: Data]>()
        answers.set([:])
        DispatchQueue.concurrentPerform(iterations: times.count) { index in
            let answer = try? HTTPProbe.get(port: port, "/api/frame?scene=coins&t=\(times[index])&download=1")
            if let answer, answer.status == 200 { answers.update { $0[index] = answer.body } }
        }
        let got = try XCTUnwrap(answers.get())
        XCTAssertEqual(got.count, times.count, "every request answered")
        for index in [0, 7, 23] {
            let expected = try MotionRenderer.render(CoinsScene(), at: times[index])
            XCTAssertEqual(got[index], expected, "frame at \(times[index])")
        }
    }

    func testPortInUseIsOneLineNamingIt() throws {
        let taken = try ListeningSocket(address: .loopback, port: 0)
        defer { close(taken.descriptor) }
        let folder = try makeTemporaryFolder(self)
        let result = try ChildProcess.run(BuiltProduct.executable("motion"), ["studio", "--no-build", "--port", "\(taken.port)"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: port \(taken.port) on 127.0.0.1 is in use by another program: choose another with --port, or --port 0 for any free port\n")
        XCTAssertEqual(result.text, "")
    }

    func testHostsOtherThanLoopbackNeedTheFlag() throws {
        let folder = try makeTemporaryFolder(self)
        for (arguments, fragment) in [
            (["--host", "0.0.0.0"], "--host 0.0.0.0 lets other machines reach the studio; add --allow-remote to do that on purpose"),
            (["--host", "192.168.1.20"], "--host 192.168.1.20 lets other machines reach the studio"),
            (["--host", "example.com"], "--host 'example.com' is not an IP address or localhost"),
            (["--allow-remote"], "--allow-remote needs a --host other machines can reach"),
            (["--port", "70000"], "--port 70000 is out of range: expected 0...65535"),
            (["--package", folder.path, "--no-build"], "use either --package or --no-build, not both"),
            (["--package", folder.path], "no Package.swift in"),
            (["--product", "x", "--no-build"], "--product names a package's tool, but there is no package here"),
            (["scenes.txt"], "'scenes.txt' is not a scene file motion reads; it reads .js, .mjs"),
            (["scenes.js"], "scene file 'scenes.js' does not exist"),
            (["--files-only"], "--files-only shows the scenes of the FILE arguments, and no FILE was given"),
            (["--files-only", "--package", folder.path, "scenes.js"], "use either --files-only or --package, not both"),
        ] {
            let result = try ChildProcess.run(BuiltProduct.executable("motion"), ["studio"] + arguments, in: folder)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("error: ") && result.stderr.contains(fragment), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)")
        }
        // With the flag: a warning, and it serves.
        let open = try ServerProcess(BuiltProduct.executable("motion"), ["studio", "--host", "0.0.0.0", "--allow-remote", "--port", "0", "--no-build"], in: folder)
        let url = try open.url()
        XCTAssertEqual(url.host, "127.0.0.1", "the URL to open on this machine")
        try open.waitForError(containing: "warning: the studio listens on 0.0.0.0 port \(url.port!): anyone who can reach this machine there sees the scenes")
        XCTAssertEqual(try HTTPProbe.get(port: url.port!, "/api/catalog", host: "192.168.1.20:\(url.port!)").status, 200, "any host name, on purpose")
        XCTAssertEqual(try open.stop(), 0)
    }

    /// Ctrl-C with a page listening for events: the studio ends its streams, stops its worker and exits 0.
    func testCtrlCStopsCleanly() throws {
        let folder = try makeTemporaryFolder(self)
        let studio = try ServerProcess(BuiltProduct.executable("motion"), ["studio", "--port", "0", "--no-build"], in: folder)
        let port = try XCTUnwrap(try studio.url().port)
        try waitForScenes(port)
        XCTAssertEqual(try HTTPProbe.get(port: port, "/api/frame?scene=coins&t=1").status, 200)
        let workers = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pgrep"), ["-P", "\(studio.process.processIdentifier)"]).text
            .split(separator: "\n").compactMap { Int32($0) }
        XCTAssertEqual(workers.count, 1, "one render worker")
        // An open event stream, as a tab holds.
        let stream = Thread { _ = try? HTTPProbe.raw(port: port, "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", timeout: 30) }
        stream.start()
        usleep(200_000)
        let started = Date()
        XCTAssertEqual(try studio.stop(SIGINT, timeout: 15), 0, studio.standardError)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertTrue(studio.standardError.hasSuffix("studio: stopping (Ctrl-C)\nstudio: stopped\n"), studio.standardError)
        for worker in workers { XCTAssertNotEqual(kill(worker, 0), 0, "worker \(worker) is gone") }
    }

    /// The default port, when another program has it, is not an error: the system picks one.
    func testWithoutAPortATakenDefaultPortIsNotAnError() throws {
        let taken = try? ListeningSocket(address: .loopback, port: StudioCommand<NoSceneFiles>.defaultPort)
        defer { if let taken { close(taken.descriptor) } }
        let folder = try makeTemporaryFolder(self)
        let studio = try ServerProcess(BuiltProduct.executable("motion"), ["studio", "--no-build"], in: folder)
        let url = try studio.url()
        XCTAssertNotEqual(url.port, StudioCommand<NoSceneFiles>.defaultPort)
        XCTAssertEqual(try studio.stop(), 0)
    }
}
