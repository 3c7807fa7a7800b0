import XCTest
import MotionCore

final class MotionAnimationTests: XCTestCase {
    let easeInOut = MotionAnimation.easeInOut(duration: 0.6)

    func base(_ t: Double) -> Double {
        t <= 0 ? 0 : t >= 0.6 ? 1 : Reference.bezier(0.42, 0, 0.58, 1, at: t / 0.6)
    }

    func testTimingCurveOverItsDuration() {
        for i in -10...80 {
            let t = Double(i) * 0.01
            XCTAssertEqual(easeInOut.progress(at: t), base(t), accuracy: 1e-7, "t \(t)")
        }
        XCTAssertEqual(easeInOut.duration, 0.6)
        XCTAssertEqual(easeInOut.progress(at: .nan), 0)
    }

    func testDelayShiftsWithoutChangingShape() throws {
        let delayed = easeInOut.delay(0.25)
        XCTAssertEqual(delayed.duration, 0.85, accuracy: 1e-15)
        for i in 0...100 {
            let t = Double(i) * 0.01
            XCTAssertEqual(delayed.progress(at: t), base(t - 0.25), accuracy: 1e-7, "t \(t)")
        }
    }

    func testSpeedCompressesWithoutChangingShape() throws {
        let fast = easeInOut.speed(1.5)
        XCTAssertEqual(fast.duration, 0.4, accuracy: 1e-15)
        for i in 0...50 {
            let t = Double(i) * 0.01
            XCTAssertEqual(fast.progress(at: t), base(t * 1.5), accuracy: 1e-7, "t \(t)")
        }
    }

    func testRepeatCountWithAutoreverse() throws {
        let pulse = easeInOut.repeatCount(3, autoreverses: true)
        XCTAssertEqual(pulse.duration, 1.8, accuracy: 1e-15)
        XCTAssertEqual(pulse.progress(at: 0.15), base(0.15), accuracy: 1e-7)
        XCTAssertEqual(pulse.progress(at: 0.75), base(0.45), accuracy: 1e-7, "second run backwards")
        XCTAssertEqual(pulse.progress(at: 1.35), base(0.15), accuracy: 1e-7, "third run forwards")
        XCTAssertEqual(pulse.progress(at: 5), 1, "odd count ends at the end")
        XCTAssertEqual(easeInOut.repeatCount(2).progress(at: 5), 0, "even count ends at the start")
    }

    func testRepeatCountWithoutAutoreverseRestarts() throws {
        let three = easeInOut.repeatCount(3, autoreverses: false)
        XCTAssertEqual(three.progress(at: 0.75), base(0.15), accuracy: 1e-7)
        XCTAssertEqual(three.progress(at: 100), 1)
    }

    func testRepeatForever() throws {
        let spin = MotionAnimation.linear(duration: 2).repeatForever(autoreverses: false)
        XCTAssertEqual(spin.duration, .infinity)
        XCTAssertEqual(spin.progress(at: 101), 0.5, accuracy: 1e-12)
        let breathe = MotionAnimation.linear(duration: 2).repeatForever()
        XCTAssertEqual(breathe.progress(at: 103), 0.5, accuracy: 1e-12)
        XCTAssertEqual(breathe.progress(at: 102.5), 0.75, accuracy: 1e-12, "odd runs go backwards")
        XCTAssertFalse(breathe.isComplete(at: 1e9))
    }

    func testModifiersApplyFromTheInsideOut() throws {
        let linear = MotionAnimation.linear(duration: 1)
        let delayEachRun = linear.delay(1).repeatForever(autoreverses: false)
        let delayOnce = linear.repeatForever(autoreverses: false).delay(1)
        XCTAssertEqual(delayEachRun.progress(at: 2.5), 0, "second run is waiting on its delay")
        XCTAssertEqual(delayOnce.progress(at: 2.5), 0.5, accuracy: 1e-12)
    }

    func testSpringAnimationIsCompleteAtItsSettlingDuration() {
        let animation = MotionAnimation.bouncy
        XCTAssertEqual(animation.duration, Spring.bouncy.settlingDuration)
        XCTAssertEqual(animation.progress(at: animation.duration), 1)
        XCTAssertEqual(animation.progress(at: 0.2), Spring.bouncy.value(from: 0.0, to: 1.0, time: 0.2))
    }

    func testValueInterpolatesWithProgress() throws {
        let linear = MotionAnimation.linear(duration: 2)
        XCTAssertEqual(linear.value(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 8, y: 30), at: 0.5), CGPoint(x: 2, y: 15))
    }

    // MARK: Initial velocity

    /// A spring animation with an initial velocity ends where that motion settles (within 0.1 % of the
    /// distance), so reading exactly 1 from then on is no visible jump. Reference: RK4 of the spring
    /// from 0 with the velocity, on a 1e-4 s grid.
    func testSpringWithVelocityEndsWithoutAJump() {
        // The seed's interpolatingSpring(stiffness: 240, damping: 26), flicked away from its target.
        let velocity = -20.0                                     // fractions of the distance per second
        let animation = MotionAnimation.interpolatingSpring(stiffness: 240, damping: 26, initialVelocity: velocity)
        guard case .spring(let spring, let v) = animation.curve else { return XCTFail("not a spring") }
        XCTAssertEqual(v, velocity)
        let end = animation.duration
        let grid = (1...40_000).map { Double($0) * 1e-4 }
        let times = Array(Set(grid + [end, spring.settlingDuration])).sorted()   // rk4 answers in ascending order
        let path = Reference.rk4(mass: 1, stiffness: 240, damping: 26, position: 0, velocity: velocity,
                                 target: { _ in 1 }, times: times)
        let reference = Dictionary(uniqueKeysWithValues: zip(times, path.map(\.x)))

        // The end the animation had before: the settling time at rest. There the motion is still
        // visibly away from 1.
        let restEnd = spring.settlingDuration
        XCTAssertEqual(abs(reference[restEnd]! - 1), 0.0026, accuracy: 0.0001, "at the zero-velocity settling time the motion is 0.26 % away")
        XCTAssertNotEqual(end, restEnd, accuracy: 1e-3)

        // Now: follows the motion until the end, then 1, and the motion never leaves 0.1 % after it.
        XCTAssertEqual(animation.progress(at: end), 1)
        XCTAssertLessThanOrEqual(abs(reference[end]! - 1), 0.001 + 1e-9, "the step to 1 at the end is within 0.1 %")
        for t in grid {
            if t < end {
                XCTAssertEqual(animation.progress(at: t), reference[t]!, accuracy: 1e-6, "t \(t)")
            } else {
                XCTAssertEqual(animation.progress(at: t), 1)
                XCTAssertLessThanOrEqual(abs(reference[t]! - 1), 0.001 + 1e-9, "settled at t \(t)")
            }
        }
        XCTAssertEqual(end, spring.settlingDuration(target: 1.0, initialVelocity: velocity, epsilon: 0.001))
    }

    // MARK: Numbers out of range

    func testOutOfRangeNumbersAreReadAsDocumented() {
        XCTAssertEqual(easeInOut.repeatCount(0), easeInOut.repeatCount(1), "a count below 1 plays once")
        XCTAssertEqual(easeInOut.repeatCount(-3).duration, 0.6)
        XCTAssertEqual(easeInOut.delay(-1), easeInOut.delay(0))
        XCTAssertEqual(easeInOut.delay(.nan), easeInOut.delay(0))
        XCTAssertEqual(easeInOut.delay(.infinity).duration, .infinity)
        XCTAssertEqual(easeInOut.delay(.infinity).progress(at: 1e9), 0, "an infinite delay never starts")
        XCTAssertEqual(easeInOut.speed(.nan), easeInOut.speed(1))
        let frozen = easeInOut.speed(0)
        XCTAssertEqual(frozen.duration, .infinity)
        for t in [0.1, 5, 1e6] { XCTAssertEqual(frozen.progress(at: t), 0, "speed 0 stays at the start") }
        XCTAssertEqual(easeInOut.speed(-2), frozen)
        XCTAssertEqual(easeInOut.speed(.infinity).duration, 0, accuracy: 1e-300)
        XCTAssertEqual(easeInOut.speed(.infinity).progress(at: 1e-9), 1)
        XCTAssertEqual(MotionAnimation.linear(duration: -1), MotionAnimation.linear(duration: 0))
        XCTAssertEqual(MotionAnimation.linear(duration: 0).progress(at: 1e-12), 1, "0 jumps to the end")
        XCTAssertEqual(MotionAnimation.linear(duration: .infinity).progress(at: 1e9), 0, "an infinite duration never arrives")
        XCTAssertEqual(MotionAnimation.spring(duration: 0.5, bounce: 3), .spring(Spring(duration: 0.5, bounce: 1)))
        XCTAssertEqual(MotionAnimation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: .nan),
                       MotionAnimation.interpolatingSpring(stiffness: 100, damping: 10))
        XCTAssertEqual(MotionAnimation.bouncy(extraBounce: 2), .spring(Spring(duration: 0.5, bounce: 1)))
    }

    func testValidatedNamesTheFirstNumberOutOfRange() {
        XCTAssertThrowsError(try easeInOut.repeatCount(0).validated()) {
            XCTAssertEqual("\($0)", "repeatCount = 0.0 is out of range; expected an integer >= 1")
        }
        XCTAssertThrowsError(try easeInOut.delay(-1).validated()) {
            XCTAssertEqual("\($0)", "delay = -1.0 is out of range; expected finite and >= 0")
        }
        XCTAssertThrowsError(try easeInOut.speed(0).validated()) { XCTAssertEqual(($0 as? MotionError)?.parameter, "speed") }
        XCTAssertThrowsError(try easeInOut.speed(.nan).validated()) { XCTAssertEqual(($0 as? MotionError)?.parameter, "speed") }
        XCTAssertThrowsError(try MotionAnimation.linear(duration: -1).validated()) { XCTAssertEqual(($0 as? MotionError)?.parameter, "duration") }
        XCTAssertThrowsError(try MotionAnimation.linear(duration: .infinity).validated()) { XCTAssertEqual(($0 as? MotionError)?.parameter, "duration") }
        XCTAssertThrowsError(try MotionAnimation.interpolatingSpring(stiffness: 0, damping: 1).validated()) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "stiffness")
        }
        XCTAssertThrowsError(try MotionAnimation.interpolatingSpring(stiffness: 1, damping: 1, initialVelocity: .infinity).validated()) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "initialVelocity")
        }
        XCTAssertThrowsError(try MotionAnimation.spring(duration: 0.4, bounce: 1.5).validated()) {
            XCTAssertEqual("\($0)", "bounce = 1.5 is out of range; expected finite and within (-1, 1]")
        }
        XCTAssertThrowsError(try MotionAnimation.snappy(duration: -1).validated()) { XCTAssertEqual(($0 as? MotionError)?.parameter, "duration") }
        XCTAssertThrowsError(try MotionAnimation.spring(response: 0.3, dampingFraction: -1).validated()) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "dampingFraction")
        }
        // The first problem wins, through any number of modifiers.
        XCTAssertThrowsError(try MotionAnimation.linear(duration: -1).delay(-2).speed(0).validated()) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "duration")
        }
        XCTAssertThrowsError(try easeInOut.delay(0.1).speed(-1).repeatCount(0).validated()) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "speed")
        }
    }

    func testValidatedPassesAnimationsInRange() throws {
        let animation = MotionAnimation.easeIn(duration: 0.4).delay(0.1).speed(2).repeatCount(3).repeatForever()
        XCTAssertEqual(try animation.validated(), animation)
        XCTAssertEqual(try MotionAnimation.bouncy.validated(), .bouncy)
    }
}
