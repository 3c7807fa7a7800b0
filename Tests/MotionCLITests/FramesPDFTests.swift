import Foundation
import MotionCLI
import MotionRender
import MotionScenes
import MotionTestSupport
import MotionTimeline
import XCTest

/// `frames --format pdf`: one PDF, a page per frame at the output size, checked with poppler's
/// pdfinfo (pages, page size) and pdftoppm (each page's pixels against the PNG `render` makes of
/// the same instant, within the tolerance the format cross-checks use).
final class FramesPDFTests: XCTestCase {
    /// As in FormatCrossCheckTests: a small mean error, few strongly differing pixels.
    static let meanErrorTolerance = 0.01
    static let strongDelta = 96
    static let strongFractionTolerance = 0.01

    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    private func pdfinfo(_ pdf: URL) throws -> [String: String] {
        let info = try ExternalTool.run("pdfinfo", package: "poppler-utils", [pdf.path])
        XCTAssertEqual(info.status, 0, info.stderr)
        var fields: [String: String] = [:]
        for line in info.text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// Page `page` (1-based) of `pdf` rasterized by pdftoppm at 72 dpi: one pixel per point.
    private func page(_ page: Int, of pdf: URL) throws -> RasterImage {
        let prefix = folder.appendingPathComponent("page-\(page)").path
        let raster = try ExternalTool.run("pdftoppm", package: "poppler-utils",
                                          ["-png", "-r", "72", "-f", "\(page)", "-l", "\(page)", "-singlefile", pdf.path, prefix])
        XCTAssertEqual(raster.status, 0, raster.stderr)
        return try RasterImage(contentsOf: URL(fileURLWithPath: prefix + ".png"))
    }

    func testOnePagePerFrameAtTheBoxSizeEachLikeThePNGOfItsInstant() throws {
        let pdf = folder.appendingPathComponent("bots.pdf")
        let result = try CLIRunner.run(["frames", "bots", "--format", "pdf", "--fps", "10", "-o", pdf.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "60 frames rendered as pages of \(pdf.path)\n")
        let info = try pdfinfo(pdf)
        XCTAssertEqual(info["Pages"], "60")
        XCTAssertEqual(info["Page size"], "360 x 280 pts")
        for index in [0, 17, 46, 59] {
            let time = CompactNumber.text(Double(index) / 10)
            let png = folder.appendingPathComponent("bots-\(index).png")
            let render = try CLIRunner.run(["render", "bots", "--time", time, "-o", png.path])
            XCTAssertEqual(render.status, 0, render.stderr)
            let own = try RasterImage(contentsOf: png), other = try page(index + 1, of: pdf)
            let difference = try XCTUnwrap(ImageDifference(own, other, threshold: Self.strongDelta), "sizes differ")
            XCTAssertLessThan(difference.meanAbsoluteError, Self.meanErrorTolerance, "page \(index + 1) (t = \(time)): \(difference)")
            XCTAssertLessThan(difference.differingFraction, Self.strongFractionTolerance, "page \(index + 1) (t = \(time)): \(difference)")
        }
    }

    func testTheGivenSizeOrScaleSetsThePageSizeAndStandardOutputHoldsTheSameBytes() throws {
        let sized = folder.appendingPathComponent("sized.pdf")
        XCTAssertEqual(try CLIRunner.run(["frames", "coins", "--format", "pdf", "--fps", "2", "--size", "400x300", "-o", sized.path]).status, 0)
        XCTAssertEqual(try pdfinfo(sized)["Page size"], "400 x 300 pts")
        XCTAssertEqual(try pdfinfo(sized)["Pages"], "12")
        let scaled = folder.appendingPathComponent("scaled.pdf")
        XCTAssertEqual(try CLIRunner.run(["frames", "coins", "--format", "pdf", "--fps", "2", "--scale", "1.5", "-o", scaled.path]).status, 0)
        XCTAssertEqual(try pdfinfo(scaled)["Page size"], "540 x 420 pts")
        let piped = try ChildProcess.run(CLIRunner.binary, ["frames", "coins", "--format", "pdf", "--fps", "2", "--scale", "1.5", "-o", "-"])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual(piped.stdout, try Data(contentsOf: scaled), "-o - writes the same PDF, and nothing else")
    }

    func testLivePlaybackAndTheRangeChooseThePages() throws {
        let live = folder.appendingPathComponent("live.pdf")
        XCTAssertEqual(try CLIRunner.run(["frames", "coins", "--format", "pdf", "--playback", "live", "--fps", "5", "-o", live.path]).status, 0)
        XCTAssertEqual(try pdfinfo(live)["Pages"], "\(try FrameSequence.liveTimes(CoinsScene(), fps: 5).count)")
        let range = folder.appendingPathComponent("range.pdf")
        XCTAssertEqual(try CLIRunner.run(["frames", "coins", "--format", "pdf", "--from", "1", "--to", "2", "--fps", "4", "-o", range.path]).status, 0)
        XCTAssertEqual(try pdfinfo(range)["Pages"], "4")
    }

    func testBadOutputsAndOptionsAreRefusedAndWriteNothing() throws {
        try CLIRunner.assertRefused(["frames", "coins", "--format", "pdf", "-o", "coins.png"], status: 64,
                                    naming: "with --format pdf the output is one PDF: -o must end in .pdf or be -, got 'coins.png'", in: folder)
        try CLIRunner.assertRefused(["frames", "coins", "--format", "pdf", "-o", "frames"], status: 64,
                                    naming: "-o must end in .pdf or be -, got 'frames'", in: folder)
        try CLIRunner.assertRefused(["frames", "coins", "--format", "pdf", "--shard", "1/2", "-o", "coins.pdf"], status: 64,
                                    naming: "--shard applies to png and svg sequences: a PDF is one file", in: folder)
        try CLIRunner.assertRefused(["frames", "coins", "--format", "pdf", "--fps", "0", "-o", "coins.pdf"], status: 64,
                                    naming: "--fps", in: folder)
        try CLIRunner.assertRefused(["frames", "coins", "--format", "pdf", "-o", "missing/coins.pdf"], status: 1,
                                    naming: "does not exist", in: folder)
        try CLIRunner.assertRefused(["frames", "coins", "--format", "png", "-o", "-"], status: 64,
                                    naming: "or --format pdf for one file", in: folder)
        // A folder in the way: refused, the folder left as it was.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("taken.pdf"), withIntermediateDirectories: false)
        let taken = try CLIRunner.run(["frames", "coins", "--format", "pdf", "-o", "taken.pdf"], in: folder)
        XCTAssertEqual(taken.status, 1)
        XCTAssertTrue(taken.stderr.contains("taken.pdf") && taken.stderr.contains("it is a folder"), taken.stderr)
        XCTAssertEqual(try contents(folder), ["taken.pdf"])
        XCTAssertEqual(try contents(folder.appendingPathComponent("taken.pdf")), [])
    }

    /// A PDF is made in memory, so its page count has a limit, checked before anything is drawn.
    func testTooManyPagesAreRefusedBeforeDrawing() throws {
        let long = ClosureScene(name: "long", duration: 60, stillTime: 0) { _, _ in }
        let tool = try MotionCommand(name: "tool", version: "1", abstract: "a long scene.", scenes: [long])
        let result = tool.capture(["frames", "long", "--format", "pdf", "--fps", "240", "-o", folder.appendingPathComponent("long.pdf").path])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.err, ["error: frame count 14400 is invalid: expected 1...10000 pages in a PDF; lower the fps or shorten the range"])
        XCTAssertEqual(try contents(folder), [])
    }

    /// A frame that fails stops the PDF: no file, and an existing one is kept.
    func testAFailingFrameLeavesNoPDFAndKeepsAnOldOne() throws {
        let broken = ClosureScene(name: "broken", duration: 2, stillTime: 0) { c, t in
            if t >= 1 { c.circle(CGPoint(x: Double.nan, y: 0), 3, .white) }
        }
        let tool = try MotionCommand(name: "tool", version: "1", abstract: "a broken scene.", scenes: [broken])
        let pdf = folder.appendingPathComponent("broken.pdf")
        try Data("old".utf8).write(to: pdf)
        let result = tool.capture(["frames", "broken", "--format", "pdf", "--fps", "2", "-o", pdf.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.err.count, 1)
        XCTAssertTrue(result.err[0].contains("broken") && result.err[0].contains("1"), "\(result.err)")
        XCTAssertEqual(try Data(contentsOf: pdf), Data("old".utf8))
        XCTAssertEqual(try contents(folder), ["broken.pdf"])
    }
}
