import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// The 360 × 280 box is scaled uniformly into the output and centred when the aspect differs.
final class BoxTransformTests: XCTestCase {
    /// A 10 × 10 red square at box (100, 50) and a blue one at the box's bottom-right corner.
    private let markers = ClosureScene { c, _ in
        c.rect(CGRect(x: 100, y: 50, width: 10, height: 10), Pure.red)
        c.rect(CGRect(x: 350, y: 270, width: 10, height: 10), Pure.blue)
    }

    func testScalesPlaceTheBoxPointsAtScaledPixels() throws {
        for scale in [1.0, 2.0, 3.5] {
            let image = try pixels(markers, size: .scale(scale))
            XCTAssertEqual(image.width, Int((360 * scale).rounded()), "width at scale \(scale)")
            XCTAssertEqual(image.height, Int((280 * scale).rounded()), "height at scale \(scale)")
            // Inside the square, one pixel from each edge.
            let inside = [(100.0, 50.0), (110.0, 60.0)].map { (x: Int($0.0 * scale), y: Int($0.1 * scale)) }
            XCTAssertEqual(image[inside[0].x + 1, inside[0].y + 1].r, 255, "top-left inside at scale \(scale)")
            XCTAssertEqual(image[inside[1].x - 2, inside[1].y - 2].r, 255, "bottom-right inside at scale \(scale)")
            XCTAssertEqual(image[inside[0].x - 2, inside[0].y + 1].a, 0, "left of the square at scale \(scale)")
            XCTAssertEqual(image[inside[1].x + 1, inside[1].y - 2].a, 0, "right of the square at scale \(scale)")
            XCTAssertEqual(image[image.width - 1, image.height - 1].b, 255, "box corner at scale \(scale)")
        }
    }

    func testWideOutputCentresTheBoxHorizontally() throws {
        // 720 × 280: the box scales by min(2, 1) = 1 and sits 180 px from the left.
        let image = try pixels(markers, size: .size(width: 720, height: 280))
        XCTAssertEqual(image.width, 720)
        XCTAssertEqual(image[285, 55].r, 255, "box (105, 55) → pixel (285, 55)")
        XCTAssertEqual(image[105, 55].a, 0)
        XCTAssertEqual(image[539, 279].b, 255, "box's bottom-right corner at x = 180 + 360")
        XCTAssertEqual(image[545, 279].a, 0, "right margin is empty")
    }

    func testTallOutputCentresTheBoxVertically() throws {
        // 720 × 1000: scale min(2, 3.57) = 2; the box is 560 tall, 220 px from the top.
        let image = try pixels(markers, size: .size(width: 720, height: 1000))
        XCTAssertEqual(image[210, 220 + 110].r, 255, "box (105, 55) → pixel (210, 330)")
        XCTAssertEqual(image[719, 220 + 559].b, 255)
        XCTAssertEqual(image[719, 220 + 565].a, 0, "bottom margin is empty")
    }

    func testGeometryTransformIsUniformAndCentred() throws {
        let geometry = try OutputGeometry(box: CGSize(width: 360, height: 280), size: .size(width: 100, height: 100),
                                          pixelLimit: RenderOptions.defaultPixelLimit)
        let k = 100.0 / 360
        XCTAssertEqual(geometry.transform.a, k, accuracy: 1e-12)
        XCTAssertEqual(geometry.transform.d, k, accuracy: 1e-12)
        XCTAssertEqual(geometry.transform.tx, 0, accuracy: 1e-12)
        XCTAssertEqual(geometry.transform.ty, (100 - 280 * k) / 2, accuracy: 1e-12)
    }
}
