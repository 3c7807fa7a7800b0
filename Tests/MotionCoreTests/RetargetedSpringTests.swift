import XCTest
import MotionCore

final class RetargetedSpringTests: XCTestCase {
    let changes: [(time: Double, target: Double)] = [(0, 100), (0.3, -40), (0.45, 60), (1.2, 0)]

    func path(_ spring: Spring = .snappy, velocity: Double = 0) throws -> RetargetedSpring<Double> {
        try RetargetedSpring(spring: spring, from: 0.0, initialVelocity: velocity, changes: changes)
    }

    func testContinuousInPositionAndVelocityAtEachChange() throws {
        for spring in [Spring.snappy, .bouncy, Spring(duration: 0.4, bounce: -0.5)] {
            let motion = try path(spring, velocity: 250)
            let h = 1e-5
            for change in changes.dropFirst().map(\.time) {
                let x = { motion.value(at: $0) }
                XCTAssertEqual(x(change - 1e-9), x(change + 1e-9), accuracy: 1e-5, "position around \(change)")
                // Second-order one-sided differences, each side of the change.
                let left = (3 * x(change) - 4 * x(change - h) + x(change - 2 * h)) / (2 * h)
                let right = (-3 * x(change) + 4 * x(change + h) - x(change + 2 * h)) / (2 * h)
                XCTAssertEqual(left, right, accuracy: 1e-3, "velocity around \(change)")
                XCTAssertEqual(motion.velocity(at: change), right, accuracy: 1e-3)
            }
        }
    }

    func testMatchesIntegrationWithMovingTarget() throws {
        let spring = Spring.bouncy
        let motion = try path(spring, velocity: 250)
        let times = (1...150).map { Double($0) * 0.01 }
        let reference = Reference.rk4(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, position: 0, velocity: 250,
            target: { t in self.changes.last { $0.time <= t }!.target }, breaks: changes.map(\.time), times: times)
        for (t, expected) in zip(times, reference) {
            XCTAssertEqual(motion.value(at: t), expected.x, accuracy: 1e-6, "position at \(t)")
            XCTAssertEqual(motion.velocity(at: t), expected.v, accuracy: 1e-6, "velocity at \(t)")
        }
    }

    func testHoldsInitialValueBeforeFirstChange() throws {
        let motion = try RetargetedSpring(spring: .smooth, from: 5.0, changes: [(time: 1, target: 10.0)])
        XCTAssertEqual(motion.value(at: 0.5), 5)
        XCTAssertEqual(motion.value(at: .nan), 5)
        XCTAssertEqual(motion.velocity(at: 0.5), 0)
        XCTAssertNil(motion.target(at: 0.5))
        XCTAssertEqual(motion.target(at: 1.5), 10)
    }

    func testRejectsEmptyAndUnorderedChanges() {
        XCTAssertThrowsError(try RetargetedSpring(spring: .smooth, from: 0.0, changes: [(time: Double, target: Double)]())) {
            XCTAssertEqual($0 as? MotionError, .emptyList(name: "changes"))
        }
        XCTAssertThrowsError(try RetargetedSpring(spring: .smooth, from: 0.0, changes: [(time: 1, target: 1.0), (time: 0.5, target: 2)])) {
            XCTAssertEqual($0 as? MotionError, .unorderedTimes(name: "changes", index: 1))
        }
        XCTAssertThrowsError(try RetargetedSpring(spring: .smooth, from: 0.0, changes: [(time: .nan, target: 1.0)])) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "changes[0].time")
        }
    }
}
