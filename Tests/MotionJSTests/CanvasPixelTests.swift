import Foundation
import MotionJS
import XCTest

/// Drawing through the canvas API, read back with `getImageData` on offscreen canvases: the
/// geometry of the HTML specification (rectangles, arcs, ellipses, arcTo, roundRect, curves,
/// strokes, dashes, clips, transforms, images), checked at pixels well inside or well outside
/// each shape, so anti-aliasing never decides a result.
final class CanvasPixelTests: XCTestCase {
    static let red = "[255, 0, 0, 255]", green = "[0, 255, 0, 255]", clear = "[0, 0, 0, 0]"

    func testFillRectAndTransforms() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.fillStyle = '#f00'; g.fillRect(0, 0, 100, 50);
        g.fillStyle = '#0f0'; g.translate(50, 25); g.scale(2, 1); g.fillRect(-10, -10, 20, 20);
        assertPixel(g, 50, 25, \(Self.green)); assertPixel(g, 31, 25, \(Self.green)); assertPixel(g, 28, 25, \(Self.red));
        assertPixel(g, 50, 12, \(Self.red));
        g.resetTransform(); g.translate(10, 10); g.rotate(Math.PI / 2); g.fillStyle = '#00f'; g.fillRect(0, 0, 30, 5);
        assertPixel(g, 8, 25, [0, 0, 255, 255]); assertPixel(g, 12, 25, \(Self.red));
        """)
    }

    func testNegativeAndEmptyRectangles() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.fillStyle = '#0f0'; g.fillRect(60, 40, -20, -20);
        assertPixel(g, 50, 30, \(Self.green)); assertPixel(g, 70, 30, \(Self.clear));
        g.fillStyle = '#f00'; g.fillRect(0, 0, 0, 50); g.fillRect(0, 0, 100, 0); g.fillRect(NaN, 0, 10, 10); g.fillRect(0, 0, Infinity, 10);
        assertPixel(g, 0, 0, \(Self.clear)); assertPixel(g, 5, 5, \(Self.clear));
        """)
    }

    func testGlobalAlphaAndColourAlpha() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.globalAlpha = 0.5; g.fillStyle = '#f00'; g.fillRect(0, 0, 50, 50);
        assertPixel(g, 25, 25, [255, 0, 0, 128], 1);
        g.globalAlpha = 1; g.fillStyle = 'rgba(0, 255, 0, 0.5)'; g.fillRect(50, 0, 50, 50);
        assertPixel(g, 75, 25, [0, 255, 0, 128], 1);
        g.globalAlpha = 0.5; g.fillRect(50, 0, 50, 50);   // 0.25 more, source-over: 0.5 + 0.25·0.5
        assertPixel(g, 75, 25, [0, 255, 0, 159], 1);
        """)
    }

    func testSourceOverCompositing() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.fillStyle = '#f00'; g.fillRect(0, 0, 100, 50);
        g.fillStyle = 'rgba(0, 0, 255, 0.5)'; g.fillRect(0, 0, 100, 50);
        assertPixel(g, 50, 25, [127, 0, 128, 255], 1);
        """)
    }

    func testClearRect() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.clearRect(0, 0, 10, 10);   // nothing drawn yet: a no-op
        g.fillStyle = '#0f0'; g.fillRect(0, 0, 100, 50);
        assertThrows('NotSupportedError', () => g.clearRect(10, 10, 10, 10), 'erasing part of a drawing');
        g.clearRect(-5, -5, 200, 200);
        assertPixel(g, 50, 25, \(Self.clear), 0);
        g.fillRect(0, 0, 100, 50); g.save(); g.translate(50, 25); g.rotate(0.3); g.clearRect(-100, -100, 200, 200); g.restore();
        assertPixel(g, 50, 25, \(Self.clear), 0);
        """)
    }

    func testFillRules() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.fillStyle = '#0f0';
        g.beginPath(); g.rect(0, 0, 100, 50); g.rect(25, 12, 50, 26); g.fill('evenodd');
        assertPixel(g, 10, 10, \(Self.green)); assertPixel(g, 50, 25, \(Self.clear));
        g.beginPath(); g.rect(25, 12, 50, 26); g.rect(30, 15, 40, 20); g.fill();   // same direction: non-zero fills the hole
        assertPixel(g, 50, 25, \(Self.green));
        assertThrows('TypeError', () => g.fill('odd'));
        """)
    }

    func testArcs() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.fillStyle = '#0f0';
        g.beginPath(); g.arc(50, 25, 20, 0, Math.PI * 2); g.fill();
        assertPixel(g, 50, 25, \(Self.green)); assertPixel(g, 50, 7, \(Self.green)); assertPixel(g, 50, 3, \(Self.clear));
        assertPixel(g, 33, 9, \(Self.clear));    // outside the circle, inside its bounding box
        const h = canvas(100, 50); h.fillStyle = '#0f0';
        h.beginPath(); h.moveTo(50, 25); h.arc(50, 25, 20, 0, Math.PI / 2, false); h.fill();   // clockwise: lower right
        assertPixel(h, 58, 33, \(Self.green)); assertPixel(h, 42, 17, \(Self.clear)); assertPixel(h, 42, 33, \(Self.clear));
        const k = canvas(100, 50); k.fillStyle = '#0f0';
        k.beginPath(); k.moveTo(50, 25); k.arc(50, 25, 20, 0, Math.PI / 2, true); k.fill();    // anticlockwise: the other three quarters
        assertPixel(k, 58, 33, \(Self.clear)); assertPixel(k, 42, 17, \(Self.green)); assertPixel(k, 42, 33, \(Self.green));
        const m = canvas(100, 50); m.fillStyle = '#0f0';
        m.beginPath(); m.arc(50, 25, 20, 0, 7 * Math.PI); m.fill();   // a sweep over a turn is a whole circle
        assertPixel(m, 35, 25, \(Self.green)); assertPixel(m, 50, 40, \(Self.green));
        const z = canvas(100, 50); z.fillStyle = '#f00';
        z.beginPath(); z.arc(50, 25, 20, 1, 1); z.fill();             // an empty arc draws nothing
        assertPixel(z, 50, 25, \(Self.clear), 0);
        assertThrows('IndexSizeError', () => z.arc(50, 25, -1, 0, 1));
        """)
    }

    func testArcJoinsTheCurrentPoint() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.strokeStyle = '#0f0'; g.lineWidth = 4;
        g.beginPath(); g.moveTo(10, 45); g.arc(80, 25, 10, Math.PI, Math.PI * 1.5); g.stroke();
        assertPixel(g, 40, 35, \(Self.green), 40);   // on the straight segment from (10, 45) to (70, 25)
        """)
    }

    func testEllipse() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.fillStyle = '#0f0';
        g.beginPath(); g.ellipse(50, 25, 40, 10, 0, 0, Math.PI * 2); g.fill();
        assertPixel(g, 85, 25, \(Self.green)); assertPixel(g, 50, 10, \(Self.clear));
        const r = canvas(100, 50); r.fillStyle = '#0f0';
        r.beginPath(); r.ellipse(50, 25, 40, 10, Math.PI / 2, 0, Math.PI * 2); r.fill();   // rotated a quarter turn: tall
        assertPixel(r, 50, 5, \(Self.green)); assertPixel(r, 85, 25, \(Self.clear));
        assertThrows('IndexSizeError', () => r.ellipse(0, 0, -1, 1, 0, 0, 1));
        """)
    }

    func testArcTo() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.fillStyle = '#0f0';
        g.beginPath(); g.moveTo(0, 0); g.arcTo(100, 0, 100, 50, 40); g.lineTo(100, 50); g.lineTo(0, 50); g.fill();
        assertPixel(g, 96, 3, \(Self.clear));    // the corner is cut by the circle of radius 40
        assertPixel(g, 50, 25, \(Self.green)); assertPixel(g, 96, 45, \(Self.green));
        const h = canvas(100, 50); h.strokeStyle = '#0f0'; h.lineWidth = 10;
        h.beginPath(); h.moveTo(0, 25); h.arcTo(50, 25, 100, 25, 10); h.stroke();   // collinear points: a straight line to (50, 25)
        assertPixel(h, 40, 25, \(Self.green)); assertPixel(h, 60, 25, \(Self.clear));
        assertThrows('IndexSizeError', () => h.arcTo(0, 0, 1, 1, -1));
        """)
    }

    func testRoundRect() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.fillStyle = '#0f0';
        g.beginPath(); g.roundRect(0, 0, 100, 50, 20); g.fill();
        assertPixel(g, 2, 2, \(Self.clear)); assertPixel(g, 97, 47, \(Self.clear)); assertPixel(g, 50, 25, \(Self.green)); assertPixel(g, 10, 25, \(Self.green));
        const h = canvas(100, 50); h.fillStyle = '#0f0';
        h.beginPath(); h.roundRect(0, 0, 100, 50, [0, 20]); h.fill();      // upper-left and lower-right square
        assertPixel(h, 1, 1, \(Self.green)); assertPixel(h, 98, 1, \(Self.clear)); assertPixel(h, 98, 48, \(Self.green));
        const k = canvas(100, 50); k.fillStyle = '#0f0';
        k.beginPath(); k.roundRect(0, 0, 100, 50, 1000); k.fill();          // radii scaled down to fit: a stadium
        assertPixel(k, 50, 25, \(Self.green)); assertPixel(k, 3, 3, \(Self.clear)); assertPixel(k, 50, 1, \(Self.green));
        assertThrows('RangeError', () => k.roundRect(0, 0, 10, 10, -1));
        assertThrows('RangeError', () => k.roundRect(0, 0, 10, 10, [1, 2, 3, 4, 5]));
        """)
    }

    func testCurves() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.fillStyle = '#0f0';
        g.beginPath(); g.moveTo(0, 50); g.quadraticCurveTo(50, -50, 100, 50); g.fill();   // peak at y = 0
        assertPixel(g, 50, 5, \(Self.green)); assertPixel(g, 50, 45, \(Self.green)); assertPixel(g, 5, 5, \(Self.clear));
        const h = canvas(100, 50); h.fillStyle = '#0f0';
        h.beginPath(); h.moveTo(0, 0); h.bezierCurveTo(100, 0, 100, 50, 0, 50); h.fill();
        assertPixel(h, 60, 25, \(Self.green)); assertPixel(h, 90, 25, \(Self.clear));
        """)
    }

    func testTransformsApplyWhenPointsAreAdded() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.fillStyle = '#0f0';
        g.beginPath(); g.moveTo(0, 0); g.lineTo(50, 0);
        g.scale(2, 1);                 // only the points added from here on are scaled
        g.lineTo(25, 50); g.lineTo(0, 50); g.fill();
        assertPixel(g, 48, 25, \(Self.green)); assertPixel(g, 60, 5, \(Self.clear));
        """)
    }

    func testStrokes() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.strokeStyle = '#0f0'; g.lineWidth = 10;
        g.beginPath(); g.moveTo(20, 25); g.lineTo(80, 25); g.stroke();
        assertPixel(g, 50, 22, \(Self.green)); assertPixel(g, 50, 18, \(Self.clear)); assertPixel(g, 17, 25, \(Self.clear));
        g.lineCap = 'square'; g.beginPath(); g.moveTo(20, 40); g.lineTo(80, 40); g.stroke();
        assertPixel(g, 17, 40, \(Self.green)); assertPixel(g, 83, 40, \(Self.green));
        const r = canvas(100, 50); r.strokeStyle = '#0f0'; r.lineWidth = 10; r.lineCap = 'round';
        r.beginPath(); r.moveTo(20, 25); r.lineTo(80, 25); r.stroke();
        assertPixel(r, 17, 25, \(Self.green)); assertPixel(r, 15, 20, \(Self.clear));
        """)
    }

    func testJoins() {
        ScriptSupport.run("""
        // A right-angled corner at (50, 30), 20 wide: the miter's tip is 14.1 above the corner,
        // a round join reaches 10 above it, a bevel 7.1.
        const make = (join, limit = 10) => {
          const g = canvas(100, 80); g.strokeStyle = '#0f0'; g.lineWidth = 20; g.lineJoin = join; g.miterLimit = limit;
          g.beginPath(); g.moveTo(10, 70); g.lineTo(50, 30); g.lineTo(90, 70); g.stroke();
          return g;
        };
        assertPixel(make('miter'), 50, 17, \(Self.green));
        assertPixel(make('round'), 50, 17, \(Self.clear)); assertPixel(make('round'), 50, 21, \(Self.green));
        assertPixel(make('bevel'), 50, 21, \(Self.clear)); assertPixel(make('bevel'), 50, 24, \(Self.green));
        assertPixel(make('miter', 1.4), 50, 17, \(Self.clear));   // √2 is over the limit: a bevel
        """)
    }

    func testDashes() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.strokeStyle = '#0f0'; g.lineWidth = 10; g.setLineDash([20, 10]);
        g.beginPath(); g.moveTo(0, 25); g.lineTo(100, 25); g.stroke();
        assertPixel(g, 10, 25, \(Self.green)); assertPixel(g, 25, 25, \(Self.clear)); assertPixel(g, 40, 25, \(Self.green));
        const h = canvas(100, 50); h.strokeStyle = '#0f0'; h.lineWidth = 10; h.setLineDash([20, 10]); h.lineDashOffset = 15;
        h.beginPath(); h.moveTo(0, 25); h.lineTo(100, 25); h.stroke();
        assertPixel(h, 2, 25, \(Self.green)); assertPixel(h, 10, 25, \(Self.clear)); assertPixel(h, 20, 25, \(Self.green));
        """)
    }

    func testStrokeRect() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.strokeStyle = '#0f0'; g.lineWidth = 10; g.strokeRect(25, 12, 50, 26);
        assertPixel(g, 25, 25, \(Self.green)); assertPixel(g, 50, 25, \(Self.clear)); assertPixel(g, 22, 9, \(Self.green));
        const h = canvas(100, 50); h.strokeStyle = '#0f0'; h.lineWidth = 10; h.strokeRect(50, 10, 0, 30);   // a line
        assertPixel(h, 50, 25, \(Self.green)); assertPixel(h, 50, 7, \(Self.clear));
        """)
    }

    func testClip() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        g.beginPath(); g.rect(0, 0, 50, 50); g.clip();
        g.fillStyle = '#0f0'; g.fillRect(0, 0, 100, 50);
        assertPixel(g, 25, 25, \(Self.green)); assertPixel(g, 75, 25, \(Self.clear));
        g.save(); g.beginPath(); g.rect(25, 0, 50, 50); g.clip(); g.fillStyle = '#f00'; g.fillRect(0, 0, 100, 50); g.restore();
        assertPixel(g, 40, 25, \(Self.red)); assertPixel(g, 10, 25, \(Self.green)); assertPixel(g, 60, 25, \(Self.clear));
        g.fillStyle = '#00f'; g.fillRect(0, 0, 100, 50);   // after restore the second clip is gone, the first stays
        assertPixel(g, 40, 25, [0, 0, 255, 255]); assertPixel(g, 75, 25, \(Self.clear));
        assertThrows('NotSupportedError', () => g.clip('evenodd'));
        """)
    }

    func testPath2D() {
        ScriptSupport.run("""
        const g = canvas(100, 50);
        const p = new Path2D('M10 10 h80 v30 h-80 Z');
        g.fillStyle = '#0f0'; g.fill(p);
        assertPixel(g, 50, 25, \(Self.green)); assertPixel(g, 5, 5, \(Self.clear));
        const h = canvas(100, 50); h.translate(50, 0); h.fillStyle = '#0f0'; h.fill(new Path2D('M0 0 h10 v10 h-10 z'));
        assertPixel(h, 55, 5, \(Self.green)); assertPixel(h, 5, 5, \(Self.clear));
        const copy = new Path2D(p); copy.rect(0, 0, 5, 5);
        const k = canvas(100, 50); k.fillStyle = '#0f0'; k.fill(copy);
        assertPixel(k, 2, 2, \(Self.green)); assertPixel(k, 50, 25, \(Self.green));
        const arcs = new Path2D('M 20 25 a 10 10 0 1 0 20 0 a 10 10 0 1 0 -20 0');   // a circle in two arcs
        const a = canvas(100, 50); a.fillStyle = '#0f0'; a.fill(arcs);
        assertPixel(a, 30, 25, \(Self.green)); assertPixel(a, 30, 17, \(Self.green)); assertPixel(a, 45, 25, \(Self.clear));
        const compact = new Path2D('M10,10L90,10 90,40 10,40z');   // implicit linetos, commas
        const c = canvas(100, 50); c.fillStyle = '#0f0'; c.fill(compact);
        assertPixel(c, 50, 25, \(Self.green));
        const broken = new Path2D('M10 10 L90 10 L90 40 X 10 40');   // an error ends the path: what came before stays
        const b = canvas(100, 50); b.fillStyle = '#0f0'; b.fill(broken);
        assertPixel(b, 80, 20, \(Self.green)); assertPixel(b, 20, 35, \(Self.clear));
        const added = new Path2D(); added.addPath(new Path2D('M0 0 h10 v10 h-10 z'), { e: 80, f: 30 });
        const d = canvas(100, 50); d.fillStyle = '#0f0'; d.fill(added);
        assertPixel(d, 85, 35, \(Self.green)); assertPixel(d, 5, 5, \(Self.clear));
        """)
    }

    func testOffscreenCanvasAsAnImage() {
        ScriptSupport.run("""
        const source = new OffscreenCanvas(20, 20), s = source.getContext('2d');
        s.fillStyle = '#0f0'; s.fillRect(0, 0, 10, 20); s.fillStyle = '#f00'; s.fillRect(10, 0, 10, 20);
        const g = canvas(100, 50);
        g.drawImage(source, 0, 0);                      // 3 arguments: natural size
        assertPixel(g, 5, 10, \(Self.green)); assertPixel(g, 15, 10, \(Self.red)); assertPixel(g, 25, 10, \(Self.clear));
        g.drawImage(source, 30, 0, 40, 40);             // 5 arguments: scaled
        assertPixel(g, 45, 20, \(Self.green)); assertPixel(g, 55, 20, \(Self.red));
        g.drawImage(source, 10, 0, 10, 20, 80, 0, 20, 40); // 9 arguments: only the red half
        assertPixel(g, 85, 20, \(Self.red)); assertPixel(g, 95, 20, \(Self.red));
        const h = canvas(100, 50); h.globalAlpha = 0.5; h.drawImage(source, 0, 0);
        assertPixel(h, 5, 10, [0, 255, 0, 128], 1);
        assertThrows('TypeError', () => h.drawImage(source, 0, 0, 1));
        assertThrows('InvalidStateError', () => h.drawImage(new OffscreenCanvas(0, 10), 0, 0));
        """)
    }

    func testGetImageData() {
        ScriptSupport.run("""
        const g = canvas(10, 10);
        g.fillStyle = '#0f0'; g.fillRect(0, 0, 5, 5);
        const d = g.getImageData(-2, -2, 4, 4);
        assertEqual(d.width, 4); assertEqual(d.height, 4); assertEqual(d.data.length, 64); assertEqual(d.colorSpace, 'srgb');
        assertEqual(Array.from(d.data.slice(0, 4)).join(), '0,0,0,0', 'outside the canvas: transparent black');
        assertEqual(Array.from(d.data.slice(40, 44)).join(), '0,255,0,255');
        const flipped = g.getImageData(5, 5, -2, -2);   // negative sizes count from the other edge
        assertEqual(Array.from(flipped.data.slice(0, 4)).join(), '0,255,0,255');
        assertThrows('IndexSizeError', () => g.getImageData(0, 0, 0, 1));
        assertEqual(g.createImageData(3, -2).height, 2);
        assertEqual(g.createImageData(d).width, 4);
        assertThrows('IndexSizeError', () => g.createImageData(0, 1));
        const made = new ImageData(2, 3); assertEqual(made.data.length, 24);
        const wrapped = new ImageData(new Uint8ClampedArray(16), 2); assertEqual(wrapped.height, 2);
        """)
    }

    func testText() {
        ScriptSupport.run("""
        const ink = (g) => { const d = g.getImageData(0, 0, g.canvas.width, g.canvas.height).data; let min = 1e9, max = -1;
          for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 128) { const x = (i / 4) % g.canvas.width; min = Math.min(min, x); max = Math.max(max, x); }
          return [min, max]; };
        const make = (align) => { const g = canvas(200, 50); g.font = '20px Inter'; g.fillStyle = '#000'; g.textAlign = align; g.fillText('HHHH', 100, 35); return g; };
        const [l0, l1] = ink(make('left')), [c0, c1] = ink(make('center')), [r0, r1] = ink(make('right'));
        if (!(l0 >= 100 && l0 < 104)) fail(`left text starts at ${l0}`);
        if (!(r1 <= 100 && r1 > 96)) fail(`right text ends at ${r1}`);
        assertClose((c0 + c1) / 2, 100, 2, 'centred text');
        const w = make('left').measureText('HHHH').width;
        if (!(w > 40 && w < 80)) fail(`width ${w}`);
        const squeezed = canvas(200, 50); squeezed.font = '20px Inter'; squeezed.fillText('HHHH', 100, 35, w / 2);
        const [s0, s1] = ink(squeezed); if (!(s1 - s0 <= w / 2 + 1)) fail(`maxWidth: ${s1 - s0} > ${w / 2}`);
        const none = canvas(200, 50); none.fillText('HHHH', 100, 35, 0); assertEqual(ink(none)[1], -1, 'maxWidth 0 draws nothing');
        const spaced = canvas(200, 50); spaced.font = '20px Inter'; spaced.letterSpacing = '5px';
        assertClose(spaced.measureText('HHHH').width, w + 20, 1e-9, 'letter spacing follows each character');
        """)
    }

    func testTextBaselines() {
        ScriptSupport.run("""
        const g = canvas(); g.font = '20px Inter';
        const m = g.measureText('H');
        assertEqual(m.alphabeticBaseline, 0);
        if (!(m.fontBoundingBoxAscent > 15 && m.fontBoundingBoxAscent < 25)) fail(`ascent ${m.fontBoundingBoxAscent}`);
        assertClose(m.emHeightAscent + m.emHeightDescent, 20, 1e-9, 'the em box is one em high');
        assertEqual(m.ideographicBaseline, -m.fontBoundingBoxDescent);
        g.textBaseline = 'top';
        const t = g.measureText('H');
        assertClose(t.emHeightAscent, 0, 1e-9, 'top is the top of the em box');
        assertClose(t.alphabeticBaseline, -m.emHeightAscent, 1e-9);
        g.textBaseline = 'bottom'; assertClose(g.measureText('H').emHeightDescent, 0, 1e-9);
        g.textBaseline = 'middle'; const mid = g.measureText('H'); assertClose(mid.emHeightAscent, mid.emHeightDescent, 1e-9);
        assertThrows('NotSupportedError', () => m.actualBoundingBoxAscent);
        """)
    }
}
