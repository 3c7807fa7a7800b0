import Foundation
import XCTest
import MotionCore

final class SpringTests: XCTestCase {
    let times = (1...200).map { Double($0) * 0.01 }   // 0.01 … 2 s, multiples of the RK4 step

    /// Checks position and velocity against RK4 of m·x'' + c·x' + k·(x − to) = 0.
    func assertMatchesIntegration(_ spring: Spring, from: Double, to: Double, velocity: Double,
                                  file: StaticString = #filePath, line: UInt = #line) {
        let reference = Reference.rk4(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                      position: from, velocity: velocity, target: { _ in to }, times: times)
        for (t, expected) in zip(times, reference) {
            XCTAssertEqual(spring.value(from: from, to: to, initialVelocity: velocity, time: t), expected.x,
                           accuracy: 1e-6, "position at \(t)", file: file, line: line)
            XCTAssertEqual(spring.velocity(from: from, to: to, initialVelocity: velocity, time: t), expected.v,
                           accuracy: 1e-6, "velocity at \(t)", file: file, line: line)
        }
    }

    func testUnderDampedMatchesIntegration() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 4)      // ζ = 0.2
        XCTAssertLessThan(spring.dampingRatio, 1)
        assertMatchesIntegration(spring, from: 10, to: -5, velocity: 0)
    }

    func testCriticallyDampedMatchesIntegration() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 20)      // ζ = 20 / (2·√100) = 1
        XCTAssertEqual(spring.dampingRatio, 1)
        assertMatchesIntegration(spring, from: 3, to: 1, velocity: 0)
    }

    func testOverDampedMatchesIntegration() {
        let spring = Spring(mass: 1, stiffness: 40, damping: 30, allowOverDamping: true)      // ζ ≈ 2.37
        XCTAssertGreaterThan(spring.dampingRatio, 1)
        assertMatchesIntegration(spring, from: 0, to: 8, velocity: 0)
    }

    func testUnderDampedWithInitialVelocityMatchesIntegration() {
        // The seed's interpolatingSpring(stiffness: 240, damping: 26, initialVelocity:) use.
        assertMatchesIntegration(Spring(stiffness: 240, damping: 26), from: -120, to: -320, velocity: -900)
    }

    func testCriticallyDampedWithInitialVelocityMatchesIntegration() {
        assertMatchesIntegration(Spring(mass: 2, stiffness: 50, damping: 20), from: 0, to: 1, velocity: 6)
    }

    func testOverDampedWithInitialVelocityMatchesIntegration() {
        assertMatchesIntegration(Spring(mass: 0.5, stiffness: 30, damping: 20, allowOverDamping: true), from: 2, to: 0, velocity: -15)
    }

    func testNearlyCriticalSpringsAgreeWithIntegration() {
        for zeta in [1 - 1e-9, 1 + 1e-9, 1 - 1e-4, 1 + 1e-4] {
            let spring = Spring(response: 0.5, dampingFraction: zeta)
            assertMatchesIntegration(spring, from: 0, to: 1, velocity: 2)
        }
    }

    func testPresetsMatchIntegration() {
        for spring in [Spring.smooth, .snappy, .bouncy] {
            assertMatchesIntegration(spring, from: 0, to: 100, velocity: 0)
        }
    }

    func testPointValuesMatchIntegrationPerComponent() {
        let spring = Spring.bouncy
        let reference = Reference.rk4(mass: 1, stiffness: spring.stiffness, damping: spring.damping,
                                      position: 0, velocity: 50, target: { _ in 30 }, times: [0.2])
        let p = spring.value(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 30, y: 30),
                             initialVelocity: CGPoint(x: 50, y: 50), time: 0.2)
        XCTAssertEqual(Double(p.x), reference[0].x, accuracy: 1e-6)
        XCTAssertEqual(Double(p.y), reference[0].x, accuracy: 1e-6)
    }

    func testStartsAtFromWithInitialVelocity() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        XCTAssertEqual(spring.value(from: 3.0, to: 7.0, initialVelocity: 5, time: 0), 3)
        XCTAssertEqual(spring.velocity(from: 3.0, to: 7.0, initialVelocity: 5, time: 0), 5)
        XCTAssertEqual(spring.value(from: 3.0, to: 7.0, initialVelocity: 5, time: -1), 3, "not started")
        XCTAssertEqual(spring.velocity(from: 3.0, to: 7.0, initialVelocity: 5, time: -1), 0, "not started")
        XCTAssertEqual(spring.value(from: 3.0, to: 7.0, time: .nan), 3, "NaN time reads as not started")
    }

    func testFarFutureIsTheTargetWithoutOverflow() {
        for spring in [Spring(mass: 1, stiffness: 40, damping: 300, allowOverDamping: true), Spring.bouncy, Spring.smooth] {
            let x = spring.value(from: 0.0, to: 5.0, initialVelocity: 3, time: 1e6)
            XCTAssertEqual(x, 5, accuracy: 1e-12)
            XCTAssertEqual(spring.velocity(from: 0.0, to: 5.0, initialVelocity: 3, time: 1e6), 0, accuracy: 1e-12)
        }
    }

    func testSwiftUITargetFormStartsAtZero() {
        XCTAssertEqual(Spring.snappy.value(target: 10.0, time: 0.1),
                       Spring.snappy.value(from: 0.0, to: 10.0, time: 0.1))
    }

    // MARK: Conversions

    func testDurationAndBounceEqualResponseAndDampingFraction() {
        let a = Spring(duration: 0.5, bounce: 0.3), b = Spring(response: 0.5, dampingFraction: 0.7)
        XCTAssertEqual(a.stiffness, b.stiffness, accuracy: 1e-9)
        XCTAssertEqual(a.damping, b.damping, accuracy: 1e-12)
        XCTAssertEqual(a.dampingRatio, 0.7, accuracy: 1e-15)
        XCTAssertEqual(a.bounce, 0.3, accuracy: 1e-15)
    }

    func testZeroBounceIsCriticallyDamped() {
        XCTAssertEqual(Spring(duration: 0.4, bounce: 0).dampingRatio, 1)
    }

    func testNegativeBounceIsOverDamped() {
        let spring = Spring(duration: 0.4, bounce: -0.2)
        XCTAssertEqual(spring.dampingRatio, 1.25, accuracy: 1e-15)     // 1 / (1 − 0.2)
        XCTAssertEqual(spring.bounce, -0.2, accuracy: 1e-15)
    }

    func testResponseIsThePeriodOfTheUndampedOscillation() {
        let spring = Spring(response: 0.5, dampingFraction: 0.3)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 2 * 0.3 * (2 * .pi / 0.5), accuracy: 1e-12)
        XCTAssertEqual(spring.duration, 0.5, accuracy: 1e-15)
    }

    func testPhysicalParametersGiveResponseAndRatio() {
        let spring = Spring(mass: 2, stiffness: 800, damping: 16)
        XCTAssertEqual(spring.response, 2 * .pi * (2.0 / 800).squareRoot(), accuracy: 1e-15)
        XCTAssertEqual(spring.dampingRatio, 16 / (2 * (800.0 * 2).squareRoot()), accuracy: 1e-15)
    }

    func testPresetsBounce() {
        XCTAssertEqual(Spring.smooth.bounce, 0, accuracy: 1e-15)
        XCTAssertEqual(Spring.snappy.bounce, 0.15, accuracy: 1e-15)
        XCTAssertEqual(Spring.bouncy.bounce, 0.3, accuracy: 1e-15)
        for preset in [Spring.smooth, .snappy, .bouncy] { XCTAssertEqual(preset.duration, 0.5, accuracy: 1e-15) }
        XCTAssertEqual(Spring(), Spring.smooth)
    }

    func testExtraBounceAddsToThePreset() {
        let spring = Spring.bouncy(duration: 0.4, extraBounce: 0.1)
        XCTAssertEqual(spring.bounce, 0.4, accuracy: 1e-15)
        XCTAssertEqual(spring.duration, 0.4, accuracy: 1e-15)
        XCTAssertEqual(Spring.snappy(extraBounce: -0.15).bounce, 0, accuracy: 1e-15)
        XCTAssertEqual(Spring.smooth(duration: 1).duration, 1, accuracy: 1e-15)
    }

    // MARK: Settling

    /// The last time the step response is more than 0.1 % away, found by scanning the RK4 solution.
    func testSettlingDurationMatchesScanOfIntegration() {
        for spring in [Spring.bouncy, .snappy, .smooth, Spring(duration: 0.5, bounce: -0.4)] {
            let grid = (1...30_000).map { Double($0) * 1e-4 }
            let path = Reference.rk4(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                     position: 1, velocity: 0, target: { _ in 0 }, times: grid)
            let last = grid[path.lastIndex { abs($0.x) > 0.001 }!]
            XCTAssertEqual(spring.settlingDuration, last, accuracy: 1.5e-4, "bounce \(spring.bounce)")
        }
    }

    func testSettlingDurationOfCriticalSpringSolvesItsEquation() {
        // (1 + ωt)·e^(−ωt) = 0.001 with ω = 4π, solved here by bisection.
        let omega = 4 * Double.pi
        var low = 0.0, high = 10.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if (1 + omega * mid) * exp(-omega * mid) > 0.001 { low = mid } else { high = mid }
        }
        XCTAssertEqual(Spring.smooth.settlingDuration, low, accuracy: 1e-9)
    }

    func testUndampedSpringNeverSettles() {
        XCTAssertEqual(Spring(stiffness: 100, damping: 0).settlingDuration, .infinity)
    }
}
