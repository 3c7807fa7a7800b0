import Foundation
import MotionJS
import MotionRender
import XCTest

final class SmokeTests: XCTestCase {
    func testFillRectPixels() {
        ScriptSupport.run("""
        const g = canvas();
        g.fillStyle = '#0f0';
        g.fillRect(0, 0, 100, 50);
        assertPixel(g, 50, 25, [0, 255, 0, 255], 0);
        """)
    }

    func testSceneRenders() throws {
        let file = try JSSceneFile(source: """
        M.define('dot', { dur: 1, still: 0.5, draw(g, t, e) { g.fillStyle = e.th.accent; g.beginPath(); g.arc(180, 140, 50, 0, Math.PI * 2); g.fill(); } });
        """, name: "dot.js")
        let image = try MotionRenderer.raster(file.scenes[0], at: 0.5)
        let p = image[180, 140]
        XCTAssertEqual([p.r, p.g, p.b, p.a], [0x3A, 0x7B, 0xF2, 255])
    }
}
