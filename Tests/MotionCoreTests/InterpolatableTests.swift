import Foundation
import XCTest
import MotionCore

final class InterpolatableTests: XCTestCase {
    func testAngleUnits() {
        XCTAssertEqual(Angle.degrees(180).radians, .pi, accuracy: 1e-15)
        XCTAssertEqual(Angle.radians(.pi / 2).degrees, 90, accuracy: 1e-12)
        var a = Angle.zero
        a.degrees = 45
        XCTAssertEqual(a.radians, .pi / 4, accuracy: 1e-15)
    }

    func testDoubleInterpolationIsLerp() {
        for (a, b, k) in [(1.0, 3.0, 0.25), (-2.5, 7.1, 1.3), (0.1, 0.2, 0.7)] {
            XCTAssertEqual(a.interpolated(to: b, amount: k), M.lerp(a, b, k))
        }
    }

    func testColoursInterpolateComponentWise() {
        let a = MotionColor(red: 0, green: 0.2, blue: 1, alpha: 0.5), b = MotionColor(red: 1, green: 0.6, blue: 0, alpha: 1)
        let mid = a.interpolated(to: b, amount: 0.5)
        XCTAssertEqual(mid.red, 0.5, accuracy: 1e-15)
        XCTAssertEqual(mid.green, 0.4, accuracy: 1e-15)
        XCTAssertEqual(mid.blue, 0.5, accuracy: 1e-15)
        XCTAssertEqual(mid.alpha, 0.75, accuracy: 1e-15)
        XCTAssertEqual(mid, a.mix(b, 0.5))
    }

    func testPointsAndSizesInterpolateComponentWise() {
        XCTAssertEqual(CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 4, y: 20), amount: 0.25), CGPoint(x: 1, y: 12.5))
        XCTAssertEqual(CGSize(width: 2, height: 4).interpolated(to: CGSize(width: 4, height: 0), amount: 0.5), CGSize(width: 3, height: 2))
        XCTAssertFalse(CGPoint(x: CGFloat.nan, y: 0).hasFiniteComponents)
    }
}
