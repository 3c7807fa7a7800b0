import Foundation
import MotionJS
import XCTest

/// `isPointInPath` and `isPointInStroke` (HTML §4.12.5.1.16): points in canvas coordinates,
/// paths as the current transform placed them, fill rules, stroke geometry.
final class HitTestTests: XCTestCase {
    func testIsPointInPath() {
        ScriptSupport.run("""
        const g = canvas();
        g.rect(0, 0, 20, 20);
        assertEqual(g.isPointInPath(10, 10), true); assertEqual(g.isPointInPath(30, 10), false);
        for (const [x, y] of [[0, 0], [10, 0], [20, 0], [20, 10], [20, 20], [0, 20]]) assertEqual(g.isPointInPath(x, y), true, `edge ${x},${y}`);
        assertEqual(g.isPointInPath(10, -0.1), false);
        assertEqual(g.isPointInPath(NaN, 10), false); assertEqual(g.isPointInPath(Infinity, 10), false);
        g.beginPath(); g.rect(0, 0, 40, 40); g.rect(10, 10, 20, 20);
        assertEqual(g.isPointInPath(20, 20), true, 'non-zero'); assertEqual(g.isPointInPath(20, 20, 'evenodd'), false, 'even-odd');
        assertThrows('TypeError', () => g.isPointInPath(20, 20, 'odd'));
        """)
    }

    func testTheTransformAppliesToThePathNotThePoint() {
        ScriptSupport.run("""
        const g = canvas();
        g.translate(50, 0); g.rect(0, 0, 10, 10);
        assertEqual(g.isPointInPath(55, 5), true, 'the path was placed at x 50'); assertEqual(g.isPointInPath(5, 5), false);
        g.resetTransform();
        assertEqual(g.isPointInPath(55, 5), true, 'a later transform does not move the path');
        const p = new Path2D(); p.rect(0, 0, 10, 10);
        g.scale(2, 2);
        assertEqual(g.isPointInPath(p, 15, 15), true, 'a Path2D takes the current transform'); assertEqual(g.isPointInPath(p, 25, 25), false);
        g.scale(0, 0); assertEqual(g.isPointInPath(p, 0, 0), false, 'a singular transform contains nothing');
        """)
    }

    func testCircleAndCurve() {
        ScriptSupport.run("""
        const g = canvas();
        g.arc(50, 25, 20, 0, Math.PI * 2);
        assertEqual(g.isPointInPath(50, 25), true); assertEqual(g.isPointInPath(50 + 19.9, 25), true);
        assertEqual(g.isPointInPath(50 + 14.2, 25 + 14.2), false, '√2·14.2 > 20');
        g.beginPath(); g.moveTo(0, 50); g.quadraticCurveTo(50, -50, 100, 50); g.closePath();
        assertEqual(g.isPointInPath(50, 1), true, 'the curve peaks at y 0'); assertEqual(g.isPointInPath(50, -1), false);
        """)
    }

    func testIsPointInStroke() {
        ScriptSupport.run("""
        const g = canvas();
        g.lineWidth = 10; g.moveTo(20, 25); g.lineTo(80, 25);
        assertEqual(g.isPointInStroke(50, 29.9), true); assertEqual(g.isPointInStroke(50, 30.1), false);
        assertEqual(g.isPointInStroke(17, 25), false, 'butt caps stop at the end');
        g.lineCap = 'square'; assertEqual(g.isPointInStroke(17, 25), true); assertEqual(g.isPointInStroke(14, 25), false);
        g.lineCap = 'round'; assertEqual(g.isPointInStroke(16.5, 25), true); assertEqual(g.isPointInStroke(16.5, 29), false);
        g.lineCap = 'butt'; g.setLineDash([10, 10]);
        assertEqual(g.isPointInStroke(25, 25), true, 'in the first dash'); assertEqual(g.isPointInStroke(35, 25), false, 'in the first gap');
        g.setLineDash([]); g.scale(2, 2);
        assertEqual(g.isPointInStroke(50, 29.9), true, 'the width is measured under the transform: 20 wide now, around y 25');
        assertEqual(g.isPointInStroke(50, 36), false);
        """)
    }

    func testStrokeJoins() {
        ScriptSupport.run("""
        const g = canvas(100, 80);
        g.lineWidth = 20; g.moveTo(10, 70); g.lineTo(50, 30); g.lineTo(90, 70);
        assertEqual(g.isPointInStroke(50, 17.5), true, 'miter tip 14.1 above the corner');
        g.lineJoin = 'round'; assertEqual(g.isPointInStroke(50, 17.5), false); assertEqual(g.isPointInStroke(50, 21), true);
        g.lineJoin = 'bevel'; assertEqual(g.isPointInStroke(50, 21), false); assertEqual(g.isPointInStroke(50, 24), true);
        """)
    }
}
