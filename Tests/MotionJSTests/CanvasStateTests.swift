import Foundation
import MotionJS
import XCTest

/// The drawing state of the 2D context (HTML §4.12.5.1): defaults, the rule that invalid values
/// are ignored, save/restore, transforms and their DOMMatrix, dash lists. Each script states the
/// specification's expected values.
final class CanvasStateTests: XCTestCase {
    func testDefaults() {
        ScriptSupport.run("""
        const g = canvas();
        assertEqual(g.globalAlpha, 1); assertEqual(g.globalCompositeOperation, 'source-over');
        assertEqual(g.fillStyle, '#000000'); assertEqual(g.strokeStyle, '#000000');
        assertEqual(g.lineWidth, 1); assertEqual(g.lineCap, 'butt'); assertEqual(g.lineJoin, 'miter'); assertEqual(g.miterLimit, 10);
        assertEqual(g.lineDashOffset, 0); assertEqual(g.getLineDash().length, 0);
        assertEqual(g.font, '10px sans-serif'); assertEqual(g.textAlign, 'start'); assertEqual(g.textBaseline, 'alphabetic');
        assertEqual(g.direction, 'inherit'); assertEqual(g.letterSpacing, '0px'); assertEqual(g.wordSpacing, '0px');
        assertEqual(g.fontKerning, 'auto'); assertEqual(g.imageSmoothingEnabled, true); assertEqual(g.imageSmoothingQuality, 'low');
        assertEqual(g.filter, 'none'); assertEqual(g.isContextLost(), false);
        assertEqual(g.getContextAttributes().alpha, true);
        """)
    }

    func testGlobalAlphaIgnoresInvalidValues() {
        ScriptSupport.run("""
        const g = canvas();
        g.globalAlpha = 0.5; assertEqual(g.globalAlpha, 0.5);
        for (const v of [1.1, -0.1, NaN, Infinity, -Infinity, 'x']) { g.globalAlpha = v; assertEqual(g.globalAlpha, 0.5, String(v)); }
        g.globalAlpha = '0.25'; assertEqual(g.globalAlpha, 0.25);
        g.globalAlpha = 0; assertEqual(g.globalAlpha, 0);
        assertThrows('TypeError', () => { g.globalAlpha = Symbol(); });
        """)
    }

    func testLineStylesIgnoreInvalidValues() {
        ScriptSupport.run("""
        const g = canvas();
        g.lineWidth = 2; for (const v of [0, -1, NaN, Infinity]) { g.lineWidth = v; assertEqual(g.lineWidth, 2, 'lineWidth ' + v); }
        g.miterLimit = 3; for (const v of [0, -1, NaN, Infinity]) { g.miterLimit = v; assertEqual(g.miterLimit, 3, 'miterLimit ' + v); }
        g.lineCap = 'round'; for (const v of ['Round', 'bevel', '', 'butt ']) { g.lineCap = v; assertEqual(g.lineCap, 'round', 'lineCap ' + v); }
        g.lineJoin = 'bevel'; for (const v of ['BEVEL', 'butt', '']) { g.lineJoin = v; assertEqual(g.lineJoin, 'bevel', 'lineJoin ' + v); }
        g.lineDashOffset = 4; for (const v of [NaN, Infinity]) { g.lineDashOffset = v; assertEqual(g.lineDashOffset, 4); }
        g.lineDashOffset = -3; assertEqual(g.lineDashOffset, -3);
        g.textAlign = 'center'; g.textAlign = 'middle'; assertEqual(g.textAlign, 'center');
        g.textBaseline = 'top'; g.textBaseline = 'center'; assertEqual(g.textBaseline, 'top');
        g.direction = 'rtl'; g.direction = 'up'; assertEqual(g.direction, 'rtl');
        """)
    }

    func testLineDash() {
        ScriptSupport.run("""
        const g = canvas();
        g.setLineDash([1, 2]); assertEqual(JSON.stringify(g.getLineDash()), '[1,2]');
        g.setLineDash([1, 2, 3]); assertEqual(JSON.stringify(g.getLineDash()), '[1,2,3,1,2,3]', 'odd lists repeat');
        g.setLineDash([1, -1]); assertEqual(JSON.stringify(g.getLineDash()), '[1,2,3,1,2,3]', 'negative values are ignored');
        g.setLineDash([1, NaN]); g.setLineDash([1, Infinity]); assertEqual(g.getLineDash().length, 6);
        const a = g.getLineDash(); a[0] = 99; assertEqual(g.getLineDash()[0], 1, 'getLineDash returns a copy');
        g.setLineDash([]); assertEqual(g.getLineDash().length, 0);
        assertThrows('TypeError', () => g.setLineDash(5));
        assertThrows('TypeError', () => g.setLineDash());
        """)
    }

    func testColourSerialization() {
        ScriptSupport.run("""
        const g = canvas();
        const cases = [['red', '#ff0000'], ['#ABC', '#aabbcc'], ['#abcd', 'rgba(170, 187, 204, 0.867)'], ['rgba(0,0,0,0.5)', 'rgba(0, 0, 0, 0.5)'],
          ['rgb(12.7 0 0 / 50%)', 'rgba(13, 0, 0, 0.5)'], ['hsl(120 100% 25%)', '#008000'], ['transparent', 'rgba(0, 0, 0, 0)'],
          ['rgb(10%, 20%, 30%)', '#1a334d'], ['rgb(0 0 0 / 0.003)', 'rgba(0, 0, 0, 0.004)'], ['  LIME  ', '#00ff00']];
        for (const [input, expected] of cases) { g.fillStyle = '#010203'; g.fillStyle = input; assertEqual(g.fillStyle, expected, input); }
        g.strokeStyle = '#123456'; g.strokeStyle = 'not a colour'; assertEqual(g.strokeStyle, '#123456', 'invalid colours are ignored');
        g.fillStyle = 0; assertEqual(g.fillStyle, '#00ff00', 'a number is a string that is no colour');
        assertThrows('NotSupportedError', () => { g.fillStyle = 'lab(50 0 0)'; });
        """)
    }

    func testSaveRestore() {
        ScriptSupport.run("""
        const g = canvas();
        g.fillStyle = '#ff0000'; g.lineWidth = 5; g.globalAlpha = 0.5; g.font = 'bold 12px serif'; g.translate(10, 20); g.setLineDash([4, 2]);
        g.save();
        g.fillStyle = '#00ff00'; g.lineWidth = 1; g.globalAlpha = 1; g.font = '20px serif'; g.scale(2, 2); g.setLineDash([]);
        g.restore();
        assertEqual(g.fillStyle, '#ff0000'); assertEqual(g.lineWidth, 5); assertEqual(g.globalAlpha, 0.5);
        assertEqual(g.font, 'bold 12px serif'); assertEqual(g.getTransform().e, 10); assertEqual(g.getTransform().a, 1);
        assertEqual(JSON.stringify(g.getLineDash()), '[4,2]');
        g.restore(); g.restore();   // more restores than saves do nothing
        assertEqual(g.fillStyle, '#ff0000');
        """)
    }

    func testThePathIsNotPartOfTheState() {
        ScriptSupport.run("""
        const g = canvas();
        g.rect(10, 10, 10, 10);
        g.save(); g.beginPath(); g.restore();
        assertEqual(g.isPointInPath(15, 15), false, 'beginPath inside save/restore empties the path for good');
        g.save(); g.rect(30, 10, 10, 10); g.restore();
        assertEqual(g.isPointInPath(35, 15), true);
        """)
    }

    func testTransforms() {
        ScriptSupport.run("""
        const g = canvas();
        g.translate(10, 20); g.scale(2, 3);
        let m = g.getTransform();
        assertEqual([m.a, m.b, m.c, m.d, m.e, m.f].join(), '2,0,0,3,10,20');
        assertEqual(m instanceof DOMMatrix, true); assertEqual(m.is2D, true); assertEqual(m.m41, 10);
        g.rotate(Math.PI / 2);
        m = g.getTransform();
        assertClose(m.a, 0, 1e-12); assertClose(m.b, 3, 1e-12); assertClose(m.c, -2, 1e-12); assertClose(m.d, 0, 1e-12);
        g.setTransform(1, 2, 3, 4, 5, 6);
        assertEqual(Object.values(g.getTransform().toJSON()).slice(0, 6).join(), '1,2,3,4,5,6');
        g.transform(2, 0, 0, 2, 1, 1);
        m = g.getTransform();
        assertEqual([m.a, m.b, m.c, m.d, m.e, m.f].join(), '2,4,6,8,9,12');
        g.resetTransform(); assertEqual(g.getTransform().isIdentity, true);
        g.setTransform({ a: 2, d: 2, e: 3 }); m = g.getTransform(); assertEqual([m.a, m.d, m.e, m.f].join(), '2,2,3,0');
        g.setTransform(); assertEqual(g.getTransform().isIdentity, true);
        assertThrows('TypeError', () => g.setTransform({ a: 1, m11: 2 }), 'a and m11 must agree');
        // Non-finite arguments are ignored.
        g.translate(NaN, 1); g.scale(Infinity, 1); g.rotate(NaN); g.transform(1, 0, 0, 1, Infinity, 0); g.setTransform(NaN, 0, 0, 1, 0, 0);
        assertEqual(g.getTransform().isIdentity, true);
        const before = g.getTransform(); before.a = 5; assertEqual(g.getTransform().a, 1, 'getTransform returns a copy');
        """)
    }

    func testDOMMatrix() {
        ScriptSupport.run("""
        const m = new DOMMatrix([1, 2, 3, 4, 5, 6]);
        const p = m.transformPoint({ x: 1, y: 1 });
        assertEqual(p.x, 9); assertEqual(p.y, 12);
        const i = m.inverse().multiply(m);
        assertClose(i.a, 1, 1e-12); assertClose(i.b, 0, 1e-12); assertClose(i.e, 0, 1e-12);
        assertEqual(new DOMMatrix().translate(3, 4).scale(2).toString(), 'matrix(2, 0, 0, 2, 3, 4)');
        assertEqual(String(new DOMMatrix([1, 0, 0, 1, 0, 0]).isIdentity), 'true');
        assertThrows('TypeError', () => new DOMMatrix([1, 2, 3]));
        """)
    }

    func testCanvasAttribute() {
        ScriptSupport.run("""
        const c = new OffscreenCanvas(20, 10), g = c.getContext('2d');
        assertEqual(g.canvas, c); assertEqual(c.getContext('2d'), g, 'the same context every time');
        assertEqual(c.width, 20); assertEqual(c.height, 10);
        const e = document.createElement('canvas'); assertEqual(e.width, 300); assertEqual(e.height, 150);
        assertThrows('NotSupportedError', () => c.getContext('webgl'));
        assertThrows('TypeError', () => new CanvasRenderingContext2D());
        assertThrows('TypeError', () => g.fillRect.call({}, 0, 0, 1, 1), 'a method needs its own kind of object');
        """)
    }

    func testResizingResetsTheContext() {
        ScriptSupport.run("""
        const c = new OffscreenCanvas(10, 10), g = c.getContext('2d');
        g.fillStyle = '#ff0000'; g.fillRect(0, 0, 10, 10); g.translate(5, 5);
        c.width = 10;
        assertEqual(g.fillStyle, '#000000'); assertEqual(g.getTransform().isIdentity, true);
        assertPixel(g, 5, 5, [0, 0, 0, 0], 0);
        """)
    }

    func testTextAttributes() {
        ScriptSupport.run("""
        const g = canvas();
        g.font = '600 15px Inter'; assertEqual(g.font, '600 15px Inter');
        g.font = 'not a font'; assertEqual(g.font, '600 15px Inter', 'invalid fonts are ignored');
        g.letterSpacing = '2px'; assertEqual(g.letterSpacing, '2px');
        g.letterSpacing = 'wide'; assertEqual(g.letterSpacing, '2px');
        g.wordSpacing = '0.5em'; assertEqual(g.wordSpacing, '0.5em');
        g.fontKerning = 'none'; assertEqual(g.fontKerning, 'none');
        assertThrows('NotSupportedError', () => { g.font = 'italic 12px serif'; });
        assertThrows('NotSupportedError', () => { g.fontKerning = 'normal'; });
        """)
    }
}
