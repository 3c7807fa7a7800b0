import XCTest
import MotionCore

final class PhaseAnimationTests: XCTestCase {
    let linear = MotionAnimation.linear(duration: 1)

    func testPlaysPhasesInOrderOnce() throws {
        let phases = PhaseAnimation(["start", "middle", "end"], mode: .once,
                                        value: { ["start": 0.0, "middle": 10, "end": 20][$0]! }, animation: { _ in self.linear })
        XCTAssertEqual(phases.duration, 2)
        let expected: [(t: Double, value: Double, phase: String)] = [
            (0, 0, "start"), (0.5, 5, "middle"), (1, 10, "middle"), (1.5, 15, "end"), (2, 20, "end"), (50, 20, "end"),
        ]
        for row in expected {
            XCTAssertEqual(phases.value(at: row.t), row.value, accuracy: 1e-12, "t \(row.t)")
            XCTAssertEqual(phases.phase(at: row.t), row.phase, "t \(row.t)")
        }
    }

    func testEachPhaseUsesItsOwnCurve() throws {
        let easeIn = MotionAnimation.easeIn(duration: 2)
        let phases = PhaseAnimation([0.0, 10, 20], mode: .once, value: { $0 }, animation: { $0 == 10 ? easeIn : self.linear })
        XCTAssertEqual(phases.value(at: 1), 10 * Reference.bezier(0.42, 0, 1, 1, at: 0.5), accuracy: 1e-7)
        XCTAssertEqual(phases.value(at: 2.5), 15, accuracy: 1e-12, "the linear phase starts after the 2 s ease-in")
    }

    func testLoopWrapsAroundToTheFirstPhase() throws {
        let phases = PhaseAnimation([0.0, 10, 20], mode: .loop, value: { $0 }, animation: { _ in self.linear })
        XCTAssertEqual(phases.cycleDuration, 3)
        XCTAssertEqual(phases.duration, .infinity)
        XCTAssertEqual(phases.value(at: 2.5), 10, accuracy: 1e-12, "halfway back from 20 to 0")
        XCTAssertEqual(phases.phaseIndex(at: 2.5), 0)
        XCTAssertEqual(phases.value(at: 3), 0, accuracy: 1e-12)
        for t in stride(from: 0.05, to: 3, by: 0.1) {
            XCTAssertEqual(phases.value(at: t + 30), phases.value(at: t), accuracy: 1e-9, "t \(t)")
            XCTAssertEqual(phases.phaseIndex(at: t + 30), phases.phaseIndex(at: t), "t \(t)")
        }
    }

    func testSpringPhaseLastsItsSettlingDuration() throws {
        let phases = PhaseAnimation([1.0, 1.15], mode: .once, value: { $0 }, animation: { _ in .bouncy })
        XCTAssertEqual(phases.duration, Spring.bouncy.settlingDuration)
    }

    func testReduceMotionCollapsesLoopToRestPhase() throws {
        let breathing = PhaseAnimation([1.0, 1.15, 0.9], mode: .loop, value: { $0 }, animation: { _ in .smooth })
        let still = breathing.reducingMotion(true)
        XCTAssertEqual(still.phases, [1.0])
        for t in [0, 0.3, 1, 7.5, 1e6] {
            XCTAssertEqual(still.value(at: t), 1.0, "t \(t)")
            XCTAssertEqual(still.phase(at: t), 1.0)
        }
        XCTAssertEqual(breathing.reducingMotion(false).phases, [1.0, 1.15, 0.9])
    }

    func testReduceMotionRestsAOneShotOnItsLastPhase() throws {
        let once = PhaseAnimation([0.0, 5, 9], mode: .once, value: { $0 }, animation: { _ in self.linear })
        XCTAssertEqual(once.reducingMotion().value(at: 0), 9)
    }

    /// As in SwiftUI, a phase waits for its animation to finish: one that repeats for ever holds the
    /// sequence in that transition for good.
    func testEndlessAnimationPlaysForEver() {
        let pulse = MotionAnimation.linear(duration: 1).repeatForever()
        let phases = PhaseAnimation([0.0, 10, 20], mode: .once, value: { $0 }, animation: { $0 == 20 ? pulse : self.linear })
        XCTAssertEqual(phases.duration, .infinity)
        XCTAssertEqual(phases.value(at: 0.5), 5, accuracy: 1e-12)
        XCTAssertEqual(phases.value(at: 1.5), 15, accuracy: 1e-12, "on its way to 20")
        XCTAssertEqual(phases.value(at: 2.5), 15, accuracy: 1e-12, "on its way back: autoreverses")
        XCTAssertEqual(phases.value(at: 1001.5), 15, accuracy: 1e-9)
        XCTAssertEqual(phases.phase(at: 1e6), 20)
        let looping = PhaseAnimation([0.0, 10], mode: .loop, value: { $0 }, animation: { _ in pulse })
        XCTAssertEqual(looping.value(at: 100.25), 2.5, accuracy: 1e-9, "never gets back to the first phase")
        XCTAssertEqual(looping.phaseIndex(at: 100.25), 1)
    }

    func testValidatedEqualsTheInitializerInRange() throws {
        let plain = PhaseAnimation([0.0, 5, 9], mode: .once, value: { $0 }, animation: { _ in .snappy })
        let checked = try PhaseAnimation.validated([0.0, 5, 9], mode: .once, value: { $0 }, animation: { _ in .snappy })
        XCTAssertEqual(checked.duration, plain.duration)
        for i in 0...100 { XCTAssertEqual(checked.value(at: Double(i) * 0.02), plain.value(at: Double(i) * 0.02)) }
    }

    func testValidatedRejectsEmptyPhasesEndlessAnimationsAndBadNumbers() {
        XCTAssertThrowsError(try PhaseAnimation.validated([Double](), value: { $0 }, animation: { _ in .smooth })) {
            XCTAssertEqual($0 as? MotionError, .emptyList(name: "phases"))
        }
        XCTAssertThrowsError(try PhaseAnimation.validated([0.0, 1], value: { $0 }, animation: { _ in self.linear.repeatForever() })) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "animations[0].duration")
        }
        XCTAssertThrowsError(try PhaseAnimation.validated([0.0, 1], value: { $0 }, animation: { $0 == 1 ? self.linear.delay(-1) : .smooth })) {
            XCTAssertEqual("\($0)", "animations[1].delay = -1.0 is out of range; expected finite and >= 0")
        }
        XCTAssertThrowsError(try PhaseAnimation.validated([0.0, .nan], value: { $0 }, animation: { _ in .smooth })) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "values[1]")
        }
    }
}
