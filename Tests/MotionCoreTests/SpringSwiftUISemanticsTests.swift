import Foundation
import XCTest
import MotionCore

/// Where SwiftUI's `Spring` has a documented behaviour: over-damping treated as critical, and
/// settling with an initial velocity. References are closed forms evaluated here or the RK4
/// integration in Reference.swift.
final class SpringSwiftUISemanticsTests: XCTestCase {
    // MARK: allowOverDamping

    /// m = 1, k = 100, c = 30 is over-damped (ζ = 1.5). SwiftUI treats it as critical by default:
    /// x(t) = 1 − (1 + ω₀t)·e^(−ω₀t) with ω₀ = 10.
    func testOverDampingIsCriticalByDefault() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 30)
        XCTAssertEqual(spring.dampingRatio, 1)
        XCTAssertEqual(spring.damping, 20, accuracy: 1e-12, "reports the critical damping 2√(k·m)")
        XCTAssertEqual(spring.stiffness, 100, accuracy: 1e-12)
        let critical = { (t: Double) in 1 - (1 + 10 * t) * exp(-10 * t) }
        for (t, rounded) in [(0.1, 0.264), (0.3, 0.801), (0.5, 0.960)] {
            let x = spring.value(from: 0.0, to: 1.0, time: t)
            XCTAssertEqual(x, critical(t), accuracy: 1e-12, "t \(t)")
            XCTAssertEqual((x * 1000).rounded() / 1000, rounded, "t \(t)")
        }
        let times = (1...200).map { Double($0) * 0.01 }
        let reference = Reference.rk4(mass: 1, stiffness: 100, damping: 20, position: 0, velocity: 0,
                                      target: { _ in 1 }, times: times)
        for (t, expected) in zip(times, reference) {
            XCTAssertEqual(spring.value(from: 0.0, to: 1.0, time: t), expected.x, accuracy: 1e-6, "t \(t)")
        }
    }

    func testAllowOverDampingKeepsTheGivenDamping() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
        XCTAssertEqual(spring.dampingRatio, 1.5, accuracy: 1e-15)
        XCTAssertEqual(spring.damping, 30, accuracy: 1e-12)
        let times = [0.1, 0.3, 0.5]
        let reference = Reference.rk4(mass: 1, stiffness: 100, damping: 30, position: 0, velocity: 0,
                                      target: { _ in 1 }, times: times)
        for ((t, expected), rounded) in zip(zip(times, reference), [0.213, 0.628, 0.827]) {
            let x = spring.value(from: 0.0, to: 1.0, time: t)
            XCTAssertEqual(x, expected.x, accuracy: 1e-6, "t \(t)")
            XCTAssertEqual((x * 1000).rounded() / 1000, rounded, "t \(t)")
        }
    }

    func testUnderDampedSpringsAreTheSameEitherWay() {
        XCTAssertEqual(Spring(mass: 2, stiffness: 800, damping: 16), Spring(mass: 2, stiffness: 800, damping: 16, allowOverDamping: true))
    }

    func testInterpolatingSpringAnimationTreatsOverDampingAsCritical() {
        let animation = MotionAnimation.interpolatingSpring(stiffness: 100, damping: 30)
        XCTAssertEqual(animation.progress(at: 0.3), 1 - 4 * exp(-3), accuracy: 1e-12)
    }

    // MARK: settlingDuration(target:initialVelocity:epsilon:)

    /// The last grid time (step 1e-4) at which the RK4 solution from 0 with `velocity` is farther than
    /// `epsilon` from `target`; 0 if it never is.
    func scannedSettling(_ spring: Spring, target: Double, velocity: Double, epsilon: Double, until end: Double) -> Double {
        let grid = (0...Int(end * 10_000)).map { Double($0) * 1e-4 }
        let path = Reference.rk4(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                 position: 0, velocity: velocity, target: { _ in target }, times: grid)
        guard let last = path.lastIndex(where: { abs($0.x - target) > epsilon }) else { return 0 }
        XCTAssertLessThan(last, grid.count - 1, "the scan must reach past the settling time")
        return grid[last]
    }

    func testSettlingWithVelocityMatchesScanOfIntegration() {
        let cases: [(String, Spring, target: Double, velocity: Double, epsilon: Double)] = [
            ("bouncy at rest", .bouncy, 1, 0, 0.001),
            ("bouncy flicked forwards", .bouncy, 1, 8, 0.001),
            ("bouncy flicked backwards", .bouncy, 1, -5, 0.001),
            ("critical overshooting", .smooth, 1, 30, 0.001),
            ("critical moving away", .smooth, 1, -10, 0.001),
            ("over-damped flicked", Spring(duration: 0.5, bounce: -0.4), 1, 20, 0.001),
            ("physical over-damped", Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true), 5, 60, 0.01),
            ("a flick's landing in points", Spring(duration: 0.4, bounce: 0.2), 100, 800, 0.1),
            ("starts inside, kicked out", .bouncy, 0.0005, 1, 0.001),
        ]
        for (name, spring, target, velocity, epsilon) in cases {
            let settling = spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: epsilon)
            let scanned = scannedSettling(spring, target: target, velocity: velocity, epsilon: epsilon, until: 4)
            XCTAssertEqual(settling, scanned, accuracy: 1.5e-4, name)
        }
    }

    func testVelocityChangesTheSettlingTime() {
        let atRest = Spring.bouncy.settlingDuration
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001), atRest)
        XCTAssertNotEqual(Spring.bouncy.settlingDuration(target: 1.0, initialVelocity: 8, epsilon: 0.001), atRest)
    }

    func testSettlingEdgeCases() {
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: 0.0, initialVelocity: 0, epsilon: 0.001), 0, "already at rest")
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: 1.0, epsilon: 2), 0, "never farther than epsilon")
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: 1.0, epsilon: 0), .infinity)
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: 1.0, epsilon: -1), .infinity)
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: .nan, epsilon: 0.001), .infinity)
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: 1.0, epsilon: .nan), Spring.bouncy.settlingDuration, "NaN is 0.001")
        XCTAssertEqual(Spring(stiffness: 100, damping: 0).settlingDuration(target: 1.0, initialVelocity: 3, epsilon: 0.001), .infinity)
        XCTAssertEqual(Spring(stiffness: 100, damping: 0).settlingDuration(target: 0.0005, epsilon: 0.001), 0,
                       "an undamped oscillation smaller than epsilon")
    }

    // MARK: init(settlingDuration:dampingRatio:epsilon:)

    func testSettlingDurationInitializerSettlesWhenAsked() {
        for (duration, ratio, epsilon) in [(0.8, 0.3, 0.001), (0.8, 0.7, 0.001), (1.2, 1.0, 0.01), (0.6, 1.5, 0.001)] {
            let spring = Spring(settlingDuration: duration, dampingRatio: ratio, epsilon: epsilon)
            XCTAssertEqual(spring.mass, 1)
            XCTAssertEqual(spring.dampingRatio, ratio, accuracy: 1e-15)
            let scanned = scannedSettling(spring, target: 1, velocity: 0, epsilon: epsilon, until: 3)
            XCTAssertEqual(scanned, duration, accuracy: 1.5e-4, "ratio \(ratio), epsilon \(epsilon)")
        }
    }

    func testSettlingDurationInitializerEdgeCases() {
        XCTAssertEqual(Spring(settlingDuration: 0.7, dampingRatio: 0).response, 0.7, accuracy: 1e-15,
                       "an undamped spring never settles: the duration is its response")
        XCTAssertEqual(Spring(settlingDuration: 0.7, dampingRatio: 0.5, epsilon: .nan),
                       Spring(settlingDuration: 0.7, dampingRatio: 0.5))
        XCTAssertEqual(Spring(settlingDuration: -1, dampingRatio: 0.5).response, Spring.responseRange.lowerBound)
    }

    // MARK: Large damping ratios stay finite and accurate

    func testHeavyOverDampingMatchesIntegration() {
        let spring = Spring(duration: 0.5, bounce: -0.99)     // ζ = 100
        XCTAssertEqual(spring.dampingRatio, 100, accuracy: 1e-9)
        let times = (1...100).map { Double($0) * 0.02 }
        let reference = Reference.rk4(mass: 1, stiffness: spring.stiffness, damping: spring.damping, position: 0, velocity: 0,
                                      target: { _ in 1 }, times: times)
        for (t, expected) in zip(times, reference) {
            XCTAssertEqual(spring.value(from: 0.0, to: 1.0, time: t), expected.x, accuracy: 1e-6, "t \(t)")
        }
    }

    /// Bounce −1 is infinite damping; it becomes ζ = 10¹², where only the slow mode
    /// e^(−ω₀t/(2ζ)) is left (relative error of that approximation O(1/ζ²)).
    func testBounceMinusOneBarelyMoves() {
        let spring = Spring(duration: 0.5, bounce: -1)
        XCTAssertEqual(spring.dampingRatio, Spring.maximumDampingRatio)
        let omega0 = 4 * Double.pi, zeta = 1e12
        for t in [0.5, 10.0, 1e6] {
            let x = spring.value(from: 0.0, to: 1.0, time: t)
            let expected = -expm1(-omega0 * t / (2 * zeta))
            XCTAssertEqual(x, expected, accuracy: 1e-15 + 1e-9 * expected, "t \(t)")
        }
        XCTAssertEqual(spring.settlingDuration, log(1000) * 2 * zeta / omega0, accuracy: 1e-6 * spring.settlingDuration)
    }
}
