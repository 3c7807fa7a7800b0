import Foundation
import MotionJS
import MotionRender
import XCTest

/// A script's canvases rendered through `MotionRenderer` to PNG (decoded by the renderer's own
/// reader, pixels checked against the values drawn) and to SVG.
final class RenderReadbackTests: XCTestCase {
    func testScriptCanvasesRenderToPNGAndSVG() throws {
        let result = ScriptSupport.run("""
        const c = new OffscreenCanvas(40, 20), g = c.getContext('2d');
        g.fillStyle = 'rgb(0, 0, 255)'; g.fillRect(0, 0, 20, 20);
        g.fillStyle = 'rgba(255, 0, 0, 0.5)'; g.fillRect(20, 0, 20, 20);
        const e = document.createElement('canvas'); e.width = 8; e.height = 8;
        """)
        XCTAssertEqual(result.canvases.map(\.name), ["canvas-1", "canvas-2"])
        XCTAssertEqual(result.canvases.map(\.width), [40, 8])
        let canvas = result.canvases[0]
        let png = try MotionRenderer.render(canvas, at: 0, options: RenderOptions(background: false))
        let image = try RasterImage(pngData: png)
        XCTAssertEqual(image.width, 40); XCTAssertEqual(image.height, 20)
        XCTAssertTrue(image[10, 10] == (0, 0, 255, 255))
        XCTAssertTrue(image[30, 10] == (255, 0, 0, 128))
        let doubled = try RasterImage(pngData: try MotionRenderer.render(canvas, at: 0, options: RenderOptions(size: .scale(2), background: false)))
        XCTAssertEqual(doubled.width, 80)
        XCTAssertTrue(doubled[20, 20] == (0, 0, 255, 255))
        let svg = String(decoding: try MotionRenderer.render(canvas, at: 0, options: RenderOptions(format: .svg, background: false)), as: UTF8.self)
        XCTAssertTrue(svg.contains("<svg") && svg.contains("<path") && svg.contains(##"fill="#0000FF""##), "vector, with the colour drawn: \(svg.replacingOccurrences(of: "\n", with: " ").prefix(1500))")
    }

    func testAFailedScriptKeepsItsOutput() {
        let result = JSScriptRunner.run(source: "console.log('before'); console.warn('careful');\nnull.x;", name: "fails.js")
        XCTAssertEqual(result.output, ["before", "warn: careful"])
        XCTAssertFalse(result.succeeded)
        guard case .exception(_, let line, _, let message, let stack)? = result.error else { return XCTFail("no exception") }
        XCTAssertEqual(line, 2); XCTAssertTrue(message.hasPrefix("TypeError:"), message); XCTAssertTrue(stack.contains("fails.js:2:"), stack)
    }
}
