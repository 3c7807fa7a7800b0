import Foundation
import MotionRender
import MotionSnapshot
import XCTest

/// `RasterImage.pngData()`, which diff images and raw-pixel snapshots are written with.
final class RasterPNGTests: XCTestCase {
    func testRoundTripsThroughCairosDecoder() throws {
        var generator = SystemRandomNumberGenerator()
        let noise = RasterImage(width: 37, height: 11, rgba: (0..<(37 * 11 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        for image in [noise, solidImage(width: 300, height: 200), try MotionRenderer.raster(DiscScene(), at: 0.5),
                      solidImage(width: 1, height: 1, (1, 2, 3, 4))] {
            let png = try image.pngData()
            let decoded = try RasterImage(pngData: png, name: "encoded \(image.width)x\(image.height)")
            XCTAssertEqual(decoded.width, image.width)
            XCTAssertEqual(decoded.height, image.height)
            // Cairo's decoder premultiplies on the way in, so translucent pixels may round; opaque ones are exact.
            let comparison = try ImageComparator.compare(image, decoded, tolerance: SnapshotTolerance(channelDelta: 0.5, pixelFraction: 0))
            XCTAssertTrue(comparison.passes, comparison.description)
            if image.rgba.enumerated().allSatisfy({ $0.offset % 4 != 3 || $0.element == 255 }) {
                XCTAssertEqual(decoded, image)
            }
        }
    }

    func testFlatImagesCompressWell() throws {
        let png = try solidImage(width: 1080, height: 840).pngData()
        XCTAssertLessThan(png.count, 60_000, "a flat 1080x840 image (3.6 MB of pixels) is \(png.count) bytes")
    }
}
