import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Issue 27, defect 4: whatever a scene does, the studio stops on SIGTERM. A request that is
/// busy in native code (a frame filtering up to its budget, seconds in a debug build) is
/// abandoned after the grace period instead of holding the studio open.
final class StudioStopTests: XCTestCase {
    func testSIGTERMStopsTheStudioWhileAFrameIsStillDrawing() throws {
        let folder = try makeTemporaryFolder(self)
        try OutputFile.write(Data("""
        M.define('blurs', { dur: 1, draw(g) { g.filter = 'blur(2px) '.repeat(32); for (let i = 0; i < 100; i++) g.fillRect(0, 0, 360, 280); } });
        """.utf8), to: folder.appendingPathComponent("heavy.js"))
        let studio = try ServerProcess(BuiltProduct.executable("motion"), ["studio", "--port", "0", "--no-build", "heavy.js"], in: folder)
        let port = try XCTUnwrap(try studio.url().port)
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline, !((try? HTTPProbe.get(port: port, "/api/catalog").text.contains("heavy.js#blurs")) ?? false) { usleep(50_000) }
        // The frame is asked for on another thread; it is still drawing when the signal comes.
        let asked = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            asked.signal()
            _ = try? HTTPProbe.raw(port: port, "GET /api/frame?scene=heavy.js%23blurs&t=0.5&scale=3 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", timeout: 60)
        }
        asked.wait()
        usleep(500_000)
        let signalled = Date()
        XCTAssertEqual(try studio.stop(SIGTERM, timeout: 8), 0, studio.standardError)
        XCTAssertLessThan(Date().timeIntervalSince(signalled), 8, "stopped within the grace period (2 s) and its margin")
        XCTAssertTrue(studio.standardError.contains("studio: stopping (SIGTERM)"), studio.standardError)
        XCTAssertTrue(studio.standardError.contains("studio: stopped"), studio.standardError)
    }
}
