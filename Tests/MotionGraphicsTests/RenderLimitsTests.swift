import Foundation
import MotionGraphics
import XCTest

/// One limits policy: the same value gets the same answer and message wherever it is checked.
final class RenderLimitsTests: XCTestCase {
    func testSidesAreCheckedPerFormat() throws {
        XCTAssertNoThrow(try RenderLimits.checkSides(width: 32_767, height: 10, format: .png))
        XCTAssertThrowsError(try RenderLimits.checkSides(width: 32_768, height: 10, format: .png)) {
            XCTAssertEqual("\($0)", "PNG output 32768x10 is too large: each side must be at most 32767")
        }
        XCTAssertThrowsError(try RenderLimits.checkSides(width: 10, height: 14_401, format: .pdf)) {
            XCTAssertEqual("\($0)", "PDF output 10x14401 is too large: each side must be at most 14400")
        }
        XCTAssertNoThrow(try RenderLimits.checkSides(width: 100_000, height: 100_000, format: .svg), "SVG has no side limit")
    }

    func testFPSAndFrameCounts() {
        for fps in [0, -1, 240.5, .infinity, .nan] {
            XCTAssertThrowsError(try RenderLimits.check(fps: fps), "\(fps)")
        }
        XCTAssertNoThrow(try RenderLimits.check(fps: 240))
        XCTAssertThrowsError(try RenderLimits.check(fps: 1e6)) {
            XCTAssertEqual("\($0)", "fps 1e+06 is invalid: expected 0 < fps <= 240")
        }
        XCTAssertThrowsError(try RenderLimits.check(frameCount: 501, limit: RenderLimits.storyboardFrames, what: "frames in a storyboard")) {
            XCTAssertEqual("\($0)", "frame count 501 is invalid: expected 1...500 frames in a storyboard")
        }
        XCTAssertThrowsError(try RenderLimits.check(frameCount: 0, limit: 10, what: "frames"))
        XCTAssertNoThrow(try RenderLimits.check(frameCount: 10, limit: 10, what: "frames"))
    }

    func testThePixelLimitIsCheckedBeforeAnyAllocation() {
        XCTAssertThrowsError(try OutputGeometry(box: CGSize(width: 360, height: 280), size: .scale(1e6),
                                                pixelLimit: RenderLimits.defaultPixels)) { error in
            guard case .tooManyPixels? = error as? RenderError else { return XCTFail("\(error)") }
        }
    }

    /// docs/limits.md states every limit of `RenderLimits` it names with the value the code has:
    /// each row naming a limit in backquotes in its first cell must show that value among its numbers
    /// (spaces group thousands; `MiB` counts 1,048,576 bytes).
    func testTheLimitsPageStatesTheCodesValues() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/limits.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let limits: [String: Double] = [
            "defaultPixels": Double(RenderLimits.defaultPixels), "imageSide": Double(RenderLimits.imageSide),
            "pageSide": Double(RenderLimits.pageSide), "sceneDuration": RenderLimits.sceneDuration,
            "maximumFPS": RenderLimits.maximumFPS, "sequenceFrames": Double(RenderLimits.sequenceFrames),
            "storyboardFrames": Double(RenderLimits.storyboardFrames), "playerFrames": Double(RenderLimits.playerFrames),
            "playerPixels": Double(RenderLimits.playerPixels), "plotSeconds": RenderLimits.plotSeconds,
            "displayItems": Double(RenderLimits.displayItems), "displayElements": Double(RenderLimits.displayElements),
            "displayDepth": Double(RenderLimits.displayDepth), "filterChain": Double(RenderLimits.filterChain),
            "filterWork": Double(RenderLimits.filterWork), "canvasCopies": Double(RenderLimits.canvasCopies),
            "assetBytes": Double(RenderLimits.assetBytes), "settingsBytes": Double(RenderLimits.settingsBytes),
            "manifestBytes": Double(RenderLimits.manifestBytes), "imageFileBytes": Double(RenderLimits.imageFileBytes),
            "scriptBytes": Double(RenderLimits.scriptBytes), "stringsBytes": Double(RenderLimits.stringsBytes),
            "propsBytes": Double(RenderLimits.propsBytes),
            "svgFrameBytes": Double(RenderLimits.svgFrameBytes), "assetExpandedBytes": Double(RenderLimits.assetExpandedBytes),
            "assetSide": RenderLimits.assetSide, "assetElements": Double(RenderLimits.assetElements),
            "embeddedImagePixels": Double(RenderLimits.embeddedImagePixels), "assetFilterWork": Double(RenderLimits.assetFilterWork),
            "liveAssetFilterWork": Double(RenderLimits.liveAssetFilterWork),
            "sceneFileFrameSeconds": RenderLimits.sceneFileFrameSeconds,
        ]
        var checked: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3 else { continue }
            // The first name in backquotes in the row's first cell that is a limit.
            let quoted = cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            guard let name = quoted.first(where: { limits[$0] != nil }), let value = limits[name] else { continue }
            XCTAssertTrue(Self.numbers(in: cells[2]).contains(value), "docs/limits.md says '\(cells[2])' for \(name); the code has \(value)")
            checked.insert(name)
        }
        XCTAssertEqual(checked, Set(limits.keys), "every limit has its row")
    }

    /// The numbers written in `cell`: digits with spaces between groups of three, a decimal
    /// point, and `MiB` after a number as its bytes.
    private static func numbers(in cell: String) -> [Double] {
        let pattern = try! NSRegularExpression(pattern: #"(\d{1,3}(?: \d{3})+|\d+)(\.\d+)?( MiB)?"#)
        return pattern.matches(in: cell, range: NSRange(cell.startIndex..., in: cell)).compactMap { match in
            let whole = String(cell[Range(match.range, in: cell)!])
            let mebibytes = whole.hasSuffix(" MiB")
            let digits = (mebibytes ? String(whole.dropLast(4)) : whole).replacingOccurrences(of: " ", with: "")
            return Double(digits).map { mebibytes ? $0 * 1_048_576 : $0 }
        }
    }
}
