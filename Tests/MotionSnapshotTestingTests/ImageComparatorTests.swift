import Foundation
import MotionRender
import MotionScenes
import MotionSnapshot
import XCTest

final class ImageComparatorTests: XCTestCase {
    func testIdenticalImagesPass() throws {
        let image = try MotionRenderer.raster(DiscScene(), at: 0.5)
        let comparison = try ImageComparator.compare(image, image, tolerance: .exact)
        XCTAssertTrue(comparison.passes, comparison.description)
        XCTAssertEqual(comparison.differingPixels, 0)
        XCTAssertEqual(comparison.changedPixels, 0)
        XCTAssertNil(comparison.differingRegion)
    }

    func testOnePixelChangeWithinThePixelFractionPasses() throws {
        let reference = solidImage(width: 100, height: 100)
        let actual = setting(reference, x: 10, y: 20, to: (0, 0, 0, 255))
        // One pixel of 10 000 is 0.01 %, under the 0.2 % allowed by default.
        let comparison = try ImageComparator.compare(reference, actual, tolerance: .default)
        XCTAssertTrue(comparison.passes, comparison.description)
        XCTAssertEqual(comparison.differingPixels, 1)
        XCTAssertEqual(comparison.maximumChannelDelta, 240)
        XCTAssertEqual(comparison.differingRegion, PixelRegion(minX: 10, minY: 20, maxX: 10, maxY: 20))
        XCTAssertFalse(try ImageComparator.compare(reference, actual, tolerance: .exact).passes)
    }

    func testOnePixelChangeWithinTheChannelDeltaPasses() throws {
        let reference = solidImage(width: 100, height: 100)
        let actual = setting(reference, x: 50, y: 50, to: (236, 240, 243, 255))
        // 4 levels of 255 is under 0.02 × 255 = 5 levels, so no pixel counts as differing.
        let comparison = try ImageComparator.compare(reference, actual, tolerance: SnapshotTolerance(channelDelta: 0.02, pixelFraction: 0))
        XCTAssertTrue(comparison.passes, comparison.description)
        XCTAssertEqual(comparison.changedPixels, 1)
        XCTAssertEqual(comparison.differingPixels, 0)
        XCTAssertEqual(comparison.maximumChannelDelta, 4)
    }

    func testAShapeShiftedByThreePointsFails() throws {
        let reference = try MotionRenderer.raster(DiscScene(), at: 0.5)
        let shifted = try MotionRenderer.raster(DiscScene(offset: 3), at: 0.5)
        let comparison = try ImageComparator.compare(reference, shifted, tolerance: .default)
        XCTAssertFalse(comparison.passes, comparison.description)
        // The left edge uncovers and the right edge covers a crescent about 3 pt wide on each side.
        XCTAssertGreaterThan(comparison.differingPixels, 300, comparison.description)
        let region = try XCTUnwrap(comparison.differingRegion)
        XCTAssertLessThanOrEqual(region.minX, 141)
        XCTAssertGreaterThanOrEqual(region.maxX, 222)
    }

    func testTheCoinsBadgeMovedByOnePointFails() throws {
        let reference = try MotionRenderer.raster(CoinsScene(), at: 4.4)
        XCTAssertTrue(try ImageComparator.compare(reference, try MotionRenderer.raster(CoinsScene(), at: 4.4)).passes)
        for dx in [1.0, 3.0] {
            let moved = try MotionRenderer.raster(ShiftedScene(base: CoinsScene(), dx: dx), at: 4.4)
            let comparison = try ImageComparator.compare(reference, moved)
            XCTAssertFalse(comparison.passes, "dx \(dx): \(comparison)")
            XCTAssertGreaterThan(comparison.differingFraction, 5 * SnapshotTolerance.default.pixelFraction, "dx \(dx): \(comparison)")
        }
    }

    func testTheSameShapeAtThreeTimesTheScaleAlsoFailsWhenShifted() throws {
        let options = RenderOptions(size: .scale(3))
        let reference = try MotionRenderer.raster(DiscScene(), at: 0.5, options: options)
        let shifted = try MotionRenderer.raster(DiscScene(offset: 3), at: 0.5, options: options)
        XCTAssertEqual(reference.width, 1080)
        XCTAssertFalse(try ImageComparator.compare(reference, shifted).passes)
    }

    func testSizeMismatchFailsWithBothSizes() throws {
        let comparison = try ImageComparator.compare(solidImage(width: 360, height: 280), solidImage(width: 1080, height: 840))
        XCTAssertFalse(comparison.passes)
        XCTAssertFalse(comparison.sizesMatch)
        XCTAssertTrue(comparison.description.contains("360x280"), comparison.description)
        XCTAssertTrue(comparison.description.contains("1080x840"), comparison.description)
    }

    func testFullyTransparentPixelsAreEqualWhateverTheirColour() throws {
        let reference = solidImage(width: 4, height: 4, (0, 0, 0, 0))
        let actual = solidImage(width: 4, height: 4, (255, 10, 10, 0))
        let comparison = try ImageComparator.compare(reference, actual, tolerance: .exact)
        XCTAssertTrue(comparison.passes, comparison.description)
    }

    func testDiffImageMarksTheChangedPixels() throws {
        let reference = solidImage(width: 20, height: 10)
        var actual = setting(reference, x: 3, y: 4, to: (0, 0, 0, 255))        // beyond the tolerance
        actual = setting(actual, x: 15, y: 2, to: (238, 240, 240, 255))          // within it
        let diff = try ImageComparator.diffImage(reference, actual, tolerance: .default)
        XCTAssertEqual(diff.width, 20)
        XCTAssertEqual(diff.height, 10)
        let red = ImageComparator.differingColor, orange = ImageComparator.toleratedColor
        XCTAssertTrue(diff[3, 4] == (red.r, red.g, red.b, 255), "changed pixel: \(diff[3, 4])")
        XCTAssertTrue(diff[15, 2] == (orange.r, orange.g, orange.b, 255), "tolerated pixel: \(diff[15, 2])")
        let untouched = diff[0, 0]
        XCTAssertTrue(untouched.r == untouched.g && untouched.g == untouched.b && untouched.r >= 200, "unchanged pixel is light grey: \(untouched)")
        var marked = 0
        for y in 0..<diff.height { for x in 0..<diff.width where diff[x, y].g == 0 { marked += 1 } }
        XCTAssertEqual(marked, 1, "only the changed pixel is red")
    }

    func testDiffImageOfDifferentSizesCoversBothAndMarksTheMargin() throws {
        let diff = try ImageComparator.diffImage(solidImage(width: 4, height: 3), solidImage(width: 6, height: 2))
        XCTAssertEqual(diff.width, 6)
        XCTAssertEqual(diff.height, 3)
        let magenta = ImageComparator.outsideColor
        XCTAssertTrue(diff[5, 0] == (magenta.r, magenta.g, magenta.b, 255))
        XCTAssertTrue(diff[0, 2] == (magenta.r, magenta.g, magenta.b, 255))
    }

    func testToleranceOutsideZeroToOneIsRejectedWithTheValue() {
        let image = solidImage(width: 2, height: 2)
        for (tolerance, name, value) in [(SnapshotTolerance(channelDelta: 1.5), "channelDelta", "1.5"),
                                         (SnapshotTolerance(pixelFraction: -0.1), "pixelFraction", "-0.1"),
                                         (SnapshotTolerance(pixelFraction: .nan), "pixelFraction", "nan")] {
            XCTAssertThrowsError(try ImageComparator.compare(image, image, tolerance: tolerance)) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains(name) && message.contains(value) && message.contains("0...1"), message)
            }
            XCTAssertThrowsError(try ImageComparator.diffImage(image, image, tolerance: tolerance))
        }
    }

    func testChannelThresholdIsInLevels() {
        XCTAssertEqual(SnapshotTolerance(channelDelta: 0).channelThreshold, 0)
        XCTAssertEqual(SnapshotTolerance(channelDelta: 0.02).channelThreshold, 5)
        XCTAssertEqual(SnapshotTolerance(channelDelta: 0.04).channelThreshold, 10)
        XCTAssertEqual(SnapshotTolerance(channelDelta: 1).channelThreshold, 255)
    }
}
