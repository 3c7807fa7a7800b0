import Foundation
import MotionJS
import MotionRender
import XCTest

/// A scene file is untrusted code: endless loops stop within the time limit, memory is bounded,
/// nothing reaches the network or files outside the scene's folder, and every frame is the
/// same whatever ran before it and on whatever thread.
final class SafetyTests: XCTestCase {
    func testAnEndlessFrameStopsWithinTheLimit() throws {
        let file = try JSSceneFile(source: """
        M.define('loop', { dur: 1, draw(g, t) { if (t > 0.5) { while (true) {} } g.fillRect(0, 0, 1, 1); } });
        """, name: "loop.js", options: JSSceneOptions(frameTimeLimit: 0.3))
        let start = Date()
        XCTAssertThrowsError(try MotionRenderer.raster(file.scenes[0], at: 0.75)) { error in
            XCTAssertEqual("\(error)", "scene 'loop' failed at t=0.75: loop.js: draw ran longer than the limit of 0.3 s (an endless loop?)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 3, "stopped near the limit, not hanging")
        XCTAssertNoThrow(try MotionRenderer.raster(file.scenes[0], at: 0.25), "the context still works after a stop")
    }

    func testAnEndlessTopLevelStopsWithinTheLimit() {
        XCTAssertThrowsError(try JSSceneFile(source: "for (;;) {}", name: "spin.js", options: JSSceneOptions(loadTimeLimit: 0.3))) { error in
            XCTAssertEqual("\(error)", "spin.js: loading ran longer than the limit of 0.3 s (an endless loop?)")
        }
        let result = JSScriptRunner.run(source: "let i = 0; while (true) i++;", name: "spin.js", options: JSSceneOptions(loadTimeLimit: 0.3))
        XCTAssertEqual(result.error, .timeLimit(file: "spin.js", seconds: 0.3, during: "loading"))
    }

    func testMemoryIsBounded() throws {
        let options = JSSceneOptions(frameTimeLimit: 20, heapLimit: 64 << 20)
        let file = try JSSceneFile(source: """
        M.define('hog', { dur: 1, draw(g) { const kept = []; for (;;) kept.push(new Array(100000).fill(1.5)); } });
        """, name: "hog.js", options: options)
        XCTAssertThrowsError(try MotionRenderer.raster(file.scenes[0], at: 0.5)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("scene 'hog' failed at t=0.5: hog.js: draw holds "), text)
            XCTAssertTrue(text.hasSuffix("MiB of JavaScript memory, over the limit of 64 MiB"), text)
        }
    }

    func testNoNetworkNoTimersNoWorkers() {
        let result = ScriptSupport.run("""
        for (const name of ['setTimeout', 'setInterval', 'requestAnimationFrame', 'fetch', 'XMLHttpRequest', 'WebSocket', 'Worker', 'importScripts'])
          assertThrows('NotSupportedError', () => globalThis[name](), name);
        assertThrows('NotSupportedError', () => performance.now());
        for (const name of ['WebAssembly', 'WeakRef', 'FinalizationRegistry']) assertEqual(typeof globalThis[name], 'undefined', name);
        import('http://127.0.0.1:9/x.js').then(() => console.log('imported'), (e) => console.log('refused: ' + e.message));
        """)
        XCTAssertEqual(result.output.count, 1)
        XCTAssertTrue(result.output.first?.hasPrefix("refused: ") == true, "\(result.output)")
    }

    func testTheClockAndRandomnessAreFixed() {
        let script = """
        assertEqual(Date.now(), 946684800000); assertEqual(new Date().toISOString(), '2000-01-01T00:00:00.000Z');
        assertEqual(new Date(2020, 0, 2, 3).getTime(), Date.UTC(2020, 0, 2, 3), 'local time is UTC');
        assertEqual(new Date(0).getHours(), 0); assertEqual(new Date(0).getTimezoneOffset(), 0);
        assertEqual(typeof Date(), 'string'); assertEqual(new Date(5) instanceof Date, true);
        assertEqual((1234.5).toLocaleString(), '1,234.5', 'the scene locale (en-US), not the machine one');
        assertEqual(new Intl.DateTimeFormat().resolvedOptions().timeZone, 'UTC');
        console.log([Math.random(), Math.random(), Math.random()].join());
        """
        let first = ScriptSupport.run(script), second = ScriptSupport.run(script)
        XCTAssertEqual(first.output, second.output)
        let values = first.output.first?.split(separator: ",").compactMap { Double($0) } ?? []
        XCTAssertEqual(values.count, 3)
        XCTAssertTrue(values.allSatisfy { $0 >= 0 && $0 < 1 }); XCTAssertEqual(Set(values).count, 3)
        let german = JSScriptRunner.run(source: "console.log((1234.5).toLocaleString())", name: "de.js", options: JSSceneOptions(locale: "de-DE"))
        XCTAssertEqual(german.output, ["1.234,5"])
    }

    /// Every frame starts from the same random seed, so the order frames are drawn in (and the
    /// thread drawing them) changes nothing.
    func testFramesAreTheSameOnAnyThreadInAnyOrder() throws {
        let file = try JSSceneFile(source: """
        M.define('noise', { dur: 1, draw(g, t, e) {
          g.fillStyle = e.th.accent;
          for (let i = 0; i < 40; i++) { g.globalAlpha = Math.random(); g.fillRect(Math.random() * 360, Math.random() * 280, 20 * t + 2, 20); }
        } });
        """, name: "noise.js")
        let scene = file.scenes[0]
        let times = [0.1, 0.5, 0.9, 0.3]
        let serial = try times.map { try MotionRenderer.render(scene, at: $0) }
        let reversed = try times.reversed().map { try MotionRenderer.render(scene, at: $0) }
        XCTAssertEqual(serial, Array(reversed.reversed()))
        let parallel = ThreadResults(count: times.count)
        DispatchQueue.concurrentPerform(iterations: times.count * 3) { i in
            parallel.set(i % times.count, Result { try MotionRenderer.render(scene, at: times[i % times.count]) })
        }
        for (i, expected) in serial.enumerated() { XCTAssertEqual(try parallel.get(i), expected, "frame \(i) on another thread") }
    }

    func testTheEnvironmentCannotCarryState() throws {
        let file = try JSSceneFile(source: """
        M.define('mutate', { dur: 1, draw(g, t, e) { 'use strict'; e.th.accent = '#000'; } });
        """, name: "mutate.js")
        XCTAssertThrowsError(try MotionRenderer.raster(file.scenes[0], at: 0.5)) { error in
            XCTAssertTrue("\(error)".contains("TypeError"), "\(error)")
        }
    }

    func testAnOverlongFileIsRefusedBeforeReading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionjs-big-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("big.js")
        try Data(repeating: 0x20, count: 2048).write(to: url)
        XCTAssertThrowsError(try JSSceneFile(contentsOf: url, name: "big.js", options: JSSceneOptions(maximumFileBytes: 1024))) { error in
            XCTAssertEqual("\(error)", "big.js: is 2048 bytes, over the limit of 1024 bytes")
        }
        try Data([0xC3, 0x28]).write(to: url)
        XCTAssertThrowsError(try JSSceneFile(contentsOf: url, name: "big.js")) { error in
            XCTAssertEqual("\(error)", "big.js: is not valid UTF-8")
        }
    }
}

/// Results written by several threads.
final class ThreadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Int: Result<Data, Error>] = [:]
    init(count: Int) {}
    func set(_ i: Int, _ result: Result<Data, Error>) { lock.lock(); results[i] = result; lock.unlock() }
    func get(_ i: Int) throws -> Data? { lock.lock(); defer { lock.unlock() }; return try results[i]?.get() }
}

extension SafetyTests {
    /// A thread that drew JavaScript scenes frees its VM and contexts when it ends.
    func testThreadsThatEndFreeTheirContexts() throws {
        let file = try JSSceneFile(source: "M.define('dot', { dur: 1, draw(g) { g.fillRect(0, 0, 9, 9); } });", name: "dot.js")
        let scene = file.scenes[0]
        let done = DispatchSemaphore(value: 0)
        let outcome = ThreadResults(count: 1)
        let thread = Thread {
            outcome.set(0, Result { try MotionRenderer.render(scene, at: 0.5) })
            done.signal()
        }
        thread.start()
        done.wait()
        Thread.sleep(forTimeInterval: 0.2)   // let the thread end and its worker go
        XCTAssertEqual(try outcome.get(0), try MotionRenderer.render(scene, at: 0.5))
    }
}
