import Foundation
import MotionJS
import MotionRender
import MotionScenes
import MotionTestSupport
import MotionTimeline
import XCTest

/// SVG keeps the whole drawing model vector: every built-in scene's still (both schemes) and
/// animated SVG holds no `<image>` but the coach's photo, and librsvg and headless Chromium draw
/// each still like the package's own PNG at 1× and at 4× the document's size (mean absolute
/// channel error at most 0.005); the same for a JavaScript prototype that uses `'lighter'`,
/// `'destination-out'`, `shadowBlur`, `filter = 'blur(…)'`, gradients and text.
///
/// The references are the other programs' rasterizations (librsvg's `rsvg-convert --zoom`, a
/// Chromium tab at that device scale) against cairo's PNG of the same frame at that scale.
final class VectorSVGTests: XCTestCase {
    static let tolerance = 0.005
    static let prototype = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Prototypes/effects.js")

    func testBuiltInStillsStayVectorAndDrawLikeTheirPNGs() throws {
        let folder = try makeTemporaryFolder(self)
        let browser = try DevToolsBrowser.launch()
        defer { browser.close() }
        for scene in BuiltInScenes.all {
            for scheme in ColorScheme.allCases {
                var options = RenderOptions(format: .svg)
                options.colorScheme = scheme
                try check(scene, at: scene.stillTime, options: options, "\(scene.name), \(scheme)", browser: browser, in: folder)
            }
        }
    }

    func testAPrototypeWithEffectsStaysVectorAndDrawsLikeItsPNG() throws {
        let folder = try makeTemporaryFolder(self)
        let file = try JSSceneFile(contentsOf: Self.prototype, name: "effects.js")
        let scene = try XCTUnwrap(file.scene(named: "effects"))
        let browser = try DevToolsBrowser.launch()
        defer { browser.close() }
        for t in [0.5, 2.0] {
            let svg = try check(scene, at: t, options: RenderOptions(format: .svg), "effects.js at \(t) s", browser: browser, in: folder)
            // Each effect is there as what it is, not as pixels.
            for marker in ["feGaussianBlur", "feComposite", "<mask", "linearGradient", "radialGradient", "<symbol"] {
                XCTAssertTrue(svg.contains(marker), "effects.js at \(t) s: no \(marker)")
            }
        }
    }

    func testAnimatedSVGsStayVectorAndSmall() throws {
        for scene in BuiltInScenes.all {
            let svg = try AnimatedSVG(scene: scene, timing: AnimationTiming.range(scene, fps: 30), jobs: 2)
            let text = String(decoding: svg.data, as: UTF8.self)
            XCTAssertEqual(Self.images(in: text), scene.name == "coach" ? 1 : 0, "\(scene.name): images in the animated SVG")
            if scene.name == "coach" {
                XCTAssertLessThanOrEqual(svg.data.count, 2_000_000, "coach animated SVG: \(svg.data.count) bytes")
            }
        }
    }

    /// Checks one frame: images (only the coach's photo), the coach's size, and both renderers
    /// at both zooms; returns the SVG.
    @discardableResult
    private func check(_ scene: any MotionScene, at t: Double, options: RenderOptions, _ what: String, browser: DevToolsBrowser,
                       in folder: URL) throws -> String {
        let data = try MotionRenderer.render(scene, at: t, options: options)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(Self.images(in: text), scene.name == "coach" ? 1 : 0, "\(what): images in the SVG")
        if scene.name == "coach" { XCTAssertLessThanOrEqual(data.count, 100_000, "\(what): \(data.count) bytes") }
        let svg = folder.appendingPathComponent("frame.svg")
        try data.write(to: svg)
        for zoom in [1, 4] {
            var raster = options
            raster.format = .png
            raster.size = .scale(Double(zoom))
            let own = try MotionRenderer.raster(scene, at: t, options: raster)
            let rsvg = folder.appendingPathComponent("rsvg.png")
            let convert = try ExternalTool.run("rsvg-convert", package: "librsvg2-bin", ["--zoom", "\(zoom)", svg.path, "-o", rsvg.path])
            XCTAssertEqual(convert.status, 0, convert.stderr)
            try assertClose(own, try RasterImage(contentsOf: rsvg), "\(what), rsvg-convert at \(zoom)×")
            let page = try browser.newPage(width: Int(scene.box.width), height: Int(scene.box.height), scale: Double(zoom))
            defer { page.close() }
            try page.navigate(to: svg)
            try assertClose(own, try RasterImage(pngData: page.screenshot()), "\(what), Chromium at \(zoom)×")
        }
        return text
    }

    private func assertClose(_ own: RasterImage, _ other: RasterImage, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        // Both on white: the frame is opaque, a renderer's margin is not.
        guard let difference = ImageDifference(own.flattened(), other.flattened()) else {
            return XCTFail("\(what): \(other.width)x\(other.height), the PNG is \(own.width)x\(own.height)", file: file, line: line)
        }
        XCTAssertLessThanOrEqual(difference.meanAbsoluteError, Self.tolerance, "\(what): \(difference)", file: file, line: line)
    }

    static func images(in svg: String) -> Int { svg.components(separatedBy: "<image").count - 1 }
}

extension RasterImage {
    /// The image over opaque white.
    func flattened() -> RasterImage {
        var rgba = self.rgba
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let a = Int(rgba[i + 3])
            for c in 0..<3 { rgba[i + c] = UInt8((Int(rgba[i + c]) * a + 255 * (255 - a) + 127) / 255) }
            rgba[i + 3] = 255
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }
}
