import Foundation
import MotionRender
import MotionScenes
import MotionTestSupport
import XCTest

/// SVG and PDF outputs are checked by other tools: parsed by xmllint and pdfinfo, rasterized by
/// rsvg-convert and pdftoppm, and compared with this package's own PNG of the same frame.
final class FormatCrossCheckTests: XCTestCase {
    /// Rasterizers anti-alias edges and text differently; a moved shape changes whole regions,
    /// so the check allows a small mean error and few strongly differing pixels.
    static let meanErrorTolerance = 0.01
    static let strongDelta = 96
    static let strongFractionTolerance = 0.01

    private let times = [1.5, 3.1, 4.4]

    func testSVGIsWellFormedAndRasterizesLikeThePNG() throws {
        let folder = try makeTemporaryFolder(self)
        for t in times {
            let svg = folder.appendingPathComponent("coins-\(t).svg")
            try MotionRenderer.render(CoinsScene(), at: t, options: RenderOptions(format: .svg), to: svg)
            let lint = try ExternalTool.run("xmllint", package: "libxml2-utils", ["--noout", svg.path])
            XCTAssertEqual(lint.status, 0, "xmllint: \(lint.stderr)")
            let text = try String(contentsOf: svg, encoding: .utf8)
            XCTAssertTrue(text.contains("width=\"360px\"") && text.contains("viewBox=\"0 0 360 280\""), "sized in px with a viewBox")
            let rasterized = folder.appendingPathComponent("coins-\(t)-rsvg.png")
            let convert = try ExternalTool.run("rsvg-convert", package: "librsvg2-bin", [svg.path, "-o", rasterized.path])
            XCTAssertEqual(convert.status, 0, convert.stderr)
            try assertMatchesOwnPNG(try RasterImage(contentsOf: rasterized), t: t, what: "rsvg-convert of the SVG")
        }
    }

    func testPDFHasTheBoxPageSizeAndRasterizesLikeThePNG() throws {
        let folder = try makeTemporaryFolder(self)
        for t in times {
            let pdf = folder.appendingPathComponent("coins-\(t).pdf")
            try MotionRenderer.render(CoinsScene(), at: t, options: RenderOptions(format: .pdf), to: pdf)
            let info = try ExternalTool.run("pdfinfo", package: "poppler-utils", [pdf.path])
            XCTAssertEqual(info.status, 0, info.stderr)
            XCTAssertEqual(pdfField(info.text, "Page size"), "360 x 280 pts", info.text)
            XCTAssertEqual(pdfField(info.text, "Pages"), "1", info.text)
            let prefix = folder.appendingPathComponent("page-\(t)").path
            let raster = try ExternalTool.run("pdftoppm", package: "poppler-utils", ["-png", "-r", "72", "-singlefile", pdf.path, prefix])
            XCTAssertEqual(raster.status, 0, raster.stderr)
            try assertMatchesOwnPNG(try RasterImage(contentsOf: URL(fileURLWithPath: prefix + ".png")), t: t, what: "pdftoppm of the PDF")
        }
    }

    func testScaledVectorOutputsKeepTheBoxAspect() throws {
        let folder = try makeTemporaryFolder(self)
        let pdf = folder.appendingPathComponent("big.pdf")
        try MotionRenderer.render(CoinsScene(), at: 4.4, options: RenderOptions(format: .pdf, size: .scale(2)), to: pdf)
        XCTAssertEqual(pdfField(try ExternalTool.run("pdfinfo", package: "poppler-utils", [pdf.path]).text, "Page size"), "720 x 560 pts")
        let svg = try MotionRenderer.render(CoinsScene(), at: 4.4, options: RenderOptions(format: .svg, size: .size(width: 800, height: 300)))
        let text = String(decoding: svg, as: UTF8.self)
        XCTAssertTrue(text.contains("width=\"800px\"") && text.contains("height=\"300px\""), "explicit size in px")
    }

    func testTextIsSelectableInPDF() throws {
        let folder = try makeTemporaryFolder(self)
        let pdf = folder.appendingPathComponent("text.pdf")
        let scene = ClosureScene { c, _ in
            c.text("Sofía plays e5", at: CGPoint(x: 180, y: 140), font: MotionFont(size: 24), color: .black)
        }
        try MotionRenderer.render(scene, at: 0.5, options: RenderOptions(format: .pdf), to: pdf)
        let text = try ExternalTool.run("pdftotext", package: "poppler-utils", [pdf.path, "-"])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.text.contains("Sofía plays e5"), "pdftotext read: \(text.text)")
    }

    private func assertMatchesOwnPNG(_ other: RasterImage, t: Double, what: String) throws {
        let own = try MotionRenderer.raster(CoinsScene(), at: t)
        guard let difference = ImageDifference(own, other, threshold: Self.strongDelta) else {
            return XCTFail("\(what) at t=\(t) is \(other.width)x\(other.height), the PNG is \(own.width)x\(own.height)")
        }
        XCTAssertLessThan(difference.meanAbsoluteError, Self.meanErrorTolerance, "\(what) at t=\(t): \(difference)")
        XCTAssertLessThan(difference.differingFraction, Self.strongFractionTolerance, "\(what) at t=\(t): \(difference)")
    }

    /// The value of `field` in pdfinfo's output (`Field:   value`).
    private func pdfField(_ info: String, _ field: String) -> String? {
        info.split(separator: "\n").first { $0.hasPrefix(field + ":") }
            .map { $0.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces) }
    }
}
