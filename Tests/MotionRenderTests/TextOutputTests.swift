import Foundation
@testable import MotionRender
import MotionTestSupport
import XCTest

/// Text in every output: SVG glyphs stay vector, SVG and PDF rasterize like the PNG, bytes do
/// not depend on the layout cache, and the cache shapes a static text once.
final class TextOutputTests: XCTestCase {
    static let scene = ClosureScene(name: "scripts") { c, _ in
        c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
        c.text("AVATAR Wave, office", at: CGPoint(x: 20, y: 40), font: MotionFont(size: 22, weight: .semibold), color: .black, baseline: .alphabetic)
        c.text("مرحبا بالعالم 123", at: CGPoint(x: 340, y: 90), font: MotionFont(size: 22), color: .black, baseline: .alphabetic)
        c.text("नमस्ते दुनिया", at: CGPoint(x: 20, y: 140), font: MotionFont(size: 22), color: .black, baseline: .alphabetic)
        c.draw(MotionText("日本語のテキストは文字の間で折り返します。").font(MotionFont(size: 18)).foregroundColor(.black),
               in: CGRect(x: 20, y: 160, width: 200, height: 100))
    }

    /// Compared at scale 3 (216 dpi): on a frame that is mostly text, the rasterizers' own glyph
    /// antialiasing is most of the difference, and finer pixels make it a smaller share.
    func testSVGAndPDFRasterizeLikeThePNG() throws {
        let folder = try makeTemporaryFolder(self)
        let own = try MotionRenderer.raster(Self.scene, at: 0.5, options: RenderOptions(size: .scale(3)))
        let svg = folder.appendingPathComponent("scripts.svg"), pdf = folder.appendingPathComponent("scripts.pdf")
        try MotionRenderer.render(Self.scene, at: 0.5, options: RenderOptions(format: .svg), to: svg)
        try MotionRenderer.render(Self.scene, at: 0.5, options: RenderOptions(format: .pdf), to: pdf)
        let markup = try String(contentsOf: svg, encoding: .utf8)
        XCTAssertTrue(markup.contains("<symbol") && markup.contains("<path"), "glyphs as vector symbols")
        XCTAssertFalse(markup.contains("<image"), "no glyph is a bitmap")
        let rsvg = folder.appendingPathComponent("rsvg.png")
        XCTAssertEqual(try ExternalTool.run("rsvg-convert", package: "librsvg2-bin", ["-z", "3", svg.path, "-o", rsvg.path]).status, 0)
        let prefix = folder.appendingPathComponent("page").path
        XCTAssertEqual(try ExternalTool.run("pdftoppm", package: "poppler-utils", ["-png", "-r", "216", "-singlefile", pdf.path, prefix]).status, 0)
        for (name, url) in [("rsvg-convert", rsvg), ("pdftoppm", URL(fileURLWithPath: prefix + ".png"))] {
            let difference = try XCTUnwrap(ImageDifference(own, try RasterImage(contentsOf: url), threshold: FormatCrossCheckTests.strongDelta))
            XCTAssertLessThan(difference.meanAbsoluteError, FormatCrossCheckTests.meanErrorTolerance, "\(name): \(difference)")
            XCTAssertLessThan(difference.differingFraction, FormatCrossCheckTests.strongFractionTolerance, "\(name): \(difference)")
        }
    }

    /// The same bytes with the cache on (twice: the second render reuses the layouts) and off.
    func testOutputDoesNotDependOnTheLayoutCache() throws {
        for format in RenderFormat.allCases {
            var cached = RenderOptions(format: format)
            var uncached = cached
            uncached[TextLayoutCachingKey.self] = false
            cached[TextLayoutCachingKey.self] = true
            let first = try MotionRenderer.render(Self.scene, at: 0.5, options: cached)
            XCTAssertEqual(try MotionRenderer.render(Self.scene, at: 0.5, options: cached), first, "\(format) again")
            XCTAssertEqual(try MotionRenderer.render(Self.scene, at: 0.5, options: uncached), first, "\(format) without the cache")
        }
    }

    /// Laying out a key twice shapes it once; without the cache, every time; a full generation
    /// keeps the previous one, so memory stays bounded and recent texts stay cached.
    func testTheCacheShapesAStaticTextOnce() throws {
        let engine = TextEngine()
        func key(_ string: String) -> TextLayoutRequest {
            TextLayoutRequest(line: string, font: MotionFont(size: 14),
                          settings: TextSettings(environment: MotionEnvironment(colorScheme: .light, palette: try! PaletteSet.builtIn().palette(for: .light)), outputScale: 1))
        }
        let first = engine.layout(key("Play a game a day"))
        XCTAssertTrue(engine.layout(key("Play a game a day")) === first)
        XCTAssertEqual(engine.layoutsMade, 1)
        _ = engine.layout(key("Play a game a day"), cached: false)
        XCTAssertEqual(engine.layoutsMade, 2)
        for i in 0..<TextEngine.cacheCapacity { _ = engine.layout(key("label \(i)")) }
        XCTAssertTrue(engine.layout(key("Play a game a day")) === first, "still in the previous generation")
        for i in 0..<(2 * TextEngine.cacheCapacity) { _ = engine.layout(key("other \(i)")) }
        let made = engine.layoutsMade
        XCTAssertFalse(engine.layout(key("Play a game a day")) === first, "dropped after two generations")
        XCTAssertEqual(engine.layoutsMade, made + 1)
    }

    /// Every document gives its text engine back when it is done (a document kept alive by a
    /// reference cycle would make the next one start a cold engine: new fonts, new fallbacks).
    func testEveryDocumentReturnsItsTextEngine() throws {
        func renderAll() throws {
            for format in RenderFormat.allCases { _ = try MotionRenderer.render(Self.scene, at: 0.5, options: RenderOptions(format: format)) }
            _ = try MotionRenderer.raster(Self.scene, at: 0.5)
            _ = try MotionRenderer.displayList(Self.scene, at: 0.5)
            let rasterizer = try FrameRasterizer(scene: Self.scene, options: RenderOptions())
            try rasterizer.draw(at: 0.5)
            _ = try rasterizer.pngData()
            let pdf = try PDFDocumentWriter(pageSize: CGSize(width: 360, height: 280), title: "pages")
            try pdf.addPage { c in c.text("page", at: CGPoint(x: 20, y: 40), color: .black) }
            _ = try pdf.finish()
        }
        try renderAll()
        let made = TextEngine.pool.enginesMade
        for _ in 0..<5 { try renderAll() }
        XCTAssertEqual(TextEngine.pool.enginesMade, made, "documents kept their engines")
    }
}
