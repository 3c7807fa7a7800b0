import Foundation
import MotionJS
import XCTest

/// Corners of the path model in the HTML specification: implicit subpaths, closing, pruning of
/// zero-length segments before stroking, and what an empty path draws.
final class PathSemanticsTests: XCTestCase {
    func testLineToWithoutASubpathStartsOne() {
        ScriptSupport.run("""
        const g = canvas(100, 50); g.strokeStyle = '#0f0'; g.lineWidth = 10;
        g.beginPath(); g.lineTo(20, 25); g.lineTo(80, 25); g.stroke();   // the first lineTo is a moveTo
        assertPixel(g, 50, 25, [0, 255, 0, 255]); assertPixel(g, 10, 25, [0, 0, 0, 0]);
        """)
    }

    func testCurvesWithoutASubpathStartAtTheirControlPoint() {
        ScriptSupport.run("""
        const g = canvas(100, 50); g.fillStyle = '#0f0';
        g.beginPath(); g.quadraticCurveTo(0, 0, 100, 0); g.lineTo(100, 50); g.lineTo(0, 50); g.fill();
        assertPixel(g, 50, 25, [0, 255, 0, 255]);
        const h = canvas(100, 50); h.fillStyle = '#0f0';
        h.beginPath(); h.bezierCurveTo(0, 0, 50, 0, 100, 0); h.lineTo(100, 50); h.lineTo(0, 50); h.fill();
        assertPixel(h, 50, 25, [0, 255, 0, 255]);
        """)
    }

    func testClosePathReturnsToTheStart() {
        ScriptSupport.run("""
        const g = canvas(100, 50); g.fillStyle = '#0f0';
        g.beginPath(); g.moveTo(0, 0); g.lineTo(100, 0); g.lineTo(100, 50); g.closePath();
        g.lineTo(0, 50); g.lineTo(20, 50); g.fill();   // after closePath the next subpath starts at (0, 0)
        assertPixel(g, 5, 40, [0, 255, 0, 255]); assertPixel(g, 90, 10, [0, 255, 0, 255]); assertPixel(g, 50, 40, [0, 0, 0, 0]);
        """)
    }

    func testZeroLengthSegmentsArePrunedBeforeStroking() {
        ScriptSupport.run("""
        for (const cap of ['butt', 'round', 'square']) {
          const g = canvas(100, 50); g.strokeStyle = '#f00'; g.lineWidth = 40; g.lineCap = cap;
          g.beginPath(); g.moveTo(50, 25); g.lineTo(50, 25); g.stroke();
          g.beginPath(); g.moveTo(50, 25); g.bezierCurveTo(50, 25, 50, 25, 50, 25); g.stroke();
          g.beginPath(); g.moveTo(50, 25); g.closePath(); g.stroke();
          assertPixel(g, 50, 25, [0, 0, 0, 0], 0);
          assertEqual(g.isPointInStroke(50, 25), false, cap);
        }
        """)
    }

    func testEmptyPathsDrawNothingAndClipEverything() {
        ScriptSupport.run("""
        const g = canvas(100, 50); g.fillStyle = '#f00';
        g.beginPath(); g.fill(); g.stroke();
        g.moveTo(10, 10); g.fill();    // a lone point has no area
        assertPixel(g, 10, 10, [0, 0, 0, 0], 0);
        g.beginPath(); g.clip(); g.fillRect(0, 0, 100, 50);
        assertPixel(g, 50, 25, [0, 0, 0, 0], 0);
        """)
    }

    func testRectIsAClosedSubpathThenAMove() {
        ScriptSupport.run("""
        const g = canvas(100, 50); g.strokeStyle = '#0f0'; g.lineWidth = 4;
        g.beginPath(); g.rect(20, 10, 60, 30); g.lineTo(90, 45); g.stroke();   // the line starts at (20, 10)
        assertPixel(g, 55, 27, [0, 255, 0, 255], 60);
        assertEqual(g.isPointInPath(50, 25), true);
        """)
    }

    func testArcsWithNonFiniteArgumentsAreIgnored() {
        ScriptSupport.run("""
        const g = canvas(100, 50); g.fillStyle = '#f00';
        g.beginPath(); g.arc(50, 25, Infinity, 0, 1); g.arc(NaN, 25, 10, 0, 1); g.ellipse(50, 25, 10, 10, NaN, 0, 1); g.fill();
        assertPixel(g, 50, 25, [0, 0, 0, 0], 0);
        g.beginPath(); g.moveTo(50, 25); g.arc(50, 25, 0, 0, Math.PI); g.lineTo(50, 25); g.stroke();   // radius 0: a point
        assertPixel(g, 50, 25, [0, 0, 0, 0], 0);
        """)
    }
}
