import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// The public composition API: a scene drawn into a rect of another canvas, PDF pages that hand
/// out canvases, and canvases that outlive their frame.
final class CompositionTests: XCTestCase {
    /// A 100 × 50 box filled red, with a green 10 × 10 square at its top-left corner.
    private static let inner = ClosureScene(name: "inner", box: CGSize(width: 100, height: 50)) { c, _ in
        c.rect(CGRect(x: 0, y: 0, width: 100, height: 50), Pure.red)
        c.rect(CGRect(x: 0, y: 0, width: 10, height: 10), Pure.green)
    }

    func testASceneIsFittedCentredAndClippedIntoTheRect() throws {
        // A 200 × 200 rect: the 100 × 50 box scales by 2 to 200 × 100, centred at y 50…150.
        let image = try pixels(ClosureScene { c, _ in
            do {
                try c.draw(Self.inner, at: 0, in: CGRect(x: 40, y: 20, width: 200, height: 200), background: false)
            } catch {
                c.report("\(error)")
            }
        })
        XCTAssertEqual(image[45, 75].g, 255, "the inner top-left square, scaled to 20 × 20 at (40, 70)")
        XCTAssertEqual(image[45, 75].r, 0)
        XCTAssertEqual(image[200, 140].r, 255, "the inner red fill")
        XCTAssertEqual(image[100, 60].a, 0, "above the fitted box, inside the rect: nothing")
        XCTAssertEqual(image[100, 180].a, 0, "below the fitted box")
        XCTAssertEqual(image[30, 100].a, 0, "left of the rect")
    }

    func testTheInnerSceneGetsItsOwnBoxAndTheBackgroundOfItsEnvironment() throws {
        let boxSeen = LockedBox<CGSize>()
        let probe = ClosureScene(name: "probe", box: CGSize(width: 50, height: 50)) { c, _ in boxSeen.set(c.environment.box) }
        var options = RenderOptions(background: false)
        options.colorScheme = .dark
        let image = try MotionRenderer.raster(ClosureScene { c, _ in
            do { try c.draw(probe, at: 0, in: CGRect(x: 0, y: 0, width: 50, height: 50)) } catch { c.report("\(error)") }
        }, at: 0.5, options: options)
        XCTAssertEqual(boxSeen.get(), CGSize(width: 50, height: 50))
        let dark = try RenderOptions(colorScheme: .dark).environment(box: CGSize(width: 50, height: 50)).palette.background
        XCTAssertEqual(Int(image[25, 25].r), Int((dark.red * 255).rounded()), accuracy: 1, "the dark palette's background")
        XCTAssertEqual(image[100, 100].a, 0, "outside the rect the outer canvas stays transparent")
    }

    func testAFadedCanvasCompositesTheSceneAsOneLayer() throws {
        let image = try pixels(ClosureScene { c, _ in
            var half = c
            half.fade(0.5)
            do { try half.draw(Self.inner, at: 0, in: CGRect(x: 0, y: 0, width: 100, height: 50), background: false) } catch { c.report("\(error)") }
        })
        // The green square over the red fill: as a layer, the pixel is green at half opacity,
        // not a mix of a half-opaque red under a half-opaque green.
        XCTAssertEqual(Int(image[5, 5].a), 128, accuracy: 1)
        XCTAssertEqual(image[5, 5].g, 255)
        XCTAssertEqual(image[5, 5].r, 0)
    }

    func testInnerProblemsAndBadRectsAreErrorsNamingTheInnerScene() throws {
        let broken = ClosureScene(name: "broken") { c, _ in c.circle(CGPoint(x: Double.nan, y: 0), 3, Pure.red) }
        let pdf = try PDFDocumentWriter(pageSize: CGSize(width: 360, height: 280), title: "test")
        XCTAssertThrowsError(try pdf.addPage { page in
            try page.draw(broken, at: 0.25, in: CGRect(x: 0, y: 0, width: 360, height: 280))
        }) { error in
            XCTAssertEqual(error as? RenderError, .nonFiniteGeometry(scene: "broken", time: 0.25, detail: "fill of a path with non-finite points"))
        }
        let page = try PDFDocumentWriter(pageSize: CGSize(width: 100, height: 100), title: "test")
        for rect in [CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: Double.infinity, y: 0, width: 10, height: 10)] {
            XCTAssertThrowsError(try page.addPage { try $0.draw(Self.inner, at: 0, in: rect) }) { error in
                XCTAssertTrue("\(error)".hasPrefix("scene rect"), "\(error)")
            }
        }
        XCTAssertThrowsError(try page.addPage { try $0.draw(Self.inner, at: 2, in: CGRect(x: 0, y: 0, width: 10, height: 10)) }) { error in
            XCTAssertEqual(error as? RenderError, .timeOutOfRange(scene: "inner", time: 2, duration: 1))
        }
    }

    func testPDFPagesHandOutCanvasesAndStoreAnAssetOnce() throws {
        let folder = try makeTemporaryFolder(self)
        // 400 dots: one copy of the drawing is several kilobytes in the file.
        let dots = (0..<400).map { i in "<circle cx=\"\(i % 20 * 2 + 1)\" cy=\"\(i / 20 * 2 + 1)\" r=\"0.9\" fill=\"#3a6\"/>" }
        let asset = try SVGAsset(data: Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"40\">\(dots.joined())</svg>".utf8),
                                 name: "dots.svg")
        func document(pages: Int) throws -> Data {
            let pdf = try PDFDocumentWriter(pageSize: CGSize(width: 200, height: 100), title: "\(pages) pages")
            for i in 0..<pages {
                try pdf.addPage { page in
                    page.image(asset, in: CGRect(x: Double(i % 10) * 10, y: 10, width: 40, height: 40))
                    page.rect(CGRect(x: 150, y: 10, width: 20, height: 20), Pure.blue)
                }
            }
            XCTAssertEqual(pdf.pageCount, pages)
            return try pdf.finish()
        }
        let one = try document(pages: 1), many = try document(pages: 60)
        let file = folder.appendingPathComponent("pages.pdf")
        try many.write(to: file)
        let info = try ExternalTool.run("pdfinfo", package: "poppler-utils", [file.path]).text
            .split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        XCTAssertTrue(info.contains("Pages: 60"), "\(info)")
        XCTAssertTrue(info.contains("Page size: 200 x 100 pts"), "\(info)")
        // The drawing is stored once: each further page adds its own small content stream and
        // page object, far less than one copy of the drawing.
        let perPage = Double(many.count - one.count) / 59
        XCTAssertGreaterThan(one.count, 4000, "one copy of the drawing is several kilobytes")
        XCTAssertLessThan(perPage, 800, "bytes per extra page: \(one.count) → \(many.count)")
        XCTAssertEqual(try document(pages: 60), many, "the same pages give the same bytes")
    }

    func testPDFWriterRefusesBadPagesAndEmptyDocuments() throws {
        for size in [CGSize(width: 0, height: 10), CGSize(width: CGFloat.nan, height: 10), CGSize(width: 20_000, height: 10)] {
            XCTAssertThrowsError(try PDFDocumentWriter(pageSize: size, title: "bad")) { error in
                XCTAssertNotNil(error as? RenderError, "\(error)")
            }
        }
        let empty = try PDFDocumentWriter(pageSize: CGSize(width: 10, height: 10), title: "empty")
        XCTAssertThrowsError(try empty.finish()) { XCTAssertTrue("\($0)".contains("page count 0"), "\($0)") }
    }

    func testACanvasKeptPastItsFrameDrawsNothingAndSaysSo() throws {
        let kept = LockedBox<MotionCanvas>()
        let keeper = ClosureScene(name: "keeper") { c, _ in
            kept.set(c)
            c.rect(CGRect(x: 0, y: 0, width: 10, height: 10), Pure.red)
        }
        let first = try pixels(keeper)
        XCTAssertEqual(first[5, 5].r, 255)
        let stale = try XCTUnwrap(kept.get())
        let warning = try capturingStandardError {
            stale.rect(CGRect(x: 0, y: 0, width: 100, height: 100), Pure.blue)
            stale.rect(CGRect(x: 0, y: 0, width: 100, height: 100), Pure.green)
            XCTAssertEqual(stale.measure("late").width, 0)
        }
        XCTAssertEqual(warning.filter { $0 == "\n" }.count, 1, "reported once: \(warning)")
        XCTAssertTrue(warning.hasPrefix("error: a MotionCanvas was used after its frame ended (fill)"), warning)
        XCTAssertEqual(try pixels(keeper), first, "a later frame is not affected")
    }

    func testDrawLayerRethrowsAndClosesTheLayer() throws {
        struct Stop: Error {}
        let image = try pixels(ClosureScene { c, _ in
            do {
                try c.drawLayer(opacity: 0.5) { layer in
                    layer.rect(CGRect(x: 0, y: 0, width: 10, height: 10), Pure.red)
                    throw Stop()
                }
                c.report("the error was not rethrown")
            } catch {
                // After the throw the layer is closed: this square is drawn at full opacity.
                c.rect(CGRect(x: 20, y: 0, width: 10, height: 10), Pure.green)
            }
        })
        XCTAssertEqual(Int(image[5, 5].a), 128, accuracy: 1, "what the layer drew before the throw, at the layer's opacity")
        XCTAssertEqual(image[25, 5].a, 255)
        XCTAssertEqual(image[25, 5].g, 255)
    }

    func testAnExplicitTimeWinsOverReduceMotionAndTheSceneStillSeesIt() throws {
        let seen = LockedBox<Bool>()
        let scene = ClosureScene(name: "probe", duration: 2, stillTime: 1.5) { c, _ in seen.set(c.environment.reduceMotion) }
        XCTAssertEqual(try MotionRenderer.sceneTime(scene, playback: .time(0.25), reduceMotion: true), 0.25)
        XCTAssertEqual(try MotionRenderer.sceneTime(scene, playback: .still, reduceMotion: true), 1.5)
        XCTAssertEqual(try MotionRenderer.sceneTime(scene, playback: .live, elapsed: 0.5, reduceMotion: true), 1.5)
        XCTAssertEqual(try MotionRenderer.sceneTime(scene, playback: .live, elapsed: 0.5), 0.5)
        _ = try MotionRenderer.raster(scene, at: 0.25, options: RenderOptions(reduceMotion: true))
        XCTAssertEqual(seen.get(), true)
        XCTAssertThrowsError(try MotionRenderer.sceneTime(scene, playback: .time(.nan))) {
            XCTAssertEqual("\($0)", "time nan is outside scene 'probe': valid range is 0...2 seconds")
        }
    }
}
