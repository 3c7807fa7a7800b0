import XCTest
import MotionCore

final class MotionAnimationTests: XCTestCase {
    let easeInOut = try! MotionAnimation.easeInOut(duration: 0.6)

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
        let delayed = try easeInOut.delay(0.25)
        XCTAssertEqual(delayed.duration, 0.85, accuracy: 1e-15)
        for i in 0...100 {
            let t = Double(i) * 0.01
            XCTAssertEqual(delayed.progress(at: t), base(t - 0.25), accuracy: 1e-7, "t \(t)")
        }
    }

    func testSpeedCompressesWithoutChangingShape() throws {
        let fast = try easeInOut.speed(1.5)
        XCTAssertEqual(fast.duration, 0.4, accuracy: 1e-15)
        for i in 0...50 {
            let t = Double(i) * 0.01
            XCTAssertEqual(fast.progress(at: t), base(t * 1.5), accuracy: 1e-7, "t \(t)")
        }
    }

    func testRepeatCountWithAutoreverse() throws {
        let pulse = try easeInOut.repeatCount(3, autoreverses: true)
        XCTAssertEqual(pulse.duration, 1.8, accuracy: 1e-15)
        XCTAssertEqual(pulse.progress(at: 0.15), base(0.15), accuracy: 1e-7)
        XCTAssertEqual(pulse.progress(at: 0.75), base(0.45), accuracy: 1e-7, "second run backwards")
        XCTAssertEqual(pulse.progress(at: 1.35), base(0.15), accuracy: 1e-7, "third run forwards")
        XCTAssertEqual(pulse.progress(at: 5), 1, "odd count ends at the end")
        XCTAssertEqual(try easeInOut.repeatCount(2).progress(at: 5), 0, "even count ends at the start")
    }

    func testRepeatCountWithoutAutoreverseRestarts() throws {
        let three = try easeInOut.repeatCount(3, autoreverses: false)
        XCTAssertEqual(three.progress(at: 0.75), base(0.15), accuracy: 1e-7)
        XCTAssertEqual(three.progress(at: 100), 1)
    }

    func testRepeatForever() throws {
        let spin = try MotionAnimation.linear(duration: 2).repeatForever(autoreverses: false)
        XCTAssertEqual(spin.duration, .infinity)
        XCTAssertEqual(spin.progress(at: 101), 0.5, accuracy: 1e-12)
        let breathe = try MotionAnimation.linear(duration: 2).repeatForever()
        XCTAssertEqual(breathe.progress(at: 103), 0.5, accuracy: 1e-12)
        XCTAssertEqual(breathe.progress(at: 102.5), 0.75, accuracy: 1e-12, "odd runs go backwards")
        XCTAssertFalse(breathe.isComplete(at: 1e9))
    }

    func testModifiersApplyFromTheInsideOut() throws {
        let linear = try MotionAnimation.linear(duration: 1)
        let delayEachRun = try linear.delay(1).repeatForever(autoreverses: false)
        let delayOnce = try linear.repeatForever(autoreverses: false).delay(1)
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
        let linear = try MotionAnimation.linear(duration: 2)
        XCTAssertEqual(linear.value(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 8, y: 30), at: 0.5), CGPoint(x: 2, y: 15))
    }

    func testRejectsBadModifiers() {
        XCTAssertThrowsError(try easeInOut.repeatCount(0)) {
            XCTAssertEqual("\($0)", "repeatCount = 0.0 is out of range; expected an integer >= 1")
        }
        XCTAssertThrowsError(try easeInOut.delay(-1)) { XCTAssertEqual(($0 as? MotionError)?.parameter, "delay") }
        XCTAssertThrowsError(try easeInOut.speed(0)) { XCTAssertEqual(($0 as? MotionError)?.parameter, "speed") }
        XCTAssertThrowsError(try easeInOut.speed(.nan)) { XCTAssertEqual(($0 as? MotionError)?.parameter, "speed") }
        XCTAssertThrowsError(try MotionAnimation.linear(duration: -1)) { XCTAssertEqual(($0 as? MotionError)?.parameter, "duration") }
        XCTAssertThrowsError(try MotionAnimation.interpolatingSpring(stiffness: 0, damping: 1)) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "stiffness")
        }
    }
}
