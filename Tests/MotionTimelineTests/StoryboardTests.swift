import Foundation
import MotionRender
@testable import MotionTimeline
import MotionScenes
import MotionTestSupport
import XCTest

/// Storyboards: page count and size, the labels as text, and a page that rasterizes like the PNG
/// of the same frame.
final class StoryboardTests: XCTestCase {
    func testDefaultTimesAddPhasesAndTheStillFrame() {
        let times = Storyboard.defaultTimes(BotsScene(), count: 4)
        XCTAssertEqual(times, [0, 1.35, 1.5, 2.0, 2.75, 3.0, 3.65, 4.5, 4.6])
    }

    func testGridPagesSizeAndLabels() throws {
        let folder = try makeTemporaryFolder(self)
        let pdf = folder.appendingPathComponent("bots.pdf")
        var board = try Storyboard(scene: BotsScene(), times: Storyboard.defaultTimes(BotsScene()))
        board.curve = BotsScene().curves[0]
        try board.write(to: pdf)
        let info = try ExternalTool.run("pdfinfo", package: "poppler-utils", [pdf.path]).text
        XCTAssertTrue(info.contains("Pages:           2"), info)
        XCTAssertTrue(info.contains("Page size:       841.89 x 595.276 pts (A4)"), info)
        XCTAssertTrue(info.contains("Title:           bots storyboard"), info)
        XCTAssertTrue(info.contains("Subject:         pick your rival and play the first move"), info)
        let text = try ExternalTool.run("pdftotext", package: "poppler-utils", ["-layout", pdf.path, "-"]).text
        for label in ["1350 ms", "pick", "2750 ms", "1.e4", "4600 ms", "still frame", "scene bots", "speed 1.2×", "card slide"] {
            XCTAssertTrue(text.contains(label), "missing '\(label)' in \(text)")
        }
    }

    func testPiecesAreStoredOnceHoweverManyFramesDrawThem() throws {
        var one = try Storyboard(scene: BotsScene(), times: [4.6])
        one.layout = .pages
        var many = try Storyboard(scene: BotsScene(), times: (0..<24).map { 3 + Double($0) * 0.1 })
        many.layout = .pages
        let single = try one.render().count, all = try many.render().count
        XCTAssertLessThan(Double(all), 0.2 * 24 * Double(single), "24 pages: \(all) bytes; one page: \(single) bytes")
    }

    func testPortraitLetterAndOnePerPage() throws {
        var board = try Storyboard(scene: CoinsScene(), times: [0.5, 1, 4.4])
        board.paper = .letter
        board.orientation = .portrait
        board.layout = .pages
        XCTAssertEqual(board.pageCount, 3)
        let folder = try makeTemporaryFolder(self)
        let pdf = folder.appendingPathComponent("coins.pdf")
        try board.write(to: pdf)
        let info = try ExternalTool.run("pdfinfo", package: "poppler-utils", [pdf.path]).text
        XCTAssertTrue(info.contains("Pages:           3") && info.contains("612 x 792 pts (letter)"), info)
    }

    func testPageRasterizesLikeThePNGOfTheSameFrame() throws {
        var board = try Storyboard(scene: CoinsScene(), times: [3.1])
        board.layout = .pages
        let cell = board.layoutCells()[0]
        let folder = try makeTemporaryFolder(self)
        let pdf = folder.appendingPathComponent("page.pdf")
        try board.write(to: pdf)
        let prefix = folder.appendingPathComponent("page").path
        let x = Int(cell.minX.rounded(.up)) + 1, y = Int(cell.minY.rounded(.up)) + 1
        let w = Int(cell.width) - 3, h = Int(cell.height) - 3
        let raster = try ExternalTool.run("pdftoppm", package: "poppler-utils",
                                          ["-png", "-r", "72", "-singlefile", "-x", "\(x)", "-y", "\(y)", "-W", "\(w)", "-H", "\(h)", pdf.path, prefix])
        XCTAssertEqual(raster.status, 0, raster.stderr)
        let page = try RasterImage(contentsOf: URL(fileURLWithPath: prefix + ".png"))
        // The same frame drawn by the renderer into a page-sized PNG at the cell's place, then cropped alike.
        let placed = PlacedScene(inner: CoinsScene(), cell: cell, page: CGSize(width: board.pageSize.width, height: board.pageSize.height))
        let full = try MotionRenderer.raster(placed, at: 3.1, options: RenderOptions(background: false))
        let own = full.cropped(x: x, y: y, width: w, height: h)
        let difference = try XCTUnwrap(ImageDifference(own, page, threshold: 96))
        XCTAssertLessThan(difference.meanAbsoluteError, 0.01, "\(difference)")
        XCTAssertLessThan(difference.differingFraction, 0.01, "\(difference)")
    }

    func testBadTimesAreRefused() {
        XCTAssertThrowsError(try Storyboard(scene: CoinsScene(), times: [])) { XCTAssertTrue("\($0)".contains("at least one time")) }
        XCTAssertThrowsError(try Storyboard(scene: CoinsScene(), times: [1, 0.5])) {
            XCTAssertTrue("\($0)".contains("times 1.0 then 0.5 is invalid: expected strictly increasing times"), "\($0)")
        }
        XCTAssertThrowsError(try Storyboard(scene: CoinsScene(), times: [0, 9])) {
            XCTAssertTrue("\($0)".contains("time 9 is outside scene 'coins'"), "\($0)")
        }
        XCTAssertThrowsError(try Storyboard.times(every: 0, CoinsScene())) { XCTAssertTrue("\($0)".contains("every 0.0 is invalid")) }
    }
}

/// Draws a scene into `cell` of a `page`-sized box, with the palette background behind it, as the
/// storyboard does, so both can be compared pixel for pixel.
private struct PlacedScene: MotionScene {
    let inner: any MotionScene
    let cell: CGRect
    let page: CGSize
    var name: String { inner.name }
    var duration: Double { inner.duration }
    var stillTime: Double { inner.stillTime }
    var box: CGSize { page }
    func draw(_ c: inout MotionCanvas, t: Double) {
        var frame = c
        frame.clip(to: MotionPath(rect: cell))
        frame.rect(cell, c.palette.background)
        frame.context.translateBy(x: cell.minX, y: cell.minY)
        frame.context.scaleBy(x: cell.width / inner.box.width, y: cell.width / inner.box.width)
        inner.draw(&frame, t: t)
    }
}
