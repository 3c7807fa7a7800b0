import Foundation
import MotionJS
import MotionRender
import XCTest

/// Runs a conformance script and fails the test with the script's error (and stack) if it throws.
/// The scripts use the assertion helpers of ``ScriptSupport/helpers``.
enum ScriptSupport {
    /// WPT-style helpers written for these tests: pixel and value assertions that throw.
    static let helpers = #"""
    function fail(message) { throw new Error(message); }
    function assertEqual(actual, expected, what) {
      if (!Object.is(actual, expected) && !(actual === expected)) fail(`${what || 'value'}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    }
    function assertClose(actual, expected, tolerance, what) {
      if (!(Math.abs(actual - expected) <= tolerance)) fail(`${what || 'value'}: got ${actual}, expected ${expected} ± ${tolerance}`);
    }
    function assertThrows(name, f, what) {
      try { f(); } catch (e) { if (e.name !== name) fail(`${what || 'call'}: threw ${e.name} (${e.message}), expected ${name}`); return e; }
      fail(`${what || 'call'}: did not throw, expected ${name}`);
    }
    function pixel(g, x, y) { return Array.from(g.getImageData(x, y, 1, 1).data); }
    function assertPixel(g, x, y, rgba, tolerance = 2) {
      const p = pixel(g, x, y);
      if (p.some((v, i) => Math.abs(v - rgba[i]) > tolerance)) fail(`pixel (${x}, ${y}): got ${p}, expected ${rgba} ± ${tolerance}`);
    }
    function canvas(w = 100, h = 50) { return new OffscreenCanvas(w, h).getContext('2d'); }
    """#

    @discardableResult
    static func run(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> JSScriptResult {
        let result = JSScriptRunner.run(source: helpers + "\n" + body, name: "test.js")
        if let error = result.error {
            XCTFail("\(error)\n\(error.stack)", file: file, line: line)
        }
        return result
    }
}
