import Foundation
import FoundationXML
@testable import MotionRender
import MotionScenes
import MotionTestSupport
import XCTest

/// SVG and PDF documents draw each thread's own recording of an asset, the same object in every
/// document (no copy per document, which cairo would never free). A document's bytes must then not
/// depend on the documents the thread wrote before it: each is compared with the same document
/// written on a fresh thread, whose recordings are new.
final class VectorDocumentTests: XCTestCase {
    static let pieces: [SVGAsset] = ["wK", "wN", "bQ", "bP"].map { try! SVGAssetCache.shared.resource("pieces/classic/\($0).svg") }

    /// Pieces sliding and fading, in a layer, clipped, and inside a scene drawn in the scene.
    static let scene = ClosureScene(duration: 4) { c, t in
        for (i, piece) in pieces.enumerated() {
            var moving = c
            moving.fade(0.4 + 0.6 * abs(cos(t + Double(i))))
            moving.image(piece, in: CGRect(x: 20 + 60 * Double(i) + 30 * t, y: 40 + 10 * t, width: 45, height: 45))
        }
        c.drawLayer(opacity: 0.6) { layer in layer.image(pieces[1], in: CGRect(x: 200, y: 160, width: 80, height: 80)) }
        var clipped = c
        clipped.clip(to: MotionPath(ellipseIn: CGRect(x: 20, y: 150, width: 90, height: 60)))
        clipped.image(pieces[2], in: CGRect(x: 30, y: 140, width: 80, height: 80))
    }
    static let outer = ClosureScene(duration: 4) { c, t in
        try? c.draw(scene, at: t, in: CGRect(x: 180, y: 0, width: 180, height: 140))
    }

    /// `body`'s result, computed on a thread of its own (with its own recordings of every asset).
    private func onFreshThread<T>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        let result = LockedBox<Result<T, Error>>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.set(Result { try body() })
            done.signal()
        }
        thread.start()
        done.wait()
        return try result.get()!.get()
    }

    func testSVGDocumentsDoNotDependOnTheDocumentsBefore() throws {
        let times = (0..<24).map { Double($0) / 6 }
        for scene in [Self.scene, Self.outer] {
            let options = RenderOptions(format: .svg)
            // One thread writes every document, then the first ones again.
            let sequence = try onFreshThread { try (times + times.prefix(3)).map { try MotionRenderer.render(scene, at: $0, options: options) } }
            for (index, t) in (times + times.prefix(3)).enumerated() where index % 5 == 0 || index >= times.count {
                let fresh = try onFreshThread { try MotionRenderer.render(scene, at: t, options: options) }
                XCTAssertEqual(sequence[index], fresh, "document \(index) (t = \(t)) differs from the same document on a fresh thread")
            }
            XCTAssertTrue(String(decoding: sequence[0], as: UTF8.self).contains("<svg"))
        }
    }

    func testPDFDocumentsDoNotDependOnTheDocumentsBefore() throws {
        let pages = (0..<12).map { Double($0) / 3 }
        let options = RenderOptions(format: .pdf)
        let written = try onFreshThread { () -> [Data] in
            var documents: [Data] = []
            for _ in 0..<3 {
                documents.append(try MotionRenderer.renderPages(Self.scene, times: pages, options: options))
                documents.append(try MotionRenderer.render(Self.outer, at: 1.5, options: options))
            }
            return documents
        }
        let freshPages = try onFreshThread { try MotionRenderer.renderPages(Self.scene, times: pages, options: options) }
        let freshSingle = try onFreshThread { try MotionRenderer.render(Self.outer, at: 1.5, options: options) }
        for round in 0..<3 {
            XCTAssertEqual(written[2 * round], freshPages, "the 12-page PDF of round \(round)")
            XCTAssertEqual(written[2 * round + 1], freshSingle, "the single page of round \(round)")
        }
    }

    func testDocumentsWrittenInsideOtherDocumentsAreUnchanged() throws {
        // An SVG (and a PDF) written inside a PDF page's closure, while that PDF's bytes are being
        // collected on the same thread, against the same documents written alone.
        let svgOptions = RenderOptions(format: .svg), pdfOptions = RenderOptions(format: .pdf)
        let alone = try onFreshThread { try MotionRenderer.render(Self.scene, at: 1.25, options: svgOptions) }
        let alonePDF = try onFreshThread { try MotionRenderer.render(Self.outer, at: 2, options: pdfOptions) }
        let (inside, insidePDF, outer) = try onFreshThread { () -> (Data, Data, Data) in
            var svg = Data(), pdf = Data()
            let writer = try PDFDocumentWriter(pageSize: CGSize(width: 360, height: 280), title: "outer")
            try writer.addPage { page in
                page.image(Self.pieces[0], in: CGRect(x: 10, y: 10, width: 50, height: 50))
                svg = try MotionRenderer.render(Self.scene, at: 1.25, options: svgOptions)
                pdf = try MotionRenderer.render(Self.outer, at: 2, options: pdfOptions)
                page.image(Self.pieces[1], in: CGRect(x: 70, y: 10, width: 50, height: 50))
            }
            return (svg, pdf, try writer.finish())
        }
        XCTAssertEqual(inside, alone)
        XCTAssertEqual(insidePDF, alonePDF)
        let outerAlone = try onFreshThread { () -> Data in
            let writer = try PDFDocumentWriter(pageSize: CGSize(width: 360, height: 280), title: "outer")
            try writer.addPage { page in
                page.image(Self.pieces[0], in: CGRect(x: 10, y: 10, width: 50, height: 50))
                page.image(Self.pieces[1], in: CGRect(x: 70, y: 10, width: 50, height: 50))
            }
            return try writer.finish()
        }
        XCTAssertEqual(outer, outerAlone)
    }

    func testVectorDocumentsMakeNoCopiesOfTheirAssets() throws {
        for format in [RenderFormat.svg, .pdf] {
            let scope = AssetScope()
            let options = RenderOptions(format: format)
            let geometry = try OutputGeometry(box: Self.scene.box, size: options.size, pixelLimit: options.pixelLimit)
            let environment = try options.environment(box: Self.scene.box)
            for t in [0.5, 1.5, 2.5] {
                if format == .svg {
                    let recorder = DisplayRecorder()
                    try MotionRenderer.record(Self.scene, t, recorder, geometry, environment, options, assets: scope)
                    _ = SVGWriter(width: Double(geometry.width), height: Double(geometry.height), prefix: "v", writesText: true, assets: scope)
                        .document(recorder.list, title: "", description: "", decorative: false)
                } else {
                    let pdf = try PDFSurface(width: Double(geometry.width), height: Double(geometry.height), title: "pages")
                    try MotionRenderer.draw(Self.scene, t, on: pdf.surface, geometry, environment, options, assets: scope)
                }
            }
            XCTAssertEqual(scope.copyCount, 0, "\(format)")
        }
        // A raster frame still makes its copies (for what the image cache does not draw: here the
        // clipped queen).
        let scope = AssetScope(), options = RenderOptions()
        let geometry = try OutputGeometry(box: Self.scene.box, size: options.size, pixelLimit: options.pixelLimit)
        let image = try ImageSurface(geometry)
        try MotionRenderer.draw(Self.scene, 0.5, on: image.surface, geometry, try options.environment(box: Self.scene.box), options, assets: scope)
        XCTAssertGreaterThan(scope.copyCount, 0)
    }

    /// Issue 27, defect 6: SVGs of one scene embedded in one page share ids only for identical
    /// content. Every element with an id in renders at nearby times (3 s and 3.0004 s of bots, which
    /// once shared `…-surface16` for different pictures) is the same markup wherever the id occurs.
    func testAnIDNamesTheSameContentInEveryDocument() throws {
        var seen: [String: String] = [:]
        for t in [3, 3.0004, 3.5, 4.4] {
            let svg = String(decoding: try MotionRenderer.render(BotsScene(), at: t, options: RenderOptions(format: .svg)), as: UTF8.self)
            let document = try XMLDocument(xmlString: svg, options: [])
            var elements = [try XCTUnwrap(document.rootElement())]
            while let element = elements.popLast() {
                elements += element.children?.compactMap { $0 as? XMLElement } ?? []
                guard let id = element.attributes?.first(where: { $0.name == "id" })?.stringValue else { continue }
                // Titles and descriptions name the instant on purpose; their ids carry the time too.
                let markup = element.xmlString
                if let earlier = seen[id] { XCTAssertEqual(earlier, markup, "id \(id) at t = \(t)") } else { seen[id] = markup }
            }
        }
        XCTAssertGreaterThan(seen.count, 30)
    }
}
