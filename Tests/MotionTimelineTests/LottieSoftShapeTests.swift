import Foundation
import MotionRender
@testable import MotionTimeline
import XCTest

/// The blurred coverage the Lottie exporter samples its gradient pieces from, against a
/// brute-force sum of the Gaussian over a fine grid of the shape; and which shapes it knows.
final class LottieSoftShapeTests: XCTestCase {
    /// The Gaussian of `sigma` summed over the cells of a grid laid on `bounds` (about σ / 16 a
    /// side) whose centres `inside` holds.
    private func reference(_ p: CGPoint, sigma: Double, bounds: CGRect, inside: (CGPoint) -> Bool) -> Double {
        let nx = Int((bounds.width / (sigma / 16)).rounded(.up)), ny = Int((bounds.height / (sigma / 16)).rounded(.up))
        let hx = bounds.width / Double(nx), hy = bounds.height / Double(ny)
        var sum = 0.0
        for j in 0..<ny {
            let y = bounds.minY + (Double(j) + 0.5) * hy
            for i in 0..<nx {
                let x = bounds.minX + (Double(i) + 0.5) * hx
                let q = CGPoint(x: x, y: y)
                if inside(q) {
                    let dx = q.x - p.x, dy = q.y - p.y
                    sum += exp(-(dx * dx + dy * dy) / (2 * sigma * sigma))
                }
            }
        }
        return sum * hx * hy / (2 * Double.pi * sigma * sigma)
    }

    func testCoverageOfABlurredCircleMatchesAGridSum() {
        let center = CGPoint(x: 50, y: 40), radius = 20.0, sigma = 5.0
        let soft = LottieSoftShape(outline: .circle(center: center, radius: radius), sigma: sigma)
        let bounds = CGRect(x: 30, y: 20, width: 40, height: 40)
        for d in [0.0, 10, 18, 20, 22, 28, 35] {
            let p = CGPoint(x: center.x + d * 0.6, y: center.y + d * 0.8)
            let expected = reference(p, sigma: sigma, bounds: bounds) { hypot($0.x - center.x, $0.y - center.y) <= radius }
            XCTAssertEqual(soft.coverage(p), expected, accuracy: 2e-3, "\(d) from the centre")
        }
    }

    func testCoverageOfABlurredRoundedRectangleMatchesAGridSum() {
        let rect = CGRect(x: 10, y: 20, width: 80, height: 40), rc = 12.0, sigma = 6.0
        let soft = LottieSoftShape(outline: .roundedRect(rect, cornerRadius: rc), sigma: sigma)
        func inside(_ q: CGPoint) -> Bool {
            guard rect.contains(q) else { return false }
            let cx = min(max(q.x, rect.minX + rc), rect.maxX - rc), cy = min(max(q.y, rect.minY + rc), rect.maxY - rc)
            return hypot(q.x - cx, q.y - cy) <= rc
        }
        for p in [CGPoint(x: 50, y: 40), CGPoint(x: 50, y: 20), CGPoint(x: 10, y: 40), CGPoint(x: 12, y: 22),
                  CGPoint(x: 4, y: 14), CGPoint(x: 95, y: 65), CGPoint(x: 50, y: 70)] {
            XCTAssertEqual(soft.coverage(p), reference(p, sigma: sigma, bounds: rect, inside: inside), accuracy: 2e-3, "at \(p)")
        }
    }

    func testOutlinesAreTheCirclesAndRoundedRectanglesShapesAreExactly() {
        let rect = CGRect(x: 36, y: 58, width: 288, height: 164)
        XCTAssertEqual(LottieSoftShape.Outline(.path(MotionPath(roundedRect: rect, cornerRadius: 24))), .roundedRect(rect, cornerRadius: 24))
        XCTAssertEqual(LottieSoftShape.Outline(.path(MotionPath(rect: rect))), .roundedRect(rect, cornerRadius: 0))
        // A radius beyond half the short side draws a stadium; the outline says so.
        let pill = CGRect(x: 0, y: 0, width: 120, height: 28)
        XCTAssertEqual(LottieSoftShape.Outline(.path(MotionPath(roundedRect: pill, cornerRadius: 40))), .roundedRect(pill, cornerRadius: 14))
        XCTAssertEqual(LottieSoftShape.Outline(.circle(center: CGPoint(x: 1, y: 2), radius: 3)), .circle(center: CGPoint(x: 1, y: 2), radius: 3))
        var triangle = MotionPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 40, y: 0))
        triangle.addLine(to: CGPoint(x: 20, y: 30))
        triangle.closeSubpath()
        XCTAssertNil(LottieSoftShape.Outline(.path(triangle)))
        XCTAssertNil(LottieSoftShape.Outline(.path(MotionPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)))))
    }

    /// Where a rounded rectangle's corners meet its edges the pieces are a few percent off the
    /// coverage: close enough for a shadow of a quarter alpha, not for an opaque one; a blur large
    /// against the shape is refused whatever the colour. A circle is one exact radial gradient.
    func testPiecesAreRefusedWhereTheyWouldShow() {
        let color = MotionColor(red: 0, green: 0, blue: 0, alpha: 1), shadow = color.opacity(0.25)
        let card = LottieSoftShape(outline: .roundedRect(CGRect(x: 0, y: 0, width: 288, height: 164), cornerRadius: 24), sigma: 14)
        XCTAssertNotNil(card.pieces(color: shadow))
        XCTAssertNil(card.pieces(color: color))
        XCTAssertNotNil(LottieSoftShape(outline: .circle(center: .zero, radius: 4), sigma: 30).pieces(color: color), "a circle is exact at any blur")
        XCTAssertNil(LottieSoftShape(outline: .roundedRect(CGRect(x: 0, y: 0, width: 60, height: 40), cornerRadius: 8), sigma: 12)
            .pieces(color: shadow))
    }
}
