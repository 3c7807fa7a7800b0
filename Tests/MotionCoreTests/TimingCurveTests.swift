import XCTest
@testable import MotionCore

final class TimingCurveTests: XCTestCase {
    let curves: [(name: String, curve: TimingCurve, points: (Double, Double, Double, Double))] = [
        ("easeIn", .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .easeOut, (0, 0, 0.58, 1)),
        ("easeInOut", .easeInOut, (0.42, 0, 0.58, 1)),
        ("linear", .linear, (0, 0, 1, 1)),
        ("custom", TimingCurve(0.2, 0, 0, 1), (0.2, 0, 0, 1)),
        ("overshoot", TimingCurve(0.68, -0.55, 0.265, 1.55), (0.68, -0.55, 0.265, 1.55)),
    ]
    /// x'(0.5) = 0 here: y has a vertical tangent at x = 0.5, so y is checked through x instead.
    let crossed: (name: String, curve: TimingCurve, points: (Double, Double, Double, Double)) =
        ("crossed", TimingCurve(1, 0.3, 0, 0.7), (1, 0.3, 0, 0.7))

    func testStandardControlPoints() {
        XCTAssertEqual([TimingCurve.easeIn.c1x, TimingCurve.easeIn.c1y, TimingCurve.easeIn.c2x, TimingCurve.easeIn.c2y], [0.42, 0, 1, 1])
        XCTAssertEqual([TimingCurve.easeOut.c1x, TimingCurve.easeOut.c1y, TimingCurve.easeOut.c2x, TimingCurve.easeOut.c2y], [0, 0, 0.58, 1])
        XCTAssertEqual([TimingCurve.easeInOut.c1x, TimingCurve.easeInOut.c1y, TimingCurve.easeInOut.c2x, TimingCurve.easeInOut.c2y], [0.42, 0, 0.58, 1])
    }

    func testMatchesBisectionOnTheBezier() {
        for (name, curve, p) in curves {
            for i in 0...10_000 {
                let x = Double(i) / 10_000
                let expected = Reference.bezier(p.0, p.1, p.2, p.3, at: x)
                XCTAssertEqual(curve.value(at: x), expected, accuracy: 1e-7, "\(name) at \(x)")
            }
        }
    }

    func testSolvedParameterHitsXWithin1e7() {
        for (name, curve, p) in curves + [crossed] {
            for i in 1..<1_000 {
                let x = Double(i) / 1_000, s = curve.parameter(forX: x), r = 1 - s
                let reached = 3 * r * r * s * p.0 + 3 * r * s * s * p.2 + s * s * s
                XCTAssertEqual(reached, x, accuracy: 1e-7, "\(name) at \(x)")
            }
        }
    }

    func testMonotonicInTime() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, TimingCurve(0.2, 0, 0, 1)] {
            var previous = curve.value(at: 0)
            for i in 1...10_000 {
                let next = curve.value(at: Double(i) / 10_000)
                XCTAssertGreaterThanOrEqual(next, previous)
                previous = next
            }
        }
    }

    func testEndpointsAreExact() {
        for (name, curve, _) in curves + [crossed] {
            XCTAssertEqual(curve.value(at: 0), 0, name)
            XCTAssertEqual(curve.value(at: 1), 1, name)
            XCTAssertEqual(curve.value(at: -3), 0, name)
            XCTAssertEqual(curve.value(at: 7), 1, name)
            XCTAssertEqual(curve.value(at: .nan), 0, name)
        }
    }

    func testLinearIsTheIdentity() {
        for i in 0...100 { XCTAssertEqual(TimingCurve.linear.value(at: Double(i) / 100), Double(i) / 100) }
    }

    func testEndVelocities() {
        XCTAssertEqual(TimingCurve.linear.velocity(at: 0.3), 1)
        XCTAssertEqual(TimingCurve.easeIn.velocity(at: 0), 0, accuracy: 1e-12)
        XCTAssertEqual(TimingCurve.easeIn.velocity(at: 1), 1 / 0.58, accuracy: 1e-5)   // limit (1 − c1y)/(1 − c1x)
        XCTAssertEqual(TimingCurve.easeOut.velocity(at: 0), 1 / 0.58, accuracy: 1e-5)
    }

    /// SwiftUI clamps the control points' x to [0, 1] (UnitCurve.bezier); the reference evaluates the
    /// Bézier with the clamped points.
    func testControlXOutsideTheUnitIntervalIsClamped() {
        let clamped = TimingCurve(-0.5, 0.3, 1.7, 0.9)
        XCTAssertEqual([clamped.c1x, clamped.c1y, clamped.c2x, clamped.c2y], [0, 0.3, 1, 0.9])
        XCTAssertEqual(clamped, TimingCurve(0, 0.3, 1, 0.9))
        for i in 0...1_000 {
            let x = Double(i) / 1_000
            XCTAssertEqual(clamped.value(at: x), Reference.bezier(0, 0.3, 1, 0.9, at: x), accuracy: 1e-7, "x \(x)")
        }
        let bezier = UnitCurve.bezier(startControlPoint: UnitPoint(x: 1.4, y: 0), endControlPoint: UnitPoint(x: -2, y: 1))
        XCTAssertEqual(bezier, TimingCurve(1, 0, 0, 1))
        XCTAssertEqual(MotionAnimation.timingCurve(0.5, 0, 2, 1, duration: 1).curve, .timing(TimingCurve(0.5, 0, 1, 1), duration: 1))
    }

    func testNonFiniteCoordinatesAreReadAsZero() {
        XCTAssertEqual(TimingCurve(.nan, 0.5, 0.5, 1), TimingCurve(0, 0.5, 0.5, 1))
        XCTAssertEqual(TimingCurve(0.2, .nan, 0.5, .infinity), TimingCurve(0.2, 0, 0.5, 0))
        for i in 0...100 { XCTAssertTrue(TimingCurve(0.2, -.infinity, .nan, .nan).value(at: Double(i) / 100).isFinite) }
    }

    func testUnitCurveIsTheSameType() {
        XCTAssertEqual(UnitCurve.easeInOut, TimingCurve.easeInOut)
        XCTAssertEqual(UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1)), .easeInOut)
    }

    func testValidatedRejectsControlXOutsideUnitInterval() {
        XCTAssertThrowsError(try TimingCurve.validated(-0.1, 0, 0.5, 1)) { XCTAssertEqual(($0 as? MotionError)?.parameter, "c1x") }
        XCTAssertThrowsError(try TimingCurve.validated(0.1, 0, 1.2, 1)) { XCTAssertEqual(($0 as? MotionError)?.parameter, "c2x") }
        XCTAssertThrowsError(try TimingCurve.validated(0.1, .nan, 0.5, 1)) { XCTAssertEqual(($0 as? MotionError)?.parameter, "c1y") }
        XCTAssertThrowsError(try TimingCurve.validated(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 2, y: 1))) {
            XCTAssertEqual("\($0)", "c2x = 2.0 is out of range; expected finite and within [0.0, 1.0]")
        }
        XCTAssertThrowsError(try MotionAnimation.timingCurve(0.5, 0, 2, 1, duration: 1).validated()) {
            XCTAssertEqual("\($0)", "c2x = 2.0 is out of range; expected finite and within [0.0, 1.0]")
        }
        XCTAssertEqual(try TimingCurve.validated(0.2, -0.5, 0.8, 1.5), TimingCurve(0.2, -0.5, 0.8, 1.5))
    }
}
